/**
 * What the scans of one position share: cell relations (sees, sharedHouse, bit-board peers), and tables built
 * once per position and kept while the candidates stay the same (each digit's strong links and cells, the
 * bivalue cells), plus ClearDigits, a scan's memory of the digits it found nothing for. The one-digit
 * patterns, fish, wings, colouring, chains and uniqueness scans all read them.
 */
import { inRegion, perRules, type RegionKind, type Rules } from "../rules.ts";
import type { SolveState } from "./step.ts";

/** A conjugate pair: the only two cells `a` < `b` of `house` that still have the digit. */
export interface StrongLink {
  readonly house: number;
  readonly a: number;
  readonly b: number;
}

/** The kind of region `region` is ("row", "column", "box", "diagonal", "jigsaw" or "cage"). */
export function kindOf(rules: Rules, region: number): RegionKind {
  return rules.regions[region].kind;
}

/** True when two distinct cells share a region (they are peers), read from the peer bitboards. */
export function sees(rules: Rules, a: number, b: number): boolean {
  if (a === b) return false;
  const { words, peers } = bitboards(rules);
  return (peers[a * words + (b >> 5)] & (1 << (b & 31))) !== 0;
}

/**
 * The first region two distinct cells share, or -1. Regions are numbered houses first (rows, columns, boxes,
 * then any diagonals or jigsaw pieces) and cages last, so under classic rules this is the row, else the
 * column, else the box.
 */
export function sharedHouse(rules: Rules, a: number, b: number): number {
  if (a === b) return -1;
  const { cellRegionStart: start, cellRegionList: list } = rules;
  // Both lists are ascending: walk them together.
  let i = start[a], j = start[b];
  const endA = start[a + 1], endB = start[b + 1];
  while (i < endA && j < endB) {
    const ra = list[i], rb = list[j];
    if (ra === rb) return ra;
    if (ra < rb) i++;
    else j++;
  }
  return -1;
}

/**
 * Sets of cells as bitboards: cell c is bit c & 31 of word c >> 5, `words` words per set. With every cell's
 * peers as a set, "which cells see both a and b" is a few ANDs instead of a walk over peer lists.
 */
export interface Bitboards {
  readonly words: number;
  /** The peers of cell c are the set at offset c * words. */
  readonly peers: Int32Array;
}

/** The bitboard tables of a rules object, built once per rules. */
const bitboards = perRules((rules): Bitboards => {
  const words = (rules.cellCount + 31) >> 5;
  const peers = new Int32Array(rules.cellCount * words);
  const { peerStart, peerCells } = rules;
  for (let c = 0; c < rules.cellCount; c++) {
    for (let i = peerStart[c], end = peerStart[c + 1]; i < end; i++) {
      const p = peerCells[i];
      peers[c * words + (p >> 5)] |= 1 << (p & 31);
    }
  }
  return { words, peers };
});

/** The cell of a single-bit word `low` in word `w` of a bitboard. */
export function cellOfBit(w: number, low: number): number {
  return (w << 5) | (31 - Math.clz32(low));
}

/**
 * The cells that hold `bit` and see each of a, b and c (none of them itself), ascending: pushed to `out`,
 * or, with `out` null, only whether there is one. Pass c = a for two cells.
 */
export function seenByAll(
  state: SolveState,
  bit: number,
  a: number,
  b: number,
  c: number,
  out: number[] | null,
): boolean {
  const { words, peers } = bitboards(state.rules);
  const cand = state.candidates;
  let found = false;
  for (let w = 0; w < words; w++) {
    let x = peers[a * words + w] & peers[b * words + w] & peers[c * words + w];
    while (x !== 0) {
      const low = x & -x;
      x ^= low;
      const cell = cellOfBit(w, low);
      if (!(cand[cell] & bit)) continue;
      if (!out) return true;
      out.push(cell);
      found = true;
    }
  }
  return found;
}

/** Cells other than `a` and `b` that still have `bit` and see both of them, ascending. */
export function seenByBoth(state: SolveState, bit: number, a: number, b: number): number[] {
  const out: number[] = [];
  seenByAll(state, bit, a, b, a, out);
  return out;
}

/**
 * Every strong link of every digit, in typed arrays: digit d's links are entries start[d] .. end[d] - 1 of
 * house, a and b, in house index order. Only houses give strong links (a cage need not hold the digit). A pair
 * of cells that is conjugate in several houses is listed once, under the first (a row or column before their
 * box).
 */
export interface LinkTable {
  readonly start: Int32Array;
  readonly end: Int32Array;
  readonly house: Int32Array;
  readonly a: Int32Array;
  readonly b: Int32Array;
}

/** The bivalue cells of a position: the first `count` entries of `cells`, ascending, and as a bitboard. */
export interface BivalueCells {
  readonly count: number;
  readonly cells: Int32Array;
  readonly board: Int32Array;
}

