/**
 * The many-instances delivery scenario, the same whether the instances are containers of the compose stack
 * (tools/stack.ts) or processes on this machine sharing one KV file (tests/tools/stack_test.ts):
 *
 * 1. subscriptions are made through the public API, each posting its confirmation;
 * 2. the webhook answers a few dailies, then holds every later post unanswered;
 * 3. a delivery round starts in one instance and takes the delivery lease; once its posts are in flight, a round
 *    starts in every other instance, and each must find the lease held and post nothing;
 * 4. the lease holder is killed mid-round, the webhook answers what it held, and once the dead holder's lease
 *    has lapsed a round runs again in each survivor (one takes the lease and finishes the day);
 * 5. every (subscription, date, level) must have reached the webhook exactly once — the killed instance's
 *    posts in flight included, since they were sent before it died.
 */
import type { ReceivedPost, ReceivedReport } from "./webhook.ts";

/** A delivery round running in one instance. */
export interface RunningRound {
  /** The round's exit code (non-zero, or a signal's, when it was killed). */
  readonly exited: Promise<number>;
}

/** The instances under test and how to reach what they share. */
export interface Cluster {
  /** The public API's origin (the proxy, in the stack). */
  readonly api: string;
  /** The webhook's origin as the instances reach it (in WEBHOOK_ALLOW). */
  readonly hooks: string;
  /** The webhook's control API, as this process reaches it. */
  readonly control: string;
  /** How many instances run rounds. */
  readonly instances: number;
  /**
   * Starts one delivery round of `date` in instance `index` (0-based), `concurrency` posts at a time, whose
   * lease outlives it by `leaseSeconds` if it dies.
   */
  round(index: number, date: string, concurrency: number, leaseSeconds: number): RunningRound;
  /** Kills instance `index` at once (SIGKILL): nothing of it runs on. */
  kill(index: number): Promise<void>;
}

export interface ScenarioOptions {
  /** Subscriptions to make (each a hook of its own). Stay within the API's limit of 10 per client per hour. */
  subscriptions?: number;
  levels?: readonly string[];
  /** Posts in flight per round. */
  concurrency?: number;
  /** Dailies answered before the webhook starts holding. */
  answeredFirst?: number;
  /** How long a round's lease outlives a killed holder: the survivors wait that long before their rounds. */
  leaseSeconds?: number;
  /** The UTC day the rounds post (today, as the instances see it). */
  date: string;
  /** Longest wait for any one step. */
  stepTimeoutMs?: number;
  log?: (line: string) => void;
}

/** What the scenario saw. */
export interface ScenarioReport {
  /** (subscription, level) pairs expected once each. */
  expected: number;
  /** Posts in flight, held by the webhook, when the lease holder was killed. */
  heldAtKill: number;
  /** Exit codes of the first rounds: the killed lease holder's first, then those that found the lease held. */
  firstRoundExits: number[];
  /** Exit codes of the rounds run again in the survivors. */
  secondRoundExits: number[];
  check: ExactlyOnce;
}

/** The arguments after `deliver` (the task or tools/deliver.ts) of a round as `Cluster.round` starts it. */
export function deliverArgs(date: string, concurrency: number, leaseSeconds: number): string[] {
  return ["--date", date, "--concurrency", String(concurrency), "--lease-seconds", String(leaseSeconds)];
}

/** The outcome of comparing what the webhook received with what was due. */
export interface ExactlyOnce {
  ok: boolean;
  /** Pairs never received. */
  missing: string[];
  /** Pairs received more than once, with their count. */
  duplicated: Array<{ pair: string; count: number }>;
  /** Dailies for a hook, date or level nobody asked for. */
  unexpected: string[];
}

/** `hook date level`: one delivery as the check names it. */
export function pairName(hook: string, date: string, level: string): string {
  return `${hook} ${date} ${level}`;
}

/**
 * Compares the dailies a webhook received (confirmations are ignored) with the pairs due: each exactly once.
 *
 * @example
 * checkExactlyOnce(["s0 2026-11-20 easy"], report.received).ok
 */
export function checkExactlyOnce(due: readonly string[], received: readonly ReceivedPost[]): ExactlyOnce {
  const counts = new Map<string, number>(due.map((pair) => [pair, 0]));
  const unexpected: string[] = [];
  for (const post of received) {
    if (post.event !== "daily") continue;
    const pair = pairName(post.hook, post.date ?? "?", post.level ?? "?");
    const count = counts.get(pair);
    if (count === undefined) unexpected.push(pair);
    else counts.set(pair, count + 1);
  }
  const missing = [...counts].filter(([, count]) => count === 0).map(([pair]) => pair);
  const duplicated = [...counts].filter(([, count]) => count > 1).map(([pair, count]) => ({ pair, count }));
  return { ok: !missing.length && !duplicated.length && !unexpected.length, missing, duplicated, unexpected };
}

