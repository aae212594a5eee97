/**
 * Slack bot subscriptions (a bot token and a channel, posting through chat.postMessage) against a loopback
 * fake of Slack's Web API: a thread per day posts one parent message per date and each level as a reply under
 * its `ts`, once, across overlapping rounds and a round that stalled, or was killed, after Slack took the
 * parent, or answered in a way that leaves open whether it was posted (never a second parent); each parent
 * names its variant; a reply its thread refuses goes to the channel once; the summary replies in its day's
 * thread; Slack's permanent errors pause the subscription, `ratelimited` waits for Retry-After; malformed
 * tokens, channels and combinations are 400, and a channel another bot token holds is 409; without a thread
 * each level is a message.
 */
import assert from "node:assert/strict";
import { z } from "zod";
import { loadPools } from "../../../../data/pools.ts";
import { deliveryRound, type RoundOptions } from "../../../../routes/shared/push/delivery.ts";
import type { BoardSummary } from "../../../../routes/shared/push/summary_post.ts";
import { parseSlackApiOrigin, SLACK_API_ORIGIN } from "../../../../routes/shared/push/targets.ts";
import { createApp } from "../../../../routes/app.ts";
import { createDailyStore } from "../../../../routes/shared/dailies.ts";
import { FakeSlackApi, type SlackAnswer } from "../../../../tools/fake_slack_api.ts";

const pools = await loadPools();
const store = createDailyStore({ pools });
const CREATED = new Date("2026-11-20T08:00:00Z");
const DATE = "2026-11-20";
/** The round's clock: 09:00 on the day, past the default 00:05 post time. */
const T0 = Date.parse("2026-11-20T09:00:00Z");
const TOKEN = "xoxb-1234567890-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx";

/**
 * chat.postMessage's arguments as Slack documents them (docs.slack.dev/reference/methods/chat.postMessage):
 * `channel` required, `text` (the notification fallback when `blocks` are given), `blocks` (at most 50),
 * `thread_ts` (the parent's ts: a reply) and `reply_broadcast` (with `thread_ts` only). Nothing else is sent;
 * the token goes in the Authorization header, never the body.
 */
const slackTs = z.string().regex(/^[0-9]+\.[0-9]+$/);
const chatPostMessage = z.object({
  channel: z.string().regex(/^[CG][A-Z0-9]{8,20}$/),
  text: z.string().min(1).max(40_000),
  blocks: z.array(z.object({ type: z.enum(["header", "section", "image", "actions"]) }).loose()).max(50)
    .optional(),
  thread_ts: slackTs.optional(),
  reply_broadcast: z.boolean().optional(),
}).strict().refine((body) => body.reply_broadcast === undefined || body.thread_ts !== undefined, {
  message: "reply_broadcast only goes with thread_ts",
});

