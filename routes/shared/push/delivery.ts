/**
 * A delivery round: every active subscription gets its variant's daily of one UTC date for each of its levels,
 * once, from the post time its schedule gives that date (routes/shared/push/schedule.ts: always inside the
 * date's UTC day; a post whose time passed while no round ran is made by the next round), and, when it asked
 * for one, the post of how the channel did the day before. Rounds may overlap, run on several instances at once, or die part-way; each (webhook, variant, date,
 * level) is still posted at most once and, unless the webhook keeps failing, at least once:
 *
 * 1. A post is claimed first: a KV atomic check-and-set moves its delivery record to `sending` with a lease,
 *    so no other round touches it while the lease runs. The claim is made only after the body is ready, so
 *    the post follows the claim at once.
 * 2. After the post the outcome replaces the claim, checked against the claim's versionstamp.
 * 3. A claim whose lease ran out without an outcome belonged to a round that stopped while posting: the
 *    webhook may have the post, so it is marked `unknown` and not sent again. Everything that round had not
 *    claimed yet is still unclaimed, and the next round posts it.
 *
 * 429 waits as long as `Retry-After` asks; 5xx, 408 and timeouts are tried again later with doubling waits (the
 * next day's first rounds still try the day before's); 401/403/404/410 three times in a row pause the
 * subscription (its webhook was deleted).
 */
import type { Level, PoolEntry } from "../../../engine/mod.ts";
import { createDailyStore, type DailyStore, utcDay } from "../dailies.ts";
import { type LeaseOptions, type LeaseOutcome, withLease } from "../lease.ts";
import {
  type Delivery,
  deliveryKey,
  goneStreakKey,
  listSubscriptions,
  scheduleOf,
  type Subscription,
  subscriptionKey,
  summaryKey,
  threadKey,
  updateSubscription,
} from "./store.ts";
import {
  dailyPost,
  type PostOutcome,
  postToSlackApi,
  postToWebhook,
  slackBotPost,
  threadParentPost,
} from "./post.ts";
import { addDays, dueAt, postTime } from "./schedule.ts";
import { boardOf } from "./channel_options.ts";
import { hasTimes, summaryPost, type SummarySource } from "./summary_post.ts";

export interface RoundOptions {
  kv: Deno.Kv;
  /** Where the dailies come from (the app's store, so a round and the API agree by construction). */
  store: DailyStore;
  /** The UTC date whose dailies are posted ("YYYY-MM-DD"). */
  date: string;
  /** The clock, in epoch ms; tests move it. */
  now?: () => number;
  /** Links in posts use this origin when set (ORIGIN), else the one each subscription was made on. */
  origin?: string;
  /** Posts in flight at once. */
  concurrency?: number;
  /** Most time one webhook has to answer. */
  timeoutMs?: number;
  /** How long a claim keeps others off a post: well over `timeoutMs`. */
  leaseMs?: number;
  /** The fetch used to post; tests and benchmarks pass their own. */
  fetch?: typeof fetch;
  /**
   * How a channel did on a day (routes/shared/results/summary.ts's `boardSummary`). Without it no summary is
   * posted: subscriptions that asked for one get it once a source is wired.
   */
  summaries?: SummarySource;
  /** Stops the round taking further pairs (those already claimed finish): the round's lease was lost. */
  signal?: AbortSignal;
}

/** What a round did, by outcome. */
export interface RoundReport {
  date: string;
  /** (subscription, level) pairs looked at: those whose post time has come (a summary counts as a level). */
  due: number;
  delivered: number;
  retrying: number;
  failed: number;
  /** Posts a stopped round left in flight, now marked unknown. */
  unknown: number;
  /** Already delivered, failed or unknown, claimed by another round, or waiting for their retry time. */
  skipped: number;
  /** Subscriptions paused in this round. */
  paused: number;
  /** Pairs a store or daily error stopped (left as they were, so a later round tries them). */
  errors: number;
}

export const DELIVERY_DEFAULTS = {
  concurrency: 16,
  timeoutMs: 10_000,
  leaseMs: 60_000,
};

/** Posts a delivery makes before it is given up. */
export const MAX_ATTEMPTS = 8;
/** 401/403/404/410 answers in a row that pause a subscription. */
export const GONE_STREAK_TO_PAUSE = 3;
/** First retry wait after a 5xx or timeout; it doubles per attempt, up to an hour. */
const FIRST_BACKOFF_MS = 60_000;
const MAX_BACKOFF_MS = 3_600_000;

