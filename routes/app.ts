/**
 * The app: every router by audience (api/ for programs, pages/ for people, embeds/ for other sites and bots),
 * the one error model and the shared middleware, built from typed options. The only module that imports routers.
 */
import { Hono } from "hono";
import { OpenAPIHono } from "@hono/zod-openapi";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { DEFAULT_SOLVE_BUDGET, type Level, type PoolEntry } from "../engine/mod.ts";
import { createDaily } from "./api/daily.ts";
import { createGrading } from "./api/grading.ts";
import { createDocs } from "./api/openapi.ts";
import { createPuzzles } from "./api/puzzles.ts";
import { createResults, type ResultsOptions } from "./api/results.ts";
import { createStats } from "./api/stats.ts";
import { createSubscriptions } from "./api/subscriptions.ts";
import { createVariants } from "./api/variants.ts";
import { createFeed, feedRoute } from "./embeds/feed.ts";
import { commandRoutes, createCommands } from "./embeds/commands.ts";
import { createImages } from "./embeds/images.ts";
import { createOembed } from "./embeds/oembed.ts";
import { createPages, notFoundPage, tooLargePage, wantsPage } from "./pages/index.ts";
import { createDailyStore, utcDay } from "./shared/dailies.ts";
import { errorBody } from "./shared/errors.ts";
import { createGate } from "./shared/admission.ts";
import { answerCache, answerStoredFirst } from "./shared/answer_cache.ts";
import { inlineWorkers, isAborted, type Workers, WorkersBusyError } from "./shared/workers.ts";
import { bodySize, compress, compressAnswer, headLength, hostCheck, vary } from "./shared/middleware.ts";

export interface AppOptions {
  /** Largest request body accepted, in bytes. */
  maxBodyBytes?: number;
  /**
   * Solver work cap (search nodes) applied to every client-supplied grid; workers with a lower one (inline
   * mode's, Workers.solveBudget) lower it.
   */
  solveBudget?: number;
  /**
   * The verified pools by level (main.ts loads data/pools/). Without them only the stateless parts are served:
   * grading, solving, hints, share codes and undated images; no dailies, pages, oEmbed or /api/stats.
   */
  pools?: Record<string, PoolEntry[]>;
  /** The clock the daily routes read (UTC day); tests fix it. Defaults to the system clock. */
  now?: () => Date;
  /**
   * Origin used in share_url ("https://sudoku.example"); defaults to each request's own origin. Taken in its
   * canonical form (lower-case host, no default port), the form a URL's own origin is compared in.
   */
  origin?: string;
  /**
   * Generation budget in work units; unset, each day gets its generator version's budget (GENERATOR_VERSIONS)
   * and random puzzles DAILY_BUDGET. Tests lower it.
   */
  dailyBudget?: number;
  /**
   * The KV store webhook subscriptions live in (routes/shared/kv.ts opens it from the environment), and where
   * computed dailies are kept so instances sharing it compute each day once. Without one the subscription
   * routes answer 503 `unavailable` (main.ts logs why it could not be opened) and each instance computes its
   * own dailies.
   */
  kv?: Deno.Kv;
  /** Origins beyond Discord and Slack that webhooks may live on (WEBHOOK_ALLOW, parseWebhookAllow). */
  webhookAllow?: readonly string[];
  /** Where Slack bot subscriptions post: https://slack.com, or a loopback fake (SLACK_API_ORIGIN, parseSlackApiOrigin). */
  slackApiOrigin?: string;
  /** Subscriptions one client address may try to create per hour (default 10). */
  subscribesPerHour?: number;
  /**
   * Players' results (routes/api/results.ts): most counted per client address and daily (default 10), and
   * submissions taken per hour from one address and from one browser id (default 60 and 20).
   */
  results?: Pick<ResultsOptions, "perAddress" | "attemptsPerHour">;
  /**
   * Where heavy work runs (routes/shared/workers.ts): main.ts starts Web Workers; unset, jobs run inline
   * on the event loop, one at a time.
   */
  workers?: Workers;
  /**
   * Each gate's bounds for heavy work (routes/shared/admission.ts): by default as many at a time as the
   * workers run, 16 waiting.
   */
  admission?: { concurrency: number; queue: number };
  /** The fetch confirmation posts go out through; tests pass a stand-in for Discord and Slack. */
  webhookFetch?: typeof fetch;
  /**
   * The Discord application's public key (64 hex digits) that signs its interactions; without it
   * POST /interactions/discord answers 503. A key that is not 64 hex digits is a RangeError here.
   */
  discordPublicKey?: string;
  /** The Slack app's signing secret for its slash commands; without it POST /slack/commands answers 503. */
  slackSigningSecret?: string;
}

