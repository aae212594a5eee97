/**
 * Sue de Coq (engine/techniques/sue-de-coq.ts): its cases of tests/fixtures/technique-cases.txt (cases_test.ts
 * runs every line) checked by hand, set by set, with its words, and near misses one candidate away.
 */
import assert from "node:assert/strict";
import { explainStep } from "../../../engine/explain.ts";
import { describeStep } from "../../../engine/techniques/index.ts";
import { SUE_DE_COQ } from "../../../engine/techniques/sue-de-coq.ts";
import { effects, fixture, g, names, sameSets, withCandidate } from "../../testing/als_cases.ts";

Deno.test("Sue de Coq (basic): the crossing, its two partners, exactly its eliminations and its words", () => {
  // r8c4, r8c5, r8c6 (row 8 crossing box 8) hold {1,4,5,6,7}: five digits, three cells. r8c1 {5,7} lies in row 8
  // and r7c6 {4,6} in box 8, with no digit in common: five cells, five digits. 5 and 7 have their places in row 8,
  // 1, 4 and 6 in box 8, so each goes in once: box 8's other cells lose 1, 4 and 6 (r7c4 {3,4,5,6} and r9c4
  // {2,…,7} lose 4, 6; r9c6 {2,4,6,7} loses 4, 6), and row 8's other cell r8c2 {4,6} holds neither 1, 5 nor 7.
  const { state, step } = fixture("sue-de-coq");
  assert.deepEqual(names(step.pattern.cells!), ["r8c4", "r8c5", "r8c6", "r8c1", "r7c6"]);
  assert.deepEqual(step.pattern.houses, [7, 25], "row 8, box 8");
  assert.deepEqual(step.pattern.sets, [{ cells: [63], digits: [5, 7] }, { cells: [59], digits: [4, 6] }]);
  assert.equal(step.pattern.variant, undefined, "basic: one bivalue cell of the crossing's digits each side");
  assert.equal(effects(step), "r7c4-4,r7c4-6,r9c4-4,r9c4-6,r9c6-4,r9c6-6");
  assert.equal(
    describeStep(g, step),
    "Sue de Coq in row 8, box 8: r8c4, r8c5, r8c6 with {5,7} in r8c1 and {4,6} in r7c6 removes 4, 6 from r7c4, " +
      "r9c4, r9c6",
  );
  assert.equal(
    explainStep(state, step).text,
    "r8c4, r8c5 and r8c6, where row 8 crosses box 8, hold 1, 4, 5, 6 and 7: five digits for three cells. With " +
      "r8c1 (5 and 7) in row 8 and r7c6 (4 and 6) in box 8, these five cells hold only five digits between " +
      "them, and none can go twice among them: the places of 5 and 7 lie in row 8, those of every other digit " +
      "in box 8. So each digit goes in exactly one of them: 1, 5 and 7 within row 8, and 1, 4 and 6 within box " +
      "8; this rules out 4 and 6 from r7c4, r9c4 and r9c6",
  );
  // The extended form: a partner with a third digit.
  const extended = fixture("sue-de-coq", 1).step;
  assert.equal(extended.pattern.variant, "extended");
  assert.deepEqual(extended.pattern.sets![1], { cells: [10], digits: [4, 7, 9] }, "r2c2 {4,7,9} in box 1");
});

Deno.test("Sue de Coq near miss: a partner sharing a digit with the other side proves nothing", () => {
  const { state, step } = fixture("sue-de-coq");
  // r8c1 with 6 as well: 6 could then go both in r8c1 and in r7c6 (or the crossing), six digits for five cells.
  const missed = withCandidate(state, "r8c1", "6");
  assert.ok(
    !SUE_DE_COQ.findAll(missed).some((s) => JSON.stringify(s.pattern) === JSON.stringify(step.pattern)),
  );
  // r7c6 with 3 as well: one digit more than cells.
  const more = withCandidate(state, "r7c6", "3");
  assert.ok(!SUE_DE_COQ.findAll(more).some((s) => sameSets(s, step)));
});
