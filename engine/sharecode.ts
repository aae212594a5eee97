/**
 * Share codes: a puzzle (variant, size, givens, and a killer's cages) and an optional claimed level as a
 * short, checked, URL-safe string. Version 1 holds plain classic grids, version 2 X-Sudoku and killer grids.
 *
 * Old links and pool lines must decode forever, so both layouts below are frozen; a new layout needs a new
 * version. The golden codes in tests/engine/sharecode_test.ts (version 1) and tests/engine/sharecode_v2_test.ts (version 2)
 * pin them.
 *
 * ## Version 1 layout
 *
 * A code is L characters of the base64url alphabet (A–Z a–z 0–9 - _, no padding). Each character is a
 * 6-bit symbol, A = 0 … _ = 63; s[0] is the first. L is even and at least 4.
 *
 *   s[0]          header:  bit 5     0 = version 1 (so version 1 codes start with A–Z or a–f); first
 *                                    characters 32–63 (g–z 0–9 - _) are kept for later versions, which
 *                                    may use more characters to number themselves.
 *                          bits 4–3  size: 0 = 4x4, 1 = 6x6, 2 = 9x9, 3 = 16x16.
 *                          bits 2–0  level id: 0 = no claim, 1 easy, 2 medium, 3 hard, 4 expert, 5 evil;
 *                                    6 and 7 are free for new levels.
 *   s[1 .. L-3]   payload: the number P, big-endian in base 64 (s = L - 3 symbols, s odd).
 *   s[L-2], s[L-1]  check: 64·s[L-2] + s[L-1] = (Σ_{i=0}^{L-3} (i+1)·s[i]) mod 4093.
 *
 * P is a mixed-radix number over the givens, with n = N² cells and k givens:
 *
 *   P = k + (n+1)·(rank + C(n,k)·D),  with 0 ≤ k ≤ n and 0 ≤ rank < C(n,k).
 *
 *   rank  the given cells c_1 < c_2 < … < c_k (0-based, reading order) in the combinatorial number
 *         system: rank = Σ_i C(c_i, i).
 *   D     the digits, givens taken in reading order: r_j is the number of digits not already used by an
 *         earlier given in the cell's row, column or box, d_j is the given's position among those digits
 *         (ascending, from 0), and D = d_1 + r_1·(d_2 + r_2·(d_3 + …)).
 *
 * So P < R = (n+1)·C(n,k)·Π r_j, and s is the smallest odd number with 64^s ≥ R: the payload is as short as
 * the puzzle allows, plus at most one character to make L even. Anything else is refused, so each puzzle and
 * level has exactly one code.
 *
 * Why these choices:
 * - Cells and digits cost about their information content: a 9×9 puzzle with 25 givens needs log2 C(81,25)
 *   ≈ 68.8 bits for the cells and 58–70 bits (65 on average) for the digits, where 25 × log2 9 would be 79.
 * - Every valid code has even length, so a dropped or an inserted character always gives an odd length
 *   (bad-length).
 * - The check is a weighted sum modulo the prime 4093 > 63. Within the first L-2 symbols, symbol i has
 *   weight i+1; the two check symbols act as weights -64 and -1. All weights are nonzero and neighbours
 *   differ modulo 4093 (codes are at most 180 characters long), so changing one symbol by δ ≠ 0 moves the
 *   sum by weight·δ ≢ 0, and swapping two different neighbours moves it by (w_i - w_{i+1})·δ ≢ 0: any
 *   single changed character and any swap of adjacent different characters gives bad-check (or
 *   bad-version, when the first character becomes a later version's).
 * - Givens that break the rules cannot be written (a digit must be one still allowed), so a decoded
 *   grid never has conflicting givens; a code whose cells leave some given no digit, whose number is too
 *   large for the puzzle it describes, or with an unknown level id is bad-content.
 *
 * ## Version 2 layout
 *
 * The same alphabet, symbols, even length (at least 4), payload length rule and check as version 1: s[1 .. L-3]
 * is the payload P, big-endian in base 64, in the smallest odd number of symbols whose 64^s covers its range R,
 * and s[L-2], s[L-1] hold the same check (weights stay nonzero and neighbours distinct up to 434 characters).
 *
 *   s[0]          header:  32 + 4·variant + size, so version 2 codes start with g–n:
 *                          variant 0 = X (both main diagonals are houses), 1 = killer; 2 and 3 (o–v) are
 *                          free for later variants, and first characters 48–63 (w–z 0–9 - _) for later
 *                          versions. size as version 1: 0 = 4x4, 1 = 6x6, 2 = 9x9, 3 = 16x16.
 *
 * P is one mixed-radix number: a list of digits x_i with radices r_i (0 ≤ x_i < r_i), the first least
 * significant, P = x_1 + r_1·(x_2 + r_2·(x_3 + …)) and R = Π r_i. The digits, in order:
 *
 *   1. level id, radix 8: as version 1 (0 = no claim, 1 easy … 5 evil; 6 and 7 free).
 *   2. killer only, the partition of the grid into pieces: the cages, plus each cell outside every cage as a
 *      piece of its own. Cells are read in reading order; each either starts a new piece or joins the piece of
 *      its left neighbour, of its upper neighbour, or of both (merging two pieces). A walk tracks the pieces
 *      formed so far and the pairs of neighbours declared apart (a neighbour not joined). The choices open to
 *      a cell, in this order, are:
 *        new piece                     always;
 *        join both                     when left and upper are already in one piece of fewer than N cells;
 *      otherwise
 *        join left, join up            when that piece has fewer than N cells;
 *        join both                     when the two pieces have fewer than N cells together and no pair of
 *                                      their cells was declared apart.
 *      The digit is the index of the cell's choice among those open, with the count of them as radix (a cell
 *      with one choice, as r1c1, adds nothing). So every sequence of choices gives a partition into connected
 *      pieces of at most N cells, and every such partition has exactly one sequence: two neighbours share a
 *      piece exactly when they were joined. Pieces are then numbered by their first cell in reading order.
 *   3. givens, as version 1: their count k (radix n+1), their cells' combinatorial rank (radix C(n,k)), then
 *      each given's digit as its index among the digits still allowed (radix: how many are), where a
 *      digit is allowed when no earlier given holds it in the cell's row, column, box, diagonal (X) or piece
 *      (killer).
 *   4. killer only, each piece's sum, pieces in order: with g the sum of its given digits and m its cells
 *      without a given, the sums its cells can make are g plus the sums of m distinct digits of 1..N that no
 *      given of the piece holds; the digit is the sum's index among those, ascending. A one-cell piece has
 *      one more choice, the last: the cell is in no cage. So a sum its size and givens cannot make is not
 *      writable.
 *
 * Decoding reads the digits in this order, each radix known from those before it, and refuses a code whose
 * level id is unknown or whose givens leave a cell no digit (bad-content), whose number is not used up
 * (bad-content), or whose length is not the one its range gives (bad-length). So a decoded X or killer grid
 * never repeats a digit in a house or cage, its cages never overlap and each has a sum its cells can make,
 * and each puzzle and level has exactly one code. Decoded killer rules list their cages by first cell.
 *
 * What version 2 holds: killer cages must each be connected through orthogonal neighbours; cells outside
 * every cage are allowed. encode refuses (RangeError) a cage that is not connected or has a sum its size and
 * givens cannot make.
 *
 * Why these choices:
 * - The partition costs at most 2 bits a cell, about 119 bits on grown 9×9 cage shapes (a cell whose
 *   neighbours already share a piece has only two choices), where one bit per pair of neighbours is 144.
 *   Exact for every connected partition, including cages joined only through cells read later (a U shape):
 *   those are two pieces until a cell joins both.
 * - A sum costs log2 of the sums its cage can have (15–21 for 2–5 cells of 1..9), not of every sum 1..45:
 *   about 94 bits for the 22 cages of a typical grown 9×9 partition.
 * - Givens-free 9×9 killers with a claim come to 36–46 characters (median 42) over 2,000 grown partitions
 *   (bench/sharecode_lengths.ts; docs/sharecodes.md).
 */
