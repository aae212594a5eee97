/**
 * Almost locked sets (ALS): N cells of one house that hold N + 1 digits between them. Take any one digit away
 * and the rest is a locked set: the N cells hold the other N digits, one each. The techniques here reason about
 * which digit a set can do without. Sue de Coq, two sets around a line–box crossing, is in sue-de-coq.ts and
 * shares this module's step helpers.
 *
 * - ALS-XZ: two sets A and B (no cell in both) with a restricted common digit x: every x of A sees every x of
 *   B, so at most one of them holds x, and the other is then locked. For any other common digit z, one of the
 *   sets holds z, so a cell seeing every z of both loses z. With two restricted commons (doubly linked) each set
 *   holds exactly one of them and is locked on the rest: each restricted common is in one set or the other, and
 *   each other digit of a set is in that set, so cells seeing all of its places there lose it.
 * - ALS-XY-Wing: three sets, a pivot C with restricted common x to A and y to B (x ≠ y). If neither A nor B
 *   held z (a digit they both have, not x or y), both would be locked, A holding x and B holding y, which
 *   leaves C without x and y: N cells with N - 1 digits. So z is in A or B, and a cell seeing every z of both
 *   loses it.
 *
 * The sets come from houses only (a cage need not hold every digit, and its cells are peers anyway); a set
 * lying in two houses is listed once, under the first. They are found once per position (every subset of
 * each house's open cells) and shared by ALS-XZ and the ALS-XY-Wing; the work is charged on every call alike,
 * found or remembered, so a grade's work never depends on what was asked before (meter.ts).
 *
 * Patterns: `sets` lists the almost locked sets (cells ascending, digits ascending) in the order the words name
 * them, `cells` all their cells, `houses` each set's house, `links` a weak link per restricted common between
 * a place of it in each of the two sets, `digits` the restricted commons then the digits removed.
 */
import { digitOfBit, popcount } from "../board.ts";
import { perRules, type Rules } from "../rules.ts";

import { cellOfBit, position } from "./position.ts";
import type { CellDigit, Link, Pattern, SolveState, Step, Technique } from "./step.ts";
import { techniqueFromScan } from "./step.ts";
import type { WorkMeter } from "./meter.ts";
import {
  andList,
  cellList,
  cellsWords,
  count,
  patternWords,
  reasonFacts,
  removesWords,
  stepHead,
  stepWords,
  type Words,
} from "./words.ts";

/** Every house as a bitboard of its cells, `words` words each. */
const houseBoards = perRules((rules): Int32Array => {
  const words = (rules.cellCount + 31) >> 5;
  const boards = new Int32Array(rules.houses.length * words);
  rules.houses.forEach((cells, h) => {
    for (const cell of cells) boards[h * words + (cell >> 5)] |= 1 << (cell & 31);
  });
  return boards;
});

/**
 * The almost locked sets of one position. Set i has `size[i]` cells, cellList[cellStart[i] ..], the digits
 * `digits[i]`, its house `house[i]`, its cells as a bitboard at cells[i * words], and per digit d (bit d - 1)
 * at ((i * n) + d - 1) * words: its cells holding d (`places`) and the cells seeing all of those (`seeing`).
 */
interface AlsTable {
  count: number;
  words: number;
  size: Uint8Array;
  digits: Uint16Array;
  house: Int32Array;
  cellStart: Int32Array;
  cellList: Int32Array;
  cells: Int32Array;
  places: Int32Array;
  seeing: Int32Array;
  /** Work units the table costs to build: charged on every use, built or remembered. */
  units: number;
}

const table: AlsTable = {
  count: 0,
  words: 0,
  size: new Uint8Array(0),
  digits: new Uint16Array(0),
  house: new Int32Array(0),
  cellStart: new Int32Array(1),
  cellList: new Int32Array(0),
  cells: new Int32Array(0),
  places: new Int32Array(0),
  seeing: new Int32Array(0),
  units: 0,
};
/** The position the table was built for. */
let tableRules: Rules | null = null;
let tableCandidates = new Uint16Array(0);
/** Counts the table's builds, so that what is derived from it knows when it is stale. */
let tableBuild = 0;

/** Scratch for the subsets of one house: each subset's digits and cell count, by bit mask of open cells. */
let subsetDigits = new Uint16Array(0);
let subsetSize = new Uint8Array(0);
let openCells = new Int32Array(0);

