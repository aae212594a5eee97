/**
 * Pointing and claiming (engine/techniques/intersections.ts): hand-checked positions with their eliminations,
 * pattern and words, and near misses where they must not fire.
 */
import assert from "node:assert/strict";
import { CLASSIC } from "../../../engine/rules.ts";
import { describeStep } from "../../../engine/techniques/index.ts";
import { CLAIMING, POINTING } from "../../../engine/techniques/intersections.ts";
import { eliminationNames, stateOf } from "../../testing/grids.ts";
import { ALL9, at, drop, EMPTY, names, none, only, range } from "../../testing/positions.ts";

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
