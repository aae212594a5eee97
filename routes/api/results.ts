/**
 * Players' results (mounted at /api): a player who opts in sends a solved daily's time, and everyone reads how
 * the others did.
 *
 *   POST /results                          { date, variant, level, grid, seconds, hints, browser, name?, board? }
 *                                          → 201 counted, 200 sent before (the first result stands)
 *   GET  /results/:date/:variant/:level    → the daily's figures (count, median); ?board= adds a board's times
 *
 * A result is counted only with the day's solution, for a day within one of today (UTC), with a time a person
 * could take; one per browser id and daily, a bounded number per address and daily, and a bounded number of
 * attempts per hour (routes/shared/results/). Without a KV store both routes answer 503 `unavailable`.
 */
import type { Context } from "hono";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  isValidDate,
  type Level,
  parseVariantLevel,
  VARIANT_IDS,
  type VariantId,
  variantInfo,
} from "../../engine/mod.ts";
import { type DailyStore, utcDay } from "../shared/dailies.ts";
import { apiError, errorBody, errorResponse, invalid } from "../shared/errors.ts";
import { clientAddress, jsonBody } from "../shared/middleware.ts";
import { fasterThan, fine, MAX_SECONDS, median } from "../shared/results/histogram.ts";
import {
  BOARD_PATTERN,
  BROWSER_ID_PATTERN,
  checkDay,
  checkSolution,
  checkTime,
  MAX_NAME_LENGTH,
  normalizeName,
} from "../shared/results/check.ts";
import {
  addressKey,
  type DailyId,
  type Figures,
  readBoard,
  readFigures,
  recordResult,
  tryAttempt,
} from "../shared/results/store.ts";
import { boardMedian } from "../shared/results/summary.ts";
import { badRequest, requestBody } from "./schemas.ts";

export interface ResultsOptions {
  /** The instance's dailies: a result's grid is checked against its day's puzzle. */
  store: DailyStore;
  /** The store results live in; without one both routes answer 503 `unavailable`. */
  kv?: Deno.Kv;
  /** The clock: which day is today. */
  now?: () => Date;
  /** Most results counted from one address for one daily (a household, a classroom). */
  perAddress?: number;
  /** Most submissions tried per hour from one address, and from one browser id. */
  attemptsPerHour?: { address: number; browser: number };
}

const DEFAULTS = { perAddress: 10, attemptsPerHour: { address: 60, browser: 20 } };

const EXAMPLE_GRID = "891247365674351298235698147718925436342716859956483721469172583527839614183564972";

const resultBody = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a day as YYYY-MM-DD").openapi({
    description: "The daily's day (UTC): today, yesterday or tomorrow",
    example: "2026-11-30",
  }),
  variant: z.enum(VARIANT_IDS).openapi({ example: "9x9" }),
  level: z.string().max(32).openapi({ description: "One of the variant's levels", example: "medium" }),
  grid: z.string().max(256).openapi({
    description: "The solved grid, one character per cell in the puzzle's text form (1-9, then A-G)",
    example: EXAMPLE_GRID,
  }),
  seconds: z.number().int().min(0).max(MAX_SECONDS).openapi({
    description: "The time taken, in whole seconds; at least half a second per empty cell, at most a day",
    example: 402,
  }),
  hints: z.number().int().min(0).max(9999).openapi({ description: "Hints used", example: 0 }),
  browser: z.string().regex(BROWSER_ID_PATTERN, "22 characters of A-Z a-z 0-9 - _").openapi({
    description: "A random id the browser made once and keeps: one result per id and daily counts",
    example: "q0f9Xv3kS7b2Lw8YcN5tR1",
  }),
  name: z.string().max(200).optional().openapi({
    description: `A display name for the board's list (at most ${MAX_NAME_LENGTH} letters, digits, spaces, ` +
      "dots, apostrophes, hyphens, underscores; no web addresses); anonymous without",
    example: "Ana",
  }),
  board: z.string().regex(BOARD_PATTERN, "at most 64 characters of A-Z a-z 0-9 - _").optional().openapi({
    description: "The board (a channel) whose link the page was opened from: its `?board=`",
    example: "discord-123456789012345678",
  }),
  lang: z.string().max(16).optional().openapi({ description: "Ignored: answers carry no words" }),
}).strict().openapi("ResultRequest");

const figures = z.object({
  date: z.string(),
  variant: z.enum(VARIANT_IDS),
  level: z.string(),
  count: z.number().int().openapi({ description: "Results counted" }),
  no_hints: z.number().int().openapi({ description: "Of them, solved without a hint" }),
  median_seconds: z.number().int().nullable().openapi({
    description:
      "The median time (to the second up to 10 min, 5 s to an hour, a minute beyond); null for none",
  }),
}).openapi("ResultFigures");

const boardTime = z.object({
  name: z.string().optional(),
  seconds: z.number().int(),
  hints: z.number().int(),
});

