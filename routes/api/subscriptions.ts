/**
 * Webhook subscriptions (mounted at /api): subscribe a Discord or Slack webhook once and the daily is posted
 * to it every UTC day (routes/shared/push/delivery.ts posts; routes/shared/push/store.ts keeps the records).
 *
 *   POST   /subscriptions      { url | slack_bot_token + slack_channel, levels, format?, variant?, post_at?,
 *                                 time_zone?, weekdays?, thread_name?, role_id?, thread?, summary? }
 *                                                              → 201 { id, token, … } after a confirmation post
 *   GET    /subscriptions/:id  (Authorization: Bearer <token>)    → the subscription and its last 30 deliveries
 *   DELETE /subscriptions/:id  (Authorization: Bearer <token>)    → 204
 *
 * Without a KV store every route answers 503 `unavailable`; nothing else in the service needs one.
 */
import type { Context, MiddlewareHandler } from "hono";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { type Level, parseVariantLevel, VARIANT_IDS, variantInfo } from "../../engine/mod.ts";
import {
  deleteSubscription,
  findSubscription,
  randomId,
  recentDeliveries,
  saveSubscription,
  scheduleOf,
  sha256Hex,
  slackChannelTaken,
  type Subscription,
  tokenMatches,
} from "../shared/push/store.ts";
import { confirmationPost, postToSlackApi, postToWebhook, slackBotPost } from "../shared/push/post.ts";
import {
  canonicalTimeZone,
  DEFAULT_SCHEDULE,
  parsePostAt,
  type PostSchedule,
  WEEKDAYS,
} from "../shared/push/schedule.ts";
import { boardOf, ROLE_ID, threadNameProblem } from "../shared/push/channel_options.ts";
import {
  checkSlackBot,
  checkWebhookUrl,
  defaultFormat,
  redactSlackToken,
  redactWebhookUrl,
  SLACK_THREADS,
  WEBHOOK_FORMATS,
  type WebhookFormat,
  type WebhookTarget,
} from "../shared/push/targets.ts";
import { apiError, errorBody, errorResponse, invalid } from "../shared/errors.ts";
import { jsonBody, rateLimit } from "../shared/middleware.ts";
import { siteOrigin } from "../shared/puzzle_answers.ts";
import { badRequest, json, requestBody } from "./schemas.ts";

export interface SubscriptionsOptions {
  /** The store; without one every route answers 503 `unavailable`. */
  kv?: Deno.Kv;
  /** Why there is no store, for the 503 message. */
  kvError?: string;
  /** Origins beyond Discord and Slack that webhooks may live on (WEBHOOK_ALLOW). */
  webhookAllow?: readonly string[];
  /** Where Slack bot posts go: https://slack.com, or a loopback fake (SLACK_API_ORIGIN, parseSlackApiOrigin). */
  slackApiOrigin?: string;
  /** Origin for links in posts; defaults to the request's. */
  origin?: string;
  /** Subscriptions one client address may try to create per hour. */
  createsPerHour?: number;
  /** Most time the webhook has to answer the confirmation post. */
  timeoutMs?: number;
  /** The clock; tests fix it. */
  now?: () => Date;
  /** The fetch the confirmation post goes out through; tests pass their own. */
  fetch?: typeof fetch;
}

const DEFAULTS = { createsPerHour: 10, timeoutMs: 10_000 };

const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

