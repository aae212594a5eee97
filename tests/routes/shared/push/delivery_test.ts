/**
 * Delivery rounds against a loopback receiver playing Discord and Slack: exactly one post per (subscription,
 * date, level) across overlapping rounds and a round killed mid-way, retries for 429 (after Retry-After), 5xx
 * and timeouts, and pausing after repeated 404s.
 */
import assert from "node:assert/strict";
import { loadPools } from "../../../../data/pools.ts";
import {
  deliveryRound,
  type RoundOptions,
  runDeliveryRound,
  runDeliveryRoundOnce,
} from "../../../../routes/shared/push/delivery.ts";
import { createApp } from "../../../../routes/app.ts";
import { createDailyStore, type DailyStore } from "../../../../routes/shared/dailies.ts";
import { FakeWebhook } from "../../../../tools/fake_webhook.ts";

const pools = await loadPools();
const store = createDailyStore({ pools });
const CREATED = new Date("2026-11-20T08:00:00Z");
const DATE = "2026-11-20";
/** The round's clock: 09:00 on the day. */
const T0 = Date.parse("2026-11-20T09:00:00Z");

async function setUp(kvPath = ":memory:") {
  const kv = await Deno.openKv(kvPath);
  const hooks = await FakeWebhook.start();
  const app = createApp({
    pools,
    now: () => CREATED,
    kv,
    webhookAllow: [hooks.origin],
    subscribesPerHour: 1_000,
  });
  return {
    kv,
    hooks,
    app,
    async subscribe(hook: string, levels: string[], extra: Record<string, string> = {}) {
      const res = await app.request("/api/subscriptions", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ url: hooks.url(hook), levels, ...extra }),
      });
      const body = await res.json();
      assert.equal(res.status, 201, JSON.stringify(body));
      return body as { id: string; token: string };
    },
    round(options: Partial<RoundOptions> = {}) {
      return deliveryRound({ kv, store, date: DATE, now: () => T0, ...options });
    },
    /** The dailies a hook accepted (not the confirmation). */
    dailies(hook: string) {
      return hooks.accepted(hook).filter((body) => body.event !== "subscribed" && !isConfirmation(body));
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
      await hooks.close();
    },
  };
}

/** Discord and Slack confirmations are plain text naming the subscription. */
function isConfirmation(body: Record<string, unknown>): boolean {
  return /sudoku-daily is set up here/.test(String(body.content ?? body.text ?? ""));
}

Deno.test("a round posts each subscription's daily once per level, in its format, and a second round posts nothing", async () => {
  await using t = await setUp();
  const json = await t.subscribe("json", ["easy", "hard"]);
  const discord = await t.subscribe("discord", ["hard"], { format: "discord" });
  const slack = await t.subscribe("slack", ["medium"], { format: "slack" });
  const killer = await t.subscribe("killer", ["easy"], { variant: "killer", format: "discord" });
  const report = await t.round();
  assert.deepEqual(
    { due: report.due, delivered: report.delivered, skipped: report.skipped },
    { due: 5, delivered: 5, skipped: 0 },
  );

  const posted = t.dailies("json").map((b) =>
    b.daily as { level: string; code: string; date: string; share_url: string; board: string }
  );
  assert.deepEqual(posted.map((d) => d.level).sort(), ["easy", "hard"]);
  for (const daily of posted) {
    const api = await (await t.app.request(`/api/daily?date=${DATE}&level=${daily.level}`)).json();
    assert.equal(daily.code, api.code, "the posted daily is the day's daily");
    assert.equal(daily.date, DATE);
    const shared = new URL(daily.share_url);
    assert.equal(shared.pathname, `/daily/${DATE}/${daily.level}`, "shared as the daily");
    assert.equal(
      shared.searchParams.get("board"),
      `sub-${json.id}`,
      "results from the link count for the channel",
    );
    assert.equal(daily.board, `sub-${json.id}`);
  }
  // Discord and Slack posts are what GET /api/daily?format= gives for that day, with the links to play
  // carrying the subscription's board.
  const api = async (query: string, id: string) => {
    const payload = await (await t.app.request(`/api/daily?date=${DATE}&${query}`)).json();
    const page = String(payload.embeds?.[0]?.url ?? payload.blocks.at(-1).elements[0].url);
    return JSON.parse(JSON.stringify(payload).replaceAll(page, `${page}?board=sub-${id}`));
  };
  const discordPost = await api("level=hard&format=discord", discord.id);
  assert.deepEqual(t.dailies("discord"), [discordPost]);
  assert.deepEqual(discordPost.allowed_mentions, { parse: [] }, "a post never pings anyone");
  assert.deepEqual(t.dailies("slack"), [await api("level=medium&format=slack", slack.id)]);
  assert.deepEqual(t.dailies("killer"), [await api("level=easy&variant=killer&format=discord", killer.id)]);

  const again = await t.round({ now: () => T0 + 3_600_000 });
  assert.deepEqual({ delivered: again.delivered, skipped: again.skipped }, { delivered: 0, skipped: 5 });
  assert.equal(t.dailies("json").length, 2);
});

