/**
 * The work whose cost depends on the input, as plain functions from plain data to plain data: grading, solving
 * and hints for a client's grid, checking a pasted puzzle or a share code, generating dailies or a random
 * puzzle, and drawing a card. Inputs and outputs survive structured cloning, so the same function runs in a Web
 * Worker or inline (routes/shared/workers.ts decides where); routes only validate, queue and format.
 */
import {
  type Cage,
  checkUnique,
  claimHolds,
  countUpToTwo,
  type DailyPuzzle,
  dailyPuzzle,
  decode,
  gradeAllSchemes,
  type GradeError,
  type Grid,
  hint,
  type Level,
  type Locale,
  parseGrid,
  type PoolEntry,
  randomPuzzle,
  reportJson,
  rulesOfVariant,
  type SchemeId,
  schemesFor,
  type SeededPuzzle,
  solveRecordJson,
  type SolveResult,
  type VariantId,
  variantInfo,
  variantOfRules,
} from "../../engine/mod.ts";
import { type ErrorBody, errorBody } from "./errors.ts";
import { checkCode, checkPaste, type PasteChoice, type PasteOutcome } from "./paste_check.ts";
import { svgToPng } from "./png.ts";

/** What every job may read besides its input: the verified pools, the dailies' fallback. */
export interface JobContext {
  pools: Record<string, PoolEntry[]>;
}

/** A JSON answer as a route sends it: the status and the body (an error in the one error model, or the value). */
export type JsonAnswer = { status: 200; body: unknown } | { status: 400 | 422; body: ErrorBody };

/** A grid from a client, and the rules and scheme its body names. */
export interface GradeInput {
  puzzle: string;
  variant?: VariantId;
  cages?: Cage[];
  scheme?: SchemeId;
  /** The work cap in search nodes: the uniqueness check's, and (scaled) the grade's or the hint's searches'. */
  budget: number;
  /** The language of the answer's words (English when absent); the record's numbers and ids are the same. */
  locale?: Locale;
}

export interface HintInput extends GradeInput {
  /** The board in progress: the puzzle's givens plus the digits placed. */
  board: string;
}

/** What the engine says of a share code's puzzle (routes/shared/verdicts.ts keeps them). */
export interface CodeVerdict {
  /** The count up to two (countUpToTwo): `capped` when the work cap ran out without an answer. */
  solutions: SolveResult;
  /** Whether the puzzle earns the level its code claims; null for a code that claims none. */
  claimHolds: boolean | null;
}

const refuse = (status: 400 | 422, code: string, message: string, details?: Record<string, number>) => ({
  status,
  body: errorBody(code, message, details),
});

type Checked<T> = { ok: true; value: T } | { ok: false; answer: JsonAnswer };

function parseField(field: string, text: string): Checked<Grid> {
  const parsed = parseGrid(text);
  if (parsed.ok) return { ok: true, value: parsed.value };
  return { ok: false, answer: refuse(400, `bad-${field}`, `${field}: ${parsed.error.message}`) };
}

/**
 * The grid under the rules the body names: the variant (killer when cages are given, else classic of the
 * grid's size) with its cages, and the scheme (the rules' default when none is asked). A 400 when they do not
 * fit together.
 */
function underRules(grid: Grid, input: GradeInput): Checked<{ grid: Grid; scheme: SchemeId }> {
  const fail = (code: string, message: string) => ({
    ok: false as const,
    answer: refuse(400, code, message),
  });
  const variant = input.variant ?? (input.cages ? "killer" : variantOfRules(grid.rules));
  let rules = grid.rules;
  if (variant !== null) {
    const info = variantInfo(variant);
    if (info.shape !== grid.rules.shape) {
      return fail("bad-puzzle", `puzzle: a ${variant} puzzle is ${info.shape}, not ${grid.rules.shape}`);
    }
    if (input.cages && variant !== "killer") {
      return fail("bad-cages", `cages: a ${variant} puzzle has no cages`);
    }
    if (variant === "killer" && !input.cages) {
      return fail("bad-cages", "cages: a killer puzzle needs its cages");
    }
    try {
      rules = rulesOfVariant(variant, input.cages);
    } catch (e) {
      return fail("bad-cages", `cages: ${(e as Error).message}`);
    }
  }
  const schemes = schemesFor(rules);
  const scheme = input.scheme ?? schemes[0];
  if (!schemes.includes(scheme)) {
    return fail(
      "bad-scheme",
      `scheme: a ${variant ?? rules.shape} puzzle is graded by ${schemes.join(", ")}`,
    );
  }
  return { ok: true, value: { grid: { rules, cells: grid.cells }, scheme } };
}

/**
 * A grade refused: no solution, several, or the work cap ran out before an answer. The last names the cap it
 * ran out under (`cap`, in search nodes), which is lower where heavy work runs inline (routes/shared/workers.ts):
 * the same grid may be answered by a server whose work runs in workers.
 */
