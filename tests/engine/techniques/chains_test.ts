/**
 * X-chains and XY-chains (engine/techniques/chains.ts): chains on pictures of one digit (the digit's layer of a
 * real mid-solve position of tests/fixtures/qqwing-expert-advanced.txt, noted by line) and on bivalue cells, link
 * by link, shortest first, with their words and near misses.
 *
 * Pictures: "D" = the digit is placed there, "x" = it is a candidate, "." = it is not.
 */
import assert from "node:assert/strict";
import { X_CHAIN, XY_CHAIN } from "../../../engine/techniques/chains.ts";
import { describeStep } from "../../../engine/techniques/index.ts";
import { eliminationNames, stateOf } from "../../testing/grids.ts";
import { cellNames, digitState, withCandidate } from "../../testing/positions.ts";

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
  assert.deepEqual(cellNames(state, step.pattern.cells), ["r6c5", "r4c5", "r4c7", "r7c7", "r9c8", "r9c3"]);
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

const XY_CELLS = { r1c1: "12", r1c5: "23", r5c5: "34", r5c9: "14" };

Deno.test("xy-chain: four bivalue cells pass the digit round to the other end", () => {
  // If r1c1 is not 1 it is 2, so r1c5 is 3, r5c5 is 4 and r5c9 is 1: one end is 1.
  const state = stateOf(".".repeat(81), { keep: XY_CELLS });
  const step = XY_CHAIN.find(state)!;
  assert.deepEqual(eliminationNames(state, step), ["r1c9-1", "r5c1-1"]);
  assert.deepEqual(cellNames(state, step.pattern.cells), ["r1c1", "r1c5", "r5c5", "r5c9"]);
  assert.deepEqual(
    step.pattern.chain!.map(({ cell, digit }) => `${cellNames(state, [cell])[0]}:${digit}`),
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
