/**
 * Delivery as a channel configured it, against a loopback receiver: rounds every five minutes post each
 * daily at the channel's local time (once across clock changes, inside the UTC day it belongs to), skip its
 * off days, make a post the service was down for, start Discord threads and ping only the chosen role, post
 * the day's summary once, and four rounds at once still post each (subscription, date, level) once.
 */
import assert from "node:assert/strict";
import { z } from "zod";
import { loadPools } from "../../../../data/pools.ts";
import { runDeliveryRound } from "../../../../routes/shared/push/delivery.ts";
import type { BoardSummary, SummarySource } from "../../../../routes/shared/push/summary_post.ts";
import { createApp } from "../../../../routes/app.ts";
import { createDailyStore } from "../../../../routes/shared/dailies.ts";
import { FakeWebhook } from "../../../../tools/fake_webhook.ts";

const pools = await loadPools();
const store = createDailyStore({ pools });
const FIVE_MINUTES = 300_000;

async function setUp(created: string) {
  const kv = await Deno.openKv(":memory:");
  const hooks = await FakeWebhook.start();
  const app = createApp({
    pools,
    now: () => new Date(created),
    kv,
    webhookAllow: [hooks.origin],
    subscribesPerHour: 1_000,
  });
  /** When each post arrived, by the rounds' clock. */
  const arrivals: Array<{ hook: string; at: number; body: Record<string, unknown> }> = [];
  return {
    kv,
    hooks,
    app,
    arrivals,
    async subscribe(hook: string, body: Record<string, unknown>) {
      const res = await app.request("/api/subscriptions", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ url: hooks.url(hook), ...body }),
      });
      const json = await res.json();
      assert.equal(res.status, 201, JSON.stringify(json));
      return json as { id: string; token: string };
    },
    /** Runs the cron job's rounds every five minutes from `from` up to (not including) `to`. */
    async roundsEvery5Minutes(from: string, to: string, summaries?: SummarySource) {
      for (let at = Date.parse(from); at < Date.parse(to); at += FIVE_MINUTES) {
        const seen = hooks.received.length;
        await runDeliveryRound({ kv, pools, store, now: () => at, summaries });
        for (const r of hooks.received.slice(seen)) arrivals.push({ hook: r.hook, at, body: r.body });
      }
    },
    /** The dailies a hook got: the UTC date each carried and the round that posted it. */
    posted(hook: string) {
      return arrivals.filter((a) => a.hook === hook && a.body.event === "daily").map((a) => ({
        date: (a.body.daily as { date: string }).date,
        at: new Date(a.at).toISOString().slice(0, 16) + "Z",
      }));
    },
    async [Symbol.asyncDispose]() {
      kv.close();
      await hooks.close();
    },
  };
}

Deno.test("Berlin 02:30 across the spring-forward night: one post a day, 03:30 local on the day 02:30 does not exist", async () => {
  await using t = await setUp("2026-03-27T12:00:00Z");
  await t.subscribe("berlin", { levels: ["hard"], post_at: "02:30", time_zone: "Europe/Berlin" });
  await t.roundsEvery5Minutes("2026-03-28T00:00:00Z", "2026-03-31T00:00:00Z");
  assert.deepEqual(t.posted("berlin"), [
    { date: "2026-03-27", at: "2026-03-28T00:00Z" }, // the day it was made, posted at the first round
    { date: "2026-03-28", at: "2026-03-28T01:30Z" }, // 02:30 CET
    { date: "2026-03-29", at: "2026-03-29T01:30Z" }, // 03:30 CEST
    { date: "2026-03-30", at: "2026-03-30T00:30Z" }, // 02:30 CEST
  ]);
});

Deno.test("New York 01:30 across the fall-back night: posted once, at the first 01:30", async () => {
  await using t = await setUp("2026-10-31T12:00:00Z");
  await t.subscribe("ny", { levels: ["easy"], post_at: "01:30", time_zone: "America/New_York" });
  await t.roundsEvery5Minutes("2026-11-01T00:00:00Z", "2026-11-03T00:00:00Z");
  assert.deepEqual(t.posted("ny").slice(1), [
    { date: "2026-11-01", at: "2026-11-01T05:30Z" }, // 01:30 EDT; the second 01:30 (EST) posts nothing
    { date: "2026-11-02", at: "2026-11-02T06:30Z" }, // 01:30 EST
  ]);
});