async function setUp(kvPath = ":memory:") {
  const kv = await Deno.openKv(kvPath);
  const slack = await FakeSlackApi.start();
  const app = createApp({
    pools,
    now: () => CREATED,
    kv,
    slackApiOrigin: slack.origin,
    subscribesPerHour: 1_000,
  });
  return {
    kv,
    slack,
    app,
    post(body: Record<string, unknown>) {
      return app.request("/api/subscriptions", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    },
    async subscribe(channel: string, body: Record<string, unknown> = {}) {
      const res = await this.post({
        slack_bot_token: TOKEN,
        slack_channel: channel,
        levels: ["easy", "hard"],
        thread: "per-day",
        ...body,
      });
      const json = await res.json();
      assert.equal(res.status, 201, JSON.stringify(json));
      return json as { id: string; token: string };
    },
    round(options: Partial<RoundOptions> = {}) {
      return deliveryRound({ kv, store, date: DATE, now: () => T0, ...options });
    },
    /** What a channel got after its confirmation, in order. */
    posts(channel: string) {
      return slack.posted.map((r) => r.body).filter((b) => b.channel === channel && !isConfirmation(b));
    },
    async show(id: string, token: string) {
      const res = await app.request(`/api/subscriptions/${id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      assert.equal(res.status, 200);
      return await res.json();
    },
    async [Symbol.asyncDispose]() {
      kv.close();
      await slack.close();
    },
  };
}

function isConfirmation(body: Record<string, unknown>): boolean {
  return /sudoku-daily is set up here/.test(String(body.text ?? ""));
}

/** A day's parent: "<variant's puzzle name> daily — <date> — …", posted in the channel itself. */
const isParent = (body: Record<string, unknown>) =>
  body.thread_ts === undefined && / daily — [0-9]{4}-[0-9]{2}-[0-9]{2} — /.test(String(body.text));

/** The ts Slack gave the parent of `date` in `channel`; `name` is the variant's ("Killer Sudoku"). */
function parentTs(slack: FakeSlackApi, channel: string, date: string, name = "Sudoku"): string {
  const parents = slack.posted.filter((r) =>
    r.body.channel === channel && String(r.body.text).startsWith(`${name} daily — ${date} — `)
  );
  assert.equal(parents.length, 1, `one ${name} parent of ${date} in ${channel}`);
  return parents[0].ts!;
}

Deno.test("a thread per day: the day's first post is its parent, once, and each level replies under its ts", async () => {
  await using t = await setUp();
  const { id, token } = await t.subscribe("C0000000001");
  // The confirmation proves the token and channel, in the channel itself.
  assert.equal(t.slack.requests.length, 1);
  assert.equal(t.slack.requests[0].body.thread_ts, undefined);

  const report = await t.round();
  assert.deepEqual({ delivered: report.delivered, skipped: report.skipped }, { delivered: 2, skipped: 0 });
  const posts = t.posts("C0000000001");
  assert.equal(posts.length, 3);
  assert.ok(isParent(posts[0]), "the parent comes first");
  assert.equal(
    posts[0].text,
    `Sudoku daily — ${DATE} — the puzzles are in the thread, so answers stay out of the channel`,
  );
  assert.deepEqual((posts[0].blocks as Array<{ text: unknown }>)[0].text, {
    type: "plain_text",
    text: `Sudoku daily — ${DATE}`,
    emoji: true,
  });
  assert.equal(posts[0].thread_ts, undefined);
  const ts = parentTs(t.slack, "C0000000001", DATE);
  for (const reply of posts.slice(1)) {
    assert.equal(reply.thread_ts, ts, "each level replies under the parent");
    assert.equal(reply.reply_broadcast, undefined, "replies stay in the thread");
  }
  // The replies are the levels' Slack payloads, the same as format=slack gives (their links carry the board).
  // The levels go out side by side, so Slack may take them in either order.
  for (const level of ["easy", "hard"]) {
    const res = await t.app.request(`/api/daily?level=${level}&date=${DATE}&format=slack`);
    const payload = await res.json();
    const reply = posts.slice(1).find((p) =>
      JSON.stringify((p.blocks as unknown[])[0]) === JSON.stringify(payload.blocks[0])
    );
    assert.ok(reply, `${level}: a reply with the day's headline`);
    const blocks = reply.blocks as Array<Record<string, unknown>>;
    assert.deepEqual(blocks.map((b) => b.type), payload.blocks.map((b: { type: string }) => b.type));
    assert.match(String(reply.text), new RegExp(`board=sub-${id}`));
  }
  for (const request of t.slack.requests) {
    chatPostMessage.parse(request.body);
    assert.equal(request.token, TOKEN);
    assert.equal(request.contentType, "application/json; charset=utf-8");
  }

  const again = await t.round({ now: () => T0 + 600_000 });
  assert.deepEqual({ delivered: again.delivered, skipped: again.skipped }, { delivered: 0, skipped: 2 });
  assert.equal(t.posts("C0000000001").length, 3, "a later round posts nothing");

  const shown = await t.show(id, token);
  assert.equal(shown.slack_channel, "C0000000001");
  assert.equal(shown.thread, "per-day");
  assert.equal(shown.slack_bot_token, "xoxb-1234…");
  assert.ok(!JSON.stringify(shown).includes(TOKEN), "the token is never shown");
  assert.deepEqual(
    shown.deliveries.map((d: { level: string; status: string }) => [d.level, d.status]).sort(),
    [["easy", "delivered"], ["hard", "delivered"], ["thread", "delivered"]],
  );
});

Deno.test("two variants threading in one channel: each day's parent names its variant, and its levels reply under it", async () => {
  await using t = await setUp();
  await t.subscribe("C0000000011", { levels: ["hard"] });
  await t.subscribe("C0000000011", { levels: ["hard"], variant: "killer" });
  await t.subscribe("C0000000012", { levels: ["easy"], variant: "4x4" });
  const report = await t.round();
  assert.equal(report.delivered, 3);
  const posts = t.posts("C0000000011");
  assert.deepEqual(
    posts.filter(isParent).map((p) => String(p.text).split(" — ").slice(0, 2).join(" — ")).sort(),
    [`Killer Sudoku daily — ${DATE}`, `Sudoku daily — ${DATE}`],
  );
  const classic = parentTs(t.slack, "C0000000011", DATE);
  const killer = parentTs(t.slack, "C0000000011", DATE, "Killer Sudoku");
  const replies = posts.filter((p) => !isParent(p));
  assert.equal(replies.length, 2);
  for (const reply of replies) {
    const headline = String((reply.blocks as Array<{ text: { text: string } }>)[0].text.text);
    assert.equal(reply.thread_ts, /Killer/.test(headline) ? killer : classic, headline);
  }
  parentTs(t.slack, "C0000000012", DATE, "4×4 Sudoku");
});

Deno.test("rounds at once: one parent per channel and day, one reply per level, all under that parent", async () => {
  await using t = await setUp();
  const channels = Array.from({ length: 6 }, (_, i) => `C00000001${i}`);
  for (const channel of channels) await t.subscribe(channel, { levels: ["easy", "medium", "hard"] });
  const reports = await Promise.all(
    Array.from({ length: 4 }, (_, i) => t.round({ now: () => T0 + i, concurrency: 3 })),
  );
  assert.equal(reports.reduce((sum, r) => sum + r.delivered, 0), channels.length * 3);
  // A level whose parent another round was still posting waits for a later round: it is never posted plain.
  await t.round({ now: () => T0 + 300_000 });
  for (const channel of channels) {
    const posts = t.posts(channel);
    assert.equal(posts.filter(isParent).length, 1, `${channel}: one parent`);
    const ts = parentTs(t.slack, channel, DATE);
    const replies = posts.filter((b) => !isParent(b));
    assert.equal(replies.length, 3, `${channel}: one reply per level`);
    assert.ok(replies.every((r) => r.thread_ts === ts), `${channel}: every reply under the one parent`);
    assert.equal(new Set(replies.map((r) => r.text)).size, 3);
  }
});

Deno.test("a round that stopped after Slack took the parent: no second parent; the levels are posted as messages", async () => {
  await using t = await setUp();
  await t.subscribe("C0000000020", { levels: ["hard"] });
  // Slack takes the parent but its answer never reaches the first round before the claim's lease runs out:
  // the same records a round killed mid-post leaves.
  t.slack.next({ hold: true });
  const stalled = t.round({ leaseMs: 60_000, timeoutMs: 600_000 });
  await t.slack.arrivals(2);
  const later = await t.round({ now: () => T0 + 120_000 });
  assert.equal(later.delivered, 1);
  t.slack.release();
  const first = await stalled;
  assert.equal(first.delivered, 0, "the stalled round's claim was taken over; it posts nothing more");

  const posts = t.posts("C0000000020");
  assert.equal(posts.filter(isParent).length, 1, "never a second parent");
  const [, level] = posts;
  assert.equal(posts.length, 2);
  assert.equal(level.thread_ts, undefined, "the parent's ts was lost, so the daily is a message of its own");
  const thread = (await t.kv.get<{ state: string }>(
    ["delivery", await targetOf(t.kv), "9x9", DATE, "thread"],
  )).value;
  assert.equal(thread?.state, "unknown");
  await t.round({ now: () => T0 + 600_000 });
  assert.equal(t.posts("C0000000020").length, 2, "and nothing is posted again");
});

Deno.test("a deliver process killed while Slack held the parent's answer: one parent, the daily as a message", async () => {
  const folder = await Deno.makeTempDir();
  const path = `${folder}/kv.sqlite3`;
  try {
    await using t = await setUp(path);
    await t.subscribe("C0000000021", { levels: ["hard"] });
    t.slack.next({ hold: true });
    const child = new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "--allow-net",
        "--allow-env",
        "--allow-read",
        `--allow-write=${folder}`,
        "tools/deliver.ts",
        "--date",
        DATE,
      ],
      cwd: new URL("../../../../", import.meta.url),
      env: { DENO_KV_PATH: path, NO_COLOR: "1" },
      stdout: "null",
      stderr: "null",
    }).spawn();
    const ended = child.status.then((status) => {
      throw new Error(`the round ended by itself (exit ${status.code}) before it was killed`);
    });
    // Slack has the parent; the process dies before its answer is read, let alone recorded.
    await Promise.race([t.slack.arrivals(2), ended]);
    ended.catch(() => {});
    child.kill("SIGKILL");
    await child.status;
    t.slack.release();

    const report = await t.round({ now: () => Date.now() + 120_000 });
    assert.equal(report.delivered, 1);
    const posts = t.posts("C0000000021");
    assert.equal(posts.filter(isParent).length, 1, "never a second parent");
    assert.equal(posts.length, 2);
    assert.equal(posts[1].thread_ts, undefined, "the lost ts leaves the daily a message of its own");
    await t.round({ now: () => Date.now() + 240_000 });
    assert.equal(t.posts("C0000000021").length, 2);
  } finally {
    await Deno.remove(folder, { recursive: true }).catch(() => {});
  }
});

