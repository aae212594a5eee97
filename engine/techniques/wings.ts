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
 * Pincers and link cells may see each other or not; that does not change the logic.
 */
import { popcount } from "../board.ts";
import { allStrongLinks, seenByBoth, sees, type StrongLink } from "./single-digit.ts";
import type { CellDigit, SolveState, Step, Technique } from "./step.ts";
import { techniqueFrom } from "./step.ts";

/** Lowest set bit as a digit 1..16. */
function digitOfBit(bit: number): number {
  return 32 - Math.clz32(bit);
}

/**
 * XY-Wing. Scan: pivot cells ascending; with x < y the pivot's digits, the pincer holding x over the pivot's
 * peers ascending, then the pincer holding y likewise. Pattern cells [pivot, x-pincer, y-pincer], digits
 * [x, y, z], and the chain z=x-x=y-y=z through the three cells.
 */
function* xyWings(state: SolveState): Generator<Step> {
  const g = state.geometry;
  const cand = state.candidates;
  const pc = g.peerCount;
  for (let pivot = 0; pivot < g.cellCount; pivot++) {
    const pm = cand[pivot];
    if (popcount(pm) !== 2) continue;
    const xBit = pm & -pm, yBit = pm ^ xBit;
    for (let i = pivot * pc; i < (pivot + 1) * pc; i++) {
      const a = g.peerCells[i];
      const am = cand[a];
      if (popcount(am) !== 2 || (am & pm) !== xBit) continue;
      const zBit = am ^ xBit;
      for (let j = pivot * pc; j < (pivot + 1) * pc; j++) {
        const b = g.peerCells[j];
        if (cand[b] !== (yBit | zBit)) continue;
        const eliminated = seenByBoth(state, zBit, a, b);
        if (eliminated.length === 0) continue;
        const x = digitOfBit(xBit), y = digitOfBit(yBit), z = digitOfBit(zBit);
        yield {
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
      }
    }
  }
}

/**
 * XYZ-Wing. Scan: pivot cells ascending; first pincer over the pivot's peers ascending, second pincer over
 * the later peers. Pattern cells [pivot, pincer1, pincer2] (pincers ascending), digits: the pivot's three
 * digits with z last.
 */
function* xyzWings(state: SolveState): Generator<Step> {
  const g = state.geometry;
  const cand = state.candidates;
  const pc = g.peerCount;
  for (let pivot = 0; pivot < g.cellCount; pivot++) {
    const pm = cand[pivot];
    if (popcount(pm) !== 3) continue;
    for (let i = pivot * pc; i < (pivot + 1) * pc; i++) {
      const a = g.peerCells[i];
      const am = cand[a];
      if (popcount(am) !== 2 || (am & ~pm) !== 0) continue;
      for (let j = i + 1; j < (pivot + 1) * pc; j++) {
        const b = g.peerCells[j];
        const bm = cand[b];
        if (popcount(bm) !== 2 || (bm & ~pm) !== 0 || (am | bm) !== pm) continue;
        const zBit = am & bm;
        const eliminated = seenByBoth(state, zBit, a, b).filter((cell) => sees(g, cell, pivot));
        if (eliminated.length === 0) continue;
        const z = digitOfBit(zBit);
        const others: number[] = [];
        for (let d = 1; d <= g.size; d++) if (d !== z && pm & (1 << (d - 1))) others.push(d);
        yield {
          technique: "xyz-wing",
          placements: [],
          eliminations: eliminated.map((cell) => ({ cell, digit: z })),
          pattern: { cells: [pivot, a, b], digits: [...others, z] },
        };
      }
    }
  }
}

/**
 * W-Wing. Scan: first wing cell ascending; second wing cell (higher index, same two candidates, not seeing
 * the first) ascending; the linking digit x (the lower of the two, then the higher); strong links on x in
 * the order of `allStrongLinks`. A link whose cells fit both ways round is one instance. Pattern cells
 * [wing1, wing2, link cell seeing wing1, link cell seeing wing2] (when both ways fit, the link's lower cell
 * goes with wing1), digits [x, y], houses [the link's house], links: wing1─L1 weak, L1═L2 strong, L2─wing2
 * weak (all on x), and the chain y=x-x=x-x=y.
 */
function* wWings(state: SolveState): Generator<Step> {
  const g = state.geometry;
  const cand = state.candidates;
  const bivalue: number[] = [];
  for (let cell = 0; cell < g.cellCount; cell++) if (popcount(cand[cell]) === 2) bivalue.push(cell);
  let linksByDigit: StrongLink[][] | null = null; // computed on first need
  for (let i = 0; i < bivalue.length; i++) {
    const w1 = bivalue[i];
    const mask = cand[w1];
    for (let j = i + 1; j < bivalue.length; j++) {
      const w2 = bivalue[j];
      if (cand[w2] !== mask || sees(g, w1, w2)) continue;
      const low = mask & -mask;
      for (const xBit of [low, mask ^ low]) {
        const yBit = mask ^ xBit;
        const x = digitOfBit(xBit), y = digitOfBit(yBit);
        const links = (linksByDigit ??= allStrongLinks(state))[x];
        let eliminated: number[] | null = null;
        for (const { house, a, b } of links) {
          if (a === w1 || a === w2 || b === w1 || b === w2) continue;
          let l1: number, l2: number;
          if (sees(g, a, w1) && sees(g, b, w2)) [l1, l2] = [a, b];
          else if (sees(g, b, w1) && sees(g, a, w2)) [l1, l2] = [b, a];
          else continue;
          eliminated ??= seenByBoth(state, yBit, w1, w2);
          if (eliminated.length === 0) break;
          const cd = (cell: number, digit: number): CellDigit => ({ cell, digit });
          yield {
            technique: "w-wing",
            placements: [],
            eliminations: eliminated.map((cell) => cd(cell, y)),
            pattern: {
              cells: [w1, w2, l1, l2],
              digits: [x, y],
              houses: [house],
              links: [
                { from: cd(w1, x), to: cd(l1, x), strong: false },
                { from: cd(l1, x), to: cd(l2, x), strong: true },
                { from: cd(l2, x), to: cd(w2, x), strong: false },
              ],
              chain: [cd(w1, y), cd(w1, x), cd(l1, x), cd(l2, x), cd(w2, x), cd(w2, y)],
            },
          };
        }
      }
    }
  }
}

export const XY_WING: Technique = techniqueFrom("xy-wing", xyWings);
export const XYZ_WING: Technique = techniqueFrom("xyz-wing", xyzWings);
export const W_WING: Technique = techniqueFrom("w-wing", wWings);

/** The wing techniques in catalogue order. */
export const WING_TECHNIQUES: Technique[] = [XY_WING, XYZ_WING, W_WING];
