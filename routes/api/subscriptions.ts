/**
 * Webhook subscriptions (mounted at /api): subscribe a Discord or Slack webhook once and the daily is posted
 * to it every UTC day (routes/shared/push/delivery.ts posts; routes/shared/push/store.ts keeps the records).
 *
 *   POST   /subscriptions      { url, levels, format?, variant? } → 201 { id, token, … } after a confirmation post
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
  sha256Hex,
  type Subscription,
  tokenMatches,
} from "../shared/push/store.ts";
import { confirmationPost, postToWebhook } from "../shared/push/post.ts";
import {
  checkWebhookUrl,
  defaultFormat,
  redactWebhookUrl,
  WEBHOOK_FORMATS,
  type WebhookFormat,
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
  url: z.string().min(1).max(2048).openapi({
    description: "A Discord (`https://discord.com/api/webhooks/<id>/<token>`) or Slack " +
      "(`https://hooks.slack.com/services/…`) incoming-webhook URL, or one under an origin the operator allows",
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
}).strict().openapi("SubscriptionRequest");

const deliveryRow = z.object({
  date: z.string(),
  level: z.string(),
  status: z.enum(["sending", "delivered", "retrying", "failed", "unknown"]).openapi({
    description: "sending (in flight), delivered (2xx), retrying (429, 5xx or no answer: tried again later " +
      "that day), failed (refused, or retries ran out), unknown (the posting round stopped mid-post; not " +
      "posted again, so never twice)",
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
};

const EXAMPLE_SUBSCRIPTION = {
  id: "3mJr0Vq7c8yQ2d1sZk4n9A",
  url: "https://discord.com/api/webhooks/123456789012345678/abcd…",
  variant: "9x9",
  levels: ["hard"],
  format: "discord",
  created: "2026-12-02T09:30:00.000Z",
  status: "active",
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
        "succeeds. Then the daily of each level is posted once per UTC day, soon after midnight. Subscribing " +
        "the same webhook and variant again replaces the earlier subscription (its deliveries are kept, so no " +
        "daily is posted twice). At most a few attempts per client address per hour.",
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
          "bad-request": errorBody("bad-request", "levels: Too small: expected array to have >=1 items"),
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

  app.openapi(routes.create, async (c) => {
    const body = c.req.valid("json");
    const checked = checkWebhookUrl(body.url, opts.webhookAllow);
    if (!checked.ok) return apiError(c, 400, "bad-url", checked.message);
    const { target } = checked;
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
    if (target.kind !== "allowed" && format !== target.kind) {
      return apiError(
        c,
        400,
        "bad-format",
        `format: a ${target.kind === "discord" ? "Discord" : "Slack"} ` +
          `webhook takes format ${target.kind}`,
      );
    }
    const origin = siteOrigin(c, opts.origin);
    const id = randomId(16);
    const confirmation = await postToWebhook(
      target.url,
      confirmationPost({ id, variant, levels, format, origin }),
      { timeoutMs: opts.timeoutMs, fetch: opts.fetch },
    );
    if (confirmation.kind === "refused" && confirmation.status >= 300 && confirmation.status < 400) {
      return apiError(c, 400, "bad-url", `url: ${confirmation.error}`);
    }
    if (confirmation.kind !== "delivered") {
      return apiError(
        c,
        422,
        "webhook-failed",
        confirmation.status
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
    };
    const replaced = await saveSubscription(kv!, subscription);
    c.header("Location", `/api/subscriptions/${id}`);
    return c.json({
      id,
      token,
      url: redactWebhookUrl(target.url),
      variant,
      levels,
      format,
      created: subscription.created,
      status: subscription.status,
      ...(replaced ? { replaced } : {}),
    }, 201);
  }, invalid("request", { url: "bad-url", format: "bad-format", variant: "bad-variant" }));

  app.openapi(routes.show, async (c) => {
    const found = await authorized(c, c.req.valid("param").id);
    if (!found.ok) return found.response;
    const s = found.subscription;
    return c.json({
      id: s.id,
      url: redactWebhookUrl(s.url),
      variant: s.variant,
      levels: s.levels,
      format: s.format,
      created: s.created,
      status: s.status,
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

/** The options that are set, so an unset one keeps its default when spread over DEFAULTS. */
function withoutUndefined<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as Partial<T>;
}