/** The delivery target of the only subscription in `kv`. */
async function targetOf(kv: Deno.Kv): Promise<string> {
  for await (const entry of kv.list<{ target: string }>({ prefix: ["subscription"] })) {
    return entry.value.target;
  }
  throw new Error("no subscription");
}

Deno.test("the summary of a day replies in that day's thread; the next day gets a parent of its own", async () => {
  await using t = await setUp();
  const { id } = await t.subscribe("C0000000030", { levels: ["hard"], summary: true });
  await t.round();
  const summary: BoardSummary = {
    board: `sub-${id}`,
    date: DATE,
    levels: [{
      level: "hard",
      solvers: 2,
      medianSeconds: 300,
      times: [{ name: "Ana", seconds: 250, hints: 0 }, {
        seconds: 300,
        hints: 1,
      }],
    }],
  };
  const summaries = (_kv: Deno.Kv, board: string, date: string) =>
    Promise.resolve(board === `sub-${id}` && date === DATE ? summary : undefined);
  await t.round({ date: "2026-11-21", now: () => T0 + 86_400_000, summaries });
  const posts = t.posts("C0000000030");
  const summaryPost = posts.filter((b) => String(b.text).startsWith("How this channel did"));
  assert.equal(summaryPost.length, 1);
  chatPostMessage.parse(summaryPost[0]);
  assert.equal(summaryPost[0].thread_ts, parentTs(t.slack, "C0000000030", DATE), "in the day's own thread");
  const nextTs = parentTs(t.slack, "C0000000030", "2026-11-21");
  const nextReplies = posts.filter((b) => b.thread_ts === nextTs);
  assert.equal(nextReplies.length, 1, "the 21st's daily replies under the 21st's parent");
});

