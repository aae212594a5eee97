/**
 * Exact solving: counting solutions (up to a limit, within a work budget) and filling random full grids.
 *
 * Two cores share one search scheme: propagate to a fixpoint, branch on the most constrained choice, and keep
 * every saved state in a preallocated stack, so the search allocates nothing per node.
 *
 * - The generic core serves every rules: one Uint16 candidate mask per cell, naked singles through a
 *   queue, hidden singles by a once/twice sweep over the houses and, when counting, locked candidates
 *   (line/box intersections). It branches on a cell with two candidates, else on a digit with two (or
 *   three) places in a house, else on the cell with the fewest candidates.
 * - The 9×9 core works on band bitboards: for each digit and each band of three rows, the 27 cells where
 *   the digit may still go are one int32. Locked candidates inside a band (the digit sits in exactly one
 *   box of each row and one row of each box) come from one table look-up, hidden singles in rows, boxes
 *   and columns from a few masks, naked singles from bit-sliced candidate counting across the nine digits.
 *   It branches on the first cell with two candidates (else the fewest).
 *
 * `work` counts search nodes: the initial propagation is 1 and every branch taken (a guessed digit put in a
 * cell) adds 1. The budget is in the same units, never in time, so capped results are reproducible. The two
 * cores propagate differently, so their `work` differs; countSolutions uses the 9×9 core for 9×9 grids.
 *
 * Sparse 16×16 grids with many solutions (two thirds or more of the cells empty, not carved down from a
 * unique puzzle) can make the generic search wander through huge dead subtrees; pass a budget there.
 */
import type { Grid } from "./board.ts";
import type { Rules } from "./rules.ts";
import type { Rng } from "./rng.ts";

/**
 * The work cap for a grid of this size: `budget` search nodes on 9×9 and smaller grids, fewer on larger ones,
 * where a node costs more (about ten times as much on 16×16): the cap bounds the time a client's grid can
 * take, not only the count.
 */
export function workCapFor(rules: Rules, budget: number): number {
  return Math.max(1, Math.round(budget * Math.min(1, (81 / rules.cellCount) ** 2)));
}

export interface SolveResult {
  /**
   * Solutions found, at most `limit`. When `capped` is true this is only a lower bound: the solutions
   * found before the budget ran out.
   */
  count: number;
  /** The first solution found (cells 1..N), or null when none was found. */
  solution: Uint8Array | null;
  /** Search nodes visited: 1 for the initial propagation plus 1 per branch taken. */
  work: number;
  /** True when the budget stopped the search before it was conclusive (count < limit, branches left). */
  capped: boolean;
}

/**
 * Count the solutions of a grid, stopping at `limit` (so the default answers "none, unique or several";
 * Infinity counts them all). An empty grid counts `limit`.
 * Conflicting givens give count 0 at once. `budget` caps the work (search nodes, see SolveResult.work):
 * the initial propagation always runs, and no branch is taken once `work` has reached the budget.
 */
export function countSolutions(grid: Grid, limit = 2, budget = Infinity): SolveResult {
  checkArgs(grid, limit, budget);
  if (grid.rules.size === 9) return search9(grid.cells, limit, budget);
  return searchGeneric(workspaceFor(grid.rules), grid.cells, limit, budget, null);
}

/**
 * The generic core on any rules, 9×9 included. countSolutions uses it for every size but 9×9; it is
 * exported so tests can check that both cores agree on 9×9 grids.
 */
export function countSolutionsGeneric(grid: Grid, limit = 2, budget = Infinity): SolveResult {
  checkArgs(grid, limit, budget);
  return searchGeneric(workspaceFor(grid.rules), grid.cells, limit, budget, null);
}

/** The first solution found, or null when there is none (or the budget ran out before one was found). */
export function solve(grid: Grid, budget = Infinity): Uint8Array | null {
  return countSolutions(grid, 1, budget).solution;
}

/**
 * A random full valid grid, by seeded randomised backtracking: the most-constrained cell first (lowest
 * index on ties), its digits in an order drawn from `rng`, with singles propagation (no locked
 * candidates) in between. The result depends only on the rules and the Rng's state: the same seed gives
 * the same grid. A fill attempt that wanders into a dead end for long gives up after a fixed number of
 * nodes and the next attempt continues with the same Rng, which keeps 16×16 fills fast and deterministic.
 *
 * Every daily grid depends on this exact procedure: changing the singles propagation, the cell choice or the
 * order of Rng draws changes every filled grid (tests/solver_test.ts pins golden ones). 9×9 fills run it on the
 * band bitboards (fill9), about twice as fast as the generic core; a test checks both give the same grids.
 */
export function fillGrid(rules: Rules, rng: Rng): Grid {
  const attemptBudget = FILL_ATTEMPT_NODES_PER_CELL * rules.cellCount;
  if (rules.size === 9) {
    for (;;) {
      const cells = fill9(rng, attemptBudget);
      if (cells) return { rules, cells };
    }
  }
  return fillGridGeneric(rules, rng);
}

/** fillGrid on the generic core, 9×9 included: exported so tests can check that both cores fill alike. */
export function fillGridGeneric(rules: Rules, rng: Rng): Grid {
  const ws = workspaceFor(rules);
  const empty = new Uint8Array(rules.cellCount);
  const attemptBudget = FILL_ATTEMPT_NODES_PER_CELL * rules.cellCount;
  for (;;) {
    const result = searchGeneric(ws, empty, 1, attemptBudget, rng);
    if (result.solution) return { rules, cells: result.solution };
  }
}

