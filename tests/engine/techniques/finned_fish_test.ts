/**
 * Finned and sashimi fish (engine/techniques/finned-fish.ts), with its finders themselves: every finned X-Wing,
 * Swordfish and Jellyfish case of tests/fixtures/technique-cases.txt gives exactly its result; positions where the
 * fish has no fin, or the fin's box holds none of the cover lines' cells, must not fire; the finned X-Wing's words
 * and reason; and every instance found along grade paths agrees with the puzzle's solution.
 */
import assert from "node:assert/strict";
import { explainStep } from "../../../engine/explain.ts";
import { CLASSIC } from "../../../engine/rules.ts";
import {
  FINNED_FISH_TECHNIQUES,
  FINNED_JELLYFISH,
  FINNED_SWORDFISH,
  FINNED_X_WING,
} from "../../../engine/techniques/finned-fish.ts";
import { JELLYFISH, SWORDFISH, X_WING } from "../../../engine/techniques/fish.ts";
import { describeStep } from "../../../engine/techniques/index.ts";
import type { SolveState } from "../../../engine/techniques/step.ts";
import { ALL9, digitPicture } from "../../testing/positions.ts";
import { sweepStuckSample } from "../../testing/stuck_sample.ts";
import { resultOf, TECHNIQUE_CASES } from "../../testing/technique_cases.ts";

Deno.test("finned X-Wing: hand-checked case, its words and its reason", () => {
  // Digit 3: row 2 has it in c4, c6 and c9, row 9 only in c4 and c9. Without the fin r2c6 the two rows are an
  // X-Wing on columns 4 and 9; with it, either r2c6 is 3 or the X-Wing holds. r1c4 and r3c4 are in column 4 and
  // in the fin's box 2, so they lose 3 either way; r4c9 … r8c9 do not see the fin and keep theirs.
  const c = TECHNIQUE_CASES.find((x) => x.technique === "finned-x-wing" && x.result === "r1c4-3,r3c4-3")!;
  const bit = 1 << 2;
  const columnsOf = (row: number) =>
    [...Array(9).keys()].filter((col) => c.state.candidates[row * 9 + col] & bit).map((col) => col + 1);
  assert.deepEqual(columnsOf(1), [4, 6, 9]);
  assert.deepEqual(columnsOf(8), [4, 9]);
  const step = FINNED_X_WING.find(c.state)!;
  assert.deepEqual(step.pattern.fins, [14]);
  assert.equal(
    step.pattern.variant,
    undefined,
    "each row keeps two places in the cover columns: not sashimi",
  );
  assert.equal(
    describeStep(CLASSIC, step),
    "Finned X-Wing {3} in r2c4, r2c9, r9c4, r9c9 removes 3 from r1c4, r3c4",
  );
  const why = explainStep(c.state, step);
  assert.equal(
    why.text,
    "In rows 2 and 9, 3 can only go in columns 4 and 9 (r2c4, r2c9, r9c4 and r9c9) or in the fin r2c6. If no " +
      "fin holds 3, the two rows put their 3s in those two columns, and no other cell of them can hold 3; if a " +
      "fin does, no cell seeing it can. r1c4 and r3c4 are in columns 4 and 9 and see every fin, so this rules " +
      "out 3 from r1c4 and r3c4",
  );
});

const FINNED = new Map(FINNED_FISH_TECHNIQUES.map((t) => [t.id, t]));
const FINNED_CASES = TECHNIQUE_CASES.filter((c) => FINNED.has(c.technique));

Deno.test("technique-cases.txt: every finned fish case gives exactly its result through the finned fish finders", () => {
  assert.deepEqual(
    [...new Set(FINNED_CASES.map((c) => c.technique))].sort(),
    ["finned-jellyfish", "finned-swordfish", "finned-x-wing"],
  );
  for (const c of FINNED_CASES) {
    const where = `line ${c.line} (${c.technique})`;
    const fish = FINNED.get(c.technique)!;
    const all = fish.findAll(c.state);
    if (!c.result) {
      assert.equal(fish.find(c.state), null, `${where} must not fire`);
      assert.deepEqual(all, [], `${where} must not fire`);
      continue;
    }
    const step = c.among ? all.find((s) => resultOf(s) === c.result) : fish.find(c.state);
    assert.ok(step, `${where} fires`);
    assert.equal(step.technique, c.technique, where);
    assert.equal(resultOf(step), c.result, where);
    assert.ok(step.pattern.fins!.length > 0, `${where}: the fish has a fin`);
    if (!c.among) assert.deepEqual(all[0], step, `${where}: find is findAll's first`);
  }
});

/** The picture with the rows not listed (1-based) left full: the digit everywhere else, so no other fish forms. */
function fishPicture(digit: number, rows: Record<number, string>): SolveState {
  return digitPicture(digit, ALL9.map((r) => rows[r] ?? "xxxxxxxxx"));
}

Deno.test("finned fish must not fire: a fish with no fin, or a fin whose box holds no cell of the cover lines", () => {
  // No fin: each base row's digit lies only in the cover columns; the plain fish finds it, the finned one nothing.
  const plain = [
    [X_WING, FINNED_X_WING, fishPicture(5, { 2: "..x....x.", 6: "..x....x." })],
    [SWORDFISH, FINNED_SWORDFISH, fishPicture(9, { 1: ".x..x....", 5: "....x..x.", 9: ".x.....x." })],
    [
      JELLYFISH,
      FINNED_JELLYFISH,
      fishPicture(4, { 1: "x..x.....", 2: "...x..x..", 4: ".x....x..", 7: "xx......." }),
    ],
  ] as const;
  for (const [fish, finned, state] of plain) {
    assert.ok(fish.find(state), `${fish.id} is there`);
    assert.equal(finned.find(state), null, `${finned.id}: no fin, no finned fish`);
    assert.deepEqual(finned.findAll(state), []);
  }
  // Rows 2 and 9 hold 3 in columns 4 and 9, row 2 also at the fin r2c1. The fin's box 1 holds no cell of columns
  // 4 and 9, so no cell sees both the fin and the fish's cover: nothing to remove.
  const aside = fishPicture(3, { 2: "x..x....x", 9: "...x....x" });
  assert.equal(FINNED_X_WING.find(aside), null);
  assert.deepEqual(FINNED_X_WING.findAll(aside), []);
  // The same fin moved into box 2 (r2c6), which column 4 crosses: r1c4 and r3c4 lose 3.
  const seeing = fishPicture(3, { 2: "...x.x..x", 9: "...x....x" });
  assert.deepEqual(FINNED_X_WING.findAll(seeing).map((s) => resultOf(s)), ["r1c4-3,r3c4-3"]);
});

Deno.test("soundness: every finned fish every finder lists along 20 grade paths agrees with the solution", () => {
  const { instances } = sweepStuckSample(FINNED_FISH_TECHNIQUES, 20, 20);
  for (const fish of FINNED_FISH_TECHNIQUES) {
    assert.ok((instances[fish.id] ?? 0) > 0, `${fish.id}: ${instances[fish.id]} instances`);
  }
});
