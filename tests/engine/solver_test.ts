import assert from "node:assert/strict";
import fc from "fast-check";
import { emptyGrid, findConflicts, formatGrid, type Grid, parseGrid } from "../../engine/board.ts";
import {
  type Cage,
  classicRules,
  jigsawRules,
  killerRules,
  type Rules,
  SHAPE_NAMES,
  xRules,
} from "../../engine/rules.ts";
import { Rng } from "../../engine/rng.ts";
import {
  countSolutions,
  countSolutionsGeneric,
  countSolutionsV1,
  fillGrid,
  fillGridGeneric,
  solve,
} from "../../engine/solver.ts";
import { otherSolution } from "../../engine/classic9/solver.ts";
import { carveMinimal } from "../../bench/carve_minimal.ts";
import { carveAttempt, generateVariant } from "../../engine/generate/mod.ts";
import { checkUnique, countUpToTwo, gradeUnique } from "../../engine/grade.ts";
import type { TechniqueId } from "../../engine/catalogue.ts";
import { TECHNIQUES } from "../../engine/techniques/index.ts";
import { applyStep, createState, type SolveState } from "../../engine/techniques/step.ts";

function gridOf(text: string): Grid {
  const parsed = parseGrid(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

function withCells(rules: Rules, cells: Uint8Array): Grid {
  return { rules, cells };
}

/** Every cell filled with 1..N and every house holding each digit once. */
function assertValidSolution(rules: Rules, cells: Uint8Array | null): asserts cells is Uint8Array {
  assert.ok(cells, "a solution");
  assert.equal(cells.length, rules.cellCount);
  for (const house of rules.houses) {
    let seen = 0;
    for (const cell of house) {
      const v = cells[cell];
      assert.ok(v >= 1 && v <= rules.size, `cell ${cell} holds ${v}`);
      seen |= 1 << (v - 1);
    }
    assert.equal(seen, rules.allDigits, "each digit once per house");
  }
}

function assertMatchesGivens(grid: Grid, solution: Uint8Array): void {
  for (let c = 0; c < grid.cells.length; c++) {
    if (grid.cells[c] !== 0) assert.equal(solution[c], grid.cells[c], `given at cell ${c} kept`);
  }
}

/**
 * Known unique 9×9 puzzles with their solutions (uniqueness and solutions checked with qqwing):
 * AI Escargot, Easter Monster and Arto Inkala's 2010 puzzle.
 */
const UNIQUE_9X9: Array<[string, string]> = [
  [
    "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
    "162857493534129678789643521475312986913586742628794135356478219241935867897261354",
  ],
  [
    "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
    "174385962293467158586192734451923876928674315367851249719548623635219487842736591",
  ],
  [
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    "812753649943682175675491283154237896369845721287169534521974368438526917796318452",
  ],
];

const EASTER_MONSTER = UNIQUE_9X9[1][0];

const SIZES = SHAPE_NAMES.map(classicRules);
const G4 = classicRules("4x4"), G9 = classicRules("9x9"), G16 = classicRules("16x16");

Deno.test("conflicting givens: count 0 at once, on both cores and every size", () => {
  const rowClash = gridOf("5.5" + ".".repeat(78));
  const boxClash = gridOf("7........" + ".7......." + ".".repeat(63));
  for (const grid of [rowClash, boxClash]) {
    assert.ok(findConflicts(grid).length > 0);
    for (const count of [countSolutions, countSolutionsGeneric]) {
      const r = count(grid);
      assert.deepEqual(r, { count: 0, solution: null, work: 1, capped: false });
    }
    assert.equal(solve(grid), null);
  }
  for (const g of SIZES) {
    const cells = new Uint8Array(g.cellCount);
    cells[0] = 1;
    cells[g.size] = 1; // same column
    assert.equal(countSolutions(withCells(g, cells)).count, 0, g.shape);
  }
});

Deno.test("no solution although the givens do not conflict", () => {
  // Row 1 needs a 9 in r1c9, but column 9 already has one.
  const grid = gridOf("12345678." + "........9" + ".".repeat(63));
  assert.equal(findConflicts(grid).length, 0);
  for (const count of [countSolutions, countSolutionsGeneric]) {
    const r = count(grid, 2);
    assert.equal(r.count, 0);
    assert.equal(r.solution, null);
    assert.equal(r.capped, false);
  }
  // A subtler one: the unique Easter Monster with one solution digit changed to another digit that does not
  // clash with any given: no conflicts, but no solution either.
  const [puzzle, answer] = UNIQUE_9X9[1];
  const cells = gridOf(puzzle).cells.slice();
  const sol = gridOf(answer).cells;
  let changed = false;
  for (let c = 0; c < 81 && !changed; c++) {
    if (cells[c] !== 0) continue;
    for (let v = 1; v <= 9 && !changed; v++) {
      if (v === sol[c]) continue;
      cells[c] = v;
      if (findConflicts(withCells(G9, cells)).length === 0) changed = true;
      else cells[c] = 0;
    }
  }
  assert.ok(changed);
  const broken = withCells(G9, cells);
  assert.equal(countSolutions(broken).count, 0);
  assert.equal(countSolutionsGeneric(broken).count, 0);
  assert.equal(solve(broken), null);
});

Deno.test("unique puzzles: count 1 and the known solution, on both cores", () => {
  for (const [puzzle, answer] of UNIQUE_9X9) {
    const grid = gridOf(puzzle);
    for (const count of [countSolutions, countSolutionsGeneric]) {
      const r = count(grid, 2);
      assert.equal(r.count, 1, puzzle);
      assert.equal(r.capped, false);
      assertValidSolution(G9, r.solution);
      assertMatchesGivens(grid, r.solution);
      assert.equal(formatGrid(withCells(G9, r.solution)), answer);
      assert.ok(r.work >= 1);
    }
    assert.equal(formatGrid(withCells(G9, solve(grid)!)), answer);
  }
});

Deno.test("unique puzzles of every size, carved from filled grids", () => {
  for (const g of SIZES) {
    if (g.size === 16) continue; // 16×16 is covered by the property test below
    const rng = new Rng(`carve-${g.shape}`);
    const full = fillGrid(g, rng);
    const cells = full.cells.slice();
    const order = rng.shuffle(Array.from({ length: g.cellCount }, (_, i) => i));
    for (const c of order) {
      const keep = cells[c];
      cells[c] = 0;
      if (countSolutions(withCells(g, cells), 2).count !== 1) cells[c] = keep;
    }
    const puzzle = withCells(g, cells);
    for (const count of [countSolutions, countSolutionsGeneric]) {
      const r = count(puzzle, 2);
      assert.equal(r.count, 1, g.shape);
      assert.deepEqual(r.solution, full.cells);
    }
    // Minimal: removing any remaining clue gives several solutions.
    for (let c = 0; c < g.cellCount; c++) {
      if (cells[c] === 0) continue;
      const fewer = cells.slice();
      fewer[c] = 0;
      assert.equal(countSolutions(withCells(g, fewer), 2).count, 2);
    }
  }
});

/** Four cells on two rows and two columns spanning two boxes, holding a b / b a in the solution. */
function findRectangle(g: Rules, sol: Uint8Array): number[] | null {
  const n = g.size;
  const box = (c: number) => g.regionOfCell.box[c];
  for (let r1 = 0; r1 < n; r1++) {
    for (let r2 = r1 + 1; r2 < n; r2++) {
      for (let c1 = 0; c1 < n; c1++) {
        for (let c2 = c1 + 1; c2 < n; c2++) {
          const cells = [r1 * n + c1, r1 * n + c2, r2 * n + c1, r2 * n + c2];
          if (new Set(cells.map(box)).size !== 2) continue;
          if (sol[cells[0]] === sol[cells[3]] && sol[cells[1]] === sol[cells[2]]) return cells;
        }
      }
    }
  }
  return null;
}

Deno.test("several solutions: empty grids and an unavoidable rectangle", () => {
  for (const g of SIZES) {
    for (const count of [countSolutions, countSolutionsGeneric]) {
      const r = count(emptyGrid(g), 2);
      assert.equal(r.count, 2, g.shape);
      assert.equal(r.capped, false);
      assertValidSolution(g, r.solution);
    }
  }
  // A solved grid with a rectangle's four cells emptied has exactly two solutions.
  const [puzzle, answer] = UNIQUE_9X9[0];
  const sol = gridOf(answer).cells;
  const rect = findRectangle(G9, sol);
  assert.ok(rect, "the solution has an unavoidable rectangle");
  const holes = sol.slice();
  for (const c of rect) holes[c] = 0;
  for (const count of [countSolutions, countSolutionsGeneric]) {
    assert.equal(count(withCells(G9, holes), 10).count, 2);
  }
  // The unique puzzle without the rectangle's clues: the swapped grid is a second solution.
  const cells = gridOf(puzzle).cells.slice();
  const clues = rect.filter((c) => cells[c] !== 0);
  assert.ok(clues.length > 0, "a unique puzzle has a clue in every unavoidable rectangle");
  for (const c of clues) cells[c] = 0;
  const two = withCells(G9, cells);
  for (const count of [countSolutions, countSolutionsGeneric]) {
    const r = count(two, 2);
    assert.equal(r.count, 2);
    assertValidSolution(G9, r.solution);
    assertMatchesGivens(two, r.solution);
  }
  assert.equal(countSolutions(two, 1000).count, countSolutionsGeneric(two, 1000).count);
});

Deno.test("X-Sudoku 9×9 takes the generic core and its diagonals: unique under X, two solutions as classic", () => {
  const x = xRules("9x9");
  const full = fillGrid(x, new Rng("x-sudoku"));
  assertValidSolution(x, full.cells);
  // Carved while unique under X rules: the diagonals do work some classic removals could not do.
  const puzzle = carveMinimal(full, new Rng("x-sudoku/carve")).puzzle;
  const underX = countSolutions(puzzle, 2);
  assert.deepEqual(underX, countSolutionsGeneric(puzzle, 2), "the generic core's answer and work");
  assert.equal(underX.count, 1);
  assert.deepEqual(underX.solution, full.cells);
  const asClassic = countSolutions(withCells(G9, puzzle.cells), 2);
  assert.equal(asClassic.count, 2);
  assertValidSolution(G9, asClassic.solution);
  assertMatchesGivens(puzzle, asClassic.solution);
});

Deno.test("killer 9×9 takes the generic core: a cage's repeated digit rules out one of two classic solutions", () => {
  // A solved grid with an unavoidable rectangle emptied has two solutions: its own and the swapped one.
  const sol = gridOf(UNIQUE_9X9[0][1]).cells;
  const rect = findRectangle(G9, sol);
  assert.ok(rect, "the solution has an unavoidable rectangle");
  const holes = sol.slice();
  for (const c of rect) holes[c] = 0;
  assert.equal(countSolutions(withCells(G9, holes), 10).count, 2);
  const swapped = sol.slice();
  for (const c of rect) swapped[c] = sol[rect[0]] + sol[rect[1]] - sol[c];
  // A cage joins the rectangle's first cell with a cell holding that cell's digit: the original solution
  // repeats a digit in the cage, the swapped one does not. (Cage sums are not searched on; this one holds.)
  const twin = sol.findIndex((v, c) => !rect.includes(c) && v === sol[rect[0]]);
  const rules = killerRules("9x9", [{ cells: [rect[0], twin], sum: swapped[rect[0]] + swapped[twin] }]);
  const killer = withCells(rules, holes);
  const counted = countSolutions(killer, 10);
  assert.deepEqual(counted, countSolutionsGeneric(killer, 10), "the generic core's answer and work");
  assert.equal(counted.count, 1);
  assert.deepEqual(counted.solution, swapped);
});

Deno.test("limit is honoured; the empty 4×4 grid has 288 solutions", () => {
  const empty = emptyGrid(G4);
  assert.equal(countSolutions(empty, 1).count, 1);
  assert.equal(countSolutions(empty, 5).count, 5);
  for (const count of [countSolutions, countSolutionsGeneric]) {
    const all = count(empty, 1000);
    assert.equal(all.count, 288);
    assert.equal(all.capped, false);
    assert.equal(count(empty, Infinity).count, 288);
    assert.equal(count(empty, 288).count, 288);
  }
  assert.throws(() => countSolutions(empty, 0), RangeError);
  assert.throws(() => countSolutions(empty, 1.5), RangeError);
  assert.throws(() => countSolutions({ rules: G9, cells: new Uint8Array(80) }), RangeError);
});

Deno.test("budget caps the work deterministically", () => {
  const grid = gridOf(EASTER_MONSTER);
  const full = countSolutions(grid, 2);
  assert.equal(full.capped, false);
  assert.ok(full.work > 20, `Easter Monster needs real search (work ${full.work})`);
  assert.deepEqual(countSolutions(grid, 2), full, "work is the same run to run");
  for (const budget of [0, 1, 2, 5, 20]) {
    const r = countSolutions(grid, 2, budget);
    assert.equal(r.capped, true);
    assert.equal(r.count, 0);
    assert.equal(r.solution, null);
    assert.equal(r.work, Math.max(1, budget));
    assert.deepEqual(countSolutions(grid, 2, budget), r);
    const g = countSolutionsGeneric(grid, 2, budget);
    assert.equal(g.capped, true);
    assert.equal(g.work, Math.max(1, budget));
  }
  // A budget that reaches the first solution but not the end: count 1 is only a lower bound.
  const firstAt = countSolutions(grid, 1).work;
  const partial = countSolutions(grid, 2, firstAt);
  assert.equal(partial.count, 1);
  assert.equal(partial.capped, true);
  // Enough budget: the same result as unlimited.
  assert.deepEqual(countSolutions(grid, 2, full.work), full);
  // Budget counts nodes, so a solve by propagation alone fits in budget 1.
  const easy = gridOf(UNIQUE_9X9[0][1].slice(0, 75) + "......");
  assert.equal(countSolutions(easy, 2, 1).capped, false);
  assert.equal(solve(grid, 3), null);
});

Deno.test("fillGrid gives valid full grids for every size", () => {
  for (const g of SIZES) {
    for (let seed = 0; seed < 20; seed++) {
      const grid = fillGrid(g, new Rng(seed));
      assert.equal(grid.rules, g);
      assertValidSolution(g, grid.cells);
    }
  }
  // Different seeds give different grids.
  const a = formatGrid(fillGrid(G9, new Rng(1))), b = formatGrid(fillGrid(G9, new Rng(2)));
  assert.notEqual(a, b);
});

Deno.test("fillGrid golden vectors are pinned and deterministic", () => {
  const golden: Array<[Rules, string, string]> = [
    [G4, "golden-4", "4312123421433421"],
    [G9, "golden", "826345971719286453534791268648519732172638549953472816261957384495863127387124695"],
    [
      G16,
      "golden-16",
      "984CB7E6531FAGD2BD538ACF9GE241672E163D9G4B7AC8F5AGF741256C8D9B3E" +
      "7F692G4AB83CDE513A82EBDCG1596F745CEB16F972D43AG814GD5837AF6E2CB9" +
      "C29EG581FD43B7A6653FC9BE1AG7824D81BG74ADE526F9C3D7A4F26389CBE51G" +
      "FBD563G82EA1749CE921DC7B34FG568AG37A9E54C6B81D2F46C8AF12D795G3EB",
    ],
  ];
  for (const [g, seed, expected] of golden) {
    const first = formatGrid(fillGrid(g, new Rng(seed)));
    assert.equal(first, expected, `${g.shape} ${seed}`);
    assert.equal(formatGrid(fillGrid(g, new Rng(seed))), first);
  }
  // One Rng, two fills: the second continues the stream, and replays the same way.
  const r1 = new Rng(7), r2 = new Rng(7);
  assert.deepEqual(fillGrid(G9, r1).cells, fillGrid(G9, r2).cells);
  assert.deepEqual(fillGrid(G9, r1).cells, fillGrid(G9, r2).cells);
});

Deno.test("fillGrid on 9×9: the band bitboards fill as the generic core does, and leave the Rng where it does", () => {
  for (let seed = 0; seed < 3000; seed++) {
    const fast = new Rng(`fill/${seed}`), generic = new Rng(`fill/${seed}`);
    assert.deepEqual(fillGrid(G9, fast).cells, fillGridGeneric(G9, generic).cells, `seed ${seed}`);
    assert.equal(fast.nextUint32(), generic.nextUint32(), `seed ${seed}: the Rng streams part`);
  }
});

/** A filled grid with the cells whose draw falls under `threshold` (out of 100) emptied. */
function carvedCase(g: Rules, maxThreshold: number) {
  return fc.record({
    seed: fc.integer(),
    threshold: fc.integer({ min: 0, max: maxThreshold }),
    draws: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: g.cellCount, maxLength: g.cellCount }),
  });
}

