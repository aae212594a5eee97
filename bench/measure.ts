/** Measuring helpers the benchmark sections share: timing, quantiles, whole-process runs, report lines. */
import { type Grid, parseGrid } from "../engine/board.ts";
import { run } from "./qqwing.ts";

/** Writes one line of the report (stdout and bench/out/report.md). */
export type Say = (line?: string) => void;

const CLI = new URL("../cli.ts", import.meta.url).pathname;

/** Parsed grids of 81-character lines. */
export function grids(lines: string[]): Grid[] {
  return lines.map((line) => {
    const parsed = parseGrid(line);
    if (!parsed.ok) throw new Error(`${line}: ${parsed.error.message}`);
    return parsed.value;
  });
}

export function quantile(sorted: Float64Array, q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** Time per puzzle in µs (each puzzle repeated so short calls are above the timer's grain), sorted. */
export function timesPerPuzzle(
  puzzles: Grid[],
  work: (g: Grid) => unknown,
  totalCalls: number,
): Float64Array {
  for (const p of puzzles) work(p);
  return onePass(puzzles, work, totalCalls).sort();
}

/**
 * One timed pass in µs per puzzle, in the puzzles' order (no warm-up): each puzzle repeated back to back so
 * that about `callsPerPass` calls are made in all.
 */
export function onePass(puzzles: Grid[], work: (g: Grid) => unknown, callsPerPass: number): Float64Array {
  const rounds = Math.max(1, Math.ceil(callsPerPass / puzzles.length));
  const times = new Float64Array(puzzles.length);
  for (let i = 0; i < puzzles.length; i++) {
    const start = performance.now();
    for (let r = 0; r < rounds; r++) work(puzzles[i]);
    times[i] = ((performance.now() - start) / rounds) * 1000;
  }
  return times;
}

/** `best[i] = min(best[i], pass[i])` for every puzzle. */
export function keepFastest(best: Float64Array, pass: ArrayLike<number>): void {
  for (let i = 0; i < best.length; i++) best[i] = Math.min(best[i], pass[i]);
}

/** Best of three wall-clock runs of a command fed the lines, in seconds. */
export async function bestOfThree(cmd: string, args: string[], lines: string[]): Promise<number> {
  const input = lines.join("\n") + "\n";
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    const out = await run(cmd, args, input);
    if (out.code !== 0) throw new Error(`${cmd} ${args.join(" ")} exited ${out.code}`);
    best = Math.min(best, performance.now() - start);
  }
  return best / 1000;
}

/** The command line that runs one of cli.ts's commands, as the whole-process timings run it. */
export function ours(command: string): [string, string[]] {
  return [Deno.execPath(), ["run", "--allow-read", "--allow-env", CLI, command]];
}

/** "value: count" pairs, values ascending. */
export function histogram(values: number[]): string {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => a[0] - b[0]).map(([v, n]) => `${v}: ${n}`).join(", ");
}

/** A figure with `digits` decimals. */
export const fmt = (x: number, digits = 1) => x.toFixed(digits);