import { type Grid, popcount, type Result } from "./board.ts";
import {
  type Cage,
  cellName,
  classicRules,
  killerRules,
  type Rules,
  type ShapeName,
  xRules,
} from "./rules.ts";
import { STANDARD_LEVELS, type StandardLevel } from "./schemes.ts";

/**
 * The levels a code can claim: the standard scheme's, with ids 1…5 in codes in this order; 0 means no claim.
 * New levels go at the end (ids 6, 7).
 */
export const LEVELS = STANDARD_LEVELS;

/** A level id from user text, case-insensitive; null when unknown. */
export function parseLevel(text: string): Level | null {
  const wanted = text.trim().toLowerCase();
  return LEVELS.find((l) => l === wanted) ?? null;
}
export type Level = StandardLevel;

export interface Decoded {
  readonly grid: Grid;
  /** The level the code claims, or null when it claims none. */
  readonly level: Level | null;
}

export type ShareCodeErrorCode = "bad-character" | "bad-length" | "bad-version" | "bad-check" | "bad-content";

export interface ShareCodeError {
  readonly code: ShareCodeErrorCode;
  readonly message: string;
}

/** Size ids 0…3 in codes. Frozen: this order is part of the format. */
const SIZE_IDS: readonly ShapeName[] = ["4x4", "6x6", "9x9", "16x16"];
const CHECK_PRIME = 4093;

