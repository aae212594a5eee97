/**
 * Wings: XY-Wing, XYZ-Wing and W-Wing. Each proves that one of two (or three) cells holds a digit z, so z can
 * be removed from every cell that sees all of them.
 *
 * - XY-Wing: a pivot with candidates exactly {x,y} and two pincers {x,z} and {y,z} (z ≠ x, y), each seeing
 *   the pivot. Whichever of x, y the pivot takes, one pincer is left with z. Removes z from cells seeing both
 *   pincers.
 * - XYZ-Wing: a pivot {x,y,z} and pincers {x,z} and {y,z} seeing it. One of the three cells is z. Removes z
 *   from cells seeing the pivot and both pincers.
 * - W-Wing: two cells with the same two candidates {x,y} that do not see each other, and a strong link on x
 *   (a house whose only two x cells are L1 and L2, neither a wing cell) with L1 seeing one wing cell and L2
 *   the other. If neither wing cell were y both would be x, leaving x for neither link cell. Removes y from
 *   cells seeing both wing cells.
 *
 * - WXYZ-Wing: four cells holding four digits between them, where every digit but one (z) is *restricted*:
 *   all its places among the four cells see each other, so it goes in at most one of them. The three
 *   restricted digits can fill at most three of the four cells, so one of the cells is z. Removes z from cells
 *   seeing every place of z among the four. (Four cells of one house are a naked quad, and leave no z
 *   unrestricted.)
 *
 * Pincers and link cells may see each other or not; that does not change the logic.
 */
import { digitOfBit, popcount } from "../board.ts";
import { cellName } from "../rules.ts";
import { cellOfBit, type LinkTable, type Position, position, seenByAll, sees } from "./position.ts";
import type { CellDigit, Scan, SolveState, Step, Technique } from "./step.ts";
import { techniqueFromScan } from "./step.ts";
import { andList, cellsWords, patternWords, reasonFacts, type Words } from "./words.ts";

/** Possible pincers of one pivot, in peer order; grown to the largest grid seen (a cell has fewer peers). */
let pincers = new Int32Array(81);

/** Collect the pivot's bivalue peers sharing a digit with it into `pincers`; returns how many. */
function pincersOf(pos: Position, cand: Uint16Array, pivot: number): number {
  const { words, peers } = pos;
  if (pincers.length < cand.length) pincers = new Int32Array(cand.length);
  const { board } = pos.bivalue();
  let count = 0;
  for (let w = 0; w < words; w++) {
    for (let x = peers[pivot * words + w] & board[w]; x !== 0; x &= x - 1) {
      const cell = cellOfBit(w, x & -x);
      if (cand[cell] & cand[pivot]) pincers[count++] = cell;
    }
  }
  return count;
}

/**
 * XY-Wing. Scan: pivot cells ascending; with x < y the pivot's digits, the pincer holding x over the pivot's
 * peers ascending, then the pincer holding y likewise. Pattern cells [pivot, x-pincer, y-pincer], digits
 * [x, y, z], and the chain z=x-x=y-y=z through the three cells.
 */
const xyWings: Scan = (state, emit) => {
  const cand = state.candidates;
  const pos = position(state);
  const bivalue = pos.bivalue();
  for (let p = 0; p < bivalue.count; p++) {
    const pivot = bivalue.cells[p];
    const pm = cand[pivot];
    const xBit = pm & -pm, yBit = pm ^ xBit;
    const count = pincersOf(pos, cand, pivot);
    for (let i = 0; i < count; i++) {
      const a = pincers[i];
      const am = cand[a];
      if ((am & pm) !== xBit) continue;
      const zBit = am ^ xBit;
      for (let j = 0; j < count; j++) {
        const b = pincers[j];
        if (cand[b] !== (yBit | zBit) || !seenByAll(state, zBit, a, b, a, null)) continue;
        const eliminated: number[] = [];
        seenByAll(state, zBit, a, b, a, eliminated);
        const x = digitOfBit(xBit), y = digitOfBit(yBit), z = digitOfBit(zBit);
        const step: Step = {
          technique: "xy-wing",
          placements: [],
          eliminations: eliminated.map((cell) => ({ cell, digit: z })),
          pattern: {
            cells: [pivot, a, b],
            digits: [x, y, z],
            chain: [
              { cell: a, digit: z },
              { cell: a, digit: x },
              { cell: pivot, digit: x },
              { cell: pivot, digit: y },
              { cell: b, digit: y },
              { cell: b, digit: z },
            ],
          },
        };
        if (emit(step)) return;
      }
    }
  }
};

/**
 * XYZ-Wing. Scan: pivot cells ascending; first pincer over the pivot's peers ascending, second pincer over
 * the later peers. Pattern cells [pivot, pincer1, pincer2] (pincers ascending), digits: the pivot's three
 * digits with z last.
 */
