import assert from "node:assert/strict";
import { countdownWords, untilNextDaily } from "../../../../routes/pages/static/play/countdown.js";
import { usePlayerWords } from "../../../testing/player_words.ts";

usePlayerWords("en");

const at = (iso: string) => new Date(iso).getTime();

Deno.test("the next daily comes at the next midnight UTC, a whole day away at midnight itself", () => {
  assert.equal(untilNextDaily(at("2026-12-01T10:00:00Z")), 14 * 3_600_000);
  assert.equal(untilNextDaily(at("2026-12-01T23:59:59.500Z")), 500);
  assert.equal(untilNextDaily(at("2026-12-02T00:00:00Z")), 24 * 3_600_000);
});

Deno.test("the countdown is said in hours and minutes, rounded down so it never promises a puzzle early", () => {
  assert.equal(countdownWords(14 * 3_600_000), "14 h 0 min");
  assert.equal(countdownWords(5 * 3_600_000 + 12 * 60_000 + 59_999), "5 h 12 min");
  assert.equal(countdownWords(59 * 60_000 + 59_000), "59 min");
  assert.equal(countdownWords(59_999), "less than a minute");
});