Deno.test("two overlapping rounds (two instances on one store) post each daily exactly once", async () => {
  await using t = await setUp();
  const hooks = Array.from({ length: 24 }, (_, i) => `h${i}`);
  for (const hook of hooks) {
    await t.subscribe(hook, ["easy", "medium"]);
    t.hooks.otherwise(hook, { status: 204, delayMs: 20 });
  }
  const [a, b] = await Promise.all([t.round({ concurrency: 5 }), t.round({ concurrency: 7 })]);
  assert.equal(a.delivered + b.delivered, 48);
  assert.equal(a.skipped + b.skipped, 48, "every pair the other round had claimed or finished is skipped");
  for (const hook of hooks) {
    const levels = t.dailies(hook).map((body) => (body.daily as { level: string }).level).sort();
    assert.deepEqual(levels, ["easy", "medium"], hook);
  }
});

Deno.test("of rounds started at once under the lease, one runs and the others report the lease and post nothing", async () => {
  await using t = await setUp();
  const hooks = Array.from({ length: 6 }, (_, i) => `l${i}`);
  for (const hook of hooks) {
    await t.subscribe(hook, ["easy", "hard"]);
    t.hooks.otherwise(hook, { status: 204, delayMs: 30 });
  }
  const before = t.hooks.received.length;
  const outcomes = await Promise.all(
    Array.from(
      { length: 4 },
      (_, i) => runDeliveryRoundOnce({ kv: t.kv, pools, store, date: DATE, lease: { holder: `round ${i}` } }),
    ),
  );
  const ran = outcomes.filter((o) => o.ran);
  assert.equal(ran.length, 1);
  const winner = `round ${outcomes.findIndex((o) => o.ran)}`;
  for (const outcome of outcomes) if (!outcome.ran) assert.equal(outcome.heldBy, winner);
  assert.equal(ran[0].ran && ran[0].value[1].delivered, 12);
  assert.equal(t.hooks.received.length - before, 12, "nothing posted by the rounds that found the lease");
  // Released at the end: the next round runs (and finds everything delivered).
  const next = await runDeliveryRoundOnce({ kv: t.kv, pools, store, date: DATE });
  assert.deepEqual(next.ran && next.value[1].skipped, 12);
});

Deno.test("a round whose caller is shutting down takes no posts, and leaves the lease free", async () => {
  await using t = await setUp();
  await t.subscribe("shutdown", ["easy", "hard"]);
  const before = t.hooks.received.length;
  const outcome = await runDeliveryRoundOnce({
    kv: t.kv,
    pools,
    store,
    date: DATE,
    signal: AbortSignal.abort(),
  });
  assert.deepEqual(outcome.ran && outcome.value.map((r) => r.due), [0, 0]);
  assert.equal(t.hooks.received.length, before);
  const next = await runDeliveryRoundOnce({ kv: t.kv, pools, store, date: DATE });
  assert.equal(next.ran && next.value[1].delivered, 2);
});

