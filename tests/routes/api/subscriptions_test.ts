/**
 * Webhook subscriptions through the API, against a loopback receiver playing Discord and Slack, with KV in
 * memory: creation only after a confirmation post, tokens, refusals, the rate limit, and the 503 without KV.
 */
import assert from "node:assert/strict";
import { loadPools } from "../../../data/pools.ts";
import { createApp } from "../../../routes/app.ts";
import { FakeWebhook } from "../../../tools/fake_webhook.ts";

const pools = await loadPools();
const NOW = new Date("2026-11-20T08:00:00Z");

async function setUp(options: { subscribesPerHour?: number; webhookFetch?: typeof fetch } = {}) {
  const kv = await Deno.openKv(":memory:");
  const hooks = await FakeWebhook.start();
  const app = createApp({ pools, now: () => NOW, kv, webhookAllow: [hooks.origin], ...options });
  return {
    kv,
    hooks,
    app,
    subscribe: (body: unknown, env?: unknown) =>
      app.request("/api/subscriptions", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }, env),
    async [Symbol.asyncDispose]() {
      kv.close();
      await hooks.close();
    },
  };
}

async function errorOf(res: Response, status: number, code: string) {
  const body = await res.json();
  assert.equal(res.status, status, JSON.stringify(body));
  assert.equal(body.error.code, code, JSON.stringify(body));
  assert.equal(typeof body.error.message, "string");
  return body.error;
}

Deno.test("subscribing posts a confirmation first, then answers 201 with an id and a token shown once", async () => {
  await using t = await setUp();
  const res = await t.subscribe({ url: t.hooks.url("a"), levels: ["Hard", "evil", "hard"] });
  const body = await res.json();
  assert.equal(res.status, 201, JSON.stringify(body));
  assert.match(body.id, /^[A-Za-z0-9_-]{22}$/);
  assert.match(body.token, /^[A-Za-z0-9_-]{43}$/);
  assert.deepEqual(body.levels, ["hard", "evil"], "levels read in any case, once each");
  assert.equal(body.format, "json", "an allowed origin gets JSON unless asked");
  assert.equal(body.variant, "9x9");
  assert.equal(body.status, "active");
  assert.equal(body.created, NOW.toISOString());
  assert.equal(body.url, `${t.hooks.origin}/hooks/a…`);
  assert.equal(res.headers.get("location"), `/api/subscriptions/${body.id}`);
  const [confirmation] = t.hooks.accepted("a");
  assert.equal(confirmation.event, "subscribed");
  assert.deepEqual((confirmation.subscription as { levels: string[] }).levels, ["hard", "evil"]);
  // Only a hash of the token is kept.
  for await (const entry of t.kv.list({ prefix: [] })) {
    assert.ok(!JSON.stringify(entry.value).includes(body.token), `the token is stored in ${entry.key}`);
  }
});

Deno.test("a Discord-format confirmation never pings anyone", async () => {
  await using t = await setUp();
  const res = await t.subscribe({ url: t.hooks.url("d"), levels: ["easy"], format: "discord" });
  assert.equal(res.status, 201);
  const [confirmation] = t.hooks.accepted("d");
  assert.deepEqual(confirmation.allowed_mentions, { parse: [] });
  assert.match(String(confirmation.content), /Easy daily Sudoku will be posted once a day/);
});

Deno.test("the token reads and deletes the subscription; a missing or wrong token is 401", async () => {
  await using t = await setUp();
  const { id, token } = await (await t.subscribe({ url: t.hooks.url("a"), levels: ["medium"] })).json();
  const get = (headers: Record<string, string>) => t.app.request(`/api/subscriptions/${id}`, { headers });
  await errorOf(await get({}), 401, "unauthorized");
  await errorOf(
    await get({ Authorization: `Bearer ${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}` }),
    401,
    "unauthorized",
  );
  await errorOf(await get({ Authorization: `Basic ${token}` }), 401, "unauthorized");
  assert.equal((await get({ Authorization: `bearer ${token}` })).status, 200, "the scheme in any case");
  const ok = await get({ Authorization: `Bearer ${token}` });
  const shown = await ok.json();
  assert.equal(ok.status, 200);
  assert.equal(shown.id, id);
  assert.deepEqual(shown.deliveries, []);
  assert.ok(!JSON.stringify(shown).includes("token"), "the token is never shown again");
  const other = "AAAAAAAAAAAAAAAAAAAAAA";
  await errorOf(
    await t.app.request(`/api/subscriptions/${other}`, { headers: { Authorization: `Bearer ${token}` } }),
    404,
    "not-found",
  );
  await errorOf(await t.app.request("/api/subscriptions/short", { headers: {} }), 400, "bad-request");
  const del = (auth: string) =>
    t.app.request(`/api/subscriptions/${id}`, { method: "DELETE", headers: { Authorization: auth } });
  await errorOf(await del("Bearer nope"), 401, "unauthorized");
  assert.equal((await del(`Bearer ${token}`)).status, 204);
  await errorOf(await get({ Authorization: `Bearer ${token}` }), 404, "not-found");
});

