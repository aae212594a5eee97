/**
 * "Play your own": a pasted puzzle read, checked and graded for the paste page. The text is a grid in any form
 * the engine's parser reads (one line, several lines, an ASCII drawing), or, for a killer (whose cages a grid
 * of digits cannot hold), the JSON body POST /api/grade takes: `{ "puzzle", "variant"?, "cages"? }`, extra
 * fields ignored, so the answer of /api/daily pastes as it is. A puzzle is played only with exactly one
 * solution found under the work cap; it is graded under its rules' scheme and written as a share code that
 * claims the level it earned.
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
  rulesOfVariant,
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

/** Why a paste is not played: the page's status, its heading and message, and the place when there is one. */
export interface PasteProblem {
  status: 400 | 422;
  heading: string;
  message: string;
  at?: PastePosition;
}

/** A puzzle that passed: its share code, what it was read as, and its grade. */
export interface CheckedPuzzle {
  code: string;
  grid: Grid;
  variant: VariantId;
  clues: number;
  /** The level it earns under its variant's scheme; null when it needs more than the scheme's levels allow. */
  level: Level | null;
  /** Why no level fits, when `level` is null. */
  reason?: string;
  /** The techniques the grader's solve used, in the catalogue's order, with how often each was used. */
  techniques: Array<{ id: TechniqueId; name: string; count: number }>;
}

export type PasteOutcome = { ok: true; puzzle: CheckedPuzzle } | { ok: false; problem: PasteProblem };

type Read = { ok: true; grid: Grid; variant: VariantId } | { ok: false; problem: PasteProblem };

const refused = (status: 400 | 422, heading: string, message: string, at?: PastePosition) => ({
  ok: false as const,
  problem: { status, heading, message, ...(at ? { at } : {}) },
});

/** The form's rules field: one of PASTE_CHOICES, or the problem with it. */
export function pasteChoice(
  text: string,
): { ok: true; choice: PasteChoice } | { ok: false; problem: PasteProblem } {
  const choice = PASTE_CHOICES.find((c) => c === text.trim().toLowerCase());
  if (choice !== undefined) return { ok: true, choice };
  return refused(
    400,
    "Unknown rules",
    `"${text}" is not a choice of rules here: leave it empty for classic, or choose x or killer.`,
  );
}

/** Read, check and grade a paste under the chosen rules, with `budget` search nodes for the uniqueness check. */
export function checkPaste(text: string, choice: PasteChoice, budget: number): PasteOutcome {
  const read = readPaste(text, choice);
  return read.ok ? checkGrid(read.grid, read.variant, budget) : read;
}

/** Check and grade the puzzle a share code holds, as a paste is (the page of a checked paste shows it so). */
export function checkCode(code: string, budget: number): PasteOutcome {
  const decoded = decode(code);
  if (!decoded.ok) return refused(400, "This share code does not work", sentence(decoded.error.message));
  const { grid } = decoded.value;
  const variant = variantOfRules(grid.rules);
  if (variant === null) {
    return refused(
      422,
      "Not a variant we offer",
      `This code holds a ${grid.rules.variant} puzzle on a ${grid.rules.shape} grid, which this site does not ` +
        `play. The variants are ${VARIANT_IDS.join(", ")}.`,
    );
  }
  return checkGrid(grid, variant, budget);
}

const KILLER_NEEDS_JSON =
  "A killer puzzle is its grid and its cages, which a grid of digits cannot hold: paste it as " +
  'JSON, { "puzzle": "…81 characters…", "cages": [{ "sum": 10, "cells": [0, 1] }, …] } with 0-based cells ' +
  "counted row by row, as POST /api/grade takes it (the answer of /api/daily?variant=killer pastes as it is).";