const subscriptionBody = z.object({
  url: z.string().min(1).max(2048).optional().openapi({
    description: "A Discord (`https://discord.com/api/webhooks/<id>/<token>`) or Slack " +
      "(`https://hooks.slack.com/services/…`) incoming-webhook URL, or one under an origin the operator allows; " +
      "or leave it out and name a Slack bot with `slack_bot_token` and `slack_channel`",
    example: "https://discord.com/api/webhooks/123456789012345678/abcdefghijklmnopqrstuvwxyz0123456789",
  }),
  levels: z.array(z.string().max(20)).min(1).max(5).openapi({
    description: "The levels to post each day (each offered by the variant; GET /api/variants)",
    example: ["hard"],
  }),
  format: z.enum(WEBHOOK_FORMATS).optional().openapi({
    description: "discord, slack or json; by default the webhook's own platform (json for allowed origins)",
  }),
  variant: z.enum(VARIANT_IDS).optional().openapi({
    description: "The variant (default 9x9); subscribe again to get another variant on the same webhook",
  }),
  post_at: z.string().max(16).optional().openapi({
    description:
      "The local time of each post, HH:MM on a 24-hour clock, in `time_zone` (default 00:05). Each " +
      "post carries the daily of the UTC day current at that moment (docs/delivery.md)",
    example: "08:00",
  }),
  time_zone: z.string().max(64).optional().openapi({
    description: "An IANA time zone such as Europe/Berlin (default UTC); fixed offsets are refused",
    example: "Europe/Berlin",
  }),
  weekdays: z.array(z.enum(WEEKDAYS)).max(7).optional().openapi({
    description: "The local weekdays to post on (default every day)",
    example: ["mon", "wed", "fri"],
  }),
  thread_name: z.string().max(200).optional().openapi({
    description:
      "Discord: each daily starts a thread of this name (forum channels require it), at most 100 " +
      "characters once `{date}`, `{level}` and `{variant}` are filled in",
    example: "Sudoku {date} {level}",
  }),
  role_id: z.string().max(32).optional().openapi({
    description: "Discord: the id of a role each daily mentions; that role is the only one it may ping",
    example: "123456789012345678",
  }),
  summary: z.boolean().optional().openapi({
    description:
      "Also post how the channel did the day before (times shared from this subscription's links), " +
      "at each day's post time; nothing is posted for a day without times",
  }),
  slack_bot_token: z.string().max(200).optional().openapi({
    description: "Slack bot instead of a webhook: a bot token (`xoxb-…`, scope `chat:write`) posts through " +
      "chat.postMessage to `slack_channel`. Kept to post with, never shown again in full",
    example: "xoxb-1234567890-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx",
  }),
  slack_channel: z.string().max(32).optional().openapi({
    description: "Slack bot: the id of the channel to post to (C… or G…; the bot must be a member)",
    example: "C0123456789",
  }),
  thread: z.enum(SLACK_THREADS).optional().openapi({
    description:
      'Slack bot: `per-day` posts a parent message each day naming the variant ("Killer Sudoku daily — ' +
      '<date>") and that ' +
      "day's levels (and its summary) as replies in its thread; `off` (default): each level a message of its own",
  }),
}).strict().openapi("SubscriptionRequest");

const deliveryRow = z.object({
  date: z.string(),
  level: z.string().openapi({
    description: "The level posted, `summary` for the post of how the day went, or `thread` for a Slack " +
      "bot's parent message of the day",
  }),
  status: z.enum(["sending", "delivered", "retrying", "failed", "unknown", "empty"]).openapi({
    description:
      "sending (in flight), delivered (2xx), retrying (429, 5xx or no answer: tried again later), " +
      "failed (refused, or retries ran out), unknown (the posting round stopped mid-post; not posted again, " +
      "so never twice), empty (a summary of a day nobody shared a time of: nothing posted)",
  }),
  attempts: z.number().int(),
  http_status: z.number().int().optional().openapi({ description: "The webhook's last status, 0 for none" }),
  error: z.string().optional(),
  updated: z.string(),
}).openapi("Delivery");

const subscriptionFields = {
  id: z.string().openapi({ example: "3mJr0Vq7c8yQ2d1sZk4n9A" }),
  url: z.string().openapi({
    description: "The webhook URL with its secret cut short",
    example: "https://discord.com/api/webhooks/123456789012345678/abcd…",
  }),
  variant: z.string().openapi({ example: "9x9" }),
  levels: z.array(z.string()).openapi({ example: ["hard"] }),
  format: z.enum(WEBHOOK_FORMATS),
  created: z.string().openapi({ example: "2026-12-02T09:30:00.000Z" }),
  status: z.enum(["active", "paused"]),
  post_at: z.string().openapi({ example: "00:05" }),
  time_zone: z.string().openapi({ example: "UTC" }),
  weekdays: z.array(z.enum(WEEKDAYS)).optional(),
  thread_name: z.string().optional(),
  role_id: z.string().optional(),
  summary: z.boolean(),
  slack_channel: z.string().optional().openapi({ description: "Slack bot: the channel posted to" }),
  slack_bot_token: z.string().optional().openapi({
    description: "Slack bot: the token cut to its first characters",
    example: "xoxb-1234…",
  }),
  thread: z.enum(SLACK_THREADS).optional().openapi({ description: "Slack bot: a thread per day or none" }),
  board: z.string().openapi({
    description: "The board times shared from this subscription's links count for (`?board=` in its links)",
    example: "sub-3mJr0Vq7c8yQ2d1sZk4n9A",
  }),
};

