/**
 * The player's record (static/play/history.js) and where a game is kept (pageGameKey in storage.js), run under
 * Deno against a stand-in localStorage: what counts towards streaks and stats, how records merge, how a record
 * travels as a file and as a code, what an import refuses, and how games saved before the record are read.
 */
import assert from "node:assert/strict";
import { dailyPuzzle, decode, LEVELS, VARIANT_IDS, variantInfo } from "../../../../engine/mod.ts";
import { loadPools } from "../../../../data/pools.ts";
import {
  checkHistory,
  claimedLevel,
  CODE_PREFIX,
  dayKey,
  emptyHistory,
  exportText,
  HISTORY_KEY,
  historyCode,
  historyStats,
  LEVELS as RECORD_LEVELS,
  loadHistory,
  marksOf,
  mergeHistories,
  noteSolved,
  noteStarted,
  readImport,
  streaks,
  VARIANTS as RECORD_VARIANTS,
} from "../../../../routes/pages/static/play/history.js";
import { gameKey, pageGameKey } from "../../../../routes/pages/static/play/storage.js";
import { usePlayerWords } from "../../../testing/player_words.ts";

usePlayerWords("en");

type Entry = Record<string, unknown>;
type Days = Record<string, Entry>;

const solvedOn = (day: string, ms = 300_000, hints = 0, expert = false) => ({
  solvedOn: day,
  ms,
  hints,
  expert,
});

function recordOf(days: Days) {
  return { ...emptyHistory(), days };
}

/** Runs `body` with a localStorage of `items` (insertion-ordered, as browsers list keys), then restores it. */
function withStorage(items: Record<string, string>, body: (saved: Map<string, string>) => void): void {
  const saved = new Map(Object.entries(items));
  const fake = {
    get length() {
      return saved.size;
    },
    key: (i: number) => [...saved.keys()][i] ?? null,
    getItem: (k: string) => saved.get(k) ?? null,
    setItem: (k: string, v: string) => void saved.set(k, String(v)),
    removeItem: (k: string) => void saved.delete(k),
  };
  const original = Object.getOwnPropertyDescriptor(globalThis, "localStorage");
  Object.defineProperty(globalThis, "localStorage", { value: fake, configurable: true, writable: true });
  try {
    body(saved);
  } finally {
    delete (globalThis as { localStorage?: unknown }).localStorage;
    if (original) Object.defineProperty(globalThis, "localStorage", original);
  }
}

Deno.test("record: a share code's claimed level is read from its symbols as the engine decodes it", async () => {
  const pools = await loadPools();
  let checked = 0;
  for (const codes of Object.values(pools)) {
    for (const { code } of codes.slice(0, 40)) {
      const decoded = decode(code);
      assert.ok(decoded.ok, code);
      assert.equal(claimedLevel(code), decoded.value.level, code);
      checked++;
    }
  }
  assert.ok(checked > 200, `${checked} pool codes`);
  // A daily's code claims the daily's level, in every variant: its day's key and its code name one daily.
  for (const variant of VARIANT_IDS) {
    for (const level of variantInfo(variant).levels) {
      for (const day of ["2026-07-05", "2026-11-30", "2027-01-02"]) {
        const daily = dailyPuzzle(day, level, pools, { variant });
        assert.equal(claimedLevel(daily.code), level, `${variant} ${level} ${day}`);
      }
    }
  }
  assert.equal(claimedLevel("AAAA"), null, "no claim");
  assert.equal(claimedLevel("é!"), null);
});

Deno.test("record: a streak is a run of days each solved on its own day; the current one reaches today or yesterday", () => {
  const record = recordOf({
    // 3 days in a row, in two variants and levels: one streak of 3.
    [dayKey("9x9", "2026-11-28", "hard")]: solvedOn("2026-11-28"),
    [dayKey("killer", "2026-11-29", "easy")]: solvedOn("2026-11-29"),
    [dayKey("9x9", "2026-11-30", "easy")]: solvedOn("2026-11-30"),
    [dayKey("9x9", "2026-11-30", "medium")]: solvedOn("2026-11-30"),
    // Two levels of one day count that day once.
    // Earlier: 4 days in a row, with a gap before the 3.
    ...Object.fromEntries(
      ["2026-10-01", "2026-10-02", "2026-10-03", "2026-10-04"].map((
        d,
      ) => [dayKey("x", d, "medium"), solvedOn(d)]),
    ),
    // From the archive: solved days after their day, and a start: no streak day.
    [dayKey("9x9", "2026-11-27", "easy")]: solvedOn("2026-11-30"),
    [dayKey("9x9", "2026-11-26", "easy")]: {},
  });
  assert.deepEqual(streaks(record, "2026-11-30"), { current: 3, best: 4 });
  assert.deepEqual(streaks(record, "2026-12-01"), { current: 3, best: 4 }, "today still to play");
  assert.deepEqual(streaks(record, "2026-12-02"), { current: 0, best: 4 }, "a day missed ends it");
  assert.deepEqual(streaks(emptyHistory(), "2026-12-02"), { current: 0, best: 0 });
});

