/**
 * Chains: X-chains (one digit, alternating strong and weak links between cells) and XY-chains (bivalue
 * cells, each passing a digit on to the next).
 *
 * Both are searched breadth-first, so the shortest chain for a pair of ends is the one reported: the step a
 * player is shown is as short as it can be. The search is bounded by MAX_CHAIN_CELLS cells and never visits
 * a cell twice in one chain. Each search state (a cell plus the role it has in the chain) is entered once,
 * along the first (shortest) simple path that reaches it, which keeps the search linear per start; a chain
 * that only exists as a longer detour around such a state is not found (rare, and always sound to miss).
 * A pair of chain ends is one instance; the same two ends reached from the other side are not repeated.
 *
 * X-chain (digit d): c0 =d= c1 -d- c2 =d= c3 … =d= c(2k+1): strong links (the only two candidates of d in a
 * house) alternate with weak links (two candidates of d that see each other; a strong link may serve as a
 * weak one), starting and ending with a strong link, at least 3 links (4 cells). Either c0 or the last cell
 * holds d, so d goes from every other candidate that sees both ends. The 3-link chains are the skyscraper,
 * 2-string kite and turbot fish shapes; they count here too (the grader tries those cheaper names first).
 * Pattern: digits [d], cells and chain = the chain from its smaller end cell, links = its links with their
 * kinds. Scan order: number of links, then digit, then the smaller end cell, then the other end cell.
 *
 * XY-chain (end digit z): bivalue cells b0, b1, …, bk (k ≥ 2), consecutive cells seeing each other.
 * b0 = {z, x0}; each next cell holds the previous cell's outgoing digit x(i-1) and passes on its other digit
 * x(i); the last cell's other digit is z. If b0 is not z it is x0, which forces b1 to x1, … and bk to z: so
 * b0 or bk is z, and z goes from every other cell that sees both ends. A 3-cell XY-chain is an XY-wing (the
 * grader tries that name first); 2 cells would be a naked pair and are not reported. Pattern: digits [z],
 * cells = the chain cells from the smaller end, chain = the candidates as an alternating inference chain
 * (z)b0 = (x0)b0 − (x0)b1 = (x1)b1 … = (z)bk, links = those links with their kinds (strong inside a cell,
 * weak between cells). Scan order: number of cells, then the smaller end cell, the other end cell, z.
 *
 * Elimination targets are never cells of the chain itself.
 */
import { popcount } from "../board.ts";
import type { Geometry } from "../geometry.ts";
import {
  type CellDigit,
  type Link,
  type SolveState,
  type Step,
  type Technique,
  techniqueFrom,
} from "./step.ts";

/** Longest chain searched, in cells. */
export const MAX_CHAIN_CELLS = 12;

function sees(g: Geometry, a: number, b: number): boolean {
  if (a === b) return false;
  const ch = g.cellHouses;
  return ch[a * 3] === ch[b * 3] || ch[a * 3 + 1] === ch[b * 3 + 1] || ch[a * 3 + 2] === ch[b * 3 + 2];
}

interface Found {
  /** Sort keys: length, then the keys in order. */
  keys: number[];
  step: Step;
}

function byKeys(a: Found, b: Found): number {
  for (let i = 0; i < a.keys.length; i++) if (a.keys[i] !== b.keys[i]) return a.keys[i] - b.keys[i];
  return 0;
}

/** Walk the parent pointers of a search state: is `cell` already on its path? */
function onPath(parent: Int32Array, stateCell: Int32Array, st: number, cell: number): boolean {
  for (let s = st; s >= 0; s = parent[s]) if (stateCell[s] === cell) return true;
  return false;
}

function linksOf(chain: CellDigit[]): Link[] {
  const links: Link[] = [];
  for (let i = 0; i + 1 < chain.length; i++) {
    links.push({ from: { ...chain[i] }, to: { ...chain[i + 1] }, strong: i % 2 === 0 });
  }
  return links;
}

