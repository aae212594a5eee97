/**
 * POST /api/results and GET /api/results/{date}/{variant}/{level}: a result counts only with the day's
 * solution, for today ±1, with a time a person could take; a replay, a second submission, a forged flood from
 * one address and a burst of attempts leave the figures where they were.
 */
import assert from "node:assert/strict";
import { type DailyPuzzle, rulesOfVariant, solve } from "../../../engine/mod.ts";
import { loadPools } from "../../../data/pools.ts";
import { type AppOptions, createApp } from "../../../routes/app.ts";
import { createDailyStore } from "../../../routes/shared/dailies.ts";

const pools = await loadPools();
/** 2026-11-30, 18:00 UTC: results are taken for 2026-11-29, -30 and 2026-12-01. */
const NOW = new Date("2026-11-30T18:00:00Z");
const TODAY = "2026-11-30";

async function freshApp(results?: AppOptions["results"]) {
  const kv = await Deno.openKv(":memory:");
  return { kv, app: createApp({ pools, kv, now: () => NOW, results }) };
}

type App = Awaited<ReturnType<typeof freshApp>>["app"];

/** A client at `address`, as Deno.serve hands the connection's peer to Hono. */
const from = (address: string) => ({ remoteAddr: { hostname: address } });

async function daily(app: App, date: string, level = "medium", variant = "9x9"): Promise<DailyPuzzle> {
  const res = await app.request(`/api/daily?date=${date}&level=${level}&variant=${variant}`);
  assert.equal(res.status, 200);
  return await res.json();
}

/** The daily's one solution in its text form, from the engine's solver. */
function solutionOf(d: DailyPuzzle): string {
  const rules = rulesOfVariant(d.variant, d.cages);
  const cells = Uint8Array.from([...d.puzzle], (ch) => rules.digitChars.indexOf(ch.toUpperCase()) + 1);
  const solved = solve({ rules, cells })!;
  return [...solved].map((digit) => rules.digitChars[digit - 1]).join("");
}

/** A browser id as the player makes them: 22 characters of the base64url alphabet. */
function browserId(n: number): string {
  return `browser${String(n).padStart(15, "0")}`;
}

async function submit(app: App, body: Record<string, unknown>, address = "203.0.113.7") {
  return await app.request("/api/results", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  }, from(address));
}

function resultFor(d: DailyPuzzle, browser: string, extra: Record<string, unknown> = {}) {
  return {
    date: d.date,
    variant: d.variant,
    level: d.level,
    grid: solutionOf(d),
    seconds: 400,
    hints: 0,
    browser,
    ...extra,
  };
}

async function figures(app: App, d: DailyPuzzle, query = "") {
  const res = await app.request(`/api/results/${d.date}/${d.variant}/${d.level}${query}`);
  assert.equal(res.status, 200);
  return await res.json();
}

Deno.test("a solved daily's result is counted, and the figures say how others did", async () => {
  const { app } = await freshApp();
  const d = await daily(app, TODAY);
  const times = [300, 400, 500, 600, 700];
  for (const [i, seconds] of times.entries()) {
    const res = await submit(app, resultFor(d, browserId(i), { seconds, hints: i % 2 }), `198.51.100.${i}`);
    assert.equal(res.status, 201);
    const answer = await res.json();
    assert.equal(answer.recorded, true);
    assert.equal(answer.figures.count, i + 1);
    // Every earlier time was faster: none of the others is slower.
    assert.equal(answer.faster_than, i === 0 ? null : 0);
  }
  assert.deepEqual(await figures(app, d), {
    date: TODAY,
    variant: "9x9",
    level: "medium",
    count: 5,
    no_hints: 3,
    median_seconds: 500,
  });
  const fastest = await submit(app, resultFor(d, browserId(9), { seconds: 200 }), "198.51.100.9");
  assert.equal((await fastest.json()).faster_than, 100);
});

