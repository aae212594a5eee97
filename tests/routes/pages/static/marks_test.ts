/**
 * "Fill candidates" from the rules, in the player's own code (no engine in the browser), held to the engine:
 * every region a cell is in rules out the digits it holds, and a killer's cage sums narrow its cells to the
 * digits of the sets that can still make them.
 */
import assert from "node:assert/strict";
import type { Grid } from "../../../../engine/board.ts";
import { type Cage, classicRules, killerRules, xRules } from "../../../../engine/rules.ts";
import { decode } from "../../../../engine/sharecode.ts";
import { countSolutions } from "../../../../engine/solver.ts";
import { TECHNIQUES } from "../../../../engine/techniques/index.ts";
import { applyStep, createState } from "../../../../engine/techniques/step.ts";
import { loadPools } from "../../../../data/pools.ts";
import { playerRules } from "../../../../routes/pages/play.tsx";
import { createGeometry } from "../../../../routes/pages/static/play/board-geometry.js";
import { filledMarks } from "../../../../routes/pages/static/play/marks.js";
import { fixtureCages, SOLVED_9X9 } from "../../../testing/variant_grids.ts";

const digitsOf = (mask: number) => [...Array(16).keys()].filter((d) => mask & (1 << d)).map((d) => d + 1);

/** The marks Fill candidates sets on `grid`'s board, as digit lists (empty for a filled cell). */
function filled(grid: Grid): number[][] {
  return filledMarks(Array.from(grid.cells), createGeometry(playerRules(grid.rules))).map(digitsOf);
}

/**
 * The engine's candidates from the placed digits, then (under killer rules) what its cage combination
 * removes: cages do not overlap, so one pass over every cage is all it removes from the placed digits alone.
 */
function engineCandidates(grid: Grid): number[][] {
  const state = createState(grid);
  for (const step of TECHNIQUES["cage-combination"].findAll(state)) applyStep(state, step);
  return Array.from(state.candidates, digitsOf);
}

/** A killer board: the fixture's cages over SOLVED_9X9, with `cages` in place of the ones they overlap. */
function killerWith(cages: Cage[], placed: Record<number, number> = {}): Grid {
  const taken = new Set(cages.flatMap((cage) => cage.cells));
  const others = fixtureCages().filter((cage) => !cage.cells.some((cell) => taken.has(cell)));
  const cells = new Uint8Array(81);
  for (const [cell, digit] of Object.entries(placed)) cells[Number(cell)] = digit;
  return { rules: killerRules("9x9", [...cages, ...others]), cells };
}

Deno.test("fill candidates: a one-cell cage holds only its sum", () => {
  const grid = killerWith([{ cells: [40], sum: 6 }]);
  assert.deepEqual(filled(grid)[40], [6]);
});

Deno.test("fill candidates: a cage's cells keep only the digits of the sets that make its sum", () => {
  // 3 over two cells is 1 + 2; 24 over three is 7 + 8 + 9.
  const grid = killerWith([{ cells: [0, 1], sum: 3 }, { cells: [78, 79, 80], sum: 24 }]);
  const marks = filled(grid);
  assert.deepEqual([marks[0], marks[1]], [[1, 2], [1, 2]]);
  assert.deepEqual([marks[78], marks[79], marks[80]], [[7, 8, 9], [7, 8, 9], [7, 8, 9]]);
});

Deno.test("fill candidates: a cage's placed digits count against its sum and leave the cage", () => {
  // 15 over three cells with a 9 placed: the other two make 6 without a 9 (1 + 5, 2 + 4).
  const grid = killerWith([{ cells: [30, 31, 32], sum: 15 }], { 30: 9 });
  const marks = filled(grid);
  assert.deepEqual(marks[30], [], "a filled cell has no marks");
  assert.deepEqual([marks[31], marks[32]], [[1, 2, 4, 5], [1, 2, 4, 5]]);
});

Deno.test("fill candidates: a set counts only when its digits can be spread over the cells' candidates", () => {
  // 10 over r1c1 and r1c2 with 1 and 9 elsewhere in column 1: r1c1 can take neither, so {1,9} is out for both.
  const grid = killerWith([{ cells: [0, 1], sum: 10 }], { 27: 1, 54: 9 });
  const marks = filled(grid);
  assert.deepEqual(marks[0], [2, 3, 4, 6, 7, 8]);
  assert.deepEqual(marks[1], [2, 3, 4, 6, 7, 8]);
});

Deno.test("fill candidates: a cell that no set of its cage fits keeps no mark", () => {
  // The one-cell 6 cage sees a 6 in its row: a digit on the board is wrong, and the marks say so.
  const grid = killerWith([{ cells: [40], sum: 6 }], { 36: 6 });
  assert.deepEqual(filled(grid)[40], []);
});

Deno.test("fill candidates: an X-Sudoku's diagonals rule out their digits like rows do", () => {
  const cells = new Uint8Array(81);
  cells[0] = 1; // r1c1, on the main diagonal
  cells[8] = 2; // r1c9, on the anti-diagonal
  const marks = filled({ rules: xRules("9x9"), cells });
  assert.ok(!marks[80].includes(1), "r9c9 shares the main diagonal with r1c1");
  assert.ok(!marks[72].includes(2), "r9c1 shares the anti-diagonal with r1c9");
  const classic = filled({ rules: classicRules("9x9"), cells });
  assert.ok(classic[80].includes(1) && classic[72].includes(2), "without diagonals both stay");
});

Deno.test("fill candidates: the same marks as the engine's candidates and cage combination, in every variant", async () => {
  const pools = await loadPools();
  let boards = 0;
  for (const [key, entries] of Object.entries(pools)) {
    for (const entry of entries.slice(0, 5)) {
      const decoded = decode(entry.code);
      assert.ok(decoded.ok, entry.code);
      const puzzle = decoded.value.grid;
      assert.deepEqual(filled(puzzle), engineCandidates(puzzle), `${key} ${entry.code}: the givens`);
      // Half the way to the solution too, where cages hold placed digits.
      const solution = countSolutions(puzzle).solution!;
      const half = { rules: puzzle.rules, cells: puzzle.cells.slice() };
      for (let cell = 0; cell < solution.length; cell += 2) half.cells[cell] = solution[cell];
      assert.deepEqual(filled(half), engineCandidates(half), `${key} ${entry.code}: half solved`);
      boards += 2;
    }
  }
  assert.ok(boards >= 40, `only ${boards} boards`);
});

Deno.test("fill candidates: a classic board is unchanged by the cage step (it has no cages)", () => {
  const cells = Uint8Array.from(SOLVED_9X9, (ch, cell) => (cell % 4 === 0 ? Number(ch) : 0));
  const grid = { rules: classicRules("9x9"), cells };
  assert.deepEqual(filled(grid), Array.from(createState(grid).candidates, digitsOf));
});