function* xChains(state: SolveState): Generator<Step> {
  const g = state.geometry;
  const { candidates } = state;
  const n = g.cellCount;
  const size = g.size;
  const { houseCells, peerCells, peerCount } = g;
  const found: Found[] = [];
  const seenEnds = new Set<number>();
  const index = new Int32Array(n);

  for (let digit = 1; digit <= size; digit++) {
    const bit = 1 << (digit - 1);
    const nodes: number[] = [];
    index.fill(-1);
    for (let cell = 0; cell < n; cell++) {
      if (candidates[cell] & bit) {
        index[cell] = nodes.length;
        nodes.push(cell);
      }
    }
    const m = nodes.length;
    if (m < 4) continue;
    const strong: number[][] = Array.from({ length: m }, () => []);
    const weak: number[][] = Array.from({ length: m }, () => []);
    for (let h = 0; h < g.houses.length; h++) {
      let first = -1, second = -1, count = 0;
      for (let i = h * size, end = i + size; i < end; i++) {
        const cell = houseCells[i];
        if (candidates[cell] & bit) {
          if (count === 0) first = index[cell];
          else if (count === 1) second = index[cell];
          count++;
        }
      }
      if (count !== 2 || strong[first].includes(second)) continue;
      strong[first].push(second);
      strong[second].push(first);
    }
    for (let i = 0; i < m; i++) {
      const cell = nodes[i];
      for (let p = cell * peerCount, end = p + peerCount; p < end; p++) {
        const j = index[peerCells[p]];
        if (j >= 0) weak[i].push(j);
      }
      strong[i].sort((a, b) => a - b);
    }

    // Search states: node * 2 + side; side 0 = entered by a weak link (or the start), next link is strong;
    // side 1 = entered by a strong link, next link is weak.
    const parent = new Int32Array(2 * m);
    const depth = new Int32Array(2 * m);
    const stateCell = new Int32Array(2 * m);
    for (let st = 0; st < 2 * m; st++) stateCell[st] = nodes[st >> 1];
    const queue = new Int32Array(2 * m);
    for (let s = 0; s < m; s++) {
      if (strong[s].length === 0) continue;
      const start = nodes[s];
      parent.fill(-2);
      let head = 0, tail = 0;
      queue[tail++] = s * 2;
      parent[s * 2] = -1;
      depth[s * 2] = 0;
      while (head < tail) {
        const st = queue[head++];
        const node = st >> 1, side = st & 1, links = depth[st];
        if (side === 1 && links >= 3) {
          const end = nodes[node];
          const key = (digit * n + Math.min(start, end)) * n + Math.max(start, end);
          if (!seenEnds.has(key)) {
            const chainCells: number[] = [];
            for (let x = st; x >= 0; x = parent[x]) chainCells.push(stateCell[x]);
            const eliminations: CellDigit[] = [];
            for (let t = 0; t < m; t++) {
              const cell = nodes[t];
              if (sees(g, cell, start) && sees(g, cell, end) && !chainCells.includes(cell)) {
                eliminations.push({ cell, digit });
              }
            }
            if (eliminations.length > 0) {
              seenEnds.add(key);
              // chainCells runs from `end` back to `start`: read it from the smaller end.
              if (start < end) chainCells.reverse();
              const chain = chainCells.map((cell) => ({ cell, digit }));
              found.push({
                keys: [links, digit, Math.min(start, end), Math.max(start, end)],
                step: {
                  technique: "x-chain",
                  placements: [],
                  eliminations,
                  pattern: { cells: chainCells, digits: [digit], chain, links: linksOf(chain) },
                },
              });
            }
          }
        }
        if (links + 2 > MAX_CHAIN_CELLS) continue;
        const next = side === 0 ? strong[node] : weak[node];
        for (const j of next) {
          const nst = j * 2 + (side ^ 1);
          if (parent[nst] !== -2 || onPath(parent, stateCell, st, nodes[j])) continue;
          parent[nst] = st;
          depth[nst] = links + 1;
          queue[tail++] = nst;
        }
      }
    }
  }
  found.sort(byKeys);
  for (const f of found) yield f.step;
}

