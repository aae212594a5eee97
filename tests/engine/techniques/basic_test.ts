/**
 * Singles, intersections, subsets and fish: hand-checked fixtures (fires / must not fire / description),
 * other grid sizes, and a sweep over real puzzles checking every step against the unique solution and
 * checking subsets and fish against a brute-force reference.
 */
import assert from "node:assert/strict";
import { type TechniqueId, techniqueInfo } from "../../../engine/catalogue.ts";
import { cellName, CLASSIC, classicRules, regionsOfKind, type Rules } from "../../../engine/rules.ts";
import { countSolutions } from "../../../engine/solver.ts";
import { describeStep } from "../../../engine/techniques/index.ts";
import {
  applyStep,
  cloneState,
  createState,
  type SolveState,
  type Step,
  type Technique,
} from "../../../engine/techniques/step.ts";
import {
  HIDDEN_SINGLE_BOX,
  HIDDEN_SINGLE_LINE,
  NAKED_SINGLE,
  SINGLE_TECHNIQUES,
} from "../../../engine/techniques/singles.ts";
import { CLAIMING, INTERSECTION_TECHNIQUES, POINTING } from "../../../engine/techniques/intersections.ts";
import {
  HIDDEN_PAIR,
  HIDDEN_QUAD,
  HIDDEN_TRIPLE,
  NAKED_PAIR,
  NAKED_QUAD,
  NAKED_TRIPLE,
  SUBSET_TECHNIQUES,
} from "../../../engine/techniques/subsets.ts";
import { FISH_TECHNIQUES, JELLYFISH, SWORDFISH, X_WING } from "../../../engine/techniques/fish.ts";
import { assertSound, cellAt, eliminationNames, gridOf, stateOf } from "../../testing/grids.ts";

const ALL: Technique[] = [
  ...SINGLE_TECHNIQUES,
  ...INTERSECTION_TECHNIQUES,
  ...SUBSET_TECHNIQUES,
  ...FISH_TECHNIQUES,
];
const EMPTY = ".".repeat(81);

// ---------------------------------------------------------------------------------------------------------
// Fixture helpers

const at = (name: string, g: Rules = CLASSIC) => cellAt({ rules: g }, name);

/** "r1c1".. names for every row in `rows` crossed with every column in `cols`, minus `except`. */
function names(rows: number[], cols: number[], except: string[] = []): string[] {
  const out: string[] = [];
  for (const r of rows) for (const c of cols) if (!except.includes(`r${r}c${c}`)) out.push(`r${r}c${c}`);
  return out;
}
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ALL9 = range(1, 9);

/** Take `digits` (1-9 as a string) out of the named cells. */
function drop(state: SolveState, digits: string, cells: string[]): SolveState {
  const mask = [...digits].reduce((m, d) => m | (1 << (Number(d) - 1)), 0);
  for (const name of cells) state.candidates[at(name, state.rules)] &= ~mask;
  return state;
}

/** The technique's only instance, also what `find` returns. */
function only(t: Technique, state: SolveState): Step {
  const all = t.findAll(state);
  assert.equal(
    all.length,
    1,
    `${t.id}: one instance, found ${all.map((s) => describeStep(state.rules, s))}`,
  );
  assert.deepEqual(t.find(state), all[0]);
  return all[0];
}

function none(t: Technique, state: SolveState): void {
  assert.equal(t.find(state), null, `${t.id} must not fire`);
  assert.deepEqual(t.findAll(state), []);
}

function placementNames(state: SolveState, step: Step): string[] {
  return step.placements.map(({ cell, digit }) => `${cellName(state.rules, cell)}=${digit}`);
}

// ---------------------------------------------------------------------------------------------------------
// Singles

Deno.test("naked single: a cell with one candidate; near miss with two", () => {
  const step = only(NAKED_SINGLE, stateOf(EMPTY, { keep: { r5c5: "7" } }));
  assert.deepEqual(step.placements, [{ cell: at("r5c5"), digit: 7 }]);
  assert.deepEqual(step.eliminations, []);
  assert.deepEqual(step.pattern, { cells: [at("r5c5")], digits: [7] });
  assert.equal(describeStep(CLASSIC, step), "Naked single: r5c5 = 7");
  none(NAKED_SINGLE, stateOf(EMPTY, { keep: { r5c5: "78" } }));
});

Deno.test("naked single: the last empty cell of a house is a full house", () => {
  const state = stateOf("12345678." + ".".repeat(72));
  const step = only(NAKED_SINGLE, state);
  assert.deepEqual(placementNames(state, step), ["r1c9=9"]);
  assert.deepEqual(step.pattern, { cells: [at("r1c9")], houses: [0], digits: [9], variant: "full house" });
  assert.equal(describeStep(CLASSIC, step), "Naked single (full house) in row 1: r1c9 = 9");
});

