/**
 * The forcing chains (engine/techniques/forcing.ts): cell, unit and digit forcing charge the work meter they are
 * given, and a cap stops each. Their cases of tests/fixtures/technique-cases.txt run in cases_test.ts.
 */
import assert from "node:assert/strict";
import { CELL_FORCING, DIGIT_FORCING, UNIT_FORCING } from "../../../engine/techniques/forcing.ts";
import { WorkCapReached, WorkMeter } from "../../../engine/techniques/meter.ts";
import { CHAIN_CASES } from "../../testing/technique_cases.ts";

Deno.test("the forcing chains charge their work, and a cap stops them", () => {
  const state = CHAIN_CASES.find((c) => c.technique === "cell-forcing" && c.result)!.state;
  const meter = new WorkMeter();
  assert.ok(CELL_FORCING.find(state, meter));
  assert.ok(meter.spent > 0);
  const capped = new WorkMeter();
  assert.throws(() => capped.withCap(10, () => CELL_FORCING.find(state, capped)), WorkCapReached);
  assert.throws(() => capped.withCap(10, () => UNIT_FORCING.findAll(state, capped)), WorkCapReached);
  assert.throws(() => capped.withCap(10, () => DIGIT_FORCING.find(state, capped)), WorkCapReached);
});
