/**
 * Finned and sashimi fish (engine/techniques/finned-fish.ts): the finned X-Wing's hand-checked case of
 * tests/fixtures/technique-cases.txt (cases_test.ts runs every line), its words and its reason.
 */
import assert from "node:assert/strict";
import { explainStep } from "../../../engine/explain.ts";
import { CLASSIC } from "../../../engine/rules.ts";
import { FINNED_X_WING } from "../../../engine/techniques/finned-fish.ts";
import { describeStep } from "../../../engine/techniques/index.ts";
import { TECHNIQUE_CASES } from "../../testing/technique_cases.ts";

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