async function control(cluster: Cluster, path: string, method = "GET"): Promise<Response> {
  const response = await fetch(`${cluster.control}${path}`, { method });
  if (!response.ok) {
    throw new Error(`webhook control ${method} ${path}: ${response.status} ${await response.text()}`);
  }
  return response;
}

async function received(cluster: Cluster): Promise<ReceivedReport> {
  return await (await control(cluster, "/received")).json();
}

/** Polls `probe` until it returns a value, or fails with `what` after `timeoutMs`. */
async function waitFor<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (true) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Runs the scenario against `cluster`; the report says whether every pair arrived exactly once. Throws when a
 * step cannot happen (an API error, a round that ends before it could be killed, a step past its timeout).
 */
export async function killMidRound(cluster: Cluster, options: ScenarioOptions): Promise<ScenarioReport> {
  const subscriptions = options.subscriptions ?? 8;
  const levels = options.levels ?? ["easy", "medium", "hard"];
  const concurrency = options.concurrency ?? 2;
  const answeredFirst = options.answeredFirst ?? 3;
  const leaseSeconds = options.leaseSeconds ?? 3;
  const stepTimeoutMs = options.stepTimeoutMs ?? 120_000;
  const log = options.log ?? (() => {});
  if (cluster.instances < 2) throw new RangeError("the scenario needs two instances: one is killed");
  if (subscriptions * levels.length < answeredFirst + concurrency * 2) {
    throw new RangeError("too few pairs for the round to be mid-way when the kill comes");
  }

  const due: string[] = [];
  for (let i = 0; i < subscriptions; i++) {
    const hook = `s${i}`;
    const response = await fetch(`${cluster.api}/api/subscriptions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ url: `${cluster.hooks}/hooks/${hook}`, levels, format: "json" }),
    });
    const body = await response.text();
    if (response.status !== 201) throw new Error(`subscribing ${hook}: ${response.status} ${body}`);
    for (const level of levels) due.push(pairName(hook, options.date, level));
  }
  const confirmations = (await received(cluster)).received.length;
  log(`made ${subscriptions} subscriptions (${due.length} pairs); the webhook has ${confirmations} posts`);

  await control(cluster, `/hold?from=${confirmations + answeredFirst + 1}`, "POST");
  const holder = cluster.round(0, options.date, concurrency, leaseSeconds);
  const finishedEarly = holder.exited.then((code) => {
    throw new Error(`the round in instance 0 ended (exit ${code}) before the kill`);
  });
  finishedEarly.catch(() => {});
  // The round claims `concurrency` posts and sends each at once; when all of them are held, it is mid-round
  // with posts in flight, and the held count stops growing.
  let last = -1;
  const heldAtKill = await Promise.race([
    finishedEarly,
    waitFor(`${concurrency} posts in flight`, stepTimeoutMs, async () => {
      const { held } = await received(cluster);
      const steady = held >= concurrency && held === last;
      last = held;
      return steady ? held : undefined;
    }),
  ]);
  // Rounds started meanwhile in the other instances (their cron jobs, an operator) find the lease and post
  // nothing: the webhook holds no more than before.
  const blocked = await Promise.race([
    finishedEarly,
    Promise.all(
      Array.from(
        { length: cluster.instances - 1 },
        (_, i) => cluster.round(i + 1, options.date, 4, leaseSeconds).exited,
      ),
    ),
  ]);
  const heldAfterBlocked = (await received(cluster)).held;
  if (heldAfterBlocked !== heldAtKill) {
    throw new Error(
      `rounds beside the lease holder posted: ${heldAfterBlocked} posts held, ${heldAtKill} before`,
    );
  }
  log(`${heldAtKill} posts in flight; the other rounds ended ${blocked.join(", ")}; killing instance 0`);
  await cluster.kill(0);
  const killedExit = await holder.exited;
  await control(cluster, "/release", "POST");
  // The dead holder renewed its lease last just before the kill: it lapses within `leaseSeconds`.
  await new Promise((resolve) => setTimeout(resolve, (leaseSeconds + 1) * 1000));

  const again = Array.from(
    { length: cluster.instances - 1 },
    (_, i) => cluster.round(i + 1, options.date, 4, leaseSeconds),
  );
  const secondRoundExits = await Promise.all(again.map((round) => round.exited));
  log(`second rounds ended: ${secondRoundExits.join(", ")}`);

  const check = checkExactlyOnce(due, (await received(cluster)).received);
  return {
    expected: due.length,
    heldAtKill,
    firstRoundExits: [killedExit, ...blocked],
    secondRoundExits,
    check,
  };
}
