/**
 * Work units of the searches that can grow large (the almost locked sets, 3D Medusa, the AIC, forcing chains):
 * each charges what it explores (sets, search states, propagation steps) to the meter it is handed, so a caller
 * can bound a whole grade by work instead of time. Counted, never timed, so every machine gives the same answer.
 *
 * A meter belongs to one call (a grade, a hint, a uniqueness proof): two grades never share one, so what the
 * process was asked before cannot move a grade past its cap.
 */

export class WorkCapReached extends Error {
  constructor(readonly spent: number) {
    super(`gave up after ${spent} work units`);
  }
}

export class WorkMeter {
  #spent = 0;
  #cap = Infinity;

  /** Units charged to this meter so far. */
  get spent(): number {
    return this.#spent;
  }

  /** Count `units` of work; throws WorkCapReached once a running cap is passed. Outside a cap it only counts. */
  charge(units: number): void {
    this.#spent += units;
    if (this.#spent > this.#cap) throw new WorkCapReached(this.#spent);
  }

  /** Run `fn` with at most `limit` units charged inside it (nested caps keep the tighter one). */
  withCap<T>(limit: number, fn: () => T): T {
    const outerCap = this.#cap;
    this.#cap = Math.min(outerCap, this.#spent + limit);
    try {
      return fn();
    } finally {
      this.#cap = outerCap;
    }
  }
}