const DEFAULT_QUEUE = 16;
const DEFAULT_OPTIONS = {
  maxBodyBytes: 64 * 1024,
  solveBudget: DEFAULT_SOLVE_BUDGET,
};

export function createApp(options: AppOptions = {}): Hono {
  const workers = options.workers ?? inlineWorkers({ pools: options.pools ?? {} });
  const given = { ...DEFAULT_OPTIONS, ...options, origin: canonicalOrigin(options.origin) };
  // Where heavy work runs inline, a client's grid gets the workers' lower cap (routes/shared/workers.ts).
  const opts = { ...given, solveBudget: Math.min(given.solveBudget, workers.solveBudget ?? Infinity) };
  const admission = options.admission ?? { concurrency: workers.size, queue: DEFAULT_QUEUE };
  const app = new Hono();
  const now = opts.now ?? (() => new Date());

  // Text answers go out brotli- or gzip-coded as the client asks; outermost, so the stored answers below are
  // kept uncoded (one copy for every client) and HEAD's length is measured inside it on the uncoded body.
  app.use("*", compress());
  // Stored answers (routes/shared/answer_cache.ts): the middleware keeps them, mounted first; answerStoredFirst
  // answers them before Hono routes anything. Feeds are bigger (60–90 KB) and fewer: a cache of their own.
  const stored = answerCache({ now: () => now().getTime() });
  for (const path of ["/api/daily", "/api/daily/archive"]) app.use(path, stored);
  const feeds = answerCache({ now: () => now().getTime(), maxEntries: 64, maxBodyBytes: 128 * 1024 });
  app.use("/feed.atom", feeds);
  answerStoredFirst(app, [stored, feeds], compressAnswer());
  // Images and JSON are meant to be embedded and fetched from other sites (link previews, bots).
  app.use("*", secureHeaders({ crossOriginResourcePolicy: "cross-origin" }));
  app.use("*", hostCheck());
  // Without a configured origin, links in answers are built from the request's Host: a shared cache must not
  // hand one host's answer to another (a forged Host would otherwise plant its links in cached dailies).
  if (!opts.origin) app.use("*", vary({ headers: ["Host"] }));
  // Only the methods some route serves; the headers a script may need to read (caching, retries, new
  // subscriptions).
  app.use(
    "/api/*",
    cors({
      allowMethods: ["GET", "HEAD", "POST", "DELETE"],
      exposeHeaders: ["ETag", "Retry-After", "Location"],
    }),
  );
  app.use("*", headLength());
  // A person's form post over the limit (the paste page's) gets a page saying so; everyone else the JSON error.
  app.use(
    "*",
    bodySize({
      maxBytes: opts.maxBodyBytes,
      onError: (c) => (wantsPage(c) ? tooLargePage(c, opts.maxBodyBytes) : null),
    }),
  );

  // Says where heavy work runs, so a deployment can tell whether it got workers.
  app.get("/healthz", (c) => c.json({ ok: true, work: workers.mode }));
  // Every /api router on one OpenAPIHono, so /openapi.json is generated from the schemas that validate.
  const api = new OpenAPIHono().basePath("/api");
  if (opts.pools) api.route("/stats", createStats(opts.pools));
  if (opts.pools) api.route("/", createVariants(opts.pools));
  const store = opts.pools
    ? createDailyStore({ pools: opts.pools, budget: opts.dailyBudget, workers, kv: opts.kv })
    : undefined;
  // Mounted in the order the document lists them: stats, daily, puzzles, grading.
  if (store) api.route("/", createDaily({ store, now: opts.now, origin: opts.origin }));
  api.route("/", createPuzzles({ solveBudget: opts.solveBudget, store, origin: opts.origin, workers }));
  api.route("/", createGrading({ solveBudget: opts.solveBudget, workers }));
  api.route(
    "/",
    createSubscriptions({
      kv: opts.kv,
      webhookAllow: opts.webhookAllow,
      slackApiOrigin: opts.slackApiOrigin,
      createsPerHour: opts.subscribesPerHour,
      fetch: opts.webhookFetch,
      origin: opts.origin,
      now: opts.now,
    }),
  );
  if (store) api.route("/", createResults({ store, kv: opts.kv, now: opts.now, ...opts.results }));
  // Work whose cost depends on the input passes through a gate per kind (routes/shared/admission.ts): one at a
  // time, a bounded queue, 503 busy beyond it, so cheap requests are never stuck behind a pile of heavy ones.
  const grading = createGate({ name: "grading", ...admission });
  for (const path of ["/api/grade", "/api/solve", "/api/hint", "/play"]) app.post(path, grading.middleware);
  // The paste page grades the code it is given; without one it is a plain form.
  app.get("/play", (c, next) => (c.req.query("code") ? grading.middleware(c, next) : next()));
  const dailies = createGate({ name: "daily archive", ...admission });
  for (const path of ["/api/daily/archive", "/api/puzzles/random", "/feed.atom"]) {
    app.get(path, dailies.middleware);
  }
  const rendering = createGate({ name: "image", ...admission });
  app.route("/", api);
  // Routes outside /api (the feed; the slash commands, whose URLs platforms are given) documented with it.
  const outside = store ? [feedRoute, ...Object.values(commandRoutes)] : [];
  app.route("/", createDocs(api, outside));

  const dailyCode = async (date: string, level: Level) =>
    date <= utcDay(now()) ? (await store!.get(date, level)).code : null;
  app.route(
    "/",
    createImages({
      workers,
      renderGate: rendering,
      ...(store ? { dailyCode } : {}),
      solveBudget: opts.solveBudget,
    }),
  );
  if (store) {
    const pageOptions = {
      store,
      now: opts.now,
      origin: opts.origin,
      solveBudget: opts.solveBudget,
      results: opts.kv !== undefined,
    };
    app.route("/", createPages(pageOptions));
    app.route("/oembed", createOembed(pageOptions));
    app.route("/", createFeed(pageOptions));
    app.route("/", createCommands({ ...opts, store }));
  }
  app.notFound((c) => {
    // A person following a page-like link gets a page; API clients and assets keep the JSON error model.
    c.header("Vary", "Accept");
    if (wantsPage(c)) return notFoundPage(c);
    return c.json(errorBody("not-found", `no route for ${c.req.method} ${c.req.path}`), 404);
  });
  app.onError((err, c) => {
    // Work stopped because its client went away: nobody reads the answer, and nothing went wrong.
    if (isAborted(err) && c.req.raw.signal.aborted) return c.body(null, 499 as never);
    // More heavy work waits than the workers take (routes/shared/workers.ts): refused at once, as a full gate does.
    if (err instanceof WorkersBusyError) {
      c.header("Retry-After", "2");
      return c.json(errorBody("busy", `${err.message}; retry in 2 s`), 503);
    }
    if (err instanceof HTTPException) {
      return c.json(errorBody(httpCode(err.status), err.message || "bad request"), err.status);
    }
    console.error(err);
    return c.json(errorBody("internal", "internal error"), 500);
  });
  return app;
}

function httpCode(status: number): string {
  return status === 413 ? "body-too-large" : status === 404 ? "not-found" : "bad-request";
}

/** `origin` as a URL states its origin; a RangeError for anything but an http(s) origin (no user, path or query). */
function canonicalOrigin(origin: string | undefined): string | undefined {
  if (origin === undefined) return undefined;
  const url = URL.parse(origin);
  if (
    !url || !["http:", "https:"].includes(url.protocol) || url.username || url.password ||
    url.pathname !== "/" ||
    url.search || url.hash
  ) {
    throw new RangeError(
      `origin: ${JSON.stringify(origin)} is not an http(s) origin such as https://sudoku.example`,
    );
  }
  return url.origin;
}