const xyzWings: Scan = (state, emit) => {
  const g = state.rules;
  const cand = state.candidates;
  const pos = position(state);
  for (let pivot = 0; pivot < g.cellCount; pivot++) {
    const pm = cand[pivot];
    if (popcount(pm) !== 3) continue;
    const count = pincersOf(pos, cand, pivot);
    for (let i = 0; i < count; i++) {
      const a = pincers[i];
      const am = cand[a];
      for (let j = i + 1; j < count; j++) {
        const b = pincers[j];
        const bm = cand[b];
        if ((am | bm) !== pm) continue; // both within the pivot's digits, covering them
        const zBit = am & bm;
        if (!seenByAll(state, zBit, a, b, pivot, null)) continue;
        const eliminated: number[] = [];
        seenByAll(state, zBit, a, b, pivot, eliminated);
        const z = digitOfBit(zBit);
        const others: number[] = [];
        for (let d = 1; d <= g.size; d++) if (d !== z && pm & (1 << (d - 1))) others.push(d);
        const step: Step = {
          technique: "xyz-wing",
          placements: [],
          eliminations: eliminated.map((cell) => ({ cell, digit: z })),
          pattern: { cells: [pivot, a, b], digits: [...others, z] },
        };
        if (emit(step)) return;
      }
    }
  }
};

/**
 * W-Wing. Scan: first wing cell ascending; second wing cell (higher index, same two candidates, not seeing
 * the first) ascending; the linking digit x (the lower of the two, then the higher); strong links on x in
 * the order of `LinkTable`. A link whose cells fit both ways round is one instance. Pattern cells
 * [wing1, wing2, link cell seeing wing1, link cell seeing wing2] (when both ways fit, the link's lower cell
 * goes with wing1), digits [x, y], houses [the link's house], links: wing1─L1 weak, L1═L2 strong, L2─wing2
 * weak (all on x), and the chain y=x-x=x-x=y.
 */
const wWings: Scan = (state, emit) => {
  const g = state.rules;
  const cand = state.candidates;
  const pos = position(state);
  const { count, cells: bivalue } = pos.bivalue();
  let t: LinkTable | null = null; // computed on first need
  for (let i = 0; i < count; i++) {
    const w1 = bivalue[i];
    const mask = cand[w1];
    for (let j = i + 1; j < count; j++) {
      const w2 = bivalue[j];
      if (cand[w2] !== mask || sees(g, w1, w2)) continue;
      const low = mask & -mask;
      for (let k = 0; k < 2; k++) {
        const xBit = k === 0 ? low : mask ^ low;
        const yBit = mask ^ xBit;
        const x = digitOfBit(xBit), y = digitOfBit(yBit);
        t ??= pos.links();
        let eliminated: number[] | null = null;
        for (let l = t.start[x]; l < t.end[x]; l++) {
          const a = t.a[l], b = t.b[l];
          if (a === w1 || a === w2 || b === w1 || b === w2) continue;
          const l1 = sees(g, a, w1) && sees(g, b, w2) ? a : sees(g, b, w1) && sees(g, a, w2) ? b : -1;
          if (l1 < 0) continue;
          const l2 = l1 === a ? b : a;
          if (!eliminated) {
            eliminated = [];
            if (!seenByAll(state, yBit, w1, w2, w1, eliminated)) break;
          }
          const cd = (cell: number, digit: number): CellDigit => ({ cell, digit });
          const step: Step = {
            technique: "w-wing",
            placements: [],
            eliminations: eliminated.map((cell) => cd(cell, y)),
            pattern: {
              cells: [w1, w2, l1, l2],
              digits: [x, y],
              houses: [t.house[l]],
              links: [
                { from: cd(w1, x), to: cd(l1, x), strong: false },
                { from: cd(l1, x), to: cd(l2, x), strong: true },
                { from: cd(l2, x), to: cd(w2, x), strong: false },
              ],
              chain: [cd(w1, y), cd(w1, x), cd(l1, x), cd(l2, x), cd(w2, x), cd(w2, y)],
            },
          };
          if (emit(step)) return;
        }
      }
    }
  }
};

/** Scratch for the WXYZ-Wing scan: the cells with two to four candidates, and the cells seeing every z. */
let wingCells = new Int32Array(81);
let seenAll = new Int32Array(3);

/**
 * WXYZ-Wing. Scan: the four cells as an ascending combination of the cells with two to four candidates (pruned
 * as soon as their digits number more than four). Pattern cells: the four, ascending; digits: the three
 * restricted digits ascending, then z.
 */
const wxyzWings: Scan = (state, emit) => {
  const g = state.rules;
  const cand = state.candidates;
  const pos = position(state);
  const { words, peers } = pos;
  if (wingCells.length < g.cellCount) wingCells = new Int32Array(g.cellCount);
  if (seenAll.length < words) seenAll = new Int32Array(words);
  let count = 0;
  for (let cell = 0; cell < g.cellCount; cell++) {
    const bits = popcount(cand[cell]);
    if (bits >= 2 && bits <= 4) wingCells[count++] = cell;
  }
  const set = [0, 0, 0, 0];
  for (let i = 0; i < count; i++) {
    set[0] = wingCells[i];
    const m0 = cand[set[0]];
    for (let j = i + 1; j < count; j++) {
      set[1] = wingCells[j];
      const m1 = m0 | cand[set[1]];
      if (popcount(m1) > 4) continue;
      for (let k = j + 1; k < count; k++) {
        set[2] = wingCells[k];
        const m2 = m1 | cand[set[2]];
        if (popcount(m2) > 4) continue;
        for (let l = k + 1; l < count; l++) {
          set[3] = wingCells[l];
          const m3 = m2 | cand[set[3]];
          if (popcount(m3) !== 4) continue;
          const step = wxyzStep(state, set, m3, words, peers);
          if (step && emit(step)) return;
        }
      }
    }
  }
};