Deno.test("UTC+14 and UTC−12: each post carries the UTC day current at it, never a day still to come", async () => {
  await using t = await setUp("2026-12-03T12:00:00Z");
  await t.subscribe("kiritimati", { levels: ["hard"], post_at: "08:00", time_zone: "Pacific/Kiritimati" });
  await t.subscribe("baker", { levels: ["hard"], post_at: "20:00", time_zone: "Etc/GMT+12" });
  await t.roundsEvery5Minutes("2026-12-04T00:00:00Z", "2026-12-06T00:00:00Z");
  assert.deepEqual(t.posted("kiritimati").slice(1), [
    { date: "2026-12-04", at: "2026-12-04T18:00Z" }, // 5 December, 08:00 local
    { date: "2026-12-05", at: "2026-12-05T18:00Z" },
  ]);
  assert.deepEqual(t.posted("baker").slice(1), [
    { date: "2026-12-04", at: "2026-12-04T08:00Z" }, // 3 December, 20:00 local
    { date: "2026-12-05", at: "2026-12-05T08:00Z" },
  ]);
  for (const a of t.arrivals) {
    if (a.body.event !== "daily") continue;
    const date = (a.body.daily as { date: string }).date;
    assert.ok(date <= new Date(a.at).toISOString().slice(0, 10), "no daily before its UTC day");
  }
});

Deno.test("weekdays skip the other days: Monday and Wednesday only", async () => {
  await using t = await setUp("2026-12-06T12:00:00Z");
  await t.subscribe("weekly", {
    levels: ["easy"],
    post_at: "09:00",
    time_zone: "Europe/Berlin",
    weekdays: ["mon", "wed"],
  });
  await t.roundsEvery5Minutes("2026-12-07T00:00:00Z", "2026-12-14T00:00:00Z");
  assert.deepEqual(t.posted("weekly"), [
    { date: "2026-12-07", at: "2026-12-07T08:00Z" },
    { date: "2026-12-09", at: "2026-12-09T08:00Z" },
  ]);
});

Deno.test("a post whose time passed while no round ran is made by the next round, even after midnight", async () => {
  await using t = await setUp("2026-12-03T12:00:00Z");
  await t.subscribe("late", { levels: ["hard"], post_at: "23:50", time_zone: "UTC" });
  await t.subscribe("early", { levels: ["hard"], post_at: "10:00", time_zone: "UTC" });
  // The rounds stop at 23:40 on the 4th and start again at 00:20 on the 5th.
  await t.roundsEvery5Minutes("2026-12-04T12:00:00Z", "2026-12-04T23:45:00Z");
  await t.roundsEvery5Minutes("2026-12-05T00:20:00Z", "2026-12-05T11:00:00Z");
  assert.deepEqual(t.posted("late"), [
    { date: "2026-12-03", at: "2026-12-04T12:00Z" },
    { date: "2026-12-04", at: "2026-12-05T00:20Z" },
  ]);
  assert.deepEqual(t.posted("early").map((p) => p.date), ["2026-12-03", "2026-12-04", "2026-12-05"]);
});

Deno.test("four rounds at once with schedules in many zones post each (subscription, date, level) exactly once", async () => {
  await using t = await setUp("2026-12-03T12:00:00Z");
  const zones = [
    "UTC",
    "Europe/Berlin",
    "America/New_York",
    "Pacific/Kiritimati",
    "Etc/GMT+12",
    "Asia/Kolkata",
  ];
  const hooks = Array.from({ length: 18 }, (_, i) => `z${i}`);
  for (const [i, hook] of hooks.entries()) {
    await t.subscribe(hook, {
      levels: ["easy", "medium", "hard"],
      post_at: `${String(i % 24).padStart(2, "0")}:${i % 2 ? "30" : "00"}`,
      time_zone: zones[i % zones.length],
    });
    t.hooks.otherwise(hook, { status: 204, delayMs: 15 });
  }
  // At 23:59 on the 4th every post of the 3rd and the 4th is due.
  const at = Date.parse("2026-12-04T23:59:00Z");
  const reports = await Promise.all(
    [3, 5, 7, 16].map((concurrency) =>
      runDeliveryRound({ kv: t.kv, pools, store, now: () => at, concurrency })
    ),
  );
  const delivered = reports.flat().reduce((sum, r) => sum + r.delivered, 0);
  assert.equal(delivered, hooks.length * 3 * 2);
  for (const hook of hooks) {
    const got = t.hooks.accepted(hook).filter((b) => b.event === "daily").map((b) => {
      const d = b.daily as { date: string; level: string };
      return `${d.date} ${d.level}`;
    }).sort();
    assert.deepEqual(got, [
      "2026-12-03 easy",
      "2026-12-03 hard",
      "2026-12-03 medium",
      "2026-12-04 easy",
      "2026-12-04 hard",
      "2026-12-04 medium",
    ], hook);
  }
});