/** Nodes per cell one fill attempt may use before restarting (deterministic, counted in nodes). */
const FILL_ATTEMPT_NODES_PER_CELL = 4;

function checkArgs(grid: Grid, limit: number, budget: number): void {
  const g = grid.rules;
  if (grid.cells.length !== g.cellCount) {
    throw new RangeError(`grid has ${grid.cells.length} cells; a ${g.shape} grid has ${g.cellCount}`);
  }
  for (let i = 0; i < grid.cells.length; i++) {
    if (grid.cells[i] > g.size) throw new RangeError(`cell ${i} holds ${grid.cells[i]}, beyond ${g.size}`);
  }
  if (!(limit >= 1) || !(Number.isInteger(limit) || limit === Infinity)) {
    throw new RangeError(`limit must be a positive integer or Infinity, got ${limit}`);
  }
  if (Number.isNaN(budget)) throw new RangeError("budget is NaN");
}

// ---------------------------------------------------------------------------------------------------------
// Generic core
// ---------------------------------------------------------------------------------------------------------

/**
 * Line/box intersections ("segments") for one kind of line (rows or columns), for locked candidates.
 * Segment s = line * segsPerLine + k is the part of `line` inside the k-th box it crosses.
 */
interface Segments {
  /** Cells per segment (box width for rows, box height for columns). */
  readonly segLen: number;
  readonly segsPerLine: number;
  /** Lines of this kind through one box. */
  readonly linesPerBox: number;
  /** 0 for rows, 1 for columns: the index into cellHouses, and the line's house is lineKey * N + line. */
  readonly lineKey: number;
  /** segLen cells per segment. */
  readonly cells: Int32Array;
  /** Box (0..N-1) of each segment. */
  readonly box: Int32Array;
  /** For box B, its linesPerBox segments: boxSegs[B * linesPerBox + i]. */
  readonly boxSegs: Int32Array;
}

function buildSegments(g: Rules, rows: boolean): Segments {
  const n = g.size;
  const segLen = rows ? g.boxCols : g.boxRows;
  const segsPerLine = n / segLen;
  const linesPerBox = rows ? g.boxRows : g.boxCols;
  const cells = new Int32Array(n * n);
  const box = new Int32Array(n * segsPerLine);
  const boxSegs = new Int32Array(n * linesPerBox);
  const fill = new Int32Array(n);
  for (let line = 0; line < n; line++) {
    for (let k = 0; k < segsPerLine; k++) {
      const s = line * segsPerLine + k;
      for (let j = 0; j < segLen; j++) {
        const along = k * segLen + j;
        cells[s * segLen + j] = rows ? line * n + along : along * n + line;
      }
      const b = g.cellHouses[cells[s * segLen] * 3 + 2] - 2 * n;
      box[s] = b;
      boxSegs[b * linesPerBox + fill[b]++] = s;
    }
  }
  return { segLen, segsPerLine, linesPerBox, lineKey: rows ? 0 : 1, cells, box, boxSegs };
}

/** Preallocated state for one rules: the working candidates and a stack of saved copies. */
interface Workspace {
  readonly g: Rules;
  /** Candidate mask per cell; a placed cell keeps its single digit bit. */
  readonly cand: Uint16Array;
  /** 1 when the cell's digit has been propagated to its peers. */
  readonly placed: Uint8Array;
  /** Cells whose mask became a single digit, waiting to be placed. */
  readonly queue: Int32Array;
  readonly candStack: Uint16Array;
  readonly placedStack: Uint8Array;
  readonly placedCountStack: Int32Array;
  /**
   * Per search level, what the branch is over: a cell's digits (branchHouse -1, branchCell the cell,
   * branchRest the untried digits), or a digit's places in a house (branchHouse the house, branchDigit the
   * digit bit, branchRest the untried positions within the house).
   */
  readonly branchCell: Int32Array;
  readonly branchHouse: Int32Array;
  readonly branchDigit: Int32Array;
  readonly branchRest: Int32Array;
  readonly rowSegs: Segments;
  readonly colSegs: Segments;
  /** Scratch: candidates of the unplaced cells of each segment. */
  readonly segMask: Uint16Array;
  placedCount: number;
  queueLength: number;
  /** Counting mode: locked candidates and house branching on. fillGrid runs without them. */
  counting: boolean;
}

const workspaces = new Map<Rules, Workspace>();

function workspaceFor(g: Rules): Workspace {
  let ws = workspaces.get(g);
  if (!ws) {
    const n = g.cellCount;
    // Every level places at least one more cell, so the search is never deeper than the cell count.
    ws = {
      g,
      cand: new Uint16Array(n),
      placed: new Uint8Array(n),
      // A cell is queued at most once by elimination and once per house as a hidden single.
      queue: new Int32Array(4 * n + 4),
      candStack: new Uint16Array(n * (n + 1)),
      placedStack: new Uint8Array(n * (n + 1)),
      placedCountStack: new Int32Array(n + 1),
      branchCell: new Int32Array(n + 1),
      branchHouse: new Int32Array(n + 1),
      branchDigit: new Int32Array(n + 1),
      branchRest: new Int32Array(n + 1),
      rowSegs: buildSegments(g, true),
      colSegs: buildSegments(g, false),
      segMask: new Uint16Array(n),
      placedCount: 0,
      queueLength: 0,
      counting: true,
    };
    workspaces.set(g, ws);
  }
  return ws;
}