/** Subsets of a house's open cells looked at per work unit (a unit is about a microsecond, meter.ts). */
const SUBSETS_PER_UNIT = 32;
/** Pairs of sets compared per work unit (and Sue de Coq's partner pairs, sue-de-coq.ts). */
export const PAIRS_PER_UNIT = 16;

function sameCandidates(rules: Rules, cand: Uint16Array): boolean {
  if (rules !== tableRules || cand.length !== tableCandidates.length) return false;
  for (let i = 0; i < cand.length; i++) if (cand[i] !== tableCandidates[i]) return false;
  return true;
}

/** The almost locked sets of this state's position, its build charged to the work count. */
function alsTable(state: SolveState, meter: WorkMeter): AlsTable {
  const g = state.rules, cand = state.candidates;
  if (!sameCandidates(g, cand)) {
    buildTable(state);
    tableBuild++;
    tableRules = g;
    if (tableCandidates.length !== cand.length) tableCandidates = new Uint16Array(cand.length);
    tableCandidates.set(cand);
  }
  meter.charge(table.units);
  return table;
}

function grow<T extends Int32Array | Uint16Array | Uint8Array>(array: T, length: number): T {
  if (array.length >= length) return array;
  const bigger = new (array.constructor as { new (n: number): T })(Math.max(length, array.length * 2));
  bigger.set(array);
  return bigger;
}

function buildTable(state: SolveState): void {
  const g = state.rules, cand = state.candidates;
  const words = (g.cellCount + 31) >> 5;
  const boards = houseBoards(g);
  const { peers } = position(state);
  const t = table;
  t.words = words;
  t.count = 0;
  let subsets = 0;
  const set = new Int32Array(words);
  const found: Array<{ cells: number[]; house: number; digits: number }> = [];
  for (let h = 0; h < g.houses.length; h++) {
    const houseCells = g.houses[h];
    let m = 0;
    openCells = grow(openCells, houseCells.length);
    for (const cell of houseCells) if (cand[cell] !== 0) openCells[m++] = cell;
    if (m < 2) continue;
    const all = 1 << m;
    subsetDigits = grow(subsetDigits, all);
    subsetSize = grow(subsetSize, all);
    subsetDigits[0] = 0;
    subsetSize[0] = 0;
    subsets += all;
    // Every subset but the whole: all m open cells hold exactly the house's m missing digits.
    for (let s = 1; s < all - 1; s++) {
      const rest = s & (s - 1);
      const cell = openCells[31 - Math.clz32(s & -s)];
      const digits = subsetDigits[rest] | cand[cell];
      const size = subsetSize[rest] + 1;
      subsetDigits[s] = digits;
      subsetSize[s] = size;
      if (popcount(digits) !== size + 1) continue;
      set.fill(0);
      let first = -1;
      for (let b = s; b !== 0; b &= b - 1) {
        const c = openCells[31 - Math.clz32(b & -b)];
        if (first < 0 || c < first) first = c;
        set[c >> 5] |= 1 << (c & 31);
      }
      if (inEarlierHouse(g, boards, set, words, first, h)) continue;
      const cells: number[] = [];
      for (let b = s; b !== 0; b &= b - 1) cells.push(openCells[31 - Math.clz32(b & -b)]);
      found.push({ cells: cells.sort((p, q) => p - q), house: h, digits });
    }
  }
  // Fewest cells first (a stable sort keeps the house order within a size), so that the scans, which go
  // through the sets in this order, name the smallest sets they can.
  found.sort((p, q) => p.cells.length - q.cells.length);
  let listed = 0;
  for (const { cells, house, digits } of found) {
    addSet(t, g, cand, peers, cells, house, digits, listed);
    listed += cells.length;
  }
  t.units = Math.ceil(subsets / SUBSETS_PER_UNIT) + t.count;
}

/** Whether the cells of `set` (first cell `first`) all lie in a house before h, where they were listed. */
function inEarlierHouse(
  g: Rules,
  boards: Int32Array,
  set: Int32Array,
  words: number,
  first: number,
  h: number,
): boolean {
  for (let i = g.cellRegionStart[first], end = g.cellRegionStart[first + 1]; i < end; i++) {
    const r = g.cellRegionList[i];
    if (r >= h) return false; // ascending: no earlier house is left
    let inside = true;
    for (let w = 0; w < words && inside; w++) if (set[w] & ~boards[r * words + w]) inside = false;
    if (inside) return true;
  }
  return false;
}