/**
 * chat.postMessage's documented errors (and those every Web API method shares) that say the token is dead or
 * the bot may not post to the channel: no later attempt can succeed.
 */
const PERMANENT_ERRORS = [
  "invalid_auth",
  "not_authed",
  "token_revoked",
  "token_expired",
  "account_inactive",
  "no_permission",
  "missing_scope",
  "not_allowed_token_type",
  "team_access_not_granted",
  "ekm_access_denied",
  "access_denied",
  "channel_not_found",
  "not_in_channel",
  "is_archived",
  "restricted_action",
  "restricted_action_read_only_channel",
];
for (const error of PERMANENT_ERRORS) {
  Deno.test(`Slack's ${error} (HTTP 200, ok: false) pauses the subscription at once, with the reason`, async () => {
    await using t = await setUp();
    const { id, token } = await t.subscribe("C0000000040");
    t.slack.next({ error });
    const report = await t.round();
    assert.equal(report.paused, 1);
    const shown = await t.show(id, token);
    assert.equal(shown.status, "paused");
    assert.match(shown.paused_reason, new RegExp(error));
    const seen = t.slack.requests.length;
    await t.round({ now: () => T0 + 3_600_000 });
    assert.equal(t.slack.requests.length, seen, "a paused subscription is not posted to");
  });
}

/**
 * Checks a day whose parent got an answer that leaves open whether Slack posted it: exactly one parent request,
 * the parent's record `unknown`, the levels posted at once as messages of their own, and nothing posted again.
 */
