/**
 * The player's pure modules run under Deno against the engine: the geometry it builds from the page's rules
 * data, and the cell names it marks in explanations from the records the API sends.
 */
// First: the player modules below read their words from the page it sets up.
import { leavePlayerPage } from "../../../testing/player_page.ts";
import assert from "node:assert/strict";
import { findConflicts, formatGrid, type Grid } from "../../../../engine/board.ts";
import {
  areSeeing,
  CLASSIC,
  classicRules,
  killerRules,
  type Rules,
  type ShapeName,
  xRules,
} from "../../../../engine/rules.ts";
import { decode } from "../../../../engine/sharecode.ts";
import { createApp } from "../../../../routes/app.ts";
import { playerRules } from "../../../../routes/pages/play.tsx";
import { loadPools } from "../../../../data/pools.ts";
import { puzzleRequest } from "../../../../routes/pages/static/play/api.js";
import { createGeometry } from "../../../../routes/pages/static/play/board-geometry.js";
import { splitAtCellNames, stepCells } from "../../../../routes/pages/static/play/cell-text.js";
import { boardString, createGame } from "../../../../routes/pages/static/play/game.js";
import { createDigitKeys, SECOND_FIGURE_MS } from "../../../../routes/pages/static/play/input.js";
import { resultText } from "../../../../routes/pages/static/play/solved.js";
import { createGameStore, gameKey } from "../../../../routes/pages/static/play/storage.js";
import {
  fixtureCages,
  killerGrid,
  SOLVED_9X9,
  solvedGrid,
  uniqueClassic,
} from "../../../testing/variant_grids.ts";

leavePlayerPage();

const pools = await loadPools();
const app = createApp({ pools });
const classic = createGeometry(playerRules(CLASSIC));