/**
 * No valid code is longer. The bound is version 2's for a 16×16 killer, taking every digit as one of N, every
 * partition choice as one of 4 and every cell's share of the cage sums as one of N + 1 (version 1's own bound
 * is 180). tests/engine/sharecode_test.ts recomputes it. Longer input is refused before it is read.
 */
export const MAX_SHARE_CODE_LENGTH = 434;

/**
 * The share code of a puzzle and an optional claimed level: version 1 for plain classic grids, version 2 for
 * X-Sudoku and killer grids.
 *
 * @throws RangeError when the grid is not a supported size, has a digit out of range, or its givens break
 *   the rules (the same digit twice in a row, column, box, diagonal or cage): such givens cannot be written
 *   in a code. Also for a level that is not one of LEVELS, for rules other than classic, X and killer, and
 *   for a killer whose cages a code cannot carry (a cage that is not connected, or a sum its cells cannot
 *   make).
 */
export function encode(grid: Grid, meta: { level?: Level | null } = {}): string {
  const g = grid.rules;
  const level = meta.level ?? null;
  const levelId = level === null ? 0 : LEVELS.indexOf(level) + 1;
  if (levelId === 0 && level !== null) throw new RangeError(`unknown level ${JSON.stringify(level)}`);
  if (!g.plainClassic) return encodeV2(grid, levelId);
  const sizeId = SIZE_IDS.indexOf(g.shape);
  if (sizeId < 0 || classicRules(g.shape).cellCount !== g.cellCount || grid.cells.length !== g.cellCount) {
    throw new RangeError(`share codes cover 4x4, 6x6, 9x9 and 16x16 grids with one value per cell`);
  }

  const rules = classicRules(g.shape);
  const n = rules.cellCount;
  const used = new Uint16Array(rules.houses.length);
  const cells: number[] = [];
  const radices: number[] = [];
  const indices: number[] = [];
  for (let cell = 0; cell < n; cell++) {
    const v = grid.cells[cell];
    if (v === 0) continue;
    if (!(Number.isInteger(v) && v >= 1 && v <= rules.size)) {
      throw new RangeError(`${cellName(rules, cell)} holds ${v}, not a digit of a ${rules.shape} grid`);
    }
    const allowed = allowedDigits(rules, used, cell);
    const bit = 1 << (v - 1);
    if (!(allowed & bit)) {
      throw new RangeError(
        `the givens break the rules: ${v} in ${
          cellName(rules, cell)
        } repeats a digit in its row, column or box`,
      );
    }
    cells.push(cell);
    radices.push(popcount(allowed));
    indices.push(popcount(allowed & (bit - 1)));
    markUsed(rules, used, cell, bit);
  }

  const k = cells.length;
  let digits = 0n;
  let range = 1n;
  for (let j = k - 1; j >= 0; j--) {
    digits = digits * BigInt(radices[j]) + BigInt(indices[j]);
    range *= BigInt(radices[j]);
  }
  let rank = 0n;
  for (let i = 0; i < k; i++) rank += binomial(cells[i], i + 1);
  const subsets = binomial(n, k);
  const payload = (digits * subsets + rank) * BigInt(n + 1) + BigInt(k);
  range *= subsets * BigInt(n + 1);
  return assemble((sizeId << 3) | levelId, payload, payloadSymbolsFor(range));
}

/**
 * Read a share code. Never throws: any input that is not exactly a code this module writes gets a typed
 * error. Whitespace is not trimmed (a space is a bad character); callers trim pasted text themselves.
 */
