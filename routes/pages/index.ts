/**
 * The pages people use (server-rendered with hono/jsx) and their static assets:
 *
 *   GET /                      today's daily (UTC, from the injected clock), `?variant=` (default 9x9) and
 *                              `?level=` (default medium, or the variant's only level)
 *   GET /daily/:date/:level    a past or today's classic daily; a future day is a 404 page, a bad day or level a 400
 *   GET /daily/:variant/:date/:level   the same for another variant (4x4, 6x6, 16x16, killer, x)
 *   GET /p/:code               a shared puzzle; a bad code is a 400 page, one without exactly one solution a 422
 *   GET /archive               a month's calendar, `?month=YYYY-MM&level=&variant=`
 *   GET /techniques            the catalogue by family;  GET /techniques/:id  one technique with an example
 *   GET /play                  "play your own": a form to paste a puzzle; `?code=` shows a checked puzzle
 *   POST /play                 a form post (`puzzle`, `variant`): a puzzle that passes is sent on to its
 *                              /play?code= (303), a problem is the form again with it (400, or 422 for a puzzle
 *                              without exactly one solution)
 *   GET /static/style.css, /static/play/*.js, /static/icons/*   linked with `?v=<content hash>`, cached for
 *                              good when it matches
 *   GET /manifest.webmanifest  the web app manifest (versioned like the files); GET /sw.js the service worker
 *                              (routes/pages/offline.ts)
 *
 * Every page gets a strict Content-Security-Policy with a fresh nonce for its player scripts. The app's
 * 404 for a URL no route matches is `notFoundPage` when a person asked for a page (see `wantsPage`).
 */
import { type Context, Hono } from "hono";
import { type Child, jsx } from "hono/jsx";
import { languageLinks, wordsOf } from "./i18n/request.ts";
import { withWords } from "./i18n/render.tsx";
import { NONCE, secureHeaders } from "hono/secure-headers";
import {
  CATALOGUE,
  FIRST_DAY,
  isTechniqueId,
  type Level,
  techniqueInfo,
  type VariantId,
} from "../../engine/mod.ts";
import { type DailyStore, utcDay } from "../shared/dailies.ts";
import { ArchivePage } from "./archive.tsx";
import { assetCaching, STATIC_ASSETS, type StaticAsset } from "./assets.ts";
import { ErrorPage } from "./layout.tsx";
import { MANIFESTS, serveServiceWorker } from "./offline.ts";
import { PlayPage } from "./play.tsx";
import { PastePage, pasteTextOf } from "./paste.tsx";
import { type PasteChoice, pasteChoice, type PasteOutcome } from "../shared/paste_check.ts";
import {
  dailyFeedPath,
  dailyPagePath,
  dailySeriesTitle,
  defaultPageLevel,
  levelOrError,
  oembedHref,
  type PageError,
  previewText,
  type PuzzleFacts,
  type Resolved,
  resolveDaily,
  resolveShared,
  variantOrError,
} from "../shared/puzzle_pages.ts";
import { exampleCache, TechniquePage, TechniquesIndexPage } from "./techniques.tsx";

export interface PagesOptions {
  /** The dailies, and the pools the technique pages take their examples from. */
  store: DailyStore;
  /** The clock; defaults to the system clock. */
  now?: () => Date;
  /** Origin for absolute URLs in link previews; defaults to each request's own origin. */
  origin?: string;
  /** Search-node cap for checking a shared puzzle's uniqueness. */
  solveBudget: number;
  /**
   * Whether this instance keeps players' results (it has a KV store): a solved daily shows how others did,
   * and offers to share a time, only then.
   */
  results?: boolean;
}

/** The page policy: only our own files, scripts by nonce only, no inline styles, no framing. */
const pageSecurity = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: [NONCE],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    // The service worker (/sw.js) is our own file; unset, worker-src falls back to script-src, nonces only.
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    fontSrc: ["'self'"],
    formAction: ["'self'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
  },
});

/**
 * A page, rendered in the request's language (its components read it with `useWords`). Pages are passed as
 * elements (`jsx(Page, props)`), not called, so that they render inside the words.
 */
async function html(c: Context, node: Child, status: 200 | 400 | 404 | 413 | 422 = 200): Promise<Response> {
  c.header("Cache-Control", "no-cache");
  const page = withWords(wordsOf(c), languageLinks(c), node);
  return c.html(`<!DOCTYPE html>${await page}`, status);
}

function nonceOf(c: Context): string {
  return c.get("secureHeadersNonce") ?? "";
}

function errorPage(c: Context, error: PageError): Promise<Response> {
  return html(
    c,
    jsx(ErrorPage, error),
    error.status,
  );
}

function serveAsset(asset: StaticAsset) {
  return (c: Context) => {
    c.header("Content-Type", asset.type);
    c.header("Cache-Control", assetCaching(asset, c.req.query("v")));
    return c.body(asset.bytes);
  };
}

