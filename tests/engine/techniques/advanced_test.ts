/**
 * Simple colouring, X-chains, XY-chains, unique rectangles and BUG+1: hand-checked fixtures (firing with
 * exact eliminations, near misses that must not fire, the rendered text) and a soundness sweep over real
 * qqwing "expert" puzzles.
 *
 * Single-digit fixtures are drawn as pictures of one digit: "D" = the digit is placed there, "x" = it is a
 * candidate, "." = it is not. Every other digit is left free, so only the drawn digit can form a pattern.
 * Several pictures are that digit's layer of a real mid-solve position from tests/fixtures (noted by line).
 */
import assert from "node:assert/strict";
import { popcount } from "../../../engine/board.ts";
import { carveMinimal } from "../../../bench/carve_minimal.ts";
import { areSeeing, classicRules, housesOfCell } from "../../../engine/rules.ts";
import { nextStep } from "../../../engine/grade.ts";
import { Rng } from "../../../engine/rng.ts";
import { SCHEMES } from "../../../engine/schemes.ts";
import { countSolutions, fillGrid } from "../../../engine/solver.ts";
import { SIMPLE_COLORING } from "../../../engine/techniques/coloring.ts";
import { MAX_CHAIN_CELLS, X_CHAIN, XY_CHAIN } from "../../../engine/techniques/chains.ts";
import { BUG_PLUS_ONE, UNIQUE_RECTANGLE } from "../../../engine/techniques/uniqueness.ts";
import { describeStep } from "../../../engine/techniques/index.ts";
import {
  applyStep,
  cloneState,
  createState,
  placeDigit,
  type SolveState,
  type Step,
  type Technique,
} from "../../../engine/techniques/step.ts";
import { assertSound, cellAt, eliminationNames, gridOf, stateOf } from "../../testing/grids.ts";

const ADVANCED: Technique[] = [SIMPLE_COLORING, X_CHAIN, XY_CHAIN, UNIQUE_RECTANGLE, BUG_PLUS_ONE];

/** A 9×9 state in which only `digit` is constrained, drawn as a picture (spaces and blank lines ignored). */
function digitState(digit: number, picture: string): SolveState {
  const rows = picture.split("\n").map((line) => line.replace(/\s/g, "")).filter((line) => line.length > 0);
  assert.equal(rows.length, 9);
  let placed = "";
  const remove: Record<string, string> = {};
  for (let r = 0; r < 9; r++) {
    assert.equal(rows[r].length, 9);
    for (let c = 0; c < 9; c++) {
      const ch = rows[r][c];
      placed += ch === "D" ? String(digit) : ".";
      if (ch === ".") remove[`r${r + 1}c${c + 1}`] = String(digit);
    }
  }
  const state = stateOf(placed, { remove });
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      if (rows[r][c] === "x") {
        assert.ok(state.candidates[r * 9 + c] & (1 << (digit - 1)), `r${r + 1}c${c + 1} keeps ${digit}`);
      }
    }
  }
  return state;
}

/** Add candidates of `digit` back into a picture ("r1c3" → that cell becomes "x"). */
function withCandidate(picture: string, name: string): string {
  const rows = picture.split("\n").map((line) => line.replace(/\s/g, "")).filter((line) => line.length > 0);
  const m = /^r(\d)c(\d)$/.exec(name)!;
  const r = Number(m[1]) - 1, c = Number(m[2]) - 1;
  rows[r] = rows[r].slice(0, c) + "x" + rows[r].slice(c + 1);
  return rows.join("\n");
}

function names(state: SolveState, cells: readonly number[] | undefined): string[] {
  return (cells ?? []).map((cell) =>
    `r${Math.floor(cell / state.rules.size) + 1}c${(cell % state.rules.size) + 1}`
  );
}

// ---------------------------------------------------------------------------------------------------------
// Simple colouring

/** Digit 7 in fixture puzzle line 11 (index 10), mid-solve. */
const WRAP_7 = `
x.. ..x ...
... ... .D.
..x x.. ...

x.. .x. ..x
.x. xxx x..
... .x. x.x

.xx ... x.x
.xx ... x..
... xx. ...`;

