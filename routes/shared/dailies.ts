/**
 * The dailies an app instance has computed, shared by every router that shows one (the JSON API, the pages,
 * the bot formats, the images), so a day's puzzle is computed once per instance — and, with a KV store, once
 * for every instance that shares it: a daily never changes once its day has come, so a stored one is as good
 * as a computed one. Generation runs as a job of the workers (off the event loop where workers run).
 */
import type { DailyPuzzle, Level, PoolEntry, VariantId } from "../../engine/mod.ts";
import { inlineWorkers, type Workers } from "./workers.ts";

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
  /** Where dailies are generated; inline on this thread unless given. */
  workers?: Workers;
  /** Where computed dailies are kept for every instance (Deno KV); without it each instance computes its own. */
  kv?: Deno.Kv;
  /** Called whenever a daily is actually computed (not found in memory or KV); for tests and metrics. */
  onCompute?: (date: string, level: Level, variant: VariantId) => void;
}

export interface DailyStore {
  readonly pools: Record<string, PoolEntry[]>;
  readonly budget?: number;
  /** Where this store's dailies (and the routes' other heavy jobs) run. */
  readonly workers: Workers;
  /** The daily of a day, level and variant (classic 9×9 if unset). */
  get(date: string, level: Level, variant?: VariantId): Promise<DailyPuzzle>;
  /**
   * The dailies of several days at one level, in the order of `dates`: the ones not yet computed anywhere are
   * computed by one job, so a 31-day archive is one turn of the workers rather than 31.
   */
  getMany(dates: readonly string[], level: Level, variant?: VariantId): Promise<DailyPuzzle[]>;
}

const DEFAULT_MEMO_SIZE = 2_000;

/**
 * The KV key of a stored daily. The record's shape is versioned (bump DAILY_RECORD_VERSION when DailyPuzzle
 * gains or changes a field), and a lowered test budget is kept apart from the real dailies.
 */
const DAILY_RECORD_VERSION = 1;
function kvKey(variant: VariantId, date: string, level: Level, budget: number | undefined): Deno.KvKey {
  return ["dailies", DAILY_RECORD_VERSION, budget ?? "served", variant, date, level];
}

/** The UTC day ("YYYY-MM-DD") of an instant: which daily is "today" (the engine never reads a clock). */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/**
 * A store of dailies.
 *
 * @example
 * const store = createDailyStore({ pools, workers, kv });
 * const daily = await store.get("2026-12-01", "hard");
 */
export function createDailyStore(options: DailyStoreOptions): DailyStore {
  const memoSize = options.memoSize ?? DEFAULT_MEMO_SIZE;
  const workers = options.workers ?? inlineWorkers({ pools: options.pools });
  const memo = new Map<string, DailyPuzzle>();
  // Requests for a day being computed wait for that computation instead of starting their own.
  const pending = new Map<string, Promise<DailyPuzzle>>();

  const memoKey = (date: string, level: Level, variant: VariantId) => `${variant}/${date}/${level}`;

  function remember(key: string, daily: DailyPuzzle): DailyPuzzle {
    if (memo.size >= memoSize) memo.delete(memo.keys().next().value!);
    memo.set(key, daily);
    return daily;
  }

  /** The stored dailies of `dates` (a hole where KV has none, or on any KV failure). */
  async function fromKv(dates: readonly string[], level: Level, variant: VariantId) {
    if (!options.kv || dates.length === 0) return dates.map(() => null);
    try {
      // KV reads at most 10 keys at once; the batches go out together.
      const batches = [];
      for (let i = 0; i < dates.length; i += 10) {
        const keys = dates.slice(i, i + 10).map((date) => kvKey(variant, date, level, options.budget));
        batches.push(options.kv.getMany<DailyPuzzle[]>(keys));
      }
      return (await Promise.all(batches)).flat().map((entry) => entry.value);
    } catch (error) {
      console.warn(`dailies: KV read failed, computing instead: ${(error as Error).message}`);
      return dates.map(() => null);
    }
  }

  async function toKv(dailies: DailyPuzzle[], level: Level, variant: VariantId) {
    if (!options.kv) return;
    const kv = options.kv;
    try {
      await Promise.all(
        dailies.map((daily) => kv.set(kvKey(variant, daily.date, level, options.budget), daily)),
      );
    } catch (error) {
      console.warn(`dailies: KV write failed: ${(error as Error).message}`);
    }
  }

  /** Loads from KV or computes (in one job) the dailies of `dates`, none of which is in memory. */
  async function load(dates: readonly string[], level: Level, variant: VariantId): Promise<DailyPuzzle[]> {
    const stored = await fromKv(dates, level, variant);
    const missing = dates.filter((_, i) => stored[i] === null);
    for (const date of missing) options.onCompute?.(date, level, variant);
    // No signal: a daily is worth finishing for whoever asks next, even if this request's client has gone.
    const computed = missing.length === 0
      ? []
      : await workers.run("dailies", { dates: [...missing], level, variant, budget: options.budget });
    await toKv(computed, level, variant);
    const byDate = new Map(computed.map((daily) => [daily.date, daily]));
    return dates.map((date, i) => stored[i] ?? byDate.get(date)!);
  }

  /** The dailies of `dates`, each computed at most once however many requests ask at the same time. */
  function getMany(dates: readonly string[], level: Level, variant: VariantId): Promise<DailyPuzzle[]> {
    const keyOf = (date: string) => memoKey(date, level, variant);
    const toLoad = [...new Set(dates)].filter((date) => !memo.has(keyOf(date)) && !pending.has(keyOf(date)));
    if (toLoad.length > 0) {
      const loading = load(toLoad, level, variant).then((dailies) =>
        dailies.map((daily, i) => remember(keyOf(toLoad[i]), daily))
      );
      toLoad.forEach((date, i) => {
        const one = loading.then((dailies) => dailies[i]).finally(() => pending.delete(keyOf(date)));
        // A failure is the asking requests' to see; the pending entry must not also report it as unhandled.
        one.catch(() => {});
        pending.set(keyOf(date), one);
      });
    }
    return Promise.all(dates.map((date) => memo.get(keyOf(date)) ?? pending.get(keyOf(date))!));
  }

  return {
    pools: options.pools,
    budget: options.budget,
    workers,
    async get(date, level, variant = "9x9") {
      return (await getMany([date], level, variant))[0];
    },
    getMany(dates, level, variant = "9x9") {
      return getMany(dates, level, variant);
    },
  };
}