Deno.test("hidden single (box): a digit with one place left in a box; near miss with two", () => {
  const box1 = names([1, 2, 3], [1, 2, 3]);
  const state = drop(stateOf(EMPTY), "4", box1.filter((n) => n !== "r2c3"));
  const step = only(HIDDEN_SINGLE_BOX, state);
  assert.deepEqual(placementNames(state, step), ["r2c3=4"]);
  assert.deepEqual(step.pattern, { houses: [18], digits: [4] });
  assert.equal(describeStep(CLASSIC, step), "Hidden single (box) in box 1: r2c3 = 4");
  none(HIDDEN_SINGLE_LINE, state);
  none(NAKED_SINGLE, state);
  none(HIDDEN_SINGLE_BOX, drop(stateOf(EMPTY), "4", box1.filter((n) => n !== "r2c3" && n !== "r3c1")));
});

Deno.test("hidden single (line): rows and columns, in house order; near miss with two places", () => {
  const row = drop(stateOf(EMPTY), "6", names([3], ALL9, ["r3c7"]));
  const step = only(HIDDEN_SINGLE_LINE, row);
  assert.deepEqual(placementNames(row, step), ["r3c7=6"]);
  assert.deepEqual(step.pattern, { houses: [2], digits: [6] });
  assert.equal(describeStep(CLASSIC, step), "Hidden single (row or column) in row 3: r3c7 = 6");
  none(HIDDEN_SINGLE_BOX, row);

  const column = drop(stateOf(EMPTY), "2", names(ALL9, [5], ["r8c5"]));
  assert.deepEqual(only(HIDDEN_SINGLE_LINE, column).pattern, { houses: [13], digits: [2] });

  // Last 3 of both row 4 and column 4: two instances (the pattern names the house), row first.
  const both = drop(drop(stateOf(EMPTY), "3", names([4], ALL9, ["r4c4"])), "3", names(ALL9, [4], ["r4c4"]));
  const steps = HIDDEN_SINGLE_LINE.findAll(both);
  assert.deepEqual(steps.map((s) => s.pattern.houses), [[3], [12]]);
  assert.deepEqual(steps.map((s) => placementNames(both, s)), [["r4c4=3"], ["r4c4=3"]]);

  none(HIDDEN_SINGLE_LINE, drop(stateOf(EMPTY), "6", names([3], ALL9, ["r3c1", "r3c7"])));
});

// ---------------------------------------------------------------------------------------------------------
// Intersections

Deno.test("pointing: a box's candidates on one row leave the rest of the row", () => {
  const box1 = names([1, 2, 3], [1, 2, 3]);
  const state = drop(stateOf(EMPTY), "5", box1.filter((n) => n !== "r1c1" && n !== "r1c2"));
  const step = only(POINTING, state);
  assert.deepEqual(eliminationNames(state, step), names([1], range(4, 9)).map((n) => `${n}-5`));
  assert.deepEqual(step.pattern, { cells: [at("r1c1"), at("r1c2")], houses: [18, 0], digits: [5] });
  assert.equal(
    describeStep(CLASSIC, step),
    "Pointing {5} in r1c1, r1c2 removes 5 from r1c4, r1c5, r1c6, r1c7, r1c8, r1c9",
  );
  none(CLAIMING, state);

  // Near misses: a third candidate off the row; or nothing left to remove from the row.
  none(POINTING, drop(stateOf(EMPTY), "5", box1.filter((n) => !["r1c1", "r1c2", "r2c3"].includes(n))));
  const spent = drop(
    stateOf(EMPTY),
    "5",
    [...box1, ...names([1], ALL9)].filter((n) => n !== "r1c1" && n !== "r1c2"),
  );
  none(POINTING, spent);
  none(CLAIMING, spent);
});

Deno.test("pointing: a box's candidates in one column leave the rest of the column", () => {
  const state = drop(stateOf(EMPTY), "3", names([4, 5, 6], [4, 5, 6], ["r4c5", "r6c5"]));
  const step = only(POINTING, state);
  assert.deepEqual(eliminationNames(state, step), [
    "r1c5-3",
    "r2c5-3",
    "r3c5-3",
    "r7c5-3",
    "r8c5-3",
    "r9c5-3",
  ]);
  assert.deepEqual(step.pattern.houses, [22, 13]);
});

Deno.test("claiming: a line's candidates in one box leave the rest of the box", () => {
  const state = drop(stateOf(EMPTY), "8", names([4], ALL9, ["r4c1", "r4c3"]));
  const step = only(CLAIMING, state);
  assert.deepEqual(eliminationNames(state, step), names([5, 6], [1, 2, 3]).map((n) => `${n}-8`));
  assert.deepEqual(step.pattern, { cells: [at("r4c1"), at("r4c3")], houses: [3, 21], digits: [8] });
  assert.equal(
    describeStep(CLASSIC, step),
    "Claiming {8} in r4c1, r4c3 removes 8 from r5c1, r5c2, r5c3, r6c1, r6c2, r6c3",
  );
  none(POINTING, state);
  none(CLAIMING, drop(stateOf(EMPTY), "8", names([4], ALL9, ["r4c1", "r4c3", "r4c7"])));

  const column = drop(stateOf(EMPTY), "1", names(ALL9, [9], ["r7c9", "r9c9"]));
  const colStep = only(CLAIMING, column);
  assert.deepEqual(colStep.pattern.houses, [17, 26]);
  assert.deepEqual(eliminationNames(column, colStep), names([7, 8, 9], [7, 8]).map((n) => `${n}-1`));
});

