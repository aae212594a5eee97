/**
 * Naked and hidden singles (engine/techniques/singles.ts): hand-checked positions where each fires, with its
 * pattern and words, and near misses where it must not.
 */
import assert from "node:assert/strict";
import { CLASSIC } from "../../../engine/rules.ts";
import { describeStep } from "../../../engine/techniques/index.ts";
import { HIDDEN_SINGLE_BOX, HIDDEN_SINGLE_LINE, NAKED_SINGLE } from "../../../engine/techniques/singles.ts";
import { stateOf } from "../../testing/grids.ts";
import { ALL9, at, drop, EMPTY, names, none, only, placementNames } from "../../testing/positions.ts";

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
