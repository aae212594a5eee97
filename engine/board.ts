/**
 * Puzzles as typed arrays: parsing from what people paste, formatting back, candidate bitmasks,
 * and the rule check on givens.
 */
import { cellName, classicRulesForCellCount, regionName, type Rules } from "./rules.ts";

/** A grid of digits: cells[i] is 0 for empty or 1..N, in row-major order. */
export interface Grid {
  readonly rules: Rules;
  readonly cells: Uint8Array;
}

export type ParseErrorCode = "empty-input" | "bad-character" | "wrong-length" | "digit-out-of-range";

export interface ParseError {
  readonly code: ParseErrorCode;
  readonly message: string;
  /** 1-based line and column in the input, when the error is at one character. */
  readonly line?: number;
  readonly column?: number;
  readonly character?: string;
  /** digit-out-of-range: the cell's name ("r1c5") and the grid's shape ("4x4"). */
  readonly cell?: string;
  readonly shape?: string;
  /** wrong-length: the cells found (a count no grid has), the most any grid has, or the input's length. */
  readonly cellsFound?: number;
  readonly maxCells?: number;
  readonly inputLength?: number;
}

export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

const BLANKS = ".0-";
const DRAWING = "|+";
/** Every digit character any supported size may use, in value order. */
const DIGIT_CHARS = "123456789ABCDEFG";
/** The most cells any supported grid has; longer input is refused before scanning it all. */
const MAX_CELLS = 256;
const MAX_INPUT_CHARS = 16_384;

/**
 * Parse a grid from an 81-character string (or 16, 36, 256 for other sizes), a multi-line paste, or
 * an ASCII drawing. Blanks are `.`, `0` or `-`; spaces, tabs, `|` and `+` are ignored, and so are rule lines
 * (made of `-`, `=`, `+` and `|`). The size comes from the number of cells found.
 */
export function parseGrid(text: string): Result<Grid, ParseError> {
  const oneLine = parseOneLine(text);
  if (oneLine) return { ok: true, value: oneLine };
  if (text.length > MAX_INPUT_CHARS) {
    return fail("wrong-length", `input is ${text.length} characters; a grid drawing needs far fewer`, {
      inputLength: text.length,
    });
  }
  const values: number[] = [];
  const where: Array<[number, number, string]> = [];
  const lines = text.split(/\r\n|\r|\n/);
  // Indexes of the cells read from dash-only lines as long as a row: a row of blanks, or a rule line that long.
  const maybeRule = new Set<number>();
  for (let li = 0; li < lines.length; li++) {
    const line = lines[li];
    const kind = lineKind(line);
    if (kind === "rule") continue;
    // By code points, so an error names a whole character (an emoji, say) at the column a reader counts.
    let column = 0;
    for (const ch of line) {
      column++;
      if (ch === " " || ch === "\t" || DRAWING.includes(ch)) continue;
      const upper = ch.toUpperCase();
      const digit = DIGIT_CHARS.indexOf(upper);
      if (BLANKS.includes(ch)) values.push(0);
      else if (digit >= 0) values.push(digit + 1);
      else {
        return fail(
          "bad-character",
          `unexpected character ${JSON.stringify(ch)} at line ${li + 1}, column ${column}`,
          {
            line: li + 1,
            column,
            character: ch,
          },
        );
      }
      if (kind === "blanks-or-rule") maybeRule.add(values.length - 1);
      where.push([li + 1, column, ch]);
      if (values.length - maybeRule.size > MAX_CELLS) {
        return fail("wrong-length", `more than ${MAX_CELLS} cells`, { maxCells: MAX_CELLS });
      }
    }
  }
  // Those lines are rules when only that reading gives a grid's cell count.
  if (maybeRule.size > 0 && !classicRulesForCellCount(values.length)) {
    const kept = values.flatMap((_, i) => maybeRule.has(i) ? [] : [i]);
    if (classicRulesForCellCount(kept.length)) {
      values.splice(0, values.length, ...kept.map((i) => values[i]));
      where.splice(0, where.length, ...kept.map((i) => where[i]));
    }
  }
  if (values.length > MAX_CELLS) {
    return fail("wrong-length", `more than ${MAX_CELLS} cells`, { maxCells: MAX_CELLS });
  }
  if (values.length === 0) return fail("empty-input", "no cells found");
  const rules = classicRulesForCellCount(values.length);
  if (!rules) {
    return fail("wrong-length", `found ${values.length} cells; a grid has 16, 36, 81 or 256`, {
      cellsFound: values.length,
    });
  }
  const cells = new Uint8Array(values);
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] > rules.size) {
      const [line, column, character] = where[i];
      return fail(
        "digit-out-of-range",
        `${JSON.stringify(character)} at line ${line}, column ${column} (${
          cellName(rules, i)
        }) is not a digit of a ${rules.shape} grid`,
        { line, column, character, cell: cellName(rules, i), shape: rules.shape },
      );
    }
  }
  return { ok: true, value: { rules, cells } };
}

