/**
 * Uniqueness techniques: deductions that hold only because the puzzle has exactly one solution. They are
 * unsound on puzzles with several solutions; the grader runs them only after the exact solver has confirmed
 * the solution is unique (catalogue rows with `uniqueness: true`).
 *
 * Unique rectangle: four empty cells in exactly two rows, two columns and two boxes, all still holding the
 * two digits a and b. If all four were reduced to {a, b}, the a's and b's could be swapped and the puzzle
 * would have two solutions (a "deadly pattern"), so at least one cell must end up as something else. Only
 * cells still empty count (a filled cell, given or solved, has candidate mask 0 and never matches). "Floor"
 * cells hold exactly {a, b}; "roof" cells hold {a, b} plus extras. pattern.variant names the type:
 *
 * - "type 1": three cells are exactly {a, b} → remove a and b from the fourth.
 * - "type 2": two floor cells, two roof cells each exactly {a, b, c} with the same extra c → one roof cell is
 *   c, so remove c from every cell that sees both roof cells. The roof cells usually share a row or column;
 *   the same logic holds (and is reported as type 2) when they lie diagonally.
 * - "type 3": two floor cells, roof cells sharing a house H, extras E (|E| ≥ 2) → the roof acts as one virtual
 *   cell holding a digit of E. If it and m other cells of H (m = 1..3) hold only m + 1 digits between them,
 *   those digits form a naked subset: remove them from the rest of H. The pair version is m = 1 with one
 *   cell holding exactly E.
 * - "type 4": two floor cells, roof cells sharing a house H in which one of the digits (a) has no other
 *   candidate → one roof cell is a, so neither can be b: remove b from both roof cells.
 *
 * BUG+1 (bivalue universal grave plus one): every empty cell holds two candidates except one cell holding
 * three, and in every house every digit still to be placed has exactly two candidates, except one digit x of
 * the three-candidate cell that has three candidates in each of that cell's three houses. Without x the
 * grid would be a BUG, which has zero or several solutions, so the cell is x (a placement step; pattern:
 * cells [the cell], houses = its row, column and box, digits [x]).
 *
 * Scan order for unique rectangles: type 1 over every rectangle, then type 2, type 3, type 4; rectangles by
 * top row, bottom row, left column, right column; then the pair {a, b} ascending; for type 3 the shared
 * house by index, then smaller subsets first; for type 4 the house by index, then a before b.
 * Pattern: cells = the four corners in reading order (type 3: then the subset cells), digits [a, b],
 * houses = the house used (types 3 and 4).
 *
 * Sound only under plain classic rules (rows, columns and boxes, nothing else), so every scan finds nothing
 * unless `rules.plainClassic`: swapping a and b in a rectangle over two boxes keeps every row, column and box
 * valid, but may put a second a on a diagonal or change a cage's sum, so under X-Sudoku or killer rules the
 * "deadly pattern" need not be a second solution at all; and the BUG argument needs every region to be a house
 * holding each digit. Under classic rules every supported box shape works.
 */
import { digitOfBit, popcount } from "../board.ts";
import { cellName, housesOfCell, type Rules } from "../rules.ts";
import { position, sees } from "./position.ts";
import { andList, cellsWords, patternWords, reasonFacts, stepHead, stepWords, type Words } from "./words.ts";
import {
  type CellDigit,
  type Scan,
  type SolveState,
  type Step,
  type Technique,
  techniqueFromScan,
} from "./step.ts";

function sortElims(list: CellDigit[]): CellDigit[] {
  return list.sort((x, y) => x.cell - y.cell || x.digit - y.digit);
}

/** A rectangle worth checking: its corners in reading order and its pair {a, b} (as digits and as a mask). */
interface Rectangle {
  corners: number[];
  a: number;
  b: number;
  ab: number;
  /** The one corner holding more than {a, b} when three are floor cells (type 1), else -1. */
  odd: number;
  /** The two roof corners, in corner order, when exactly two are floor cells (types 2 to 4), else -1. */
  x: number;
  y: number;
}

/**
 * Rectangles spanning exactly two boxes whose four corners all hold a and b, with at least two corners holding
 * exactly {a, b} ("floor" cells): every type needs two. Found from the pairs of floor cells, which share a row,
 * a column or neither; returned in scan order (top row, bottom row, left column, right column). A rectangle
 * with floor cells {a, b} has common digits exactly {a, b}, so it has one pair.
 */
