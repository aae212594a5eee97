/**
 * Puzzle pools in data/pools/<level>.txt (line format: engine/pool.ts).
 *
 *   deno task pool build [--per-level N]   generate offline on every core, then select N (1,000) per level
 *   deno task pool check                   re-solve and re-grade every pooled and reserve puzzle, and confirm the
 *                                          pinned entries; non-zero exit on a problem
 *
 * build runs one Web Worker per core (tools/pool_worker.ts); each job generates from the seed
 * pool/v1/<level>/<n> for the level whose candidate set (counting jobs in flight) is emptiest, until each level
 * has CANDIDATE_FACTOR (1.6) × N candidates. Each level's pool is then *selected* from its candidates, not kept
 * in acceptance order: selectSpread (engine/pool.ts) buckets them by (clues, gates, steps band) and takes
 * round-robin across the buckets in a fixed order (share code order inside a bucket), so rare combinations are
 * kept and common ones thinned, and a level does not feel repetitive. The selection is a pure function of the
 * candidate set. The candidates not selected are kept in data/pools/<level>.reserve.txt (share code, clues,
 * steps, gates; a reserve puzzle that a later selection takes is re-graded for its full pool line).
 *
 * The first entries of each pool are the ones days draw from (SERVED_POOLS in engine/pool.ts): build refuses to
 * start unless each pool file still begins with them, and the selection keeps them first, as they are, choosing
 * only the entries after them, so a larger pool never moves a served day's pick.
 *
 * It resumes: the pool and reserve files are re-read (every candidate re-verified, since any may be selected),
 * and the `# next=<n>` header says where that level's seeds continue: the lowest seed not yet answered. No two
 * puzzles among all the candidates are equivalent under the Sudoku symmetry group, and no two share a solution
 * grid up to symmetry (both compared by minlex).
 */
import {
  classicRules,
  countSolutions,
  decode,
  DEFAULT_GENERATE_BUDGET,
  entryFromRecord,
  formatPoolLine,
  gradeUnique,
  isPoolEntryLine,
  type Level,
  LEVELS,
  minlex,
  parsePoolLine,
  parsePoolLines,
  POOL_COUNTS,
  poolDigest,
  type PoolEntry,
  selectSpread,
  SERVED_POOLS,
  solutionInvariant,
  solve,
  type SolveRecord,
  type SpreadCandidate,
} from "../engine/mod.ts";
import type { PoolAnswer, PoolJob } from "./pool_worker.ts";
import { poolFile, POOLS_DIR, reserveFile } from "../data/pools.ts";

const DEFAULT_PER_LEVEL = 1000;
/** How many candidates per pooled puzzle build generates for selectSpread to choose from. */
const CANDIDATE_FACTOR = 1.6;
const FORMAT =
  "# <sharecode> <clues> <steps> <harderSteps> <stalls> <bottlenecks> <gates> <hardest> <techniques>";

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
  /** data/pools/<level>.txt ("pool") or <level>.reserve.txt ("reserve"). */
  file: "pool" | "reserve";
  /** 1-based line in the file; 0 for a problem with the file as a whole. */
  line: number;
  message: string;
}

export interface PoolLevelReport {
  count: number;
  clues: { min: number; max: number };
  /** Puzzles read from the level's reserve file. */
  reserve: number;
}

export interface PoolCheckReport {
  ok: boolean;
  levels: Record<Level, PoolLevelReport>;
  problems: PoolProblem[];
  /** Puzzles read from all the files, reserves included. */
  puzzles: number;
}

function describeFacts(e: PoolEntry): string {
  return `${POOL_COUNTS.map((f) => `${f}=${e[f]}`).join(" ")} hardest=${e.hardest} techniques=${
    e.techniques.join(",")
  }`;
}

function describeReserveFacts(c: SpreadCandidate): string {
  return `clues=${c.clues} steps=${c.steps} gates=${c.gates}`;
}

/**
 * The gate every stored puzzle must pass, in check and in build alike: what is wrong with a pool line (or a
 * reserve line, whose facts are fewer) filed under `level`, and, when it has exactly one solution, its grade,
 * minlex key and solution for the caller's duplicate checks.
 */
