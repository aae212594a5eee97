/**
 * Every technique over rules that are not plain classic: X-Sudoku (two diagonals as extra houses, so cells
 * have three to five houses), killer (cages over the whole grid, so every cell has a region beyond its three
 * houses) and jigsaw (pieces in place of boxes, so no cell has a box). From a solution grid valid under those
 * rules and some of its digits as givens, each position of a cheapest-step walk is handed to every
 * technique's find and findAll: no error, every placement is the solution's digit, no elimination removes it,
 * and the uniqueness techniques (sound only under plain classic rules) find nothing. A unique-rectangle shape
 * that is no deadly pattern under X rules must not fire.
 *
 * The states are built and advanced here from the rules' peer table alone, on purpose apart from the engine's
 * createState and applyStep, so the check on each step does not lean on the code it checks.
 */
import assert from "node:assert/strict";
import { TECHNIQUE_IDS, type TechniqueId, techniqueInfo } from "../../../engine/catalogue.ts";
import {
  boxOf,
  type Cage,
  cellName,
  CLASSIC,
  jigsawRules,
  killerRules,
  regionOf,
  type Rules,
  xRules,
} from "../../../engine/rules.ts";
import { Rng } from "../../../engine/rng.ts";
import { TECHNIQUES } from "../../../engine/techniques/index.ts";
import type { SolveState, Step } from "../../../engine/techniques/step.ts";
import { UNIQUE_RECTANGLE } from "../../../engine/techniques/uniqueness.ts";

/** The digits a cell may hold given the digits placed in its peers (0 for a filled cell). */
function candidatesOf(rules: Rules, cells: Uint8Array): Uint16Array {
  const candidates = new Uint16Array(rules.cellCount);
  for (let cell = 0; cell < rules.cellCount; cell++) {
    if (cells[cell] !== 0) continue;
    let mask = rules.allDigits;
    for (let i = rules.peerStart[cell]; i < rules.peerStart[cell + 1]; i++) {
      const digit = cells[rules.peerCells[i]];
      if (digit !== 0) mask &= ~(1 << (digit - 1));
    }
    candidates[cell] = mask;
  }
  return candidates;
}

/** Place a digit and take it from every peer, through every region of the rules. */
function place(state: SolveState, cell: number, digit: number): void {
  const { rules } = state;
  state.cells[cell] = digit;
  state.candidates[cell] = 0;
  for (let i = rules.peerStart[cell]; i < rules.peerStart[cell + 1]; i++) {
    state.candidates[rules.peerCells[i]] &= ~(1 << (digit - 1));
  }
}

function apply(state: SolveState, step: Step): void {
  for (const { cell, digit } of step.placements) place(state, cell, digit);
  for (const { cell, digit } of step.eliminations) state.candidates[cell] &= ~(1 << (digit - 1));
}

/**
 * A full grid valid under the rules, by depth-first search taking the cell with fewest candidates first and
 * trying digits in an order shuffled by the seed.
 */
function solutionFor(rules: Rules, seed: string): Uint8Array {
  const rng = new Rng(seed);
  const cells = new Uint8Array(rules.cellCount);
  const fill = (): boolean => {
    const candidates = candidatesOf(rules, cells);
    let best = -1, fewest = rules.size + 1;
    for (let cell = 0; cell < rules.cellCount; cell++) {
      if (cells[cell] !== 0) continue;
      let count = 0;
      for (let m = candidates[cell]; m !== 0; m &= m - 1) count++;
      if (count < fewest) best = cell, fewest = count;
    }
    if (best < 0) return true;
    const digits = rng.shuffle(Array.from({ length: rules.size }, (_, i) => i + 1));
    for (const digit of digits) {
      if (!(candidates[best] & (1 << (digit - 1)))) continue;
      cells[best] = digit;
      if (fill()) return true;
    }
    cells[best] = 0;
    return false;
  };
  assert.ok(fill(), `a ${rules.variant} ${rules.shape} grid exists`);
  return cells;
}

