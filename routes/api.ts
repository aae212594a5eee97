/**
 * JSON API for programs. Routes validate and format; every Sudoku fact comes from engine/. Each route is
 * declared with its zod schemas once: they validate the request and produce the OpenAPI document.
 */
import type { Context, MiddlewareHandler } from "hono";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { countGivens, formatGrid, parseGrid } from "../engine/board.ts";
import { CATALOGUE, TECHNIQUE_IDS } from "../engine/catalogue.ts";
import { checkUnique, gradeAllSchemes, type GradeError, reportJson } from "../engine/grade.ts";
import { hint } from "../engine/hint.ts";
import { SCHEME_IDS, type SchemeId, SCHEMES } from "../engine/schemes.ts";
import { decode, LEVELS } from "../engine/sharecode.ts";
import { countSolutions, workCapFor } from "../engine/solver.ts";
import { applyStep, createState, describeStep } from "../engine/techniques/step.ts";
import { apiError, type ErrorBody, errorBody, errorResponse, invalid } from "./errors.ts";
import { etagMatches, MAX_CODE_LENGTH, SHARE_CODE_PATTERN } from "./http.ts";

export interface ApiOptions {
  /** Solver work cap (search nodes) for any grid a client sends. */
  solveBudget: number;
}

/** Longest grid text accepted (a drawn 16×16 grid with borders fits). */
const MAX_GRID_TEXT = 4096;

/** A uniquely solvable classic, used in the documented examples (and POSTed by the OpenAPI test). */
const EXAMPLE_PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const EXAMPLE_CODE = "TAAQFod2j9D5yJ9DEaKTN28tUkpR";

const int = () => z.number().int();

const codeParam = z.object({
  code: z.string().min(1).max(MAX_CODE_LENGTH).regex(SHARE_CODE_PATTERN, "use only A-Z a-z 0-9 - _")
    .openapi({ param: { name: "code", in: "path" }, example: EXAMPLE_CODE, description: "A share code" }),
});
const gridText = z.string().min(1).max(MAX_GRID_TEXT).openapi({
  description: "81 characters (1-9, blanks `.`, `0` or `-`), or 16/36/256 for 4×4, 6×6, 16×16; " +
    "multi-line pastes and ASCII drawings are read too",
  example: EXAMPLE_PUZZLE,
});
const scheme = z.enum(SCHEME_IDS).default("standard").openapi({
  description: "Grading scheme the record's `level` and `tier` follow",
});
const gradeBody = z.object({ puzzle: gridText, scheme }).openapi("GradeRequest");
const hintBody = z.object({
  puzzle: gridText,
  board: gridText.openapi({ description: "The puzzle with the digits the player has placed so far" }),
  scheme,
}).openapi("HintRequest");

const cellDigit = z.object({
  cell: int().openapi({ description: "0-based row-major cell index" }),
  digit: int(),
});
const pattern = z.object({
  cells: z.array(int()).optional(),
  houses: z.array(int()).optional().openapi({ description: "Rows, then columns, then boxes, 0-based" }),
  digits: z.array(int()).optional(),
  links: z.array(z.object({ from: cellDigit, to: cellDigit, strong: z.boolean() })).optional(),
  colors: z.array(cellDigit.extend({ color: int() })).optional(),
  chain: z.array(cellDigit).optional(),
  variant: z.string().optional(),
}).openapi("Pattern", { description: "The shape a technique found, for explanations and highlighting" });
const step = z.object({
  technique: z.enum(TECHNIQUE_IDS),
  placements: z.array(cellDigit),
  eliminations: z.array(cellDigit),
  pattern,
}).openapi("Step");

const sharedPuzzle = z.object({
  code: z.string(),
  puzzle: z.string(),
  size: z.string().openapi({ example: "9x9" }),
  level: z.enum(LEVELS).nullable().openapi({ description: "The level the code claims, if any" }),
  clues: int(),
  solutions: z.object({
    count: int().openapi({ description: "0, 1, or 2 meaning two or more" }),
    unique: z.boolean(),
    capped: z.boolean().openapi({ description: "The work cap stopped the count" }),
  }),
}).openapi("SharedPuzzle", {
  example: {
    code: EXAMPLE_CODE,
    puzzle: ".1..38....7......6...57..1.9...27.4......37....2....9...4....3....41.95..8...2...",
    size: "9x9",
    level: "hard",
    clues: 24,
    solutions: { count: 1, unique: true, capped: false },
  },
});

const GRADE_EXAMPLE = {
  puzzle: EXAMPLE_PUZZLE,
  size: "9x9",
  scheme: "standard" as const,
  level: "easy",
  tier: 1,
  stuck: false,
  hardest: "naked-single" as const,
  techniques: { "naked-single": 51 },
  clues: 30,
  steps: 51,
  harderSteps: 0,
  stalls: 0,
  bottlenecks: 1,
  gates: 0,
  levels: { standard: "easy", six: "unrated", pilot: "medium" },
};