function checkCarved(g: Rules, seed: number, threshold: number, draws: number[], compareCores: boolean) {
  const full = fillGrid(g, new Rng(seed));
  const cells = full.cells.slice();
  for (let c = 0; c < g.cellCount; c++) if (draws[c] < threshold) cells[c] = 0;
  const puzzle = withCells(g, cells);
  const r = countSolutions(puzzle, 2);
  assert.equal(r.capped, false);
  assert.ok(r.count >= 1, "the filled grid is always a solution");
  assertValidSolution(g, r.solution);
  assertMatchesGivens(puzzle, r.solution);
  if (r.count === 1) assert.deepEqual(r.solution, full.cells);
  if (compareCores) {
    const generic = countSolutionsGeneric(puzzle, 2);
    assert.equal(generic.count, r.count);
    if (r.count === 1) assert.deepEqual(generic.solution, full.cells);
    // Both cores enumerate the same number of solutions further out, too.
    assert.equal(countSolutionsGeneric(puzzle, 20).count, countSolutions(puzzle, 20).count);
  }
}

Deno.test("property: carved 9×9 grids keep their solution, and both cores agree", () => {
  fc.assert(
    fc.property(carvedCase(G9, 100), ({ seed, threshold, draws }) => {
      checkCarved(G9, seed, threshold, draws, true);
    }),
    { numRuns: 400 },
  );
});

