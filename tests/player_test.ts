/**
 * The player's pure modules run under Deno against the engine: the geometry it builds from the page's rules
 * data, and the cell names it marks in explanations from the records the API sends.
 */
import assert from "node:assert/strict";
import { findConflicts, formatGrid, type Grid } from "../engine/board.ts";
import { areSeeing, CLASSIC, killerRules, type Rules, xRules } from "../engine/rules.ts";
import { decode } from "../engine/sharecode.ts";
import { createApp } from "../routes/shared/app.ts";
import { playerRules } from "../routes/pages/play.tsx";
import { loadPools } from "../data/pools.ts";
import { createGeometry } from "../routes/pages/static/play/board-geometry.js";
import { splitAtCellNames, stepCells } from "../routes/pages/static/play/cell-text.js";

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
