/**
 * The classic 9×9 count (engine/classic9/count.ts), which countSolutions runs on classic 9×9 grids, against the
 * first band-bitboard core (engine/classic9/solver.ts, reached through countSolutionsV1): the two must give the
 * same counts on every grid, and the same solution whenever there is exactly one, on unique puzzles, puzzles with
 * several solutions and grids with none; only `work` may differ.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { findConflicts, formatGrid, type Grid, parseGrid } from "../../../engine/board.ts";
import { classicRules } from "../../../engine/rules.ts";
import { Rng } from "../../../engine/rng.ts";
import { countSolutions, countSolutionsV1, fillGrid } from "../../../engine/solver.ts";
import type { SolveResult } from "../../../engine/solve-result.ts";
import { carveMinimal } from "../../../bench/carve_minimal.ts";

const G9 = classicRules("9x9");

/** The answer apart from `work`: the count, whether it was capped, and the solution when it is the only one. */
function answer(r: SolveResult) {
  return {
    count: r.count,
    capped: r.capped,
    solution: r.count === 1 && !r.capped ? formatted(r.solution) : null,
  };
}

function formatted(cells: Uint8Array | null): string | null {
  return cells === null ? null : formatGrid({ rules: G9, cells });
}

/** Both cores on one grid at one limit: the same answer, and any solution found is a solution of the grid. */
function assertAgree(grid: Grid, limit: number): SolveResult {
  const now = countSolutions(grid, limit);
  const before = countSolutionsV1(grid, limit);
  assert.deepEqual(answer(now), answer(before), `${formatGrid(grid)} limit ${limit}`);
  if (now.solution) {
    const solved: Grid = { rules: G9, cells: now.solution };
    assert.equal(findConflicts(solved).length, 0);
    for (let c = 0; c < 81; c++) if (grid.cells[c] !== 0) assert.equal(now.solution[c], grid.cells[c]);
    assert.ok(now.solution.every((v) => v >= 1 && v <= 9));
  }
  return now;
}

/** A minimal puzzle carved from a seeded fill, with the fill it came from. */
function minimal(seed: number): { puzzle: Grid; full: Grid } {
  const full = fillGrid(G9, new Rng(seed));
  return { puzzle: carveMinimal(full, new Rng(seed + 1)).puzzle, full };
}

const seed = fc.integer({ min: 1, max: 2 ** 31 - 1 });

Deno.test("property: unique puzzles, with or without extra givens: the same count and solution", () => {
  fc.assert(
    fc.property(seed, fc.array(fc.integer({ min: 0, max: 80 }), { maxLength: 20 }), (s, extras) => {
      const { puzzle, full } = minimal(s);
      for (const c of extras) puzzle.cells[c] = full.cells[c];
      for (const limit of [1, 2]) {
        const r = assertAgree(puzzle, limit);
        assert.equal(r.count, 1);
        assert.deepEqual(r.solution, full.cells);
      }
    }),
    { numRuns: 1000 },
  );
});

Deno.test("property: puzzles with several solutions: the same counts up to 2, 10 and 200", () => {
  let several = 0;
  fc.assert(
    fc.property(seed, fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), (s, picks) => {
      const { puzzle } = minimal(s);
      // A minimal puzzle loses its uniqueness with any given taken out.
      const givens = [...puzzle.cells.keys()].filter((c) => puzzle.cells[c] !== 0);
      for (const pick of picks) puzzle.cells[givens[pick % givens.length]] = 0;
      const two = assertAgree(puzzle, 2);
      if (two.count === 2) several++;
      assertAgree(puzzle, 10);
      assertAgree(puzzle, 200);
    }),
    { numRuns: 1000 },
  );
  assert.equal(several, 1000);
});

Deno.test("property: grids with no solution, their givens in no conflict: count 0 on both cores", () => {
  let none = 0;
  fc.assert(
    fc.property(seed, fc.integer({ min: 0, max: 80 }), fc.integer({ min: 1, max: 8 }), (s, start, shift) => {
      const { puzzle, full } = minimal(s);
      // Write a wrong digit into an empty cell (the first from `start` where one fits without a conflict):
      // the grid's only solution is gone, and nothing else can take its place.
      for (let i = 0; i < 81; i++) {
        const c = (start + i) % 81;
        if (puzzle.cells[c] !== 0) continue;
        puzzle.cells[c] = ((full.cells[c] - 1 + shift) % 9) + 1;
        if (findConflicts(puzzle).length === 0) break;
        puzzle.cells[c] = 0;
      }
      const r = assertAgree(puzzle, 2);
      if (puzzle.cells.some((v, c) => v !== 0 && v !== full.cells[c])) {
        assert.equal(r.count, 0);
        none++;
      }
    }),
    { numRuns: 1000 },
  );
  assert.ok(none >= 900, `${none} of 1,000 had a wrong digit`);
});

Deno.test("property: random givens without conflicts (mostly none or many solutions): the same counts", () => {
  const counts = [0, 0, 0];
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 1, max: 9 })), {
        minLength: 10,
        maxLength: 60,
        size: "max",
      }),
      (givens) => {
        const cells = new Uint8Array(81);
        for (const [c, v] of givens) {
          cells[c] = v;
          if (findConflicts({ rules: G9, cells }).length > 0) cells[c] = 0;
        }
        const r = assertAgree({ rules: G9, cells }, 2);
        counts[r.count]++;
      },
    ),
    { numRuns: 1000 },
  );
  assert.ok(counts[0] > 100 && counts[2] > 100, `counts ${counts}`);
});

Deno.test("the budget caps the new count as it did the old: capped runs end at the budget, never wrongly", () => {
  // Easter Monster (checked with qqwing): one solution, found only by guessing.
  const grid = parseGrid(
    "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
  );
  assert.ok(grid.ok);
  const full = countSolutions(grid.value, 2);
  assert.equal(full.count, 1);
  assert.equal(full.capped, false);
  for (let budget = 0; budget < full.work; budget++) {
    const r = countSolutions(grid.value, 2, budget);
    assert.equal(r.capped, true);
    assert.equal(r.work, Math.max(1, budget));
    assert.ok(r.count <= 1);
  }
  assert.deepEqual(countSolutions(grid.value, 2, full.work), full);
});

Deno.test("the outside sets (17-clue, forum hardest, top1465): one solution each, the same on both cores", async () => {
  for (const name of ["puzzles17.txt", "forum_hardest.txt", "top1465.txt"]) {
    const text = await Deno.readTextFile(new URL(`../../../data/${name}`, import.meta.url));
    const lines = text.split("\n").filter((l) => /^[1-9.]{81}$/.test(l));
    assert.ok(lines.length >= 195, name);
    for (const line of lines) {
      const grid = parseGrid(line);
      assert.ok(grid.ok);
      assert.equal(assertAgree(grid.value, 2).count, 1, `${name}: ${line}`);
    }
  }
});