/** The counts every solve record carries (the daily's grade summary shares them). */
export const gradeFacts = {
  tier: int(),
  stuck: z.boolean(),
  hardest: z.enum(TECHNIQUE_IDS).nullable(),
  techniques: z.record(z.string(), int()).openapi({ description: "Steps taken per technique id" }),
  clues: int(),
  steps: int(),
  harderSteps: int(),
  stalls: int(),
  bottlenecks: int(),
  gates: int(),
};

const gradeRecord = z.object({
  puzzle: z.string(),
  size: z.string(),
  scheme: z.enum(SCHEME_IDS),
  level: z.string().openapi({ description: "A level of the scheme, or `unrated` (then `reason` says why)" }),
  reason: z.string().optional(),
  ...gradeFacts,
  levels: z.record(z.enum(SCHEME_IDS), z.string()).openapi({ description: "The level under every scheme" }),
}).openapi("GradeRecord", { example: GRADE_EXAMPLE });

const solveRecord = gradeRecord.extend({
  path: z.array(step.extend({
    tier: int(),
    text: z.string().openapi({ description: "The step in words" }),
    board: z.string().openapi({ description: "The grid after the step" }),
  })),
}).openapi("SolveRecord", {
  example: {
    ...GRADE_EXAMPLE,
    path: [{
      technique: "naked-single",
      tier: 1,
      placements: [{ cell: 40, digit: 5 }],
      eliminations: [],
      pattern: { cells: [40], digits: [5] },
      text: "Naked single: r5c5 = 5",
      board: "53..7....6..195....98....6.8...6...34..853..17...2...6.6....28....419..5....8..79",
    }],
  },
});

const cells = z.array(int());
const hintAnswer = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("hint"),
    area: z.object({ house: int(), kind: z.enum(["row", "column", "box"]), name: z.string(), cells }),
    technique: z.object({ id: z.enum(TECHNIQUE_IDS), name: z.string() }),
    move: z.object({
      text: z.string(),
      step,
      highlight: cells,
      then: z.array(z.object({ text: z.string(), step })).optional().openapi({
        description: "Only for a move that places nothing: the steps it leads to, up to and including the " +
          "first that places a digit (absent when the techniques run out first)",
      }),
    }),
  }),
  z.object({ status: z.enum(["conflict", "no-candidates"]), message: z.string(), cells }),
  z.object({ status: z.enum(["solved", "mistake", "stuck"]), message: z.string() }),
]).openapi("Hint", {
  example: {
    status: "hint",
    area: { house: 22, kind: "box", name: "box 5", cells: [30, 31, 32, 39, 40, 41, 48, 49, 50] },
    technique: { id: "naked-single", name: "Naked single" },
    move: {
      text: "Naked single: r5c5 = 5",
      step: {
        technique: "naked-single",
        placements: [{ cell: 40, digit: 5 }],
        eliminations: [],
        pattern: { cells: [40], digits: [5] },
      },
      highlight: [40],
    },
  },
});

const techniqueList = z.object({
  techniques: z.array(z.object({
    id: z.enum(TECHNIQUE_IDS),
    name: z.string(),
    family: z.string(),
    uniqueness: z.boolean().openapi({ description: "Relies on the puzzle having exactly one solution" }),
    order: int(),
    tiers: z.record(z.enum(SCHEME_IDS), int().nullable()).openapi({
      description: "null: not in that scheme",
    }),
  })),
  schemes: z.array(z.object({ id: z.enum(SCHEME_IDS), name: z.string(), levels: z.array(z.string()) })),
}).openapi("Techniques", {
  example: {
    techniques: [{
      id: "x-wing",
      name: "X-Wing",
      family: "fish",
      uniqueness: false,
      order: 11,
      tiers: { standard: 3, six: 5, pilot: 4 },
    }],
    schemes: [{ id: "standard", name: "Standard", levels: ["easy", "medium", "hard", "expert", "evil"] }],
  },
});

type GradeRecord = z.infer<typeof gradeRecord>;
type SolveRecord = z.infer<typeof solveRecord>;
type HintAnswer = z.infer<typeof hintAnswer>;

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

const badRequest = (examples: Record<string, ErrorBody>) => errorResponse("Malformed input", examples);
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

/** What the OpenAPI router accepts as a JSON body's Content-Type (anything else it answers with a 415). */
const JSON_CONTENT_TYPE = /^application\/([a-z.-]+\+)?json(;\s*[a-zA-Z0-9-]+=([^;]+))*$/i;

/**
 * The JSON bodies must say they are JSON. Answering here keeps the error model's 400 for a wrong or missing
 * Content-Type, where the OpenAPI router's own media-type gate would throw a generic 415.
 */
