import assert from "node:assert/strict";
import { loadPools } from "../../../data/pools.ts";
import { createDailyStore, type DailyClaim, dailyClaimKey } from "../../../routes/shared/dailies.ts";

const pools = await loadPools();
const DATES = ["2026-10-01", "2026-10-02", "2026-10-03"];

function counted(kv?: Deno.Kv) {
  const computed: string[] = [];
  const store = createDailyStore({
    pools,
    kv,
    onCompute: (date, level) => computed.push(`${date}/${level}`),
  });
  return { store, computed };
}

Deno.test("instances sharing a KV store compute each past day once; the others read it", async () => {
  using kv = await Deno.openKv(":memory:");
  const first = counted(kv);
  const second = counted(kv);
  const computed = await first.store.getMany(DATES, "hard");
  const read = await second.store.getMany(DATES, "hard");
  assert.deepEqual(read, computed);
  assert.deepEqual(first.computed, DATES.map((d) => `${d}/hard`));
  assert.deepEqual(second.computed, []);
  // The same day at another level, or of another variant, is another daily.
  await second.store.get(DATES[0], "easy");
  await second.store.get(DATES[0], "hard", "x");
  assert.deepEqual(second.computed, [`${DATES[0]}/easy`, `${DATES[0]}/hard`]);
});

Deno.test("processes asking for the same new days at once compute each once: one claims, the others wait", async () => {
  using kv = await Deno.openKv(":memory:");
  const processes = [counted(kv), counted(kv), counted(kv)];
  const answers = await Promise.all(processes.map((p) => p.store.getMany(DATES, "expert")));
  assert.deepEqual(answers[1], answers[0]);
  assert.deepEqual(answers[2], answers[0]);
  const computed = processes.flatMap((p) => p.computed).sort();
  assert.deepEqual(computed, DATES.map((d) => `${d}/expert`), "each day computed by one process only");
  for (const date of DATES) {
    assert.equal((await kv.get(dailyClaimKey("9x9", date, "expert"))).value, null, "claims are dropped");
  }
});

Deno.test("a claim whose holder died lapses, and the waiting process computes the day itself", async () => {
  using kv = await Deno.openKv(":memory:");
  const dead: DailyClaim = { holder: "a process that died", until: Date.now() + 300 };
  await kv.set(dailyClaimKey("9x9", DATES[1], "easy"), dead);
  const t = counted(kv);
  const daily = await t.store.get(DATES[1], "easy");
  assert.deepEqual(daily, await counted().store.get(DATES[1], "easy"));
  assert.deepEqual(t.computed, [`${DATES[1]}/easy`]);
});

Deno.test("requests for a day being computed wait for it instead of computing it again", async () => {
  const t = counted();
  const [a, b, [c, d]] = await Promise.all([
    t.store.get(DATES[0], "medium"),
    t.store.get(DATES[0], "medium"),
    t.store.getMany([DATES[0], DATES[1]], "medium"),
  ]);
  assert.deepEqual([b, c], [a, a]);
  assert.equal(d.date, DATES[1]);
  assert.deepEqual(t.computed, [`${DATES[0]}/medium`, `${DATES[1]}/medium`]);
  const [e, f] = await t.store.getMany([DATES[2], DATES[2]], "medium");
  assert.deepEqual(e, f);
  assert.equal(
    t.computed.filter((x) => x.startsWith(DATES[2])).length,
    1,
    "a day asked twice at once is one",
  );
});

Deno.test("a KV store that fails is passed by: the daily is computed and served all the same", async () => {
  const failing = {
    get: () => Promise.reject(new Error("KV is down")),
    getMany: () => Promise.reject(new Error("KV is down")),
    set: () => Promise.reject(new Error("KV is down")),
  } as unknown as Deno.Kv;
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (message: string) => warnings.push(message);
  try {
    const t = counted(failing);
    const daily = await t.store.get(DATES[2], "easy");
    assert.deepEqual(daily, await counted().store.get(DATES[2], "easy"));
    assert.equal(warnings.length, 3, "one warning for the read, one for the claim, one for the write");
  } finally {
    console.warn = warn;
  }
});