const EXAMPLE_SUBSCRIPTION = {
  id: "3mJr0Vq7c8yQ2d1sZk4n9A",
  url: "https://discord.com/api/webhooks/123456789012345678/abcd…",
  variant: "9x9",
  levels: ["hard"],
  format: "discord",
  created: "2026-12-02T09:30:00.000Z",
  status: "active",
  post_at: "00:05",
  time_zone: "UTC",
  summary: false,
  board: "sub-3mJr0Vq7c8yQ2d1sZk4n9A",
} as const;

const createdSubscription = z.object({
  ...subscriptionFields,
  token: z.string().openapi({
    description: "Shown once: send it as `Authorization: Bearer <token>` to read or delete the subscription",
  }),
  replaced: z.string().optional().openapi({
    description: "The id of the webhook's earlier subscription to this variant, which this one replaces",
  }),
}).openapi("CreatedSubscription", {
  example: { ...EXAMPLE_SUBSCRIPTION, token: "q0f9Xv3kS7b2Lw8YcN5tR1uE6hJ4mA0dG7pZ2sK9xQc" },
});

const subscriptionState = z.object({
  ...subscriptionFields,
  paused_reason: z.string().optional(),
  deliveries: z.array(deliveryRow).openapi({ description: "The last 30, newest day first" }),
}).openapi("Subscription", {
  example: {
    ...EXAMPLE_SUBSCRIPTION,
    deliveries: [
      {
        date: "2026-12-03",
        level: "hard",
        status: "delivered",
        attempts: 1,
        http_status: 204,
        updated: "2026-12-03T00:00:04.120Z",
      },
    ],
  },
});

const idParam = z.object({
  id: z.string().regex(ID_PATTERN, "a subscription id is 22 characters of A-Z a-z 0-9 - _").openapi({
    param: { name: "id", in: "path" },
    example: "3mJr0Vq7c8yQ2d1sZk4n9A",
  }),
});

const UNAVAILABLE = errorResponse("No KV store is configured on this instance", {
  unavailable: errorBody(
    "unavailable",
    "webhook subscriptions need Deno KV, which this instance does not have",
  ),
});
const UNAUTHORIZED = errorResponse("The bearer token is missing or is not this subscription's", {
  unauthorized: errorBody("unauthorized", "send the subscription's token as Authorization: Bearer <token>"),
});
const NOT_FOUND = errorResponse("No such subscription", {
  "not-found": errorBody("not-found", "no subscription 3mJr0Vq7c8yQ2d1sZk4n9A"),
});

const security = [{ subscriptionToken: [] }];

