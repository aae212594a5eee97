/**
 * Board images for link previews (mounted at "/"):
 *
 *   GET /og/:code.png[?date=YYYY-MM-DD][&width=1200|600|300] → the 1200×630 card as PNG, or scaled down to one of the
 *                                          CARD_WIDTHS (for oEmbed's maxwidth); resvg compiled to Wasm runs on Deno Deploy
 *   GET /img/:code.svg[?date=YYYY-MM-DD]  → the plain square board as SVG
 *
 * An image depends only on the code, the date, the width and the drawing, so both are `immutable` with an ETag
 * built from those; a matching If-None-Match is answered 304 before anything is drawn. A bad code or date is a
 * 400 in the one error model. A date is printed only on the daily of that date: any other pairing is refused,
 * so nobody can put a date of their choosing on a card, nor make us render a card per date. An undated card
 * shows the level the code itself claims, as the shared page does, and only for a puzzle with exactly one
 * solution (else a 422, as that page's) that earns it: a level printed on a grid with two solutions, or none,
 * or on one that grades otherwise, would be a grade nobody gave (a false claim is drawn as no claim). A code
 * that claims no level draws any board.
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import { decode, DEFAULT_SOLVE_BUDGET, type Grid, isValidDate, type Level } from "../../engine/mod.ts";
import { boardSvg, CARD_WIDTH, CARD_WIDTHS, cardSvg } from "./board_svg.ts";
import { apiError } from "../shared/errors.ts";
import { MAX_CODE_LENGTH, notModified, SHARE_CODE_PATTERN } from "../shared/http.ts";
import type { Gate } from "../shared/admission.ts";
import { codeVerdict } from "../shared/verdicts.ts";
import { svgToPng } from "../shared/png.ts";
import { inlineWorkers, type Workers } from "../shared/workers.ts";

export interface ImagesOptions {
  /** Where puzzles are checked and cards drawn; inline on this thread unless given. */
  workers?: Workers;
  /** The share code of the daily of `date` at `level`, or null when it is not out yet; without it no date is accepted. */
  dailyCode?: (date: string, level: Level) => Promise<string | null>;
  /** Most rendered PNGs kept in memory, least recently used evicted first. */
  pngCacheSize?: number;
  /** Called whenever a PNG is actually rendered (not served from the cache); for tests and metrics. */
  onRender?: (code: string, date: string | undefined) => void;
  /** Search-node cap for checking that a code claiming a level holds a puzzle with one solution. */
  solveBudget?: number;
  /** The gate drawings pass through (a 304 or a cached card never waits); without one they run at once. */
  renderGate?: Gate;
  /** Called whenever a request's puzzle is checked (after the ETag and the PNG cache); for tests and metrics. */
  onVerify?: (code: string) => void;
}

/**
 * Bump when the drawing changes, so caches holding the old image see a new ETag. Classic 9×9 drawings are
 * versioned apart from the other grids', so a change to variant drawings leaves every cached classic image
 * valid.
 */
const CLASSIC_9X9_DRAWING_VERSION = 2;
const DRAWING_VERSION = 3;

function drawingVersion(grid: Grid): number {
  return grid.rules.variant === "classic" && grid.rules.size === 9
    ? CLASSIC_9X9_DRAWING_VERSION
    : DRAWING_VERSION;
}
/** About 50 KB a card (65 KB for 16×16): under 10 MB in all. */
const DEFAULT_PNG_CACHE_SIZE = 128;
const IMMUTABLE = "public, max-age=31536000, immutable";
const cardWidth = z.enum(CARD_WIDTHS.map(String) as [string, ...string[]]).optional();

const imageRequest = z.object({
  code: z.string().min(1, "the share code is empty").max(MAX_CODE_LENGTH).regex(
    SHARE_CODE_PATTERN,
    "use only A-Z a-z 0-9 - _",
  ),
  date: z.string().max(32).refine(isValidDate, "use a YYYY-MM-DD day from 2000-01-01").optional(),
});

type ImageRequest = { code: string; date?: string; grid: Grid; level: Level | null; width?: number };
type Parsed = { ok: true; value: ImageRequest } | { ok: false; response: Response };

/**
 * The code (the path segment without its extension) and date, validated and decoded: the cheap part, enough
 * for the ETag and the PNG cache. The puzzle itself is checked (verified) only when an image is drawn.
 */
async function parseRequest(c: Context, extension: string, options: ImagesOptions): Promise<Parsed> {
  const file = c.req.param("file") ?? "";
  const result = imageRequest.safeParse({
    code: file.slice(0, -extension.length),
    date: c.req.query("date"),
  });
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = String(issue.path[0]);
    const code = field === "date" ? "bad-date" : "bad-share-code";
    return { ok: false, response: apiError(c, 400, code, `${field}: ${issue.message}`) };
  }
  const { code, date } = result.data;
  const decoded = decode(code);
  if (!decoded.ok) {
    return { ok: false, response: apiError(c, 400, decoded.error.code, decoded.error.message) };
  }
  const { grid, level } = decoded.value;
  if (date !== undefined && (level === null || (await options.dailyCode?.(date, level)) !== code)) {
    const what = level === null ? "this code names no level" : `it is not the ${level} daily of ${date}`;
    return { ok: false, response: apiError(c, 400, "date-mismatch", `date: ${what}`) };
  }
  return { ok: true, value: { code, date, grid, level } };
}

