/** `deno task pool check`: every pooled and reserve puzzle through the gate, on two workers. */
import {
  isPoolEntryLine,
  type Level,
  parsePoolLine,
  poolDigest,
  poolKeys,
  SERVED_POOLS,
  type VariantId,
} from "../../engine/mod.ts";
import { poolFile, POOLS_DIR, reserveFile } from "../../data/pools.ts";
import { canonical, type CheckItem, type CheckResult } from "./gate.ts";
import { fileName, MAX_WORKERS, parseReserveLine, type PoolTarget } from "./targets.ts";
import type { PoolAnswer, PoolWorkerMessage } from "./worker.ts";

export interface PoolProblem {
  /** The pool key ("hard", "x/evil"). */
  pool: string;
  /** data/pools/<key>.txt ("pool") or <key>.reserve.txt ("reserve"). */
  file: "pool" | "reserve";
  /** 1-based line in the file; 0 for a problem with the file as a whole. */
  line: number;
  message: string;
}

export interface PoolReport {
  variant: VariantId;
  level: Level;
  count: number;
  clues: { min: number; max: number };
  /** Puzzles read from the pool's reserve file. */
  reserve: number;
}

export interface PoolCheckReport {
  ok: boolean;
  /** By pool key, in poolKeys() order. */
  pools: Record<string, PoolReport>;
  problems: PoolProblem[];
  /** Puzzles read from all the files, reserves included. */
  puzzles: number;
  /** Per variant: puzzles whose grade's path was checked against their solution, and the steps checked. */
  soundness: Partial<Record<VariantId, { puzzles: number; steps: number }>>;
}

/** How many puzzles a check worker takes at a time: enough to keep messages few, few enough to share evenly. */
const CHECK_BATCH = 100;

/**
 * checkItem over every item, on up to MAX_WORKERS workers (fewer on a machine with one core), in batches taken
 * from one queue so a slow batch (16×16) does not hold the other worker idle. Results by id.
 */
async function checkInParallel(items: readonly CheckItem[]): Promise<CheckResult[]> {
  const results: CheckResult[] = new Array(items.length);
  const workerCount = Math.max(1, Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 1, items.length));
  let nextItem = 0;
  const run = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(new URL("./worker.ts", import.meta.url), { type: "module" });
      const send = () => {
        if (nextItem >= items.length) {
          worker.terminate();
          resolve();
          return;
        }
        const batch = items.slice(nextItem, nextItem + CHECK_BATCH);
        nextItem += batch.length;
        worker.postMessage({ kind: "check", items: batch } satisfies PoolWorkerMessage);
      };
      worker.onmessage = (event: MessageEvent<PoolAnswer>) => {
        const answer = event.data;
        if (!("results" in answer)) return;
        for (const r of answer.results) results[r.id] = r;
        send();
      };
      worker.onerror = (event) => {
        event.preventDefault();
        worker.terminate();
        reject(new Error(`check worker failed: ${event.message}`));
      };
      send();
    });
  await Promise.all(Array.from({ length: workerCount }, run));
  return results;
}

/** A line of a pool or reserve file as check read it: a parse problem, or a puzzle to inspect. */
type ReadLine = { line: number; malformed: string } | { line: number; item: CheckItem };

/**
 * Re-read the pool and reserve files of `targets` (every offered pool unless narrowed) and re-check each
 * puzzle with inspectPuzzle (on two workers); no two puzzles the same (duplicateKey) anywhere, and for classic
 * 9×9 no two solution grids equivalent either; and that each pool still starts with the entries days draw from
 * (SERVED_POOLS), which every pool must have.
 */
