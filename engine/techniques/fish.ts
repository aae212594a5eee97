/**
 * Basic fish: X-Wing (2), Swordfish (3), Jellyfish (4), row-based and column-based.
 *
 * For a digit, n base lines (rows, say) whose candidates for it lie in exactly n cover lines (columns)
 * between them: the digit is in each cover line at one of the base rows, so it leaves the rest of the cover
 * lines. The column-based fish swaps rows and columns.
 *
 * The base lines must form a minimal locked set (see `lockedSets` in subsets.ts): every base line has at
 * least two candidates for the digit, and no j of the base lines have their candidates in only j cover
 * lines. A swordfish that contains an X-Wing is the X-Wing followed by a second X-Wing, so it is not
 * reported as a swordfish. A fish that removes something has exactly one orientation, so no instance is
 * listed twice.
 *
 * Pattern: digits [d], houses = base lines then cover lines (each ascending), cells = the digit's
 * candidates in the base lines. Scan order: digit, then row-based before column-based, then base lines in
 * lexicographic order.
 */
import type { TechniqueId } from "../catalogue.ts";
import { type CellDigit, type SolveState, type Step, type Technique, techniqueFrom } from "./step.ts";
import { lockedSets } from "./subsets.ts";

const FISH_IDS: Record<number, TechniqueId> = { 2: "x-wing", 3: "swordfish", 4: "jellyfish" };

function* fish(state: SolveState, size: number): Generator<Step> {
  const n = state.geometry.size;
  const { candidates } = state;
  // rowMasks[r]: columns where the digit can go in row r; colMasks[c]: rows where it can go in column c.
  const rowMasks = new Uint16Array(n);
  const colMasks = new Uint16Array(n);
  for (let digit = 1; digit <= n; digit++) {
    const bit = 1 << (digit - 1);
    rowMasks.fill(0);
    colMasks.fill(0);
    for (let r = 0, cell = 0; r < n; r++) {
      for (let c = 0; c < n; c++, cell++) {
        if (candidates[cell] & bit) {
          rowMasks[r] |= 1 << c;
          colMasks[c] |= 1 << r;
        }
      }
    }
    for (const byRows of [true, false]) {
      for (const base of lockedSets(byRows ? rowMasks : colMasks, size)) {
        let cover = 0, baseMask = 0;
        for (const line of base) {
          cover |= (byRows ? rowMasks : colMasks)[line];
          baseMask |= 1 << line;
        }
        // rowSet/colSet: the fish's rows and columns, whichever are base or cover.
        const rowSet = byRows ? baseMask : cover;
        const colSet = byRows ? cover : baseMask;
        const eliminations: CellDigit[] = [];
        const cells: number[] = [];
        for (let r = 0, cell = 0; r < n; r++) {
          for (let c = 0; c < n; c++, cell++) {
            if (!(candidates[cell] & bit)) continue;
            const inRows = (rowSet >> r) & 1, inCols = (colSet >> c) & 1;
            if (inRows && inCols) cells.push(cell);
            // In a cover line but not a base line.
            else if (byRows ? inCols : inRows) eliminations.push({ cell, digit });
          }
        }
        if (eliminations.length === 0) continue;
        const houses = byRows
          ? [...linesOf(baseMask, 0), ...linesOf(cover, n)]
          : [...linesOf(baseMask, n), ...linesOf(cover, 0)];
        yield {
          technique: FISH_IDS[size],
          placements: [],
          eliminations,
          pattern: { cells, houses, digits: [digit] },
        };
      }
    }
  }
}

/** House indexes offset + i for each bit i of the mask, ascending. */
function linesOf(mask: number, offset: number): number[] {
  const out: number[] = [];
  for (let i = 0; mask; i++, mask >>>= 1) if (mask & 1) out.push(offset + i);
  return out;
}

export const X_WING: Technique = techniqueFrom("x-wing", (s) => fish(s, 2));
export const SWORDFISH: Technique = techniqueFrom("swordfish", (s) => fish(s, 3));
export const JELLYFISH: Technique = techniqueFrom("jellyfish", (s) => fish(s, 4));

/** In catalogue order. */
export const FISH_TECHNIQUES: Technique[] = [X_WING, SWORDFISH, JELLYFISH];
