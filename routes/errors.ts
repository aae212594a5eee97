/** The one error model: every failure a client can cause is `{ error: { code, message } }` with a 4xx status. */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Extra facts an error may carry beside code and message, such as a solution `count`. */
export type ErrorDetails = Record<string, string | number>;

export interface ErrorBody {
  error: { code: string; message: string } & ErrorDetails;
}

export function errorBody(code: string, message: string, details: ErrorDetails = {}): ErrorBody {
  return { error: { code, message, ...details } };
}

export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  details?: ErrorDetails,
): Response {
  return c.json(errorBody(code, message, details), status);
}

type Validation =
  | { success: true }
  | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } };

/** A @hono/zod-validator hook that turns a failed validation into the one error model (400 `bad-<what>`). */
export function invalid(what: string) {
  return (result: Validation, c: Context) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue.path.length ? `${issue.path.map(String).join(".")}: ` : "";
      return c.json(errorBody(`bad-${what}`, `${where}${issue.message}`), 400);
    }
  };
}
