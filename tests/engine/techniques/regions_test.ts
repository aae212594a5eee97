/**
 * The singles, intersections and subsets under rules other than plain classic: they read regions by kind and
 * clear any region holding their cells (a cage too), and never treat a cage as a house.
 */
import assert from "node:assert/strict";
import { emptyGrid, type Grid } from "../../../engine/board.ts";
import {
  boxOf,
  type Cage,
  cellName,
  jigsawRules,
  killerRules,
  regionName,
  regionOf,
  regionsOfKind,
  type Rules,
  type ShapeName,
  xRules,
} from "../../../engine/rules.ts";
import { INTERSECTION_TECHNIQUES } from "../../../engine/techniques/intersections.ts";
import { SINGLE_TECHNIQUES } from "../../../engine/techniques/singles.ts";
import { SUBSET_TECHNIQUES } from "../../../engine/techniques/subsets.ts";
import { describeStep } from "../../../engine/techniques/index.ts";
import {
  type CellDigit,
  createState,
  type SolveState,
  type Technique,
} from "../../../engine/techniques/step.ts";
import { assertSound } from "../../testing/grids.ts";

/** An empty grid's state under `rules`, with the given cells' candidates narrowed to exactly `keep`. */
function stateWith(
  rules: Rules,
  keep: Record<string, string>,
  remove: Record<string, string> = {},
): SolveState {
  const state = createState(emptyGrid(rules));
  const cellOf = (name: string) => {
    const cell = Array.from({ length: rules.cellCount }, (_, c) => c).find((c) =>
      cellName(rules, c) === name
    );
    if (cell === undefined) throw new Error(`no cell ${name}`);
    return cell;
  };
  const mask = (digits: string) => [...digits].reduce((m, d) => m | (1 << (Number(d) - 1)), 0);
  for (const [name, digits] of Object.entries(keep)) state.candidates[cellOf(name)] = mask(digits);
  for (const [name, digits] of Object.entries(remove)) state.candidates[cellOf(name)] &= ~mask(digits);
  return state;
}

/** Every cell of `cells` loses `digit` (names like "r1c2"). */
function without(rules: Rules, digit: string, cells: number[]): Record<string, string> {
  return Object.fromEntries(cells.map((c) => [cellName(rules, c), digit]));
}

const names = (rules: Rules, list: readonly CellDigit[]) =>
  list.map((e) => `${cellName(rules, e.cell)}-${e.digit}`);

Deno.test("a naked pair in a row that also lies in a killer cage clears the cage", () => {
  const rules = killerRules("9x9", [{ cells: [0, 1, 13], sum: 6 }]);
  const state = stateWith(rules, { r1c1: "12", r1c2: "12", r2c5: "123" });
  const step = SUBSET_TECHNIQUES[0].find(state)!;
  assert.equal(step.technique, "naked-pair");
  assert.deepEqual(step.pattern.houses!.map((r) => regionName(rules, r)), ["row 1", "box 1", "cage 1"]);
  assert.ok(names(rules, step.eliminations).includes("r2c5-1"), "the cage's third cell loses 1");
  assert.ok(names(rules, step.eliminations).includes("r2c5-2"));
  assert.match(describeStep(rules, step), /^Naked pair \{1,2\} in r1c1, r1c2 removes 1, 2 from /);
});

Deno.test("a digit with one place in a cage is no hidden single, and a cage's last cell no full house", () => {
  const rules = killerRules("9x9", [{ cells: [40, 41], sum: 11 }, { cells: [0, 1], sum: 3 }]);
  const state = stateWith(rules, {}, { r5c6: "5" });
  for (const technique of SINGLE_TECHNIQUES) assert.equal(technique.find(state), null, technique.id);
  const grid: Grid = emptyGrid(rules);
  grid.cells[0] = 1;
  const placed = createState(grid);
  placed.candidates[1] = 1 << 1;
  const single = SINGLE_TECHNIQUES[0].find(placed)!;
  assert.deepEqual(single.placements, [{ cell: 1, digit: 2 }]);
  assert.equal(single.pattern.variant, undefined, "r1c2 is its cage's last empty cell, not its row's");
});

