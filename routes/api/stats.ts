/**
 * Pool statistics (mounted at /api/stats): GET /?variant= → poolStats of each level's pool of the variant
 * (classic 9×9 when absent) as JSON, keyed by level.
 */
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { allVariants, type PoolEntry, poolKey, poolStats, type VariantId } from "../../engine/mod.ts";
import { invalid } from "../shared/errors.ts";
import { variantFrom } from "../shared/puzzle_answers.ts";
import { EXAMPLE_STATS, levelStats } from "./schemas.ts";
import { BAD_QUERY, BAD_VARIANT, variantText } from "../shared/schemas.ts";
import { errorResponse } from "../shared/errors.ts";

const statsRoute = createRoute({
  method: "get",
  path: "/",
  tags: ["meta"],
  summary: "Statistics of the verified pools",
  description: "Per level of a variant (classic 9x9 unless `variant` names another): how many puzzles the " +
    "pool holds, which techniques they use, and the spread of clues, steps, stalls, bottlenecks and gates.",
  request: { query: z.object({ variant: variantText }) },
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
    400: errorResponse("An unknown variant", { ...BAD_VARIANT, ...BAD_QUERY }),
  },
});

export function createStats(pools: Record<string, PoolEntry[]>): OpenAPIHono {
  // The pools do not change while the server runs: compute once per variant.
  const stats = new Map<VariantId, ReturnType<typeof poolStats>>();
  for (const v of allVariants()) {
    const byLevel = Object.fromEntries(
      v.levels.flatMap((level) => {
        const pool = pools[poolKey(v.id, level)];
        return pool ? [[level, pool]] : [];
      }),
    );
    stats.set(v.id, poolStats(byLevel));
  }
  const app = new OpenAPIHono();
  app.openapi(statsRoute, (c) => {
    const variant = variantFrom(c, c.req.valid("query").variant);
    if (!variant.ok) return variant.response;
    return c.json(stats.get(variant.variant)!, 200);
  }, invalid("query"));
  return app;
}
