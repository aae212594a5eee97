/**
 * Alternating inference chains (AIC) with grouped nodes: the chains family's general search, which covers the
 * X-chain (one digit), the XY-chain (bivalue cells) and the nice loops as special cases, and reaches chains that
 * mix digits, cells and groups.
 *
 * Nodes: a candidate (a digit in a cell), or a group: the two or more cells of a box that hold digit d and lie
 * in one row or column of it ("d is in one of these cells"). Links:
 * - strong (at least one of the two is true): the only two candidates of a bivalue cell; two nodes of one digit
 *   that hold every place of the digit in a house (two cells, a group and a cell, or two groups: the box's
 *   places split over two lines, a row's or column's over two boxes);
 * - weak (not both true): two nodes of one digit whose cells all see each other (no cell in common), or two
 *   digits of one cell.
 * A chain A1 = A2 − A3 = … = An starts and ends with a strong link: if A1 is false then A2 is true, so A3 is
 * false, …, so An is true; one of the ends holds.
 *
 * Eliminations, the three forms a chain proves:
 * - the ends see the candidate: every candidate weakly linked to both ends is false (one digit: a candidate
 *   that sees both ends; two digits: the other end's digit in an end's cell when the ends see each other, or
 *   every third digit when both ends are in one cell). This is also the discontinuous nice loop with two weak
 *   links at the candidate, and with a weak and a strong link at a cell;
 * - the discontinuous nice loop with two strong links: the chain from a candidate back to itself (A1 false
 *   forces A1 true), so the candidate is placed (pattern.variant "discontinuous nice loop");
 * - the continuous nice loop: An is weakly linked back to A1 and no candidate is used twice; then exactly one end
 *   of every weak link holds, so every candidate weakly linked to both ends of any weak link of the loop is
 *   false (pattern.variant "continuous nice loop").
 *
 * The search is breadth-first from every node that has a strong link, over states (node, false or true): the
 * shortest chain for a pair of ends is the one reported, and a state is entered once per start. Chains are at
 * least three links and at most MAX_AIC_NODES nodes; a node is never used twice in one chain.
 *
 * Pattern: chain = the nodes in order from A1 (a group by its first cell, with `groups` giving every cell of
 * each group node by its index in the chain), links = the chain's links, cells = every cell of the chain
 * ascending, digits = the digits the chain uses ascending, variant as above ("grouped" for an open chain with
 * a group node). Scan order: number of links, then the start node, then the end node (nodes numbered by cell
 * and digit, groups after every candidate).
 *
 * Work: every state the searches enter is one unit (meter.ts).
 */
import { cellName, perRules, type Rules } from "../rules.ts";
import { position } from "./position.ts";
import {
  type CellDigit,
  type Link,
  type Pattern,
  type Scan,
  shortestFirstTechnique,
  type SolveState,
  type Step,
  type Technique,
} from "./step.ts";
import { cellsWords, patternWords, placedWords, reasonFacts, type Words } from "./words.ts";

/** Longest chain searched, in nodes. */
export const MAX_AIC_NODES = 16;

/** The box∩line intersections of a rules object with two or more cells: where group nodes can be. */
interface Intersections {
  readonly count: number;
  /** Cells of intersection i: cells[start[i] .. start[i + 1] - 1]. */
  readonly start: Int32Array;
  readonly cells: Int32Array;
  readonly box: Int32Array;
  readonly line: Int32Array;
}

const intersectionsOf = perRules((g: Rules): Intersections => {
  const start = [0], cells: number[] = [], box: number[] = [], line: number[] = [];
  for (let b = 0; b < g.houses.length; b++) {
    if (g.regions[b].kind !== "box") continue;
    for (let l = 0; l < g.houses.length; l++) {
      const kind = g.regions[l].kind;
      if (kind !== "row" && kind !== "column") continue;
      const common = [...g.houses[b]].filter((c) => g.houses[l].includes(c));
      if (common.length < 2) continue;
      cells.push(...common);
      start.push(cells.length);
      box.push(b);
      line.push(l);
    }
  }
  return {
    count: box.length,
    start: Int32Array.from(start),
    cells: Int32Array.from(cells),
    box: Int32Array.from(box),
    line: Int32Array.from(line),
  };
});

