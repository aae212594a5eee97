/**
 * A board's day in one record: what the daily summary post and `/sudoku results` list. A board is a channel
 * (`discord-<channel id>`, `slack-<team id>-<channel id>`) or a subscription (`sub-<subscription id>`); its
 * results are the ones players sent from pages opened through that board's links (`?board=`).
 */
import { type Level, LEVELS, VARIANT_IDS, type VariantId } from "../../../engine/mod.ts";
import { coarse, median } from "./histogram.ts";
import { boardDay, type BoardTimes } from "./store.ts";

export interface BoardSummary {
  board: string;
  date: string;
  levels: Array<{
    level: Level;
    /** The variant played; classic 9×9 unless another. */
    variant?: VariantId;
    /** Everyone on the board who sent a result for this daily. */
    solvers: number;
    medianSeconds: number;
    /** The fastest (at most 50), fastest first. */
    times: Array<{ name?: string; seconds: number; hints: number }>;
  }>;
}

/**
 * The board's median: exact while every time is still listed, else from its coarse histogram (within 5 %).
 */
export function boardMedian(times: BoardTimes): number {
  if (times.times.length === times.count) {
    return times.times[Math.ceil(times.count / 2) - 1].seconds;
  }
  return median(times.buckets, coarse) ?? 0;
}

/**
 * The board's results of `date` by daily, classic 9×9 first and then the variants in their usual order, each
 * by level from easy to evil; undefined when the board had none that day.
 *
 * @example
 * const summary = await boardSummary(kv, "sub-3mJr0Vq7c8yQ2d1sZk4n9A", "2026-12-01");
 * if (summary) for (const day of summary.levels) console.log(day.level, day.solvers, day.medianSeconds);
 */
export async function boardSummary(
  kv: Deno.Kv,
  board: string,
  date: string,
): Promise<BoardSummary | undefined> {
  const found = await boardDay(kv, board, date);
  if (found.length === 0) return undefined;
  const rank = (variant: VariantId, level: Level) =>
    VARIANT_IDS.indexOf(variant) * LEVELS.length + LEVELS.indexOf(level);
  found.sort((a, b) => rank(a.variant, a.level) - rank(b.variant, b.level));
  return {
    board,
    date,
    levels: found.map(({ variant, level, times }) => ({
      level,
      variant,
      solvers: times.count,
      medianSeconds: boardMedian(times),
      times: times.times.map((t) => ({ ...t })),
    })),
  };
}