Deno.test("X: the line single scans the diagonals after the rows and columns, and names them", () => {
  const rules = xRules("9x9");
  const [main] = regionsOfKind(rules, "diagonal");
  const state = stateWith(
    rules,
    {},
    without(rules, "5", [...rules.regions[main].cells].filter((c) => c !== 0)),
  );
  assert.equal(SINGLE_TECHNIQUES[1].find(state), null, "no box holds a lonely 5");
  const step = SINGLE_TECHNIQUES[2].find(state)!;
  assert.deepEqual(step.placements, [{ cell: 0, digit: 5 }]);
  assert.equal(describeStep(rules, step), "Hidden single (row or column) in main diagonal: r1c1 = 5");
});

Deno.test("X: a box's digit confined to a diagonal points along it", () => {
  const rules = xRules("9x9");
  const box1 = rules.regions[regionOf(rules, "box", 0)].cells;
  const state = stateWith(rules, {}, without(rules, "7", [...box1].filter((c) => c !== 0 && c !== 10)));
  const step = INTERSECTION_TECHNIQUES[0].find(state)!;
  assert.equal(step.technique, "pointing");
  assert.deepEqual(step.pattern.houses!.map((r) => regionName(rules, r)), ["box 1", "main diagonal"]);
  assert.deepEqual(names(rules, step.eliminations), [
    "r4c4-7",
    "r5c5-7",
    "r6c6-7",
    "r7c7-7",
    "r8c8-7",
    "r9c9-7",
  ]);
});

Deno.test("X: claiming from a diagonal spares its own cells, the centre one on both diagonals included", () => {
  const rules = xRules("9x9");
  const [main] = regionsOfKind(rules, "diagonal");
  const state = stateWith(
    rules,
    {},
    without(rules, "3", [...rules.regions[main].cells].filter((c) => boxOf(rules, c) !== 4)),
  );
  const step = INTERSECTION_TECHNIQUES[1].find(state)!;
  assert.equal(step.technique, "claiming");
  assert.deepEqual(step.pattern.houses!.map((r) => regionName(rules, r)), ["main diagonal", "box 5"]);
  assert.deepEqual(
    names(rules, step.eliminations),
    ["r4c5-3", "r4c6-3", "r5c4-3", "r5c6-3", "r6c4-3", "r6c5-3"],
    "r5c5 lies on the main diagonal (and on the anti-diagonal) and keeps its 3",
  );
});

Deno.test("jigsaw: a piece's digit confined to a row points along the row", () => {
  const pieceOf = Array.from({ length: 81 }, (_, c) => boxOf(xRules("9x9"), c));
  pieceOf[2] = 1;
  pieceOf[3] = 0;
  const rules = jigsawRules("9x9", pieceOf);
  const piece = rules.regions[regionOf(rules, "jigsaw", 0)].cells;
  const state = stateWith(rules, {}, without(rules, "4", [...piece].filter((c) => c !== 0 && c !== 3)));
  const step = INTERSECTION_TECHNIQUES[0].find(state)!;
  assert.deepEqual(step.pattern.houses!.map((r) => regionName(rules, r)), ["region 1", "row 1"]);
  assert.deepEqual(names(rules, step.eliminations), [
    "r1c3-4",
    "r1c5-4",
    "r1c6-4",
    "r1c7-4",
    "r1c8-4",
    "r1c9-4",
  ]);
});