function routesWith(rateLimited: MiddlewareHandler[]) {
  return {
    create: createRoute({
      method: "post",
      path: "/subscriptions",
      tags: ["subscriptions"],
      summary: "Subscribe a webhook to the daily",
      description: "Posts a confirmation to the webhook first; the subscription exists only if that post " +
        "succeeds. Then the daily of each level is posted once per UTC day, at `post_at` in `time_zone` " +
        "(default 00:05 UTC) on `weekdays` (default all), each post carrying the UTC day's daily current " +
        "then. Subscribing " +
        "the same webhook and variant again replaces the earlier subscription (its deliveries are kept, so no " +
        "daily is posted twice). A Slack bot's channel is held by one bot token: a channel an active " +
        "subscription made with another token posts to (any variant) is 409. At most a few attempts per client " +
        "address per hour.",
      middleware: [...rateLimited, jsonBody()],
      request: {
        body: requestBody(subscriptionBody, {
          url: "https://discord.com/api/webhooks/123456789012345678/abcdefghijklmnopqrstuvwxyz0123456789",
          levels: ["hard"],
        }),
      },
      responses: {
        201: json(createdSubscription, "Subscribed: keep the token"),
        400: badRequest({
          "bad-url": errorBody("bad-url", "url: IP addresses are not accepted; use the webhook's host name"),
          "bad-level": errorBody("bad-level", "levels: use levels of 9x9: easy, medium, hard, expert, evil"),
          "bad-format": errorBody("bad-format", "format: a Slack webhook takes format slack"),
          "bad-post-at": errorBody(
            "bad-post-at",
            'post_at: "24:00" is not a time: use HH:MM, 00:00 to 23:59',
          ),
          "bad-time-zone": errorBody("bad-time-zone", 'time_zone: "Europe/Berlinn" is not an IANA time zone'),
          "bad-weekdays": errorBody("bad-weekdays", "weekdays.0: Invalid option: expected one of …"),
          "bad-thread-name": errorBody("bad-thread-name", "thread_name: {day} is not a placeholder: use …"),
          "bad-role-id": errorBody("bad-role-id", "role_id: a Discord role id is 17 to 20 digits"),
          "bad-slack-bot-token": errorBody(
            "bad-slack-bot-token",
            "slack_bot_token: a Slack bot token looks like xoxb-<digits>-<digits>-<letters and digits>",
          ),
          "bad-slack-channel": errorBody(
            "bad-slack-channel",
            "slack_channel: a Slack channel id starts with C …",
          ),
          "bad-thread": errorBody(
            "bad-thread",
            "thread: only a Slack bot (slack_bot_token and slack_channel) takes thread …",
          ),
          "bad-request": errorBody("bad-request", "levels: Too small: expected array to have >=1 items"),
        }),
        409: errorResponse("A Slack bot's channel already has a subscription made with another bot token", {
          "slack-channel-taken": errorBody(
            "slack-channel-taken",
            "slack_channel: C0123456789 already gets the daily through a subscription made with another bot " +
              "token; subscribe with that bot's token (any variant), or delete that subscription first",
          ),
        }),
        422: errorResponse("The webhook did not accept the confirmation post", {
          "webhook-failed": errorBody("webhook-failed", "the webhook answered 404 to the confirmation post", {
            receiver_status: 404,
          }),
        }),
        429: errorResponse("Too many subscriptions tried from this address; see Retry-After", {
          "rate-limited": errorBody(
            "rate-limited",
            "at most 10 requests per 3600 s from one client; retry in 1200 s",
          ),
        }),
        503: UNAVAILABLE,
      },
    }),
    show: createRoute({
      method: "get",
      path: "/subscriptions/{id}",
      tags: ["subscriptions"],
      summary: "A subscription and its recent deliveries",
      security,
      request: { params: idParam },
      responses: {
        200: json(subscriptionState, "The subscription"),
        400: badRequest({
          "bad-request": errorBody("bad-request", "id: a subscription id is 22 characters"),
        }),
        401: UNAUTHORIZED,
        404: NOT_FOUND,
        503: UNAVAILABLE,
      },
    }),
    remove: createRoute({
      method: "delete",
      path: "/subscriptions/{id}",
      tags: ["subscriptions"],
      summary: "Unsubscribe",
      security,
      request: { params: idParam },
      responses: {
        204: { description: "Deleted: no new post is started (one already in flight may still land)" },
        400: badRequest({
          "bad-request": errorBody("bad-request", "id: a subscription id is 22 characters"),
        }),
        401: UNAUTHORIZED,
        404: NOT_FOUND,
        503: UNAVAILABLE,
      },
    }),
  };
}

/** The 409 for a Slack channel another bot token's subscription posts to; it names neither that one nor its token. */
function channelTaken(c: Context, channel: string) {
  return apiError(
    c,
    409,
    "slack-channel-taken",
    `slack_channel: ${channel} already gets the daily through a subscription made with another bot token; ` +
      "subscribe with that bot's token (any variant), or delete that subscription first",
  );
}