Deno.test("a webhook that refuses the confirmation gets no subscription: 422 with its status", async () => {
  await using t = await setUp();
  t.hooks.script("gone", { status: 404, body: '{"message":"Unknown Webhook"}' });
  const error = await errorOf(
    await t.subscribe({ url: t.hooks.url("gone"), levels: ["hard"] }),
    422,
    "webhook-failed",
  );
  assert.equal(error.receiver_status, 404);
  t.hooks.script("down", { status: 503 });
  await errorOf(await t.subscribe({ url: t.hooks.url("down"), levels: ["hard"] }), 422, "webhook-failed");
  const stored = await Array.fromAsync(t.kv.list({ prefix: ["subscription"] }));
  assert.deepEqual(stored, []);
});

Deno.test("a webhook that redirects is refused with 400 and the redirect is not followed", async () => {
  await using t = await setUp();
  t.hooks.script("moved", { status: 302, headers: { Location: t.hooks.url("elsewhere") } });
  await errorOf(await t.subscribe({ url: t.hooks.url("moved"), levels: ["hard"] }), 400, "bad-url");
  assert.equal(t.hooks.received.filter((r) => r.hook === "elsewhere").length, 0);
});

Deno.test("URLs outside the allow-list are refused before anything is posted", async () => {
  await using t = await setUp();
  for (
    const url of [
      "https://evil.example/api/webhooks/1/2",
      "http://127.0.0.1:1/hook",
      "https://[::1]/x",
      "https://2130706433/x",
      `http://user:pw@${t.hooks.origin.slice(7)}/hooks/a`,
      t.hooks.url("a").replace("http:", "https:"),
    ]
  ) {
    await errorOf(await t.subscribe({ url, levels: ["hard"] }), 400, "bad-url");
  }
  assert.equal(t.hooks.received.length, 0);
});

Deno.test("bad levels, formats, variants and bodies are 400 in the error model", async () => {
  await using t = await setUp();
  const url = t.hooks.url("a");
  await errorOf(await t.subscribe({ url, levels: ["hard"], variant: "4x4" }), 400, "bad-level");
  await errorOf(await t.subscribe({ url, levels: ["impossible"] }), 400, "bad-level");
  await errorOf(await t.subscribe({ url, levels: [] }), 400, "bad-request");
  await errorOf(await t.subscribe({ url, levels: ["hard"], variant: "samurai" }), 400, "bad-variant");
  await errorOf(await t.subscribe({ url, levels: ["hard"], format: "xml" }), 400, "bad-format");
  await errorOf(await t.subscribe({ url, levels: ["hard"], extra: 1 }), 400, "bad-request");
  await errorOf(await t.subscribe({ levels: ["hard"] }), 400, "bad-url");
  const slack = "https://hooks.slack.com/services/T0123ABCD/B0456EFGH/abcdefghijklmnopqrstuvwx";
  await errorOf(await t.subscribe({ url: slack, levels: ["hard"], format: "discord" }), 400, "bad-format");
  const notJson = await t.app.request("/api/subscriptions", { method: "POST", body: "url=x" });
  await errorOf(notJson, 400, "bad-request");
  assert.equal(t.hooks.received.length, 0);
});

Deno.test("thread is a Slack bot's setting: any value of it with a webhook URL is 400 bad-thread, before anything is posted", async () => {
  await using t = await setUp();
  const urls = [
    "https://discord.com/api/webhooks/123456789012345678/abcdefghijklmnopqrstuvwxyz0123456789",
    "https://hooks.slack.com/services/T0123ABCD/B0456EFGH/abcdefghijklmnopqrstuvwx",
    t.hooks.url("a"),
  ];
  for (const url of urls) {
    for (const thread of ["per-day", "off"]) {
      const error = await errorOf(await t.subscribe({ url, levels: ["hard"], thread }), 400, "bad-thread");
      assert.match(
        error.message,
        /^thread: .*Slack bot \(slack_bot_token and slack_channel\)/,
        `${url} ${thread}`,
      );
    }
  }
  assert.equal(t.hooks.received.length, 0);
  assert.equal((await Array.fromAsync(t.kv.list({ prefix: ["subscription"] }))).length, 0);
});

Deno.test("a subscription posts at 00:05 UTC every day unless told otherwise, and says so", async () => {
  await using t = await setUp();
  const body = await (await t.subscribe({ url: t.hooks.url("a"), levels: ["hard"], format: "discord" }))
    .json();
  assert.deepEqual(
    [body.post_at, body.time_zone, body.weekdays, body.summary, body.board],
    ["00:05", "UTC", undefined, false, `sub-${body.id}`],
  );
  assert.match(String(t.hooks.accepted("a")[0].content), /posted once a day, at 00:05 UTC\./);
});