Deno.test("record: stats count days solved per level and variant, with the best and median times", () => {
  const record = recordOf({
    [dayKey("9x9", "2026-11-01", "hard")]: solvedOn("2026-11-01", 600_000),
    [dayKey("9x9", "2026-11-02", "hard")]: solvedOn("2026-11-05", 300_000, 2),
    [dayKey("9x9", "2026-11-03", "hard")]: solvedOn("2026-11-03", 900_000),
    [dayKey("9x9", "2026-11-04", "hard")]: solvedOn("2026-11-04", 1_000_000),
    [dayKey("9x9", "2026-11-05", "hard")]: {},
    [dayKey("9x9", "2026-11-01", "easy")]: solvedOn("2026-11-01", 120_000),
    [dayKey("killer", "2026-11-01", "easy")]: solvedOn("2026-11-01", 99_000),
  });
  const stats = historyStats(record, "2026-11-06", "9x9", ["easy", "medium", "hard"]);
  assert.deepEqual(stats.levels, [
    { level: "easy", solved: 1, best: 120_000, median: 120_000 },
    { level: "medium", solved: 0, best: null, median: null },
    // 300, 600, 900, 1000 seconds: the median of an even count is the mean of the middle two.
    { level: "hard", solved: 4, best: 300_000, median: 750_000 },
  ]);
  assert.deepEqual(stats.variants, [{ variant: "9x9", solved: 5 }, { variant: "killer", solved: 1 }]);
  assert.deepEqual(
    [...marksOf(record, "9x9", "hard")].sort(),
    [
      ["2026-11-01", "solved"],
      ["2026-11-02", "solved"],
      ["2026-11-03", "solved"],
      ["2026-11-04", "solved"],
      ["2026-11-05", "started"],
    ],
  );
});

Deno.test("record: merging keeps every day, a solve over a start, and the first solve of a day", () => {
  const mine = recordOf({
    [dayKey("9x9", "2026-11-01", "hard")]: {},
    [dayKey("9x9", "2026-11-02", "hard")]: solvedOn("2026-11-02", 500_000),
    [dayKey("9x9", "2026-11-03", "hard")]: solvedOn("2026-11-04", 200_000),
    [dayKey("x", "2026-11-03", "hard")]: solvedOn("2026-11-03"),
  });
  const theirs = recordOf({
    [dayKey("9x9", "2026-11-01", "hard")]: solvedOn("2026-11-01", 700_000),
    [dayKey("9x9", "2026-11-02", "hard")]: solvedOn("2026-11-09", 100_000),
    [dayKey("9x9", "2026-11-03", "hard")]: solvedOn("2026-11-03", 900_000),
    [dayKey("4x4", "2026-11-03", "easy")]: {},
  });
  const { record, added, updated } = mergeHistories(mine, theirs);
  assert.equal(added, 1);
  assert.equal(updated, 2);
  assert.deepEqual(record.days, {
    [dayKey("9x9", "2026-11-01", "hard")]: solvedOn("2026-11-01", 700_000),
    [dayKey("9x9", "2026-11-02", "hard")]: solvedOn("2026-11-02", 500_000),
    [dayKey("9x9", "2026-11-03", "hard")]: solvedOn("2026-11-03", 900_000),
    [dayKey("x", "2026-11-03", "hard")]: solvedOn("2026-11-03"),
    [dayKey("4x4", "2026-11-03", "easy")]: {},
  });
  assert.deepEqual(
    mergeHistories(record, record),
    { record, added: 0, updated: 0 },
    "merging twice adds nothing",
  );
});