// ---------------------------------------------------------------------------------------------------------
// Subsets

/** Row 1 of an otherwise empty grid with the given candidates (c1..c9). */
function row1(...cands: string[]): SolveState {
  return stateOf(EMPTY, { keep: Object.fromEntries(cands.map((d, i) => [`r1c${i + 1}`, d])) });
}

Deno.test("naked pair in a row; near miss with a third digit", () => {
  const state = row1("12", "34", "345", "678", "12", "789", "3456", "5689", "156");
  const step = only(NAKED_PAIR, state);
  assert.deepEqual(eliminationNames(state, step), ["r1c9-1"]);
  assert.deepEqual(step.pattern, { cells: [at("r1c1"), at("r1c5")], houses: [0], digits: [1, 2] });
  assert.equal(describeStep(CLASSIC, step), "Naked pair {1,2} in r1c1, r1c5 removes 1 from r1c9");
  none(NAKED_PAIR, row1("12", "34", "345", "678", "123", "789", "3456", "5689", "156"));
});

Deno.test("naked pair in a row and a box clears both houses in one step", () => {
  const state = stateOf(EMPTY, { keep: { r1c1: "47", r1c2: "47" } });
  const step = only(NAKED_PAIR, state);
  assert.deepEqual(step.pattern.houses, [0, 18]);
  const cleared = [...names([1], range(3, 9)), ...names([2, 3], [1, 2, 3])];
  assert.deepEqual(eliminationNames(state, step), cleared.flatMap((n) => [`${n}-4`, `${n}-7`]).sort());
});

Deno.test("naked triple; near misses: four digits, and a triple that is really a pair", () => {
  const state = row1("12", "456", "4567", "23", "5678", "689", "13", "789", "1459");
  const step = only(NAKED_TRIPLE, state);
  assert.deepEqual(eliminationNames(state, step), ["r1c9-1"]);
  assert.deepEqual(step.pattern, { cells: [0, 3, 6], houses: [0], digits: [1, 2, 3] });
  assert.equal(describeStep(CLASSIC, step), "Naked triple {1,2,3} in r1c1, r1c4, r1c7 removes 1 from r1c9");
  none(NAKED_PAIR, state);
  none(NAKED_TRIPLE, row1("12", "456", "4567", "23", "5678", "689", "134", "789", "1459"));

  const pairInside = row1("12", "456", "4567", "12", "5678", "689", "123", "789", "1459");
  none(NAKED_TRIPLE, pairInside);
  assert.deepEqual(eliminationNames(pairInside, only(NAKED_PAIR, pairInside)), [
    "r1c7-1",
    "r1c7-2",
    "r1c9-1",
  ]);
});

Deno.test("naked quad; near miss with a fifth digit", () => {
  const state = row1("12", "23", "34", "14", "56", "678", "789", "5789", "1569");
  const step = only(NAKED_QUAD, state);
  assert.deepEqual(eliminationNames(state, step), ["r1c9-1"]);
  assert.deepEqual(step.pattern, { cells: [0, 1, 2, 3], houses: [0], digits: [1, 2, 3, 4] });
  assert.equal(
    describeStep(CLASSIC, step),
    "Naked quad {1,2,3,4} in r1c1, r1c2, r1c3, r1c4 removes 1 from r1c9",
  );
  none(NAKED_TRIPLE, state);
  none(NAKED_QUAD, row1("12", "23", "34", "145", "56", "678", "789", "5789", "1569"));
});