async function assertParentLeftUnknown(
  t: Awaited<ReturnType<typeof setUp>>,
  channel: string,
  report: { delivered: number },
  why: RegExp,
) {
  const parents = t.slack.requests.filter((r) => r.body.channel === channel && isParent(r.body));
  assert.equal(parents.length, 1, "the parent is asked for once, never again");
  assert.equal(report.delivered, 2, "the levels still go out that round");
  const levels = t.slack.requests.filter((r) =>
    r.body.channel === channel && !isParent(r.body) && !isConfirmation(r.body)
  );
  assert.equal(levels.length, 2);
  assert.ok(levels.every((r) => r.body.thread_ts === undefined), "with no ts to reply under, they are plain");
  const thread = (await t.kv.get<{ state: string; error: string }>(
    ["delivery", await targetOf(t.kv), "9x9", DATE, "thread"],
  )).value!;
  assert.equal(thread.state, "unknown");
  assert.match(thread.error, why);
  const seen = t.slack.requests.length;
  await t.round({ now: () => T0 + 7_200_000 });
  assert.equal(t.slack.requests.length, seen, "a later round posts nothing more that day");
}

const AMBIGUOUS_ANSWERS: Array<[string, SlackAnswer, RegExp]> = [
  ["internal_error", { error: "internal_error" }, /internal_error/],
  ["fatal_error", { error: "fatal_error" }, /fatal_error/],
  ["service_unavailable", { error: "service_unavailable" }, /service_unavailable/],
  ["request_timeout", { error: "request_timeout" }, /request_timeout/],
  ["HTTP 500", { status: 500 }, /500/],
  ["HTTP 503", { status: 503, error: "service_unavailable" }, /service_unavailable/],
];
for (const [name, answer, why] of AMBIGUOUS_ANSWERS) {
  Deno.test(`the parent answered ${name}: Slack may have posted it, so no second parent; the day's levels are plain`, async () => {
    await using t = await setUp();
    await t.subscribe("C0000000070");
    t.slack.next(answer);
    await assertParentLeftUnknown(t, "C0000000070", await t.round(), why);
  });
}

Deno.test("the parent's answer timed out: Slack may have posted it, so no second parent; the day's levels are plain", async () => {
  await using t = await setUp();
  await t.subscribe("C0000000071");
  t.slack.next({ hold: true });
  const report = await t.round({ timeoutMs: 200 });
  t.slack.release();
  await assertParentLeftUnknown(t, "C0000000071", report, /no answer within/);
  assert.equal(t.posts("C0000000071").filter(isParent).length, 1, "Slack has one parent");
});

Deno.test("the connection broke after the parent was sent: no second parent; the day's levels are plain", async () => {
  await using t = await setUp();
  await t.subscribe("C0000000072");
  let cut = 1;
  // Slack takes the parent, and its answer is lost on the way back.
  const fetchCut: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (cut-- > 0) {
      await response.body?.cancel();
      throw new TypeError("fetch failed", {
        cause: new Error("client error (SendRequest): connection closed before message completed"),
      });
    }
    return response;
  };
  await assertParentLeftUnknown(
    t,
    "C0000000072",
    await t.round({ fetch: fetchCut }),
    /connection to Slack broke/,
  );
  assert.equal(t.posts("C0000000072").filter(isParent).length, 1, "Slack has one parent");
});

Deno.test("Slack could not be connected to: the parent was never sent, so it is tried again and the thread goes on", async () => {
  await using t = await setUp();
  await t.subscribe("C0000000073");
  // A port nothing listens on: the connection is refused before a byte of the request leaves.
  const closed = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const deadOrigin = `http://127.0.0.1:${closed.addr.port}`;
  closed.close();
  const refused: typeof fetch = (input, init) =>
    fetch(String(input).replace(t.slack.origin, deadOrigin), init);
  const first = await t.round({ fetch: refused });
  assert.equal(first.delivered, 0);
  assert.equal(
    t.posts("C0000000073").length,
    0,
    "nothing reached Slack, and no level goes out before its parent",
  );
  const thread = (await t.kv.get<{ state: string }>(
    ["delivery", await targetOf(t.kv), "9x9", DATE, "thread"],
  )).value!;
  assert.equal(thread.state, "retrying");
  const later = await t.round({ now: () => T0 + 61_000 });
  assert.equal(later.delivered, 2);
  const ts = parentTs(t.slack, "C0000000073", DATE);
  assert.ok(t.posts("C0000000073").filter((p) => !isParent(p)).every((p) => p.thread_ts === ts));
});