function readPaste(text: string, choice: PasteChoice): Read {
  if (text.trim() === "") return refused(400, "Nothing to check", "Paste a puzzle into the box first.");
  if (text.trimStart().startsWith("{")) return readJson(text, choice);
  if (choice === "killer") return refused(400, "A killer needs its cages", KILLER_NEEDS_JSON);
  const parsed = parseGrid(text);
  if (!parsed.ok) {
    return refused(
      400,
      "This grid could not be read",
      sentence(parsed.error.message),
      at(text, parsed.error),
    );
  }
  return underRules(parsed.value, choice === "" ? undefined : choice);
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
    if (!position) return refused(400, "This JSON could not be read", sentence(what));
    const place = positionOf(text, Number(position[1]));
    return refused(
      400,
      "This JSON could not be read",
      `${what} at line ${place.line}, column ${place.column}.`,
      place,
    );
  }
  const shape = pastedJson.safeParse(value);
  if (!shape.success) {
    const issue = shape.error.issues[0];
    const field = issue.path.length > 0 ? `In "${issue.path.join(".")}": ` : "";
    return refused(400, "This JSON is not a puzzle", `${field}${sentence(issue.message)}`);
  }
  const { puzzle, cages } = shape.data;
  const named = shape.data.variant?.trim().toLowerCase();
  if (named !== undefined && !isVariantId(named)) {
    return refused(
      400,
      "Unknown variant",
      `"${shape.data.variant}" is not a variant: they are ${VARIANT_IDS.join(", ")}.`,
    );
  }
  if (choice !== "" && named !== undefined && named !== choice) {
    return refused(
      400,
      "Two different rules",
      `The form asks for ${variantInfo(choice).name} but the JSON says ${
        variantInfo(named).name
      }: choose one.`,
    );
  }
  const parsed = parseGrid(puzzle);
  // Its place is inside the JSON's puzzle string, not in the box: the message says where in the string.
  if (!parsed.ok) {
    return refused(400, "This grid could not be read", `In "puzzle": ${sentence(parsed.error.message)}`);
  }
  return underRules(parsed.value, choice === "" ? named : choice, cages);
}

/** The grid under a variant's rules (classic of its size when none is named, killer when cages are given). */
function underRules(grid: Grid, named: VariantId | undefined, cages?: Cage[]): Read {
  const variant = named ?? (cages ? "killer" : variantOfRules(grid.rules)!);
  const info = variantInfo(variant);
  if (info.shape !== grid.rules.shape) {
    return refused(
      400,
      "Not the right size",
      `${info.name} puzzles are ${shapeWords(info.shape)}; this grid has ${grid.cells.length} cells ` +
        `(${shapeWords(grid.rules.shape)}).`,
    );
  }
  if (variant === "killer" && !cages) return refused(400, "A killer needs its cages", KILLER_NEEDS_JSON);
  if (variant !== "killer" && cages) {
    return refused(
      400,
      "Cages without a killer",
      `${info.name} puzzles have no cages: leave them out, or choose Killer.`,
    );
  }
  try {
    return { ok: true, grid: { rules: rulesOfVariant(variant, cages), cells: grid.cells }, variant };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return refused(400, "The cages do not fit", sentence(`cages: ${error.message}`));
  }
}

/** Givens that keep the rules, exactly one solution under the cap, the grade, and the share code. */
function checkGrid(grid: Grid, variant: VariantId, budget: number): PasteOutcome {
  const conflicts = findConflicts(grid);
  if (conflicts.length > 0) {
    const { digit, houseName, cellNames } = conflicts[0];
    const more = conflicts.length > 1
      ? ` (and ${conflicts.length - 1} more such ${conflicts.length === 2 ? "clash" : "clashes"})`
      : "";
    return refused(
      422,
      "The givens break the rules",
      `${digit} is given twice in ${houseName}, at ${cellNames.join(" and ")}${more}.`,
    );
  }
  const graded = grade(grid, defaultSchemeFor(grid.rules), budget);
  if (!graded.ok) {
    const { code } = graded.error;
    if (code === "no-solution") {
      return refused(
        422,
        "No solution",
        "This puzzle has no solution: its givens contradict each other further down the line.",
      );
    }
    if (code === "multiple-solutions") {
      return refused(
        422,
        "More than one solution",
        "This puzzle has more than one solution, so it cannot be solved by logic alone: a proper puzzle has exactly one.",
      );
    }
    return refused(
      422,
      "Too much work to check",
      "Checking that this puzzle has exactly one solution went past our work cap, so it is not played here. " +
        "A puzzle with more givens checks faster.",
    );
  }
  const record = graded.value;
  const level = (LEVELS as readonly string[]).includes(record.level) ? record.level as Level : null;
  let code: string;
  try {
    code = encode(grid, { level });
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return refused(
      422,
      "It cannot be shared",
      sentence(`A share code cannot hold this puzzle: ${error.message}`),
    );
  }
  const techniques = (Object.entries(record.techniques) as Array<[TechniqueId, number]>)
    .map(([id, count]) => ({ id, name: techniqueInfo(id).name, count, order: techniqueInfo(id).order }))
    .sort((a, b) => a.order - b.order)
    .map(({ id, name, count }) => ({ id, name, count }));
  return {
    ok: true,
    puzzle: {
      code,
      grid,
      variant,
      clues: countGivens(grid),
      level,
      ...(level === null && record.reason ? { reason: record.reason } : {}),
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
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : capital + ".";
}