export function decode(code: string): Result<Decoded, ShareCodeError> {
  if (typeof code !== "string") return fail("bad-character", "a share code is a string");
  const length = code.length;
  if (length > MAX_SHARE_CODE_LENGTH) {
    return fail(
      "bad-length",
      `a share code has at most ${MAX_SHARE_CODE_LENGTH} characters; this has ${length}`,
    );
  }
  if (length === 0) return fail("bad-length", "the share code is empty");
  const bad = /[^A-Za-z0-9_-]/.exec(code);
  if (bad) {
    const ch = String.fromCodePoint(code.codePointAt(bad.index)!);
    return fail(
      "bad-character",
      `${JSON.stringify(ch)} at position ${
        bad.index + 1
      } cannot be in a share code (only A–Z, a–z, 0–9, - and _)`,
    );
  }
  const s = textToSymbols(code);
  const versionTwo = s[0] >= 32;
  if (versionTwo && !(s[0] < V2_FIRST_SYMBOL + 16 && (s[0] - V2_FIRST_SYMBOL) >> 2 < V2_VARIANTS.length)) {
    return fail(
      "bad-version",
      `a code starting with ${
        JSON.stringify(code[0])
      } is from a newer share-code format than this app reads ` +
        `(codes start with A–Z, a–f for classic grids, or g–n for X and killer ones)`,
    );
  }
  if (length < 4 || length % 2 !== 0) {
    return fail(
      "bad-length",
      `share codes have an even number of characters, at least 4; this one has ${length}: ` +
        `a character was probably dropped or added`,
    );
  }
  if (checkValue(s, length - 2) !== 64 * s[length - 2] + s[length - 1]) {
    return fail("bad-check", "the share code's check characters do not match: it was mistyped or changed");
  }
  if (versionTwo) return decodeV2(s);

  const rules = classicRules(SIZE_IDS[(s[0] >> 3) & 3]);
  const levelId = s[0] & 7;
  if (levelId > LEVELS.length) {
    return fail("bad-content", `the code claims level id ${levelId}, which this app does not know`);
  }
  const n = rules.cellCount;
  let p = 0n;
  for (let i = 1; i < length - 2; i++) p = (p << 6n) | BigInt(s[i]);

  const k = Number(p % BigInt(n + 1));
  p /= BigInt(n + 1);
  const subsets = binomial(n, k);
  const cells = unrank(n, k, p % subsets);
  p /= subsets;

  const values = new Uint8Array(n);
  const used = new Uint16Array(rules.houses.length);
  let range = subsets * BigInt(n + 1);
  for (const cell of cells) {
    const allowed = allowedDigits(rules, used, cell);
    const r = popcount(allowed);
    if (r === 0) {
      return fail(
        "bad-content",
        `the code's givens break the rules: no digit is left for ${cellName(rules, cell)}`,
      );
    }
    const bit = nthBit(allowed, Number(p % BigInt(r)));
    p /= BigInt(r);
    range *= BigInt(r);
    values[cell] = 31 - Math.clz32(bit) + 1;
    markUsed(rules, used, cell, bit);
  }
  return decoded(p, range, length, { rules, cells: values }, levelId);
}

// ---------------------------------------------------------------------------------------------------------
// Version 2: X-Sudoku and killer grids.

/** Version 2's first symbol is V2_FIRST_SYMBOL + 4·variant id + size id (see the layout at the top). */
const V2_FIRST_SYMBOL = 32;
/** Variant ids 0, 1 in version 2 codes. Frozen: this order is part of the format; ids 2 and 3 are free. */
const V2_VARIANTS = ["x", "killer"] as const;
/** The level is the payload's first digit, in this radix (ids 6 and 7 are free, as in version 1). */
const LEVEL_RADIX = 8;

/** Partition choices of a cell: start a piece, join the left neighbour's, the upper one's, or both. */
const NEW_PIECE = 0, JOIN_LEFT = 1, JOIN_UP = 2, JOIN_BOTH = 3;

/** A mixed-radix number written digit by digit, least significant first. */
class MixedRadixWriter {
  value = 0n;
  range = 1n;
  push(digit: number | bigint, radix: number | bigint): void {
    this.value += this.range * BigInt(digit);
    this.range *= BigInt(radix);
  }
}

/** The same number read back digit by digit; `range` is the product of the radices read so far. */
class MixedRadixReader {
  range = 1n;
  constructor(public rest: bigint) {}
  take(radix: number | bigint): number {
    const r = BigInt(radix);
    const digit = this.rest % r;
    this.rest /= r;
    this.range *= r;
    return Number(digit);
  }
  takeBig(radix: bigint): bigint {
    const digit = this.rest % radix;
    this.rest /= radix;
    this.range *= radix;
    return digit;
  }
}

/**
 * The state of the cage-partition walk (reading order, each cell joining its left and upper neighbours'
 * pieces or not), shared by encoder and decoder so both see the same choices at every cell.
 */
class PartitionWalk {
  readonly parent: Int32Array;
  readonly pieceSize: Int32Array;
  /** Pairs of neighbouring cells declared to be in different pieces. */
  readonly apart: Array<[number, number]> = [];

  constructor(readonly side: number) {
    this.parent = new Int32Array(side * side);
    this.pieceSize = new Int32Array(side * side);
  }

  root(cell: number): number {
    while (this.parent[cell] !== cell) cell = this.parent[cell] = this.parent[this.parent[cell]];
    return cell;
  }

