/**
 * The exact solver's core for classic 9×9 rules, on band bitboards (layout in ./bands.ts): for each digit and
 * each band of three rows, the 27 cells where the digit may still go are one int32. Locked candidates inside a
 * band (the digit sits in exactly one box of each row and one row of each box) come from one table look-up,
 * hidden singles in rows, boxes and columns from a few masks, naked singles from bit-sliced candidate counting
 * across the nine digits. It branches on the first cell with two candidates (else the fewest).
 *
 * engine/solver.ts chooses it for rules where isClassic9 holds; callers reach it through countSolutions and
 * fillGrid there. otherSolution, the generator's uniqueness question, is only defined here.
 *
 * `work` counts search nodes as in engine/solver.ts, but this core propagates differently from the generic
 * one, so the two report different work for the same grid.
 */
import type { Grid } from "../board.ts";
import { popcount } from "../board.ts";
import { isClassic9 } from "../rules.ts";
import type { Rng } from "../rng.ts";
import type { SolveResult } from "../solve-result.ts";
import { BAND, BAND_PLACES, LOCKED, placeInBand, ROW_BOXES, STATE_WORDS } from "./bands.ts";

/** The working state. */
const S = new Int32Array(STATE_WORDS);
/** S[0..26] as last processed by the band pass: a word that differs needs processing again. */
const SEEN = new Int32Array(27);
/** Saved states, one per search level (at most 81 levels: each places at least one cell). */
const STACK9 = new Int32Array(STATE_WORDS * 82);
const BRANCH_CELL9 = new Int32Array(82);
const BRANCH_REST9 = new Int32Array(82);

/** What otherSolution found. */
export interface OtherSolution {
  /** A solution that differs from the known one in one of the cells asked about exists. */
  found: boolean;
  /**
   * The propagation alone (singles and locked candidates, no branching) put back every cell asked about, so
   * `found` is false.
   */
  propagated: boolean;
  /** Search nodes, as SolveResult.work. */
  work: number;
  /** The budget ran out first; `found` is then false and says nothing. */
  capped: boolean;
}

/** The root position of otherSolution, restored before each of its searches. */
const ROOT9 = new Int32Array(STATE_WORDS);

/**
 * Whether a 9×9 grid that has a solution with `digits` in `cells` also has one that differs from it in one of
 * those cells. The generator's question when it empties `cells` of a unique puzzle: any second solution of the
 * smaller puzzle differs from the first in one of them, so each search can rule the known digits out and only
 * has to look for one solution, never count two. For i = 0, 1, ...: cells before i keep their digits and cell i
 * loses its own, then a search for one solution; the searches start from the propagated grid.
 */
export function otherSolution(
  grid: Grid,
  cells: readonly number[],
  digits: readonly number[],
  budget = Infinity,
): OtherSolution {
  if (!isClassic9(grid.rules)) {
    throw new RangeError(
      `otherSolution takes classic 9×9 grids, not ${grid.rules.variant} ${grid.rules.shape}`,
    );
  }
  const values = grid.cells;
  // A plain loop: the generator asks this for every clue it tries to remove.
  let valid = values.length === 81;
  for (let i = 0; valid && i < values.length; i++) valid = values[i] <= 9;
  if (!valid) throw new RangeError("otherSolution takes 81 cells holding 0 (empty) to 9");
  if (Number.isNaN(budget)) throw new RangeError("budget is NaN");
  UNTIL9.fill(0);
  for (const cell of cells) UNTIL9[(cell / 27) | 0] |= 1 << (cell % 27);
  // The root propagation stops once it has put back every cell asked about: the answer is then known.
  if (!load9(grid.cells) || !propagate9(LOCKED, true)) throw new RangeError("the grid has no solution");
  if (allPlaced9(cells)) return { found: false, propagated: true, work: 1, capped: false };
  ROOT9.set(S);
  let work = 1;
  for (let i = 0; i < cells.length; i++) {
    if (work >= budget) return { found: false, propagated: false, work, capped: true };
    S.set(ROOT9);
    // The root is a fixpoint of the band pass: only the words changed below need it again.
    for (let x = 0; x < 27; x++) SEEN[x] = ROOT9[x];
    let ok = true;
    for (let j = 0; j < i && ok; j++) {
      const cell = cells[j], b = (cell / 27) | 0;
      ok = place9(digits[j] - 1, b, 1 << (cell - 27 * b));
    }
    const cell = cells[i], b = (cell / 27) | 0;
    S[3 * (digits[i] - 1) + b] &= ~(1 << (cell - 27 * b));
    work++;
    const result = searchFrom9(ok && propagate9(), 1, budget, work, false);
    work = result.work;
    if (result.count > 0) return { found: true, propagated: false, work, capped: false };
    if (result.capped) return { found: false, propagated: false, work, capped: true };
  }
  return { found: false, propagated: false, work, capped: false };
}