function candidateRectangles(state: SolveState): Rectangle[] {
  const g = state.rules;
  const { candidates } = state;
  const box = g.regionOfCell.box;
  const N = g.size;
  const { count, cells: bivalue } = position(state).bivalue();
  const keys: number[] = [];
  const consider = (r1: number, r2: number, c1: number, c2: number, ab: number) => {
    // Two boxes exactly when the top corners share a box or the left corners do, but not both (1 or 4 boxes).
    const topBox = box[r1 * N + c1];
    if ((topBox === box[r1 * N + c2]) === (topBox === box[r2 * N + c1])) return;
    const common = candidates[r1 * N + c1] & candidates[r1 * N + c2] & candidates[r2 * N + c1] &
      candidates[r2 * N + c2];
    if (common === ab) keys.push(((r1 * N + r2) * N + c1) * N + c2);
  };
  for (let i = 0; i < count; i++) {
    const p = bivalue[i], ab = candidates[p];
    const rp = Math.floor(p / N), cp = p % N;
    for (let j = i + 1; j < count; j++) {
      const q = bivalue[j];
      if (candidates[q] !== ab) continue;
      const rq = Math.floor(q / N), cq = q % N;
      if (rp === rq) {
        for (let r = 0; r < N; r++) if (r !== rp) consider(Math.min(r, rp), Math.max(r, rp), cp, cq, ab);
      } else if (cp === cq) {
        for (let c = 0; c < N; c++) if (c !== cp) consider(rp, rq, Math.min(c, cp), Math.max(c, cp), ab);
      } else consider(rp, rq, Math.min(cp, cq), Math.max(cp, cq), ab);
    }
  }
  keys.sort((x, y) => x - y);
  const found: Rectangle[] = [];
  for (let k = 0; k < keys.length; k++) {
    if (k > 0 && keys[k] === keys[k - 1]) continue; // a rectangle with three or four floor cells
    const c2 = keys[k] % N, c1 = Math.floor(keys[k] / N) % N;
    const r2 = Math.floor(keys[k] / (N * N)) % N, r1 = Math.floor(keys[k] / (N * N * N));
    const corners = [r1 * N + c1, r1 * N + c2, r2 * N + c1, r2 * N + c2];
    const ab = candidates[corners[0]] & candidates[corners[1]] & candidates[corners[2]] &
      candidates[corners[3]];
    let floors = 0, x = -1, y = -1;
    for (const cell of corners) {
      if (candidates[cell] === ab) floors++;
      else if (x < 0) x = cell;
      else y = cell;
    }
    found.push({
      corners,
      a: digitOfBit(ab & -ab),
      b: digitOfBit(ab),
      ab,
      odd: floors === 3 ? x : -1,
      x: floors === 2 ? x : -1,
      y: floors === 2 ? y : -1,
    });
  }
  return found;
}

/** Pattern: the four corners (then any subset cells of type 3), the house used, the pair and the type. */
function rectangleStep(
  r: Rectangle,
  eliminations: CellDigit[],
  variant: string,
  houses?: number[],
  cells?: number[],
): Step {
  const corners = cells ? [...r.corners, ...cells] : r.corners.slice();
  const digits = [r.a, r.b];
  return {
    technique: "unique-rectangle",
    placements: [],
    eliminations,
    pattern: houses ? { cells: corners, houses, digits, variant } : { cells: corners, digits, variant },
  };
}

/** The houses both cells lie in, ascending (under classic rules: their row, column or box). */
function housesOfBoth(g: Rules, x: number, y: number): number[] {
  return housesOfCell(g, x).filter((h) => g.regionOfCell[g.regions[h].kind][y] === h);
}

const uniqueRectangles: Scan = (state, emit) => {
  const g = state.rules;
  if (!g.plainClassic) return; // see the module comment
  const { candidates } = state;
  const N = g.size;
  const found = candidateRectangles(state);

  // Type 1
  for (const r of found) {
    if (r.odd < 0) continue;
    if (emit(rectangleStep(r, [{ cell: r.odd, digit: r.a }, { cell: r.odd, digit: r.b }], "type 1"))) return;
  }

  // Type 2
  for (const r of found) {
    const { x, y, ab } = r;
    if (x < 0) continue;
    const extra = candidates[x] & ~ab;
    if (popcount(extra) !== 1 || (candidates[y] & ~ab) !== extra) continue;
    const c = digitOfBit(extra);
    const eliminations: CellDigit[] = [];
    for (let p = g.peerStart[x], end = g.peerStart[x + 1]; p < end; p++) {
      const cell = g.peerCells[p];
      if ((candidates[cell] & extra) && cell !== y && sees(g, cell, y)) eliminations.push({ cell, digit: c });
    }
    if (eliminations.length > 0 && emit(rectangleStep(r, eliminations, "type 2"))) return;
  }

  // Type 3
  for (const r of found) {
    const { x, y, ab } = r;
    if (x < 0) continue;
    const extras = (candidates[x] | candidates[y]) & ~ab;
    if (popcount(extras) < 2) continue;
    for (const h of housesOfBoth(g, x, y)) {
      const others: number[] = [];
      for (let i = h * N, end = i + N; i < end; i++) {
        const cell = g.houseCells[i];
        if (cell !== x && cell !== y && candidates[cell] !== 0) others.push(cell);
      }
      for (let m = 1; m <= 3 && m < others.length; m++) {
        // Subsets of `m` cells of `others`, in lexicographic order, whose union with the extras has m + 1 digits.
        const chosen: number[] = [];
        const results: Array<{ subset: number[]; union: number }> = [];
        const pick = (from: number, union: number) => {
          if (popcount(union) > m + 1) return;
          if (chosen.length === m) {
            if (popcount(union) === m + 1) results.push({ subset: chosen.slice(), union });
            return;
          }
          for (let i = from; i < others.length; i++) {
            chosen.push(others[i]);
            pick(i + 1, union | candidates[others[i]]);
            chosen.pop();
          }
        };
        pick(0, extras);
        for (const { subset, union } of results) {
          const eliminations: CellDigit[] = [];
          for (const cell of others) {
            if (subset.includes(cell)) continue;
            const hit = candidates[cell] & union;
            for (let d = 1; d <= N; d++) if (hit & (1 << (d - 1))) eliminations.push({ cell, digit: d });
          }
          if (eliminations.length === 0) continue;
          if (emit(rectangleStep(r, sortElims(eliminations), "type 3", [h], subset))) return;
        }
      }
    }
  }

  // Type 4
  for (const r of found) {
    const { x, y } = r;
    if (x < 0) continue;
    for (const h of housesOfBoth(g, x, y)) {
      for (let side = 0; side < 2; side++) {
        const keep = side === 0 ? r.a : r.b, drop = side === 0 ? r.b : r.a;
        const bit = 1 << (keep - 1);
        let count = 0;
        for (let i = h * N, end = i + N; i < end; i++) if (candidates[g.houseCells[i]] & bit) count++;
        if (count !== 2) continue;
        const eliminations = [{ cell: x, digit: drop }, { cell: y, digit: drop }];
        if (emit(rectangleStep(r, eliminations, "type 4", [h]))) return;
      }
    }
  }
};