/**
 * The link graph of one position. Node ids: cell * size + digit - 1 for a candidate, size * cellCount + k for
 * the k-th group. Only nodes with a strong link take part (a chain only passes through such nodes).
 */
interface Graph {
  readonly nodeCount: number;
  /** Per node: its digit (0 when the node does not exist). */
  readonly digit: Uint8Array;
  /** Per group k: its cells at groupCells[groupStart[k] .. groupStart[k + 1] - 1]. */
  readonly groupStart: Int32Array;
  readonly groupCells: Int32Array;
  /** Per node: the cells that see every cell of the node, as a bitboard at node * words. */
  readonly seen: Int32Array;
  /** Per node: the cells of the node as a bitboard at node * words. */
  readonly own: Int32Array;
  /** Strong and weak neighbours (CSR). */
  readonly strongStart: Int32Array;
  readonly strongTo: Int32Array;
  readonly weakStart: Int32Array;
  readonly weakTo: Int32Array;
  /** Nodes with a strong link, ascending. */
  readonly linked: Int32Array;
}

function buildGraph(state: SolveState): Graph {
  const g = state.rules;
  const { candidates } = state;
  const size = g.size, n = g.cellCount;
  const pos = position(state);
  const { words, peers } = pos;
  const inter = intersectionsOf(g);
  // Groups: every intersection's cells holding the digit, when two or more do.
  const groupStart = [0], groupCells: number[] = [], groupDigit: number[] = [];
  /** groupOf[(i * size + d - 1)]: the group id of intersection i for digit d, or -1. */
  const groupOf = new Int32Array(inter.count * size).fill(-1);
  for (let i = 0; i < inter.count; i++) {
    for (let d = 1; d <= size; d++) {
      const bit = 1 << (d - 1);
      let count = 0;
      for (let k = inter.start[i]; k < inter.start[i + 1]; k++) if (candidates[inter.cells[k]] & bit) count++;
      if (count < 2) continue;
      for (let k = inter.start[i]; k < inter.start[i + 1]; k++) {
        if (candidates[inter.cells[k]] & bit) groupCells.push(inter.cells[k]);
      }
      groupStart.push(groupCells.length);
      groupOf[i * size + d - 1] = groupDigit.length;
      groupDigit.push(d);
    }
  }
  const base = n * size;
  const nodeCount = base + groupDigit.length;
  const digit = new Uint8Array(nodeCount);
  for (let c = 0; c < n; c++) {
    for (let m = candidates[c]; m; m &= m - 1) {
      digit[c * size + 31 - Math.clz32(m & -m)] = 32 - Math.clz32(m & -m);
    }
  }
  for (let k = 0; k < groupDigit.length; k++) digit[base + k] = groupDigit[k];

  // Strong links, deduplicated as ordered pairs.
  const strongPairs = new Set<number>();
  const addStrong = (a: number, b: number) => {
    if (a === b) return;
    strongPairs.add(a * nodeCount + b);
    strongPairs.add(b * nodeCount + a);
  };
  for (let c = 0; c < n; c++) {
    const m = candidates[c];
    if (m !== 0 && popcount(m) === 2) {
      const lo = 31 - Math.clz32(m & -m), hi = 31 - Math.clz32(m);
      addStrong(c * size + lo, c * size + hi);
    }
  }
  // The intersection index of (box, line), for splitting a house's places into nodes.
  const interIndex = new Map<number, number>();
  for (let i = 0; i < inter.count; i++) interIndex.set(inter.box[i] * g.houses.length + inter.line[i], i);
  /** The node of `cells` (all holding d): a candidate, or the group they make up exactly; -1 if neither. */
  const nodeOf = (cells: number[], d: number, boxRegion: number, lineRegion: number): number => {
    if (cells.length === 1) return cells[0] * size + d - 1;
    const i = interIndex.get(boxRegion * g.houses.length + lineRegion);
    if (i === undefined) return -1;
    const k = groupOf[i * size + d - 1];
    if (k < 0 || groupStart[k + 1] - groupStart[k] !== cells.length) return -1;
    return base + k;
  };
  const regionsOf = (cell: number, kind: string): number => {
    for (let i = g.cellRegionStart[cell]; i < g.cellRegionStart[cell + 1]; i++) {
      const r = g.cellRegionList[i];
      if (r < g.houses.length && g.regions[r].kind === kind) return r;
    }
    return -1;
  };
  for (let h = 0; h < g.houses.length; h++) {
    const kind = g.regions[h].kind;
    for (let d = 1; d <= size; d++) {
      const bit = 1 << (d - 1);
      const places: number[] = [];
      for (const c of g.houses[h]) if (candidates[c] & bit) places.push(c);
      if (places.length < 2) continue;
      if (places.length === 2) {
        addStrong(places[0] * size + d - 1, places[1] * size + d - 1);
        continue;
      }
      if (kind === "row" || kind === "column") {
        // Split by box: two boxes give two nodes.
        const boxes = [...new Set(places.map((c) => regionsOf(c, "box")))];
        if (boxes.length !== 2 || boxes[0] < 0) continue;
        const parts = boxes.map((b) => places.filter((c) => regionsOf(c, "box") === b));
        const a = nodeOf(parts[0], d, boxes[0], h), b = nodeOf(parts[1], d, boxes[1], h);
        if (a >= 0 && b >= 0) addStrong(a, b);
      } else if (kind === "box") {
        // One line's places against the rest, when the rest lie in one line too.
        for (const lineKind of ["row", "column"]) {
          const lines = [...new Set(places.map((c) => regionsOf(c, lineKind)))];
          for (const line of lines) {
            const part = places.filter((c) => regionsOf(c, lineKind) === line);
            const rest = places.filter((c) => regionsOf(c, lineKind) !== line);
            const a = nodeOf(part, d, h, line);
            if (a < 0) continue;
            for (const otherKind of ["row", "column"]) {
              const other = regionsOf(rest[0], otherKind);
              if (rest.some((c) => regionsOf(c, otherKind) !== other)) continue;
              const b = nodeOf(rest, d, h, other);
              if (b >= 0) addStrong(a, b);
            }
          }
        }
      }
    }
  }

  // Cells of each node and the cells that see all of them.
  const seen = new Int32Array(nodeCount * words);
  const own = new Int32Array(nodeCount * words);
  const linkedFlag = new Uint8Array(nodeCount);
  for (const key of strongPairs) linkedFlag[Math.floor(key / nodeCount)] = 1;
  const linked: number[] = [];
  for (let v = 0; v < nodeCount; v++) if (linkedFlag[v]) linked.push(v);
  for (const v of linked) {
    if (v < base) {
      const c = (v / size) | 0;
      own[v * words + (c >> 5)] |= 1 << (c & 31);
      for (let w = 0; w < words; w++) seen[v * words + w] = peers[c * words + w];
    } else {
      const k = v - base;
      for (let w = 0; w < words; w++) seen[v * words + w] = -1;
      for (let j = groupStart[k]; j < groupStart[k + 1]; j++) {
        const c = groupCells[j];
        own[v * words + (c >> 5)] |= 1 << (c & 31);
        for (let w = 0; w < words; w++) seen[v * words + w] &= peers[c * words + w];
      }
    }
  }

  // Adjacency lists: strong from the pair set; weak to every linked node of the same digit whose cells the
  // node's cells all see, and (for a candidate) to the cell's other linked candidates.
  const strongLists: number[][] = Array.from({ length: nodeCount }, () => []);
  for (const key of strongPairs) strongLists[Math.floor(key / nodeCount)].push(key % nodeCount);
  const byDigit: number[][] = Array.from({ length: size + 1 }, () => []);
  for (const v of linked) byDigit[digit[v]].push(v);
  const strongStart = new Int32Array(nodeCount + 1);
  const weakStart = new Int32Array(nodeCount + 1);
  const strongTo: number[] = [], weakTo: number[] = [];
  for (let v = 0; v < nodeCount; v++) {
    strongStart[v] = strongTo.length;
    weakStart[v] = weakTo.length;
    if (!linkedFlag[v]) continue;
    strongTo.push(...strongLists[v].sort((a, b) => a - b));
    const weak: number[] = [];
    for (const u of byDigit[digit[v]]) {
      if (u === v) continue;
      let inside = true;
      for (let w = 0; w < words; w++) {
        if ((own[u * words + w] & ~seen[v * words + w]) !== 0) {
          inside = false;
          break;
        }
      }
      if (inside) weak.push(u);
    }
    if (v < base) {
      const c = (v / size) | 0;
      for (let m = candidates[c]; m; m &= m - 1) {
        const u = c * size + 31 - Math.clz32(m & -m);
        if (u !== v && linkedFlag[u]) weak.push(u);
      }
    }
    weakTo.push(...weak.sort((a, b) => a - b));
  }
  strongStart[nodeCount] = strongTo.length;
  weakStart[nodeCount] = weakTo.length;
  return {
    nodeCount,
    digit,
    groupStart: Int32Array.from(groupStart),
    groupCells: Int32Array.from(groupCells),
    seen,
    own,
    strongStart,
    strongTo: Int32Array.from(strongTo),
    weakStart,
    weakTo: Int32Array.from(weakTo),
    linked: Int32Array.from(linked),
  };
}