function addSet(
  t: AlsTable,
  g: Rules,
  cand: Uint16Array,
  peers: Int32Array,
  cells: readonly number[],
  house: number,
  digits: number,
  listed: number,
): void {
  const n = g.size, words = t.words, i = t.count++, size = cells.length;
  t.size = grow(t.size, i + 1);
  t.digits = grow(t.digits, i + 1);
  t.house = grow(t.house, i + 1);
  t.cellStart = grow(t.cellStart, i + 2);
  t.cellList = grow(t.cellList, listed + size);
  t.cells = grow(t.cells, (i + 1) * words);
  t.places = grow(t.places, (i + 1) * n * words);
  t.seeing = grow(t.seeing, (i + 1) * n * words);
  t.size[i] = size;
  t.digits[i] = digits;
  t.house[i] = house;
  t.cellStart[i] = listed;
  t.cellStart[i + 1] = listed + size;
  t.cells.fill(0, i * words, (i + 1) * words);
  for (let k = 0; k < size; k++) {
    t.cellList[listed + k] = cells[k];
    t.cells[i * words + (cells[k] >> 5)] |= 1 << (cells[k] & 31);
  }
  for (let d = 0; d < n; d++) {
    const at = (i * n + d) * words;
    t.places.fill(0, at, at + words);
    t.seeing.fill(0, at, at + words);
    if (!(digits & (1 << d))) continue;
    t.seeing.fill(-1, at, at + words);
    for (let c = listed; c < listed + size; c++) {
      const cell = t.cellList[c];
      if (!(cand[cell] & (1 << d))) continue;
      t.places[at + (cell >> 5)] |= 1 << (cell & 31);
      for (let w = 0; w < words; w++) t.seeing[at + w] &= peers[cell * words + w];
    }
  }
}

/** The restricted common digits of sets a and b (no cell in both): every place of x in b sees every one in a. */
function restrictedCommons(t: AlsTable, n: number, a: number, b: number): number {
  const words = t.words;
  for (let w = 0; w < words; w++) if (t.cells[a * words + w] & t.cells[b * words + w]) return 0;
  let rcc = 0;
  for (let common = t.digits[a] & t.digits[b]; common !== 0; common &= common - 1) {
    const bit = common & -common, d = 31 - Math.clz32(bit);
    const pa = (a * n + d) * words, pb = (b * n + d) * words;
    let restricted = true;
    for (let w = 0; w < words && restricted; w++) {
      if (t.places[pb + w] & ~t.seeing[pa + w]) restricted = false;
    }
    if (restricted) rcc |= bit;
  }
  return rcc;
}

/**
 * The digits of `zs` (a mask of digit bits) that some cell holding them sees in every place of sets a and b:
 * what a step of the two would remove, asked without building it, since most pairs and wings remove nothing.
 */
function removable(t: AlsTable, digitCells: Int32Array, n: number, a: number, b: number, zs: number): number {
  const words = t.words;
  let found = 0;
  for (let m = zs; m !== 0; m &= m - 1) {
    const d = 31 - Math.clz32(m & -m);
    const pa = (a * n + d) * words, pb = (b * n + d) * words, pd = d * words;
    for (let w = 0; w < words; w++) {
      if (digitCells[pd + w] & t.seeing[pa + w] & t.seeing[pb + w]) {
        found |= 1 << d;
        break;
      }
    }
  }
  return found;
}

/** Scratch bitboard for eliminations. */
let seen = new Int32Array(0);

/**
 * Pushes to `out` the candidates of digit bit `d` (0-based) in the cells seeing every place of d in each of
 * `sets`, and returns how many.
 */