Deno.test("hidden pair; near misses: a third place, and a triple that is really a pair", () => {
  const state = drop(
    stateOf(EMPTY, { keep: { r1c3: "1234", r1c7: "125" } }),
    "12",
    names([1], ALL9, ["r1c3", "r1c7"]),
  );
  const step = only(HIDDEN_PAIR, state);
  assert.deepEqual(eliminationNames(state, step), ["r1c3-3", "r1c3-4", "r1c7-5"]);
  assert.deepEqual(step.pattern, { cells: [2, 6], houses: [0], digits: [1, 2] });
  assert.equal(
    describeStep(CLASSIC, step),
    "Hidden pair {1,2} in r1c3, r1c7 removes 3, 4, 5 from r1c3, r1c7",
  );

  const loose = drop(
    stateOf(EMPTY, { keep: { r1c3: "1234", r1c7: "125" } }),
    "1",
    names([1], ALL9, ["r1c3", "r1c7"]),
  );
  drop(loose, "2", names([1], ALL9, ["r1c3", "r1c7", "r1c9"]));
  none(HIDDEN_PAIR, loose);
  none(HIDDEN_TRIPLE, loose);

  const pairInside = drop(
    stateOf(EMPTY, { keep: { r1c3: "1234", r1c7: "1235" } }),
    "12",
    names([1], ALL9, ["r1c3", "r1c7"]),
  );
  drop(pairInside, "3", names([1], ALL9, ["r1c3", "r1c7", "r1c9"]));
  none(HIDDEN_TRIPLE, pairInside);
  assert.deepEqual(eliminationNames(pairInside, only(HIDDEN_PAIR, pairInside)), [
    "r1c3-3",
    "r1c3-4",
    "r1c7-3",
    "r1c7-5",
  ]);
});

Deno.test("hidden triple; near miss with a fourth place", () => {
  const build = (alsoC9: boolean) =>
    drop(
      stateOf(EMPTY, { keep: { r1c2: "1347", r1c5: "12", r1c8: "2358" } }),
      alsoC9 ? "12" : "123",
      names([1], ALL9, ["r1c2", "r1c5", "r1c8"]),
    );
  const state = build(false);
  const step = only(HIDDEN_TRIPLE, state);
  assert.deepEqual(eliminationNames(state, step), ["r1c2-4", "r1c2-7", "r1c8-5", "r1c8-8"]);
  assert.deepEqual(step.pattern, { cells: [1, 4, 7], houses: [0], digits: [1, 2, 3] });
  none(HIDDEN_PAIR, state);
  const nearMiss = drop(build(true), "3", names([1], range(1, 8), ["r1c2", "r1c5", "r1c8"]));
  none(HIDDEN_TRIPLE, nearMiss);
});

Deno.test("hidden quad; near miss with a fifth place", () => {
  const build = (keep4AtC9: boolean) => {
    const state = stateOf(EMPTY, { keep: { r1c1: "1459", r1c2: "126", r1c3: "237", r1c4: "348" } });
    drop(state, "123", names([1], range(5, 9)));
    return drop(state, "4", names([1], keep4AtC9 ? range(5, 8) : range(5, 9)));
  };
  const state = build(false);
  const step = only(HIDDEN_QUAD, state);
  assert.deepEqual(eliminationNames(state, step), ["r1c1-5", "r1c1-9", "r1c2-6", "r1c3-7", "r1c4-8"]);
  assert.deepEqual(step.pattern, { cells: [0, 1, 2, 3], houses: [0], digits: [1, 2, 3, 4] });
  assert.equal(
    describeStep(CLASSIC, step),
    "Hidden quad {1,2,3,4} in r1c1, r1c2, r1c3, r1c4 removes 5, 6, 7, 8, 9 from r1c1, r1c2, r1c3, r1c4",
  );
  none(HIDDEN_TRIPLE, state);
  none(HIDDEN_QUAD, build(true));
});

// ---------------------------------------------------------------------------------------------------------
// Fish

Deno.test("x-wing on rows; near miss with a third column", () => {
  const build = (extra: string[]) => {
    const state = drop(stateOf(EMPTY), "5", names([2, 6], ALL9, ["r2c3", "r2c8", "r6c3", "r6c8", ...extra]));
    drop(state, "5", names(ALL9, [3], ["r2c3", "r6c3", "r9c3"]));
    return drop(state, "5", names(ALL9, [8], ["r2c8", "r4c8", "r6c8"]));
  };
  const state = build([]);
  const step = only(X_WING, state);
  assert.deepEqual(eliminationNames(state, step), ["r4c8-5", "r9c3-5"]);
  assert.deepEqual(step.pattern, {
    cells: ["r2c3", "r2c8", "r6c3", "r6c8"].map((n) => at(n)),
    houses: [1, 5, 11, 16],
    digits: [5],
  });
  assert.equal(describeStep(CLASSIC, step), "X-Wing {5} in r2c3, r2c8, r6c3, r6c8 removes 5 from r4c8, r9c3");
  none(SWORDFISH, state);
  none(X_WING, build(["r6c5"]));
});

Deno.test("x-wing on columns", () => {
  const state = drop(stateOf(EMPTY), "7", names(ALL9, [1, 4], ["r3c1", "r7c1", "r3c4", "r7c4"]));
  drop(state, "7", names([3], ALL9, ["r3c1", "r3c4", "r3c9"]));
  drop(state, "7", names([7], ALL9, ["r7c1", "r7c4"]));
  const step = only(X_WING, state);
  assert.deepEqual(eliminationNames(state, step), ["r3c9-7"]);
  assert.deepEqual(step.pattern, {
    cells: ["r3c1", "r3c4", "r7c1", "r7c4"].map((n) => at(n)),
    houses: [9, 12, 2, 6],
    digits: [7],
  });
});