/** Digit 3 in fixture puzzle line 6 (index 5), mid-solve. */
const TRAP_3 = `
..x xxx ...
.x. ... ..x
... xx. x..

... .x. .x.
.x. ... ..x
..x ..x ...

D.. ... ...
... .xx .x.
... xx. x..`;

Deno.test("simple colouring: colour wrap removes the colour that meets itself", () => {
  // Conjugate pairs of 7: row 1 r1c1=r1c6, column 1 r1c1=r4c1, box 1 r1c1=r3c3, row 3 r3c3=r3c4,
  // box 2 r1c6=r3c4, column 6 r1c6=r5c6, box 4 r4c1=r5c2. Colour A = r1c1, r3c4, r5c2, r5c6;
  // colour B = r1c6, r3c3, r4c1. r5c2 and r5c6 are both A and share row 5, so A is false.
  const state = digitState(7, WRAP_7);
  const step = SIMPLE_COLORING.find(state)!;
  assert.ok(step);
  assert.equal(step.pattern.variant, "color wrap");
  assert.deepEqual(eliminationNames(state, step), ["r1c1-7", "r3c4-7", "r5c2-7", "r5c6-7"]);
  assert.deepEqual(step.pattern.houses, [4], "row 5");
  assert.deepEqual(step.pattern.digits, [7]);
  assert.deepEqual(names(state, step.pattern.cells), [
    "r1c1",
    "r1c6",
    "r3c3",
    "r3c4",
    "r4c1",
    "r5c2",
    "r5c6",
  ]);
  assert.deepEqual(
    step.pattern.colors!.map((c) => c.color),
    [0, 1, 1, 0, 1, 0, 0],
    "colour 0 is the colour of the smallest cell",
  );
  assert.equal(step.pattern.links!.length, 7);
  assert.ok(step.pattern.links!.every((l) => l.strong));
  assert.equal(
    describeStep(state.rules, step),
    "Simple colouring (color wrap) {7} in r1c1, r1c6, r3c3, r3c4, r4c1, r5c2, r5c6 removes 7 from r1c1, r3c4, r5c2, r5c6",
  );
  // The same cluster also traps r4c5: it sees r4c1 (B) in row 4 and r5c6 (A) in box 5.
  const all = SIMPLE_COLORING.findAll(state);
  assert.deepEqual(all.map((s) => s.pattern.variant), ["color wrap", "color trap"]);
  assert.deepEqual(eliminationNames(state, all[1]), ["r4c5-7"]);
});

Deno.test("simple colouring: colour trap removes candidates that see both colours", () => {
  // One cluster of twelve 3s: A = r1c3, r2c9, r4c8, r5c2, r6c6, r9c7; B = r2c2, r3c7, r4c5, r5c9, r6c3, r8c8.
  // r1c5 sees r1c3 (A) and r4c5 (B); r8c6 sees r6c6 (A) and r8c8 (B); r9c5 sees r9c7 (A) and r4c5 (B).
  const state = digitState(3, TRAP_3);
  const step = SIMPLE_COLORING.find(state)!;
  assert.equal(step.pattern.variant, "color trap");
  assert.deepEqual(eliminationNames(state, step), ["r1c5-3", "r8c6-3", "r9c5-3"]);
  assert.deepEqual(
    names(state, step.pattern.colors!.filter((c) => c.color === 0).map((c) => c.cell)),
    ["r1c3", "r2c9", "r4c8", "r5c2", "r6c6", "r9c7"],
  );
  assert.equal(SIMPLE_COLORING.findAll(state).length, 1);
});

