/**
 * Puzzle generation under a work budget.
 *
 * An attempt fills a grid from the seeded PRNG, then carves: clues come out one at a time (or in 180°-symmetric
 * pairs), and a removal is kept only while the puzzle still has exactly one solution and the grader can still
 * finish it with techniques no higher than the target level's tier. When nothing more can go, the puzzle is
 * irreducible under that cap. It is then graded with its scheme's whole order and kept only if it earned exactly the
 * level asked for (and fits the clue and gate windows); otherwise the next attempt starts from the next derived
 * seed. Version 3 (see carveV3) orders the removals to keep the givens balanced and repairs a removal that
 * skips over the target tier.
 *
 * Work units: solver search nodes plus technique calls (each `find` the capped grader makes, each pass of a rule on
 * the band bitboards of engine/capboard.ts, and each step of the final grade), and one per cell for each filled
 * grid. The budget is counted in these units, never in time, so every machine reaches the same result.
 */
import { countGivens, type Grid } from "./board.ts";
import { classicRules, type Rules, type ShapeName } from "./rules.ts";
import { gradeUnique, type SolveRecord } from "./grade.ts";
import { CapBoard, RULE, type RuleId } from "./capboard.ts";
import { SINGLE_IDS, techniqueInfo } from "./catalogue.ts";
import { Rng } from "./rng.ts";
import { type Scheme, type SchemeEntry, type SchemeId, SCHEMES } from "./schemes.ts";
import { countSolutions, fillGrid, type OtherSolution, otherSolution } from "./solver.ts";
import { complementLimits, type Limit } from "./techniques/complements.ts";
import { TECHNIQUES } from "./techniques/index.ts";
import { lonelyDigits } from "./techniques/singles.ts";
import {
  applyStep,
  cloneState,
  createState,
  placeDigit,
  type SolveState,
  type Technique,
} from "./techniques/step.ts";

/**
 * Bump when anything changes what a seed generates; the daily keeps old dates on the version they had.
 * - 1: removals in a seeded random order; every trial removal is checked with the exact solver, then with the
 *   capped grader step by step.
 * - 2 (never served: retired before its first day came) sped up version 1's trials.
 * - 3: balanced removal order, repairs and recarves (carveV3), cheaper trials (trialRemoval), and attempts
 *   that never needed the target's top tier are dropped without grading. (Recarves came in before version 3's
 *   first day was served.)
 */
export const GENERATOR_VERSION = 3;
const GENERATOR_VERSIONS_AVAILABLE: readonly number[] = [1, 3];

/** A finite default, so a window no puzzle can meet ends in a failure instead of a loop. */
export const DEFAULT_GENERATE_BUDGET = 5_000_000;

export interface GenerateOptions {
  level: string;
  scheme?: SchemeId;
  size?: ShapeName;
  /** Remove clues in 180°-symmetric pairs. */
  symmetric?: boolean;
  /** Accept only puzzles whose clue count lies in this window; carving stops at a seeded count inside it. */
  clues?: { min: number; max: number };
  /** Accept only puzzles with at least this many hard gates. */
  minGates?: number;
  /** Work units (solver nodes + technique calls) for all attempts together; DEFAULT_GENERATE_BUDGET if unset. */
  budget?: number;
  /** Generator version (GENERATOR_VERSION if unset); old versions stay available for old dailies. */
  version?: number;
}

export type GenerateResult =
  | { ok: true; puzzle: Grid; record: SolveRecord; attempts: number; carves: number; work: number }
  | { ok: false; attempts: number; carves: number; work: number };

/** Work spent so far against the budget; every stage draws from one meter. */
class Meter {
  work = 0;
  /** Carves so far: one per attempt, plus its recarves. */
  carves = 0;
  constructor(readonly budget: number) {}
  get left(): number {
    return this.budget - this.work;
  }
  get spent(): boolean {
    return this.work >= this.budget;
  }
}

/**
 * Version 1's check: whether the grader's loop over `entries` (cheapest first, one step at a time) finishes the
 * puzzle. Null when the meter runs out first. The puzzle must have exactly one solution.
 */
