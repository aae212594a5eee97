/**
 * Players' results in Deno KV, each kept 8 days: one record per (browser id, day, variant, level), whose
 * first write stands; a daily's figures as one bounded histogram (histogram.ts); a board's (a channel's)
 * fastest times; and the counters that bound what one client can send. No key or value grows with the number
 * of players, so reading the figures is one `get` however many took part.
 *
 *   ["results", "entry", date, variant, level, browser]           → StoredResult (the idempotency record)
 *   ["results", "figures", date, variant, level]                   → Figures
 *   ["results", "board", board, date, variant, level]              → BoardTimes
 *   ["results", "by-address", date, variant, level, addressKey]    → number (results accepted from one address)
 *   ["results", "attempts", who, hour]                             → number (submissions tried in that hour)
 *   ["results", "salt", date]                                      → the day's salt for address keys
 *
 * Addresses are never stored: a key holds a salted hash of one, and the salt changes every day.
 */
import type { Level, VariantId } from "../../../engine/mod.ts";
import { coarse, fine, withTime } from "./histogram.ts";

/** How long results and their figures are kept: today and yesterday are served, the rest is a margin. */
export const KEEP_MS = 8 * 86_400_000;
/** A board keeps its fastest times, this many; its count goes on beyond. */
export const BOARD_TIMES_KEPT = 50;

/** One player's result as it is kept. */
export interface StoredResult {
  seconds: number;
  hints: number;
  name?: string;
  board?: string;
}

/** A daily's figures: how many results, how many without hints, and the times as fine buckets. */
export interface Figures {
  count: number;
  noHints: number;
  buckets: Uint32Array;
}

/** One time on a board, as boards list them. */
export interface BoardTime {
  name?: string;
  seconds: number;
  hints: number;
}

/** A board's results for one daily: the fastest BOARD_TIMES_KEPT, the count, and every time coarsely. */
export interface BoardTimes {
  count: number;
  times: BoardTime[];
  buckets: Uint32Array;
}

/** Which daily a result is for. */
export interface DailyId {
  date: string;
  variant: VariantId;
  level: Level;
}

export const EMPTY_FIGURES: Figures = Object.freeze({ count: 0, noHints: 0, buckets: new Uint32Array(0) });

export const figuresKey = (d: DailyId): Deno.KvKey => ["results", "figures", d.date, d.variant, d.level];
export const boardKey = (board: string, d: DailyId): Deno.KvKey => [
  "results",
  "board",
  board,
  d.date,
  d.variant,
  d.level,
];
const entryKey = (d: DailyId, browser: string): Deno.KvKey => [
  "results",
  "entry",
  d.date,
  d.variant,
  d.level,
  browser,
];
const addressCapKey = (d: DailyId, address: string): Deno.KvKey => [
  "results",
  "by-address",
  d.date,
  d.variant,
  d.level,
  address,
];

/** Figures with one more time. */
export function addToFigures(figures: Figures, result: StoredResult): Figures {
  return {
    count: figures.count + 1,
    noHints: figures.noHints + (result.hints === 0 ? 1 : 0),
    buckets: withTime(figures.buckets, fine, result.seconds),
  };
}

/** Faster first; with equal times, fewer hints first; the earlier result before a later equal one. */
function byTime(a: BoardTime, b: BoardTime): number {
  return a.seconds - b.seconds || a.hints - b.hints;
}

/** A board's times with one more: the fastest BOARD_TIMES_KEPT stay listed. */
export function addToBoard(times: BoardTimes | null, result: StoredResult): BoardTimes {
  const time: BoardTime = {
    ...(result.name ? { name: result.name } : {}),
    seconds: result.seconds,
    hints: result.hints,
  };
  const listed = [...(times?.times ?? []), time];
  // A stable sort: an equal later time goes after the earlier ones.
  listed.sort(byTime);
  return {
    count: (times?.count ?? 0) + 1,
    times: listed.slice(0, BOARD_TIMES_KEPT),
    buckets: withTime(times?.buckets ?? new Uint32Array(0), coarse, result.seconds),
  };
}

/** The figures of a daily (empty when nobody has sent a result). */
export async function readFigures(kv: Deno.Kv, daily: DailyId): Promise<Figures> {
  return (await kv.get<Figures>(figuresKey(daily))).value ?? EMPTY_FIGURES;
}

/** A board's times for a daily, or null. */
export async function readBoard(kv: Deno.Kv, board: string, daily: DailyId): Promise<BoardTimes | null> {
  return (await kv.get<BoardTimes>(boardKey(board, daily))).value;
}