function inspectPuzzle(
  entry: PoolEntry | SpreadCandidate,
  level: Level,
  file: "pool" | "reserve",
): {
  problems: string[];
  sound?: { record: SolveRecord; puzzleKey: string; solution: Uint8Array };
} {
  const problems: string[] = [];
  const decoded = decode(entry.code);
  if (!decoded.ok) return { problems: [`share code does not decode: ${decoded.error.message}`] };
  const { grid } = decoded.value;
  if (decoded.value.level !== level) {
    problems.push(
      decoded.value.level === null
        ? "share code names no level"
        : `share code claims level ${decoded.value.level}`,
    );
  }
  if (grid.rules.shape !== "9x9") return { problems: [...problems, "not a 9x9 puzzle"] };
  const counted = countSolutions(grid, 2);
  if (counted.capped || counted.count !== 1) {
    const count = counted.capped ? "an uncounted number of" : counted.count;
    return { problems: [...problems, `has ${count} solutions, not 1`] };
  }
  const record = gradeUnique(grid, "standard");
  if (record.level !== level || record.stuck) {
    problems.push(`grades ${record.level}${record.stuck ? " (stuck)" : ""}, not ${level}`);
  }
  const fresh = entryFromRecord(entry.code, record);
  const [recorded, graded] = file === "pool"
    ? [describeFacts(entry as PoolEntry), describeFacts(fresh)]
    : [describeReserveFacts(entry), describeReserveFacts(fresh)];
  if (recorded !== graded) problems.push(`recorded facts ${recorded} differ from the fresh grade ${graded}`);
  const solution = counted.solution ?? solve(grid)!;
  return { problems, sound: { record, puzzleKey: minlex(grid), solution } };
}

/**
 * Re-read every pool and reserve file and re-check each puzzle: one solution, the file's level, the recorded
 * facts, no two equivalent puzzles or solution grids anywhere; and that each pool still starts with the
 * entries days draw from (SERVED_POOLS).
 */
