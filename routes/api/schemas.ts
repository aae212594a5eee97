/**
 * Every schema of the JSON API, in one place: the zod schemas that validate requests and answers and generate
 * the OpenAPI document, with the documented examples. The routers under routes/api/ declare their routes with
 * them; the solve record's and a hint's reason's schemas are tied to the engine's types (SolveRecordJson,
 * StepReason) at compile time, both ways.
 */
import { z } from "@hono/zod-openapi";
import {
  ALL_SCHEME_IDS,
  DEFAULT_LOCALE,
  type GradeRecordJson,
  type GradeSummary,
  LEVELS,
  type LevelStats,
  LOCALES,
  MAX_SEED_LENGTH,
  type SchemeId,
  type SolveRecordJson,
  type StepReason,
  TECHNIQUE_IDS,
  VARIANT_IDS,
} from "../../engine/mod.ts";
import { BOT_FORMATS } from "../shared/bots.ts";
import { type ErrorBody, errorBody, errorResponse } from "../shared/errors.ts";
import { MAX_CODE_LENGTH, SHARE_CODE_PATTERN } from "../shared/http.ts";
import { EXAMPLE_DAILY, EXAMPLE_ORIGIN, levelText, variantText } from "../shared/schemas.ts";

/** Longest grid text accepted (a drawn 16×16 grid with borders fits). */
const MAX_GRID_TEXT = 4096;

/** A uniquely solvable classic, used in the documented examples (and POSTed by the OpenAPI test). */
export const EXAMPLE_PUZZLE =
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
export const EXAMPLE_CODE = "TAAQFod2j9D5yJ9DEaKTN28tUkpR";

const int = () => z.number().int();
const schemeId = z.enum(ALL_SCHEME_IDS as [SchemeId, ...SchemeId[]]);

/** A documented JSON answer: its schema and what it is. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** A documented JSON request body, with the example the document shows. */
export const requestBody = <T extends z.ZodType>(schema: T, example: z.input<T>) => ({
  required: true,
  content: { "application/json": { schema, example } },
});

/** The documented 400 for malformed input, with an example of each code a route gives. */
export const badRequest = (examples: Record<string, ErrorBody>) => errorResponse("Malformed input", examples);

export const codeParam = z.object({
  code: z.string().min(1).max(MAX_CODE_LENGTH).regex(SHARE_CODE_PATTERN, "use only A-Z a-z 0-9 - _")
    .openapi({ param: { name: "code", in: "path" }, example: EXAMPLE_CODE, description: "A share code" }),
});
const gridText = z.string().min(1).max(MAX_GRID_TEXT).openapi({
  description: "81 characters (1-9, blanks `.`, `0` or `-`), or 16/36/256 for 4×4, 6×6, 16×16; " +
    "multi-line pastes and ASCII drawings are read too",
  example: EXAMPLE_PUZZLE,
});
const scheme = z.enum(ALL_SCHEME_IDS as [SchemeId, ...SchemeId[]]).optional().openapi({
  description: "Grading scheme the record's `level` and `tier` follow: standard, six or pilot for 9x9 " +
    "(default standard); a variant is graded by its own scheme (its id), the default",
});
const variantField = z.enum(VARIANT_IDS).optional().openapi({
  description: "The rules the grid follows: 9x9 (classic), 4x4, 6x6, 16x16, killer or x. Default: killer " +
    "when `cages` are given, else the classic rules of the grid's size",
});
const cagesBody = z.array(z.object({
  sum: int().min(1).max(45),
  cells: z.array(int().min(0).max(80)).min(1).max(9),
})).min(1).max(81).optional().openapi({
  description: "Killer only: the cages, each its sum and its 0-based row-major cells; they must not overlap",
});

/**
 * The language of an answer's words. Asked for explicitly, never read from Accept-Language: a program keeps
 * getting English whatever its HTTP client sends, and the player names the page's language.
 */
export const lang = z.enum(LOCALES, {
  error: `use one of ${LOCALES.join(", ")}`,
}).optional().openapi({
  description:
    `The language of the words people read in the answer: ${LOCALES.join(", ")} (English, German, ` +
    "Spanish). Anything else is a 400 `bad-lang`",
  default: DEFAULT_LOCALE,
  example: "de",
});
/** The documented 400 for a language the API does not speak. */
export const BAD_LANG = { "bad-lang": errorBody("bad-lang", `lang: use one of ${LOCALES.join(", ")}`) };
/** The query of a GET route whose answer names techniques. */
export const langQuery = z.object({ lang });

export const gradeBody = z.object({ puzzle: gridText, variant: variantField, cages: cagesBody, scheme })
  .openapi("GradeRequest");
