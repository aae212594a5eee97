/**
 * The shipped pools on disk (data/pools/<level>.txt, line format in engine/pool.ts), read in one place for the
 * server, the CLI, the pool tool, tests and benchmarks.
 */
import { type Level, LEVELS, parsePool, type PoolEntry } from "../engine/mod.ts";

/** The folder holding every level's pool and reserve. */
export const POOLS_DIR: URL = new URL("./pools/", import.meta.url);

/** A level's pool file: the puzzles days and random puzzles draw from. */
export function poolFile(level: Level, dir: URL = POOLS_DIR): URL {
  return new URL(`${level}.txt`, dir);
}

/** A level's reserve: graded candidates `pool build` did not select, kept for later builds. */
export function reserveFile(level: Level, dir: URL = POOLS_DIR): URL {
  return new URL(`${level}.reserve.txt`, dir);
}

/**
 * Every level's pool. @throws Error naming the file (and the line) when one cannot be read or parsed, so a
 * damaged deployment says where at start-up.
 */
export async function loadPools(dir: URL = POOLS_DIR): Promise<Record<string, PoolEntry[]>> {
  const pools: Record<string, PoolEntry[]> = {};
  for (const level of LEVELS) {
    const file = poolFile(level, dir);
    const name = dir === POOLS_DIR ? `data/pools/${level}.txt` : file.pathname;
    try {
      // An editor's byte-order mark would turn the first comment line into a malformed entry.
      const text = (await Deno.readTextFile(file)).replace(/^\uFEFF/, "");
      pools[level] = parsePool(text);
    } catch (e) {
      throw new Error(`${name}: ${(e as Error).message}`);
    }
  }
  return pools;
}
