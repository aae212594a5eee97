/**
 * The dailies as an Atom feed (RFC 4287), so a feed reader or an RSS bot can post a variant's level every day
 * with no code of its own:
 *
 *   GET /feed.atom?variant=&level=   the last 30 dailies up to today (UTC), newest first; variant and level
 *                                    are read exactly as GET /api/daily reads them
 *
 * Each entry links to the day's page, carries the preview card as an enclosure and as Media RSS (which several
 * chat bots read for the picture), and holds the grid as text in its HTML content. HEAD answers as GET does.
 */
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { FIRST_DAY, fnv1a32, type Level, nextMidnight, type VariantId } from "../../engine/mod.ts";
import {
  BAD_LEVEL,
  BAD_QUERY,
  BAD_VARIANT,
  EXAMPLE_BOT,
  EXAMPLE_ORIGIN,
  levelText,
  variantText,
} from "../shared/schemas.ts";
import { type DailyStore, utcDay } from "../shared/dailies.ts";
import { errorResponse, invalid } from "../shared/errors.ts";
import { notModified } from "../shared/http.ts";
import { keepAnswer } from "../shared/answer_cache.ts";
import { siteOrigin, variantLevelFrom } from "../shared/puzzle_answers.ts";
import { dailyFeedPath, dailySeriesTitle } from "../shared/puzzle_pages.ts";
import { SITE_NAME } from "../shared/words.ts";
import { CARD_HEIGHT, CARD_WIDTH } from "./board_svg.ts";
import { type BotDaily, botDaily, contentWords, headline, imageAlt, textGrid } from "../shared/bots.ts";

export interface FeedOptions {
  /** The instance's dailies (memoized): a feed's 30 days are computed once and then shared with every route. */
  store: DailyStore;
  /** The clock; defaults to the system clock. */
  now?: () => Date;
  /** This site's origin; defaults to each request's own origin. */
  origin?: string;
}

/** How many days a feed holds: a month, enough for a reader that polls once a week or a bot that was down. */
export const FEED_DAYS = 30;
export const ATOM_CONTENT_TYPE = "application/atom+xml; charset=utf-8";
const DAY_MS = 86_400_000;

/** Everything one feed document says: whose dailies, up to which day, and the days themselves. */
export interface AtomFeed {
  /** The site's origin, such as `https://sudoku.example`: every link in the feed is absolute under it. */
  origin: string;
  variant: VariantId;
  level: Level;
  /** The newest day the feed covers: its `updated` is that day's midnight (UTC). */
  today: string;
  /** The dailies, newest first. */
  entries: BotDaily[];
}

/** Text made safe for XML character data and for attribute values in either kind of quotes. */
export function xmlEscape(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;").replaceAll("'", "&apos;");
}

/** A day's midnight as an RFC 3339 date-time, the form Atom's date constructs take. */
function midnight(day: string): string {
  return `${day}T00:00:00Z`;
}

/**
 * The entry's HTML content: the card, what the puzzle holds with a link to play it, and the grid as text
 * (textGrid, the form chat bots post) for readers that show no images. HTML-escaped here, then the whole is
 * XML-escaped by the caller, as `type="html"` requires.
 */
function entryHtml(d: BotDaily): string {
  const html = xmlEscape;
  return [
    `<p><img src="${html(d.imageUrl)}" alt="${
      html(imageAlt(d))
    }" width="${CARD_WIDTH}" height="${CARD_HEIGHT}"></p>`,
    `<p><strong>${html(contentWords(d))}</strong> · <a href="${
      html(d.pageUrl)
    }">Play it in the browser</a></p>`,
    `<pre>${html(textGrid(d.puzzle))}</pre>`,
    `<p>Share code <code>${html(d.code)}</code></p>`,
  ].join("\n");
}

function atomEntry(d: BotDaily): string {
  const x = xmlEscape;
  const image = x(d.imageUrl);
  // The page URL is the id: it names exactly this day, level and variant, and never changes.
  return `  <entry>
    <id>${x(d.pageUrl)}</id>
    <title>${x(headline(d))}</title>
    <updated>${midnight(d.date)}</updated>
    <published>${midnight(d.date)}</published>
    <link rel="alternate" type="text/html" href="${x(d.pageUrl)}"/>
    <link rel="enclosure" type="image/png" href="${image}" title="${x(imageAlt(d))}"/>
    <summary type="text">${x(`${contentWords(d)}. Play it in the browser: ${d.pageUrl}`)}</summary>
    <content type="html">${x(entryHtml(d))}</content>
    <media:thumbnail url="${image}" width="${CARD_WIDTH}" height="${CARD_HEIGHT}"/>
    <media:content url="${image}" type="image/png" medium="image" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">
      <media:description type="plain">${x(imageAlt(d))}</media:description>
    </media:content>
  </entry>
`;
}