interface StepRecord {
  placements: Array<{ cell: number; digit: number }>;
  eliminations: Array<{ cell: number; digit: number }>;
  pattern: { cells?: number[] };
  text: string;
  board: string;
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await app.request(`http://sudoku.test${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  assert.equal(res.status, 200, path);
  return await res.json() as T;
}

/** The cell names a text holds, in order, as a reader finds them: "r<row>c<column>" standing as a word. */
function namesInText(text: string): string[] {
  return [...text.matchAll(/\br\d+c\d+\b/g)].map((m) => m[0]);
}

/** The cell names the player marks in `text`, knowing only the cells of its record. */
function markedNames(text: string, cells: number[]): string[] {
  const pieces: Array<{ cell?: number; text: string }> = splitAtCellNames(text, cells, classic);
  assert.equal(pieces.map((p) => p.text).join(""), text, "the pieces give the text back");
  for (const piece of pieces) {
    if (piece.cell !== undefined) assert.equal(piece.text, classic.cellName(piece.cell));
  }
  return pieces.filter((p) => p.cell !== undefined).map((p) => p.text);
}

/** A 9×9 grid text ("." for empty) under `rules`. */
function gridOf(rules: Rules, text: string): Grid {
  return { rules, cells: Uint8Array.from(text, (ch) => (ch === "." ? 0 : Number(ch))) };
}

/** A pool entry's puzzle as grid text. */
function puzzleOf(entry: { code: string }): string {
  const decoded = decode(entry.code);
  if (!decoded.ok) throw new Error(decoded.error.message);
  return formatGrid(decoded.value.grid);
}

Deno.test("player: every cell a step's text names is one of its record's cells, at every step of graded paths", async () => {
  let steps = 0;
  for (const level of ["easy", "hard", "expert", "evil"]) {
    for (const entry of pools[level].slice(0, 4)) {
      const record = await post<{ path: StepRecord[] }>("/api/solve", { puzzle: puzzleOf(entry) });
      for (const step of record.path) {
        assert.deepEqual(markedNames(step.text, stepCells(step)), namesInText(step.text), step.text);
        steps++;
      }
    }
  }
  assert.ok(steps > 500, `${steps} steps`);
});

Deno.test("player: hint moves, their follow-ups and mistake messages name only the cells their records carry", async () => {
  type Hint = {
    status: string;
    message?: string;
    cells?: number[];
    move?: { text: string; step: StepRecord; then?: Array<{ text: string; step: StepRecord }> };
  };
  let followUps = 0;
  for (const entry of pools.expert.slice(0, 3)) {
    const puzzle = puzzleOf(entry);
    const record = await post<{ path: StepRecord[] }>("/api/solve", { puzzle });
    // Hints at a few positions along the graded path, where eliminations-only moves come with follow-ups.
    for (const at of [0, 10, 20, 30]) {
      const board = at === 0 ? puzzle : record.path[Math.min(at, record.path.length - 1)].board;
      const answer = await post<Hint>("/api/hint", { puzzle, board });
      if (answer.status !== "hint") continue;
      const move = answer.move!;
      assert.deepEqual(markedNames(move.text, stepCells(move.step)), namesInText(move.text), move.text);
      if (move.then) {
        followUps++;
        const text = "Then: " + move.then.map((next) => next.text).join("; ") + ".";
        const cells = move.then.flatMap((next) => stepCells(next.step));
        assert.deepEqual(markedNames(text, cells), namesInText(text), text);
      }
    }
  }
  assert.ok(followUps > 0, "some hint led through eliminations to a placement");

  // A given's digit copied into an empty cell of its row.
  const puzzle = puzzleOf(pools.easy[0]);
  const row = [...puzzle.slice(0, 9)];
  const given = row.findIndex((ch) => ch !== ".");
  const empty = row.indexOf(".");
  const board = puzzle.slice(0, empty) + row[given] + puzzle.slice(empty + 1);
  const conflict = await post<Hint>("/api/hint", { puzzle, board });
  assert.equal(conflict.status, "conflict");
  assert.ok(namesInText(conflict.message!).length >= 2);
  assert.deepEqual(markedNames(conflict.message!, conflict.cells!), namesInText(conflict.message!));
});

Deno.test("player: a cell name inside a longer name is not marked", () => {
  assert.deepEqual(splitAtCellNames("r1c1, r1c12 and xr1c1 but r1c1.", [0], classic), [
    { cell: 0, text: "r1c1" },
    { text: ", r1c12 and xr1c1 but " },
    { cell: 0, text: "r1c1" },
    { text: "." },
  ]);
  assert.deepEqual(splitAtCellNames("no cells", [0, 40], classic), [{ text: "no cells" }]);
});

Deno.test("player: peers and conflicts come from the region list, under classic and X rules", () => {
  const boards = [
    puzzleOf(pools.easy[0]),
    "11.......................................................................1.......",
    "5.......................................................................5.......5",
    "1...............................................................................1",
  ];
  for (const rules of [CLASSIC, xRules("9x9")]) {
    const geometry = createGeometry(playerRules(rules));
    for (let a = 0; a < 81; a += 7) {
      for (let b = 0; b < 81; b++) assert.equal(geometry.sees(a, b), areSeeing(rules, a, b), `${a} ${b}`);
    }
    for (const text of boards) {
      const grid = gridOf(rules, text);
      const expected = findConflicts(grid).map((c) => ({
        digit: c.digit,
        region: c.houseName,
        cells: c.cells,
      }));
      assert.deepEqual(geometry.findConflicts(Array.from(grid.cells)), expected, `${rules.variant}: ${text}`);
    }
  }
  // The last board breaks only the main diagonal: a conflict under X rules, none under classic ones.
  const diagonal = gridOf(CLASSIC, boards[3]).cells;
  assert.deepEqual(classic.findConflicts(Array.from(diagonal)), []);
  assert.deepEqual(createGeometry(playerRules(xRules("9x9"))).findConflicts(Array.from(diagonal)), [
    { digit: 1, region: "main diagonal", cells: [0, 80] },
  ]);
});

Deno.test("player: a killer cage is a region like any other: a digit twice in it is a conflict", () => {
  const rules = killerRules("9x9", [{ cells: [0, 10], sum: 10 }]);
  const geometry = createGeometry(playerRules(rules));
  const values = new Array(81).fill(0);
  values[0] = 5;
  values[10] = 5;
  // Cells 0 and 10 share box 1 too: the box and the cage both report it, in region order.
  assert.deepEqual(
    geometry.findConflicts(values).map((c: { region: string }) => c.region),
    ["box 1", "cage 1"],
  );
  assert.ok(geometry.sees(0, 10));
});

/** The player's conflicts for the engine's: the same digits, region names and cells. */
function engineConflicts(grid: Grid) {
  return findConflicts(grid).map((c) => ({ digit: c.digit, region: c.houseName, cells: c.cells }));
}

Deno.test("player: peers and repeated digits come from the region list on 4×4, 6×6 and 16×16 grids", () => {
  for (const shape of ["4x4", "6x6", "16x16"] as ShapeName[]) {
    const rules = classicRules(shape);
    const geometry = createGeometry(playerRules(rules));
    assert.equal(geometry.cellCount, rules.cellCount);
    for (let a = 0; a < rules.cellCount; a += shape === "16x16" ? 5 : 1) {
      for (let b = 0; b < rules.cellCount; b++) {
        assert.equal(geometry.sees(a, b), areSeeing(rules, a, b), `${shape}: ${a} ${b}`);
      }
    }
    const solved = solvedGrid(shape);
    assert.deepEqual(geometry.findConflicts(solved), [], `${shape}: the solution breaks no rule`);
    // The last digit copied into the first cell, then into the cell below it too: repeats in row, column, box.
    const size = rules.size;
    for (const changed of [[0], [0, size]]) {
      const values = solved.slice();
      for (const cell of changed) values[cell] = size;
      const grid = { rules, cells: Uint8Array.from(values) };
      const found = geometry.findConflicts(values);
      assert.ok(found.length > 0, `${shape} ${changed}`);
      assert.deepEqual(found, engineConflicts(grid), `${shape} ${changed}`);
    }
  }
});

Deno.test("player: digits go through the text form (A to G are 10 to 16) and are numbers everywhere else", () => {
  const sixteen = createGeometry(playerRules(classicRules("16x16")));
  assert.deepEqual(["0", ".", "1", "9", "A", "G", "H", "a", "10"].map(sixteen.digitOf), [
    0,
    0,
    1,
    9,
    10,
    16,
    -1,
    -1,
    -1,
  ]);
  assert.deepEqual([0, 1, 9, 10, 16].map(sixteen.charOf), ["0", "1", "9", "A", "G"]);
  assert.equal(classic.digitOf("A"), -1, "no letters on 9×9");
  assert.equal(createGeometry(playerRules(classicRules("4x4"))).digitOf("5"), -1, "nor digits past the size");

  const grid = uniqueClassic("16x16", 120);
  const puzzle = formatGrid(grid).replaceAll(".", "0");
  assert.match(puzzle, /[A-G]/);
  const game = createGame(puzzle, sixteen);
  assert.deepEqual(game.givens, [...grid.cells], "givens as numbers 0 to 16");
  assert.equal(boardString(game), puzzle, "and back to the text form the API reads");
  game.state.values[game.givens.indexOf(0)] = 14;
  assert.equal(boardString(game).replace("E", "0"), puzzle);

  // A 9×9 board string is the digits joined, as the API reads it.
  const nine = formatGrid(gridOf(CLASSIC, puzzleOf(pools.hard[0]))).replaceAll(".", "0");
  const classicGame = createGame(nine, classic);
  assert.equal(boardString(classicGame), nine);
  assert.equal(boardString(classicGame), classicGame.state.values.join(""));
});

Deno.test("player: a killer cage that cannot reach its sum is a conflict: a full cage with another total, or one already at its sum with cells empty", () => {
  const rules = killerRules("9x9", fixtureCages());
  const geometry = createGeometry(playerRules(rules));
  const solution = Array.from(SOLVED_9X9, Number);
  assert.deepEqual(geometry.findConflicts(solution), [], "the solution keeps every cage's sum");
  assert.equal(geometry.findConflicts(new Array(81).fill(0)).length, 0, "an empty board breaks nothing");

  const cage = rules.cages.find((c) => c.cells.length === 3)!;
  const name = `cage ${rules.cages.indexOf(cage) + 1}`;
  const [a, b, c] = [...cage.cells].sort((x, y) => x - y);
  // The board numbers no cage: the words name it by its sum and first cell.
  const shown = `the ${cage.sum} cage at ${classic.cellName(a)}`;
  const values = new Array(81).fill(0);
  // Two cells of the cage with a third digit still to come: no conflict while the sum can still be reached.
  values[a] = solution[a];
  values[b] = solution[b];
  assert.deepEqual(geometry.findConflicts(values), []);
  // The whole cage, one digit off (one that repeats nowhere else in the cage or its houses).
  values[c] = solution[c];
  assert.deepEqual(geometry.findConflicts(values), []);
  const off = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) =>
    d !== solution[c] && values.every((v, i) => v !== d || !geometry.sees(i, c))
  )!;
  values[c] = off;
  const total = cage.sum - solution[c] + off;
  assert.deepEqual(geometry.findConflicts(values), [{
    region: name,
    cells: [a, b, c],
    sum: cage.sum,
    total,
  }]);
  assert.deepEqual(geometry.describeConflict(geometry.findConflicts(values)[0]), {
    text: `the digits of ${shown} add up to ${total}, not ${cage.sum}`,
    cells: [a],
  });
  // Two cells already making the whole sum, with the third empty.
  values.fill(0);
  const pair = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) =>
    d !== cage.sum - d && cage.sum - d >= 1 && cage.sum - d <= 9
  )!;
  values[a] = pair;
  values[b] = cage.sum - pair;
  const atSum = geometry.findConflicts(values).filter((f: { sum?: number }) => f.sum !== undefined);
  assert.deepEqual(atSum, [{ region: name, cells: [a, b], sum: cage.sum, total: cage.sum }]);
  assert.equal(
    geometry.describeConflict(atSum[0]).text,
    `the digits of ${shown} already make its sum with cells still empty`,
  );
  // A repeated digit in a cage is told as the repeat, not as a sum too.
  values.fill(0);
  values[a] = 1;
  values[c] = 1;
  const repeat = geometry.findConflicts(values).filter((f: { region: string }) => f.region === name);
  assert.deepEqual(repeat, [{ digit: 1, region: name, cells: [a, c] }]);
  assert.deepEqual(geometry.describeConflict(repeat[0]), { text: `1 appears twice in ${shown}`, cells: [a] });
  // Houses keep their names.
  assert.deepEqual(classic.describeConflict({ digit: 4, region: "row 2", cells: [9, 10] }), {
    text: "4 appears twice in row 2",
    cells: [],
  });
  // Each cell's label names its cage.
  assert.equal(geometry.cageWords(a), `cage ${cage.sum} over 3 cells`);
  assert.equal(classic.cageWords(a), "");
  assert.equal(killerGrid().rules.cages.length, rules.cages.length);
});

Deno.test("player: 16×16 keys: 1 then a second figure on the same cell makes 10 to 16; A to G do too", () => {
  const keys = createDigitKeys(16);
  assert.deepEqual(keys.read("1", 5, 1000), { digit: 1 });
  assert.deepEqual(keys.read("6", 5, 1400), { digit: 16, second: true });
  // After a second figure, the next figure starts a new number.
  assert.deepEqual(keys.read("2", 5, 1500), { digit: 2 });
  assert.deepEqual(keys.read("1", 5, 2000), { digit: 1 });
  assert.deepEqual(keys.read("0", 5, 2000 + SECOND_FIGURE_MS), { digit: 10, second: true });
  // Too late, on another cell, or a figure past 16: the second key is a digit of its own.
  keys.read("1", 5, 3000);
  assert.deepEqual(keys.read("3", 5, 3001 + SECOND_FIGURE_MS), { digit: 3 });
  keys.read("1", 5, 4000);
  assert.deepEqual(keys.read("3", 6, 4001), { digit: 3 });
  keys.read("1", 5, 5000);
  assert.deepEqual(keys.read("7", 5, 5001), { digit: 7 });
  keys.read("1", 5, 6000);
  assert.equal(keys.read("0", 6, 6001), null, "0 on another cell is the erase key");
  // Keys that type nothing (Shift on layouts whose figures need it) leave the first figure waiting.
  keys.read("1", 5, 7000);
  assert.equal(keys.read("Shift", 5, 7001), null);
  assert.deepEqual(keys.read("2", 5, 7002), { digit: 12, second: true });
  // reset(): the pad or another edit came between the two keys.
  keys.read("1", 5, 8000);
  keys.reset();
  assert.deepEqual(keys.read("2", 5, 8001), { digit: 2 });
  // Letters, either case, as the text form writes 10 to 16; none past G, and "p" stays the pencil key.
  assert.deepEqual(
    ["A", "b", "G", "g"].map((k) => keys.read(k, 0, 0)),
    [10, 11, 16, 16].map((digit) => ({ digit })),
  );
  assert.equal(keys.read("H", 0, 0), null);
  assert.equal(keys.read("p", 0, 0), null);
  assert.equal(keys.read("0", 0, 0), null);

  // Up to 9 a key is its digit, once, and only up to the size.
  const nine = createDigitKeys(9);
  assert.deepEqual(nine.read("1", 0, 0), { digit: 1 });
  assert.deepEqual(nine.read("6", 0, 1), { digit: 6 });
  assert.equal(nine.read("A", 0, 2), null);
  const four = createDigitKeys(4);
  assert.deepEqual(four.read("4", 0, 0), { digit: 4 });
  assert.equal(four.read("5", 0, 0), null);
});

Deno.test("player: saves are kept per variant, and a 16×16 game saves and loads its letters", () => {
  assert.equal(gameKey("abc", "2026-11-30"), "sudoku-daily:abc:2026-11-30", "classic keys as before");
  assert.equal(gameKey("abc", "2026-11-30", "9x9"), "sudoku-daily:abc:2026-11-30");
  assert.equal(gameKey("abc", ""), "sudoku-daily:abc");
  const keys = ["9x9", "4x4", "6x6", "16x16", "killer", "x"].flatMap((
    v,
  ) => [gameKey("abc", "", v), gameKey("abc", "2026-11-30", v)]);
  assert.equal(new Set(keys).size, keys.length, "no two variants share a key");

  const saved = new Map<string, string>();
  const fake = {
    getItem: (k: string) => saved.get(k) ?? null,
    setItem: (k: string, v: string) => void saved.set(k, v),
  };
  const original = Object.getOwnPropertyDescriptor(globalThis, "localStorage");
  Object.defineProperty(globalThis, "localStorage", { value: fake, configurable: true, writable: true });
  try {
    const geometry = createGeometry(playerRules(classicRules("16x16")));
    const puzzle = formatGrid(uniqueClassic("16x16", 120)).replaceAll(".", "0");
    const key = gameKey("code16", "", "16x16");
    const game = createGame(puzzle, geometry);
    const empties = game.givens.flatMap((g: number, i: number) => (g === 0 ? [i] : []));
    game.state.values[empties[0]] = 16;
    game.state.values[empties[1]] = 10;
    game.state.marks[empties[2]] = (1 << 15) | (1 << 9) | 1;
    createGameStore(key, game, geometry, () => 61_000).save();
    assert.equal(JSON.parse(saved.get(key)!).values, boardString(game));

    const again = createGame(puzzle, geometry);
    createGameStore(key, again, geometry, () => 0).load();
    assert.equal(again.state.values[empties[0]], 16);
    assert.equal(again.state.values[empties[1]], 10);
    assert.equal(again.state.marks[empties[2]], (1 << 15) | (1 << 9) | 1);
    assert.equal(again.state.elapsed, 61_000);

    // A save of another grid (letters a 9×9 board cannot hold) is not taken.
    const nine = createGame("0".repeat(81), classic);
    saved.set("k9", JSON.stringify({ values: "A" + "0".repeat(80), marks: new Array(81).fill(0) }));
    createGameStore("k9", nine, classic, () => 0).load();
    assert.deepEqual(nine.state.values, new Array(81).fill(0));
  } finally {
    delete (globalThis as { localStorage?: unknown }).localStorage;
    if (original) Object.defineProperty(globalThis, "localStorage", original);
  }
});

Deno.test("player: requests name the puzzle by its grid, plus the variant and a killer's cages where the grid cannot", () => {
  const nine = "0".repeat(81);
  assert.deepEqual(puzzleRequest(nine, "9x9", classic), { puzzle: nine });
  const sixteen = createGeometry(playerRules(classicRules("16x16")));
  assert.deepEqual(puzzleRequest("0".repeat(256), "16x16", sixteen), { puzzle: "0".repeat(256) });
  assert.deepEqual(puzzleRequest(nine, "x", createGeometry(playerRules(xRules("9x9")))), {
    puzzle: nine,
    variant: "x",
  });
  const cages = fixtureCages();
  const killer = createGeometry(playerRules(killerRules("9x9", cages)));
  assert.deepEqual(puzzleRequest(nine, "killer", killer), {
    puzzle: nine,
    variant: "killer",
    cages: cages.map((cage) => ({ sum: cage.sum, cells: [...cage.cells].sort((a, b) => a - b) })),
  });
});

Deno.test("player: the result line names the day (or the code's start), the variant, the level, and ends with the link", () => {
  const daily = { code: "TACMzjQxyz", date: "2026-11-30" };
  assert.equal(
    resultText({ ...daily, variant: "9x9" }, "hard", 725_000, 1, {
      url: "https://sudoku.example/daily/2026-11-30/hard",
    }),
    "sudoku-daily 2026-11-30 Hard\n✅ 12:05 · 1 hint\nhttps://sudoku.example/daily/2026-11-30/hard",
  );
  assert.equal(
    resultText({ ...daily, variant: "killer" }, "hard", 725_000, 0, {
      expert: true,
      url: "https://sudoku.example/daily/killer/2026-11-30/hard",
    }),
    "sudoku-daily 2026-11-30 Killer Hard\n✅ 12:05 · no hints · no-hints mode\n" +
      "https://sudoku.example/daily/killer/2026-11-30/hard",
  );
  // No-hints mode switched on after a hint was used is not claimed.
  assert.equal(
    resultText({ ...daily, variant: "9x9" }, "easy", 5_000, 2, { expert: true }),
    "sudoku-daily 2026-11-30 Easy\n✅ 00:05 · 2 hints",
  );
  // A shared puzzle goes by the start of its code; without a level the line names none.
  assert.equal(
    resultText({ code: "abcdefgh", date: "", variant: "16x16" }, "", 5_000, 0, {
      url: "https://sudoku.example/p/abcdefgh",
    }),
    "sudoku-daily puzzle abcdef 16×16\n✅ 00:05 · no hints\nhttps://sudoku.example/p/abcdefgh",
  );
  assert.equal(
    resultText({ code: "abc", date: "", variant: "x" }, "evil", 0, 3),
    "sudoku-daily puzzle abc X-Sudoku Evil\n✅ 00:00 · 3 hints",
  );
});