Deno.test("a round killed mid-way and run again posts every daily exactly once", async () => {
  const folder = await Deno.makeTempDir();
  const path = `${folder}/kv.sqlite3`;
  try {
    await using t = await setUp(path);
    const hooks = Array.from({ length: 10 }, (_, i) => `k${i}`);
    for (const hook of hooks) await t.subscribe(hook, ["hard"]);
    const confirmations = t.hooks.received.length;
    // Three posts are answered; then the receiver stops answering, with two posts (the round's concurrency)
    // in flight, and the process is killed.
    t.hooks.holdFrom(confirmations + 4);
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
        "--concurrency",
        "2",
      ],
      cwd: new URL("../../../../", import.meta.url),
      env: { DENO_KV_PATH: path, NO_COLOR: "1" },
      stdout: "null",
      stderr: "inherit",
    }).spawn();
    const ended = child.status.then((status) => {
      throw new Error(`the round ended by itself (exit ${status.code}) before it was killed`);
    });
    await Promise.race([t.hooks.arrivals(confirmations + 5), ended]);
    ended.catch(() => {});
    child.kill("SIGKILL");
    await child.status;
    t.hooks.release();
    assert.equal(t.hooks.received.length, confirmations + 5, "the killed round posted 5 before it died");

    // Once the dead round's lease has run out, a new round finishes what it left.
    const report = await t.round({ now: () => Date.now() + 120_000 });
    assert.deepEqual(
      { delivered: report.delivered, unknown: report.unknown, skipped: report.skipped },
      { delivered: 5, unknown: 2, skipped: 3 },
    );
    for (const hook of hooks) assert.equal(t.dailies(hook).length, 1, `${hook} got the daily once`);
    const again = await t.round({ now: () => Date.now() + 240_000 });
    assert.equal(again.skipped, 10);
    assert.equal(t.hooks.received.length, confirmations + 10);
  } finally {
    await Deno.remove(folder, { recursive: true }).catch(() => {});
  }
});

Deno.test("a claim still under its lease is left to the round holding it", async () => {
  await using t = await setUp();
  await t.subscribe("slow", ["easy"]);
  t.hooks.script("slow", { hold: true });
  const first = t.round();
  await t.hooks.arrivals(2);
  const second = await t.round({ now: () => T0 + 30_000 });
  assert.deepEqual({ skipped: second.skipped, delivered: second.delivered }, { skipped: 1, delivered: 0 });
  t.hooks.release();
  assert.equal((await first).delivered, 1);
  assert.equal(t.dailies("slow").length, 1);
});

Deno.test("429 waits as long as Retry-After asks, then posts once", async () => {
  await using t = await setUp();
  const { id, token } = await t.subscribe("busy", ["hard"]);
  t.hooks.script("busy", { status: 429, headers: { "Retry-After": "120" }, body: '{"retry_after": 120}' });
  assert.equal((await t.round()).retrying, 1);
  assert.equal((await t.round({ now: () => T0 + 119_000 })).skipped, 1, "not before Retry-After");
  assert.equal((await t.round({ now: () => T0 + 120_000 })).delivered, 1);
  assert.equal(t.dailies("busy").length, 1);
  const shown = await t.show(id, token);
  assert.deepEqual(
    shown.deliveries.map((
      d: Record<string, unknown>,
    ) => [d.date, d.level, d.status, d.attempts, d.http_status]),
    [[DATE, "hard", "delivered", 2, 204]],
  );
});

Deno.test("Discord's JSON retry_after is honoured when the header is missing", async () => {
  await using t = await setUp();
  await t.subscribe("busy", ["hard"]);
  t.hooks.script("busy", { status: 429, body: '{"message":"rate limited","retry_after": 7.5}' });
  await t.round();
  assert.equal((await t.round({ now: () => T0 + 7_000 })).skipped, 1);
  assert.equal((await t.round({ now: () => T0 + 8_000 })).delivered, 1);
});