Deno.test("swordfish; near miss with a fourth column; a swordfish holding an x-wing is the x-wing", () => {
  const build = (rowCols: Record<number, number[]>, extra: string[] = []) => {
    const state = stateOf(EMPTY);
    for (const [r, cols] of Object.entries(rowCols)) {
      drop(state, "9", names([Number(r)], ALL9).filter((n) => !cols.some((c) => n === `r${r}c${c}`)));
    }
    drop(state, "9", names([2, 3, 4, 6, 7, 8], [2, 5, 8], ["r3c2", "r7c8"]));
    return drop(state, "9", extra);
  };
  const state = build({ 1: [2, 5], 5: [5, 8], 9: [2, 8] });
  const step = only(SWORDFISH, state);
  assert.deepEqual(eliminationNames(state, step), ["r3c2-9", "r7c8-9"]);
  assert.deepEqual(step.pattern, {
    cells: ["r1c2", "r1c5", "r5c5", "r5c8", "r9c2", "r9c8"].map((n) => at(n)),
    houses: [0, 4, 8, 10, 13, 16],
    digits: [9],
  });
  assert.equal(
    describeStep(CLASSIC, step),
    "Swordfish {9} in r1c2, r1c5, r5c5, r5c8, r9c2, r9c8 removes 9 from r3c2, r7c8",
  );
  none(X_WING, state);
  none(SWORDFISH, build({ 1: [2, 5], 5: [5, 8], 9: [2, 6, 8] }));

  const xwingInside = build({ 1: [2, 5], 5: [2, 5], 9: [2, 5, 8] });
  none(SWORDFISH, xwingInside);
  assert.deepEqual(eliminationNames(xwingInside, only(X_WING, xwingInside)), ["r3c2-9", "r9c2-9", "r9c5-9"]);
});

Deno.test("jellyfish; near miss with a fifth column", () => {
  const build = (extra: string[]) => {
    const state = stateOf(EMPTY);
    const corners = ["r1c1", "r1c2", "r3c2", "r3c3", "r5c3", "r5c4", "r7c4", "r7c1", ...extra];
    drop(state, "4", names([1, 3, 5, 7], ALL9, corners));
    return drop(state, "4", names([2, 4, 6, 8, 9], [1, 2, 3, 4], ["r9c3"]));
  };
  const state = build([]);
  const step = only(JELLYFISH, state);
  assert.deepEqual(eliminationNames(state, step), ["r9c3-4"]);
  assert.deepEqual(step.pattern, {
    cells: ["r1c1", "r1c2", "r3c2", "r3c3", "r5c3", "r5c4", "r7c1", "r7c4"].map((n) => at(n)),
    houses: [0, 2, 4, 6, 9, 10, 11, 12],
    digits: [4],
  });
  assert.match(describeStep(CLASSIC, step), /^Jellyfish \{4\} in r1c1, .* removes 4 from r9c3$/);
  none(X_WING, state);
  none(SWORDFISH, state);
  none(JELLYFISH, build(["r7c6"]));
});

// ---------------------------------------------------------------------------------------------------------
// Other grid sizes

Deno.test("4x4: full house, naked pair in a row and box, hidden pairs", () => {
  const g = classicRules("4x4");
  const full = stateOf("123." + ".".repeat(12));
  const single = only(NAKED_SINGLE, full);
  assert.deepEqual(placementNames(full, single), ["r1c4=4"]);
  assert.equal(single.pattern.variant, "full house");

  const state = stateOf(".".repeat(16), { keep: { r1c1: "12", r1c2: "12" } });
  const pair = only(NAKED_PAIR, state);
  assert.deepEqual(pair.pattern.houses, [0, 8]);
  assert.deepEqual(
    eliminationNames(state, pair),
    ["r1c3-1", "r1c3-2", "r1c4-1", "r1c4-2", "r2c1-1", "r2c1-2", "r2c2-1", "r2c2-2"],
  );
  const hidden = HIDDEN_PAIR.findAll(state);
  assert.deepEqual(hidden.map((s) => [s.pattern.houses, s.pattern.cells, s.pattern.digits]), [
    [[0], [at("r1c3", g), at("r1c4", g)], [3, 4]],
    [[8], [at("r2c1", g), at("r2c2", g)], [3, 4]],
  ]);
});

Deno.test("6x6: hidden single in a 2×3 box, naked triple in a column across boxes", () => {
  const g = classicRules("6x6");
  const boxed = drop(stateOf(".".repeat(36)), "6", names([1, 2], [1, 2, 3], ["r2c3"]));
  const single = only(HIDDEN_SINGLE_BOX, boxed);
  assert.deepEqual(placementNames(boxed, single), ["r2c3=6"]);
  assert.deepEqual(single.pattern.houses, [12]);

  const state = stateOf(".".repeat(36), { keep: { r1c1: "56", r3c1: "46", r5c1: "45" } });
  const triple = only(NAKED_TRIPLE, state);
  assert.deepEqual(triple.pattern, { cells: [0, 12, 24], houses: [6], digits: [4, 5, 6] });
  assert.deepEqual(
    eliminationNames(state, triple),
    ["r2c1", "r4c1", "r6c1"].flatMap((n) => [4, 5, 6].map((d) => `${n}-${d}`)),
  );
  assert.equal(at("r5c1", g), 24);
});