/** Every region of the rules holds each digit at most once (and each house all of them). */
function assertValid(rules: Rules, solution: Uint8Array): void {
  rules.regions.forEach((region, r) => {
    const digits = new Set([...region.cells].map((cell) => solution[cell]));
    assert.equal(digits.size, region.cells.length, `${region.kind} ${region.index + 1} repeats a digit`);
    if (r < rules.houses.length) assert.ok(!digits.has(0));
    if (region.sum !== undefined) {
      assert.equal([...region.cells].reduce((s, cell) => s + solution[cell], 0), region.sum);
    }
  });
}

/**
 * Cages covering the whole grid, two to four orthogonally joined cells each with no digit twice in the
 * solution, and sums taken from it: grown from the first free cell in reading order by free right or lower
 * neighbours in a seeded order.
 */
function cagesFor(size: number, solution: Uint8Array, seed: string): Cage[] {
  const rng = new Rng(seed);
  const owner = new Int32Array(size * size).fill(-1);
  const cages: Cage[] = [];
  for (let first = 0; first < size * size; first++) {
    if (owner[first] >= 0) continue;
    const cells = [first];
    owner[first] = cages.length;
    const target = 2 + rng.nextInt(3);
    while (cells.length < target) {
      const options: number[] = [];
      for (const cell of cells) {
        const r = Math.floor(cell / size), c = cell % size;
        for (const next of [c + 1 < size ? cell + 1 : -1, r + 1 < size ? cell + size : -1]) {
          if (next < 0 || owner[next] >= 0 || options.includes(next)) continue;
          if (cells.some((other) => solution[other] === solution[next])) continue;
          options.push(next);
        }
      }
      if (options.length === 0) break;
      const next = options[rng.nextInt(options.length)];
      owner[next] = cages.length;
      cells.push(next);
    }
    cages.push({ cells, sum: cells.reduce((s, cell) => s + solution[cell], 0) });
  }
  return cages;
}

/** The solution with all but `givens` digits taken out, at seeded places. */
function carve(rules: Rules, solution: Uint8Array, givens: number, seed: string): SolveState {
  const order = new Rng(seed).shuffle(Array.from({ length: rules.cellCount }, (_, i) => i));
  const cells = new Uint8Array(rules.cellCount);
  for (const cell of order.slice(0, givens)) cells[cell] = solution[cell];
  return { rules, cells, candidates: candidatesOf(rules, cells) };
}

const UNIQUENESS = new Set(TECHNIQUE_IDS.filter((id) => techniqueInfo(id).uniqueness));

function assertAgrees(state: SolveState, step: Step, solution: Uint8Array, id: TechniqueId): void {
  const g = state.rules;
  assert.equal(step.technique, id);
  assert.ok(step.placements.length + step.eliminations.length > 0, `${id} step changes something`);
  for (const h of step.pattern.houses ?? []) {
    assert.ok(h >= 0 && h < g.regions.length, `${id} names region ${h}, which the rules do not have`);
  }
  for (const cell of step.pattern.cells ?? []) {
    assert.ok(cell >= 0 && cell < g.cellCount, `${id} names cell ${cell}`);
  }
  for (const { cell, digit } of step.placements) {
    assert.equal(state.cells[cell], 0, `${id} places into a filled cell ${cellName(g, cell)}`);
    assert.equal(digit, solution[cell], `${id} places ${digit} in ${cellName(g, cell)}`);
  }
  for (const { cell, digit } of step.eliminations) {
    assert.notEqual(digit, solution[cell], `${id} removes the solution's ${digit} from ${cellName(g, cell)}`);
    assert.ok(state.candidates[cell] & (1 << (digit - 1)), `${id} removes a candidate that is gone`);
  }
}

/** What a sweep found: instances per technique, and instances whose pattern names a diagonal. */
interface Tally {
  readonly found: Map<TechniqueId, number>;
  onDiagonal: number;
}

/**
 * Walk from the carved position by the cheapest step (catalogue order), checking every technique's every
 * instance at each position against the solution, and counting them into the tally.
 */
