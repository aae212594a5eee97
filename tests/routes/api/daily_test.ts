import assert from "node:assert/strict";
import { parseGrid } from "../../../engine/board.ts";
import { dailyPuzzle, dailySeed, generatorVersionFor, isValidDate, nextDay } from "../../../engine/daily.ts";
import { gradeUnique } from "../../../engine/grade.ts";
import { decode, LEVELS, parseLevel } from "../../../engine/sharecode.ts";
import { countSolutions } from "../../../engine/solver.ts";
import { createApp } from "../../../routes/app.ts";
import { createDailyStore } from "../../../routes/shared/dailies.ts";
import { createDaily } from "../../../routes/api/daily.ts";
import { loadPools } from "../../../data/pools.ts";

const pools = await loadPools();
/** 2026-11-30, 18:00 UTC: six hours to the next daily. */
const NOW = new Date("2026-11-30T18:00:00Z");
const app = createApp({ pools, now: () => NOW });

async function get(path: string, init?: RequestInit) {
  const res = await app.request(`http://sudoku.test${path}`, init);
  const body = res.status === 304 ? null : await res.json();
  return { res, body };
}

Deno.test("engine: dates, levels and the version table", () => {
  for (const ok of ["2000-01-01", "2024-02-29", "2026-12-31"]) assert.ok(isValidDate(ok), ok);
  for (const bad of ["1999-12-31", "2023-02-29", "2026-13-01", "2026-04-31", "2026-1-01", "x", ""]) {
    assert.ok(!isValidDate(bad), bad);
  }
  assert.equal(nextDay("2026-12-31"), "2027-01-01");
  assert.equal(nextDay("2024-02-28"), "2024-02-29");
  assert.equal(parseLevel("HaRd"), "hard");
  assert.equal(parseLevel("extreme"), null);
  assert.deepEqual([...LEVELS], ["easy", "medium", "hard", "expert", "evil"]);
  assert.equal(generatorVersionFor("2000-01-01"), 1);
  assert.equal(generatorVersionFor("2026-12-31"), 1);
  assert.equal(generatorVersionFor("2027-01-01"), 3);
  assert.equal(generatorVersionFor("2099-01-01"), 3);
  assert.equal(dailySeed("2026-12-01", "hard"), "daily/v1/9x9/2026-12-01/hard");
  assert.throws(() => dailyPuzzle("2026-02-30", "easy", pools), RangeError);
  assert.throws(() => dailyPuzzle("2026-02-01", "extreme", pools), RangeError);
});

Deno.test("every daily is uniquely solvable and graded at its level", () => {
  for (const date of ["2000-01-01", "2024-02-29", "2026-11-30", "2027-03-01"]) {
    for (const level of LEVELS) {
      const p = dailyPuzzle(date, level, pools);
      const parsed = parseGrid(p.puzzle);
      assert.ok(parsed.ok);
      const solutions = countSolutions(parsed.value, 2, 2_000_000);
      assert.equal(solutions.count, 1, `${date} ${level} unique`);
      assert.equal(p.grade.level, level, `${date} ${level} graded at its level`);
      assert.equal(gradeUnique(parsed.value).level, level);
      assert.equal(p.clues, p.grade.clues);
      const decoded = decode(p.code);
      assert.ok(decoded.ok);
      assert.equal(decoded.value.level, level);
      assert.deepEqual([...decoded.value.grid.cells], [...parsed.value.cells]);
    }
  }
});

Deno.test("pool fallback: a tiny budget draws the daily from the level's pool", () => {
  for (const level of LEVELS) {
    const p = dailyPuzzle("2026-06-15", level, pools, { budget: 10 });
    assert.equal(p.source, "pool");
    assert.ok(pools[level].length > 0, "pool has entries");
    const poolPuzzles = new Set(pools[level].map((e) => {
      const d = decode(e.code);
      return d.ok ? d.value.grid.cells.join("") : "";
    }));
    assert.ok(poolPuzzles.has(p.puzzle.replaceAll(".", "0")), `${level} puzzle comes from the pool`);
    assert.equal(p.grade.level, level);
    assert.deepEqual(dailyPuzzle("2026-06-15", level, pools, { budget: 10 }), p, "deterministic");
  }
  // With the real budget, hard dailies often spend it: 2026-12-02 is one of them (pinned in the golden test).
  assert.equal(dailyPuzzle("2026-12-02", "hard", pools).source, "pool");
  assert.equal(dailyPuzzle("2026-12-02", "easy", pools).source, "generated");
});

