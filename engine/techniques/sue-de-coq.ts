/**
 * Sue de Coq, of the almost locked sets' family (als.ts holds ALS-XZ, the ALS-XY-Wing and the step helpers
 * this module shares with them): two or three cells C where a row or column (the line) crosses a box, holding
 * at least |C| + 2 digits V; cells D elsewhere in the line and E elsewhere in the box whose digits share none, and the cells of
 * C, D and E together hold exactly as many digits as there are cells. Every digit's places among them lie in
 * the line (D's digits) or in the box (E's digits, and those only C holds), so no digit goes twice in them, and
 * as many digits as cells means every one goes in exactly once. A digit of D, or one only C holds, then leaves
 * the rest of the line; a digit of E, or one only C holds, the rest of the box. The basic form has one
 * bivalue cell of V's digits on each side; in the extended one D and E may have more cells and digits outside V
 * (each such digit needs one more cell).
 *
 * Pattern: cells C, then D, then E; houses [line, box]; digits every digit of the three; sets [D, E].
 */
import { digitOfBit, popcount } from "../board.ts";
import { perRules, regionsOfKind, type Rules } from "../rules.ts";
import { digitList, PAIRS_PER_UNIT, setDescription, sorted } from "./als.ts";
import type { CellDigit, Pattern, SolveState, Step, Technique } from "./step.ts";
import { techniqueFromScan } from "./step.ts";
import type { WorkMeter } from "./meter.ts";
import {
  andList,
  cellList,
  cellsWords,
  count,
  patternWords,
  reasonFacts,
  regionWithSum,
  regionWords,
  removesWords,
  stepHead,
  stepWords,
  type Words,
} from "./words.ts";

/** The line–box crossings: each row or column with each box it shares two or more cells with. */
interface Crossing {
  line: number;
  box: number;
  /** The shared cells, the line's other cells and the box's other cells, ascending. */
  inner: Int32Array;
  lineRest: Int32Array;
  boxRest: Int32Array;
}

const crossingsOf = perRules((rules): Crossing[] => {
  const boxes = regionsOfKind(rules, "box");
  const out: Crossing[] = [];
  for (const line of [...regionsOfKind(rules, "row"), ...regionsOfKind(rules, "column")]) {
    const lineCells = rules.regions[line].cells;
    for (const box of boxes) {
      const boxCells = rules.regions[box].cells;
      const inner = lineCells.filter((c) => boxCells.includes(c));
      if (inner.length < 2) continue;
      out.push({
        line,
        box,
        inner,
        lineRest: lineCells.filter((c) => !inner.includes(c)),
        boxRest: boxCells.filter((c) => !inner.includes(c)),
      });
    }
  }
  return out;
});

/** The most cells Sue de Coq takes on either side of the crossing. */
const MAX_SIDE_CELLS = 4;

/** A side's candidate sets for one C: digits, how many of V's digits it takes, its cells as a bit mask. */
interface Side {
  digits: number;
  takes: number;
  mask: number;
}

/**
 * The subsets of `cells`' open cells (at most MAX_SIDE_CELLS) that could partner C: they hold some of V's
 * digits, and fewer digits outside V than cells (so they take at least one of V's digits), fewest cells
 * first, then by bit mask.
 */
function sideSets(cand: Uint16Array, cells: Int32Array, v: number, out: Side[]): number {
  out.length = 0;
  let open = 0;
  for (let i = 0; i < cells.length; i++) if (cand[cells[i]] !== 0) open |= 1 << i;
  let looked = 0;
  for (let s = open; s !== 0; s = (s - 1) & open) {
    looked++;
    const size = popcount(s);
    if (size > MAX_SIDE_CELLS) continue;
    let digits = 0;
    for (let b = s; b !== 0; b &= b - 1) digits |= cand[cells[31 - Math.clz32(b & -b)]];
    if ((digits & v) === 0) continue;
    const takes = size - popcount(digits & ~v);
    if (takes >= 1) out.push({ digits, takes, mask: s });
  }
  out.sort((p, q) => popcount(p.mask) - popcount(q.mask) || p.mask - q.mask);
  return looked;
}

const lineSides: Side[] = [];
const boxSides: Side[] = [];

/**
 * Sue de Coq. Scan: crossings (rows, then columns, each with its boxes in order), C among the shared open
 * cells (two, then three, by bit mask), D in the line and E in the box (fewest cells first, then by bit
 * mask). Pattern: cells C, then D, then E; houses [line, box]; digits every digit of the three; sets [D, E].
 */
const sueDeCoq = (state: SolveState, emit: (step: Step) => boolean, meter: WorkMeter): void => {
  const cand = state.candidates;
  let looked = 0;
  try {
    for (const crossing of crossingsOf(state.rules)) {
      const { inner } = crossing;
      let open = 0;
      for (let i = 0; i < inner.length; i++) if (cand[inner[i]] !== 0) open |= 1 << i;
      if (popcount(open) < 2) continue;
      const choices: number[] = [];
      for (let s = open; s !== 0; s = (s - 1) & open) {
        if (popcount(s) >= 2 && popcount(s) <= 3) choices.push(s);
      }
      choices.sort((p, q) => popcount(p) - popcount(q) || p - q);
      for (const chosen of choices) {
        const inCells: number[] = [];
        let v = 0;
        for (let b = chosen; b !== 0; b &= b - 1) {
          const cell = inner[31 - Math.clz32(b & -b)];
          inCells.push(cell);
          v |= cand[cell];
        }
        const need = popcount(v) - inCells.length;
        if (need < 2) continue;
        looked += sideSets(cand, crossing.lineRest, v, lineSides);
        looked += sideSets(cand, crossing.boxRest, v, boxSides);
        for (const d of lineSides) {
          for (const e of boxSides) {
            looked++;
            if (d.digits & e.digits || d.takes + e.takes !== need) continue;
            const step = sueDeCoqStep(state, crossing, inCells, v, d, e);
            if (step && emit(step)) return;
          }
        }
      }
    }
  } finally {
    meter.charge(Math.ceil(looked / PAIRS_PER_UNIT));
  }
};

