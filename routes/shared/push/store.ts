/**
 * Webhook subscriptions and their deliveries, as records in Deno KV. The layout:
 *
 *   ["subscription", id]                               → Subscription
 *   ["subscription-of", target, variant]               → id      (one subscription per webhook and variant)
 *   ["delivery", target, variant, date, level]         → Delivery (one per daily a webhook should get)
 *   ["delivery", target, variant, date, "summary"]     → Delivery (the post of how the channel did that day)
 *   ["delivery", target, variant, date, "thread"]      → Delivery (a Slack bot's parent message of the day, with its ts)
 *   ["gone-streak", id]                                → how many posts in a row the webhook refused as gone
 *
 * A Slack bot's target is its channel, so the index entries of one channel across the variants say which
 * subscriptions post there; saving one checks them all, so a channel is held by one bot token at a time.
 *
 * `target` is a hash of the webhook URL, not the subscription id: a webhook subscribed again (new levels, a
 * lost token) replaces its subscription but keeps its deliveries, so a channel never gets a day's daily twice
 * because its subscription was replaced. Only a SHA-256 hash of each token is stored.
 */
import { type Level, VARIANT_IDS, type VariantId } from "../../../engine/mod.ts";
import type { WebhookFormat } from "./targets.ts";
import { DEFAULT_SCHEDULE, type PostSchedule, type Weekday } from "./schedule.ts";

export interface Subscription {
  id: string;
  /**
   * The webhook URL posted to: a secret, never shown in full. For a Slack bot, Slack's chat.postMessage (not
   * secret: the bot token is).
   */
  url: string;
  /** Slack bot: the `xoxb-` token posts are made with, a secret never shown in full. */
  slackToken?: string;
  /** Slack bot: the channel id posts go to. */
  slackChannel?: string;
  /** Slack bot: "per-day" posts each day's levels as replies under one parent message of that day. */
  thread?: "per-day";
  /** Hash of the URL, the key of its deliveries. */
  target: string;
  variant: VariantId;
  levels: Level[];
  format: WebhookFormat;
  /** The site origin links in posts use, as the subscriber saw it (ORIGIN overrides it when set). */
  origin: string;
  /** ISO instant the subscription became active. */
  created: string;
  /** Hex SHA-256 of the bearer token. */
  tokenHash: string;
  status: "active" | "paused";
  /** Why a paused subscription was paused. */
  pausedReason?: string;
  /** Local "HH:MM" of each post; "00:05" when absent (subscriptions made before schedules existed). */
  postAt?: string;
  /** The IANA zone `postAt` and `weekdays` are read in; "UTC" when absent. */
  timeZone?: string;
  /** The local weekdays it posts on; every day when absent. */
  weekdays?: Weekday[];
  /** Discord: each daily starts a thread named from this template (forum channels require one). */
  threadName?: string;
  /** Discord: the role each daily mentions, and the only one it may ping. */
  roleId?: string;
  /** Whether it gets a post of how the channel did the day before. */
  summary?: boolean;
}

/** When a subscription posts. */
export function scheduleOf(subscription: Subscription): PostSchedule {
  return {
    postAt: subscription.postAt ?? DEFAULT_SCHEDULE.postAt,
    timeZone: subscription.timeZone ?? DEFAULT_SCHEDULE.timeZone,
    ...(subscription.weekdays?.length ? { weekdays: subscription.weekdays } : {}),
  };
}

/**
 * Where one daily's post to one webhook stands:
 * - `sending`: claimed by a round until `leaseUntil`; nobody else may post it meanwhile;
 * - `delivered`: the webhook answered 2xx;
 * - `retrying`: 429, 5xx or no answer; tried again from `nextAttemptAt`, the same UTC day;
 * - `failed`: the webhook refused it (other 4xx, a redirect) or retries ran out;
 * - `unknown`: a round stopped (crashed, or outlived its lease) while this post was in flight. The webhook may
 *   have received it, so it is not posted again: a post is never sent twice;
 * - `empty`: a summary with nothing to say (nobody shared a time that day), so nothing was posted.
 */