function removeSeeingAll(
  state: SolveState,
  t: AlsTable,
  sets: readonly number[],
  d: number,
  out: CellDigit[],
): number {
  const g = state.rules, n = g.size, words = t.words;
  const digitCells = position(state).digitCells();
  seen = grow(seen, words);
  for (let w = 0; w < words; w++) seen[w] = digitCells[d * words + w];
  for (const s of sets) {
    const at = (s * n + d) * words;
    for (let w = 0; w < words; w++) seen[w] &= t.seeing[at + w];
  }
  let found = 0;
  for (let w = 0; w < words; w++) {
    for (let x = seen[w]; x !== 0; x &= x - 1) {
      const cell = cellOfBit(w, x & -x);
      if (cell >= g.cellCount) continue;
      out.push({ cell, digit: d + 1 });
      found++;
    }
  }
  return found;
}

function setCells(t: AlsTable, s: number): number[] {
  return Array.from(t.cellList.subarray(t.cellStart[s], t.cellStart[s + 1]));
}

export function digitList(mask: number): number[] {
  const out: number[] = [];
  for (let m = mask; m !== 0; m &= m - 1) out.push(digitOfBit(m & -m));
  return out;
}

/** The first place of digit bit d (0-based) in set s. */
function firstPlace(t: AlsTable, n: number, s: number, d: number): number {
  const at = (s * n + d) * t.words;
  for (let w = 0; w < t.words; w++) {
    if (t.places[at + w]) return cellOfBit(w, t.places[at + w] & -t.places[at + w]);
  }
  return -1;
}

/** A weak link on digit bit d (0-based) between the first places of d in sets a and b. */
function rccLink(t: AlsTable, n: number, a: number, b: number, d: number): Link {
  return {
    from: { cell: firstPlace(t, n, a, d), digit: d + 1 },
    to: { cell: firstPlace(t, n, b, d), digit: d + 1 },
    strong: false,
  };
}

/** Eliminations in cell order, each candidate once. */
export function sorted(eliminations: CellDigit[]): CellDigit[] {
  const seenKeys = new Set<number>();
  return eliminations.filter((e) => {
    const key = e.cell * 32 + e.digit;
    if (seenKeys.has(key)) return false;
    seenKeys.add(key);
    return true;
  }).sort((a, b) => a.cell - b.cell || a.digit - b.digit);
}

function alsPattern(t: AlsTable, sets: readonly number[], links: Link[], digits: number[]): Pattern {
  const cells: number[] = [];
  for (const s of sets) cells.push(...setCells(t, s));
  return {
    cells,
    houses: sets.map((s) => t.house[s]),
    digits,
    links,
    sets: sets.map((s) => ({ cells: setCells(t, s), digits: digitList(t.digits[s]) })),
  };
}

/**
 * ALS-XZ. Scan: pairs of sets a < b in the table's order (fewest cells first, then by house, then by the
 * subset's bit mask over the house's open cells), b in that order and a before it, so the first pair found
 * has the smallest larger set. Sets [a, b]; digits the restricted commons, then the digits removed.
 */
const alsXz = (state: SolveState, emit: (step: Step) => boolean, meter: WorkMeter): void => {
  const t = alsTable(state, meter);
  const n = state.rules.size;
  const digitCells = position(state).digitCells();
  let pairs = 0;
  // A scan that goes through every pair leaves the linked pairs for the ALS-XY-Wing, asked next.
  const keep = edgesBuild !== tableBuild;
  if (keep) linked.length = 0;
  try {
    for (let b = 1; b < t.count; b++) {
      for (let a = 0; a < b; a++) {
        pairs++;
        if ((t.digits[a] & t.digits[b]) === 0) continue;
        const rcc = restrictedCommons(t, n, a, b);
        if (rcc === 0) continue;
        if (keep) linked.push(a, b, rcc);
        // Singly linked, the step removes only the other common digits seen in both sets: ask first.
        const single = (rcc & (rcc - 1)) === 0;
        if (single && removable(t, digitCells, n, a, b, t.digits[a] & t.digits[b] & ~rcc) === 0) continue;
        const step = xzStep(state, t, a, b, rcc);
        if (step && emit(step)) return;
      }
    }
  } finally {
    meter.charge(Math.ceil(pairs / PAIRS_PER_UNIT));
  }
  if (keep) listEdges(t);
};