export const solveBody = gradeBody.extend({ lang }).openapi("SolveRequest");
export const hintBody = z.object({
  puzzle: gridText,
  board: gridText.openapi({ description: "The puzzle with the digits the player has placed so far" }),
  variant: variantField,
  cages: cagesBody,
  scheme,
  lang,
}).openapi("HintRequest");

const cellDigit = z.object({
  cell: int().openapi({ description: "0-based row-major cell index" }),
  digit: int(),
});
const pattern = z.object({
  cells: z.array(int()).optional(),
  houses: z.array(int()).optional().openapi({ description: "Rows, then columns, then boxes, 0-based" }),
  digits: z.array(int()).optional(),
  links: z.array(z.object({ from: cellDigit, to: cellDigit, strong: z.boolean() })).optional().openapi({
    description: "Links between candidates: strong (one of the two is true) or weak (not both are true). " +
      "Beside a `chain`, some or all of the chain's links; without one, in no order (a colouring's cluster, an " +
      "empty rectangle's strong link)",
  }),
  colors: z.array(cellDigit.extend({ color: int() })).optional().openapi({
    description:
      "A colouring's cluster: each candidate with its colour, 0 or 1 (one colour is all true, the " +
      "other all false)",
  }),
  chain: z.array(cellDigit).optional().openapi({
    description:
      "A chain's candidates in order, from one end to the other. Consecutive candidates are linked, " +
      "strongly and weakly in turn, starting with a strong link: its links in order are (chain[0], chain[1], " +
      "strong), (chain[1], chain[2], weak) … (inside a cell, a strong link joins its only two candidates)",
  }),
  groups: z.array(z.object({ index: int(), cells: z.array(int()) })).optional().openapi({
    description:
      "A chain's group nodes: chain[index] stands for its digit in any of `cells` (a box's cells " +
      "in one row or column), and is listed in the chain by the first of them",
  }),
  variant: z.string().optional(),
  fins: z.array(int()).optional().openapi({
    description:
      "A finned fish's fins: the base lines' candidates outside the cover lines (the eliminations see them all)",
  }),
  sets: z.array(z.object({ cells: z.array(int()), digits: z.array(int()) })).optional().openapi({
    description:
      "Almost locked sets (Sue de Coq: its line part, then its box part), in the order the step's " +
      "words name them: each set's cells and the digits they hold between them",
  }),
}).openapi("Pattern", { description: "The shape a technique found, for explanations and highlighting" });
const step = z.object({
  technique: z.enum(TECHNIQUE_IDS),
  placements: z.array(cellDigit),
  eliminations: z.array(cellDigit),
  pattern,
}).openapi("Step");

export const cagesField = z.array(z.object({
  sum: int(),
  cells: z.array(int()).openapi({ description: "0-based row-major cell indexes, ascending" }),
})).openapi("Cages", { description: "Killer only: every cage, its sum and its cells" });