function unsolvable(error: GradeError, budget: number): JsonAnswer {
  if (error.code === "work-cap") {
    const message =
      `${error.message}: the grid needs more work than this server's cap of ${budget} search nodes`;
    return refuse(422, error.code, message, { cap: budget });
  }
  return refuse(422, error.code, error.message, error.count === undefined ? {} : { count: error.count });
}

/** POST /api/grade (the record) and /api/solve (the record and every step). */
function gradeAnswer(input: GradeInput, withPath: boolean): JsonAnswer {
  const parsed = parseField("puzzle", input.puzzle);
  if (!parsed.ok) return parsed.answer;
  const ruled = underRules(parsed.value, input);
  if (!ruled.ok) return ruled.answer;
  const report = gradeAllSchemes(ruled.value.grid, ruled.value.scheme, input.budget);
  if (!report.ok) return unsolvable(report.error, input.budget);
  const body = withPath
    ? solveRecordJson(report.value, ruled.value.grid, input.locale)
    : reportJson(report.value);
  return { status: 200, body };
}

/** POST /api/hint: the next step for a board in progress, or the board's status. */
function hintAnswer(input: HintInput): JsonAnswer {
  const parsedPuzzle = parseField("puzzle", input.puzzle);
  if (!parsedPuzzle.ok) return parsedPuzzle.answer;
  const parsedBoard = parseField("board", input.board);
  if (!parsedBoard.ok) return parsedBoard.answer;
  const puzzle = underRules(parsedPuzzle.value, input);
  if (!puzzle.ok) return puzzle.answer;
  const { grid, scheme } = puzzle.value;
  if (parsedBoard.value.rules.shape !== grid.rules.shape) {
    return refuse(400, "size-mismatch", "the board and the puzzle differ in size");
  }
  const board: Grid = { rules: grid.rules, cells: parsedBoard.value.cells };
  const unique = checkUnique(grid, input.budget);
  if (!unique.ok) return unsolvable(unique.error, input.budget);
  const answer = hint(grid, board, scheme, input.locale, input.budget);
  if (!answer.ok) return refuse(400, answer.error.code, answer.error.message);
  return { status: 200, body: answer.value };
}

/** The verdict on a share code's puzzle under `budget` search nodes; the code is already known to decode. */
function codeVerdict(input: { code: string; budget: number }): CodeVerdict {
  const decoded = decode(input.code);
  if (!decoded.ok) throw new RangeError(`not a share code: ${input.code}`);
  const { grid, level } = decoded.value;
  const solutions = countUpToTwo(grid, input.budget);
  const unique = !solutions.capped && solutions.count === 1;
  return { solutions, claimHolds: level === null ? null : unique && claimHolds(grid, level, input.budget) };
}

/**
 * Every job by name. A job's input and output are plain data (structured-cloneable); `context` is given once
 * to each worker.
 */
export const JOBS = {
  grade: (input: GradeInput): JsonAnswer => gradeAnswer(input, false),
  solve: (input: GradeInput): JsonAnswer => gradeAnswer(input, true),
  hint: (input: HintInput): JsonAnswer => hintAnswer(input),
  verdict: (input: { code: string; budget: number }): CodeVerdict => codeVerdict(input),
  paste: (input: { text: string; choice: PasteChoice; budget: number }): PasteOutcome =>
    checkPaste(input.text, input.choice, input.budget),
  code: (input: { code: string; budget: number }): PasteOutcome => checkCode(input.code, input.budget),
  dailies: (
    input: { dates: string[]; level: Level; variant: VariantId; budget?: number },
    context: JobContext,
  ): DailyPuzzle[] =>
    input.dates.map((date) =>
      dailyPuzzle(date, input.level, context.pools, { budget: input.budget, variant: input.variant })
    ),
  random: (
    input: { seed: string; level: Level; variant: VariantId; budget?: number },
    context: JobContext,
  ): SeededPuzzle =>
    randomPuzzle(input.seed, input.level, context.pools, { budget: input.budget, variant: input.variant }),
  png: (input: { svg: string; width: number }): Promise<Uint8Array<ArrayBuffer>> =>
    svgToPng(input.svg, input.width),
};

export type JobKind = keyof typeof JOBS;
export type JobInput<K extends JobKind> = Parameters<typeof JOBS[K]>[0];
export type JobOutput<K extends JobKind> = Awaited<ReturnType<typeof JOBS[K]>>;

/** Runs one job here, in this thread. */
export function runJob<K extends JobKind>(
  kind: K,
  input: JobInput<K>,
  context: JobContext,
): JobOutput<K> | Promise<JobOutput<K>> {
  const job = JOBS[kind] as (input: JobInput<K>, context: JobContext) => JobOutput<K> | Promise<JobOutput<K>>;
  return job(input, context);
}
