/** The one error model: every failure a client can cause is `{ error: { code, message } }` with a 4xx status. */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "@hono/zod-openapi";

/** Extra facts an error may carry beside code and message, such as a solution `count`. */
export type ErrorDetails = Record<string, string | number>;

export interface ErrorBody {
  error: { code: string; message: string } & ErrorDetails;
}

export function errorBody(code: string, message: string, details: ErrorDetails = {}): ErrorBody {
  return { error: { code, message, ...details } };
}

/** Generic in the status so OpenAPI route handlers see exactly the status they answer with. */
export function apiError<S extends ContentfulStatusCode>(
  c: Context,
  status: S,
  code: string,
  message: string,
  details?: ErrorDetails,
) {
  return c.json(errorBody(code, message, details), status);
}

/** The error model as a schema, for the OpenAPI document (a component named ErrorBody). */
const errorSchema = z.object({
  error: z.object({
    code: z.string().openapi({ description: "Stable machine-readable reason, such as `bad-date`" }),
    message: z.string().openapi({ description: "What went wrong, for people" }),
  }).catchall(z.union([z.string(), z.number()])).openapi({
    description:
      "Extra facts may follow, such as `count` (solutions found) or `next_at` (when a daily is out)",
  }),
}).openapi("ErrorBody");

/** One documented error answer: the shared schema with examples of the codes a route can give. */
export function errorResponse(description: string, examples: Record<string, ErrorBody>) {
  return {
    description,
    content: {
      "application/json": {
        schema: errorSchema,
        examples: Object.fromEntries(Object.entries(examples).map(([name, value]) => [name, { value }])),
      },
    },
  };
}

type Validation =
  | { success: true }
  | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } };

/**
 * A validation hook that turns a failed validation into the one error model (400 `bad-<what>`); `fields`
 * gives particular fields their own code (e.g. `{ format: "bad-format" }`).
 */
export function invalid(what: string, fields: Record<string, string> = {}) {
  return (result: Validation, c: Context) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue.path.length ? `${issue.path.map(String).join(".")}: ` : "";
      const code = fields[String(issue.path[0])] ?? `bad-${what}`;
      return c.json(errorBody(code, `${where}${issue.message}`), 400);
    }
  };
}
