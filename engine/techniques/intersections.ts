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
import type { Rules } from "../rules.ts";
import { type CellDigit, type SolveState, type Step, type Technique, techniqueFromScan } from "./step.ts";

/**
 * Per rules: order[(h * 3 + k) * N ...] lists the cells of house h grouped by their house of kind k, and
 * length[h * 3 + k] is the size of each group (a house meets every house of another kind in equally many
 * cells), so the scan reads each intersection as one contiguous run.
 */
interface Segments {
  order: Int32Array;
  length: Int32Array;
}

const segmentTables = new Map<Rules, Segments>();

function segmentsOf(g: Rules): Segments {
  let table = segmentTables.get(g);
  if (!table) {
    const n = g.size;
    table = { order: new Int32Array(g.houses.length * 3 * n), length: new Int32Array(g.houses.length * 3) };
    for (let h = 0; h < g.houses.length; h++) {
      for (let k = 0; k < 3; k++) {
        const houseOf = (cell: number) => g.cellHouses[cell * 3 + k];
        const cells = [...g.houses[h]].sort((a, b) => houseOf(a) - houseOf(b));
        table.order.set(cells, (h * 3 + k) * n);
        table.length[h * 3 + k] = cells.filter((c) => houseOf(c) === houseOf(cells[0])).length;
      }
    }
    segmentTables.set(g, table);
  }
  return table;
}

/**
 * For each house from `from` to `to` (exclusive) and each digit whose candidates there number at least two and
 * all share one other house of a kind in `kinds` (0 row, 1 column, 2 box), remove the digit from the rest of
 * that other house.
 */
function locked(
  state: SolveState,
  emit: (step: Step) => boolean,
  technique: "pointing" | "claiming",
  from: number,
  to: number,
  kinds: readonly number[],
): void {
  const g = state.rules;
  const n = g.size;
  const { candidates } = state;
  const { cellHouses, houseCells } = g;
  const { order, length } = segmentsOf(g);
  for (let h = from; h < to; h++) {
    const base = h * n;
    const kindOfH = h < n ? 0 : h < 2 * n ? 1 : 2;
    // twice: digits with at least two candidates in h.
    let once = 0, twice = 0;
    for (let i = 0; i < n; i++) {
      const m = candidates[houseCells[base + i]];
      twice |= once & m;
      once |= m;
    }
    if (!twice) continue;
    // Cheap filter: the digits found in only one of h's intersections with the houses of some kind k.
    let confined = 0;
    for (let j = 0; j < kinds.length; j++) {
      const start = (h * 3 + kinds[j]) * n, run = length[h * 3 + kinds[j]];
      let seen = 0, multi = 0;
      for (let i = start, end = start + n; i < end;) {
        let union = 0;
        for (const stop = i + run; i < stop; i++) union |= candidates[order[i]];
        multi |= seen & union;
        seen |= union;
      }
      confined |= seen & ~multi;
    }
    for (let digits = twice & confined; digits; digits &= digits - 1) {
      const bit = digits & -digits;
      const digit = 32 - Math.clz32(bit);
      for (const k of kinds) {
        let other = -1;
        for (let i = 0; i < n && other !== -2; i++) {
          const cell = houseCells[base + i];
          if (!(candidates[cell] & bit)) continue;
          const o = cellHouses[cell * 3 + k];
          other = other === -1 || other === o ? o : -2;
        }
        if (other < 0) continue;
        let eliminations: CellDigit[] | null = null;
        for (let i = other * n, end = i + n; i < end; i++) {
          const cell = houseCells[i];
          if ((candidates[cell] & bit) && cellHouses[cell * 3 + kindOfH] !== h) {
            (eliminations ??= []).push({ cell, digit });
          }
        }
        if (eliminations) {
          const cells: number[] = [];
          for (let i = 0; i < n; i++) {
            const cell = houseCells[base + i];
            if (candidates[cell] & bit) cells.push(cell);
          }
          const stop = emit({
            technique,
            placements: [],
            eliminations,
            pattern: { cells, houses: [h, other], digits: [digit] },
          });
          if (stop) return;
        }
        break;
      }
    }
  }
}

const LINE_KINDS = [0, 1];
const BOX_KIND = [2];

export const POINTING: Technique = techniqueFromScan(
  "pointing",
  (state, emit) => locked(state, emit, "pointing", 2 * state.rules.size, 3 * state.rules.size, LINE_KINDS),
);

export const CLAIMING: Technique = techniqueFromScan(
  "claiming",
  (state, emit) => locked(state, emit, "claiming", 0, 2 * state.rules.size, BOX_KIND),
);

/** In catalogue order. */
export const INTERSECTION_TECHNIQUES: Technique[] = [POINTING, CLAIMING];
