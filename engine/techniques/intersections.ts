/**
 * Intersections (locked candidates): a digit whose candidates in one house all lie in the intersection with a
 * second house must go there, so it leaves the rest of the second house.
 *
 * - Pointing: the candidates of a digit in a box all lie in one row or column → remove the digit from the
 *   rest of that line. Pattern: cells = the digit's candidates in the box, houses = [box, line].
 * - Claiming (box/line reduction): the candidates of a digit in a row or column all lie in one box → remove
 *   the digit from the rest of the box. Pattern: cells = the digit's candidates in the line, houses = [line, box].
 *
 * Under other rules the same deduction runs by region kind: pointing starts from a box or jigsaw piece and
 * clears a row, column, diagonal or cage; claiming starts from a row, column or diagonal and clears a box,
 * jigsaw piece or cage. The first region must be a house (the digit has to go somewhere in it); the region
 * cleared may be any region, a cage included, since none holds a digit twice.
 *
 * Both need at least two candidates in the first house (one candidate is a hidden single) and yield only when
 * something is removed. Scan order: first house by index (boxes for pointing; rows then columns for
 * claiming), then digit, then the cleared region's kind in the order listed above.
 */
import { perRules, type RegionKind, type Rules } from "../rules.ts";
import { type CellDigit, type SolveState, type Step, type Technique, techniqueFromScan } from "./step.ts";
import { cellsWords, patternWords, reasonFacts, regionAfterPreposition, type Words } from "./words.ts";

/** Which houses an intersection technique starts from and which kinds of region it may clear, in order. */
interface LockedKinds {
  from: readonly RegionKind[];
  onto: readonly RegionKind[];
}

const POINTING_KINDS: LockedKinds = { from: ["box", "jigsaw"], onto: ["row", "column", "diagonal", "cage"] };
const CLAIMING_KINDS: LockedKinds = { from: ["row", "column", "diagonal"], onto: ["box", "jigsaw", "cage"] };

/**
 * Regions sorted into layers: each layer a set of regions of one kind no two of which share a cell, so a cell
 * has at most one region per layer. Rows, columns, boxes, jigsaw pieces and cages each make one layer; the two
 * diagonals of an odd-sized X grid share their centre cell and make two.
 */
interface Layers {
  kind: RegionKind[];
  /** regionIn[l][cell]: the cell's region in layer l, or -1. */
  regionIn: Int32Array[];
  /** The layer of each region. */
  layerOf: Int32Array;
}

const layersOf = perRules((g): Layers => {
  const layers: Layers = { kind: [], regionIn: [], layerOf: new Int32Array(g.regions.length) };
  for (let r = 0; r < g.regions.length; r++) {
    const { kind, cells } = g.regions[r];
    let l = 0;
    while (
      l < layers.kind.length &&
      (layers.kind[l] !== kind || cells.some((cell) => layers.regionIn[l][cell] >= 0))
    ) l++;
    if (l === layers.kind.length) {
      layers.kind.push(kind);
      layers.regionIn.push(new Int32Array(g.cellCount).fill(-1));
    }
    for (const cell of cells) layers.regionIn[l][cell] = r;
    layers.layerOf[r] = l;
  }
  return layers;
});

/**
 * Per rules and technique, what the scan reads: the first houses in scan order and, for each, the layers it may
 * clear with its cells grouped by their region in that layer, so the scan reads each intersection as one run.
 * Entry e = s * onto.length + t (first house s, target layer t) covers order[e * N .. e * N + N - 1], whose
 * cells have regions group[...] (-1 for cells outside every region of the layer, which come first).
 */
interface Intersections {
  from: Int32Array;
  onto: Int32Array;
  order: Int32Array;
  group: Int32Array;
}

function buildIntersections(g: Rules, kinds: LockedKinds): Intersections {
  const n = g.size;
  const layers = layersOf(g);
  const from: number[] = [];
  for (let h = 0; h < g.houses.length; h++) if (kinds.from.includes(g.regions[h].kind)) from.push(h);
  const onto: number[] = [];
  for (const kind of kinds.onto) layers.kind.forEach((k, l) => k === kind && onto.push(l));
  const table = {
    from: Int32Array.from(from),
    onto: Int32Array.from(onto),
    order: new Int32Array(from.length * onto.length * n),
    group: new Int32Array(from.length * onto.length * n),
  };
  const { order, group } = table;
  for (let s = 0; s < from.length; s++) {
    const house = g.houses[from[s]];
    for (let t = 0; t < onto.length; t++) {
      const regionIn = layers.regionIn[onto[t]];
      const at = (s * onto.length + t) * n;
      // The house's cells (ascending) sorted stably by their region of the layer, in place: the killer
      // generator builds these tables for every cage list it tries, so no arrays are made per pair.
      for (let i = 0; i < n; i++) {
        const cell = house[i], key = regionIn[cell];
        let j = at + i;
        for (; j > at && regionIn[order[j - 1]] > key; j--) order[j] = order[j - 1];
        order[j] = cell;
      }
      for (let i = at; i < at + n; i++) group[i] = regionIn[order[i]];
    }
  }
  return table;
}

