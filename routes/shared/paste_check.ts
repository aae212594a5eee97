/**
 * "Play your own": a pasted puzzle read, checked and graded for the paste page. The text is a grid in any form
 * the engine's parser reads (one line, several lines, an ASCII drawing), or, for a killer (whose cages a grid
 * of digits cannot hold), the JSON body POST /api/grade takes: `{ "puzzle", "variant"?, "cages"? }`, extra
 * fields ignored, so the answer of /api/daily pastes as it is. A puzzle is played only with exactly one
 * solution found under the work cap; it is graded under its rules' scheme and written as a share code that
 * claims the level it earned.
 *
 * What comes out is data, not words: a problem is a heading code and a message code with its parameters, which
 * the paste page words from its catalogue in the page's language (this module, shared, cannot reach the
 * pages' catalogue, and the outcome crosses to the page from a worker as plain data).
 */
import { z } from "zod";
import {
  type Cage,
  countGivens,
  decode,
  defaultSchemeFor,
  encode,
  findConflicts,
  grade,
  type Grid,
  isVariantId,
  type Level,
  LEVELS,
  type ParseError,
  parseGrid,
  type Rules,
  rulesOfVariant,
  SCHEMES,
  type TechniqueId,
  techniqueInfo,
  VARIANT_IDS,
  type VariantId,
  variantInfo,
  variantOfRules,
} from "../../engine/mod.ts";

/** The rules the form offers: classic of the grid's size (""), X-Sudoku, killer. */
export const PASTE_CHOICES = ["", "x", "killer"] as const;
export type PasteChoice = typeof PASTE_CHOICES[number];

/** Where in the pasted text a problem is: 1-based line and column (in characters), and that line. */
export interface PastePosition {
  line: number;
  column: number;
  lineText: string;
}

/** What went wrong, as the paste page's catalogue names it: the problem's heading. */
export type PasteHeading =
  | "unknown-rules"
  | "bad-code"
  | "not-offered"
  | "nothing"
  | "killer-needs-cages"
  | "grid-unreadable"
  | "json-unreadable"
  | "json-not-puzzle"
  | "unknown-variant"
  | "two-rules"
  | "wrong-size"
  | "cages-without-killer"
  | "cages-do-not-fit"
  | "givens-clash"
  | "no-solution"
  | "several-solutions"
  | "work-cap"
  | "cannot-share"
  | "form-unreadable";

/** A region of the grid by kind and 0-based index among its kind, for the page to name in its language. */
export interface PasteRegion {
  kind: Rules["regions"][number]["kind"];
  index: number;
}

/**
 * What a problem says, as a code and its parameters. Words the page says in its language travel as ids (a
 * variant, a region); the English words of the engine's parser, of the share code reader and of the JSON
 * parser, which no catalogue holds, travel as `detail` (or `what`), a sentence as those give it.
 */
export type PasteMessage =
  | { code: "unknown-rules"; text: string }
  | { code: "detail"; detail: string }
  | { code: "not-offered"; variant: string; shape: string; variants: string }
  | { code: "nothing" }
  | { code: "killer-needs-json" }
  | { code: "bad-character"; character: string; line: number; column: number }
  | { code: "not-a-digit"; character: string; line: number; column: number; cell: string; shape: string }
  | { code: "cell-count"; count: number }
  | { code: "too-many-cells"; max: number }
  | { code: "too-long"; length: number }
  | { code: "no-cells" }
  | { code: "json-syntax"; what: string; line: number; column: number }
  /** A problem inside one field of the pasted JSON ("puzzle", "cages.0.sum"). */
  | { code: "in-field"; field: string; inner: PasteMessage }
  | { code: "unknown-variant"; variant: string; variants: string }
  | { code: "two-rules"; form: VariantId; json: VariantId }
  | { code: "wrong-size"; variant: VariantId; shape: string; cells: number; gridShape: string }
  | { code: "cages-without-killer"; variant: VariantId }
  | { code: "cages"; detail: string }
  /** A digit given twice in a region, at those cells, and how many more such clashes the grid has. */
  | { code: "clash"; digit: number; region: PasteRegion; cells: string[]; more: number }
  | { code: "no-solution" }
  | { code: "several-solutions" }
  | { code: "work-cap" }
  | { code: "cannot-share"; detail: string }
  | { code: "form-unreadable" };

/** Why a paste is not played: the page's status, its heading and message, and the place when there is one. */
export interface PasteProblem {
  status: 400 | 422;
  heading: PasteHeading;
  message: PasteMessage;
  at?: PastePosition;
}

/**
 * Why a puzzle earns none of its scheme's levels: no technique the grader knows finishes it, or it needs a
 * tier past the scheme's last level.
 */
export type BeyondLevels = { stuck: true } | { stuck: false; tier: number; top: number };

/** A puzzle that passed: its share code, what it was read as, and its grade. */
export interface CheckedPuzzle {
  code: string;
  grid: Grid;
  variant: VariantId;
  clues: number;
  /** The level it earns under its variant's scheme; null when it needs more than the scheme's levels allow. */
  level: Level | null;
  /** Why no level fits, when `level` is null. */
  beyond?: BeyondLevels;
  /** The techniques the grader's solve used, in the catalogue's order, with how often each was used. */
  techniques: Array<{ id: TechniqueId; count: number }>;
}

