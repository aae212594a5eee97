/**
 * Single-digit patterns: skyscraper, 2-string kite, turbot fish (crane) and empty rectangle.
 *
 * Everything here looks at one digit d at a time. A *strong link* (conjugate pair) is a house in which d has
 * exactly two candidate cells: one of them must be d. A *weak link* joins two distinct cells with d that
 * share a region (a house, or a cage, which holds d at most once too): at most one of them is d. The first
 * three techniques are all the chain
 *
 *     end1 ═ inner1 ─ inner2 ═ end2      (═ strong link, ─ weak link, all four cells distinct)
 *
 * If end1 is not d then inner1 is, so inner2 is not, so end2 is: one of the two ends is d, and d can be
 * removed from every cell that sees both ends. The techniques differ only in where the links lie:
 *
 * - skyscraper: both strong links in parallel lines (two rows or two columns); the inner ends share a cross
 *   line (a column, or a row) and the outer ends do not (if they did, the four cells would be an X-Wing);
 * - 2-string kite: one strong link in a row, one in a column; the inner ends are distinct cells of one box
 *   and both outer ends lie outside that box (so rules without boxes, jigsaw, have no kites);
 * - turbot fish: every other strong–weak–strong chain on one digit. It includes the crane (one or both strong
 *   links in a box), two parallel line links joined through a box, the kite-like shapes whose outer end lies
 *   inside the shared box, and any chain with a link in a diagonal, a jigsaw piece or (weak only) a cage. By
 *   choice, turbot fish never reports a chain that has the shape of a skyscraper (or X-Wing) or of a 2-string
 *   kite as defined above, even when that technique would find nothing to remove there, so each chain belongs
 *   to exactly one of the three techniques.
 *
 * The empty rectangle combines a box whose candidates for d all lie in one row and one column of the box with
 * a strong link in a line outside it (see `emptyRectangles`).
 *
 * Scan orders (the first instance is what `find` returns): digits ascending; strong links are listed in house
 * index order (rows, then columns, then boxes, then any diagonals; a cell pair that is a conjugate pair in
 * several houses is listed once, under the first); pairs of links in list order. Each technique's scan
 * documents the rest.
 */
import { perRules, type RegionKind, regionsOfKind, type Rules } from "../rules.ts";
import type { TechniqueId } from "../catalogue.ts";
import type { CellDigit, Link, Scan, SolveState, Step, Technique } from "./step.ts";
import { techniqueFromScan } from "./step.ts";
import { patternWords } from "./words.ts";
import {
  ClearDigits,
  kindOf,
  position,
  seenByAll,
  seenByBoth,
  sharedHouse,
  type StrongLink,
} from "./position.ts";

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
const LINES: readonly RegionKind[] = ["row", "column"];

