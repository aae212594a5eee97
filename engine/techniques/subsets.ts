/**
 * Subsets (naked and hidden pairs, triples and quads) and the locked-set search they share with fish.
 *
 * A *locked set of size k* among some items, each with a bitmask, is k items whose masks together have
 * exactly k bits, and which is minimal: no proper, non-empty subset of j of those items has j bits or fewer
 * between them. (So every item has at least two bits, and a triple that contains a pair is not a triple.)
 *
 * - Naked k-subset: in a house, the items are the cells and the masks their candidates. The k digits leave
 *   every other cell of each house that holds all k cells — the house it was found in and, when the cells
 *   also share a box (or a line), that one too, as one step. Pattern: cells, houses (every house holding
 *   all the cells), digits. Found in (and reported once, from) the lowest-index house holding all the cells.
 * - Hidden k-subset: in a house, the items are the digits and the masks the cells (positions in the house)
 *   where each digit can go. The k cells lose every other candidate. Pattern: cells, houses [house], digits.
 *   When the same cells and digits are also hidden in a lower-index house (a line and a box), it is reported
 *   once, from that house.
 *
 * Why minimal: if a proper part of the cells is already a naked subset, the rest of the cells are one too
 * once its eliminations are made, so the larger set is just two cheaper steps; reporting only minimal sets
 * credits the cheaper technique (likewise for hidden subsets and fish).
 *
 * Scan order: house index (rows, columns, boxes), then the k cells (naked) or k digits (hidden) in
 * lexicographic order of their positions in the house (of their values for digits).
 */
import { popcount } from "../board.ts";
import type { TechniqueId } from "../catalogue.ts";
import { type CellDigit, type SolveState, type Step, type Technique, techniqueFrom } from "./step.ts";

/**
 * Every minimal locked set of size k among items 0..masks.length-1, as ascending item indexes, in
 * lexicographic order. Masks may use up to 16 bits.
 */
export function lockedSets(masks: ArrayLike<number>, k: number): number[][] {
  const items: number[] = [];
  for (let i = 0; i < masks.length; i++) {
    const bits = popcount(masks[i]);
    if (bits >= 2 && bits <= k) items.push(i);
  }
  const found: number[][] = [];
  if (items.length < k) return found;
  const chosen = new Array<number>(k);
  const walk = (start: number, depth: number, union: number): void => {
    for (let i = start, last = items.length - (k - depth); i <= last; i++) {
      const u = union | masks[items[i]];
      if (popcount(u) > k) continue;
      chosen[depth] = items[i];
      if (depth + 1 < k) walk(i + 1, depth + 1, u);
      else if (popcount(u) === k && isMinimal(masks, chosen, k)) found.push(chosen.slice());
    }
  };
  walk(0, 0, 0);
  return found;
}

/** No proper non-empty subset of the chosen items has as few bits as items. */
function isMinimal(masks: ArrayLike<number>, chosen: readonly number[], k: number): boolean {
  const full = (1 << k) - 1;
  for (let subset = 1; subset < full; subset++) {
    let union = 0;
    for (let j = 0; j < k; j++) if (subset & (1 << j)) union |= masks[chosen[j]];
    if (popcount(union) <= popcount(subset)) return false;
  }
  return true;
}

/** Digits (1-based) of a mask, ascending. */
function digitList(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; mask; d++, mask >>>= 1) if (mask & 1) out.push(d);
  return out;
}

/** House indexes (row, column, box order) that hold every one of the cells. */
function sharedHouses(state: SolveState, cells: readonly number[]): number[] {
  const { cellHouses } = state.geometry;
  const out: number[] = [];
  for (let k = 0; k < 3; k++) {
    const h = cellHouses[cells[0] * 3 + k];
    if (cells.every((c) => cellHouses[c * 3 + k] === h)) out.push(h);
  }
  return out;
}

const NAKED_IDS: Record<number, TechniqueId> = { 2: "naked-pair", 3: "naked-triple", 4: "naked-quad" };
const HIDDEN_IDS: Record<number, TechniqueId> = { 2: "hidden-pair", 3: "hidden-triple", 4: "hidden-quad" };