export type PasteOutcome = { ok: true; puzzle: CheckedPuzzle } | { ok: false; problem: PasteProblem };

type Read = { ok: true; grid: Grid; variant: VariantId } | { ok: false; problem: PasteProblem };

const refused = (status: 400 | 422, heading: PasteHeading, message: PasteMessage, at?: PastePosition) => ({
  ok: false as const,
  problem: { status, heading, message, ...(at ? { at } : {}) },
});

/** The form's rules field: one of PASTE_CHOICES, or the problem with it. */
export function pasteChoice(
  text: string,
): { ok: true; choice: PasteChoice } | { ok: false; problem: PasteProblem } {
  const choice = PASTE_CHOICES.find((c) => c === text.trim().toLowerCase());
  if (choice !== undefined) return { ok: true, choice };
  return refused(400, "unknown-rules", { code: "unknown-rules", text });
}

/** Read, check and grade a paste under the chosen rules, with `budget` search nodes for the uniqueness check. */
export function checkPaste(text: string, choice: PasteChoice, budget: number): PasteOutcome {
  const read = readPaste(text, choice);
  return read.ok ? checkGrid(read.grid, read.variant, budget) : read;
}

/** Check and grade the puzzle a share code holds, as a paste is (the page of a checked paste shows it so). */
export function checkCode(code: string, budget: number): PasteOutcome {
  const decoded = decode(code);
  if (!decoded.ok) {
    return refused(400, "bad-code", { code: "detail", detail: sentence(decoded.error.message) });
  }
  const { grid } = decoded.value;
  const variant = variantOfRules(grid.rules);
  if (variant === null) {
    return refused(422, "not-offered", {
      code: "not-offered",
      variant: grid.rules.variant,
      shape: grid.rules.shape,
      variants: VARIANT_IDS.join(", "),
    });
  }
  return checkGrid(grid, variant, budget);
}

function readPaste(text: string, choice: PasteChoice): Read {
  if (text.trim() === "") return refused(400, "nothing", { code: "nothing" });
  if (text.trimStart().startsWith("{")) return readJson(text, choice);
  if (choice === "killer") return refused(400, "killer-needs-cages", { code: "killer-needs-json" });
  const parsed = parseGrid(text);
  if (!parsed.ok) return refused(400, "grid-unreadable", gridMessage(parsed.error), at(text, parsed.error));
  return underRules(parsed.value, choice === "" ? undefined : choice);
}

/**
 * The parser's problem as a message: each kind of problem by the facts the parser returns with it (its code,
 * place, cell and counts), anything else as the parser's own sentence.
 */
function gridMessage(error: ParseError): PasteMessage {
  const { line, column, character } = error;
  const placed = line !== undefined && column !== undefined && character !== undefined;
  if (error.code === "bad-character" && placed) {
    return { code: "bad-character", character: JSON.stringify(character), line, column };
  }
  if (error.code === "digit-out-of-range" && placed && error.cell && error.shape) {
    return {
      code: "not-a-digit",
      character: JSON.stringify(character),
      line,
      column,
      cell: error.cell,
      shape: error.shape,
    };
  }
  if (error.code === "empty-input") return { code: "no-cells" };
  if (error.code === "wrong-length") {
    if (error.cellsFound !== undefined) return { code: "cell-count", count: error.cellsFound };
    if (error.maxCells !== undefined) return { code: "too-many-cells", max: error.maxCells };
    if (error.inputLength !== undefined) return { code: "too-long", length: error.inputLength };
  }
  return { code: "detail", detail: sentence(error.message) };
}

/** The JSON form: the fields POST /api/grade reads; any others (an /api/daily answer's) are ignored. */
const pastedJson = z.object({
  puzzle: z.string(),
  variant: z.string().optional(),
  cages: z.array(z.object({ sum: z.number().int(), cells: z.array(z.number().int()) })).optional(),
});

function readJson(text: string, choice: PasteChoice): Read {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // V8 says where: "… in JSON at position 19 (line 2 column 3)". The place is counted again here, in the
    // characters the grid parser counts columns in.
    const message = (error as Error).message;
    const position = /\bat position (\d+)/.exec(message);
    const what = message.replace(/\s*in JSON at position \d+.*$/, "");
    if (!position) return refused(400, "json-unreadable", { code: "detail", detail: sentence(what) });
    const place = positionOf(text, Number(position[1]));
    return refused(
      400,
      "json-unreadable",
      { code: "json-syntax", what, line: place.line, column: place.column },
      place,
    );
  }
  const shape = pastedJson.safeParse(value);
  if (!shape.success) {
    const issue = shape.error.issues[0];
    const detail: PasteMessage = { code: "detail", detail: sentence(issue.message) };
    return refused(
      400,
      "json-not-puzzle",
      issue.path.length > 0 ? { code: "in-field", field: issue.path.join("."), inner: detail } : detail,
    );
  }
  const { puzzle, cages } = shape.data;
  const named = shape.data.variant?.trim().toLowerCase();
  if (named !== undefined && !isVariantId(named)) {
    return refused(400, "unknown-variant", {
      code: "unknown-variant",
      variant: shape.data.variant!,
      variants: VARIANT_IDS.join(", "),
    });
  }
  if (choice !== "" && named !== undefined && named !== choice) {
    return refused(400, "two-rules", { code: "two-rules", form: choice, json: named });
  }
  const parsed = parseGrid(puzzle);
  // Its place is inside the JSON's puzzle string, not in the box: the message says where in the string.
  if (!parsed.ok) {
    return refused(400, "grid-unreadable", {
      code: "in-field",
      field: "puzzle",
      inner: gridMessage(parsed.error),
    });
  }
  return underRules(parsed.value, choice === "" ? named : choice, cages);
}