function solvesStepByStep(grid: Grid, entries: readonly SchemeEntry[], meter: Meter): boolean | null {
  const state = createState(grid);
  let empty = countEmpty(state);
  while (empty > 0) {
    let progressed = false;
    for (const entry of entries) {
      if (meter.spent) return null;
      meter.work++;
      const step = TECHNIQUES[entry.technique].find(state);
      if (step) {
        applyStep(state, step);
        empty -= step.placements.length;
        progressed = true;
        break;
      }
    }
    if (!progressed) return false;
  }
  return true;
}

/** Version 1's trial of a removal: the exact count, then the step-by-step capped solve. */
function keepsRemovalV1(puzzle: Grid, entries: readonly SchemeEntry[], meter: Meter): boolean | null {
  const counted = countSolutions(puzzle, 2, meter.left);
  meter.work += counted.work;
  if (counted.capped) return null;
  return counted.count === 1 ? solvesStepByStep(puzzle, entries, meter) : false;
}

/** The cap a carve works under: its singles (placed by sweeps), its other techniques, and its top tier. */
interface Cap {
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
   * its capped solves run on engine/capboard.ts's band bitboards, see BoardCap.
   */
  board: BoardCap | null;
}

/**
 * A cap on the bitboards: the rules (capboard's RULE bits) below the top tier and of the top tier, and the
 * cap's other techniques, which take steps on the grader's state: those below the top tier, and all of them
 * (cheapest first).
 */