function* nakedSubsets(state: SolveState, k: number): Generator<Step> {
  const g = state.geometry;
  const n = g.size;
  const { candidates } = state;
  const masks = new Uint16Array(n);
  for (let h = 0; h < g.houses.length; h++) {
    const house = g.houses[h];
    for (let i = 0; i < n; i++) masks[i] = candidates[house[i]];
    for (const set of lockedSets(masks, k)) {
      const cells = set.map((i) => house[i]);
      const houses = sharedHouses(state, cells);
      if (houses[0] !== h) continue; // reported from the lower house
      let digits = 0;
      for (const c of cells) digits |= candidates[c];
      const removed = new Map<number, number>();
      for (const other of houses) {
        for (const cell of g.houses[other]) {
          const hit = candidates[cell] & digits;
          if (hit && !cells.includes(cell)) removed.set(cell, hit);
        }
      }
      if (removed.size === 0) continue;
      const eliminations: CellDigit[] = [];
      for (const cell of [...removed.keys()].sort((a, b) => a - b)) {
        for (const digit of digitList(removed.get(cell)!)) eliminations.push({ cell, digit });
      }
      yield {
        technique: NAKED_IDS[k],
        placements: [],
        eliminations,
        pattern: { cells, houses, digits: digitList(digits) },
      };
    }
  }
}

function* hiddenSubsets(state: SolveState, k: number): Generator<Step> {
  const g = state.geometry;
  const n = g.size;
  const { candidates } = state;
  const masks = new Uint16Array(n);
  for (let h = 0; h < g.houses.length; h++) {
    const house = g.houses[h];
    masks.fill(0);
    for (let i = 0; i < n; i++) {
      for (let m = candidates[house[i]], d = 0; m; d++, m >>>= 1) if (m & 1) masks[d] |= 1 << i;
    }
    for (const set of lockedSets(masks, k)) {
      let digits = 0, positions = 0;
      for (const d of set) {
        digits |= 1 << d;
        positions |= masks[d];
      }
      const cells: number[] = [];
      for (let i = 0; i < n; i++) if (positions & (1 << i)) cells.push(house[i]);
      const eliminations: CellDigit[] = [];
      for (const cell of cells) {
        for (const digit of digitList(candidates[cell] & ~digits)) eliminations.push({ cell, digit });
      }
      if (eliminations.length === 0) continue;
      // The same cells and digits hidden in a lower house (a line, when h is a box) were reported there.
      const lower = sharedHouses(state, cells).some((other) =>
        other < h && g.houses[other].every((cell) => cells.includes(cell) || !(candidates[cell] & digits))
      );
      if (lower) continue;
      yield {
        technique: HIDDEN_IDS[k],
        placements: [],
        eliminations,
        pattern: { cells, houses: [h], digits: digitList(digits) },
      };
    }
  }
}

export const NAKED_PAIR: Technique = techniqueFrom("naked-pair", (s) => nakedSubsets(s, 2));
export const NAKED_TRIPLE: Technique = techniqueFrom("naked-triple", (s) => nakedSubsets(s, 3));
export const NAKED_QUAD: Technique = techniqueFrom("naked-quad", (s) => nakedSubsets(s, 4));
export const HIDDEN_PAIR: Technique = techniqueFrom("hidden-pair", (s) => hiddenSubsets(s, 2));
export const HIDDEN_TRIPLE: Technique = techniqueFrom("hidden-triple", (s) => hiddenSubsets(s, 3));
export const HIDDEN_QUAD: Technique = techniqueFrom("hidden-quad", (s) => hiddenSubsets(s, 4));

/** In catalogue order. */
export const SUBSET_TECHNIQUES: Technique[] = [
  NAKED_PAIR,
  HIDDEN_PAIR,
  NAKED_TRIPLE,
  HIDDEN_TRIPLE,
  NAKED_QUAD,
  HIDDEN_QUAD,
];
