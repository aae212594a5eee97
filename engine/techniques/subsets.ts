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
import { digitsOf } from "../board.ts";
import type { TechniqueId } from "../catalogue.ts";
import type { Rules } from "../rules.ts";
import { type CellDigit, type SolveState, type Step, type Technique, techniqueFromScan } from "./step.ts";

/** Set bits of every byte: the search counts bits in its innermost loop. */
const BYTE_BITS = new Uint8Array(256);
for (let m = 1; m < 256; m++) BYTE_BITS[m] = BYTE_BITS[m >> 1] + (m & 1);

/** Set bits of a mask of up to 16 bits. */
function bitCount(mask: number): number {
  return BYTE_BITS[mask & 255] + BYTE_BITS[mask >> 8];
}

/**
 * Enumerates the minimal locked sets of size k among items 0..count-1 (masks of up to 16 bits), as
 * ascending item indexes in lexicographic order, one set per `next()`. The search is an explicit-stack
 * depth-first walk over reused arrays, so scanning a house allocates nothing.
 */
export class LockedSetSearch {
  /** The set `next()` just found, in chosen[0..k-1]; overwritten by the following call. */
  chosen = new Int32Array(0);
  #masks: ArrayLike<number> = new Uint16Array(0);
  #k = 0;
  /** Items with 2..k bits: only they can belong to a minimal locked set. */
  #items = new Int32Array(0);
  #itemCount = 0;
  /** pos[d]: index into items of the item chosen at depth d; unions[d]: masks of the items at depths 0..d. */
  #pos = new Int32Array(0);
  #unions = new Int32Array(0);
  #depth = -1;