function popcount16(m: number): number {
  m = m - ((m >>> 1) & 0x5555);
  m = (m & 0x3333) + ((m >>> 2) & 0x3333);
  m = (m + (m >>> 4)) & 0x0f0f;
  return (m + (m >>> 8)) & 0x1f;
}

/** The k-th (0-based) set bit of m, as a one-bit mask. */
function nthBit(m: number, k: number): number {
  for (; k > 0; k--) m &= m - 1;
  return m & -m;
}

/** Place queued singles and hidden singles (and, in counting mode, locked candidates) until nothing changes. */
function propagateGeneric(ws: Workspace): boolean {
  const { cand, placed, queue } = ws;
  const g = ws.g;
  const peers = g.peerCells, peerCount = g.peerCount, houseCells = g.houseCells;
  const n = g.size, cellCount = g.cellCount, all = g.allDigits, houseCount = 3 * n;
  let qlen = ws.queueLength, placedCount = ws.placedCount;
  ws.queueLength = 0;
  for (;;) {
    while (qlen > 0) {
      const cell = queue[--qlen];
      if (placed[cell] !== 0) continue;
      const m = cand[cell];
      placed[cell] = 1;
      placedCount++;
      for (let k = cell * peerCount, end = k + peerCount; k < end; k++) {
        const p = peers[k];
        const c = cand[p];
        if ((c & m) !== 0) {
          const left = c & ~m;
          if (left === 0) return false;
          cand[p] = left;
          if ((left & (left - 1)) === 0) queue[qlen++] = p;
        }
      }
    }
    ws.placedCount = placedCount;
    if (placedCount === cellCount) return true;
    let found = false;
    for (let h = 0; h < houseCount; h++) {
      const base = h * n;
      let once = 0, twice = 0, done = 0;
      for (let i = 0; i < n; i++) {
        const c = houseCells[base + i];
        const m = cand[c];
        if (placed[c] !== 0) done |= m;
        else {
          twice |= once & m;
          once |= m;
        }
      }
      if ((once | done) !== all) return false;
      let singles = once & ~twice & ~done;
      while (singles !== 0) {
        const bit = singles & -singles;
        singles ^= bit;
        let i = 0;
        for (; i < n; i++) {
          const c = houseCells[base + i];
          if (placed[c] === 0 && (cand[c] & bit) !== 0) break;
        }
        // The only cell for this digit was just given another digit as a hidden single.
        if (i === n) return false;
        const c = houseCells[base + i];
        cand[c] = bit;
        queue[qlen++] = c;
        found = true;
      }
    }
    if (found) continue;
    if (!ws.counting) return true;
    ws.queueLength = 0;
    const rows = lockedCandidates(ws, ws.rowSegs);
    if (rows < 0) return false;
    const cols = lockedCandidates(ws, ws.colSegs);
    if (cols < 0) return false;
    if (rows === 0 && cols === 0) return true;
    qlen = ws.queueLength;
    ws.queueLength = 0;
  }
}

/**
 * Locked candidates for one kind of line: a digit whose places in a line all lie in one box leaves the rest
 * of that box, and a digit whose places in a box all lie on one line leaves the rest of that line. Cells
 * left with one digit are appended to the queue (ws.queueLength). Returns -1 on a contradiction, else 1
 * when something was eliminated, 0 when nothing was.
 */
function lockedCandidates(ws: Workspace, segs: Segments): number {
  const { cand, placed, segMask, queue } = ws;
  const g = ws.g, n = g.size, houseCells = g.houseCells, cellHouses = g.cellHouses;
  const { segLen, segsPerLine, linesPerBox, lineKey, cells, box, boxSegs } = segs;
  const segCount = n * segsPerLine;
  for (let s = 0, k = 0; s < segCount; s++) {
    let m = 0;
    for (let j = 0; j < segLen; j++, k++) {
      const c = cells[k];
      if (placed[c] === 0) m |= cand[c];
    }
    segMask[s] = m;
  }
  let qlen = ws.queueLength, changed = 0;
  // Line → box ("claiming").
  for (let line = 0, s0 = 0; line < n; line++, s0 += segsPerLine) {
    let once = 0, twice = 0;
    for (let k = 0; k < segsPerLine; k++) {
      const m = segMask[s0 + k];
      twice |= once & m;
      once |= m;
    }
    const only = once & ~twice;
    if (only === 0) continue;
    for (let k = 0; k < segsPerLine; k++) {
      const e = segMask[s0 + k] & only;
      if (e === 0) continue;
      const base = (2 * n + box[s0 + k]) * n;
      for (let i = 0; i < n; i++) {
        const c = houseCells[base + i];
        const v = cand[c];
        if ((v & e) === 0 || placed[c] !== 0 || cellHouses[c * 3 + lineKey] === lineKey * n + line) continue;
        const left = v & ~e;
        if (left === 0) return -1;
        cand[c] = left;
        changed = 1;
        if ((left & (left - 1)) === 0) queue[qlen++] = c;
      }
    }
  }
  // Box → line ("pointing").
  for (let b = 0; b < n; b++) {
    let once = 0, twice = 0;
    for (let i = 0; i < linesPerBox; i++) {
      const m = segMask[boxSegs[b * linesPerBox + i]];
      twice |= once & m;
      once |= m;
    }
    const only = once & ~twice;
    if (only === 0) continue;
    for (let i = 0; i < linesPerBox; i++) {
      const s = boxSegs[b * linesPerBox + i];
      const e = segMask[s] & only;
      if (e === 0) continue;
      const line = (s / segsPerLine) | 0;
      const base = (lineKey * n + line) * n;
      for (let j = 0; j < n; j++) {
        const c = houseCells[base + j];
        const v = cand[c];
        if ((v & e) === 0 || placed[c] !== 0 || cellHouses[c * 3 + 2] === 2 * n + b) continue;
        const left = v & ~e;
        if (left === 0) return -1;
        cand[c] = left;
        changed = 1;
        if ((left & (left - 1)) === 0) queue[qlen++] = c;
      }
    }
  }
  ws.queueLength = qlen;
  return changed;
}

