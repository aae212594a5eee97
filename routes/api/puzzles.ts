/**
 * Puzzles for programs (mounted at /api):
 *
 *   GET /puzzles/random?variant=&level=&seed= → a puzzle of that variant and level (variant defaults to 9x9,
 *                                               seed to a random UUID); only with pools
 *   GET /puzzles/{code}                        → the puzzle behind a share code (any variant, with its cages),
 *                                               its claimed level and solution count
 *
 * `random` is registered first, so it wins over a code spelled "random".
 */
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { countGivens, decode, formatGrid, variantOfRules, workCapFor } from "../../engine/mod.ts";
import type { DailyStore } from "../shared/dailies.ts";
import { codeVerdict } from "../shared/verdicts.ts";
import type { Workers } from "../shared/workers.ts";
import { apiError, errorBody, errorResponse, invalid } from "../shared/errors.ts";
import { notModified } from "../shared/http.ts";
import { cagesJson, publicFields, shareUrl, siteOrigin, variantLevelFrom } from "../shared/puzzle_answers.ts";
import { badRequest, codeParam, json, randomQuery, randomResponse, sharedPuzzle } from "./schemas.ts";
import { BAD_LEVEL, BAD_QUERY, BAD_VARIANT } from "../shared/schemas.ts";

export interface PuzzlesOptions {
  /** Solver work cap (search nodes) for counting a decoded puzzle's solutions. */
  solveBudget: number;
  /** The instance's dailies and pools; without them there are no random puzzles. */
  store?: DailyStore;
  /** Origin for share_url (e.g. "https://sudoku.example"); defaults to the request's origin. */
  origin?: string;
  /** Where random puzzles are generated and codes' solutions counted. */
  workers: Workers;
}

const SHARED_CACHE_HEADERS = {
  "Cache-Control": {
    description: "`public, max-age=31536000, immutable`: a code always decodes to the same answer",
    schema: { type: "string" as const },
  },
  ETag: { description: "Strong; differs per code and work cap", schema: { type: "string" as const } },
};

const routes = {
  random: createRoute({
    method: "get",
    path: "/puzzles/random",
    tags: ["puzzles"],
    summary: "A random puzzle of a variant and level",
    description:
      "Generated under the work budget, or drawn from the level's verified pool; the same `seed` gives the " +
      "same puzzle while the generator version stays (unlike dailies, random puzzles follow the newest version).",
    request: { query: randomQuery },
    responses: {
      200: { description: "The puzzle", content: { "application/json": { schema: randomResponse } } },
      400: errorResponse("A bad variant, level or seed", { ...BAD_VARIANT, ...BAD_LEVEL, ...BAD_QUERY }),
    },
  }),
  puzzle: createRoute({
    method: "get",
    path: "/puzzles/{code}",
    tags: ["puzzles"],
    summary: "Decode a share code",
    description: "The puzzle behind a share code, the level it claims, and how many solutions it has " +
      "(counted under the work cap).",
    request: { params: codeParam },
    responses: {
      200: { ...json(sharedPuzzle, "The decoded puzzle"), headers: SHARED_CACHE_HEADERS },
      304: { description: "Not modified: `If-None-Match` named the ETag", headers: SHARED_CACHE_HEADERS },
      400: badRequest({
        "bad-check": errorBody(
          "bad-check",
          "the share code's check characters do not match: it was mistyped or changed",
        ),
        "bad-share-code": errorBody("bad-share-code", "code: use only A-Z a-z 0-9 - _"),
      }),
    },
  }),
};

export function createPuzzles(options: PuzzlesOptions): OpenAPIHono {
  const app = new OpenAPIHono();
  const { store } = options;

  if (store) {
    app.openapi(routes.random, async (c) => {
      const query = c.req.valid("query");
      const chosen = variantLevelFrom(c, query);
      if (!chosen.ok) return chosen.response;
      const seed = query.seed ?? crypto.randomUUID();
      const p = await options.workers.run(
        "random",
        { seed, level: chosen.level, variant: chosen.variant, budget: store.budget },
        c.req.raw.signal,
      );
      c.header("Cache-Control", query.seed === undefined ? "no-store" : "public, max-age=86400");
      return c.json(
        { seed, ...publicFields(p), share_url: shareUrl(siteOrigin(c, options.origin), p.code) },
        200,
      );
    }, invalid("query"));
  }

  app.openapi(routes.puzzle, async (c) => {
    const { code } = c.req.valid("param");
    const decoded = decode(code);
    if (!decoded.ok) return apiError(c, 400, decoded.error.code, decoded.error.message);
    const { grid, level } = decoded.value;
    const cap = workCapFor(grid.rules, options.solveBudget);
    // A code always decodes to the same puzzle and, under the same work cap, the same count.
    const caching = { cacheControl: "public, max-age=31536000, immutable", etag: `"puzzle-${code}-w${cap}"` };
    if (notModified(c, caching)) return c.body(null, 304);
    const result = (await codeVerdict(options.workers, code, options.solveBudget)).solutions;
    const cages = cagesJson(grid.rules);
    return c.json({
      code,
      variant: variantOfRules(grid.rules),
      puzzle: formatGrid(grid),
      ...(cages ? { cages } : {}),
      size: grid.rules.shape,
      level,
      clues: countGivens(grid),
      solutions: { count: result.count, unique: result.count === 1 && !result.capped, capped: result.capped },
    }, 200);
  }, invalid("share-code"));

  return app;
}
