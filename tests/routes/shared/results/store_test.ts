import assert from "node:assert/strict";
import {
  addressKey,
  readBoard,
  readFigures,
  recordResult,
  tryAttempt,
} from "../../../../routes/shared/results/store.ts";

const DAILY = { date: "2026-12-01", variant: "9x9", level: "medium" } as const;
const NOW = Date.parse("2026-12-01T12:00:00Z");

Deno.test("concurrent first submissions of many browsers are each counted once", async () => {
  const kv = await Deno.openKv(":memory:");
  const browsers = Array.from({ length: 40 }, (_, i) => `browser${String(i).padStart(15, "0")}`);
  // Every browser sends twice at the same time: the figures must hold each once.
  const outcomes = await Promise.all(
    [...browsers, ...browsers].map((browser, i) =>
      recordResult(kv, DAILY, browser, { seconds: 100 + (i % 40), hints: 0, board: "b" }, {
        address: `a${i % 40}`,
        perAddressCap: 10,
      })
    ),
  );
  assert.equal(outcomes.filter((o) => o.kind === "recorded").length, 40);
  assert.equal(outcomes.filter((o) => o.kind === "duplicate").length, 40);
  assert.equal((await readFigures(kv, DAILY)).count, 40);
  assert.equal((await readBoard(kv, "b", DAILY))!.count, 40);
  kv.close();
});

Deno.test("an address key is the same within a day and for every instance, and another the next day", async () => {
  const kv = await Deno.openKv(":memory:");
  const [a, b] = await Promise.all([
    addressKey(kv, "192.0.2.1", "2026-12-01"),
    addressKey(kv, "192.0.2.1", "2026-12-01"),
  ]);
  assert.equal(a, b);
  assert.doesNotMatch(a, /192/);
  assert.notEqual(await addressKey(kv, "192.0.2.2", "2026-12-01"), a);
  assert.notEqual(await addressKey(kv, "192.0.2.1", "2026-12-02"), a);
  kv.close();
});

Deno.test("attempts are counted per hour and start again the next", async () => {
  const kv = await Deno.openKv(":memory:");
  const tries = [];
  for (let i = 0; i < 4; i++) tries.push(await tryAttempt(kv, "who", 3, NOW));
  assert.deepEqual(tries, [true, true, true, false]);
  assert.equal(await tryAttempt(kv, "who", 3, NOW + 3_600_000), true);
  kv.close();
});
