/**
 * Version 3's caps: what a carve may use to finish a puzzle (the target level's techniques), and the capped
 * solves, on the grader's state or, for the standard caps on classic 9×9, on the band bitboards of
 * engine/classic9/capboard.ts.
 */
import { CapBoard, RULE, type RuleId } from "../classic9/capboard.ts";
import { SINGLE_IDS, techniqueInfo } from "../catalogue.ts";
import { type RegionKind, regionKind } from "../rules.ts";
import type { SchemeEntry } from "../schemes.ts";
import { complementLimits, type Limit } from "../techniques/complements.ts";
import { TECHNIQUES } from "../techniques/index.ts";
import { lonelyDigits } from "../techniques/singles.ts";
import { applyStep, cloneState, placeDigit, type SolveState, type Technique } from "../techniques/step.ts";
import type { Meter } from "./carving.ts";

/** The cap a carve works under: its singles (placed by sweeps), its other techniques, and its top tier. */
export interface Cap {
  singles: Singles;
  /** The cap's techniques other than singles, cheapest first, with their tiers. */
  harder: ReadonlyArray<{ technique: Technique; tier: number }>;
  /** The target level's tier: the highest the cap allows. */
  top: number;
  /**
   * Whether the top tier is made of non-single techniques, so that a capped solve can tell when the tiers
   * below it ran dry (a single sweep does not record tiers). Repairs need it.
   */
  topIsHarder: boolean;
  /**
   * Whether the cap holds the techniques the solver's propagation uses (singles, pointing, claiming), all below
   * the top tier: then a count that solves the puzzle by propagation alone shows those finish it (see
   * trialRemoval).
   */
  propagationBelowTop: boolean;
  /**
   * When the cap's singles are all below its top tier (and pointing and claiming, if there, share a tier):
   * its capped solves run on engine/classic9/capboard.ts's band bitboards, see BoardCap.
   */
  board: BoardCap | null;
}

/**
 * A cap on the bitboards: the rules (capboard's RULE bits) below the top tier and of the top tier, and the
 * cap's other techniques, which take steps on the grader's state: those below the top tier, and all of them
 * (cheapest first).
 */
export interface BoardCap {
  /**
   * No technique of the cap relies on uniqueness (those are not monotone): then what the cap cannot finish
   * from a position, it cannot finish from any position with fewer placements either, which findRepairOnBoard
   * uses to skip candidates.
   */
  monotone: boolean;
  lower: number;
  top: number;
  lowerSteps: readonly Technique[];
  allSteps: readonly Technique[];
  /** How open a position must be for each of lowerSteps and allSteps to be worth a scan (complements.ts). */
  lowerLimits: ReadonlyArray<Limit | null>;
  allLimits: ReadonlyArray<Limit | null>;
  /**
   * When the top tier has no rules: the closure of the whole cap starts where the lower closure stopped, a
   * fixpoint of the same rules where the lower steps (the first of allSteps) found nothing, so it need not
   * ask them again (closeWithSteps `dry`). 0 otherwise.
   */
  dry: number;
}

/** Which singles a cap allows (a scheme may put hidden singles in rows and columns above tier 1). */
export interface Singles {
  naked: boolean;
  box: boolean;
  line: boolean;
}

/**
 * Whether the cap's hidden singles look in a house of this kind: boxes and jigsaw pieces are boxes to them,
 * rows, columns and diagonals lines.
 */
export function hiddenSinglesIn(singles: Singles, kind: RegionKind): boolean {
  return kind === "box" || kind === "jigsaw" ? singles.box : singles.line;
}

/**
 * The deductions of the propagation that otherSolution (engine/classic9/solver.ts) and the generic core share,
 * as techniques: naked and hidden singles, and locked candidates of a digit between lines and boxes, which are
 * pointing and claiming repeated (tests/engine/solver_test.ts checks a count that needs no branching against
 * the grader). The classic 9×9 count (engine/classic9/count.ts) deduces more (triads), so it is not asked here.
 */
const PROPAGATION_IDS = [...SINGLE_IDS, "pointing", "claiming"];

/** The cap of a level's technique entries (version 3). */
export function capFor(entries: readonly SchemeEntry[]): Cap {
  const allows = (id: string) => entries.some((e) => e.technique === id);
  const top = Math.max(...entries.map((e) => e.tier));
  const atTop = entries.filter((e) => e.tier === top);
  const harder = entries.filter((e) => !SINGLE_IDS.includes(e.technique));
  // Rules for the board's techniques, steps (cheapest first) for the others.
  const rulesWhere = (wanted: (tier: number) => boolean) =>
    harder.filter((e) => wanted(e.tier) && e.technique in RULE)
      .reduce((set, e) => set | RULE[e.technique as RuleId], 0);
  const stepsWhere = (wanted: (tier: number) => boolean) =>
    harder.filter((e) => wanted(e.tier) && !(e.technique in RULE)).sort((a, b) => a.tier - b.tier)
      .map((e) => TECHNIQUES[e.technique]);
  // A closure's steps are asked once the singles and its rules have run dry.
  const limitsWhere = (wanted: (tier: number) => boolean) =>
    complementLimits(
      stepsWhere(wanted).map((t) => t.id),
      [...SINGLE_IDS, ...harder.filter((e) => wanted(e.tier) && e.technique in RULE).map((e) => e.technique)],
    );
  const locked = RULE.pointing | RULE.claiming;
  let board: BoardCap | null = null;
  if (
    harder.length > 0 && SINGLE_IDS.every((id) => entries.some((e) => e.technique === id && e.tier < top))
  ) {
    board = {
      monotone: harder.every((e) => !techniqueInfo(e.technique).uniqueness),
      lower: rulesWhere((t) => t < top),
      top: rulesWhere((t) => t === top),
      lowerSteps: stepsWhere((t) => t < top),
      allSteps: stepsWhere(() => true),
      lowerLimits: limitsWhere((t) => t < top),
      allLimits: limitsWhere(() => true),
      dry: 0,
    };
    if (board.top === 0) board.dry = board.lowerSteps.length;
    // The board runs pointing and claiming as one look-up, so they must sit in the same tier.
    if ([board.lower, board.top].some((r) => (r & locked) !== 0 && (r & locked) !== locked)) board = null;
  }
  return {
    board,
    singles: {
      naked: allows("naked-single"),
      box: allows("hidden-single-box"),
      line: allows("hidden-single-line"),
    },
    harder: harder.map((e) => ({ technique: TECHNIQUES[e.technique], tier: e.tier }))
      .sort((a, b) => a.tier - b.tier),
    top,
    topIsHarder: top > Math.min(...entries.map((e) => e.tier)) &&
      atTop.every((e) => !SINGLE_IDS.includes(e.technique)),
    propagationBelowTop: PROPAGATION_IDS.every((id) =>
      entries.some((e) => e.technique === id && e.tier < top)
    ),
  };
}