const bugPlusOne: Scan = (state, emit) => {
  const g = state.rules;
  if (!g.plainClassic) return; // see the module comment
  const { candidates, cells } = state;
  const N = g.size;
  let triple = -1;
  for (let cell = 0; cell < g.cellCount; cell++) {
    if (cells[cell] !== 0) continue;
    const count = popcount(candidates[cell]);
    if (count === 2) continue;
    if (count !== 3 || triple >= 0) return;
    triple = cell;
  }
  if (triple < 0) return;
  const tripleHouses = housesOfCell(g, triple);
  const counts = new Int32Array(N);
  let extra = 0;
  for (let h = 0; h < g.houses.length; h++) {
    counts.fill(0);
    let placed = 0;
    for (let i = h * N, end = i + N; i < end; i++) {
      const cell = g.houseCells[i];
      if (cells[cell] !== 0) placed |= 1 << (cells[cell] - 1);
      for (let mask = candidates[cell]; mask; mask &= mask - 1) counts[31 - Math.clz32(mask & -mask)]++;
    }
    const ofTriple = tripleHouses.includes(h);
    for (let d = 0; d < N; d++) {
      const bit = 1 << d;
      const count = counts[d];
      if (count === 2 || (count === 0 && (placed & bit))) continue;
      if (count === 3 && ofTriple && (candidates[triple] & bit) && (extra === 0 || extra === bit)) {
        extra = bit;
        continue;
      }
      return;
    }
  }
  if (extra === 0) return;
  // The extra digit must have three candidates in each of the cell's houses, not just in one.
  for (const h of tripleHouses) {
    let count = 0;
    for (let i = h * N, end = i + N; i < end; i++) if (candidates[g.houseCells[i]] & extra) count++;
    if (count !== 3) return;
  }
  const digit = digitOfBit(extra);
  const step: Step = {
    technique: "bug-plus-one",
    placements: [{ cell: triple, digit }],
    eliminations: [],
    pattern: { cells: [triple], houses: tripleHouses, digits: [digit] },
  };
  emit(step);
};

/** Why a unique rectangle of type 1 holds: its fourth corner alone can keep the two digits from swapping. */
function uniqueRectangleReason(state: SolveState, step: Step, w: Words): string {
  const { g, pattern, rulesOut, out, digits } = reasonFacts(state, step, w);
  if (step.pattern.variant !== "type 1" || rulesOut.length === 0) return patternWords(state, step, w);
  const target = rulesOut[0].cells[0];
  const pair = andList(w, digits);
  return [
    w.t("uniqueness.rectangle.deadly", { cells: cellsWords(w, g, pattern), digits: pair }),
    w.t("uniqueness.rectangle.broken", { digits: pair, target: cellName(g, target), out }),
  ].join(" ");
}

export const UNIQUE_RECTANGLE: Technique = {
  ...techniqueFromScan("unique-rectangle", uniqueRectangles),
  explain: uniqueRectangleReason,
};
export const BUG_PLUS_ONE: Technique = {
  ...techniqueFromScan("bug-plus-one", bugPlusOne),
  // Its description already gives the argument.
  explain: (state, step, w) => stepWords(w, state.rules, step, stepHead(w, step)),
};

/** In catalogue order. */
export const UNIQUENESS_TECHNIQUES: Technique[] = [UNIQUE_RECTANGLE, BUG_PLUS_ONE];