/** Slack's answers that the thread, not the channel, will not take a reply. */
const THREAD_REFUSALS = [
  "cannot_reply_to_message",
  "thread_locked",
  "restricted_action_thread_locked",
  "restricted_action_non_threadable_channel",
  "invalid_thread_ts",
  "thread_not_found",
  "message_not_found",
];
for (const error of THREAD_REFUSALS) {
  Deno.test(`a reply the thread refuses (${error}) is posted in the channel instead, once`, async () => {
    await using t = await setUp();
    const { id, token } = await t.subscribe("C0000000080");
    // The parent is posted; the first reply is refused by the thread, the other goes in.
    t.slack.next({}, { error });
    const report = await t.round();
    assert.deepEqual({ delivered: report.delivered, failed: report.failed, paused: report.paused }, {
      delivered: 2,
      failed: 0,
      paused: 0,
    });
    const ts = parentTs(t.slack, "C0000000080", DATE);
    const levels = t.slack.requests.filter((r) => r.body.channel === "C0000000080" && !isParent(r.body));
    const refused = levels.filter((r) => !r.posted && !isConfirmation(r.body));
    assert.equal(refused.length, 1);
    assert.equal(refused[0].body.thread_ts, ts, "the refused post was a reply");
    const posts = t.posts("C0000000080").filter((p) => !isParent(p));
    assert.equal(posts.length, 2, "each level is in the channel once");
    const plain = posts.filter((p) => p.thread_ts === undefined);
    assert.equal(plain.length, 1, "the refused one went in plain");
    assert.equal(plain[0].text, refused[0].body.text, "the same daily, without thread_ts");
    chatPostMessage.parse(plain[0]);
    assert.equal(posts.filter((p) => p.thread_ts === ts).length, 1, "the other one replied in the thread");
    const shown = await t.show(id, token);
    assert.equal(shown.status, "active", "a thread's refusal is not the channel's: nothing is paused");
    const row = shown.deliveries.find((d: { level: string; error?: string }) => d.error);
    assert.equal(row?.status, "delivered");
    assert.match(row?.error, new RegExp(`${error}.*posted in the channel`));
    const seen = t.slack.requests.length;
    await t.round({ now: () => T0 + 3_600_000 });
    assert.equal(t.slack.requests.length, seen, "nothing is posted again");
  });
}

Deno.test("a reply the thread refused, then rate limited in the channel, is retried in the channel, not the thread", async () => {
  await using t = await setUp();
  await t.subscribe("C0000000081", { levels: ["hard"] });
  t.slack.next({}, { error: "cannot_reply_to_message" }, {
    status: 429,
    error: "ratelimited",
    headers: { "Retry-After": "60" },
  });
  const first = await t.round();
  assert.deepEqual({ delivered: first.delivered, retrying: first.retrying }, { delivered: 0, retrying: 1 });
  const later = await t.round({ now: () => T0 + 61_000 });
  assert.equal(later.delivered, 1);
  const tries = t.slack.requests.filter((r) => r.body.channel === "C0000000081" && !isParent(r.body)).slice(
    1,
  );
  assert.deepEqual(tries.map((r) => [r.body.thread_ts !== undefined, r.posted]), [
    [true, false],
    [false, false],
    [false, true],
  ]);
});

Deno.test("ratelimited: 429 with Retry-After is waited out, then the parent and the levels are posted once", async () => {
  await using t = await setUp();
  await t.subscribe("C0000000050");
  t.slack.next({ status: 429, error: "ratelimited", headers: { "Retry-After": "120" } });
  const first = await t.round();
  assert.equal(first.delivered, 0);
  assert.equal(t.posts("C0000000050").length, 0, "no level goes out before its parent");
  const thread = (await t.kv.get<{ state: string; nextAttemptAt: number }>(
    ["delivery", await targetOf(t.kv), "9x9", DATE, "thread"],
  )).value!;
  assert.equal(thread.state, "retrying");
  assert.equal(thread.nextAttemptAt, T0 + 120_000);
  await t.round({ now: () => T0 + 60_000 });
  assert.equal(t.slack.requests.length, 2, "nothing before Retry-After has passed");
  const after = await t.round({ now: () => T0 + 121_000 });
  assert.equal(after.delivered, 2);
  const posts = t.posts("C0000000050");
  assert.equal(posts.length, 3);
  assert.ok(posts.slice(1).every((p) => p.thread_ts === parentTs(t.slack, "C0000000050", DATE)));
});

