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
import type { Rules } from "../rules.ts";
import { cellOfBit, ClearDigits, position, seenByAll } from "./position.ts";
import { patternWords } from "./words.ts";
import {
  type CellDigit,
  type Link,
  type Scan,
  shortestFirstTechnique,
  type SolveState,
  type Step,
  type Technique,
} from "./step.ts";

/** Longest chain searched, in cells. */
export const MAX_CHAIN_CELLS = 12;

function linksOf(chain: CellDigit[]): Link[] {
  const links: Link[] = [];
  for (let i = 0; i + 1 < chain.length; i++) {
    links.push({ from: { ...chain[i] }, to: { ...chain[i + 1] }, strong: i % 2 === 0 });
  }
  return links;
}

/**
 * The chains of one call, before any step is built: each has a packed sort key and a slot holding its length,
 * its digit and its cells (or search states). Steps are built in key order only as far as `emit` asks.
 */
const SLOT = MAX_CHAIN_CELLS + 2;
/**
 * Sort keys are scaled by this to make room for the chain's index below them, so sorting the numbers sorts
 * the chains (one call finds at most one chain per digit and pair of end cells: fewer than 2^20).
 */
const INDEX_BITS = 2 ** 20;
let foundCount = 0;
let foundOrder = new Float64Array(64);
let foundSlots = new Int32Array(64 * SLOT);

/** Add a chain with sort key `key` (at most 25 bits); returns the offset of its slot. */
function addFound(key: number, length: number, digit: number): number {
  if (foundCount === foundOrder.length) {
    const order = new Float64Array(2 * foundCount), slots = new Int32Array(2 * foundCount * SLOT);
    order.set(foundOrder);
    slots.set(foundSlots);
    foundOrder = order;
    foundSlots = slots;
  }
  foundOrder[foundCount] = key * INDEX_BITS + foundCount;
  const at = foundCount++ * SLOT;
  foundSlots[at] = length;
  foundSlots[at + 1] = digit;
  return at + 2;
}

/** Hand the found chains to `emit` in key order until it asks to stop. */
function emitFound(
  state: SolveState,
  emit: (step: Step) => boolean,
  build: (state: SolveState, slot: number) => Step,
): void {
  if (foundCount === 0) return;
  const order = foundOrder.subarray(0, foundCount).sort();
  for (let i = 0; i < order.length; i++) if (emit(build(state, (order[i] % INDEX_BITS) * SLOT + 2))) return;
}

/** Cells of `bit` that see both ends of a chain and are not on it, ascending. */
function chainEliminations(state: SolveState, bit: number, cells: number[]): CellDigit[] {
  const targets: number[] = [];
  seenByAll(state, bit, cells[0], cells[cells.length - 1], cells[0], targets);
  const digit = 32 - Math.clz32(bit);
  return targets.filter((cell) => !cells.includes(cell)).map((cell) => ({ cell, digit }));
}

/**
 * Breadth-first search scratch, grown to the largest grid seen; every entry read is written first in the same
 * call. Search states are numbered cell * 2 + role; `path` holds, per state, the bitboard of the cells on the
 * path that reached it, so "is this cell already on the chain" is one bit test.
 */
interface Scratch {
  readonly parent: Int32Array;
  readonly depth: Int32Array;
  readonly queue: Int32Array;
  readonly path: Int32Array;
  /** Bitboards of the states entered, per role. */
  readonly visited: Int32Array;
  /**
   * XY-chains: the bivalue cells that, entered with digit d, pass on their lower (role 0) or higher (role 1)
   * digit, at (role * size + d - 1) * words.
   */
  readonly entered: Int32Array;
  /** X-chains: strong-link neighbours per cell, and the cells with a strong link. */
  readonly strong: Int32Array;
  readonly linkedCells: Int32Array;
  /**
   * Chain ends already reported (bitboards of the other end): per start cell for X-chains, cleared for each
   * digit; per digit and start cell for XY-chains.
   */
  readonly reported: Int32Array;
}

let scratch: Scratch | null = null;

