/**
 * Unique rectangles and BUG+1 (engine/techniques/uniqueness.ts): each type of rectangle on hand-made positions,
 * on a 6×6 grid too, BUG+1 on a real mid-solve position checked against its puzzle's solution, and near misses.
 */
import assert from "node:assert/strict";
import { popcount } from "../../../engine/board.ts";
import { countSolutions } from "../../../engine/solver.ts";
import { describeStep } from "../../../engine/techniques/index.ts";
import { BUG_PLUS_ONE, UNIQUE_RECTANGLE } from "../../../engine/techniques/uniqueness.ts";
import { assertSound, cellAt, eliminationNames, gridOf, stateOf } from "../../testing/grids.ts";
import { cellNames, EMPTY, readPuzzles } from "../../testing/positions.ts";

// ---------------------------------------------------------------------------------------------------------
// Unique rectangle (rows 1-2 and columns 1 and 4: boxes 1 and 2)

Deno.test("unique rectangle type 1: three corners exactly {a,b}", () => {
  const state = stateOf(EMPTY, { keep: { r1c1: "12", r1c4: "12", r2c1: "12", r2c4: "1256" } });
  const step = UNIQUE_RECTANGLE.find(state)!;
  assert.equal(step.pattern.variant, "type 1");
  assert.deepEqual(eliminationNames(state, step), ["r2c4-1", "r2c4-2"]);
  assert.equal(
    describeStep(state.rules, step),
    "Unique rectangle (type 1) {1,2} in r1c1, r1c4, r2c1, r2c4 removes 1, 2 from r2c4",
  );
  assert.equal(UNIQUE_RECTANGLE.findAll(state).length, 1);
});

Deno.test("unique rectangle type 1 on a 6×6 grid", () => {
  // Boxes are 2×3 here: rows 1-2 and columns 1 and 4 again span exactly two boxes.
  const state = stateOf(".".repeat(36), { keep: { r1c1: "12", r1c4: "12", r2c1: "12", r2c4: "1256" } });
  const step = UNIQUE_RECTANGLE.find(state)!;
  assert.deepEqual(eliminationNames(state, step), ["r2c4-1", "r2c4-2"]);
});

Deno.test("unique rectangle near misses: four boxes, or a given in a corner", () => {
  // Rows 1 and 4 with columns 1 and 4 touch boxes 1, 2, 4 and 5: no deadly pattern.
  assert.deepEqual(
    UNIQUE_RECTANGLE.findAll(stateOf(EMPTY, { keep: { r1c1: "12", r1c4: "12", r4c1: "12", r4c4: "129" } })),
    [],
  );
  // A given 3 at r2c4: the other three corners are {1,2} but a given cannot be part of the pattern.
  const withGiven = EMPTY.slice(0, 12) + "3" + EMPTY.slice(13);
  const state = stateOf(withGiven, { keep: { r1c1: "12", r1c4: "12", r2c1: "12" } });
  assert.equal(state.cells[cellAt(state, "r2c4")], 3);
  assert.deepEqual(UNIQUE_RECTANGLE.findAll(state), []);
  // Two {1,2} cells and two {1,2,x} cells with different single extras and nothing else: no type applies.
  assert.equal(
    UNIQUE_RECTANGLE.find(stateOf(EMPTY, { keep: { r1c1: "12", r2c1: "12", r1c4: "127", r2c4: "128" } })),
    null,
  );
});

Deno.test("unique rectangle type 2: the shared extra leaves the roof's common peers", () => {
  // Floor r1c1, r2c1 = {1,2}; roof r1c4, r2c4 = {1,2,7}: one roof cell is 7, so 7 goes from column 4 and
  // box 2. Most of those have had their 7 removed by hand, leaving r3c6, r5c4 and r8c4.
  const state = stateOf(EMPTY, {
    keep: { r1c1: "12", r2c1: "12", r1c4: "127", r2c4: "127" },
    remove: Object.fromEntries(
      ["r3c4", "r4c4", "r6c4", "r7c4", "r9c4", "r1c5", "r1c6", "r2c5", "r2c6", "r3c5"].map((c) => [c, "7"]),
    ),
  });
  const step = UNIQUE_RECTANGLE.find(state)!;
  assert.equal(step.pattern.variant, "type 2");
  assert.deepEqual(eliminationNames(state, step), ["r3c6-7", "r5c4-7", "r8c4-7"]);
  assert.equal(
    describeStep(state.rules, step),
    "Unique rectangle (type 2) {1,2} in r1c1, r1c4, r2c1, r2c4 removes 7 from r3c6, r5c4, r8c4",
  );
});

