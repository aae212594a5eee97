/**
 * Cage techniques: what a killer cage's sum says about its cells, and the rule of 45.
 *
 * - Cage combination: the open cells of a cage take a set of distinct digits (none placed in the cage) adding
 *   up to what the placed digits leave of the sum. Only the sets that can really be spread over the open
 *   cells count (each cell takes a different digit of the set from its candidates); a candidate in no such
 *   set is removed. Pattern: cells = the cage's open cells, houses = [cage], digits = the digits of the sets
 *   left. Scan order: cage.
 * - Cage confinement: a digit in every set left for a cage must go in one of the cage's open cells that still
 *   have it, so it leaves every cell outside the cage that sees all of those (when they lie in one house,
 *   the rest of that house among others). Pattern: cells = those cage cells, houses = [cage] plus the house
 *   they share when they share one, digits = [digit]. Scan order: cage, then digit.
 * - Innies and outies (the rule of 45): a block of houses (a row, column or box; two or three rows or columns
 *   side by side; two boxes side by side) holds 45 per house. Take away the cages wholly inside it: the cells
 *   left (the innies) add up to the rest. When every cell of the block is in a cage, the cells of the cages
 *   reaching into it that lie outside (the outies) add up to what those cages hold beyond the block's share.
 *   With one innie or outie open it is placed; with two or three, each keeps only digits of ways to make the
 *   sum with distinct digits where the cells see each other. Pattern: cells = every innie (or outie) cell,
 *   placed ones included (their digits count towards the sum), houses = the block's houses then the cages
 *   counted (for innies those inside it; for outies those inside it and those reaching into it), variant
 *   "innies" or "outies": cageWords rebuilds the sums from these. Scan order: blocks of one house (rows, columns,
 *   boxes), of two (rows, columns, boxes), of three (rows, columns); innies before outies.
 *
 * Each is sound under any rules with cages (sums come from the rules; cells are compared through the peer
 * table) and finds nothing under rules without them.
 */
import { digitOfBit } from "../board.ts";
import { perRules, regionsOfKind, type Rules } from "../rules.ts";
import { cellOfBit, position, sees } from "./position.ts";
import {
  cellList,
  linesWords,
  placedWords,
  regionLabel,
  regionWithSum,
  removesWords,
  type Words,
} from "./words.ts";
import { type CellDigit, type SolveState, type Step, type Technique, techniqueFromScan } from "./step.ts";

/** The cages of a rules object as the scans read them: region index, cells and sum. */
interface CageInfo {
  readonly region: number;
  readonly cells: Int32Array;
  readonly sum: number;
}

const cagesOf = perRules((g): CageInfo[] => {
  const out: CageInfo[] = [];
  g.regions.forEach((r, region) => {
    if (r.kind === "cage" && r.sum !== undefined) out.push({ region, cells: r.cells, sum: r.sum });
  });
  return out;
});

/** The sum of each set of digits 1..16, by mask. */
const SET_SUMS = (() => {
  const sums = new Uint8Array(1 << 16);
  for (let mask = 1; mask < sums.length; mask++) {
    sums[mask] = sums[mask & (mask - 1)] + digitOfBit(mask & -mask);
  }
  return sums;
})();

/**
 * The digit sets of a grid size by count and sum, built on first use: `combos(size)[count * (maxSum + 1) + sum]`
 * lists every set of `count` distinct digits 1..size adding up to `sum`, ascending by mask. A cage's sets are
 * among these few (at most 12 for 9×9), which is cheaper than growing every set its cells could take.
 */
const combosBySize = new Map<number, number[][]>();

function combos(size: number): number[][] {
  let lists = combosBySize.get(size);
  if (lists) return lists;
  const maxSum = (size * (size + 1)) / 2;
  lists = Array.from({ length: (size + 1) * (maxSum + 1) }, () => []);
  for (let mask = 1; mask < 1 << size; mask++) {
    let count = 0;
    for (let m = mask; m !== 0; m &= m - 1) count++;
    lists[count * (maxSum + 1) + SET_SUMS[mask]].push(mask);
  }
  combosBySize.set(size, lists);
  return lists;
}

/**
 * Scratch for spreads: each open cell's choices within the set, the cell each digit (by bit index) went to, and
 * the digits one augmenting search has visited.
 */
let choices = new Int32Array(16);
const cellOfDigit = new Int32Array(16);
const visited = new Int32Array(1);

