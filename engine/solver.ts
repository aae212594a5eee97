/**
 * Exact solving: counting solutions (up to a limit, within a work budget) and filling random full grids. This
 * module checks the arguments and chooses a core; both share one search scheme (propagate to a fixpoint, branch
 * on the most constrained choice, keep every saved state in a preallocated stack, so the search allocates
 * nothing per node):
 *
 * - the generic core (engine/generic-solver.ts) serves every rules;
 * - the classic 9×9 count (engine/classic9/count.ts) works on band bitboards with locked candidates in rows and
 *   columns and triads, and guesses a digit's arrangement in a band or stack as tdoku does; it is chosen
 *   exactly when the rules are plain classic 9×9 (isClassic9): an X-Sudoku or killer 9×9 takes the generic
 *   core;
 * - the first classic 9×9 core (engine/classic9/solver.ts), also on band bitboards but with locked candidates
 *   in rows only and guesses on cells, fills grids and answers the generator's questions: generator version 1
 *   counts its budget in that core's nodes (countSolutionsV1), so the days it served stay as they were.
 *
 * `work` counts search nodes: the initial propagation is 1 and every branch taken (a guess) adds 1. The budget
 * is in the same units, never in time, so capped results are reproducible. The cores propagate and guess
 * differently, so their `work` differs; their counts, and the solution when there is exactly one, do not.
 */
import type { Grid } from "./board.ts";
import { isClassic9, type Rules } from "./rules.ts";
import type { Rng } from "./rng.ts";
import { count9 } from "./classic9/count.ts";
import { fill9, search9 } from "./classic9/solver.ts";
import { countGeneric, fillGeneric } from "./generic-solver.ts";
import type { SolveResult } from "./solve-result.ts";

export type { SolveResult } from "./solve-result.ts";

/**
 * The work cap for a grid of this size: `budget` search nodes on 9×9 and smaller grids, fewer on larger ones,
 * where a node costs more (about ten times as much on 16×16): the cap bounds the time a client's grid can
 * take, not only the count.
 */
export function workCapFor(rules: Rules, budget: number): number {
  return Math.max(1, Math.round(budget * Math.min(1, (81 / rules.cellCount) ** 2)));
}

/**
 * Count the solutions of a grid, stopping at `limit` (so the default answers "none, unique or several";
 * Infinity counts them all). An empty grid counts `limit`.
 * Conflicting givens give count 0 at once. `budget` caps the work (search nodes, see SolveResult.work):
 * the initial propagation always runs, and no branch is taken once `work` has reached the budget.
 */
export function countSolutions(grid: Grid, limit = 2, budget = Infinity): SolveResult {
  checkArgs(grid, limit, budget);
  if (isClassic9(grid.rules)) return count9(grid.cells, limit, budget);
  return countGeneric(grid.rules, grid.cells, limit, budget);
}

/**
 * countSolutions as generator version 1 counts: on classic 9×9 the first band-bitboard core
 * (engine/classic9/solver.ts), whose `work` that version's budget is spent in, so the puzzles of the days it
 * serves never change; the generic core for every other rules, as countSolutions. The same counts, and the
 * same solution when there is exactly one, as countSolutions.
 */
export function countSolutionsV1(grid: Grid, limit = 2, budget = Infinity): SolveResult {
  checkArgs(grid, limit, budget);
  if (isClassic9(grid.rules)) return search9(grid.cells, limit, budget);
  return countGeneric(grid.rules, grid.cells, limit, budget);
}

/**
 * The generic core on any rules, classic 9×9 included. countSolutions uses it for every rules but classic 9×9;
 * it is exported so tests can check that both cores agree on classic 9×9 grids.
 */
export function countSolutionsGeneric(grid: Grid, limit = 2, budget = Infinity): SolveResult {
  checkArgs(grid, limit, budget);
  return countGeneric(grid.rules, grid.cells, limit, budget);
}

/** The first solution found, or null when there is none (or the budget ran out before one was found). */
export function solve(grid: Grid, budget = Infinity): Uint8Array | null {
  return countSolutions(grid, 1, budget).solution;
}

/**
 * A random full valid grid, by seeded randomised backtracking: the most-constrained cell first (lowest
 * index on ties), its digits in an order drawn from `rng`, with singles propagation (no locked
 * candidates) in between. The result depends only on the rules and the Rng's state: the same seed gives
 * the same grid. A fill attempt that wanders into a dead end for long gives up after a fixed number of
 * nodes and the next attempt continues with the same Rng, which keeps 16×16 fills fast and deterministic.
 *
 * Every daily grid depends on this exact procedure: changing the singles propagation, the cell choice or the
 * order of Rng draws changes every filled grid (tests/engine/solver_test.ts pins golden ones). Classic 9×9 fills run it
 * on the band bitboards (fill9), about twice as fast as the generic core; a test checks both fill alike.
 */
export function fillGrid(rules: Rules, rng: Rng): Grid {
  const attemptBudget = FILL_ATTEMPT_NODES_PER_CELL * rules.cellCount;
  if (isClassic9(rules)) {
    for (;;) {
      const cells = fill9(rng, attemptBudget);
      if (cells) return { rules, cells };
    }
  }
  return fillGridGeneric(rules, rng);
}

/** fillGrid on the generic core, 9×9 included: exported so tests can check that both cores fill alike. */
export function fillGridGeneric(rules: Rules, rng: Rng): Grid {
  return { rules, cells: fillGeneric(rules, rng, FILL_ATTEMPT_NODES_PER_CELL * rules.cellCount) };
}

/** Nodes per cell one fill attempt may use before restarting (deterministic, counted in nodes). */
const FILL_ATTEMPT_NODES_PER_CELL = 4;

function checkArgs(grid: Grid, limit: number, budget: number): void {
  const g = grid.rules;
  if (grid.cells.length !== g.cellCount) {
    throw new RangeError(`grid has ${grid.cells.length} cells; a ${g.shape} grid has ${g.cellCount}`);
  }
  for (let i = 0; i < grid.cells.length; i++) {
    if (grid.cells[i] > g.size) throw new RangeError(`cell ${i} holds ${grid.cells[i]}, beyond ${g.size}`);
  }
  if (!(limit >= 1) || !(Number.isInteger(limit) || limit === Infinity)) {
    throw new RangeError(`limit must be a positive integer or Infinity, got ${limit}`);
  }
  if (Number.isNaN(budget)) throw new RangeError("budget is NaN");
}
