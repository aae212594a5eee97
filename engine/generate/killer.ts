/**
 * Killer 9×9 generation under a work budget.
 *
 * An attempt fills a classic grid from the seeded PRNG and grows cages over it: connected, no digit twice,
 * mostly two or three cells (a cage left alone as one cell is rare and merged first). The cages, with no givens,
 * are then solved under the target level's cap (its techniques, cheapest first); where that stalls, the cages
 * are grown again, up to REGROWS times, and then the attempt gives up. Puzzles have no givens, as the standard
 * killer has none (no level needs them: about 2 attempts in 100 give up, and the next attempt costs little).
 * A cap made of sound deductions that fills the grid proves the solution unique, so each trial is one capped
 * solve.
 *
 * Then cages are merged, two neighbouring cages at a time in a seeded order (singletons first), while the
 * merged cage repeats no digit, stays within MAX_CAGE cells, and the cap still finishes the puzzle. Passes
 * repeat until one merges nothing; a pair that failed is not tried again, so the puzzle ends irreducible as far
 * as its merges were tried. The result is graded with the killer scheme and kept only if it earns exactly the
 * level asked; otherwise the next attempt starts from the next derived seed.
 *
 * Uniqueness needs no exact count here: the cap's techniques are deductions, so a capped solve that fills the
 * grid shows every solution is that fill. (The generic solver can take 100,000+ search nodes to count a
 * givens-free killer that the techniques finish in a few hundred steps; tests count every puzzle they make.)
 *
 * Work units, as in the classic generator: each technique call and each singles sweep of the capped solves, one
 * per trial for the rules it builds, the final grade's steps, and one per cell for each filled grid. The budget
 * is counted in these units, never in time.
 */
import type { Grid } from "../board.ts";
import { gradeByScheme } from "../grade.ts";
import { Rng } from "../rng.ts";
import { type Cage, CLASSIC, colOf, killerRules, rowOf, type Rules } from "../rules.ts";
import { publishedScheme, type Scheme, SCHEMES } from "../schemes.ts";
import { fillGrid } from "../solver.ts";
import { BARE_TECHNIQUES } from "../techniques/index.ts";
import { createState, type Technique } from "../techniques/step.ts";
import { type Cap, capFor, solveUnderCap } from "./cap.ts";
import { Meter } from "./carving.ts";
import type { GenerateResult } from "./result.ts";

/** Budget when the caller names none: finite, so a level no attempt can reach ends in a failure. */
export const DEFAULT_KILLER_BUDGET = 1_000_000;

/** The most cells a merge may make a cage. */
const MAX_CAGE = 6;

/** Sizes a grown cage aims at, as a seeded pick from this list (a cage stops short when no neighbour fits). */
const GROWN_SIZES = [2, 2, 2, 2, 2, 2, 3];

/** How many times an attempt grows its cages again before it gives a digit to get the cap through. */
const REGROWS = 10;

/**
 * Bump when anything changes what a seed generates; the daily keeps old dates on the version they had
 * (engine/daily.ts VARIANT_GENERATOR_VERSIONS).
 * - 1: merges pass after pass until a pass merges nothing.
 * - 2: at most MERGE_TRIALS merge trials per attempt (see attemptPuzzle), so an attempt's work is bounded.
 */
export const KILLER_GENERATOR_VERSION = 2;
const KILLER_VERSIONS_AVAILABLE: readonly number[] = [1, 2];

/**
 * Version 2's limit on merge trials per attempt. Under version 1 the merges were most of the work (an Easy
 * attempt: about 8,000 units, nearly all of them capped solves of merge candidates, and a Hard one more), and
 * their count had no bound; the first trials take in the one-cell cages and make most of the difference.
 */
const MERGE_TRIALS = 20;

export interface KillerOptions {
  level: string;
  /** Work units for all attempts together; DEFAULT_KILLER_BUDGET if unset. */
  budget?: number;
  /** Killer generator version (KILLER_GENERATOR_VERSION if unset); old versions stay for old dailies. */
  version?: number;
}

const ALL_CELLS: readonly number[] = Array.from({ length: 81 }, (_, i) => i);

const caps = new Map<string, Cap>();

/**
 * The level's cap, its techniques without engine/techniques/memo.ts's memory: every trial solves under rules of
 * its own, so a remembered position could never be asked again, and the memory would only keep each trial's
 * rules (and every table built for them) alive until its slot is taken, for the collector to copy about. A
 * remembered answer is the answer, and such techniques charge no work of their own, so puzzles and work are the
 * same either way.
 */
