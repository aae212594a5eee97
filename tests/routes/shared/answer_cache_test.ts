import assert from "node:assert/strict";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { answerCache, answerStoredFirst, keepAnswer } from "../../../routes/shared/answer_cache.ts";
import { createApp } from "../../../routes/app.ts";
import { loadPools } from "../../../data/pools.ts";

/** An app whose one route counts its runs and keeps its answer until `until` (ms). */
function harness(options: { until?: number; maxEntries?: number } = {}) {
  const t = { clock: 1_000, runs: 0, app: new Hono() };
  t.app.use("*", answerCache({ now: () => t.clock, maxEntries: options.maxEntries }));
  t.app.use("*", secureHeaders());
  t.app.get("/kept/:name", (c) => {
    t.runs++;
    keepAnswer(c, { until: options.until ?? Infinity, cacheControl: (at) => `max-age=${5_000 - at}` });
    c.header("ETag", `"${c.req.param("name")}"`);
    return c.json({ name: c.req.param("name"), run: t.runs });
  });
  t.app.get("/unkept", (c) => {
    t.runs++;
    return c.json({ run: t.runs });
  });
  t.app.get("/failing", (c) => {
    t.runs++;
    keepAnswer(c, { until: Infinity, cacheControl: () => "no-store" });
    return c.json({ run: t.runs }, 400);
  });
  return t;
}

Deno.test("a kept answer is served again from its bytes and headers, without running the route", async () => {
  const t = harness();
  const first = await t.app.request("http://a.test/kept/x");
  const second = await t.app.request("http://a.test/kept/x");
  assert.equal(t.runs, 1);
  assert.deepEqual(await second.json(), { name: "x", run: 1 });
  assert.equal(second.headers.get("etag"), first.headers.get("etag"));
  assert.equal(second.headers.get("x-content-type-options"), "nosniff", "the middleware's headers too");
  assert.equal(second.headers.get("content-type"), first.headers.get("content-type"));
  await first.body?.cancel();
});

Deno.test("Cache-Control is written per request from the clock", async () => {
  const t = harness();
  await (await t.app.request("http://a.test/kept/x")).body?.cancel();
  t.clock = 4_000;
  const later = await t.app.request("http://a.test/kept/x");
  assert.equal(later.headers.get("cache-control"), "max-age=1000");
  await later.body?.cancel();
});

Deno.test("If-None-Match naming the kept ETag is a 304 without a body", async () => {
  const t = harness();
  await (await t.app.request("http://a.test/kept/x")).body?.cancel();
  const res = await t.app.request("http://a.test/kept/x", { headers: { "If-None-Match": '"x"' } });
  assert.equal(res.status, 304);
  assert.equal(res.body, null);
  assert.equal(res.headers.get("etag"), '"x"');
  assert.equal(res.headers.get("content-type"), null);
  assert.equal(t.runs, 1);
});

Deno.test("another URL or another Host is another answer", async () => {
  const t = harness();
  for (const url of ["http://a.test/kept/x", "http://a.test/kept/y", "http://a.test/kept/x?v=1"]) {
    await (await t.app.request(url)).body?.cancel();
  }
  await (await t.app.request("http://a.test/kept/x", { headers: { Host: "b.test" } })).body?.cancel();
  assert.equal(t.runs, 4);
});

Deno.test("an answer is dropped when its time is up, and the route answers again", async () => {
  const t = harness({ until: 2_000 });
  await (await t.app.request("http://a.test/kept/x")).body?.cancel();
  t.clock = 2_000;
  assert.deepEqual(await (await t.app.request("http://a.test/kept/x")).json(), { name: "x", run: 2 });
});

Deno.test("unmarked answers, errors and other methods are never kept", async () => {
  const t = harness();
  for (let i = 0; i < 2; i++) {
    await (await t.app.request("http://a.test/unkept")).body?.cancel();
    await (await t.app.request("http://a.test/failing")).body?.cancel();
    await (await t.app.request("http://a.test/kept/x", { method: "HEAD" })).body?.cancel();
  }
  assert.equal(t.runs, 6);
});

