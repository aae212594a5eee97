/**
 * Version 3's carve (serves every daily from 2027-01-01): balanced removal order, repairs and recarves
 * (carveV3), cheaper trials (trialRemoval).
 */
import { countGivens, type Grid } from "../board.ts";
import { CapBoard } from "../classic9/capboard.ts";
import { type OtherSolution, otherSolution } from "../classic9/solver.ts";
import { isClassic9 } from "../rules.ts";
import type { Rng } from "../rng.ts";
import { countSolutions } from "../solver.ts";
import { cloneState, createState, placeDigit, type SolveState } from "../techniques/step.ts";
import { type BoardCap, type Cap, closeAll, closeLower, solveOnBoard, solveUnderCap } from "./cap.ts";
import type { Meter } from "./carving.ts";
import { Givens, restoredBySingles } from "./givens.ts";
import { UnavoidableSets } from "./unavoidable.ts";

/** How many times one attempt carves its grid again after a carve that never needed the top tier. */
const RECARVES = 8;

/**
 * Version 3's carve. Three changes from version 1, all because Hard puzzles (needing an X-Wing or a naked
 * triple and nothing harder) are rare on a plain carve's path: about one carve in a hundred ends on one.
 * - Order: the next clue to try is the one whose digit is given most often, then the one in the fullest houses
 *   (ties in the seeded order). Keeping the givens spread out keeps the singles from finishing the puzzle alone,
 *   so removals reach the harder tiers before uniqueness runs out: about twice as many carves end on the top tier.
 * - Repair: while the puzzle does not yet need the target's top tier, a removal that leaves it unique but beyond
 *   the cap is where the level was skipped over: the top tier lies between the two. So the removal stays, and one
 *   earlier-removed group comes back if that lands the puzzle on the top tier (see findRepair). Giving a clue
 *   back can make earlier rejections removable, so a carve that repaired takes one more pass; only removals
 *   follow, so the result is irreducible under the cap as before.
 * - Recarve: a carve that never needed the top tier starts again, up to RECARVES times, from where it had five
 *   ninths of the cells as clues (three quarters when removing pairs, which go twice as fast), in a newly
 *   shuffled order (the balancing order breaks its ties differently). The fill, the unavoidable sets and the
 *   first removals (which the singles undo at once) are shared, and a recarve reaches the top tier about as
 *   often as a carve of a new grid. Each carve ends as before, so the attempt's puzzle is irreducible too.
 * Whether the puzzle needs the top tier (a puzzle that does not cannot earn the level); null when the meter ran
 * out.
 */
export function carveV3(
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
  // Removals in pairs take a recarve's clues out twice as fast: it starts higher to get as many choices.
  const recarveAt = Math.round(cells.length * (order.some((group) => group.length > 1) ? 3 / 4 : 5 / 9));
  let recarveFrom: { cells: Uint8Array; unavoidable: Int32Array | null } | null = null;
  for (let recarve = 0;; recarve++) {
    meter.carves++;
    const givens = new Givens(puzzle);
    let clues = countGivens(puzzle);
    let needsTop = !cap.topIsHarder;
    let repaired = false;
    for (let pass = 0; pass === 0 || (pass === 1 && repaired); pass++) {
      const untried = order.filter((group) => cells[group[0]] !== 0);
      while (untried.length > 0 && clues > stopAt) {
        const group = untried.splice(givens.mostBalancing(untried), 1)[0];
        const saved = group.map((c) => cells[c]);
        givens.take(group);
        const trial = unavoidable?.emptiedBy(group)
          ? REJECTED
          : trialRemoval(givens, group, saved, cap, meter);
        if (trial === null) return null;
        if (trial.keep) {
          unavoidable?.count(group, -1);
          clues -= group.length;
          needsTop ||= trial.top;
          if (recarveFrom === null && clues <= recarveAt && !repaired) {
            recarveFrom = { cells: cells.slice(), unavoidable: unavoidable?.save() ?? null };
          }
          continue;
        }
        if (trial.stall && !needsTop) {
          const repair = findRepair(puzzle, solution, order, group, trial.stall, cap, meter);
          if (repair === null) return null;
          if (repair >= 0) {
            givens.give(order[repair], order[repair].map((c) => solution.cells[c]));
            unavoidable?.count(group, -1);
            unavoidable?.count(order[repair], 1);
            clues += order[repair].length - group.length;
            needsTop = repaired = true;
            continue;
          }
        }
        givens.give(group, saved);
      }
    }
    if (needsTop || recarve === RECARVES || recarveFrom === null) return needsTop;
    cells.set(recarveFrom.cells);
    if (unavoidable && recarveFrom.unavoidable) unavoidable.restore(recarveFrom.unavoidable);
    rng.shuffle(order);
  }
}

