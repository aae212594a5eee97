/** The one error model: every failure a client can cause is `{ error: { code, message } }` with a 4xx status. */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export interface ErrorBody {
  error: { code: string; message: string };
}

export function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message } };
}

export function apiError(c: Context, status: ContentfulStatusCode, code: string, message: string): Response {
  return c.json(errorBody(code, message), status);
}