function walk(state: SolveState, solution: Uint8Array, ids: readonly TechniqueId[], tally: Tally): void {
  const { found } = tally;
  const diagonal = (h: number) => state.rules.regions[h].kind === "diagonal";
  for (let guard = 0; guard < state.rules.cellCount * 4; guard++) {
    let next: Step | null = null;
    for (const id of ids) {
      const technique = TECHNIQUES[id];
      const all = technique.findAll(state);
      const first = technique.find(state);
      if (UNIQUENESS.has(id)) {
        assert.deepEqual(all, [], `${id} stays silent under ${state.rules.variant} rules`);
        assert.equal(first, null, `${id} stays silent under ${state.rules.variant} rules`);
        continue;
      }
      assert.deepEqual(first, all[0] ?? null, `${id}: find returns findAll's first instance`);
      for (const step of all) {
        assertAgrees(state, step, solution, id);
        if (step.pattern.houses?.some(diagonal)) tally.onDiagonal++;
      }
      found.set(id, (found.get(id) ?? 0) + all.length);
      next ??= first;
    }
    if (!next) return;
    apply(state, next);
  }
  assert.fail("the walk ends within four steps per cell");
}

function sweep(
  rules: Rules,
  solution: Uint8Array,
  givens: readonly number[],
  ids: readonly TechniqueId[] = TECHNIQUE_IDS,
): Tally {
  assertValid(rules, solution);
  const tally: Tally = { found: new Map(), onDiagonal: 0 };
  givens.forEach((count, i) =>
    walk(carve(rules, solution, count, `${rules.variant}-carve-${i}`), solution, ids, tally)
  );
  return tally;
}

/** Steps found by techniques beyond singles, intersections and subsets (the families a walk needs least). */
function advancedSteps(found: Map<TechniqueId, number>): number {
  const basic = new Set(["singles", "intersections", "subsets"]);
  let total = 0;
  for (const [id, count] of found) if (!basic.has(techniqueInfo(id).family)) total += count;
  return total;
}

const X_RULES = xRules("9x9");
const X_SOLUTION = solutionFor(X_RULES, "x-sudoku");

Deno.test("X-Sudoku 9×9: every technique's every instance agrees with the solution; uniqueness stays silent", () => {
  const { found, onDiagonal } = sweep(X_RULES, X_SOLUTION, [24, 26, 28, 30, 32, 34]);
  assert.ok(advancedSteps(found) > 0, `beyond the basic families something fires: ${[...found]}`);
  assert.ok(onDiagonal > 0, "some instance works through a diagonal");
});

Deno.test("killer 9×9 with cages over the whole grid: every instance agrees with the solution", () => {
  const solution = solutionFor(CLASSIC, "killer");
  const rules = killerRules("9x9", cagesFor(9, solution, "killer-cages"));
  assert.equal(rules.cages.reduce((n, cage) => n + cage.cells.length, 0), 81, "the cages cover the grid");
  const { found } = sweep(rules, solution, [24, 26, 28, 30, 32, 34]);
  assert.ok(advancedSteps(found) > 0, `beyond the basic families something fires: ${[...found]}`);
});

/**
 * Jigsaw pieces that a classic solution grid also solves: the 3×3 boxes, with one pair of cells traded across
 * each border between boxes side by side, a cell beside the border for the cell diagonally across it that holds
 * the same digit. Every piece keeps its nine digits and stays joined, and none is a box any more. Null when
 * some border has no such pair of cells.
 */
function jigsawPieces(solution: Uint8Array): number[] | null {
  const pieceOf = Array.from({ length: 81 }, (_, cell) => boxOf(CLASSIC, cell));
  for (let band = 0; band < 9; band += 3) {
    for (const left of [2, 5]) {
      // (r, left) goes right and (r2, left + 1) goes left: each stays beside a cell of its new piece.
      const rows = [band, band + 1, band + 2];
      const pair = rows.flatMap((r) =>
        rows.filter((r2) => r2 !== r).map((r2) => [r * 9 + left, r2 * 9 + left + 1])
      )
        .find(([a, b]) => solution[a] === solution[b]);
      if (!pair) return null;
      const [a, b] = pair;
      [pieceOf[a], pieceOf[b]] = [pieceOf[b], pieceOf[a]];
    }
  }
  return pieceOf;
}

