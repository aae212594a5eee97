/**
 * What boards of every variant draw beyond rows, columns and boxes, and how they are named. Where a killer's
 * cages and an X-Sudoku's diagonals are drawn is shared by the pages' boards (an SVG layer
 * over the cells) and the images (routes/embeds/board_svg.ts), so both draw the same shapes.
 *
 * A cage is outlined by dashed lines set in from the cell borders, so the box and cell lines stay visible and
 * two cages side by side read as two. The outline leaves a notch at the top-left corner of the cage's first
 * cell (its lowest index: always a convex top-left corner of the cage), where its sum is written.
 */
import type { Rules } from "../../engine/mod.ts";
import { ENGLISH_WORDS, type SharedWords } from "./messages.ts";

export interface CageLayout {
  /** Side of a cell in the drawing's units. */
  unit: number;
  /** Where the grid's top-left corner is. */
  left: number;
  top: number;
  /** How far the outline is set in from the cell borders. */
  inset: number;
  /** Font size of the sum. */
  sumSize: number;
}

export interface CageDrawing {
  sum: number;
  /** The cage's first cell, where its sum is written. */
  anchor: number;
  /** SVG path data: the outline as straight runs, each "M x y H x" or "M x y V y". */
  path: string;
  /** The sum's baseline start (text-anchor start). */
  sumX: number;
  sumY: number;
}

/** Rounds to 0.01 so the path data stays short and stable. */
function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** How the sum sits in its corner, relative to the cell's top-left corner. */
function sumPlacement(layout: CageLayout, sum: number) {
  const pad = layout.unit * 0.06;
  // DejaVu and system digits are about 0.6 em wide and 0.73 em tall.
  const width = String(sum).length * layout.sumSize * 0.6;
  const baseline = pad + layout.sumSize * 0.75;
  return {
    x: pad,
    y: baseline,
    notchWidth: pad + width + layout.unit * 0.04,
    notchHeight: baseline + layout.unit * 0.06,
  };
}

/** The outline and sum position of every cage of `rules`, in the order the cages are given. */
export function cageDrawings(rules: Rules, layout: CageLayout): CageDrawing[] {
  const { size } = rules;
  const { unit, left, top, inset } = layout;
  return rules.cages.map((cage) => {
    const cells = new Set(cage.cells);
    const has = (r: number, c: number) => r >= 0 && c >= 0 && r < size && c < size && cells.has(r * size + c);
    const anchor = Math.min(...cage.cells);
    const place = sumPlacement(layout, cage.sum);
    // Runs along each line: horizontal ones keyed by y, vertical ones by x, as [from, to] pairs.
    const horizontal = new Map<number, Array<[number, number]>>();
    const vertical = new Map<number, Array<[number, number]>>();
    const add = (runs: Map<number, Array<[number, number]>>, at: number, from: number, to: number) => {
      if (to <= from) return;
      const key = Math.round(at * 100) / 100;
      if (!runs.has(key)) runs.set(key, []);
      runs.get(key)!.push([from, to]);
    };
    /**
     * How far a run along one side of (r, c) reaches past the cell's corner on the side of (r + dr, c + dc)
     * (the neighbour along the run), where (r + or, c + oc) is the neighbour beyond the side the run is on:
     * short of the corner at a convex corner, to it where the outline goes straight on, past it at a
     * concave one.
     */
    const reach = (r: number, c: number, dr: number, dc: number, or: number, oc: number) => {
      if (!has(r + dr, c + dc)) return -inset;
      return has(r + dr + or, c + dc + oc) ? inset : 0;
    };
    for (const cell of cage.cells) {
      const r = Math.floor(cell / size), c = cell % size;
      const x0 = left + c * unit, y0 = top + r * unit;
      const isAnchor = cell === anchor;
      if (!has(r - 1, c)) {
        const from = isAnchor ? x0 + place.notchWidth : x0 - reach(r, c, 0, -1, -1, 0);
        add(horizontal, y0 + inset, from, x0 + unit + reach(r, c, 0, 1, -1, 0));
      }
      if (!has(r + 1, c)) {
        add(
          horizontal,
          y0 + unit - inset,
          x0 - reach(r, c, 0, -1, 1, 0),
          x0 + unit + reach(r, c, 0, 1, 1, 0),
        );
      }
      if (!has(r, c - 1)) {
        const from = isAnchor ? y0 + place.notchHeight : y0 - reach(r, c, -1, 0, 0, -1);
        add(vertical, x0 + inset, from, y0 + unit + reach(r, c, 1, 0, 0, -1));
      }
      if (!has(r, c + 1)) {
        add(vertical, x0 + unit - inset, y0 - reach(r, c, -1, 0, 0, 1), y0 + unit + reach(r, c, 1, 0, 0, 1));
      }
    }
    const parts: string[] = [];
    for (const [runs, letter] of [[horizontal, "H"], [vertical, "V"]] as const) {
      for (const [at, list] of runs) {
        list.sort((a, b) => a[0] - b[0]);
        // Runs of neighbouring cells meet end to end: one run each, so the dashes flow across the cells.
        const merged: Array<[number, number]> = [];
        for (const [from, to] of list) {
          const last = merged[merged.length - 1];
          if (last && from <= last[1] + 1e-6) last[1] = Math.max(last[1], to);
          else merged.push([from, to]);
        }
        for (const [from, to] of merged) {
          parts.push(letter === "H" ? `M${n(from)} ${n(at)}H${n(to)}` : `M${n(at)} ${n(from)}V${n(to)}`);
        }
      }
    }
    const ar = Math.floor(anchor / size), ac = anchor % size;
    return {
      sum: cage.sum,
      anchor,
      path: parts.join(""),
      sumX: left + ac * unit + place.x,
      sumY: top + ar * unit + place.y,
    };
  });
}

/** The cells on a diagonal region of the rules (X-Sudoku's two main diagonals), ascending. */
export function diagonalCells(rules: Rules): number[] {
  const cells = new Set<number>();
  for (const region of rules.regions) {
    if (region.kind === "diagonal") { for (const cell of region.cells) cells.add(cell); }
  }
  return [...cells].sort((a, b) => a - b);
}

/**
 * The variant as the service names it: "9x9", "4x4", "6x6", "16x16" for classic grids, else "x" or "killer"
 * (each 9×9).
 */
export function variantId(rules: Rules): string {
  return rules.variant === "classic" ? rules.shape : rules.variant;
}

/** Which of the catalogue's puzzle names a grid's rules take. */
function nameKind(rules: Rules): "classic" | "sized" | "jigsaw" | "killer" | "x" {
  if (rules.variant === "x" || rules.variant === "killer" || rules.variant === "jigsaw") return rules.variant;
  return rules.size === 9 ? "classic" : "sized";
}

/** How pages and images name the puzzle: "Sudoku" for classic 9×9, else "4×4 Sudoku", "Killer Sudoku" … */
export function puzzleName(rules: Rules, words: SharedWords = ENGLISH_WORDS): string {
  return words.t(`shared.puzzle.${nameKind(rules)}`, { size: rules.size });
}

/** The name as a sentence starts with it: "A Sudoku", "An X-Sudoku", "Ein Killer-Sudoku". */
export function puzzleNameWithArticle(rules: Rules, words: SharedWords = ENGLISH_WORDS): string {
  return words.t(`shared.a-puzzle.${nameKind(rules)}`, { size: rules.size });
}
