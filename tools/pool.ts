/**
 * Puzzle pools in data/pools/<level>.txt (line format: engine/pool.ts).
 *
 *   deno task pool build [--per-level N]   generate offline on every core until each level has N (1,000)
 *   deno task pool check                   re-solve and re-grade every pooled puzzle; non-zero exit on a problem
 *
 * build runs one Web Worker per core (tools/pool_worker.ts); each job generates from the seed
 * pool/v1/<level>/<n> for the level whose pool (counting jobs in flight) is emptiest. It resumes: existing files
 * are re-read, and each file's `# next=<n>` header says where that level's seeds continue. No two puzzles in
 * all the pools are equivalent under the Sudoku symmetry group, and no two share a solution grid up to symmetry
 * (both compared by minlex).
 */
import { minlex } from "../engine/canon.ts";
import { getGeometry } from "../engine/geometry.ts";
import { DEFAULT_GENERATE_BUDGET } from "../engine/generate.ts";
import { gradeUnique } from "../engine/grade.ts";
import {
  entryFromRecord,
  parsePoolLines,
  POOL_COUNTS,
  type PoolEntry,
  solutionInvariant,
} from "../engine/pool.ts";
import { decode, type Level, LEVELS } from "../engine/sharecode.ts";
import { countSolutions, solve } from "../engine/solver.ts";
import type { PoolAnswer, PoolJob } from "./pool_worker.ts";

export const POOL_DIR = new URL("../data/pools/", import.meta.url);
export const DEFAULT_PER_LEVEL = 1000;
const FORMAT =
  "# <sharecode> <clues> <steps> <harderSteps> <stalls> <bottlenecks> <gates> <hardest> <techniques>";

function poolFile(level: Level, dir = POOL_DIR): URL {
  return new URL(`${level}.txt`, dir);
}

