/**
 * X-Wing, Swordfish and Jellyfish (engine/techniques/fish.ts): hand-checked positions on rows and on columns with
 * their eliminations, pattern and words, and near misses, among them a larger fish that is really a smaller one.
 */
import assert from "node:assert/strict";
import { CLASSIC } from "../../../engine/rules.ts";
import { describeStep } from "../../../engine/techniques/index.ts";
import { JELLYFISH, SWORDFISH, X_WING } from "../../../engine/techniques/fish.ts";
import { eliminationNames, stateOf } from "../../testing/grids.ts";
import { ALL9, at, drop, EMPTY, names, none, only } from "../../testing/positions.ts";

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