Deno.test("post_at, time_zone, weekdays, thread_name, role_id and summary are kept, shown, and the confirmation says when", async () => {
  await using t = await setUp();
  const res = await t.subscribe({
    url: t.hooks.url("forum"),
    levels: ["hard", "easy"],
    format: "discord",
    post_at: "08:00",
    time_zone: "pacific/kiritimati",
    weekdays: ["wed", "mon", "wed"],
    thread_name: "Sudoku {date} {level}",
    role_id: "123456789012345678",
    summary: true,
  });
  const body = await res.json();
  assert.equal(res.status, 201, JSON.stringify(body));
  const shown = await (await t.app.request(`/api/subscriptions/${body.id}`, {
    headers: { Authorization: `Bearer ${body.token}` },
  })).json();
  for (const view of [body, shown]) {
    assert.deepEqual(
      [view.post_at, view.time_zone, view.weekdays, view.thread_name, view.role_id, view.summary],
      ["08:00", "Pacific/Kiritimati", ["mon", "wed"], "Sudoku {date} {level}", "123456789012345678", true],
    );
  }
  const [confirmation] = t.hooks.accepted("forum");
  assert.match(
    String(confirmation.content),
    /posted on those days, at 08:00 \(Pacific\/Kiritimati\) on Mon, Wed/,
  );
  // A forum channel takes no post without a thread; the role is not pinged for the set-up message.
  assert.equal(confirmation.thread_name, "sudoku-daily is set up here");
  assert.deepEqual(confirmation.allowed_mentions, { parse: [] });
  assert.doesNotMatch(String(confirmation.content), /<@&/);
});

Deno.test("bad schedules, thread names and roles are 400 with the reason, before anything is posted", async () => {
  await using t = await setUp({ subscribesPerHour: 100 });
  const url = t.hooks.url("a");
  const discord = { url, levels: ["hard"], format: "discord" };
  const cases: Array<[Record<string, unknown>, string, RegExp]> = [
    [{ post_at: "24:00" }, "bad-post-at", /HH:MM/],
    [{ post_at: "7:05" }, "bad-post-at", /HH:MM/],
    [{ post_at: 705 }, "bad-post-at", /post_at/],
    [{ time_zone: "Mars/Olympus_Mons" }, "bad-time-zone", /IANA/],
    [{ time_zone: "+02:00" }, "bad-time-zone", /IANA/],
    [{ time_zone: "" }, "bad-time-zone", /IANA/],
    [{ weekdays: ["funday"] }, "bad-weekdays", /weekdays/],
    [{ weekdays: [] }, "bad-weekdays", /at least one/],
    [{ thread_name: "Sudoku {day}" }, "bad-thread-name", /\{day\} is not a placeholder/],
    [{ thread_name: "x".repeat(96) + " {level}" }, "bad-thread-name", /Discord allows 100/],
    [{ thread_name: "   " }, "bad-thread-name", /empty/],
    [{ thread_name: "two\nlines" }, "bad-thread-name", /control characters/],
    [{ role_id: "everyone" }, "bad-role-id", /17 to 20 digits/],
    [{ role_id: "1234" }, "bad-role-id", /17 to 20 digits/],
  ];
  for (const [extra, code, message] of cases) {
    const error = await errorOf(await t.subscribe({ ...discord, ...extra }), 400, code);
    assert.match(error.message, message, JSON.stringify(extra));
  }
  // Threads and role pings are Discord's.
  await errorOf(
    await t.subscribe({ url, levels: ["hard"], thread_name: "Sudoku {date}" }),
    400,
    "bad-thread-name",
  );
  await errorOf(
    await t.subscribe({ url, levels: ["hard"], role_id: "123456789012345678" }),
    400,
    "bad-role-id",
  );
  assert.equal(t.hooks.received.length, 0);
});

Deno.test("a Discord URL that already names a thread takes no thread_name", async () => {
  const webhookFetch: typeof fetch = () => Promise.resolve(new Response(null, { status: 204 }));
  await using t = await setUp({ webhookFetch });
  const url = "https://discord.com/api/webhooks/123456789012345678/abcdefghijklmnopqrstuvwxyz0123456789" +
    "?thread_id=223456789012345678";
  const error = await errorOf(
    await t.subscribe({ url, levels: ["hard"], thread_name: "Sudoku {date}" }),
    400,
    "bad-thread-name",
  );
  assert.match(error.message, /thread_id/);
});

