/**
 * oEmbed 1.0 for our puzzle pages: `GET /oembed?url=<page url>&format=json` answers a "photo" (the preview card,
 * 1200×630 or scaled down to fit maxwidth/maxheight) for `/`, `/daily/:date/:level` and `/p/:code` on this
 * site's origin.
 *
 * Per the spec: a URL we have no page for (a relative or malformed one too) is 404, a format other than json
 * is 501, and maxwidth/maxheight are limits the card is fitted within; parameters too long to be meant are 400.
 * Errors keep the service's one JSON error model.
 */
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import { type DailyStore, utcDay } from "../shared/dailies.ts";
import { apiError, invalid } from "../shared/errors.ts";
import { CARD_WIDTH, cardSizeWithin } from "./board_svg.ts";
import { SITE_NAME } from "../shared/words.ts";
import {
  previewText,
  type Resolved,
  resolveDaily,
  resolveShared,
  variantOrError,
} from "../shared/puzzle_pages.ts";

export interface OembedOptions {
  store: DailyStore;
  now?: () => Date;
  /** This site's origin; defaults to each request's own origin. */
  origin?: string;
  /** Search-node cap for checking a shared puzzle's uniqueness. */
  solveBudget: number;
}

// Any whole number of pixels, leading zeros and all; an empty one is no limit.
const dimension = z.string().regex(/^[0-9]{0,12}$/, "a whole number of pixels").optional();
const oembedQuery = z.object({
  url: z.string().min(1, "url is required").max(2048),
  format: z.string().max(32).optional(),
  maxwidth: dimension,
  maxheight: dimension,
});

/** A path segment as the router hands it to a page: percent-decoded, or as it is when that fails. */
function pathSegment(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function createOembed(options: OembedOptions): Hono {
  const now = options.now ?? (() => new Date());
  const budget = options.solveBudget;
  const app = new Hono();

  /** Which of our pages a URL names, resolved like the page itself would be. */
  const resolve = (url: URL): Promise<Resolved> | Resolved | null => {
    const match = (pattern: RegExp) => pattern.exec(url.pathname)?.slice(1).map(pathSegment);
    const today = utcDay(now());
    if (url.pathname === "/") {
      const variant = variantOrError(url.searchParams.get("variant") ?? undefined);
      if (!variant.ok) return variant;
      return resolveDaily(options.store, today, today, url.searchParams.get("level") ?? "", variant.variant);
    }
    const daily = match(/^\/daily\/([^/]+)\/([^/]+)$/);
    if (daily) return resolveDaily(options.store, today, daily[0], daily[1]);
    const variantDaily = match(/^\/daily\/([^/]+)\/([^/]+)\/([^/]+)$/);
    if (variantDaily) {
      const variant = variantOrError(variantDaily[0]);
      if (!variant.ok) return variant;
      return resolveDaily(options.store, today, variantDaily[1], variantDaily[2], variant.variant);
    }
    const shared = match(/^\/p\/([^/]+)$/);
    if (shared) return resolveShared(options.store.workers, shared[0], budget);
    return null;
  };

  app.get("/", zValidator("query", oembedQuery, invalid("query")), async (c) => {
    const query = c.req.valid("query");
    // An empty format is as good as none (json); any other format is the spec's 501, not a client error.
    if (query.format !== undefined && query.format !== "" && query.format.toLowerCase() !== "json") {
      return apiError(
        c,
        501,
        "format-not-implemented",
        `format: only json is available, not ${query.format}`,
      );
    }
    const target = URL.parse(query.url);
    if (!target) {
      return apiError(c, 404, "not-found", `url: ${JSON.stringify(query.url)} is not an absolute URL`);
    }
    const origin = options.origin ?? new URL(c.req.url).origin;
    if (target.origin !== origin) {
      return apiError(c, 404, "not-found", `url: only pages of ${origin} have an embed here`);
    }
    const resolved = await resolve(target);
    if (!resolved) return apiError(c, 404, "not-found", `url: ${target.pathname} is not a puzzle page`);
    if (!resolved.ok) {
      return apiError(c, 404, "not-found", `url: ${resolved.error.heading}: ${resolved.error.message}`);
    }
    // A photo must fit the consumer's limits: the largest card size that does, or 404 when none can.
    const limit = (value: string | undefined) =>
      value === undefined || value === "" ? undefined : Number(value);
    const size = cardSizeWithin(limit(query.maxwidth), limit(query.maxheight));
    if (!size) {
      return apiError(c, 404, "not-found", "maxwidth/maxheight: even the smallest card does not fit");
    }
    const text = previewText(resolved.facts, origin);
    const scaled = size.width === CARD_WIDTH
      ? ""
      : `${text.image.includes("?") ? "&" : "?"}width=${size.width}`;
    return c.json({
      version: "1.0",
      type: "photo",
      url: text.image + scaled,
      width: size.width,
      height: size.height,
      title: text.title,
      provider_name: SITE_NAME,
      provider_url: `${origin}/`,
    });
  });

  return app;
}