Deno.test("simple colouring: a cluster of one strong link traps too (the intersection's eliminations)", () => {
  // Row 1's 5s are only r1c1 and r1c2: one strong link, one cluster of two cells of opposite colours. Every
  // other 5 of box 1 sees both; the rest of the grid still has all its 5s, so no other link exists.
  const state = digitState(
    5,
    `xx. ... ...
     xxx xxx xxx
     xxx xxx xxx

     xxx xxx xxx
     xxx xxx xxx
     xxx xxx xxx

     xxx xxx xxx
     xxx xxx xxx
     xxx xxx xxx`,
  );
  const all = SIMPLE_COLORING.findAll(state);
  assert.equal(all.length, 1);
  assert.equal(all[0].pattern.variant, "color trap");
  assert.deepEqual(names(state, all[0].pattern.cells), ["r1c1", "r1c2"]);
  assert.deepEqual(eliminationNames(state, all[0]), [
    "r2c1-5",
    "r2c2-5",
    "r2c3-5",
    "r3c1-5",
    "r3c2-5",
    "r3c3-5",
  ]);
});

Deno.test("simple colouring: near miss — an extra candidate breaks the conjugate pairs", () => {
  // A 7 at r1c3 leaves three 7s in row 1 and in box 1: the cluster falls apart into two halves that
  // neither wrap nor trap anything.
  assert.equal(SIMPLE_COLORING.find(digitState(7, withCandidate(WRAP_7, "r1c3"))), null);
  // Likewise a 3 at r4c3 (row 4, column 3 and box 4 lose their conjugate pairs).
  assert.equal(SIMPLE_COLORING.find(digitState(3, withCandidate(TRAP_3, "r4c3"))), null);
  // An empty grid has no strong links at all.
  assert.deepEqual(SIMPLE_COLORING.findAll(stateOf(".".repeat(81))), []);
});

// ---------------------------------------------------------------------------------------------------------
// X-chain

/** Digit 7 in fixture puzzle line 3 (index 2), mid-solve. */
const XCHAIN_7 = `
... ... .xx
... D.. ...
.D. ... ...

x.. .x. xx.
x.x ... ..x
x.x .x. .xx

x.x ... x.x
... ..D ...
..x ... .x.`;

/** Digit 2 in fixture puzzle line 5 (index 4), mid-solve. */
const XCHAIN_2 = `
... ... ..D
x.x x.. ...
..x .x. ...

.xx xx. ...
..x x.. ...
... ... .D.

xx. ... ...
... ..D ...
... ... D..`;

Deno.test("x-chain: a five-link chain removes the digit from cells seeing both ends", () => {
  // r6c5 = r4c5 (column 5) - r4c7 (row 4) = r7c7 (column 7) - r9c8 (box 9) = r9c3 (row 9):
  // r6c5 or r9c3 is 7, and r6c3 sees both.
  const state = digitState(7, XCHAIN_7);
  const step = X_CHAIN.find(state)!;
  assert.deepEqual(eliminationNames(state, step), ["r6c3-7"]);
  assert.deepEqual(names(state, step.pattern.cells), ["r6c5", "r4c5", "r4c7", "r7c7", "r9c8", "r9c3"]);
  assert.deepEqual(step.pattern.chain!.map((c) => c.digit), [7, 7, 7, 7, 7, 7]);
  assert.deepEqual(step.pattern.links!.map((l) => l.strong), [true, false, true, false, true]);
  assert.equal(
    describeStep(state.rules, step),
    "X-Chain {7} in r6c5, r4c5, r4c7, r7c7, r9c8, r9c3 removes 7 from r6c3",
  );
  assert.equal(X_CHAIN.findAll(state).length, 1);
});

Deno.test("x-chain: shortest chains first, longer ones still listed", () => {
  const state = digitState(2, XCHAIN_2);
  const all = X_CHAIN.findAll(state);
  const described = all.map((s) => describeStep(state.rules, s));
  assert.deepEqual(described, [
    // r3c5 = r2c4 (box 2) - r5c4 (column 4) = r5c3 (row 5): r3c3 sees both ends.
    "X-Chain {2} in r3c5, r2c4, r5c4, r5c3 removes 2 from r3c3",
    // r3c5 = r3c3 (row 3) - r5c3 (column 3) = r5c4 (row 5): r2c4 (box 2, column 4), r4c5 (column 5, box 5).
    "X-Chain {2} in r3c5, r3c3, r5c3, r5c4 removes 2 from r2c4, r4c5",
    // r2c1 = r7c1 (column 1) - r7c2 (row 7) = r4c2 (column 2) - r4c5 (row 4) = r3c5 (column 5).
    "X-Chain {2} in r2c1, r7c1, r7c2, r4c2, r4c5, r3c5 removes 2 from r2c4, r3c3",
    "X-Chain {2} in r2c1, r7c1, r7c2, r4c2, r5c3, r5c4 removes 2 from r2c4",
    "X-Chain {2} in r3c5, r2c4, r2c1, r7c1, r7c2, r4c2 removes 2 from r4c5",
  ]);
  assert.deepEqual(X_CHAIN.find(state), all[0]);
});