Deno.test("property: carved 4×4, 6×6 and 16×16 grids keep their solution", () => {
  for (
    const [name, runs, maxThreshold] of [["4x4", 150, 100], ["6x6", 150, 100], ["16x16", 40, 45]] as const
  ) {
    const g = classicRules(name);
    fc.assert(
      fc.property(carvedCase(g, maxThreshold), ({ seed, threshold, draws }) => {
        checkCarved(g, seed, threshold, draws, false);
      }),
      { numRuns: runs },
    );
  }
});

/** The techniques the solver's propagation stands for (engine/generate/cap.ts, PROPAGATION_IDS). */
const propagation = new Set<TechniqueId>([
  "naked-single",
  "hidden-single-box",
  "hidden-single-line",
  "pointing",
  "claiming",
]);

/** The grader's steps of the propagation's techniques, taken until none applies. */
function propagationClosure(puzzle: Grid): SolveState {
  const state = createState(puzzle);
  for (let progress = true; progress;) {
    progress = false;
    for (const id of propagation) {
      const step = TECHNIQUES[id].find(state);
      if (step) {
        applyStep(state, step);
        progress = true;
        break;
      }
    }
  }
  return state;
}

Deno.test("property: otherSolution finds a second solution exactly when countSolutions counts two", () => {
  // Its propagation is the first core's (countSolutionsV1): the classic 9×9 count deduces more before guessing.
  // The generator's trial: empty a cell (or a 180° pair) of a unique puzzle and ask whether it stays unique.
  let found = 0, unique = 0, propagated = 0, restoredOnly = 0, pairs = 0;
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      fc.integer({ min: 0, max: 80 }),
      fc.boolean(),
      fc.array(fc.integer({ min: 0, max: 80 }), { maxLength: 12 }),
      (seed, first, pair, extras) => {
        const full = fillGrid(G9, new Rng(seed));
        // A unique puzzle: a minimal one plus some of the solution's other digits (and the group's).
        const cells = pair && first !== 80 - first ? [first, 80 - first] : [first];
        const before = carveMinimal(full, new Rng(seed + 1)).puzzle.cells;
        for (const c of [...extras, ...cells]) before[c] = full.cells[c];
        const after = before.slice();
        for (const c of cells) after[c] = 0;
        const puzzle = withCells(G9, after);
        const digits = cells.map((c) => full.cells[c]);
        const other = otherSolution(puzzle, cells, digits);
        const counted = countSolutionsV1(puzzle, 2);
        assert.equal(countSolutions(puzzle, 2).count, counted.count);
        assert.equal(other.capped, false);
        assert.equal(other.found, counted.count === 2);
        // "Propagated" means the group came back with no branching: always so when the whole grid does, and
        // only when the techniques the propagation stands for put the group's digits back.
        if (counted.work === 1 && counted.count === 1) assert.ok(other.propagated);
        if (other.propagated) {
          const closed = propagationClosure(puzzle);
          assert.deepEqual(cells.map((c) => closed.cells[c]), digits, formatGrid(puzzle));
          if (counted.work > 1) restoredOnly++;
        }
        if (other.found) found++;
        else unique++;
        if (other.propagated) propagated++;
        if (cells.length === 2) pairs++;
        // With a budget too small to finish it gives up, never answers wrongly.
        const small = otherSolution(puzzle, cells, digits, 2);
        assert.ok(small.capped || small.found === other.found);
      },
    ),
    { numRuns: 400 },
  );
  assert.ok(
    found > 20 && unique > 20 && propagated > 0 && pairs > 20,
    `${found} ${unique} ${propagated} ${pairs}`,
  );
  console.log(
    `otherSolution: ${propagated} put back by propagation, ${restoredOnly} of them short of solving`,
  );
});