function xzStep(state: SolveState, t: AlsTable, a: number, b: number, rcc: number): Step | null {
  const n = state.rules.size;
  const eliminations: CellDigit[] = [];
  const x1 = rcc & -rcc, x2 = (rcc ^ x1) & -(rcc ^ x1);
  const links = [rccLink(t, n, a, b, digitOfBit(x1) - 1)];
  if (x2 === 0) {
    for (let z = t.digits[a] & t.digits[b] & ~x1; z !== 0; z &= z - 1) {
      removeSeeingAll(state, t, [a, b], 31 - Math.clz32(z & -z), eliminations);
    }
  } else {
    // Doubly linked: each set holds exactly one of x1, x2 and every other digit of its own.
    links.push(rccLink(t, n, a, b, digitOfBit(x2) - 1));
    for (const x of [x1, x2]) removeSeeingAll(state, t, [a, b], 31 - Math.clz32(x), eliminations);
    for (const s of [a, b]) {
      for (let z = t.digits[s] & ~(x1 | x2); z !== 0; z &= z - 1) {
        removeSeeingAll(state, t, [s], 31 - Math.clz32(z & -z), eliminations);
      }
    }
  }
  if (eliminations.length === 0) return null;
  const removed = [...new Set(eliminations.map((e) => e.digit))].sort((p, q) => p - q);
  const commons = digitList(x1 | x2);
  const pattern = alsPattern(t, [a, b], links, [...commons, ...removed.filter((d) => !commons.includes(d))]);
  if (x2 !== 0) pattern.variant = "doubly linked";
  return { technique: "als-xz", placements: [], eliminations: sorted(eliminations), pattern };
}

/** Each set's neighbours by restricted commons: adjacency lists in the table's order (CSR), per position. */
let edgeStart = new Int32Array(0);
let edgeTo = new Int32Array(0);
let edgeRcc = new Uint16Array(0);
/** Which build of the table the lists were made for. */
let edgesBuild = -1;
let edgeUnits = 0;

/** The linked pairs of the table as found, three numbers each (a, b, their restricted commons), b-major. */
const linked: number[] = [];

/**
 * The neighbour lists from `linked`, each pair listed under both sets. The pairs come b-major (every a < b
 * with b, for b ascending), so each list ascends: a set's neighbours before it come while it is b, the later
 * ones as a, in order.
 */
function listEdges(t: AlsTable): void {
  const pairs = linked.length / 3;
  const degree = new Int32Array(t.count);
  for (let p = 0; p < linked.length; p += 3) degree[linked[p]]++, degree[linked[p + 1]]++;
  edgeStart = grow(edgeStart, t.count + 1);
  edgeTo = grow(edgeTo, 2 * pairs);
  edgeRcc = grow(edgeRcc, 2 * pairs);
  const next = new Int32Array(t.count);
  let at = 0;
  for (let s = 0; s < t.count; s++) {
    edgeStart[s] = next[s] = at;
    at += degree[s];
  }
  edgeStart[t.count] = at;
  for (let p = 0; p < linked.length; p += 3) {
    const a = linked[p], b = linked[p + 1], rcc = linked[p + 2];
    edgeTo[next[a]] = b, edgeRcc[next[a]++] = rcc;
    edgeTo[next[b]] = a, edgeRcc[next[b]++] = rcc;
  }
  edgesBuild = tableBuild;
  edgeUnits = Math.ceil((t.count * (t.count - 1)) / 2 / PAIRS_PER_UNIT);
}

/** The neighbour lists of this position's sets, listed unless ALS-XZ left them; charged alike either way. */
function buildEdges(state: SolveState, t: AlsTable, meter: WorkMeter): void {
  const n = state.rules.size;
  if (edgesBuild !== tableBuild) {
    linked.length = 0;
    for (let b = 1; b < t.count; b++) {
      for (let a = 0; a < b; a++) {
        if ((t.digits[a] & t.digits[b]) === 0) continue;
        const rcc = restrictedCommons(t, n, a, b);
        if (rcc !== 0) linked.push(a, b, rcc);
      }
    }
    listEdges(t);
  }
  meter.charge(edgeUnits);
}

/**
 * ALS-XY-Wing. Scan: by the last of the three sets in table order (fewest cells first), so that the first wing
 * found has the smallest largest set; for that set m, first the wings where m is the pivot C (A and B among its
 * neighbours by restricted commons, A before B), then those where m is A or B (the pivot C among m's neighbours,
 * the other set among C's, both before m); x among C–A's restricted commons, y among C–B's. Sets [A, B, C] (A
 * before B in table order); digits [x, y, then the digits removed].
 */
