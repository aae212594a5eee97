/** Pool statistics (GET / → poolStats of data/pools/*.txt as JSON); routes/app.ts mounts it at /api/stats. */
import { Hono } from "hono";
import { parsePool, type PoolEntry, poolStats } from "../engine/pool.ts";
import { LEVELS } from "../engine/sharecode.ts";

export function createStats(pools: Record<string, PoolEntry[]>): Hono {
  // The pools do not change while the server runs: compute once.
  const stats = poolStats(pools);
  const app = new Hono();
  app.get("/", (c) => c.json(stats));
  return app;
}

/** Every level's pool from data/pools/<level>.txt. */
export async function loadPools(): Promise<Record<string, PoolEntry[]>> {
  const pools: Record<string, PoolEntry[]> = {};
  for (const level of LEVELS) {
    pools[level] = parsePool(await Deno.readTextFile(new URL(`../data/pools/${level}.txt`, import.meta.url)));
  }
  return pools;
}
