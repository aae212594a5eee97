/**
 * The daily puzzle: the same puzzle for everyone on a given UTC day, variant and level.
 *
 * The day is always passed in as a "YYYY-MM-DD" string (engine/ reads no clock). The seed is a stable string,
 * `daily/v<version>/9x9/<day>/<level>` for classic 9×9 and `daily/<variant>/v<version>/<day>/<level>` for every
 * other variant (engine/variants.ts), so no variant's daily can move a classic one; Rng hashes it. Generation
 * runs under the day's version's budget of work units (GENERATOR_VERSIONS, VARIANT_GENERATOR_VERSIONS; a count,
 * never a time, so every machine agrees); when the budget runs out, the daily is drawn from the verified pool of
 * that variant and level with `new Rng(seed + "/pool").nextInt(n)`, n being the pool's pinned size
 * (SERVED_POOLS).
 *
 * Versions: a change to the generator (or to the budget, or to the pools) changes what a day produces. To keep
 * old days stable, add a row to the variant's version table with the first day the new version applies, and
 * keep the old generator reachable for the days before it. Classic 9×9: version 1 serves every day up to
 * 2026-12-31, version 3 (balanced removal order, repairs, cheaper trials: Hard days generate instead of falling
 * back) every day from 2027-01-01; version 2 was retired before its first day came, so no day was ever served
 * from it. The other variants start on version 3 of the carving generator (killer on version 1 of its own); 6×6
 * and 16×16 move to version 4 (a carve that stops once the puzzle needs the level's top tier: their Medium days
 * generate instead of falling back) from 2027-01-01, and killer to its version 2 (at most 20 merge trials per
 * attempt) from the same day.
 */
import { type Grid } from "./board.ts";
import { formatGrid } from "./board.ts";
import { generate, generateVariant, GENERATOR_VERSION } from "./generate/mod.ts";
import { gradeUnique, type RecordCounts, recordCounts, type SolveRecord } from "./grade.ts";
import { type PoolEntry, poolKey, SERVED_POOLS } from "./pool.ts";
import { Rng } from "./rng.ts";
import type { SchemeId } from "./schemes.ts";
import { decode, encode, type Level } from "./sharecode.ts";
import { parseVariantLevel, type VariantId, variantInfo } from "./variants.ts";

/**
 * Work units (solver nodes + technique calls) a version-1 daily may spend generating before it falls back to
 * the pool: calibrated on the dev machine (≈1,600–2,000 units per ms single-threaded), the slowest daily of
 * 2026-12-01..30 over every level (a hard day that spends the budget, then grades its pool pick) took 33–38 ms.
 */
const DAILY_BUDGET_V1 = 32_000;

/**
 * The same for version 3. Hard days are the ones that come near it: a Hard puzzle takes about 5,500 units on
 * average (its capped solves run on band bitboards, engine/classic9/capboard.ts), so 30,000 lets every one of
 * 365 days generate; a day that spends it all and then grades its pool pick took 31–35 ms on the dev machine when they
 * happened, and pauses of the VM, the collector and the compiler threads can stretch a few further; `deno task
 * bench daily` reports p50, p99 and max over 365 days for every level.
 */
const DAILY_BUDGET = 30_000;

/** The earliest day with a daily. */
export const FIRST_DAY = "2000-01-01";

/**
 * Which generator version serves which days: each row applies from `from` (inclusive) until the next row.
 * Append a row when GENERATOR_VERSION is bumped; never edit a row whose first day has come (the 2027 row went
 * from version 2 to 3 in November 2026, before any day of it was served).
 */
export const GENERATOR_VERSIONS: ReadonlyArray<VersionRow> = [
  { from: FIRST_DAY, version: 1, budget: DAILY_BUDGET_V1 },
  { from: "2027-01-01", version: 3, budget: DAILY_BUDGET },
];

interface VersionRow {
  readonly from: string;
  readonly version: number;
  readonly budget: number;
}

/**
 * The same table for each other variant, whose dailies are seeded under their own namespace
 * (`daily/<variant>/v<version>/<day>/<level>`), so none of them moves a classic daily. Budgets are work units per
 * level, like the classic ones, set from the work 365 days took (2026-12-01 on, `deno task bench variants`
 * reports the rate and times per level): where a level's slowest days would take more than about 50 ms on the
 * dev machine the budget stops there and those days come from the level's verified pool instead. Version 4's
 * 6×6 Medium budget covers 336 of 2027's 365 days (version 3's 12,000 covered 232 of 365); its 16×16 Medium
 * days take about 800 units, so all of them generate within 6,000.
 */
export const VARIANT_GENERATOR_VERSIONS: Readonly<
  Record<Exclude<VariantId, "9x9">, readonly VariantVersionRow[]>
