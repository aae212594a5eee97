/**
 * One POST to a webhook and what its answer means for delivery, plus the bodies posted: the daily in the
 * subscription's format and the confirmation sent when a subscription is made.
 */
import {
  type DailyPuzzle,
  type Level,
  nextMidnight,
  SHAPES,
  type VariantId,
  variantInfo,
} from "../../../engine/mod.ts";
import { ENGLISH_WORDS } from "../messages.ts";
import { dailyShareUrl, publicFields } from "../puzzle_answers.ts";
import { levelName } from "../words.ts";
import { botDaily, discordPayload, slackPayload } from "../bots.ts";
import type { WebhookFormat } from "./targets.ts";
import type { PostSchedule } from "./schedule.ts";
import { allowedMentions, threadName, withBoard } from "./channel_options.ts";

/**
 * What an answer means:
 * - `delivered`: 2xx;
 * - `retry`: 429 (after `retryAfterMs` when the webhook said), 408, 5xx, or no answer in time;
 * - `gone`: 401, 403, 404 or 410: the webhook was deleted, its token revoked or its channel archived;
 * - `refused`: a redirect (never followed) or another 4xx: posting again will not help.
 */
export type PostOutcome =
  /** `note`: how it got there when not as first sent (the thread refused it; it went to the channel). */
  | { kind: "delivered"; status: number; ts?: string; note?: string }
  /**
   * `mayHavePosted`: the request reached the platform and no answer says it was refused (a 5xx, Slack's
   * internal_error, a timeout or a connection broken after sending): the post may be there. A post that must
   * never be made twice (a Slack day's parent) is not tried again after one.
   */
  | { kind: "retry"; status: number; error: string; retryAfterMs?: number; mayHavePosted?: boolean }
  /** `permanent`: the platform said outright the post can never land (Slack's invalid_auth…): pause at once. */
  | { kind: "gone"; status: number; error: string; permanent?: boolean }
  /** `threadRefused`: Slack refused a reply because of its thread (locked, gone); the channel may take it. */
  | { kind: "refused"; status: number; error: string; threadRefused?: boolean };

export interface PostOptions {
  /** Most time a webhook has to answer. */
  timeoutMs: number;
  /** The fetch to use; tests and benchmarks pass their own. */
  fetch?: typeof fetch;
}

/** Longest wait a 429 may ask for that is honoured as asked (a longer one is capped, the day is short). */
const MAX_RETRY_AFTER_MS = 3_600_000;

/**
 * `Retry-After` in milliseconds: delta-seconds (Discord sends fractions) or an HTTP date; Discord's JSON body
 * `retry_after` (seconds) when the header is missing. Undefined when neither says.
 */
export function retryAfterMs(headers: Headers, body: string, now: number): number | undefined {
  const header = headers.get("retry-after")?.trim();
  let ms: number | undefined;
  if (header && /^[0-9]+(\.[0-9]+)?$/.test(header)) ms = Number(header) * 1000;
  else if (header && !Number.isNaN(Date.parse(header))) ms = Date.parse(header) - now;
  else {
    try {
      const seconds = (JSON.parse(body) as { retry_after?: unknown }).retry_after;
      if (typeof seconds === "number" && Number.isFinite(seconds)) ms = seconds * 1000;
    } catch {
      // Not JSON: no hint.
    }
  }
  if (ms === undefined) return undefined;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(1_000, Math.ceil(ms)));
}

/** The first `limit` bytes of a body as text; the rest is never read. */
async function bodyStart(response: Response, limit: number): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.length;
    }
  } catch {
    // A body cut off midway says no more than what arrived.
  } finally {
    reader.cancel().catch(() => {});
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return new TextDecoder().decode(bytes.subarray(0, limit));
}