const POINTING_TABLES = perRules((g) => buildIntersections(g, POINTING_KINDS));
const CLAIMING_TABLES = perRules((g) => buildIntersections(g, CLAIMING_KINDS));

/**
 * For each first house and each digit whose candidates there number at least two and all lie in one region of
 * a layer it may clear, remove the digit from the rest of that region.
 */
function locked(
  state: SolveState,
  emit: (step: Step) => boolean,
  technique: "pointing" | "claiming",
  intersectionsOf: (g: Rules) => Intersections,
): void {
  const g = state.rules;
  const n = g.size;
  const { candidates } = state;
  const { houseCells, regions } = g;
  const { from, onto, order, group } = intersectionsOf(g);
  const { regionIn, layerOf } = layersOf(g);
  const targets = onto.length;
  for (let s = 0; s < from.length; s++) {
    const h = from[s];
    const base = h * n;
    const inH = regionIn[layerOf[h]];
    // twice: digits with at least two candidates in h.
    let once = 0, twice = 0;
    for (let i = 0; i < n; i++) {
      const m = candidates[houseCells[base + i]];
      twice |= once & m;
      once |= m;
    }
    if (!twice) continue;
    // Cheap filter: the digits found in only one of h's intersections with the regions of some layer (and in
    // none of its cells outside that layer).
    let confined = 0;
    for (let t = 0; t < targets; t++) {
      const start = (s * targets + t) * n, end = start + n;
      let seen = 0, multi = 0, outside = 0;
      for (let i = start; i < end;) {
        const region = group[i];
        let union = 0;
        for (; i < end && group[i] === region; i++) union |= candidates[order[i]];
        if (region < 0) outside = union;
        else {
          multi |= seen & union;
          seen |= union;
        }
      }
      confined |= seen & ~multi & ~outside;
    }
    for (let digits = twice & confined; digits; digits &= digits - 1) {
      const bit = digits & -digits;
      const digit = 32 - Math.clz32(bit);
      for (let t = 0; t < targets; t++) {
        const regionOfCell = regionIn[onto[t]];
        let other = -1;
        for (let i = 0; i < n && other !== -2; i++) {
          const cell = houseCells[base + i];
          if (!(candidates[cell] & bit)) continue;
          const o = regionOfCell[cell];
          other = o >= 0 && (other === -1 || other === o) ? o : -2;
        }
        if (other < 0) continue;
        let eliminations: CellDigit[] | null = null;
        const otherCells = regions[other].cells;
        for (let i = 0; i < otherCells.length; i++) {
          const cell = otherCells[i];
          if ((candidates[cell] & bit) && inH[cell] !== h) (eliminations ??= []).push({ cell, digit });
        }
        if (!eliminations) continue;
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
    }
  }
}

/** Why pointing or claiming holds: the digit's places in one house all lie in the other. */
function intersectionReason(state: SolveState, step: Step, w: Words): string {
  const { g, pattern, out, houses, digits } = reasonFacts(state, step, w);
  if (houses.length !== 2 || digits.length !== 1) return patternWords(state, step, w);
  const [from, onto] = houses.map((h) => regionAfterPreposition(w, g, h));
  return w.t("intersections.reason", { from, digit: digits[0], cells: cellsWords(w, g, pattern), onto, out });
}

export const POINTING: Technique = {
  ...techniqueFromScan(
    "pointing",
    (state, emit) => locked(state, emit, "pointing", POINTING_TABLES),
  ),
  explain: intersectionReason,
};

export const CLAIMING: Technique = {
  ...techniqueFromScan(
    "claiming",
    (state, emit) => locked(state, emit, "claiming", CLAIMING_TABLES),
  ),
  explain: intersectionReason,
};

/** In catalogue order. */
export const INTERSECTION_TECHNIQUES: Technique[] = [POINTING, CLAIMING];
