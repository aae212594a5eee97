/**
 * The shipped pools on disk, read in one place for the server, the CLI, the pool tool, tests and benchmarks.
 * Classic 9×9 pools are data/pools/<level>.txt, every other variant's data/pools/<variant>/<level>.txt (the
 * pool key, engine/pool.ts poolKey, plus `.txt`); the line format is in engine/pool.ts.
 */
import { parsePool, type PoolEntry, poolKeys } from "../engine/mod.ts";

/** The folder holding every pool and reserve. */
export const POOLS_DIR: URL = new URL("./pools/", import.meta.url);

/** A pool's file, by pool key ("hard", "killer/easy"): the puzzles days and random puzzles draw from. */
export function poolFile(key: string, dir: URL = POOLS_DIR): URL {
  return new URL(`${key}.txt`, dir);
}

/** A pool's reserve: graded candidates `pool build` did not select, kept for later builds. */
export function reserveFile(key: string, dir: URL = POOLS_DIR): URL {
  return new URL(`${key}.reserve.txt`, dir);
}

/**
 * Every offered level's pool, by pool key. @throws Error naming the file (and the line) when one cannot be read
 * or parsed, so a damaged deployment says where at start-up.
 */
export async function loadPools(dir: URL = POOLS_DIR): Promise<Record<string, PoolEntry[]>> {
  const pools: Record<string, PoolEntry[]> = {};
  for (const { key } of poolKeys()) {
    const file = poolFile(key, dir);
    const name = dir === POOLS_DIR ? `data/pools/${key}.txt` : file.pathname;
    try {
      // An editor's byte-order mark would turn the first comment line into a malformed entry.
      const text = (await Deno.readTextFile(file)).replace(/^\uFEFF/, "");
      pools[key] = parsePool(text);
    } catch (e) {
      throw new Error(`${name}: ${(e as Error).message}`);
    }
  }
  return pools;
}