/** What a version-3 trial removal found. */
export interface Trial {
  keep: boolean;
  /** The smaller puzzle needs a top-tier technique (only set on a kept removal). */
  top: boolean;
  /**
   * On a rejected removal that left the puzzle unique but beyond the cap: the position where the tiers below
   * the top ran dry (the starting point of a repair). Null otherwise.
   */
  stall: SolveState | CapBoard | null;
}

export const KEPT: Trial = { keep: true, top: false, stall: null };
export const REJECTED: Trial = { keep: false, top: false, stall: null };

/**
 * Version 3's trial of a removal. A removal the singles undo at once is kept for one unit: the position after
 * those placements is the one before the removal. Otherwise the exact count settles uniqueness first (most
 * late trials fail there), then the capped solve runs, singles by sweeps and the other techniques cheapest
 * first, only until the group's digits are back: the capped techniques are monotone (what they deduce from a
 * position they also deduce, or make unnecessary, from any position with fewer candidates), so from there on
 * the cap finishes the puzzle as it did before the removal. (The uniqueness techniques, in the standard Evil cap
 * only, are not monotone: there a carve can end, about once in 400 attempts, on a puzzle the grader gets stuck
 * on, and the final grade turns it down.) A top-tier step is only taken once the tiers below it ran dry, so the
 * first one shows the smaller puzzle needs the top tier. Null when the meter runs out.
 */
export function trialRemoval(
  givens: Givens,
  group: readonly number[],
  digits: readonly number[],
  cap: Cap,
  meter: Meter,
): Trial | null {
  const { puzzle } = givens;
  meter.work++;
  if (restoredBySingles(givens, group, digits, cap.singles)) return KEPT;
  if (cap.harder.length > 0) {
    const other = secondSolution(puzzle, group, digits, meter.left);
    meter.work += other.work;
    if (other.capped) return null;
    if (other.found) return REJECTED;
    // Put back with no branching: the propagation's singles and locked candidates, which the cap holds below
    // its top tier, restore the group, and from there the cap goes on as before the removal. (Nine kept
    // trials in ten end here, without a capped solve.)
    if (other.propagated && cap.propagationBelowTop) return KEPT;
  }
  // Standard caps run on band bitboards: the same answers, in about a fifth less time per Hard puzzle.
  if (cap.board && isClassic9(puzzle.rules)) {
    const onBoard = solveOnBoard(CapBoard.fromCells(puzzle.cells), cap.board, group, meter);
    if (onBoard === null) return null;
    if (onBoard.filled) return { keep: true, top: onBoard.top, stall: null };
    return { keep: false, top: false, stall: onBoard.stall };
  }
  const state = createState(puzzle);
  const solved = solveUnderCap(state, cap, group, meter, true);
  if (solved === null) return null;
  if (solved.filled) return { keep: true, top: solved.top, stall: null };
  return { keep: false, top: false, stall: cap.harder.length > 0 ? solved.lowerStall ?? state : null };
}