function popcount(x: number): number {
  let k = 0;
  for (; x; x &= x - 1) k++;
  return k;
}

/** Whether node u is weakly linked to node v (a weak link needs no strong link of either). */
function weaklyLinked(state: SolveState, graph: Graph, u: number, v: number): boolean {
  const size = state.rules.size, base = state.rules.cellCount * size;
  const { words } = position(state);
  if (u === v) return false;
  if (graph.digit[u] === graph.digit[v]) {
    for (let w = 0; w < words; w++) {
      if ((graph.own[u * words + w] & ~graph.seen[v * words + w]) !== 0) return false;
    }
    return true;
  }
  return u < base && v < base && ((u / size) | 0) === ((v / size) | 0);
}

/** The candidates weakly linked to both nodes a and b (never a or b), added to `out` as cell * size + digit - 1. */
function weakToBoth(state: SolveState, graph: Graph, a: number, b: number, out: Set<number>): void {
  const g = state.rules;
  const size = g.size, base = g.cellCount * size;
  const { candidates } = state;
  const { words } = position(state);
  const da = graph.digit[a], db = graph.digit[b];
  if (da === db) {
    // Cells of the digit that see every cell of both nodes.
    const bit = 1 << (da - 1);
    for (let w = 0; w < words; w++) {
      let x = graph.seen[a * words + w] & graph.seen[b * words + w];
      for (; x !== 0; x &= x - 1) {
        const cell = (w << 5) | (31 - Math.clz32(x & -x));
        if (candidates[cell] & bit) out.add(cell * size + da - 1);
      }
    }
    return;
  }
  const ca = a < base ? (a / size) | 0 : -1, cb = b < base ? (b / size) | 0 : -1;
  if (ca >= 0 && ca === cb) {
    for (let m = candidates[ca] & ~(1 << (da - 1)) & ~(1 << (db - 1)); m; m &= m - 1) {
      out.add(ca * size + 31 - Math.clz32(m & -m));
    }
    return;
  }
  // The other end's digit in an end's cell, when that cell sees the other end.
  const { seen } = graph;
  if (ca >= 0 && candidates[ca] & (1 << (db - 1)) && seen[b * words + (ca >> 5)] & (1 << (ca & 31))) {
    out.add(ca * size + db - 1);
  }
  if (cb >= 0 && candidates[cb] & (1 << (da - 1)) && seen[a * words + (cb >> 5)] & (1 << (cb & 31))) {
    out.add(cb * size + da - 1);
  }
}

