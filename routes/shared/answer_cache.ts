/**
 * Stored answers: a route that knows its answer will not change for a while (a daily, a past archive range)
 * marks it with `keepAnswer`, and `answerCache()` keeps the finished response — body bytes, ETag and every
 * header the middleware added — and serves the next GET of the same URL and Host from them, 304 included,
 * without routing, validating, looking anything up or serialising again. Only Cache-Control is written per
 * request, since a "today" answer's `s-maxage` counts down to midnight.
 *
 * The key is what every middleware before the route reads (the URL and the Host header), so a stored answer is
 * exactly what the whole chain would answer again; a request whose URL or Host differs in any byte is a miss
 * and goes the normal way (and through its checks). At most `maxEntries` answers of at most `maxBodyBytes`
 * under keys of at most 512 characters are kept: a bounded amount however the keys are chosen.
 */
import type { Context, Hono, MiddlewareHandler } from "hono";
import { etagMatches } from "./http.ts";

export interface KeepAnswer {
  /** When the answer stops being the right one (ms since the epoch); Infinity for never. */
  until: number;
  /** The Cache-Control to send at `now` (ms since the epoch). */
  cacheControl: (now: number) => string;
}

export interface AnswerCacheOptions {
  /** Most answers kept; the least recently used is forgotten first. */
  maxEntries?: number;
  /** Largest body kept, in bytes (default 16 KB); a larger answer is served but not kept. */
  maxBodyBytes?: number;
  /** The clock expiry is read from; defaults to the system clock. */
  now?: () => number;
}

/** The middleware, and the lookup it starts with, for answerStoredFirst. */
export type AnswerCache = MiddlewareHandler & {
  /** The stored answer to `request`, or null when there is none that still holds. */
  answer(request: Request): Response | null;
};

interface StoredAnswer extends KeepAnswer {
  body: Uint8Array<ArrayBuffer>;
  etag: string | null;
  /** The headers of the 200 without Cache-Control. */
  headers: Array<[string, string]>;
  /** The same, without the body's own headers, for a 304. */
  notModifiedHeaders: Array<[string, string]>;
}

const DEFAULT_MAX_ENTRIES = 1_024;
/**
 * Longest key (Host and URL) and largest body kept: a daily's or an archive's answer is a few KB under a short
 * URL, and a client sending long Hosts or junk query parameters must not fill memory with copies.
 */
const MAX_KEY_LENGTH = 512;
const DEFAULT_MAX_BODY_BYTES = 16 * 1024;
/** Headers that describe a body, left out of a 304 (RFC 9110 §15.4.5). */
const BODY_HEADERS = new Set(["content-length", "content-type", "content-encoding"]);

const marks = new WeakMap<Request, KeepAnswer>();

/** Marks the route's answer to this request as one the cache may keep (a 200 only; anything else is not kept). */
export function keepAnswer(c: Context, keep: KeepAnswer): void {
  marks.set(c.req.raw, keep);
}

/**
 * Serves GETs from answers routes marked with `keepAnswer`. Mount it before every other middleware, so a hit
 * costs one map lookup.
 *
 * @example
 * app.use("/api/daily/*", answerCache({ maxEntries: 512 }));
 * app.get("/api/daily", (c) => {
 *   keepAnswer(c, { until: nextMidnightMs, cacheControl: () => "public, max-age=60" });
 *   return c.json(body);
 * });
 */
export function answerCache(options: AnswerCacheOptions = {}): AnswerCache {
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const now = options.now ?? Date.now;
  const stored = new Map<string, StoredAnswer>();
  const keyOf = (request: Request) => `${request.headers.get("host") ?? ""} ${request.url}`;

  function answer(request: Request): Response | null {
    if (request.method !== "GET") return null;
    const key = keyOf(request);
    const hit = stored.get(key);
    if (!hit) return null;
    const at = now();
    if (at >= hit.until) {
      stored.delete(key);
      return null;
    }
    // Re-inserted so the Map's order stays least recently used first.
    stored.delete(key);
    stored.set(key, hit);
    const cacheControl = hit.cacheControl(at);
    if (hit.etag && etagMatches(request.headers.get("if-none-match") ?? undefined, hit.etag)) {
      const headers = new Headers(hit.notModifiedHeaders);
      headers.set("cache-control", cacheControl);
      return new Response(null, { status: 304, headers });
    }
    const headers = new Headers(hit.headers);
    headers.set("cache-control", cacheControl);
    return new Response(hit.body, { status: 200, headers });
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    const hit = answer(c.req.raw);
    if (hit) return hit;
    const at = now();
    await next();
    const keep = marks.get(c.req.raw);
    const key = keyOf(c.req.raw);
    if (!keep || c.req.method !== "GET" || c.res.status !== 200 || keep.until <= at) return;
    if (key.length > MAX_KEY_LENGTH) return;
    const body = new Uint8Array(await c.res.clone().arrayBuffer());
    if (body.length > maxBodyBytes) return;
    const headers = [...c.res.headers].filter(([name]) => name !== "cache-control");
    if (stored.size >= maxEntries) stored.delete(stored.keys().next().value!);
    stored.set(key, {
      ...keep,
      body,
      etag: c.res.headers.get("etag"),
      headers,
      notModifiedHeaders: headers.filter(([name]) => !BODY_HEADERS.has(name)),
    });
  };
  return Object.assign(middleware, { answer });
}

/**
 * Puts the caches' stored answers in front of the whole app: a hit is answered before Hono routes the request
 * or builds a context, which is most of what a stored daily would otherwise cost. The middleware stays mounted
 * behind, for what is not yet stored.
 *
 * @example
 * const stored = answerCache();
 * app.use("/api/daily", stored);
 * answerStoredFirst(app, [stored]);
 * answerStoredFirst(app, [stored], compressAnswer());
 *
 * `finish` does to a hit what the middleware mounted before the caches does to every other answer (the
 * compression of routes/shared/middleware.ts), since a hit never passes through them.
 */
export function answerStoredFirst(
  app: Hono,
  caches: readonly AnswerCache[],
  finish?: (request: Request, hit: Response) => Promise<Response>,
): void {
  const dispatch = app.fetch;
  app.fetch = (request, ...rest) => {
    for (const cache of caches) {
      const hit = cache.answer(request);
      if (hit) return finish ? finish(request, hit) : hit;
    }
    return dispatch(request, ...rest);
  };
}