Deno.test("a first-core count that needs no branching means singles, pointing and claiming finish the puzzle", () => {
  // The generator keeps a trial removal on this alone (engine/generate/cap.ts, PROPAGATION_IDS), so the
  // propagation of the core it asks (otherSolution's, which countSolutionsV1 runs) must never deduce more than
  // those techniques do. The classic 9×9 count behind countSolutions deduces more (triads) and is not asked.
  let unbranched = 0, beyond = 0;
  for (const level of ["easy", "medium", "hard", "expert", "evil"]) {
    for (let attempt = 1; attempt <= 40; attempt++) {
      const { puzzle } = carveAttempt(`propagation/${level}`, attempt, { level });
      const counted = countSolutionsV1(puzzle);
      assert.equal(counted.count, 1);
      const used = Object.keys(gradeUnique(puzzle).techniques) as TechniqueId[];
      if (counted.work === 1) {
        unbranched++;
        assert.deepEqual(used.filter((id) => !propagation.has(id)), [], formatGrid(puzzle));
      }
      if (used.some((id) => !propagation.has(id))) beyond++;
    }
  }
  assert.ok(unbranched >= 50 && beyond >= 50, `unbranched ${unbranched}, beyond ${beyond}`);
});

Deno.test("otherSolution answers for classic 9×9 only: the band bitboards know no diagonals or cages", () => {
  const [puzzle, answer] = UNIQUE_9X9[0];
  const cells = gridOf(puzzle).cells;
  const empty = cells.findIndex((v) => v === 0);
  const digit = gridOf(answer).cells[empty];
  assert.equal(otherSolution(withCells(G9, cells), [empty], [digit]).found, false);
  for (const rules of [xRules("9x9"), killerRules("9x9", [{ cells: [0, 1], sum: 9 }]), classicRules("4x4")]) {
    assert.throws(
      () => otherSolution(withCells(rules, new Uint8Array(rules.cellCount)), [0], [1]),
      RangeError,
    );
  }
});

