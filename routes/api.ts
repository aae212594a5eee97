/** JSON API for programs. Routes validate and format; every Sudoku fact comes from engine/. */
import { type Context, Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import { countGivens, formatGrid, type Grid, parseGrid } from "../engine/board.ts";
import { CATALOGUE } from "../engine/catalogue.ts";
import { checkUnique, gradeAllSchemes, type GradeError, reportJson } from "../engine/grade.ts";
import { hint } from "../engine/hint.ts";
import { SCHEME_IDS, SCHEMES } from "../engine/schemes.ts";
import { decode } from "../engine/sharecode.ts";
import { countSolutions } from "../engine/solver.ts";
import { applyStep, createState, describeStep } from "../engine/techniques/step.ts";
import { apiError, invalid } from "./errors.ts";

export interface ApiOptions {
  /** Solver work cap (search nodes) for any grid a client sends. */
  solveBudget: number;
}

/** Longest share code we accept before decoding: a 16×16 grid with every cell given fits well inside. */
const MAX_CODE_LENGTH = 400;
/** Longest grid text accepted (a drawn 16×16 grid with borders fits). */
const MAX_GRID_TEXT = 4096;

const codeParam = z.object({
  code: z.string().min(1).max(MAX_CODE_LENGTH).regex(/^[A-Za-z0-9_-]+$/, "use only A-Z a-z 0-9 - _"),
});
const gridText = z.string().min(1).max(MAX_GRID_TEXT);
const scheme = z.enum(SCHEME_IDS).default("standard");
const gradeBody = z.object({ puzzle: gridText, scheme });
const hintBody = z.object({ puzzle: gridText, board: gridText, scheme });

type Parsed = { ok: true; grid: Grid } | { ok: false; response: Response };

function parseField(c: Context, field: string, text: string): Parsed {
  const parsed = parseGrid(text);
  if (parsed.ok) return { ok: true, grid: parsed.value };
  return { ok: false, response: apiError(c, 400, `bad-${field}`, `${field}: ${parsed.error.message}`) };
}

function unsolvable(c: Context, error: GradeError): Response {
  return apiError(c, 422, error.code, error.message, error.count === undefined ? {} : { count: error.count });
}

export function createApi(options: ApiOptions): Hono {
  const api = new Hono();

  api.get("/puzzles/:code", zValidator("param", codeParam, invalid("share-code")), (c) => {
    const { code } = c.req.valid("param");
    const decoded = decode(code);
    if (!decoded.ok) return apiError(c, 400, decoded.error.code, decoded.error.message);
    const { grid, level } = decoded.value;
    const result = countSolutions(grid, 2, options.solveBudget);
    return c.json({
      code,
      puzzle: formatGrid(grid),
      size: grid.geometry.name,
      level,
      clues: countGivens(grid),
      solutions: { count: result.count, unique: result.count === 1 && !result.capped, capped: result.capped },
    });
  });

  api.get("/techniques", (c) =>
    c.json({
      techniques: CATALOGUE.map((t) => ({
        ...t,
        tiers: Object.fromEntries(
          SCHEME_IDS.map((s) => [s, SCHEMES[s].order.find((e) => e.technique === t.id)?.tier ?? null]),
        ),
      })),
      schemes: SCHEME_IDS.map((s) => ({ id: s, name: SCHEMES[s].name, levels: SCHEMES[s].levels })),
    }));

  api.post("/grade", zValidator("json", gradeBody, invalid("request")), (c) => {
    const body = c.req.valid("json");
    const parsed = parseField(c, "puzzle", body.puzzle);
    if (!parsed.ok) return parsed.response;
    const report = gradeAllSchemes(parsed.grid, body.scheme, options.solveBudget);
    if (!report.ok) return unsolvable(c, report.error);
    return c.json(reportJson(report.value));
  });

  api.post("/solve", zValidator("json", gradeBody, invalid("request")), (c) => {
    const body = c.req.valid("json");
    const parsed = parseField(c, "puzzle", body.puzzle);
    if (!parsed.ok) return parsed.response;
    const report = gradeAllSchemes(parsed.grid, body.scheme, options.solveBudget);
    if (!report.ok) return unsolvable(c, report.error);
    const { record } = report.value;
    const g = parsed.grid.geometry;
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
        board: formatGrid({ geometry: g, cells: state.cells }),
      };
    });
    return c.json({ ...reportJson(report.value), path });
  });

  api.post("/hint", zValidator("json", hintBody, invalid("request")), (c) => {
    const body = c.req.valid("json");
    const puzzle = parseField(c, "puzzle", body.puzzle);
    if (!puzzle.ok) return puzzle.response;
    const board = parseField(c, "board", body.board);
    if (!board.ok) return board.response;
    const unique = checkUnique(puzzle.grid, options.solveBudget);
    if (!unique.ok) return unsolvable(c, unique.error);
    const answer = hint(puzzle.grid, board.grid, body.scheme);
    if (!answer.ok) return apiError(c, 400, answer.error.code, answer.error.message);
    return c.json(answer.value);
  });

  return api;
}