/**
 * What several scans read about one position, each part derived on first use and at most once per position:
 * the grader asks many techniques in a row about the same candidates. The arrays are shared scratch, valid
 * until `position` is next called for another position.
 */
export interface Position {
  /** Bitboard words per set of cells, and every cell's peers as a set (see `Bitboards`). */
  readonly words: number;
  readonly peers: Int32Array;
  links(): LinkTable;
  /** Bitboards of the cells holding each digit, digit d at (d - 1) * words. */
  digitCells(): Int32Array;
  bivalue(): BivalueCells;
}

/** The rules and a copy of the candidates the cached parts were derived from. */
let keyRules: Rules | null = null;
let keyCandidates = new Uint16Array(0);
let linksReady = false, digitsReady = false, bivalueReady = false;
let table: LinkTable = {
  start: new Int32Array(0),
  end: new Int32Array(0),
  house: new Int32Array(0),
  a: new Int32Array(0),
  b: new Int32Array(0),
};
/** Per house, the digits with exactly two candidate cells; per digit, the first such cell seen in a house. */
let exactlyTwo = new Uint16Array(0);
let firstCell = new Int32Array(0);
let digits = new Int32Array(0);
let bivalue = { count: 0, cells: new Int32Array(0), board: new Int32Array(0) };

const current: { -readonly [K in keyof Position]: Position[K] } = {
  words: 0,
  peers: new Int32Array(0),
  links(): LinkTable {
    if (!linksReady) buildLinks(keyRules!, keyCandidates);
    linksReady = true;
    return table;
  },
  digitCells(): Int32Array {
    if (!digitsReady) buildDigitCells(keyRules!, keyCandidates, current.words);
    digitsReady = true;
    return digits;
  },
  bivalue(): BivalueCells {
    if (!bivalueReady) buildBivalue(keyRules!, keyCandidates, current.words);
    bivalueReady = true;
    return bivalue;
  },
};

/**
 * The derived data of this state's position. The candidates are compared in full with the ones the cached
 * parts came from, so data of another position is never handed out.
 */
export function position(state: SolveState): Position {
  const g = state.rules, cand = state.candidates;
  if (g === keyRules && sameCandidates(cand)) return current;
  keyRules = g;
  if (keyCandidates.length !== cand.length) keyCandidates = new Uint16Array(cand.length);
  keyCandidates.set(cand);
  linksReady = digitsReady = bivalueReady = false;
  const { words, peers } = bitboards(g);
  current.words = words;
  current.peers = peers;
  return current;
}

function sameCandidates(cand: Uint16Array): boolean {
  if (cand.length !== keyCandidates.length) return false;
  for (let i = 0; i < cand.length; i++) if (cand[i] !== keyCandidates[i]) return false;
  return true;
}

function buildLinks(rules: Rules, cand: Uint16Array): void {
  const n = rules.size, houseCount = rules.houses.length;
  const cells = rules.houseCells;
  if (table.start.length < n + 1 || table.house.length < houseCount * n) {
    // Digit d's links get the slots from (d - 1) * houseCount: at most one per house.
    const slots = houseCount * n;
    table = {
      start: new Int32Array(n + 1),
      end: new Int32Array(n + 1),
      house: new Int32Array(slots),
      a: new Int32Array(slots),
      b: new Int32Array(slots),
    };
    exactlyTwo = new Uint16Array(houseCount);
    firstCell = new Int32Array(n);
  }
  if (exactlyTwo.length < houseCount) exactlyTwo = new Uint16Array(houseCount);
  if (firstCell.length < n) firstCell = new Int32Array(n);
  const { start, end, house, a, b } = table;
  for (let d = 1; d <= n; d++) start[d] = end[d] = (d - 1) * houseCount;
  // One pass over the houses counts every digit with once/twice/more bitmasks. Cages are left out: a cage
  // need not hold every digit, so two places for a digit in one do not make either of them certain.
  for (let h = 0; h < houseCount; h++) {
    let once = 0, twice = 0, more = 0;
    for (let i = h * n, last = i + n; i < last; i++) {
      const m = cand[cells[i]];
      more |= twice & m;
      twice |= once & m;
      once |= m;
    }
    exactlyTwo[h] = twice & ~more;
  }
  // A second pass over the houses with a pair: the first cell holding a digit opens its link, the second
  // closes it.
  for (let h = 0; h < houseCount; h++) {
    const two = exactlyTwo[h];
    if (two === 0) continue;
    let opened = 0;
    for (let i = h * n, last = i + n; i < last; i++) {
      const cell = cells[i];
      const m = cand[cell] & two;
      if (m === 0) continue;
      for (let rest = m & ~opened; rest !== 0; rest &= rest - 1) {
        firstCell[31 - Math.clz32(rest & -rest)] = cell;
      }
      for (let rest = m & opened; rest !== 0; rest &= rest - 1) {
        const bit = rest & -rest;
        const x = firstCell[31 - Math.clz32(bit)];
        if (listedEarlier(rules, h, x, cell, bit)) continue;
        const at = end[32 - Math.clz32(bit)]++;
        house[at] = h;
        a[at] = x;
        b[at] = cell;
      }
      opened |= m;
    }
  }
}