/** POSTs `body` as JSON to `url` (never following a redirect) and classifies the answer. */
export async function postToWebhook(url: string, body: unknown, options: PostOptions): Promise<PostOutcome> {
  const send = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await send(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": "sudoku-daily (webhook delivery)" },
      body: JSON.stringify(body),
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return {
      kind: "retry",
      status: 0,
      error: timedOut ? `no answer within ${options.timeoutMs / 1000} s` : "the webhook could not be reached",
    };
  }
  // Read the start of the body (429 bodies carry retry_after) and drop the rest, so an endless answer cannot
  // hold the round.
  const text = await bodyStart(response, 2_000);
  const status = response.status;
  if (status >= 200 && status < 300) return { kind: "delivered", status };
  if (status === 429) {
    const after = retryAfterMs(response.headers, text, Date.now());
    return {
      kind: "retry",
      status,
      error: "rate limited by the webhook",
      ...(after ? { retryAfterMs: after } : {}),
    };
  }
  if (status === 408 || status >= 500 || status === 0) {
    return { kind: "retry", status, error: `the webhook answered ${status}` };
  }
  if (status === 401 || status === 403 || status === 404 || status === 410) {
    return { kind: "gone", status, error: `the webhook answered ${status}: deleted, or its token revoked?` };
  }
  if (status >= 300 && status < 400) {
    return {
      kind: "refused",
      status,
      error: `the webhook answered with a redirect (${status}); redirects are not followed`,
    };
  }
  return { kind: "refused", status, error: `the webhook answered ${status}` };
}

/**
 * Slack Web API errors (chat.postMessage's documented ones and the ones every method shares) that no retry can
 * fix: the token is dead, revoked, expired or of the wrong kind, lacks a scope or a permission, or the bot may
 * not post to the channel (gone, archived, not joined, read-only, or closed to it by an admin or a workspace
 * rule). They pause the subscription at once, as a webhook that keeps answering 404 is paused; subscribing
 * again, once fixed, resumes it.
 */
export const SLACK_PERMANENT_ERRORS = new Set([
  "invalid_auth",
  "not_authed",
  "token_revoked",
  "token_expired",
  "account_inactive",
  "no_permission",
  "missing_scope",
  "not_allowed_token_type",
  "team_access_not_granted",
  "ekm_access_denied",
  "access_denied",
  "channel_not_found",
  "not_in_channel",
  "is_archived",
  "restricted_action",
  "restricted_action_read_only_channel",
]);
/**
 * Slack errors refusing a reply because of its thread, not the channel: an admin locked it, the parent was
 * deleted or is not a message one can reply to, or the channel takes no threads. The channel itself still
 * takes the post, so the delivery posts it there instead of losing it.
 */
export const SLACK_THREAD_ERRORS = new Set([
  "cannot_reply_to_message",
  "thread_locked",
  "restricted_action_thread_locked",
  "restricted_action_non_threadable_channel",
  "invalid_thread_ts",
  "thread_not_found",
  "message_not_found",
]);

/**
 * Whether a failed fetch never connected (refused, no such host), so nothing of the request was sent. Deno says
 * so in the cause ("client error (Connect)"); anything else, an unknown error included, may have come after the
 * request went out.
 */
function neverConnected(error: unknown): boolean {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : "";
  return /client error \(Connect\)/.test(cause);
}

/**
 * Slack errors saying Slack itself failed this time: tried again later, as a webhook's 5xx is, except where a
 * second post must never be risked (they may come after the message was posted).
 */
const SLACK_TRANSIENT_ERRORS = new Set([
  "internal_error",
  "fatal_error",
  "service_unavailable",
  "request_timeout",
]);

/**
 * POSTs `body` (chat.postMessage's arguments) to Slack's Web API with the bot token and classifies the answer.
 * Slack answers most failures with HTTP 200 and `{ ok: false, error }`, so the body decides, not the status;
 * rate limits come as 429 with `Retry-After` (or `{ error: "ratelimited" }`).
 */