/**
 * Whether the puzzle, unique before `group` was emptied (its digits were `digits`), has a second solution now:
 * on classic 9×9 one that differs in the group (engine/classic9/solver.ts: otherSolution), under other rules
 * by counting to two.
 */
function secondSolution(
  puzzle: Grid,
  group: readonly number[],
  digits: readonly number[],
  budget: number,
): OtherSolution {
  if (isClassic9(puzzle.rules)) return otherSolution(puzzle, group, digits, budget);
  const counted = countSolutions(puzzle, 2, budget);
  return {
    found: !counted.capped && counted.count > 1,
    // Solved by propagation alone: the group is back too.
    propagated: counted.work === 1 && counted.count === 1,
    work: counted.work,
    capped: counted.capped,
  };
}

/**
 * A repair for a removal that overshot the cap while the puzzle has not yet needed the top tier: the first
 * group of empty cells (in removal order) whose solution digits, given back, make the puzzle need the top tier
 * and no more. `stall` is where the tiers below the top ran dry; the smaller puzzle is unique, so any puzzle
 * with more givens is too, and only solvability has to be checked, from that position on. `removed` (the
 * group whose removal overshot) is not a candidate. Each check stops once `removed` is filled: from there the
 * position holds every given of the puzzle before the removal plus the repair's, which the tiers below the top
 * finish (monotone techniques), so the top tier is needed exactly when it was used before that point. The
 * group's index in `order`, -1 when none works, null when the meter runs out.
 */
export function findRepair(
  puzzle: Grid,
  solution: Grid,
  order: readonly number[][],
  removed: readonly number[],
  stall: SolveState | CapBoard,
  cap: Cap,
  meter: Meter,
): number | null {
  if (stall instanceof CapBoard) {
    return findRepairOnBoard(puzzle, solution, order, removed, stall, cap.board!, meter);
  }
  const state = cloneState(stall);
  for (let i = 0; i < order.length; i++) {
    const group = order[i];
    if (
      group === removed || group.some((cell) => puzzle.cells[cell] !== 0) ||
      group.every((cell) => stall.cells[cell] !== 0)
    ) {
      continue;
    }
    state.cells.set(stall.cells);
    state.candidates.set(stall.candidates);
    for (const cell of group) if (state.cells[cell] === 0) placeDigit(state, cell, solution.cells[cell]);
    meter.work++;
    const solved = solveUnderCap(state, cap, removed, meter, false);
    if (solved === null) return null;
    if (solved.filled && solved.top) return i;
  }
  return -1;
}

/**
 * findRepair on band bitboards: the same candidates in the same order, with the same answers. On a monotone
 * cap, a candidate whose cells the whole cap placed in one earlier candidate's failed check is skipped.
 */
function findRepairOnBoard(
  puzzle: Grid,
  solution: Grid,
  order: readonly number[][],
  removed: readonly number[],
  stall: CapBoard,
  rules: BoardCap,
  meter: Meter,
): number | null {
  const board = new CapBoard();
  // Where the whole cap stopped short in earlier candidates' checks (monotone caps only).
  const stoppedShort: CapBoard[] = [];
  for (let i = 0; i < order.length; i++) {
    const group = order[i];
    if (
      group === removed || group.some((cell) => puzzle.cells[cell] !== 0) ||
      group.every((cell) => stall.isPlaced(cell))
    ) {
      continue;
    }
    if (stoppedShort.some((closure) => closure.filled(group))) continue;
    board.copyFrom(stall);
    for (const cell of group) if (!board.isPlaced(cell)) board.place(cell, solution.cells[cell]);
    meter.work++;
    const lower = closeLower(board, rules, removed, meter);
    if (lower === null) return null;
    if (lower) continue;
    const all = closeAll(board, rules, removed, meter);
    if (all === null) return null;
    if (all) return i;
    // The whole cap stopped short of `removed` from here, so it also does from the stall plus any group it
    // placed: that position holds less.
    if (rules.monotone) stoppedShort.push(board.clone());
  }
  return -1;
}