Deno.test("a grid that is not the day's solution is refused 422, and counts nothing", async () => {
  const { app } = await freshApp();
  const d = await daily(app, TODAY);
  const solution = solutionOf(d);
  const blank = d.puzzle.indexOf("0") >= 0 ? d.puzzle.indexOf("0") : d.puzzle.indexOf(".");
  const given = [...d.puzzle].findIndex((ch) => ch !== "0" && ch !== ".");
  const swap = (grid: string, a: number, b: number) => {
    const cells = [...grid];
    [cells[a], cells[b]] = [cells[b], cells[a]];
    return cells.join("");
  };
  const wrong = [
    // A digit changed in a blank cell: that row now holds a digit twice.
    solution.slice(0, blank) + (solution[blank] === "1" ? "2" : "1") + solution.slice(blank + 1),
    // Two cells of one row swapped where one of them is a given: the given is not kept.
    swap(solution, given, given % 9 === 8 ? given - 1 : given + 1),
    d.puzzle,
    solution.slice(1),
    "x".repeat(81),
  ];
  // The solution of another day's puzzle.
  wrong.push(solutionOf(await daily(app, "2026-11-29")));
  for (const grid of wrong) {
    const res = await submit(app, resultFor(d, browserId(1), { grid }));
    assert.equal(res.status, 422, grid);
    assert.equal((await res.json()).error.code, "wrong-solution");
  }
  assert.equal((await figures(app, d)).count, 0);
});

Deno.test("a killer's grid must meet its cages too", async () => {
  const { app } = await freshApp();
  const d = await daily(app, TODAY, "hard", "killer");
  assert.equal((await submit(app, resultFor(d, browserId(1)))).status, 201);
  // Every digit relabelled (1→2 … 9→1) breaks no row, column or box: only the cage sums catch it.
  const relabelled = [...solutionOf(d)].map((ch) => String((Number(ch) % 9) + 1)).join("");
  const res = await submit(app, resultFor(d, browserId(2), { grid: relabelled }));
  assert.equal(res.status, 422);
  assert.match((await res.json()).error.message, /cage/);
});

Deno.test("a result is taken for today ±1 (UTC) only", async () => {
  const { app } = await freshApp();
  // Tomorrow's daily is not served yet; the store computes it as the server does to check a result.
  const store = createDailyStore({ pools });
  for (const [i, date] of ["2026-11-29", "2026-11-30", "2026-12-01"].entries()) {
    const res = await submit(app, resultFor(await store.get(date, "medium"), browserId(i)));
    assert.equal(res.status, 201, date);
  }
  for (const date of ["2026-11-28", "2026-12-02", "2025-11-30"]) {
    const res = await submit(app, resultFor(await store.get(date, "medium"), browserId(9)));
    assert.equal(res.status, 400, date);
    const { error } = await res.json();
    assert.equal(error.code, "bad-date");
    assert.match(error.message, /2026-11-29, 2026-11-30, 2026-12-01/);
  }
});

Deno.test("absurd times, bad ids, names and boards are refused with their reason", async () => {
  const { app } = await freshApp();
  const d = await daily(app, TODAY);
  const blanks = [...d.puzzle].filter((ch) => ch === "0" || ch === ".").length;
  const cases: Array<[Record<string, unknown>, string, RegExp]> = [
    [{ seconds: Math.ceil(blanks / 2) - 1 }, "bad-time", /faster than anyone/],
    [{ seconds: 86_401 }, "bad-request", /seconds/],
    [{ seconds: 1.5 }, "bad-request", /seconds/],
    [{ hints: -1 }, "bad-request", /hints/],
    [{ browser: "short" }, "bad-request", /browser/],
    [{ browser: "a".repeat(21) + "!" }, "bad-request", /browser/],
    [{ name: "see example.com" }, "bad-name", /web address/],
    [{ name: "http://x" }, "bad-name", /letters/],
    [{ name: "x".repeat(25) }, "bad-name", /24/],
    [{ board: "x".repeat(65) }, "bad-request", /board/],
    [{ board: "a/b" }, "bad-request", /board/],
    [{ level: "evil", variant: "killer" }, "bad-level", /Killer/],
    [{ level: "nope" }, "bad-level", /level of .*medium/],
    [{ extra: 1 }, "bad-request", /extra|Unrecognized/i],
  ];
  for (const [change, code, message] of cases) {
    const res = await submit(app, { ...resultFor(d, browserId(1)), ...change });
    const text = await res.text();
    assert.equal(res.status, 400, `${JSON.stringify(change)}: ${text}`);
    const { error } = JSON.parse(text);
    assert.equal(error.code, code, JSON.stringify(change));
    assert.match(error.message, message, JSON.stringify(change));
  }
  const floor = await submit(app, resultFor(d, browserId(3), { seconds: Math.ceil(blanks / 2) }));
  assert.equal(floor.status, 201, "the floor itself is a time a person could take");
  assert.equal((await figures(app, d)).count, 1);
});