/** Give cell i a digit of its choices, moving digits already given along (an augmenting path): whether it can. */
function augment(i: number): boolean {
  for (let m = choices[i] & ~visited[0]; m !== 0; m &= m - 1) {
    const bit = m & -m;
    visited[0] |= bit;
    const digit = 31 - Math.clz32(bit);
    if (cellOfDigit[digit] < 0 || augment(cellOfDigit[digit])) {
      cellOfDigit[digit] = i;
      return true;
    }
  }
  return false;
}

/**
 * Whether the open cells can take the digits of `set` (as many as there are cells), one each from their
 * candidates: a perfect matching of cells to digits, found by augmenting paths.
 */
function spreads(open: readonly number[], candidates: Uint16Array, set: number): boolean {
  if (choices.length < open.length) choices = new Int32Array(open.length);
  let covered = 0;
  for (let i = 0; i < open.length; i++) {
    choices[i] = candidates[open[i]] & set;
    if (choices[i] === 0) return false;
    covered |= choices[i];
  }
  if (covered !== set) return false;
  cellOfDigit.fill(-1);
  for (let i = 0; i < open.length; i++) {
    visited[0] = 0;
    if (!augment(i)) return false;
  }
  return true;
}

/**
 * The sets of distinct digits that the open cells (with these candidates) can take, one digit each, avoiding
 * `used`, and adding up to `left`: the sets of that many digits and that sum, kept when the cells can take them.
 * Returns their union and intersection (both 0 when there is none).
 */
function spreadSets(
  open: readonly number[],
  candidates: Uint16Array,
  used: number,
  left: number,
  size: number,
): { union: number; common: number } {
  const maxSum = (size * (size + 1)) / 2;
  let union = 0, common = -1;
  if (left >= 1 && left <= maxSum && open.length <= size) {
    for (const set of combos(size)[open.length * (maxSum + 1) + left]) {
      if (set & used || !spreads(open, candidates, set)) continue;
      union |= set;
      common &= set;
    }
  }
  return union === 0 ? { union: 0, common: 0 } : { union, common };
}

/**
 * What a cage's sets say in a position: its open cells, the union of the sets that fit them (0 when none does)
 * and the digits every such set holds.
 */
interface CageSets {
  readonly open: readonly number[];
  readonly union: number;
  readonly common: number;
}

/**
 * Per cage, the last answer and the position of its cells it was for (each cell's digit and candidates): between
 * the steps of a solve most cages do not change, and both cage techniques ask about every cage.
 */
interface CageMemo {
  keys: Int32Array[];
  answers: Array<CageSets | null>;
}

const memoOf = perRules((g): CageMemo => {
  const cages = cagesOf(g);
  return {
    keys: cages.map((cage) => new Int32Array(cage.cells.length).fill(-1)),
    answers: cages.map(() => null),
  };
});

function cageSets(state: SolveState, k: number): CageSets {
  const g = state.rules;
  const cage = cagesOf(g)[k];
  const memo = memoOf(g);
  const key = memo.keys[k];
  const { cells, candidates } = state;
  let same = memo.answers[k] !== null;
  for (let i = 0; i < cage.cells.length; i++) {
    const cell = cage.cells[i];
    const now = (cells[cell] << 16) | candidates[cell];
    if (key[i] !== now) {
      key[i] = now;
      same = false;
    }
  }
  if (same) return memo.answers[k]!;
  const open: number[] = [];
  let used = 0, left = cage.sum;
  for (const cell of cage.cells) {
    const digit = cells[cell];
    if (digit === 0) open.push(cell);
    else {
      used |= 1 << (digit - 1);
      left -= digit;
    }
  }
  const answer = open.length === 0
    ? { open, union: 0, common: 0 }
    : { open, ...spreadSets(open, candidates, used, left, g.size) };
  memo.answers[k] = answer;
  return answer;
}

function cageCombination(state: SolveState, emit: (step: Step) => boolean): void {
  const g = state.rules;
  const { candidates } = state;
  const cages = cagesOf(g);
  for (let k = 0; k < cages.length; k++) {
    const { open, union } = cageSets(state, k);
    if (union === 0) continue;
    // Most cages have nothing to remove: find that out before building a step.
    let outside = 0;
    for (const cell of open) outside |= candidates[cell] & ~union;
    if (outside === 0) continue;
    const eliminations: CellDigit[] = [];
    for (const cell of open) {
      for (let m = candidates[cell] & ~union; m !== 0; m &= m - 1) {
        eliminations.push({ cell, digit: digitOfBit(m & -m) });
      }
    }
    if (eliminations.length === 0) continue;
    const digits: number[] = [];
    for (let m = union; m !== 0; m &= m - 1) digits.push(digitOfBit(m & -m));
    const stop = emit({
      technique: "cage-combination",
      placements: [],
      eliminations,
      pattern: { cells: [...open], houses: [cages[k].region], digits },
    });
    if (stop) return;
  }
}