/** A solution grid under `rules`, by depth-first search taking the cell with fewest candidates first. */
function solve(rules: Rules): Uint8Array {
  const cells = new Uint8Array(rules.cellCount);
  const fits = (cell: number, d: number) => {
    for (let i = rules.peerStart[cell]; i < rules.peerStart[cell + 1]; i++) {
      if (cells[rules.peerCells[i]] === d) return false;
    }
    return true;
  };
  const fill = (): boolean => {
    let best = -1, bestCount = rules.size + 1;
    for (let cell = 0; cell < rules.cellCount; cell++) {
      if (cells[cell]) continue;
      let count = 0;
      for (let d = 1; d <= rules.size; d++) if (fits(cell, d)) count++;
      if (count < bestCount) [best, bestCount] = [cell, count];
    }
    if (best < 0) return true;
    for (let d = 1; d <= rules.size; d++) {
      if (!fits(best, d)) continue;
      cells[best] = d;
      if (fill()) return true;
    }
    cells[best] = 0;
    return false;
  };
  if (!fill()) throw new Error(`no ${rules.variant} ${rules.shape} solution`);
  return cells;
}

/** Cages of two cells side by side along each row (the last column of an odd size left out), summed from a solution. */
function dominoCages(size: number, solution: Uint8Array): Cage[] {
  const cages: Cage[] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c + 1 < size; c += 2) {
      const cells = [r * size + c, r * size + c + 1];
      cages.push({ cells, sum: solution[cells[0]] + solution[cells[1]] });
    }
  }
  return cages;
}

/** The boxes, with two cells of one digit traded between the first two boxes: pieces that hold every digit. */
function tradedPieces(shape: ShapeName, solution: Uint8Array): number[] {
  const classic = xRules(shape);
  const pieceOf = Array.from({ length: classic.cellCount }, (_, c) => boxOf(classic, c));
  const a = pieceOf.findIndex((piece, c) => piece === 0 && solution[c] === 1);
  const b = pieceOf.findIndex((piece, c) => piece === 1 && solution[c] === 1);
  [pieceOf[a], pieceOf[b]] = [1, 0];
  return pieceOf;
}

const FAMILIES: readonly Technique[] = [
  ...SINGLE_TECHNIQUES,
  ...INTERSECTION_TECHNIQUES,
  ...SUBSET_TECHNIQUES,
];

/**
 * From the solution with a third or a quarter of its cells given (which, `seed` picks), every step each technique finds is checked against
 * the solution (placements right, no solution digit removed) and applied, cheapest first; when none finds one,
 * the solution's digit goes in the first empty cell. Returns the steps checked per technique.
 */
function walk(rules: Rules, solution: Uint8Array, counts: Record<string, number>, seed: number): void {
  const grid = emptyGrid(rules);
  for (let cell = 0; cell < rules.cellCount; cell++) {
    if ((cell * 7 + seed) % (3 + (seed & 1)) === 0) grid.cells[cell] = solution[cell];
  }
  const state = createState(grid);
  for (;;) {
    const empty = state.cells.indexOf(0);
    if (empty < 0) return;
    let moved = false;
    for (const technique of FAMILIES) {
      const steps = technique.findAll(state);
      for (const step of steps) {
        const copy = { rules, cells: state.cells.slice(), candidates: state.candidates.slice() };
        assertSound(copy, step, solution);
        counts[technique.id] = (counts[technique.id] ?? 0) + 1;
      }
      if (steps.length) {
        assertSound(state, steps[0], solution);
        moved = true;
        break;
      }
    }
    if (!moved) {
      assertSound(state, {
        technique: "naked-single",
        placements: [{ cell: empty, digit: solution[empty] }],
        eliminations: [],
        pattern: {},
      }, solution);
    }
  }
}

Deno.test("X, killer and jigsaw: every single, intersection and subset step agrees with a solution", () => {
  const counts: Record<string, number> = {};
  for (const shape of ["4x4", "6x6", "9x9"] as const) {
    const x = xRules(shape);
    const solution = solve(x);
    const killer = killerRules(shape, dominoCages(x.size, solution));
    const jigsaw = jigsawRules(shape, tradedPieces(shape, solution));
    for (let seed = 0; seed < 12; seed++) {
      for (const rules of [x, killer, jigsaw]) walk(rules, solution, counts, seed);
    }
  }
  for (const id of ["naked-single", "hidden-single-box", "hidden-single-line", "pointing", "claiming"]) {
    assert.ok(counts[id] > 0, `${id} found something to check (${JSON.stringify(counts)})`);
  }
});