export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
}

/** Runs `work` over `items` with at most `limit` at once. */
async function eachLimited<T>(items: AsyncIterable<T>, limit: number, work: (item: T) => Promise<void>) {
  const running = new Set<Promise<void>>();
  for await (const item of items) {
    const job = work(item).finally(() => running.delete(job));
    running.add(job);
    if (running.size >= limit) await Promise.race(running);
  }
  await Promise.all(running);
}

export async function deliveryRound(options: RoundOptions): Promise<RoundReport> {
  const opts = { ...DELIVERY_DEFAULTS, ...options };
  const now = opts.now ?? Date.now;
  const report: RoundReport = {
    date: opts.date,
    due: 0,
    delivered: 0,
    retrying: 0,
    failed: 0,
    unknown: 0,
    skipped: 0,
    paused: 0,
    errors: 0,
  };

  async function* due(): AsyncGenerator<{ subscription: Subscription; level: Level | "summary" }> {
    const at = now();
    const dayBefore = addDays(opts.date, -1);
    for await (const { value: subscription } of listSubscriptions(opts.kv)) {
      if (opts.signal?.aborted) return;
      // A subscription gets the dailies from the day it was made; an operator's round for an earlier date
      // must not post it days it never asked for.
      const made = subscription.created.slice(0, 10);
      if (subscription.status !== "active" || made > opts.date) continue;
      const schedule = scheduleOf(subscription);
      // Nothing before the date's post time, and nothing on a weekday the channel skips.
      const postAt = dueAt(schedule, opts.date);
      if (postAt !== null && postAt <= at) {
        for (const level of subscription.levels) yield { subscription, level };
      }
      // How the channel did the day before comes at this date's post time (whatever its weekday), after a
      // day the channel was posted.
      if (
        opts.summaries && subscription.summary && made <= dayBefore && postTime(schedule, opts.date) <= at &&
        dueAt(schedule, dayBefore) !== null
      ) yield { subscription, level: "summary" };
    }
  }

  /** Per subscription, this round's look at the day's Slack parent message (its levels share one). */
  const threads = new Map<string, Promise<ThreadState>>();

  await eachLimited(due(), opts.concurrency, async ({ subscription, level }) => {
    report.due++;
    try {
      report[await deliverOne(subscription, level)]++;
    } catch (error) {
      // One pair's trouble (a KV outage, say) must not stop the others; the pair stays as it was.
      report.errors++;
      console.error(`delivery of ${subscription.id} ${opts.date} ${level}:`, error);
    }
  });
  return report;

  async function deliverOne(subscription: Subscription, level: Level | "summary"): Promise<PairResult> {
    const summarized = addDays(opts.date, -1);
    if (level === "summary") {
      const key = summaryKey(subscription.target, subscription.variant, summarized);
      return (await postOnce(subscription, key, async () => {
        const summary = await opts.summaries!(opts.kv, boardOf(subscription.id), summarized);
        if (!hasTimes(summary)) return "empty";
        const body = summaryPost(
          { format: subscription.format, threadName: subscription.threadName },
          summary,
        );
        if (!subscription.slackToken) return { body };
        // The summary of a day replies in that day's thread when it has one; it never starts one.
        const parent = subscription.thread === "per-day"
          ? (await opts.kv.get<Delivery>(threadKey(subscription.target, subscription.variant, summarized)))
            .value
          : null;
        const ts = parent?.state === "delivered" ? parent.ts : undefined;
        return { body: slackBotPost(subscription.slackChannel!, body, ts) };
      })).result;
    }
    const key = deliveryKey(subscription.target, subscription.variant, opts.date, level);
    return (await postOnce(subscription, key, async () => {
      // The daily first (one nobody asked for yet may take a while), so the claim is followed by the post.
      const body = dailyPost(
        {
          format: subscription.format,
          origin: opts.origin ?? subscription.origin,
          board: boardOf(subscription.id),
          threadName: subscription.threadName,
          roleId: subscription.roleId,
        },
        opts.date,
        await opts.store.get(opts.date, level, subscription.variant),
      );
      if (!subscription.slackToken) return { body };
      let ts: string | undefined;
      if (subscription.thread === "per-day") {
        let thread = threads.get(subscription.id);
        if (!thread) threads.set(subscription.id, thread = dayThread(subscription));
        const state = await thread;
        if (state.wait) return "wait";
        ts = state.ts;
      }
      return { body: slackBotPost(subscription.slackChannel!, body, ts) };
    })).result;
  }

  /**
   * The day's parent message of a Slack bot posting a thread per day, posted once exactly as a daily is (its
   * own delivery record, claimed under a lease): the `ts` its levels reply under. `wait` while another round
   * holds its claim or its retry is not due, so the levels stay unclaimed and a later round posts them under
   * it. A parent that can no longer be had (failed, or `unknown`: a round died between Slack's answer and the
   * record, so its ts is lost and posting another would put two parents in the channel) gives no ts: that
   * day's levels are posted as messages of their own, so the channel still gets its daily.
   */
  async function dayThread(subscription: Subscription): Promise<ThreadState> {
    const key = threadKey(subscription.target, subscription.variant, opts.date);
    // A second parent is the worst outcome there is, so an answer that leaves open whether Slack posted it
    // (5xx, internal_error, a timeout) settles the parent as unknown rather than trying it again.
    const { record } = await postOnce(
      subscription,
      key,
      () =>
        Promise.resolve({
          body: threadParentPost(subscription.slackChannel!, opts.date, subscription.variant),
        }),
      { atMostOnce: true },
    );
    if (record?.state === "delivered") return { wait: false, ts: record.ts };
    if (record?.state === "failed" || record?.state === "unknown") return { wait: false };
    return { wait: true };
  }

  /**
   * Posts one delivery record's post once: skips it when it is settled, claimed by another round in its lease
   * or waiting for its retry; marks a lapsed claim unknown; else builds the body (`empty`: nothing to post,
   * recorded so; `wait`: not yet, left unclaimed), claims the record against the version read, posts, and
   * records the outcome against the claim. Answers what happened and the record as it now stands.
   */
  async function postOnce(
    subscription: Subscription,
    key: Deno.KvKey,
    makeBody: () => Promise<{ body: unknown } | "empty" | "wait">,
    how: { atMostOnce?: boolean } = {},
  ): Promise<{ result: PairResult; record: Delivery | null }> {
    const entry = await opts.kv.get<Delivery>(key);
    const before = entry.value;
    const at = now();
    const skipped = { result: "skipped" as const, record: before };
    if (before) {
      if (
        before.state === "delivered" || before.state === "failed" || before.state === "unknown" ||
        before.state === "empty"
      ) {
        return skipped;
      }
      if (before.state === "sending") {
        if ((before.leaseUntil ?? 0) > at) return skipped;
        const marked: Delivery = {
          ...before,
          state: "unknown",
          error: "the round posting it stopped before the webhook answered; not posted again, so never twice",
          updated: new Date(at).toISOString(),
        };
        delete marked.leaseUntil;
        return (await opts.kv.atomic().check(entry).set(key, marked).commit()).ok
          ? { result: "unknown", record: marked }
          : skipped;
      }
      if ((before.nextAttemptAt ?? 0) > at) return skipped;
    }
    const made = await makeBody();
    if (made === "wait") return skipped;
    if (made === "empty") {
      // Nothing to post (a summary of a day without times); the record says so, so later rounds do not ask again.
      const empty: Delivery = {
        state: "empty",
        attempts: 0,
        updated: new Date(at).toISOString(),
        subscription: subscription.id,
      };
      const written = await opts.kv.atomic().check(entry).set(key, empty).commit();
      return { result: "skipped", record: written.ok ? empty : before };
    }
    // The claim also checks the subscription as it is now: once a DELETE (or a pause) has committed, no round
    // can claim another post for it.
    const current = await opts.kv.get<Subscription>(subscriptionKey(subscription.id));
    if (current.value?.status !== "active") return skipped;
    const attempts = (before?.attempts ?? 0) + 1;
    const claimedAt = now();
    const claim: Delivery = {
      state: "sending",
      attempts,
      leaseUntil: claimedAt + opts.leaseMs,
      updated: new Date(claimedAt).toISOString(),
      subscription: subscription.id,
    };
    const claimed = await opts.kv.atomic().check(entry).check(current).set(key, claim).commit();
    if (!claimed.ok) return skipped;

    const post = { timeoutMs: opts.timeoutMs, fetch: opts.fetch };
    const send = (body: unknown) =>
      subscription.slackToken
        ? postToSlackApi(subscription.url, subscription.slackToken, body, post)
        : postToWebhook(subscription.url, body, post);
    // A post its thread refused before goes to the channel on every later attempt too.
    let plain = before?.plain === true;
    let body = plain ? withoutThread(made.body) : made.body;
    let outcome = await send(body);
    let held = { attempts, versionstamp: claimed.versionstamp };
    if (outcome.kind === "refused" && outcome.threadRefused && !plain && isReply(body)) {
      // The thread cannot take it (locked, gone, not a thread) but the channel can: the daily goes there
      // instead, once, under a fresh claim that records the switch, so a retry or another round never posts it
      // in the thread again.
      plain = true;
      body = withoutThread(made.body);
      const switchedAt = now();
      const switched: Delivery = {
        ...claim,
        attempts: attempts + 1,
        plain: true,
        error: `${outcome.error}: the thread refused the reply`,
        leaseUntil: switchedAt + opts.leaseMs,
        updated: new Date(switchedAt).toISOString(),
      };
      const reclaimed = await opts.kv.atomic()
        .check({ key, versionstamp: claimed.versionstamp })
        .set(key, switched)
        .commit();
      if (!reclaimed.ok) return { result: "skipped", record: (await opts.kv.get<Delivery>(key)).value };
      held = { attempts: attempts + 1, versionstamp: reclaimed.versionstamp };
      const refusal = outcome.error;
      outcome = await send(body);
      if (outcome.kind === "delivered") {
        outcome = { ...outcome, note: `${refusal} in the thread; posted in the channel instead` };
      }
    }
    const after: Delivery = {
      ...outcomeRecord(outcome, held.attempts, subscription.id, now(), how.atMostOnce),
      ...(plain ? { plain: true } : {}),
    };
    const recorded = await opts.kv.atomic()
      .check({ key, versionstamp: held.versionstamp })
      .set(key, after)
      .commit();
    if (!recorded.ok) {
      // The lease ran out mid-post and another round marked it unknown: that round's record stands.
      return { result: "skipped", record: (await opts.kv.get<Delivery>(key)).value };
    }
    if (await trackGone(subscription, outcome)) report.paused++;
    const result = after.state === "delivered" || after.state === "retrying" || after.state === "unknown"
      ? after.state
      : "failed";
    return { result, record: after };
  }

  /**
   * Keeps the webhook's run of gone answers (401, 403, 404, 410) in its own key, so counting never changes
   * the subscription record that claims check; the third in a row pauses the subscription. True when this
   * answer paused it.
   */
  async function trackGone(subscription: Subscription, outcome: PostOutcome): Promise<boolean> {
    const key = goneStreakKey(subscription.id);
    if (outcome.kind === "delivered") {
      if ((await opts.kv.get(key)).value !== null) await opts.kv.delete(key);
      return false;
    }
    if (outcome.kind !== "gone") return false;
    const streak = await opts.kv.atomic().sum(key, 1n).commit().then(() => opts.kv.get<Deno.KvU64>(key));
    const count = Number(streak.value?.value ?? 0n);
    // Slack's own word that the token or channel is dead needs no second answer; a bare 404 might be a blip.
    if (count < GONE_STREAK_TO_PAUSE && !outcome.permanent) return false;
    let pausedNow = false;
    await updateSubscription(opts.kv, subscription.id, (s) => {
      // Runs again when a concurrent write wins; only the attempt that commits decides.
      pausedNow = s.status !== "paused";
      if (!pausedNow) return s;
      return {
        ...s,
        status: "paused",
        pausedReason: outcome.permanent
          ? `${outcome.error}: the bot token or the channel can no longer be posted to; subscribe again to resume`
          : `the webhook answered ${outcome.status} ${count} times in a row (deleted, or its ` +
            `token revoked?); subscribe it again to resume`,
      };
    });
    return pausedNow;
  }
}