function capOf(scheme: Scheme, level: string): Cap {
  let cap = caps.get(level);
  if (!cap) {
    const tier = scheme.levelTiers[level];
    const built = capFor(scheme.order.filter((e) => e.tier <= tier));
    const bare = (t: Technique) => BARE_TECHNIQUES.find((b) => b.id === t.id) ?? t;
    cap = {
      ...built,
      harder: built.harder.map(({ technique, tier }) => ({ technique: bare(technique), tier })),
    };
    caps.set(level, cap);
  }
  return cap;
}

/** The orthogonal neighbours of a 9×9 cell. */
function neighbours(cell: number): number[] {
  const r = rowOf(CLASSIC, cell), c = colOf(CLASSIC, cell);
  const out: number[] = [];
  if (r > 0) out.push(cell - 9);
  if (c > 0) out.push(cell - 1);
  if (c < 8) out.push(cell + 1);
  if (r < 8) out.push(cell + 9);
  return out;
}

/**
 * Cages covering the grid, grown from the solution: from each cell not yet caged (in a seeded order), a cage
 * takes seeded neighbours whose digit it lacks until it reaches its seeded size or no neighbour fits.
 */
export function growCages(solution: Uint8Array, rng: Rng): number[][] {
  const owner = new Int32Array(81).fill(-1);
  const cages: number[][] = [];
  for (const first of rng.shuffle([...ALL_CELLS])) {
    if (owner[first] >= 0) continue;
    const cells = [first];
    owner[first] = cages.length;
    const size = GROWN_SIZES[rng.nextInt(GROWN_SIZES.length)];
    while (cells.length < size) {
      const options: number[] = [];
      for (const cell of cells) {
        for (const next of neighbours(cell)) {
          if (owner[next] >= 0 || options.includes(next)) continue;
          if (cells.some((other) => solution[other] === solution[next])) continue;
          options.push(next);
        }
      }
      if (options.length === 0) break;
      options.sort((a, b) => a - b);
      const next = options[rng.nextInt(options.length)];
      owner[next] = cages.length;
      cells.push(next);
    }
    cages.push(cells.sort((a, b) => a - b));
  }
  return cages;
}

/** Killer rules of these cages (listed by first cell, as pages number them) with sums from the solution. */
function rulesOf(cages: readonly number[][], solution: Uint8Array): Rules {
  return killerRules(
    "9x9",
    cages.map((cells): Cage => ({ cells, sum: cells.reduce((s, cell) => s + solution[cell], 0) }))
      .sort((a, b) => a.cells[0] - b.cells[0]),
  );
}

/**
 * Whether the cap finishes the puzzle of these rules with no givens: it then has exactly one solution. `top` says
 * whether the solve needed the cap's top tier; `stalled` is where it stopped when it did not finish. Null when
 * the meter ran out.
 */
function trial(
  rules: Rules,
  cap: Cap,
  meter: Meter,
): { filled: boolean; top: boolean; stalled: Uint8Array } | null {
  meter.work++;
  const state = createState({ rules, cells: new Uint8Array(81) });
  const solved = solveUnderCap(state, cap, ALL_CELLS, meter, false);
  if (solved === null) return null;
  return { filled: solved.filled, top: solved.top, stalled: state.cells };
}

/**
 * One attempt's puzzle (null when it found none: no growth of cages the cap could finish alone), or "spent" when
 * the meter ran out. `needsTop`: its last solve needed the cap's top tier.
 */