Deno.test("a replay or a second submission is idempotent: the first result stands and no figure moves", async () => {
  const { app } = await freshApp();
  const d = await daily(app, TODAY);
  const first = resultFor(d, browserId(1), { seconds: 420, name: "Ana", board: "discord-1" });
  assert.equal((await submit(app, first)).status, 201);
  const before = await figures(app, d, "?board=discord-1");
  for (let i = 0; i < 5; i++) {
    const replay = await submit(app, first, `192.0.2.${i}`);
    assert.equal(replay.status, 200);
    const answer = await replay.json();
    assert.equal(answer.recorded, false);
    assert.deepEqual(answer.result, { name: "Ana", seconds: 420, hints: 0 });
  }
  // Another time, other hints, another name, another board: still the first result.
  const second = await submit(app, { ...first, seconds: 100, hints: 3, name: "Bob", board: "discord-2" });
  assert.equal(second.status, 200);
  assert.deepEqual((await second.json()).result, { name: "Ana", seconds: 420, hints: 0 });
  assert.deepEqual(await figures(app, d, "?board=discord-1"), before);
  assert.equal((await figures(app, d, "?board=discord-2")).board.count, 0);
});

Deno.test("a flood of forged results from one address moves the figures by its cap and no more", async () => {
  const { app } = await freshApp({ perAddress: 3, attemptsPerHour: { address: 1_000, browser: 20 } });
  const d = await daily(app, TODAY);
  for (let i = 0; i < 4; i++) {
    await submit(app, resultFor(d, browserId(100 + i), { seconds: 300 }), `10.0.0.${i}`);
  }
  const honest = await figures(app, d);
  assert.deepEqual([honest.count, honest.median_seconds], [4, 300]);
  const refused: number[] = [];
  for (let i = 0; i < 40; i++) {
    // Each forged result has a fresh browser id and the real solution, and claims the floor's time.
    const res = await submit(app, resultFor(d, browserId(i), { seconds: 40 }), "203.0.113.66");
    if (res.status !== 201) refused.push(res.status);
  }
  assert.equal(refused.length, 37);
  assert.ok(refused.every((status) => status === 429));
  const after = await figures(app, d);
  assert.equal(after.count, honest.count + 3, "the cap: three");
  assert.equal(after.median_seconds, 300, "the median holds");
});

Deno.test("attempts are limited per hour per address and per browser id, refused or not", async () => {
  const { app } = await freshApp({ perAddress: 10, attemptsPerHour: { address: 5, browser: 3 } });
  const d = await daily(app, TODAY);
  const statuses = [];
  for (let i = 0; i < 5; i++) {
    statuses.push((await submit(app, resultFor(d, browserId(1), { grid: d.puzzle }), `10.1.0.${i}`)).status);
  }
  assert.deepEqual(statuses, [422, 422, 422, 429, 429], "one browser id: 3 attempts an hour");
  const fromOne = [];
  for (let i = 0; i < 7; i++) {
    fromOne.push((await submit(app, resultFor(d, browserId(10 + i)), "10.2.0.1")).status);
  }
  assert.deepEqual(fromOne, [201, 201, 201, 201, 201, 429, 429], "one address: 5 attempts an hour");
  const limited = await submit(app, resultFor(d, browserId(30)), "10.2.0.1");
  assert.equal((await limited.json()).error.code, "rate-limited");
  assert.equal((await figures(app, d)).count, 5);
});

Deno.test("without KV the results routes answer 503 unavailable", async () => {
  const app = createApp({ pools, now: () => NOW });
  const post = await app.request("/api/results", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  assert.equal(post.status, 503);
  assert.equal((await post.json()).error.code, "unavailable");
  assert.equal((await app.request(`/api/results/${TODAY}/9x9/medium`)).status, 503);
});

Deno.test("GET /api/results refuses a day that is not a day and a level the variant lacks", async () => {
  const { app } = await freshApp();
  const cases: Array<[string, string]> = [
    ["/api/results/2026-02-30/9x9/medium", "bad-date"],
    ["/api/results/2026-11-30/4x4/evil", "bad-level"],
    ["/api/results/2026-11-30/8x8/medium", "bad-request"],
    ["/api/results/2026-11-30/9x9/medium?board=a%2Fb", "bad-request"],
  ];
  for (const [url, code] of cases) {
    const res = await app.request(url);
    assert.equal(res.status, 400, url);
    assert.equal((await res.json()).error.code, code, url);
  }
});