  /** The choices open to `cell`, in their fixed order: each keeps pieces at most `side` cells and consistent. */
  choices(cell: number): number[] {
    const left = cell % this.side > 0 ? this.root(cell - 1) : -1;
    const up = cell >= this.side ? this.root(cell - this.side) : -1;
    const out = [NEW_PIECE];
    if (left >= 0 && up >= 0 && left === up) {
      if (this.pieceSize[left] < this.side) out.push(JOIN_BOTH);
      return out;
    }
    if (left >= 0 && this.pieceSize[left] < this.side) out.push(JOIN_LEFT);
    if (up >= 0 && this.pieceSize[up] < this.side) out.push(JOIN_UP);
    if (
      left >= 0 && up >= 0 && this.pieceSize[left] + this.pieceSize[up] < this.side &&
      !this.keptApart(left, up)
    ) out.push(JOIN_BOTH);
    return out;
  }

  apply(cell: number, choice: number): void {
    this.parent[cell] = cell;
    this.pieceSize[cell] = 1;
    const neighbours: Array<[number, boolean]> = [];
    if (cell % this.side > 0) neighbours.push([cell - 1, (choice & JOIN_LEFT) !== 0]);
    if (cell >= this.side) neighbours.push([cell - this.side, (choice & JOIN_UP) !== 0]);
    for (const [other, joined] of neighbours) {
      if (!joined) {
        this.apart.push([cell, other]);
        continue;
      }
      const a = this.root(cell), b = this.root(other);
      if (a === b) continue;
      this.parent[a] = b;
      this.pieceSize[b] += this.pieceSize[a];
    }
  }

  /** Whether two pieces (roots) have a pair of neighbours already declared apart, so may never merge. */
  private keptApart(a: number, b: number): boolean {
    for (const [x, y] of this.apart) {
      const rx = this.root(x), ry = this.root(y);
      if ((rx === a && ry === b) || (rx === b && ry === a)) return true;
    }
    return false;
  }
}

/** The pieces of a killer: cages, and every cell outside all cages as a piece of its own. */
interface Pieces {
  /** The piece of each cell, numbered by first cell (reading order). */
  readonly pieceOf: Int32Array;
  /** Each piece's cells, ascending. */
  readonly cells: number[][];
  /** Each piece's cage sum, or null for a cell outside every cage. */
  readonly sums: Array<number | null>;
}

function killerPieces(rules: Rules): Pieces {
  const n = rules.cellCount;
  const cageOf = new Int32Array(n).fill(-1);
  rules.cages.forEach((cage, k) => {
    for (const cell of cage.cells) cageOf[cell] = k;
  });
  const pieceOf = new Int32Array(n).fill(-1);
  const cells: number[][] = [];
  const sums: Array<number | null> = [];
  for (let cell = 0; cell < n; cell++) {
    if (pieceOf[cell] >= 0) continue;
    const piece = cells.length;
    if (cageOf[cell] < 0) {
      pieceOf[cell] = piece;
      cells.push([cell]);
      sums.push(null);
      continue;
    }
    const cage = rules.cages[cageOf[cell]];
    const sorted = [...cage.cells].sort((a, b) => a - b);
    for (const c of sorted) pieceOf[c] = piece;
    cells.push(sorted);
    sums.push(cage.sum);
  }
  return { pieceOf, cells, sums };
}

/** Write the partition into pieces; throws when a cage is not connected through orthogonal neighbours. */
function writePartition(out: MixedRadixWriter, rules: Rules, pieces: Pieces): void {
  const { size, cellCount } = rules;
  const walk = new PartitionWalk(size);
  for (let cell = 0; cell < cellCount; cell++) {
    const piece = pieces.pieceOf[cell];
    let wanted = NEW_PIECE;
    if (cell % size > 0 && pieces.pieceOf[cell - 1] === piece) wanted |= JOIN_LEFT;
    if (cell >= size && pieces.pieceOf[cell - size] === piece) wanted |= JOIN_UP;
    const choices = walk.choices(cell);
    const index = choices.indexOf(wanted);
    // Walk pieces lie inside cages of at most N cells, and cells declared apart lie in different cages, so
    // the wanted choice is always open.
    if (index < 0) throw new Error(`share code partition walk: no choice ${wanted} at cell ${cell}`);
    out.push(index, choices.length);
    walk.apply(cell, wanted);
  }
  for (const piece of pieces.cells) {
    const root = walk.root(piece[0]);
    if (piece.some((cell) => walk.root(cell) !== root)) {
      throw new RangeError(
        `the cage at ${cellName(rules, piece[0])} is not connected: share codes hold cages whose cells ` +
          `join through left, right, up and down neighbours`,
      );
    }
  }
}