function attemptPuzzle(
  seed: string,
  attempt: number,
  cap: Cap,
  meter: Meter,
  mergeTrials: number,
): { puzzle: Grid; needsTop: boolean } | null | "spent" {
  const rng = new Rng(`${seed}/killer-${attempt}`);
  const solution = fillGrid(CLASSIC, rng).cells;
  meter.work += 81;
  // Cages grown afresh while the cap cannot finish them alone: most often they have two solutions (two cages
  // of two cells whose digits can swap), which no merge can mend.
  let cages: number[][] = [], rules: Rules = CLASSIC;
  let solved: { filled: boolean; top: boolean; stalled: Uint8Array } | null = null;
  for (let grown = 0; grown <= REGROWS && !solved?.filled; grown++) {
    cages = growCages(solution, rng);
    rules = rulesOf(cages, solution);
    solved = trial(rules, cap, meter);
    if (solved === null) return "spent";
  }
  if (!solved?.filled) return null;

  // Merges, pass by pass, until a pass merges nothing or the attempt has made `mergeTrials` trials.
  const failed = new Set<string>();
  let trials = 0;
  for (let merged = true; merged && trials < mergeTrials;) {
    merged = false;
    const pairs = mergeablePairs(cages, solution, rng).filter(([a, b]) =>
      !failed.has(pairKey(cages[a], cages[b]))
    );
    const gone = new Uint8Array(cages.length);
    const next: number[][] = [];
    for (const [a, b] of pairs) {
      if (gone[a] || gone[b]) continue;
      if (trials++ === mergeTrials) break;
      const union = [...cages[a], ...cages[b]].sort((x, y) => x - y);
      const candidate = [...cages.filter((_, k) => k !== a && k !== b && !gone[k]), ...next, union];
      const candidateRules = rulesOf(candidate, solution);
      const result = trial(candidateRules, cap, meter);
      if (result === null) return "spent";
      if (!result.filled) {
        failed.add(pairKey(cages[a], cages[b]));
        continue;
      }
      gone[a] = gone[b] = 1;
      next.push(union);
      rules = candidateRules;
      solved = result;
      merged = true;
    }
    cages = [...cages.filter((_, k) => !gone[k]), ...next];
  }
  // The cap's fill is the one solution; a fill that differs from the grid the cages came from would mean an
  // unsound technique (the soundness tests look for one), and such a puzzle is not kept.
  if (!solved.stalled.every((digit, cell) => digit === solution[cell])) return null;
  return { puzzle: { rules, cells: new Uint8Array(81) }, needsTop: solved.top || !cap.topIsHarder };
}

function pairKey(a: readonly number[], b: readonly number[]): string {
  return `${a.join(",")}|${b.join(",")}`;
}

/**
 * Pairs of neighbouring cages that could merge (no digit twice, at most MAX_CAGE cells), in a seeded order with
 * the pairs that take in a one-cell cage first. Each pair is [lower index, higher index].
 */
function mergeablePairs(cages: readonly number[][], solution: Uint8Array, rng: Rng): Array<[number, number]> {
  const owner = new Int32Array(81);
  cages.forEach((cells, k) => cells.forEach((cell) => owner[cell] = k));
  const digits = cages.map((cells) => cells.reduce((m, cell) => m | (1 << solution[cell]), 0));
  const seen = new Set<number>();
  const pairs: Array<[number, number]> = [];
  for (let cell = 0; cell < 81; cell++) {
    for (const other of neighbours(cell)) {
      const a = Math.min(owner[cell], owner[other]), b = Math.max(owner[cell], owner[other]);
      if (a === b || seen.has(a * 81 + b)) continue;
      seen.add(a * 81 + b);
      if (digits[a] & digits[b] || cages[a].length + cages[b].length > MAX_CAGE) continue;
      pairs.push([a, b]);
    }
  }
  rng.shuffle(pairs);
  const lone = (p: [number, number]) => cages[p[0]].length === 1 || cages[p[1]].length === 1;
  return [...pairs.filter(lone), ...pairs.filter((p) => !lone(p))];
}

/**
 * A killer 9×9 of exactly the requested level ("easy", "medium" or "hard": the killer scheme's levels) from a
 * seed, within the budget. Deterministic: the same seed and options give the same puzzle.
 */
export function generateKiller(seed: string, options: KillerOptions): GenerateResult {
  const scheme = publishedScheme(SCHEMES.killer);
  if (scheme.levelTiers[options.level] === undefined) {
    throw new RangeError(`killer has no level ${options.level}; it has ${scheme.levels.join(", ")}`);
  }
  const version = options.version ?? KILLER_GENERATOR_VERSION;
  if (!KILLER_VERSIONS_AVAILABLE.includes(version)) {
    throw new RangeError(`no killer generator version ${version}`);
  }
  const mergeTrials = version === 1 ? Infinity : MERGE_TRIALS;
  const cap = capOf(scheme, options.level);
  const meter = new Meter(options.budget ?? DEFAULT_KILLER_BUDGET);
  for (let attempt = 1;; attempt++) {
    meter.carves++;
    const carved = attemptPuzzle(seed, attempt, cap, meter, mergeTrials);
    const failure = { ok: false as const, attempts: attempt, carves: meter.carves, work: meter.work };
    if (carved === "spent") return failure;
    if (carved?.needsTop) {
      const { puzzle } = carved;
      const record = gradeByScheme(puzzle, scheme);
      meter.work += record.steps;
      if (record.level === options.level && !record.stuck) {
        return { ok: true, puzzle, record, attempts: attempt, carves: meter.carves, work: meter.work };
      }
    }
    if (meter.spent) return failure;
  }
}