Deno.test("jigsaw rules (no boxes, so no locked candidates): filled grids and carved puzzles keep to the pieces", () => {
  // Pieces three rows tall and two columns wide on a 6×6 grid, the shape's boxes turned on their side.
  const pieceOf = Array.from({ length: 36 }, (_, c) => 3 * Math.floor(c / 18) + Math.floor((c % 6) / 2));
  const rules = jigsawRules("6x6", pieceOf);
  for (let seed = 0; seed < 20; seed++) {
    const full = fillGrid(rules, new Rng(`jigsaw/${seed}`));
    assertValidSolution(rules, full.cells);
    const puzzle = carveMinimal(full, new Rng(`jigsaw/${seed}/carve`)).puzzle;
    const counted = countSolutions(puzzle, 2);
    assert.equal(counted.count, 1);
    assert.deepEqual(counted.solution, full.cells);
  }
});

/** Every solution of the empty classic 4×4 grid, by plain backtracking (no propagation, nothing shared). */
function allFourByFour(): Uint8Array[] {
  const out: Uint8Array[] = [];
  const cells = new Uint8Array(16);
  const fits = (cell: number, d: number) => {
    const r = cell >> 2, c = cell & 3, br = r & 2, bc = c & 2;
    for (let i = 0; i < 4; i++) {
      if (cells[r * 4 + i] === d || cells[i * 4 + c] === d) return false;
      if (cells[(br + (i >> 1)) * 4 + bc + (i & 1)] === d) return false;
    }
    return true;
  };
  const place = (cell: number) => {
    if (cell === 16) return void out.push(cells.slice());
    for (let d = 1; d <= 4; d++) {
      if (!fits(cell, d)) continue;
      cells[cell] = d;
      place(cell + 1);
      cells[cell] = 0;
    }
  };
  place(0);
  return out;
}