Deno.test("an answer under a long URL or Host is not kept, so junk keys cannot fill memory", async () => {
  const t = harness();
  const long = "x".repeat(600);
  for (let i = 0; i < 2; i++) {
    await (await t.app.request(`http://a.test/kept/${long}`)).body?.cancel();
    await (await t.app.request("http://a.test/kept/y", { headers: { Host: `${long}.test` } })).body?.cancel();
  }
  assert.equal(t.runs, 4);
});

Deno.test("at most maxEntries answers are kept, the least recently used forgotten first", async () => {
  const t = harness({ maxEntries: 2 });
  for (const name of ["a", "b", "a", "c", "a", "b"]) {
    await (await t.app.request(`http://a.test/kept/${name}`)).body?.cancel();
  }
  // a, b kept; a used; c evicts b; a hit; b again a miss.
  assert.equal(t.runs, 4);
});

Deno.test("the dateless daily is kept only until midnight: the next day's URL answers the next day", async () => {
  let now = new Date("2026-11-30T23:59:59Z");
  const app = createApp({ pools: await loadPools(), now: () => now });
  const url = "http://sudoku.test/api/daily?level=easy";
  const before = await (await app.request(url)).json();
  assert.equal((await (await app.request(url)).json()).date, "2026-11-30");
  now = new Date("2026-12-01T00:00:00Z");
  const after = await app.request(url);
  const body = await after.json();
  assert.equal(before.date, "2026-11-30");
  assert.equal(body.date, "2026-12-01");
  assert.match(after.headers.get("cache-control")!, /s-maxage=86400$/);
});

Deno.test("a stored past daily keeps the immutable Cache-Control and the route's ETag", async () => {
  const app = createApp({ pools: await loadPools(), now: () => new Date("2026-12-01T12:00:00Z") });
  const url = "http://sudoku.test/api/daily?level=hard&date=2026-11-02";
  const first = await app.request(url);
  const second = await app.request(url);
  assert.equal(await second.text(), await first.text());
  assert.equal(second.headers.get("cache-control"), "public, max-age=31536000, immutable");
  assert.equal(second.headers.get("etag"), first.headers.get("etag"));
  const revalidated = await app.request(url, { headers: { "If-None-Match": first.headers.get("etag")! } });
  assert.equal(revalidated.status, 304);
});

Deno.test("a stored feed is served while its gate is full; before it is stored it would wait there", async () => {
  const app = createApp({
    pools: await loadPools(),
    now: () => new Date("2026-12-01T12:00:00Z"),
    admission: { concurrency: 1, queue: 0 },
  });
  const feed = "http://sudoku.test/feed.atom?level=easy";
  const first = await app.request(feed);
  assert.equal(first.status, 200);
  // An archive of days nobody asked for holds the one slot of the dailies' gate.
  const archive = app.request(
    "http://sudoku.test/api/daily/archive?level=evil&from=2025-01-01&to=2025-01-20",
  );
  // Its middleware runs in microtasks; one timer turn later it holds the slot (its work waits a later turn).
  await new Promise((resolve) => setTimeout(resolve, 0));
  const refused = await app.request("http://sudoku.test/feed.atom?level=medium");
  assert.equal(refused.status, 503, "a feed not yet stored passes the gate");
  await refused.body?.cancel();
  const stored = await app.request(feed);
  assert.equal(stored.status, 200);
  assert.equal(await stored.text(), await first.text());
  assert.equal((await archive).status, 200);
});

Deno.test("answerStoredFirst answers a stored request before Hono routes it; the rest go through the app", async () => {
  const cache = answerCache();
  const app = new Hono();
  let seen = 0;
  app.use("*", async (_c, next) => {
    seen++;
    await next();
  });
  app.use("/kept", cache);
  app.get("/kept", (c) => {
    keepAnswer(c, { until: Infinity, cacheControl: () => "max-age=9" });
    return c.text("kept");
  });
  app.get("/other", (c) => c.text("other"));
  answerStoredFirst(app, [cache]);
  assert.equal(await (await app.request("http://a.test/kept")).text(), "kept");
  assert.equal(seen, 1);
  const again = await app.request("http://a.test/kept");
  assert.equal(await again.text(), "kept");
  assert.equal(again.headers.get("cache-control"), "max-age=9");
  assert.equal(seen, 1, "the stored answer never reached the app's middleware");
  assert.equal(await (await app.request("http://a.test/other")).text(), "other");
  assert.equal(seen, 2);
});