Deno.test("5xx and no answer in time are retried later the same day with doubling waits", async () => {
  await using t = await setUp();
  const { id, token } = await t.subscribe("flaky", ["easy"]);
  t.hooks.script("flaky", { status: 500 }, { status: 502 }, { status: 503, delayMs: 400 });
  const at = (ms: number) => ({ now: () => T0 + ms, timeoutMs: 150 });
  assert.equal((await t.round(at(0))).retrying, 1, "500");
  assert.equal((await t.round(at(59_000))).skipped, 1, "the first wait is a minute");
  assert.equal((await t.round(at(60_000))).retrying, 1, "502");
  assert.equal((await t.round(at(60_000 + 119_000))).skipped, 1, "the second wait is two minutes");
  assert.equal((await t.round(at(180_000))).retrying, 1, "too slow");
  let shown = await t.show(id, token);
  assert.equal(shown.deliveries[0].http_status, 0);
  assert.match(shown.deliveries[0].error, /no answer within/);
  assert.equal((await t.round(at(180_000 + 240_000))).delivered, 1);
  assert.equal(t.dailies("flaky").length, 1);
  shown = await t.show(id, token);
  assert.equal(shown.deliveries[0].attempts, 4);
});

Deno.test("a webhook answering 404 three times in a row pauses its subscription, and the GET says why", async () => {
  await using t = await setUp();
  const { id, token } = await t.subscribe("deleted", ["easy", "medium", "hard"]);
  t.hooks.otherwise("deleted", { status: 404, body: '{"message": "Unknown Webhook", "code": 10015}' });
  const report = await t.round();
  assert.deepEqual({ failed: report.failed, paused: report.paused }, { failed: 3, paused: 1 });
  const shown = await t.show(id, token);
  assert.equal(shown.status, "paused");
  assert.match(shown.paused_reason, /404 3 times in a row/);
  assert.deepEqual(shown.deliveries.map((d: { status: string }) => d.status), ["failed", "failed", "failed"]);
  const posts = t.hooks.received.length;
  const nextDay = await t.round({ date: "2026-11-21", now: () => T0 + 86_400_000 });
  assert.equal(nextDay.due, 0, "a paused subscription is not posted to");
  assert.equal(t.hooks.received.length, posts);
});

Deno.test("a success between 404s resets the count: two 404s do not pause", async () => {
  await using t = await setUp();
  const { id, token } = await t.subscribe("wobbly", ["easy"]);
  t.hooks.script("wobbly", { status: 404 });
  await t.round();
  t.hooks.script("wobbly", { status: 404 });
  await t.round({ date: "2026-11-21" });
  await t.round({ date: "2026-11-22" });
  t.hooks.script("wobbly", { status: 401 }, { status: 404 });
  await t.round({ date: "2026-11-23" });
  await t.round({ date: "2026-11-24" });
  assert.equal((await t.show(id, token)).status, "active");
});

Deno.test("subscribing a webhook again the same day does not post that day's daily twice", async () => {
  await using t = await setUp();
  await t.subscribe("again", ["hard"]);
  assert.equal((await t.round()).delivered, 1);
  await t.subscribe("again", ["hard", "easy"]);
  const report = await t.round({ now: () => T0 + 600_000 });
  assert.deepEqual({ delivered: report.delivered, skipped: report.skipped }, { delivered: 1, skipped: 1 });
  assert.deepEqual(t.dailies("again").map((b) => (b.daily as { level: string }).level).sort(), [
    "easy",
    "hard",
  ]);
});

Deno.test("a subscription is not posted days before it was made", async () => {
  await using t = await setUp();
  await t.subscribe("new", ["hard"]);
  const report = await t.round({ date: "2026-11-19" });
  assert.equal(report.due, 0);
});