export interface CapSolve {
  /** Every cell asked for was filled. */
  filled: boolean;
  /** A top-tier step was taken: the tiers below had run dry, so the position needs the top tier. */
  top: boolean;
  /** A copy of the position where the tiers below the top first ran dry (when asked for and it happened). */
  lowerStall: SolveState | null;
}

/**
 * Run the cap on `state` (in place): singles by sweeps, the other techniques cheapest first, until every cell
 * of `group` is filled or nothing applies. Null when the meter runs out.
 */
export function solveUnderCap(
  state: SolveState,
  cap: Cap,
  group: readonly number[],
  meter: Meter,
  keepLowerStall: boolean,
): CapSolve | null {
  let top = false;
  let lowerStall: SolveState | null = null;
  for (;;) {
    meter.work += placeSingles(state, cap.singles, group);
    if (filled(state.cells, group)) {
      return { filled: true, top, lowerStall };
    }
    let step = null;
    let tier = 0;
    for (const entry of cap.harder) {
      if (meter.spent) return null;
      meter.work++;
      step = entry.technique.find(state);
      if (step) {
        tier = entry.tier;
        break;
      }
    }
    if (!step) return { filled: false, top, lowerStall };
    if (tier === cap.top && !top) {
      top = true;
      if (keepLowerStall) lowerStall = cloneState(state);
    }
    applyStep(state, step);
  }
}

/**
 * Place the allowed singles by passes over the grid until none is left or every cell of `group` is filled: the
 * number of passes (each costs about what one technique scan does, so it counts as one work unit).
 */
export function placeSingles(state: SolveState, singles: Singles, group: readonly number[]): number {
  const g = state.rules;
  const n = g.size;
  const { cells, candidates } = state;
  const { houseCells } = g;
  let passes = 0;
  for (let progress = true; progress && !filled(cells, group); passes++) {
    progress = false;
    for (let cell = 0; singles.naked && cell < g.cellCount; cell++) {
      const mask = candidates[cell];
      if (cells[cell] === 0 && mask !== 0 && (mask & (mask - 1)) === 0) {
        placeDigit(state, cell, 32 - Math.clz32(mask));
        progress = true;
      }
    }
    for (let h = 0; h < g.houses.length; h++) {
      if (!hiddenSinglesIn(singles, regionKind(g, h))) continue;
      const base = h * n;
      for (let lonely = lonelyDigits(state, h); lonely; lonely &= lonely - 1) {
        const bit = lonely & -lonely;
        for (let i = base; i < base + n; i++) {
          const cell = houseCells[i];
          if (candidates[cell] & bit) {
            placeDigit(state, cell, 32 - Math.clz32(bit));
            progress = true;
            break;
          }
        }
      }
    }
  }
  return passes;
}

/** Whether every cell of `group` holds a digit. */
export function filled(cells: Uint8Array, group: readonly number[]): boolean {
  for (const cell of group) if (cells[cell] === 0) return false;
  return true;
}

/** The closure of the cap's tiers below the top, until `group` is placed (CapBoard.closeWithSteps). */
export function closeLower(board: CapBoard, rules: BoardCap, group: readonly number[], meter: Meter) {
  return board.closeWithSteps(rules.lower, rules.lowerSteps, group, meter, 0, rules.lowerLimits);
}

/** The closure of the whole cap, from where closeLower stopped short of `group`. */
export function closeAll(board: CapBoard, rules: BoardCap, group: readonly number[], meter: Meter) {
  return board.closeWithSteps(
    rules.lower | rules.top,
    rules.allSteps,
    group,
    meter,
    rules.dry,
    rules.allLimits,
  );
}

/**
 * The cap on band bitboards (engine/classic9/capboard.ts): the closure of the tiers below the top, then of the
 * whole cap. The answers are solveUnderCap's; the stall is the position where the tiers below the top ran dry.
 */
export function solveOnBoard(
  board: CapBoard,
  rules: BoardCap,
  group: readonly number[],
  meter: Meter,
): { filled: boolean; top: boolean; stall: CapBoard | null } | null {
  const lower = closeLower(board, rules, group, meter);
  if (lower === null) return null;
  if (lower) return { filled: true, top: false, stall: null };
  const stall = board.clone();
  const all = closeAll(board, rules, group, meter);
  if (all === null) return null;
  return { filled: all, top: all, stall };
}
