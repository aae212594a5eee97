/**
 * The classic 9×9 count: countSolutions' core for plain classic 9×9 rules (engine/solver.ts chooses it). It
 * works on the band bitboards of ./bands.ts, as ./solver.ts does, but propagates more before it guesses, so it
 * guesses less (ideas from tdoku's essay, t-dillon/tdoku docs/sudoku.md, in our own form):
 *
 * - each digit's locked candidates in both directions: in a band (three rows by three boxes) and in a stack
 *   (three columns by three boxes), the digit's rows, or columns, must sit in three different boxes; one table
 *   look-up per band or stack keeps only the cells in some such arrangement (pointing and claiming, in rows and
 *   in columns, to a fixpoint);
 * - hidden singles in rows, columns and boxes, and naked singles, over bitboards as ./solver.ts finds them;
 * - triads: the three cells where a row crosses a box (a minirow) hold exactly three digits, so a minirow that
 *   only three digits can still reach takes all three (each leaves the rest of the row and of the box), and a
 *   minirow that three digits are confined to (each digit's row, or box, has it nowhere else) holds no other
 *   digit; the same for the three cells where a column crosses a box (a minicolumn).
 *
 * It guesses as tdoku does: in a band (or stack), a digit's three rows (columns) sit in three different boxes,
 * which leaves it at most six arrangements; of the bands and stacks not yet settled it takes the one with the
 * fewest arrangements over its nine digits, and in it the digit with the fewest (two, mostly), and tries each
 * arrangement in turn. Such a guess places a digit in three minirows at once where a guessed cell places one
 * cell. The search keeps every saved position in a preallocated stack and allocates nothing per node.
 *
 * Its answers are the same as ./solver.ts's search (the count, and the solution when there is exactly one,
 * unless the budget stops either), but not its `work`, and not which of several solutions comes first. Generator version 1 counts its budget in that
 * search's nodes and version 3 asks ./solver.ts's otherSolution, so neither uses this core: the puzzles of days
 * already served cannot move.
 */
import { BAND, LOCKED, placeInBand, ROW_BOXES, STATE_WORDS } from "./bands.ts";
import type { SolveResult } from "../solve-result.ts";

/** The working position (layout in ./bands.ts). */
const S = new Int32Array(STATE_WORDS);
/** S[0..26] as the band pass last processed them: a word that differs needs processing again. */
const SEEN = new Int32Array(27);
/** Saved positions, one per search level (at most 81 levels: each places at least one cell). */
const STACK = new Int32Array(STATE_WORDS * 82);
const BRANCH_CHOICE = new Int32Array(82);
const BRANCH_REST = new Int32Array(82);

/**
 * A digit's column occupancy in one stack (bit 3b + k: column k of the stack has a candidate in band b) → the
 * (band, column) pairs that lie in some assignment of the three columns to three different bands, as the same
 * nine bits; 0 when there is none.
 */
const STACK_LOCKED = new Uint16Array(512);
{
  const perms = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
  for (let t = 0; t < 512; t++) {
    let allowed = 0;
    for (const perm of perms) {
      let m = 0;
      for (let b = 0; b < 3; b++) m |= 1 << (3 * b + perm[b]);
      if ((t & m) === m) allowed |= m;
    }
    STACK_LOCKED[t] = allowed;
  }
}

/** Nine column bits → the same columns in all three rows of a band. */
function spread(cols: number): number {
  return cols | (cols << 9) | (cols << 18);
}

/** Put digit d in the band-b cell `bit`; false if d is no longer possible there. */
function place(d: number, b: number, bit: number): boolean {
  if ((S[3 * d + b] & bit) === 0) return false;
  placeInBand(S, d, b, bit);
  return true;
}

/** Of the columns in `cols` (9 bits), those holding exactly one cell of band word `a`, as 27-bit masks. */
function singleColumns(a: number, cols: number): number {
  const r0 = a & 0x1ff, r1 = (a >> 9) & 0x1ff, r2 = a >> 18;
  const one = (r0 ^ r1 ^ r2) & ~(r0 & r1 & r2) & cols;
  return spread(one);
}

/**
 * Propagate to a fixpoint (the rules in the module comment). False on a contradiction.
 */
