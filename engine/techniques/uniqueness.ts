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
 * Everything reads the geometry tables, so every supported box shape works.
 */
import { popcount } from "../board.ts";
import type { Geometry } from "../geometry.ts";
import { type CellDigit, type SolveState, type Step, type Technique, techniqueFrom } from "./step.ts";

function sees(g: Geometry, a: number, b: number): boolean {
  if (a === b) return false;
  const ch = g.cellHouses;
  return ch[a * 3] === ch[b * 3] || ch[a * 3 + 1] === ch[b * 3 + 1] || ch[a * 3 + 2] === ch[b * 3 + 2];
}

const rectangleCache = new WeakMap<Geometry, Int32Array>();

/** Every rectangle spanning exactly two boxes, as four corners in reading order, in scan order. */
function rectangles(g: Geometry): Int32Array {
  let table = rectangleCache.get(g);
  if (table) return table;
  const out: number[] = [];
  const N = g.size;
  const box = (cell: number) => g.cellHouses[cell * 3 + 2];
  for (let r1 = 0; r1 < N; r1++) {
    for (let r2 = r1 + 1; r2 < N; r2++) {
      for (let c1 = 0; c1 < N; c1++) {
        for (let c2 = c1 + 1; c2 < N; c2++) {
          const corners = [r1 * N + c1, r1 * N + c2, r2 * N + c1, r2 * N + c2];
          if (new Set(corners.map(box)).size === 2) out.push(...corners);
        }
      }
    }
  }
  table = Int32Array.from(out);
  rectangleCache.set(g, table);
  return table;
}

const digitOf = (bit: number) => 32 - Math.clz32(bit);

function sortElims(list: CellDigit[]): CellDigit[] {
  return list.sort((x, y) => x.cell - y.cell || x.digit - y.digit);
}

interface Candidate {
  corners: number[];
  a: number;
  b: number;
  ab: number;
}

function* uniqueRectangles(state: SolveState): Generator<Step> {
  const g = state.geometry;
  const { candidates } = state;
  const N = g.size;
  const table = rectangles(g);
  const found: Candidate[] = [];
  for (let i = 0; i < table.length; i += 4) {
    const m0 = candidates[table[i]], m1 = candidates[table[i + 1]];
    const m2 = candidates[table[i + 2]], m3 = candidates[table[i + 3]];
    const common = m0 & m1 & m2 & m3;
    if (popcount(common) < 2) continue;
    const corners = [table[i], table[i + 1], table[i + 2], table[i + 3]];
    for (let a = 1; a <= N; a++) {
      if (!(common & (1 << (a - 1)))) continue;
      for (let b = a + 1; b <= N; b++) {
        if (common & (1 << (b - 1))) found.push({ corners, a, b, ab: (1 << (a - 1)) | (1 << (b - 1)) });
      }
    }
  }
  if (found.length === 0) return;

  const pattern = (r: Candidate, variant: string, extra: { cells?: number[]; houses?: number[] } = {}) => ({
    cells: [...r.corners, ...(extra.cells ?? [])],
    ...(extra.houses ? { houses: extra.houses } : {}),
    digits: [r.a, r.b],
    variant,
  });
  /** Floor (exactly {a,b}) and roof corners, when there are exactly two of each. */
  const split = (r: Candidate) => {
    const floor = r.corners.filter((c) => candidates[c] === r.ab);
    if (floor.length !== 2) return null;
    return { floor, roof: r.corners.filter((c) => candidates[c] !== r.ab) };
  };
  const sharedHouses = (x: number, y: number) => {
    const hs: number[] = [];
    for (let k = 0; k < 3; k++) {
      if (g.cellHouses[x * 3 + k] === g.cellHouses[y * 3 + k]) hs.push(g.cellHouses[x * 3 + k]);
    }
    return hs;
  };

  // Type 1
  for (const r of found) {
    const odd = r.corners.filter((c) => candidates[c] !== r.ab);
    if (odd.length !== 1) continue;
    yield {
      technique: "unique-rectangle",
      placements: [],
      eliminations: [{ cell: odd[0], digit: r.a }, { cell: odd[0], digit: r.b }],
      pattern: pattern(r, "type 1"),
    };
  }

  // Type 2
  for (const r of found) {
    const s = split(r);
    if (!s) continue;
    const [x, y] = s.roof;
    const extra = candidates[x] & ~r.ab;
    if (popcount(extra) !== 1 || (candidates[y] & ~r.ab) !== extra) continue;
    const c = digitOf(extra);
    const eliminations: CellDigit[] = [];
    for (let p = x * g.peerCount, end = p + g.peerCount; p < end; p++) {
      const cell = g.peerCells[p];
      if ((candidates[cell] & extra) && cell !== y && sees(g, cell, y)) eliminations.push({ cell, digit: c });
    }
    if (eliminations.length === 0) continue;
    yield {
      technique: "unique-rectangle",
      placements: [],
      eliminations,
      pattern: pattern(r, "type 2"),
    };
  }

  // Type 3
  for (const r of found) {
    const s = split(r);
    if (!s) continue;
    const [x, y] = s.roof;
    const extras = (candidates[x] | candidates[y]) & ~r.ab;
    if (popcount(extras) < 2) continue;
    for (const h of sharedHouses(x, y)) {
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
          yield {
            technique: "unique-rectangle",
            placements: [],
            eliminations: sortElims(eliminations),
            pattern: pattern(r, "type 3", { cells: subset, houses: [h] }),
          };
        }
      }
    }
  }

  // Type 4
  for (const r of found) {
    const s = split(r);
    if (!s) continue;
    const [x, y] = s.roof;
    for (const h of sharedHouses(x, y)) {
      for (const [keep, drop] of [[r.a, r.b], [r.b, r.a]]) {
        const bit = 1 << (keep - 1);
        let count = 0;
        for (let i = h * N, end = i + N; i < end; i++) if (candidates[g.houseCells[i]] & bit) count++;
        if (count !== 2) continue;
        yield {
          technique: "unique-rectangle",
          placements: [],
          eliminations: [{ cell: x, digit: drop }, { cell: y, digit: drop }],
          pattern: pattern(r, "type 4", { houses: [h] }),
        };
      }
    }
  }
}

function* bugPlusOne(state: SolveState): Generator<Step> {
  const g = state.geometry;
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
  const tripleHouses = [g.cellHouses[triple * 3], g.cellHouses[triple * 3 + 1], g.cellHouses[triple * 3 + 2]];
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
  const digit = digitOf(extra);
  yield {
    technique: "bug-plus-one",
    placements: [{ cell: triple, digit }],
    eliminations: [],
    pattern: { cells: [triple], houses: tripleHouses, digits: [digit] },
  };
}

export const UNIQUE_RECTANGLE: Technique = techniqueFrom("unique-rectangle", uniqueRectangles);
export const BUG_PLUS_ONE: Technique = techniqueFrom("bug-plus-one", bugPlusOne);

/** In catalogue order. */
export const UNIQUENESS_TECHNIQUES: Technique[] = [UNIQUE_RECTANGLE, BUG_PLUS_ONE];
