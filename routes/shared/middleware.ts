/**
 * The service's own middleware, each a named factory taking typed options (as Hono's are), so app.ts reads as a
 * list of policies and each policy is tested on its own (tests/routes/shared/middleware_test.ts).
 */
import type { Context, MiddlewareHandler } from "hono";
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
