/**
 * The service's own middleware, each a named factory taking typed options (as Hono's are), so app.ts reads as a
 * list of policies and each policy is tested on its own (tests/routes/shared/middleware_test.ts).
 */
import type { Context, MiddlewareHandler } from "hono";
import zlib from "node:zlib";
import { bodyLimit } from "hono/body-limit";
import { errorBody } from "./errors.ts";

/** What a middleware answers when it refuses a request; each factory has a default in the one error model. */
export type Refusal = (c: Context) => Response | Promise<Response>;

export interface HostCheckOptions {
  /** The answer to a request whose Host cannot be sound; defaults to a 400 `bad-host` error. */
  onError?: Refusal;
}

/** A Host header naming only a host (name, IPv4 or bracketed IPv6) and an optional port. */
const HOST_HEADER = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~-]+)(:[0-9]{0,5})?$/;

/**
 * Refuses a request whose Host header no URL can hold (`a b`, `x:99999`, `[::`) or that carries a user, path or
 * query (`a@b`, `a/b`), and one whose request line names another host or scheme than its Host header (an
 * absolute-form target such as `ftp://evil.example/api/daily`). Deno builds the request URL from these and lets
 * them through; routes that link back to this site read the origin from that URL, so the request must stop
 * before any of them runs.
 *
 * @example
 * app.use("*", hostCheck());
 * app.use("*", hostCheck({ onError: (c) => c.text("bad host", 400) }));
 */
export function hostCheck(options: HostCheckOptions = {}): MiddlewareHandler {
  const refuse = options.onError ??
    ((c: Context) =>
      c.json(
        errorBody(
          "bad-host",
          "the Host header is not a host name or address, or the request line names another host",
        ),
        400,
      ));
  return async (c, next) => {
    if (!hostIsSound(c.req.url, c.req.header("host"))) return refuse(c);
    await next();
  };
}

function hostIsSound(requestUrl: string, host: string | undefined): boolean {
  const url = URL.parse(requestUrl);
  if (url === null || url.username !== "" || url.password !== "") return false;
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (host === undefined) return true;
  // A request line in absolute form (`GET http://other.example/… HTTP/1.1`) makes Deno build the URL from it,
  // not from Host: the two must name the same host, or links would be built for a host the client named.
  return HOST_HEADER.test(host) && url.host === URL.parse(`${url.protocol}//${host}`)?.host;
}

export interface VaryOptions {
  /** The request headers every answer depends on, appended to any `Vary` the route set itself. */
  headers: readonly string[];
}

/**
 * Adds `Vary` to every answer, after the route ran, so a shared cache keeps one copy per value of those
 * request headers.
 *
 * @example
 * // Links in answers are built from the request's Host: never hand one host's answer to another.
 * app.use("*", vary({ headers: ["Host"] }));
 */
export function vary(options: VaryOptions): MiddlewareHandler {
  const value = options.headers.join(", ");
  return async (c, next) => {
    await next();
    c.header("Vary", value, { append: true });
  };
}

export interface JsonBodyOptions {
  /** The answer to a body that does not say it is JSON; defaults to a 400 `bad-request` error. */
  onError?: Refusal;
}

/** The JSON media types a body may be declared as, parameters allowed (`application/json; charset=utf-8`). */
const JSON_CONTENT_TYPE = /^application\/([a-z.-]+\+)?json(;\s*[a-zA-Z0-9-]+=([^;]+))*$/i;

/**
 * Requires the request body to be declared as JSON. Answering here keeps the error model's 400 for a wrong
 * or missing Content-Type, where the OpenAPI router's own media-type gate would throw a generic 415.
 *
 * @example
 * createRoute({ method: "post", path: "/grade", middleware: jsonBody(), ... });
 */
export function jsonBody(options: JsonBodyOptions = {}): MiddlewareHandler {
  const refuse = options.onError ??
    ((c: Context) =>
      c.json(errorBody("bad-request", "send the body as JSON with Content-Type: application/json"), 400));
  return async (c, next) => {
    if (!JSON_CONTENT_TYPE.test(c.req.header("content-type") ?? "")) return refuse(c);
    await next();
  };
}

export interface BodySizeOptions {
  /** Largest request body accepted, in bytes. */
  maxBytes: number;
  /**
   * The answer to a body over the limit, or null for the default; defaults to a 413 `body-too-large` error
   * (so a caller can answer some requests its own way and leave the rest to the default).
   */
  onError?: (c: Context) => Response | Promise<Response> | null;
}

/**
 * Hono's body limit answering in the one error model: a body over `maxBytes` is a 413 `body-too-large`.
 *
 * @example
 * app.use("*", bodySize({ maxBytes: 64 * 1024 }));
 * app.use("*", bodySize({ maxBytes: 64 * 1024, onError: (c) => wantsPage(c) ? page(c) : null }));
 */
