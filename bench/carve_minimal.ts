/** Minimal puzzles (no technique cap) for the benchmarks and the tests that need many unique puzzles. */
import type { Grid } from "../engine/board.ts";
import type { Rng } from "../engine/rng.ts";
import { countSolutions } from "../engine/solver.ts";

export interface CarveResult {
  puzzle: Grid;
  /** Solver work units spent (search nodes). */
  work: number;
  /** True when the budget ran out before every clue was tried; the puzzle is unique but may not be minimal. */
  capped: boolean;
}

/**
 * Remove clues from a full grid in an order drawn from `rng` while the puzzle keeps exactly one solution
 * (no technique cap): a minimal puzzle, as the benchmarks and tests use.
 */
export function carveMinimal(solution: Grid, rng: Rng, budget = Infinity): CarveResult {
  const cells = solution.cells.slice();
  const puzzle: Grid = { rules: solution.rules, cells };
  const order = rng.shuffle(Array.from({ length: cells.length }, (_, i) => i));
  let work = 0;
  for (const cell of order) {
    const digit = cells[cell];
    if (digit === 0) continue;
    cells[cell] = 0;
    const result = countSolutions(puzzle, 2, budget - work);
    work += result.work;
    if (result.capped) {
      cells[cell] = digit;
      return { puzzle, work, capped: true };
    }
    if (result.count !== 1) cells[cell] = digit;
  }
  return { puzzle, work, capped: false };
}
