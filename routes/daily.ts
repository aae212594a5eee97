/**
 * The daily puzzle and random puzzles (mounted at /api, before the api router so /puzzles/random wins over
 * /puzzles/:code):
 *
 *   GET /daily?level=&date=&format=    → today's (or a past day's) daily; level defaults to medium; format
 *                                         json (default) or a bot format (routes/bots.ts)
 *   GET /daily/archive?from=&to=&level= → { level, days: [{ date, code, source }] }, at most 31 days
 *   GET /puzzles/random?level=&seed=    → a puzzle of that level (seed defaults to a random UUID)
 *
 * The clock is read only through the injectable `now`, so tests can fix the day.
 */
import type { Context } from "hono";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  generatorVersionFor,
  isValidDate,
  LEVEL_IDS,
  MAX_SEED_LENGTH,
  nextDay,
  nextMidnight,
  parseLevel,
  randomPuzzle,
  type SeededPuzzle,
} from "../engine/daily.ts";
import { fnv1a32 } from "../engine/rng.ts";
import { type Level, LEVELS } from "../engine/sharecode.ts";
import {
  BOT_FORMATS,
  botBody,
  type BotDaily,
  dailyEmoji,
  dailyMarkdown,
  dailyText,
  dailyUrls,
  discordPayload,
  discordPayloadSchema,
  slackPayload,
  slackPayloadSchema,
} from "./bots.ts";
import { gradeFacts } from "./api.ts";
import { type DailyStore, utcDay } from "./dailies.ts";
import { apiError, errorBody, errorResponse, invalid } from "./errors.ts";
import { etagMatches } from "./http.ts";

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

const int = () => z.number().int();
const levelText = z.string().max(32).optional().openapi({
  description: `One of ${LEVEL_IDS.join(", ")}, any case (default medium)`,
  example: "hard",
});
const dayText = (description: string, example: string) =>
  z.string().max(32).optional().openapi({ description: `${description} (YYYY-MM-DD, UTC)`, example });

const DAILY_FORMATS = ["json", ...BOT_FORMATS] as const;
const dailyQuery = z.object({
  level: levelText,
  date: dayText("Any day from 2000-01-01 to today; defaults to today", "2026-11-29"),
  format: z.enum(DAILY_FORMATS).optional().openapi({
    description: "json (default): the record below; text: a monospace grid with title and link; markdown: " +
      "heading, the grid in a code block and a link; emoji: a keycap-digit grid; discord / slack: a ready " +
      "webhook payload. An unknown format is a 400 `bad-format`",
    example: "json",
  }),
});
const archiveQuery = z.object({
  level: levelText,
  from: dayText("First day; defaults to six days before `to`", "2026-11-24"),
  to: dayText("Last day, at most today; defaults to today", "2026-11-29"),
});
const randomQuery = z.object({
  level: levelText,
  seed: z.string().min(1).max(MAX_SEED_LENGTH).optional().openapi({
    description: "Makes the puzzle repeatable; a random UUID when absent",
    example: "abc",
  }),
});

const gradeSummary = z.object({
  scheme: z.literal("standard"),
  level: z.string(),
  ...gradeFacts,
}).openapi("GradeSummary", { description: "The standard-scheme solve record, without the path" });

const EXAMPLE = {
  level: "medium" as const,
  scheme: "standard" as const,
  code: "SAAvGHHbDYOJnAUJf93Frf5qrOee",
  puzzle: ".9.2.7.65.7...1.9...5......7.8..54..3...1.8.....4....1.69.........83.6.....5.....",
  clues: 24,
  grade: {
    scheme: "standard" as const,
    level: "medium",
    tier: 2,
    stuck: false,
    hardest: "hidden-pair" as const,
    techniques: {
      "naked-single": 46,
      "hidden-single-box": 7,
      "hidden-single-line": 4,
      pointing: 7,
      claiming: 1,
      "naked-pair": 1,
      "hidden-pair": 2,
    },
    clues: 24,
    steps: 68,
    harderSteps: 11,
    stalls: 2,
    bottlenecks: 7,
    gates: 11,
  },
  source: "generated" as const,
};
const EXAMPLE_ORIGIN = "https://sudoku.example";