export const sharedPuzzle = z.object({
  code: z.string(),
  variant: z.enum(VARIANT_IDS).nullable().openapi({
    description: "The variant whose rules the code's puzzle follows (null for rules no variant offers)",
  }),
  puzzle: z.string(),
  cages: cagesField.optional(),
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
    variant: "9x9",
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
  rating: 2.3,
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
const gradeFacts = {
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

export const gradeRecord = z.object({
  puzzle: z.string(),
  size: z.string(),
  scheme: schemeId,
  level: z.string().openapi({ description: "A level of the scheme, or `unrated` (then `reason` says why)" }),
  reason: z.string().optional(),
  ...gradeFacts,
  rating: z.number().openapi({
    description:
      "An estimate of the puzzle's difficulty on the Sudoku Explainer scale (1.0 a full house, 1.2 a " +
      "hidden single in a box … about 11 for the hardest known puzzles), one decimal: the base value of the " +
      "hardest step's technique (longer chains a little more), plus 0.1 for each doubling of the steps rated " +
      "within 1.0 of it (at most 0.3). A stuck puzzle's rating is a lower bound: the highest base value among " +
      "the techniques tried. Our own estimate, not Sudoku Explainer's output: see docs/grading.md",
    example: 2.3,
  }),
  tried: z.array(z.enum(TECHNIQUE_IDS)).optional().openapi({
    description: "Only when stuck: every technique the grader asked in the last position, in order; none " +
      "found a step there",
  }),
  levels: z.partialRecord(z.enum(ALL_SCHEME_IDS as [SchemeId, ...SchemeId[]]), z.string()).openapi({
    description: "The level under every scheme the puzzle's rules can be graded by",
  }),
}).openapi("GradeRecord", { example: GRADE_EXAMPLE });

const cells = z.array(int());
const namedRegion = {
  region: int().openapi({ description: "An index into the rules' regions (houses first, then cages)" }),
  name: z.string().openapi({ example: "row 5" }),
};
const reasonText = z.string().openapi({ description: "The reason in words (cells written as r5c3)" });
const reasonCells = cells.openapi({
  description: "Every cell the reason rests on, to point at on the board",
});
export const stepReason = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("naked-single"),
    cell: int(),
    digit: int(),
    regions: z.array(z.object({ ...namedRegion, digits: z.array(int()), cells })).openapi({
      description:
        "The cell's regions (a cage or a diagonal included) that rule out a digit no earlier one " +
        "does, each with every digit it holds and the cells holding them, in the same order",
    }),
    removed: z.array(int()).openapi({
      description: "Digits no placed digit rules out: the eliminations before the step took them",
    }),
    fullHouse: z.object(namedRegion).optional().openapi({
      description: "The house whose last empty cell this is",
    }),
    text: reasonText,
    cells: reasonCells,
  }),
  z.object({
    kind: z.literal("hidden-single"),
    cell: int(),
    digit: int(),
    house: z.object(namedRegion),
    blocked: z.array(z.object({ ...namedRegion, by: int(), cells })).openapi({
      description: "The house's other empty cells, grouped by the placed digit (`by`) that sees them in " +
        "`region`",
    }),
    removed: cells.openapi({
      description: "The house's other empty cells that earlier eliminations emptied",
    }),
    text: reasonText,
    cells: reasonCells,
  }),
  z.object({
    kind: z.literal("pattern"),
    pattern: cells.openapi({ description: "The cells that form the pattern" }),
    regions: z.array(z.object(namedRegion)),
    digits: z.array(int()),
    rulesOut: z.array(z.object({ digit: int(), cells })).openapi({
      description: "What the pattern rules out: each digit with the cells it leaves",
    }),
    places: z.array(cellDigit),
    text: reasonText,
    cells: reasonCells,
  }),
]).openapi("StepReason", {
  description: "Why a step holds in the position it is made in: for a naked single the digits its regions " +
    "hold; for a hidden single why each other cell of the house cannot take the digit; for any other step " +
    "the cells of its pattern and what it rules out",
});
assertType<Equal<z.infer<typeof stepReason>, StepReason>>();

/** Why the example puzzle's first step holds: the reason of the solve and hint examples. */
const FIRST_STEP_WHY: StepReason = {
  kind: "naked-single",
  cell: 40,
  digit: 5,
  regions: [
    { region: 4, name: "row 5", digits: [1, 3, 4, 8], cells: [44, 41, 36, 39] },
    { region: 13, name: "column 5", digits: [1, 2, 6, 7, 8, 9], cells: [67, 49, 31, 4, 76, 13] },
  ],
  removed: [],
  text: "r5c5 can only be 5: row 5 has 1, 3, 4 and 8; column 5 has 1, 2, 6, 7, 8 and 9, which leaves " +
    "only 5",
  cells: [40, 44, 41, 36, 39, 67, 49, 31, 4, 76, 13],
};

export const solveRecord = gradeRecord.extend({
  path: z.array(step.extend({
    tier: int(),
    text: z.string().openapi({ description: "The step in words" }),
    why: stepReason.openapi({
      description: "Why the step holds in the position it is made in, as a hint says",
    }),
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
      why: FIRST_STEP_WHY,
      board: "53..7....6..195....98....6.8...6...34..853..17...2...6.6....28....419..5....8..79",
    }],
  },
});

export const hintAnswer = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("hint"),
    area: z.object({
      house: int(),
      kind: z.enum(["row", "column", "box", "diagonal", "jigsaw", "cage"]),
      name: z.string(),
      cells,
    }),
    technique: z.object({ id: z.enum(TECHNIQUE_IDS), name: z.string() }),
    move: z.object({
      text: z.string(),
      step,
      why: stepReason,
      highlight: cells,
      then: z.array(z.object({ text: z.string(), step, why: stepReason })).optional().openapi({
        description: "Only for a move that places nothing: the steps it leads to, up to and including the " +
          "first that places a digit (absent when the techniques run out first), each with why it holds " +
          "once the steps before it are made",
      }),
    }),
  }),
  z.object({ status: z.enum(["conflict", "no-candidates"]), message: z.string(), cells }),
  z.object({
    status: z.literal("mistake"),
    message: z.string(),
    cells: cells.optional().openapi({
      description:
        "The placed digits the puzzle's solution does not have (absent when the solver could not " +
        "find that solution within its budget)",
    }),
  }),
  z.object({ status: z.enum(["solved", "stuck"]), message: z.string() }),
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
      why: FIRST_STEP_WHY,
      highlight: [40],
    },
  },
});

