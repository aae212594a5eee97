/**
 * The daily puzzle (mounted at /api):
 *
 *   GET /daily?variant=&level=&date=&format=    → today's (or a past day's) daily; variant defaults to 9x9,
 *                                                  level to medium (or the variant's only level); format json
 *                                                  (default) or a bot format (routes/shared/bots.ts)
 *   GET /daily/archive?variant=&from=&to=&level= → { variant, level, days: [{ date, code, source }] }, at most
 *                                                  31 days
 *
 * The clock is read only through the injectable `now`, so tests can fix the day.
 */
import type { Context } from "hono";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  fnv1a32,
  generatorVersionFor,
  isValidDate,
  type Level,
  nextDay,
  nextMidnight,
  type VariantId,
} from "../../engine/mod.ts";
import {
  botBody,
  botDaily,
  dailyEmoji,
  dailyMarkdown,
  dailyText,
  discordPayload,
  discordPayloadSchema,
  slackPayload,
  slackPayloadSchema,
} from "../shared/bots.ts";
import { type DailyStore, utcDay } from "../shared/dailies.ts";
import { apiError, errorBody, errorResponse, invalid } from "../shared/errors.ts";
import { notModified } from "../shared/http.ts";
import { keepAnswer } from "../shared/answer_cache.ts";
import { dailyShareUrl, publicFields, siteOrigin, variantLevelFrom } from "../shared/puzzle_answers.ts";
import {
  archiveQuery,
  archiveResponse,
  BAD_DATE,
  DAILY_EXAMPLE,
  DAILY_FORMATS,
  dailyQuery,
  dailyResponse,
} from "./schemas.ts";
import { BAD_LEVEL, BAD_QUERY, BAD_VARIANT, EXAMPLE_BOT } from "../shared/schemas.ts";

export interface DailyOptions {
  /** The instance's dailies (memoized), shared with the pages. */
  store: DailyStore;
  /** The clock; defaults to the system clock. */
  now?: () => Date;
  /** Origin for share_url (e.g. "https://sudoku.example"); defaults to the request's origin. */
  origin?: string;
}

/** Most days one archive request may cover. */
const MAX_ARCHIVE_DAYS = 31;
const DAY_MS = 86_400_000;
const IMMUTABLE = "public, max-age=31536000, immutable";

function nextMidnightMs(day: string): number {
  return Date.parse(nextMidnight(day));
}

const CACHE_HEADERS = {
  "Cache-Control": {
    description: "Today: `public, max-age=60, s-maxage=<seconds to the next UTC midnight>`; past days: " +
      "`public, max-age=31536000, immutable`",
    schema: { type: "string" as const },
  },
  ETag: { description: "Strong; differs per day, level and format", schema: { type: "string" as const } },
};
const ARCHIVE_CACHE_HEADERS = {
  "Cache-Control": {
    description: "A range that ends before today: `public, max-age=31536000, immutable`; one with today: " +
      "`public, max-age=60`",
    schema: { type: "string" as const },
  },
  ETag: {
    description: "Strong; differs per level, range and the days' codes",
    schema: { type: "string" as const },
  },
};

const routes = {
  daily: createRoute({
    method: "get",
    path: "/daily",
    tags: ["daily"],
    summary: "The daily puzzle",
    description:
      "The same puzzle for everyone, per UTC day, variant and level. `If-None-Match` with the ETag answers " +
      "304. With `format`, the same daily for bots and chats. GET /api/variants lists the variants and the " +
      "levels each offers.",
    request: { query: dailyQuery },
    responses: {
      200: {
        description: "The daily, in the asked format",
        headers: CACHE_HEADERS,
        content: {
          "application/json": {
            schema: z.union([dailyResponse, discordPayloadSchema, slackPayloadSchema]),
            examples: {
              json: { summary: "format=json (default)", value: DAILY_EXAMPLE },
              discord: { summary: "format=discord", value: discordPayload(EXAMPLE_BOT) },
              slack: { summary: "format=slack", value: slackPayload(EXAMPLE_BOT) },
            },
          },
          "text/plain; charset=utf-8": {
            schema: z.string(),
            examples: {
              text: { summary: "format=text", value: dailyText(EXAMPLE_BOT) },
              emoji: { summary: "format=emoji", value: dailyEmoji(EXAMPLE_BOT) },
            },
          },
          "text/markdown; charset=utf-8": {
            schema: z.string(),
            examples: { markdown: { summary: "format=markdown", value: dailyMarkdown(EXAMPLE_BOT) } },
          },
        },
      },
      304: { description: "Not modified: `If-None-Match` named the current ETag", headers: CACHE_HEADERS },
      400: errorResponse("A bad variant, level, date or format", {
        ...BAD_VARIANT,
        ...BAD_LEVEL,
        ...BAD_DATE,
        "bad-format": errorBody(
          "bad-format",
          `format: Invalid option: expected one of ${DAILY_FORMATS.map((f) => `"${f}"`).join("|")}`,
        ),
        ...BAD_QUERY,
      }),
      404: errorResponse("The day's daily is not out yet", {
        "not-yet": errorBody("not-yet", "the daily of 2026-12-01 is not out yet", {
          next_at: "2026-12-01T00:00:00.000Z",
        }),
      }),
    },
  }),
  archive: createRoute({
    method: "get",
    path: "/daily/archive",
    tags: ["daily"],
    summary: "Past dailies of a variant and level",
    description:
      `The share codes of a variant's and level's dailies, for at most ${MAX_ARCHIVE_DAYS} days up to today.`,
    request: { query: archiveQuery },
    responses: {
      200: {
        description: "One entry per day, oldest first",
        headers: ARCHIVE_CACHE_HEADERS,
        content: { "application/json": { schema: archiveResponse } },
      },
      304: {
        description: "Not modified: `If-None-Match` named the current ETag",
        headers: ARCHIVE_CACHE_HEADERS,
      },
      400: errorResponse("A bad variant, level, date or range", {
        ...BAD_VARIANT,
        ...BAD_LEVEL,
        ...BAD_DATE,
        "bad-range": errorBody("bad-range", `at most ${MAX_ARCHIVE_DAYS} days per request (asked for 334)`),
        ...BAD_QUERY,
      }),
    },
  }),
};