/** Read a partition: pieces numbered by first cell. */
function readPartition(input: MixedRadixReader, size: number): Pieces {
  const n = size * size;
  const walk = new PartitionWalk(size);
  for (let cell = 0; cell < n; cell++) {
    const choices = walk.choices(cell);
    walk.apply(cell, choices[input.take(choices.length)]);
  }
  const pieceOfRoot = new Map<number, number>();
  const pieceOf = new Int32Array(n);
  const cells: number[][] = [];
  for (let cell = 0; cell < n; cell++) {
    const root = walk.root(cell);
    let piece = pieceOfRoot.get(root);
    if (piece === undefined) {
      piece = cells.length;
      pieceOfRoot.set(root, piece);
      cells.push([]);
    }
    pieceOf[cell] = piece;
    cells[piece].push(cell);
  }
  return { pieceOf, cells, sums: [] };
}

/**
 * The digits a cell may still take in a version 2 code: none used in its houses (rows, columns, boxes and,
 * for X, diagonals) or in its piece.
 */
function allowedV2(
  base: Rules,
  usedInHouse: Uint16Array,
  usedInPiece: Uint16Array | null,
  pieceOf: Int32Array | null,
  cell: number,
): number {
  const pieceTaken = usedInPiece && pieceOf ? usedInPiece[pieceOf[cell]] : 0;
  return allowedDigits(base, usedInHouse, cell) & ~pieceTaken;
}

/** The sums a piece can have: its givens' digits plus `open` distinct digits of the others, ascending. */
function possibleSums(side: number, givenMask: number, open: number): number[] {
  let givenSum = 0;
  for (let d = 1; d <= side; d++) if (givenMask & (1 << (d - 1))) givenSum += d;
  if (givenMask === 0 || open === 0) {
    // 1..N with none used: every sum from the smallest `open` digits to the largest is reachable.
    const low = givenMask === 0 ? (open * (open + 1)) / 2 : 0;
    const high = givenMask === 0 ? (open * (2 * side - open + 1)) / 2 : 0;
    const out: number[] = [];
    for (let t = low; t <= high; t++) out.push(givenSum + t);
    return out;
  }
  // reach[j] has bit t set when some j distinct free digits add up to t.
  const reach: bigint[] = new Array(open + 1).fill(0n);
  reach[0] = 1n;
  for (let d = 1; d <= side; d++) {
    if (givenMask & (1 << (d - 1))) continue;
    for (let j = open; j >= 1; j--) reach[j] |= reach[j - 1] << BigInt(d);
  }
  const out: number[] = [];
  for (let t = 0, bits = reach[open]; bits > 0n; t++, bits >>= 1n) if (bits & 1n) out.push(givenSum + t);
  return out;
}

function encodeV2(grid: Grid, levelId: number): string {
  const g = grid.rules;
  const variantId = (V2_VARIANTS as readonly string[]).indexOf(g.variant);
  const sizeId = SIZE_IDS.indexOf(g.shape);
  if (variantId < 0 || sizeId < 0) {
    throw new RangeError(`share codes hold classic, X and killer grids, not ${g.variant} ones`);
  }
  // X rules are built once per shape; anything else claiming to be X is not a grid this code describes.
  if (g.variant === "x" && g !== xRules(g.shape)) throw new RangeError("unknown X rules object");
  const base = g.variant === "x" ? g : classicRules(g.shape);
  const n = base.cellCount, side = base.size;
  if (grid.cells.length !== n) {
    throw new RangeError(`a ${g.shape} grid has ${n} cells, not ${grid.cells.length}`);
  }

  const out = new MixedRadixWriter();
  out.push(levelId, LEVEL_RADIX);
  const pieces = g.variant === "killer" ? killerPieces(g) : null;
  if (pieces) writePartition(out, g, pieces);

  const usedInHouse = new Uint16Array(base.houses.length);
  const usedInPiece = pieces ? new Uint16Array(pieces.cells.length) : null;
  const givenCells: number[] = [];
  const digits: Array<[number, number]> = [];
  for (let cell = 0; cell < n; cell++) {
    const v = grid.cells[cell];
    if (v === 0) continue;
    if (!(Number.isInteger(v) && v >= 1 && v <= side)) {
      throw new RangeError(`${cellName(base, cell)} holds ${v}, not a digit of a ${g.shape} grid`);
    }
    const allowed = allowedV2(base, usedInHouse, usedInPiece, pieces?.pieceOf ?? null, cell);
    const bit = 1 << (v - 1);
    if (!(allowed & bit)) {
      throw new RangeError(
        `the givens break the rules: ${v} in ${cellName(base, cell)} repeats a digit in one of its regions`,
      );
    }
    givenCells.push(cell);
    digits.push([popcount(allowed & (bit - 1)), popcount(allowed)]);
    markUsed(base, usedInHouse, cell, bit);
    if (usedInPiece && pieces) usedInPiece[pieces.pieceOf[cell]] |= bit;
  }
  const k = givenCells.length;
  out.push(k, n + 1);
  let rank = 0n;
  for (let i = 0; i < k; i++) rank += binomial(givenCells[i], i + 1);
  out.push(rank, binomial(n, k));
  for (const [index, radix] of digits) out.push(index, radix);

  if (pieces && usedInPiece) {
    pieces.cells.forEach((cells, piece) => {
      const given = usedInPiece[piece];
      const sums = possibleSums(side, given, cells.length - popcount(given));
      const sum = pieces.sums[piece];
      const radix = sums.length + (cells.length === 1 ? 1 : 0);
      if (sum === null) {
        out.push(sums.length, radix);
        return;
      }
      const index = sums.indexOf(sum);
      if (index < 0) {
        throw new RangeError(
          `the cage at ${cellName(g, cells[0])} has sum ${sum}, which its ${cells.length} cells` +
            `${given ? " with their givens" : ""} cannot make`,
        );
      }
      out.push(index, radix);
    });
  }
  return assemble(V2_FIRST_SYMBOL + 4 * variantId + sizeId, out.value, payloadSymbolsFor(out.range));
}