/** Whether a chat.postMessage body replies in a thread. */
function isReply(body: unknown): boolean {
  return typeof (body as { thread_ts?: unknown }).thread_ts === "string";
}

/** A chat.postMessage body as a message of the channel's own: the same post without `thread_ts`. */
function withoutThread(body: unknown): unknown {
  if (!isReply(body)) return body;
  const { thread_ts: _, ...rest } = body as Record<string, unknown>;
  return rest;
}

/** What one (subscription, level) pair came to in a round. */
type PairResult = "delivered" | "retrying" | "failed" | "unknown" | "skipped";

/** A Slack bot's day thread as a round sees it: not ready yet, or ready (replies under `ts`; none: plain posts). */
type ThreadState = { wait: true } | { wait: false; ts?: string };

/**
 * The delivery record after a post's outcome. `atMostOnce`: a retry after an answer that may have followed the
 * post (mayHavePosted) could post it twice, so the record is settled as unknown instead.
 */
function outcomeRecord(
  outcome: PostOutcome,
  attempts: number,
  subscription: string,
  at: number,
  atMostOnce = false,
): Delivery {
  const base = { attempts, httpStatus: outcome.status, updated: new Date(at).toISOString(), subscription };
  switch (outcome.kind) {
    case "delivered":
      return {
        ...base,
        state: "delivered",
        ...(outcome.ts ? { ts: outcome.ts } : {}),
        ...(outcome.note ? { error: outcome.note } : {}),
      };
    case "retry":
      if (atMostOnce && outcome.mayHavePosted) {
        return {
          ...base,
          state: "unknown",
          error: `${outcome.error}: it may have been posted, so it is not posted again, never twice`,
        };
      }
      if (attempts >= MAX_ATTEMPTS) {
        return { ...base, state: "failed", error: `${outcome.error}; gave up after ${attempts} attempts` };
      }
      return {
        ...base,
        state: "retrying",
        error: outcome.error,
        nextAttemptAt: at + (outcome.retryAfterMs ?? backoffMs(attempts)),
      };
    case "gone":
    case "refused":
      return { ...base, state: "failed", error: outcome.error };
  }
}