Deno.test("killer cage sums: on 4×4 the solver's count equals a brute-force count over all 288 grids", () => {
  const grids = allFourByFour();
  assert.equal(grids.length, 288);
  const rng = new Rng("killer-4x4-brute-force");
  let unique = 0, none = 0;
  for (let round = 0; round < 300; round++) {
    const solution: Uint8Array = grids[rng.nextInt(grids.length)];
    // Cages of one to four cells in a shuffled order, each cell's digit new to its cage; sums from the solution,
    // sometimes off by one so that no grid fits.
    const order = Array.from({ length: 16 }, (_, i) => i);
    for (let i = 15; i > 0; i--) {
      const j = rng.nextInt(i + 1);
      [order[i], order[j]] = [order[j], order[i]];
    }
    const cages: Cage[] = [];
    let cage: number[] = [];
    for (const cell of order) {
      if (
        cage.length > 0 &&
        (cage.length >= 1 + rng.nextInt(4) || cage.some((c) => solution[c] === solution[cell]))
      ) {
        cages.push({ cells: cage, sum: cage.reduce((s, c) => s + solution[c], 0) });
        cage = [];
      }
      cage.push(cell);
    }
    cages.push({ cells: cage, sum: cage.reduce((s, c) => s + solution[c], 0) });
    if (rng.nextInt(8) === 0) {
      const k = rng.nextInt(cages.length);
      cages[k] = {
        cells: cages[k].cells,
        sum: Math.min(10, Math.max(1, cages[k].sum + (rng.nextInt(2) ? 1 : -1))),
      };
    }
    const givens: Uint8Array = solution.map((v) => (rng.nextInt(5) === 0 ? v : 0));
    const rules = killerRules("4x4", cages);
    const expected = grids.filter((g) =>
      g.every((v, c) => givens[c] === 0 || givens[c] === v) &&
      cages.every(({ cells, sum }) =>
        new Set(cells.map((c) => g[c])).size === cells.length && cells.reduce((s, c) => s + g[c], 0) === sum
      )
    );
    const counted = countSolutions(withCells(rules, givens), Infinity);
    assert.equal(counted.count, expected.length, `round ${round}: ${JSON.stringify(cages)}`);
    if (expected.length > 0) assert.ok(expected.some((g) => g.every((v, c) => v === counted.solution![c])));
    if (expected.length === 1) unique++;
    if (expected.length === 0) none++;
  }
  assert.ok(unique > 20 && none > 10, `the cases cover unique (${unique}) and impossible (${none}) cages`);
});

