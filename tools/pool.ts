/**
 * Puzzle pools, one per variant and level (pool key, engine/pool.ts poolKey): classic 9×9 in
 * data/pools/<level>.txt, every other variant in data/pools/<variant>/<level>.txt (line format: engine/pool.ts).
 *
 *   deno task pool build [--variant V] [--level L] [--per-level N]
 *       generate offline on two workers, then select N per pool (without --per-level: 1,000, or the pool's
 *       pinned count if larger); every offered pool unless narrowed
 *   deno task pool check [--variant V]
 *       re-solve and re-grade every pooled and reserve puzzle, check its path against its solution, and
 *       confirm the pinned entries; non-zero exit on a problem
 *
 * build runs at most two Web Workers (tools/pool_worker.ts; the machines it runs on are shared); each job
 * generates one seed for the pool whose candidate set (counting jobs in flight) is emptiest, until each pool has
 * CANDIDATE_FACTOR (1.6) × N candidates. Seeds: classic 9×9 `pool/v1/<level>/<n>` through generate(), as it
 * always was; any other variant `pool/<variant>/v1/<level>/<n>` through generateVariant(), graded by the
 * variant's scheme. Each pool is then *selected* from its candidates, not kept in acceptance order:
 * selectSpread (engine/pool.ts) buckets them by (clues, gates, steps band) and takes round-robin across the
 * buckets in a fixed order (share code order inside a bucket), so rare combinations are kept and common ones
 * thinned, and a level does not feel repetitive. The selection is a pure function of the candidate set. The
 * candidates not selected are kept in <key>.reserve.txt (share code, clues, steps, gates; a reserve puzzle that a
 * later selection takes is re-graded for its full pool line), except for the variants in WITHOUT_RESERVE.
 *
 * The first entries of each pool are the ones days draw from (SERVED_POOLS in engine/pool.ts): build refuses to
 * start unless each pool file still begins with them, and the selection keeps them first, as they are, choosing
 * only the entries after them, so a larger pool never moves a served day's pick.
 *
 * It resumes: the pool and reserve files are re-read (every candidate re-verified, since any may be selected),
 * and the `# next=<n>` header says where that pool's seeds continue: the lowest seed not yet answered.
 *
 * Duplicates. Classic 9×9: no two puzzles among all the candidates of every level are equivalent under the
 * Sudoku symmetry group, and no two share a solution grid up to symmetry (both compared by minlex). The other
 * variants are deduplicated exactly: minlex is the canonical form of plain classic 9×9 only (it would call an
 * X-Sudoku and its copy with two rows of a band swapped the same puzzle, though the swap moves the diagonals; it
 * does not see a killer's cages; it knows no other size), so two puzzles are the same when their rules (cages
 * and sums included) and givens are the same. Their solution grids may repeat: 4×4 has only 288 of them.
 *
 * The gate (check, and build on every candidate it loads) asks of each stored puzzle: its share code decodes,
 * claims the pool's level and gives the variant's rules (a killer code has cages, an X code X rules, the size
 * matches); it has exactly one solution under the API's work cap (so the service can confirm it); it
 * re-grades to the pool's level under the variant's scheme without getting stuck; every step of that grade's
 * path agrees with the solution (placements are the solution's digits, no elimination removes one: the
 * soundness property, over every pooled puzzle); its recorded counts are the fresh grade's; it repeats no other
 * puzzle; and the pool still starts with its pinned entries.
 */
import {
  checkUnique,
  classicRules,
  decode,
  DEFAULT_GENERATE_BUDGET,
  DEFAULT_SOLVE_BUDGET,
  entryFromRecord,
  formatPoolLine,
  gradeUnique,
  type Grid,
  isPoolEntryLine,
  isVariantId,
  type Level,
  minlex,
  parsePoolLine,
  parsePoolLines,
  parseVariantLevel,
  pathDisagreement,
  POOL_COUNTS,
  poolDigest,
  type PoolEntry,
  poolKeys,
  selectSpread,
  SERVED_POOLS,
  solutionInvariant,
  type SolveRecord,
  type SpreadCandidate,
  type VariantId,
  variantInfo,
  variantOfRules,
} from "../engine/mod.ts";
import type { PoolAnswer, PoolJob, PoolWorkerMessage } from "./pool_worker.ts";
import { poolFile, POOLS_DIR, reserveFile } from "../data/pools.ts";