Deno.test("subscribing the same webhook and variant again replaces the earlier subscription", async () => {
  await using t = await setUp();
  const first = await (await t.subscribe({ url: t.hooks.url("a"), levels: ["hard"] })).json();
  const second = await (await t.subscribe({ url: t.hooks.url("a"), levels: ["easy"] })).json();
  assert.equal(second.replaced, first.id);
  const old = await t.app.request(`/api/subscriptions/${first.id}`, {
    headers: { Authorization: `Bearer ${first.token}` },
  });
  await errorOf(old, 404, "not-found");
  const killer = await (await t.subscribe({ url: t.hooks.url("a"), levels: ["easy"], variant: "killer" }))
    .json();
  assert.equal(killer.replaced, undefined, "another variant is another subscription");
});

Deno.test("a Discord webhook spelt another way replaces its subscription rather than adding one", async () => {
  const posted: string[] = [];
  const webhookFetch: typeof fetch = (input) => {
    posted.push(String(input));
    return Promise.resolve(new Response(null, { status: 204 }));
  };
  await using t = await setUp({ webhookFetch });
  const url = "https://discord.com/api/webhooks/123456789012345678/abcdefghijklmnopqrstuvwxyz0123456789";
  const first = await (await t.subscribe({ url, levels: ["hard"] })).json();
  for (const alias of [url.replace("discord.com", "discordapp.com"), url.replace("/api/", "/api/v10/")]) {
    const again = await (await t.subscribe({ url: alias, levels: ["hard"] })).json();
    assert.ok(again.replaced, alias);
  }
  const stored = await Array.fromAsync(t.kv.list({ prefix: ["subscription"] }));
  assert.equal(stored.length, 1, "one subscription for the one webhook");
  assert.notEqual(stored[0].key[1], first.id);
  const thread = await (await t.subscribe({ url: `${url}?thread_id=5555555`, levels: ["hard"] })).json();
  assert.equal(thread.replaced, undefined, "a thread of the channel is another destination");
  assert.equal(posted.length, 4);
});

Deno.test("creating subscriptions is limited per client address, with 429 and Retry-After", async () => {
  await using t = await setUp({ subscribesPerHour: 2 });
  const from = (hostname: string) => ({ remoteAddr: { hostname, port: 1, transport: "tcp" } });
  for (let i = 0; i < 2; i++) {
    assert.equal(
      (await t.subscribe({ url: t.hooks.url(`h${i}`), levels: ["hard"] }, from("203.0.113.9"))).status,
      201,
    );
  }
  const limited = await t.subscribe({ url: t.hooks.url("h3"), levels: ["hard"] }, from("203.0.113.9"));
  await errorOf(limited, 429, "rate-limited");
  // 08:00 is the start of the hour-long window, so the wait is the whole hour.
  assert.equal(limited.headers.get("retry-after"), "3600");
  assert.equal(t.hooks.received.length, 2, "nothing posted for the refused one");
  const other = await t.subscribe({ url: t.hooks.url("h4"), levels: ["hard"] }, from("198.51.100.7"));
  assert.equal(other.status, 201, "another address has its own count");
  // IPv6 clients count by their /64.
  for (const host of ["2001:db8:1:2::1", "2001:db8:1:2::2"]) {
    assert.equal((await t.subscribe({ url: t.hooks.url(host), levels: ["hard"] }, from(host))).status, 201);
  }
  await errorOf(
    await t.subscribe({ url: t.hooks.url("v6"), levels: ["hard"] }, from("2001:db8:1:2::3")),
    429,
    "rate-limited",
  );
});

Deno.test("without KV every subscription route answers 503 unavailable, and the rest of the service works", async () => {
  const app = createApp({ pools, now: () => NOW });
  const post = await app.request("/api/subscriptions", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{}",
  });
  const error = await errorOf(post, 503, "unavailable");
  assert.match(error.message, /need Deno KV/);
  await errorOf(await app.request("/api/subscriptions/AAAAAAAAAAAAAAAAAAAAAA"), 503, "unavailable");
  await errorOf(
    await app.request("/api/subscriptions/AAAAAAAAAAAAAAAAAAAAAA", { method: "DELETE" }),
    503,
    "unavailable",
  );
  assert.equal((await app.request("/api/daily?level=hard")).status, 200);
});

Deno.test("the OpenAPI document describes the subscription routes and their token", async () => {
  const doc = await (await createApp({ pools }).request("/openapi.json")).json();
  assert.ok(doc.paths["/api/subscriptions"].post);
  assert.ok(doc.paths["/api/subscriptions/{id}"].get);
  assert.ok(doc.paths["/api/subscriptions/{id}"].delete);
  assert.deepEqual(Object.keys(doc.paths["/api/subscriptions"].post.responses).sort(), [
    "201",
    "400",
    "409",
    "422",
    "429",
    "503",
  ]);
  assert.equal(doc.components.securitySchemes.subscriptionToken.scheme, "bearer");
});
