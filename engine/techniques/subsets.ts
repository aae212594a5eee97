/**
 * Subsets (naked and hidden pairs, triples and quads) and the locked-set search they share with fish.
 *
 * A *locked set of size k* among some items, each with a bitmask, is k items whose masks together have
 * exactly k bits, and which is minimal: no proper, non-empty subset of j of those items has j bits or fewer
 * between them. (So every item has at least two bits, and a triple that contains a pair is not a triple.)
 *
 * - Naked k-subset: in a house, the items are the cells and the masks their candidates. The k digits leave
 *   every other cell of each region that holds all k cells — the house it was found in and, when the cells
 *   also share a box (or a line, a diagonal, a killer cage), that one too, as one step. Pattern: cells,
 *   houses (every region holding all the cells, ascending), digits. Found in (and reported once, from) the
 *   lowest-index house holding all the cells. Only houses are searched: k cells of a cage with k digits
 *   between them are a naked set too, but one whose cells share no house is left to other techniques.
 * - Hidden k-subset: in a house (never a cage, which need not hold the digits), the items are the digits and the masks the cells (positions in the house)
 *   where each digit can go. The k cells lose every other candidate. Pattern: cells, houses [house], digits.
 *   When the same cells and digits are also hidden in a lower-index house (a line and a box), it is reported
 *   once, from that house.
 *
 * Why minimal: if a proper part of the cells is already a naked subset, the rest of the cells are one too
 * once its eliminations are made, so the larger set is just two cheaper steps; reporting only minimal sets
 * credits the cheaper technique (likewise for hidden subsets and fish).
 *
 * Scan order: house index (rows, columns, boxes, then diagonals or jigsaw pieces), then the k cells (naked) or k digits (hidden) in
 * lexicographic order of their positions in the house (of their values for digits).
 */
import { digitsOf } from "../board.ts";
import type { TechniqueId } from "../catalogue.ts";
import { perRules, type Rules } from "../rules.ts";
import { type CellDigit, type SolveState, type Step, type Technique, techniqueFromScan } from "./step.ts";
import { andList, cellsWords, count, reasonFacts, regionAfterPreposition, type Words } from "./words.ts";

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

const NAKED_IDS: Record<number, TechniqueId> = { 2: "naked-pair", 3: "naked-triple", 4: "naked-quad" };
const HIDDEN_IDS: Record<number, TechniqueId> = { 2: "hidden-pair", 3: "hidden-triple", 4: "hidden-quad" };

/**
 * Per rules: the most cells a house shares with any other region (a naked set larger than that lies in no
 * second region), and where each cell's candidates go in the hidden scan's digit places: for the cell's
 * houses j = placeStart[c] .. placeStart[c + 1] - 1, a digit d of the cell sets bit placeBit[j] of
 * places[placeBase[j] + d - 1] (placeBase is the house's row in the places buffer, placeBit its position).
 */
interface SubsetTables {
  maxOverlap: number;
  placeStart: Int32Array;
  placeBase: Int32Array;
  placeBit: Int32Array;
}

const subsetTablesOf = perRules((g): SubsetTables => {
  const houseCount = g.houses.length;
  let maxOverlap = 0;
  const shared = new Int32Array(g.regions.length);
  for (let h = 0; h < houseCount; h++) {
    shared.fill(0);
    for (const cell of g.houses[h]) {
      for (let j = g.cellRegionStart[cell]; j < g.cellRegionStart[cell + 1]; j++) {
        const r = g.cellRegionList[j];
        if (r !== h && ++shared[r] > maxOverlap) maxOverlap = shared[r];
      }
    }
  }
  const placeStart = new Int32Array(g.cellCount + 1);
  const base: number[] = [], bit: number[] = [];
  for (let cell = 0; cell < g.cellCount; cell++) {
    for (let j = g.cellRegionStart[cell]; j < g.cellRegionStart[cell + 1]; j++) {
      const h = g.cellRegionList[j];
      if (h >= houseCount) continue;
      base.push(h * g.size);
      bit.push(1 << g.houses[h].indexOf(cell));
    }
    placeStart[cell + 1] = base.length;
  }
  return { maxOverlap, placeStart, placeBase: Int32Array.from(base), placeBit: Int32Array.from(bit) };
});

/**
 * Reused by every scan (scans never nest): the set's cells, the regions holding all of them, the search, a
 * house's cell masks (naked), and every house's digit places (hidden; rebuilt when the rules change):
 * places[h][d] has bit i set when digit d+1 can go in the i-th cell of house h. The places are views of one
 * buffer, so one pass over the grid fills every house.
 */
const setCells = new Int32Array(16);
let sharedRegions = new Int32Array(0);
const search = new LockedSetSearch();
let cellMasks = new Uint16Array(0);
let placesRules: Rules | null = null;
let placesBuffer = new Uint16Array(0);
let places: Uint16Array[] = [];

/** Whether cell is one of setCells[0..k-1]. */
function inSet(cell: number, k: number): boolean {
  for (let j = 0; j < k; j++) if (setCells[j] === cell) return true;
  return false;
}

/** Whether region r is one of the cell's regions. */
function inRegion(g: Rules, cell: number, r: number): boolean {
  const { cellRegionList } = g;
  for (let j = g.cellRegionStart[cell], end = g.cellRegionStart[cell + 1]; j < end; j++) {
    if (cellRegionList[j] === r) return true;
  }
  return false;
}

/**
 * Fills sharedRegions with the regions (houses and cages) holding every one of setCells[0..k-1], ascending,
 * and returns how many there are.
 */