/** The first house (in region order) holding every one of the cells, or -1. */
function commonHouse(g: Rules, cells: readonly number[]): number {
  const { cellRegionStart, cellRegionList } = g;
  const first = cells[0];
  for (let i = cellRegionStart[first]; i < cellRegionStart[first + 1]; i++) {
    const h = cellRegionList[i];
    if (h >= g.houses.length) break;
    let all = true;
    for (let k = 1; k < cells.length && all; k++) {
      let inside = false;
      for (let j = cellRegionStart[cells[k]]; j < cellRegionStart[cells[k] + 1]; j++) {
        if (cellRegionList[j] === h) inside = true;
      }
      all = inside;
    }
    if (all) return h;
  }
  return -1;
}

function cageConfinement(state: SolveState, emit: (step: Step) => boolean): void {
  const g = state.rules;
  const { candidates, cells: placed } = state;
  const { words, peers } = position(state);
  const cageOf = g.regionOfCell.cage;
  const cages = cagesOf(g);
  for (let k = 0; k < cages.length; k++) {
    const cage = cages[k];
    const { open, common } = cageSets(state, k);
    for (let m = common; m !== 0; m &= m - 1) {
      const bit = m & -m;
      const digit = digitOfBit(bit);
      const holders = open.filter((cell) => candidates[cell] & bit);
      if (holders.length === 0) continue;
      const eliminations: CellDigit[] = [];
      // The cells outside the cage that see every holder, ascending: the holders' peer sets ANDed together.
      for (let w = 0; w < words; w++) {
        let seeAll = -1;
        for (const holder of holders) seeAll &= peers[holder * words + w];
        for (; seeAll !== 0; seeAll &= seeAll - 1) {
          const cell = cellOfBit(w, seeAll & -seeAll);
          if (placed[cell] !== 0 || !(candidates[cell] & bit) || cageOf[cell] === cage.region) continue;
          eliminations.push({ cell, digit });
        }
      }
      if (eliminations.length === 0) continue;
      const house = commonHouse(g, holders);
      const stop = emit({
        technique: "cage-confinement",
        placements: [],
        eliminations,
        pattern: {
          cells: holders,
          houses: house >= 0 ? [cage.region, house] : [cage.region],
          digits: [digit],
        },
      });
      if (stop) return;
    }
  }
}

/**
 * A block for the rule of 45, with what the cages make fixed about it: its innie cells and the sum they make,
 * and (when every cell of the block is in a cage) its outie cells and theirs.
 */
interface Block {
  readonly houses: number[];
  readonly innies: number[];
  readonly innieSum: number;
  readonly insideCages: number[];
  readonly outies: number[] | null;
  readonly outieSum: number;
  readonly reachingCages: number[];
}

/** Blocks whose innies or outies the scan looks at: at most this many open cells. */
const MOST_OPEN = 3;

/**
 * The blocks of a grid's houses, each with its cells in ascending order: they depend on the houses alone, which
 * every killer of a shape shares, so they are built once per shape rather than once per cage list.
 */
const houseBlocks = new Map<string, Array<{ houses: number[]; cells: number[] }>>();

function blocksOfHouses(g: Rules): Array<{ houses: number[]; cells: number[] }> {
  const key = `${g.variant}/${g.shape}`;
  let blocks = houseBlocks.get(key);
  if (blocks) return blocks;
  const rows = regionsOfKind(g, "row"), columns = regionsOfKind(g, "column"), boxes = regionsOfKind(g, "box");
  const perRow = g.size / g.boxCols;
  const boxPairs: number[][] = [];
  for (let b = 0; b < boxes.length; b++) {
    if ((b + 1) % perRow !== 0) boxPairs.push([boxes[b], boxes[b + 1]]);
    if (b + perRow < boxes.length) boxPairs.push([boxes[b], boxes[b + perRow]]);
  }
  const runs = (lines: number[], length: number) =>
    lines.slice(0, lines.length - length + 1).map((_, i) => lines.slice(i, i + length));
  const groups: number[][] = [
    ...rows.map((h) => [h]),
    ...columns.map((h) => [h]),
    ...boxes.map((h) => [h]),
    ...runs(rows, 2),
    ...runs(columns, 2),
    ...boxPairs,
    ...runs(rows, 3),
    ...runs(columns, 3),
  ];
  blocks = groups.map((houses) => ({
    houses,
    cells: [...new Set(houses.flatMap((h) => [...g.houses[h]]))].sort((x, y) => x - y),
  }));
  houseBlocks.set(key, blocks);
  return blocks;
}