const DEFAULT_PER_LEVEL = 1000;
/** How many candidates per pooled puzzle build generates for selectSpread to choose from. */
const CANDIDATE_FACTOR = 1.6;
/** Two workers at most: the machines that build pools are shared. */
const MAX_WORKERS = 2;
const FORMAT =
  "# <sharecode> <clues> <steps> <harderSteps> <stalls> <bottlenecks> <gates> <hardest> <techniques>";

/**
 * Variants whose pools keep no reserve file. A reserve only feeds later selections, and build re-verifies every
 * candidate it loads anyway, yet the gate re-counts each reserve puzzle in CI like a pooled one; for these
 * variants that count is most of the gate's time (a 16×16 medium or killer hard puzzle takes 7–12 ms to count,
 * a classic one 0.05 ms), so the candidates not selected are dropped and a later build generates afresh.
 */
const WITHOUT_RESERVE: ReadonlySet<VariantId> = new Set(["16x16", "killer"]);

/** One pool: its key (engine/pool.ts poolKey), variant and level. */
export interface PoolTarget {
  key: string;
  variant: VariantId;
  level: Level;
}

/**
 * The pools a command works on: every offered one, or those of one variant, or one variant's level.
 * @throws RangeError naming what is offered, for an unknown variant or a level the variant does not offer.
 */
