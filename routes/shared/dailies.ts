/**
 * The dailies an app instance has computed, shared by every router that shows one (the JSON API, the pages,
 * the bot formats, the images), so a day's puzzle is computed once per instance.
 */
import {
  type DailyPuzzle,
  dailyPuzzle,
  type Level,
  type PoolEntry,
  type VariantId,
} from "../../engine/mod.ts";

export interface DailyStoreOptions {
  /** The verified pools by pool key (poolKey): the fallback when generation spends its budget. */
  pools: Record<string, PoolEntry[]>;
  /**
   * Work budget per puzzle; unset, each day gets its generator version's budget (GENERATOR_VERSIONS) and random
   * puzzles DAILY_BUDGET. Tests lower it to force the pool fallback.
   */
  budget?: number;
  /** Most dailies kept in memory (oldest evicted first). */
  memoSize?: number;
  /** Called whenever a daily is actually computed (not served from the memo); for tests and metrics. */
  onCompute?: (date: string, level: Level, variant: VariantId) => void;
}

export interface DailyStore {
  readonly pools: Record<string, PoolEntry[]>;
  readonly budget?: number;
  /** The daily of a day, level and variant (classic 9×9 if unset). */
  get(date: string, level: Level, variant?: VariantId): DailyPuzzle;
}

const DEFAULT_MEMO_SIZE = 2_000;

/** The UTC day ("YYYY-MM-DD") of an instant: which daily is "today" (the engine never reads a clock). */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

export function createDailyStore(options: DailyStoreOptions): DailyStore {
  const memoSize = options.memoSize ?? DEFAULT_MEMO_SIZE;
  const memo = new Map<string, DailyPuzzle>();
  return {
    pools: options.pools,
    budget: options.budget,
    get(date, level, variant = "9x9") {
      const key = `${variant}/${date}/${level}`;
      const hit = memo.get(key);
      if (hit) return hit;
      options.onCompute?.(date, level, variant);
      const value = dailyPuzzle(date, level, options.pools, { budget: options.budget, variant });
      if (memo.size >= memoSize) memo.delete(memo.keys().next().value!);
      memo.set(key, value);
      return value;
    },
  };
}
