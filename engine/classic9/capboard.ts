/**
 * The generator's capped solves on 9×9 band bitboards. Singles, pointing, claiming, naked and hidden pairs,
 * naked triples and X-Wings are rules here; a cap's other techniques take their steps on the grader's state,
 * read from the board whenever the rules run dry (closeWithSteps).
 *
 * The grader takes one step at a time, cheapest first, and records it. The generator only asks whether a cap
 * finishes a puzzle and whether it needed the cap's top tier. These techniques are monotone (what they deduce
 * from a position they also deduce, or make unnecessary, from any position with fewer candidates), so the
 * position they reach together (their closure) does not depend on the order of their steps, and both answers
 * can be read from closures: the tiers below the top finish the puzzle, or they do not and the whole cap does,
 * or neither does. Here each rule makes all its eliminations at once, on the exact solver's band layout, in a
 * few word operations per digit and band.
 *
 * Layout (./bands.ts, as the exact solver's): cell i (row r, column c) lives in band b = floor(r / 3) at bit
 * p = 9 * (r % 3) + c. words[3d + b]: band-b cells where digit d+1 may go (a placed cell keeps its own digit's
 * bit); words[27 + b]: band-b cells not yet placed.
 */

import { classicRules } from "../rules.ts";
import { type Limit, type Openness, openness } from "../techniques/complements.ts";
import type { SolveState, Step, Technique } from "../techniques/step.ts";
import { BAND, LOCKED, placeInBand, ROW_BOXES, STATE_WORDS } from "./bands.ts";

export const RULE = {
  "pointing": 1,
  "claiming": 2,
  "naked-pair": 4,
  "hidden-pair": 8,
  "naked-triple": 16,
  "x-wing": 32,
} as const;
export type RuleId = keyof typeof RULE;
/** Pointing and claiming go together here: both are locked candidates, applied as one rule. */
const LOCKED_RULES = RULE.pointing | RULE.claiming;

/** Set bits of 9-bit masks. */
const POP = new Uint8Array(512);
/**
 * A 3×3 occupancy (bit 3i + j: band i of a stack meets the stack's column j) → the entries that lie in some
 * one-to-one assignment of the three bands to the three columns; 0 when there is none. A digit sits once in
 * each column and once in each box of a stack, so the other entries are out: pointing and claiming between
 * columns and boxes, repeated, in one look-up (LOCKED in ./bands.ts does so for a band's rows and boxes).
 */
const MATCHED = new Uint16Array(512);

{
  for (let x = 1; x < 512; x++) POP[x] = POP[x >> 1] + (x & 1);
  const perms = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
  for (let t = 0; t < 512; t++) {
    for (const perm of perms) {
      let m = 0;
      for (let i = 0; i < 3; i++) m |= 1 << (3 * i + perm[i]);
      if ((t & m) === m) MATCHED[t] |= m;
    }
  }
}

