/**
 * Why a step holds, from the position it was found in: the reason a hint's third level gives after the move.
 *
 * - A naked single: the digits each region of the cell already holds (a killer's cage and an X-Sudoku's
 *   diagonal included), and any digit earlier eliminations took away, which leave one digit.
 * - A hidden single: every other empty cell of the house, and the placed digit that keeps the digit out of it
 *   (or the earlier elimination that did).
 * - Any other step: the cells that form its pattern, what the pattern shows, and what it rules out, in the words
 *   its technique's module gives (its `explain`), or the generic words of a pattern (patternWords in
 *   engine/techniques/words.ts).
 *
 * The facts come from the position (placed digits and candidates), never from a solution; the words are built
 * from the same facts, so a page can show the words and point at the cells.
 */
import { techniqueInfo } from "./catalogue.ts";
import { type Words, wordsFor } from "./messages/index.ts";
import { cellName, type Rules } from "./rules.ts";
import { TECHNIQUES } from "./techniques/index.ts";
import type { CellDigit, SolveState, Step } from "./techniques/step.ts";
import {
  andList,
  cellsWords,
  patternCells,
  patternWords,
  regionAfterPreposition,
  regionLabel,
  regionWords,
  rulesOutOf,
} from "./techniques/words.ts";

/** A region of the rules with its name as players read it. */
export interface NamedRegion {
  region: number;
  name: string;
}

/** The digits a region holds, and the cells holding them (in the same order). */
export interface RegionDigits extends NamedRegion {
  digits: number[];
  cells: number[];
}

/** Cells of a house that cannot take the digit because `by` holds it, in `region`, which they share. */
export interface BlockedCells extends NamedRegion {
  by: number;
  cells: number[];
}

export type StepReason =
  | {
    kind: "naked-single";
    cell: number;
    digit: number;
    /**
     * The cell's regions, in region order, that hold a digit no earlier one of them does: each with every
     * digit it holds. Together they rule out every digit but `digit`, except those in `removed`.
     */
    regions: RegionDigits[];
    /** Digits no placed digit rules out: earlier eliminations took them from the cell. */
    removed: number[];
    /** The house the cell is the last empty cell of, for a full house. */
    fullHouse?: NamedRegion;
    text: string;
    /** Every cell the reason rests on: the cell and the placed digits named. */
    cells: number[];
  }
  | {
    kind: "hidden-single";
    cell: number;
    digit: number;
    house: NamedRegion;
    /** The house's other empty cells that a placed `digit` sees, grouped by that digit's cell. */
    blocked: BlockedCells[];
    /** The house's other empty cells that earlier eliminations took `digit` from. */
    removed: number[];
    text: string;
    /** Every cell the reason rests on: the cell, the blocked cells and the placed digits blocking them. */
    cells: number[];
  }
  | {
    kind: "pattern";
    /** The cells that form the pattern. */
    pattern: number[];
    /** The regions the pattern lies in or acts on. */
    regions: NamedRegion[];
    digits: number[];
    /** What the pattern rules out: each digit with the cells it leaves. */
    rulesOut: Array<{ digit: number; cells: number[] }>;
    /** What it places, for the few patterns that place a digit (the rule of 45, BUG+1). */
    places: CellDigit[];
    text: string;
    /** Every cell the reason rests on: the pattern's cells and the cells it changes. */
    cells: number[];
  };

/** `state` is the position `step` was found in (before it is applied). */
/** `w` is the language of its words (English unless named). */
export function explainStep(state: SolveState, step: Step, w: Words = wordsFor()): StepReason {
  const g = state.rules;
  const family = techniqueInfo(step.technique).family;
  if (family === "singles" && step.placements.length === 1 && step.eliminations.length === 0) {
    const { cell, digit } = step.placements[0];
    if (step.technique === "naked-single") return nakedSingle(g, state, cell, digit, step, w);
    return hiddenSingle(g, state, cell, digit, step.pattern.houses![0], w);
  }
  return patternReason(g, step, state, w);
}

function named(g: Rules, region: number, w: Words): NamedRegion {
  return { region, name: regionLabel(w, g, region) };
}

/** One of a cell's own regions as a sentence about the cell names it: a cage is "its cage (sum 17)". */
function ownRegion(g: Rules, region: number, w: Words): string {
  const r = g.regions[region];
  return r.kind === "cage" ? w.t("reasons.own-cage", { sum: r.sum! }) : regionWords(w, g, region);
}

/** A region two cells share, as a parenthesis names it: "row 1", "main diagonal", "same cage". */
function sharedRegion(g: Rules, region: number, w: Words): string {
  return g.regions[region].kind === "cage" ? w.t("reasons.same-cage") : regionLabel(w, g, region);
}

function regionCells(g: Rules, region: number): number[] {
  return Array.from(g.regions[region].cells);
}

function regionsOfCell(g: Rules, cell: number): number[] {
  return Array.from(g.cellRegionList.subarray(g.cellRegionStart[cell], g.cellRegionStart[cell + 1]));
}