Deno.test("ratelimited inside a 200 without Retry-After is retried after the usual wait", async () => {
  await using t = await setUp();
  await t.subscribe("C0000000051", { thread: "off", levels: ["hard"] });
  t.slack.next({ error: "ratelimited" });
  assert.equal((await t.round()).retrying, 1);
  assert.equal((await t.round({ now: () => T0 + 61_000 })).delivered, 1);
  assert.equal(t.posts("C0000000051").length, 1);
});

Deno.test("thread off (the default): each level is a message of its own, and no parent is posted", async () => {
  await using t = await setUp();
  const { id, token } = await t.subscribe("C0000000060", { thread: undefined });
  await t.round();
  const posts = t.posts("C0000000060");
  assert.equal(posts.length, 2);
  for (const body of posts) {
    chatPostMessage.parse(body);
    assert.equal(body.thread_ts, undefined);
    assert.ok(!isParent(body));
  }
  assert.equal((await t.show(id, token)).thread, "off");
});

Deno.test("malformed tokens and channels, and combinations that cannot work, are 400 before anything is posted", async () => {
  await using t = await setUp();
  const webhook = "https://hooks.slack.com/services/T0000000/B0000000/abcdefghijklmnopqrstuvwx";
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ slack_bot_token: "xoxp-1234567890-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx" }, "bad-slack-bot-token"],
    [{ slack_bot_token: "xoxb-not-a-token" }, "bad-slack-bot-token"],
    [{ slack_bot_token: `${TOKEN}\n` }, "bad-slack-bot-token"],
    [{ slack_channel: "#general" }, "bad-slack-channel"],
    [{ slack_channel: "D0123456789" }, "bad-slack-channel"],
    [{ slack_channel: "c0123456789" }, "bad-slack-channel"],
    [{ slack_channel: undefined }, "bad-slack-channel"],
    [{ slack_bot_token: undefined }, "bad-slack-bot-token"],
    [{ url: webhook }, "bad-url"],
    [{ format: "discord" }, "bad-format"],
    [{ format: "json" }, "bad-format"],
    [{ thread: "per-level" }, "bad-thread"],
    [{ thread_name: "Sudoku {date}" }, "bad-thread-name"],
    [{ slack_bot_token: undefined, slack_channel: undefined, url: webhook }, "bad-thread"],
    [{ slack_bot_token: undefined, slack_channel: undefined }, "bad-url"],
  ];
  for (const [change, code] of cases) {
    const res = await t.post({
      slack_bot_token: TOKEN,
      slack_channel: "C0123456789",
      levels: ["hard"],
      thread: "per-day",
      ...change,
    });
    const body = await res.json();
    assert.equal(res.status, 400, JSON.stringify(change));
    assert.equal(body.error.code, code, `${JSON.stringify(change)}: ${body.error.message}`);
    assert.ok(body.error.message.length > 10);
  }
  assert.equal(t.slack.requests.length, 0, "nothing was posted");
});

const OTHER_TOKEN = "xoxb-1234567890-9876543210987-ZyXwVuTsRqPoNmLkJiHgFeDc";

Deno.test("a channel another bot token already posts to is 409 slack-channel-taken, whatever the variant; the same token may add variants", async () => {
  await using t = await setUp();
  const first = await t.subscribe("C0000000090", { variant: "killer", levels: ["hard"] });
  const seen = t.slack.requests.length;
  for (const variant of ["killer", "9x9", "x"]) {
    const res = await t.post({
      slack_bot_token: OTHER_TOKEN,
      slack_channel: "C0000000090",
      levels: ["hard"],
      variant,
    });
    const body = await res.json();
    assert.equal(res.status, 409, `${variant}: ${JSON.stringify(body)}`);
    assert.equal(body.error.code, "slack-channel-taken");
    assert.match(body.error.message, /C0000000090/);
    assert.ok(!JSON.stringify(body).includes(first.id), "the other subscription is not named");
    assert.ok(!JSON.stringify(body).includes(TOKEN.slice(9)), "nor its token");
  }
  assert.equal(t.slack.requests.length, seen, "no confirmation is posted to a taken channel");
  assert.equal((await t.show(first.id, first.token)).status, "active", "the channel's subscription stands");
  // The token that holds the channel may subscribe it to more variants, and again to the same one.
  await t.subscribe("C0000000090", { variant: "9x9", levels: ["hard"] });
  const again = await t.subscribe("C0000000090", { variant: "killer", levels: ["easy"] });
  assert.equal((again as { replaced?: string }).replaced, first.id);
  // Another channel is free to the other token.
  await t.subscribe("C0000000091", { slack_bot_token: OTHER_TOKEN });
});