const figuresWithBoard = figures.extend({
  board: z.object({
    board: z.string(),
    count: z.number().int(),
    median_seconds: z.number().int().nullable(),
    times: z.array(boardTime).openapi({ description: "The fastest 50, fastest first" }),
  }).optional().openapi({ description: "With `?board=`: that board's times for the daily" }),
}).openapi("ResultFiguresWithBoard");

const recorded = z.object({
  recorded: z.boolean().openapi({
    description:
      "true: counted now; false: this browser sent a result for this daily before, and that one stands",
  }),
  result: boardTime.openapi({ description: "The result that counts for this browser" }),
  faster_than: z.number().int().nullable().openapi({
    description: "The share (0–100) of the other results that were slower; null when there are none",
  }),
  figures,
}).openapi("RecordedResult");

const EXAMPLE_FIGURES = {
  date: "2026-11-30",
  variant: "9x9" as const,
  level: "medium",
  count: 128,
  no_hints: 97,
  median_seconds: 512,
};

const UNAVAILABLE = errorResponse("No KV store is configured on this instance, or it is too busy", {
  unavailable: errorBody("unavailable", "results need Deno KV, which this instance does not have"),
});

const routes = {
  submit: createRoute({
    method: "post",
    path: "/results",
    tags: ["results"],
    summary: "Send a solved daily's time",
    description: "Counted only with the day's solution, for today ±1 (UTC), once per browser id and daily " +
      "(a replay or a second submission answers 200 with the first result, and moves no figure). At most " +
      "10 results per client address and daily are counted, and a few dozen submissions per hour are taken " +
      "from one address or browser id.",
    middleware: [jsonBody()],
    request: {
      body: requestBody(resultBody, {
        date: "2026-11-30",
        variant: "9x9",
        level: "medium",
        grid: EXAMPLE_GRID,
        seconds: 402,
        hints: 0,
        browser: "q0f9Xv3kS7b2Lw8YcN5tR1",
        name: "Ana",
        board: "discord-123456789012345678",
      }),
    },
    responses: {
      201: {
        description: "Counted",
        content: {
          "application/json": {
            schema: recorded,
            example: {
              recorded: true,
              result: { name: "Ana", seconds: 402, hints: 0 },
              faster_than: 71,
              figures: EXAMPLE_FIGURES,
            },
          },
        },
      },
      200: {
        description: "Sent before: the first result stands, and nothing moved",
        content: {
          "application/json": {
            schema: recorded,
            example: {
              recorded: false,
              result: { name: "Ana", seconds: 402, hints: 0 },
              faster_than: 71,
              figures: EXAMPLE_FIGURES,
            },
          },
        },
      },
      400: badRequest({
        "bad-date": errorBody("bad-date", "date: results are taken for 2026-11-29, 2026-11-30, 2026-12-01"),
        "bad-time": errorBody(
          "bad-time",
          "seconds: 3 s is faster than anyone fills this grid (at least 28 s)",
        ),
        "bad-level": errorBody("bad-level", "level: use a level of Killer: easy, medium, hard, expert"),
        "bad-name": errorBody("bad-name", "name: no web addresses"),
        "bad-request": errorBody("bad-request", "browser: 22 characters of A-Z a-z 0-9 - _"),
      }),
      422: errorResponse("The grid is not the day's solution", {
        "wrong-solution": errorBody("wrong-solution", "grid: 7 twice in row 3"),
      }),
      429: errorResponse("Too many results or submissions from this client; see Retry-After when given", {
        "rate-limited": errorBody(
          "rate-limited",
          "at most 20 submissions per hour from one browser; retry later",
        ),
        "too-many-results": errorBody(
          "too-many-results",
          "at most 10 results per address are counted for one daily",
        ),
      }),
      503: UNAVAILABLE,
    },
  }),
  figures: createRoute({
    method: "get",
    path: "/results/{date}/{variant}/{level}",
    tags: ["results"],
    summary: "How others did on a daily",
    description: "The count of results, how many used no hint and the median time; with `board`, that " +
      "board's fastest times too. Kept 8 days.",
    request: {
      params: z.object({
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a day as YYYY-MM-DD").openapi({
          param: { name: "date", in: "path" },
          example: "2026-11-30",
        }),
        variant: z.enum(VARIANT_IDS).openapi({ param: { name: "variant", in: "path" }, example: "9x9" }),
        level: z.string().max(32).openapi({ param: { name: "level", in: "path" }, example: "medium" }),
      }),
      query: z.object({
        board: z.string().regex(BOARD_PATTERN, "at most 64 characters of A-Z a-z 0-9 - _").optional().openapi(
          {
            example: "discord-123456789012345678",
          },
        ),
      }),
    },
    responses: {
      200: {
        description: "The figures",
        content: { "application/json": { schema: figuresWithBoard, example: EXAMPLE_FIGURES } },
      },
      400: badRequest({
        "bad-date": errorBody("bad-date", "date: 2026-02-30 is not a day"),
        "bad-level": errorBody("bad-level", "level: use a level of 9x9: easy, medium, hard, expert, evil"),
        "bad-request": errorBody("bad-request", "variant: Invalid option"),
      }),
      503: UNAVAILABLE,
    },
  }),
};