Deno.test("16x16: digits up to 16 in hidden singles and naked triples", () => {
  const g = classicRules("16x16");
  const state = createState(gridOf(".".repeat(256)));
  const high = (1 << 13) | (1 << 14) | (1 << 15);
  for (const name of ["r1c1", "r1c5", "r1c9"]) state.candidates[at(name, g)] = high;
  for (let c = 1; c <= 15; c++) state.candidates[at(`r2c${c}`, g)] &= ~(1 << 15);
  const triple = only(NAKED_TRIPLE, state);
  assert.deepEqual(triple.pattern.digits, [14, 15, 16]);
  assert.equal(triple.eliminations.length, 13 * 3);
  assert.match(
    describeStep(g, triple),
    /^Naked triple \{14,15,16\} in r1c1, r1c5, r1c9 removes 14, 15, 16 from r1c2,/,
  );
  const single = only(HIDDEN_SINGLE_LINE, state);
  assert.deepEqual(placementNames(state, single), ["r2c16=16"]);
  assert.equal(describeStep(g, single), "Hidden single (row or column) in row 2: r2c16 = 16");
});

// ---------------------------------------------------------------------------------------------------------
// Brute-force reference for subsets and fish: every combination, the definition checked literally.
//
// An instance is identified by its key: technique | pattern cells | pattern digits | sorted eliminations,
// plus base and cover houses for fish. The engine's findAll must give exactly the reference's set of keys
// (instances that remove nothing are not instances), and no key twice.

const NAKED_ID: Record<number, TechniqueId> = { 2: "naked-pair", 3: "naked-triple", 4: "naked-quad" };
const HIDDEN_ID: Record<number, TechniqueId> = { 2: "hidden-pair", 3: "hidden-triple", 4: "hidden-quad" };
const FISH_ID: Record<number, TechniqueId> = { 2: "x-wing", 3: "swordfish", 4: "jellyfish" };
const REFERENCE_IDS = new Set<TechniqueId>([
  ...Object.values(NAKED_ID),
  ...Object.values(HIDDEN_ID),
  ...Object.values(FISH_ID),
]);

const comboCache = new Map<string, number[][]>();
/** All k-element subsets of 0..n-1. */
function combos(n: number, k: number): number[][] {
  const key = `${n},${k}`;
  let out = comboCache.get(key);
  if (!out) {
    out = [];
    const pick = (start: number, acc: number[]) => {
      if (acc.length === k) out!.push(acc);
      else for (let i = start; i < n; i++) pick(i + 1, [...acc, i]);
    };
    pick(0, []);
    comboCache.set(key, out);
  }
  return out;
}

function bits(mask: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < 16; i++) if (mask & (1 << i)) out.push(i);
  return out;
}

function bitCount(mask: number): number {
  let count = 0;
  for (let i = 0; i < 16; i++) if (mask & (1 << i)) count++;
  return count;
}

/** k masks with exactly k bits between them, no j of which (0 < j < k) have j bits or fewer between them. */
function isLockedSet(masks: number[]): boolean {
  const k = masks.length;
  const union = (idx: number[]) => {
    let m = 0;
    for (const i of idx) m |= masks[i];
    return m;
  };
  if (bitCount(union(combos(k, k)[0])) !== k) return false;
  for (let j = 1; j < k; j++) {
    for (const sub of combos(k, j)) if (bitCount(union(sub)) <= j) return false;
  }
  return true;
}

