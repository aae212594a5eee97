/**
 * Intersections (locked candidates): a digit whose candidates in one house all lie in the intersection with a
 * second house must go there, so it leaves the rest of the second house.
 *
 * - Pointing: the candidates of a digit in a box all lie in one row or column → remove the digit from the
 *   rest of that line. Pattern: cells = the digit's candidates in the box, houses = [box, line].
 * - Claiming (box/line reduction): the candidates of a digit in a row or column all lie in one box → remove
 *   the digit from the rest of the box. Pattern: cells = the digit's candidates in the line, houses = [line, box].
 *
 * Both need at least two candidates in the first house (one candidate is a hidden single) and yield only when
 * something is removed. Scan order: first house by index (boxes for pointing; rows then columns for
 * claiming), then digit.
 */
import { type CellDigit, type SolveState, type Step, type Technique, techniqueFrom } from "./step.ts";

/**
 * For each digit whose candidates in `house` number at least two and all share one other house of kind
 * `kinds` (0 row, 1 column, 2 box), remove the digit from the rest of that other house.
 */
function* locked(
  state: SolveState,
  technique: "pointing" | "claiming",
  from: number,
  to: number,
  kinds: readonly number[],
): Generator<Step> {
  const g = state.geometry;
  const n = g.size;
  const { candidates } = state;
  const { cellHouses, houseCells } = g;
  for (let h = from; h < to; h++) {
    const base = h * n;
    const kindOfH = h < n ? 0 : h < 2 * n ? 1 : 2;
    let present = 0;
    for (let i = 0; i < n; i++) present |= candidates[houseCells[base + i]];
    for (let digit = 1; digit <= n; digit++) {
      const bit = 1 << (digit - 1);
      if (!(present & bit)) continue;
      const cells: number[] = [];
      for (let i = 0; i < n; i++) {
        const cell = houseCells[base + i];
        if (candidates[cell] & bit) cells.push(cell);
      }
      if (cells.length < 2) continue;
      for (const k of kinds) {
        const other = cellHouses[cells[0] * 3 + k];
        if (!cells.every((c) => cellHouses[c * 3 + k] === other)) continue;
        const eliminations: CellDigit[] = [];
        for (let i = other * n, end = i + n; i < end; i++) {
          const cell = houseCells[i];
          if ((candidates[cell] & bit) && cellHouses[cell * 3 + kindOfH] !== h) {
            eliminations.push({ cell, digit });
          }
        }
        if (eliminations.length > 0) {
          yield {
            technique,
            placements: [],
            eliminations,
            pattern: { cells, houses: [h, other], digits: [digit] },
          };
        }
        break;
      }
    }
  }
}

export const POINTING: Technique = techniqueFrom(
  "pointing",
  (state) => locked(state, "pointing", 2 * state.geometry.size, 3 * state.geometry.size, [0, 1]),
);

export const CLAIMING: Technique = techniqueFrom(
  "claiming",
  (state) => locked(state, "claiming", 0, 2 * state.geometry.size, [2]),
);

/** In catalogue order. */
export const INTERSECTION_TECHNIQUES: Technique[] = [POINTING, CLAIMING];
