/**
 * The exact solver's generic core: it serves every rules, classic 9×9 included (engine/solver.ts chooses it for
 * every rules but plain classic 9×9, which has the band-bitboard core of engine/classic9/solver.ts). It keeps
 * every saved state in a preallocated stack, so the search allocates nothing per node.
 *
 * One Uint16 candidate mask per cell, naked singles through a queue over each cell's peers (every region it
 * shares: houses, diagonals, cages), hidden singles by a once/twice sweep over the houses (a cage need not hold
 * every digit, so it has none) and, when counting under rules with boxes, locked candidates (line/box
 * intersections). A killer cage's sum keeps in each of its open cells only the digits of some set of distinct
 * digits that completes the sum (see cageSums). It branches on a cell with two candidates, else on a digit with
 * two (or three) places in a house, else on the cell with the fewest candidates.
 *
 * Sparse 16×16 grids with many solutions (two thirds or more of the cells empty, not carved down from a
 * unique puzzle) can make the search wander through huge dead subtrees; pass a budget there.
 */
import { popcount } from "./board.ts";
import { housesOfCell, perRules, type Region, regionsOfKind, type Rules } from "./rules.ts";
import type { Rng } from "./rng.ts";
import type { SolveResult } from "./solve-result.ts";

/** Count the solutions of `cells` under `rules` up to `limit` within `budget` search nodes (arguments checked). */
export function countGeneric(rules: Rules, cells: Uint8Array, limit: number, budget: number): SolveResult {
  return searchGeneric(workspaceFor(rules), cells, limit, budget, null);
}

/**
 * A seeded full grid under `rules`: fill attempts from an empty grid of at most `attemptBudget` nodes each, the
 * next attempt continuing with the same Rng, until one fills.
 */
export function fillGeneric(rules: Rules, rng: Rng, attemptBudget: number): Uint8Array {
  const ws = workspaceFor(rules);
  const empty = new Uint8Array(rules.cellCount);
  for (;;) {
    const result = searchGeneric(ws, empty, 1, attemptBudget, rng);
    if (result.solution) return result.solution;
  }
}

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
  /** The region (house) index of each line, by its 0-based number. */
  readonly lineRegion: Int32Array;
  /** Each cell's line of this kind, as a region index (the rules' regionOfCell.row or .column). */
  readonly lineOfCell: Int32Array;
  /** segLen cells per segment. */
  readonly cells: Int32Array;
  /** Box (0..N-1) of each segment. */
  readonly box: Int32Array;
  /** For box B, its linesPerBox segments: boxSegs[B * linesPerBox + i]. */
  readonly boxSegs: Int32Array;
  /** The region (house) index of each box, by its 0-based number. */
  readonly boxRegion: Int32Array;
}

/**
 * The segments of rows (or columns) with the boxes, or null under rules without boxes (a jigsaw), where the
 * search does without locked candidates.
 */
function buildSegments(g: Rules, rows: boolean): Segments | null {
  if (g.regionOfCell.box.some((box) => box < 0)) return null;
  const n = g.size;
  const segLen = rows ? g.boxCols : g.boxRows;
  const segsPerLine = n / segLen;
  const linesPerBox = rows ? g.boxRows : g.boxCols;
  const lineRegion = Int32Array.from(regionsOfKind(g, rows ? "row" : "column"));
  const boxRegion = Int32Array.from(regionsOfKind(g, "box"));
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
      const b = g.regions[g.regionOfCell.box[cells[s * segLen]]].index;
      box[s] = b;
      boxSegs[b * linesPerBox + fill[b]++] = s;
    }
  }
  const lineOfCell = rows ? g.regionOfCell.row : g.regionOfCell.column;
  return { segLen, segsPerLine, linesPerBox, lineRegion, lineOfCell, cells, box, boxSegs, boxRegion };
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
  /** Null under rules without boxes (see buildSegments). */
  readonly rowSegs: Segments | null;
  readonly colSegs: Segments | null;
  /** Scratch: candidates of the unplaced cells of each segment. */
  readonly segMask: Uint16Array;
  placedCount: number;
  queueLength: number;
  /** Counting mode: locked candidates and house branching on. fillGrid runs without them. */
  counting: boolean;
}

