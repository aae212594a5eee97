/**
 * The dailies an app instance has computed, shared by every router that shows one (the JSON API, the pages,
 * the bot formats, the images), so a day's puzzle is computed once per instance — and, with a KV store, once
 * for every instance and process that shares it: a daily never changes once its day has come, so a stored one
 * is as good as a computed one. A process about to compute a day first claims it in KV (an atomic write with
 * an expiry); the others, the processes of `deno serve --parallel` asking for the same new day at midnight,
 * wait for the stored daily instead of computing it too, and compute it themselves only if the claim lapses
 * unfulfilled. Generation runs as a job of the workers (off the event loop where workers run).
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

/** A process computing a day holds its claim this long at most; others wait for it no longer. */
export const DAILY_CLAIM_TTL_MS = 20_000;
/** How often a process waiting for another's daily looks for it in KV. */
const CLAIM_POLL_MS = 25;

/** The KV key of the claim on computing a stored daily: the daily's own key under "daily-claims". */
function claimKey(dailyKey: Deno.KvKey): Deno.KvKey {
  return ["daily-claims", ...dailyKey.slice(1)];
}

/** The claim key of a day's daily as a store with `budget` (unset: the served dailies) stores it. */
export function dailyClaimKey(variant: VariantId, date: string, level: Level, budget?: number): Deno.KvKey {
  return claimKey(kvKey(variant, date, level, budget));
}

/** A claim: which process computes the day, and the epoch ms the claim lapses at. */
export interface DailyClaim {
  holder: string;
  until: number;
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

  const holder = crypto.randomUUID();

  /**
   * Claims the days of `dates` no other process has claimed (and none has stored since they were read):
   * which of them this process computes. Any KV failure leaves the day to this process.
   */
  async function claim(dates: readonly string[], level: Level, variant: VariantId): Promise<Set<string>> {
    const kv = options.kv;
    if (!kv) return new Set(dates);
    const claimed = await Promise.all(dates.map(async (date) => {
      const key = kvKey(variant, date, level, options.budget);
      try {
        const current = await kv.get<DailyClaim>(claimKey(key));
        if (current.value && current.value.until > Date.now()) return false;
        const record: DailyClaim = { holder, until: Date.now() + DAILY_CLAIM_TTL_MS };
        const committed = await kv.atomic()
          .check(current)
          .check({ key, versionstamp: null })
          .set(claimKey(key), record, { expireIn: DAILY_CLAIM_TTL_MS })
          .commit();
        return committed.ok;
      } catch (error) {
        console.warn(`dailies: KV claim failed, computing instead: ${(error as Error).message}`);
        return true;
      }
    }));
    return new Set(dates.filter((_, i) => claimed[i]));
  }

  /** Drops this process's claims on `dates` (computed and stored, or failed: either way others may go on). */
  async function unclaim(dates: readonly string[], level: Level, variant: VariantId) {
    const kv = options.kv;
    if (!kv) return;
    await Promise.all(dates.map(async (date) => {
      const key = claimKey(kvKey(variant, date, level, options.budget));
      try {
        const current = await kv.get<DailyClaim>(key);
        if (current.value?.holder === holder) await kv.atomic().check(current).delete(key).commit();
      } catch {
        // The claim lapses by itself.
      }
    }));
  }

  /**
   * The dailies of `dates`, claimed by other processes: read from KV once stored; a day whose claim lapsed or
   * went without its daily being stored is computed here after all.
   */
  async function awaitOthers(dates: readonly string[], level: Level, variant: VariantId) {
    const found = new Map<string, DailyPuzzle>();
    let waiting = [...dates];
    while (waiting.length > 0) {
      await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
      const stored = await fromKv(waiting, level, variant);
      waiting.forEach((date, i) => stored[i] && found.set(date, stored[i]!));
      waiting = waiting.filter((date) => !found.has(date));
      if (waiting.length === 0) break;
      const abandoned: string[] = [];
      for (const date of waiting) {
        const key = claimKey(kvKey(variant, date, level, options.budget));
        const current = await options.kv!.get<DailyClaim>(key).catch(() => null);
        if (!current?.value || current.value.until <= Date.now()) abandoned.push(date);
      }
      if (abandoned.length > 0) {
        for (const date of abandoned) options.onCompute?.(date, level, variant);
        const computed = await workers.run("dailies", {
          dates: abandoned,
          level,
          variant,
          budget: options.budget,
        });
        await toKv(computed, level, variant);
        for (const daily of computed) found.set(daily.date, daily);
        waiting = waiting.filter((date) => !found.has(date));
      }
    }
    return found;
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
    const mine = missing.length === 0 ? new Set<string>() : await claim(missing, level, variant);
    const theirs = missing.filter((date) => !mine.has(date));
    const waited = theirs.length === 0 ? Promise.resolve(new Map()) : awaitOthers(theirs, level, variant);
    // Awaited below; until then a failure must not count as unhandled.
    waited.catch(() => {});
    let computed: DailyPuzzle[] = [];
    if (mine.size > 0) {
      for (const date of mine) options.onCompute?.(date, level, variant);
      try {
        // No signal: a daily is worth finishing for whoever asks next, even if this request's client has gone.
        computed = await workers.run("dailies", { dates: [...mine], level, variant, budget: options.budget });
        await toKv(computed, level, variant);
      } finally {
        await unclaim([...mine], level, variant);
      }
    }
    const byDate = new Map([...(await waited), ...computed.map((daily) => [daily.date, daily] as const)]);
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