/** A daily's figures as the API writes them. */
function figuresJson(daily: DailyId, f: Figures) {
  return {
    date: daily.date,
    variant: daily.variant,
    level: daily.level,
    count: f.count,
    no_hints: f.noHints,
    median_seconds: median(f.buckets, fine),
  };
}

/** The level `text` names among the variant's, or the answer refusing it. */
function levelOf(
  c: Context,
  variant: VariantId,
  text: string,
): { ok: true; level: Level } | { ok: false; response: Response } {
  const level = parseVariantLevel(variant, text);
  if (level) return { ok: true, level };
  const { name, levels } = variantInfo(variant);
  return {
    ok: false,
    response: apiError(c, 400, "bad-level", `level: use a level of ${name}: ${levels.join(", ")}`),
  };
}

export function createResults(options: ResultsOptions): OpenAPIHono {
  const opts = {
    ...DEFAULTS,
    ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)),
  } as
    & typeof DEFAULTS
    & ResultsOptions;
  const now = opts.now ?? (() => new Date());
  const app = new OpenAPIHono();
  const { kv, store } = opts;
  if (!kv) {
    const refuse = (c: Context) =>
      Promise.resolve(
        apiError(c, 503, "unavailable", "results need Deno KV, which this instance does not have"),
      );
    app.use("/results", refuse).use("/results/*", refuse);
  }

  app.openapi(routes.submit, async (c) => {
    const body = c.req.valid("json");
    const at = now();
    const address = await addressKey(kv!, clientAddress(c), utcDay(at));
    const limits = opts.attemptsPerHour;
    if (
      !(await tryAttempt(kv!, `address:${address}`, limits.address, at.getTime())) ||
      !(await tryAttempt(kv!, `browser:${body.browser}`, limits.browser, at.getTime()))
    ) {
      return apiError(c, 429, "rate-limited", "too many submissions from this client this hour; retry later");
    }
    const day = checkDay(body.date, utcDay(at));
    if (!day.ok) return apiError(c, 400, day.code, day.message);
    const level = levelOf(c, body.variant, body.level);
    if (!level.ok) return level.response as never;
    let name: string | undefined;
    if (body.name !== undefined && body.name.trim() !== "") {
      const named = normalizeName(body.name);
      if (!named.ok) return apiError(c, 400, "bad-name", named.message);
      name = named.name;
    }
    const daily = await store.get(body.date, level.level, body.variant);
    const time = checkTime(body.seconds, daily.puzzle);
    if (!time.ok) return apiError(c, 400, time.code, time.message);
    const solution = checkSolution(body.grid, daily);
    if (!solution.ok) return apiError(c, 422, solution.code, solution.message);

    const id: DailyId = { date: body.date, variant: body.variant, level: level.level };
    let outcome;
    try {
      outcome = await recordResult(kv!, id, body.browser, {
        seconds: body.seconds,
        hints: body.hints,
        ...(name ? { name } : {}),
        ...(body.board ? { board: body.board } : {}),
      }, {
        address: await addressKey(kv!, clientAddress(c), body.date),
        perAddressCap: opts.perAddress,
      });
    } catch {
      return apiError(c, 503, "unavailable", "too many results arriving at once; retry in a moment");
    }
    if (outcome.kind === "capped") {
      return apiError(
        c,
        429,
        "too-many-results",
        `at most ${opts.perAddress} results per address are counted for one daily`,
      );
    }
    const { result } = outcome;
    const answer = {
      recorded: outcome.kind === "recorded",
      result: { ...(result.name ? { name: result.name } : {}), seconds: result.seconds, hints: result.hints },
      faster_than: fasterThan(outcome.figures.buckets, fine, result.seconds),
      figures: figuresJson(id, outcome.figures),
    };
    return outcome.kind === "recorded" ? c.json(answer, 201) : c.json(answer, 200);
  }, invalid("request"));

  app.openapi(routes.figures, async (c) => {
    const params = c.req.valid("param");
    if (!isValidDate(params.date)) return apiError(c, 400, "bad-date", `date: ${params.date} is not a day`);
    const level = levelOf(c, params.variant, params.level);
    if (!level.ok) return level.response as never;
    const id: DailyId = { date: params.date, variant: params.variant, level: level.level };
    const { board } = c.req.valid("query");
    const [f, times] = await Promise.all([
      readFigures(kv!, id),
      board ? readBoard(kv!, board, id) : Promise.resolve(null),
    ]);
    // Figures move with every result: a shared cache may keep them a few seconds, no more.
    c.header("Cache-Control", "public, max-age=10");
    return c.json({
      ...figuresJson(id, f),
      ...(board
        ? {
          board: {
            board,
            count: times?.count ?? 0,
            median_seconds: times ? boardMedian(times) : null,
            times: times?.times ?? [],
          },
        }
        : {}),
    }, 200);
  }, invalid("request"));

  return app;
}
