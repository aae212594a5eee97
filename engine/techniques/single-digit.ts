/**
 * Single-digit patterns: skyscraper, 2-string kite, turbot fish (crane) and empty rectangle.
 *
 * Everything here looks at one digit d at a time. A *strong link* (conjugate pair) is a house in which d has
 * exactly two candidate cells: one of them must be d. A *weak link* joins two distinct cells with d that
 * share a house: at most one of them is d. The first three techniques are all the chain
 *
 *     end1 ═ inner1 ─ inner2 ═ end2      (═ strong link, ─ weak link, all four cells distinct)
 *
 * If end1 is not d then inner1 is, so inner2 is not, so end2 is: one of the two ends is d, and d can be
 * removed from every cell that sees both ends. The techniques differ only in where the links lie:
 *
 * - skyscraper: both strong links in parallel lines (two rows or two columns); the inner ends share a cross
 *   line (a column, or a row) and the outer ends do not (if they did, the four cells would be an X-Wing);
 * - 2-string kite: one strong link in a row, one in a column; the inner ends are distinct cells of one box
 *   and both outer ends lie outside that box;
 * - turbot fish: every other strong–weak–strong chain on one digit. It includes the crane (one or both strong
 *   links in a box), two parallel line links joined through a box, and the kite-like shapes whose outer end
 *   lies inside the shared box. By choice, turbot fish never reports a chain that has the shape of a
 *   skyscraper (or X-Wing) or of a 2-string kite as defined above, even when that technique would find
 *   nothing to remove there, so each chain belongs to exactly one of the three techniques.
 *
 * The empty rectangle combines a box whose candidates for d all lie in one row and one column of the box with
 * a strong link in a line outside it (see `emptyRectangles`).
 *
 * Scan orders (the first instance is what `find` returns): digits ascending; strong links are listed in house
 * index order (rows, then columns, then boxes; a cell pair that is a conjugate pair in a line and in a box is
 * listed once, under the line); pairs of links in list order. Each technique's scan documents the rest.
 */
import type { Geometry } from "../geometry.ts";
import type { TechniqueId } from "../catalogue.ts";
import type { CellDigit, Link, Scan, SolveState, Step, Technique } from "./step.ts";
import { techniqueFromScan } from "./step.ts";

/** A conjugate pair: the only two cells `a` < `b` of `house` that still have the digit. */
export interface StrongLink {
  readonly house: number;
  readonly a: number;
  readonly b: number;
}

const ROW = 0, COLUMN = 1, BOX = 2;

/** 0 for a row, 1 for a column, 2 for a box. */
function kindOf(g: Geometry, house: number): number {
  return house < g.size ? ROW : house < 2 * g.size ? COLUMN : BOX;
}

/** True when two distinct cells share a row, column or box. */
export function sees(g: Geometry, a: number, b: number): boolean {
  if (a === b) return false;
  const h = g.cellHouses;
  return h[a * 3] === h[b * 3] || h[a * 3 + 1] === h[b * 3 + 1] || h[a * 3 + 2] === h[b * 3 + 2];
}