export const techniqueList = z.object({
  techniques: z.array(z.object({
    id: z.enum(TECHNIQUE_IDS),
    name: z.string().openapi({ description: "The technique's name in `lang`" }),
    family: z.string(),
    uniqueness: z.boolean().openapi({ description: "Relies on the puzzle having exactly one solution" }),
    order: int(),
    rating: z.number().openapi({
      description:
        "The technique's base value on the Sudoku Explainer scale, which a grade's `rating` is built from",
    }),
    tiers: z.record(schemeId, int().nullable()).openapi({
      description: "null: not in that scheme",
    }),
  })),
  schemes: z.array(z.object({ id: schemeId, name: z.string(), levels: z.array(z.string()) })),
}).openapi("Techniques", {
  example: {
    techniques: [{
      id: "x-wing",
      name: "X-Wing",
      family: "fish",
      uniqueness: false,
      order: 11,
      rating: 3.2,
      tiers: { standard: 3, six: 5, pilot: 4 },
    }],
    schemes: [{ id: "standard", name: "Standard", levels: ["easy", "medium", "hard", "expert", "evil"] }],
  },
});

export const variantList = z.object({
  variants: z.array(z.object({
    id: z.enum(VARIANT_IDS),
    name: z.string(),
    summary: z.string(),
    size: z.string(),
    scheme: schemeId,
    levels: z.array(z.object({
      id: z.enum(LEVELS),
      tier: int().openapi({ description: "The highest technique tier a puzzle of this level needs" }),
      pool: int().openapi({
        description: "Verified puzzles in the level's pool (the fallback of its dailies)",
      }),
    })),
    tiers: z.array(z.object({
      tier: int(),
      level: z.string().nullable().openapi({
        description: "The level this tier earns, or null: a puzzle that needs it is unrated",
      }),
      techniques: z.array(z.object({
        id: z.enum(TECHNIQUE_IDS),
        name: z.string().openapi({ description: "The technique's name in `lang`" }),
      })),
    })),
  })),
}).openapi("Variants", {
  example: {
    variants: [{
      id: "4x4",
      name: "4×4",
      summary: "A first Sudoku: every row, column and 2×2 box holds 1 to 4 once.",
      size: "4x4",
      scheme: "4x4",
      levels: [{ id: "easy", tier: 1, pool: 1000 }],
      tiers: [{ tier: 1, level: "easy", techniques: [{ id: "naked-single", name: "Naked single" }] }],
    }],
  },
});

export type HintAnswer = z.infer<typeof hintAnswer>;

/**
 * True exactly when A and B are the same type (each assignable to the other, optional and readonly alike).
 * Used below to tie the schemas to the engine's record types: a field added, dropped or retyped on either side
 * fails to compile here instead of drifting silently.
 */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
function assertType<_T extends true>(): void {}

/**
 * An engine record as the wire format states it: the document promises `size` as a string and the technique
 * counts keyed by any string (clients should not reject a shape or technique added later).
 */
type OnTheWire<T> = {
  [K in keyof T]: K extends "size" ? string : K extends "techniques" ? Record<string, number> : T[K];
};

assertType<Equal<z.infer<typeof gradeRecord>, OnTheWire<GradeRecordJson>>>();
assertType<Equal<z.infer<typeof solveRecord>, OnTheWire<SolveRecordJson>>>();

const dayText = (description: string, example: string) =>
  z.string().max(32).optional().openapi({ description: `${description} (YYYY-MM-DD, UTC)`, example });

export const DAILY_FORMATS = ["json", ...BOT_FORMATS] as const;
export const dailyQuery = z.object({
  variant: variantText,
  level: levelText,
  date: dayText("Any day from 2000-01-01 to today; defaults to today", "2026-11-29"),
  format: z.enum(DAILY_FORMATS).optional().openapi({
    description: "json (default): the record below; text: a monospace grid with title and link; markdown: " +
      "heading, the grid in a code block and a link; emoji: a keycap-digit grid; discord / slack: a ready " +
      "webhook payload. An unknown format is a 400 `bad-format`",
    example: "json",
  }),
});
export const archiveQuery = z.object({
  variant: variantText,
  level: levelText,
  from: dayText("First day; defaults to six days before `to`", "2026-11-24"),
  to: dayText("Last day, at most today; defaults to today", "2026-11-29"),
});
export const randomQuery = z.object({
  variant: variantText,
  level: levelText,
  seed: z.string().min(1).max(MAX_SEED_LENGTH).optional().openapi({
    description: "Makes the puzzle repeatable; a random UUID when absent",
    example: "abc",
  }),
});