/** The unplaced cell with the fewest candidates (the first one on ties). */
function chooseCellGeneric(ws: Workspace): number {
  const { cand, placed } = ws;
  let best = -1, bestCount = 99;
  for (let c = 0; c < cand.length; c++) {
    if (placed[c] !== 0) continue;
    const k = popcount16(cand[c]);
    if (k < bestCount) {
      best = c;
      bestCount = k;
      if (k === 2) break;
    }
  }
  return best;
}

/**
 * The house-digit with the fewest places, if it has two or three, as house * 32 + digit index; -1 if none.
 * (Called when no cell has two candidates; a digit with three places in a house beats a cell with three
 * or more candidates, as in exact-cover solvers' "fewest options" rule.)
 */
function chooseHouseGeneric(ws: Workspace): number {
  const { cand, placed } = ws;
  const g = ws.g, n = g.size, houseCells = g.houseCells;
  let bestThree = -1;
  for (let h = 0; h < 3 * n; h++) {
    let one = 0, two = 0, three = 0, four = 0;
    for (let i = h * n, end = i + n; i < end; i++) {
      const c = houseCells[i];
      if (placed[c] !== 0) continue;
      const m = cand[c];
      four |= three & m;
      three |= two & m;
      two |= one & m;
      one |= m;
    }
    const pairs = two & ~three;
    if (pairs !== 0) return h * 32 + 31 - Math.clz32(pairs & -pairs);
    const triples = three & ~four;
    if (bestThree < 0 && triples !== 0) bestThree = h * 32 + 31 - Math.clz32(triples & -triples);
  }
  return bestThree;
}

/** Positions (bit i for the house's i-th cell) where digit `bit` may go in house h. */
function placesInHouse(ws: Workspace, h: number, bit: number): number {
  const { cand, placed } = ws;
  const n = ws.g.size, houseCells = ws.g.houseCells;
  let m = 0;
  for (let i = 0; i < n; i++) {
    const c = houseCells[h * n + i];
    if (placed[c] === 0 && (cand[c] & bit) !== 0) m |= 1 << i;
  }
  return m;
}

/**
 * Depth-first search with the generic core. With an rng (fillGrid), branches are always on a cell and its
 * digits are tried in random order, with plain singles propagation; without, the search is in counting mode
 * and tries the lowest digit (or the first place) first.
 */
function searchGeneric(
  ws: Workspace,
  cells: Uint8Array,
  limit: number,
  budget: number,
  rng: Rng | null,
): SolveResult {
  const { cand, placed, queue, candStack, placedStack, placedCountStack } = ws;
  const { branchCell, branchHouse, branchDigit, branchRest } = ws;
  const g = ws.g, n = g.size, cellCount = g.cellCount;
  ws.counting = rng === null;
  cand.fill(g.allDigits);
  placed.fill(0);
  ws.placedCount = 0;
  let qlen = 0;
  for (let c = 0; c < cellCount; c++) {
    const v = cells[c];
    if (v !== 0) {
      cand[c] = 1 << (v - 1);
      queue[qlen++] = c;
    }
  }
  ws.queueLength = qlen;
  let ok = propagateGeneric(ws);
  let count = 0, work = 1, depth = 0, capped = false;
  let solution: Uint8Array | null = null;
  for (;;) {
    if (ok) {
      if (ws.placedCount === cellCount) {
        count++;
        if (solution === null) {
          solution = new Uint8Array(cellCount);
          for (let c = 0; c < cellCount; c++) solution[c] = 32 - Math.clz32(cand[c]);
        }
        if (count >= limit) break;
      } else {
        if (work >= budget) {
          capped = true;
          break;
        }
        candStack.set(cand, depth * cellCount);
        placedStack.set(placed, depth * cellCount);
        placedCountStack[depth] = ws.placedCount;
        let cell = chooseCellGeneric(ws);
        const m = cand[cell];
        // A cell with two candidates is as good a branch as any; failing that, a digit with two (or three)
        // places in a house.
        const m2 = m & (m - 1);
        const houseChoice = ws.counting && (m2 & (m2 - 1)) !== 0 ? chooseHouseGeneric(ws) : -1;
        if (houseChoice >= 0) {
          const h = houseChoice >> 5, bit = 1 << (houseChoice & 31);
          const places = placesInHouse(ws, h, bit);
          const first = places & -places;
          branchHouse[depth] = h;
          branchDigit[depth] = bit;
          branchRest[depth] = places & ~first;
          cell = g.houseCells[h * n + 31 - Math.clz32(first)];
          cand[cell] = bit;
        } else {
          const bit = rng === null ? m & -m : nthBit(m, rng.nextInt(popcount16(m)));
          branchHouse[depth] = -1;
          branchCell[depth] = cell;
          branchRest[depth] = m & ~bit;
          cand[cell] = bit;
        }
        depth++;
        work++;
        queue[0] = cell;
        ws.queueLength = 1;
        ok = propagateGeneric(ws);
        continue;
      }
    }
    // Backtrack to the deepest level with an untried alternative.
    while (depth > 0 && branchRest[depth - 1] === 0) depth--;
    if (depth === 0) break;
    if (work >= budget) {
      capped = true;
      break;
    }
    const level = depth - 1;
    const rest = branchRest[level];
    for (let c = 0, k = level * cellCount; c < cellCount; c++, k++) {
      cand[c] = candStack[k];
      placed[c] = placedStack[k];
    }
    ws.placedCount = placedCountStack[level];
    let cell: number;
    if (branchHouse[level] >= 0) {
      const pick = rest & -rest;
      branchRest[level] = rest & ~pick;
      cell = g.houseCells[branchHouse[level] * n + 31 - Math.clz32(pick)];
      cand[cell] = branchDigit[level];
    } else {
      const bit = rng === null ? rest & -rest : nthBit(rest, rng.nextInt(popcount16(rest)));
      branchRest[level] = rest & ~bit;
      cell = branchCell[level];
      cand[cell] = bit;
    }
    work++;
    queue[0] = cell;
    ws.queueLength = 1;
    ok = propagateGeneric(ws);
  }
  return { count, solution: count > 0 ? solution : null, work, capped };
}