Deno.test("jigsaw 9×9 (no boxes): every instance agrees with the solution", () => {
  let solution = solutionFor(CLASSIC, "jigsaw-0"), pieces = jigsawPieces(solution);
  for (let seed = 1; !pieces && seed < 50; seed++) {
    solution = solutionFor(CLASSIC, `jigsaw-${seed}`);
    pieces = jigsawPieces(solution);
  }
  assert.ok(pieces, "a classic grid with a digit to trade across every border");
  const rules = jigsawRules("9x9", pieces);
  assert.ok(rules.regionOfCell.box.every((box) => box < 0), "a jigsaw has no boxes");
  const boxes = CLASSIC.regions.filter((region) => region.kind === "box").map((box) => box.cells.join());
  assert.ok(rules.regions.every((region) => !boxes.includes(region.cells.join())), "no piece is a box");
  const { found } = sweep(rules, solution, [24, 26, 28, 30, 32, 34]);
  assert.equal(found.get("two-string-kite"), 0);
  assert.equal(found.get("empty-rectangle"), 0);
  assert.ok(advancedSteps(found) > 0, `beyond the basic families something fires: ${[...found]}`);
});

/**
 * A rectangle over two boxes whose corners hold a, b / b, a in the X solution, with the swap breaking a
 * diagonal: with every other cell filled, the X position has one completion, yet the corners look like a
 * deadly pattern. Three corners {a, b} and the fourth {a, b, c} would make a type 1 unique rectangle take a
 * and b from the fourth, leaving c, which is wrong.
 */
Deno.test("unique rectangle does not fire on a deadly-looking pattern that X rules make unique", () => {
  const g = X_RULES, n = g.size, s = X_SOLUTION;
  const box = (cell: number) => regionOf(g, "box", cell);
  let corners: number[] | null = null;
  for (let r1 = 0; r1 < n && !corners; r1++) {
    for (let r2 = r1 + 1; r2 < n && !corners; r2++) {
      for (let c1 = 0; c1 < n && !corners; c1++) {
        for (let c2 = c1 + 1; c2 < n && !corners; c2++) {
          const cells = [r1 * n + c1, r1 * n + c2, r2 * n + c1, r2 * n + c2];
          if (new Set(cells.map(box)).size !== 2) continue;
          if (s[cells[0]] !== s[cells[3]] || s[cells[1]] !== s[cells[2]]) continue;
          // Swapping a and b keeps rows, columns and boxes valid; it must break a diagonal.
          const swapped = s.slice();
          for (const cell of cells) swapped[cell] = s[cells[0]] + s[cells[1]] - s[cell];
          const diagonalsHold = g.regions.every((region) =>
            region.kind !== "diagonal" || new Set([...region.cells].map((cell) => swapped[cell])).size === n
          );
          if (!diagonalsHold) corners = cells;
        }
      }
    }
  }
  assert.ok(corners, "the X solution has such a rectangle");
  const [a, b] = [s[corners[0]], s[corners[1]]];
  const c = (a % n) + 1 === b ? ((b % n) + 1) : (a % n) + 1; // a third digit
  const position = (rules: Rules): SolveState => {
    const cells = s.slice();
    const candidates = new Uint16Array(g.cellCount);
    for (const cell of corners!) {
      cells[cell] = 0;
      candidates[cell] = (1 << (a - 1)) | (1 << (b - 1));
    }
    candidates[corners![3]] |= 1 << (c - 1);
    return { rules, cells, candidates };
  };
  // Under classic rules the same shape is a deadly pattern, and type 1 takes the solution's digit away.
  const classic = UNIQUE_RECTANGLE.find(position(CLASSIC));
  assert.ok(classic, "classic rules see a type 1 unique rectangle");
  assert.ok(
    classic.eliminations.some(({ cell, digit }) => s[cell] === digit),
    "which would be wrong under X",
  );
  assert.equal(UNIQUE_RECTANGLE.find(position(g)), null);
  assert.deepEqual(UNIQUE_RECTANGLE.findAll(position(g)), []);
  assert.deepEqual(TECHNIQUES["unique-rectangle"].findAll(position(g)), []);
});