const puzzleFields = {
  level: z.enum(LEVELS),
  scheme: z.literal("standard"),
  code: z.string().openapi({ description: "The share code (GET /api/puzzles/{code} decodes it)" }),
  puzzle: z.string().openapi({ description: "81 characters, `.` for blanks" }),
  clues: int(),
  grade: gradeSummary,
  source: z.enum(["generated", "pool"]).openapi({
    description: "`pool` when generation spent its work budget and the verified pool supplied the puzzle",
  }),
  share_url: z.url(),
};
const DAILY_EXAMPLE = {
  date: "2026-11-30",
  ...EXAMPLE,
  next_at: "2026-12-01T00:00:00.000Z",
  share_url: `${EXAMPLE_ORIGIN}/p/${EXAMPLE.code}`,
};
const dailyResponse = z.object({
  date: z.string(),
  ...puzzleFields,
  next_at: z.string().openapi({ description: "When the next daily is out (the UTC midnight ending `date`)" }),
}).openapi("Daily", { example: DAILY_EXAMPLE });
const randomResponse = z.object({ seed: z.string(), ...puzzleFields }).openapi("RandomPuzzle", {
  example: { seed: "abc", ...EXAMPLE, share_url: `${EXAMPLE_ORIGIN}/p/${EXAMPLE.code}` },
});
const archiveResponse = z.object({
  level: z.enum(LEVELS),
  days: z.array(z.object({ date: z.string(), code: z.string(), source: z.enum(["generated", "pool"]) })),
}).openapi("DailyArchive", {
  example: {
    level: "medium",
    days: [
      { date: "2026-11-29", code: "SACAp9o23S2RtKX1Mpdh6huF0b7N", source: "generated" },
      { date: "2026-11-30", code: EXAMPLE.code, source: "generated" },
    ],
  },
});

/** The documented bot examples are the formatters' own output for the example daily. */
const EXAMPLE_BOT: BotDaily = {
  date: "2026-11-30",
  level: EXAMPLE.level,
  code: EXAMPLE.code,
  puzzle: EXAMPLE.puzzle,
  clues: EXAMPLE.clues,
  ...dailyUrls(EXAMPLE_ORIGIN, "2026-11-30", EXAMPLE.level, EXAMPLE.code),
};

const BAD_LEVEL = { "bad-level": errorBody("bad-level", `level: use one of ${LEVEL_IDS.join(", ")}`) };
const BAD_DATE = {
  "bad-date": errorBody("bad-date", 'date: "2026-02-30" is not a YYYY-MM-DD day from 2000-01-01'),
};
const BAD_QUERY = {
  "bad-query": errorBody("bad-query", "level: Too big: expected string to have <=32 characters"),
};
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
      "The same puzzle for everyone, per UTC day and level. `If-None-Match` with the ETag answers " +
      "304. With `format`, the same daily for bots and chats.",
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
      400: errorResponse("A bad level, date or format", {
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
    summary: "Past dailies of a level",
    description: `The share codes of a level's dailies, for at most ${MAX_ARCHIVE_DAYS} days up to today.`,
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
      400: errorResponse("A bad level, date or range", {
        ...BAD_LEVEL,
        ...BAD_DATE,
        "bad-range": errorBody("bad-range", `at most ${MAX_ARCHIVE_DAYS} days per request (asked for 334)`),
        ...BAD_QUERY,
      }),
    },
  }),
  random: createRoute({
    method: "get",
    path: "/puzzles/random",
    tags: ["puzzles"],
    summary: "A random puzzle of a level",
    description:
      "Generated under the work budget, or drawn from the level's verified pool; the same `seed` gives the " +
      "same puzzle while the generator version stays (unlike dailies, random puzzles follow the newest version).",
    request: { query: randomQuery },
    responses: {
      200: { description: "The puzzle", content: { "application/json": { schema: randomResponse } } },
      400: errorResponse("A bad level or seed", { ...BAD_LEVEL, ...BAD_QUERY }),
    },
  }),
};

