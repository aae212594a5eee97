/**
 * Simple colouring (single-digit colouring over conjugate pairs).
 *
 * For one digit d, a strong link joins the two cells of a house that are the only places left for d there
 * (a conjugate pair): exactly one of the two holds d. The strong links of d split its candidates into
 * clusters (connected components); each cluster is 2-coloured so that the two ends of every strong link get
 * opposite colours. In every solution one colour is entirely true and the other entirely false.
 *
 * - Colour wrap (pattern.variant "color wrap"): two candidates of the same colour see each other (share a
 *   region, a cage included), so that colour cannot be the true one → remove d from every cell of that colour.
 * - Colour trap (pattern.variant "color trap"): a candidate of d outside the cluster sees a cell of each
 *   colour; one of those holds d → remove d from it. One step per cluster lists every trapped cell.
 *
 * A cluster whose strong links form an odd cycle cannot be 2-coloured (only possible in a broken state); it
 * is skipped. A cluster of a single strong link is allowed: its traps are the same eliminations as an
 * intersection, which the grader tries first anyway.
 *
 * Pattern: digits [d]; cells = the cluster's cells ascending; colors = every cluster cell with its colour
 * (colour 0 is the colour of the cluster's smallest cell); links = every strong link inside the cluster
 * (from the smaller cell to the larger, ascending); houses = [the first region where two same-coloured cells
 * meet] for a wrap.
 *
 * Scan order: digits ascending; clusters by their smallest cell; per cluster the wrap of colour 0, the wrap
 * of colour 1, then the trap.
 */
import { housesOfCell, perRules, type Rules } from "../rules.ts";
import { cellOfBit, ClearDigits, position, sharedHouse } from "./position.ts";
import {
  type CellDigit,
  type ColoredCandidate,
  type Link,
  type Pattern,
  type Scan,
  type Step,
  type Technique,
  techniqueFromScan,
} from "./step.ts";

// Per-call scratch, grown to the largest grid seen; every entry read is written first in the same call.
/**
 * Strong-link neighbours: cell c has degree[c] of them at adjacent[c * stride ...], stride being the most
 * houses a cell has (a cell has at most one strong link on the digit per house).
 */
let degree = new Uint8Array(0);
let adjacent = new Int32Array(0);
let stride = 0;
let color = new Int8Array(0);
let queue = new Int32Array(0);
/** Bitboards: cells with a strong link, the current cluster, each colour, and the cells each colour sees. */
let linked = new Int32Array(0);
let inCluster = new Int32Array(0);
let colored = new Int32Array(0);
let seen = new Int32Array(0);

/** The most houses any one cell of each rules object lies in. */
const housesPerCell = perRules((g) => {
  let most = 0;
  for (let c = 0; c < g.cellCount; c++) most = Math.max(most, housesOfCell(g, c).length);
  return most;
});

function grow(g: Rules, words: number): void {
  const fan = housesPerCell(g);
  if (degree.length >= g.cellCount && linked.length >= words && stride === fan) return;
  stride = fan;
  degree = new Uint8Array(g.cellCount);
  adjacent = new Int32Array(g.cellCount * stride);
  color = new Int8Array(g.cellCount);
  queue = new Int32Array(g.cellCount);
  linked = new Int32Array(words);
  inCluster = new Int32Array(words);
  colored = new Int32Array(2 * words);
  seen = new Int32Array(2 * words);
}