Deno.test("x-chain: near miss — an extra candidate breaks a strong link", () => {
  // A 7 at r5c7 leaves three 7s in column 7: r4c7 = r7c7 is no longer a strong link.
  assert.equal(X_CHAIN.find(digitState(7, withCandidate(XCHAIN_7, "r5c7"))), null);
  assert.deepEqual(X_CHAIN.findAll(stateOf(".".repeat(81))), []);
});

// ---------------------------------------------------------------------------------------------------------
// XY-chain

const XY_CELLS = { r1c1: "12", r1c5: "23", r5c5: "34", r5c9: "14" };

Deno.test("xy-chain: four bivalue cells pass the digit round to the other end", () => {
  // If r1c1 is not 1 it is 2, so r1c5 is 3, r5c5 is 4 and r5c9 is 1: one end is 1.
  const state = stateOf(".".repeat(81), { keep: XY_CELLS });
  const step = XY_CHAIN.find(state)!;
  assert.deepEqual(eliminationNames(state, step), ["r1c9-1", "r5c1-1"]);
  assert.deepEqual(names(state, step.pattern.cells), ["r1c1", "r1c5", "r5c5", "r5c9"]);
  assert.deepEqual(
    step.pattern.chain!.map(({ cell, digit }) => `${names(state, [cell])[0]}:${digit}`),
    ["r1c1:1", "r1c1:2", "r1c5:2", "r1c5:3", "r5c5:3", "r5c5:4", "r5c9:4", "r5c9:1"],
  );
  assert.deepEqual(step.pattern.links!.map((l) => l.strong), [true, false, true, false, true, false, true]);
  assert.equal(
    describeStep(state.rules, step),
    "XY-Chain {1} in r1c1, r1c5, r5c5, r5c9 removes 1 from r1c9, r5c1",
  );
  assert.equal(XY_CHAIN.findAll(state).length, 1, "the reversed chain is the same instance");
});

Deno.test("xy-chain: near miss — a third candidate breaks the chain", () => {
  assert.equal(XY_CHAIN.find(stateOf(".".repeat(81), { keep: { ...XY_CELLS, r5c9: "145" } })), null);
  // Three cells do not close on the same digit.
  assert.equal(
    XY_CHAIN.find(stateOf(".".repeat(81), { keep: { r1c1: "12", r1c5: "23", r5c5: "34" } })),
    null,
  );
});

// ---------------------------------------------------------------------------------------------------------
// Unique rectangle (rows 1-2 and columns 1 and 4: boxes 1 and 2)

const EMPTY = ".".repeat(81);

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
  assert.deepEqual(names(state, step.pattern.cells), ["r1c1", "r1c4", "r2c1", "r2c4", "r2c8"]);
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

// ---------------------------------------------------------------------------------------------------------
// Soundness sweep