Deno.test("unique rectangle type 3: the roof's extras form a naked pair with another cell", () => {
  // Floor r1c1, r1c4 = {1,2}; roof r2c1 = {1,2,3}, r2c4 = {1,2,4}: one roof cell is 3 or 4, and r2c8 is
  // {3,4}, so 3 and 4 leave the rest of row 2.
  const state = stateOf(EMPTY, {
    keep: { r1c1: "12", r1c4: "12", r2c1: "123", r2c4: "124", r2c8: "34" },
    remove: { r2c2: "34", r2c3: "34", r2c5: "34", r2c7: "34", r2c6: "3" },
  });
  const step = UNIQUE_RECTANGLE.find(state)!;
  assert.equal(step.pattern.variant, "type 3");
  assert.deepEqual(eliminationNames(state, step), ["r2c6-4", "r2c9-3", "r2c9-4"]);
  assert.deepEqual(cellNames(state, step.pattern.cells), ["r1c1", "r1c4", "r2c1", "r2c4", "r2c8"]);
  assert.deepEqual(step.pattern.houses, [1]);
});

Deno.test("unique rectangle type 3: the triple version", () => {
  // Roof extras {3,4} with r2c8 = {3,5} and r2c9 = {4,5}: three digits for three "cells" of row 2.
  const state = stateOf(EMPTY, {
    keep: { r1c1: "12", r1c4: "12", r2c1: "123", r2c4: "124", r2c8: "35", r2c9: "45" },
    remove: { r2c2: "345", r2c3: "345", r2c5: "345" },
  });
  const step = UNIQUE_RECTANGLE.find(state)!;
  assert.equal(step.pattern.variant, "type 3");
  assert.deepEqual(eliminationNames(state, step), [
    "r2c6-3",
    "r2c6-4",
    "r2c6-5",
    "r2c7-3",
    "r2c7-4",
    "r2c7-5",
  ]);
});

Deno.test("unique rectangle type 3: near miss — the partner cell has a third digit", () => {
  const state = stateOf(EMPTY, {
    keep: { r1c1: "12", r1c4: "12", r2c1: "123", r2c4: "124", r2c8: "345" },
    remove: { r2c2: "34", r2c3: "34", r2c5: "34", r2c7: "34", r2c6: "3" },
  });
  assert.deepEqual(UNIQUE_RECTANGLE.findAll(state), []);
});

Deno.test("unique rectangle type 4: a strong link on one digit removes the other from the roof", () => {
  // Floor r1c1, r1c4 = {1,2}; roof r2c1 = {1,2,5}, r2c4 = {1,2,6,7}; in row 2 the 1s are only in the
  // roof, so one roof cell is 1 and neither can be 2.
  const ONLY_ROOF_HAS_1 = Object.fromEntries(
    ["r2c2", "r2c3", "r2c5", "r2c6", "r2c7", "r2c8", "r2c9"].map((c) => [c, "1"]),
  );
  const keep = { r1c1: "12", r1c4: "12", r2c1: "125", r2c4: "1267" };
  const state = stateOf(EMPTY, { keep, remove: ONLY_ROOF_HAS_1 });
  const step = UNIQUE_RECTANGLE.find(state)!;
  assert.equal(step.pattern.variant, "type 4");
  assert.deepEqual(eliminationNames(state, step), ["r2c1-2", "r2c4-2"]);
  assert.deepEqual(step.pattern.houses, [1]);
  assert.equal(UNIQUE_RECTANGLE.findAll(state).length, 1);
  // Near miss: one more 1 in row 2 (r2c7) and there is no strong link.
  const { r2c7: _, ...notQuite } = ONLY_ROOF_HAS_1;
  assert.equal(UNIQUE_RECTANGLE.find(stateOf(EMPTY, { keep, remove: notQuite })), null);
});

