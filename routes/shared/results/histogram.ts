/**
 * Solve times as bounded histograms, so that "how others did" (how many, the median, where a time stands)
 * costs the same for ten players or a million: a count per bucket, never a list of times.
 *
 * - `fine` buckets, for a daily's figures: one per second up to 10 minutes, one per 5 s up to an hour, one
 *   per minute up to 24 hours (2,581 buckets in all, each a 32-bit count). The array is only as long as its
 *   slowest bucket in use, so a day whose times all fall under 20 minutes keeps about 720 counts.
 * - `coarse` buckets, for a board (a channel): each about 10 % wider than the one before (120 buckets), since
 *   a board's median needs no more once its kept list of times is full.
 */

/** The longest time a result may claim: a day. */
export const MAX_SECONDS = 86_400;

/** A bucketing: where a time falls, and the time a bucket stands for. */
export interface Bucketing {
  /** How many buckets the scheme has in all. */
  readonly size: number;
  /** The bucket of a whole number of seconds (0 ≤ seconds ≤ MAX_SECONDS). */
  bucketOf(seconds: number): number;
  /** The seconds a bucket reads as: its only second, or the middle of its span (rounded down). */
  secondsOf(bucket: number): number;
}

const FINE_SPANS = [
  { from: 0, width: 1 },
  { from: 600, width: 5 },
  { from: 3600, width: 60 },
];

/** Per second to 10 min, per 5 s to 1 h, per minute to 24 h. */
export const fine: Bucketing = (() => {
  const firsts: number[] = [];
  let first = 0;
  FINE_SPANS.forEach((span, i) => {
    firsts.push(first);
    const to = i + 1 < FINE_SPANS.length ? FINE_SPANS[i + 1].from : MAX_SECONDS + 1;
    first += Math.ceil((to - span.from) / span.width);
  });
  return {
    size: first,
    bucketOf(seconds) {
      let i = FINE_SPANS.length - 1;
      while (seconds < FINE_SPANS[i].from) i--;
      return firsts[i] + Math.floor((seconds - FINE_SPANS[i].from) / FINE_SPANS[i].width);
    },
    secondsOf(bucket) {
      let i = FINE_SPANS.length - 1;
      while (bucket < firsts[i]) i--;
      const { from, width } = FINE_SPANS[i];
      return from + (bucket - firsts[i]) * width + Math.floor((width - 1) / 2);
    },
  };
})();

const COARSE_RATIO = 1.1;

/** Buckets about 10 % wide: bucket b holds the times from 1.1^b up to 1.1^(b+1) seconds (0 s is bucket 0). */
export const coarse: Bucketing = {
  size: Math.floor(Math.log(MAX_SECONDS) / Math.log(COARSE_RATIO)) + 1,
  bucketOf(seconds) {
    return seconds < 1 ? 0 : Math.floor(Math.log(seconds) / Math.log(COARSE_RATIO) + 1e-9);
  },
  secondsOf(bucket) {
    // The whole seconds inside the bucket, and the one nearest its geometric middle.
    const low = Math.ceil(COARSE_RATIO ** bucket - 1e-9);
    const high = Math.max(low, Math.ceil(COARSE_RATIO ** (bucket + 1) - 1e-9) - 1);
    const middle = Math.round(Math.sqrt(COARSE_RATIO ** bucket * COARSE_RATIO ** (bucket + 1)));
    return Math.min(Math.max(middle, low), high);
  },
};

/** `counts` with one more time in its bucket, grown to hold that bucket; `counts` itself is left alone. */
export function withTime(
  counts: Uint32Array,
  bucketing: Bucketing,
  seconds: number,
): Uint32Array<ArrayBuffer> {
  const bucket = bucketing.bucketOf(seconds);
  const next = new Uint32Array(Math.max(counts.length, bucket + 1));
  next.set(counts);
  next[bucket]++;
  return next;
}

/** How many times the histogram holds. */
export function total(counts: Uint32Array): number {
  let n = 0;
  for (const c of counts) n += c;
  return n;
}

/** The median time (the lower one of an even count), as its bucket reads; null for no times. */
export function median(counts: Uint32Array, bucketing: Bucketing): number | null {
  const n = total(counts);
  if (n === 0) return null;
  const rank = Math.ceil(n / 2);
  let seen = 0;
  for (let b = 0; b < counts.length; b++) {
    seen += counts[b];
    if (seen >= rank) return bucketing.secondsOf(b);
  }
  return null;
}

/**
 * Where a time stands: the share (0–100, rounded down) of the other times that were slower, counting a time
 * in the same bucket as a tie, not slower. `seconds` is taken to be one of the times held; null when it is
 * the only one.
 */
export function fasterThan(counts: Uint32Array, bucketing: Bucketing, seconds: number): number | null {
  const others = total(counts) - 1;
  if (others <= 0) return null;
  let slower = 0;
  for (let b = bucketing.bucketOf(seconds) + 1; b < counts.length; b++) slower += counts[b];
  return Math.floor((100 * slower) / others);
}