/** The first house (row, then column, then box) two distinct cells share, or -1. */
export function sharedHouse(g: Geometry, a: number, b: number): number {
  if (a === b) return -1;
  const h = g.cellHouses;
  for (let k = 0; k < 3; k++) if (h[a * 3 + k] === h[b * 3 + k]) return h[a * 3 + k];
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

const bitboardCache = new WeakMap<Geometry, Bitboards>();
let lastGeometry: Geometry | null = null;
let lastBitboards: Bitboards = { words: 0, peers: new Int32Array(0) };

/** The bitboard tables of a geometry, built once per shape. */
function bitboards(g: Geometry): Bitboards {
  if (g === lastGeometry) return lastBitboards;
  let b = bitboardCache.get(g);
  if (!b) {
    const words = (g.cellCount + 31) >> 5;
    const peers = new Int32Array(g.cellCount * words);
    for (let c = 0; c < g.cellCount; c++) {
      for (let i = c * g.peerCount, end = i + g.peerCount; i < end; i++) {
        const p = g.peerCells[i];
        peers[c * words + (p >> 5)] |= 1 << (p & 31);
      }
    }
    b = { words, peers };
    bitboardCache.set(g, b);
  }
  lastGeometry = g;
  lastBitboards = b;
  return b;
}

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
  const { words, peers } = bitboards(state.geometry);
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
function seenByBoth(state: SolveState, bit: number, a: number, b: number): number[] {
  const out: number[] = [];
  seenByAll(state, bit, a, b, a, out);
  return out;
}

/**
 * Every strong link of every digit, in typed arrays: digit d's links are entries start[d] .. end[d] - 1 of
 * house, a and b, in house index order. A pair of cells that is conjugate in a line and in their box is listed
 * once, with the line as its house.
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

/** The geometry and a copy of the candidates the cached parts were derived from. */
let keyGeometry: Geometry | null = null;
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
    if (!linksReady) buildLinks(keyGeometry!, keyCandidates);
    linksReady = true;
    return table;
  },
  digitCells(): Int32Array {
    if (!digitsReady) buildDigitCells(keyGeometry!, keyCandidates, current.words);
    digitsReady = true;
    return digits;
  },
  bivalue(): BivalueCells {
    if (!bivalueReady) buildBivalue(keyGeometry!, keyCandidates, current.words);
    bivalueReady = true;
    return bivalue;
  },
};

/**
 * The derived data of this state's position. The candidates are compared in full with the ones the cached
 * parts came from, so data of another position is never handed out.
 */
export function position(state: SolveState): Position {
  const g = state.geometry, cand = state.candidates;
  if (g === keyGeometry && sameCandidates(cand)) return current;
  keyGeometry = g;
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

function buildLinks(g: Geometry, cand: Uint16Array): void {
  const n = g.size;
  const cells = g.houseCells;
  const ch = g.cellHouses;
  if (table.start.length < n + 1) {
    // Digit d's links get the slots from (d - 1) * 3n: at most one per house.
    const slots = 3 * n * n;
    table = {
      start: new Int32Array(n + 1),
      end: new Int32Array(n + 1),
      house: new Int32Array(slots),
      a: new Int32Array(slots),
      b: new Int32Array(slots),
    };
    exactlyTwo = new Uint16Array(3 * n);
    firstCell = new Int32Array(n);
  }
  const { start, end, house, a, b } = table;
  for (let d = 1; d <= n; d++) start[d] = end[d] = (d - 1) * 3 * n;
  // One pass over the houses counts every digit with once/twice/more bitmasks.
  for (let h = 0; h < 3 * n; h++) {
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
  for (let h = 0; h < 3 * n; h++) {
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
        if (h >= 2 * n) {
          // Skip a box pair already listed under its row or column.
          const row = ch[x * 3], col = ch[x * 3 + 1];
          if (row === ch[cell * 3] && exactlyTwo[row] & bit) continue;
          if (col === ch[cell * 3 + 1] && exactlyTwo[col] & bit) continue;
        }
        const at = end[32 - Math.clz32(bit)]++;
        house[at] = h;
        a[at] = x;
        b[at] = cell;
      }
      opened |= m;
    }
  }
}

function buildDigitCells(g: Geometry, cand: Uint16Array, words: number): void {
  if (digits.length < g.size * words) digits = new Int32Array(g.size * words);
  digits.fill(0, 0, g.size * words);
  for (let cell = 0; cell < g.cellCount; cell++) {
    for (let m = cand[cell]; m !== 0; m &= m - 1) {
      digits[(31 - Math.clz32(m & -m)) * words + (cell >> 5)] |= 1 << (cell & 31);
    }
  }
}