Deno.test("GET /api/daily: shape, default level and date from the injected clock", async () => {
  const { res, body } = await get("/api/daily");
  assert.equal(res.status, 200);
  assert.deepEqual(Object.keys(body).sort(), [
    "clues",
    "code",
    "date",
    "grade",
    "level",
    "next_at",
    "puzzle",
    "scheme",
    "share_url",
    "source",
    "variant",
  ]);
  assert.equal(body.variant, "9x9");
  assert.equal(body.date, "2026-11-30");
  assert.equal(body.level, "medium");
  assert.equal(body.scheme, "standard");
  assert.equal(body.puzzle.length, 81);
  assert.equal(body.next_at, "2026-12-01T00:00:00.000Z");
  // A daily is shared as the daily: its page names the day, where /p/<code> would open the bare puzzle.
  assert.equal(body.share_url, "http://sudoku.test/daily/2026-11-30/medium");
  assert.equal(body.grade.level, "medium");
  assert.equal(body.grade.path, undefined);
  assert.equal(body.code, dailyPuzzle("2026-11-30", "medium", pools).code);
  // The code resolves through the puzzle route.
  const shared = await get(`/api/puzzles/${body.code}`);
  assert.equal(shared.res.status, 200);
  assert.equal(shared.body.level, "medium");
  assert.equal(shared.body.solutions.unique, true);
});

Deno.test("GET /api/daily: level is case-insensitive; origin option sets share_url", async () => {
  const { body } = await get("/api/daily?level=EXPERT&date=2026-11-01");
  assert.equal(body.level, "expert");
  assert.equal(body.date, "2026-11-01");
  assert.equal(body.next_at, "2026-11-02T00:00:00.000Z");
  const other = createApp({ pools, now: () => NOW, origin: "https://daily.example" });
  const res = await other.request("http://internal:8000/api/daily?level=Expert&date=2026-11-01");
  const json = await res.json();
  assert.equal(json.code, body.code);
  assert.equal(json.share_url, "https://daily.example/daily/2026-11-01/expert");
  const killer = await other.request(
    "http://internal:8000/api/daily?variant=killer&level=hard&date=2026-11-01",
  );
  assert.equal((await killer.json()).share_url, "https://daily.example/daily/killer/2026-11-01/hard");
});

Deno.test("GET /api/daily: 400 for bad dates and levels, 404 not-yet with next_at", async () => {
  for (
    const q of ["date=2026-13-01", "date=1999-12-31", "date=yesterday", "date=2026-02-29", "level=extreme"]
  ) {
    const { res, body } = await get(`/api/daily?${q}`);
    assert.equal(res.status, 400, q);
    assert.equal(typeof body.error.code, "string");
    assert.equal(typeof body.error.message, "string");
  }
  assert.equal((await get("/api/daily?level=extreme")).body.error.code, "bad-level");
  assert.equal((await get("/api/daily?date=1999-12-31")).body.error.code, "bad-date");
  const { res, body } = await get("/api/daily?date=2026-12-01");
  assert.equal(res.status, 404);
  assert.equal(body.error.code, "not-yet");
  assert.equal(body.error.next_at, "2026-12-01T00:00:00.000Z");
});

Deno.test("GET /api/daily: cache headers for today and past days, ETag and 304", async () => {
  const today = await get("/api/daily?level=easy");
  assert.equal(today.res.headers.get("cache-control"), `public, max-age=60, s-maxage=${6 * 3600}`);
  const past = await get("/api/daily?level=easy&date=2026-11-29");
  assert.equal(past.res.headers.get("cache-control"), "public, max-age=31536000, immutable");
  const etag = past.res.headers.get("etag")!;
  assert.match(etag, /^"[^"]+"$/, "strong ETag");
  assert.ok(etag.includes(past.body.code));
  assert.notEqual(etag, today.res.headers.get("etag"));
  const again = await get("/api/daily?level=easy&date=2026-11-29", { headers: { "If-None-Match": etag } });
  assert.equal(again.res.status, 304);
  assert.equal(again.res.headers.get("etag"), etag);
  const list = await get("/api/daily?level=easy&date=2026-11-29", {
    headers: { "If-None-Match": `"other", ${etag}` },
  });
  assert.equal(list.res.status, 304);
  const stale = await get("/api/daily?level=easy&date=2026-11-29", {
    headers: { "If-None-Match": '"other"' },
  });
  assert.equal(stale.res.status, 200);
});

