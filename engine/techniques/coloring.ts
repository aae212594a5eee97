/**
 * Simple colouring (single-digit colouring over conjugate pairs).
 *
 * For one digit d, a strong link joins the two cells of a house that are the only places left for d there
 * (a conjugate pair): exactly one of the two holds d. The strong links of d split its candidates into
 * clusters (connected components); each cluster is 2-coloured so that the two ends of every strong link get
 * opposite colours. In every solution one colour is entirely true and the other entirely false.
 *
 * - Colour wrap (pattern.variant "color wrap"): two candidates of the same colour see each other (share a
 *   house), so that colour cannot be the true one → remove d from every cell of that colour.
 * - Colour trap (pattern.variant "color trap"): a candidate of d outside the cluster sees a cell of each
 *   colour; one of those holds d → remove d from it. One step per cluster lists every trapped cell.
 *
 * A cluster whose strong links form an odd cycle cannot be 2-coloured (only possible in a broken state); it
 * is skipped. A cluster of a single strong link is allowed: its traps are the same eliminations as an
 * intersection, which the grader tries first anyway.
 *
 * Pattern: digits [d]; cells = the cluster's cells ascending; colors = every cluster cell with its colour
 * (colour 0 is the colour of the cluster's smallest cell); links = every strong link inside the cluster
 * (from the smaller cell to the larger, ascending); houses = [the house where two same-coloured cells meet]
 * for a wrap.
 *
 * Scan order: digits ascending; clusters by their smallest cell; per cluster the wrap of colour 0, the wrap
 * of colour 1, then the trap.
 */
import type { Geometry } from "../geometry.ts";
import {
  type CellDigit,
  type ColoredCandidate,
  type Link,
  type SolveState,
  type Step,
  type Technique,
  techniqueFrom,
} from "./step.ts";

/** The house two distinct cells share (row, then column, then box), or -1 when they do not see each other. */
function sharedHouse(g: Geometry, a: number, b: number): number {
  if (a === b) return -1;
  const ch = g.cellHouses;
  for (let k = 0; k < 3; k++) if (ch[a * 3 + k] === ch[b * 3 + k]) return ch[a * 3 + k];
  return -1;
}

function* simpleColoring(state: SolveState): Generator<Step> {
  const g = state.geometry;
  const { candidates } = state;
  const n = g.cellCount;
  const size = g.size;
  const { houseCells, peerCells, peerCount } = g;
  const cluster = new Int32Array(n);
  const color = new Int8Array(n);
  const queue = new Int32Array(n);
  const adjacency: number[][] = Array.from({ length: n }, () => []);

  for (let digit = 1; digit <= size; digit++) {
    const bit = 1 << (digit - 1);
    for (const list of adjacency) list.length = 0;
    // Strong links of the digit: houses with exactly two candidates. A pair may be conjugate in two houses
    // (a line and a box); it is listed once.
    for (let h = 0; h < g.houses.length; h++) {
      let first = -1, second = -1, count = 0;
      for (let i = h * size, end = i + size; i < end; i++) {
        const cell = houseCells[i];
        if (candidates[cell] & bit) {
          if (count === 0) first = cell;
          else if (count === 1) second = cell;
          count++;
        }
      }
      if (count !== 2 || adjacency[first].includes(second)) continue;
      adjacency[first].push(second);
      adjacency[second].push(first);
    }

    cluster.fill(-1);
    for (let root = 0; root < n; root++) {
      if (cluster[root] !== -1 || adjacency[root].length === 0) continue;
      // Breadth-first 2-colouring of the cluster of `root`.
      let head = 0, tail = 0, consistent = true;
      queue[tail++] = root;
      cluster[root] = root;
      color[root] = 0;
      while (head < tail) {
        const cell = queue[head++];
        for (const next of adjacency[cell]) {
          if (cluster[next] === -1) {
            cluster[next] = root;
            color[next] = color[cell] ^ 1;
            queue[tail++] = next;
          } else if (color[next] === color[cell]) consistent = false;
        }
      }
      if (!consistent) continue;
      const members = Array.from(queue.subarray(0, tail)).sort((a, b) => a - b);
      // Colours and links are only spelled out for a cluster that yields a step.
      const pattern = (variant: string, houses?: number[]) => {
        const colors: ColoredCandidate[] = members.map((cell) => ({ cell, digit, color: color[cell] }));
        const links: Link[] = [];
        for (const a of members) {
          for (const b of [...adjacency[a]].sort((x, y) => x - y)) {
            if (b > a) links.push({ from: { cell: a, digit }, to: { cell: b, digit }, strong: true });
          }
        }
        return {
          cells: members.slice(),
          ...(houses ? { houses } : {}),
          digits: [digit],
          colors,
          links,
          variant,
        };
      };

      // Colour wrap: two cells of one colour in one house.
      for (let c = 0; c < 2; c++) {
        let meet = -1;
        for (let i = 0; i < members.length && meet < 0; i++) {
          if (color[members[i]] !== c) continue;
          for (let j = i + 1; j < members.length; j++) {
            if (color[members[j]] !== c) continue;
            const h = sharedHouse(g, members[i], members[j]);
            if (h >= 0) {
              meet = h;
              break;
            }
          }
        }
        if (meet < 0) continue;
        const eliminations: CellDigit[] = members.filter((cell) => color[cell] === c).map((cell) => ({
          cell,
          digit,
        }));
        yield {
          technique: "simple-coloring",
          placements: [],
          eliminations,
          pattern: pattern("color wrap", [meet]),
        };
      }

      // Colour trap: a candidate outside the cluster that sees both colours.
      const eliminations: CellDigit[] = [];
      for (let cell = 0; cell < n; cell++) {
        if (!(candidates[cell] & bit) || cluster[cell] === root) continue;
        let seen = 0;
        for (let i = cell * peerCount, end = i + peerCount; i < end && seen !== 3; i++) {
          const p = peerCells[i];
          if (cluster[p] === root) seen |= 1 << color[p];
        }
        if (seen === 3) eliminations.push({ cell, digit });
      }
      if (eliminations.length > 0) {
        yield { technique: "simple-coloring", placements: [], eliminations, pattern: pattern("color trap") };
      }
    }
  }
}

export const SIMPLE_COLORING: Technique = techniqueFrom("simple-coloring", simpleColoring);

/** In catalogue order. */
export const COLORING_TECHNIQUES: Technique[] = [SIMPLE_COLORING];