export interface Delivery {
  state: "sending" | "delivered" | "retrying" | "failed" | "unknown" | "empty";
  /** Posts made so far. */
  attempts: number;
  /** The webhook's last HTTP status, 0 when it gave none (timeout, network error). */
  httpStatus?: number;
  /** What went wrong last, for people. */
  error?: string;
  /** Epoch ms: a `sending` claim's end. */
  leaseUntil?: number;
  /** Epoch ms: when a `retrying` post may be tried again. */
  nextAttemptAt?: number;
  /** ISO instant of the last change. */
  updated: string;
  /** The subscription that posted it last. */
  subscription: string;
  /** Slack bot: the `ts` chat.postMessage answered (a day's parent message: its replies name it). */
  ts?: string;
  /** Slack bot: its thread refused this reply, so it is posted in the channel, on every later attempt too. */
  plain?: boolean;
}

export const subscriptionKey = (id: string): Deno.KvKey => ["subscription", id];
export const subscriptionOfKey = (target: string, variant: VariantId): Deno.KvKey => [
  "subscription-of",
  target,
  variant,
];
/** A KvU64 counter: 401/403/404/410 answers in a row (the webhook is probably deleted); three pause it. */
export const goneStreakKey = (id: string): Deno.KvKey => ["gone-streak", id];
export const deliveryKey = (target: string, variant: VariantId, date: string, level: Level): Deno.KvKey => [
  "delivery",
  target,
  variant,
  date,
  level,
];

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The record of the post summing up how a channel did on `date` (beside that day's dailies). */
export const summaryKey = (target: string, variant: VariantId, date: string): Deno.KvKey => [
  "delivery",
  target,
  variant,
  date,
  "summary",
];

/** The record of a Slack bot's parent message of `date`, whose `ts` that day's levels reply under. */
export const threadKey = (target: string, variant: VariantId, date: string): Deno.KvKey => [
  "delivery",
  target,
  variant,
  date,
  "thread",
];

/** Hex SHA-256 of a text. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

/** `bytes` random bytes as base64url: ids (16 bytes) and tokens (32 bytes). */
export function randomId(bytes: number): string {
  return crypto.getRandomValues(new Uint8Array(bytes)).toBase64({ alphabet: "base64url", omitPadding: true });
}

/** Whether two equal-length hex digests are equal, looking at every character whatever the first difference. */
export function digestsEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** Whether `token` is the subscription's: its hash against the stored one, in constant time. */
export async function tokenMatches(subscription: Subscription, token: string): Promise<boolean> {
  return digestsEqual(await sha256Hex(token), subscription.tokenHash);
}

/** A subscription by id, or null. */
export async function findSubscription(kv: Deno.Kv, id: string): Promise<Subscription | null> {
  return (await kv.get<Subscription>(subscriptionKey(id))).value;
}

/** What saving a subscription came to: stored (replacing the webhook's earlier one, if any), or refused. */
export type SaveResult =
  | { ok: true; replaced: string | null }
  /** A Slack bot's channel already has an active subscription made with another bot token. */
  | { ok: false; reason: "slack-channel-taken" };

/** Every variant's index entry of a target, and the subscriptions they name (absent ones included). */
async function targetHolders(kv: Deno.Kv, target: string) {
  const index = await kv.getMany<string[]>(VARIANT_IDS.map((v) => subscriptionOfKey(target, v)));
  const ids = index.map((entry) => entry.value).filter((id): id is string => id !== null);
  const held = ids.length ? await kv.getMany<Subscription[]>(ids.map(subscriptionKey)) : [];
  return { index, held };
}

/**
 * Whether one of `held` is an active Slack bot subscription made with a token other than the one hashed as
 * `tokenHash`. Tokens are compared by their SHA-256 digests, in constant time. A paused one does not count:
 * Slack refused its token or channel for good, and whoever can post there now with another token (the
 * confirmation proves it) is the channel's owner with a reinstalled app, not an intruder.
 */
async function takenByOtherToken(
  held: Deno.KvEntryMaybe<Subscription>[],
  tokenHash: string,
): Promise<boolean> {
  for (const { value } of held) {
    if (value?.status !== "active" || !value.slackToken) continue;
    if (!digestsEqual(await sha256Hex(value.slackToken), tokenHash)) return true;
  }
  return false;
}

/**
 * Whether a Slack bot's channel (its target) already has an active subscription under another bot token: the
 * check made before the confirmation is posted, so a taken channel gets no post. saveSubscription makes it
 * again, atomically with the write.
 */
export async function slackChannelTaken(kv: Deno.Kv, target: string, token: string): Promise<boolean> {
  return await takenByOtherToken((await targetHolders(kv, target)).held, await sha256Hex(token));
}

/**
 * Stores a new active subscription, replacing (atomically) any earlier one of the same webhook and variant:
 * its id stops working, its deliveries stay. A Slack bot's is refused when its channel has an active
 * subscription (of any variant) under another bot token; the commit checks every variant's index entry of the
 * channel and the subscriptions they name, as read, so of two creates racing for one channel only one wins.
 */
export async function saveSubscription(kv: Deno.Kv, subscription: Subscription): Promise<SaveResult> {
  const indexKey = subscriptionOfKey(subscription.target, subscription.variant);
  const tokenHash = subscription.slackToken ? await sha256Hex(subscription.slackToken) : null;
  for (;;) {
    const index = await kv.get<string>(indexKey);
    const op = kv.atomic().check(index).set(indexKey, subscription.id).set(
      subscriptionKey(subscription.id),
      subscription,
    );
    if (tokenHash) {
      const holders = await targetHolders(kv, subscription.target);
      if (await takenByOtherToken(holders.held, tokenHash)) {
        return { ok: false, reason: "slack-channel-taken" };
      }
      op.check(...holders.index, ...holders.held);
    }
    if (index.value) op.delete(subscriptionKey(index.value)).delete(goneStreakKey(index.value));
    if ((await op.commit()).ok) return { ok: true, replaced: index.value };
  }
}

/** Deletes a subscription and its index entry (its deliveries stay: they keep a re-subscribed webhook exact). */
export async function deleteSubscription(kv: Deno.Kv, subscription: Subscription): Promise<void> {
  const indexKey = subscriptionOfKey(subscription.target, subscription.variant);
  for (;;) {
    const index = await kv.get<string>(indexKey);
    const op = kv.atomic().check(index).delete(subscriptionKey(subscription.id)).delete(
      goneStreakKey(subscription.id),
    );
    if (index.value === subscription.id) op.delete(indexKey);
    if ((await op.commit()).ok) return;
  }
}

/**
 * Applies `change` to the stored subscription, retrying on a concurrent write; nothing when it is gone (it was
 * deleted or replaced meanwhile).
 */
export async function updateSubscription(
  kv: Deno.Kv,
  id: string,
  change: (s: Subscription) => Subscription,
): Promise<Subscription | null> {
  for (;;) {
    const entry = await kv.get<Subscription>(subscriptionKey(id));
    if (!entry.value) return null;
    const next = change(entry.value);
    if ((await kv.atomic().check(entry).set(entry.key, next).commit()).ok) return next;
  }
}

/** Every subscription, in id order, page by page (a round over many thousands never holds one huge read). */
export function listSubscriptions(kv: Deno.Kv): AsyncIterable<Deno.KvEntry<Subscription>> {
  return kv.list<Subscription>({ prefix: ["subscription"] }, { batchSize: 500 });
}

/** One row of a subscription's recent deliveries, as GET /api/subscriptions/:id shows it. */
export interface DeliveryRow {
  date: string;
  /** The level posted, "summary" for the post of how the channel did that day, "thread" for a day's parent. */
  level: Level | "summary" | "thread";
  status: Delivery["state"];
  attempts: number;
  http_status?: number;
  error?: string;
  updated: string;
}

/** The webhook's last `limit` deliveries of the subscription's variant, newest day first. */
export async function recentDeliveries(
  kv: Deno.Kv,
  subscription: Subscription,
  limit = 30,
): Promise<DeliveryRow[]> {
  const rows: DeliveryRow[] = [];
  const prefix = ["delivery", subscription.target, subscription.variant];
  for await (const entry of kv.list<Delivery>({ prefix }, { reverse: true, limit })) {
    const [, , , date, level] = entry.key as [string, string, string, string, DeliveryRow["level"]];
    const d = entry.value;
    rows.push({
      date,
      level,
      status: d.state,
      attempts: d.attempts,
      ...(d.httpStatus !== undefined ? { http_status: d.httpStatus } : {}),
      ...(d.error ? { error: d.error } : {}),
      updated: d.updated,
    });
  }
  return rows;
}
