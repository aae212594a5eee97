/**
 * Basic fish: X-Wing (2), Swordfish (3), Jellyfish (4), row-based and column-based.
 *
 * For a digit, n base lines (rows, say) whose candidates for it lie in exactly n cover lines (columns)
 * between them: the digit is in each cover line at one of the base rows, so it leaves the rest of the cover
 * lines. The column-based fish swaps rows and columns.
 *
 * The base lines must form a minimal locked set (see `LockedSetSearch` in subsets.ts): every base line has
 * at least two candidates for the digit, and no j of the base lines have their candidates in only j cover
 * lines. A swordfish that contains an X-Wing is the X-Wing followed by a second X-Wing, so it is not
 * reported as a swordfish. A fish that removes something has exactly one orientation, so no instance is
 * listed twice.
 *
 * Only rows and columns serve as base and cover lines; they are houses under every rules object, so the
 * argument holds whatever other regions (boxes, diagonals, cages) the rules add.
 *
 * Pattern: digits [d], houses = base lines then cover lines (each ascending), cells = the digit's
 * candidates in the base lines. Scan order: digit, then row-based before column-based, then base lines in
 * lexicographic order.
 */
import type { TechniqueId } from "../catalogue.ts";
import { perRules, regionsOfKind } from "../rules.ts";
import { type CellDigit, type SolveState, type Step, type Technique, techniqueFromScan } from "./step.ts";
import { ClearDigits } from "./position.ts";
import { LockedSetSearch } from "./subsets.ts";
import { cellsWords, count, linesWords, patternWords, reasonFacts, type Words } from "./words.ts";

const FISH_IDS: Record<number, TechniqueId> = { 2: "x-wing", 3: "swordfish", 4: "jellyfish" };

/**
 * Reused by every scan (scans never nest), rebuilt when the grid size changes. rows[d][r]: the columns where
 * digit d+1 can go in row r; cols[d][c]: the rows where it can go in column c. Views of one buffer, so one
 * pass over the grid fills them for every digit.
 */
let buffer = new Uint16Array(0);
let rows: Uint16Array[] = [];
let cols: Uint16Array[] = [];
const search = new LockedSetSearch();
/** Per fish size (2 X-Wing, 3 swordfish, 4 jellyfish), the digits found clear (see ClearDigits). */
const clearDigits = [2, 3, 4].map(() => new ClearDigits());

/** The region indexes of the rows and of the columns of each rules object, each in order. */
const linesOfRules = perRules((rules) => ({
  rows: Int32Array.from(regionsOfKind(rules, "row")),
  columns: Int32Array.from(regionsOfKind(rules, "column")),
}));

function fish(state: SolveState, emit: (step: Step) => boolean, size: number): void {
  const n = state.rules.size;
  const lines = linesOfRules(state.rules);
  const { candidates } = state;
  if (rows.length !== n) {
    buffer = new Uint16Array(2 * n * n);
    rows = Array.from({ length: n }, (_, d) => buffer.subarray(d * n, (d + 1) * n));
    cols = Array.from({ length: n }, (_, d) => buffer.subarray((n + d) * n, (n + d + 1) * n));
  }
  buffer.fill(0);
  for (let r = 0, cell = 0; r < n; r++) {
    for (let c = 0; c < n; c++, cell++) {
      for (let m = candidates[cell]; m; m &= m - 1) {
        const d = 31 - Math.clz32(m & -m);
        rows[d][r] |= 1 << c;
        cols[d][c] |= 1 << r;
      }
    }
  }
  // A digit's layout, for the memory: its columns in each row (rows[d] is buffer[d * n ...]).
  const clear = clearDigits[size - 2];
  for (let digit = 1; digit <= n; digit++) {
    if (clear.known(state.rules, digit, buffer, (digit - 1) * n, n)) continue;
    let found = false;
    const bit = 1 << (digit - 1);
    const rowMasks = rows[digit - 1], colMasks = cols[digit - 1];
    for (let orientation = 0; orientation < 2; orientation++) {
      const byRows = orientation === 0;
      const baseMasks = byRows ? rowMasks : colMasks;
      search.reset(baseMasks, n, size);
      while (search.next()) {
        let cover = 0, baseMask = 0;
        for (let j = 0; j < size; j++) {
          const line = search.chosen[j];
          cover |= baseMasks[line];
          baseMask |= 1 << line;
        }
        // Something is removed when a line outside the base has the digit in a cover line.
        let removes = false;
        for (let line = 0; line < n && !removes; line++) {
          removes = !(baseMask & (1 << line)) && (baseMasks[line] & cover) !== 0;
        }
        if (!removes) continue;
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
        const houses = byRows
          ? [...linesOf(baseMask, lines.rows), ...linesOf(cover, lines.columns)]
          : [...linesOf(baseMask, lines.columns), ...linesOf(cover, lines.rows)];
        const stop = emit({
          technique: FISH_IDS[size],
          placements: [],
          eliminations,
          pattern: { cells, houses, digits: [digit] },
        });
        if (stop) return;
        found = true;
      }
    }
    if (!found) clear.remember(digit, buffer, (digit - 1) * n);
  }
}

/** The region indexes of the lines (rows or columns, by their 0-based number) in the mask, ascending. */
function linesOf(mask: number, lines: Int32Array): number[] {
  const out: number[] = [];
  for (let i = 0; mask; i++, mask >>>= 1) if (mask & 1) out.push(lines[i]);
  return out;
}

/** Why a fish holds: the base lines put their copies of the digit in the cover lines. */
function fishReason(state: SolveState, step: Step, w: Words): string {
  const { g, pattern, out, houses, digits } = reasonFacts(state, step, w);
  if (digits.length !== 1 || houses.length < 4 || houses.length % 2 !== 0) {
    return patternWords(state, step, w);
  }
  const half = houses.length / 2;
  const base = houses.slice(0, half), cover = houses.slice(half);
  const byRows = g.regions[base[0]].kind === "row";
  return w.t(byRows ? "fish.reason.rows" : "fish.reason.columns", {
    base: linesWords(w, g, base),
    digit: digits[0],
    cover: linesWords(w, g, cover),
    cells: cellsWords(w, g, pattern),
    k: count(w, half),
    out,
  });
}

export const X_WING: Technique = {
  ...techniqueFromScan("x-wing", (s, emit) => fish(s, emit, 2)),
  explain: fishReason,
};
export const SWORDFISH: Technique = {
  ...techniqueFromScan("swordfish", (s, emit) => fish(s, emit, 3)),
  explain: fishReason,
};
export const JELLYFISH: Technique = {
  ...techniqueFromScan("jellyfish", (s, emit) => fish(s, emit, 4)),
  explain: fishReason,
};

/** In catalogue order. */
export const FISH_TECHNIQUES: Technique[] = [X_WING, SWORDFISH, JELLYFISH];