function findSharedRegions(g: Rules, k: number): number {
  const first = setCells[0];
  const start = g.cellRegionStart[first], end = g.cellRegionStart[first + 1];
  if (sharedRegions.length < end - start) sharedRegions = new Int32Array(end - start);
  let count = 0;
  for (let j = start; j < end; j++) {
    const r = g.cellRegionList[j];
    let all = true;
    for (let i = 1; i < k && all; i++) all = inRegion(g, setCells[i], r);
    if (all) sharedRegions[count++] = r;
  }
  return count;
}

function nakedSubsets(state: SolveState, emit: (step: Step) => boolean, k: number): void {
  const g = state.rules;
  const n = g.size;
  const { candidates } = state;
  const { houseCells, regions } = g;
  if (cellMasks.length < n) cellMasks = new Uint16Array(n);
  const masks = cellMasks;
  // Larger than any house's overlap with another region, the set lies in no second region: then all depends
  // on this house.
  const known = k > subsetTablesOf(g).maxOverlap ? clearHousesFor(g, -k) : null;
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
      const sharedCount = findSharedRegions(g, k);
      // Reported from the lowest house holding all the cells.
      if (sharedRegions[0] !== h) continue;
      let removes = false;
      for (let s = 0; s < sharedCount && !removes; s++) {
        const cells = regions[sharedRegions[s]].cells;
        for (let i = 0; i < cells.length && !removes; i++) {
          removes = (candidates[cells[i]] & digits) !== 0 && !inSet(cells[i], k);
        }
      }
      if (!removes) continue;
      removing = true;
      const houses = Array.from(sharedRegions.subarray(0, sharedCount));
      const removedCells: number[] = [];
      for (const r of houses) {
        for (const cell of regions[r].cells) {
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

/** Fills every house's digit places (see `places`) from the candidates. */
function fillPlaces(g: Rules, candidates: Uint16Array): void {
  const n = g.size;
  if (placesRules !== g) {
    placesRules = g;
    placesBuffer = new Uint16Array(g.houses.length * n);
    places = Array.from({ length: g.houses.length }, (_, h) => placesBuffer.subarray(h * n, (h + 1) * n));
  }
  placesBuffer.fill(0);
  const { placeStart, placeBase, placeBit } = subsetTablesOf(g);
  for (let cell = 0; cell < g.cellCount; cell++) {
    const start = placeStart[cell], end = placeStart[cell + 1];
    for (let m = candidates[cell]; m; m &= m - 1) {
      const d = 31 - Math.clz32(m & -m);
      for (let j = start; j < end; j++) placesBuffer[placeBase[j] + d] |= placeBit[j];
    }
  }
}

/** Hidden subsets, only in houses: a cage need not hold the set's digits at all. */
function hiddenSubsets(state: SolveState, emit: (step: Step) => boolean, k: number): void {
  const g = state.rules;
  const n = g.size;
  const { candidates } = state;
  const { houseCells, regions } = g;
  fillPlaces(g, candidates);
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
      const sharedCount = findSharedRegions(g, k);
      let lower = false;
      for (let s = 0; s < sharedCount && sharedRegions[s] < h && !lower; s++) {
        const cells = regions[sharedRegions[s]].cells;
        lower = true;
        for (let i = 0; i < cells.length && lower; i++) {
          lower = inSet(cells[i], k) || !(candidates[cells[i]] & digits);
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

/** Why a naked subset holds: its cells hold only as many digits as there are cells. */
function nakedSubsetReason(state: SolveState, step: Step, w: Words): string {
  const { g, pattern, out, houses, digits } = reasonFacts(state, step, w);
  return w.t("subsets.naked-reason", {
    cells: cellsWords(w, g, pattern),
    digits: andList(w, digits),
    k: count(w, pattern.length),
    regions: andList(w, houses.map((h) => regionAfterPreposition(w, g, h))),
    out,
  });
}

/** Why a hidden subset holds: its digits have only as many places in the house as there are digits. */
function hiddenSubsetReason(state: SolveState, step: Step, w: Words): string {
  const { g, pattern, out, houses, digits } = reasonFacts(state, step, w);
  return w.t("subsets.hidden-reason", {
    region: regionAfterPreposition(w, g, houses[0]),
    digits: andList(w, digits),
    cells: cellsWords(w, g, pattern),
    k: count(w, pattern.length),
    out,
  });
}

export const NAKED_PAIR: Technique = {
  ...techniqueFromScan("naked-pair", (s, emit) => nakedSubsets(s, emit, 2)),
  explain: nakedSubsetReason,
};
export const NAKED_TRIPLE: Technique = {
  ...techniqueFromScan(
    "naked-triple",
    (s, emit) => nakedSubsets(s, emit, 3),
  ),
  explain: nakedSubsetReason,
};
export const NAKED_QUAD: Technique = {
  ...techniqueFromScan("naked-quad", (s, emit) => nakedSubsets(s, emit, 4)),
  explain: nakedSubsetReason,
};
export const HIDDEN_PAIR: Technique = {
  ...techniqueFromScan(
    "hidden-pair",
    (s, emit) => hiddenSubsets(s, emit, 2),
  ),
  explain: hiddenSubsetReason,
};
export const HIDDEN_TRIPLE: Technique = {
  ...techniqueFromScan(
    "hidden-triple",
    (s, emit) => hiddenSubsets(s, emit, 3),
  ),
  explain: hiddenSubsetReason,
};
export const HIDDEN_QUAD: Technique = {
  ...techniqueFromScan(
    "hidden-quad",
    (s, emit) => hiddenSubsets(s, emit, 4),
  ),
  explain: hiddenSubsetReason,
};

/** In catalogue order. */
export const SUBSET_TECHNIQUES: Technique[] = [
  NAKED_PAIR,
  HIDDEN_PAIR,
  NAKED_TRIPLE,
  HIDDEN_TRIPLE,
  NAKED_QUAD,
  HIDDEN_QUAD,
];