function nakedSingle(
  g: Rules,
  state: SolveState,
  cell: number,
  digit: number,
  step: Step,
  w: Words,
): StepReason {
  const ruledOut = new Set<number>();
  const regions: RegionDigits[] = [];
  for (const region of regionsOfCell(g, cell)) {
    const holders = regionCells(g, region).filter((c) => state.cells[c] !== 0)
      .sort((a, b) => state.cells[a] - state.cells[b]);
    const digits = holders.map((c) => state.cells[c]);
    if (!digits.some((d) => d !== digit && !ruledOut.has(d))) continue;
    for (const d of digits) ruledOut.add(d);
    regions.push({ ...named(g, region, w), digits, cells: holders });
  }
  const removed: number[] = [];
  for (let d = 1; d <= g.size; d++) if (d !== digit && !ruledOut.has(d)) removed.push(d);
  const where = cellName(g, cell);
  const cells = [cell, ...regions.flatMap((r) => r.cells)];
  const house = step.pattern.variant === "full house" ? step.pattern.houses?.[0] : undefined;
  if (house !== undefined && removed.length === 0) {
    // A full house is a house's, never a cage's (a cage need not hold every digit).
    const name = regionAfterPreposition(w, g, house);
    return {
      kind: "naked-single",
      cell,
      digit,
      regions,
      removed,
      fullHouse: named(g, house, w),
      text: w.t("reasons.full-house", { cell: where, region: name, digit }),
      cells,
    };
  }
  // Semicolons between the regions: each one's digits are a list with commas of its own.
  const parts = regions.map((r) =>
    w.t("reasons.region-has", { region: ownRegion(g, r.region, w), digits: andList(w, r.digits) })
  );
  if (removed.length) parts.push(w.t("reasons.removed-from-cell", { digits: andList(w, removed) }));
  return {
    kind: "naked-single",
    cell,
    digit,
    regions,
    removed,
    text: w.t("reasons.naked-single", { cell: where, digit, parts: parts.join("; ") }),
    cells,
  };
}

function hiddenSingle(
  g: Rules,
  state: SolveState,
  cell: number,
  digit: number,
  house: number,
  w: Words,
): StepReason {
  const bit = 1 << (digit - 1);
  const blocked: BlockedCells[] = [];
  const removed: number[] = [];
  for (const other of regionCells(g, house)) {
    if (other === cell || state.cells[other] !== 0) continue;
    const seen = blockerOf(g, state, other, digit, house);
    if (!seen) {
      // The position is the one the single was found in: the digit is no candidate of any other cell here.
      if ((state.candidates[other] & bit) === 0) removed.push(other);
      continue;
    }
    const group = blocked.find((b) => b.by === seen.by && b.region === seen.region);
    if (group) group.cells.push(other);
    else blocked.push({ by: seen.by, ...named(g, seen.region, w), cells: [other] });
  }
  const parts = blocked.map((b) =>
    w.t("reasons.sees-digit", {
      cells: cellsWords(w, g, b.cells),
      n: b.cells.length,
      digit,
      by: cellName(g, b.by),
      region: sharedRegion(g, b.region, w),
    })
  );
  if (removed.length) {
    parts.push(w.t("reasons.removed-from-cells", { digit, cells: cellsWords(w, g, removed) }));
  }
  const name = regionAfterPreposition(w, g, house);
  const why = parts.length ? parts.join("; ") : w.t("reasons.others-filled", { region: name });
  return {
    kind: "hidden-single",
    cell,
    digit,
    house: named(g, house, w),
    blocked,
    removed,
    text: w.t("reasons.hidden-single", { region: name, digit, cell: cellName(g, cell), why }),
    cells: [cell, ...blocked.flatMap((b) => [...b.cells, b.by]), ...removed],
  };
}

/** The first placed `digit` that `cell` sees, by the cell's regions in order (not `house`), or null. */
function blockerOf(
  g: Rules,
  state: SolveState,
  cell: number,
  digit: number,
  house: number,
): { by: number; region: number } | null {
  for (const region of regionsOfCell(g, cell)) {
    if (region === house) continue;
    const by = regionCells(g, region).find((c) => state.cells[c] === digit);
    if (by !== undefined) return { by, region };
  }
  return null;
}

function patternReason(g: Rules, step: Step, state: SolveState, w: Words): StepReason {
  const p = step.pattern;
  const pattern = patternCells(step);
  const rulesOut = rulesOutOf(step);
  const changed = [...step.placements.map((x) => x.cell), ...rulesOut.flatMap((r) => r.cells)];
  return {
    kind: "pattern",
    pattern,
    regions: (p.houses ?? []).map((h) => named(g, h, w)),
    digits: p.digits ?? [],
    rulesOut,
    places: step.placements,
    text: TECHNIQUES[step.technique].explain?.(state, step, w) ?? patternWords(state, step, w),
    cells: [...new Set([...pattern, ...changed])],
  };
}