const snowflake = z.string().regex(/^[0-9]{17,20}$/);
/**
 * Discord's Execute Webhook JSON body, as its documentation gives it: content up to 2,000 characters, up to
 * 10 embeds (title 256, description 4,096, footer 2,048), thread_name for forum channels (a channel name,
 * 1–100 characters), and allowed_mentions, whose `parse` may not hold "roles" when `roles` lists ids (up to 100).
 */
const discordExecuteWebhook = z.object({
  content: z.string().max(2000).optional(),
  embeds: z.array(
    z.object({
      title: z.string().max(256).optional(),
      url: z.url().optional(),
      description: z.string().max(4096).optional(),
      color: z.number().int().min(0).max(0xffffff).optional(),
      image: z.object({ url: z.url() }).optional(),
      footer: z.object({ text: z.string().max(2048) }).optional(),
    }).strict(),
  ).max(10).optional(),
  thread_name: z.string().min(1).max(100).optional(),
  allowed_mentions: z.object({
    parse: z.array(z.enum(["roles", "users", "everyone"])),
    roles: z.array(snowflake).max(100).optional(),
    users: z.array(snowflake).max(100).optional(),
  }).strict().refine((m) => !(m.roles && m.parse.includes("roles")), "parse roles and roles together"),
}).strict().refine((b) => b.content || b.embeds?.length, "content or embeds");

Deno.test("Discord: a forum channel gets a thread per daily, and only the chosen role is pinged", async () => {
  await using t = await setUp("2026-12-03T12:00:00Z");
  const { id } = await t.subscribe("forum", {
    levels: ["hard", "easy"],
    format: "discord",
    thread_name: "Sudoku {date} — {variant} {level}",
    role_id: "123456789012345678",
  });
  await t.subscribe("plain", { levels: ["hard"], format: "discord" });
  await t.roundsEvery5Minutes("2026-12-04T00:00:00Z", "2026-12-04T00:10:00Z");
  const posts = t.hooks.accepted("forum").slice(1);
  assert.equal(posts.length, 4);
  for (const post of posts) {
    discordExecuteWebhook.parse(post);
    assert.match(
      String(post.content),
      /^<@&123456789012345678> sudoku-daily 2026-12-0[34] (Hard|Easy) is out/,
    );
    assert.deepEqual(post.allowed_mentions, { parse: [], roles: ["123456789012345678"] });
    const embed = (post.embeds as Array<{ url: string }>)[0];
    assert.equal(new URL(embed.url).searchParams.get("board"), `sub-${id}`);
    // The app's clock is the day the subscription was made: that day's daily opens with the board.
    if (!embed.url.includes("/2026-12-03/")) continue;
    const page = await t.app.request(new URL(embed.url).pathname + new URL(embed.url).search);
    assert.equal(page.status, 200, "the link with its board opens the daily");
    await page.body?.cancel();
  }
  assert.deepEqual(posts.map((p) => p.thread_name).sort(), [
    "Sudoku 2026-12-03 — Classic Easy",
    "Sudoku 2026-12-03 — Classic Hard",
    "Sudoku 2026-12-04 — Classic Easy",
    "Sudoku 2026-12-04 — Classic Hard",
  ]);
  const [confirmation, ...plain] = t.hooks.accepted("plain");
  for (const post of [confirmation, ...plain]) {
    discordExecuteWebhook.parse(post);
    assert.deepEqual(post.allowed_mentions, { parse: [] }, "without a role nobody is pinged");
    assert.equal(post.thread_name, undefined);
  }
});

/** A results store as the results module would answer: the day's times of one board. */
function summariesFor(board: string, date: string, summary: BoardSummary | undefined): {
  source: SummarySource;
  asked: string[];
} {
  const asked: string[] = [];
  return {
    asked,
    source: (_kv, b, d) => {
      asked.push(`${b} ${d}`);
      return Promise.resolve(b === board && d === date ? summary : undefined);
    },
  };
}