/** Cell value by character code: 0 for a blank, 1..16 for a digit, -1 for anything else. */
const VALUE_OF = new Int8Array(128).fill(-1);
for (const ch of BLANKS) VALUE_OF[ch.charCodeAt(0)] = 0;
for (let i = 0; i < DIGIT_CHARS.length; i++) {
  VALUE_OF[DIGIT_CHARS.charCodeAt(i)] = i + 1;
  VALUE_OF[DIGIT_CHARS.toLowerCase().charCodeAt(i)] = i + 1;
}

/**
 * The common case, a grid written as exactly one cell per character, without building intermediate
 * arrays (the CLI parses tens of thousands of these). Anything else returns null and takes the general path,
 * which also produces the precise error.
 */
function parseOneLine(text: string): Grid | null {
  const rules = classicRulesForCellCount(text.length);
  if (!rules) return null;
  const cells = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const value = code < 128 ? VALUE_OF[code] : -1;
    if (value < 0 || value > rules.size) return null;
    cells[i] = value;
  }
  return { rules, cells };
}

/** How many cells a row has in the supported sizes (4×4, 6×6, 9×9, 16×16). */
const ROW_LENGTHS = [4, 6, 9, 16];

/**
 * A line made only of drawing characters is a rule line, unless its `-`s are as many as a row's cells: then it
 * is a row of blanks or a rule line as long as a row, which the cell count decides (see parseGrid).
 */
function lineKind(line: string): "cells" | "rule" | "blanks-or-rule" {
  if (!/^[\s\-+=|]*$/.test(line)) return "cells";
  if (/[+=]/.test(line)) return "rule";
  const dashes = line.replace(/[^-]/g, "").length;
  return ROW_LENGTHS.includes(dashes) ? "blanks-or-rule" : "rule";
}

function fail(
  code: ParseErrorCode,
  message: string,
  at: Partial<ParseError> = {},
): Result<never, ParseError> {
  return { ok: false, error: { code, message, ...at } };
}

/** Canonical one-line form: digits as `1-9A-G`, blanks as `.`. */
export function formatGrid(grid: Grid): string {
  const bytes = new Uint8Array(grid.cells.length);
  for (let i = 0; i < bytes.length; i++) bytes[i] = CHAR_OF[grid.cells[i]];
  return ASCII.decode(bytes);
}

/** Character code by cell value: "." for 0, then "1".."9", "A".."G". */
const CHAR_OF = Uint8Array.from("." + DIGIT_CHARS, (ch) => ch.charCodeAt(0));
/** Decoding ASCII bytes in one call beats growing a string one character at a time (windows-1252 is a superset). */
const ASCII = new TextDecoder("windows-1252");

/** Multi-line drawing with box borders, for terminals and chat. */
export function drawGrid(grid: Grid): string {
  const g = grid.rules;
  const rows: string[] = [];
  const rule = Array.from({ length: g.size / g.boxCols }, () => "-".repeat(g.boxCols * 2 + 1)).join("+");
  for (let r = 0; r < g.size; r++) {
    if (r > 0 && r % g.boxRows === 0) rows.push(rule);
    const parts: string[] = [];
    for (let c = 0; c < g.size; c++) {
      if (c > 0 && c % g.boxCols === 0) parts.push("|");
      const v = grid.cells[r * g.size + c];
      parts.push(v === 0 ? "." : g.digitChars[v - 1]);
    }
    rows.push(" " + parts.join(" ") + " ");
  }
  return rows.join("\n");
}