Deno.test("the GET lists the last 30 deliveries, newest day first", async () => {
  await using t = await setUp();
  const { id, token } = await t.subscribe("daily", ["easy"]);
  let date = DATE;
  const dates: string[] = [];
  for (let i = 0; i < 32; i++) {
    await t.round({ date, now: () => Date.parse(`${date}T00:05:00Z`) });
    dates.push(date);
    date = new Date(Date.parse(date) + 86_400_000).toISOString().slice(0, 10);
  }
  const shown = await t.show(id, token);
  assert.deepEqual(shown.deliveries.map((d: { date: string }) => d.date), dates.slice(2).reverse());
});

Deno.test("once a DELETE has answered, no round posts for that subscription", async () => {
  await using t = await setUp();
  const { id, token } = await t.subscribe("leaving", ["easy", "medium", "hard"]);
  // The first post is held in flight; the round has listed the subscription and goes on to its other levels.
  t.hooks.script("leaving", { hold: true });
  const round = t.round({ concurrency: 1 });
  await t.hooks.arrivals(2);
  const deleted = await t.app.request(`/api/subscriptions/${id}`, {
    method: "DELETE",
    headers: { Authorization: `Bearer ${token}` },
  });
  assert.equal(deleted.status, 204);
  t.hooks.release();
  const report = await round;
  assert.deepEqual({ delivered: report.delivered, skipped: report.skipped }, { delivered: 1, skipped: 2 });
  assert.equal(t.dailies("leaving").length, 1, "only the post already in flight");
});

Deno.test("a post that failed late in the day is retried after midnight, not dropped", async () => {
  await using t = await setUp();
  await t.subscribe("late", ["hard"]);
  t.hooks.script("late", { status: 503 });
  const lateAt = Date.parse(`${DATE}T23:58:00Z`);
  assert.equal((await t.round({ now: () => lateAt })).retrying, 1);
  // The first round of the next day: the day before's due retry first, then the new day.
  const [carried, today] = await runDeliveryRound({ kv: t.kv, pools, store, now: () => lateAt + 7 * 60_000 });
  assert.deepEqual([carried.date, carried.delivered, today.date, today.delivered], [
    DATE,
    1,
    "2026-11-21",
    1,
  ]);
  const dates = t.dailies("late").map((b) => (b.daily as { date: string }).date);
  assert.deepEqual(dates.sort(), [DATE, "2026-11-21"]);
  // The day before's round looks only at retries: nothing else of that day is posted again or for the first time.
  const [again] = await runDeliveryRound({ kv: t.kv, pools, store, now: () => lateAt + 20 * 60_000 });
  assert.equal(again.delivered, 0);
});

Deno.test("410 (a Slack channel archived) counts as gone, like 404", async () => {
  await using t = await setUp();
  const { id, token } = await t.subscribe("archived", ["easy", "medium", "hard"]);
  t.hooks.otherwise("archived", { status: 410, body: "channel_is_archived" });
  assert.equal((await t.round()).paused, 1);
  assert.equal((await t.show(id, token)).status, "paused");
});

Deno.test("one pair's error does not stop the round; the pair is left for a later round", async () => {
  await using t = await setUp();
  for (const hook of ["e1", "e2", "e3"]) await t.subscribe(hook, ["easy", "medium"]);
  const broken: DailyStore = {
    pools: store.pools,
    workers: store.workers,
    get: (date, level, variant) => {
      if (level === "medium") return Promise.reject(new Error("the store is down"));
      return store.get(date, level, variant);
    },
    getMany: (dates, level, variant) => Promise.all(dates.map((date) => broken.get(date, level, variant))),
  };
  const originalError = console.error;
  console.error = () => {};
  try {
    const report = await t.round({ store: broken, concurrency: 2 });
    assert.deepEqual({ delivered: report.delivered, errors: report.errors }, { delivered: 3, errors: 3 });
  } finally {
    console.error = originalError;
  }
  const later = await t.round({ now: () => T0 + 300_000 });
  assert.deepEqual({ delivered: later.delivered, skipped: later.skipped }, { delivered: 3, skipped: 3 });
});