export function bodySize(options: BodySizeOptions): MiddlewareHandler {
  const refuse = (c: Context) =>
    c.json(errorBody("body-too-large", `request body is over the limit of ${options.maxBytes} bytes`), 413);
  return bodyLimit({
    maxSize: options.maxBytes,
    onError: async (c) => (await options.onError?.(c)) ?? refuse(c),
  });
}

export interface RateLimitOptions {
  /** Where the counters live; shared by every instance using the same store. */
  kv: Deno.Kv;
  /** Requests one client may make per window. */
  limit: number;
  /** The window's length in seconds; counters reset when it turns. */
  windowSeconds: number;
  /** Names the bucket a request counts against, e.g. its client address; defaults to `clientAddress`. */
  keyOf?: (c: Context) => string;
  /** Keeps one limiter's counters apart from another's. */
  name: string;
  /** The clock in epoch ms; tests move it. */
  now?: () => number;
}

/**
 * The client's address for per-client limits: the connection's peer (Deno.serve passes it as the handler's
 * second argument, which Hono keeps as `c.env`). An IPv6 client counts by its /64, the block one host
 * usually has. `unknown` when the runtime gives none (in-process tests).
 */
export function clientAddress(c: Context): string {
  const env = c.env as { remoteAddr?: { hostname?: string } } | undefined;
  const host = env?.remoteAddr?.hostname;
  if (!host) return "unknown";
  if (!host.includes(":")) return host;
  const groups = ipv6Groups(host);
  if (!groups) return host;
  // An IPv4 client seen through an IPv4-mapped address (::ffff:a.b.c.d) counts as itself.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join(".");
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address in any spelling (`::`, an IPv4 tail, a zone), or null. */
function ipv6Groups(text: string): number[] | null {
  const address = text.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const ipv4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  let hex = address;
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number);
    hex = `${address.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = hex.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 0) return null;
  const groups = [...head, ...Array(missing).fill(0), ...tail];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/**
 * A fixed-window request limit kept in Deno KV: over `limit` requests per window from one client answer 429
 * `rate-limited` with `Retry-After` (seconds to the window's end). Counters expire with their window.
 *
 * @example
 * app.post("/api/subscriptions", rateLimit({ kv, name: "subscribe", limit: 10, windowSeconds: 3600 }), create);
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const keyOf = options.keyOf ?? clientAddress;
  const now = options.now ?? Date.now;
  const windowMs = options.windowSeconds * 1000;
  return async (c, next) => {
    const at = now();
    const window = Math.floor(at / windowMs);
    const key = ["rate", options.name, keyOf(c), window];
    for (;;) {
      const entry = await options.kv.get<number>(key);
      const used = entry.value ?? 0;
      if (used >= options.limit) {
        const retryAfter = Math.max(1, Math.ceil(((window + 1) * windowMs - at) / 1000));
        c.header("Retry-After", String(retryAfter));
        return c.json(
          errorBody(
            "rate-limited",
            `at most ${options.limit} requests per ${options.windowSeconds} s from one client; retry in ${retryAfter} s`,
          ),
          429,
        );
      }
      const counted = await options.kv.atomic().check(entry).set(key, used + 1, { expireIn: windowMs * 2 })
        .commit();
      if (counted.ok) break;
    }
    await next();
  };
}

/**
 * Gives the answer to a HEAD request the Content-Length its GET would have. Hono answers HEAD by running the
 * GET route and dropping the body, and the length would otherwise go out as 0, which tells a client (a link
 * checker, a cache) the resource is empty.
 *
 * @example
 * app.use("*", headLength());
 */
export function headLength(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.raw.method !== "HEAD" || !c.res.body || c.res.headers.has("content-length")) return;
    const length = (await c.res.clone().arrayBuffer()).byteLength;
    c.res.headers.set("Content-Length", String(length));
  };
}

/** The content codings `compress` can write, in the order it prefers them when a client accepts both equally. */
export type ContentCoding = "br" | "gzip";

export interface CompressOptions {
  /** Bodies shorter than this many bytes go out as they are: the coding's framing would eat the gain. */
  threshold?: number;
  /** The codings offered, best first; defaults to `["br", "gzip"]`. */
  codings?: readonly ContentCoding[];
  /** Whether a Content-Type is worth compressing; defaults to text, JSON, JavaScript, XML and SVG. */
  compressible?: (contentType: string) => boolean;
}

/**
 * Text-like media types. Images other than SVG (PNG cards, icons) are compressed already and would only grow;
 * `text/event-stream` is left alone since a coded stream would hold events back.
 */
const COMPRESSIBLE_TYPE =
  /^\s*(text\/(?!event-stream)[^;\s]+|application\/(json|javascript|xml|manifest\+json|[a-z.-]+\+(json|xml))|image\/svg\+xml)\s*(;|$)/i;
const NO_TRANSFORM = /(^|,)\s*no-transform\s*(,|$)/i;
/** Brotli's quality 5 and gzip's level 6: within a few per cent of the best ratio at a fraction of the time. */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/**
 * The coding to answer in: the accepted one with the highest quality, ties going to the server's order. A
 * coding named with `q=0` is refused, `*` stands for every coding not named, and no header means identity
 * (RFC 9110 §12.5.3). Null for identity.
 */
export function chooseCoding(
  acceptEncoding: string | undefined,
  offered: readonly ContentCoding[],
): ContentCoding | null {
  if (!acceptEncoding) return null;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.split(";").map((p) => p.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith("q="));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  let best: ContentCoding | null = null;
  let bestQuality = 0;
  for (const coding of offered) {
    const q = quality.get(coding) ?? quality.get("*") ?? 0;
    if (q > bestQuality) [best, bestQuality] = [coding, q];
  }
  return best;
}

/** `body` in `coding`, in one piece: the bodies served are pages and files of tens of KB, built whole anyway. */
export function encodeBody(body: Uint8Array, coding: ContentCoding): Uint8Array<ArrayBuffer> {
  const out = coding === "br"
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : zlib.gzipSync(body, { level: GZIP_LEVEL });
  return new Uint8Array(out);
}

/**
 * Compresses an answer in the coding the client's Accept-Encoding prefers: brotli (node:zlib; the web
 * platform's CompressionStream has only gzip and deflate, and so has `hono/compress`, which is built on it)
 * or gzip. Only text-like bodies of at least `threshold` bytes are touched; an answer already coded, a range,
 * `Cache-Control: no-transform` or a bodiless status is left alone. Every answer that could be compressed
 * carries `Vary: Accept-Encoding`, compressed or not, so a shared cache keeps the variants apart.
 *
 * A compressed body is another representation, so its strong ETag becomes weak (`W/"…"`): routes compare
 * If-None-Match by the tag's opaque part (`etagMatches`), so revalidation still gets its 304, and a 304 to a
 * client holding the weak tag names the weak tag. The length is the coded body's, HEAD included (mount it
 * outside `headLength`, which measures the body inside).
 *
 * @example
 * app.use("*", compress());
 * app.use("*", compress({ threshold: 512, codings: ["gzip"] }));
 */
export function compress(options: CompressOptions = {}): MiddlewareHandler {
  const encode = compressAnswer(options);
  return async (c, next) => {
    await next();
    const answer = await encode(c.req.raw, c.res);
    if (answer === c.res) return;
    // Hono copies the old answer's headers onto a new one; this one is whole already.
    c.res = undefined;
    c.res = answer;
  };
}

/**
 * What `compress` does to one answer, for answers given outside Hono's middleware chain (the stored answers of
 * routes/shared/answer_cache.ts): the answer coded for `request`, or the same answer when it is left alone.
 */
export function compressAnswer(
  options: CompressOptions = {},
): (request: Request, res: Response) => Promise<Response> {
  const threshold = options.threshold ?? 1024;
  const offered = options.codings ?? ["br", "gzip"];
  const compressible = options.compressible ?? ((type: string) => COMPRESSIBLE_TYPE.test(type));
  return async (request, res) => {
    if (res.status === 304) {
      const coded = chooseCoding(request.headers.get("Accept-Encoding") ?? undefined, offered) !== null;
      return coded ? notModifiedFor(request, res) : res;
    }
    if (
      !res.body || res.status === 204 || res.status === 206 || res.headers.has("Content-Encoding") ||
      res.headers.has("Content-Range") || NO_TRANSFORM.test(res.headers.get("Cache-Control") ?? "") ||
      !compressible(res.headers.get("Content-Type") ?? "")
    ) return res;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    const large = body.byteLength >= threshold;
    const coding = large ? chooseCoding(request.headers.get("Accept-Encoding") ?? undefined, offered) : null;
    if (large) appendVary(headers, "Accept-Encoding");
    const sent = coding ? encodeBody(body, coding) : body;
    if (coding) {
      headers.set("Content-Encoding", coding);
      const etag = headers.get("ETag");
      if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    }
    headers.set("Content-Length", String(sent.byteLength));
    return new Response(sent, { status: res.status, statusText: res.statusText, headers });
  };
}

/**
 * A 304 to a client that accepts a coding and holds the compressed (weak) variant names the tag it holds, as the
 * 200 it stands for would; a client asking without a coding gets the tag as the route set it.
 */
function notModifiedFor(request: Request, res: Response): Response {
  const etag = res.headers.get("ETag");
  if (!etag || etag.startsWith("W/")) return res;
  const held = (request.headers.get("If-None-Match") ?? "").split(",").map((t) => t.trim());
  if (!held.includes(`W/${etag}`)) return res;
  const headers = new Headers(res.headers);
  headers.set("ETag", `W/${etag}`);
  return new Response(null, { status: 304, statusText: res.statusText, headers });
}

function appendVary(headers: Headers, name: string): void {
  const current = headers.get("Vary");
  if (current === "*") return;
  const names = (current ?? "").split(",").map((n) => n.trim().toLowerCase());
  if (!names.includes(name.toLowerCase())) headers.set("Vary", current ? `${current}, ${name}` : name);
}