/** A version 2 code whose length and check decode() has already confirmed. */
function decodeV2(s: Uint8Array): Result<Decoded, ShareCodeError> {
  const length = s.length;
  const variant = V2_VARIANTS[(s[0] - V2_FIRST_SYMBOL) >> 2];
  const shape = SIZE_IDS[(s[0] - V2_FIRST_SYMBOL) & 3];
  const base = variant === "x" ? xRules(shape) : classicRules(shape);
  const n = base.cellCount, side = base.size;

  let p = 0n;
  for (let i = 1; i < length - 2; i++) p = (p << 6n) | BigInt(s[i]);
  const input = new MixedRadixReader(p);
  const levelId = input.take(LEVEL_RADIX);
  if (levelId > LEVELS.length) {
    return fail("bad-content", `the code claims level id ${levelId}, which this app does not know`);
  }
  const pieces = variant === "killer" ? readPartition(input, side) : null;

  const k = input.take(n + 1);
  const subsets = binomial(n, k);
  const givenCells = unrank(n, k, input.takeBig(subsets));
  const values = new Uint8Array(n);
  const usedInHouse = new Uint16Array(base.houses.length);
  const usedInPiece = pieces ? new Uint16Array(pieces.cells.length) : null;
  for (const cell of givenCells) {
    const allowed = allowedV2(base, usedInHouse, usedInPiece, pieces?.pieceOf ?? null, cell);
    const r = popcount(allowed);
    if (r === 0) {
      return fail(
        "bad-content",
        `the code's givens break the rules: no digit is left for ${cellName(base, cell)}`,
      );
    }
    const bit = nthBit(allowed, input.take(r));
    values[cell] = 31 - Math.clz32(bit) + 1;
    markUsed(base, usedInHouse, cell, bit);
    if (usedInPiece && pieces) usedInPiece[pieces.pieceOf[cell]] |= bit;
  }

  let rules = base;
  if (pieces && usedInPiece) {
    const cages: Cage[] = [];
    pieces.cells.forEach((cells, piece) => {
      const given = usedInPiece[piece];
      const sums = possibleSums(side, given, cells.length - popcount(given));
      const index = input.take(sums.length + (cells.length === 1 ? 1 : 0));
      if (index < sums.length) cages.push({ cells, sum: sums[index] });
    });
    try {
      rules = killerRules(shape, cages);
    } catch (e) {
      // Unreachable: pieces never overlap, have 1..N cells and sums of distinct digits. Refused all the same.
      return fail("bad-content", `the code's cages are not a killer: ${(e as Error).message}`);
    }
  }
  return decoded(input.rest, input.range, length, { rules, cells: values }, levelId);
}

/**
 * The end of both versions' readers: the whole number must be used up, and the code exactly as long as the
 * smallest that holds it, so each puzzle and level has one code.
 */
function decoded(
  rest: bigint,
  range: bigint,
  length: number,
  grid: Grid,
  levelId: number,
): Result<Decoded, ShareCodeError> {
  if (rest !== 0n) {
    return fail("bad-content", "the code's number is too large for the puzzle it describes");
  }
  const expected = payloadSymbolsFor(range) + 3;
  if (expected !== length) {
    return fail(
      "bad-length",
      `this puzzle's share code has ${expected} characters, not ${length}: it was padded or cut`,
    );
  }
  return { ok: true, value: { grid, level: levelId === 0 ? null : LEVELS[levelId - 1] } };
}

/**
 * For tests only: a code with the given header symbol and payload (written in `payloadSymbols` symbols) and
 * a correct check, so tests can build well-checked codes with impossible content. Applications use encode.
 */
export function packV1ForTesting(header: number, payload: bigint, payloadSymbols: number): string {
  return assemble(header, payload, payloadSymbols);
}