  /** Start a search; the masks are read during `next()`, not copied. */
  reset(masks: ArrayLike<number>, count: number, k: number): void {
    if (this.#items.length < count) this.#items = new Int32Array(count);
    if (this.chosen.length < k) {
      this.chosen = new Int32Array(k);
      this.#pos = new Int32Array(k);
      this.#unions = new Int32Array(k);
    }
    this.#masks = masks;
    this.#k = k;
    const items = this.#items;
    let itemCount = 0;
    for (let i = 0; i < count; i++) {
      const bits = bitCount(masks[i]);
      if (bits >= 2 && bits <= k) items[itemCount++] = i;
    }
    this.#itemCount = itemCount;
    this.#depth = itemCount < k ? -1 : 0;
    this.#pos[0] = -1;
  }

  next(): boolean {
    const masks = this.#masks, k = this.#k, items = this.#items, pos = this.#pos, unions = this.#unions;
    const chosen = this.chosen;
    let d = this.#depth;
    while (d >= 0) {
      const i = ++pos[d];
      if (i > this.#itemCount - (k - d)) {
        d--;
        continue;
      }
      const u = (d > 0 ? unions[d - 1] : 0) | masks[items[i]];
      if (bitCount(u) > k) continue;
      chosen[d] = items[i];
      if (d + 1 < k) {
        unions[d] = u;
        pos[++d] = i;
      } else if (bitCount(u) === k && isMinimal(masks, chosen, k)) {
        this.#depth = d;
        return true;
      }
    }
    this.#depth = -1;
    return false;
  }
}

/** No proper non-empty subset of the chosen items has as few bits as items. */
function isMinimal(masks: ArrayLike<number>, chosen: ArrayLike<number>, k: number): boolean {
  const full = (1 << k) - 1;
  for (let subset = 1; subset < full; subset++) {
    let union = 0;
    for (let j = 0; j < k; j++) if (subset & (1 << j)) union |= masks[chosen[j]];
    if (bitCount(union) <= bitCount(subset)) return false;
  }
  return true;
}

/** Digits (1-based) of a mask, ascending. */
const NAKED_IDS: Record<number, TechniqueId> = { 2: "naked-pair", 3: "naked-triple", 4: "naked-quad" };
const HIDDEN_IDS: Record<number, TechniqueId> = { 2: "hidden-pair", 3: "hidden-triple", 4: "hidden-quad" };

/**
 * Reused by every scan (scans never nest): the set's cells, the search, a house's cell masks (naked), and
 * every house's digit places (hidden; rebuilt when the grid size changes): places[h][d] has bit i set when
 * digit d+1 can go in the i-th cell of house h. The places are views of one buffer, so one pass over the
 * grid fills every house.
 */
const setCells = new Int32Array(16);
const search = new LockedSetSearch();
let cellMasks = new Uint16Array(0);
let placesBuffer = new Uint16Array(0);
let places: Uint16Array[] = [];

/** Whether cell is one of setCells[0..k-1]. */
function inSet(cell: number, k: number): boolean {
  for (let j = 0; j < k; j++) if (setCells[j] === cell) return true;
  return false;
}

/**
 * Bit kind set (0 row, 1 column, 2 box) when every one of setCells[0..k-1] lies in the first cell's house
 * of that kind.
 */
function sharedKinds(state: SolveState, k: number): number {
  const { cellHouses } = state.rules;
  let kinds = 0;
  for (let kind = 0; kind < 3; kind++) {
    const h = cellHouses[setCells[0] * 3 + kind];
    let all = true;
    for (let j = 1; j < k && all; j++) all = cellHouses[setCells[j] * 3 + kind] === h;
    if (all) kinds |= 1 << kind;
  }
  return kinds;
}

function nakedSubsets(state: SolveState, emit: (step: Step) => boolean, k: number): void {
  const g = state.rules;
  const n = g.size;
  const { candidates } = state;
  const { cellHouses, houseCells } = g;
  if (cellMasks.length < n) cellMasks = new Uint16Array(n);
  const masks = cellMasks;
  // Larger than a line's part of a box, the set lies in no second house: then all depends on this house.
  const known = k > Math.max(g.boxRows, g.boxCols) ? clearHousesFor(g, -k) : null;
  for (let h = 0; h < g.houses.length; h++) {
    const base = h * n;
    if (known && known.clear[h] && sameContent(known.content, candidates, houseCells, base, n)) continue;
    let removing = false;
    for (let i = 0; i < n; i++) masks[i] = candidates[houseCells[base + i]];
    search.reset(masks, n, k);
    while (search.next()) {
      let digits = 0;
      for (let j = 0; j < k; j++) {
        setCells[j] = houseCells[base + search.chosen[j]];
        digits |= masks[search.chosen[j]];
      }
      const kinds = sharedKinds(state, k);
      // Reported from the lowest house holding all the cells.
      if (cellHouses[setCells[0] * 3 + 31 - Math.clz32(kinds & -kinds)] !== h) continue;
      let removes = false;
      for (let kind = 0; kind < 3 && !removes; kind++) {
        if (!(kinds & (1 << kind))) continue;
        const other = cellHouses[setCells[0] * 3 + kind];
        for (let i = other * n, end = i + n; i < end && !removes; i++) {
          const cell = houseCells[i];
          removes = (candidates[cell] & digits) !== 0 && !inSet(cell, k);
        }
      }
      if (!removes) continue;
      removing = true;
      const houses: number[] = [];
      const removedCells: number[] = [];
      for (let kind = 0; kind < 3; kind++) {
        if (!(kinds & (1 << kind))) continue;
        const other = cellHouses[setCells[0] * 3 + kind];
        houses.push(other);
        for (let i = other * n, end = i + n; i < end; i++) {
          const cell = houseCells[i];
          if ((candidates[cell] & digits) && !inSet(cell, k) && !removedCells.includes(cell)) {
            removedCells.push(cell);
          }
        }
      }
      removedCells.sort((a, b) => a - b);
      const eliminations: CellDigit[] = [];
      for (const cell of removedCells) {
        for (const digit of digitsOf(candidates[cell] & digits)) eliminations.push({ cell, digit });
      }
      const stop = emit({
        technique: NAKED_IDS[k],
        placements: [],
        eliminations,
        pattern: { cells: Array.from(setCells.subarray(0, k)), houses, digits: digitsOf(digits) },
      });
      if (stop) {
        if (known) known.clear[h] = 0;
        return;
      }
    }
    if (known) {
      known.clear[h] = removing ? 0 : 1;
      for (let i = 0; i < n; i++) known.content[base + i] = candidates[houseCells[base + i]];
    }
  }
}

function hiddenSubsets(state: SolveState, emit: (step: Step) => boolean, k: number): void {
  const g = state.rules;
  const n = g.size;
  const { candidates } = state;
  const { cellHouses, houseCells } = g;
  if (places.length !== g.houses.length) {
    placesBuffer = new Uint16Array(g.houses.length * n);
    places = Array.from({ length: g.houses.length }, (_, h) => placesBuffer.subarray(h * n, (h + 1) * n));
  }
  placesBuffer.fill(0);
  // Box by box, so a cell's position in its box is the loop index.
  for (let b = 2 * n; b < 3 * n; b++) {
    const box = places[b];
    for (let i = 0; i < n; i++) {
      const cell = houseCells[b * n + i];
      const r = cellHouses[cell * 3], c = cellHouses[cell * 3 + 1];
      const row = places[r], col = places[c];
      for (let m = candidates[cell]; m; m &= m - 1) {
        const d = 31 - Math.clz32(m & -m);
        row[d] |= 1 << (c - n);
        col[d] |= 1 << r;
        box[d] |= 1 << i;
      }
    }
  }
  const known = clearHousesFor(g, k);
  for (let h = 0; h < g.houses.length; h++) {
    const base = h * n;
    if (known.clear[h] && sameContent(known.content, candidates, houseCells, base, n)) continue;
    let removing = false;
    const masks = places[h];
    search.reset(masks, n, k);
    while (search.next()) {
      let digits = 0, positions = 0;
      for (let j = 0; j < k; j++) {
        const d = search.chosen[j];
        digits |= 1 << d;
        positions |= masks[d];
      }
      let removes = false;
      for (let p = positions; p && !removes; p &= p - 1) {
        removes = (candidates[houseCells[base + 31 - Math.clz32(p & -p)]] & ~digits) !== 0;
      }
      if (!removes) continue;
      removing = true;
      // The set has exactly k cells: a locked set's k digits have k positions between them.
      for (let p = positions, j = 0; p; p &= p - 1) {
        setCells[j++] = houseCells[base + 31 - Math.clz32(p & -p)];
      }
      // The same cells and digits hidden in a lower house (a line, when h is a box) were reported there.
      const kinds = sharedKinds(state, k);
      let lower = false;
      for (let kind = 0; kind < 3 && !lower; kind++) {
        const other = cellHouses[setCells[0] * 3 + kind];
        if (!(kinds & (1 << kind)) || other >= h) continue;
        lower = true;
        for (let i = other * n, end = i + n; i < end && lower; i++) {
          const cell = houseCells[i];
          lower = inSet(cell, k) || !(candidates[cell] & digits);
        }
      }
      if (lower) continue;
      const cells = Array.from(setCells.subarray(0, k));
      const eliminations: CellDigit[] = [];
      for (const cell of cells) {
        for (const digit of digitsOf(candidates[cell] & ~digits)) eliminations.push({ cell, digit });
      }
      const stop = emit({
        technique: HIDDEN_IDS[k],
        placements: [],
        eliminations,
        pattern: { cells, houses: [h], digits: digitsOf(digits) },
      });
      if (stop) {
        known.clear[h] = 0;
        return;
      }
    }
    known.clear[h] = removing ? 0 : 1;
    for (let i = 0; i < n; i++) known.content[base + i] = candidates[houseCells[base + i]];
  }
}

/**
 * Per scan (hidden subsets of size k under k; naked ones under -k, only when such a set fits in no second
 * house), the houses known to hold no set with something to remove, and the candidates of their cells when
 * that was found. Within one house the answer depends on those candidates alone, so a house whose cells are as
 * they were is skipped: consecutive positions of a solve differ in a few houses.
 */
interface ClearHouses {
  rules: Rules | null;
  content: Uint16Array;
  clear: Uint8Array;
}

const clearHouses = new Map<number, ClearHouses>();

function clearHousesFor(g: Rules, k: number): ClearHouses {
  let known = clearHouses.get(k);
  if (!known) {
    clearHouses.set(k, known = { rules: null, content: new Uint16Array(0), clear: new Uint8Array(0) });
  }
  if (known.rules !== g) {
    known.rules = g;
    known.content = new Uint16Array(g.houses.length * g.size);
    known.clear = new Uint8Array(g.houses.length);
  }
  return known;
}

/** Whether the cells of the house at `base` have the candidates in `content`. */
function sameContent(
  content: Uint16Array,
  candidates: Uint16Array,
  houseCells: Int32Array,
  base: number,
  n: number,
): boolean {
  for (let i = base; i < base + n; i++) if (content[i] !== candidates[houseCells[i]]) return false;
  return true;
}

export const NAKED_PAIR: Technique = techniqueFromScan("naked-pair", (s, emit) => nakedSubsets(s, emit, 2));
export const NAKED_TRIPLE: Technique = techniqueFromScan(
  "naked-triple",
  (s, emit) => nakedSubsets(s, emit, 3),
);
export const NAKED_QUAD: Technique = techniqueFromScan("naked-quad", (s, emit) => nakedSubsets(s, emit, 4));
export const HIDDEN_PAIR: Technique = techniqueFromScan(
  "hidden-pair",
  (s, emit) => hiddenSubsets(s, emit, 2),
);
export const HIDDEN_TRIPLE: Technique = techniqueFromScan(
  "hidden-triple",
  (s, emit) => hiddenSubsets(s, emit, 3),
);
export const HIDDEN_QUAD: Technique = techniqueFromScan(
  "hidden-quad",
  (s, emit) => hiddenSubsets(s, emit, 4),
);

/** In catalogue order. */
export const SUBSET_TECHNIQUES: Technique[] = [
  NAKED_PAIR,
  HIDDEN_PAIR,
  NAKED_TRIPLE,
  HIDDEN_TRIPLE,
  NAKED_QUAD,
  HIDDEN_QUAD,
];
