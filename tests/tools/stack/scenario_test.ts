import assert from "node:assert/strict";
import { checkExactlyOnce, pairName } from "../../../tools/stack/scenario.ts";
import type { ReceivedPost } from "../../../tools/stack/webhook.ts";

const DATE = "2026-11-20";
const daily = (hook: string, level: string, date = DATE): ReceivedPost => ({
  hook,
  event: "daily",
  date,
  level,
});
const due = [pairName("s0", DATE, "easy"), pairName("s0", DATE, "hard"), pairName("s1", DATE, "easy")];

Deno.test("each due pair once, confirmations aside, is exactly once", () => {
  const received = [
    { hook: "s0", event: "subscribed" },
    daily("s0", "hard"),
    daily("s1", "easy"),
    daily("s0", "easy"),
  ];
  assert.deepEqual(checkExactlyOnce(due, received), {
    ok: true,
    missing: [],
    duplicated: [],
    unexpected: [],
  });
});

Deno.test("a pair never received, one received twice, and one nobody asked for each fail the check", () => {
  const check = checkExactlyOnce(due, [
    daily("s0", "easy"),
    daily("s0", "easy"),
    daily("s1", "easy"),
    daily("s1", "easy", "2026-11-19"),
  ]);
  assert.equal(check.ok, false);
  assert.deepEqual(check.missing, ["s0 2026-11-20 hard"]);
  assert.deepEqual(check.duplicated, [{ pair: "s0 2026-11-20 easy", count: 2 }]);
  assert.deepEqual(check.unexpected, ["s1 2026-11-19 easy"]);
});