function scratchFor(g: Rules, words: number): Scratch {
  const n = g.cellCount;
  if (!scratch || scratch.parent.length < 2 * n || scratch.path.length < 2 * n * words) {
    scratch = {
      parent: new Int32Array(2 * n),
      depth: new Int32Array(2 * n),
      queue: new Int32Array(2 * n),
      path: new Int32Array(2 * n * words),
      visited: new Int32Array(2 * words),
      entered: new Int32Array(2 * g.size * words),
      strong: new Int32Array(n * words),
      linkedCells: new Int32Array(words),
      reported: new Int32Array(g.size * n * words),
    };
  }
  return scratch;
}

/** The step of a found x-chain: its cells (from the smaller end) start at `slot`, after its length and digit. */
function xChainStep(state: SolveState, slot: number): Step {
  const digit = foundSlots[slot - 1];
  const cells = Array.from(foundSlots.subarray(slot, slot + foundSlots[slot - 2]));
  const chain = cells.map((cell) => ({ cell, digit }));
  return {
    technique: "x-chain",
    placements: [],
    eliminations: chainEliminations(state, 1 << (digit - 1), cells),
    pattern: { cells, digits: [digit], chain, links: linksOf(chain) },
  };
}

/** Number of set bits in a 32-bit word. */
function popcount32(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

/** The k-th (0 = lower, 1 = higher) digit bit of a two-digit mask. */
function bitOf(mask: number, k: number): number {
  const low = mask & -mask;
  return k === 0 ? low : mask & ~low;
}

const xChains: Scan = (state, emit, _meter, firstOnly) => {
  const g = state.rules;
  const size = g.size;
  const pos = position(state);
  const { words, peers } = pos;
  const { parent, depth, queue, path, visited, strong, linkedCells, reported } = scratchFor(g, words);
  const digitCells = pos.digitCells();
  const t = pos.links();
  foundCount = 0;
  // Links a chain may have and still matter (see shortestFirstTechnique, step.ts): at most MAX_CHAIN_CELLS cells.
  let longest = MAX_CHAIN_CELLS - 1;

  for (let digit = 1; digit <= size; digit++) {
    const from = t.start[digit], to = t.end[digit];
    const d = (digit - 1) * words;
    let m = 0;
    for (let i = 0; i < words; i++) m += popcount32(digitCells[d + i]);
    if (to === from || m < 4 || xChainClear.knownCells(g, digit, digitCells, words)) continue;
    const foundBefore = foundCount;
    // Strong-link neighbours as bitboards; the search only reads the rows of linked cells.
    for (let l = from; l < to; l++) {
      for (let w = 0; w < words; w++) strong[t.a[l] * words + w] = strong[t.b[l] * words + w] = 0;
    }
    for (let w = 0; w < words; w++) linkedCells[w] = 0;
    for (let l = from; l < to; l++) {
      const a = t.a[l], b = t.b[l];
      strong[a * words + (b >> 5)] |= 1 << (b & 31);
      strong[b * words + (a >> 5)] |= 1 << (a & 31);
      linkedCells[a >> 5] |= 1 << (a & 31);
      linkedCells[b >> 5] |= 1 << (b & 31);
    }

    // Search states: cell * 2 + side; side 0 = entered by a weak link (or the start), next link is strong;
    // side 1 = entered by a strong link, next link is weak. Neighbours are taken in ascending cell order.
    for (let i = 0; i < words; i++) {
      for (let x = digitCells[d + i]; x !== 0; x &= x - 1) {
        const start = cellOfBit(i, x & -x);
        if (!(linkedCells[start >> 5] & (1 << (start & 31)))) continue;
        // A chain's ends both have strong links, so every row read below was cleared when its cell started.
        for (let w = 0; w < words; w++) reported[start * words + w] = 0;
        for (let w = 0; w < 2 * words; w++) visited[w] = 0;
        let head = 0, tail = 0;
        const first = start * 2;
        queue[tail++] = first;
        parent[first] = -1;
        depth[first] = 0;
        for (let w = 0; w < words; w++) path[first * words + w] = 0;
        path[first * words + (start >> 5)] = 1 << (start & 31);
        visited[start >> 5] |= 1 << (start & 31);
        while (head < tail) {
          const st = queue[head++];
          const node = st >> 1, side = st & 1, links = depth[st];
          if (side === 1 && links >= 3) {
            const end = node;
            const lo = Math.min(start, end), hi = Math.max(start, end);
            if (!(end < start && reported[end * words + (start >> 5)] & (1 << (start & 31)))) {
              let hit = 0;
              for (let w = 0; w < words; w++) {
                hit |= digitCells[d + w] & peers[start * words + w] & peers[end * words + w] &
                  ~path[st * words + w];
              }
              if (hit !== 0) {
                if (start < end) reported[start * words + (end >> 5)] |= 1 << (end & 31);
                const slot = addFound(((links * 32 + digit) * 256 + lo) * 256 + hi, links + 1, digit);
                if (firstOnly) longest = links;
                // The parent walk runs from `end` back to `start`: store the chain from its smaller end.
                let k = start < end ? links : 0;
                for (let s = st; s >= 0; s = parent[s]) foundSlots[slot + (start < end ? k-- : k++)] = s >> 1;
              }
            }
          }
          if (links + 1 > longest) continue;
          const nextSide = side ^ 1;
          for (let w = 0; w < words; w++) {
            // A weak link only leads on to a cell with a strong link: any other is a dead end.
            const near = side === 0 ? strong[node * words + w] : peers[node * words + w] & linkedCells[w];
            for (let y = near & ~visited[nextSide * words + w] & ~path[st * words + w]; y !== 0; y &= y - 1) {
              const j = cellOfBit(w, y & -y);
              const nst = j * 2 + nextSide;
              visited[nextSide * words + w] |= y & -y;
              parent[nst] = st;
              depth[nst] = links + 1;
              for (let v = 0; v < words; v++) path[nst * words + v] = path[st * words + v];
              path[nst * words + w] |= y & -y;
              queue[tail++] = nst;
            }
          }
        }
      }
    }
    // Clear only when searched to full length: a bound set by another digit's chain may hide longer ones.
    if (foundCount === foundBefore && longest === MAX_CHAIN_CELLS - 1) {
      xChainClear.rememberCells(digit, digitCells, words);
    }
  }
  emitFound(state, emit, xChainStep);
};

/** The digits found without X-chains (see ClearDigits). */
const xChainClear = new ClearDigits();

/** The step of a found xy-chain: its search states (from the start) begin at `slot`, after its length and z. */
function xyChainStep(state: SolveState, slot: number): Step {
  const { candidates } = state;
  const z = foundSlots[slot - 1];
  const states = foundSlots.subarray(slot, slot + foundSlots[slot - 2]);
  const start = states[0] >> 1, end = states[states.length - 1] >> 1;
  // (z)b0 = (x0)b0 - (x0)b1 = (x1)b1 - ... = (z)bk
  let chain: CellDigit[] = [];
  let incoming = z;
  for (const st of states) {
    const outgoing = 32 - Math.clz32(bitOf(candidates[st >> 1], st & 1));
    chain.push({ cell: st >> 1, digit: incoming }, { cell: st >> 1, digit: outgoing });
    incoming = outgoing;
  }
  if (start > end) chain = chain.reverse();
  const chainCells = chain.filter((_, i) => i % 2 === 0).map((c) => c.cell);
  return {
    technique: "xy-chain",
    placements: [],
    eliminations: chainEliminations(state, 1 << (z - 1), chainCells),
    pattern: { cells: chainCells, digits: [z], chain, links: linksOf(chain) },
  };
}

const xyChains: Scan = (state, emit, _meter, firstOnly) => {
  const g = state.rules;
  const { candidates } = state;
  const n = g.cellCount;
  const pos = position(state);
  const { words, peers } = pos;
  const { parent, depth, queue, path, visited, entered, reported } = scratchFor(g, words);
  const size = g.size;
  foundCount = 0;
  // Cells a chain may have and still matter (see shortestFirstTechnique in step.ts).
  let longest = MAX_CHAIN_CELLS;
  const bivalue = pos.bivalue();
  if (bivalue.count < 3) return;
  const digitCells = pos.digitCells();
  entered.fill(0, 0, 2 * size * words);
  for (let i = 0; i < bivalue.count; i++) {
    const cell = bivalue.cells[i], mask = candidates[cell];
    const bit = 1 << (cell & 31), w = cell >> 5;
    entered[(size + 31 - Math.clz32(mask & -mask)) * words + w] |= bit;
    entered[(31 - Math.clz32(mask)) * words + w] |= bit;
  }

  // Search states: cell * 2 + k, where the cell takes its k-th digit (0 = lower, 1 = higher) if the start
  // cell is not z: that is the digit it passes on to the next cell.
  for (let i = 0; i < bivalue.count; i++) {
    const start = bivalue.cells[i];
    for (let k = 0; k < 2; k++) {
      // z is the start cell's k-th digit; it passes on the other one.
      const zBit = bitOf(candidates[start], k);
      const z = 32 - Math.clz32(zBit);
      const zCells = (z - 1) * words;
      const row = ((z - 1) * n + start) * words;
      // A chain end holds z, so its row for z was cleared when it started, before any later start reads it.
      for (let w = 0; w < words; w++) reported[row + w] = 0;
      // Cells that could lose z: they hold z and see the start.
      let targets = 0;
      for (let w = 0; w < words; w++) targets |= peers[start * words + w] & digitCells[zCells + w];
      if (targets === 0) continue;
      for (let w = 0; w < 2 * words; w++) visited[w] = 0;
      let head = 0, tail = 0;
      const first = 2 * start + (k ^ 1);
      queue[tail++] = first;
      parent[first] = -1;
      depth[first] = 1;
      for (let w = 0; w < words; w++) path[first * words + w] = 0;
      path[first * words + (start >> 5)] = 1 << (start & 31);
      visited[(k ^ 1) * words + (start >> 5)] |= 1 << (start & 31);
      while (head < tail) {
        const st = queue[head++];
        const cells = depth[st];
        const cell = st >> 1;
        const out = bitOf(candidates[cell], st & 1);
        if (out === zBit && cells >= 3) {
          const end = cell;
          const lo = Math.min(start, end), hi = Math.max(start, end);
          const endRow = ((z - 1) * n + end) * words;
          if (!(end < start && reported[endRow + (start >> 5)] & (1 << (start & 31)))) {
            let hit = 0;
            for (let w = 0; w < words; w++) {
              hit |= peers[start * words + w] & digitCells[zCells + w] & peers[end * words + w] &
                ~path[st * words + w];
            }
            if (hit !== 0) {
              if (start < end) reported[row + (end >> 5)] |= 1 << (end & 31);
              const slot = addFound(((cells * 256 + lo) * 256 + hi) * 32 + z, cells, z);
              if (firstOnly) longest = cells;
              // Stored from the start cell to the end cell.
              let at = cells - 1;
              for (let s = st; s >= 0; s = parent[s]) foundSlots[slot + at--] = s;
            }
          }
        }
        if (cells + 1 > longest) continue;
        const in0 = (31 - Math.clz32(out)) * words, in1 = in0 + size * words;
        for (let w = 0; w < words; w++) {
          const free = peers[cell * words + w] & ~path[st * words + w];
          const near0 = free & entered[in0 + w] & ~visited[w],
            near1 = free & entered[in1 + w] & ~visited[words + w];
          for (let y = near0 | near1; y !== 0; y &= y - 1) {
            const j = cellOfBit(w, y & -y);
            const side = near0 & y & -y ? 0 : 1;
            const nst = 2 * j + side;
            visited[side * words + w] |= y & -y;
            parent[nst] = st;
            depth[nst] = cells + 1;
            for (let v = 0; v < words; v++) path[nst * words + v] = path[st * words + v];
            path[nst * words + w] |= y & -y;
            queue[tail++] = nst;
          }
        }
      }
    }
  }
  emitFound(state, emit, xyChainStep);
};

export const X_CHAIN: Technique = {
  ...shortestFirstTechnique("x-chain", xChains),
  explain: patternWords,
};
export const XY_CHAIN: Technique = {
  ...shortestFirstTechnique("xy-chain", xyChains),
  explain: patternWords,
};

/** In catalogue order. */
export const CHAIN_TECHNIQUES: Technique[] = [X_CHAIN, XY_CHAIN];