/** How often the cron job runs a round: every five minutes, so a retry waits at most that long past its time. */
export const DELIVERY_PERIOD_CRON = "*/5 * * * *";

export interface RunOptions extends Omit<RoundOptions, "store" | "date"> {
  /** The verified pools the dailies fall back to (data/pools.ts). */
  pools: Record<string, PoolEntry[]>;
  /** The dailies, kept across rounds by a long-running caller (the cron job); a fresh store otherwise. */
  store?: DailyStore;
  /** The UTC date to post; today by default. */
  date?: string;
}

/**
 * One delivery run (the cron job and `deno task deliver` run it under the lease: `runDeliveryRoundOnce`): the
 * day before's round (its retries still due, and posts whose time came while no round ran, so a post that
 * failed or was missed late in the day is made after midnight rather than dropped), then the day's own round;
 * today's dailies (or `date`'s) from the KV store or the shipped
 * pools. One report per round.
 */
export async function runDeliveryRound(options: RunOptions): Promise<RoundReport[]> {
  const now = options.now ?? Date.now;
  const date = options.date ?? utcDay(new Date(now()));
  // With the round's KV, a day's dailies computed by a server sharing it are read, not computed again.
  const store = options.store ?? createDailyStore({ pools: options.pools, kv: options.kv });
  const dayBefore = addDays(date, -1);
  return [
    await deliveryRound({ ...options, store, date: dayBefore }),
    await deliveryRound({ ...options, store, date }),
  ];
}

/** The lease a delivery round holds: one round at a time across every process and instance sharing the KV. */
export const DELIVERY_LEASE = "delivery-round";

/**
 * What the cron job and `deno task deliver` run: `runDeliveryRound` under the delivery lease, so that of the
 * rounds started at once (one per process of `deno serve --parallel`, an operator's beside them) one runs and
 * the others report the lease they found and do nothing. Each post is claimed on its own besides, so exactly
 * once holds even if a lease lapses under a stalled round.
 */
export function runDeliveryRoundOnce(
  options: RunOptions & { lease?: Omit<LeaseOptions, "kv" | "name"> },
): Promise<LeaseOutcome<RoundReport[]>> {
  return withLease(
    { now: options.now, ...options.lease, kv: options.kv, name: DELIVERY_LEASE },
    // The round stops taking posts when the lease is lost or the caller's own signal aborts (shutting down).
    (lost) =>
      runDeliveryRound({
        ...options,
        signal: options.signal ? AbortSignal.any([options.signal, lost]) : lost,
      }),
  );
}
