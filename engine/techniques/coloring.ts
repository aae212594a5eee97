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
import { cellName, housesOfCell, perRules, type Rules } from "../rules.ts";
import { cellOfBit, ClearDigits, position, sharedHouse } from "./position.ts";
import {
  type CellDigit,
  type ColoredCandidate,
  type Link,
  type Pattern,
  type Scan,
  type SolveState,
  type Step,
  type Technique,
  techniqueFromScan,
} from "./step.ts";
import { andList, cellsWords, patternWords, reasonFacts, regionWords, type Words } from "./words.ts";

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

/** Why simple colouring holds: one colour of the digit's cluster holds every copy, the other none. */
function simpleColoringReason(state: SolveState, step: Step, w: Words): string {
  const { g, out, digits } = reasonFacts(state, step, w);
  if (!step.pattern.colors?.length || digits.length !== 1) return patternWords(state, step, w);
  return coloringWords(g, step, digits[0], out, w);
}

function coloringWords(g: Rules, step: Step, d: number, out: string, w: Words): string {
  const colors = step.pattern.colors!;
  const side = (c: number) => colors.filter((x) => x.color === c).map((x) => x.cell);
  const colours = w.t("coloring.simple.colours", {
    d,
    one: cellsWords(w, g, side(0)),
    other: cellsWords(w, g, side(1)),
  });
  if (step.pattern.variant === "color wrap") {
    const house = step.pattern.houses?.[0];
    const why = house === undefined
      ? w.t("coloring.simple.wrap", { d, out })
      : w.t("coloring.simple.wrap-in", { region: regionWords(w, g, house), d, out });
    return `${colours} ${why}`;
  }
  return `${colours} ${w.t("coloring.simple.trap", { d, out })}`;
}

/** Why 3D Medusa holds: one colour of the cluster is all true, the other all false. */
function medusaReason(state: SolveState, step: Step, w: Words): string {
  if (!step.pattern.colors?.length) return patternWords(state, step, w);
  const { g, out } = reasonFacts(state, step, w);
  return medusaWords(g, step, out, w);
}

function medusaWords(g: Rules, step: Step, out: string, w: Words): string {
  const colors = step.pattern.colors!;
  const side = (c: number) =>
    andList(w, colors.filter((x) => x.color === c).map((x) => `(${x.digit})${cellName(g, x.cell)}`));
  const why = step.pattern.variant === "color wrap"
    ? w.t("coloring.medusa.wrap", { out })
    : w.t("coloring.medusa.trap", { out });
  return [
    w.t("coloring.medusa.colours", { one: side(0), other: side(1) }),
    w.t("coloring.medusa.truth"),
    why,
  ].join(" ");
}

export const SIMPLE_COLORING: Technique = {
  ...techniqueFromScan("simple-coloring", simpleColoring),
  explain: simpleColoringReason,
};

/** In catalogue order. */
export const COLORING_TECHNIQUES: Technique[] = [SIMPLE_COLORING];

/**
 * 3D Medusa: colouring over candidates of every digit at once. Strong links join the two candidates of a
 * bivalue cell and the only two places of a digit in a house (one of each pair is true); a cluster of
 * candidates joined by them is 2-coloured, and in every solution one colour is all true and the other all false.
 *
 * A colour is false, and every candidate of it goes (pattern.variant "color wrap"), when it has two candidates
 * in one cell, two candidates of one digit that see each other, or when some cell outside the colouring would
 * be emptied by it: each of the cell's candidates sees a candidate of that colour with its digit. Otherwise
 * (variant "color trap") a candidate outside the cluster goes when it sees its digit in both colours, when its
 * cell holds candidates of both colours, or when its cell holds a candidate of one colour and it sees its digit
 * in the other.
 *
 * Pattern: cells = the cluster's cells ascending, digits = its digits, colors = every candidate of the cluster
 * with its colour (colour 0 is that of its first candidate by cell, then digit), links = its strong links
 * (from the smaller candidate). Scan order: clusters by their first candidate; per cluster, colour 0's wrap,
 * colour 1's, then the trap. Clusters of one digit are simple colouring's and are skipped. Work: one unit per
 * candidate coloured and per candidate checked.
 */
