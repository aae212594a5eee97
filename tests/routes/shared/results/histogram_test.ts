import assert from "node:assert/strict";
import fc from "fast-check";
import {
  coarse,
  fasterThan,
  fine,
  MAX_SECONDS,
  median,
  total,
  withTime,
} from "../../../../routes/shared/results/histogram.ts";

const seconds = fc.integer({ min: 0, max: MAX_SECONDS });

Deno.test("fine buckets: one per second to 10 min, per 5 s to an hour, per minute to a day", () => {
  assert.equal(fine.size, 600 + 600 + 1381);
  for (const s of [0, 1, 599]) assert.equal(fine.secondsOf(fine.bucketOf(s)), s);
  assert.equal(fine.bucketOf(600), fine.bucketOf(604));
  assert.notEqual(fine.bucketOf(604), fine.bucketOf(605));
  assert.equal(fine.secondsOf(fine.bucketOf(3_600)), 3_629);
  assert.equal(fine.bucketOf(MAX_SECONDS), fine.size - 1);
});

Deno.test("a bucket reads as a time inside it, and buckets follow the order of times", () => {
  for (const b of [fine, coarse]) {
    fc.assert(fc.property(seconds, seconds, (a, c) => {
      const [lo, hi] = a <= c ? [a, c] : [c, a];
      assert.ok(b.bucketOf(lo) <= b.bucketOf(hi));
      assert.ok(b.bucketOf(lo) < b.size);
      assert.equal(b.bucketOf(b.secondsOf(b.bucketOf(lo))), b.bucketOf(lo));
    }));
  }
});

Deno.test("coarse buckets are about 10 % wide", () => {
  assert.ok(coarse.size <= 120);
  for (const s of [60, 300, 1_000, 20_000]) {
    const read = coarse.secondsOf(coarse.bucketOf(s));
    assert.ok(Math.abs(read - s) / s <= 0.1, `${s} reads ${read}`);
  }
});

Deno.test("the median and the share of slower times agree with the times themselves", () => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 0, max: 599 }), { minLength: 1, maxLength: 60 }), (times) => {
      let counts: Uint32Array = new Uint32Array(0);
      for (const t of times) counts = withTime(counts, fine, t);
      assert.equal(total(counts), times.length);
      const sorted = [...times].sort((a, b) => a - b);
      assert.equal(median(counts, fine), sorted[Math.ceil(sorted.length / 2) - 1]);
      const mine = times[0];
      const slower = times.filter((t) => t > mine).length;
      assert.equal(
        fasterThan(counts, fine, mine),
        times.length === 1 ? null : Math.floor((100 * slower) / (times.length - 1)),
      );
    }),
  );
});

Deno.test("a histogram is only as long as its slowest bucket in use, and adding leaves the old one alone", () => {
  const empty = new Uint32Array(0);
  const one = withTime(empty, fine, 200);
  assert.equal(one.length, 201);
  assert.equal(empty.length, 0);
  assert.equal(median(empty, fine), null);
});