// ---------------------------------------------------------------------------------------------------------
// 9×9 core on band bitboards
// ---------------------------------------------------------------------------------------------------------
//
// Cell i (row r, column c) lives in band b = floor(r / 3) at bit p = i - 27b = 9 * (r % 3) + c.
// State words: S[3d + b] (d = digit - 1) is the set of band-b cells where digit d+1 is still possible;
// S[27 + b] is the set of band-b cells not yet placed. A placed cell keeps exactly its own digit's bit.

const STATE_WORDS = 30;
const BAND = 0x7ffffff;
/** The working state. */
const S = new Int32Array(STATE_WORDS);
/** S[0..26] as last processed by the band pass: a word that differs needs processing again. */
const SEEN = new Int32Array(27);
/** Saved states, one per search level (at most 81 levels: each places at least one cell). */
const STACK9 = new Int32Array(STATE_WORDS * 82);
const BRANCH_CELL9 = new Int32Array(82);
const BRANCH_REST9 = new Int32Array(82);

/** What otherSolution found. */
export interface OtherSolution {
  /** A solution that differs from the known one in one of the cells asked about exists. */
  found: boolean;
  /**
   * The propagation alone (singles and locked candidates, no branching) put back every cell asked about, so
   * `found` is false.
   */
  propagated: boolean;
  /** Search nodes, as SolveResult.work. */
  work: number;
  /** The budget ran out first; `found` is then false and says nothing. */
  capped: boolean;
}

/** The root position of otherSolution, restored before each of its searches. */
const ROOT9 = new Int32Array(STATE_WORDS);

/**
 * Whether a 9×9 grid that has a solution with `digits` in `cells` also has one that differs from it in one of
 * those cells. The generator's question when it empties `cells` of a unique puzzle: any second solution of the
 * smaller puzzle differs from the first in one of them, so each search can rule the known digits out and only
 * has to look for one solution, never count two. For i = 0, 1, ...: cells before i keep their digits and cell i
 * loses its own, then a search for one solution; the searches start from the propagated grid.
 */
export function otherSolution(
  grid: Grid,
  cells: readonly number[],
  digits: readonly number[],
  budget = Infinity,
): OtherSolution {
  checkArgs(grid, 1, budget);
  if (grid.rules.size !== 9) throw new RangeError("otherSolution takes 9×9 grids");
  UNTIL9.fill(0);
  for (const cell of cells) UNTIL9[(cell / 27) | 0] |= 1 << (cell % 27);
  // The root propagation stops once it has put back every cell asked about: the answer is then known.
  if (!load9(grid.cells) || !propagate9(LOCKED, true)) throw new RangeError("the grid has no solution");
  if (allPlaced9(cells)) return { found: false, propagated: true, work: 1, capped: false };
  ROOT9.set(S);
  let work = 1;
  for (let i = 0; i < cells.length; i++) {
    if (work >= budget) return { found: false, propagated: false, work, capped: true };
    S.set(ROOT9);
    // The root is a fixpoint of the band pass: only the words changed below need it again.
    for (let x = 0; x < 27; x++) SEEN[x] = ROOT9[x];
    let ok = true;
    for (let j = 0; j < i && ok; j++) {
      const cell = cells[j], b = (cell / 27) | 0;
      ok = place9(digits[j] - 1, b, 1 << (cell - 27 * b));
    }
    const cell = cells[i], b = (cell / 27) | 0;
    S[3 * (digits[i] - 1) + b] &= ~(1 << (cell - 27 * b));
    work++;
    const result = searchFrom9(ok && propagate9(), 1, budget, work, false);
    work = result.work;
    if (result.count > 0) return { found: true, propagated: false, work, capped: false };
    if (result.capped) return { found: false, propagated: false, work, capped: true };
  }
  return { found: false, propagated: false, work, capped: false };
}

/**
 * Whether the propagation placed every one of `cells`: it only places digits every solution has there, so no
 * solution differs from the known one in them.
 */