export async function postToSlackApi(
  url: string,
  token: string,
  body: unknown,
  options: PostOptions,
): Promise<PostOutcome> {
  const send = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await send(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Authorization": `Bearer ${token}`,
        "User-Agent": "sudoku-daily (webhook delivery)",
      },
      body: JSON.stringify(body),
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    if (timedOut) {
      return {
        kind: "retry",
        status: 0,
        error: `no answer within ${options.timeoutMs / 1000} s`,
        mayHavePosted: true,
      };
    }
    if (neverConnected(error)) return { kind: "retry", status: 0, error: "Slack could not be reached" };
    return {
      kind: "retry",
      status: 0,
      error: "the connection to Slack broke before its answer came",
      mayHavePosted: true,
    };
  }
  const text = await bodyStart(response, 4_000);
  const status = response.status;
  let answer: { ok?: unknown; error?: unknown; ts?: unknown } = {};
  try {
    const parsed = JSON.parse(text);
    if (parsed && typeof parsed === "object") answer = parsed;
  } catch {
    // Not JSON (a proxy's error page): the status alone decides below.
  }
  const error = typeof answer.error === "string" ? answer.error.slice(0, 100) : undefined;
  if (status === 429 || error === "ratelimited" || error === "rate_limited") {
    const after = retryAfterMs(response.headers, text, Date.now());
    return {
      kind: "retry",
      status,
      error: "rate limited by Slack",
      ...(after ? { retryAfterMs: after } : {}),
    };
  }
  if (status === 200 && answer.ok === true) {
    // A reply needs its parent's ts; an answer without one is not the post Slack documents.
    if (typeof answer.ts !== "string" || !/^[0-9]{1,12}\.[0-9]{1,12}$/.test(answer.ts)) {
      return { kind: "delivered", status };
    }
    return { kind: "delivered", status, ts: answer.ts };
  }
  if (error && SLACK_THREAD_ERRORS.has(error)) {
    return { kind: "refused", status, error: `Slack answered ${error}`, threadRefused: true };
  }
  if (error && SLACK_PERMANENT_ERRORS.has(error)) {
    return { kind: "gone", status, error: `Slack answered ${error}`, permanent: true };
  }
  if ((error && SLACK_TRANSIENT_ERRORS.has(error)) || status >= 500) {
    // Slack documents that "some aspect of the operation" may have succeeded before these errors.
    return {
      kind: "retry",
      status,
      error: status === 200
        ? `Slack answered ${error}`
        : `Slack answered ${status}${error ? ` ${error}` : ""}`,
      mayHavePosted: true,
    };
  }
  if (status === 408) return { kind: "retry", status, error: "Slack answered 408" };
  if (status >= 300 && status < 400) {
    return { kind: "refused", status, error: `Slack answered with a redirect (${status}); not followed` };
  }
  return { kind: "refused", status, error: error ? `Slack answered ${error}` : `Slack answered ${status}` };
}

/**
 * How a day's parent names its variant, as the pages name puzzles: "Sudoku" for classic 9×9, "Killer Sudoku",
 * "4×4 Sudoku", "X-Sudoku". Two variants posting threads into one channel must be told apart at a glance.
 */
export function parentPuzzleName(variant: VariantId): string {
  if (variant === "9x9") return ENGLISH_WORDS.t("shared.puzzle.classic");
  if (variant === "killer" || variant === "x") return ENGLISH_WORDS.t(`shared.puzzle.${variant}`);
  const { boxRows, boxCols } = SHAPES[variantInfo(variant).shape];
  return ENGLISH_WORDS.t("shared.puzzle.sized", { size: boxRows * boxCols });
}

/**
 * The parent message of a Slack bot's day, "Killer Sudoku daily — 2027-01-05": each level of that date (and
 * variant) replies under it.
 */
export function threadParentPost(channel: string, date: string, variant: VariantId): Record<string, unknown> {
  const title = `${parentPuzzleName(variant)} daily — ${date}`;
  return {
    channel,
    text: `${title} — the puzzles are in the thread, so answers stay out of the channel`,
    blocks: [
      { type: "header", text: { type: "plain_text", text: title, emoji: true } },
      {
        type: "section",
        text: { type: "mrkdwn", text: "Today's puzzles are in this thread; answers go there too." },
      },
    ],
  };
}