Deno.test("killer cage sums decide a 9×9 grid with no givens, and an impossible sum counts no solution", () => {
  const sol = gridOf(UNIQUE_9X9[0][1]).cells;
  // Every cell its own cage: the sums are the digits.
  const singles = killerRules("9x9", Array.from(sol, (v, c) => ({ cells: [c], sum: v })));
  const counted = countSolutions(withCells(singles, new Uint8Array(81)), 2);
  assert.equal(counted.count, 1);
  assert.deepEqual(counted.solution, sol);
  // Two cells whose digits must differ cannot add up to 2.
  const impossible = killerRules("9x9", [{ cells: [0, 1], sum: 2 }]);
  assert.equal(countSolutions(withCells(impossible, new Uint8Array(81)), 2).count, 0);
  // The full solution with one cage's sum off by one is no solution.
  const wrong = killerRules("9x9", [{ cells: [0, 1], sum: sol[0] + sol[1] + 1 }]);
  assert.equal(countSolutions(withCells(wrong, sol), 2).count, 0);
});

Deno.test("countUpToTwo: past the work cap, a puzzle the techniques fill is confirmed; one they cannot is not", () => {
  // A Hard killer's search outgrows a tiny cap; its techniques still fill it, which proves it unique.
  const generated = generateVariant("count-up-to-two", "killer", { level: "hard" });
  assert.ok(generated.ok);
  const grid = generated.puzzle;
  assert.equal(countSolutions(grid, 2, 1).capped, true, "a one-node cap stops the search");
  const confirmed = countUpToTwo(grid, 1);
  assert.deepEqual([confirmed.count, confirmed.capped], [1, false]);
  assert.deepEqual(confirmed.solution, countSolutions(grid, 2).solution);
  // The empty grid has many solutions: no deduction fills it, so the capped count stands.
  const empty = { rules: classicRules("16x16"), cells: new Uint8Array(256) };
  const open = countUpToTwo(empty, 1);
  assert.equal(open.capped, true);
  assert.equal(checkUnique(empty, 1).ok, false);
});
