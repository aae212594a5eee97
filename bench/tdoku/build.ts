/**
 * tdoku (t-dillon/tdoku, C++ with SIMD) as the solver's peer: built from a source folder the caller names, never
 * from a copy of ours (its source is not on npm and not in this repository), with our own driver
 * (./count_driver.cc), which calls tdoku's public C function `TdokuSolverDpllTriadSimd`.
 */
import { run } from "../qqwing.ts";

/** Where a build looks and what it makes. */
export interface TdokuBuildOptions {
  /** A tdoku source folder: it must hold src/solver_dpll_triad_simd.cc (and its headers). */
  sourceDir: string | undefined;
  /** The folder the driver is built into. */
  outDir: URL;
  /** The C++ compiler (default g++). */
  compiler?: string;
}

/** A built driver, or why there is none: the benchmark prints the reason and skips the comparison. */
export type TdokuBuild = { ok: true; driver: string } | { ok: false; reason: string };

/**
 * Build tdoku's solver and our driver with `-O3 -march=native` into `outDir`, or say why not (no source folder
 * named, no compiler, a failed build).
 *
 * @example
 * const build = await buildTdoku({ sourceDir: Deno.env.get("TDOKU_DIR"), outDir: new URL("./out/", import.meta.url) });
 * if (build.ok) console.log(await runTdoku(build.driver, ["...81 characters..."], { limit: 2 }));
 */
export async function buildTdoku(options: TdokuBuildOptions): Promise<TdokuBuild> {
  const compiler = options.compiler ?? "g++";
  if (!options.sourceDir) {
    return { ok: false, reason: "TDOKU_DIR is not set (a t-dillon/tdoku source folder)" };
  }
  const src = `${options.sourceDir.replace(/\/$/, "")}/src`;
  const solver = `${src}/solver_dpll_triad_simd.cc`;
  if (!(await exists(solver))) return { ok: false, reason: `${solver} not found` };
  try {
    await run(compiler, ["--version"]);
  } catch {
    return { ok: false, reason: `no C++ compiler (${compiler}) on this machine` };
  }
  await Deno.mkdir(options.outDir, { recursive: true });
  const driver = new URL("count_driver", options.outDir).pathname;
  // The solver file also holds tdoku's puzzle generator, which needs util.cc when the folder has it.
  const sources = [solver, ...(await exists(`${src}/util.cc`)) ? [`${src}/util.cc`] : []];
  const args = [
    "-O3",
    "-march=native",
    "-std=c++17",
    `-I${src}`,
    `-I${options.sourceDir}/include`,
    "-o",
    driver,
    ...sources,
    new URL("./count_driver.cc", import.meta.url).pathname,
  ];
  const built = await run(compiler, args);
  if (built.code !== 0) return { ok: false, reason: `${compiler} ${args.join(" ")} exited ${built.code}` };
  return { ok: true, driver };
}

/** What a count driver measured, per puzzle in input order. */
export interface DriverTimes {
  /** Solutions counted, up to the limit. */
  counts: number[];
  /**
   * Guesses: tdoku's (each a choice between an arrangement and its negation), or ours (search nodes - 1, one
   * per arrangement tried).
   */
  guesses: number[];
  /** Microseconds per call: the fastest of the passes. */
  micros: number[];
}

/** How a count driver is run: its limit, calls per pass, passes, and the CPU to pin it to (with `taskset`). */
export interface DriverOptions {
  limit: number;
  totalCalls?: number;
  passes?: number;
  cpu?: number;
}

/**
 * Count each puzzle's solutions up to `limit` with a driver (./count_driver.cc built, or ./ours_driver.ts),
 * timed by the driver, optionally pinned to one CPU.
 */
export async function runCountDriver(
  command: string[],
  puzzles: string[],
  options: DriverOptions,
): Promise<DriverTimes> {
  const args = [String(options.limit), String(options.totalCalls ?? 50_000), String(options.passes ?? 3)];
  const line = options.cpu === undefined ? command : ["taskset", "-c", String(options.cpu), ...command];
  const out = await run(line[0], [...line.slice(1), ...args], puzzles.join("\n") + "\n");
  if (out.code !== 0) throw new Error(`${line.join(" ")} exited ${out.code}`);
  const rows = out.stdout.split("\n").filter((row) => row.trim() !== "").map((row) =>
    row.trim().split(" ").map(Number)
  );
  if (rows.length !== puzzles.length) {
    throw new Error(`${command[0]} answered ${rows.length} of ${puzzles.length}`);
  }
  return { counts: rows.map((r) => r[0]), guesses: rows.map((r) => r[1]), micros: rows.map((r) => r[2]) };
}

/** Count each puzzle's solutions up to `limit` with the built tdoku driver, timed (see ./count_driver.cc). */
export function runTdoku(driver: string, puzzles: string[], options: DriverOptions): Promise<DriverTimes> {
  return runCountDriver([driver], puzzles, options);
}

/** The command that runs our side (./ours_driver.ts) the way the tdoku driver runs. */
export function oursDriver(): string[] {
  return [Deno.execPath(), "run", "-q", new URL("./ours_driver.ts", import.meta.url).pathname];
}

/**
 * The CPUs a driver can be pinned to: those this process may run on (Linux's Cpus_allowed_list, else 0 to
 * hardwareConcurrency - 1) that `taskset` accepts; [] when `taskset` (util-linux) is not on this machine.
 */
export async function pinnableCpus(): Promise<number[]> {
  const cpus: number[] = [];
  for (const cpu of await allowedCpus()) {
    try {
      if ((await run("taskset", ["-c", String(cpu), "true"])).code === 0) cpus.push(cpu);
    } catch {
      return [];
    }
  }
  return cpus;
}

/** The CPUs this process may run on, from /proc/self/status where there is one. */
async function allowedCpus(): Promise<number[]> {
  try {
    const status = await Deno.readTextFile("/proc/self/status");
    const list = status.match(/^Cpus_allowed_list:\s*(\S+)$/m)?.[1];
    if (list) return parseCpuList(list);
  } catch {
    // Not Linux, or /proc is not readable: fall back to the count.
  }
  return Array.from({ length: navigator.hardwareConcurrency }, (_, i) => i);
}

/** A Linux CPU list such as "0-3,8,10-11" as its CPUs. */
export function parseCpuList(list: string): number[] {
  const cpus: number[] = [];
  for (const part of list.split(",")) {
    const [first, last = first] = part.split("-").map(Number);
    if (!Number.isInteger(first) || !Number.isInteger(last)) continue;
    for (let cpu = first; cpu <= last; cpu++) cpus.push(cpu);
  }
  return cpus;
}

async function exists(path: string): Promise<boolean> {
  try {
    await Deno.stat(path);
    return true;
  } catch {
    return false;
  }
}