/**
 * Whether the propagation placed every one of `cells`: it only places digits every solution has there, so no
 * solution differs from the known one in them.
 */
function allPlaced9(cells: readonly number[]): boolean {
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i], b = (cell / 27) | 0;
    if ((S[27 + b] & (1 << (cell - 27 * b))) !== 0) return false;
  }
  return true;
}

/** Put digit d in the band-b cell `bit` and remove it from its peers. False if d is no longer possible there. */
function place9(d: number, b: number, bit: number): boolean {
  if ((S[3 * d + b] & bit) === 0) return false;
  placeInBand(S, d, b, bit);
  return true;
}

/** Of the columns in `cols` (9 bits), those holding exactly one cell of band word `a`, as 27-bit masks. */
function singleColumns(a: number, cols: number): number {
  const r0 = a & 0x1ff, r1 = (a >> 9) & 0x1ff, r2 = a >> 18;
  const one = (r0 ^ r1 ^ r2) & ~(r0 & r1 & r2) & cols;
  return one | (one << 9) | (one << 18);
}

/** Band masks of the cells otherSolution asks about: its root propagation may stop once they are placed. */
const UNTIL9 = new Int32Array(3);

/**
 * Propagate to a fixpoint: naked and hidden singles, and what `bandRule` (LOCKED or BAND_PLACES) leaves of
 * each digit's band word. False on a contradiction. With `untilPlaced`, it may also stop (true) before the
 * fixpoint, once every cell of UNTIL9 is placed.
 */
function propagate9(bandRule: Int32Array = LOCKED, untilPlaced = false): boolean {
  const s = S, seen = SEEN;
  for (;;) {
    let progress = false;
    // Band pass, digit by digit: locked candidates, hidden singles in the band's rows and boxes, then
    // the digit's columns across the three bands (a column with no place is a contradiction; a column
    // with one place is a hidden single).
    for (let d = 0, x0 = 0; d < 9; d++, x0 += 3) {
      let changed = false;
      for (let b = 0; b < 3; b++) {
        const x = x0 + b;
        let a = s[x];
        if (a === seen[x]) continue;
        changed = true;
        a &= bandRule[ROW_BOXES[a & 0x1ff] | (ROW_BOXES[(a >> 9) & 0x1ff] << 3) | (ROW_BOXES[a >> 18] << 6)];
        if (a === 0) return false;
        s[x] = a;
        seen[x] = a;
        let fixed = 0, z = 0;
        z = a & 0x1ff;
        if ((z & (z - 1)) === 0) fixed |= z;
        z = a & 0x3fe00;
        if ((z & (z - 1)) === 0) fixed |= z;
        z = a & 0x7fc0000;
        if ((z & (z - 1)) === 0) fixed |= z;
        z = a & 0x1c0e07;
        if ((z & (z - 1)) === 0) fixed |= z;
        z = a & 0xe07038;
        if ((z & (z - 1)) === 0) fixed |= z;
        z = a & 0x70381c0;
        if ((z & (z - 1)) === 0) fixed |= z;
        fixed &= s[27 + b];
        while (fixed !== 0) {
          const bit = fixed & -fixed;
          fixed ^= bit;
          if (!place9(d, b, bit)) return false;
        }
      }
      if (!changed) continue;
      progress = true;
      const a0 = s[x0], a1 = s[x0 + 1], a2 = s[x0 + 2];
      const o0 = (a0 | (a0 >> 9) | (a0 >> 18)) & 0x1ff;
      const o1 = (a1 | (a1 >> 9) | (a1 >> 18)) & 0x1ff;
      const o2 = (a2 | (a2 >> 9) | (a2 >> 18)) & 0x1ff;
      if ((o0 | o1 | o2) !== 0x1ff) return false;
      // Columns met in one band only; of those, the ones with a single cell there.
      const only0 = o0 & ~(o1 | o2), only1 = o1 & ~(o0 | o2), only2 = o2 & ~(o0 | o1);
      if ((only0 | only1 | only2) === 0) continue;
      let f0 = only0 !== 0 ? a0 & singleColumns(a0, only0) & s[27] : 0;
      let f1 = only1 !== 0 ? a1 & singleColumns(a1, only1) & s[28] : 0;
      let f2 = only2 !== 0 ? a2 & singleColumns(a2, only2) & s[29] : 0;
      while (f0 !== 0) {
        const bit = f0 & -f0;
        f0 ^= bit;
        if (!place9(d, 0, bit)) return false;
      }
      while (f1 !== 0) {
        const bit = f1 & -f1;
        f1 ^= bit;
        if (!place9(d, 1, bit)) return false;
      }
      while (f2 !== 0) {
        const bit = f2 & -f2;
        f2 ^= bit;
        if (!place9(d, 2, bit)) return false;
      }
    }
    // Naked singles: cells left with one candidate; a cell with none is a contradiction.
    for (let b = 0; b < 3; b++) {
      const u = s[27 + b];
      if (u === 0) continue;
      let one = 0, two = 0;
      for (let x = b; x < 27; x += 3) {
        const v = s[x];
        two |= one & v;
        one |= v;
      }
      if ((u & ~one) !== 0) return false;
      let singles = u & ~two;
      while (singles !== 0) {
        const bit = singles & -singles;
        singles ^= bit;
        let x = b;
        while (x < 27 && (s[x] & bit) === 0) x += 3;
        if (x >= 27) return false;
        place9((x - b) / 3, b, bit);
        progress = true;
      }
    }
    if (!progress) return true;
    if (untilPlaced && ((s[27] & UNTIL9[0]) | (s[28] & UNTIL9[1]) | (s[29] & UNTIL9[2])) === 0) return true;
  }
}

