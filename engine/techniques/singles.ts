/**
 * Singles: the techniques that place a digit.
 *
 * - Naked single: an empty cell with exactly one candidate. When the cell is also the last empty cell of a
 *   house the step is a "full house" (pattern variant `full house`, pattern house = the first such house of
 *   the cell in region order: row, column, box, then diagonals or jigsaw piece). Scan order: cell index.
 * - Hidden single (box): a digit with exactly one place left in a box. Scan order: box, then digit.
 * - Hidden single (row or column): the same in every other house: rows and columns, and under rules that
 *   have them the diagonals or jigsaw pieces. Scan order: house index (rows, columns, then the others), then
 *   digit. A digit that is the last of its kind in both its row and its column is two instances (the pattern
 *   names the house), so `findAll` can list the same placement twice.
 *
 * Only houses are scanned: a killer cage need not hold every digit, so a digit with one place in a cage is
 * not placed by that, and a cage's last empty cell is not a full house.
 *
 * Hidden-single patterns name the house and digit, not the cell: the cell is the step's placement, and the
 * description then reads "Hidden single (box) in box 3: r2c8 = 4".
 */
import { digitOfBit } from "../board.ts";
import { perRules, type Rules } from "../rules.ts";
import { type SolveState, type Step, type Technique, techniqueFromScan } from "./step.ts";

/** The first house, in region order, of which this empty cell is the only empty cell, or -1. */
function fullHouseOf(g: Rules, cells: Uint8Array, cell: number): number {
  const { cellRegionList, houseCells, size } = g;
  const houseCount = g.houses.length;
  for (let j = g.cellRegionStart[cell], end = g.cellRegionStart[cell + 1]; j < end; j++) {
    const h = cellRegionList[j];
    // A cell's regions are ascending and the cages come after every house.
    if (h >= houseCount) break;
    let empty = 0;
    for (let i = h * size, stop = i + size; i < stop; i++) if (cells[houseCells[i]] === 0) empty++;
    if (empty === 1) return h;
  }
  return -1;
}

/**
 * Per rules, the houses each hidden single scans, in scan order: the boxes, and every other house (the
 * "line" single: rows, columns, then diagonals or jigsaw pieces).
 */
interface SingleHouses {
  box: Int32Array;
  line: Int32Array;
}

const singleHousesOf = perRules((g): SingleHouses => {
  const box: number[] = [], line: number[] = [];
  for (let h = 0; h < g.houses.length; h++) (g.regions[h].kind === "box" ? box : line).push(h);
  return { box: Int32Array.from(box), line: Int32Array.from(line) };
});

function nakedSingles(state: SolveState, emit: (step: Step) => boolean): void {
  const g = state.rules;
  const { cells, candidates } = state;
  for (let cell = 0; cell < g.cellCount; cell++) {
    const mask = candidates[cell];
    if (cells[cell] !== 0 || mask === 0 || (mask & (mask - 1)) !== 0) continue;
    const digit = digitOfBit(mask);
    const house = fullHouseOf(g, cells, cell);
    const stop = emit({
      technique: "naked-single",
      placements: [{ cell, digit }],
      eliminations: [],
      pattern: house < 0
        ? { cells: [cell], digits: [digit] }
        : { cells: [cell], houses: [house], digits: [digit], variant: "full house" },
    });
    if (stop) return;
  }
}

/**
 * Digits with exactly one candidate cell in house h (the bits set in exactly one cell's mask). h must be a
 * house: only there must each digit go somewhere. Exported for the grader's move count, which must agree with
 * the hidden singles found here.
 */
export function lonelyDigits(state: SolveState, h: number): number {
  const n = state.rules.size;
  const { candidates } = state;
  const { houseCells } = state.rules;
  let once = 0, twice = 0;
  for (let i = h * n, end = i + n; i < end; i++) {
    const m = candidates[houseCells[i]];
    twice |= once & m;
    once |= m;
  }
  return once & ~twice;
}

/** Hidden singles in the given houses, house by house, digit by digit. */
function hiddenSingles(
  state: SolveState,
  emit: (step: Step) => boolean,
  technique: "hidden-single-box" | "hidden-single-line",
  houses: Int32Array,
): void {
  const g = state.rules;
  const n = g.size;
  const { candidates } = state;
  const { houseCells } = g;
  for (let k = 0; k < houses.length; k++) {
    const h = houses[k];
    const base = h * n;
    let singles = lonelyDigits(state, h);
    while (singles) {
      const bit = singles & -singles;
      singles ^= bit;
      const digit = digitOfBit(bit);
      let cell = -1;
      for (let i = 0; i < n; i++) {
        if (candidates[houseCells[base + i]] & bit) {
          cell = houseCells[base + i];
          break;
        }
      }
      const stop = emit({
        technique,
        placements: [{ cell, digit }],
        eliminations: [],
        pattern: { houses: [h], digits: [digit] },
      });
      if (stop) return;
    }
  }
}

// Their lessons are in the catalogue (engine/messages/singles.ts), their reasons in engine/explain.ts.
export const NAKED_SINGLE: Technique = techniqueFromScan("naked-single", nakedSingles);

export const HIDDEN_SINGLE_BOX: Technique = techniqueFromScan(
  "hidden-single-box",
  (state, emit) => hiddenSingles(state, emit, "hidden-single-box", singleHousesOf(state.rules).box),
);

export const HIDDEN_SINGLE_LINE: Technique = techniqueFromScan(
  "hidden-single-line",
  (state, emit) => hiddenSingles(state, emit, "hidden-single-line", singleHousesOf(state.rules).line),
);

/** In catalogue order. */
export const SINGLE_TECHNIQUES: Technique[] = [NAKED_SINGLE, HIDDEN_SINGLE_BOX, HIDDEN_SINGLE_LINE];
