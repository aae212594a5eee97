/**
 * Version 4's carve (serves 6×6 and 16×16 dailies from 2027-01-01): a carve that aims at the level. It stops as
 * soon as the puzzle needs the level's top tier, in a seeded order, and recarves a grid more often.
 */
import { countGivens, type Grid } from "../board.ts";
import type { Rng } from "../rng.ts";
import type { Cap } from "./cap.ts";
import type { Meter } from "./carving.ts";
import { Givens, restoredBySingles } from "./givens.ts";
import { UnavoidableSets } from "./unavoidable.ts";
import { findRepair, REJECTED, trialRemoval } from "./v3.ts";

/** How many times one attempt carves its grid again after a carve that never needed the top tier. */
const RECARVES = 16;

/**
 * Version 4's carve, for levels whose top tier is beyond singles (Medium on 6×6 and 16×16; easier levels carve
 * as version 3 does). Version 3 carves to an irreducible puzzle and then asks whether it needed the top tier;
 * on the variants that spent days of work for nothing:
 * - 16×16: a carve to irreducibility takes thousands of trials, each an exact count over 256 cells, and the top
 *   tier is needed long before the end. Version 4 keeps the first removal after which the puzzle needs the top
 *   tier (and stays unique and within the cap) and stops there, or repairs the first removal that skipped over
 *   the tier, as version 3 does. Every removal before it was kept only if the puzzle stayed unique and within the
 *   cap, so the puzzle earns exactly the level. Then every clue the singles would put straight back comes out
 *   (finishWithSingles, one unit each); the puzzle keeps more clues than an irreducible one, but needs the same
 *   techniques. A 16×16 Medium then takes one carve of about 800 units instead of 19,000.
 * - 6×6: a Medium puzzle lies on about one carve in a hundred, about as often in every grid (so recarving a
 *   grid is as good as filling a new one, and cheaper). Stopping at the top tier saves the carve's last trials.
 *   The order is the seeded one, with no balancing: version 3's balancing, made for Hard 9×9 puzzles, lands on a
 *   6×6 Medium less often (80% of 2027's days within 14,000 units in the seeded order, 70% balanced). A carve
 *   that never needed the top tier starts again from where it had five ninths of the cells as clues, up to
 *   RECARVES times, in a newly shuffled order.
 * Unlike version 3, a repaired carve also stops (after the same finishing pass): the repair makes the puzzle
 * need the top tier, which is all the level asks.
 *
 * Returns whether the puzzle needs the top tier; null when the meter ran out. `stopAt`: carving stops
 * once only that many clues are left (a clue window's seeded count).
 */
export function carveV4(
  puzzle: Grid,
  solution: Grid,
  order: number[][],
  cap: Cap,
  stopAt: number,
  meter: Meter,
  rng: Rng,
): boolean | null {
  const { cells } = puzzle;
  // Unavoidable sets are sound under plain classic rules only; elsewhere the count alone rejects removals.
  const unavoidable = solution.rules.plainClassic ? new UnavoidableSets(solution) : null;
  const recarveAt = Math.round(cells.length * 5 / 9);
  let recarveFrom: { cells: Uint8Array; unavoidable: Int32Array | null } | null = null;
  for (let recarve = 0;; recarve++) {
    meter.carves++;
    const givens = new Givens(puzzle);
    let clues = countGivens(puzzle);
    const untried = order.filter((group) => cells[group[0]] !== 0);
    for (const group of untried) {
      if (clues <= stopAt) break;
      const saved = group.map((c) => cells[c]);
      givens.take(group);
      const trial = unavoidable?.emptiedBy(group) ? REJECTED : trialRemoval(givens, group, saved, cap, meter);
      if (trial === null) return null;
      if (trial.keep) {
        if (trial.top) return finishWithSingles(givens, order, cap, stopAt, clues - group.length, meter);
        unavoidable?.count(group, -1);
        clues -= group.length;
        if (recarveFrom === null && clues <= recarveAt) {
          recarveFrom = { cells: cells.slice(), unavoidable: unavoidable?.save() ?? null };
        }
        continue;
      }
      if (trial.stall) {
        const repair = findRepair(puzzle, solution, order, group, trial.stall, cap, meter);
        if (repair === null) return null;
        if (repair >= 0) {
          givens.give(order[repair], order[repair].map((c) => solution.cells[c]));
          return finishWithSingles(
            givens,
            order,
            cap,
            stopAt,
            clues - group.length + order[repair].length,
            meter,
          );
        }
      }
      givens.give(group, saved);
    }
    if (recarve === RECARVES || recarveFrom === null) return false;
    cells.set(recarveFrom.cells);
    if (unavoidable && recarveFrom.unavoidable) unavoidable.restore(recarveFrom.unavoidable);
    rng.shuffle(order);
  }
}

/**
 * The end of a carve that reached the top tier: every clue still given whose removal the singles undo at once
 * comes out (one unit each, in the seeded order). Such a removal leaves the puzzle unique and needing the same
 * tiers, so it still earns the level, with fewer clues than where the carve stopped. True.
 */
function finishWithSingles(
  givens: Givens,
  order: readonly number[][],
  cap: Cap,
  stopAt: number,
  clues: number,
  meter: Meter,
): true {
  const { cells } = givens.puzzle;
  for (const group of order) {
    if (clues <= stopAt) break;
    if (cells[group[0]] === 0) continue;
    const saved = group.map((c) => cells[c]);
    givens.take(group);
    meter.work++;
    if (restoredBySingles(givens, group, saved, cap.singles)) clues -= group.length;
    else givens.give(group, saved);
  }
  return true;
}