const gradeSummary = z.object({
  scheme: schemeId,
  level: z.string(),
  ...gradeFacts,
}).openapi("GradeSummary", {
  description: "The solve record under the variant's scheme (standard for 9x9), without the path",
});
assertType<Equal<z.infer<typeof gradeSummary>, OnTheWire<GradeSummary>>>();

const puzzleFields = {
  variant: z.enum(VARIANT_IDS),
  level: z.enum(LEVELS),
  scheme: schemeId,
  code: z.string().openapi({ description: "The share code (GET /api/puzzles/{code} decodes it)" }),
  puzzle: z.string().openapi({
    description: "Row-major, one character per cell of the variant's size (81 for 9×9 variants, 256 for " +
      "16x16 with A–G for 10–16), `0` for blanks",
  }),
  cages: cagesField.optional(),
  clues: int(),
  grade: gradeSummary,
  source: z.enum(["generated", "pool"]).openapi({
    description: "`pool` when generation spent its work budget and the verified pool supplied the puzzle",
  }),
  share_url: z.url().openapi({ description: "The puzzle's page, `<origin>/p/<code>`, to share it" }),
};
export const DAILY_EXAMPLE = {
  date: "2026-11-30",
  ...EXAMPLE_DAILY,
  next_at: "2026-12-01T00:00:00.000Z",
  share_url: `${EXAMPLE_ORIGIN}/daily/2026-11-30/${EXAMPLE_DAILY.level}`,
};
export const dailyResponse = z.object({
  date: z.string(),
  ...puzzleFields,
  share_url: z.url().openapi({
    description: "The daily's page, to share it as the daily: `<origin>/daily/<date>/<level>`, or " +
      "`<origin>/daily/<variant>/<date>/<level>` for a variant other than 9x9 (`/p/<code>` would open the " +
      "bare puzzle, without its day)",
  }),
  next_at: z.string().openapi({ description: "When the next daily is out (the UTC midnight ending `date`)" }),
}).openapi("Daily", { example: DAILY_EXAMPLE });
export const randomResponse = z.object({ seed: z.string(), ...puzzleFields }).openapi("RandomPuzzle", {
  example: { seed: "abc", ...EXAMPLE_DAILY, share_url: `${EXAMPLE_ORIGIN}/p/${EXAMPLE_DAILY.code}` },
});
export const archiveResponse = z.object({
  variant: z.enum(VARIANT_IDS),
  level: z.enum(LEVELS),
  days: z.array(z.object({ date: z.string(), code: z.string(), source: z.enum(["generated", "pool"]) })),
}).openapi("DailyArchive", {
  example: {
    variant: "9x9",
    level: "medium",
    days: [
      { date: "2026-11-29", code: "SACAp9o23S2RtKX1Mpdh6huF0b7N", source: "generated" },
      { date: "2026-11-30", code: EXAMPLE_DAILY.code, source: "generated" },
    ],
  },
});

export const BAD_DATE = {
  "bad-date": errorBody("bad-date", 'date: "2026-02-30" is not a YYYY-MM-DD day from 2000-01-01'),
};

const distribution = z.object({
  min: z.number(),
  median: z.number(),
  max: z.number(),
  histogram: z.record(z.string(), int()).openapi({ description: "How many puzzles have each value" }),
}).openapi("Distribution");

export const EXAMPLE_STATS: LevelStats = {
  count: 1000,
  techniques: { "naked-single": 1000, "hidden-single-box": 981, "hidden-single-line": 606 },
  clues: { mean: 24.61, min: 21, max: 29 },
  steps: { min: 52, median: 56, max: 60, histogram: { "52": 1, "56": 228, "60": 3 } },
  stalls: { min: 0, median: 0, max: 0, histogram: { "0": 1000 } },
  bottlenecks: { min: 1, median: 1, max: 9, histogram: { "1": 528, "9": 3 } },
  gates: { min: 0, median: 0, max: 0, histogram: { "0": 1000 } },
};

export const levelStats = z.object({
  count: int(),
  techniques: z.record(z.string(), int()).openapi({ description: "Puzzles that used each technique" }),
  clues: z.object({ mean: z.number(), min: int(), max: int() }),
  steps: distribution,
  stalls: distribution,
  bottlenecks: distribution,
  gates: distribution,
}).openapi("PoolLevelStats");
