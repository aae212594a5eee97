/**
 * The API's own description: GET /openapi.json (OpenAPI 3.1, generated from the zod schemas the /api routers
 * validate with) and GET /docs (Swagger UI, loaded from the jsDelivr CDN).
 */
import { Hono } from "hono";
import { OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import { swaggerUI } from "@hono/swagger-ui";

const API_TITLE = "sudoku-daily API";
const API_VERSION = "1.0.0";
/** Pinned, so the page's Content-Security-Policy can name exactly the files it loads. */
const SWAGGER_UI_VERSION = "5.35.0";
const CDN_ORIGIN = "https://cdn.jsdelivr.net";
const SWAGGER_UI_PATH = `${CDN_ORIGIN}/npm/swagger-ui-dist@${SWAGGER_UI_VERSION}/`;

const TAGS = [
  { name: "daily", description: "The daily puzzle: one per UTC day and level, the same for everyone" },
  { name: "puzzles", description: "Random puzzles and share codes" },
  { name: "grading", description: "Grade, solve step by step, and hint any grid a client sends" },
  {
    name: "subscriptions",
    description: "Webhook subscriptions: the daily posted to a Discord or Slack channel every UTC day",
  },
  { name: "meta", description: "The technique catalogue and the verified pools" },
  { name: "bots", description: "Slash commands for chat platforms, each request signed by the platform" },
];

const DOCUMENT_CONFIG = {
  openapi: "3.1.0",
  info: {
    title: API_TITLE,
    version: API_VERSION,
    description: "The same daily Sudoku for everyone, graded by the techniques a person needs. Every " +
      "error is `{ error: { code, message } }` with a 4xx status; unknown routes are 404 `not-found`. Routes " +
      "doing heavy work (grade, solve, hint, archives, random puzzles, feeds, card drawings) answer 503 `busy` " +
      "with `Retry-After` when too many such requests are waiting.",
  },
  servers: [{ url: "/" }],
  tags: TAGS,
};

type Document = ReturnType<OpenAPIHono["getOpenAPI31Document"]>;

/**
 * `api` is the OpenAPIHono every /api router is mounted on, with base path /api; `outside` are the configs of
 * routes served elsewhere (such as /interactions/discord), documented at their own paths.
 */
export function createDocs(api: OpenAPIHono, outside: RouteConfig[] = []): Hono {
  const app = new Hono();
  // The routes are fixed once the app is built: generate the document on first use and keep it.
  let document: Document | undefined;
  app.get("/openapi.json", (c) => {
    document ??= withOutside(api.getOpenAPI31Document(DOCUMENT_CONFIG), outside);
    return c.json(document);
  });

  let policy: Promise<string> | undefined;
  app.get(
    "/docs",
    async (c, next) => {
      await next();
      policy ??= docsPolicy(await c.res.clone().text());
      c.header("Content-Security-Policy", await policy);
    },
    swaggerUI({ url: "/openapi.json", title: API_TITLE, version: SWAGGER_UI_VERSION }),
  );
  return app;
}

/**
 * The /api document with the `outside` routes added. A base path prefixes every path its registry holds, so
 * they are generated from a registry of their own and merged in, components and all.
 */
function withOutside(document: Document, outside: RouteConfig[]): Document {
  if (outside.length === 0) return document;
  const registry = new OpenAPIHono();
  for (const route of outside) registry.openAPIRegistry.registerPath(route);
  const extra = registry.getOpenAPI31Document(DOCUMENT_CONFIG);
  const components: Record<string, Record<string, unknown>> = { ...document.components };
  for (const [kind, entries] of Object.entries(extra.components ?? {})) {
    components[kind] = { ...components[kind], ...entries };
  }
  return { ...document, paths: { ...document.paths, ...extra.paths }, components };
}

/**
 * Swagger UI's script and style come from the pinned CDN path; its one inline boot script is allowed by its
 * hash, so nothing else may run. It fetches the document (and "try it out" calls) from this origin only.
 */
async function docsPolicy(html: string): Promise<string> {
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const hashes = await Promise.all(inline.map(async (script) => {
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script));
    return `'sha256-${new Uint8Array(digest).toBase64()}'`;
  }));
  return [
    "default-src 'none'",
    `script-src ${SWAGGER_UI_PATH} ${hashes.join(" ")}`,
    `style-src ${SWAGGER_UI_PATH}`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}
