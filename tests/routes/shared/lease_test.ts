/**
 * The KV lease that makes a cron round run once across processes: one holder at a time, a live lease reported
 * and left alone, renewal while the work runs, release at the end, and takeover once a dead holder's lease
 * has lapsed.
 */
import assert from "node:assert/strict";
import { leaseKey, type LeaseRecord, withLease } from "../../../routes/shared/lease.ts";

const T0 = Date.parse("2026-11-20T09:00:00Z");

Deno.test("a second caller finds the live lease, is told who holds it, and does not run", async () => {
  using kv = await Deno.openKv(":memory:");
  const release = Promise.withResolvers<void>();
  let runs = 0;
  const first = withLease({ kv, name: "round", holder: "first", now: () => T0 }, async () => {
    runs++;
    await release.promise;
    return "done";
  });
  // The first caller has taken the lease once its work is running.
  while (runs === 0) await new Promise((r) => setTimeout(r, 1));
  const second = await withLease({ kv, name: "round", holder: "second", now: () => T0 + 1_000 }, () => {
    runs++;
    return Promise.resolve("ran");
  });
  assert.deepEqual(second, { ran: false, heldBy: "first", until: new Date(T0 + 30_000).toISOString() });
  release.resolve();
  assert.deepEqual(await first, { ran: true, value: "done" });
  assert.equal(runs, 1);
});

Deno.test("the lease is released at the end, even when the work throws", async () => {
  using kv = await Deno.openKv(":memory:");
  await assert.rejects(
    withLease({ kv, name: "round" }, () => Promise.reject(new Error("round failed"))),
    /round failed/,
  );
  assert.equal((await kv.get(leaseKey("round"))).value, null);
  assert.deepEqual(await withLease({ kv, name: "round" }, () => Promise.resolve(1)), { ran: true, value: 1 });
});

Deno.test("a lease whose holder died lapses after its ttl, and the next caller takes it", async () => {
  using kv = await Deno.openKv(":memory:");
  await kv.set(leaseKey("round"), { holder: "dead", until: T0 + 30_000 } satisfies LeaseRecord);
  const early = await withLease({ kv, name: "round", now: () => T0 + 29_999 }, () => Promise.resolve(1));
  assert.equal(early.ran, false);
  const late = await withLease({ kv, name: "round", now: () => T0 + 30_001 }, () => Promise.resolve(2));
  assert.deepEqual(late, { ran: true, value: 2 });
});

Deno.test("a running holder renews its lease, so work longer than the ttl is never joined by another", async () => {
  using kv = await Deno.openKv(":memory:");
  const ttlMs = 120;
  const othersRan: boolean[] = [];
  const long = withLease({ kv, name: "round", ttlMs, renewEveryMs: 30 }, async (signal) => {
    // Others try all through a piece of work four ttls long.
    for (let i = 0; i < 8; i++) {
      await new Promise((r) => setTimeout(r, ttlMs / 2));
      othersRan.push((await withLease({ kv, name: "round", ttlMs }, () => Promise.resolve(0))).ran);
    }
    return signal.aborted;
  });
  assert.deepEqual(await long, { ran: true, value: false }, "the lease was never lost");
  assert.deepEqual(othersRan, Array(8).fill(false));
});

Deno.test("a holder that finds its lease taken over is told through the signal, and leaves the new lease", async () => {
  using kv = await Deno.openKv(":memory:");
  const outcome = await withLease({ kv, name: "round", ttlMs: 90, renewEveryMs: 30 }, async (signal) => {
    // Another holder takes over (as if this one had stalled past its ttl).
    await kv.set(leaseKey("round"), { holder: "other", until: Date.now() + 60_000 } satisfies LeaseRecord);
    await new Promise((r) => setTimeout(r, 100));
    return signal.aborted;
  });
  assert.deepEqual(outcome, { ran: true, value: true });
  assert.equal((await kv.get<LeaseRecord>(leaseKey("round"))).value?.holder, "other");
});
