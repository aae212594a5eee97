/**
 * Work units of the searches that can grow large (chains past the X- and XY-chain, forcing chains): each
 * counts what it explores (search states, propagation steps) here, so a caller can bound a whole grade by work
 * instead of time. Counted, never timed, so every machine gives the same answer.
 *
 * `withWorkCap` runs a function under a cap: once the units charged inside it pass the cap, the next charge
 * throws WorkCapReached, which the caller turns into its "work-cap" answer. Outside a cap charges only count.
 */

export class WorkCapReached extends Error {
  constructor(readonly spent: number) {
    super(`gave up after ${spent} work units`);
  }
}

let spent = 0;
let cap = Infinity;

/** Count `units` of work; throws WorkCapReached once a running cap is passed. */
export function chargeWork(units: number): void {
  spent += units;
  if (spent > cap) throw new WorkCapReached(spent);
}

/** Units charged since the process started (tests and benches read differences). */
export function workSpent(): number {
  return spent;
}

/** Run `fn` with at most `limit` units charged inside it (nested caps keep the tighter one). */
export function withWorkCap<T>(limit: number, fn: () => T): T {
  const outerCap = cap;
  cap = Math.min(outerCap, spent + limit);
  try {
    return fn();
  } finally {
    cap = outerCap;
  }
}