Deno.test("two bot tokens subscribing one channel at once: exactly one wins, the other is 409", async () => {
  for (const variants of [["9x9", "9x9"], ["9x9", "killer"]]) {
    await using t = await setUp();
    // Both confirmations are held until both have arrived, so both creates pass every check made before
    // posting and meet at the write.
    t.slack.next({ hold: true }, { hold: true });
    const racing = [TOKEN, OTHER_TOKEN].map((token, i) =>
      t.post({ slack_bot_token: token, slack_channel: "C0000000092", levels: ["hard"], variant: variants[i] })
    );
    await t.slack.arrivals(2);
    t.slack.release();
    const statuses = (await Promise.all(racing)).map((res) => res.status).sort();
    assert.deepEqual(statuses, [201, 409], variants.join(" and "));
    const stored = await Array.fromAsync(t.kv.list<{ slackChannel?: string }>({ prefix: ["subscription"] }));
    assert.equal(stored.length, 1, "one subscription holds the channel");
  }
});

Deno.test("a channel whose subscription was deleted may be subscribed with another bot token", async () => {
  await using t = await setUp();
  const deleted = await t.subscribe("C0000000093", { levels: ["hard"] });
  const res = await t.app.request(`/api/subscriptions/${deleted.id}`, {
    method: "DELETE",
    headers: { Authorization: `Bearer ${deleted.token}` },
  });
  assert.equal(res.status, 204);
  await t.subscribe("C0000000093", { slack_bot_token: OTHER_TOKEN, levels: ["hard"] });
});

Deno.test("a channel whose subscription Slack paused (token revoked) may be subscribed with a new bot token", async () => {
  await using t = await setUp();
  // The only subscription of the round, so the scripted refusal is its own.
  const revoked = await t.subscribe("C0000000094", { levels: ["hard"] });
  t.slack.next({ error: "token_revoked" });
  assert.equal((await t.round()).paused, 1);
  const replacing = await t.subscribe("C0000000094", { slack_bot_token: OTHER_TOKEN, levels: ["hard"] });
  assert.equal((replacing as { replaced?: string }).replaced, revoked.id);
});

Deno.test("a bot Slack refuses the confirmation to gets no subscription: 422 with Slack's error", async () => {
  await using t = await setUp();
  t.slack.next({ error: "not_in_channel" });
  const res = await t.post({ slack_bot_token: TOKEN, slack_channel: "C0123456789", levels: ["hard"] });
  const body = await res.json();
  assert.equal(res.status, 422);
  assert.equal(body.error.code, "webhook-failed");
  assert.match(body.error.message, /not_in_channel/);
  assert.equal((await Array.fromAsync(t.kv.list({ prefix: ["subscription"] }))).length, 0);
});

Deno.test("the Web API origin is Slack's own; only a loopback origin may stand in for it", () => {
  assert.equal(parseSlackApiOrigin(undefined), SLACK_API_ORIGIN);
  assert.equal(parseSlackApiOrigin("http://127.0.0.1:8123"), "http://127.0.0.1:8123");
  assert.equal(parseSlackApiOrigin("http://localhost:9"), "http://localhost:9");
  for (
    const bad of [
      "https://evil.example",
      "http://10.0.0.1",
      "https://slack.com.evil.example",
      "http://127.0.0.1/api",
    ]
  ) {
    assert.throws(() => parseSlackApiOrigin(bad), RangeError, bad);
  }
});

Deno.test("the OpenAPI document describes the Slack bot fields", async () => {
  await using t = await setUp();
  const doc = await (await t.app.request("/openapi.json")).json();
  const request = doc.components.schemas.SubscriptionRequest.properties;
  assert.deepEqual(request.thread.enum, ["per-day", "off"]);
  assert.equal(request.slack_bot_token.type, "string");
  assert.equal(request.slack_channel.type, "string");
  assert.ok(
    !doc.components.schemas.SubscriptionRequest.required.includes("url"),
    "url is optional for a bot",
  );
  const shown = doc.components.schemas.Subscription.properties;
  for (const field of ["slack_channel", "slack_bot_token", "thread"]) assert.ok(shown[field], field);
});