const blocksOf = perRules((g): Block[] => {
  const cages = cagesOf(g);
  if (cages.length === 0) return [];
  const owner = new Int32Array(g.cellCount).fill(-1);
  cages.forEach((cage, k) => {
    for (const cell of cage.cells) owner[cell] = k;
  });
  const total = (g.size * (g.size + 1)) / 2;
  // Scratch reused block to block: which cells are in the block, and how many cells of each cage are. Only the
  // cages the block touches are looked at (the generator builds these blocks for every cage list it tries).
  const inBlock = new Uint8Array(g.cellCount);
  const cellsIn = new Int32Array(cages.length);
  const touched: number[] = [];
  return blocksOfHouses(g).map(({ houses, cells: blockCells }): Block => {
    let covered = true;
    touched.length = 0;
    for (const cell of blockCells) {
      inBlock[cell] = 1;
      const k = owner[cell];
      if (k < 0) covered = false;
      else if (cellsIn[k]++ === 0) touched.push(k);
    }
    touched.sort((a, b) => a - b);
    const inside: number[] = [], reaching: number[] = [];
    for (const k of touched) {
      if (cellsIn[k] === cages[k].cells.length) inside.push(k);
      else reaching.push(k);
    }
    const insideSum = inside.reduce((s, k) => s + cages[k].sum, 0);
    const innies = blockCells.filter((cell) =>
      owner[cell] < 0 || cellsIn[owner[cell]] !== cages[owner[cell]].cells.length
    );
    const outies: number[] = [];
    for (const k of reaching) for (const cell of cages[k].cells) if (!inBlock[cell]) outies.push(cell);
    outies.sort((a, b) => a - b);
    const reachingSum = reaching.reduce((s, k) => s + cages[k].sum, 0);
    for (const cell of blockCells) inBlock[cell] = 0;
    for (const k of touched) cellsIn[k] = 0;
    return {
      houses,
      innies,
      innieSum: total * houses.length - insideSum,
      insideCages: inside.map((k) => cages[k].region),
      outies: covered ? outies : null,
      outieSum: reachingSum - (total * houses.length - insideSum),
      reachingCages: reaching.map((k) => cages[k].region),
    };
  }).filter((block) => block.innies.length > 0 || (block.outies?.length ?? 0) > 0);
});

/** Per open cell of a small group, the digits some way of making `target` gives it (sideStep's eliminations). */
function waysToMake(state: SolveState, open: readonly number[], target: number): number[] {
  const g = state.rules, { candidates } = state;
  const allowed = open.map(() => 0);
  const digits: number[] = [];
  const walk = (i: number, left: number): void => {
    if (i === open.length - 1) {
      if (left < 1 || left > g.size || !(candidates[open[i]] & (1 << (left - 1)))) return;
      for (let j = 0; j < i; j++) if (digits[j] === left && sees(g, open[j], open[i])) return;
      digits[i] = left;
      for (let j = 0; j <= i; j++) allowed[j] |= 1 << (digits[j] - 1);
      return;
    }
    for (let m = candidates[open[i]]; m !== 0; m &= m - 1) {
      const digit = digitOfBit(m & -m);
      if (digit >= left) break;
      let clash = false;
      for (let j = 0; j < i && !clash; j++) clash = digits[j] === digit && sees(g, open[j], open[i]);
      if (clash) continue;
      digits[i] = digit;
      walk(i + 1, left - digit);
    }
  };
  walk(0, target);
  return allowed;
}