function allPlaced9(cells: readonly number[]): boolean {
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i], b = (cell / 27) | 0;
    if ((S[27 + b] & (1 << (cell - 27 * b))) !== 0) return false;
  }
  return true;
}

/**
 * Band tables, shared with engine/capboard.ts (the generator's capped solves on the same layout).
 * For a band-local bit position: the other cells of its row, box and column inside the band.
 */
export const BAND_PEERS = new Int32Array(27);
/** For a band-local bit position: its column's three bits in a band. */
export const COLUMN_BITS = new Int32Array(27);
/** Nine bits of a band row → which of its three boxes hold any of them (3 bits). */
export const ROW_BOXES = new Uint8Array(512);
/**
 * Row/box occupancy of a digit in a band (bit 3r + k: row r has candidates in box k) → the 27-bit mask of
 * cells that lie in some assignment of the three rows to three different boxes; 0 when there is none.
 */
export const LOCKED = new Int32Array(512);
/**
 * The same occupancy → the whole band when every row and every box of the band has a cell, else 0: propagate9
 * with this instead of LOCKED makes no locked-candidate eliminations, only singles (as fillGrid's search).
 */
const BAND_PLACES = new Int32Array(512);

{
  for (let p = 0; p < 27; p++) {
    const r = Math.floor(p / 9), c = p % 9;
    const row = 0x1ff << (9 * r);
    const box = 0x1c0e07 << (3 * Math.floor(c / 3));
    const col = 0x40201 << c;
    BAND_PEERS[p] = (row | box | col) & ~(1 << p);
    COLUMN_BITS[p] = col;
  }
  for (let x = 0; x < 512; x++) {
    ROW_BOXES[x] = (x & 7 ? 1 : 0) | (x & 0x38 ? 2 : 0) | (x & 0x1c0 ? 4 : 0);
  }
  const perms = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
  for (let t = 0; t < 512; t++) {
    let allowed = 0;
    for (const perm of perms) {
      let m = 0;
      for (let r = 0; r < 3; r++) m |= 1 << (3 * r + perm[r]);
      if ((t & m) === m) allowed |= m;
    }
    let cells = 0;
    for (let k = 0; k < 9; k++) if (allowed & (1 << k)) cells |= 7 << (9 * Math.floor(k / 3) + 3 * (k % 3));
    LOCKED[t] = cells;
    const rows = [t & 7, t & 0x38, t & 0x1c0], boxes = [t & 0x49, t & 0x92, t & 0x124];
    BAND_PLACES[t] = [...rows, ...boxes].every((m) => m !== 0) ? BAND : 0;
  }
}

/** Put digit d in the band-b cell `bit` and remove it from its peers. False if d is no longer possible there. */
function place9(d: number, b: number, bit: number): boolean {
  const s = S;
  const x = 3 * d + b;
  if ((s[x] & bit) === 0) return false;
  const unplaced = s[27 + b];
  if ((unplaced & bit) === 0) return true;
  s[27 + b] = unplaced ^ bit;
  const clear = ~bit;
  for (let y = b; y < 27; y += 3) s[y] &= clear;
  const p = 31 - Math.clz32(bit);
  s[x] = (s[x] & ~BAND_PEERS[p]) | bit;
  const col = ~COLUMN_BITS[p];
  const x0 = x - b;
  if (b !== 0) s[x0] &= col;
  if (b !== 1) s[x0 + 1] &= col;
  if (b !== 2) s[x0 + 2] &= col;
  return true;
}

/** Of the columns in `cols` (9 bits), those holding exactly one cell of band word `a`, as 27-bit masks. */
function singleColumns(a: number, cols: number): number {
  const r0 = a & 0x1ff, r1 = (a >> 9) & 0x1ff, r2 = a >> 18;
  const one = (r0 ^ r1 ^ r2) & ~(r0 & r1 & r2) & cols;
  return one | (one << 9) | (one << 18);
}

/** Band masks of the cells otherSolution asks about: its root propagation may stop once they are placed. */
const UNTIL9 = new Int32Array(3);

/**
 * Propagate to a fixpoint: naked and hidden singles, and what `bandRule` (LOCKED or BAND_PLACES) leaves of
 * each digit's band word. False on a contradiction. With `untilPlaced`, it may also stop (true) before the
 * fixpoint, once every cell of UNTIL9 is placed.
 */
