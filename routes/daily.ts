/**
 * The daily puzzle and random puzzles (mounted at /api, before the api router so /puzzles/random wins over
 * /puzzles/:code):
 *
 *   GET /daily?level=&date=            → today's (or a past day's) daily; level defaults to medium
 *   GET /daily/archive?from=&to=&level= → { level, days: [{ date, code, source }] }, at most 31 days
 *   GET /puzzles/random?level=&seed=    → a puzzle of that level (seed defaults to a random UUID)
 *
 * The clock is read only through the injectable `now`, so tests can fix the day.
 */
import { type Context, Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import {
  isValidDate,
  LEVEL_IDS,
  nextDay,
  parseLevel,
  randomPuzzle,
  type SeededPuzzle,
} from "../engine/daily.ts";
import { GENERATOR_VERSION } from "../engine/generate.ts";
import type { Level } from "../engine/sharecode.ts";
import type { DailyStore } from "./dailies.ts";
import { apiError, invalid } from "./errors.ts";

export interface DailyOptions {
  /** The instance's dailies (memoized), shared with the pages. */
  store: DailyStore;
  /** The clock; defaults to the system clock. */
  now?: () => Date;
  /** Origin for share_url (e.g. "https://sudoku.example"); defaults to the request's origin. */
  origin?: string;
}

/** Most days one archive request may cover. */
export const MAX_ARCHIVE_DAYS = 31;
const MAX_SEED_LENGTH = 200;
const DAY_MS = 86_400_000;

const dailyQuery = z.object({ level: z.string().max(32).optional(), date: z.string().max(32).optional() });
const archiveQuery = z.object({
  level: z.string().max(32).optional(),
  from: z.string().max(32).optional(),
  to: z.string().max(32).optional(),
});
const randomQuery = z.object({
  level: z.string().max(32).optional(),
  seed: z.string().min(1).max(MAX_SEED_LENGTH).optional(),
});

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function dayMs(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

/** The ISO time of the UTC midnight that ends `day`. */
export function nextMidnight(day: string): string {
  return `${nextDay(day)}T00:00:00.000Z`;
}

/** Whether `If-None-Match` names `etag` (or is `*`); weak tags compare by their opaque part. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((t) => {
    const tag = t.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}

type LevelResult = { ok: true; level: Level } | { ok: false; response: Response };

function levelFrom(c: Context, text: string | undefined): LevelResult {
  if (text === undefined || text === "") return { ok: true, level: "medium" };
  const level = parseLevel(text);
  if (level) return { ok: true, level };
  return {
    ok: false,
    response: apiError(c, 400, "bad-level", `level: use one of ${LEVEL_IDS.join(", ")}`),
  };
}

function badDate(c: Context, field: string, text: string): Response | null {
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

export function createDaily(options: DailyOptions): Hono {
  const now = options.now ?? (() => new Date());
  const { store } = options;
  const daily = (date: string, level: Level) => store.get(date, level);
  const app = new Hono();
  const shareUrl = (c: Context, code: string) => `${options.origin ?? new URL(c.req.url).origin}/p/${code}`;

  app.get("/daily", zValidator("query", dailyQuery, invalid("query")), (c) => {
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
    const p = daily(date, level.level);
    const nextAt = nextMidnight(date);
    const etag = `"daily-v${GENERATOR_VERSION}-${p.code}"`;
    const cache = date === today
      ? `public, max-age=60, s-maxage=${
        Math.max(1, Math.ceil((Date.parse(nextAt) - clock.getTime()) / 1000))
      }`
      : "public, max-age=31536000, immutable";
    c.header("Cache-Control", cache);
    c.header("ETag", etag);
    if (matches(c.req.header("If-None-Match"), etag)) return c.body(null, 304);
    return c.json({
      date,
      ...publicFields(p),
      next_at: nextAt,
      share_url: shareUrl(c, p.code),
    });
  });

  app.get("/daily/archive", zValidator("query", archiveQuery, invalid("query")), (c) => {
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
    const days: Array<{ date: string; code: string; source: string }> = [];
    for (let day = from; day <= to; day = nextDay(day)) {
      const p = daily(day, level.level);
      days.push({ date: day, code: p.code, source: p.source });
    }
    c.header("Cache-Control", to < today ? "public, max-age=31536000, immutable" : "public, max-age=60");
    return c.json({ level: level.level, days });
  });

  app.get("/puzzles/random", zValidator("query", randomQuery, invalid("query")), (c) => {
    const query = c.req.valid("query");
    const level = levelFrom(c, query.level);
    if (!level.ok) return level.response;
    const seed = query.seed ?? crypto.randomUUID();
    const p = randomPuzzle(seed, level.level, store.pools, { budget: store.budget });
    c.header("Cache-Control", query.seed === undefined ? "no-store" : "public, max-age=86400");
    return c.json({ seed, ...publicFields(p), share_url: shareUrl(c, p.code) });
  });

  return app;
}
