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
 * listed once, under the line); pairs of links in list order. Each technique's generator documents the rest.
 */
import type { Geometry } from "../geometry.ts";
import type { TechniqueId } from "../catalogue.ts";
import type { CellDigit, Link, SolveState, Step, Technique } from "./step.ts";
import { techniqueFrom } from "./step.ts";

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
 * Every strong link, for every digit at once: entry d (1..N) lists digit d's links in house index order. A
 * pair of cells that is conjugate in a line and in their box is listed once, with the line as its house.
 * One pass over the houses counts every digit with once/twice/more bitmasks.
 */
export function allStrongLinks(state: SolveState): StrongLink[][] {
  const g = state.geometry;
  const n = g.size;
  const cand = state.candidates;
  const cells = g.houseCells;
  const byDigit: StrongLink[][] = [];
  for (let d = 0; d <= n; d++) byDigit.push([]);
  const exactlyTwo = new Uint16Array(3 * n);
  for (let h = 0; h < 3 * n; h++) {
    let once = 0, twice = 0, more = 0;
    for (let i = h * n, end = i + n; i < end; i++) {
      const m = cand[cells[i]];
      more |= twice & m;
      twice |= once & m;
      once |= m;
    }
    const two = twice & ~more;
    exactlyTwo[h] = two;
    for (let rest = two; rest; rest &= rest - 1) {
      const bit = rest & -rest;
      let a = -1, b = -1;
      for (let i = h * n; b < 0; i++) {
        if (cand[cells[i]] & bit) {
          if (a < 0) a = cells[i];
          else b = cells[i];
        }
      }
      if (h >= 2 * n) {
        // Skip a box pair already listed under its row or column.
        const row = g.cellHouses[a * 3], col = g.cellHouses[a * 3 + 1];
        if (row === g.cellHouses[b * 3] && exactlyTwo[row] & bit) continue;
        if (col === g.cellHouses[b * 3 + 1] && exactlyTwo[col] & bit) continue;
      }
      byDigit[32 - Math.clz32(bit)].push({ house: h, a, b });
    }
  }
  return byDigit;
}

/** The strong links of one digit (see `allStrongLinks`). */
export function strongLinks(state: SolveState, digit: number): StrongLink[] {
  return allStrongLinks(state)[digit];
}