/** `Authorization: Bearer <token>`'s token, or null. */
function bearerToken(c: Context): string | null {
  // The scheme name is case-insensitive (RFC 9110).
  const match = /^Bearer +([A-Za-z0-9_-]{1,100})$/i.exec(c.req.header("authorization") ?? "");
  return match ? match[1] : null;
}

export function createSubscriptions(options: SubscriptionsOptions): OpenAPIHono {
  const opts = { ...DEFAULTS, ...withoutUndefined(options) };
  const app = new OpenAPIHono();
  app.openAPIRegistry.registerComponent("securitySchemes", "subscriptionToken", {
    type: "http",
    scheme: "bearer",
    description: "The token POST /api/subscriptions answered with",
  });
  const { kv } = opts;
  const now = opts.now ?? (() => new Date());
  // The reason the store is missing stays in the operator's log: it names files and hosts of the server.
  const unavailable = (c: Context) =>
    apiError(
      c,
      503,
      "unavailable",
      "webhook subscriptions need Deno KV, which this instance does not have; pull the daily from " +
        "GET /api/daily or read /feed.atom instead",
    );
  const limiter = kv
    ? [
      rateLimit({
        kv,
        name: "subscribe",
        limit: opts.createsPerHour,
        windowSeconds: 3600,
        now: () => now().getTime(),
      }),
    ]
    : [];
  const routes = routesWith(limiter);
  // Without a store the answer is 503 before any validation or rate limit.
  if (!kv) {
    const refuse: MiddlewareHandler = (c) => Promise.resolve(unavailable(c));
    app.use("/subscriptions", refuse).use("/subscriptions/*", refuse);
  }

  /** The subscription at :id if the request carries its token, or the answer refusing it. */
  async function authorized(c: Context, id: string) {
    const token = bearerToken(c);
    if (!token) {
      return {
        ok: false as const,
        response: apiError(
          c,
          401,
          "unauthorized",
          "send the subscription's token as Authorization: Bearer <token>",
        ),
      };
    }
    const subscription = await findSubscription(kv!, id);
    if (!subscription) {
      return { ok: false as const, response: apiError(c, 404, "not-found", `no subscription ${id}`) };
    }
    if (!(await tokenMatches(subscription, token))) {
      return {
        ok: false as const,
        response: apiError(c, 401, "unauthorized", "that token is not this subscription's"),
      };
    }
    return { ok: true as const, subscription };
  }

  app.openapi(
    routes.create,
    async (c) => {
      const body = c.req.valid("json");
      const bot = body.slack_bot_token !== undefined || body.slack_channel !== undefined;
      if (bot && body.url !== undefined) {
        return apiError(
          c,
          400,
          "bad-url",
          "url: name either a webhook url or a Slack bot (slack_bot_token and slack_channel), not both",
        );
      }
      if (!bot && body.url === undefined) {
        return apiError(
          c,
          400,
          "bad-url",
          "url: required, unless slack_bot_token and slack_channel name a Slack bot",
        );
      }
      if (bot && (body.slack_bot_token === undefined || body.slack_channel === undefined)) {
        const missing = body.slack_bot_token === undefined ? "slack_bot_token" : "slack_channel";
        return apiError(
          c,
          400,
          `bad-${missing.replaceAll("_", "-")}`,
          `${missing}: a Slack bot needs both slack_bot_token and slack_channel`,
        );
      }
      // `thread` only means something for a bot: even "off" with a webhook says the subscriber expects a choice
      // this subscription does not have, so it is refused rather than silently ignored.
      if (body.thread !== undefined && !bot) {
        return apiError(
          c,
          400,
          "bad-thread",
          "thread: only a Slack bot (slack_bot_token and slack_channel) takes thread; an incoming webhook " +
            "never learns its message's ts to reply under, so leave thread out for a webhook URL (Discord " +
            "channels use thread_name)",
        );
      }
      let target: WebhookTarget;
      let slackChannel: string | undefined;
      if (bot) {
        const checked = checkSlackBot(body.slack_bot_token!, body.slack_channel!, opts.slackApiOrigin);
        if (!checked.ok) {
          return apiError(c, 400, `bad-${checked.field.replaceAll("_", "-")}`, checked.message);
        }
        target = checked.target;
        slackChannel = checked.channel;
      } else {
        const checked = checkWebhookUrl(body.url!, opts.webhookAllow);
        if (!checked.ok) return apiError(c, 400, "bad-url", checked.message);
        target = checked.target;
      }
      const variant = body.variant ?? "9x9";
      const levels: Level[] = [];
      for (const text of body.levels) {
        const level = parseVariantLevel(variant, text);
        if (!level) {
          return apiError(
            c,
            400,
            "bad-level",
            `levels: ${JSON.stringify(text)} is not a level of ${variant}: use ${
              variantInfo(variant).levels.join(", ")
            }`,
          );
        }
        if (!levels.includes(level)) levels.push(level);
      }
      const format: WebhookFormat = body.format ?? defaultFormat(target);
      if (target.kind !== "allowed" && format !== defaultFormat(target)) {
        return apiError(
          c,
          400,
          "bad-format",
          target.kind === "slack-api"
            ? "format: a Slack bot takes format slack"
            : `format: a ${
              target.kind === "discord" ? "Discord" : "Slack"
            } webhook takes format ${target.kind}`,
        );
      }
      const timeZone = canonicalTimeZone(body.time_zone ?? DEFAULT_SCHEDULE.timeZone);
      if (!timeZone) {
        return apiError(
          c,
          400,
          "bad-time-zone",
          `time_zone: ${
            JSON.stringify(body.time_zone)
          } is not an IANA time zone this server knows, such as ` +
            "Europe/Berlin or America/New_York",
        );
      }
      const postAt = body.post_at ?? DEFAULT_SCHEDULE.postAt;
      if (!parsePostAt(postAt)) {
        return apiError(
          c,
          400,
          "bad-post-at",
          `post_at: ${JSON.stringify(postAt)} is not a time: use HH:MM, 00:00 to 23:59`,
        );
      }
      const weekdays = WEEKDAYS.filter((d) => body.weekdays?.includes(d));
      if (body.weekdays && weekdays.length === 0) {
        return apiError(
          c,
          400,
          "bad-weekdays",
          "weekdays: name at least one day, or leave it out for every day",
        );
      }
      const schedule: PostSchedule = {
        postAt,
        timeZone,
        ...(weekdays.length && weekdays.length < 7 ? { weekdays } : {}),
      };
      if ((body.thread_name !== undefined || body.role_id !== undefined) && format !== "discord") {
        const field = body.thread_name !== undefined ? "thread_name" : "role_id";
        return apiError(c, 400, `bad-${field.replace("_", "-")}`, `${field}: only Discord posts have one`);
      }
      if (body.thread_name !== undefined) {
        const problem = new URL(target.url).searchParams.has("thread_id")
          ? "thread_name: this webhook URL already posts into one thread (thread_id); leave one of them out"
          : threadNameProblem(body.thread_name, variant, levels);
        if (problem) return apiError(c, 400, "bad-thread-name", problem);
      }
      if (body.role_id !== undefined && !ROLE_ID.test(body.role_id)) {
        return apiError(c, 400, "bad-role-id", "role_id: a Discord role id is 17 to 20 digits");
      }
      const threadName = body.thread_name?.trim() || undefined;
      // Checked again atomically when the subscription is stored; here so a taken channel gets no post.
      if (
        slackChannel && await slackChannelTaken(kv!, await sha256Hex(target.identity), body.slack_bot_token!)
      ) {
        return channelTaken(c, slackChannel);
      }
      const origin = siteOrigin(c, opts.origin);
      const id = randomId(16);
      const confirmationBody = confirmationPost({
        id,
        variant,
        levels,
        format,
        origin,
        schedule,
        threadName,
      });
      const posting = { timeoutMs: opts.timeoutMs, fetch: opts.fetch };
      // A bot's confirmation goes to the channel itself (never a thread): it proves the token and that the bot
      // may post there before anything is stored.
      const confirmation = slackChannel
        ? await postToSlackApi(
          target.url,
          body.slack_bot_token!,
          slackBotPost(slackChannel, confirmationBody),
          posting,
        )
        : await postToWebhook(target.url, confirmationBody, posting);
      if (confirmation.kind === "refused" && confirmation.status >= 300 && confirmation.status < 400) {
        return apiError(c, 400, "bad-url", `url: ${confirmation.error}`);
      }
      if (confirmation.kind !== "delivered") {
        return apiError(
          c,
          422,
          "webhook-failed",
          slackChannel
            ? `the confirmation post failed: ${confirmation.error}`
            : confirmation.status
            ? `the webhook answered ${confirmation.status} to the confirmation post`
            : `the confirmation post failed: ${confirmation.error}`,
          { receiver_status: confirmation.status },
        );
      }
      const token = randomId(32);
      const subscription: Subscription = {
        id,
        url: target.url,
        target: await sha256Hex(target.identity),
        variant,
        levels,
        format,
        origin,
        created: now().toISOString(),
        tokenHash: await sha256Hex(token),
        status: "active",
        postAt: schedule.postAt,
        timeZone: schedule.timeZone,
        ...(schedule.weekdays ? { weekdays: [...schedule.weekdays] } : {}),
        ...(threadName ? { threadName } : {}),
        ...(body.role_id ? { roleId: body.role_id } : {}),
        summary: body.summary ?? false,
        ...(slackChannel
          ? {
            slackToken: body.slack_bot_token,
            slackChannel,
            ...(body.thread === "per-day" ? { thread: "per-day" as const } : {}),
          }
          : {}),
      };
      const saved = await saveSubscription(kv!, subscription);
      // Another bot token took the channel while the confirmation was posted.
      if (!saved.ok) return channelTaken(c, slackChannel!);
      const replaced = saved.replaced;
      c.header("Location", `/api/subscriptions/${id}`);
      return c.json({
        ...publicView(subscription),
        token,
        ...(replaced ? { replaced } : {}),
      }, 201);
    },
    invalid("request", {
      url: "bad-url",
      format: "bad-format",
      variant: "bad-variant",
      post_at: "bad-post-at",
      time_zone: "bad-time-zone",
      weekdays: "bad-weekdays",
      thread_name: "bad-thread-name",
      role_id: "bad-role-id",
      slack_bot_token: "bad-slack-bot-token",
      slack_channel: "bad-slack-channel",
      thread: "bad-thread",
    }),
  );

  app.openapi(routes.show, async (c) => {
    const found = await authorized(c, c.req.valid("param").id);
    if (!found.ok) return found.response;
    const s = found.subscription;
    return c.json({
      ...publicView(s),
      ...(s.pausedReason ? { paused_reason: s.pausedReason } : {}),
      deliveries: await recentDeliveries(kv!, s),
    }, 200);
  }, invalid("request"));

  app.openapi(routes.remove, async (c) => {
    const found = await authorized(c, c.req.valid("param").id);
    if (!found.ok) return found.response;
    await deleteSubscription(kv!, found.subscription);
    return c.body(null, 204);
  }, invalid("request"));

  return app;
}

/** What the API shows of a subscription: everything but its secrets (the URL is cut short). */
function publicView(s: Subscription) {
  const schedule = scheduleOf(s);
  return {
    id: s.id,
    // A bot's URL is Slack's API, no secret; its token is.
    url: s.slackToken ? s.url : redactWebhookUrl(s.url),
    variant: s.variant,
    levels: s.levels,
    format: s.format,
    created: s.created,
    status: s.status,
    post_at: schedule.postAt,
    time_zone: schedule.timeZone,
    ...(schedule.weekdays ? { weekdays: [...schedule.weekdays] } : {}),
    ...(s.threadName ? { thread_name: s.threadName } : {}),
    ...(s.roleId ? { role_id: s.roleId } : {}),
    summary: s.summary ?? false,
    ...(s.slackToken
      ? {
        slack_channel: s.slackChannel,
        slack_bot_token: redactSlackToken(s.slackToken),
        thread: s.thread ?? ("off" as const),
      }
      : {}),
    board: boardOf(s.id),
  };
}

/** The options that are set, so an unset one keeps its default when spread over DEFAULTS. */
function withoutUndefined<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as Partial<T>;
}