function propagate(): boolean {
  const s = S, seen = SEEN;
  for (;;) {
    let progress = false;
    for (let d = 0, x0 = 0; d < 9; d++, x0 += 3) {
      let changed = false;
      // Band pass: locked candidates in the band's rows and boxes, then hidden singles in them.
      for (let b = 0; b < 3; b++) {
        const x = x0 + b;
        let a = s[x];
        if (a === seen[x]) continue;
        changed = true;
        a &= LOCKED[ROW_BOXES[a & 0x1ff] | (ROW_BOXES[(a >> 9) & 0x1ff] << 3) | (ROW_BOXES[a >> 18] << 6)];
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
          if (!place(d, b, bit)) return false;
        }
      }
      if (!changed) continue;
      progress = true;
      // Stack pass: the digit's columns by band, locked candidates in each stack, then hidden singles in
      // columns (a column left in one band with one cell there).
      const a0 = s[x0], a1 = s[x0 + 1], a2 = s[x0 + 2];
      const o0 = (a0 | (a0 >> 9) | (a0 >> 18)) & 0x1ff;
      const o1 = (a1 | (a1 >> 9) | (a1 >> 18)) & 0x1ff;
      const o2 = (a2 | (a2 >> 9) | (a2 >> 18)) & 0x1ff;
      let k0 = 0, k1 = 0, k2 = 0;
      for (let st = 0; st < 9; st += 3) {
        const allowed = STACK_LOCKED[((o0 >> st) & 7) | (((o1 >> st) & 7) << 3) | (((o2 >> st) & 7) << 6)];
        if (allowed === 0) return false;
        k0 |= (allowed & 7) << st;
        k1 |= ((allowed >> 3) & 7) << st;
        k2 |= (allowed >> 6) << st;
      }
      if (k0 !== o0) s[x0] = a0 & spread(k0);
      if (k1 !== o1) s[x0 + 1] = a1 & spread(k1);
      if (k2 !== o2) s[x0 + 2] = a2 & spread(k2);
      const only0 = k0 & ~(k1 | k2), only1 = k1 & ~(k0 | k2), only2 = k2 & ~(k0 | k1);
      if ((only0 | only1 | only2) === 0) continue;
      const b0 = s[x0], b1 = s[x0 + 1], b2 = s[x0 + 2];
      let f0 = only0 !== 0 ? b0 & singleColumns(b0, only0) & s[27] : 0;
      let f1 = only1 !== 0 ? b1 & singleColumns(b1, only1) & s[28] : 0;
      let f2 = only2 !== 0 ? b2 & singleColumns(b2, only2) & s[29] : 0;
      while (f0 !== 0) {
        const bit = f0 & -f0;
        f0 ^= bit;
        if (!place(d, 0, bit)) return false;
      }
      while (f1 !== 0) {
        const bit = f1 & -f1;
        f1 ^= bit;
        if (!place(d, 1, bit)) return false;
      }
      while (f2 !== 0) {
        const bit = f2 & -f2;
        f2 ^= bit;
        if (!place(d, 2, bit)) return false;
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
        place((x - b) / 3, b, bit);
        progress = true;
      }
    }
    if (progress) continue;
    const t = triads();
    if (t < 0) return false;
    if (t === 0) return true;
  }
}

/** For a digit's minirow occupancy in a band (bit 3r + k), the minirows alone in their row: there it must go. */
const LONE_IN_ROW = new Uint16Array(512);
/** For a minirow 3r + k: the band cells its digits leave when they must go there (rest of row r and of box k). */
const MINIROW_SHADOW = new Int32Array(9);
/** For a minirow 3r + k: its three cells in a band word. */
const MINIROW_CELLS = new Int32Array(9);
{
  for (let t = 0; t < 512; t++) {
    let lone = 0;
    for (let r = 0; r < 3; r++) {
      const z = (t >> (3 * r)) & 7;
      if (z !== 0 && (z & (z - 1)) === 0) lone |= z << (3 * r);
    }
    LONE_IN_ROW[t] = lone;
  }
  for (let r = 0; r < 3; r++) {
    for (let k = 0; k < 3; k++) {
      const cells = 7 << (9 * r + 3 * k);
      MINIROW_CELLS[3 * r + k] = cells;
      MINIROW_SHADOW[3 * r + k] = ((0x1ff << (9 * r)) | (0x1c0e07 << (3 * k))) & ~cells;
    }
  }
}