/** Popcount of a 32-bit word. */
function pop32(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Popcount of a 27-bit word. */
function pop27(x: number): number {
  return POP[x & 0x1ff] + POP[(x >> 9) & 0x1ff] + POP[x >> 18];
}

/** Work spent against a budget: a pass of singles counts one unit, a pass of rules one per rule. */
export interface Meter {
  work: number;
  readonly spent: boolean;
}

export class CapBoard {
  readonly words = new Int32Array(STATE_WORDS);

  /** The position of a 9×9 puzzle's givens (cells 0 for empty). */
  static fromCells(cells: Uint8Array): CapBoard {
    const board = new CapBoard();
    const w = board.words;
    w.fill(BAND);
    for (let cell = 0; cell < 81; cell++) if (cells[cell] !== 0) board.place(cell, cells[cell]);
    return board;
  }

  copyFrom(other: CapBoard): void {
    this.words.set(other.words);
  }

  clone(): CapBoard {
    const board = new CapBoard();
    board.words.set(this.words);
    return board;
  }

  isPlaced(cell: number): boolean {
    const b = (cell / 27) | 0;
    return (this.words[27 + b] & (1 << (cell - 27 * b))) === 0;
  }

  /** Whether every cell of `group` is placed (the whole grid when null). */
  filled(group: readonly number[] | null): boolean {
    const w = this.words;
    if (group === null) return (w[27] | w[28] | w[29]) === 0;
    for (let i = 0; i < group.length; i++) if (!this.isPlaced(group[i])) return false;
    return true;
  }

  /** Put `digit` in `cell` (it must be possible there) and take it from the cell's peers. */
  place(cell: number, digit: number): void {
    const b = (cell / 27) | 0, p = cell - 27 * b;
    placeInBand(this.words, digit - 1, b, 1 << p);
  }

  /**
   * Naked and hidden singles (every kind) and then `rules`, until every cell of `group` is placed (the whole
   * grid when null) or nothing more follows. Whether the group was filled; null when the meter ran out.
   */
  close(rules: number, group: readonly number[] | null, meter: Meter): boolean | null {
    // One unit per rule in a pass (pointing and claiming count as two, though they run as one look-up).
    const cost = POP[rules];
    for (;;) {
      do meter.work++; while (this.#singles());
      if (this.filled(group)) return true;
      if (rules === 0) return false;
      if (meter.spent) return null;
      meter.work += cost;
      if (!this.#eliminate(rules)) return false;
    }
  }

  /**
   * close(rules), then, when that stops short, one step of the first of `techniques` (the cap's techniques
   * with no rule here, cheapest first) that has one, read from this position as a SolveState, and close(rules)
   * again; until every cell of `group` is placed or no technique has a step. The rules are monotone, so at
   * each point a technique is asked the position is the one the grader's cheapest-first solve reaches when
   * its cheaper techniques run dry: the steps, and so the answers, are the grader's even for techniques
   * that are not monotone. `limits` (techniques/complements.ts, one per technique) skips the scans that cannot
   * find anything in a position this closed. Null when the meter ran out.
   */
  closeWithSteps(
    rules: number,
    techniques: readonly Technique[],
    group: readonly number[] | null,
    meter: Meter,
    dry = 0,
    limits: ReadonlyArray<Limit | null> = [],
  ): boolean | null {
    for (let first = true;; first = false) {
      // With `dry`, this position is known to close here with the group unfilled and to have no step for
      // the first `dry` techniques (a closure over the same rules and those techniques stopped here): their
      // checks are charged as close() and the scans would charge them, and not redone.
      const known = first && dry > 0;
      const closed = known ? this.#chargeClosed(rules, meter) : this.close(rules, group, meter);
      if (closed !== false || techniques.length === 0) return closed;
      const state = this.toState();
      let step: Step | null = null;
      const open: Partial<Openness> = {};
      for (let i = 0; i < techniques.length && step === null; i++) {
        if (meter.spent) return null;
        // A skipped scan still counts, so the work stays what the generator's budgets were set in.
        meter.work++;
        if (known && i < dry) continue;
        const limit = limits[i];
        if (limit && (open[limit.measure] ??= openness(state, limit.measure)) < limit.min) continue;
        step = techniques[i].find(state);
      }
      if (step === null) return false;
      this.apply(step);
    }
  }

  /** The work close(rules) counts on a position where nothing follows and the group is not filled. */
  #chargeClosed(rules: number, meter: Meter): false | null {
    meter.work++;
    if (rules === 0) return false;
    if (meter.spent) return null;
    meter.work += POP[rules];
    return false;
  }

  /** This position as the grader's state (shared scratch, valid until the next call). */
  toState(): SolveState {
    const w = this.words;
    const { cells, candidates } = SCRATCH;
    cells.fill(0);
    candidates.fill(0);
    for (let d = 0; d < 9; d++) {
      const bit = 1 << d;
      for (let b = 0; b < 3; b++) {
        const base = 27 * b;
        for (let m = w[3 * d + b]; m !== 0; m &= m - 1) candidates[base + 31 - Math.clz32(m & -m)] |= bit;
      }
    }
    for (let b = 0; b < 3; b++) {
      const base = 27 * b;
      for (let m = ~w[27 + b] & BAND; m !== 0; m &= m - 1) {
        const cell = base + 31 - Math.clz32(m & -m);
        cells[cell] = 32 - Math.clz32(candidates[cell]);
        candidates[cell] = 0;
      }
    }
    return SCRATCH;
  }

  /** A grader step's placements and eliminations. */
  apply(step: Step): void {
    for (const { cell, digit } of step.placements) this.place(cell, digit);
    const w = this.words;
    for (const { cell, digit } of step.eliminations) {
      const b = (cell / 27) | 0;
      w[3 * (digit - 1) + b] &= ~(1 << (cell - 27 * b));
    }
  }

  /** One sweep of naked and hidden singles: whether anything was placed. */
  #singles(): boolean {
    const w = this.words;
    let placed = false;
    // Naked singles: unplaced cells with one candidate.
    for (let b = 0; b < 3; b++) {
      const u = w[27 + b];
      if (u === 0) continue;
      let one = 0, two = 0;
      for (let x = b; x < 27; x += 3) {
        const v = w[x] & u;
        two |= one & v;
        one |= v;
      }
      let singles = u & one & ~two;
      while (singles !== 0) {
        const bit = singles & -singles;
        singles ^= bit;
        let x = b;
        while (x < 27 && (w[x] & bit) === 0) x += 3;
        if (x >= 27 || (w[27 + b] & bit) === 0) continue;
        placeInBand(this.words, (x - b) / 3, b, bit);
        placed = true;
      }
    }
    // Hidden singles: a digit with one place left in a row, box or column.
    for (let d = 0, x0 = 0; d < 9; d++, x0 += 3) {
      for (let b = 0; b < 3; b++) {
        const a = w[x0 + b] & w[27 + b];
        if (a === 0) continue;
        // A row or box of the band with one place left (masks written out: this is the hottest loop).
        let fixed = 0, z = 0;
        z = a & 0x1ff;
        if (z !== 0 && (z & (z - 1)) === 0) fixed |= z;
        z = a & 0x3fe00;
        if (z !== 0 && (z & (z - 1)) === 0) fixed |= z;
        z = a & 0x7fc0000;
        if (z !== 0 && (z & (z - 1)) === 0) fixed |= z;
        z = a & 0x1c0e07;
        if (z !== 0 && (z & (z - 1)) === 0) fixed |= z;
        z = a & 0xe07038;
        if (z !== 0 && (z & (z - 1)) === 0) fixed |= z;
        z = a & 0x70381c0;
        if (z !== 0 && (z & (z - 1)) === 0) fixed |= z;
        if (this.#placeEach(d, b, fixed)) placed = true;
      }
      // Columns: unplaced places of d in each column, over the three bands.
      const a0 = w[x0] & w[27], a1 = w[x0 + 1] & w[28], a2 = w[x0 + 2] & w[29];
      const o0 = (a0 | (a0 >> 9) | (a0 >> 18)) & 0x1ff;
      const o1 = (a1 | (a1 >> 9) | (a1 >> 18)) & 0x1ff;
      const o2 = (a2 | (a2 >> 9) | (a2 >> 18)) & 0x1ff;
      const only = [o0 & ~(o1 | o2), o1 & ~(o0 | o2), o2 & ~(o0 | o1)];
      for (let b = 0; b < 3; b++) {
        if (only[b] === 0) continue;
        const a = w[x0 + b] & w[27 + b];
        const r0 = a & 0x1ff, r1 = (a >> 9) & 0x1ff, r2 = a >> 18;
        const one = (r0 ^ r1 ^ r2) & ~(r0 & r1 & r2) & only[b];
        const fixed = a & (one | (one << 9) | (one << 18));
        if (this.#placeEach(d, b, fixed)) placed = true;
      }
    }
    return placed;
  }

  /** Place digit d + 1 in each band-b cell of `fixed` still open to it: whether any was placed. */
  #placeEach(d: number, b: number, fixed: number): boolean {
    const w = this.words;
    let placed = false;
    for (; fixed !== 0; fixed &= fixed - 1) {
      const bit = fixed & -fixed;
      if (w[3 * d + b] & w[27 + b] & bit) {
        placeInBand(this.words, d, b, bit);
        placed = true;
      }
    }
    return placed;
  }

  /** One pass of the rules, each making all its eliminations: whether any candidate went. */
  #eliminate(rules: number): boolean {
    const w = this.words;
    let changed = false;
    if (rules & LOCKED_RULES) {
      for (let d = 0, x0 = 0; d < 9; d++, x0 += 3) {
        // Rows and boxes of each band.
        for (let b = 0; b < 3; b++) {
          const a = w[x0 + b];
          const kept = a &
            LOCKED[
              ROW_BOXES[a & 0x1ff] | (ROW_BOXES[(a >> 9) & 0x1ff] << 3) | (ROW_BOXES[a >> 18] << 6)
            ];
          if (kept !== a) {
            w[x0 + b] = kept;
            changed = true;
          }
        }
        // Columns and boxes of each stack.
        const a0 = w[x0], a1 = w[x0 + 1], a2 = w[x0 + 2];
        const o0 = (a0 | (a0 >> 9) | (a0 >> 18)) & 0x1ff;
        const o1 = (a1 | (a1 >> 9) | (a1 >> 18)) & 0x1ff;
        const o2 = (a2 | (a2 >> 9) | (a2 >> 18)) & 0x1ff;
        let keep0 = 0, keep1 = 0, keep2 = 0;
        for (let s = 0; s < 9; s += 3) {
          const m = MATCHED[((o0 >> s) & 7) | (((o1 >> s) & 7) << 3) | (((o2 >> s) & 7) << 6)];
          keep0 |= (m & 7) << s;
          keep1 |= ((m >> 3) & 7) << s;
          keep2 |= ((m >> 6) & 7) << s;
        }
        if ((o0 & ~keep0) | (o1 & ~keep1) | (o2 & ~keep2)) {
          w[x0] = a0 & (keep0 | (keep0 << 9) | (keep0 << 18));
          w[x0 + 1] = a1 & (keep1 | (keep1 << 9) | (keep1 << 18));
          w[x0 + 2] = a2 & (keep2 | (keep2 << 9) | (keep2 << 18));
          changed = true;
        }
      }
    }
    if (rules & (RULE["naked-pair"] | RULE["naked-triple"])) {
      if (this.#nakedSubsets(rules)) changed = true;
    }
    if (rules & RULE["hidden-pair"]) {
      if (this.#hiddenPairs()) changed = true;
    }
    if (rules & RULE["x-wing"]) {
      if (this.#xWings()) changed = true;
    }
    return changed;
  }

  /**
   * Naked pairs (and triples when asked): cells of a house whose candidates, together, are as many digits as
   * cells; those digits leave the house's other cells. Triples only when minimal (no two of the cells a pair).
   */
  #nakedSubsets(rules: number): boolean {
    const w = this.words;
    const triples = (rules & RULE["naked-triple"]) !== 0, pairs = (rules & RULE["naked-pair"]) !== 0;
    // Unplaced cells with two (for triples, two or three) candidates, with their digits.
    const masks = NAKED_MASKS;
    let count = 0;
    for (let b = 0; b < 3; b++) {
      const u = w[27 + b];
      // Bit-sliced counts of candidates: at least one, two, three, four.
      let one = 0, two = 0, three = 0, four = 0;
      for (let x = b; x < 27; x += 3) {
        const v = w[x] & u;
        four |= three & v;
        three |= two & v;
        two |= one & v;
        one |= v;
      }
      let small = u & two & ~(triples ? four : three);
      while (small !== 0) {
        const bit = small & -small;
        small ^= bit;
        const cell = 27 * b + 31 - Math.clz32(bit);
        let mask = 0;
        for (let d = 0; d < 9; d++) if (w[3 * d + b] & bit) mask |= 1 << d;
        CELLS[count] = cell;
        masks[count++] = mask;
      }
    }
    if (count < 2) return false;
    // Bucket the cells by house.
    HOUSE_COUNT.fill(0);
    for (let i = 0; i < count; i++) {
      const at = CELLS[i] * 3;
      for (let k = 0; k < 3; k++) {
        const h = CELL_HOUSES[at + k];
        HOUSE_LIST[h * 9 + HOUSE_COUNT[h]++] = i;
      }
    }
    let changed = false;
    for (let h = 0; h < 27; h++) {
      const n = HOUSE_COUNT[h];
      if (n < 2) continue;
      const base = h * 9;
      for (let x = 0; x < n; x++) {
        const i = HOUSE_LIST[base + x], mi = masks[i];
        for (let y = x + 1; y < n; y++) {
          const j = HOUSE_LIST[base + y], mj = masks[j];
          const mij = mi | mj;
          const bits = POP[mij];
          if (bits === 2) {
            if (pairs && this.#clearHouse(h, CELLS[i], CELLS[j], -1, mij)) changed = true;
            continue;
          }
          if (!triples || bits !== 3) continue;
          for (let z = y + 1; z < n; z++) {
            const k = HOUSE_LIST[base + z], mk = masks[k];
            if (POP[mij | mk] !== 3 || POP[mi | mk] === 2 || POP[mj | mk] === 2) continue;
            if (this.#clearHouse(h, CELLS[i], CELLS[j], CELLS[k], mij | mk)) changed = true;
          }
        }
      }
    }
    return changed;
  }

  /** Remove `digits` from the unplaced cells of house h (0..26) other than cells a, b and c (c -1 for none). */
  #clearHouse(h: number, a: number, b: number, c: number, digits: number): boolean {
    const w = this.words;
    let h0 = HOUSE_MASKS[h * 3] & w[27],
      h1 = HOUSE_MASKS[h * 3 + 1] & w[28],
      h2 = HOUSE_MASKS[h * 3 + 2] & w[29];
    for (let i = 0; i < 3; i++) {
      const cell = i === 0 ? a : i === 1 ? b : c;
      if (cell < 0) break;
      const band = (cell / 27) | 0, bit = ~(1 << (cell - 27 * band));
      if (band === 0) h0 &= bit;
      else if (band === 1) h1 &= bit;
      else h2 &= bit;
    }
    let changed = false;
    for (let dm = digits; dm; dm &= dm - 1) {
      if (this.#remove(3 * (31 - Math.clz32(dm & -dm)), h0, h1, h2)) changed = true;
    }
    return changed;
  }

  /** Take the cells of band masks m0, m1, m2 out of digit word x (x = 3d): whether any were there. */
  #remove(x: number, m0: number, m1: number, m2: number): boolean {
    const w = this.words;
    if (((w[x] & m0) | (w[x + 1] & m1) | (w[x + 2] & m2)) === 0) return false;
    w[x] &= ~m0;
    w[x + 1] &= ~m1;
    w[x + 2] &= ~m2;
    return true;
  }

  /** Hidden pairs: two digits with the same two places in a house; those cells keep only the two. */
  #hiddenPairs(): boolean {
    const w = this.words;
    const free = FREE;
    for (let x = 0; x < 27; x++) free[x] = w[x] & w[27 + (x % 3)];
    let changed = false;
    // Rows and boxes: within one band word. Keys are the digit's places as bits of the band word.
    for (let b = 0; b < 3; b++) {
      for (let part = 0; part < 6; part++) {
        const mask = part < 3 ? 0x1ff << (9 * part) : 0x1c0e07 << (3 * (part - 3));
        let two = 0;
        for (let d = 0; d < 9; d++) {
          const key = free[3 * d + b] & mask;
          KEYS[d] = key;
          if (key !== 0 && pop27(key) === 2) two |= 1 << d;
        }
        if ((two & (two - 1)) !== 0 && this.#keepPairs(two, b, 0)) changed = true;
      }
    }
    // Columns: a key holds the column's bits of band b shifted left by b (no two bands collide).
    for (let c = 0; c < 9; c++) {
      const cm = 0x40201 << c;
      let two = 0;
      for (let d = 0; d < 9; d++) {
        const x = 3 * d;
        const key = (free[x] & cm) | ((free[x + 1] & cm) << 1) | ((free[x + 2] & cm) << 2);
        KEYS[d] = key;
        if (key !== 0 && pop32(key) === 2) two |= 1 << d;
      }
      if ((two & (two - 1)) !== 0 && this.#keepPairs(two, -1, cm)) changed = true;
    }
    return changed;
  }

  /**
   * Of the digits in `two` (two places each in one house, KEYS[d] their places), each pair with the same places:
   * those cells keep only the pair. Keys are band-`band` words, or (band -1) column keys for column mask `cm`.
   */
  #keepPairs(two: number, band: number, cm: number): boolean {
    let changed = false;
    for (let dm = two; dm; dm &= dm - 1) {
      const d = 31 - Math.clz32(dm & -dm);
      for (let em = dm & (dm - 1); em; em &= em - 1) {
        const e = 31 - Math.clz32(em & -em);
        if (KEYS[d] !== KEYS[e]) continue;
        const key = KEYS[d], keep = (1 << d) | (1 << e);
        const m0 = band < 0 ? key & cm : band === 0 ? key : 0;
        const m1 = band < 0 ? (key >> 1) & cm : band === 1 ? key : 0;
        const m2 = band < 0 ? (key >> 2) & cm : band === 2 ? key : 0;
        for (let f = 0; f < 9; f++) {
          if (!(keep & (1 << f)) && this.#remove(3 * f, m0, m1, m2)) changed = true;
        }
      }
    }
    return changed;
  }

  /** X-Wings: a digit's places in two rows (columns) are the same two columns (rows); it leaves the rest of those. */
  #xWings(): boolean {
    const w = this.words;
    let changed = false;
    for (let d = 0; d < 9; d++) {
      const x = 3 * d;
      // Rows: places as 9-bit column masks.
      for (let r1 = 0; r1 < 9; r1++) {
        const p1 = rowPlaces(w, x, r1);
        if (POP[p1] !== 2) continue;
        for (let r2 = r1 + 1; r2 < 9; r2++) {
          if (rowPlaces(w, x, r2) !== p1) continue;
          // Remove d from columns of p1 in every other row.
          const cols = p1 | (p1 << 9) | (p1 << 18);
          for (let b = 0; b < 3; b++) {
            let rows = 0x7ffffff;
            if (((r1 / 3) | 0) === b) rows &= ~(0x1ff << (9 * (r1 % 3)));
            if (((r2 / 3) | 0) === b) rows &= ~(0x1ff << (9 * (r2 % 3)));
            const gone = w[x + b] & w[27 + b] & cols & rows;
            if (gone) {
              w[x + b] &= ~gone;
              changed = true;
            }
          }
        }
      }
      // Columns: places as 9-bit row masks.
      for (let c1 = 0; c1 < 9; c1++) {
        const p1 = colPlaces(w, x, c1);
        if (POP[p1] !== 2) continue;
        for (let c2 = c1 + 1; c2 < 9; c2++) {
          if (colPlaces(w, x, c2) !== p1) continue;
          const keepCols = (1 << c1) | (1 << c2);
          for (let pm = p1; pm; pm &= pm - 1) {
            const r = 31 - Math.clz32(pm & -pm), b = (r / 3) | 0;
            const gone = w[x + b] & w[27 + b] & ((0x1ff & ~keepCols) << (9 * (r % 3)));
            if (gone) {
              w[x + b] &= ~gone;
              changed = true;
            }
          }
        }
      }
    }
    return changed;
  }
}

const SCRATCH: SolveState = {
  rules: classicRules("9x9"),
  cells: new Uint8Array(81),
  candidates: new Uint16Array(81),
};
const CELLS = new Int32Array(81);
/** Each cell's row, column and box as house indexes 0..26 (rows, columns, boxes). */
const CELL_HOUSES = new Uint8Array(243);
/** Each house's cells as three band words. */
const HOUSE_MASKS = new Int32Array(81);
const HOUSE_LIST = new Int32Array(243);
const HOUSE_COUNT = new Int32Array(27);
for (let cell = 0; cell < 81; cell++) {
  const r = (cell / 9) | 0, c = cell % 9;
  const houses = [r, 9 + c, 18 + 3 * ((r / 3) | 0) + ((c / 3) | 0)];
  for (let k = 0; k < 3; k++) {
    CELL_HOUSES[cell * 3 + k] = houses[k];
    HOUSE_MASKS[houses[k] * 3 + ((r / 3) | 0)] |= 1 << (cell - 27 * ((r / 3) | 0));
  }
}
const NAKED_MASKS = new Int32Array(81);
const KEYS = new Int32Array(9);
const FREE = new Int32Array(27);

/** Unplaced places of digit word x in row r, as 9 column bits. */
function rowPlaces(w: Int32Array, x: number, r: number): number {
  const b = (r / 3) | 0;
  return ((w[x + b] & w[27 + b]) >> (9 * (r % 3))) & 0x1ff;
}

/** Unplaced places of digit word x in column c, as 9 row bits. */
function colPlaces(w: Int32Array, x: number, c: number): number {
  let m = 0;
  for (let b = 0; b < 3; b++) {
    const a = (w[x + b] & w[27 + b]) >> c;
    m |= ((a & 1) | ((a >> 8) & 2) | ((a >> 16) & 4)) << (3 * b);
  }
  return m;
}