export function poolTargets(variant?: string, level?: string): PoolTarget[] {
  const all = poolKeys();
  if (variant === undefined) {
    if (level !== undefined) throw new RangeError("--level needs --variant");
    return all;
  }
  if (!isVariantId(variant)) {
    throw new RangeError(
      `no variant ${JSON.stringify(variant)}; the variants are ${
        [...new Set(all.map((t) => t.variant))].join(", ")
      }`,
    );
  }
  const ofVariant = all.filter((t) => t.variant === variant);
  if (level === undefined) return ofVariant;
  const wanted = parseVariantLevel(variant, level);
  if (wanted === null) {
    throw new RangeError(
      `${variant} has no level ${JSON.stringify(level)}; it offers ${variantInfo(variant).levels.join(", ")}`,
    );
  }
  return ofVariant.filter((t) => t.level === wanted);
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

function describeFacts(e: PoolEntry): string {
  return `${POOL_COUNTS.map((f) => `${f}=${e[f]}`).join(" ")} hardest=${e.hardest} techniques=${
    e.techniques.join(",")
  }`;
}

function describeReserveFacts(c: SpreadCandidate): string {
  return `clues=${c.clues} steps=${c.steps} gates=${c.gates}`;
}

/**
 * The key two puzzles of a variant share exactly when they count as the same puzzle: minlex for classic 9×9
 * (equivalent under the symmetry group); for the others the rules (cages with their sums, in a fixed order)
 * and the givens, compared exactly.
 */
export function duplicateKey(variant: VariantId, grid: Grid): string {
  if (variant === "9x9") return `9x9 ${minlex(grid)}`;
  const cages = grid.rules.cages
    .map((cage) => `${[...cage.cells].sort((a, b) => a - b).join(",")}=${cage.sum}`)
    .sort();
  return `${variant} ${grid.cells.join(",")} ${cages.join(";")}`;
}

/** What inspectPuzzle found in a puzzle with exactly one solution. */
interface SoundPuzzle {
  record: SolveRecord;
  puzzleKey: string;
  solution: Uint8Array;
}

/**
 * The gate every stored puzzle must pass, in check and in build alike: what is wrong with a pool line (or a
 * reserve line, whose facts are fewer) filed under `target`, and, when it has exactly one solution, its grade,
 * duplicate key and solution for the caller's duplicate checks.
 */
export function inspectPuzzle(
  entry: PoolEntry | SpreadCandidate,
  target: PoolTarget,
  file: "pool" | "reserve",
): { problems: string[]; sound?: SoundPuzzle } {
  const problems: string[] = [];
  const decoded = decode(entry.code);
  if (!decoded.ok) return { problems: [`share code does not decode: ${decoded.error.message}`] };
  const { grid } = decoded.value;
  if (decoded.value.level !== target.level) {
    problems.push(
      decoded.value.level === null
        ? "share code names no level"
        : `share code claims level ${decoded.value.level}`,
    );
  }
  const variant = variantOfRules(grid.rules);
  if (variant !== target.variant) {
    const rules = `${grid.rules.variant} ${grid.rules.shape}`;
    const named = variant === null ? `a ${rules} puzzle` : `a ${variant} puzzle (${rules} rules)`;
    return { problems: [...problems, `share code gives ${named}, not ${target.variant}`] };
  }
  const unique = checkUnique(grid, DEFAULT_SOLVE_BUDGET);
  if (!unique.ok) {
    const count = unique.error.code === "work-cap"
      ? `an uncounted number of solutions (${unique.error.message})`
      : unique.error.code === "no-solution"
      ? "0 solutions"
      : "2 solutions";
    return { problems: [...problems, `has ${count}, not 1`] };
  }
  const solution = unique.value;
  const record = gradeUnique(grid, variantInfo(target.variant).scheme);
  if (record.level !== target.level || record.stuck) {
    problems.push(`grades ${record.level}${record.stuck ? " (stuck)" : ""}, not ${target.level}`);
  }
  const unsound = pathDisagreement(grid.rules, grid.cells, record, solution);
  if (unsound !== null) problems.push(`unsound grade: ${unsound}`);
  const fresh = entryFromRecord(entry.code, record);
  const [recorded, graded] = file === "pool"
    ? [describeFacts(entry as PoolEntry), describeFacts(fresh)]
    : [describeReserveFacts(entry), describeReserveFacts(fresh)];
  if (recorded !== graded) problems.push(`recorded facts ${recorded} differ from the fresh grade ${graded}`);
  return { problems, sound: { record, puzzleKey: duplicateKey(target.variant, grid), solution } };
}

/** Where a pool's file lives, relative to the repository (for messages). */
function fileName(key: string, file: "pool" | "reserve"): string {
  return `data/pools/${key}${file === "pool" ? "" : ".reserve"}.txt`;
}

/** One stored puzzle for a check worker to inspect (inspectPuzzle). */
export interface CheckItem {
  id: number;
  entry: PoolEntry | SpreadCandidate;
  target: PoolTarget;
  file: "pool" | "reserve";
}

/** What a check worker found: inspectPuzzle's answer, with what the duplicate checks need of a sound one. */
export interface CheckResult {
  id: number;
  problems: string[];
  sound?: {
    clues: number;
    steps: number;
    puzzleKey: string;
    /** Classic 9×9 only: solutionInvariant of the solution, and the solution for when invariants collide. */
    invariant?: string;
    solution?: Uint8Array;
  };
}

/** inspectPuzzle for a check worker: the answer, small enough to post back. */
export function checkItem(item: CheckItem): CheckResult {
  const { problems, sound } = inspectPuzzle(item.entry, item.target, item.file);
  if (!sound) return { id: item.id, problems };
  const classic = item.target.variant === "9x9";
  return {
    id: item.id,
    problems,
    sound: {
      clues: sound.record.clues,
      steps: sound.record.path.length,
      puzzleKey: sound.puzzleKey,
      ...(classic ? { invariant: solutionInvariant(sound.solution), solution: sound.solution } : {}),
    },
  };
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
      const worker = new Worker(new URL("./pool_worker.ts", import.meta.url), { type: "module" });
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

async function runCheck(targets: readonly PoolTarget[]): Promise<number> {
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

interface PoolState {
  target: PoolTarget;
  /** How many puzzles the pool is to hold, and how many candidates build generates to select them from. */
  size: number;
  wanted: number;
  candidates: Candidate[];
  /** The first candidates, in file order: the pool's pinned entries (SERVED_POOLS), kept first and as they are. */
  pinned: readonly Candidate[];
  /** The next seed number to hand out. */
  next: number;
  inFlight: Set<number>;
  /** The codes the pool file on disk holds now (see savePlan). */
  onDisk: ReadonlySet<string>;
}

function fullLine(c: Candidate, variant: VariantId): string {
  if (c.line !== undefined) return c.line;
  const decoded = decode(c.code);
  if (!decoded.ok) throw new Error(`reserve puzzle ${c.code}: ${decoded.error.message}`);
  const record = gradeUnique(decoded.value.grid, variantInfo(variant).scheme);
  return c.line = formatPoolLine(entryFromRecord(c.code, record));
}

/**
 * Write a temporary file, then rename it over the file, so a kill never leaves half a file. The temporary file
 * is data/pools/<key with - for />.tmp, one name per file whatever its folder (and ignored by git).
 */
async function writeAtomically(file: URL, text: string): Promise<void> {
  const tmp = new URL(`${file.href.slice(POOLS_DIR.href.length).replaceAll("/", "-")}.tmp`, POOLS_DIR);
  await Deno.writeTextFile(tmp, text);
  await Deno.rename(tmp, file);
}

/** One write of a pool's save: which file, and the candidates it then holds. */
export interface PoolWrite<C> {
  file: "pool" | "reserve";
  holds: C[];
}

/**
 * The writes that save a pool whose file on disk holds `onDisk` (codes): the new pool is `selected`, the
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

/** The seed of a pool's n-th job: classic 9×9 keeps the seeds its pools were built from. */
export function poolSeed(variant: VariantId, level: Level, n: number): string {
  return variant === "9x9" ? `pool/v1/${level}/${n}` : `pool/${variant}/v1/${level}/${n}`;
}

/** The first line of a pool file: what it holds and where its seeds come from. */
function poolTitle({ variant, level }: PoolTarget): string {
  const info = variantInfo(variant);
  const seeds = poolSeed(variant, level, 0).replace(/0$/, "<n>");
  return variant === "9x9"
    ? `# sudoku-daily pool: level ${level}, ${info.scheme} scheme, seeds ${seeds}`
    : `# sudoku-daily pool: ${info.name} (${variant}) level ${level}, ${info.scheme} scheme, seeds ${seeds}`;
}

/** Select the pool from its candidates and save it and the reserve (see savePlan). */
async function writePool(pool: PoolState): Promise<void> {
  const { target } = pool;
  const resume = Math.min(pool.next, ...pool.inFlight);
  const pinned = new Set(pool.pinned);
  const selected = [
    ...pool.pinned,
    ...selectSpread(pool.candidates.filter((c) => !pinned.has(c)), pool.size - pool.pinned.length),
  ];
  const keepsReserve = !WITHOUT_RESERVE.has(target.variant);
  const rest = keepsReserve
    ? `the rest are in ${target.level}.reserve.txt`
    : `the rest were dropped (${target.variant} pools keep no reserve, see tools/pool.ts)`;
  const writePoolFile = async (holds: readonly Candidate[]) => {
    await writeAtomically(
      poolFile(target.key),
      [
        poolTitle(target),
        `# next=${resume}`,
        `# selected by selectSpread from ${pool.candidates.length} candidates; ${rest}`,
        FORMAT,
        ...holds.map((c) => fullLine(c, target.variant)),
        "",
      ].join("\n"),
    );
    pool.onDisk = new Set(holds.map((c) => c.code));
  };
  if (!keepsReserve) {
    // Nothing to keep safe across a kill: the candidates not selected are given up, and seeds resume after them.
    await writePoolFile(selected);
    await Deno.remove(reserveFile(target.key)).catch((e) => {
      if (!(e instanceof Deno.errors.NotFound)) throw e;
    });
    return;
  }
  for (const write of savePlan(pool.candidates, selected, pool.onDisk)) {
    if (write.file === "reserve") await writeReserve(target, resume, write.holds);
    else await writePoolFile(write.holds);
  }
}

async function writeReserve(
  target: PoolTarget,
  resume: number,
  reserve: readonly Candidate[],
): Promise<void> {
  const what = target.variant === "9x9" ? `level ${target.level}` : `${target.variant} level ${target.level}`;
  await writeAtomically(
    reserveFile(target.key),
    [
      `# sudoku-daily pool candidates not selected: ${what} (see tools/pool.ts)`,
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

/**
 * Read a pool's files back as candidates, each re-verified by the gate (any may be selected), adding their
 * duplicate keys (and classic solution grids) to the shared sets. A message naming the line on a problem.
 */
async function loadCandidates(
  target: PoolTarget,
  seenPuzzle: Set<string>,
  solutions: SolutionIndex,
): Promise<PoolState | string> {
  const { key } = target;
  const served = SERVED_POOLS[key] ?? { count: 0, digest: poolDigest([]) };
  const text = await readOrEmpty(poolFile(key));
  const reserveText = await readOrEmpty(reserveFile(key));
  const nexts = [text, reserveText].map((t) => Number(/^# next=(\d+)$/m.exec(t)?.[1] ?? "1"));
  const next = Math.max(...nexts);
  const loaded: Array<Candidate & { where: string }> = [];
  try {
    const textLines = text.split("\n");
    for (const { line, entry } of parsePoolLines(text)) {
      const raw = textLines[line - 1].replace(/\r$/, "");
      loaded.push({ ...entry, line: raw, where: `${fileName(key, "pool")}:${line}` });
    }
    reserveText.split("\n").forEach((raw, i) => {
      const line = raw.replace(/\r$/, "");
      const where = `${fileName(key, "reserve")}:${i + 1}`;
      if (isPoolEntryLine(line)) loaded.push({ ...parseReserveLine(line, where), where });
    });
  } catch (e) {
    const message = (e as Error).message;
    return `${
      message.startsWith("data/") ? "" : `${fileName(key, "pool")}: `
    }${message}; mend or remove the line, then build again`;
  }
  const onDisk = new Set<string>();
  for (const c of loaded) if (c.line !== undefined) onDisk.add(c.code);
  const pooledCodes = loaded.filter((c) => c.line !== undefined).map((c) => c.code);
  if (poolDigest(pooledCodes.slice(0, served.count)) !== served.digest) {
    return `${
      fileName(key, "pool")
    } does not start with the ${served.count} puzzles days draw from (SERVED_POOLS in ` +
      "engine/pool.ts); build only adds after them, so restore the file from git first";
  }
  const candidates: Candidate[] = [];
  const codes = new Set<string>();
  for (const { where, ...c } of loaded) {
    // An interrupted write can leave a candidate in both files.
    if (codes.has(c.code)) continue;
    codes.add(c.code);
    // A candidate may be selected into the pool, so it must pass the gate `pool check` applies.
    const inspected = inspectPuzzle(c, target, c.line === undefined ? "reserve" : "pool");
    if (!inspected.sound || inspected.problems.length > 0) {
      return `${where}: ${inspected.problems[0]}; mend or remove the line, then build again`;
    }
    const checked = inspected.sound;
    const classic = target.variant === "9x9";
    if (seenPuzzle.has(checked.puzzleKey) || (classic && solutions.has(checked.solution))) {
      return `${where}: ${
        classic
          ? "is equivalent to another candidate or shares its solution grid (up to symmetry)"
          : "repeats another candidate"
      }; remove the line, then build again`;
    }
    seenPuzzle.add(checked.puzzleKey);
    if (classic) solutions.add(checked.solution);
    candidates.push(c);
  }
  const pinned = candidates.slice(0, served.count);
  return { target, size: 0, wanted: 0, candidates, pinned, next, inFlight: new Set(), onDisk };
}

/**
 * Build the pools of `targets` up to `perLevel` puzzles each; without it, each to DEFAULT_PER_LEVEL or its
 * pinned count, whichever is more (a pool pinned whole at a larger size keeps that size).
 */
async function runBuild(targets: readonly PoolTarget[], perLevel?: number): Promise<number> {
  for (const { key } of targets) {
    const served = SERVED_POOLS[key];
    if (served && perLevel !== undefined && perLevel < served.count) {
      console.error(
        `--per-level ${perLevel} would drop some of the ${served.count} ${key} puzzles days draw from`,
      );
      return 2;
    }
  }
  // Duplicates are kept apart across every level of a variant, so every level of each variant built is read,
  // and only the asked ones are generated and written.
  const built = new Set(targets.map((t) => t.key));
  const variants = new Set(targets.map((t) => t.variant));
  const read = poolKeys().filter((t) => variants.has(t.variant));
  const pools = new Map<string, PoolState>();
  const seenPuzzle = new Set<string>();
  const solutions = new SolutionIndex();
  for (const t of read) {
    await Deno.mkdir(new URL(".", poolFile(t.key)), { recursive: true });
    const state = await loadCandidates(t, seenPuzzle, solutions);
    if (typeof state === "string") {
      console.error(state);
      return 1;
    }
    if (!built.has(t.key)) continue;
    state.size = perLevel ?? Math.max(DEFAULT_PER_LEVEL, SERVED_POOLS[t.key]?.count ?? 0);
    // A pool without a reserve that already holds its size has nothing to select from and nothing to add.
    const full = WITHOUT_RESERVE.has(t.variant) && state.candidates.length >= state.size;
    state.wanted = full ? state.candidates.length : Math.ceil(state.size * CANDIDATE_FACTOR);
    pools.set(t.key, state);
  }
  const keys = [...pools.keys()];

  const have = () => [...pools.values()].reduce((n, p) => n + Math.min(p.wanted, p.candidates.length), 0);
  const startCount = have();
  const total = [...pools.values()].reduce((n, p) => n + p.wanted, 0);
  const started = performance.now();
  let attempts = 0;
  let duplicates = 0;
  let failures = 0;
  let unsound = 0;
  let overCap = 0;
  const dirty = new Set<string>();

  const done = () => [...pools.values()].every((p) => p.candidates.length >= p.wanted);
  const pick = (): PoolState | null => {
    let best: PoolState | null = null;
    let bestLoad = Infinity;
    for (const pool of pools.values()) {
      const load = pool.candidates.length + pool.inFlight.size;
      // The pool furthest from its goal, as a share of it, so pools of different sizes finish together.
      const share = load / pool.wanted;
      if (load < pool.wanted && share < bestLoad) [best, bestLoad] = [pool, share];
    }
    return best;
  };

  const interactive = Deno.stderr.isTerminal();
  const encoder = new TextEncoder();
  let drawn = false;
  let lastPlain = 0;
  const progress = (final = false) => {
    const had = have();
    const elapsed = (performance.now() - started) / 1000;
    const rate = (had - startCount) / Math.max(elapsed, 1e-3);
    const eta = rate > 0 ? (total - had) / rate : Infinity;
    const width = 40;
    const filled = Math.round((had / total) * width);
    const bar = `[${"#".repeat(filled)}${".".repeat(width - filled)}] ${had}/${total} ` +
      keys.map((k) => `${k} ${pools.get(k)!.candidates.length}`).join(" · ");
    const info = `${rate.toFixed(1)} candidates/s, ${attempts} seeds tried (${duplicates} duplicates, ` +
      `${failures} out of budget, ${overCap} over the work cap${
        unsound > 0 ? `, ${unsound} UNSOUND` : ""
      }), elapsed ${duration(elapsed)}, ETA ${final && done() ? "done" : duration(eta)}`;
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
      for (const key of [...dirty]) {
        dirty.delete(key);
        await writePool(pools.get(key)!);
      }
    });

  if (done()) {
    for (const key of keys) dirty.add(key);
    await flush();
    progress(true);
    return 0;
  }

  const workerCount = Math.max(1, Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 1));
  const workers: Worker[] = [];
  let failed: Error | null = null;
  const finished = Promise.withResolvers<void>();
  let busy = 0;

  const dispatch = (worker: Worker): boolean => {
    const pool = pick();
    if (pool === null) return false;
    const n = pool.next++;
    pool.inFlight.add(n);
    dirty.add(pool.target.key);
    busy++;
    const { key, variant, level } = pool.target;
    worker.postMessage(
      { kind: "generate", key, variant, level, n, budget: DEFAULT_GENERATE_BUDGET } satisfies PoolJob,
    );
    return true;
  };

  for (let i = 0; i < workerCount; i++) {
    const worker = new Worker(new URL("./pool_worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<PoolAnswer>) => {
      const answer = event.data;
      if ("results" in answer) return;
      busy--;
      attempts++;
      const pool = pools.get(answer.key)!;
      pool.inFlight.delete(answer.n);
      dirty.add(answer.key);
      if (!answer.ok) {
        if (answer.unsound) {
          unsound++;
          console.error(
            `seed ${poolSeed(pool.target.variant, pool.target.level, answer.n)}: ${answer.unsound}`,
          );
        } else if (answer.overCap) overCap++;
        else failures++;
      } else if (
        seenPuzzle.has(answer.puzzleKey) || (answer.solution !== null && solutions.has(answer.solution))
      ) duplicates++;
      else if (pool.candidates.length < pool.wanted) {
        seenPuzzle.add(answer.puzzleKey);
        if (answer.solution !== null) solutions.add(answer.solution);
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
  for (const key of keys) dirty.add(key);
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
    `generated ${total - startCount} candidates, selected ${
      [...pools.values()].map((p) => `${p.size} ${p.target.key}`).join(", ")
    }, in ${duration((performance.now() - started) / 1000)}`,
  );
  return unsound > 0 ? 1 : 0;
}

// ---------------------------------------------------------------------------------------------- cli

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(
    "usage: deno task pool build [--variant V] [--level L] [--per-level N] | deno task pool check [--variant V]",
  );
  Deno.exit(2);
}

/** The command's options: `--name value` or `--name=value`, each at most once, only those `allowed`. */
function parseOptions(args: readonly string[], allowed: readonly string[]): Record<string, string> {
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(args[i]);
    if (!m || !allowed.includes(m[1]) || Object.hasOwn(options, m[1])) usage();
    const value = m[2] ?? args[++i];
    if (value === undefined) usage();
    options[m[1]] = value;
  }
  return options;
}

if (import.meta.main) {
  const [command, ...rest] = Deno.args;
  if (command !== "check" && command !== "build") usage();
  const options = parseOptions(rest, command === "check" ? ["variant"] : ["variant", "level", "per-level"]);
  let targets: PoolTarget[];
  try {
    targets = poolTargets(options.variant, options.level);
  } catch (e) {
    usage((e as Error).message);
  }
  if (command === "check") Deno.exit(await runCheck(targets));
  const perLevel = options["per-level"];
  if (perLevel !== undefined && !/^[1-9][0-9]*$/.test(perLevel)) usage();
  Deno.exit(await runBuild(targets, perLevel === undefined ? undefined : Number(perLevel)));
}
