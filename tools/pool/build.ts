/**
 * `deno task pool build`: generate candidates on two workers, select each pool from them (selectSpread) and
 * save the pool and its reserve so a kill never loses one (see tools/pool.ts for the whole story).
 */
import {
  decode,
  DEFAULT_GENERATE_BUDGET,
  entryFromRecord,
  formatPoolLine,
  gradeUnique,
  isPoolEntryLine,
  parsePoolLines,
  poolDigest,
  poolKeys,
  selectSpread,
  SERVED_POOLS,
  solutionInvariant,
  type SpreadCandidate,
  type VariantId,
  variantInfo,
} from "../../engine/mod.ts";
import { poolFile, POOLS_DIR, reserveFile } from "../../data/pools.ts";
import { canonical, inspectPuzzle } from "./gate.ts";
import {
  fileName,
  MAX_WORKERS,
  parseReserveLine,
  poolSeed,
  type PoolTarget,
  WITHOUT_RESERVE,
} from "./targets.ts";
import type { PoolAnswer, PoolJob } from "./worker.ts";

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
export async function runBuild(targets: readonly PoolTarget[], perLevel?: number): Promise<number> {
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
    const worker = new Worker(new URL("./worker.ts", import.meta.url), { type: "module" });
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
