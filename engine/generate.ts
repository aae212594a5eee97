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
import { getGeometry, type ShapeName } from "./geometry.ts";
import { gradeUnique, type SolveRecord } from "./grade.ts";
import { Rng } from "./rng.ts";
import { type SchemeEntry, type SchemeId, SCHEMES } from "./schemes.ts";
import { countSolutions, fillGrid } from "./solver.ts";
import { TECHNIQUES } from "./techniques/index.ts";
import { applyStep, createState } from "./techniques/step.ts";

/** Bump when anything changes what a seed generates; the daily keeps old dates on the version they had. */
export const GENERATOR_VERSION = 1;

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
 * Whether the techniques in `entries` (cheapest first) finish the puzzle. Returns null when the meter runs out
 * first. The puzzle must have exactly one solution (uniqueness techniques may be among the entries).
 */
function solvesWithin(grid: Grid, entries: readonly SchemeEntry[], meter: Meter): boolean | null {
  const state = createState(grid);
  let empty = state.cells.reduce((n, v) => n + (v === 0 ? 1 : 0), 0);
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
): boolean {
  const { cells } = puzzle;
  let clues = cells.length;
  for (const group of order) {
    if (clues <= stopAt) break;
    if (cells[group[0]] === 0) continue;
    const saved = group.map((c) => cells[c]);
    for (const c of group) cells[c] = 0;
    const counted = countSolutions(puzzle, 2, meter.left);
    meter.work += counted.work;
    if (counted.capped) return false;
    let keep = counted.count === 1;
    if (keep) {
      const solvable = solvesWithin(puzzle, entries, meter);
      if (solvable === null) return false;
      keep = solvable;
    }
    if (keep) clues -= group.length;
    else group.forEach((c, i) => (cells[c] = saved[i]));
  }
  return true;
}

/** Generate a puzzle of exactly the requested level from a seed, within the budget. Deterministic. */
export function generate(seed: string, options: GenerateOptions): GenerateResult {
  const scheme = SCHEMES[options.scheme ?? "standard"];
  const tier = scheme.levelTiers[options.level];
  if (tier === undefined) throw new RangeError(`scheme ${scheme.id} has no level ${options.level}`);
  const geometry = getGeometry(options.size ?? "9x9");
  const entries = scheme.order.filter((e) => e.tier <= tier);
  const meter = new Meter(options.budget ?? DEFAULT_GENERATE_BUDGET);
  for (let attempt = 1;; attempt++) {
    const rng = new Rng(`${seed}/attempt-${attempt}`);
    const solution = fillGrid(geometry, rng);
    meter.work += geometry.cellCount;
    const puzzle: Grid = { geometry, cells: solution.cells.slice() };
    const order = removalOrder(geometry.cellCount, rng, options.symmetric ?? false);
    // With a clue window, carving stops at a seeded clue count inside it rather than at irreducibility.
    const stopAt = options.clues
      ? options.clues.min + rng.nextInt(options.clues.max - options.clues.min + 1)
      : 0;
    if (!carve(puzzle, order, entries, stopAt, meter)) {
      return { ok: false, attempts: attempt, work: meter.work };
    }
    const record = gradeUnique(puzzle, scheme.id);
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