function readPuzzles(): string[] {
  return Deno.readTextFileSync(new URL("../../fixtures/qqwing-expert-advanced.txt", import.meta.url))
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/**
 * One cheap step applied in place, so the sweep reaches the positions where the advanced techniques are
 * needed: naked single, hidden single, pointing/claiming, naked pair. False when none applies.
 */
function basicStep(state: SolveState): boolean {
  const g = state.rules;
  const N = g.size;
  const cand = state.candidates;
  for (let cell = 0; cell < g.cellCount; cell++) {
    if (state.cells[cell] === 0 && popcount(cand[cell]) === 1) {
      placeDigit(state, cell, 32 - Math.clz32(cand[cell]));
      return true;
    }
  }
  for (let h = 0; h < g.houses.length; h++) {
    for (let d = 0; d < N; d++) {
      let count = 0, at = -1;
      for (const cell of g.houses[h]) if (cand[cell] & (1 << d)) count++, at = cell;
      if (count === 1) {
        placeDigit(state, at, d + 1);
        return true;
      }
    }
  }
  for (let h = 0; h < g.houses.length; h++) {
    for (let d = 0; d < N; d++) {
      const bit = 1 << d;
      const cells = [...g.houses[h]].filter((cell) => cand[cell] & bit);
      if (cells.length < 2) continue;
      for (const other of housesOfCell(g, cells[0])) {
        if (other === h || !cells.every((cell) => housesOfCell(g, cell).includes(other))) continue;
        let changed = false;
        for (const cell of g.houses[other]) {
          if ((cand[cell] & bit) && !cells.includes(cell)) cand[cell] &= ~bit, changed = true;
        }
        if (changed) return true;
      }
    }
  }
  for (const house of g.houses) {
    for (const a of house) {
      if (popcount(cand[a]) !== 2) continue;
      for (const b of house) {
        if (b <= a || cand[b] !== cand[a]) continue;
        let changed = false;
        for (const cell of house) {
          if (cell !== a && cell !== b && (cand[cell] & cand[a])) cand[cell] &= ~cand[a], changed = true;
        }
        if (changed) return true;
      }
    }
  }
  return false;
}

/** The two cells are the only candidates of the digit in some house they share. */
function conjugate(state: SolveState, a: number, b: number, digit: number): boolean {
  const g = state.rules;
  for (const h of housesOfCell(g, a)) {
    if (!housesOfCell(g, b).includes(h)) continue;
    if (g.houses[h].filter((cell) => state.candidates[cell] & (1 << (digit - 1))).length === 2) return true;
  }
  return false;
}

/** Shape checks beyond soundness: sorted unique eliminations, and chains/colours that really are what they say. */
function assertWellFormed(state: SolveState, step: Step): void {
  const keys = step.eliminations.map(({ cell, digit }) => cell * 32 + digit);
  assert.deepEqual(keys, [...new Set(keys)].sort((a, b) => a - b), "eliminations sorted by cell then digit");
  const p = step.pattern;
  if (step.technique === "simple-coloring") {
    const colorOf = new Map(p.colors!.map((c) => [c.cell, c.color]));
    for (const l of p.links!) {
      assert.ok(conjugate(state, l.from.cell, l.to.cell, p.digits![0]), "colouring link is a conjugate pair");
      assert.notEqual(colorOf.get(l.from.cell), colorOf.get(l.to.cell), "linked cells differ in colour");
    }
  }
  if (step.technique === "x-chain" || step.technique === "xy-chain") {
    const chain = p.chain!;
    const cells = p.cells!;
    assert.equal(new Set(cells).size, cells.length, "no cell twice in a chain");
    assert.ok(cells.length <= MAX_CHAIN_CELLS);
    const first = chain[0], last = chain[chain.length - 1];
    assert.equal(first.digit, last.digit);
    for (const { cell, digit } of step.eliminations) {
      assert.equal(digit, first.digit);
      assert.ok(
        areSeeing(state.rules, cell, first.cell) && areSeeing(state.rules, cell, last.cell),
        "target sees both ends",
      );
      assert.ok(!cells.includes(cell));
    }
    for (let i = 0; i + 1 < chain.length; i++) {
      const a = chain[i], b = chain[i + 1];
      if (step.technique === "x-chain") {
        assert.ok(cells.length >= 4 && cells.length % 2 === 0);
        if (i % 2 === 0) assert.ok(conjugate(state, a.cell, b.cell, a.digit), "x-chain strong link");
        else assert.ok(areSeeing(state.rules, a.cell, b.cell), "x-chain weak link");
      } else if (i % 2 === 0) {
        assert.equal(a.cell, b.cell);
        assert.equal(state.candidates[a.cell], (1 << (a.digit - 1)) | (1 << (b.digit - 1)), "bivalue cell");
      } else {
        assert.equal(a.digit, b.digit);
        assert.ok(areSeeing(state.rules, a.cell, b.cell), "xy-chain cells see each other");
      }
    }
    if (step.technique === "xy-chain") assert.ok(cells.length >= 3);
  }
}

Deno.test("soundness sweep: qqwing expert puzzles", () => {
  const puzzles = readPuzzles();
  assert.ok(puzzles.length >= 100);
  const fired = new Map<string, number>();
  const bump = (key: string) => fired.set(key, (fired.get(key) ?? 0) + 1);
  const longest = new Map<string, number>();
  for (const line of puzzles) {
    const grid = gridOf(line);
    const { count, solution } = countSolutions(grid);
    assert.equal(count, 1, "uniqueness techniques need a unique solution");
    const state = createState(grid);
    for (;;) {
      if (basicStep(state)) continue;
      let chosen: Step | null = null;
      for (const technique of ADVANCED) {
        const before = state.candidates.slice();
        const steps = technique.findAll(state);
        assert.deepEqual(technique.find(state), steps[0] ?? null, `${technique.id}: find is findAll's first`);
        assert.deepEqual(state.candidates, before, "scanning does not change the state");
        for (const step of steps) {
          assert.equal(step.technique, technique.id);
          assertWellFormed(state, step);
          assertSound(cloneState(state), step, solution!);
          bump(technique.id);
          if (step.pattern.variant) bump(`${technique.id}/${step.pattern.variant}`);
          if (step.pattern.chain) {
            longest.set(
              step.technique,
              Math.max(longest.get(step.technique) ?? 0, step.pattern.cells!.length),
            );
          }
        }
        chosen ??= steps[0] ?? null;
      }
      if (!chosen) break;
      applyStep(state, chosen);
    }
  }
  for (
    const key of [...ADVANCED.map((t) => t.id), "simple-coloring/color wrap", "simple-coloring/color trap"]
  ) {
    assert.ok((fired.get(key) ?? 0) > 0, `${key} fired in the sweep`);
  }
  for (const type of [1, 2, 3, 4]) {
    assert.ok((fired.get(`unique-rectangle/type ${type}`) ?? 0) > 0, `unique rectangle type ${type} fired`);
  }
  // Chains run up to 12 cells (the documented limit): the sweep meets chains that long, and none longer.
  assert.deepEqual([...longest].sort(), [["x-chain", 12], ["xy-chain", 12]]);
});

Deno.test("colouring, chains and BUG+1 fire on 6×6 and 16×16 grids too, and soundly", () => {
  // The fixtures above are all 9×9: these scans index cells and houses by the rules, so sweep carved
  // puzzles of the other sizes along the grader's path and check every instance against the solution.
  for (
    const [shape, count, expected] of [
      ["6x6", 200, ["simple-coloring", "x-chain", "xy-chain", "bug-plus-one"]],
      ["16x16", 3, ["simple-coloring", "x-chain", "xy-chain"]],
    ] as const
  ) {
    const fired = new Set<string>();
    for (let i = 0; i < count; i++) {
      const rng = new Rng(`adv-${shape}-${i}`);
      const grid = carveMinimal(fillGrid(classicRules(shape), rng), rng, 20_000).puzzle;
      const solved = countSolutions(grid);
      assert.equal(solved.count, 1);
      const state = createState(grid);
      for (
        let step = nextStep(state, SCHEMES.standard, true);
        step;
        step = nextStep(state, SCHEMES.standard, true)
      ) {
        for (const technique of [SIMPLE_COLORING, X_CHAIN, XY_CHAIN, BUG_PLUS_ONE]) {
          for (const found of technique.findAll(state)) {
            fired.add(found.technique);
            assertSound(cloneState(state), found, solved.solution!);
          }
        }
        applyStep(state, step);
      }
    }
    assert.deepEqual([...fired].sort(), [...expected].sort(), shape);
  }
});