function dayMs(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

function badDate(c: Context, field: string, text: string) {
  if (isValidDate(text)) return null;
  return apiError(
    c,
    400,
    "bad-date",
    `${field}: ${JSON.stringify(text)} is not a YYYY-MM-DD day from 2000-01-01`,
  );
}

export function createDaily(options: DailyOptions): OpenAPIHono {
  const now = options.now ?? (() => new Date());
  const { store } = options;
  const daily = (date: string, level: Level, variant: VariantId) => store.get(date, level, variant);
  const app = new OpenAPIHono();
  const origin = (c: Context) => siteOrigin(c, options.origin);

  app.openapi(routes.daily, async (c) => {
    const query = c.req.valid("query");
    const chosen = variantLevelFrom(c, query);
    if (!chosen.ok) return chosen.response;
    const clock = now();
    const today = utcDay(clock);
    const date = query.date ?? today;
    const bad = badDate(c, "date", date);
    if (bad) return bad;
    if (date > today) {
      return apiError(c, 404, "not-yet", `the daily of ${date} is not out yet`, {
        next_at: `${date}T00:00:00.000Z`,
      });
    }
    const format = query.format ?? "json";
    const p = await daily(date, chosen.level, chosen.variant);
    const nextAt = nextMidnight(date);
    // The day's generator version, not the newest: a past day's tag never changes. The day is in the tag: a
    // pooled puzzle can be the daily of two days, even two in a row, and a cache revalidating the dateless URL
    // at midnight must not keep yesterday's body (its date, links and next_at). Each format is its own
    // representation, so its own tag.
    const tagVariant = chosen.variant === "9x9" ? "" : `${chosen.variant}-`;
    const etag = `"daily-${tagVariant}v${generatorVersionFor(date, chosen.variant)}-${date}-${p.code}${
      format === "json" ? "" : `-${format}`
    }"`;
    const nextAtMs = Date.parse(nextAt);
    const cacheControl = date === today
      ? (at: number) => `public, max-age=60, s-maxage=${Math.max(1, Math.ceil((nextAtMs - at) / 1000))}`
      : () => IMMUTABLE;
    if (notModified(c, { cacheControl: cacheControl(clock.getTime()), etag })) return c.body(null, 304);
    // Today's answer holds until midnight (the dateless URL then means the next day); a past day's forever.
    keepAnswer(c, { until: date === today ? nextAtMs : Infinity, cacheControl });
    if (format !== "json") {
      const bot = botBody(format, botDaily(p, origin(c)));
      return c.body(bot.body, 200, { "Content-Type": bot.contentType });
    }
    return c.json({
      date,
      ...publicFields(p),
      next_at: nextAt,
      share_url: dailyShareUrl(origin(c), date, p.level, p.variant),
    }, 200);
  }, invalid("query", { format: "bad-format" }));

  app.openapi(routes.archive, async (c) => {
    const query = c.req.valid("query");
    const chosen = variantLevelFrom(c, query);
    if (!chosen.ok) return chosen.response;
    const today = utcDay(now());
    const to = query.to ?? today;
    const badTo = badDate(c, "to", to);
    if (badTo) return badTo;
    if (to > today) return apiError(c, 400, "bad-range", `to: ${to} is after today (${today})`);
    const fallbackFrom = utcDay(new Date(Math.max(dayMs("2000-01-01"), dayMs(to) - 6 * DAY_MS)));
    const from = query.from ?? fallbackFrom;
    const badFrom = badDate(c, "from", from);
    if (badFrom) return badFrom;
    if (from > to) return apiError(c, 400, "bad-range", `from (${from}) is after to (${to})`);
    const count = Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;
    if (count > MAX_ARCHIVE_DAYS) {
      return apiError(
        c,
        400,
        "bad-range",
        `at most ${MAX_ARCHIVE_DAYS} days per request (asked for ${count})`,
      );
    }
    const dates: string[] = [];
    for (let day = from; day <= to; day = nextDay(day)) dates.push(day);
    const dailies = await store.getMany(dates, chosen.level, chosen.variant);
    const days = dailies.map((p) => ({ date: p.date, code: p.code, source: p.source }));
    const cacheControl = to < today ? IMMUTABLE : "public, max-age=60";
    // The days' codes are in the tag, so a range that runs to today gets a new one when the day turns.
    const etag = `"archive-${
      chosen.variant === "9x9" ? "" : `${chosen.variant}-`
    }${chosen.level}-${from}-${to}-${fnv1a32(JSON.stringify(days)).toString(36)}"`;
    if (notModified(c, { cacheControl, etag })) return c.body(null, 304);
    // A range that ends before today never changes; one with today changes when a dateless `to` moves.
    keepAnswer(c, { until: to < today ? Infinity : nextMidnightMs(today), cacheControl: () => cacheControl });
    return c.json({ variant: chosen.variant, level: chosen.level, days }, 200);
  }, invalid("query"));

  return app;
}
