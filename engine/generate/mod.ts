/**
 * Puzzle generation under a work budget.
 *
 * An attempt fills a grid from the seeded PRNG, then carves: clues come out one at a time (or in 180°-symmetric
 * pairs), and a removal is kept only while the puzzle still has exactly one solution and the grader can still
 * finish it with techniques no higher than the target level's tier. When nothing more can go, the puzzle is
 * irreducible under that cap. It is then graded with its scheme's whole order and kept only if it earned exactly the
 * level asked for (and fits the clue and gate windows); otherwise the next attempt starts from the next derived
 * seed. Version 3 (see carveV3) orders the removals to keep the givens balanced and repairs a removal that
 * skips over the target tier; version 4 (carveV4, 6×6 and 16×16 dailies) stops once the puzzle needs the target
 * tier instead of carving on to irreducibility.
 *
 * Work units: solver search nodes plus technique calls (each `find` the capped grader makes, each pass of a rule
 * on the band bitboards of engine/classic9/capboard.ts, and each step of the final grade), and one per cell for
 * each filled grid. The budget is counted in these units, never in time, so every machine reaches the same
 * result.
 *
 * Modules: one per version that serves days (v1.ts, v3.ts, v4.ts), the helpers every carve uses (carving.ts),
 * and version 3's parts, which version 4 shares: its caps and capped solves (cap.ts), the puzzle it carves (givens.ts) and the unavoidable
 * sets it rejects removals with (unavoidable.ts); the killer carve (killer.ts) and what a run answers
 * (result.ts), which this module and the killer carve both give. This module sets a version up and runs its
 * attempts.
 */
import { countGivens, type Grid } from "../board.ts";
import { gradeByScheme } from "../grade.ts";
import { Rng } from "../rng.ts";
import { classicRules, perRules, type Rules, type ShapeName } from "../rules.ts";
import { publishedScheme, type Scheme, type SchemeEntry, type SchemeId, SCHEMES } from "../schemes.ts";
import { fillGrid } from "../solver.ts";
import { rulesOfVariant, type VariantId, variantInfo } from "../variants.ts";
import { generateKiller } from "./killer.ts";
import { type Cap, capFor } from "./cap.ts";
import { Meter, removalOrder } from "./carving.ts";
import { carveV1 } from "./v1.ts";
import { carveV3 } from "./v3.ts";
import { carveV4 } from "./v4.ts";
import type { GenerateResult } from "./result.ts";

export type { GenerateResult } from "./result.ts";

/**
 * Bump when anything changes what a seed generates; the daily keeps old dates on the version they had.
 * - 1: removals in a seeded random order; every trial removal is checked with the exact solver, then with the
 *   capped grader step by step.
 * - 2 sped up version 1's trials; it serves no day, so it is not kept.
 * - 3: balanced removal order, repairs and recarves (carveV3), cheaper trials (trialRemoval), and attempts
 *   that never needed the target's top tier are dropped without grading.
 * - 4: at a level beyond singles, the carve stops once the puzzle needs the top tier, in the seeded order, with
 *   more recarves (carveV4); it serves 6×6 and 16×16 from 2027-01-01 (engine/daily.ts). Classic 9×9 stays on 3.
 */
export const GENERATOR_VERSION = 3;
const GENERATOR_VERSIONS_AVAILABLE: readonly number[] = [1, 3, 4];

/** A finite default, so a window no puzzle can meet ends in a failure instead of a loop. */
export const DEFAULT_GENERATE_BUDGET = 5_000_000;

export interface GenerateOptions {
  level: string;
  scheme?: SchemeId;
  /** Classic rules of this shape (9×9 if unset); `rules` gives any other rules instead. */
  size?: ShapeName;
  /** The rules to generate under (X, jigsaw …); the shape then comes from them. */
  rules?: Rules;
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

interface Setup {
  scheme: Scheme;
  rules: Rules;
  entries: readonly SchemeEntry[];
  cap: Cap;
  version: number;
}

/**
 * Set-ups already built, per rules by scheme, level and version: they never change, and rebuilding the cap for
 * every call cost about 1% of an Evil puzzle's time.
 */
const setupsOf = perRules(() => new Map<string, Setup>());

function setUp(options: GenerateOptions): Setup {
  // Versions 1 and 3 carve and grade with their published techniques, whatever the catalogue grows to.
  const scheme = publishedScheme(SCHEMES[options.scheme ?? "standard"]);
  const tier = scheme.levelTiers[options.level];
  if (tier === undefined) throw new RangeError(`scheme ${scheme.id} has no level ${options.level}`);
  const version = options.version ?? GENERATOR_VERSION;
  if (!GENERATOR_VERSIONS_AVAILABLE.includes(version)) {
    throw new RangeError(`no generator version ${version}`);
  }
  if (options.rules && options.size && options.size !== options.rules.shape) {
    throw new RangeError(`size ${options.size} and rules of shape ${options.rules.shape} disagree`);
  }
  const rules = options.rules ?? classicRules(options.size ?? "9x9");
  const setups = setupsOf(rules);
  const key = `${scheme.id}/${options.level}/${version}`;
  let setup = setups.get(key);
  if (!setup) {
    const entries = scheme.order.filter((e) => e.tier <= tier);
    setup = { scheme, rules, entries, cap: capFor(entries), version };
    setups.set(key, setup);
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
  // Version 4 aims at a level beyond singles; a level of singles alone has nothing to aim at and carves as in 3.
  if (setup.version >= 4 && setup.cap.topIsHarder) {
    const needsTop = carveV4(puzzle, solution, order, setup.cap, stopAt, meter, rng);
    return needsTop === null ? null : { puzzle, needsTop };
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
    const record = gradeByScheme(puzzle, setup.scheme);
    meter.work += record.steps;
    const clues = countGivens(puzzle);
    const fits = record.level === options.level && !record.stuck &&
      (!options.clues || (clues >= options.clues.min && clues <= options.clues.max)) &&
      record.gates >= (options.minGates ?? 0);
    if (fits) return { ok: true, puzzle, record, attempts: attempt, carves: meter.carves, work: meter.work };
    if (meter.spent) return { ok: false, attempts: attempt, carves: meter.carves, work: meter.work };
  }
}

/**
 * Generate a puzzle of a variant (engine/variants.ts) at one of its scheme's levels: classic shapes and X by
 * carving under their scheme's tier cap, killer by growing and merging cages (killer.ts). `version` is the
 * generator's of the variant: the carving generator's, or for killer killer.ts's own (KILLER_GENERATOR_VERSION).
 */
export function generateVariant(
  seed: string,
  variant: VariantId,
  options: Omit<GenerateOptions, "scheme" | "size" | "rules">,
): GenerateResult {
  const info = variantInfo(variant);
  if (variant === "killer") {
    return generateKiller(seed, { level: options.level, budget: options.budget, version: options.version });
  }
  return generate(seed, { ...options, scheme: info.scheme, rules: rulesOfVariant(variant) });
}

export { DEFAULT_KILLER_BUDGET, type KillerOptions } from "./killer.ts";
export { generateKiller };