/** triads' scratch: each digit's minirow occupancy in the band at hand. */
const OCCUPANCY = new Int32Array(9);

/**
 * The triad rules (module comment) on every minirow (a row inside a box) and minicolumn (a column inside a
 * box): -1 on a contradiction, 1 when it took out candidates, 0 when it found nothing.
 */
function triads(): number {
  const s = S, occ = OCCUPANCY;
  let changed = 0;
  for (let b = 0; b < 3; b++) {
    // Minirows of band b: count the digits that can reach each, and the digits confined to each.
    let one = 0, two = 0, three = 0, four = 0;
    let lone1 = 0, lone2 = 0, lone3 = 0, lone4 = 0;
    for (let d = 0; d < 9; d++) {
      const a = s[3 * d + b];
      const t = ROW_BOXES[a & 0x1ff] | (ROW_BOXES[(a >> 9) & 0x1ff] << 3) | (ROW_BOXES[a >> 18] << 6);
      occ[d] = t;
      four |= three & t;
      three |= two & t;
      two |= one & t;
      one |= t;
      const lone = LONE_IN_ROW[t];
      lone4 |= lone3 & lone;
      lone3 |= lone2 & lone;
      lone2 |= lone1 & lone;
      lone1 |= lone;
    }
    if ((three & 0x1ff) !== 0x1ff || lone4 !== 0) return -1;
    const reached = three & ~four, confined = lone3;
    if ((reached | confined) === 0) continue;
    for (let d = 0; d < 9; d++) {
      const x = 3 * d + b, a = s[x];
      let keep = a;
      let m = occ[d] & reached;
      while (m !== 0) {
        const bit = m & -m;
        m ^= bit;
        keep &= ~MINIROW_SHADOW[31 - Math.clz32(bit)];
      }
      m = confined & ~LONE_IN_ROW[occ[d]];
      while (m !== 0) {
        const bit = m & -m;
        m ^= bit;
        keep &= ~MINIROW_CELLS[31 - Math.clz32(bit)];
      }
      if (keep !== a) {
        if (keep === 0) return -1;
        s[x] = keep;
        changed = 1;
      }
    }
  }
  if (changed) return changed;
  // Minicolumns: column c of band b. A digit reaches it when its band-b word has a cell in column c; it is
  // confined to it when column c has its cells in band b only (the stack pass then keeps the box to column c).
  for (let b = 0; b < 3; b++) {
    let one = 0, two = 0, three = 0, four = 0;
    let lone1 = 0, lone2 = 0, lone3 = 0, lone4 = 0;
    for (let d = 0; d < 9; d++) {
      const x0 = 3 * d;
      const a0 = s[x0], a1 = s[x0 + 1], a2 = s[x0 + 2];
      const o0 = (a0 | (a0 >> 9) | (a0 >> 18)) & 0x1ff;
      const o1 = (a1 | (a1 >> 9) | (a1 >> 18)) & 0x1ff;
      const o2 = (a2 | (a2 >> 9) | (a2 >> 18)) & 0x1ff;
      const t = b === 0 ? o0 : b === 1 ? o1 : o2;
      const lone = b === 0 ? o0 & ~(o1 | o2) : b === 1 ? o1 & ~(o0 | o2) : o2 & ~(o0 | o1);
      occ[d] = t | (lone << 9);
      four |= three & t;
      three |= two & t;
      two |= one & t;
      one |= t;
      lone4 |= lone3 & lone;
      lone3 |= lone2 & lone;
      lone2 |= lone1 & lone;
      lone1 |= lone;
    }
    if ((three & 0x1ff) !== 0x1ff || lone4 !== 0) return -1;
    const reached = three & ~four, confined = lone3;
    if ((reached | confined) === 0) continue;
    for (let d = 0; d < 9; d++) {
      const t = occ[d] & 0x1ff, lone = occ[d] >> 9;
      // Reached columns: the digit goes there, so it leaves the column in the other bands and the box's other
      // columns in this band.
      const must = t & reached & ~lone;
      if (must !== 0) {
        let boxCols = 0;
        if (must & 7) boxCols |= 7;
        if (must & 0x38) boxCols |= 0x38;
        if (must & 0x1c0) boxCols |= 0x1c0;
        for (let bb = 0; bb < 3; bb++) {
          const x = 3 * d + bb, a = s[x];
          const keep = bb === b ? a & ~spread(boxCols & ~must) : a & ~spread(must);
          if (keep !== a) {
            if (keep === 0) return -1;
            s[x] = keep;
            changed = 1;
          }
        }
      }
      const out = confined & ~lone;
      if (out !== 0) {
        const x = 3 * d + b, a = s[x];
        const keep = a & ~spread(out);
        if (keep !== a) {
          if (keep === 0) return -1;
          s[x] = keep;
          changed = 1;
        }
      }
    }
  }
  return changed;
}