interface BoardCap {
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

/** What a version-3 trial removal found. */
interface Trial {
  keep: boolean;
  /** The smaller puzzle needs a top-tier technique (only set on a kept removal). */
  top: boolean;
  /**
   * On a rejected removal that left the puzzle unique but beyond the cap: the position where the tiers below
   * the top ran dry (the starting point of a repair). Null otherwise.
   */
  stall: SolveState | CapBoard | null;
}

const KEPT: Trial = { keep: true, top: false, stall: null };
const REJECTED: Trial = { keep: false, top: false, stall: null };

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
function trialRemoval(
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
  if (cap.board && puzzle.rules.size === 9) {
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
 * on 9×9 one that differs in the group (solver's otherSolution), on other sizes by counting to two.
 */
function secondSolution(
  puzzle: Grid,
  group: readonly number[],
  digits: readonly number[],
  budget: number,
): OtherSolution {
  if (puzzle.rules.size === 9) return otherSolution(puzzle, group, digits, budget);
  const counted = countSolutions(puzzle, 2, budget);
  return {
    found: !counted.capped && counted.count > 1,
    // Solved by propagation alone: the group is back too.
    propagated: counted.work === 1 && counted.count === 1,
    work: counted.work,
    capped: counted.capped,
  };
}

interface CapSolve {
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
function solveUnderCap(
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

/** The closure of the cap's tiers below the top, until `group` is placed (CapBoard.closeWithSteps). */
function closeLower(board: CapBoard, rules: BoardCap, group: readonly number[], meter: Meter) {
  return board.closeWithSteps(rules.lower, rules.lowerSteps, group, meter, 0, rules.lowerLimits);
}

/** The closure of the whole cap, from where closeLower stopped short of `group`. */
function closeAll(board: CapBoard, rules: BoardCap, group: readonly number[], meter: Meter) {
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
 * The cap on band bitboards (engine/capboard.ts): the closure of the tiers below the top, then of the whole
 * cap. The answers are solveUnderCap's; the stall is the position where the tiers below the top ran dry.
 */
function solveOnBoard(
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
function findRepair(
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

function countEmpty(state: SolveState): number {
  let empty = 0;
  for (const v of state.cells) if (v === 0) empty++;
  return empty;
}

/** Which singles a cap allows (a scheme may put hidden singles in rows and columns above tier 1). */
interface Singles {
  naked: boolean;
  box: boolean;
  line: boolean;
}

/**
 * Place the allowed singles by passes over the grid until none is left or every cell of `group` is filled: the
 * number of passes (each costs about what one technique scan does, so it counts as one work unit).
 */
function placeSingles(state: SolveState, singles: Singles, group: readonly number[]): number {
  const g = state.rules;
  const n = g.size;
  const { cells, candidates } = state;
  const { houseCells } = g;
  // Houses are rows, columns, then boxes: hidden singles scan the lines, the boxes, or both.
  const firstHouse = singles.line ? 0 : 2 * n;
  const endHouse = singles.box ? 3 * n : 2 * n;
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
    for (let h = firstHouse; h < endHouse; h++) {
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
function filled(cells: Uint8Array, group: readonly number[]): boolean {
  for (const cell of group) if (cells[cell] === 0) return false;
  return true;
}

/** Cells in removal order: single cells, or pairs (cell, its 180° twin) when symmetric. */
function removalOrder(cellCount: number, rng: Rng, symmetric: boolean): number[][] {
  const groups: number[][] = [];
  for (let cell = 0; cell < cellCount; cell++) {
    const twin = cellCount - 1 - cell;
    if (!symmetric) groups.push([cell]);
    else if (cell <= twin) groups.push(cell === twin ? [cell] : [cell, twin]);
  }
  return rng.shuffle(groups);
}

/**
 * Version 1's carve: take clues out of `puzzle` (in place) in the given order while it stays unique and
 * solvable within `entries`, stopping early once only `stopAt` clues are left. False when the meter ran out.
 */
function carveV1(
  puzzle: Grid,
  order: number[][],
  entries: readonly SchemeEntry[],
  stopAt: number,
  meter: Meter,
): boolean {
  const { cells } = puzzle;
  let clues = cells.length;
  for (const group of order) {
    if (clues <= stopAt) break;
    if (cells[group[0]] === 0) continue;
    const saved = group.map((c) => cells[c]);
    for (const c of group) cells[c] = 0;
    const keep = keepsRemovalV1(puzzle, entries, meter);
    if (keep === null) return false;
    if (keep) clues -= group.length;
    else group.forEach((c, i) => (cells[c] = saved[i]));
  }
  return true;
}

/**
 * The deductions of the solver's propagation (engine/solver.ts), as techniques: naked and hidden singles, and
 * locked candidates of a digit between a band's rows and boxes, which are pointing and claiming repeated
 * (tests/solver_test.ts checks a count that needs no branching against the grader).
 */
const PROPAGATION_IDS = [...SINGLE_IDS, "pointing", "claiming"];

/** The cap of a level's technique entries (version 3). */
function capFor(entries: readonly SchemeEntry[]): Cap {
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

/**
 * The solution's two-digit unavoidable sets, with how many clues each still holds. For digits a and b, link the
 * a-cell and the b-cell of every house; each linked group can swap its a's and b's and leave a valid grid (every
 * house it touches holds both of its cells). A puzzle with no clue in such a set has a second solution, so a
 * removal that would empty one fails without a search: most late trials fail this way or by the count.
 */
class UnavoidableSets {
  /** setsOf[cell * (size - 1) + k]: the set holding the cell for the k-th other digit. */
  readonly #setsOf: Int32Array;
  readonly #clues: Int32Array;
  readonly #perCell: number;

  constructor(solution: Grid) {
    const g = solution.rules;
    const n = g.size;
    const houses = g.houses.length;
    this.#perCell = n - 1;
    this.#setsOf = new Int32Array(g.cellCount * (n - 1));
    const filled = new Int32Array(g.cellCount);
    // rowAt[h * (n + 1) + d]: the row of house h's cell holding d; cellAt[r * (n + 1) + d]: row r's cell of d.
    const rowAt = new Int32Array(houses * (n + 1));
    const cellAt = new Int32Array(n * (n + 1));
    for (let cell = 0; cell < g.cellCount; cell++) {
      const d = solution.cells[cell], row = g.cellHouses[cell * 3];
      cellAt[row * (n + 1) + d] = cell;
      for (let k = 0; k < 3; k++) rowAt[g.cellHouses[cell * 3 + k] * (n + 1) + d] = row;
    }
    // Each row links its a-cell and b-cell, so a row stands for both; union-find over the rows, joined by
    // each column and box (its a-cell's row with its b-cell's row).
    const parent = new Int32Array(n);
    const setOfRoot = new Int32Array(n);
    const sizes = new Int32Array((n * (n - 1) / 2) * n);
    let sets = 0;
    for (let a = 1; a <= n; a++) {
      for (let b = a + 1; b <= n; b++) {
        for (let r = 0; r < n; r++) parent[r] = r;
        for (let h = n; h < houses; h++) {
          let x = rowAt[h * (n + 1) + a], y = rowAt[h * (n + 1) + b];
          while (parent[x] !== x) x = parent[x] = parent[parent[x]];
          while (parent[y] !== y) y = parent[y] = parent[parent[y]];
          parent[x] = y;
        }
        setOfRoot.fill(-1);
        for (let r = 0; r < n; r++) {
          let root = r;
          while (parent[root] !== root) root = parent[root];
          if (setOfRoot[root] < 0) setOfRoot[root] = sets++;
          const set = setOfRoot[root];
          sizes[set] += 2;
          const aCell = cellAt[r * (n + 1) + a], bCell = cellAt[r * (n + 1) + b];
          this.#setsOf[aCell * (n - 1) + filled[aCell]++] = set;
          this.#setsOf[bCell * (n - 1) + filled[bCell]++] = set;
        }
      }
    }
    this.#clues = sizes.slice(0, sets);
  }

  /** Whether taking out `group` (all clues now) would leave some set without a clue. */
  emptiedBy(group: readonly number[]): boolean {
    for (const cell of group) {
      for (let i = cell * this.#perCell, end = i + this.#perCell; i < end; i++) {
        const set = this.#setsOf[i];
        const inGroup = group.length === 1 ? 1 : group.filter((other) => this.#holds(other, set)).length;
        if (this.#clues[set] === inGroup) return true;
      }
    }
    return false;
  }

  /** The clue tallies, for `restore`. */
  save(): Int32Array {
    return this.#clues.slice();
  }

  restore(saved: Int32Array): void {
    this.#clues.set(saved);
  }

  /** Record that the group's cells stopped (-1) or started (+1) being clues. */
  count(group: readonly number[], delta: number): void {
    for (const cell of group) {
      for (let i = cell * this.#perCell, end = i + this.#perCell; i < end; i++) {
        this.#clues[this.#setsOf[i]] += delta;
      }
    }
  }

  #holds(cell: number, set: number): boolean {
    for (let i = cell * this.#perCell, end = i + this.#perCell; i < end; i++) {
      if (this.#setsOf[i] === set) return true;
    }
    return false;
  }
}

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
function carveV3(
  puzzle: Grid,
  solution: Grid,
  order: number[][],
  cap: Cap,
  stopAt: number,
  meter: Meter,
  rng: Rng,
): boolean | null {
  const { cells } = puzzle;
  const unavoidable = new UnavoidableSets(solution);
  // Removals in pairs take a recarve's clues out twice as fast: it starts higher to get as many choices.
  const recarveAt = Math.round(cells.length * (order.some((group) => group.length > 1) ? 3 / 4 : 5 / 9));
  let recarveFrom: { cells: Uint8Array; unavoidable: Int32Array } | null = null;
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
        const trial = unavoidable.emptiedBy(group)
          ? REJECTED
          : trialRemoval(givens, group, saved, cap, meter);
        if (trial === null) return null;
        if (trial.keep) {
          unavoidable.count(group, -1);
          clues -= group.length;
          needsTop ||= trial.top;
          if (recarveFrom === null && clues <= recarveAt && !repaired) {
            recarveFrom = { cells: cells.slice(), unavoidable: unavoidable.save() };
          }
          continue;
        }
        if (trial.stall && !needsTop) {
          const repair = findRepair(puzzle, solution, order, group, trial.stall, cap, meter);
          if (repair === null) return null;
          if (repair >= 0) {
            givens.give(order[repair], order[repair].map((c) => solution.cells[c]));
            unavoidable.count(group, -1);
            unavoidable.count(order[repair], 1);
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
    unavoidable.restore(recarveFrom.unavoidable);
    rng.shuffle(order);
  }
}

/**
 * The puzzle being carved, with the tallies the carve reads as clues come and go: the digits given in each
 * house, and how many givens each digit and each house has.
 */
class Givens {
  readonly #g: Rules;
  readonly #cells: Uint8Array;
  readonly #houseDigits: Uint16Array;
  readonly #digitClues: Int32Array;
  readonly #houseClues: Int32Array;

  constructor(readonly puzzle: Grid) {
    const g = this.#g = puzzle.rules;
    this.#cells = puzzle.cells;
    this.#houseDigits = new Uint16Array(g.houses.length);
    this.#digitClues = new Int32Array(g.size + 1);
    this.#houseClues = new Int32Array(g.houses.length);
    for (let cell = 0; cell < g.cellCount; cell++) if (this.#cells[cell] !== 0) this.#tally(cell, 1);
  }

  /** Digits given among a cell's peers (and in the cell itself). */
  seen(cell: number): number {
    const houses = this.#g.cellHouses, digits = this.#houseDigits, at = cell * 3;
    return digits[houses[at]] | digits[houses[at + 1]] | digits[houses[at + 2]];
  }

  /** Empty the group's cells. */
  take(group: readonly number[]): void {
    for (const cell of group) {
      this.#tally(cell, -1);
      this.#cells[cell] = 0;
    }
  }

  /** Give the group's cells these digits. */
  give(group: readonly number[], digits: readonly number[]): void {
    group.forEach((cell, i) => {
      this.#cells[cell] = digits[i];
      this.#tally(cell, 1);
    });
  }

  /**
   * The index in `untried` of the group to try next: the most given digits first, then the fullest houses,
   * then the earliest (the seeded order).
   */
  mostBalancing(untried: readonly number[][]): number {
    const cellHouses = this.#g.cellHouses, cells = this.#cells;
    const digitClues = this.#digitClues, houseClues = this.#houseClues;
    let best = 0, bestDigits = -1, bestHouses = -1;
    for (let i = 0; i < untried.length; i++) {
      const group = untried[i];
      let digits = 0, houses = 0;
      for (let j = 0; j < group.length; j++) {
        const cell = group[j], at = cell * 3;
        digits += digitClues[cells[cell]];
        houses += houseClues[cellHouses[at]] + houseClues[cellHouses[at + 1]] +
          houseClues[cellHouses[at + 2]];
      }
      if (digits > bestDigits || (digits === bestDigits && houses > bestHouses)) {
        best = i;
        bestDigits = digits;
        bestHouses = houses;
      }
    }
    return best;
  }

  #tally(cell: number, delta: number): void {
    const digit = this.#cells[cell], bit = 1 << (digit - 1);
    this.#digitClues[digit] += delta;
    for (let k = 0; k < 3; k++) {
      const house = this.#g.cellHouses[cell * 3 + k];
      this.#houseClues[house] += delta;
      if (delta > 0) this.#houseDigits[house] |= bit;
      else this.#houseDigits[house] &= ~bit;
    }
  }
}

/**
 * Whether singles put the just-removed digits straight back: then the position after those placements is the
 * one before the removal (candidates come from the givens alone), so the puzzle stays unique and solvable under
 * any cap that includes singles. Tries the group's cells in either order (a pair may need one back first).
 */
function restoredBySingles(
  givens: Givens,
  group: readonly number[],
  digits: readonly number[],
  singles: Singles,
): boolean {
  if (group.length === 1) return isSingle(givens, group[0], digits[0], singles);
  for (const [first, second] of [[0, 1], [1, 0]]) {
    if (!isSingle(givens, group[first], digits[first], singles)) continue;
    givens.give([group[first]], [digits[first]]);
    const both = isSingle(givens, group[second], digits[second], singles);
    givens.take([group[first]]);
    if (both) return true;
  }
  return false;
}

/** Whether `digit` at the empty `cell` is an allowed single: naked, or hidden in one of its houses. */
function isSingle(givens: Givens, cell: number, digit: number, singles: Singles): boolean {
  const g = givens.puzzle.rules;
  const { cells } = givens.puzzle;
  const bit = 1 << (digit - 1);
  if (singles.naked && (givens.seen(cell) | bit) === g.allDigits) return true;
  // cellHouses lists a cell's row, column and box, in that order.
  for (let k = 0; k < 3; k++) {
    if (!(k < 2 ? singles.line : singles.box)) continue;
    const house = g.cellHouses[cell * 3 + k];
    let elsewhere = false;
    for (let i = house * g.size; i < (house + 1) * g.size && !elsewhere; i++) {
      const other = g.houseCells[i];
      elsewhere = other !== cell && cells[other] === 0 && (givens.seen(other) & bit) === 0;
    }
    if (!elsewhere) return true;
  }
  return false;
}

interface Setup {
  scheme: Scheme;
  rules: Rules;
  entries: readonly SchemeEntry[];
  cap: Cap;
  version: number;
}

/**
 * Set-ups already built, by scheme, level, size and version: they never change, and rebuilding the cap for
 * every call cost about 1% of an Evil puzzle's time.
 */
const SETUPS = new Map<string, Setup>();

function setUp(options: GenerateOptions): Setup {
  const scheme = SCHEMES[options.scheme ?? "standard"];
  const tier = scheme.levelTiers[options.level];
  if (tier === undefined) throw new RangeError(`scheme ${scheme.id} has no level ${options.level}`);
  const version = options.version ?? GENERATOR_VERSION;
  if (!GENERATOR_VERSIONS_AVAILABLE.includes(version)) {
    throw new RangeError(`no generator version ${version}`);
  }
  const size = options.size ?? "9x9";
  const key = `${scheme.id}/${options.level}/${size}/${version}`;
  let setup = SETUPS.get(key);
  if (!setup) {
    const entries = scheme.order.filter((e) => e.tier <= tier);
    setup = { scheme, rules: classicRules(size), entries, cap: capFor(entries), version };
    SETUPS.set(key, setup);
  }
  return setup;
}

/** Attempt `attempt`'s carved puzzle (null when the meter ran out): a seeded fill, then the capped carve. */
function carveAttemptWithin(
  seed: string,
  attempt: number,
  options: GenerateOptions,
  setup: Setup,
  meter: Meter,
): { puzzle: Grid; needsTop: boolean } | null {
  const { rules } = setup;
  const rng = new Rng(`${seed}/attempt-${attempt}`);
  const solution = fillGrid(rules, rng);
  meter.work += rules.cellCount;
  const puzzle: Grid = { rules, cells: solution.cells.slice() };
  const order = removalOrder(rules.cellCount, rng, options.symmetric ?? false);
  // With a clue window, carving stops at a seeded clue count inside it rather than at irreducibility.
  const stopAt = options.clues
    ? options.clues.min + rng.nextInt(options.clues.max - options.clues.min + 1)
    : 0;
  if (setup.version < 3) {
    meter.carves++;
    return carveV1(puzzle, order, setup.entries, stopAt, meter) ? { puzzle, needsTop: true } : null;
  }
  const needsTop = carveV3(puzzle, solution, order, setup.cap, stopAt, meter, rng);
  return needsTop === null ? null : { puzzle, needsTop };
}

/**
 * What one attempt of `generate` carves, before it is graded (no budget), and whether the carve saw it need the
 * level's top tier: lets tests check every attempt, not only the accepted ones.
 */
export function carveAttempt(
  seed: string,
  attempt: number,
  options: GenerateOptions,
): { puzzle: Grid; needsTop: boolean } {
  return carveAttemptWithin(seed, attempt, options, setUp(options), new Meter(Infinity))!;
}

/** Generate a puzzle of exactly the requested level from a seed, within the budget. Deterministic. */
export function generate(seed: string, options: GenerateOptions): GenerateResult {
  const setup = setUp(options);
  const meter = new Meter(options.budget ?? DEFAULT_GENERATE_BUDGET);
  for (let attempt = 1;; attempt++) {
    const carved = carveAttemptWithin(seed, attempt, options, setup, meter);
    if (!carved) return { ok: false, attempts: attempt, carves: meter.carves, work: meter.work };
    // A level whose top tier is beyond singles is only earned by a puzzle that needs that tier (tested for
    // every scheme), so a carve that never needed it is not worth grading.
    if (!carved.needsTop) {
      if (meter.spent) return { ok: false, attempts: attempt, carves: meter.carves, work: meter.work };
      continue;
    }
    const { puzzle } = carved;
    const record = gradeUnique(puzzle, setup.scheme.id);
    meter.work += record.steps;
    const clues = countGivens(puzzle);
    const fits = record.level === options.level && !record.stuck &&
      (!options.clues || (clues >= options.clues.min && clues <= options.clues.max)) &&
      record.gates >= (options.minGates ?? 0);
    if (fits) return { ok: true, puzzle, record, attempts: attempt, carves: meter.carves, work: meter.work };
    if (meter.spent) return { ok: false, attempts: attempt, carves: meter.carves, work: meter.work };
  }
}

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