function buildBivalue(g: Geometry, cand: Uint16Array, words: number): void {
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
  #geometry: Geometry | null = null;
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
  known(g: Geometry, digit: number, layout: ArrayLike<number>, offset: number, length: number): boolean {
    if (g !== this.#geometry || length !== this.#length) {
      this.#geometry = g;
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
  knownCells(g: Geometry, digit: number, digitCells: Int32Array, words: number): boolean {
    return this.known(g, digit, digitCells, (digit - 1) * words, words);
  }

  /** remember() for the digit's candidate cells as position().digitCells() has them. */
  rememberCells(digit: number, digitCells: Int32Array, words: number): void {
    this.remember(digit, digitCells, (digit - 1) * words);
  }
}

/** Each single-digit scan's memory of the digits it found clear. */
const skyscraperClear = new ClearDigits(), kiteClear = new ClearDigits(), turbotClear = new ClearDigits();
const emptyRectangleClear = new ClearDigits();

/** The strong links of one digit (see `LinkTable`). */
export function strongLinks(state: SolveState, digit: number): StrongLink[] {
  const t = position(state).links();
  const out: StrongLink[] = [];
  for (let i = t.start[digit]; i < t.end[digit]; i++) out.push({ house: t.house[i], a: t.a[i], b: t.b[i] });
  return out;
}

/** The step for a chain end1 ═ inner1 ─ inner2 ═ end2 on one digit. */
function chainStep(
  technique: TechniqueId,
  digit: number,
  [end1, inner1, inner2, end2]: readonly number[],
  houses: number[],
  eliminated: number[],
  variant?: string,
): Step {
  const cd = (cell: number): CellDigit => ({ cell, digit });
  const links: Link[] = [
    { from: cd(end1), to: cd(inner1), strong: true },
    { from: cd(inner1), to: cd(inner2), strong: false },
    { from: cd(inner2), to: cd(end2), strong: true },
  ];
  return {
    technique,
    placements: [],
    eliminations: eliminated.map(cd),
    pattern: {
      cells: [end1, inner1, inner2, end2],
      houses,
      digits: [digit],
      links,
      chain: [end1, inner1, inner2, end2].map(cd),
      ...(variant ? { variant } : {}),
    },
  };
}

/**
 * Skyscraper. Scan: digit; rows then columns; pairs of strong links in that kind of line in list order. The
 * pattern's cells are the chain [top1, base1, base2, top2] (the bases share the cross line); houses are the
 * two lines and the cross line; variant "rows" or "columns".
 */
const skyscrapers: Scan = (state, emit) => {
  const g = state.geometry;
  const ch = g.cellHouses;
  const pos = position(state);
  const t = pos.links(), digitCells = pos.digitCells();
  for (let digit = 1; digit <= g.size; digit++) {
    const from = t.start[digit], to = t.end[digit];
    if (to - from < 2 || skyscraperClear.knownCells(g, digit, digitCells, pos.words)) continue;
    let found = false;
    const bit = 1 << (digit - 1);
    for (let kind = ROW; kind <= COLUMN; kind++) {
      const cross = kind === ROW ? 1 : 0; // cellHouses slot of the cross line
      for (let i = from; i < to; i++) {
        if (kindOf(g, t.house[i]) !== kind) continue;
        for (let j = i + 1; j < to; j++) {
          if (kindOf(g, t.house[j]) !== kind) continue;
          let base1 = -1, base2 = -1, shared = 0;
          for (let k = 0; k < 4; k++) {
            const e1 = k < 2 ? t.a[i] : t.b[i], e2 = k & 1 ? t.b[j] : t.a[j];
            if (ch[e1 * 3 + cross] === ch[e2 * 3 + cross]) {
              base1 = e1;
              base2 = e2;
              shared++;
            }
          }
          if (shared !== 1) continue; // no shared cross line, or an X-Wing
          const top1 = base1 === t.a[i] ? t.b[i] : t.a[i];
          const top2 = base2 === t.a[j] ? t.b[j] : t.a[j];
          if (!seenByAll(state, bit, top1, top2, top1, null)) continue;
          const step = chainStep(
            "skyscraper",
            digit,
            [top1, base1, base2, top2],
            [t.house[i], t.house[j], ch[base1 * 3 + cross]],
            seenByBoth(state, bit, top1, top2),
            kind === ROW ? "rows" : "columns",
          );
          if (emit(step)) return;
          found = true;
        }
      }
    }
    if (!found) skyscraperClear.rememberCells(digit, digitCells, pos.words);
  }
};

/**
 * 2-string kite. Scan: digit; row links in list order; column links in list order. The pattern's cells are
 * [row far end, row end in the box, column end in the box, column far end]; houses are the row, the column
 * and the shared box.
 */
const kites: Scan = (state, emit) => {
  const g = state.geometry;
  const ch = g.cellHouses;
  const pos = position(state);
  const t = pos.links(), digitCells = pos.digitCells();
  for (let digit = 1; digit <= g.size; digit++) {
    const from = t.start[digit], to = t.end[digit];
    if (to - from < 2 || kiteClear.knownCells(g, digit, digitCells, pos.words)) continue;
    let found = false;
    const bit = 1 << (digit - 1);
    for (let r = from; r < to; r++) {
      if (kindOf(g, t.house[r]) !== ROW) continue;
      for (let c = from; c < to; c++) {
        if (kindOf(g, t.house[c]) !== COLUMN) continue;
        const ra = ch[t.a[r] * 3 + 2], rb = ch[t.b[r] * 3 + 2];
        const ca = ch[t.a[c] * 3 + 2], cb = ch[t.b[c] * 3 + 2];
        if (ra !== ca && ra !== cb && rb !== ca && rb !== cb) continue; // no box in common
        for (let k = 0; k < 4; k++) {
          const inRow = k < 2 ? t.a[r] : t.b[r], farRow = k < 2 ? t.b[r] : t.a[r];
          const inCol = k & 1 ? t.b[c] : t.a[c], farCol = k & 1 ? t.a[c] : t.b[c];
          if (!isKite(g, farRow, inRow, inCol, farCol)) continue;
          if (!seenByAll(state, bit, farRow, farCol, farRow, null)) continue;
          const step = chainStep(
            "two-string-kite",
            digit,
            [farRow, inRow, inCol, farCol],
            [t.house[r], t.house[c], ch[inRow * 3 + 2]],
            seenByBoth(state, bit, farRow, farCol),
          );
          if (emit(step)) return;
          found = true;
        }
      }
    }
    if (!found) kiteClear.rememberCells(digit, digitCells, pos.words);
  }
};

/**
 * Row link farRow–inRow and column link inCol–farCol form a kite: four distinct cells, the inner ends in one
 * box, both outer ends outside it.
 */
function isKite(g: Geometry, farRow: number, inRow: number, inCol: number, farCol: number): boolean {
  const box = (cell: number) => g.cellHouses[cell * 3 + 2];
  if (inRow === inCol || farRow === inCol || farRow === farCol || inRow === farCol) return false;
  const b = box(inRow);
  return box(inCol) === b && box(farRow) !== b && box(farCol) !== b;
}

const KIND_NAMES = ["row", "column", "box"];

/**
 * Turbot fish: every strong–weak–strong chain on one digit that is not shaped as a skyscraper, X-Wing or
 * 2-string kite (see the module comment). Scan: digit; pairs of strong links (i < j) in list order; inner end
 * of the first link (a, then b); inner end of the second (a, then b). The pattern's cells are the chain
 * [end1, inner1, inner2, end2]; houses are the two strong links' houses and the weak link's house (the first
 * house the inner ends share); variant names the strong links' house kinds, e.g. "row + box".
 */
const turbotFish: Scan = (state, emit) => {
  const g = state.geometry;
  const ch = g.cellHouses;
  const pos = position(state);
  const { words, peers } = pos;
  const t = pos.links(), digitCells = pos.digitCells();
  for (let digit = 1; digit <= g.size; digit++) {
    const from = t.start[digit], to = t.end[digit];
    if (to - from < 2 || turbotClear.knownCells(g, digit, digitCells, pos.words)) continue;
    let found = false;
    const bit = 1 << (digit - 1);
    for (let i = from; i < to; i++) {
      const k1 = kindOf(g, t.house[i]);
      const ai = t.a[i] * words, bi = t.b[i] * words;
      for (let j = i + 1; j < to; j++) {
        // Skip the pair unless an end of one link sees an end of the other.
        const aj = t.a[j], bj = t.b[j];
        if (
          !((peers[ai + (aj >> 5)] | peers[bi + (aj >> 5)]) & (1 << (aj & 31))) &&
          !((peers[ai + (bj >> 5)] | peers[bi + (bj >> 5)]) & (1 << (bj & 31)))
        ) continue;
        const k2 = kindOf(g, t.house[j]);
        for (let k = 0; k < 4; k++) {
          const inner1 = k < 2 ? t.a[i] : t.b[i], end1 = k < 2 ? t.b[i] : t.a[i];
          const inner2 = k & 1 ? t.b[j] : t.a[j], end2 = k & 1 ? t.a[j] : t.b[j];
          // The inner ends must see each other (so they differ); no cell may serve twice.
          if (!(peers[inner1 * words + (inner2 >> 5)] & (1 << (inner2 & 31)))) continue;
          if (inner1 === end2 || end1 === inner2 || end1 === end2) continue;
          const weak = sharedHouse(g, inner1, inner2);
          if (k1 === k2 && k1 !== BOX) {
            // Parallel lines: the weak link through the cross line is a skyscraper (or X-Wing).
            const cross = k1 === ROW ? 1 : 0;
            if (ch[inner1 * 3 + cross] === ch[inner2 * 3 + cross]) continue;
          }
          if (k1 === ROW && k2 === COLUMN && isKite(g, end1, inner1, inner2, end2)) continue;
          if (k1 === COLUMN && k2 === ROW && isKite(g, end2, inner2, inner1, end1)) continue;
          if (!seenByAll(state, bit, end1, end2, end1, null)) continue;
          const step = chainStep(
            "turbot-fish",
            digit,
            [end1, inner1, inner2, end2],
            [t.house[i], t.house[j], weak],
            seenByBoth(state, bit, end1, end2),
            `${KIND_NAMES[k1]} + ${KIND_NAMES[k2]}`,
          );
          if (emit(step)) return;
          found = true;
        }
      }
    }
    if (!found) turbotClear.rememberCells(digit, digitCells, pos.words);
  }
};

/** Per row of a box, the box columns holding the digit (a box has at most 4 rows). */
const rowCols = new Int32Array(4);

/**
 * Empty rectangle. In box B, every candidate of d lies in row r or column c of the box (at least two
 * candidates, not all in row r and not all in column c), so d in B is in row r or in column c. Take a strong
 * link on d in a column k outside B's columns with one end p in row r and the other end q in a row outside
 * B's rows: if the cell (row of q, column c) were d, q would not be, so p would be, so B's row r could not
 * hold d and neither could B's column c: no room for d in B. So d goes from (row of q, column c). The same
 * with rows and columns swapped: a strong link in a row outside B's rows with one end in column c removes d
 * from (row r, column of the other end).
 *
 * Scan: digit; box; the cross's row r, then column c, within the box (top to bottom, left to right); strong
 * links in list order (row links, then column links; box links are not used); ends (a, then b) as p. A box
 * with two diagonal candidates has two crosses, each its own instance. The pattern's cells are the box's
 * candidate cells, then p and q; houses are [box, row r, column c, link house]; one strong link p–q.
 */
const emptyRectangles: Scan = (state, emit) => {
  const g = state.geometry;
  const n = g.size;
  const cand = state.candidates;
  const { houseCells, cellHouses, boxRows, boxCols } = g;
  const pos = position(state);
  const t = pos.links(), digitCells = pos.digitCells();
  for (let digit = 1; digit <= n; digit++) {
    const bit = 1 << (digit - 1);
    // Without a strong link in a line there is nothing to combine a cross with.
    let lineLinks = false;
    for (let l = t.start[digit]; l < t.end[digit] && !lineLinks; l++) {
      lineLinks = kindOf(g, t.house[l]) !== BOX;
    }
    if (!lineLinks || emptyRectangleClear.knownCells(g, digit, digitCells, pos.words)) continue;
    let found = false;
    for (let b = 2 * n; b < 3 * n; b++) {
      let allCols = 0;
      for (let r = 0; r < boxRows; r++) rowCols[r] = 0;
      for (let i = 0; i < n; i++) {
        if (!(cand[houseCells[b * n + i]] & bit)) continue;
        const col = 1 << (i % boxCols);
        rowCols[Math.floor(i / boxCols)] |= col;
        allCols |= col;
      }
      if (allCols === 0) continue;
      const top = Math.floor(houseCells[b * n] / n), left = houseCells[b * n] % n;
      for (let br = 0; br < boxRows; br++) {
        // Row br of the box makes a cross exactly when the candidates off it all lie in one column of the box
        // (and there are some), and some candidate lies off that column: the cross's column.
        let others = 0;
        for (let r = 0; r < boxRows; r++) if (r !== br) others |= rowCols[r];
        if (others === 0 || (others & (others - 1)) !== 0 || (allCols & ~others) === 0) continue;
        const r = top + br, c = left + 31 - Math.clz32(others);
        for (let l = t.start[digit]; l < t.end[digit]; l++) {
          const kind = kindOf(g, t.house[l]);
          if (kind === BOX) continue;
          const la = t.a[l], lb = t.b[l];
          // One end must lie in the cross's row (column link) or column (row link).
          if (
            kind === COLUMN
              ? cellHouses[la * 3] !== r && cellHouses[lb * 3] !== r
              : cellHouses[la * 3 + 1] !== n + c && cellHouses[lb * 3 + 1] !== n + c
          ) {
            continue;
          }
          for (let side = 0; side < 2; side++) {
            const p = side === 0 ? la : lb, q = side === 0 ? lb : la;
            const rp = cellHouses[p * 3], cp = cellHouses[p * 3 + 1] - n;
            const rq = cellHouses[q * 3], cq = cellHouses[q * 3 + 1] - n;
            let target: number;
            if (kind === COLUMN) {
              if (cp >= left && cp < left + boxCols) break; // the link's column crosses the box
              if (rp !== r || (rq >= top && rq < top + boxRows)) continue;
              target = rq * n + c;
            } else {
              if (rp >= top && rp < top + boxRows) break; // the link's row crosses the box
              if (cp !== c || (cq >= left && cq < left + boxCols)) continue;
              target = r * n + cq;
            }
            if (!(cand[target] & bit)) continue;
            const cells: number[] = [];
            for (let i = b * n; i < (b + 1) * n; i++) {
              if (cand[houseCells[i]] & bit) cells.push(houseCells[i]);
            }
            cells.push(p, q);
            const step: Step = {
              technique: "empty-rectangle",
              placements: [],
              eliminations: [{ cell: target, digit }],
              pattern: {
                cells,
                houses: [b, r, n + c, t.house[l]],
                digits: [digit],
                links: [{ from: { cell: p, digit }, to: { cell: q, digit }, strong: true }],
              },
            };
            if (emit(step)) return;
            found = true;
          }
        }
      }
    }
    if (!found) emptyRectangleClear.rememberCells(digit, digitCells, pos.words);
  }
};

export const SKYSCRAPER: Technique = techniqueFromScan("skyscraper", skyscrapers);
export const TWO_STRING_KITE: Technique = techniqueFromScan("two-string-kite", kites);
export const TURBOT_FISH: Technique = techniqueFromScan("turbot-fish", turbotFish);
export const EMPTY_RECTANGLE: Technique = techniqueFromScan("empty-rectangle", emptyRectangles);

/** The single-digit pattern techniques in catalogue order. */
export const SINGLE_DIGIT_TECHNIQUES: Technique[] = [
  SKYSCRAPER,
  TWO_STRING_KITE,
  TURBOT_FISH,
  EMPTY_RECTANGLE,
];
