import assert from "node:assert/strict";
import { boardSummary } from "../../../../routes/shared/results/summary.ts";
import {
  BOARD_TIMES_KEPT,
  recordResult,
  type StoredResult,
} from "../../../../routes/shared/results/store.ts";
import type { Level, VariantId } from "../../../../engine/mod.ts";

const DATE = "2026-12-01";

async function record(
  kv: Deno.Kv,
  n: number,
  result: StoredResult,
  daily: { variant?: VariantId; level?: Level; date?: string } = {},
) {
  const id = { date: daily.date ?? DATE, variant: daily.variant ?? "9x9", level: daily.level ?? "hard" };
  return await recordResult(kv, id, `browser${String(n).padStart(15, "0")}`, result, {
    address: `address-${n}`,
    perAddressCap: 10,
  });
}

Deno.test("boardSummary: undefined for a board with no results that day", async () => {
  const kv = await Deno.openKv(":memory:");
  assert.equal(await boardSummary(kv, "sub-none", DATE), undefined);
  await record(kv, 1, { seconds: 300, hints: 0, board: "sub-a" }, { date: "2026-11-30" });
  await record(kv, 2, { seconds: 300, hints: 0, board: "sub-b" });
  assert.equal(await boardSummary(kv, "sub-a", DATE), undefined, "another day's results");
  kv.close();
});

Deno.test("boardSummary: each daily the board played, classic first then by level, with its solvers, median and times", async () => {
  const kv = await Deno.openKv(":memory:");
  const board = "discord-1234";
  await record(kv, 1, { seconds: 500, hints: 1, name: "Bea", board }, { level: "hard" });
  await record(kv, 2, { seconds: 300, hints: 0, name: "Ana", board }, { level: "hard" });
  await record(kv, 3, { seconds: 400, hints: 0, board }, { level: "hard" });
  await record(kv, 4, { seconds: 200, hints: 0, board }, { level: "easy" });
  await record(kv, 5, { seconds: 900, hints: 2, board }, { variant: "killer", level: "easy" });
  // Another board's result and one without a board are not this board's.
  await record(kv, 6, { seconds: 100, hints: 0, board: "discord-9999" }, { level: "hard" });
  await record(kv, 7, { seconds: 100, hints: 0 }, { level: "hard" });
  assert.deepEqual(await boardSummary(kv, board, DATE), {
    board,
    date: DATE,
    levels: [
      { level: "easy", variant: "9x9", solvers: 1, medianSeconds: 200, times: [{ seconds: 200, hints: 0 }] },
      {
        level: "hard",
        variant: "9x9",
        solvers: 3,
        medianSeconds: 400,
        times: [
          { name: "Ana", seconds: 300, hints: 0 },
          { seconds: 400, hints: 0 },
          { name: "Bea", seconds: 500, hints: 1 },
        ],
      },
      {
        level: "easy",
        variant: "killer",
        solvers: 1,
        medianSeconds: 900,
        times: [{ seconds: 900, hints: 2 }],
      },
    ],
  });
  kv.close();
});

Deno.test("boardSummary: a busy board lists its fastest 50 and counts everyone, its median within 10 %", async () => {
  const kv = await Deno.openKv(":memory:");
  const board = "slack-T1-C1";
  // 120 players, 121 s to 1,311 s apart by 10 s, sent slowest first.
  for (let i = 119; i >= 0; i--) await record(kv, i, { seconds: 121 + 10 * i, hints: 0, board });
  const [level] = (await boardSummary(kv, board, DATE))!.levels;
  assert.equal(level.solvers, 120);
  assert.equal(level.times.length, BOARD_TIMES_KEPT);
  assert.deepEqual(level.times.slice(0, 2).map((t) => t.seconds), [121, 131]);
  assert.equal(level.times.at(-1)!.seconds, 121 + 10 * 49);
  const exact = 121 + 10 * 59;
  assert.ok(Math.abs(level.medianSeconds - exact) / exact <= 0.1, `${level.medianSeconds} vs ${exact}`);
  kv.close();
});