export async function checkPools(
  dir = POOLS_DIR,
  targets: readonly PoolTarget[] = poolKeys(),
): Promise<PoolCheckReport> {
  // Read and parse every file first, inspect every puzzle on the workers, then report in file order.
  const read: Array<{ target: PoolTarget; files: Array<{ file: "pool" | "reserve"; lines: ReadLine[] }> }> =
    [];
  const unreadable: PoolProblem[] = [];
  const items: CheckItem[] = [];
  for (const target of targets) {
    const files: Array<{ file: "pool" | "reserve"; lines: ReadLine[] }> = [];
    for (const file of ["pool", "reserve"] as const) {
      let text: string;
      try {
        text = await Deno.readTextFile(
          file === "pool" ? poolFile(target.key, dir) : reserveFile(target.key, dir),
        );
      } catch (e) {
        // A missing reserve only means build has no spare candidates to choose from.
        if (file === "pool" || !(e instanceof Deno.errors.NotFound)) {
          unreadable.push({
            pool: target.key,
            file,
            line: 0,
            message: `cannot read the file: ${(e as Error).message}`,
          });
        }
        continue;
      }
      const lines: ReadLine[] = [];
      const rawLines = text.split("\n");
      for (let i = 0; i < rawLines.length; i++) {
        const raw = rawLines[i].replace(/\r$/, "");
        if (!isPoolEntryLine(raw)) continue;
        try {
          const entry = file === "pool"
            ? parsePoolLine(raw, "malformed")
            : parseReserveLine(raw, "malformed");
          const item: CheckItem = { id: items.length, entry, target, file };
          items.push(item);
          lines.push({ line: i + 1, item });
        } catch (e) {
          lines.push({ line: i + 1, malformed: (e as Error).message });
        }
      }
      files.push({ file, lines });
    }
    read.push({ target, files });
  }
  const results = await checkInParallel(items);

  const problems: PoolProblem[] = [];
  const pools: Record<string, PoolReport> = {};
  const soundness: PoolCheckReport["soundness"] = {};
  const seenPuzzle = new Map<string, string>();
  const solutions = new Map<
    string,
    Array<{ pool: string; file: "pool" | "reserve"; line: number; where: string; solution: Uint8Array }>
  >();
  for (const { target, files } of read) {
    const { key } = target;
    const report: PoolReport = {
      variant: target.variant,
      level: target.level,
      count: 0,
      clues: { min: Infinity, max: -Infinity },
      reserve: 0,
    };
    pools[key] = report;
    const sound = soundness[target.variant] ??= { puzzles: 0, steps: 0 };
    const poolCodes: string[] = [];
    problems.push(...unreadable.filter((p) => p.pool === key));
    for (const { file, lines } of files) {
      const problem = (line: number, message: string) => problems.push({ pool: key, file, line, message });
      for (const read of lines) {
        const { line } = read;
        if ("malformed" in read) {
          // One bad line does not hide the others: it is reported and the rest are still checked.
          problem(line, read.malformed);
          continue;
        }
        if (file === "pool") {
          report.count++;
          poolCodes.push(read.item.entry.code);
        } else report.reserve++;
        const where = `${key}${file === "pool" ? "" : ".reserve"}.txt:${line}`;
        const result = results[read.item.id];
        for (const message of result.problems) problem(line, message);
        if (!result.sound) continue;
        const { clues, steps, puzzleKey, invariant, solution } = result.sound;
        sound.puzzles++;
        sound.steps += steps;
        if (file === "pool") {
          report.clues.min = Math.min(report.clues.min, clues);
          report.clues.max = Math.max(report.clues.max, clues);
        }
        const samePuzzle = seenPuzzle.get(puzzleKey);
        if (samePuzzle) {
          problem(
            line,
            target.variant === "9x9"
              ? `is equivalent to the puzzle at ${samePuzzle}`
              : `repeats the puzzle at ${samePuzzle}`,
          );
        } else seenPuzzle.set(puzzleKey, where);
        // Only classic 9×9 keeps its solution grids apart (see the header).
        if (invariant === undefined || solution === undefined) continue;
        const group = solutions.get(invariant) ?? [];
        group.push({ pool: key, file, line, where, solution });
        solutions.set(invariant, group);
      }
      if (file === "pool" && report.count === 0) {
        // An empty pool leaves the level's daily without its fallback.
        problem(0, "holds no puzzle");
      }
    }
    if (report.count === 0) report.clues = { min: 0, max: 0 };
    const served = SERVED_POOLS[key];
    if (!served) {
      problems.push({
        pool: key,
        file: "pool",
        line: 0,
        message: "is not pinned in SERVED_POOLS (engine/pool.ts), so days cannot fall back to it; its " +
          `${poolCodes.length} puzzles would be { count: ${poolCodes.length}, digest: "${
            poolDigest(poolCodes)
          }" }`,
      });
      continue;
    }
    const digest = poolDigest(poolCodes.slice(0, served.count));
    if (poolCodes.length < served.count || digest !== served.digest) {
      problems.push({
        pool: key,
        file: "pool",
        line: 0,
        message:
          `does not start with the ${served.count} puzzles days draw from (SERVED_POOLS in engine/pool.ts: ` +
          `digest ${served.digest}; found ${
            Math.min(poolCodes.length, served.count)
          } with digest ${digest}): ` +
          "changing them changes days already served; restore the file from git",
      });
    }
  }
  // minlex of a full grid costs milliseconds, so only solutions whose cheap invariant collides are compared.
  for (const group of solutions.values()) {
    if (group.length < 2) continue;
    const seen = new Map<string, string>();
    for (const { pool, file, line, where, solution } of group) {
      const key = canonical(solution);
      const same = seen.get(key);
      if (same) {
        problems.push({
          pool,
          file,
          line,
          message: `shares its solution grid (up to symmetry) with ${same}`,
        });
      } else seen.set(key, where);
    }
  }
  return { ok: problems.length === 0, pools, problems, puzzles: items.length, soundness };
}

function problemPlace(p: PoolProblem): string {
  return `${fileName(p.pool, p.file)}${p.line > 0 ? `:${p.line}` : ""}`;
}

export async function runCheck(targets: readonly PoolTarget[]): Promise<number> {
  const started = performance.now();
  const report = await checkPools(POOLS_DIR, targets);
  const width = Math.max(...targets.map((t) => t.key.length));
  for (const { key } of targets) {
    const r = report.pools[key];
    const bad = report.problems.filter((p) => p.pool === key).length;
    console.log(
      `${key.padEnd(width)} ${
        String(r.count).padStart(5)
      } puzzles, clues ${r.clues.min}-${r.clues.max}, ${r.reserve} in reserve, ${
        bad === 0 ? "ok" : `${bad} problem(s)`
      }`,
    );
  }
  for (const [variant, s] of Object.entries(report.soundness)) {
    console.log(
      `${variant}: ${s.puzzles} puzzles' grade paths (${s.steps} steps) agree with their solutions`,
    );
  }
  for (const p of report.problems.slice(0, 50)) {
    console.error(`${problemPlace(p)}: ${p.message}`);
  }
  if (report.problems.length > 50) console.error(`… and ${report.problems.length - 50} more`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${report.ok ? "ok" : "FAILED"}: ${report.puzzles} puzzles checked in ${seconds} s`);
  return report.ok ? 0 : 1;
}
