/**
 * The variants (mounted at /api): GET /variants → every variant the service offers, its levels, its techniques
 * by tier (from its scheme), named in `lang`, and how many verified puzzles back each level's pool.
 */
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import {
  allVariants,
  DEFAULT_LOCALE,
  type Locale,
  LOCALES,
  type PoolEntry,
  poolKey,
  SCHEMES,
  type VariantInfo,
  type Words,
  wordsFor,
} from "../../engine/mod.ts";
import { invalid } from "../shared/errors.ts";
import { BAD_LANG, badRequest, json, langQuery, variantList } from "./schemas.ts";

const route = createRoute({
  method: "get",
  path: "/variants",
  tags: ["meta"],
  summary: "The variants and their levels",
  description: "Every variant with the levels it offers (the `variant` and `level` of GET /api/daily), its " +
    "techniques tier by tier as its grader tries them, and the pool size behind each level. The techniques' " +
    "names are in `lang`; a variant's `name` and `summary` are English.",
  request: { query: langQuery },
  responses: { 200: json(variantList, "The variants, classic 9x9 first"), 400: badRequest(BAD_LANG) },
});

function describe(v: VariantInfo, pools: Record<string, PoolEntry[]>, words: Words) {
  const scheme = SCHEMES[v.scheme];
  const tiers = [...new Set(scheme.order.map((e) => e.tier))].sort((a, b) => a - b);
  return {
    id: v.id,
    name: v.name,
    summary: v.summary,
    size: v.shape,
    scheme: v.scheme,
    levels: v.levels.map((level) => ({
      id: level,
      tier: scheme.levelTiers[level],
      pool: pools[poolKey(v.id, level)]?.length ?? 0,
    })),
    tiers: tiers.map((tier) => ({
      tier,
      level: scheme.levels[tier - 1] ?? null,
      techniques: scheme.order.filter((e) => e.tier === tier).map((e) => ({
        id: e.technique,
        name: words.techniqueName(e.technique),
      })),
    })),
  };
}

export function createVariants(pools: Record<string, PoolEntry[]>): OpenAPIHono {
  // Variants and pools do not change while the server runs: build the answer once per language.
  const bodies = Object.fromEntries(
    LOCALES.map((locale) => [locale, {
      variants: allVariants().map((v) => describe(v, pools, wordsFor(locale))),
    }]),
  ) as Record<Locale, { variants: ReturnType<typeof describe>[] }>;
  const app = new OpenAPIHono();
  app.openapi(
    route,
    (c) => c.json(bodies[c.req.valid("query").lang ?? DEFAULT_LOCALE], 200),
    invalid("query", { lang: "bad-lang" }),
  );
  return app;
}
