/**
 * What an exact count answers, whichever core ran it: engine/generic-solver.ts for any rules and
 * engine/classic9/solver.ts for plain classic 9×9 both return it, and engine/solver.ts hands it out.
 */
export interface SolveResult {
  /**
   * Solutions found, at most `limit`. When `capped` is true this is only a lower bound: the solutions
   * found before the budget ran out.
   */
  count: number;
  /** The first solution found (cells 1..N), or null when none was found. */
  solution: Uint8Array | null;
  /** Search nodes visited: 1 for the initial propagation plus 1 per branch taken. */
  work: number;
  /** True when the budget stopped the search before it was conclusive (count < limit, branches left). */
  capped: boolean;
}