interface Found {
  key: number;
  nodes: number[];
}

const aicScan: Scan = (state, emit, meter, firstOnly) => {
  const graph = buildGraph(state);
  const { nodeCount, strongStart, strongTo, weakStart, weakTo, linked } = graph;
  const found: Found[] = [];
  const reported = new Set<number>();
  const parent = new Int32Array(2 * nodeCount);
  const depth = new Int32Array(2 * nodeCount);
  const stamp = new Int32Array(2 * nodeCount);
  const queue = new Int32Array(2 * nodeCount);
  let longest = MAX_AIC_NODES - 1;
  let round = 0;
  let work = 0;
  const onPath = (st: number, node: number): boolean => {
    for (let s = st; s >= 0; s = parent[s]) if (s >> 1 === node) return true;
    return false;
  };
  for (let i = 0; i < linked.length; i++) {
    const start = linked[i];
    round++;
    let head = 0, tail = 0;
    const first = start * 2;
    queue[tail++] = first;
    parent[first] = -1;
    depth[first] = 0;
    stamp[first] = round;
    while (head < tail) {
      const st = queue[head++];
      work++;
      const node = st >> 1, isTrue = st & 1, links = depth[st];
      if (isTrue && links >= 3) {
        const lo = Math.min(start, node), hi = Math.max(start, node);
        const pair = lo * nodeCount + hi;
        if (!reported.has(pair)) {
          const nodes: number[] = [];
          for (let s = st; s >= 0; s = parent[s]) nodes.push(s >> 1);
          nodes.reverse();
          const proves = conclusion(state, graph, nodes);
          if (proves.eliminations.length || proves.placements.length) {
            reported.add(pair);
            found.push({ key: (links * nodeCount + start) * nodeCount + node, nodes });
            if (firstOnly) longest = links;
          }
        }
      }
      // A chain back to its start ends there (a discontinuous loop).
      if (links + 1 > longest || (isTrue && node === start)) continue;
      const from = isTrue ? weakStart[node] : strongStart[node];
      const to = isTrue ? weakStart[node + 1] : strongStart[node + 1];
      const nextTruth = isTrue ^ 1;
      for (let e = from; e < to; e++) {
        const next = isTrue ? weakTo[e] : strongTo[e];
        const nst = next * 2 + nextTruth;
        if (stamp[nst] === round) continue;
        // A node appears once in a chain; the start may close it (a discontinuous loop, start true).
        if (stamp[next * 2 + isTrue] === round && onPath(st, next) && !(next === start && nextTruth === 1)) {
          continue;
        }
        if (next === start && nextTruth === 0) continue;
        stamp[nst] = round;
        parent[nst] = st;
        depth[nst] = links + 1;
        queue[tail++] = nst;
      }
    }
  }
  meter.charge(work);
  found.sort((a, b) => a.key - b.key);
  for (const f of found) if (emit(aicStep(state, graph, f.nodes))) return;
};

