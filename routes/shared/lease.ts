/**
 * A lease in Deno KV: work that must run once across every process sharing the store (each process of
 * `deno serve --parallel` runs the cron job; so may several instances on one `denokv`, and an operator's
 * `deno task deliver`) runs only in the process holding the lease. The lease is taken with an atomic
 * check-and-set, carries its own expiry (a holder that dies frees it after `ttlMs`), is renewed while the work
 * runs, and is released at the end. Whoever finds a live lease is told who holds it and until when, and does
 * nothing.
 */

/** The stored lease: who holds it, and the epoch ms it lapses at unless renewed. */
export interface LeaseRecord {
  holder: string;
  until: number;
}

export interface LeaseOptions {
  kv: Deno.Kv;
  /** What the lease guards, one key per kind of work ("delivery-round"). */
  name: string;
  /** How long a lease lives without renewal: how long work stays blocked after its holder died. */
  ttlMs?: number;
  /** How often a running holder renews (well under `ttlMs`). */
  renewEveryMs?: number;
  /** Who asks, for the busy report and logs; a random id by default. */
  holder?: string;
  /** The clock, in epoch ms; tests move it. */
  now?: () => number;
}

/** What `withLease` did: the work's result, or the live lease that kept it from running. */
export type LeaseOutcome<T> =
  | { ran: true; value: T }
  | { ran: false; heldBy: string; until: string };

export const LEASE_DEFAULTS = { ttlMs: 30_000, renewEveryMs: 10_000 };

export const leaseKey = (name: string): Deno.KvKey => ["lease", name];

/**
 * Runs `work` only if this caller takes the lease `name`; the signal given to `work` aborts when the lease is
 * lost (a renewal found someone else's lease: this process stalled past `ttlMs`), so the work can stop taking
 * new items.
 *
 * @example
 * const outcome = await withLease({ kv, name: "delivery-round" }, (signal) => runRound({ kv, signal }));
 * if (!outcome.ran) console.log(`skipped: ${outcome.heldBy} holds the round until ${outcome.until}`);
 */
export async function withLease<T>(
  options: LeaseOptions,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<LeaseOutcome<T>> {
  const { kv, name } = options;
  const ttlMs = options.ttlMs ?? LEASE_DEFAULTS.ttlMs;
  const renewEveryMs = options.renewEveryMs ?? Math.min(LEASE_DEFAULTS.renewEveryMs, ttlMs / 3);
  const now = options.now ?? Date.now;
  const holder = options.holder ?? crypto.randomUUID();
  const key = leaseKey(name);

  const current = await kv.get<LeaseRecord>(key);
  const busy = (record: LeaseRecord): LeaseOutcome<T> => ({
    ran: false,
    heldBy: record.holder,
    until: new Date(record.until).toISOString(),
  });
  if (current.value && current.value.until > now()) return busy(current.value);
  const taken = await kv.atomic().check(current).set(key, { holder, until: now() + ttlMs }).commit();
  if (!taken.ok) {
    // Another caller took it between the read and the write.
    const winner = (await kv.get<LeaseRecord>(key)).value;
    return busy(winner ?? { holder: "another caller", until: now() });
  }

  let versionstamp = taken.versionstamp;
  const lost = new AbortController();
  let renewing: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    renewing = renewing.then(async () => {
      if (lost.signal.aborted) return;
      const renewed = await kv.atomic()
        .check({ key, versionstamp })
        .set(key, { holder, until: now() + ttlMs })
        .commit()
        .catch(() => ({ ok: false as const }));
      // A failed write is not yet a lost lease: the next renewal tries again while `ttlMs` lasts.
      if (renewed.ok) versionstamp = renewed.versionstamp;
      else if ((await kv.get(key).catch(() => null))?.versionstamp !== versionstamp) {
        lost.abort(new Error(`the lease ${name} was taken over: this holder stalled past ${ttlMs} ms`));
      }
    });
  }, renewEveryMs);
  try {
    return { ran: true, value: await work(lost.signal) };
  } finally {
    clearInterval(timer);
    await renewing;
    // Only our own lease is released: one taken over stays with its new holder.
    await kv.atomic().check({ key, versionstamp }).delete(key).commit().catch(() => {});
  }
}