const alsXyWing = (state: SolveState, emit: (step: Step) => boolean, meter: WorkMeter): void => {
  const t = alsTable(state, meter);
  buildEdges(state, t, meter);
  const n = state.rules.size;
  const digitCells = position(state).digitCells();
  let combinations = 0;
  /** The wing of pivot c with sets a, b, through the restricted commons xs (c–a) and ys (c–b); true to stop. */
  const wings = (a: number, b: number, c: number, xs: number, ys: number): boolean => {
    combinations++;
    let zs = t.digits[a] & t.digits[b];
    if (zs === 0 || overlap(t, a, b)) return false;
    zs = removable(t, digitCells, n, a, b, zs);
    if (zs === 0) return false;
    for (let xm = xs; xm !== 0; xm &= xm - 1) {
      const x = xm & -xm;
      for (let ym = ys & ~x; ym !== 0; ym &= ym - 1) {
        const y = ym & -ym;
        const step = xyWingStep(state, t, a, b, c, x, y, zs & ~(x | y));
        if (step && emit(step)) return true;
      }
    }
    return false;
  };
  try {
    for (let m = 0; m < t.count; m++) {
      const end = edgeStart[m + 1];
      for (let i = edgeStart[m]; i < end && edgeTo[i] < m; i++) {
        for (let j = i + 1; j < end && edgeTo[j] < m; j++) {
          if (wings(edgeTo[i], edgeTo[j], m, edgeRcc[i], edgeRcc[j])) return;
        }
      }
      for (let i = edgeStart[m]; i < end && edgeTo[i] < m; i++) {
        const c = edgeTo[i];
        for (let j = edgeStart[c]; j < edgeStart[c + 1] && edgeTo[j] < m; j++) {
          const other = edgeTo[j];
          if (other === m) continue;
          // The other set comes before m, so it is A and m is B; the pivot's restricted common with m is
          // edgeRcc[i] (a pair is listed alike both ways).
          if (wings(other, m, c, edgeRcc[j], edgeRcc[i])) return;
        }
      }
    }
  } finally {
    meter.charge(Math.ceil(combinations / PAIRS_PER_UNIT));
  }
};

function overlap(t: AlsTable, a: number, b: number): boolean {
  const words = t.words;
  for (let w = 0; w < words; w++) if (t.cells[a * words + w] & t.cells[b * words + w]) return true;
  return false;
}

function xyWingStep(
  state: SolveState,
  t: AlsTable,
  a: number,
  b: number,
  c: number,
  x: number,
  y: number,
  zs: number,
): Step | null {
  if (zs === 0) return null;
  const n = state.rules.size;
  const eliminations: CellDigit[] = [];
  for (let z = zs; z !== 0; z &= z - 1) {
    removeSeeingAll(state, t, [a, b], 31 - Math.clz32(z & -z), eliminations);
  }
  if (eliminations.length === 0) return null;
  const dx = digitOfBit(x), dy = digitOfBit(y);
  const removed = [...new Set(eliminations.map((e) => e.digit))].sort((p, q) => p - q);
  const links = [rccLink(t, n, c, a, dx - 1), rccLink(t, n, c, b, dy - 1)];
  return {
    technique: "als-xy-wing",
    placements: [],
    eliminations: sorted(eliminations),
    pattern: alsPattern(t, [a, b, c], links, [dx, dy, ...removed]),
  };
}

/** "{1,5,7} in r1c2, r1c3": a set as a step's one line names it (Sue de Coq's too). */
export function setDescription(w: Words, g: Rules, set: { cells: number[]; digits: number[] }): string {
  return w.t("als.set", { set: `{${set.digits.join(",")}}`, cells: cellList(g, set.cells) });
}

/**
 * An ALS step in one line, each set as its digits and cells:
 * - "ALS-XZ: {1,5,7} in r1c2, r1c3 and {1,5} in r4c5, restricted common 1, removes …"
 * - "ALS-XY-Wing: {1,5} in r1c1 and {5,8,9} in r2c4, r2c6, pivot {1,8,9} in r5c5 (1 with the first, 8 with the
 *   second), removes …"
 */