export function countGivens(grid: Grid): number {
  let n = 0;
  for (const v of grid.cells) if (v !== 0) n++;
  return n;
}

export function emptyGrid(rules: Rules): Grid {
  return { rules, cells: new Uint8Array(rules.cellCount) };
}

export function gridsEqual(a: Grid, b: Grid): boolean {
  if (a.rules !== b.rules) return false;
  for (let i = 0; i < a.cells.length; i++) if (a.cells[i] !== b.cells[i]) return false;
  return true;
}

/** The same digit twice in one region (a house, or a killer cage). */
export interface Conflict {
  /** The region, as an index into the rules' `regions`, and its name. */
  readonly house: number;
  readonly houseName: string;
  readonly digit: number;
  readonly cells: number[];
  readonly cellNames: string[];
}

/**
 * Every region in which some digit appears more than once, with the cells involved, region by region (houses,
 * then cages) and digit by digit.
 */
export function findConflicts(grid: Grid): Conflict[] {
  const g = grid.rules;
  const conflicts: Conflict[] = [];
  for (let r = 0; r < g.regions.length; r++) {
    const byDigit = new Map<number, number[]>();
    for (const cell of g.regions[r].cells) {
      const v = grid.cells[cell];
      if (v === 0) continue;
      const list = byDigit.get(v);
      if (list) list.push(cell);
      else byDigit.set(v, [cell]);
    }
    for (const [digit, cells] of [...byDigit].sort((a, b) => a[0] - b[0])) {
      if (cells.length > 1) {
        conflicts.push({
          house: r,
          houseName: regionName(g, r),
          digit,
          cells,
          cellNames: cells.map((c) => cellName(g, c)),
        });
      }
    }
  }
  return conflicts;
}

/**
 * Candidate bitmasks for every cell (bit d-1 set when d is still possible), from the givens alone: a digit
 * placed in a region (a house or a cage) is no candidate of that region's other cells. Cage sums are not
 * applied. A filled cell gets the single bit of its digit.
 */
export function computeCandidates(grid: Grid): Uint16Array {
  const g = grid.rules;
  const { cellRegionStart, cellRegionList } = g;
  const used = new Uint16Array(g.regions.length);
  for (let cell = 0; cell < g.cellCount; cell++) {
    const v = grid.cells[cell];
    if (v === 0) continue;
    const bit = 1 << (v - 1);
    for (let j = cellRegionStart[cell], end = cellRegionStart[cell + 1]; j < end; j++) {
      used[cellRegionList[j]] |= bit;
    }
  }
  const cands = new Uint16Array(g.cellCount);
  for (let cell = 0; cell < g.cellCount; cell++) {
    const v = grid.cells[cell];
    if (v !== 0) cands[cell] = 1 << (v - 1);
    else {
      let taken = 0;
      for (let j = cellRegionStart[cell], end = cellRegionStart[cell + 1]; j < end; j++) {
        taken |= used[cellRegionList[j]];
      }
      cands[cell] = g.allDigits & ~taken;
    }
  }
  return cands;
}

/** The digit of a one-bit candidate mask (of any other mask: its highest digit). */
export function digitOfBit(bit: number): number {
  return 32 - Math.clz32(bit);
}

/** Number of set bits in a candidate mask. */
export function popcount(mask: number): number {
  mask = mask - ((mask >>> 1) & 0x5555);
  mask = (mask & 0x3333) + ((mask >>> 2) & 0x3333);
  mask = (mask + (mask >>> 4)) & 0x0f0f;
  return (mask + (mask >>> 8)) & 0x1f;
}

/** Digits (1-based) in a mask, ascending. */
export function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; mask; d++, mask >>>= 1) if (mask & 1) out.push(d);
  return out;
}