Deno.test("record: a record file and a record code bring the same record back", async () => {
  const record = recordOf({
    [dayKey("9x9", "2026-11-01", "hard")]: solvedOn("2026-11-01", 700_000, 1),
    [dayKey("killer", "2026-11-02", "medium")]: solvedOn("2026-11-02", 1_500_000, 0, true),
    [dayKey("16x16", "2026-11-03", "easy")]: {},
  });
  const file = exportText(record);
  assert.equal(
    file.split("\n").filter((line) => /^ {4}"[^"]+\/2026-11-\d\d\//.test(line)).length,
    3,
    "one day per line",
  );
  assert.deepEqual(await readImport(file), { ok: true, record });
  assert.deepEqual(await readImport(exportText(emptyHistory())), { ok: true, record: emptyHistory() });

  const code = await historyCode(record);
  assert.ok(code.startsWith(CODE_PREFIX) && /^[A-Za-z0-9_.-]+$/.test(code), code);
  assert.deepEqual(await readImport(code), { ok: true, record });
  // Wrapped by a chat app or a mail program, it still reads.
  const wrapped = code.match(/.{1,20}/g)!.join("\n  ");
  assert.deepEqual(await readImport(`  ${wrapped}\n`), { ok: true, record });

  // A whole year of solves stays a code one can paste.
  const year: Days = {};
  for (let d = 0; d < 365; d++) {
    const day = new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10);
    for (const level of ["easy", "hard"]) {
      year[dayKey("9x9", day, level)] = solvedOn(day, 100_000 + d * 997, d % 3);
    }
  }
  const long = await historyCode(recordOf(year));
  assert.ok(long.length < 16_000, `a year's code is ${long.length} characters`);
  assert.deepEqual(await readImport(long), { ok: true, record: recordOf(year) });
});

Deno.test("record: an import refuses what is not a whole, valid record, and says why", async () => {
  const code = await historyCode(recordOf({ [dayKey("9x9", "2026-11-01", "hard")]: solvedOn("2026-11-01") }));
  const valid = { app: "sudoku-daily", kind: "record", version: 1, days: {} };
  const refusals: Array<[string, RegExp]> = [
    ["", /Paste a record code or choose a record file/],
    ["hello there", /neither a record code \(one starts with SDR1\.\) nor a record file/],
    [code.slice(0, code.length >> 1), /damaged or cut short/],
    [code.slice(0, 12) + "x" + code.slice(13), /damaged or cut short/],
    [CODE_PREFIX + "!!!", /damaged or cut short/],
    ["{ not json", /neither a record code/],
    ["[]", /holds no record/],
    [JSON.stringify({ ...valid, app: "wordle" }), /does not say it is one/],
    [JSON.stringify({ ...valid, version: 2 }), /newer version of sudoku-daily/],
    [JSON.stringify({ ...valid, version: "1" }), /format version is unknown/],
    [JSON.stringify({ ...valid, days: [] }), /lists no days/],
    [
      JSON.stringify({ ...valid, days: { "9x9/2026-02-30/hard": {} } }),
      /"9x9\/2026-02-30\/hard" names no daily/,
    ],
    [JSON.stringify({ ...valid, days: { "8x8/2026-02-03/hard": {} } }), /names no daily/],
    [JSON.stringify({ ...valid, days: { "9x9/2026-02-03/insane": {} } }), /names no daily/],
    [
      JSON.stringify({ ...valid, days: { "9x9/2026-02-03/hard": 5 } }),
      /9x9\/2026-02-03\/hard is not an entry/,
    ],
    [
      JSON.stringify({ ...valid, days: { "9x9/2026-02-03/hard": { ...solvedOn("2026-02-03"), ms: -1 } } }),
      /has no time/,
    ],
    [
      JSON.stringify({ ...valid, days: { "9x9/2026-02-03/hard": { ...solvedOn("2026-02-03"), evil: 1 } } }),
      /unknown field evil/,
    ],
    [
      JSON.stringify({ ...valid, days: { "9x9/2026-02-03/hard": { solvedOn: "2026-02-03" } } }),
      /has no time/,
    ],
  ];
  for (const [text, message] of refusals) {
    const read = await readImport(text);
    assert.equal(read.ok, false, text.slice(0, 60));
    assert.match((read as { message: string }).message, message, text.slice(0, 60));
  }
  assert.equal(checkHistory(valid).ok, true);
});

Deno.test("record: games saved before the record count once, as the record's first entries; a bad entry is skipped", () => {
  const solved = (elapsed: number, hints = 0) =>
    JSON.stringify({ values: "1".repeat(81), marks: [], elapsed, hints, solved: true });
  // "R…" claims easy (a version-1 header), "k…"/"m…" codes are killer and X ones (version 2).
  const easy = "RAATd9T-Mt1Ny07vQVWu1w5R9oar";
  const legacy = {
    [`sudoku-daily:${easy}:2026-07-01`]: solved(61_000, 1),
    [`sudoku-daily:${easy}:2026-07-02`]: JSON.stringify({ values: "0".repeat(81), marks: [], solved: false }),
    [`sudoku-daily:${easy}`]: solved(5_000),
    [`sudoku-daily:${easy}:2026-07-03:x`]: solved(7_000),
    "sudoku-daily:hints-off": "1",
    [`sudoku-daily:${easy}:2026-07-04`]: "{ broken",
  };
  withStorage(legacy, (saved) => {
    const record = loadHistory();
    assert.deepEqual(record.days, {
      "9x9/2026-07-01/easy": { solvedOn: "2026-07-01", ms: 61_000, hints: 1, expert: false },
      "x/2026-07-03/easy": { solvedOn: "2026-07-03", ms: 7_000, hints: 0, expert: false },
    });
    assert.deepEqual(JSON.parse(saved.get(HISTORY_KEY)!), record, "stored, so it is read once");
    // Later games of the old kind are the game's own business: the record is not rebuilt from them.
    saved.set(`sudoku-daily:${easy}:2026-07-05`, solved(1_000));
    assert.deepEqual(loadHistory(), record);

    // A stored record with an entry no version wrote keeps the rest.
    const stored = JSON.parse(saved.get(HISTORY_KEY)!);
    stored.days["9x9/2026-07-06/easy"] = { solvedOn: 12 };
    stored.days["not a day"] = {};
    saved.set(HISTORY_KEY, JSON.stringify(stored));
    assert.deepEqual(loadHistory(), record);
    saved.set(HISTORY_KEY, "{ broken");
    assert.deepEqual(loadHistory(), emptyHistory());
  });
});