/** The six ways to put three rows (or columns) in three different boxes, as 9-bit masks (bit 3r + k). */
const PERM_MASKS = new Int32Array(6);
/** A band's (or stack's) occupancy index → the 6-bit set of arrangements (PERM_MASKS) it still allows. */
const PERM_SET = new Uint8Array(512);
/** An arrangement of a band's rows → the band cells it keeps. */
const PERM_ROW_CELLS = new Int32Array(6);
/** An arrangement of a stack's columns, for band b → the column (0..2) it gives band b. */
const PERM_COLUMN = new Int32Array(18);
{
  const perms = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
  perms.forEach((perm, i) => {
    let m = 0, cells = 0;
    for (let r = 0; r < 3; r++) {
      m |= 1 << (3 * r + perm[r]);
      cells |= 7 << (9 * r + 3 * perm[r]);
      PERM_COLUMN[3 * i + r] = perm[r];
    }
    PERM_MASKS[i] = m;
    PERM_ROW_CELLS[i] = cells;
  });
  for (let t = 0; t < 512; t++) {
    let set = 0;
    for (let i = 0; i < 6; i++) if ((t & PERM_MASKS[i]) === PERM_MASKS[i]) set |= 1 << i;
    PERM_SET[t] = set;
  }
}
const SET_SIZE = new Uint8Array(64);
for (let i = 1; i < 64; i++) SET_SIZE[i] = SET_SIZE[i >> 1] + (i & 1);

/** chooseConfig's scratch: per band (0..2) and stack (3..5), each digit's set of arrangements. */
const CONFIGS = new Uint8Array(54);

/**
 * The guess as tdoku makes it: of the bands and stacks not yet settled, the one with the fewest arrangements of
 * its digits left; in it, the digit with the fewest (at least two). Returned as 9 * unit + digit (unit 0..2 a
 * band, 3..5 a stack), or -1 when every digit is settled everywhere (the grid is then full).
 */
function chooseConfig(): number {
  const s = S, c = CONFIGS;
  let bestUnit = -1, bestTotal = 1 << 30;
  for (let b = 0; b < 3; b++) {
    let total = 0;
    for (let d = 0; d < 9; d++) {
      const a = s[3 * d + b];
      const set =
        PERM_SET[ROW_BOXES[a & 0x1ff] | (ROW_BOXES[(a >> 9) & 0x1ff] << 3) | (ROW_BOXES[a >> 18] << 6)];
      c[9 * b + d] = set;
      total += SET_SIZE[set];
    }
    if (total > 9 && total < bestTotal) {
      bestTotal = total;
      bestUnit = b;
    }
  }
  for (let d = 0; d < 9; d++) {
    const a0 = s[3 * d], a1 = s[3 * d + 1], a2 = s[3 * d + 2];
    const o0 = (a0 | (a0 >> 9) | (a0 >> 18)) & 0x1ff;
    const o1 = (a1 | (a1 >> 9) | (a1 >> 18)) & 0x1ff;
    const o2 = (a2 | (a2 >> 9) | (a2 >> 18)) & 0x1ff;
    for (let st = 0; st < 3; st++) {
      const sh = 3 * st;
      c[9 * (3 + st) + d] = PERM_SET[((o0 >> sh) & 7) | (((o1 >> sh) & 7) << 3) | (((o2 >> sh) & 7) << 6)];
    }
  }
  for (let st = 3; st < 6; st++) {
    let total = 0;
    for (let d = 0; d < 9; d++) total += SET_SIZE[c[9 * st + d]];
    if (total > 9 && total < bestTotal) {
      bestTotal = total;
      bestUnit = st;
    }
  }
  if (bestUnit < 0) return -1;
  let bestDigit = -1, fewest = 7;
  for (let d = 0; d < 9; d++) {
    const n = SET_SIZE[c[9 * bestUnit + d]];
    if (n >= 2 && n < fewest) {
      fewest = n;
      bestDigit = d;
    }
  }
  return 9 * bestUnit + bestDigit;
}