/** Scratch space for searches under one rules object (kept while the rules are: killer rules come and go). */
const workspaceFor = perRules((g): Workspace => {
  const n = g.cellCount;
  let housesPerCell = 0;
  for (let c = 0; c < n; c++) housesPerCell = Math.max(housesPerCell, housesOfCell(g, c).length);
  // Every level places at least one more cell, so the search is never deeper than the cell count.
  return {
    g,
    cand: new Uint16Array(n),
    placed: new Uint8Array(n),
    // A cell is queued at most once by elimination and once per house as a hidden single.
    queue: new Int32Array((housesPerCell + 1) * n + 4),
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
});

/**
 * Killer cages as the search reads them, and every set of distinct digits by size and sum: the sets of k digits
 * adding up to s are sets[start[k * (maxSum + 1) + s] .. start[k * (maxSum + 1) + s + 1] - 1].
 */
interface CageTables {
  /**
   * Sum constraints over distinct digits: constraint i's cells are cells[cageStart[i] .. cageStart[i + 1] - 1]
   * and add up to cageSum[i]. The killer's cages come first; then, for every house holding at least one whole
   * cage, its innies (the cells no cage inside it covers), whose sum the rule of 45 fixes and whose digits
   * differ since they share the house.
   */
  readonly cageStart: Int32Array;
  readonly cells: Int32Array;
  readonly cageSum: Int32Array;
  readonly maxSum: number;
  readonly start: Int32Array;
  readonly sets: Uint16Array;
}

/** The innies of each house that holds whole cages: its other cells and what they must add up to. */
function houseInnies(g: Rules, cages: readonly Region[]): Array<{ cells: number[]; sum: number }> {
  const n = g.size, houseSum = (n * (n + 1)) / 2;
  const out: Array<{ cells: number[]; sum: number }> = [];
  for (const house of g.houses) {
    const inHouse = new Set(house);
    let covered = 0;
    const left = new Set(house);
    for (const cage of cages) {
      if (!cage.cells.every((c) => inHouse.has(c))) continue;
      covered += cage.sum!;
      for (const c of cage.cells) left.delete(c);
    }
    // A house with no whole cage inside says nothing new; one fully covered is already checked cage by cage.
    if (left.size === 0 || left.size === n) continue;
    out.push({ cells: [...left].sort((a, b) => a - b), sum: houseSum - covered });
  }
  return out;
}

const cageTablesOf = perRules((g): CageTables | null => {
  const cages = g.regions.filter((r) => r.kind === "cage" && r.sum !== undefined);
  if (cages.length === 0) return null;
  const constraints = [
    ...cages.map((cage) => ({ cells: [...cage.cells], sum: cage.sum! })),
    ...houseInnies(g, cages),
  ];
  const cageStart = new Int32Array(constraints.length + 1);
  constraints.forEach((c, i) => cageStart[i + 1] = cageStart[i] + c.cells.length);
  const n = g.size, maxSum = (n * (n + 1)) / 2;
  const buckets: number[][] = Array.from({ length: (n + 1) * (maxSum + 1) }, () => []);
  for (let set = 0; set <= g.allDigits; set++) {
    let sum = 0;
    for (let d = 1; d <= n; d++) if (set & (1 << (d - 1))) sum += d;
    buckets[popcount(set) * (maxSum + 1) + sum].push(set);
  }
  const start = new Int32Array(buckets.length + 1);
  buckets.forEach((bucket, i) => start[i + 1] = start[i] + bucket.length);
  return {
    cageStart,
    cells: Int32Array.from(constraints.flatMap((c) => c.cells)),
    cageSum: Int32Array.from(constraints, (c) => c.sum),
    maxSum,
    start,
    sets: Uint16Array.from(buckets.flat()),
  };
});

/**
 * Cage sums: in each sum constraint (CageTables), the open cells must take a set of distinct digits, none
 * placed in it, that adds up to what the placed digits leave of the sum, so each open cell keeps only digits of
 * such a set (one its cells' candidates can hold); a digit every such set holds that only one open cell can take
 * is placed there. Cells left with one digit are appended to the queue (ws.queueLength). Returns -1 on a
 * contradiction (no set fits, or a full cage with the wrong sum), else 1 when something was removed, 0 when
 * nothing was.
 */
function cageSums(ws: Workspace, t: CageTables): number {
  const { cand, placed, queue } = ws;
  const { cageStart, cells, cageSum, maxSum, start, sets } = t;
  let changed = 0;
  for (let i = 0; i + 1 < cageStart.length; i++) {
    let left = cageSum[i], used = 0, open = 0, reach = 0;
    for (let k = cageStart[i]; k < cageStart[i + 1]; k++) {
      const c = cells[k], m = cand[c];
      if (placed[c] !== 0) {
        left -= 32 - Math.clz32(m);
        used |= m;
      } else {
        open++;
        reach |= m;
      }
    }
    if (open === 0) {
      if (left !== 0) return -1;
      continue;
    }
    if (left < 1 || left > maxSum) return -1;
    let allowed = 0, required = -1;
    for (
      let j = start[open * (maxSum + 1) + left], end = start[open * (maxSum + 1) + left + 1];
      j < end;
      j++
    ) {
      const set = sets[j];
      if ((set & used) === 0 && (set & ~reach) === 0) {
        allowed |= set;
        required &= set;
      }
    }
    if (allowed === 0) return -1;
    // A required digit with one open cell left to take it goes there (each cell takes one digit of the set).
    let lonely = 0;
    if (required !== 0) {
      let once = 0, twice = 0;
      for (let k = cageStart[i]; k < cageStart[i + 1]; k++) {
        const c = cells[k];
        if (placed[c] !== 0) continue;
        const m = cand[c] & required;
        twice |= once & m;
        once |= m;
      }
      if ((once & required) !== required) return -1;
      lonely = required & ~twice;
    }
    if ((reach & ~allowed) === 0 && lonely === 0) continue;
    for (let k = cageStart[i]; k < cageStart[i + 1]; k++) {
      const c = cells[k];
      if (placed[c] !== 0) continue;
      let m = cand[c] & allowed;
      const only = m & lonely;
      if (only !== 0) {
        // Two required digits with this as their only cell: no set fits.
        if ((only & (only - 1)) !== 0) return -1;
        m = only;
      }
      if (m === cand[c]) continue;
      if (m === 0) return -1;
      cand[c] = m;
      changed = 1;
      if ((m & (m - 1)) === 0) queue[ws.queueLength++] = c;
    }
  }
  return changed;
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
  const peerStart = g.peerStart, peers = g.peerCells, houseCells = g.houseCells;
  const n = g.size, cellCount = g.cellCount, all = g.allDigits, houseCount = g.houses.length;
  const cages = cageTablesOf(g);
  let qlen = ws.queueLength, placedCount = ws.placedCount;
  ws.queueLength = 0;
  for (;;) {
    while (qlen > 0) {
      const cell = queue[--qlen];
      if (placed[cell] !== 0) continue;
      const m = cand[cell];
      placed[cell] = 1;
      placedCount++;
      for (let k = peerStart[cell], end = peerStart[cell + 1]; k < end; k++) {
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
    if (placedCount === cellCount) return cages === null || cageSums(ws, cages) === 0;
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
    if (cages !== null) {
      ws.queueLength = 0;
      const sums = cageSums(ws, cages);
      if (sums < 0) return false;
      if (sums > 0) {
        qlen = ws.queueLength;
        ws.queueLength = 0;
        continue;
      }
    }
    if (!ws.counting || ws.rowSegs === null || ws.colSegs === null) return true;
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
  const g = ws.g, n = g.size, houseCells = g.houseCells, boxOfCell = g.regionOfCell.box;
  const { segLen, segsPerLine, linesPerBox, lineRegion, lineOfCell, cells, box, boxSegs, boxRegion } = segs;
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
      const base = boxRegion[box[s0 + k]] * n, lineHouse = lineRegion[line];
      for (let i = 0; i < n; i++) {
        const c = houseCells[base + i];
        const v = cand[c];
        if ((v & e) === 0 || placed[c] !== 0 || lineOfCell[c] === lineHouse) continue;
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
      const base = lineRegion[line] * n, boxHouse = boxRegion[b];
      for (let j = 0; j < n; j++) {
        const c = houseCells[base + j];
        const v = cand[c];
        if ((v & e) === 0 || placed[c] !== 0 || boxOfCell[c] === boxHouse) continue;
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
    const k = popcount(cand[c]);
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
  for (let h = 0, houseCount = g.houses.length; h < houseCount; h++) {
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
          const bit = rng === null ? m & -m : nthBit(m, rng.nextInt(popcount(m)));
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
      const bit = rng === null ? rest & -rest : nthBit(rest, rng.nextInt(popcount(rest)));
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