const jsonBodyOnly: MiddlewareHandler = async (c, next) => {
  if (!JSON_CONTENT_TYPE.test(c.req.header("content-type") ?? "")) {
    return apiError(c, 400, "bad-request", "send the body as JSON with Content-Type: application/json");
  }
  await next();
};

const jsonBody = <T extends z.ZodType>(schema: T, example: z.input<T>) => ({
  required: true,
  content: { "application/json": { schema, example } },
});

const SHARED_CACHE_HEADERS = {
  "Cache-Control": {
    description: "`public, max-age=31536000, immutable`: a code always decodes to the same answer",
    schema: { type: "string" as const },
  },
  ETag: { description: "Strong; differs per code and work cap", schema: { type: "string" as const } },
};

const routes = {
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
    middleware: jsonBodyOnly,
    request: { body: jsonBody(gradeBody, { puzzle: EXAMPLE_PUZZLE, scheme: "standard" }) },
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
    middleware: jsonBodyOnly,
    request: { body: jsonBody(gradeBody, { puzzle: EXAMPLE_PUZZLE }) },
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
    middleware: jsonBodyOnly,
    request: {
      body: jsonBody(hintBody, {
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

function unsolvable(c: Context, error: GradeError) {
  return apiError(c, 422, error.code, error.message, error.count === undefined ? {} : { count: error.count });
}

export function createApi(options: ApiOptions): OpenAPIHono {
  const api = new OpenAPIHono();

  api.openapi(routes.puzzle, (c) => {
    const { code } = c.req.valid("param");
    const decoded = decode(code);
    if (!decoded.ok) return apiError(c, 400, decoded.error.code, decoded.error.message);
    const { grid, level } = decoded.value;
    const cap = workCapFor(grid.rules, options.solveBudget);
    // A code always decodes to the same puzzle and, under the same work cap, the same count.
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    const etag = `"puzzle-${code}-w${cap}"`;
    c.header("ETag", etag);
    if (etagMatches(c.req.header("If-None-Match"), etag)) return c.body(null, 304);
    const result = countSolutions(grid, 2, cap);
    return c.json({
      code,
      puzzle: formatGrid(grid),
      size: grid.rules.shape,
      level,
      clues: countGivens(grid),
      solutions: { count: result.count, unique: result.count === 1 && !result.capped, capped: result.capped },
    }, 200);
  }, invalid("share-code"));

  api.openapi(routes.techniques, (c) =>
    c.json({
      techniques: CATALOGUE.map((t) => ({
        ...t,
        tiers: Object.fromEntries(
          SCHEME_IDS.map((s) => [s, SCHEMES[s].order.find((e) => e.technique === t.id)?.tier ?? null]),
        ) as Record<SchemeId, number | null>,
      })),
      schemes: SCHEME_IDS.map((s) => ({ id: s, name: SCHEMES[s].name, levels: [...SCHEMES[s].levels] })),
    }, 200));

  api.openapi(routes.grade, (c) => {
    const body = c.req.valid("json");
    const parsed = parseField(c, "puzzle", body.puzzle);
    if (!parsed.ok) return parsed.response;
    const report = gradeAllSchemes(parsed.grid, body.scheme, options.solveBudget);
    if (!report.ok) return unsolvable(c, report.error);
    return c.json(reportJson(report.value) as GradeRecord, 200);
  }, invalid("request"));

  api.openapi(routes.solve, (c) => {
    const body = c.req.valid("json");
    const parsed = parseField(c, "puzzle", body.puzzle);
    if (!parsed.ok) return parsed.response;
    const report = gradeAllSchemes(parsed.grid, body.scheme, options.solveBudget);
    if (!report.ok) return unsolvable(c, report.error);
    const { record } = report.value;
    const g = parsed.grid.rules;
    const state = createState(parsed.grid);
    const path = record.path.map((step) => {
      applyStep(state, step);
      return {
        technique: step.technique,
        tier: step.tier,
        placements: step.placements,
        eliminations: step.eliminations,
        pattern: step.pattern,
        text: describeStep(g, step),
        board: formatGrid({ rules: g, cells: state.cells }),
      };
    });
    return c.json({ ...reportJson(report.value), path } as SolveRecord, 200);
  }, invalid("request"));

  api.openapi(routes.hint, (c) => {
    const body = c.req.valid("json");
    const puzzle = parseField(c, "puzzle", body.puzzle);
    if (!puzzle.ok) return puzzle.response;
    const board = parseField(c, "board", body.board);
    if (!board.ok) return board.response;
    const unique = checkUnique(puzzle.grid, options.solveBudget);
    if (!unique.ok) return unsolvable(c, unique.error);
    const answer = hint(puzzle.grid, board.grid, body.scheme);
    if (!answer.ok) return apiError(c, 400, answer.error.code, answer.error.message);
    return c.json(answer.value as HintAnswer, 200);
  }, invalid("request"));

  return api;
}