/** A Slack payload (text and blocks) as chat.postMessage's arguments: to `channel`, a reply under `threadTs`. */
export function slackBotPost(channel: string, payload: unknown, threadTs?: string): Record<string, unknown> {
  return { channel, ...(payload as Record<string, unknown>), ...(threadTs ? { thread_ts: threadTs } : {}) };
}

/** What a subscription posts, minus the secret parts. */
export interface PostFacts {
  format: WebhookFormat;
  /** The site origin for links. */
  origin: string;
  /** The board the links to play count results for (`sub-<id>`); none for the API's own payloads. */
  board?: string;
  /** Discord: the thread-name template; each post starts a thread. */
  threadName?: string;
  /** Discord: the role each daily mentions. */
  roleId?: string;
}

/** The body posting `p` (the daily of `date`) to a webhook of `format`. */
export function dailyPost(facts: PostFacts, date: string, p: DailyPuzzle): unknown {
  const daily = botDaily(p, facts.origin);
  if (facts.board) daily.pageUrl = withBoard(daily.pageUrl, facts.board);
  switch (facts.format) {
    case "discord": {
      const payload = discordPayload(daily);
      return {
        ...payload,
        content: facts.roleId ? `<@&${facts.roleId}> ${payload.content}` : payload.content,
        allowed_mentions: allowedMentions(facts.roleId),
        ...(facts.threadName
          ? { thread_name: threadName(facts.threadName, { date, level: p.level, variant: p.variant }) }
          : {}),
      };
    }
    case "slack":
      return slackPayload(daily);
    case "json":
      return {
        event: "daily",
        daily: {
          date,
          ...publicFields(p),
          next_at: nextMidnight(date),
          share_url: facts.board
            ? withBoard(dailyShareUrl(facts.origin, date, p.level, p.variant), facts.board)
            : dailyShareUrl(facts.origin, date, p.level, p.variant),
          ...(facts.board ? { board: facts.board } : {}),
        },
      };
  }
}

export interface ConfirmationFacts extends PostFacts {
  id: string;
  variant: DailyPuzzle["variant"];
  levels: Level[];
  schedule: PostSchedule;
}

/** "at 00:05 UTC", "at 08:00 (Pacific/Kiritimati) on Mon, Wed". */
export function scheduleWords(schedule: PostSchedule): string {
  const zone = schedule.timeZone === "UTC" ? "UTC" : `(${schedule.timeZone})`;
  const days = schedule.weekdays?.length
    ? ` on ${schedule.weekdays.map((d) => d.charAt(0).toUpperCase() + d.slice(1)).join(", ")}`
    : "";
  return `at ${schedule.postAt} ${zone}${days}`;
}

/** The name of the thread a forum channel's confirmation starts (it needs one, like every post there). */
export const CONFIRMATION_THREAD_NAME = "sudoku-daily is set up here";

/** The first post of a subscription: what will come, when, and how to stop it. */
export function confirmationPost(facts: ConfirmationFacts): unknown {
  const variant = facts.variant === "9x9" ? "" : `${variantInfo(facts.variant).name} `;
  const levels = facts.levels.map((level) => `${variant}${levelName(level)}`).join(", ");
  const every = facts.schedule.weekdays?.length ? "on those days" : "once a day";
  const text = `sudoku-daily is set up here: the ${levels} daily Sudoku will be posted ${every}, ` +
    `${scheduleWords(facts.schedule)}. Subscription ${facts.id}; stop it with DELETE ${facts.origin}/api/` +
    `subscriptions/${facts.id} and its token.`;
  switch (facts.format) {
    case "discord":
      // The role is not pinged for the set-up message; a forum channel needs a thread for it too.
      return {
        content: text,
        allowed_mentions: { parse: [] },
        ...(facts.threadName ? { thread_name: CONFIRMATION_THREAD_NAME } : {}),
      };
    case "slack":
      return { text };
    case "json":
      return {
        event: "subscribed",
        subscription: { id: facts.id, variant: facts.variant, levels: facts.levels, format: facts.format },
        message: text,
      };
  }
}