function referenceKeys(state: SolveState): Set<string> {
  const g = state.rules;
  const n = g.size;
  const cand = state.candidates;
  const keys = new Set<string>();
  const elimKey = (elims: Set<string>) => [...elims].sort().join(" ");
  for (let h = 0; h < g.houses.length; h++) {
    const house = [...g.houses[h]];
    const empties = house.filter((c) => state.cells[c] === 0);
    // where[d]: the cells of the house (as bit positions) where digit d+1 can go.
    const where = range(0, n - 1).map((d) =>
      house.reduce((m, c, i) => (cand[c] & (1 << d) ? m | (1 << i) : m), 0)
    );
    for (let k = 2; k <= 4; k++) {
      // Naked: k cells of the house, their candidates as masks.
      for (const combo of combos(empties.length, k)) {
        const cells = combo.map((i) => empties[i]);
        if (!isLockedSet(cells.map((c) => cand[c]))) continue;
        const digits = cells.reduce((m, c) => m | cand[c], 0);
        const elims = new Set<string>();
        for (let other = 0; other < g.houses.length; other++) {
          const members = [...g.houses[other]];
          if (!cells.every((c) => members.includes(c))) continue;
          for (const c of members) {
            if (cells.includes(c)) continue;
            for (const d of bits(cand[c] & digits)) elims.add(`${cellName(g, c)}-${d + 1}`);
          }
        }
        if (elims.size) {
          keys.add(`${NAKED_ID[k]}|${cells.join(",")}|${bits(digits).map((d) => d + 1)}|${elimKey(elims)}`);
        }
      }
      // Hidden: k digits, the cells of the house where each can go as masks.
      for (const combo of combos(n, k)) {
        const positions = combo.map((d) => where[d]);
        if (!isLockedSet(positions)) continue;
        const cells = bits(positions.reduce((m, p) => m | p, 0)).map((i) => house[i]);
        const elims = new Set<string>();
        for (const c of cells) {
          for (const d of bits(cand[c])) if (!combo.includes(d)) elims.add(`${cellName(g, c)}-${d + 1}`);
        }
        if (elims.size) {
          keys.add(`${HIDDEN_ID[k]}|${cells.join(",")}|${combo.map((d) => d + 1)}|${elimKey(elims)}`);
        }
      }
    }
  }
  // Fish: k base lines of one orientation, the cross lines where the digit can go as masks.
  const rows = regionsOfKind(g, "row"), columns = regionsOfKind(g, "column");
  for (let d = 0; d < n; d++) {
    for (const byRows of [true, false]) {
      const cellAtLine = (line: number, cross: number) => (byRows ? line * n + cross : cross * n + line);
      // lineMask[line]: the cross lines where the digit can go in that line.
      const lineMask = range(0, n - 1).map((line) =>
        range(0, n - 1).reduce((m, x) => (cand[cellAtLine(line, x)] & (1 << d) ? m | (1 << x) : m), 0)
      );
      for (let k = 2; k <= 4; k++) {
        for (const base of combos(n, k)) {
          const masks = base.map((line) => lineMask[line]);
          if (!isLockedSet(masks)) continue;
          const cover = bits(masks.reduce((m, x) => m | x, 0));
          const elims = new Set<string>();
          for (let line = 0; line < n; line++) {
            if (base.includes(line)) continue;
            for (const x of cover) {
              if (cand[cellAtLine(line, x)] & (1 << d)) {
                elims.add(`${cellName(g, cellAtLine(line, x))}-${d + 1}`);
              }
            }
          }
          if (elims.size) {
            const baseHouses = base.map((l) => (byRows ? rows : columns)[l]);
            const coverHouses = cover.map((x) => (byRows ? columns : rows)[x]);
            keys.add(`${FISH_ID[k]}|${d + 1}|${baseHouses}|${coverHouses}|${elimKey(elims)}`);
          }
        }
      }
    }
  }
  return keys;
}

function stepKey(state: SolveState, step: Step): string {
  const elims = eliminationNames(state, step).join(" ");
  const p = step.pattern;
  if (Object.values(FISH_ID).includes(step.technique)) {
    const k = p.houses!.length / 2;
    return `${step.technique}|${p.digits![0]}|${p.houses!.slice(0, k)}|${p.houses!.slice(k)}|${elims}`;
  }
  return `${step.technique}|${p.cells}|${p.digits}|${elims}`;
}

function assertComplete(state: SolveState, steps: Step[]): void {
  const got = steps.filter((s) => REFERENCE_IDS.has(s.technique)).map((s) => stepKey(state, s));
  assert.equal(new Set(got).size, got.length, `no instance listed twice: ${got}`);
  assert.deepEqual(new Set(got), referenceKeys(state));
}

// ---------------------------------------------------------------------------------------------------------
// Sweep: solve real puzzles with these techniques, cheapest step first, checking every instance found.

/** Eliminations sorted by cell then digit, each once. */
function assertWellFormed(step: Step): void {
  for (let i = 1; i < step.eliminations.length; i++) {
    const a = step.eliminations[i - 1], b = step.eliminations[i];
    assert.ok(
      a.cell < b.cell || (a.cell === b.cell && a.digit < b.digit),
      `${step.technique} eliminations order`,
    );
  }
}

const BY_COST = [...ALL].sort((a, b) => techniqueInfo(a.id).order - techniqueInfo(b.id).order);

interface SweepCounts {
  found: Map<TechniqueId, number>;
  applied: Map<TechniqueId, number>;
  solved: number;
  referenceChecks: number;
}