const simpleColoring: Scan = (state, emit) => {
  const g = state.rules;
  const { candidates } = state;
  const pos = position(state);
  const { words, peers } = pos;
  grow(g, words);
  const t = pos.links(), digitCells = pos.digitCells();

  for (let digit = 1; digit <= g.size; digit++) {
    const bit = 1 << (digit - 1);
    const from = t.start[digit], to = t.end[digit];
    if (from === to || clearDigits.knownCells(g, digit, digitCells, words)) continue;
    let found = false;
    // The digit's strong links as adjacency lists; a pair conjugate in a line and its box is listed once.
    for (let l = from; l < to; l++) degree[t.a[l]] = degree[t.b[l]] = 0;
    for (let w = 0; w < words; w++) linked[w] = 0;
    for (let l = from; l < to; l++) {
      const a = t.a[l], b = t.b[l];
      adjacent[a * stride + degree[a]++] = b;
      adjacent[b * stride + degree[b]++] = a;
      linked[a >> 5] |= 1 << (a & 31);
      linked[b >> 5] |= 1 << (b & 31);
    }

    // Clusters by their smallest cell: `linked` loses each cluster's cells once it is coloured.
    for (let w = 0; w < words; w++) {
      while (linked[w] !== 0) {
        const root = cellOfBit(w, linked[w] & -linked[w]);
        const other = adjacent[root * stride];
        if (
          degree[root] === 1 && degree[other] === 1 &&
          !seenTogether(digitCells, digit, peers, words, root, other)
        ) {
          // A lone strong link no candidate sees both ends of: no wrap (two cells, two colours) and no trap.
          // (Under classic rules, ends sharing only their link's house are seen together by the rest of that
          // house alone, which holds no other candidate of the digit.)
          linked[w] &= ~(1 << (root & 31));
          linked[other >> 5] &= ~(1 << (other & 31));
          continue;
        }
        // Breadth-first 2-colouring of the cluster of `root`.
        for (let i = 0; i < words; i++) inCluster[i] = colored[i] = colored[words + i] = 0;
        let head = 0, tail = 0, consistent = true;
        queue[tail++] = root;
        color[root] = 0;
        inCluster[root >> 5] |= 1 << (root & 31);
        while (head < tail) {
          const cell = queue[head++];
          const c = color[cell];
          colored[c * words + (cell >> 5)] |= 1 << (cell & 31);
          for (let k = 0; k < degree[cell]; k++) {
            const next = adjacent[cell * stride + k];
            if (!(inCluster[next >> 5] & (1 << (next & 31)))) {
              inCluster[next >> 5] |= 1 << (next & 31);
              color[next] = c ^ 1;
              queue[tail++] = next;
            } else if (color[next] === c) consistent = false;
          }
        }
        for (let i = 0; i < words; i++) linked[i] &= ~inCluster[i];
        if (!consistent) continue;
        // The cells each colour sees; a colour that sees one of its own cells wraps.
        for (let i = 0; i < 2 * words; i++) seen[i] = 0;
        for (let q = 0; q < tail; q++) {
          const cell = queue[q], at = color[cell] * words;
          for (let i = 0; i < words; i++) seen[at + i] |= peers[cell * words + i];
        }
        for (let c = 0; c < 2; c++) {
          let wraps = 0;
          for (let i = 0; i < words; i++) wraps |= colored[c * words + i] & seen[c * words + i];
          if (wraps === 0) continue;
          if (emit(wrapStep(g, words, digit, c))) return;
          found = true;
        }
        // Colour trap: a candidate outside the cluster that sees both colours.
        let eliminations: CellDigit[] | null = null;
        for (let i = 0; i < words; i++) {
          for (let x = seen[i] & seen[words + i] & ~inCluster[i]; x !== 0; x &= x - 1) {
            const cell = cellOfBit(i, x & -x);
            if (candidates[cell] & bit) (eliminations ??= []).push({ cell, digit });
          }
        }
        if (eliminations) {
          const step: Step = {
            technique: "simple-coloring",
            placements: [],
            eliminations,
            pattern: pattern(words, digit, "color trap"),
          };
          if (emit(step)) return;
          found = true;
        }
      }
    }
    if (!found) clearDigits.rememberCells(digit, digitCells, words);
  }
};

/** Whether a candidate of the digit (by position().digitCells()) sees both a and b. */
function seenTogether(
  digitCells: Int32Array,
  digit: number,
  peers: Int32Array,
  words: number,
  a: number,
  b: number,
): boolean {
  for (let w = 0, d = (digit - 1) * words; w < words; w++) {
    if (digitCells[d + w] & peers[a * words + w] & peers[b * words + w]) return true;
  }
  return false;
}

/** The digits found clear (see ClearDigits). */
const clearDigits = new ClearDigits();

/** The cells of the current cluster, ascending. */
function members(words: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < words; i++) {
    for (let x = inCluster[i]; x !== 0; x &= x - 1) out.push(cellOfBit(i, x & -x));
  }
  return out;
}

/** The colour wrap of colour c in the current cluster: the first same-coloured pair sharing a house. */
function wrapStep(g: Rules, words: number, digit: number, c: number): Step {
  const cells = members(words).filter((cell) => color[cell] === c);
  let meet = -1;
  for (let i = 0; i < cells.length && meet < 0; i++) {
    for (let j = i + 1; j < cells.length && meet < 0; j++) meet = sharedHouse(g, cells[i], cells[j]);
  }
  return {
    technique: "simple-coloring",
    placements: [],
    eliminations: cells.map((cell) => ({ cell, digit })),
    pattern: pattern(words, digit, "color wrap", [meet]),
  };
}

/** Colours and links are only spelled out for a cluster that yields a step. */
function pattern(words: number, digit: number, variant: string, houses?: number[]): Pattern {
  const cells = members(words);
  const colors: ColoredCandidate[] = cells.map((cell) => ({ cell, digit, color: color[cell] }));
  const links: Link[] = [];
  const later: number[] = [];
  for (const a of cells) {
    later.length = 0;
    for (let k = 0; k < degree[a]; k++) {
      if (adjacent[a * stride + k] > a) later.push(adjacent[a * stride + k]);
    }
    later.sort((x, y) => x - y);
    for (const b of later) links.push({ from: { cell: a, digit }, to: { cell: b, digit }, strong: true });
  }
  const digits = [digit];
  return houses
    ? { cells, houses, digits, colors, links, variant }
    : { cells, digits, colors, links, variant };
}

export const SIMPLE_COLORING: Technique = techniqueFromScan("simple-coloring", simpleColoring);

/** In catalogue order. */
export const COLORING_TECHNIQUES: Technique[] = [SIMPLE_COLORING];