/** The WXYZ-Wing of these four cells holding the four digits of `mask`, when it has one and removes something. */
function wxyzStep(
  state: SolveState,
  set: readonly number[],
  mask: number,
  words: number,
  peers: Int32Array,
): Step | null {
  const g = state.rules;
  const cand = state.candidates;
  let zBit = 0;
  for (let m = mask; m; m &= m - 1) {
    const bit = m & -m;
    let restricted = true;
    for (let a = 0; a < 4 && restricted; a++) {
      if (!(cand[set[a]] & bit)) continue;
      for (let b = a + 1; b < 4; b++) {
        if (cand[set[b]] & bit && !sees(g, set[a], set[b])) {
          restricted = false;
          break;
        }
      }
    }
    if (restricted) continue;
    if (zBit) return null; // two unrestricted digits prove nothing
    zBit = bit;
  }
  if (!zBit) return null; // a naked quad
  seenAll.fill(-1, 0, words);
  for (let a = 0; a < 4; a++) {
    if (!(cand[set[a]] & zBit)) continue;
    for (let w = 0; w < words; w++) seenAll[w] &= peers[set[a] * words + w];
  }
  const z = digitOfBit(zBit);
  const eliminations: CellDigit[] = [];
  for (let w = 0; w < words; w++) {
    for (let x = seenAll[w]; x !== 0; x &= x - 1) {
      const cell = cellOfBit(w, x & -x);
      if (cell < g.cellCount && cand[cell] & zBit) eliminations.push({ cell, digit: z });
    }
  }
  if (eliminations.length === 0) return null;
  const digits: number[] = [];
  for (let m = mask & ~zBit; m; m &= m - 1) digits.push(digitOfBit(m & -m));
  return {
    technique: "wxyz-wing",
    placements: [],
    eliminations,
    pattern: { cells: [...set], digits: [...digits, z] },
  };
}

/** Why an XYZ-Wing holds: whichever digit the pivot takes, one of the three cells is z. */
function xyzWingReason(state: SolveState, step: Step, w: Words): string {
  const { g, pattern, rulesOut, out, digits } = reasonFacts(state, step, w);
  if (pattern.length !== 3 || rulesOut.length !== 1) return patternWords(state, step, w);
  const [pivot, ...pincers] = pattern;
  const seeing = rulesOut[0].cells;
  return w.t("wings.xyz.reason", {
    pivot: cellName(g, pivot),
    pincers: cellsWords(w, g, pincers),
    digits: andList(w, digits),
    z: rulesOut[0].digit,
    seeing: cellsWords(w, g, seeing),
    n: seeing.length,
    out,
  });
}

/** Why a WXYZ-Wing holds: three restricted digits cannot fill four cells, so one of them is z. */
function wxyzWingReason(state: SolveState, step: Step, w: Words): string {
  const { g, pattern, rulesOut, out, digits } = reasonFacts(state, step, w);
  if (pattern.length !== 4 || rulesOut.length !== 1 || digits.length !== 4) {
    return patternWords(state, step, w);
  }
  const z = digits[3];
  const zCells = pattern.filter((c) => state.candidates[c] & (1 << (z - 1)));
  const seeing = rulesOut[0].cells;
  return [
    w.t("wings.wxyz.cells", { cells: cellsWords(w, g, pattern), digits: andList(w, digits) }),
    w.t("wings.wxyz.restricted", {
      restricted: andList(w, digits.slice(0, 3)),
      zCells: cellsWords(w, g, zCells),
      z,
    }),
    w.t("wings.wxyz.out", { seeing: cellsWords(w, g, seeing), n: seeing.length, out }),
  ].join(" ");
}

export const XY_WING: Technique = {
  ...techniqueFromScan("xy-wing", xyWings),
  explain: patternWords,
};
export const XYZ_WING: Technique = {
  ...techniqueFromScan("xyz-wing", xyzWings),
  explain: xyzWingReason,
};
export const W_WING: Technique = {
  ...techniqueFromScan("w-wing", wWings),
  explain: patternWords,
};
export const WXYZ_WING: Technique = {
  ...techniqueFromScan("wxyz-wing", wxyzWings),
  explain: wxyzWingReason,
};

/** The wing techniques in catalogue order (the WXYZ-Wing, added later, after the others). */
export const WING_TECHNIQUES: Technique[] = [XY_WING, XYZ_WING, W_WING, WXYZ_WING];