function alsDescription(g: Rules, step: Step, w: Words): string {
  const p = step.pattern;
  const head = stepHead(w, step);
  const sets = p.sets;
  if (!sets?.length || !step.eliminations.length) return stepWords(w, g, step, head);
  const [a, b, c] = sets.map((s) => setDescription(w, g, s));
  const commons = (p.links ?? []).map((l) => l.from.digit);
  const removes = removesWords(w, g, step);
  if (step.technique === "als-xy-wing" && sets.length === 3) {
    return w.t("als.describe.xy-wing", { head, a, b, c, x: commons[0], y: commons[1], removes });
  }
  return w.t("als.describe.xz", { head, a, b, n: commons.length, commons: commons.join(", "), removes });
}

/** Why an ALS-XZ or ALS-XY-Wing holds: a set that loses a restricted common is locked on its other digits. */
function alsReason(state: SolveState, step: Step, w: Words): string {
  const sets = step.pattern.sets;
  if (!sets?.length) return patternWords(state, step, w);
  return alsWords(state.rules, step, sets, reasonFacts(state, step, w).out, w);
}

/** "r1c2 and r1c3 hold 1, 5 and 7 (three digits, two cells)": one almost locked set. */
function setWords(g: Rules, set: { cells: number[]; digits: number[] }, w: Words): string {
  return w.t("als.set-holds", {
    cells: cellsWords(w, g, set.cells),
    n: set.cells.length,
    digits: andList(w, set.digits),
    digitCount: count(w, set.digits.length),
    cellCount: count(w, set.cells.length),
  });
}

/**
 * The reason's last sentence, that the digits removed are in one of the sets and the cells losing them see
 * every place of them there: `one` for a single digit (its cells named), `many` for several.
 */
function seesAllWords(
  g: Rules,
  step: Step,
  out: string,
  w: Words,
  keys: { one: "als.xz.one" | "als.wing.one"; many: "als.xz.many" | "als.wing.many" },
): string {
  const zs = [...new Set(step.eliminations.map((e) => e.digit))].sort((m, n) => m - n);
  if (zs.length !== 1) return w.t(keys.many, { out });
  const seeing = [...new Set(step.eliminations.map((e) => e.cell))].sort((a, b) => a - b);
  return w.t(keys.one, { z: zs[0], cells: cellsWords(w, g, seeing), n: seeing.length, out });
}

function alsWords(g: Rules, step: Step, sets: NonNullable<Pattern["sets"]>, out: string, w: Words): string {
  const p = step.pattern;
  const commons = (p.links ?? []).map((l) => l.from.digit);
  const locked = w.t("als.locked");
  const zs = [...new Set(step.eliminations.map((e) => e.digit))].sort((m, n) => m - n);
  if (step.technique === "als-xy-wing" && sets.length === 3) {
    const [a, b, c] = sets.map((s) => setWords(g, s, w));
    const [x, y] = commons;
    return [
      w.t("als.wing.sets", { a, b, c }),
      locked,
      w.t("als.wing.links", { x, y }),
      w.t("als.wing.neither", { zs: andList(w, zs), x, y }),
      seesAllWords(g, step, out, w, { one: "als.wing.one", many: "als.wing.many" }),
    ].join(" ");
  }
  const [a, b] = sets.map((s) => setWords(g, s, w));
  if (p.variant === "doubly linked") {
    const [x1, x2] = commons;
    return [
      w.t("als.xz.sets", { a, b }),
      locked,
      w.t("als.xz.double-link", { x1, x2 }),
      w.t("als.xz.double-out", { x1, x2, out }),
    ].join(" ");
  }
  const x = commons[0];
  return [
    w.t("als.xz.sets", { a, b }),
    locked,
    w.t("als.xz.link", { x, zs: andList(w, zs) }),
    seesAllWords(g, step, out, w, { one: "als.xz.one", many: "als.xz.many" }),
  ].join(" ");
}

export const ALS_XZ: Technique = {
  ...techniqueFromScan("als-xz", alsXz),
  describe: alsDescription,
  explain: alsReason,
};
export const ALS_XY_WING: Technique = {
  ...techniqueFromScan("als-xy-wing", alsXyWing),
  describe: alsDescription,
  explain: alsReason,
};

/** ALS-XZ and the ALS-XY-Wing, in catalogue order (Sue de Coq, of the same family, is in sue-de-coq.ts). */
export const ALS_TECHNIQUES: Technique[] = [ALS_XZ, ALS_XY_WING];
