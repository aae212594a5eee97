/**
 * Grading for programs (mounted at /api): the technique catalogue, and grade, solve step by step or hint any
 * grid a client sends. Routes validate and format; every Sudoku fact comes from the engine. Each route is
 * declared once with its schemas (routes/api/schemas.ts): they validate the request and produce the OpenAPI
 * document.
 */
import type { Context } from "hono";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import {
  ALL_SCHEME_IDS,
  CATALOGUE,
  DEFAULT_LOCALE,
  type Locale,
  LOCALES,
  type SchemeId,
  SCHEMES,
  wordsFor,
} from "../../engine/mod.ts";
import { errorBody, errorResponse, invalid } from "../shared/errors.ts";
import type { JsonAnswer } from "../shared/jobs.ts";
import type { Workers } from "../shared/workers.ts";
import { jsonBody } from "../shared/middleware.ts";
import {
  BAD_LANG,
  badRequest,
  EXAMPLE_PUZZLE,
  gradeBody,
  gradeRecord,
  hintAnswer,
  hintBody,
  json,
  langQuery,
  requestBody,
  solveBody,
  solveRecord,
  techniqueList,
} from "./schemas.ts";

export interface GradingOptions {
  /** Solver work cap (search nodes) for any grid a client sends. */
  solveBudget: number;
  /** Where grading, solving and hints run. */
  workers: Workers;
}

const BAD_BODY = {
  "bad-request": errorBody("bad-request", "puzzle: Invalid input: expected string, received number"),
  "bad-puzzle": errorBody("bad-puzzle", 'puzzle: unexpected character "x" at line 1, column 1'),
};
const NOT_ONE_SOLUTION = errorResponse(
  "The grid does not have exactly one solution, or the work cap ran out",
  {
    "multiple-solutions": errorBody("multiple-solutions", "the puzzle has more than one solution", {
      count: 2,
    }),
    "no-solution": errorBody("no-solution", "the puzzle has no solution", { count: 0 }),
    "work-cap": errorBody(
      "work-cap",
      "gave up after 200000 search nodes: the grid needs more work than this server's cap of 200000 search nodes",
      { cap: 200_000 },
    ),
  },
);
const TOO_LARGE = errorResponse("The request body is over the limit (64 KiB unless configured)", {
  "body-too-large": errorBody("body-too-large", "request body is over the limit of 65536 bytes"),
});

const routes = {
  techniques: createRoute({
    method: "get",
    path: "/techniques",
    tags: ["meta"],
    summary: "The technique catalogue",
    description: "Every technique with its tier in each scheme, and each scheme's levels; the techniques' " +
      "names in `lang`.",
    request: { query: langQuery },
    responses: {
      200: json(techniqueList, "The catalogue and the schemes"),
      400: badRequest(BAD_LANG),
    },
  }),
  grade: createRoute({
    method: "post",
    path: "/grade",
    tags: ["grading"],
    summary: "Grade a puzzle",
    description: "The solve record under one scheme, with the level under all three.",
    middleware: jsonBody(),
    request: { body: requestBody(gradeBody, { puzzle: EXAMPLE_PUZZLE, scheme: "standard" }) },
    responses: {
      200: json(gradeRecord, "The solve record"),
      400: badRequest(BAD_BODY),
      413: TOO_LARGE,
      422: NOT_ONE_SOLUTION,
    },
  }),
  solve: createRoute({
    method: "post",
    path: "/solve",
    tags: ["grading"],
    summary: "Solve a puzzle step by step",
    description: "The solve record plus every step: technique, placements, eliminations, pattern, text and " +
      "the board after it. Each step's `text` and `why` are in `lang`.",
    middleware: jsonBody(),
    request: { body: requestBody(solveBody, { puzzle: EXAMPLE_PUZZLE }) },
    responses: {
      200: json(solveRecord, "The record and the path"),
      400: badRequest({ ...BAD_BODY, ...BAD_LANG }),
      413: TOO_LARGE,
      422: NOT_ONE_SOLUTION,
    },
  }),
  hint: createRoute({
    method: "post",
    path: "/hint",
    tags: ["grading"],
    summary: "A hint for a board in progress",
    description: "From the puzzle and the digits placed on the board (never pencil marks): `hint` with the " +
      "area, the technique and the move; or `conflict`, `no-candidates`, `mistake`, `solved`, `stuck`. The " +
      "area's and the technique's names, the move's texts and reasons and the messages are in `lang`.",
    middleware: jsonBody(),
    request: {
      body: requestBody(hintBody, {
        puzzle: EXAMPLE_PUZZLE,
        board: "534.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
      }),
    },
    responses: {
      200: json(hintAnswer, "The hint or the board's status"),
      400: badRequest({
        ...BAD_BODY,
        "givens-changed": errorBody("givens-changed", "the board changes givens at r1c1"),
        ...BAD_LANG,
      }),
      413: TOO_LARGE,
      422: NOT_ONE_SOLUTION,
    },
  }),
};

export function createGrading(options: GradingOptions): OpenAPIHono {
  const api = new OpenAPIHono();

  // The catalogue does not change while the server runs: one answer per language, built once.
  const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, catalogue(locale)])) as Record<
    Locale,
    ReturnType<typeof catalogue>
  >;
  api.openapi(
    routes.techniques,
    (c) => c.json(catalogues[c.req.valid("query").lang ?? DEFAULT_LOCALE], 200),
    invalid("query", { lang: "bad-lang" }),
  );

  // The work itself runs as jobs (routes/shared/jobs.ts), off the event loop where workers run; a request
  // whose client has gone is dropped before it starts, or stopped where it runs.
  const answer = (c: Context, answer: JsonAnswer) => c.json(answer.body as never, answer.status);

  api.openapi(routes.grade, async (c) => {
    const input = { ...c.req.valid("json"), budget: options.solveBudget };
    return answer(c, await options.workers.run("grade", input, c.req.raw.signal));
  }, invalid("request"));

  api.openapi(routes.solve, async (c) => {
    const { lang: locale, ...body } = c.req.valid("json");
    const input = { ...body, locale, budget: options.solveBudget };
    return answer(c, await options.workers.run("solve", input, c.req.raw.signal));
  }, invalid("request", { lang: "bad-lang" }));

  api.openapi(routes.hint, async (c) => {
    const { lang: locale, ...body } = c.req.valid("json");
    const input = { ...body, locale, budget: options.solveBudget };
    return answer(c, await options.workers.run("hint", input, c.req.raw.signal));
  }, invalid("request", { lang: "bad-lang" }));

  return api;
}

/** GET /api/techniques: every technique, named in `locale`, with its tier in each scheme; the schemes. */
function catalogue(locale: Locale) {
  const words = wordsFor(locale);
  return {
    techniques: CATALOGUE.map((t) => ({
      ...t,
      name: words.techniqueName(t.id),
      tiers: Object.fromEntries(
        ALL_SCHEME_IDS.map((s) => [s, SCHEMES[s].order.find((e) => e.technique === t.id)?.tier ?? null]),
      ) as Record<SchemeId, number | null>,
    })),
    schemes: ALL_SCHEME_IDS.map((s) => ({ id: s, name: SCHEMES[s].name, levels: [...SCHEMES[s].levels] })),
  };
}