Deno.test("GET /api/daily: a puzzle that is the daily of two days in a row has a new ETag on the second", async () => {
  // Hard on 2005-03-06 and 2005-03-07 both came from the same pool puzzle (version 1 ran out of budget).
  const at = (instant: string) => createApp({ pools, now: () => new Date(instant) });
  const monday = await at("2005-03-06T23:59:00Z").request("http://sudoku.test/api/daily?level=hard");
  const mondayBody = await monday.json();
  const tuesdayApp = at("2005-03-07T00:01:00Z");
  const tuesday = await (await tuesdayApp.request("http://sudoku.test/api/daily?level=hard")).json();
  assert.equal(tuesday.code, mondayBody.code, "the two days share a puzzle");
  assert.notEqual(tuesday.date, mondayBody.date);
  // A cache revalidating the dateless URL just after midnight gets the new day, not a 304 for the old one.
  for (const format of ["json", "discord", "text"]) {
    const url = `http://sudoku.test/api/daily?level=hard&format=${format}`;
    const old = (await at("2005-03-06T23:59:00Z").request(url)).headers.get("etag")!;
    const res = await tuesdayApp.request(url, { headers: { "If-None-Match": old } });
    assert.equal(res.status, 200, format);
    assert.notEqual(res.headers.get("etag"), old, format);
  }
});

Deno.test("daily memo: repeated requests compute once; the memo is bounded", async () => {
  const computed: string[] = [];
  const store = createDailyStore({
    pools,
    memoSize: 2,
    onCompute: (date, level) => computed.push(`${date}/${level}`),
  });
  const router = createDaily({ store, now: () => NOW });
  const ask = (q: string) => router.request(`http://x.test/daily?${q}`);
  assert.equal((await ask("date=2026-11-01&level=easy")).status, 200);
  assert.equal((await ask("date=2026-11-01&level=EASY")).status, 200);
  assert.deepEqual(computed, ["2026-11-01/easy"]);
  await ask("date=2026-11-02&level=easy");
  await ask("date=2026-11-03&level=easy"); // evicts 2026-11-01
  await ask("date=2026-11-03&level=easy");
  await ask("date=2026-11-01&level=easy");
  assert.deepEqual(computed, ["2026-11-01/easy", "2026-11-02/easy", "2026-11-03/easy", "2026-11-01/easy"]);
});

Deno.test("GET /api/daily with an injected budget falls back to the pool", async () => {
  const tiny = createApp({ pools, now: () => NOW, dailyBudget: 10 });
  const res = await tiny.request("http://x.test/api/daily?level=evil&date=2026-11-01");
  const body = await res.json();
  assert.equal(body.source, "pool");
  assert.equal(body.grade.level, "evil");
});