export type RecordOutcome =
  /** Counted: the figures now hold it. */
  | { kind: "recorded"; figures: Figures; result: StoredResult }
  /** This browser sent a result for this daily before: that one stands, the figures did not move. */
  | { kind: "duplicate"; figures: Figures; result: StoredResult }
  /** The address has sent its share of results for this daily: nothing was counted. */
  | { kind: "capped"; figures: Figures };

export interface RecordOptions {
  /** A salted hash of the client's address (addressKey). */
  address: string;
  /** Most results counted from one address for one daily. */
  perAddressCap: number;
}

/** Atomic writes that lose to a concurrent one are tried again this many times before giving up. */
const ATTEMPTS = 64;

/**
 * Records a checked result once: the first result of a browser for a daily is counted in the daily's
 * figures and its board's times, in one atomic write with the record that makes any later one a duplicate;
 * a replay, a second submission and anything over the address's cap leave every figure as it was.
 * @throws Error when concurrent writers keep winning (the caller answers 503).
 */
export async function recordResult(
  kv: Deno.Kv,
  daily: DailyId,
  browser: string,
  result: StoredResult,
  options: RecordOptions,
): Promise<RecordOutcome> {
  const expireIn = KEEP_MS;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const keys = [entryKey(daily, browser), figuresKey(daily), addressCapKey(daily, options.address)];
    if (result.board) keys.push(boardKey(result.board, daily));
    const [entry, figures, cap, board] = await kv.getMany<unknown[]>(keys);
    const current = (figures.value as Figures | null) ?? EMPTY_FIGURES;
    if (entry.value) return { kind: "duplicate", figures: current, result: entry.value as StoredResult };
    const used = (cap.value as number | null) ?? 0;
    if (used >= options.perAddressCap) return { kind: "capped", figures: current };
    const next = addToFigures(current, result);
    const op = kv.atomic().check(entry, figures, cap)
      .set(entry.key, result, { expireIn })
      .set(figures.key, next, { expireIn })
      .set(cap.key, used + 1, { expireIn });
    if (board) {
      op.check(board).set(board.key, addToBoard(board.value as BoardTimes | null, result), { expireIn });
    }
    if ((await op.commit()).ok) return { kind: "recorded", figures: next, result };
  }
  throw new Error("results: too many concurrent writes to one daily's figures");
}

/**
 * Counts one attempt of `who` in the current hour; false (and not counted) once `limit` are used.
 */
export async function tryAttempt(kv: Deno.Kv, who: string, limit: number, now: number): Promise<boolean> {
  const hour = Math.floor(now / 3_600_000);
  const key = ["results", "attempts", who, hour];
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const entry = await kv.get<number>(key);
    const used = entry.value ?? 0;
    if (used >= limit) return false;
    const done = await kv.atomic().check(entry).set(key, used + 1, { expireIn: 2 * 3_600_000 }).commit();
    if (done.ok) return true;
  }
  return false;
}

/**
 * The key an address counts under on `date`: a hash of the address with that day's random salt (made by the
 * first request of the day and shared through KV), so no address is kept and keys of two days never match.
 */
export async function addressKey(kv: Deno.Kv, address: string, date: string): Promise<string> {
  const saltKey = ["results", "salt", date];
  let salt = (await kv.get<Uint8Array>(saltKey)).value;
  if (!salt) {
    const fresh = crypto.getRandomValues(new Uint8Array(16));
    await kv.atomic().check({ key: saltKey, versionstamp: null }).set(saltKey, fresh, { expireIn: KEEP_MS })
      .commit();
    // Whoever won the race, every instance reads the same salt.
    salt = (await kv.get<Uint8Array>(saltKey)).value ?? fresh;
  }
  const bytes = new Uint8Array([...salt, ...new TextEncoder().encode(address)]);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return digest.slice(0, 12).toBase64({ alphabet: "base64url", omitPadding: true });
}

/** A board's entries for one day: one per (variant, level) that has results. */
export async function boardDay(
  kv: Deno.Kv,
  board: string,
  date: string,
): Promise<Array<{ variant: VariantId; level: Level; times: BoardTimes }>> {
  const found = [];
  for await (const entry of kv.list<BoardTimes>({ prefix: ["results", "board", board, date] })) {
    const [, , , , variant, level] = entry.key as string[];
    found.push({ variant: variant as VariantId, level: level as Level, times: entry.value });
  }
  return found;
}