/** Solve as far as these techniques go; check soundness always and completeness when `checkEvery(step)`. */
function sweep(puzzle: string, counts: SweepCounts, checkEvery: (stepIndex: number) => boolean): void {
  const grid = gridOf(puzzle);
  const { count, solution } = countSolutions(grid);
  assert.equal(count, 1, `${puzzle} has one solution`);
  const state = createState(grid);
  for (let stepIndex = 0;; stepIndex++) {
    const all: Step[] = [];
    let chosen: Step | null = null;
    for (const t of BY_COST) {
      const steps = t.findAll(state);
      // (JSON: node's deepEqual is too slow for the tens of thousands of comparisons here.)
      assert.equal(
        JSON.stringify(t.find(state)),
        JSON.stringify(steps[0] ?? null),
        `${t.id}: find is findAll[0]`,
      );
      for (const step of steps) {
        assert.equal(step.technique, t.id);
        assertWellFormed(step);
        assertSound(cloneState(state), step, solution!);
        counts.found.set(t.id, (counts.found.get(t.id) ?? 0) + 1);
      }
      chosen ??= steps[0] ?? null;
      all.push(...steps);
    }
    if (checkEvery(stepIndex)) {
      assertComplete(state, all);
      counts.referenceChecks++;
    }
    if (!chosen) break;
    counts.applied.set(chosen.technique, (counts.applied.get(chosen.technique) ?? 0) + 1);
    applyStep(state, chosen);
  }
  if (state.cells.every((v) => v !== 0)) {
    counts.solved++;
    assert.deepEqual(state.cells, solution);
  }
}

const FIXTURE = Deno.readTextFileSync(new URL("../../fixtures/qqwing-expert-basic.txt", import.meta.url))
  .split("\n").map((l) => l.trim()).filter((l) => l.length > 0);

Deno.test("sweep over qqwing expert puzzles: every step sound, subsets and fish complete, all techniques fire", () => {
  assert.equal(FIXTURE.length, 150);
  const counts: SweepCounts = { found: new Map(), applied: new Map(), solved: 0, referenceChecks: 0 };
  // The reference is slow: check it on every state of every fifth puzzle.
  FIXTURE.forEach((puzzle, i) => sweep(puzzle, counts, () => i % 5 === 0));
  for (const t of ALL) {
    assert.ok((counts.found.get(t.id) ?? 0) > 0, `${t.id} found somewhere in the sweep`);
    assert.ok((counts.applied.get(t.id) ?? 0) > 0, `${t.id} was the cheapest step somewhere in the sweep`);
  }
  assert.ok(counts.referenceChecks > 500, `reference checks: ${counts.referenceChecks}`);
  if (Deno.env.get("TECH_SWEEP_REPORT")) {
    console.log({
      ...counts,
      found: Object.fromEntries(counts.found),
      applied: Object.fromEntries(counts.applied),
    });
  }
});

// Generated with the project's own carver (fillGrid + carveMinimal, seeds "tech-basic-<shape>-<i>").
const SMALL_PUZZLES = [
  "....41....1..2..",
  "4....14....2..3.",
  "...41..23.......",
  ".31.........143.",
  "3.....6.13......1.....5225......6...",
  ".....1...6256.51....4......4..5.....",
  "2...6...6.2......34..61..3.....1....",
  "...2.4.....5.261...5......53...1....",
  "126...............6.53.....1.3.3..45",
  "...1.3..3..4......2..4...5.3...1..2.",
];
const SIXTEEN = [
  ".9....G6....C8A..FED3A...2........48E..F.9...7B.....7.95...C326.B4..A.5.G..F.1..1...F..G.7.4............5...D....E....7......A.B25A....7.1.....3..B1.....DA.G67....E....8..91...48..52.16....C9....G...4BF.12.E.3.......C.....D..C..2GE...7D..3...2B...83...9G..",
  ".........2.6A..G36D....98..7.5F.8..7B..5.3GF.........23.BE...7..BA1.9G6..FD...5C...82F......34...95........A7...4.2.....C..G...B.7...3AGE6.C2F...G..1.D...........9.6.82...3.AC.2.B..79FA..D..6.9E....5..D...3.A..3DE4....A.F.........C....E..72..GC..2.4.7.D.85",
];

Deno.test("sweep over 4x4, 6x6 and 16x16 puzzles: sound, and complete against the reference", () => {
  const counts: SweepCounts = { found: new Map(), applied: new Map(), solved: 0, referenceChecks: 0 };
  for (const puzzle of SMALL_PUZZLES) sweep(puzzle, counts, () => true);
  // 16×16: the reference is slow there, so it checks every 40th state.
  for (const puzzle of SIXTEEN) sweep(puzzle, counts, (i) => i % 40 === 0);
  assert.ok(counts.solved >= 10, `solved ${counts.solved}`);
  for (const id of ["naked-single", "hidden-single-box", "hidden-single-line"] as const) {
    assert.ok((counts.found.get(id) ?? 0) > 0, `${id} fired`);
  }
  if (Deno.env.get("TECH_SWEEP_REPORT")) {
    console.log({
      ...counts,
      found: Object.fromEntries(counts.found),
      applied: Object.fromEntries(counts.applied),
    });
  }
});