Deno.test("GET /api/daily/archive: range, bounds and level", async () => {
  const { res, body } = await get("/api/daily/archive?from=2026-11-28&to=2026-11-30&level=Hard");
  assert.equal(res.status, 200);
  assert.equal(body.level, "hard");
  assert.deepEqual(body.days.map((d: { date: string }) => d.date), [
    "2026-11-28",
    "2026-11-29",
    "2026-11-30",
  ]);
  for (const day of body.days) {
    assert.equal(day.code, dailyPuzzle(day.date, "hard", pools).code);
    assert.ok(day.source === "generated" || day.source === "pool");
  }
  // A past range is immutable, one with today is not; both carry an ETag that If-None-Match answers 304 to.
  const past = await get("/api/daily/archive?from=2026-11-27&to=2026-11-29&level=hard");
  assert.equal(past.res.headers.get("Cache-Control"), "public, max-age=31536000, immutable");
  assert.equal(res.headers.get("Cache-Control"), "public, max-age=60");
  const tags = [res, past.res].map((r) => r.headers.get("ETag")!);
  assert.ok(tags.every((t) => /^"[^"]+"$/.test(t)));
  assert.notEqual(tags[0], tags[1], "another range");
  for (
    const [query, etag] of [["from=2026-11-28&to=2026-11-30&level=Hard", tags[0]], [
      "from=2026-11-27&to=2026-11-29&level=hard",
      tags[1],
    ]]
  ) {
    const again = await app.request(`/api/daily/archive?${query}`, { headers: { "If-None-Match": etag } });
    assert.equal(again.status, 304, query);
    assert.equal(again.headers.get("ETag"), etag);
  }
  const otherLevel = await app.request("/api/daily/archive?from=2026-11-27&to=2026-11-29&level=easy", {
    headers: { "If-None-Match": tags[1] },
  });
  assert.equal(otherLevel.status, 200, "another level");
  await otherLevel.body?.cancel();
  const month = await get("/api/daily/archive?from=2026-10-31&to=2026-11-30&level=easy");
  assert.equal(month.res.status, 200);
  assert.equal(month.body.days.length, 31);
  for (
    const q of [
      "from=2026-10-30&to=2026-11-30", // 32 days
      "from=2026-11-20&to=2026-12-01", // after today
      "from=1999-12-31&to=2000-01-05",
      "from=2026-11-10&to=2026-11-01",
      "from=2026-11-01&to=2026-11-02&level=nope",
      "from=2026-02-30&to=2026-03-02",
    ]
  ) {
    const bad = await get(`/api/daily/archive?${q}`);
    assert.equal(bad.res.status, 400, q);
    assert.equal(typeof bad.body.error.code, "string");
  }
});

Deno.test("GET /api/puzzles/random: seeded and unseeded; wins over /puzzles/:code", async () => {
  const a = await get("/api/puzzles/random?level=Evil&seed=abc");
  assert.equal(a.res.status, 200);
  assert.deepEqual(Object.keys(a.body).sort(), [
    "clues",
    "code",
    "grade",
    "level",
    "puzzle",
    "scheme",
    "seed",
    "share_url",
    "source",
    "variant",
  ]);
  assert.equal(a.body.seed, "abc");
  assert.equal(a.body.level, "evil");
  assert.equal(a.body.grade.level, "evil");
  const b = await get("/api/puzzles/random?level=evil&seed=abc");
  assert.equal(b.body.code, a.body.code, "same seed, same puzzle");
  const c = await get("/api/puzzles/random");
  assert.equal(c.res.status, 200);
  assert.equal(c.body.level, "medium");
  assert.match(c.body.seed, /^[0-9a-f-]{36}$/);
  assert.equal(c.res.headers.get("cache-control"), "no-store");
  assert.equal((await get("/api/puzzles/random?level=extreme")).res.status, 400);
  // The share-code route still answers for real codes.
  assert.equal((await get(`/api/puzzles/${a.body.code}`)).res.status, 200);
});

const CLI = new URL("../../../cli.ts", import.meta.url).pathname;

async function cli(args: string[]): Promise<{ code: number; stdout: Uint8Array; stderr: string }> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-read", "--allow-env", CLI, ...args],
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  return { code: out.code, stdout: out.stdout, stderr: new TextDecoder().decode(out.stderr) };
}

Deno.test("cli generate and daily: JSON lines matching the API", async () => {
  const gen = await cli(["generate", "--level", "HARD", "--seed", "abc", "--count", "2"]);
  assert.equal(gen.code, 0, gen.stderr);
  const rows = new TextDecoder().decode(gen.stdout).trim().split("\n").map((l) => JSON.parse(l));
  assert.deepEqual(rows.map((r) => r.seed), ["abc", "abc/1"]);
  const api = await get("/api/puzzles/random?level=hard&seed=abc");
  const { share_url: _url, ...same } = api.body;
  assert.deepEqual(rows[0], same);
  const daily = await cli(["daily", "--date", "2026-11-29", "--level", "easy"]);
  assert.equal(daily.code, 0, daily.stderr);
  const line = JSON.parse(new TextDecoder().decode(daily.stdout));
  const fromApi = (await get("/api/daily?level=easy&date=2026-11-29")).body;
  const { share_url: _share, ...rest } = fromApi;
  assert.deepEqual(line, rest);
  assert.equal((await cli(["generate"])).code, 2, "generate needs --level");
  assert.equal((await cli(["daily", "--date", "1999-01-01"])).code, 2);
  assert.equal((await cli(["daily", "--days", "0"])).code, 2);
  assert.equal((await cli(["solve", "--seed", "x"])).code, 2);
});
