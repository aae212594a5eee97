/**
 * Puzzle generation under a work budget.
 *
 * An attempt fills a grid from the seeded PRNG, then carves: clues come out one at a time (or in 180°-symmetric
 * pairs) in a seeded random order, and a removal is kept only while the puzzle still has exactly one solution
 * and the grader can still finish it with techniques no higher than the target level's tier. When nothing more
 * can go, the puzzle is irreducible under that cap. It is then graded with the full catalogue and kept only if
 * it earned exactly the level asked for (and fits the clue and gate windows); otherwise the next attempt
 * starts from the next derived seed.

 *
 * Work units: solver search nodes plus technique calls (each `find` the capped grader makes, and each step of the
 * final grade). The budget is counted in these units, never in time, so every machine reaches the same result.
 */
import { countGivens, type Grid } from "./board.ts";
import { type Geometry, getGeometry, type ShapeName } from "./geometry.ts";
import { gradeUnique, type SolveRecord } from "./grade.ts";
import { Rng } from "./rng.ts";
import { type Scheme, type SchemeEntry, type SchemeId, SCHEMES } from "./schemes.ts";
import { countSolutions, fillGrid } from "./solver.ts";
import { TECHNIQUES } from "./techniques/index.ts";
import { lonelyDigits } from "./techniques/singles.ts";
import { applyStep, createState, placeDigit, type SolveState, type Technique } from "./techniques/step.ts";

/**
 * Bump when anything changes what a seed generates; the daily keeps old dates on the version they had.
 * - 1: every trial removal is checked with the exact solver, then with the capped grader.
 * - 2: the same keep/undo decisions, reached with less work (so more attempts fit in a budget): a removed clue
 *   that a single restores is kept outright, the capped solve places singles in sweeps, and under a
 *   singles-only cap the solve alone decides (a grid the singles fill is the one solution).
 */
export const GENERATOR_VERSION = 2;
export const GENERATOR_VERSIONS_AVAILABLE: readonly number[] = [1, 2];

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
  | { ok: true; puzzle: Grid; record: SolveRecord; attempts: number; work: number }
  | { ok: false; attempts: number; work: number };