/**
 * A code that claims a level is drawn only for a puzzle with exactly one solution (else the 422 its shared page
 * gives), and with the level only when the puzzle earns it (a false claim is drawn as no claim). The verdict is
 * the one the page and oEmbed share (routes/shared/verdicts.ts).
 */
async function verified(
  c: Context,
  request: ImageRequest,
  options: ImagesOptions & { workers: Workers },
): Promise<Parsed> {
  const { code, level } = request;
  options.onVerify?.(code);
  if (level === null) return { ok: true, value: request };
  const verdict = await codeVerdict(options.workers, code, options.solveBudget ?? DEFAULT_SOLVE_BUDGET);
  const { solutions } = verdict;
  if (solutions.capped || solutions.count !== 1) {
    const [error, message] = solutions.capped
      ? ["work-cap", `gave up after ${solutions.work} search nodes`]
      : solutions.count === 0
      ? ["no-solution", "the puzzle has no solution"]
      : ["multiple-solutions", "the puzzle has more than one solution"];
    const response = apiError(
      c,
      422,
      error,
      `the code claims ${level} but ${message}`,
      solutions.capped ? {} : { count: solutions.count },
    );
    return { ok: false, response };
  }
  return { ok: true, value: verdict.claimHolds ? request : { ...request, level: null } };
}

/** Sets the caching headers; true when the client already holds this image (answer 304). */
function fresh(c: Context, kind: string, request: ImageRequest): boolean {
  const size = request.width === undefined ? "" : `-w${request.width}`;
  const etag = `"${kind}-v${drawingVersion(request.grid)}-${request.code}-${
    request.date ?? "undated"
  }${size}"`;
  return notModified(c, { cacheControl: IMMUTABLE, etag });
}

/** The card of `grid` as a PNG `width` pixels wide: what `/og/:code.png` serves, before caching. */
export async function renderCardPng(
  grid: Grid,
  meta: { level: Level | null; date?: string },
  width: number = CARD_WIDTH,
): Promise<Uint8Array<ArrayBuffer>> {
  return await svgToPng(cardSvg(grid, meta), width);
}

export function createImages(given: ImagesOptions = {}): Hono {
  const options = { ...given, workers: given.workers ?? inlineWorkers({ pools: {} }) };
  const cacheSize = options.pngCacheSize ?? DEFAULT_PNG_CACHE_SIZE;
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const pngCache = new Map<string, Uint8Array<ArrayBuffer>>();
  const remember = (key: string, png: Uint8Array<ArrayBuffer>) => {
    pngCache.delete(key);
    if (pngCache.size >= cacheSize) pngCache.delete(pngCache.keys().next().value!);
    pngCache.set(key, png);
  };

  const cacheKey = (request: ImageRequest) =>
    `${request.code}/${request.date ?? ""}/${request.width ?? CARD_WIDTH}`;

  /** A cached card: only ever one drawn for a verified request, so it needs no check again. */
  function cachedPng(request: ImageRequest): Uint8Array<ArrayBuffer> | undefined {
    const key = cacheKey(request);
    const png = pngCache.get(key);
    if (png) remember(key, png);
    return png;
  }

  async function cardPng(request: ImageRequest, signal: AbortSignal): Promise<Uint8Array<ArrayBuffer>> {
    const key = cacheKey(request);
    const svg = cardSvg(request.grid, request);
    const width = request.width ?? CARD_WIDTH;
    // Another request may have drawn it while this one waited.
    let png = pngCache.get(key);
    if (!png) {
      options.onRender?.(request.code, request.date);
      png = await options.workers.run("png", { svg, width }, signal);
    }
    remember(key, png);
    return png;
  }

  const gated = (c: Context, work: () => Response | Promise<Response>) =>
    options.renderGate ? options.renderGate.run(c, work) : Promise.resolve(work());

  const app = new Hono();

  // The extension is part of the parameter pattern; the code itself is validated by parseRequest so that a
  // malformed one is a 400, not a 404.
  app.get("/og/:file{[^/]*\\.png}", async (c) => {
    const parsed = await parseRequest(c, ".png", options);
    if (!parsed.ok) return parsed.response;
    const width = cardWidth.safeParse(c.req.query("width"));
    if (!width.success) {
      return apiError(c, 400, "bad-width", `width: use one of ${CARD_WIDTHS.join(", ")} pixels`);
    }
    if (width.data !== undefined) parsed.value.width = Number(width.data);
    // Cheap answers first: the client's copy, then ours; the puzzle is checked only before a drawing.
    if (fresh(c, "og", parsed.value)) return c.body(null, 304);
    const cached = cachedPng(parsed.value);
    if (cached) return c.body(cached, 200, { "Content-Type": "image/png" });
    return gated(c, async () => {
      const checked = await verified(c, parsed.value, options);
      if (!checked.ok) return checked.response;
      const png = await cardPng(checked.value, c.req.raw.signal);
      c.header("Content-Type", "image/png");
      return c.body(png);
    });
  });

  app.get("/img/:file{[^/]*\\.svg}", async (c) => {
    const parsed = await parseRequest(c, ".svg", options);
    if (!parsed.ok) return parsed.response;
    if (fresh(c, "svg", parsed.value)) return c.body(null, 304);
    return gated(c, async () => {
      const checked = await verified(c, parsed.value, options);
      if (!checked.ok) return checked.response;
      c.header("Content-Type", "image/svg+xml");
      // Opened on its own an SVG is a document: this one needs no script, style or fetch.
      c.header("Content-Security-Policy", "default-src 'none'");
      return c.body(boardSvg(checked.value.grid, checked.value));
    });
  });

  return app;
}