> = {
  "4x4": [{ from: FIRST_DAY, version: 3, budgets: { easy: 1_000 } }],
  "6x6": [
    { from: FIRST_DAY, version: 3, budgets: { easy: 1_000, medium: 12_000 } },
    { from: "2027-01-01", version: 4, budgets: { easy: 1_000, medium: 20_000 } },
  ],
  "16x16": [
    { from: FIRST_DAY, version: 3, budgets: { easy: 3_000, medium: 6_000 } },
    { from: "2027-01-01", version: 4, budgets: { easy: 3_000, medium: 6_000 } },
  ],
  killer: [
    { from: FIRST_DAY, version: 1, budgets: { easy: 9_000, medium: 12_000, hard: 12_000 } },
    // Version 2's budgets from the work 365 days of 2027 took (bench/killer_days.ts --uncapped): every Easy
    // day, 92% of Medium and 98% of Hard days generate; docs/generator.md has the distribution.
    { from: "2027-01-01", version: 2, budgets: { easy: 6_000, medium: 10_500, hard: 8_000 } },
  ],
  x: [{
    from: FIRST_DAY,
    version: 3,
    budgets: { easy: 2_000, medium: 8_000, hard: 9_000, expert: 8_000, evil: 9_000 },
  }],
};

interface VariantVersionRow {
  readonly from: string;
  readonly version: number;
  readonly budgets: Readonly<Partial<Record<Level, number>>>;
}

/** The row of a version table that serves `day`. */
function rowFor<T extends { from: string }>(rows: readonly T[], day: string): T {
  let row = rows[0];
  for (const next of rows) if (day >= next.from) row = next;
  return row;
}

/** The generator version and budget that serve `day` (a valid "YYYY-MM-DD") of a variant's level. */
function generatorFor(day: string, variant: VariantId = "9x9", level?: Level): VersionRow {
  if (variant === "9x9") return rowFor(GENERATOR_VERSIONS, day);
  const row = rowFor(VARIANT_GENERATOR_VERSIONS[variant], day);
  return { from: row.from, version: row.version, budget: (level && row.budgets[level]) ?? 0 };
}

/** The generator version that serves `day` (a valid "YYYY-MM-DD") of a variant (classic 9×9 if unset). */
export function generatorVersionFor(day: string, variant: VariantId = "9x9"): number {
  return generatorFor(day, variant).version;
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** "YYYY-MM-DD", a real calendar day, on or after 2000-01-01. */
export function isValidDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  return text >= FIRST_DAY;
}

