/** Pool statistics (GET / → poolStats of data/pools/<level>.txt as JSON); routes/shared/app.ts mounts it at /api/stats. */
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { EXAMPLE_STATS, levelStats } from "./schemas.ts";
import { type PoolEntry, poolStats } from "../../engine/mod.ts";

const statsRoute = createRoute({
  method: "get",
  path: "/",
  tags: ["meta"],
  summary: "Statistics of the verified pools",
  description: "Per level: how many puzzles the pool holds, which techniques they use, and the spread of " +
    "clues, steps, stalls, bottlenecks and gates.",
  responses: {
    200: {
      description: "The statistics by level",
      content: {
        "application/json": {
          schema: z.record(z.string(), levelStats),
          example: { easy: EXAMPLE_STATS },
        },
      },
    },
  },
});

export function createStats(pools: Record<string, PoolEntry[]>): OpenAPIHono {
  // The pools do not change while the server runs: compute once.
  const stats = poolStats(pools);
  const app = new OpenAPIHono();
  app.openapi(statsRoute, (c) => c.json(stats, 200));
  return app;
}