/**
 * For tests only: a version 2 code with the given first symbol (32 + 4·variant id + size id) and payload, with
 * a correct check, as packV1ForTesting does for version 1.
 */
export function packV2ForTesting(header: number, payload: bigint, payloadSymbols: number): string {
  return assemble(header, payload, payloadSymbols);
}

function assemble(header: number, payload: bigint, payloadSymbols: number): string {
  const s: number[] = new Array(payloadSymbols + 3).fill(0);
  s[0] = header;
  for (let i = payloadSymbols; i >= 1; i--) {
    s[i] = Number(payload & 63n);
    payload >>= 6n;
  }
  const check = checkValue(s, payloadSymbols + 1);
  s[payloadSymbols + 1] = check >> 6;
  s[payloadSymbols + 2] = check & 63;
  return symbolsToText(s);
}

/** Σ (i+1)·s[i] over the first `count` symbols, mod CHECK_PRIME. */
function checkValue(s: ArrayLike<number>, count: number): number {
  let sum = 0;
  for (let i = 0; i < count; i++) sum = (sum + (i + 1) * s[i]) % CHECK_PRIME;
  return sum;
}

/** The smallest odd number of symbols whose 64^s covers `range` values, so the whole code has even length. */
function payloadSymbolsFor(range: bigint): number {
  let s = 1;
  let capacity = 64n;
  while (capacity < range) {
    s += 2;
    capacity <<= 12n;
  }
  return s;
}

/** The digits cell may still take: none used in any of its houses (`used` is indexed by house). */
function allowedDigits(g: Rules, used: Uint16Array, cell: number): number {
  let taken = 0;
  for (let i = g.cellRegionStart[cell], end = g.cellRegionStart[cell + 1]; i < end; i++) {
    const region = g.cellRegionList[i];
    if (region < g.houses.length) taken |= used[region];
  }
  return g.allDigits & ~taken;
}

function markUsed(g: Rules, used: Uint16Array, cell: number, bit: number): void {
  for (let i = g.cellRegionStart[cell], end = g.cellRegionStart[cell + 1]; i < end; i++) {
    const region = g.cellRegionList[i];
    if (region < g.houses.length) used[region] |= bit;
  }
}

/** The lowest set bit of `mask` after skipping `index` set bits. */
function nthBit(mask: number, index: number): number {
  for (let i = 0; i < index; i++) mask &= mask - 1;
  return mask & -mask;
}

function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  const m = Math.min(k, n - k);
  let r = 1n;
  for (let i = 0; i < m; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/** The k cells (ascending) whose combinatorial-number-system rank is `rank` (0 ≤ rank < C(n,k)). */
function unrank(n: number, k: number, rank: bigint): number[] {
  const cells = new Array<number>(k);
  let c = n;
  for (let i = k; i >= 1; i--) {
    c--;
    let v = binomial(c, i);
    while (v > rank) {
      v = (v * BigInt(c - i)) / BigInt(c); // C(c-1, i) from C(c, i)
      c--;
    }
    rank -= v;
    cells[i - 1] = c;
  }
  return cells;
}

/** Symbols (0…63) as base64url text, through the platform codec: four symbols are three bytes. */
function symbolsToText(s: readonly number[]): string {
  const groups = Math.ceil(s.length / 4);
  const bytes = new Uint8Array(groups * 3);
  for (let gi = 0; gi < groups; gi++) {
    const v = ((s[4 * gi] ?? 0) << 18) | ((s[4 * gi + 1] ?? 0) << 12) | ((s[4 * gi + 2] ?? 0) << 6) |
      (s[4 * gi + 3] ?? 0);
    bytes[3 * gi] = v >> 16;
    bytes[3 * gi + 1] = (v >> 8) & 255;
    bytes[3 * gi + 2] = v & 255;
  }
  return bytes.toBase64({ alphabet: "base64url", omitPadding: true }).slice(0, s.length);
}

/**
 * base64url text (already checked to use only the alphabet) as symbols. Padded with "A" to whole 4-character
 * chunks, it always decodes: no chunk is partial, so even strict last-chunk handling has nothing to refuse.
 */
function textToSymbols(text: string): Uint8Array {
  const bytes = Uint8Array.fromBase64(text + "A".repeat((4 - (text.length % 4)) % 4), {
    alphabet: "base64url",
    lastChunkHandling: "strict",
  });
  const s = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const g = 3 * (i >> 2);
    const v = (bytes[g] << 16) | (bytes[g + 1] << 8) | bytes[g + 2];
    s[i] = (v >> (18 - 6 * (i & 3))) & 63;
  }
  return s;
}

function fail(code: ShareCodeErrorCode, message: string): Result<never, ShareCodeError> {
  return { ok: false, error: { code, message } };
}
