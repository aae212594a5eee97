/**
 * The techniques on grids other than 9×9: singles, subsets, wings and single-digit patterns on 4×4, 6×6 and 16×16
 * grids, whose boxes and digits the scans take from the rules.
 */
import assert from "node:assert/strict";
import { classicRules } from "../../../engine/rules.ts";
import { describeStep } from "../../../engine/techniques/index.ts";
import { createState } from "../../../engine/techniques/step.ts";
import { HIDDEN_SINGLE_BOX, HIDDEN_SINGLE_LINE, NAKED_SINGLE } from "../../../engine/techniques/singles.ts";
import { HIDDEN_PAIR, NAKED_PAIR, NAKED_TRIPLE } from "../../../engine/techniques/subsets.ts";
import { SKYSCRAPER } from "../../../engine/techniques/single-digit.ts";
import { XY_WING } from "../../../engine/techniques/wings.ts";
import { eliminationNames, gridOf, stateOf } from "../../testing/grids.ts";
import { at, drop, names, only, placementNames, summary } from "../../testing/positions.ts";

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

Deno.test("wings and single-digit patterns work on a 6×6 grid", () => {
  const empty6 = ".".repeat(36);
  const wing = stateOf(empty6, { keep: { r1c1: "12", r1c5: "13", r2c2: "23" } });
  // r1c5 sees row 1 and box 2 (rows 1-2, columns 4-6); r2c2 sees row 2 and box 1.
  assert.deepEqual(summary(wing, XY_WING.findAll(wing)), [
    "r1c1 r1c5 r2c2 => r1c2-3 r1c3-3 r2c4-3 r2c5-3 r2c6-3",
  ]);
  // Skyscraper on 6×6: rows 1 and 3 hold 6 only in columns 1 and 4, 1 and 5.
  const remove: Record<string, string> = {};
  for (let c = 1; c <= 6; c++) {
    if (c !== 1 && c !== 4) remove[`r1c${c}`] = "6";
    if (c !== 1 && c !== 5) remove[`r3c${c}`] = "6";
  }
  const sky = stateOf(empty6, { remove });
  assert.deepEqual(summary(sky, SKYSCRAPER.findAll(sky)), ["r1c4 r1c1 r3c1 r3c5 => r2c5-6 r4c4-6"]);
});