/** The grid under a variant's rules (classic of its size when none is named, killer when cages are given). */
function underRules(grid: Grid, named: VariantId | undefined, cages?: Cage[]): Read {
  const variant = named ?? (cages ? "killer" : variantOfRules(grid.rules)!);
  const info = variantInfo(variant);
  if (info.shape !== grid.rules.shape) {
    return refused(400, "wrong-size", {
      code: "wrong-size",
      variant,
      shape: shapeWords(info.shape),
      cells: grid.cells.length,
      gridShape: shapeWords(grid.rules.shape),
    });
  }
  if (variant === "killer" && !cages) {
    return refused(400, "killer-needs-cages", { code: "killer-needs-json" });
  }
  if (variant !== "killer" && cages) {
    return refused(400, "cages-without-killer", { code: "cages-without-killer", variant });
  }
  try {
    return { ok: true, grid: { rules: rulesOfVariant(variant, cages), cells: grid.cells }, variant };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return refused(400, "cages-do-not-fit", { code: "cages", detail: fullStop(error.message) });
  }
}

/** Givens that keep the rules, exactly one solution under the cap, the grade, and the share code. */
function checkGrid(grid: Grid, variant: VariantId, budget: number): PasteOutcome {
  const conflicts = findConflicts(grid);
  if (conflicts.length > 0) {
    const { digit, house, cellNames } = conflicts[0];
    const { kind, index } = grid.rules.regions[house];
    return refused(422, "givens-clash", {
      code: "clash",
      digit,
      region: { kind, index },
      cells: cellNames,
      more: conflicts.length - 1,
    });
  }
  const scheme = defaultSchemeFor(grid.rules);
  const graded = grade(grid, scheme, budget);
  if (!graded.ok) {
    const { code } = graded.error;
    if (code === "no-solution") return refused(422, "no-solution", { code: "no-solution" });
    if (code === "multiple-solutions") {
      return refused(422, "several-solutions", { code: "several-solutions" });
    }
    return refused(422, "work-cap", { code: "work-cap" });
  }
  const record = graded.value;
  const level = (LEVELS as readonly string[]).includes(record.level) ? record.level as Level : null;
  let code: string;
  try {
    code = encode(grid, { level });
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return refused(422, "cannot-share", { code: "cannot-share", detail: fullStop(error.message) });
  }
  const techniques = (Object.entries(record.techniques) as Array<[TechniqueId, number]>)
    .map(([id, count]) => ({ id, count, order: techniqueInfo(id).order }))
    .sort((a, b) => a.order - b.order)
    .map(({ id, count }) => ({ id, count }));
  // The grader's own reason is English: the page says it from these facts (a variant's scheme rates a puzzle
  // by the tier of the hardest technique it needs, up to its last level's tier).
  const beyond: BeyondLevels | undefined = level !== null
    ? undefined
    : record.stuck
    ? { stuck: true }
    : { stuck: false, tier: record.tier, top: SCHEMES[scheme].levels.length };
  return {
    ok: true,
    puzzle: {
      code,
      grid,
      variant,
      clues: countGivens(grid),
      level,
      ...(beyond ? { beyond } : {}),
      techniques,
    },
  };
}

/** The place of a parse error in the pasted text, when the parser names one. */
function at(text: string, error: ParseError): PastePosition | undefined {
  if (error.line === undefined || error.column === undefined) return undefined;
  return { line: error.line, column: error.column, lineText: text.split(/\r\n|\r|\n/)[error.line - 1] ?? "" };
}

/** Line and column (1-based, counted in characters as the grid parser counts them) of a UTF-16 index. */
function positionOf(text: string, index: number): PastePosition {
  const before = text.slice(0, index);
  const lines = before.split(/\r\n|\r|\n/);
  const line = lines.length;
  const column = [...lines[line - 1]].length + 1;
  return { line, column, lineText: text.split(/\r\n|\r|\n/)[line - 1] ?? "" };
}

/** "9x9" → "9×9". */
function shapeWords(shape: string): string {
  return shape.replace("x", "×");
}

/** An engine message as a sentence: capital first, full stop last. */
function sentence(text: string): string {
  return fullStop(text.charAt(0).toUpperCase() + text.slice(1));
}

/** The text with a full stop last, unless it ends a sentence already. */
function fullStop(text: string): string {
  return /[.!?]$/.test(text) ? text : text + ".";
}