/** One side (innies or outies) of a block: a step when it has 1 to MOST_OPEN open cells and says something. */
function sideStep(
  state: SolveState,
  block: Block,
  cells: readonly number[],
  sum: number,
  variant: "innies" | "outies",
): Step | null {
  const open: number[] = [];
  let target = sum;
  for (const cell of cells) {
    if (state.cells[cell] === 0) open.push(cell);
    else target -= state.cells[cell];
  }
  if (open.length === 0 || open.length > MOST_OPEN) return null;
  const pattern = {
    cells: [...cells],
    houses: [...block.houses, ...block.insideCages, ...(variant === "innies" ? [] : block.reachingCages)],
    variant,
  };
  const { candidates } = state;
  if (open.length === 1) {
    const cell = open[0];
    if (target < 1 || target > state.rules.size || !(candidates[cell] & (1 << (target - 1)))) return null;
    return { technique: "innies-outies", placements: [{ cell, digit: target }], eliminations: [], pattern };
  }
  const allowed = waysToMake(state, open, target);
  const eliminations: CellDigit[] = [];
  // No way at all means the position is already broken: say nothing rather than empty the cells.
  if (allowed.every((digits) => digits === 0)) return null;
  open.forEach((cell, i) => {
    for (let m = candidates[cell] & ~allowed[i]; m !== 0; m &= m - 1) {
      eliminations.push({ cell, digit: digitOfBit(m & -m) });
    }
  });
  if (eliminations.length === 0) return null;
  return { technique: "innies-outies", placements: [], eliminations, pattern };
}

function inniesOuties(state: SolveState, emit: (step: Step) => boolean): void {
  for (const block of blocksOf(state.rules)) {
    const innies = sideStep(state, block, block.innies, block.innieSum, "innies");
    if (innies && emit(innies)) return;
    if (block.outies === null) continue;
    const outies = sideStep(state, block, block.outies, block.outieSum, "outies");
    if (outies && emit(outies)) return;
  }
}

/** "rows 1–2", "column 5", "boxes 1 and 2": the houses of a rule-of-45 block (all of one kind). */
function blockWords(w: Words, g: Rules, houses: readonly number[]): string {
  const { kind } = g.regions[houses[0]];
  const numbers = houses.map((h) => g.regions[h].index + 1);
  if (numbers.length === 1) return regionLabel(w, g, houses[0]);
  if (kind === "box") return w.t("cages.block.boxes", { numbers: w.list(numbers) });
  const consecutive = numbers.every((n, i) => i === 0 || n === numbers[i - 1] + 1);
  if (!consecutive) return linesWords(w, g, houses);
  const run = { first: numbers[0], last: numbers[numbers.length - 1] };
  return w.t(kind === "row" ? "cages.block.rows" : "cages.block.columns", run);
}

/** "r2c4 is 7", "r4c4, r4c5, sticking out, add up to 7": what a rule-of-45 step's cells make. */
function resultWords(w: Words, g: Rules, step: Step, target: number): string {
  const p = step.pattern;
  const cells = cellList(g, p.cells ?? []);
  const outies = p.variant === "outies";
  if ((p.cells?.length ?? 0) > 1) {
    if (!step.placements.length) return w.t(outies ? "cages.45.out-sum" : "cages.45.sum", { cells, target });
    const placed = placedWords(w, g, step.placements).join(", ");
    return w.t(outies ? "cages.45.out-sum-placed" : "cages.45.sum-placed", { cells, target, placed });
  }
  if (step.placements.length) return w.t(outies ? "cages.45.out-is" : "cages.45.is", { cells, target });
  return w.t(outies ? "cages.45.out-makes" : "cages.45.makes", { cells, target });
}

/**
 * Words for the cage techniques, rebuilt from the pattern and the rules' sums:
 * - "Cage combination in cage 3 (sum 17): r1c1, r1c2 can only take digits of {8,9}, which removes 1, 2 from r1c1"
 * - "Cage confinement in cage 3 (sum 17): every way to fill it uses 9, and only r1c1, r1c2 can take it, which
 *   removes 9 from r1c5"
 * - "Rule of 45: rows 1–2 hold 90; the cages inside them add up to 83, so r2c4 is 7"
 * - "Rule of 45: row 3 holds 45; the cages in it or reaching into it add up to 52, so r4c4, r4c5, sticking out,
 *   add up to 7, which removes 7, 8, 9 from r4c4"
 */