const medusa: Scan = (state, emit, meter) => {
  const g = state.rules;
  const { candidates } = state;
  const size = g.size, n = g.cellCount;
  const pos = position(state);
  const { words, peers } = pos;
  const id = (cell: number, digit: number) => cell * size + digit - 1;
  // Strong neighbours of every candidate.
  const adjacency = new Map<number, number[]>();
  const link = (a: number, b: number) => {
    let x = adjacency.get(a);
    if (!x) adjacency.set(a, x = []);
    if (!x.includes(b)) x.push(b);
    let y = adjacency.get(b);
    if (!y) adjacency.set(b, y = []);
    if (!y.includes(a)) y.push(a);
  };
  for (let c = 0; c < n; c++) {
    const m = candidates[c];
    if (m && (m & (m - 1)) && !((m & (m - 1)) & ((m & (m - 1)) - 1))) {
      link(id(c, 32 - Math.clz32(m & -m)), id(c, 32 - Math.clz32(m)));
    }
  }
  const t = pos.links();
  for (let d = 1; d <= size; d++) {
    for (let l = t.start[d]; l < t.end[d]; l++) link(id(t.a[l], d), id(t.b[l], d));
  }
  const colorOf = new Map<number, number>();
  const roots = [...adjacency.keys()].sort((a, b) => a - b);
  let work = 0;
  for (const root of roots) {
    if (colorOf.has(root)) continue;
    const cluster = [root];
    colorOf.set(root, 0);
    let consistent = true;
    for (let q = 0; q < cluster.length; q++) {
      const v = cluster[q], c = colorOf.get(v)!;
      for (const u of adjacency.get(v)!) {
        const cu = colorOf.get(u);
        if (cu === undefined) {
          colorOf.set(u, c ^ 1);
          cluster.push(u);
        } else if (cu === c) consistent = false;
      }
    }
    work += cluster.length;
    if (!consistent) continue;
    const digitSet = new Set(cluster.map((v) => (v % size) + 1));
    if (digitSet.size < 2) continue;
    cluster.sort((a, b) => a - b);
    // Per colour: the cells holding it (any digit), and per digit the cells each colour sees.
    const cellColors = new Map<number, number>(); // cell -> bit 1 colour 0, bit 2 colour 1
    const seesColor = [new Int32Array(size * words), new Int32Array(size * words)];
    const cellsOfColor = [new Int32Array(size * words), new Int32Array(size * words)];
    const twice = [false, false];
    for (const v of cluster) {
      const cell = (v / size) | 0, d = (v % size) + 1, c = colorOf.get(v)!;
      const had = cellColors.get(cell) ?? 0;
      if (had & (1 << c)) twice[c] = true;
      cellColors.set(cell, had | (1 << c));
      cellsOfColor[c][(d - 1) * words + (cell >> 5)] |= 1 << (cell & 31);
      for (let w = 0; w < words; w++) seesColor[c][(d - 1) * words + w] |= peers[cell * words + w];
    }
    const colors: ColoredCandidate[] = cluster.map((v) => ({
      cell: (v / size) | 0,
      digit: (v % size) + 1,
      color: colorOf.get(v)!,
    }));
    const links: Link[] = [];
    for (const v of cluster) {
      for (const u of [...adjacency.get(v)!].sort((a, b) => a - b)) {
        if (u > v) {
          links.push({
            from: { cell: (v / size) | 0, digit: (v % size) + 1 },
            to: { cell: (u / size) | 0, digit: (u % size) + 1 },
            strong: true,
          });
        }
      }
    }
    const cells = [...cellColors.keys()].sort((a, b) => a - b);
    const digits = [...digitSet].sort((a, b) => a - b);
    const patternOf = (variant: string): Pattern => ({ cells, digits, colors, links, variant });
    const inCluster = (cell: number, d: number) => colorOf.has(id(cell, d)) && cluster.includes(id(cell, d));
    for (let c = 0; c < 2; c++) {
      let wraps = twice[c];
      for (let d = 0; d < size && !wraps; d++) {
        for (let w = 0; w < words; w++) {
          if (cellsOfColor[c][d * words + w] & seesColor[c][d * words + w]) wraps = true;
        }
      }
      // A cell outside the colouring that the colour would empty.
      for (let cell = 0; cell < n && !wraps; cell++) {
        const m = candidates[cell];
        if (!m || cellColors.has(cell)) continue;
        work++;
        let emptied = true;
        for (let x = m; x && emptied; x &= x - 1) {
          const d = 31 - Math.clz32(x & -x);
          if (!(seesColor[c][d * words + (cell >> 5)] & (1 << (cell & 31)))) emptied = false;
        }
        wraps = emptied;
      }
      if (!wraps) continue;
      const eliminations = colors.filter((x) => x.color === c).map(({ cell, digit }) => ({ cell, digit }));
      meter.charge(work);
      if (emit({ technique: "medusa-3d", placements: [], eliminations, pattern: patternOf("color wrap") })) {
        return;
      }
      work = 0;
    }
    const eliminations: CellDigit[] = [];
    for (let cell = 0; cell < n; cell++) {
      const m = candidates[cell];
      if (!m) continue;
      const here = cellColors.get(cell) ?? 0;
      work++;
      for (let x = m; x; x &= x - 1) {
        const d = 32 - Math.clz32(x & -x);
        if (inCluster(cell, d)) continue;
        const at = (d - 1) * words + (cell >> 5), bit = 1 << (cell & 31);
        const sees0 = (seesColor[0][at] & bit) !== 0, sees1 = (seesColor[1][at] & bit) !== 0;
        if ((sees0 && sees1) || here === 3 || (here === 1 && sees1) || (here === 2 && sees0)) {
          eliminations.push({ cell, digit: d });
        }
      }
    }
    if (eliminations.length) {
      meter.charge(work);
      work = 0;
      if (emit({ technique: "medusa-3d", placements: [], eliminations, pattern: patternOf("color trap") })) {
        return;
      }
    }
  }
  meter.charge(work);
};

export const MEDUSA_3D: Technique = {
  ...techniqueFromScan("medusa-3d", medusa),
  explain: medusaReason,
};
