/** Reading the shipped pools (data/pools/<level>.txt) for the server, the CLI, tests and benchmarks. */
import { parsePool, type PoolEntry } from "../engine/pool.ts";
import { LEVELS } from "../engine/sharecode.ts";

const POOLS_DIR = new URL("../data/pools/", import.meta.url);

/**
 * Every level's pool. @throws Error naming the file (and the line) when one cannot be read or parsed, so a
 * damaged deployment says where at start-up.
 */
export async function loadPools(dir = POOLS_DIR): Promise<Record<string, PoolEntry[]>> {
  const pools: Record<string, PoolEntry[]> = {};
  for (const level of LEVELS) {
    const file = new URL(`${level}.txt`, dir);
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