// ---------------------------------------------------------------------------------------------------------
// BUG+1

/**
 * Fixture puzzle line 2 (index 1), mid-solve: every empty cell is bivalue except r7c8 = {2,4,7}. The
 * candidates are exactly those the placed digits leave; BUG_CANDIDATES lists them for the reader.
 */
const BUG_PLACED = ".17298..3.32.4.98.498536712725819634381654297964372158.59.63..1.76.853.9.4392....";
const BUG_CANDIDATES: Record<string, string> = {
  r1c1: "56",
  r1c7: "45",
  r1c8: "46",
  r2c1: "56",
  r2c4: "17",
  r2c6: "17",
  r2c9: "56",
  r7c1: "28",
  r7c4: "47",
  r7c7: "48",
  r7c8: "247",
  r8c1: "12",
  r8c4: "14",
  r8c8: "24",
  r9c1: "18",
  r9c6: "17",
  r9c7: "58",
  r9c8: "67",
  r9c9: "56",
};

Deno.test("BUG+1: the digit appearing three times in the trivalue cell's houses goes there", () => {
  // 4 appears three times in row 7 (r7c4, r7c7, r7c8), column 8 (r1c8, r7c8, r8c8) and box 9 (r7c7, r7c8,
  // r8c8); every other digit appears exactly twice in every house.
  const state = stateOf(BUG_PLACED);
  assert.deepEqual(state.candidates, stateOf(BUG_PLACED, { keep: BUG_CANDIDATES }).candidates);
  const step = BUG_PLUS_ONE.find(state)!;
  assert.deepEqual(step.placements, [{ cell: cellAt(state, "r7c8"), digit: 4 }]);
  assert.deepEqual(step.eliminations, []);
  assert.deepEqual(step.pattern.houses, [6, 16, 26]);
  assert.equal(describeStep(state.rules, step), "BUG+1 in row 7, column 8, box 9: r7c8 = 4");
  const puzzle = readPuzzles()[1];
  assertSound(state, step, countSolutions(gridOf(puzzle)).solution!);
});

Deno.test("BUG+1: near misses", () => {
  // Without the 7 at r7c8 every cell is bivalue: a BUG with no extra cell to resolve it.
  assert.equal(BUG_PLUS_ONE.find(stateOf(BUG_PLACED, { keep: { r7c8: "24" } })), null);
  // Pool puzzle, mid-solve: one trivalue cell (r2c9 = {5,7,9}) and all others bivalue, but 7 appears four
  // times in box 3 (r1c8, r1c9, r2c8, r2c9), so this is not BUG+1.
  const state = stateOf("39.651....61348...485279163.4.196...639785421158432796823967514516824...974513682", {
    keep: {
      r1c3: "27",
      r1c7: "28",
      r1c8: "47",
      r1c9: "78",
      r2c1: "27",
      r2c7: "29",
      r2c8: "57",
      r2c9: "579",
      r4c1: "27",
      r4c3: "27",
      r4c7: "38",
      r4c8: "35",
      r4c9: "58",
      r8c7: "39",
      r8c8: "37",
      r8c9: "79",
    },
  });
  assert.equal(BUG_PLUS_ONE.find(state), null);
  // Without the 9 at r9c4: two cells with three candidates (r9c4 itself and r9c8), the rest bivalue.
  const twoTrivalue = stateOf(BUG_PLACED.slice(0, 75) + "." + BUG_PLACED.slice(76));
  const empty = [...twoTrivalue.cells.keys()].filter((cell) => twoTrivalue.cells[cell] === 0);
  assert.deepEqual(
    empty.map((cell) => popcount(twoTrivalue.candidates[cell])).filter((n) => n !== 2),
    [3, 3],
  );
  assert.equal(BUG_PLUS_ONE.find(twoTrivalue), null);
});
