/** Pool statistics (GET / → poolStats of data/pools/<level>.txt as JSON); routes/app.ts mounts it at /api/stats. */
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { type LevelStats, type PoolEntry, poolStats } from "../engine/pool.ts";

const int = () => z.number().int();
const distribution = z.object({
  min: z.number(),
  median: z.number(),
  max: z.number(),
  histogram: z.record(z.string(), int()).openapi({ description: "How many puzzles have each value" }),
}).openapi("Distribution");

const EXAMPLE_STATS: LevelStats = {
  count: 1000,
  techniques: { "naked-single": 1000, "hidden-single-box": 981, "hidden-single-line": 606 },
  clues: { mean: 24.61, min: 21, max: 29 },
  steps: { min: 52, median: 56, max: 60, histogram: { "52": 1, "56": 228, "60": 3 } },
  stalls: { min: 0, median: 0, max: 0, histogram: { "0": 1000 } },
  bottlenecks: { min: 1, median: 1, max: 9, histogram: { "1": 528, "9": 3 } },
  gates: { min: 0, median: 0, max: 0, histogram: { "0": 1000 } },
};

const levelStats = z.object({
  count: int(),
  techniques: z.record(z.string(), int()).openapi({ description: "Puzzles that used each technique" }),
  clues: z.object({ mean: z.number(), min: int(), max: int() }),
  steps: distribution,
  stalls: distribution,
  bottlenecks: distribution,
  gates: distribution,
}).openapi("PoolLevelStats");

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