/** What a chain proves: its placements and eliminations, and which form it takes. */
function conclusion(
  state: SolveState,
  graph: Graph,
  nodes: number[],
): { placements: CellDigit[]; eliminations: CellDigit[]; variant?: string } {
  const size = state.rules.size, base = state.rules.cellCount * size;
  const a = nodes[0], b = nodes[nodes.length - 1];
  if (a === b) {
    if (a < base) {
      return {
        placements: [{ cell: (a / size) | 0, digit: graph.digit[a] }],
        eliminations: [],
        variant: "discontinuous nice loop",
      };
    }
    // A group that must hold the digit: every candidate it sees goes.
    const out = new Set<number>();
    weakToBoth(state, graph, a, a, out);
    return { placements: [], eliminations: toCandidates(size, out), variant: "discontinuous nice loop" };
  }
  const out = new Set<number>();
  weakToBoth(state, graph, a, b, out);
  let variant: string | undefined = nodes.some((v) => v >= base) ? "grouped" : undefined;
  if (weaklyLinked(state, graph, a, b) && disjoint(state, graph, nodes)) {
    // A continuous loop: each weak link, the closing one included, has exactly one true end.
    const before = out.size;
    for (let i = 1; i + 1 < nodes.length; i += 2) weakToBoth(state, graph, nodes[i], nodes[i + 1], out);
    if (out.size > before) variant = "continuous nice loop";
  }
  return { placements: [], eliminations: toCandidates(size, out), variant };
}

/** Whether no candidate is in two nodes of the chain (a loop's counting argument needs them distinct). */
function disjoint(state: SolveState, graph: Graph, nodes: number[]): boolean {
  const { words } = position(state);
  const used = new Map<number, Int32Array>();
  for (const v of nodes) {
    const d = graph.digit[v];
    let cells = used.get(d);
    if (!cells) used.set(d, cells = new Int32Array(words));
    for (let w = 0; w < words; w++) {
      if (cells[w] & graph.own[v * words + w]) return false;
      cells[w] |= graph.own[v * words + w];
    }
  }
  return true;
}