Deno.test("the summary of a day is posted once, at the next day's post time, in the channel's format", async () => {
  await using t = await setUp("2026-12-03T12:00:00Z");
  const { id } = await t.subscribe("scores", {
    levels: ["hard"],
    format: "discord",
    post_at: "18:00",
    time_zone: "Europe/Berlin",
    summary: true,
    thread_name: "Sudoku {date}",
  });
  const quiet = await t.subscribe("quiet", { levels: ["hard"], summary: true });
  await t.subscribe("none", { levels: ["hard"] });
  const summary: BoardSummary = {
    board: `sub-${id}`,
    date: "2026-12-04",
    levels: [{
      level: "hard",
      solvers: 3,
      medianSeconds: 412,
      times: [
        { name: "Ana", seconds: 301, hints: 0 },
        { seconds: 412, hints: 1 },
        { name: "*bold* @everyone", seconds: 3725, hints: 2 },
      ],
    }],
  };
  const { source, asked } = summariesFor(`sub-${id}`, "2026-12-04", summary);
  await t.roundsEvery5Minutes("2026-12-04T00:00:00Z", "2026-12-06T00:00:00Z", source);
  // The rounds' posts: the dailies carry embeds, the summary does not.
  const summaries = t.arrivals.filter((a) => a.hook === "scores" && !a.body.embeds);
  assert.equal(summaries.length, 1, JSON.stringify(summaries));
  const [{ at, body }] = summaries;
  assert.equal(new Date(at).toISOString(), "2026-12-05T17:00:00.000Z", "at the 5th's post time, 18:00 local");
  discordExecuteWebhook.parse(body);
  assert.equal(body.thread_name, "sudoku-daily results 2026-12-04");
  assert.deepEqual(body.allowed_mentions, { parse: [] });
  assert.equal(
    body.content,
    [
      "**How this channel did on 2026-12-04**",
      "",
      "__Hard: 3 solvers, median 6:52__",
      "1. Ana 5:01",
      "2. someone 6:52 (1 hint)",
      "3. \\*bold\\* \\@everyone 1:02:05 (2 hints)",
    ].join("\n"),
  );
  // A subscription that did not ask is never looked up; a day without times posts nothing, once.
  assert.ok(asked.every((a) => a.startsWith(`sub-${id} `) || a.startsWith(`sub-${quiet.id} `)));
  assert.equal(asked.filter((a) => a === `sub-${quiet.id} 2026-12-04`).length, 1);
  assert.equal(t.arrivals.filter((a) => a.hook === "quiet" && a.body.event === "summary").length, 0);
  const shown = await (await t.app.request(`/api/subscriptions/${quiet.id}`, {
    headers: { Authorization: `Bearer ${quiet.token}` },
  })).json();
  assert.deepEqual(
    shown.deliveries.filter((d: { level: string }) => d.level === "summary").map((
      d: { date: string; status: string },
    ) => [d.date, d.status]),
    [["2026-12-04", "empty"], ["2026-12-03", "empty"]],
  );
});

Deno.test("a summary's Discord post stays inside 2,000 characters and Slack's sections inside 3,000", async () => {
  await using t = await setUp("2026-12-03T12:00:00Z");
  const discord = await t.subscribe("d", { levels: ["hard", "easy"], format: "discord", summary: true });
  const slack = await t.subscribe("s", { levels: ["hard", "easy"], format: "slack", summary: true });
  const many = (board: string): BoardSummary => ({
    board,
    date: "2026-12-04",
    levels: (["hard", "easy"] as const).map((level) => ({
      level,
      solvers: 400,
      medianSeconds: 600,
      times: Array.from(
        { length: 400 },
        (_, i) => ({ name: "N".repeat(40) + i, seconds: 300 + i, hints: i % 3 }),
      ),
    })),
  });
  const source: SummarySource = (_kv, board) => Promise.resolve(many(board));
  await t.roundsEvery5Minutes("2026-12-05T00:05:00Z", "2026-12-05T00:10:00Z", source);
  const [discordSummary] = t.hooks.accepted("d").filter((b) => !b.embeds).slice(1);
  discordExecuteWebhook.parse(discordSummary);
  assert.ok(String(discordSummary.content).length <= 2000);
  const [slackSummary] = t.hooks.accepted("s").filter((b) => String(b.text).startsWith("How this channel"));
  const sections = (slackSummary.blocks as Array<{ type: string; text: { text: string } }>)
    .filter((b) => b.type === "section");
  assert.equal(sections.length, 2);
  for (const s of sections) assert.ok(s.text.text.length <= 3000 && s.text.text.includes("1. NNNN"));
  assert.ok(discord.id && slack.id);
});
