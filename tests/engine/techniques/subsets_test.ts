/**
 * Naked and hidden pairs, triples and quads (engine/techniques/subsets.ts): hand-checked positions with their
 * eliminations, pattern and words, and near misses, among them a larger subset that is really a smaller one.
 */
import assert from "node:assert/strict";
import { CLASSIC } from "../../../engine/rules.ts";
import { describeStep } from "../../../engine/techniques/index.ts";
import type { SolveState } from "../../../engine/techniques/step.ts";
import {
  HIDDEN_PAIR,
  HIDDEN_QUAD,
  HIDDEN_TRIPLE,
  NAKED_PAIR,
  NAKED_QUAD,
  NAKED_TRIPLE,
} from "../../../engine/techniques/subsets.ts";
import { eliminationNames, stateOf } from "../../testing/grids.ts";
import { ALL9, at, drop, EMPTY, names, none, only, range } from "../../testing/positions.ts";

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
