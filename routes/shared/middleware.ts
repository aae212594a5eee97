/**
 * The service's own middleware, each a named factory taking typed options (as Hono's are), so app.ts reads as a
 * list of policies and each policy is tested on its own (tests/middleware_test.ts).
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
 * query (`a@b`, `a/b`). Deno builds the request URL from the Host header and lets such hosts through; routes
 * that link back to this site read the origin from that URL, so the request must stop before any of them runs.
 *
 * @example
 * app.use("*", hostCheck());
 * app.use("*", hostCheck({ onError: (c) => c.text("bad host", 400) }));
 */
export function hostCheck(options: HostCheckOptions = {}): MiddlewareHandler {
  const refuse = options.onError ??
    ((c: Context) => c.json(errorBody("bad-host", "the Host header is not a host name or address"), 400));
  return async (c, next) => {
    if (!hostIsSound(c.req.url, c.req.header("host"))) return refuse(c);
    await next();
  };
}

function hostIsSound(requestUrl: string, host: string | undefined): boolean {
  const url = URL.parse(requestUrl);
  if (url === null || url.username !== "" || url.password !== "") return false;
  return host === undefined || HOST_HEADER.test(host);
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
}

/**
 * Hono's body limit answering in the one error model: a body over `maxBytes` is a 413 `body-too-large`.
 *
 * @example
 * app.use("*", bodySize({ maxBytes: 64 * 1024 }));
 */
export function bodySize(options: BodySizeOptions): MiddlewareHandler {
  return bodyLimit({
    maxSize: options.maxBytes,
    onError: (c) =>
      c.json(errorBody("body-too-large", `request body is over the limit of ${options.maxBytes} bytes`), 413),
  });
}