/** The feed document: RFC 4287's required elements at both levels, every value escaped for XML. */
export function atomFeed(feed: AtomFeed): string {
  const x = xmlEscape;
  const self = x(`${feed.origin}${dailyFeedPath(feed.level, feed.variant)}`);
  const site = x(`${feed.origin}/`);
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/" xml:lang="en">
  <id>${self}</id>
  <title>${x(dailySeriesTitle(feed.level, feed.variant))}</title>
  <subtitle>A new puzzle every day at 00:00 UTC, the same for everyone, graded by the techniques it needs.</subtitle>
  <updated>${midnight(feed.today)}</updated>
  <link rel="self" type="application/atom+xml" href="${self}"/>
  <link rel="alternate" type="text/html" href="${site}"/>
  <author>
    <name>${x(SITE_NAME)}</name>
    <uri>${site}</uri>
  </author>
  <generator uri="${site}">${x(SITE_NAME)}</generator>
${feed.entries.map(atomEntry).join("")}</feed>
`;
}

/** The days a feed of `today` holds, newest first: FEED_DAYS of them, none before the first daily. */
export function feedDays(today: string): string[] {
  const start = Date.parse(`${today}T00:00:00.000Z`);
  return Array.from({ length: FEED_DAYS }, (_, k) => utcDay(new Date(start - k * DAY_MS)))
    .filter((day) => day >= FIRST_DAY);
}

const CACHE_HEADERS = {
  "Cache-Control": {
    description:
      "`public, max-age=300, s-maxage=<seconds to the next UTC midnight>`: readers poll every few " +
      "minutes at most, shared caches keep it until the next daily is out",
    schema: { type: "string" as const },
  },
  ETag: {
    description: "Strong; differs per variant, level, day and the days' share codes",
    schema: { type: "string" as const },
  },
};

export const feedQuery = z.object({ variant: variantText, level: levelText });

/** GET /feed.atom as the OpenAPI document describes it (registered from app.ts: it lives outside /api). */
export const feedRoute = createRoute({
  method: "get",
  path: "/feed.atom",
  tags: ["daily"],
  summary: "The dailies as an Atom feed",
  description:
    `An Atom feed (RFC 4287) of the last ${FEED_DAYS} dailies of a variant and level up to today ` +
    "(UTC), newest first, for feed readers and RSS bots. Each entry links the day's page and carries its " +
    "preview image (as an enclosure and as Media RSS) and the grid as text. Variant and level are read as " +
    "GET /api/daily reads them. `If-None-Match` with the ETag answers 304.",
  request: { query: feedQuery },
  responses: {
    200: {
      description: "The feed, newest day first",
      headers: CACHE_HEADERS,
      content: {
        [ATOM_CONTENT_TYPE]: {
          schema: z.string(),
          example: atomFeed({
            origin: EXAMPLE_ORIGIN,
            variant: "9x9",
            level: EXAMPLE_BOT.level,
            today: EXAMPLE_BOT.date,
            entries: [EXAMPLE_BOT],
          }),
        },
      },
    },
    304: { description: "Not modified: `If-None-Match` named the current ETag", headers: CACHE_HEADERS },
    400: errorResponse("A bad variant or level", { ...BAD_VARIANT, ...BAD_LEVEL, ...BAD_QUERY }),
  },
});

export function createFeed(options: FeedOptions): OpenAPIHono {
  const now = options.now ?? (() => new Date());
  const { store } = options;
  const app = new OpenAPIHono();

  app.openapi(feedRoute, async (c) => {
    const query = c.req.valid("query");
    const chosen = variantLevelFrom(c, query);
    if (!chosen.ok) return chosen.response;
    const clock = now();
    const today = utcDay(clock);
    const dailies = await store.getMany(feedDays(today), chosen.level, chosen.variant);
    // The day and every code are in the tag: it changes when the day turns, and if a day's puzzle ever did.
    const codes = dailies.map((p) => `${p.date}:${p.code}`).join(",");
    const etag = `"feed-${chosen.variant === "9x9" ? "" : `${chosen.variant}-`}${chosen.level}-${today}-${
      fnv1a32(codes).toString(36)
    }"`;
    const nextDaily = Date.parse(nextMidnight(today));
    const cacheControl = (at: number) =>
      `public, max-age=300, s-maxage=${Math.max(1, Math.ceil((nextDaily - at) / 1000))}`;
    if (notModified(c, { cacheControl: cacheControl(clock.getTime()), etag })) return c.body(null, 304);
    // The same feed until the next daily comes out.
    keepAnswer(c, { until: nextDaily, cacheControl });
    const origin = siteOrigin(c, options.origin);
    const body = atomFeed({
      origin,
      variant: chosen.variant,
      level: chosen.level,
      today,
      entries: dailies.map((p) => botDaily(p, origin)),
    });
    return c.body(body, 200, { "Content-Type": ATOM_CONTENT_TYPE });
  }, invalid("query"));

  return app;
}