function toCandidates(size: number, ids: Set<number>): CellDigit[] {
  return [...ids].sort((x, y) => x - y).map((id) => ({
    cell: (id / size) | 0,
    digit: (id % size) + 1,
  }));
}

function aicStep(state: SolveState, graph: Graph, nodes: number[]): Step {
  const size = state.rules.size, base = state.rules.cellCount * size;
  const { placements, eliminations, variant } = conclusion(state, graph, nodes);
  const chain: CellDigit[] = [];
  const groups: Array<{ index: number; cells: number[] }> = [];
  const cells = new Set<number>();
  nodes.forEach((v, index) => {
    const digit = graph.digit[v];
    if (v < base) {
      const cell = (v / size) | 0;
      chain.push({ cell, digit });
      cells.add(cell);
    } else {
      const k = v - base;
      const members = Array.from(graph.groupCells.subarray(graph.groupStart[k], graph.groupStart[k + 1]));
      chain.push({ cell: members[0], digit });
      groups.push({ index, cells: members });
      for (const c of members) cells.add(c);
    }
  });
  const links: Link[] = [];
  for (let i = 0; i + 1 < chain.length; i++) {
    links.push({ from: { ...chain[i] }, to: { ...chain[i + 1] }, strong: i % 2 === 0 });
  }
  const pattern: Pattern = {
    cells: [...cells].sort((x, y) => x - y),
    digits: [...new Set(chain.map((c) => c.digit))].sort((x, y) => x - y),
    chain,
    links,
    ...(groups.length ? { groups } : {}),
    ...(variant ? { variant } : {}),
  };
  return { technique: "aic", placements, eliminations, pattern };
}

/** Why an AIC holds: along alternating strong and weak links, one end of the chain is true. */
function aicReason(state: SolveState, step: Step, w: Words): string {
  if (!step.pattern.chain) return patternWords(state, step, w);
  return aicWords(state.rules, step, reasonFacts(state, step, w).out, w);
}

/** "(9)r1c9 = (9)r2c9 − (4)r2c9 …", a group as "(9)r1c4|r3c4": the chain as players write it. */
function chainWords(g: Rules, step: Step): string {
  const { chain = [], groups = [] } = step.pattern;
  return chain.map((node, i) => {
    const group = groups.find((x) => x.index === i);
    const where = group ? group.cells.map((c) => cellName(g, c)).join("|") : cellName(g, node.cell);
    return `${i === 0 ? "" : i % 2 === 1 ? "= " : "− "}(${node.digit})${where}`;
  }).join(" ");
}

/** "r1c6 = 3", "3 in one of r3c5 and r3c6": a chain node in words. */
function nodeWords(g: Rules, step: Step, index: number, w: Words): string {
  const node = step.pattern.chain![index];
  const group = step.pattern.groups?.find((x) => x.index === index);
  return group
    ? w.t("aic.node.group", { digit: node.digit, cells: cellsWords(w, g, group.cells) })
    : w.t("aic.node.cell", { cell: cellName(g, node.cell), digit: node.digit });
}

function aicWords(g: Rules, step: Step, out: string, w: Words): string {
  const chain = step.pattern.chain!;
  const first = nodeWords(g, step, 0, w), last = nodeWords(g, step, chain.length - 1, w);
  const along = w.t("aic.along", { chain: chainWords(g, step) });
  let why: string;
  if (step.pattern.variant === "discontinuous nice loop") {
    why = step.placements.length
      ? w.t("aic.loop.places", { first, placed: w.list(placedWords(w, g, step.placements)) })
      : w.t("aic.loop.out", { first, out });
  } else if (step.pattern.variant === "continuous nice loop") {
    why = w.t("aic.continuous", { first, last, out });
  } else {
    why = w.t("aic.open", { first, last, out });
  }
  return `${along} ${why}`;
}

export const AIC: Technique = {
  ...shortestFirstTechnique("aic", aicScan),
  explain: aicReason,
};