/** Cells other than `a` and `b` that still have `bit` and see both of them, ascending. */
export function seenByBoth(state: SolveState, bit: number, a: number, b: number): number[] {
  const g = state.geometry;
  const out: number[] = [];
  for (let i = a * g.peerCount, end = i + g.peerCount; i < end; i++) {
    const p = g.peerCells[i];
    if (state.candidates[p] & bit && p !== b && sees(g, p, b)) out.push(p);
  }
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
function* skyscrapers(state: SolveState): Generator<Step> {
  const g = state.geometry;
  const linksByDigit = allStrongLinks(state);
  for (let digit = 1; digit <= g.size; digit++) {
    const links = linksByDigit[digit];
    const bit = 1 << (digit - 1);
    for (const kind of [ROW, COLUMN]) {
      const cross = kind === ROW ? 1 : 0; // cellHouses slot of the cross line
      const lines = links.filter((l) => kindOf(g, l.house) === kind);
      for (let i = 0; i < lines.length; i++) {
        for (let j = i + 1; j < lines.length; j++) {
          const l1 = lines[i], l2 = lines[j];
          let base1 = -1, base2 = -1, shared = 0;
          for (const e1 of [l1.a, l1.b]) {
            for (const e2 of [l2.a, l2.b]) {
              if (g.cellHouses[e1 * 3 + cross] === g.cellHouses[e2 * 3 + cross]) {
                base1 = e1;
                base2 = e2;
                shared++;
              }
            }
          }
          if (shared !== 1) continue; // no shared cross line, or an X-Wing
          const top1 = base1 === l1.a ? l1.b : l1.a;
          const top2 = base2 === l2.a ? l2.b : l2.a;
          const eliminated = seenByBoth(state, bit, top1, top2);
          if (eliminated.length === 0) continue;
          yield chainStep(
            "skyscraper",
            digit,
            [top1, base1, base2, top2],
            [l1.house, l2.house, g.cellHouses[base1 * 3 + cross]],
            eliminated,
            kind === ROW ? "rows" : "columns",
          );
        }
      }
    }
  }
}

/**
 * 2-string kite. Scan: digit; row links in list order; column links in list order. The pattern's cells are
 * [row far end, row end in the box, column end in the box, column far end]; houses are the row, the column
 * and the shared box.
 */
function* kites(state: SolveState): Generator<Step> {
  const g = state.geometry;
  const box = (cell: number) => g.cellHouses[cell * 3 + 2];
  const linksByDigit = allStrongLinks(state);
  for (let digit = 1; digit <= g.size; digit++) {
    const links = linksByDigit[digit];
    const bit = 1 << (digit - 1);
    const rows = links.filter((l) => kindOf(g, l.house) === ROW);
    const cols = links.filter((l) => kindOf(g, l.house) === COLUMN);
    for (const rl of rows) {
      for (const cl of cols) {
        const ra = box(rl.a), rb = box(rl.b), ca = box(cl.a), cb = box(cl.b);
        if (ra !== ca && ra !== cb && rb !== ca && rb !== cb) continue; // no box in common
        for (const [inRow, farRow] of [[rl.a, rl.b], [rl.b, rl.a]]) {
          for (const [inCol, farCol] of [[cl.a, cl.b], [cl.b, cl.a]]) {
            if (!isKite(g, farRow, inRow, inCol, farCol)) continue;
            const eliminated = seenByBoth(state, bit, farRow, farCol);
            if (eliminated.length === 0) continue;
            yield chainStep(
              "two-string-kite",
              digit,
              [farRow, inRow, inCol, farCol],
              [rl.house, cl.house, box(inRow)],
              eliminated,
            );
          }
        }
      }
    }
  }
}

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

/**
 * Turbot fish: every strong–weak–strong chain on one digit that is not shaped as a skyscraper, X-Wing or
 * 2-string kite (see the module comment). Scan: digit; pairs of strong links (i < j) in list order; inner end
 * of the first link (a, then b); inner end of the second (a, then b). The pattern's cells are the chain
 * [end1, inner1, inner2, end2]; houses are the two strong links' houses and the weak link's house (the first
 * house the inner ends share); variant names the strong links' house kinds, e.g. "row + box".
 */
function* turbotFish(state: SolveState): Generator<Step> {
  const g = state.geometry;
  const names = ["row", "column", "box"];
  const linksByDigit = allStrongLinks(state);
  for (let digit = 1; digit <= g.size; digit++) {
    const links = linksByDigit[digit];
    const bit = 1 << (digit - 1);
    for (let i = 0; i < links.length; i++) {
      for (let j = i + 1; j < links.length; j++) {
        const l1 = links[i], l2 = links[j];
        const k1 = kindOf(g, l1.house), k2 = kindOf(g, l2.house);
        for (const [inner1, end1] of [[l1.a, l1.b], [l1.b, l1.a]]) {
          for (const [inner2, end2] of [[l2.a, l2.b], [l2.b, l2.a]]) {
            if (inner1 === inner2 || inner1 === end2 || end1 === inner2 || end1 === end2) continue;
            const weak = sharedHouse(g, inner1, inner2);
            if (weak < 0) continue;
            if (k1 === k2 && k1 !== BOX) {
              // Parallel lines: the weak link through the cross line is a skyscraper (or X-Wing).
              const cross = k1 === ROW ? 1 : 0;
              if (g.cellHouses[inner1 * 3 + cross] === g.cellHouses[inner2 * 3 + cross]) continue;
            }
            if (k1 === ROW && k2 === COLUMN && isKite(g, end1, inner1, inner2, end2)) continue;
            if (k1 === COLUMN && k2 === ROW && isKite(g, end2, inner2, inner1, end1)) continue;
            const eliminated = seenByBoth(state, bit, end1, end2);
            if (eliminated.length === 0) continue;
            yield chainStep(
              "turbot-fish",
              digit,
              [end1, inner1, inner2, end2],
              [l1.house, l2.house, weak],
              eliminated,
              `${names[k1]} + ${names[k2]}`,
            );
          }
        }
      }
    }
  }
}

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
function* emptyRectangles(state: SolveState): Generator<Step> {
  const g = state.geometry;
  const n = g.size;
  const cand = state.candidates;
  const rowOf = (cell: number) => Math.floor(cell / n);
  const colOf = (cell: number) => cell % n;
  let allLinks: StrongLink[][] | null = null;
  for (let digit = 1; digit <= n; digit++) {
    const bit = 1 << (digit - 1);
    let links: StrongLink[] | null = null; // computed on first need
    for (let b = 2 * n; b < 3 * n; b++) {
      const boxCells = g.houses[b];
      const inBox: number[] = [];
      for (const cell of boxCells) if (cand[cell] & bit) inBox.push(cell);
      if (inBox.length < 2) continue;
      const top = rowOf(boxCells[0]), left = colOf(boxCells[0]);
      for (let r = top; r < top + g.boxRows; r++) {
        for (let c = left; c < left + g.boxCols; c++) {
          let offRow = false, offCol = false, covered = true;
          for (const cell of inBox) {
            const onRow = rowOf(cell) === r, onCol = colOf(cell) === c;
            if (!onRow && !onCol) {
              covered = false;
              break;
            }
            if (!onRow) offRow = true;
            if (!onCol) offCol = true;
          }
          if (!covered || !offRow || !offCol) continue;
          links ??= (allLinks ??= allStrongLinks(state))[digit];
          for (const link of links) {
            const kind = kindOf(g, link.house);
            if (kind === BOX) continue;
            // One end must lie in the cross's row (column link) or column (row link).
            if (
              kind === COLUMN
                ? rowOf(link.a) !== r && rowOf(link.b) !== r
                : colOf(link.a) !== c && colOf(link.b) !== c
            ) {
              continue;
            }
            for (const [p, q] of [[link.a, link.b], [link.b, link.a]]) {
              let target: number;
              if (kind === COLUMN) {
                const k = colOf(p);
                if (k >= left && k < left + g.boxCols) break; // the link's column crosses the box
                const rq = rowOf(q);
                if (rowOf(p) !== r || (rq >= top && rq < top + g.boxRows)) continue;
                target = rq * n + c;
              } else {
                const k = rowOf(p);
                if (k >= top && k < top + g.boxRows) break; // the link's row crosses the box
                const cq = colOf(q);
                if (colOf(p) !== c || (cq >= left && cq < left + g.boxCols)) continue;
                target = r * n + cq;
              }
              if (!(cand[target] & bit)) continue;
              yield {
                technique: "empty-rectangle",
                placements: [],
                eliminations: [{ cell: target, digit }],
                pattern: {
                  cells: [...inBox, p, q],
                  houses: [b, r, n + c, link.house],
                  digits: [digit],
                  links: [{ from: { cell: p, digit }, to: { cell: q, digit }, strong: true }],
                },
              };
            }
          }
        }
      }
    }
  }
}

export const SKYSCRAPER: Technique = techniqueFrom("skyscraper", skyscrapers);
export const TWO_STRING_KITE: Technique = techniqueFrom("two-string-kite", kites);
export const TURBOT_FISH: Technique = techniqueFrom("turbot-fish", turbotFish);
export const EMPTY_RECTANGLE: Technique = techniqueFrom("empty-rectangle", emptyRectangles);

/** The single-digit pattern techniques in catalogue order. */
export const SINGLE_DIGIT_TECHNIQUES: Technique[] = [
  SKYSCRAPER,
  TWO_STRING_KITE,
  TURBOT_FISH,
  EMPTY_RECTANGLE,
];