/** The day after `day` ("YYYY-MM-DD"), pure calendar arithmetic. */
export function nextDay(day: string): string {
  let [year, month, d] = day.split("-").map(Number);
  d++;
  if (d > daysInMonth(year, month)) {
    d = 1;
    month++;
    if (month > 12) {
      month = 1;
      year++;
    }
  }
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** When the day after `day` starts, as an instant: the daily's `next_at`. */
export function nextMidnight(day: string): string {
  return `${nextDay(day)}T00:00:00.000Z`;
}

/** The standard-scheme record summary a daily carries (no path, no other schemes). */
export type GradeSummary =
  & Pick<
    SolveRecord,
    | "level"
    | "tier"
    | "stuck"
    | "hardest"
    | "techniques"
    | keyof RecordCounts
  >
  & { scheme: SchemeId };

/** A killer cage as the API gives it: its sum and its cells (0-based, row-major, ascending). */
export interface CageJson {
  sum: number;
  cells: number[];
}

export interface DailyPuzzle {
  date: string;
  variant: VariantId;
  level: Level;
  /** The variant's scheme: standard for classic 9×9. */
  scheme: SchemeId;
  code: string;
  /** Row-major, one character per cell of the grid's size ("0" empty; 16×16 digits 10–16 are A–G). */
  puzzle: string;
  /** Killer only: the cages. */
  cages?: CageJson[];
  clues: number;
  grade: GradeSummary;
  source: "generated" | "pool";
  work: number;
}

/** A puzzle (daily or random) before the date is attached. */
export type SeededPuzzle = Omit<DailyPuzzle, "date">;

function summarize(record: SolveRecord): GradeSummary {
  return {
    scheme: record.scheme,
    level: record.level,
    tier: record.tier,
    stuck: record.stuck,
    hardest: record.hardest,
    techniques: record.techniques,
    ...recordCounts(record),
  };
}

interface SeededOptions {
  /** Work units before falling back to the pool; DAILY_BUDGET if unset. */
  budget?: number;
  symmetric?: boolean;
  /** Generator version; the variant's current one if unset. */
  version?: number;
}

/**
 * A puzzle of a variant's `level` from any seed string: generated under the budget, else drawn from the pinned
 * entries of its pool (`pools[poolKey(variant, level)]`).
 * @throws RangeError for a level the variant does not offer, or when generation fails and the pool is empty.
 */
function seededPuzzle(
  seed: string,
  variant: VariantId,
  level: Level,
  pools: Record<string, PoolEntry[]>,
  options: SeededOptions = {},
): SeededPuzzle {
  const info = variantInfo(variant);
  if (!info.levels.includes(level)) {
    throw new RangeError(
      `${info.name} has no level ${JSON.stringify(level)}; it offers ${info.levels.join(", ")}`,
    );
  }
  const generateOptions = {
    level,
    budget: options.budget ?? DAILY_BUDGET,
    symmetric: options.symmetric ?? false,
    version: options.version,
  };
  const result = variant === "9x9"
    ? generate(seed, generateOptions)
    : generateVariant(seed, variant, generateOptions);
  if (result.ok) {
    return shape(result.puzzle, variant, level, summarize(result.record), "generated", result.work);
  }
  const key = poolKey(variant, level);
  const pool = pools[key] ?? [];
  const pinned = SERVED_POOLS[key];
  if (pool.length === 0 || !pinned) {
    throw new RangeError(`no puzzle for ${key}: budget spent and no pinned pool`);
  }
  // Only the pinned entries: puzzles added to a pool later must not move the picks of days already served.
  const entry = pool[new Rng(seed + "/pool").nextInt(Math.min(pool.length, pinned.count))];
  const decoded = decode(entry.code);
  if (!decoded.ok) throw new RangeError(`pool ${key}: bad code ${entry.code}: ${decoded.error.message}`);
  const record = gradeUnique(decoded.value.grid, info.scheme);
  return shape(decoded.value.grid, variant, level, summarize(record), "pool", result.work + record.steps);
}

function shape(
  grid: Grid,
  variant: VariantId,
  level: Level,
  grade: GradeSummary,
  source: "generated" | "pool",
  work: number,
): SeededPuzzle {
  const cages = grid.rules.cages;
  return {
    variant,
    level,
    scheme: grade.scheme,
    code: encode(grid, { level }),
    puzzle: formatGrid(grid),
    ...(cages.length > 0
      ? { cages: cages.map((c) => ({ sum: c.sum, cells: [...c.cells].sort((a, b) => a - b) })) }
      : {}),
    clues: grade.clues,
    grade,
    source,
    work,
  };
}

/** The seed of a day's daily: stable forever for that day, level and variant. */
export function dailySeed(day: string, level: Level, variant: VariantId = "9x9"): string {
  const version = generatorVersionFor(day, variant);
  return variant === "9x9"
    ? `daily/v${version}/9x9/${day}/${level}`
    : `daily/${variant}/v${version}/${day}/${level}`;
}

/**
 * The daily of `day` ("YYYY-MM-DD"), `level` and variant (classic 9×9 if unset). Deterministic: the same inputs
 * give the same puzzle everywhere.
 * @throws RangeError for an invalid day, or a level the variant does not offer.
 */
export function dailyPuzzle(
  day: string,
  level: string,
  pools: Record<string, PoolEntry[]>,
  /** `budget`: work units before the pool (tests lower it); the day's version's budget if unset. */
  options: { budget?: number; variant?: VariantId } = {},
): DailyPuzzle {
  if (!isValidDate(day)) throw new RangeError(`invalid date ${JSON.stringify(day)}`);
  const variant = options.variant ?? "9x9";
  const id = parseVariantLevel(variant, level);
  if (id === null) {
    const info = variantInfo(variant);
    throw new RangeError(
      `${info.name} has no level ${JSON.stringify(level)}; it offers ${info.levels.join(", ")}`,
    );
  }
  const { version, budget } = generatorFor(day, variant, id);
  const puzzle = seededPuzzle(dailySeed(day, id, variant), variant, id, pools, {
    budget: options.budget ?? budget,
    version,
  });
  return { date: day, ...puzzle };
}

/** Longest seed a caller may give for a random puzzle (the API and the CLI both refuse longer ones). */
export const MAX_SEED_LENGTH = 200;

/**
 * A random puzzle from any seed, by the variant's current generator; the seed is namespaced so it never
 * collides with a daily's.
 */
export function randomPuzzle(
  seed: string,
  level: Level,
  pools: Record<string, PoolEntry[]>,
  options: { budget?: number; symmetric?: boolean; variant?: VariantId } = {},
): SeededPuzzle {
  const variant = options.variant ?? "9x9";
  if (variant === "9x9") {
    return seededPuzzle(`random/v${GENERATOR_VERSION}/9x9/${seed}/${level}`, variant, level, pools, options);
  }
  const row = VARIANT_GENERATOR_VERSIONS[variant].at(-1)!;
  const { version } = row;
  const budget = row.budgets[level] ?? 0;
  return seededPuzzle(`random/${variant}/v${version}/${seed}/${level}`, variant, level, pools, {
    budget: options.budget ?? budget,
    symmetric: options.symmetric,
    version,
  });
}
