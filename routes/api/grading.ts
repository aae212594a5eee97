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
  type Cage,
  CATALOGUE,
  checkUnique,
  gradeAllSchemes,
  type GradeError,
  type Grid,
  hint,
  parseGrid,
  reportJson,
  rulesOfVariant,
  type SchemeId,
  SCHEMES,
  schemesFor,
  solveRecordJson,
  type VariantId,
  variantInfo,
  variantOfRules,
} from "../../engine/mod.ts";
import { apiError, errorBody, errorResponse, invalid } from "../shared/errors.ts";
import { jsonBody } from "../shared/middleware.ts";
import {
  badRequest,
  EXAMPLE_PUZZLE,
  gradeBody,
  gradeRecord,
  type HintAnswer,
  hintAnswer,
  hintBody,
  json,
  requestBody,
  solveRecord,
  techniqueList,
} from "./schemas.ts";

export interface GradingOptions {
  /** Solver work cap (search nodes) for any grid a client sends. */
  solveBudget: number;
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
    "work-cap": errorBody("work-cap", "gave up after 200000 search nodes"),
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
    description: "Every technique with its tier in each scheme, and each scheme's levels.",
    responses: { 200: json(techniqueList, "The catalogue and the schemes") },
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
      "the board after it.",
    middleware: jsonBody(),
    request: { body: requestBody(gradeBody, { puzzle: EXAMPLE_PUZZLE }) },
    responses: {
      200: json(solveRecord, "The record and the path"),
      400: badRequest(BAD_BODY),
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
      "area, the technique and the move; or `conflict`, `no-candidates`, `mistake`, `solved`, `stuck`.",
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
      }),
      413: TOO_LARGE,
      422: NOT_ONE_SOLUTION,
    },
  }),
};

function parseField(c: Context, field: string, text: string) {
  const parsed = parseGrid(text);
  if (parsed.ok) return { ok: true as const, grid: parsed.value };
  return {
    ok: false as const,
    response: apiError(c, 400, `bad-${field}`, `${field}: ${parsed.error.message}`),
  };
}

/**
 * The grid under the rules the body names: the variant (killer when cages are given, else classic of the
 * grid's size) with its cages, and the scheme (the rules' default when none is asked). A 400 when they do not
 * fit together.
 */
function underRules(
  c: Context,
  grid: Grid,
  body: { variant?: VariantId; cages?: Cage[]; scheme?: SchemeId },
) {
  const fail = (code: string, message: string) => ({
    ok: false as const,
    response: apiError(c, 400, code, message),
  });
  const variant = body.variant ?? (body.cages ? "killer" : variantOfRules(grid.rules));
  let rules = grid.rules;
  if (variant !== null) {
    const info = variantInfo(variant);
    if (info.shape !== grid.rules.shape) {
      return fail("bad-puzzle", `puzzle: a ${variant} puzzle is ${info.shape}, not ${grid.rules.shape}`);
    }
    if (body.cages && variant !== "killer") {
      return fail("bad-cages", `cages: a ${variant} puzzle has no cages`);
    }
    if (variant === "killer" && !body.cages) {
      return fail("bad-cages", "cages: a killer puzzle needs its cages");
    }
    try {
      rules = rulesOfVariant(variant, body.cages);
    } catch (e) {
      return fail("bad-cages", `cages: ${(e as Error).message}`);
    }
  }
  const schemes = schemesFor(rules);
  const scheme = body.scheme ?? schemes[0];
  if (!schemes.includes(scheme)) {
    return fail(
      "bad-scheme",
      `scheme: a ${variant ?? rules.shape} puzzle is graded by ${schemes.join(", ")}`,
    );
  }
  return { ok: true as const, grid: { rules, cells: grid.cells } as Grid, scheme };
}

function unsolvable(c: Context, error: GradeError) {
  return apiError(c, 422, error.code, error.message, error.count === undefined ? {} : { count: error.count });
}

export function createGrading(options: GradingOptions): OpenAPIHono {
  const api = new OpenAPIHono();

  api.openapi(routes.techniques, (c) =>
    c.json({
      techniques: CATALOGUE.map((t) => ({
        ...t,
        tiers: Object.fromEntries(
          ALL_SCHEME_IDS.map((s) => [s, SCHEMES[s].order.find((e) => e.technique === t.id)?.tier ?? null]),
        ) as Record<SchemeId, number | null>,
      })),
      schemes: ALL_SCHEME_IDS.map((s) => ({ id: s, name: SCHEMES[s].name, levels: [...SCHEMES[s].levels] })),
    }, 200));

  api.openapi(routes.grade, (c) => {
    const body = c.req.valid("json");
    const parsed = parseField(c, "puzzle", body.puzzle);
    if (!parsed.ok) return parsed.response;
    const ruled = underRules(c, parsed.grid, body);
    if (!ruled.ok) return ruled.response;
    const report = gradeAllSchemes(ruled.grid, ruled.scheme, options.solveBudget);
    if (!report.ok) return unsolvable(c, report.error);
    return c.json(reportJson(report.value), 200);
  }, invalid("request"));

  api.openapi(routes.solve, (c) => {
    const body = c.req.valid("json");
    const parsed = parseField(c, "puzzle", body.puzzle);
    if (!parsed.ok) return parsed.response;
    const ruled = underRules(c, parsed.grid, body);
    if (!ruled.ok) return ruled.response;
    const report = gradeAllSchemes(ruled.grid, ruled.scheme, options.solveBudget);
    if (!report.ok) return unsolvable(c, report.error);
    return c.json(solveRecordJson(report.value, ruled.grid), 200);
  }, invalid("request"));

  api.openapi(routes.hint, (c) => {
    const body = c.req.valid("json");
    const parsedPuzzle = parseField(c, "puzzle", body.puzzle);
    if (!parsedPuzzle.ok) return parsedPuzzle.response;
    const parsedBoard = parseField(c, "board", body.board);
    if (!parsedBoard.ok) return parsedBoard.response;
    const puzzle = underRules(c, parsedPuzzle.grid, body);
    if (!puzzle.ok) return puzzle.response;
    if (parsedBoard.grid.rules.shape !== puzzle.grid.rules.shape) {
      return apiError(c, 400, "size-mismatch", "the board and the puzzle differ in size");
    }
    const board: Grid = { rules: puzzle.grid.rules, cells: parsedBoard.grid.cells };
    const unique = checkUnique(puzzle.grid, options.solveBudget);
    if (!unique.ok) return unsolvable(c, unique.error);
    const answer = hint(puzzle.grid, board, puzzle.scheme);
    if (!answer.ok) return apiError(c, 400, answer.error.code, answer.error.message);
    return c.json(answer.value as HintAnswer, 200);
  }, invalid("request"));

  return api;
}