/** The branching cell as 27 * band + bit position: the first cell with two candidates, else the fewest. */
function chooseCell9(): number {
  const s = S;
  for (let b = 0; b < 3; b++) {
    const u = s[27 + b];
    if (u === 0) continue;
    let one = 0, two = 0, three = 0;
    for (let x = b; x < 27; x += 3) {
      const v = s[x];
      three |= two & v;
      two |= one & v;
      one |= v;
    }
    const pairs = u & two & ~three;
    if (pairs !== 0) return 27 * b + 31 - Math.clz32(pairs & -pairs);
  }
  return fewestCandidates9();
}

/**
 * The first cell with the fewest candidates: each band's candidate counts, bit-sliced into four planes (bit i
 * of plane j is bit j of cell i's count), then the counts from the lowest up.
 */
function fewestCandidates9(): number {
  const s = S, planes = COUNT_PLANES;
  for (let b = 0; b < 3; b++) {
    let c0 = 0, c1 = 0, c2 = 0, c3 = 0;
    for (let x = b; x < 27; x += 3) {
      const v = s[x];
      const carry0 = c0 & v;
      c0 ^= v;
      const carry1 = c1 & carry0;
      c1 ^= carry0;
      c3 |= c2 & carry1;
      c2 ^= carry1;
    }
    planes[4 * b] = c0;
    planes[4 * b + 1] = c1;
    planes[4 * b + 2] = c2;
    planes[4 * b + 3] = c3;
  }
  for (let k = 0; k <= 9; k++) {
    for (let b = 0; b < 3; b++) {
      const m = s[27 + b] & (k & 1 ? planes[4 * b] : ~planes[4 * b]) &
        (k & 2 ? planes[4 * b + 1] : ~planes[4 * b + 1]) & (k & 4 ? planes[4 * b + 2] : ~planes[4 * b + 2]) &
        (k & 8 ? planes[4 * b + 3] : ~planes[4 * b + 3]);
      if (m !== 0) return 27 * b + 31 - Math.clz32(m & -m);
    }
  }
  return -1;
}

/** chooseCell9's scratch: per band, four bit planes of the cells' candidate counts. */
const COUNT_PLANES = new Int32Array(12);

/** Digits (bit d for digit d+1) still possible in a cell given as 27 * band + bit position. */
function cellDigits9(cell: number): number {
  const b = (cell / 27) | 0, bit = 1 << (cell - 27 * b);
  let m = 0;
  for (let d = 0; d < 9; d++) if ((S[3 * d + b] & bit) !== 0) m |= 1 << d;
  return m;
}

/** The k-th (0-based) set bit of m, as a one-bit mask. */
function nthBit(m: number, k: number): number {
  for (; k > 0; k--) m &= m - 1;
  return m & -m;
}

/** Save the position as search level `depth`, which branches on `cell` with the digits `rest` left to try. */
function push9(depth: number, cell: number, rest: number): void {
  const base = depth * STATE_WORDS;
  for (let i = 0; i < STATE_WORDS; i++) STACK9[base + i] = S[i];
  BRANCH_CELL9[depth] = cell;
  BRANCH_REST9[depth] = rest;
}

/** Put the digit of `bit` in `cell` (27 * band + bit position); false if it is no longer possible there. */
function placeCell9(cell: number, bit: number): boolean {
  const b = (cell / 27) | 0;
  return place9(31 - Math.clz32(bit), b, 1 << (cell - 27 * b));
}