function propagate9(bandRule: Int32Array = LOCKED, untilPlaced = false): boolean {
  const s = S, seen = SEEN;
  for (;;) {
    let progress = false;
    // Band pass, digit by digit: locked candidates, hidden singles in the band's rows and boxes, then
    // the digit's columns across the three bands (a column with no place is a contradiction; a column
    // with one place is a hidden single).
    for (let d = 0, x0 = 0; d < 9; d++, x0 += 3) {
      let changed = false;
      for (let b = 0; b < 3; b++) {
        const x = x0 + b;
        let a = s[x];
        if (a === seen[x]) continue;
        changed = true;
        a &= bandRule[ROW_BOXES[a & 0x1ff] | (ROW_BOXES[(a >> 9) & 0x1ff] << 3) | (ROW_BOXES[a >> 18] << 6)];
        if (a === 0) return false;
        s[x] = a;
        seen[x] = a;
        let fixed = 0, z = 0;
        z = a & 0x1ff;
        if ((z & (z - 1)) === 0) fixed |= z;
        z = a & 0x3fe00;
        if ((z & (z - 1)) === 0) fixed |= z;
        z = a & 0x7fc0000;
        if ((z & (z - 1)) === 0) fixed |= z;
        z = a & 0x1c0e07;
        if ((z & (z - 1)) === 0) fixed |= z;
        z = a & 0xe07038;
        if ((z & (z - 1)) === 0) fixed |= z;
        z = a & 0x70381c0;
        if ((z & (z - 1)) === 0) fixed |= z;
        fixed &= s[27 + b];
        while (fixed !== 0) {
          const bit = fixed & -fixed;
          fixed ^= bit;
          if (!place9(d, b, bit)) return false;
        }
      }
      if (!changed) continue;
      progress = true;
      const a0 = s[x0], a1 = s[x0 + 1], a2 = s[x0 + 2];
      const o0 = (a0 | (a0 >> 9) | (a0 >> 18)) & 0x1ff;
      const o1 = (a1 | (a1 >> 9) | (a1 >> 18)) & 0x1ff;
      const o2 = (a2 | (a2 >> 9) | (a2 >> 18)) & 0x1ff;
      if ((o0 | o1 | o2) !== 0x1ff) return false;
      // Columns met in one band only; of those, the ones with a single cell there.
      const only0 = o0 & ~(o1 | o2), only1 = o1 & ~(o0 | o2), only2 = o2 & ~(o0 | o1);
      if ((only0 | only1 | only2) === 0) continue;
      let f0 = only0 !== 0 ? a0 & singleColumns(a0, only0) & s[27] : 0;
      let f1 = only1 !== 0 ? a1 & singleColumns(a1, only1) & s[28] : 0;
      let f2 = only2 !== 0 ? a2 & singleColumns(a2, only2) & s[29] : 0;
      while (f0 !== 0) {
        const bit = f0 & -f0;
        f0 ^= bit;
        if (!place9(d, 0, bit)) return false;
      }
      while (f1 !== 0) {
        const bit = f1 & -f1;
        f1 ^= bit;
        if (!place9(d, 1, bit)) return false;
      }
      while (f2 !== 0) {
        const bit = f2 & -f2;
        f2 ^= bit;
        if (!place9(d, 2, bit)) return false;
      }
    }
    // Naked singles: cells left with one candidate; a cell with none is a contradiction.
    for (let b = 0; b < 3; b++) {
      const u = s[27 + b];
      if (u === 0) continue;
      let one = 0, two = 0;
      for (let x = b; x < 27; x += 3) {
        const v = s[x];
        two |= one & v;
        one |= v;
      }
      if ((u & ~one) !== 0) return false;
      let singles = u & ~two;
      while (singles !== 0) {
        const bit = singles & -singles;
        singles ^= bit;
        let x = b;
        while (x < 27 && (s[x] & bit) === 0) x += 3;
        if (x >= 27) return false;
        place9((x - b) / 3, b, bit);
        progress = true;
      }
    }
    if (!progress) return true;
    if (untilPlaced && ((s[27] & UNTIL9[0]) | (s[28] & UNTIL9[1]) | (s[29] & UNTIL9[2])) === 0) return true;
  }
}

/** The branching cell as 27 * band + bit position: the first cell with two candidates, else the fewest. */
function chooseCell9(): number {
  const s = S;
  for (let b = 0; b < 3; b++) {
    const u = s[27 + b];
    if (u === 0) continue;
    let one = 0, two = 0, three = 0;
    for (let x = b; x < 27; x += 3) {
      const v = s[x];
      three |= two & v;
      two |= one & v;
      one |= v;
    }
    const pairs = u & two & ~three;
    if (pairs !== 0) return 27 * b + 31 - Math.clz32(pairs & -pairs);
  }
  return fewestCandidates9();
}

/**
 * The first cell with the fewest candidates: each band's candidate counts, bit-sliced into four planes (bit i
 * of plane j is bit j of cell i's count), then the counts from the lowest up.
 */
function fewestCandidates9(): number {
  const s = S, planes = COUNT_PLANES;
  for (let b = 0; b < 3; b++) {
    let c0 = 0, c1 = 0, c2 = 0, c3 = 0;
    for (let x = b; x < 27; x += 3) {
      const v = s[x];
      const carry0 = c0 & v;
      c0 ^= v;
      const carry1 = c1 & carry0;
      c1 ^= carry0;
      c3 |= c2 & carry1;
      c2 ^= carry1;
    }
    planes[4 * b] = c0;
    planes[4 * b + 1] = c1;
    planes[4 * b + 2] = c2;
    planes[4 * b + 3] = c3;
  }
  for (let k = 0; k <= 9; k++) {
    for (let b = 0; b < 3; b++) {
      const m = s[27 + b] & (k & 1 ? planes[4 * b] : ~planes[4 * b]) &
        (k & 2 ? planes[4 * b + 1] : ~planes[4 * b + 1]) & (k & 4 ? planes[4 * b + 2] : ~planes[4 * b + 2]) &
        (k & 8 ? planes[4 * b + 3] : ~planes[4 * b + 3]);
      if (m !== 0) return 27 * b + 31 - Math.clz32(m & -m);
    }
  }
  return -1;
}

/** chooseCell9's scratch: per band, four bit planes of the cells' candidate counts. */
const COUNT_PLANES = new Int32Array(12);