function dayMs(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

/** The ISO time of the UTC midnight that ends `day`. */
function levelFrom(c: Context, text: string | undefined) {
  if (text === undefined || text === "") return { ok: true as const, level: "medium" as Level };
  const level = parseLevel(text);
  if (level) return { ok: true as const, level };
  return {
    ok: false as const,
    response: apiError(c, 400, "bad-level", `level: use one of ${LEVEL_IDS.join(", ")}`),
  };
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

/** The puzzle fields every endpoint shares (no `work`, an internal figure). */
function publicFields(p: SeededPuzzle) {
  return {
    level: p.level,
    scheme: p.scheme,
    code: p.code,
    puzzle: p.puzzle,
    clues: p.clues,
    grade: p.grade,
    source: p.source,
  };
}

export function createDaily(options: DailyOptions): OpenAPIHono {
  const now = options.now ?? (() => new Date());
  const { store } = options;
  const daily = (date: string, level: Level) => store.get(date, level);
  const app = new OpenAPIHono();
  const origin = (c: Context) => options.origin ?? new URL(c.req.url).origin;
  const shareUrl = (c: Context, code: string) => `${origin(c)}/p/${code}`;

  app.openapi(routes.daily, (c) => {
    const query = c.req.valid("query");
    const level = levelFrom(c, query.level);
    if (!level.ok) return level.response;
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
    const p = daily(date, level.level);
    const nextAt = nextMidnight(date);
    // The day's generator version, not the newest: a past day's tag never changes. The day is in the tag: a
    // pooled puzzle can be the daily of two days, even two in a row, and a cache revalidating the dateless URL
    // at midnight must not keep yesterday's body (its date, links and next_at). Each format is its own
    // representation, so its own tag.
    const etag = `"daily-v${generatorVersionFor(date)}-${date}-${p.code}${
      format === "json" ? "" : `-${format}`
    }"`;
    const cache = date === today
      ? `public, max-age=60, s-maxage=${
        Math.max(1, Math.ceil((Date.parse(nextAt) - clock.getTime()) / 1000))
      }`
      : "public, max-age=31536000, immutable";
    c.header("Cache-Control", cache);
    c.header("ETag", etag);
    if (etagMatches(c.req.header("If-None-Match"), etag)) return c.body(null, 304);
    if (format !== "json") {
      const bot = botBody(format, {
        date,
        level: p.level,
        code: p.code,
        puzzle: p.puzzle,
        clues: p.clues,
        ...dailyUrls(origin(c), date, p.level, p.code),
      });
      return c.body(bot.body, 200, { "Content-Type": bot.contentType });
    }
    return c.json({
      date,
      ...publicFields(p),
      next_at: nextAt,
      share_url: shareUrl(c, p.code),
    }, 200);
  }, invalid("query", { format: "bad-format" }));

  app.openapi(routes.archive, (c) => {
    const query = c.req.valid("query");
    const level = levelFrom(c, query.level);
    if (!level.ok) return level.response;
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
    const days: Array<{ date: string; code: string; source: "generated" | "pool" }> = [];
    for (let day = from; day <= to; day = nextDay(day)) {
      const p = daily(day, level.level);
      days.push({ date: day, code: p.code, source: p.source });
    }
    c.header("Cache-Control", to < today ? "public, max-age=31536000, immutable" : "public, max-age=60");
    // The days' codes are in the tag, so a range that runs to today gets a new one when the day turns.
    const etag = `"archive-${level.level}-${from}-${to}-${fnv1a32(JSON.stringify(days)).toString(36)}"`;
    c.header("ETag", etag);
    if (etagMatches(c.req.header("If-None-Match"), etag)) return c.body(null, 304);
    return c.json({ level: level.level, days }, 200);
  }, invalid("query"));

  app.openapi(routes.random, (c) => {
    const query = c.req.valid("query");
    const level = levelFrom(c, query.level);
    if (!level.ok) return level.response;
    const seed = query.seed ?? crypto.randomUUID();
    const p = randomPuzzle(seed, level.level, store.pools, { budget: store.budget });
    c.header("Cache-Control", query.seed === undefined ? "no-store" : "public, max-age=86400");
    return c.json({ seed, ...publicFields(p), share_url: shareUrl(c, p.code) }, 200);
  }, invalid("query"));

  return app;
}