function* xyChains(state: SolveState): Generator<Step> {
  const g = state.geometry;
  const { candidates } = state;
  const n = g.cellCount;
  const { peerCells, peerCount } = g;
  const found: Found[] = [];
  const seenEnds = new Set<number>();

  const nodes: number[] = [];
  const index = new Int32Array(n).fill(-1);
  for (let cell = 0; cell < n; cell++) {
    if (popcount(candidates[cell]) === 2) {
      index[cell] = nodes.length;
      nodes.push(cell);
    }
  }
  const m = nodes.length;
  if (m < 3) return;
  const neighbours: number[][] = nodes.map((cell) => {
    const list: number[] = [];
    for (let p = cell * peerCount, end = p + peerCount; p < end; p++) {
      const j = index[peerCells[p]];
      if (j >= 0) list.push(j);
    }
    return list;
  });

  // Search states: node * 2 + k, where the cell takes its k-th digit (0 = lower, 1 = higher) if the start
  // cell is not z: that is the digit it passes on to the next cell.
  const low = (mask: number) => mask & -mask;
  const parent = new Int32Array(2 * m);
  const depth = new Int32Array(2 * m);
  const stateCell = new Int32Array(2 * m);
  const stateBit = new Int32Array(2 * m);
  for (let i = 0; i < m; i++) {
    const mask = candidates[nodes[i]];
    stateCell[2 * i] = stateCell[2 * i + 1] = nodes[i];
    stateBit[2 * i] = low(mask);
    stateBit[2 * i + 1] = mask & ~low(mask);
  }
  const queue = new Int32Array(2 * m);
  const targets: number[] = [];
  for (let s = 0; s < m; s++) {
    const start = nodes[s];
    for (let k = 0; k < 2; k++) {
      // z is the start cell's k-th digit; it passes on the other one.
      const zBit = stateBit[2 * s + k];
      const z = 31 - Math.clz32(zBit) + 1;
      // Cells that could lose z: they hold z and see the start.
      targets.length = 0;
      for (let p = start * peerCount, end = p + peerCount; p < end; p++) {
        if (candidates[peerCells[p]] & zBit) targets.push(peerCells[p]);
      }
      if (targets.length === 0) continue;
      parent.fill(-2);
      let head = 0, tail = 0;
      const first = 2 * s + (k ^ 1);
      queue[tail++] = first;
      parent[first] = -1;
      depth[first] = 1;
      while (head < tail) {
        const st = queue[head++];
        const cells = depth[st];
        const cell = stateCell[st];
        const out = stateBit[st];
        if (out === zBit && cells >= 3) {
          const key = (z * n + Math.min(start, cell)) * n + Math.max(start, cell);
          if (!seenEnds.has(key)) {
            const path: number[] = [];
            for (let x = st; x >= 0; x = parent[x]) path.push(x);
            path.reverse();
            const eliminations: CellDigit[] = [];
            for (const t of targets) {
              if (sees(g, t, cell) && !path.some((x) => stateCell[x] === t)) {
                eliminations.push({ cell: t, digit: z });
              }
            }
            if (eliminations.length > 0) {
              seenEnds.add(key);
              eliminations.sort((a, b) => a.cell - b.cell);
              // (z)b0 = (x0)b0 - (x0)b1 = (x1)b1 - ... = (z)bk
              let chain: CellDigit[] = [];
              let incoming = z;
              for (const x of path) {
                const outgoing = 31 - Math.clz32(stateBit[x]) + 1;
                chain.push({ cell: stateCell[x], digit: incoming }, { cell: stateCell[x], digit: outgoing });
                incoming = outgoing;
              }
              if (start > cell) chain = chain.reverse();
              const chainCells = chain.filter((_, i) => i % 2 === 0).map((c) => c.cell);
              found.push({
                keys: [cells, Math.min(start, cell), Math.max(start, cell), z],
                step: {
                  technique: "xy-chain",
                  placements: [],
                  eliminations,
                  pattern: { cells: chainCells, digits: [z], chain, links: linksOf(chain) },
                },
              });
            }
          }
        }
        if (cells + 1 > MAX_CHAIN_CELLS) continue;
        for (const j of neighbours[st >> 1]) {
          const mask = candidates[nodes[j]];
          if (!(mask & out)) continue;
          const nst = 2 * j + ((mask & ~out) === stateBit[2 * j] ? 0 : 1);
          if (parent[nst] !== -2 || onPath(parent, stateCell, st, nodes[j])) continue;
          parent[nst] = st;
          depth[nst] = cells + 1;
          queue[tail++] = nst;
        }
      }
    }
  }
  found.sort(byKeys);
  for (const f of found) yield f.step;
}

export const X_CHAIN: Technique = techniqueFrom("x-chain", xChains);
export const XY_CHAIN: Technique = techniqueFrom("xy-chain", xyChains);

/** In catalogue order. */
export const CHAIN_TECHNIQUES: Technique[] = [X_CHAIN, XY_CHAIN];