/** Keep only arrangement i of digit d in a band or stack (`choice` as chooseConfig returns); false if none is left. */
function applyConfig(choice: number, i: number): boolean {
  const unit = (choice / 9) | 0, d = choice - 9 * unit;
  if (unit < 3) {
    const x = 3 * d + unit;
    const a = S[x] & PERM_ROW_CELLS[i];
    S[x] = a;
    return a !== 0;
  }
  const sh = 3 * (unit - 3);
  const others = ~spread(7 << sh);
  for (let b = 0; b < 3; b++) {
    const x = 3 * d + b;
    const a = S[x] & (others | spread(1 << (sh + PERM_COLUMN[3 * i + b])));
    if (a === 0) return false;
    S[x] = a;
  }
  return true;
}

/** Save the position as search level `depth`, which guesses on `choice` with the arrangements `rest` left. */
function push(depth: number, choice: number, rest: number): void {
  const base = depth * STATE_WORDS;
  for (let i = 0; i < STATE_WORDS; i++) STACK[base + i] = S[i];
  BRANCH_CHOICE[depth] = choice;
  BRANCH_REST[depth] = rest;
}

function restore(level: number): void {
  const base = level * STATE_WORDS;
  for (let i = 0; i < STATE_WORDS; i++) S[i] = STACK[base + i];
  for (let i = 0; i < 27; i++) SEEN[i] = S[i];
}

function solution(): Uint8Array {
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
function load(cells: Uint8Array): boolean {
  for (let i = 0; i < STATE_WORDS; i++) S[i] = BAND;
  SEEN.fill(-1);
  for (let i = 0; i < 81; i++) {
    const v = cells[i];
    if (v === 0) continue;
    const b = (i / 27) | 0;
    if (!place(v - 1, b, 1 << (i - 27 * b))) return false;
  }
  return true;
}

/**
 * countSolutions on classic 9×9 rules, for 81 cells holding 0 to 9 (the caller checks them): solutions up to
 * `limit`, within `budget` search nodes (the initial propagation is 1, every guess 1 more).
 */
export function count9(cells: Uint8Array, limit: number, budget: number): SolveResult {
  let ok = load(cells) && propagate();
  let count = 0, depth = 0, work = 1, capped = false;
  let first: Uint8Array | null = null;
  for (;;) {
    if (ok) {
      if ((S[27] | S[28] | S[29]) === 0) {
        count++;
        if (first === null) first = solution();
        if (count >= limit) break;
      } else {
        if (work >= budget) {
          capped = true;
          break;
        }
        const choice = chooseConfig();
        // Unreachable: at a fixpoint of propagate, a digit with one arrangement left in its band and in its
        // stack has one cell left in each box, which the hidden singles place; so a grid with an empty cell
        // has some digit with two arrangements or more.
        if (choice < 0) throw new Error("count9: no arrangement to guess on in an unfinished grid");
        const m = CONFIGS[choice];
        const bit = m & -m;
        push(depth++, choice, m & ~bit);
        work++;
        ok = applyConfig(choice, 31 - Math.clz32(bit)) && propagate();
        continue;
      }
    }
    while (depth > 0 && BRANCH_REST[depth - 1] === 0) depth--;
    if (depth === 0) break;
    if (work >= budget) {
      capped = true;
      break;
    }
    const level = depth - 1;
    const rest = BRANCH_REST[level];
    const bit = rest & -rest;
    BRANCH_REST[level] = rest & ~bit;
    restore(level);
    work++;
    ok = applyConfig(BRANCH_CHOICE[level], 31 - Math.clz32(bit)) && propagate();
  }
  return { count, solution: count > 0 ? first : null, work, capped };
}