const skyscrapers: Scan = (state, emit) => {
  const g = state.rules;
  const pos = position(state);
  const t = pos.links(), digitCells = pos.digitCells();
  for (let digit = 1; digit <= g.size; digit++) {
    const from = t.start[digit], to = t.end[digit];
    if (to - from < 2 || skyscraperClear.knownCells(g, digit, digitCells, pos.words)) continue;
    let found = false;
    const bit = 1 << (digit - 1);
    for (const kind of LINES) {
      const cross = g.regionOfCell[kind === "row" ? "column" : "row"]; // each cell's cross line
      for (let i = from; i < to; i++) {
        if (kindOf(g, t.house[i]) !== kind) continue;
        for (let j = i + 1; j < to; j++) {
          if (kindOf(g, t.house[j]) !== kind) continue;
          let base1 = -1, base2 = -1, shared = 0;
          for (let k = 0; k < 4; k++) {
            const e1 = k < 2 ? t.a[i] : t.b[i], e2 = k & 1 ? t.b[j] : t.a[j];
            if (cross[e1] === cross[e2]) {
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
            [t.house[i], t.house[j], cross[base1]],
            seenByBoth(state, bit, top1, top2),
            kind === "row" ? "rows" : "columns",
          );
          if (emit(step)) return;
          found = true;
        }
      }
    }
    if (!found) skyscraperClear.rememberCells(digit, digitCells, pos.words);
  }
};

/** The box regions of each rules object, in order (none under jigsaw rules). */
const boxesOf = perRules((rules) => Int32Array.from(regionsOfKind(rules, "box")));

/**
 * 2-string kite. Scan: digit; row links in list order; column links in list order. The pattern's cells are
 * [row far end, row end in the box, column end in the box, column far end]; houses are the row, the column
 * and the shared box.
 */
const kites: Scan = (state, emit) => {
  const g = state.rules;
  // A kite's inner ends meet in a box: without boxes (a jigsaw) such chains are turbot fish.
  if (boxesOf(g).length === 0) return;
  const boxOf = g.regionOfCell.box;
  const pos = position(state);
  const t = pos.links(), digitCells = pos.digitCells();
  for (let digit = 1; digit <= g.size; digit++) {
    const from = t.start[digit], to = t.end[digit];
    if (to - from < 2 || kiteClear.knownCells(g, digit, digitCells, pos.words)) continue;
    let found = false;
    const bit = 1 << (digit - 1);
    for (let r = from; r < to; r++) {
      if (kindOf(g, t.house[r]) !== "row") continue;
      for (let c = from; c < to; c++) {
        if (kindOf(g, t.house[c]) !== "column") continue;
        const ra = boxOf[t.a[r]], rb = boxOf[t.b[r]];
        const ca = boxOf[t.a[c]], cb = boxOf[t.b[c]];
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
            [t.house[r], t.house[c], boxOf[inRow]],
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
function isKite(g: Rules, farRow: number, inRow: number, inCol: number, farCol: number): boolean {
  const box = g.regionOfCell.box;
  if (inRow === inCol || farRow === inCol || farRow === farCol || inRow === farCol) return false;
  const b = box[inRow];
  return b >= 0 && box[inCol] === b && box[farRow] !== b && box[farCol] !== b;
}

/**
 * Turbot fish: every strong–weak–strong chain on one digit that is not shaped as a skyscraper, X-Wing or
 * 2-string kite (see the module comment). Scan: digit; pairs of strong links (i < j) in list order; inner end
 * of the first link (a, then b); inner end of the second (a, then b). The pattern's cells are the chain
 * [end1, inner1, inner2, end2]; houses are the two strong links' houses and the weak link's house (the first
 * house the inner ends share); variant names the strong links' house kinds, e.g. "row + box".
 */
const turbotFish: Scan = (state, emit) => {
  const g = state.rules;
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
          if (k1 === k2 && (k1 === "row" || k1 === "column")) {
            // Parallel lines: the weak link through the cross line is a skyscraper (or X-Wing).
            const cross = g.regionOfCell[k1 === "row" ? "column" : "row"];
            if (cross[inner1] === cross[inner2]) continue;
          }
          if (k1 === "row" && k2 === "column" && isKite(g, end1, inner1, inner2, end2)) continue;
          if (k1 === "column" && k2 === "row" && isKite(g, end2, inner2, inner1, end1)) continue;
          if (!seenByAll(state, bit, end1, end2, end1, null)) continue;
          const step = chainStep(
            "turbot-fish",
            digit,
            [end1, inner1, inner2, end2],
            [t.house[i], t.house[j], weak],
            seenByBoth(state, bit, end1, end2),
            `${k1} + ${k2}`,
          );
          if (emit(step)) return;
          found = true;
        }
      }
    }
    if (!found) turbotClear.rememberCells(digit, digitCells, pos.words);
  }
};

/** Per row of a box, the box columns holding the digit (grown to the tallest box seen). */
let rowCols = new Int32Array(4);

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
 * links in list order (row links, then column links; links in other houses are not used); ends (a, then b)
 * as p. A box with two diagonal candidates has two crosses, each its own instance. The pattern's cells are
 * the box's candidate cells, then p and q; houses are [box, row r, column c, link house]; one strong link
 * p–q. Rules without boxes (jigsaw) have no empty rectangles.
 */
const emptyRectangles: Scan = (state, emit) => {
  const g = state.rules;
  const boxes = boxesOf(g);
  if (boxes.length === 0) return; // the pattern is a box's cross
  const n = g.size;
  const cand = state.candidates;
  const { houseCells, boxRows, boxCols } = g;
  const rowOfCell = g.regionOfCell.row, columnOfCell = g.regionOfCell.column;
  if (rowCols.length < boxRows) rowCols = new Int32Array(boxRows);
  const pos = position(state);
  const t = pos.links(), digitCells = pos.digitCells();
  for (let digit = 1; digit <= n; digit++) {
    const bit = 1 << (digit - 1);
    // Without a strong link in a line there is nothing to combine a cross with.
    let lineLinks = false;
    for (let l = t.start[digit]; l < t.end[digit] && !lineLinks; l++) {
      const kind = kindOf(g, t.house[l]);
      lineLinks = kind === "row" || kind === "column";
    }
    if (!lineLinks || emptyRectangleClear.knownCells(g, digit, digitCells, pos.words)) continue;
    let found = false;
    for (const b of boxes) {
      // A box is a boxRows × boxCols rectangle of cells; its first cell (they are ascending) is its top left.
      const top = Math.floor(houseCells[b * n] / n), left = houseCells[b * n] % n;
      let allCols = 0;
      for (let r = 0; r < boxRows; r++) rowCols[r] = 0;
      for (let i = b * n, last = i + n; i < last; i++) {
        const cell = houseCells[i];
        if (!(cand[cell] & bit)) continue;
        const col = 1 << (cell % n - left);
        rowCols[Math.floor(cell / n) - top] |= col;
        allCols |= col;
      }
      if (allCols === 0) continue;
      for (let br = 0; br < boxRows; br++) {
        // Row br of the box makes a cross exactly when the candidates off it all lie in one column of the box
        // (and there are some), and some candidate lies off that column: the cross's column.
        let others = 0;
        for (let r = 0; r < boxRows; r++) if (r !== br) others |= rowCols[r];
        if (others === 0 || (others & (others - 1)) !== 0 || (allCols & ~others) === 0) continue;
        const r = top + br, c = left + 31 - Math.clz32(others);
        for (let l = t.start[digit]; l < t.end[digit]; l++) {
          const kind = kindOf(g, t.house[l]);
          if (kind !== "row" && kind !== "column") continue;
          const la = t.a[l], lb = t.b[l];
          // One end must lie in the cross's row (column link) or column (row link).
          if (
            kind === "column"
              ? Math.floor(la / n) !== r && Math.floor(lb / n) !== r
              : la % n !== c && lb % n !== c
          ) {
            continue;
          }
          for (let side = 0; side < 2; side++) {
            const p = side === 0 ? la : lb, q = side === 0 ? lb : la;
            const rp = Math.floor(p / n), cp = p % n;
            const rq = Math.floor(q / n), cq = q % n;
            let target: number;
            if (kind === "column") {
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
            const crossing = r * n + c;
            const step: Step = {
              technique: "empty-rectangle",
              placements: [],
              eliminations: [{ cell: target, digit }],
              pattern: {
                cells,
                houses: [b, rowOfCell[crossing], columnOfCell[crossing], t.house[l]],
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

export const SKYSCRAPER: Technique = {
  ...techniqueFromScan("skyscraper", skyscrapers),
  explain: patternWords,
};
export const TWO_STRING_KITE: Technique = {
  ...techniqueFromScan("two-string-kite", kites),
  explain: patternWords,
};
export const TURBOT_FISH: Technique = {
  ...techniqueFromScan("turbot-fish", turbotFish),
  explain: patternWords,
};
export const EMPTY_RECTANGLE: Technique = {
  ...techniqueFromScan("empty-rectangle", emptyRectangles),
  explain: patternWords,
};

/** The single-digit pattern techniques in catalogue order. */
export const SINGLE_DIGIT_TECHNIQUES: Technique[] = [
  SKYSCRAPER,
  TWO_STRING_KITE,
  TURBOT_FISH,
  EMPTY_RECTANGLE,
];