/** First path segments of the machine-facing routes: their 404s stay JSON whoever asks. */
const MACHINE_ROOTS = new Set(["api", "og", "img", "oembed", "static", "openapi.json", "docs", "feed.atom"]);

/** Whether an Accept header lists text/html with a non-zero quality (browsers do; a bare wildcard does not). */
function acceptsHtml(accept: string | undefined): boolean {
  return (accept ?? "").split(",").some((range) => {
    const [type, ...params] = range.split(";").map((part) => part.trim().toLowerCase());
    if (type !== "text/html") return false;
    const q = params.find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Whether a request no route matched deserves the HTML 404 page rather than the JSON error. */
export function wantsPage(c: Context): boolean {
  const root = c.req.path.split("/")[1] ?? "";
  return !MACHINE_ROOTS.has(root) && acceptsHtml(c.req.header("Accept"));
}

/** A request path as typed (percent-escapes decoded where they are valid); the page escapes it. */
function readablePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** The 404 page, under the pages' Content-Security-Policy. */
export async function notFoundPage(c: Context): Promise<Response> {
  const path = readablePath(c.req.path);
  await pageSecurity(c, async () => {
    const words = wordsOf(c);
    c.res = await errorPage(c, {
      status: 404,
      heading: words.t("errors.not-found"),
      message: words.t("errors.not-found-message", { path }),
    });
  });
  return c.res;
}

/**
 * The 413 page, under the pages' Content-Security-Policy: a form post (the paste page's) over the body limit
 * gets a page that says so, where an API client gets the JSON error.
 */
export async function tooLargePage(c: Context, maxBytes: number): Promise<Response> {
  await pageSecurity(c, async () => {
    const words = wordsOf(c);
    c.res = await html(
      c,
      jsx(ErrorPage, {
        status: 413,
        heading: words.t("errors.too-large"),
        message: words.t("errors.too-large-message", { kib: Math.floor(maxBytes / 1024) }),
      }),
      413,
    );
  });
  return c.res;
}

/** How many checked pastes are kept, so the page a POST is sent on to is not graded a second time. */
const CHECKED_KEPT = 64;

export function createPages(options: PagesOptions): Hono {
  const now = options.now ?? (() => new Date());
  const budget = options.solveBudget;
  const { workers } = options.store;
  const example = exampleCache(options.store.pools);
  const originOf = (c: Context) => options.origin ?? new URL(c.req.url).origin;
  const pages = new Hono();

  const playPage = (
    c: Context,
    resolved: Resolved,
    links?: { level: (level: string) => string; variant: (variant: VariantId) => string },
  ) => {
    if (!resolved.ok) return errorPage(c, resolved.error);
    const facts: PuzzleFacts = resolved.facts;
    const origin = originOf(c);
    const words = wordsOf(c);
    const text = previewText(facts, origin, words);
    return html(
      c,
      jsx(PlayPage, {
        nonce: nonceOf(c),
        title: text.title,
        heading: text.heading,
        preview: {
          url: text.url,
          image: text.image,
          description: text.description,
          oembed: oembedHref(origin, text.url),
        },
        feed: facts.kind === "daily"
          ? {
            href: dailyFeedPath(facts.level, facts.variant),
            title: dailySeriesTitle(facts.level, facts.variant, words),
          }
          : undefined,
        code: facts.code,
        puzzle: facts.puzzle,
        rules: facts.rules,
        level: facts.level,
        date: facts.date,
        levelHref: links?.level,
        variant: facts.kind === "daily" ? facts.variant : undefined,
        variantHref: links?.variant,
        results: facts.kind === "daily" && options.results === true,
      }),
    );
  };

  for (const asset of STATIC_ASSETS) pages.get(asset.path, serveAsset(asset));
  for (const manifest of Object.values(MANIFESTS)) pages.get(manifest.path, serveAsset(manifest));
  pages.get("/sw.js", serveServiceWorker);

  pages.get("/", pageSecurity, async (c) => {
    const today = utcDay(now());
    const words = wordsOf(c);
    const variant = variantOrError(c.req.query("variant"), words);
    if (!variant.ok) return errorPage(c, variant.error);
    const v = variant.variant;
    const level = levelOrError(c.req.query("level"), v, words);
    if (!level.ok) return errorPage(c, level.error);
    const variantQuery = v === "9x9" ? "" : `variant=${v}&`;
    return playPage(c, await resolveDaily(options.store, today, today, level.level, v, words), {
      level: (l) => `/?${variantQuery}level=${l}`,
      variant: (other) => (other === "9x9" ? "/" : `/?variant=${other}`),
    });
  });

  /** A day's page of each variant, at its default level (a level one variant has may be missing in another). */
  const dayOfVariant = (date: string) => (other: VariantId) =>
    dailyPagePath(date, defaultPageLevel(other), other);

  pages.get("/daily/:date/:level", pageSecurity, async (c) => {
    const date = c.req.param("date");
    const words = wordsOf(c);
    return playPage(
      c,
      await resolveDaily(options.store, utcDay(now()), date, c.req.param("level"), "9x9", words),
      {
        level: (l) => dailyPagePath(date, l as Level),
        variant: dayOfVariant(date),
      },
    );
  });

  pages.get("/daily/:variant/:date/:level", pageSecurity, async (c) => {
    const words = wordsOf(c);
    const variant = variantOrError(c.req.param("variant"), words);
    if (!variant.ok) return errorPage(c, variant.error);
    const date = c.req.param("date");
    const v = variant.variant;
    return playPage(
      c,
      await resolveDaily(options.store, utcDay(now()), date, c.req.param("level"), v, words),
      {
        level: (l) => dailyPagePath(date, l as Level, v),
        variant: dayOfVariant(date),
      },
    );
  });

  pages.get(
    "/p/:code",
    pageSecurity,
    async (c) => playPage(c, await resolveShared(workers, c.req.param("code"), budget, wordsOf(c))),
  );

  pages.get("/archive", pageSecurity, (c) => {
    const today = utcDay(now());
    const words = wordsOf(c);
    const variant = variantOrError(c.req.query("variant"), words);
    if (!variant.ok) return errorPage(c, variant.error);
    const level = levelOrError(c.req.query("level"), variant.variant, words);
    if (!level.ok) return errorPage(c, level.error);
    const month = c.req.query("month") ?? today.slice(0, 7);
    const m = /^(\d{4})-(\d{2})$/.exec(month);
    if (!m || Number(m[2]) < 1 || Number(m[2]) > 12 || month < FIRST_DAY.slice(0, 7)) {
      return errorPage(c, {
        status: 400,
        heading: words.t("errors.bad-month"),
        message: words.t("errors.bad-month-message", { month, first: FIRST_DAY.slice(0, 7) }),
      });
    }
    if (month > today.slice(0, 7)) {
      return errorPage(c, {
        status: 404,
        heading: words.t("shared.error.not-out-yet"),
        message: words.t("errors.month-not-out-yet", { month: words.monthTitle(month), today }),
        notice: true,
      });
    }
    return html(
      c,
      jsx(ArchivePage, { month, level: level.level, today, variant: variant.variant, nonce: nonceOf(c) }),
    );
  });

  /** Recent outcomes by share code, oldest first: a Map keeps insertion order. */
  const checked = new Map<string, PasteOutcome>();
  const remember = (code: string, outcome: PasteOutcome) => {
    checked.delete(code);
    checked.set(code, outcome);
    if (checked.size > CHECKED_KEPT) checked.delete(checked.keys().next().value!);
  };
  const pastePage = (c: Context, text: string, choice: PasteChoice, outcome?: PasteOutcome) =>
    html(
      c,
      jsx(PastePage, { nonce: nonceOf(c), text, choice, outcome, origin: originOf(c) }),
      outcome && !outcome.ok ? outcome.problem.status : 200,
    );

  pages.get("/play", pageSecurity, async (c) => {
    const code = c.req.query("code")?.trim();
    if (!code) return pastePage(c, "", "");
    const outcome = checked.get(code) ?? await workers.run("code", { code, budget }, c.req.raw.signal);
    if (!outcome.ok) return pastePage(c, "", "", outcome);
    remember(code, outcome);
    const { puzzle } = outcome;
    return pastePage(
      c,
      pasteTextOf(puzzle),
      puzzle.variant === "x" || puzzle.variant === "killer" ? puzzle.variant : "",
      outcome,
    );
  });

  pages.post("/play", pageSecurity, async (c) => {
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody();
    } catch {
      return pastePage(c, "", "", {
        ok: false,
        problem: { status: 400, heading: "form-unreadable", message: { code: "form-unreadable" } },
      });
    }
    const text = typeof form.puzzle === "string" ? form.puzzle : "";
    const chosen = pasteChoice(typeof form.variant === "string" ? form.variant : "");
    if (!chosen.ok) return pastePage(c, text, "", chosen);
    const outcome = await workers.run("paste", { text, choice: chosen.choice, budget }, c.req.raw.signal);
    if (!outcome.ok) return pastePage(c, text, chosen.choice, outcome);
    remember(outcome.puzzle.code, outcome);
    return c.redirect(`/play?code=${encodeURIComponent(outcome.puzzle.code)}`, 303);
  });

  pages.get("/techniques", pageSecurity, (c) => html(c, jsx(TechniquesIndexPage, {})));

  pages.get("/techniques/:id", pageSecurity, (c) => {
    const id = c.req.param("id");
    if (!isTechniqueId(id)) {
      const words = wordsOf(c);
      return errorPage(c, {
        status: 404,
        heading: words.t("errors.unknown-technique"),
        message: words.t("errors.unknown-technique-message", { id, count: CATALOGUE.length }),
      });
    }
    return html(c, jsx(TechniquePage, { technique: techniqueInfo(id), example: example(id) }));
  });

  return pages;
}