export async function checkPools(dir = POOLS_DIR): Promise<PoolCheckReport> {
  const problems: PoolProblem[] = [];
  const levels = {} as Record<Level, PoolLevelReport>;
  const seenPuzzle = new Map<string, string>();
  const solutions = new Map<
    string,
    Array<{ level: Level; file: "pool" | "reserve"; line: number; where: string; solution: Uint8Array }>
  >();
  let puzzles = 0;
  for (const level of LEVELS) {
    const report: PoolLevelReport = { count: 0, clues: { min: Infinity, max: -Infinity }, reserve: 0 };
    levels[level] = report;
    const poolCodes: string[] = [];
    for (const file of ["pool", "reserve"] as const) {
      const problem = (line: number, message: string) => problems.push({ level, file, line, message });
      let text: string;
      try {
        text = await Deno.readTextFile(file === "pool" ? poolFile(level, dir) : reserveFile(level, dir));
      } catch (e) {
        // A missing reserve only means build has no spare candidates to choose from.
        if (file === "pool" || !(e instanceof Deno.errors.NotFound)) {
          problem(0, `cannot read the file: ${(e as Error).message}`);
        }
        continue;
      }
      const rawLines = text.split("\n");
      for (let i = 0; i < rawLines.length; i++) {
        const raw = rawLines[i].replace(/\r$/, "");
        if (!isPoolEntryLine(raw)) continue;
        const line = i + 1;
        let entry: PoolEntry | SpreadCandidate;
        try {
          entry = file === "pool" ? parsePoolLine(raw, "malformed") : parseReserveLine(raw, "malformed");
        } catch (e) {
          // One bad line does not hide the others: it is reported and the rest are still checked.
          problem(line, (e as Error).message);
          continue;
        }
        puzzles++;
        if (file === "pool") {
          report.count++;
          poolCodes.push(entry.code);
        } else report.reserve++;
        const where = `${level}${file === "pool" ? "" : ".reserve"}.txt:${line}`;
        const inspected = inspectPuzzle(entry, level, file);
        for (const message of inspected.problems) problem(line, message);
        if (!inspected.sound) continue;
        const { record, puzzleKey, solution } = inspected.sound;
        if (file === "pool") {
          report.clues.min = Math.min(report.clues.min, record.clues);
          report.clues.max = Math.max(report.clues.max, record.clues);
        }
        const samePuzzle = seenPuzzle.get(puzzleKey);
        if (samePuzzle) problem(line, `is equivalent to the puzzle at ${samePuzzle}`);
        else seenPuzzle.set(puzzleKey, where);
        const key = solutionInvariant(solution);
        const group = solutions.get(key) ?? [];
        group.push({ level, file, line, where, solution });
        solutions.set(key, group);
      }
      if (file === "pool" && report.count === 0) {
        report.clues = { min: 0, max: 0 };
        // An empty pool leaves the level's daily without its fallback.
        problem(0, "holds no puzzle");
      }
    }
    const served = SERVED_POOLS[level];
    const digest = poolDigest(poolCodes.slice(0, served.count));
    if (poolCodes.length < served.count || digest !== served.digest) {
      problems.push({
        level,
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
    for (const { level, file, line, where, solution } of group) {
      const key = canonical(solution);
      const same = seen.get(key);
      if (same) {
        problems.push({
          level,
          file,
          line,
          message: `shares its solution grid (up to symmetry) with ${same}`,
        });
      } else seen.set(key, where);
    }
  }
  return { ok: problems.length === 0, levels, problems, puzzles };
}

function problemPlace(p: PoolProblem): string {
  return `data/pools/${p.level}${p.file === "pool" ? "" : ".reserve"}.txt${p.line > 0 ? `:${p.line}` : ""}`;
}

async function runCheck(): Promise<number> {
  const started = performance.now();
  const report = await checkPools();
  for (const level of LEVELS) {
    const r = report.levels[level];
    const bad = report.problems.filter((p) => p.level === level).length;
    console.log(
      `${level.padEnd(7)} ${
        String(r.count).padStart(5)
      } puzzles, clues ${r.clues.min}-${r.clues.max}, ${r.reserve} in reserve, ${
        bad === 0 ? "ok" : `${bad} problem(s)`
      }`,
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
  return minlex({ rules: classicRules("9x9"), cells });
}

interface Candidate extends SpreadCandidate {
  /** The full pool line; for a reserve candidate, filled in (by re-grading) only when it is selected. */
  line?: string;
}

interface LevelPool {
  candidates: Candidate[];
  /** The first candidates, in file order: the pool's pinned entries (SERVED_POOLS), kept first and as they are. */
  pinned: readonly Candidate[];
  /** The next seed number to hand out. */
  next: number;
  inFlight: Set<number>;
  /** The codes the level's pool file on disk holds now (see savePlan). */
  onDisk: ReadonlySet<string>;
}

function fullLine(c: Candidate): string {
  if (c.line !== undefined) return c.line;
  const decoded = decode(c.code);
  if (!decoded.ok) throw new Error(`reserve puzzle ${c.code}: ${decoded.error.message}`);
  return c.line = formatPoolLine(entryFromRecord(c.code, gradeUnique(decoded.value.grid, "standard")));
}

async function writeAtomically(file: URL, text: string): Promise<void> {
  const tmp = new URL(`${file.pathname.split("/").pop()}.tmp`, POOLS_DIR);
  await Deno.writeTextFile(tmp, text);
  await Deno.rename(tmp, file);
}

/** One write of a level's save: which file, and the candidates it then holds. */
export interface PoolWrite<C> {
  file: "pool" | "reserve";
  holds: C[];
}

/**
 * The writes that save a level whose pool file on disk holds `onDisk` (codes): the new pool is `selected`, the
 * reserve every other candidate. A kill can come between any two writes, so every candidate stays in one file
 * or the other throughout: the reserve goes first, holding the newly selected candidates too, then the pool,
 * then (if any were newly selected) the reserve without them. The loader skips a code found in both files.
 */
export function savePlan<C extends { code: string }>(
  candidates: readonly C[],
  selected: readonly C[],
  onDisk: ReadonlySet<string>,
): PoolWrite<C>[] {
  const chosen = new Set(selected);
  const byCode = (a: C, b: C) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
  const reserve = candidates.filter((c) => !chosen.has(c)).sort(byCode);
  const arriving = selected.filter((c) => !onDisk.has(c.code));
  const writes: PoolWrite<C>[] = [
    { file: "reserve", holds: [...reserve, ...arriving].sort(byCode) },
    { file: "pool", holds: [...selected] },
  ];
  if (arriving.length > 0) writes.push({ file: "reserve", holds: reserve });
  return writes;
}

/** Select the level's pool from its candidates and save it and the reserve (see savePlan). */
async function writePool(level: Level, pool: LevelPool, perLevel: number): Promise<void> {
  const resume = Math.min(pool.next, ...pool.inFlight);
  const pinned = new Set(pool.pinned);
  const selected = [
    ...pool.pinned,
    ...selectSpread(pool.candidates.filter((c) => !pinned.has(c)), perLevel - pool.pinned.length),
  ];
  for (const write of savePlan(pool.candidates, selected, pool.onDisk)) {
    if (write.file === "reserve") {
      await writeReserve(level, resume, write.holds);
      continue;
    }
    await writeAtomically(
      poolFile(level),
      [
        `# sudoku-daily pool: level ${level}, standard scheme, seeds pool/v1/${level}/<n>`,
        `# next=${resume}`,
        `# selected by selectSpread from ${pool.candidates.length} candidates; the rest are in ${level}.reserve.txt`,
        FORMAT,
        ...write.holds.map(fullLine),
        "",
      ].join("\n"),
    );
    pool.onDisk = new Set(write.holds.map((c) => c.code));
  }
}

async function writeReserve(level: Level, resume: number, reserve: readonly Candidate[]): Promise<void> {
  await writeAtomically(
    reserveFile(level),
    [
      `# sudoku-daily pool candidates not selected: level ${level} (see tools/pool.ts)`,
      `# next=${resume}`,
      "# <sharecode> <clues> <steps> <gates>",
      ...reserve.map((c) => `${c.code} ${c.clues} ${c.steps} ${c.gates}`),
      "",
    ].join("\n"),
  );
}

/** One line of a reserve file: share code, clues, steps, gates. @throws SyntaxError starting with `where`. */
function parseReserveLine(line: string, where: string): SpreadCandidate {
  const m = /^([0-9A-Za-z_-]+) (0|[1-9][0-9]{0,5}) (0|[1-9][0-9]{0,5}) (0|[1-9][0-9]{0,5})$/.exec(line);
  if (!m) throw new SyntaxError(`${where}: expected <sharecode> <clues> <steps> <gates>`);
  return { code: m[1], clues: Number(m[2]), steps: Number(m[3]), gates: Number(m[4]) };
}

/** The terminal's width; 80 when it cannot be read. */
function terminalColumns(): number {
  try {
    return Deno.consoleSize().columns;
  } catch {
    return 80;
  }
}

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return "?";
  const s = Math.round(seconds);
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, "0")}s` : `${s}s`;
}

async function runBuild(perLevel: number): Promise<number> {
  for (const level of LEVELS) {
    const served = SERVED_POOLS[level];
    if (perLevel < served.count) {
      console.error(
        `--per-level ${perLevel} would drop some of the ${served.count} ${level} puzzles days draw from`,
      );
      return 2;
    }
  }
  await Deno.mkdir(POOLS_DIR, { recursive: true });
  const pools = {} as Record<Level, LevelPool>;
  const seenPuzzle = new Set<string>();
  const solutions = new SolutionIndex();
  const target = Math.ceil(perLevel * CANDIDATE_FACTOR);
  for (const level of LEVELS) {
    const served = SERVED_POOLS[level];
    const text = await readOrEmpty(poolFile(level));
    const reserveText = await readOrEmpty(reserveFile(level));
    const nexts = [text, reserveText].map((t) => Number(/^# next=(\d+)$/m.exec(t)?.[1] ?? "1"));
    const next = Math.max(...nexts);
    const loaded: Array<Candidate & { where: string }> = [];
    try {
      const textLines = text.split("\n");
      for (const { line, entry } of parsePoolLines(text)) {
        const raw = textLines[line - 1].replace(/\r$/, "");
        loaded.push({ ...entry, line: raw, where: `data/pools/${level}.txt:${line}` });
      }
      reserveText.split("\n").forEach((raw, i) => {
        const line = raw.replace(/\r$/, "");
        const where = `data/pools/${level}.reserve.txt:${i + 1}`;
        if (isPoolEntryLine(line)) loaded.push({ ...parseReserveLine(line, where), where });
      });
    } catch (e) {
      const message = (e as Error).message;
      console.error(
        `${
          message.startsWith("data/") ? "" : `data/pools/${level}.txt: `
        }${message}; mend or remove the line, then build again`,
      );
      return 1;
    }
    const onDisk = new Set<string>();
    for (const c of loaded) if (c.line !== undefined) onDisk.add(c.code);
    const pooledCodes = loaded.filter((c) => c.line !== undefined).map((c) => c.code);
    if (poolDigest(pooledCodes.slice(0, served.count)) !== served.digest) {
      console.error(
        `data/pools/${level}.txt does not start with the ${served.count} puzzles days draw from (SERVED_POOLS in ` +
          "engine/pool.ts); build only adds after them, so restore the file from git first",
      );
      return 1;
    }
    const candidates: Candidate[] = [];
    const codes = new Set<string>();
    for (const { where, ...c } of loaded) {
      // An interrupted write can leave a candidate in both files.
      if (codes.has(c.code)) continue;
      codes.add(c.code);
      // A candidate may be selected into the pool, so it must pass the gate `pool check` applies.
      const inspected = inspectPuzzle(c, level, c.line === undefined ? "reserve" : "pool");
      if (!inspected.sound || inspected.problems.length > 0) {
        console.error(`${where}: ${inspected.problems[0]}; mend or remove the line, then build again`);
        return 1;
      }
      const checked = inspected.sound;
      if (seenPuzzle.has(checked.puzzleKey) || solutions.has(checked.solution)) {
        console.error(
          `${where}: is equivalent to another candidate or shares its solution grid (up to symmetry); ` +
            "remove the line, then build again",
        );
        return 1;
      }
      seenPuzzle.add(checked.puzzleKey);
      solutions.add(checked.solution);
      candidates.push(c);
    }
    const pinned = candidates.slice(0, served.count);
    pools[level] = { candidates, pinned, next, inFlight: new Set(), onDisk };
  }

  const startCount = LEVELS.reduce((n, l) => n + Math.min(target, pools[l].candidates.length), 0);
  const total = target * LEVELS.length;
  const started = performance.now();
  let attempts = 0;
  let duplicates = 0;
  let failures = 0;
  const dirty = new Set<Level>();

  const done = () => LEVELS.every((l) => pools[l].candidates.length >= target);
  const pick = (): Level | null => {
    let best: Level | null = null;
    let bestLoad = Infinity;
    for (const level of LEVELS) {
      const p = pools[level];
      const load = p.candidates.length + p.inFlight.size;
      if (load < target && load < bestLoad) [best, bestLoad] = [level, load];
    }
    return best;
  };

  const interactive = Deno.stderr.isTerminal();
  const encoder = new TextEncoder();
  let drawn = false;
  let lastPlain = 0;
  const progress = (final = false) => {
    const have = LEVELS.reduce((n, l) => n + Math.min(target, pools[l].candidates.length), 0);
    const elapsed = (performance.now() - started) / 1000;
    const rate = (have - startCount) / Math.max(elapsed, 1e-3);
    const eta = rate > 0 ? (total - have) / rate : Infinity;
    const width = 40;
    const filled = Math.round((have / total) * width);
    const bar = `[${"#".repeat(filled)}${".".repeat(width - filled)}] ${have}/${total} ` +
      LEVELS.map((l) => `${l} ${pools[l].candidates.length}`).join(" · ");
    const info = `${rate.toFixed(1)} candidates/s, ${attempts} seeds tried (${duplicates} duplicates, ` +
      `${failures} out of budget), elapsed ${duration(elapsed)}, ETA ${
        final && done() ? "done" : duration(eta)
      }`;
    if (interactive) {
      // Each line must fit on one screen row: the redraw moves up exactly one.
      const fit = (text: string) => text.slice(0, Math.max(1, terminalColumns() - 1));
      const up = drawn ? "\x1b[1A\r" : "";
      Deno.stderr.writeSync(encoder.encode(`${up}\x1b[2K${fit(bar)}\n\x1b[2K${fit(info)}`));
      drawn = true;
      if (final) Deno.stderr.writeSync(encoder.encode("\n"));
    } else if (final || performance.now() - lastPlain > 5000) {
      lastPlain = performance.now();
      console.error(`${bar}\n${info}`);
    }
  };

  // One save at a time: the timer's saves and the last one queue up rather than share the temporary files.
  let saving = Promise.resolve();
  const flush = () =>
    saving = saving.then(async () => {
      for (const level of [...dirty]) {
        dirty.delete(level);
        await writePool(level, pools[level], perLevel);
      }
    });

  if (done()) {
    for (const level of LEVELS) dirty.add(level);
    await flush();
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
      else if (pool.candidates.length < target) {
        seenPuzzle.add(answer.puzzleKey);
        solutions.add(answer.solution);
        const entry = parsePoolLines(answer.line)[0].entry;
        pool.candidates.push({
          code: entry.code,
          clues: entry.clues,
          steps: entry.steps,
          gates: entry.gates,
          line: answer.line,
        });
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
  for (const worker of workers) worker.terminate();
  // Seeds still in flight were never answered: they stay in `inFlight`, so the save's `next=` resumes at the
  // lowest of them (seeds answered after it come back as duplicates and are dropped).
  for (const level of LEVELS) dirty.add(level);
  // The listener stays through the last save: a second Ctrl-C (`deno task` passes one on too) must not kill
  // the process halfway through writing.
  await flush();
  Deno.removeSignalListener("SIGINT", stop);
  progress(true);
  if (failed) {
    console.error((failed as Error).message);
    return 1;
  }
  console.error(
    `generated ${total - startCount} candidates, selected ${perLevel} per level, in ${
      duration((performance.now() - started) / 1000)
    }`,
  );
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