/** Digits (bit d for digit d+1) still possible in a cell given as 27 * band + bit position. */
function cellDigits9(cell: number): number {
  const b = (cell / 27) | 0, bit = 1 << (cell - 27 * b);
  let m = 0;
  for (let d = 0; d < 9; d++) if ((S[3 * d + b] & bit) !== 0) m |= 1 << d;
  return m;
}

function restore9(level: number): void {
  const base = level * STATE_WORDS;
  for (let i = 0; i < STATE_WORDS; i++) S[i] = STACK9[base + i];
  for (let i = 0; i < 27; i++) SEEN[i] = S[i];
}

function solution9(): Uint8Array {
  const out = new Uint8Array(81);
  for (let x = 0; x < 27; x++) {
    const b = x % 3, digit = (x - b) / 3 + 1;
    let a = S[x];
    while (a !== 0) {
      const bit = a & -a;
      a ^= bit;
      out[27 * b + 31 - Math.clz32(bit)] = digit;
    }
  }
  return out;
}

/** Load a 9×9 grid's givens into S; false when two of them conflict. */
function load9(cells: Uint8Array): boolean {
  for (let i = 0; i < STATE_WORDS; i++) S[i] = BAND;
  SEEN.fill(-1);
  for (let i = 0; i < 81; i++) {
    const v = cells[i];
    if (v === 0) continue;
    const b = (i / 27) | 0;
    if (!place9(v - 1, b, 1 << (i - 27 * b))) return false;
  }
  return true;
}

/**
 * One fill attempt of fillGrid on 9×9: the generic core's search with an Rng (the same branching cell, the same
 * draws, singles propagation only), on the band bitboards. The filled grid, or null once `budget` nodes are
 * spent. Its loop is searchFrom9's with drawn digits: kept apart, since a digit-order parameter slowed the
 * uniqueness searches (about 1% of an Evil puzzle's executed instructions).
 */
function fill9(rng: Rng, budget: number): Uint8Array | null {
  for (let i = 0; i < STATE_WORDS; i++) S[i] = BAND;
  SEEN.fill(-1);
  let ok = propagate9(BAND_PLACES);
  let depth = 0, work = 1;
  for (;;) {
    if (ok) {
      if ((S[27] | S[28] | S[29]) === 0) return solution9();
      if (work >= budget) return null;
      const cell = chooseCell9();
      const m = cellDigits9(cell);
      const bit = nthBit(m, rng.nextInt(popcount16(m)));
      const base = depth * STATE_WORDS;
      for (let i = 0; i < STATE_WORDS; i++) STACK9[base + i] = S[i];
      BRANCH_CELL9[depth] = cell;
      BRANCH_REST9[depth] = m & ~bit;
      depth++;
      work++;
      const b = (cell / 27) | 0;
      ok = place9(31 - Math.clz32(bit), b, 1 << (cell - 27 * b)) && propagate9(BAND_PLACES);
      continue;
    }
    while (depth > 0 && BRANCH_REST9[depth - 1] === 0) depth--;
    if (depth === 0 || work >= budget) return null;
    const level = depth - 1;
    const rest = BRANCH_REST9[level];
    const bit = nthBit(rest, rng.nextInt(popcount16(rest)));
    BRANCH_REST9[level] = rest & ~bit;
    restore9(level);
    work++;
    const cell = BRANCH_CELL9[level];
    const b = (cell / 27) | 0;
    ok = place9(31 - Math.clz32(bit), b, 1 << (cell - 27 * b)) && propagate9(BAND_PLACES);
  }
}

function search9(cells: Uint8Array, limit: number, budget: number): SolveResult {
  return searchFrom9(load9(cells) && propagate9(), limit, budget, 1, true);
}

/**
 * The search from the position in S (`ok` false: it is a contradiction), `work` nodes already spent. The first
 * solution is copied out only when `keepSolution` (otherSolution needs just the count).
 */
function searchFrom9(
  ok: boolean,
  limit: number,
  budget: number,
  work: number,
  keepSolution: boolean,
): SolveResult {
  let count = 0, depth = 0, capped = false;
  let solution: Uint8Array | null = null;
  for (;;) {
    if (ok) {
      if ((S[27] | S[28] | S[29]) === 0) {
        count++;
        if (solution === null && keepSolution) solution = solution9();
        if (count >= limit) break;
      } else {
        if (work >= budget) {
          capped = true;
          break;
        }
        const cell = chooseCell9();
        const m = cellDigits9(cell);
        const bit = m & -m;
        const base = depth * STATE_WORDS;
        for (let i = 0; i < STATE_WORDS; i++) STACK9[base + i] = S[i];
        BRANCH_CELL9[depth] = cell;
        BRANCH_REST9[depth] = m & ~bit;
        depth++;
        work++;
        const b = (cell / 27) | 0;
        ok = place9(31 - Math.clz32(bit), b, 1 << (cell - 27 * b)) && propagate9();
        continue;
      }
    }
    while (depth > 0 && BRANCH_REST9[depth - 1] === 0) depth--;
    if (depth === 0) break;
    if (work >= budget) {
      capped = true;
      break;
    }
    const level = depth - 1;
    const rest = BRANCH_REST9[level];
    const bit = rest & -rest;
    BRANCH_REST9[level] = rest & ~bit;
    restore9(level);
    work++;
    const cell = BRANCH_CELL9[level];
    const b = (cell / 27) | 0;
    ok = place9(31 - Math.clz32(bit), b, 1 << (cell - 27 * b)) && propagate9();
  }
  return { count, solution: count > 0 ? solution : null, work, capped };
}
