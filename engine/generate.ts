/**
 * Carving puzzles out of full grids. This first carver removes clues in a seeded random order and keeps a
 * removal only while the solution stays unique, so the result is minimal: no clue can go without a second
 * solution appearing. Tier-capped carving for the daily builds on it.
 */
import type { Grid } from "./board.ts";
import type { Rng } from "./rng.ts";
import { countSolutions } from "./solver.ts";

export interface CarveResult {
  puzzle: Grid;
  /** Solver work units spent (search nodes). */
  work: number;
  /** True when the budget ran out before every clue was tried; the puzzle is unique but may not be minimal. */
  capped: boolean;
}

/** Remove clues from a full grid in an order drawn from `rng` while the puzzle keeps exactly one solution. */
export function carveMinimal(solution: Grid, rng: Rng, budget = Infinity): CarveResult {
  const cells = solution.cells.slice();
  const puzzle: Grid = { geometry: solution.geometry, cells };
  const order = rng.shuffle(Array.from({ length: cells.length }, (_, i) => i)) as number[];
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