Deno.test("record: a start is noted once; the first solve of a day stands", () => {
  withStorage({}, (saved) => {
    noteStarted("9x9", "2026-11-30", "hard");
    assert.deepEqual(loadHistory().days, { "9x9/2026-11-30/hard": {} });
    const first = noteSolved(
      "9x9",
      "2026-11-30",
      "hard",
      { ms: 61_234.5, hints: 0, expert: true },
      new Date("2026-11-30T23:59:00Z"),
    );
    assert.deepEqual(first, { solvedOn: "2026-11-30", ms: 61_235, hints: 0, expert: true });
    noteSolved(
      "9x9",
      "2026-11-30",
      "hard",
      { ms: 1_000, hints: 3, expert: false },
      new Date("2026-12-01T00:01:00Z"),
    );
    noteStarted("9x9", "2026-11-30", "hard");
    assert.deepEqual(loadHistory().days, { "9x9/2026-11-30/hard": first });
    // Nothing is written for what names no daily.
    noteStarted("9x9", "yesterday", "hard");
    noteSolved("9x9", "2026-11-30", "insane", { ms: 1, hints: 0, expert: false }, new Date());
    assert.equal(Object.keys(JSON.parse(saved.get(HISTORY_KEY)!).days).length, 1);
  });
});

Deno.test("storage: a daily's game is one game at its day's page and at its code's page", () => {
  const code = "RAATd9T-Mt1Ny07vQVWu1w5R9oar";
  const game = (n: number) => JSON.stringify({ values: String(n).repeat(81), marks: [], solved: false });
  // Begun at /p/<code>: its day's page takes the game over, and the code's page then plays the daily's.
  withStorage({ [gameKey(code, "")]: game(1) }, (saved) => {
    const daily = pageGameKey({ code, date: "2026-07-01", variant: "9x9" });
    assert.deepEqual(daily, { key: gameKey(code, "2026-07-01") });
    assert.equal(saved.get(daily.key), game(1));
    assert.equal(saved.has(gameKey(code, "")), false, "one game, not two");
    assert.deepEqual(pageGameKey({ code, date: "", variant: "9x9" }), { key: daily.key, date: "2026-07-01" });
  });
  // The same pooled puzzle on two days: a game each; the code's page plays the latest day's.
  withStorage({ [gameKey(code, "2026-07-05")]: game(2), [gameKey(code, "2026-07-28")]: game(3) }, (saved) => {
    assert.deepEqual(pageGameKey({ code, date: "", variant: "9x9" }), {
      key: gameKey(code, "2026-07-28"),
      date: "2026-07-28",
    });
    saved.set(gameKey(code, ""), game(4));
    assert.deepEqual(pageGameKey({ code, date: "2026-08-04", variant: "9x9" }), {
      key: gameKey(code, "2026-08-04"),
    });
    assert.equal(
      saved.get(gameKey(code, "")),
      game(4),
      "a day's game is never taken from another day's code",
    );
    assert.equal(saved.has(gameKey(code, "2026-08-04")), false);
  });
  // Variants keep their games apart; a code never played as a daily keeps its own.
  withStorage({ [gameKey(code, "2026-07-01", "x")]: game(5) }, () => {
    assert.deepEqual(pageGameKey({ code, date: "", variant: "9x9" }), { key: gameKey(code, "") });
    assert.deepEqual(pageGameKey({ code, date: "", variant: "x" }), {
      key: gameKey(code, "2026-07-01", "x"),
      date: "2026-07-01",
    });
  });
});

Deno.test("record: the levels and variants the record knows are the engine's", () => {
  // history.js runs in the browser without the engine: its own lists must not drift from it.
  assert.deepEqual(RECORD_VARIANTS, [...VARIANT_IDS]);
  assert.deepEqual(RECORD_LEVELS, [...LEVELS]);
});