function sueDeCoqStep(
  state: SolveState,
  crossing: Crossing,
  inCells: number[],
  v: number,
  d: Side,
  e: Side,
): Step | null {
  const cand = state.candidates;
  const cellsOf = (cells: Int32Array, mask: number) => {
    const out: number[] = [];
    for (let b = mask; b !== 0; b &= b - 1) out.push(cells[31 - Math.clz32(b & -b)]);
    return out;
  };
  const dCells = cellsOf(crossing.lineRest, d.mask), eCells = cellsOf(crossing.boxRest, e.mask);
  const all = v | d.digits | e.digits;
  const taken = new Set([...inCells, ...dCells, ...eCells]);
  const eliminations: CellDigit[] = [];
  const remove = (cells: ArrayLike<number>, digits: number) => {
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i];
      if (taken.has(cell)) continue;
      for (let m = cand[cell] & digits; m !== 0; m &= m - 1) {
        eliminations.push({ cell, digit: digitOfBit(m & -m) });
      }
    }
  };
  // A digit E holds goes in the box (in C or E); one D holds in the line; one only C holds in both.
  remove(state.rules.regions[crossing.line].cells, all & ~e.digits);
  remove(state.rules.regions[crossing.box].cells, all & ~d.digits);
  if (eliminations.length === 0) return null;
  const basic = dCells.length === 1 && eCells.length === 1 && ((d.digits | e.digits) & ~v) === 0 &&
    popcount(d.digits) === 2 && popcount(e.digits) === 2;
  const pattern: Pattern = {
    cells: [...inCells, ...dCells, ...eCells],
    houses: [crossing.line, crossing.box],
    digits: digitList(all),
    sets: [
      { cells: dCells, digits: digitList(d.digits) },
      { cells: eCells, digits: digitList(e.digits) },
    ],
  };
  if (!basic) pattern.variant = "extended";
  return { technique: "sue-de-coq", placements: [], eliminations: sorted(eliminations), pattern };
}

/**
 * "Sue de Coq in row 7, box 7: r7c1, r7c3 with {4,5} in r7c7 and {3,9} in r8c3 removes …": the crossing's
 * cells, then the line's set and the box's.
 */
function sueDeCoqDescription(g: Rules, step: Step, w: Words): string {
  const p = step.pattern;
  const head = stepHead(w, step);
  const sets = p.sets;
  if (!sets?.length || !step.eliminations.length) return stepWords(w, g, step, head);
  const outside = new Set(sets.flatMap((s) => s.cells));
  const inner = (p.cells ?? []).filter((c) => !outside.has(c));
  return w.t("sue-de-coq.describe", {
    head,
    where: (p.houses ?? []).map((h) => regionWithSum(w, g, h)).join(", "),
    inner: cellList(g, inner),
    lineSet: setDescription(w, g, sets[0]),
    boxSet: setDescription(w, g, sets[1]),
    removes: removesWords(w, g, step),
  });
}

/** Why Sue de Coq holds: its cells hold as many digits as cells, and no digit can go twice among them. */
function sueDeCoqReason(state: SolveState, step: Step, w: Words): string {
  const p = step.pattern;
  const sets = p.sets;
  if (!sets?.length) return patternWords(state, step, w);
  const g = state.rules;
  const { out } = reasonFacts(state, step, w);
  const [line, box] = (p.houses ?? []).map((h) => regionWords(w, g, h));
  const outside = new Set(sets.flatMap((s) => s.cells));
  const inner = (p.cells ?? []).filter((c) => !outside.has(c));
  let v = 0;
  for (const c of inner) v |= state.candidates[c];
  const all = p.cells ?? [];
  const [lineSet, boxSet] = sets;
  const lineDigits = (p.digits ?? []).filter((d) => !boxSet.digits.includes(d));
  const boxDigits = (p.digits ?? []).filter((d) => !lineSet.digits.includes(d));
  return [
    w.t("sue-de-coq.crossing", {
      inner: cellsWords(w, g, inner),
      line,
      box,
      digits: andList(w, digitList(v)),
      digitCount: count(w, digitList(v).length),
      cellCount: count(w, inner.length),
    }),
    w.t("sue-de-coq.groups", {
      lineCells: cellsWords(w, g, lineSet.cells),
      lineDigits: andList(w, lineSet.digits),
      line,
      boxCells: cellsWords(w, g, boxSet.cells),
      boxDigits: andList(w, boxSet.digits),
      box,
      allCount: count(w, all.length),
      digitCount: count(w, p.digits?.length ?? 0),
    }),
    w.t("sue-de-coq.each-once", {
      lineAll: andList(w, lineDigits),
      line,
      boxAll: andList(w, boxDigits),
      box,
      out,
    }),
  ].join(" ");
}

export const SUE_DE_COQ: Technique = {
  ...techniqueFromScan("sue-de-coq", sueDeCoq),
  describe: sueDeCoqDescription,
  explain: sueDeCoqReason,
};