/**
 * Whether the pair x, y is also the conjugate pair of `bit` in a house before h, where it is listed already
 * (a box pair inside a row or column is listed under the line).
 */
function listedEarlier(rules: Rules, h: number, x: number, y: number, bit: number): boolean {
  const { cellRegionStart, cellRegionList } = rules;
  for (let i = cellRegionStart[x], last = cellRegionStart[x + 1]; i < last; i++) {
    const r = cellRegionList[i];
    if (r >= h) return false; // ascending: no earlier house is left
    if (exactlyTwo[r] & bit && inRegion(rules, y, r)) return true;
  }
  return false;
}

function buildDigitCells(g: Rules, cand: Uint16Array, words: number): void {
  if (digits.length < g.size * words) digits = new Int32Array(g.size * words);
  digits.fill(0, 0, g.size * words);
  for (let cell = 0; cell < g.cellCount; cell++) {
    for (let m = cand[cell]; m !== 0; m &= m - 1) {
      digits[(31 - Math.clz32(m & -m)) * words + (cell >> 5)] |= 1 << (cell & 31);
    }
  }
}

function buildBivalue(g: Rules, cand: Uint16Array, words: number): void {
  if (bivalue.cells.length < g.cellCount || bivalue.board.length < words) {
    bivalue = { count: 0, cells: new Int32Array(g.cellCount), board: new Int32Array(words) };
  }
  const { cells, board } = bivalue;
  board.fill(0, 0, words);
  let count = 0;
  for (let cell = 0; cell < g.cellCount; cell++) {
    const m = cand[cell], rest = m & (m - 1);
    if (rest === 0 || (rest & (rest - 1)) !== 0) continue; // not exactly two digits
    cells[count++] = cell;
    board[cell >> 5] |= 1 << (cell & 31);
  }
  bivalue.count = count;
}

/**
 * For one scan, the digits it went through and found nothing for, each with its candidate cells at the time
 * (position().digitCells()). A scan that looks at one digit at a time, and at nothing but that digit's
 * candidates, finds nothing again for a digit whose candidates are as they were, so it skips it: between
 * the positions of a solve most digits do not change.
 */
export class ClearDigits {
  /** Every memory, so that tests can empty them all (forgetAll). */
  static readonly #all: ClearDigits[] = [];
  #rules: Rules | null = null;
  #length = 0;
  #layouts = new Int32Array(0);
  #clear = new Uint8Array(0);

  constructor() {
    ClearDigits.#all.push(this);
  }

  /** Empty every ClearDigits memory: tests compare the scans' answers with and without them. */
  static forgetAll(): void {
    for (const memory of ClearDigits.#all) memory.#clear.fill(0);
  }

  /**
   * Whether `digit` was found clear with the layout it has now: `length` numbers from `layout[offset]`
   * (its candidate cells, in any fixed form: position().digitCells() words, or per-line masks).
   */
  known(g: Rules, digit: number, layout: ArrayLike<number>, offset: number, length: number): boolean {
    if (g !== this.#rules || length !== this.#length) {
      this.#rules = g;
      this.#length = length;
      this.#layouts = new Int32Array((g.size + 1) * length);
      this.#clear = new Uint8Array(g.size + 1);
      return false;
    }
    if (this.#clear[digit] === 0) return false;
    for (let i = 0, own = digit * length; i < length; i++) {
      if (layout[offset + i] !== this.#layouts[own + i]) return false;
    }
    return true;
  }

  /** Record that the scan went through every instance of `digit` with this layout and found none. */
  remember(digit: number, layout: ArrayLike<number>, offset: number): void {
    const length = this.#length;
    for (let i = 0, own = digit * length; i < length; i++) this.#layouts[own + i] = layout[offset + i];
    this.#clear[digit] = 1;
  }

  /** known() for the digit's candidate cells as position().digitCells() has them. */
  knownCells(g: Rules, digit: number, digitCells: Int32Array, words: number): boolean {
    return this.known(g, digit, digitCells, (digit - 1) * words, words);
  }

  /** remember() for the digit's candidate cells as position().digitCells() has them. */
  rememberCells(digit: number, digitCells: Int32Array, words: number): void {
    this.remember(digit, digitCells, (digit - 1) * words);
  }
}
