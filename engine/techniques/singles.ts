/**
 * Singles: the techniques that place a digit.
 *
 * - Naked single: an empty cell with exactly one candidate. When the cell is also the last empty cell of a
 *   house the step is a "full house" (pattern variant `full house`, pattern house = the first such house in
 *   row, column, box order). Scan order: cell index.
 * - Hidden single (box): a digit with exactly one place left in a box. Scan order: box, then digit.
 * - Hidden single (row or column): the same in a row or column. Scan order: house index (rows, then
 *   columns), then digit. A digit that is the last of its kind in both its row and its column is two
 *   instances (the pattern names the house), so `findAll` can list the same placement twice.
 *
 * Hidden-single patterns name the house and digit, not the cell: the cell is the step's placement, and the
 * description then reads "Hidden single (box) in box 3: r2c8 = 4".
 */
import { digitOfBit } from "../board.ts";
import type { Rules } from "../rules.ts";
import { type SolveState, type Step, type Technique, techniqueFromScan } from "./step.ts";

/** The first house (row, column, box) of which this empty cell is the only empty cell, or -1. */
function fullHouseOf(g: Rules, cells: Uint8Array, cell: number): number {
  for (let k = 0; k < 3; k++) {
    const h = g.cellHouses[cell * 3 + k];
    let empty = 0;
    for (let i = h * g.size, end = i + g.size; i < end; i++) if (cells[g.houseCells[i]] === 0) empty++;
    if (empty === 1) return h;
  }
  return -1;
}

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
 * Digits with exactly one candidate cell in house h (the bits set in exactly one cell's mask). Exported for
 * the grader's move count, which must agree with the hidden singles found here.
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

/** Hidden singles in houses from..to-1, house by house, digit by digit. */
function hiddenSingles(
  state: SolveState,
  emit: (step: Step) => boolean,
  technique: "hidden-single-box" | "hidden-single-line",
  from: number,
  to: number,
): void {
  const g = state.rules;
  const n = g.size;
  const { candidates } = state;
  const { houseCells } = g;
  for (let h = from; h < to; h++) {
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

export const NAKED_SINGLE: Technique = techniqueFromScan("naked-single", nakedSingles);

export const HIDDEN_SINGLE_BOX: Technique = techniqueFromScan(
  "hidden-single-box",
  (state, emit) =>
    hiddenSingles(state, emit, "hidden-single-box", 2 * state.rules.size, 3 * state.rules.size),
);

export const HIDDEN_SINGLE_LINE: Technique = techniqueFromScan(
  "hidden-single-line",
  (state, emit) => hiddenSingles(state, emit, "hidden-single-line", 0, 2 * state.rules.size),
);

/** In catalogue order. */
export const SINGLE_TECHNIQUES: Technique[] = [NAKED_SINGLE, HIDDEN_SINGLE_BOX, HIDDEN_SINGLE_LINE];