function cageWords(g: Rules, step: Step, w: Words): string {
  const p = step.pattern;
  const cells = cellList(g, p.cells ?? []);
  const removes = step.eliminations.length ? w.t("cages.which", { removes: removesWords(w, g, step) }) : "";
  if (step.technique === "cage-combination" || step.technique === "cage-confinement") {
    const name = w.techniqueName(step.technique);
    const cage = regionWithSum(w, g, p.houses![0]);
    const sentence = step.technique === "cage-combination"
      ? w.t("cages.combination", { name, cage, cells, set: `{${p.digits!.join(",")}}` })
      : w.t("cages.confinement", { name, cage, cells, digit: p.digits![0] });
    return sentence + removes;
  }
  const houseCount = g.houses.length;
  const block = p.houses!.filter((h) => h < houseCount);
  const cages = p.houses!.filter((h) => h >= houseCount);
  const total = ((g.size * (g.size + 1)) / 2) * block.length;
  const cageTotal = cages.reduce((sum, r) => sum + (g.regions[r].sum ?? 0), 0);
  const outies = p.variant === "outies";
  const target = outies ? cageTotal - total : total - cageTotal;
  const key = outies ? "cages.45.reaching" : cages.length ? "cages.45.inside" : "cages.45.none-inside";
  const sentence = w.t(key, {
    block: blockWords(w, g, block),
    n: block.length,
    total,
    cageTotal,
    result: resultWords(w, g, step, target),
  });
  return sentence + removes;
}

/** The most digit sets a reason lists before it counts the rest. */
const LISTED_SETS = 8;

/**
 * Why a cage combination holds, in the position it was found in: the sets of distinct digits that make what the
 * open cells must add up to, and (when the cells' candidates rule some out) the sets that still fit them.
 */
function combinationReason(state: SolveState, step: Step, w: Words): string {
  const g = state.rules;
  const region = step.pattern.houses![0];
  const cage = cagesOf(g).find((c) => c.region === region)!;
  const open: number[] = [];
  const placed: number[] = [];
  let used = 0, left = cage.sum;
  for (const cell of cage.cells) {
    const digit = state.cells[cell];
    if (digit === 0) open.push(cell);
    else {
      placed.push(digit);
      used |= 1 << (digit - 1);
      left -= digit;
    }
  }
  const cells = cellList(g, open);
  const removes = step.eliminations.length ? w.t("cages.which", { removes: removesWords(w, g, step) }) : "";
  const besides = placed.length
    ? w.t("cages.combination.besides", { placed: w.list(placed.sort((a, b) => a - b)) })
    : "";
  if (open.length === 1) return w.t("cages.combination.why-one", { cells, left, besides }) + removes;
  const maxSum = (g.size * (g.size + 1)) / 2;
  const all = combos(g.size)[open.length * (maxSum + 1) + left].filter((set) => (set & used) === 0);
  const fitting = all.filter((set) => spreads(open, state.candidates, set));
  const params = {
    cells,
    left,
    count: w.count(open.length),
    besides,
    sets: setsWords(w, all),
    n: all.length,
  };
  const sentence = fitting.length === all.length
    ? w.t("cages.combination.why-all", params)
    : w.t("cages.combination.why-fit", { ...params, fitting: setsWords(w, fitting), m: fitting.length });
  return sentence + removes;
}

/** Digit sets as "{1,2}, {3,4} and {5,6}", the first LISTED_SETS of them and a count of the rest. */
function setsWords(w: Words, sets: readonly number[]): string {
  const named = sets.slice(0, LISTED_SETS).map((set) => {
    const digits: number[] = [];
    for (let m = set; m !== 0; m &= m - 1) digits.push(digitOfBit(m & -m));
    return `{${digits.join(",")}}`;
  });
  if (sets.length <= LISTED_SETS) return w.list(named);
  return w.t("cages.combination.more", { sets: named.join(", "), count: sets.length - LISTED_SETS });
}

export const CAGE_COMBINATION: Technique = {
  ...techniqueFromScan("cage-combination", cageCombination),
  describe: cageWords,
  // The description names the set the cells keep; the reason shows where it comes from.
  explain: combinationReason,
};
export const CAGE_CONFINEMENT: Technique = {
  ...techniqueFromScan("cage-confinement", cageConfinement),
  describe: cageWords,
  // Its description already gives the arithmetic.
  explain: (state, step, w) => cageWords(state.rules, step, w),
};
export const INNIES_OUTIES: Technique = {
  ...techniqueFromScan("innies-outies", inniesOuties),
  describe: cageWords,
  // Its description already gives the arithmetic.
  explain: (state, step, w) => cageWords(state.rules, step, w),
};

/** In catalogue order. */
export const CAGE_TECHNIQUES: Technique[] = [CAGE_COMBINATION, CAGE_CONFINEMENT, INNIES_OUTIES];