function restore9(level: number): void {
  const base = level * STATE_WORDS;
  for (let i = 0; i < STATE_WORDS; i++) S[i] = STACK9[base + i];
  for (let i = 0; i < 27; i++) SEEN[i] = S[i];
}

function solution9(): Uint8Array {
  const out = new Uint8Array(81);
  for (let x = 0; x < 27; x++) {
    const b = x % 3, digit = (x - b) / 3 + 1;
    let a = S[x];
    while (a !== 0) {
      const bit = a & -a;
      a ^= bit;
      out[27 * b + 31 - Math.clz32(bit)] = digit;
    }
  }
  return out;
}

/** Load a 9×9 grid's givens into S; false when two of them conflict. */
function load9(cells: Uint8Array): boolean {
  for (let i = 0; i < STATE_WORDS; i++) S[i] = BAND;
  SEEN.fill(-1);
  for (let i = 0; i < 81; i++) {
    const v = cells[i];
    if (v === 0) continue;
    const b = (i / 27) | 0;
    if (!place9(v - 1, b, 1 << (i - 27 * b))) return false;
  }
  return true;
}

/**
 * One fill attempt of fillGrid on classic 9×9: the generic core's search with an Rng (the same branching cell, the same
 * draws, singles propagation only), on the band bitboards. The filled grid, or null once `budget` nodes are
 * spent. Its loop is searchFrom9's with drawn digits: kept apart, since a digit-order parameter slowed the
 * uniqueness searches (about 1% of an Evil puzzle's executed instructions).
 */
export function fill9(rng: Rng, budget: number): Uint8Array | null {
  for (let i = 0; i < STATE_WORDS; i++) S[i] = BAND;
  SEEN.fill(-1);
  let ok = propagate9(BAND_PLACES);
  let depth = 0, work = 1;
  for (;;) {
    if (ok) {
      if ((S[27] | S[28] | S[29]) === 0) return solution9();
      if (work >= budget) return null;
      const cell = chooseCell9();
      const m = cellDigits9(cell);
      const bit = nthBit(m, rng.nextInt(popcount(m)));
      push9(depth++, cell, m & ~bit);
      work++;
      ok = placeCell9(cell, bit) && propagate9(BAND_PLACES);
      continue;
    }
    while (depth > 0 && BRANCH_REST9[depth - 1] === 0) depth--;
    if (depth === 0 || work >= budget) return null;
    const level = depth - 1;
    const rest = BRANCH_REST9[level];
    const bit = nthBit(rest, rng.nextInt(popcount(rest)));
    BRANCH_REST9[level] = rest & ~bit;
    restore9(level);
    work++;
    ok = placeCell9(BRANCH_CELL9[level], bit) && propagate9(BAND_PLACES);
  }
}

/** countSolutions on the band bitboards, for 81 cells holding 0 to 9 (the caller checks them). */
export function search9(cells: Uint8Array, limit: number, budget: number): SolveResult {
  return searchFrom9(load9(cells) && propagate9(), limit, budget, 1, true);
}

/**
 * The search from the position in S (`ok` false: it is a contradiction), `work` nodes already spent. The first
 * solution is copied out only when `keepSolution` (otherSolution needs just the count).
 */
function searchFrom9(
  ok: boolean,
  limit: number,
  budget: number,
  work: number,
  keepSolution: boolean,
): SolveResult {
  let count = 0, depth = 0, capped = false;
  let solution: Uint8Array | null = null;
  for (;;) {
    if (ok) {
      if ((S[27] | S[28] | S[29]) === 0) {
        count++;
        if (solution === null && keepSolution) solution = solution9();
        if (count >= limit) break;
      } else {
        if (work >= budget) {
          capped = true;
          break;
        }
        const cell = chooseCell9();
        const m = cellDigits9(cell);
        const bit = m & -m;
        push9(depth++, cell, m & ~bit);
        work++;
        ok = placeCell9(cell, bit) && propagate9();
        continue;
      }
    }
    while (depth > 0 && BRANCH_REST9[depth - 1] === 0) depth--;
    if (depth === 0) break;
    if (work >= budget) {
      capped = true;
      break;
    }
    const level = depth - 1;
    const rest = BRANCH_REST9[level];
    const bit = rest & -rest;
    BRANCH_REST9[level] = rest & ~bit;
    restore9(level);
    work++;
    ok = placeCell9(BRANCH_CELL9[level], bit) && propagate9();
  }
  return { count, solution: count > 0 ? solution : null, work, capped };
}