async function readOrEmpty(file: URL): Promise<string> {
  try {
    return await Deno.readTextFile(file);
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return "";
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------- check

export interface PoolProblem {
  level: Level;
  /** 1-based line in data/pools/<level>.txt; 0 for a problem with the file as a whole. */
  line: number;
  message: string;
}

export interface PoolLevelReport {
  count: number;
  clues: { min: number; max: number };
}

export interface PoolCheckReport {
  ok: boolean;
  levels: Record<Level, PoolLevelReport>;
  problems: PoolProblem[];
  /** Puzzles read from all the files. */
  puzzles: number;
}

function describeFacts(e: PoolEntry): string {
  return `${POOL_COUNTS.map((f) => `${f}=${e[f]}`).join(" ")} hardest=${e.hardest} techniques=${
    e.techniques.join(",")
  }`;
}

/** Re-read every pool file and re-check each puzzle: one solution, the file's level, the recorded facts. */
export async function checkPools(dir = POOL_DIR): Promise<PoolCheckReport> {
  const problems: PoolProblem[] = [];
  const levels = {} as Record<Level, PoolLevelReport>;
  const seenPuzzle = new Map<string, string>();
  const solutions = new Map<
    string,
    Array<{ level: Level; line: number; where: string; solution: Uint8Array }>
  >();
  let puzzles = 0;
  for (const level of LEVELS) {
    const report: PoolLevelReport = { count: 0, clues: { min: Infinity, max: -Infinity } };
    levels[level] = report;
    const problem = (line: number, message: string) => problems.push({ level, line, message });
    let text: string;
    try {
      text = await Deno.readTextFile(poolFile(level, dir));
    } catch (e) {
      problem(0, `cannot read the pool file: ${(e as Error).message}`);
      continue;
    }
    let lines: ReturnType<typeof parsePoolLines>;
    try {
      lines = parsePoolLines(text);
    } catch (e) {
      problem(0, (e as Error).message);
      continue;
    }
    for (const { line, entry } of lines) {
      report.count++;
      puzzles++;
      const where = `${level}.txt:${line}`;
      const decoded = decode(entry.code);
      if (!decoded.ok) {
        problem(line, `share code does not decode: ${decoded.error.message}`);
        continue;
      }
      const { grid } = decoded.value;
      if (decoded.value.level !== level) problem(line, `share code claims level ${decoded.value.level}`);
      if (grid.geometry.name !== "9x9") {
        problem(line, `not a 9x9 puzzle`);
        continue;
      }
      const counted = countSolutions(grid, 2);
      if (counted.capped || counted.count !== 1) {
        problem(line, `has ${counted.capped ? "an uncounted number of" : counted.count} solutions, not 1`);
        continue;
      }
      const record = gradeUnique(grid, "standard");
      if (record.level !== level || record.stuck) {
        problem(line, `grades ${record.level}${record.stuck ? " (stuck)" : ""}, not ${level}`);
      }
      const fresh = entryFromRecord(entry.code, record);
      if (describeFacts(fresh) !== describeFacts(entry)) {
        problem(
          line,
          `recorded facts ${describeFacts(entry)} differ from the fresh grade ${describeFacts(fresh)}`,
        );
      }
      report.clues.min = Math.min(report.clues.min, record.clues);
      report.clues.max = Math.max(report.clues.max, record.clues);
      const puzzleKey = minlex(grid);
      const samePuzzle = seenPuzzle.get(puzzleKey);
      if (samePuzzle) problem(line, `is equivalent to the puzzle at ${samePuzzle}`);
      else seenPuzzle.set(puzzleKey, where);
      const solution = counted.solution ?? solve(grid)!;
      const key = solutionInvariant(solution);
      const group = solutions.get(key) ?? [];
      group.push({ level, line, where, solution });
      solutions.set(key, group);
    }
    if (report.count === 0) report.clues = { min: 0, max: 0 };
  }
  // minlex of a full grid costs milliseconds, so only solutions whose cheap invariant collides are compared.
  for (const group of solutions.values()) {
    if (group.length < 2) continue;
    const seen = new Map<string, string>();
    for (const { level, line, where, solution } of group) {
      const key = canonical(solution);
      const same = seen.get(key);
      if (same) {
        problems.push({ level, line, message: `shares its solution grid (up to symmetry) with ${same}` });
      } else seen.set(key, where);
    }
  }
  return { ok: problems.length === 0, levels, problems, puzzles };
}

async function runCheck(): Promise<number> {
  const started = performance.now();
  const report = await checkPools();
  for (const level of LEVELS) {
    const r = report.levels[level];
    const bad = report.problems.filter((p) => p.level === level).length;
    console.log(
      `${level.padEnd(7)} ${String(r.count).padStart(5)} puzzles, clues ${r.clues.min}-${r.clues.max}, ${
        bad === 0 ? "ok" : `${bad} problem(s)`
      }`,
    );
  }
  for (const p of report.problems.slice(0, 50)) {
    console.error(`data/pools/${p.level}.txt${p.line > 0 ? `:${p.line}` : ""}: ${p.message}`);
  }
  if (report.problems.length > 50) console.error(`… and ${report.problems.length - 50} more`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${report.ok ? "ok" : "FAILED"}: ${report.puzzles} puzzles checked in ${seconds} s`);
  return report.ok ? 0 : 1;
}

// ---------------------------------------------------------------------------------------------- build

/**
 * Solution grids seen so far, up to symmetry: indexed by solutionInvariant, with minlex (milliseconds for a
 * full grid) computed only when two grids share an invariant.
 */
class SolutionIndex {
  #groups = new Map<string, Array<{ cells: Uint8Array; key?: string }>>();

  has(cells: Uint8Array): boolean {
    const group = this.#groups.get(solutionInvariant(cells));
    if (!group) return false;
    const key = canonical(cells);
    return group.some((g) => (g.key ??= canonical(g.cells)) === key);
  }

  add(cells: Uint8Array): void {
    const invariant = solutionInvariant(cells);
    const group = this.#groups.get(invariant) ?? [];
    group.push({ cells });
    this.#groups.set(invariant, group);
  }
}

function canonical(cells: Uint8Array): string {
  return minlex({ geometry: getGeometry("9x9"), cells });
}

interface LevelPool {
  lines: string[];
  /** The next seed number to hand out. */
  next: number;
  inFlight: Set<number>;
}

function formatFile(level: Level, pool: LevelPool): string {
  const resume = Math.min(pool.next, ...pool.inFlight);
  return [
    `# sudoku-daily pool: level ${level}, standard scheme, seeds pool/v1/${level}/<n>`,
    `# next=${resume}`,
    FORMAT,
    ...pool.lines,
    "",
  ].join("\n");
}

async function writePool(level: Level, pool: LevelPool): Promise<void> {
  const file = poolFile(level);
  const tmp = new URL(`${level}.txt.tmp`, POOL_DIR);
  await Deno.writeTextFile(tmp, formatFile(level, pool));
  await Deno.rename(tmp, file);
}

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return "?";
  const s = Math.round(seconds);
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, "0")}s` : `${s}s`;
}

async function runBuild(perLevel: number): Promise<number> {
  await Deno.mkdir(POOL_DIR, { recursive: true });
  const pools = {} as Record<Level, LevelPool>;
  const seenPuzzle = new Set<string>();
  const solutions = new SolutionIndex();
  for (const level of LEVELS) {
    const text = await readOrEmpty(poolFile(level));
    const next = Number(/^# next=(\d+)$/m.exec(text)?.[1] ?? "1");
    const entries = parsePoolLines(text);
    const lines: string[] = [];
    for (const { line, entry } of entries) {
      const decoded = decode(entry.code);
      if (!decoded.ok) throw new Error(`data/pools/${level}.txt:${line}: ${decoded.error.message}`);
      const solution = solve(decoded.value.grid);
      if (!solution) throw new Error(`data/pools/${level}.txt:${line}: no solution`);
      seenPuzzle.add(minlex(decoded.value.grid));
      solutions.add(solution);
      lines.push(text.split("\n")[line - 1]);
    }
    pools[level] = { lines, next, inFlight: new Set() };
  }

  const startCount = LEVELS.reduce((n, l) => n + Math.min(perLevel, pools[l].lines.length), 0);
  const total = perLevel * LEVELS.length;
  const started = performance.now();
  let attempts = 0;
  let duplicates = 0;
  let failures = 0;
  const dirty = new Set<Level>();

  const done = () => LEVELS.every((l) => pools[l].lines.length >= perLevel);
  const pick = (): Level | null => {
    let best: Level | null = null;
    let bestLoad = Infinity;
    for (const level of LEVELS) {
      const p = pools[level];
      const load = p.lines.length + p.inFlight.size;
      if (load < perLevel && load < bestLoad) [best, bestLoad] = [level, load];
    }
    return best;
  };

  const interactive = Deno.stderr.isTerminal();
  const encoder = new TextEncoder();
  let drawn = false;
  let lastPlain = 0;
  const progress = (final = false) => {
    const have = LEVELS.reduce((n, l) => n + Math.min(perLevel, pools[l].lines.length), 0);
    const elapsed = (performance.now() - started) / 1000;
    const rate = (have - startCount) / Math.max(elapsed, 1e-3);
    const eta = rate > 0 ? (total - have) / rate : Infinity;
    const width = 40;
    const filled = Math.round((have / total) * width);
    const bar = `[${"#".repeat(filled)}${".".repeat(width - filled)}] ${have}/${total} ` +
      LEVELS.map((l) => `${l} ${pools[l].lines.length}`).join(" · ");
    const info = `${rate.toFixed(1)} puzzles/s, ${attempts} seeds tried (${duplicates} duplicates, ` +
      `${failures} out of budget), elapsed ${duration(elapsed)}, ETA ${
        final && done() ? "done" : duration(eta)
      }`;
    if (interactive) {
      const up = drawn ? "\x1b[1A\r" : "";
      Deno.stderr.writeSync(encoder.encode(`${up}\x1b[2K${bar}\n\x1b[2K${info}`));
      drawn = true;
      if (final) Deno.stderr.writeSync(encoder.encode("\n"));
    } else if (final || performance.now() - lastPlain > 5000) {
      lastPlain = performance.now();
      console.error(`${bar}\n${info}`);
    }
  };

  const flush = async () => {
    for (const level of [...dirty]) {
      dirty.delete(level);
      await writePool(level, pools[level]);
    }
  };

  if (done()) {
    progress(true);
    return 0;
  }

  const workerCount = Math.max(1, navigator.hardwareConcurrency || 1);
  const workers: Worker[] = [];
  let failed: Error | null = null;
  const finished = Promise.withResolvers<void>();
  let busy = 0;

  const dispatch = (worker: Worker): boolean => {
    const level = pick();
    if (level === null) return false;
    const pool = pools[level];
    const n = pool.next++;
    pool.inFlight.add(n);
    dirty.add(level);
    busy++;
    worker.postMessage({ level, n, budget: DEFAULT_GENERATE_BUDGET } satisfies PoolJob);
    return true;
  };

  for (let i = 0; i < workerCount; i++) {
    const worker = new Worker(new URL("./pool_worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<PoolAnswer>) => {
      busy--;
      attempts++;
      const answer = event.data;
      const pool = pools[answer.level];
      pool.inFlight.delete(answer.n);
      dirty.add(answer.level);
      if (!answer.ok) failures++;
      else if (seenPuzzle.has(answer.puzzleKey) || solutions.has(answer.solution)) duplicates++;
      else if (pool.lines.length < perLevel) {
        seenPuzzle.add(answer.puzzleKey);
        solutions.add(answer.solution);
        pool.lines.push(answer.line);
      }
      if (!dispatch(worker) && busy === 0) finished.resolve();
    };
    worker.onerror = (event) => {
      event.preventDefault();
      failed = new Error(`worker failed: ${event.message}`);
      finished.resolve();
    };
    workers.push(worker);
  }

  const stop = () => {
    failed = new Error("interrupted; progress so far is saved, run build again to resume");
    finished.resolve();
  };
  Deno.addSignalListener("SIGINT", stop);
  const ticker = setInterval(() => progress(), 250);
  const saver = setInterval(() => void flush(), 2000);
  for (const worker of workers) dispatch(worker);
  await finished.promise;
  clearInterval(ticker);
  clearInterval(saver);
  Deno.removeSignalListener("SIGINT", stop);
  for (const worker of workers) worker.terminate();
  for (const level of LEVELS) pools[level].inFlight.clear();
  for (const level of LEVELS) dirty.add(level);
  await flush();
  progress(true);
  if (failed) {
    console.error((failed as Error).message);
    return 1;
  }
  console.error(`built ${total - startCount} puzzles in ${duration((performance.now() - started) / 1000)}`);
  return 0;
}

// ---------------------------------------------------------------------------------------------- cli

function usage(): never {
  console.error("usage: deno task pool build [--per-level N] | deno task pool check");
  Deno.exit(2);
}

if (import.meta.main) {
  const [command, ...rest] = Deno.args;
  if (command === "check" && rest.length === 0) Deno.exit(await runCheck());
  if (command === "build") {
    let perLevel = DEFAULT_PER_LEVEL;
    for (let i = 0; i < rest.length; i++) {
      const arg = rest[i];
      const value = arg.startsWith("--per-level=") ? arg.slice(12) : arg === "--per-level" ? rest[++i] : null;
      if (value === null || !/^[1-9][0-9]*$/.test(value)) usage();
      perLevel = Number(value);
    }
    Deno.exit(await runBuild(perLevel));
  }
  usage();
}