/** Work spent so far against the budget; every stage draws from one meter. */
class Meter {
  work = 0;
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

/**
 * Version 2's trial: version 1's verdict for less work. Singles only place forced digits, so the order they go
 * in cannot change whether the cap finishes the puzzle, and a grid they fill is the one solution. So a removal
 * the singles undo at once is kept outright; otherwise all singles go in by sweeps, and only when they stall
 * does the exact count (cheaper than a failing technique solve) settle uniqueness before the harder techniques
 * of the cap take over. Null when the meter runs out.
 */
function keepsRemovalV2(
  puzzle: Grid,
  group: readonly number[],
  digits: readonly number[],
  empty: number,
  singles: Singles,
  harder: readonly Technique[],
  meter: Meter,
): boolean | null {
  meter.work++;
  if (restoredBySingles(puzzle, group, digits, singles)) return true;
  const state = createState(puzzle);
  let unique = false;
  for (;;) {
    const swept = placeSingles(state, singles);
    meter.work += swept.passes;
    empty -= swept.placed;
    if (empty === 0) return true;
    if (harder.length === 0) return false;
    if (!unique) {
      // Counted from the position the singles reached: the same solutions, fewer cells left to search.
      const counted = countSolutions({ geometry: puzzle.geometry, cells: state.cells }, 2, meter.left);
      meter.work += counted.work;
      if (counted.capped) return null;
      if (counted.count !== 1) return false;
      unique = true;
    }
    let step = null;
    for (const technique of harder) {
      if (meter.spent) return null;
      meter.work++;
      step = technique.find(state);
      if (step) break;
    }
    if (!step) return false;
    applyStep(state, step);
    empty -= step.placements.length;
  }
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

const SINGLE_IDS: readonly string[] = ["naked-single", "hidden-single-box", "hidden-single-line"];

/**
 * Place the allowed singles until none is left: how many digits went in, and the passes over the grid it
 * took (each pass costs about what one technique scan does, so it is counted as one work unit).
 */
function placeSingles(state: SolveState, singles: Singles): { placed: number; passes: number } {
  const g = state.geometry;
  const lines = 2 * g.size;
  const { cells, candidates } = state;
  let placed = 0;
  let passes = 0;
  for (let progress = true; progress; passes++) {
    progress = false;
    for (let cell = 0; singles.naked && cell < g.cellCount; cell++) {
      const mask = candidates[cell];
      if (cells[cell] === 0 && mask !== 0 && (mask & (mask - 1)) === 0) {
        placeDigit(state, cell, 32 - Math.clz32(mask));
        placed++;
        progress = true;
      }
    }
    for (let h = 0; h < g.houses.length; h++) {
      if (!(h < lines ? singles.line : singles.box)) continue;
      for (let digits = lonelyDigits(state, h); digits; digits &= digits - 1) {
        const bit = digits & -digits;
        for (const cell of g.houses[h]) {
          if (candidates[cell] & bit) {
            placeDigit(state, cell, 32 - Math.clz32(bit));
            placed++;
            progress = true;
            break;
          }
        }
      }
    }
  }
  return { placed, passes };
}

/** Cells in removal order: single cells, or pairs (cell, its 180° twin) when symmetric. */
function removalOrder(cellCount: number, rng: Rng, symmetric: boolean): number[][] {
  const groups: number[][] = [];
  for (let cell = 0; cell < cellCount; cell++) {
    const twin = cellCount - 1 - cell;
    if (!symmetric) groups.push([cell]);
    else if (cell <= twin) groups.push(cell === twin ? [cell] : [cell, twin]);
  }
  return rng.shuffle(groups) as number[][];
}

/**
 * Take clues out of `puzzle` (in place) in the given order while it stays unique and solvable within
 * `entries`, stopping early once only `stopAt` clues are left. False when the meter ran out.
 */
function carve(
  puzzle: Grid,
  order: number[][],
  entries: readonly SchemeEntry[],
  stopAt: number,
  meter: Meter,
  version: number,
): boolean {
  const { cells } = puzzle;
  // Version 2 places the cap's singles in sweeps, so its technique loop only needs the cap's other techniques.
  const allows = (id: string) => entries.some((e) => e.technique === id);
  const singles = {
    naked: allows("naked-single"),
    box: allows("hidden-single-box"),
    line: allows("hidden-single-line"),
  };
  const harder = entries.filter((e) => !SINGLE_IDS.includes(e.technique)).map((e) => TECHNIQUES[e.technique]);
  let clues = cells.length;
  for (const group of order) {
    if (clues <= stopAt) break;
    if (cells[group[0]] === 0) continue;
    const saved = group.map((c) => cells[c]);
    for (const c of group) cells[c] = 0;
    const keep = version >= 2
      ? keepsRemovalV2(puzzle, group, saved, cells.length - clues + group.length, singles, harder, meter)
      : keepsRemovalV1(puzzle, entries, meter);
    if (keep === null) return false;
    if (keep) clues -= group.length;
    else group.forEach((c, i) => (cells[c] = saved[i]));
  }
  return true;
}

/**
 * Whether singles put the just-removed digits straight back: then the position after those placements is the
 * one before the removal (candidates come from the givens alone), so the puzzle stays unique and solvable under
 * any cap that includes singles. Tries the group's cells in either order (a pair may need one back first).
 */
function restoredBySingles(
  puzzle: Grid,
  group: readonly number[],
  digits: readonly number[],
  singles: Singles,
): boolean {
  if (group.length === 1) return isSingle(puzzle, group[0], digits[0], singles);
  const { cells } = puzzle;
  for (const [first, second] of [[0, 1], [1, 0]]) {
    if (!isSingle(puzzle, group[first], digits[first], singles)) continue;
    cells[group[first]] = digits[first];
    const both = isSingle(puzzle, group[second], digits[second], singles);
    cells[group[first]] = 0;
    if (both) return true;
  }
  return false;
}

/** Whether `digit` at the empty `cell` is an allowed single: naked, or hidden in one of its houses. */
function isSingle(puzzle: Grid, cell: number, digit: number, singles: Singles): boolean {
  const g = puzzle.geometry;
  const { cells } = puzzle;
  if (singles.naked && (seenDigits(puzzle, cell) | (1 << (digit - 1))) === g.allDigits) return true;
  const bit = 1 << (digit - 1);
  // cellHouses lists a cell's row, column and box, in that order.
  for (let k = 0; k < 3; k++) {
    if (!(k < 2 ? singles.line : singles.box)) continue;
    const house = g.cellHouses[cell * 3 + k];
    let elsewhere = false;
    for (let i = house * g.size; i < (house + 1) * g.size && !elsewhere; i++) {
      const other = g.houseCells[i];
      elsewhere = other !== cell && cells[other] === 0 && (seenDigits(puzzle, other) & bit) === 0;
    }
    if (!elsewhere) return true;
  }
  return false;
}

/** Digits already placed among a cell's peers, as a mask. */
function seenDigits(puzzle: Grid, cell: number): number {
  const g = puzzle.geometry;
  let mask = 0;
  for (let i = cell * g.peerCount; i < (cell + 1) * g.peerCount; i++) {
    const d = puzzle.cells[g.peerCells[i]];
    if (d !== 0) mask |= 1 << (d - 1);
  }
  return mask;
}

interface Setup {
  scheme: Scheme;
  geometry: Geometry;
  entries: readonly SchemeEntry[];
  version: number;
}

function setUp(options: GenerateOptions): Setup {
  const scheme = SCHEMES[options.scheme ?? "standard"];
  const tier = scheme.levelTiers[options.level];
  if (tier === undefined) throw new RangeError(`scheme ${scheme.id} has no level ${options.level}`);
  const version = options.version ?? GENERATOR_VERSION;
  if (!GENERATOR_VERSIONS_AVAILABLE.includes(version)) {
    throw new RangeError(`no generator version ${version}`);
  }
  const entries = scheme.order.filter((e) => e.tier <= tier);
  return { scheme, geometry: getGeometry(options.size ?? "9x9"), entries, version };
}

/** Attempt `attempt`'s carved puzzle (null when the meter ran out): a seeded fill, then the capped carve. */
function carveAttemptWithin(
  seed: string,
  attempt: number,
  options: GenerateOptions,
  setup: Setup,
  meter: Meter,
) {
  const { geometry } = setup;
  const rng = new Rng(`${seed}/attempt-${attempt}`);
  const solution = fillGrid(geometry, rng);
  meter.work += geometry.cellCount;
  const puzzle: Grid = { geometry, cells: solution.cells.slice() };
  const order = removalOrder(geometry.cellCount, rng, options.symmetric ?? false);
  // With a clue window, carving stops at a seeded clue count inside it rather than at irreducibility.
  const stopAt = options.clues
    ? options.clues.min + rng.nextInt(options.clues.max - options.clues.min + 1)
    : 0;
  return carve(puzzle, order, setup.entries, stopAt, meter, setup.version) ? puzzle : null;
}

/**
 * The puzzle one attempt of `generate` carves, before it is graded (no budget): lets tests compare what each
 * generator version keeps, attempt by attempt.
 */
export function carveAttempt(seed: string, attempt: number, options: GenerateOptions): Grid {
  return carveAttemptWithin(seed, attempt, options, setUp(options), new Meter(Infinity))!;
}

/** Generate a puzzle of exactly the requested level from a seed, within the budget. Deterministic. */
export function generate(seed: string, options: GenerateOptions): GenerateResult {
  const setup = setUp(options);
  const meter = new Meter(options.budget ?? DEFAULT_GENERATE_BUDGET);
  for (let attempt = 1;; attempt++) {
    const puzzle = carveAttemptWithin(seed, attempt, options, setup, meter);
    if (!puzzle) return { ok: false, attempts: attempt, work: meter.work };
    const record = gradeUnique(puzzle, setup.scheme.id);
    meter.work += record.steps;
    const clues = countGivens(puzzle);
    const fits = record.level === options.level && !record.stuck &&
      (!options.clues || (clues >= options.clues.min && clues <= options.clues.max)) &&
      record.gates >= (options.minGates ?? 0);
    if (fits) return { ok: true, puzzle, record, attempts: attempt, work: meter.work };
    if (meter.spent) return { ok: false, attempts: attempt, work: meter.work };
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
