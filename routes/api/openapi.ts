/**
 * The API's own description: GET /openapi.json (OpenAPI 3.1, generated from the zod schemas the /api routers
 * validate with) and GET /docs (Swagger UI, its script and style served from the `swagger-ui-dist` package
 * under /docs/assets/, so the page works with no other host reachable).
 */
import { type Context, Hono } from "hono";
import { OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import { SwaggerUI } from "@hono/swagger-ui";
import swaggerUiPackage from "swagger-ui-dist/package.json" with { type: "json" };

const API_TITLE = "sudoku-daily API";
const API_VERSION = "1.0.0";
/**
 * Where Swagger UI's files are served: the package's version is in the path (as @hono/swagger-ui builds it
 * from `baseUrl` and `version`), so a URL's bytes never change and browsers may keep them for good.
 */
const SWAGGER_UI_BASE = "/docs/assets";
const SWAGGER_UI_VERSION = swaggerUiPackage.version;
/** The path segment naming the package and its version, as the page's URLs carry it. */
const SWAGGER_UI_DIST = `swagger-ui-dist@${SWAGGER_UI_VERSION}`;
/** The package's files the page loads, and their media types; nothing else of the package is served. */
const SWAGGER_UI_FILES: Record<string, string> = {
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "swagger-ui.css": "text/css; charset=utf-8",
};
const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/**
 * Our mends of Swagger UI's accessibility (contrast, names of its selects, focusable code blocks), served from
 * routes/api/docs/ beside it under a path of their own; content-hashed, so cached for good like the package's.
 */
const MENDS_BASE = "/docs/assets/sudoku-daily";
const MENDS: Record<string, { type: string; file: URL }> = {
  "accessible.css": {
    type: "text/css; charset=utf-8",
    file: new URL("./docs/accessible.css", import.meta.url),
  },
  "accessible.js": {
    type: "text/javascript; charset=utf-8",
    file: new URL("./docs/accessible.js", import.meta.url),
  },
};

/** Swagger UI's markup (from @hono/swagger-ui): its style, its script and the boot script on /openapi.json. */
const SWAGGER_UI_MARKUP = SwaggerUI({
  url: "/openapi.json",
  baseUrl: SWAGGER_UI_BASE,
  version: SWAGGER_UI_VERSION,
  // Swagger UI would otherwise send the document's URL to validator.swagger.io for a badge.
  validatorUrl: "none",
});

/**
 * The docs page: Swagger UI in a page of our own, whose empty data: icon keeps the browser from asking for
 * /favicon.ico, a 404 in its console, with our mends (MENDS) after Swagger UI's own style and script.
 */
function docsPage(mendUrl: (file: string) => string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="The sudoku-daily API, browsable: every route with its schemas and examples." />
    <title>${API_TITLE}</title>
    <link rel="icon" href="data:," />
  </head>
  <body>${SWAGGER_UI_MARKUP}
    <link rel="stylesheet" href="${mendUrl("accessible.css")}" />
    <script src="${mendUrl("accessible.js")}" defer></script>
  </body>
</html>
`;
}

/** The page, its policy and the mends' bytes, built on first request (the mends are read from disk). */
interface Docs {
  html: string;
  policy: string;
  /** By "<hash>/<file>": what the page links to. */
  mends: Map<string, { type: string; bytes: Uint8Array<ArrayBuffer> }>;
}

async function buildDocs(): Promise<Docs> {
  const mends = new Map<string, { type: string; bytes: Uint8Array<ArrayBuffer> }>();
  const paths = new Map<string, string>();
  for (const [file, { type, file: url }] of Object.entries(MENDS)) {
    const bytes = await Deno.readFile(url);
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
    const hash = digest.slice(0, 8).toBase64({ alphabet: "base64url", omitPadding: true });
    mends.set(`${hash}/${file}`, { type, bytes });
    paths.set(file, `${MENDS_BASE}/${hash}/${file}`);
  }
  const html = docsPage((file) => paths.get(file)!);
  return { html, policy: await docsPolicy(html), mends };
}

const TAGS = [
  { name: "daily", description: "The daily puzzle: one per UTC day and level, the same for everyone" },
  { name: "puzzles", description: "Random puzzles and share codes" },
  { name: "grading", description: "Grade, solve step by step, and hint any grid a client sends" },
  {
    name: "subscriptions",
    description: "Webhook subscriptions: the daily posted to a Discord or Slack channel every UTC day",
  },
  {
    name: "results",
    description: "Players' solve times, sent by choice: how others did on a daily, and a channel's times",
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

  let docs: Promise<Docs> | undefined;
  const built = () =>
    docs ??= buildDocs().catch((error) => {
      docs = undefined;
      throw error;
    });
  app.get("/docs", async (c) => {
    const { html, policy } = await built();
    c.header("Content-Security-Policy", policy);
    return c.html(html);
  });
  app.get(`${MENDS_BASE}/:hash/:file`, async (c) => {
    const mend = (await built()).mends.get(`${c.req.param("hash")}/${c.req.param("file")}`);
    if (!mend) return c.notFound();
    c.header("Content-Type", mend.type);
    c.header("Cache-Control", IMMUTABLE_CACHE);
    return c.body(mend.bytes);
  });
  // The version is matched in the handler: Hono's router matches no static segment holding "@".
  app.get(`${SWAGGER_UI_BASE}/:dist/:file`, serveSwaggerUiFile);
  return app;
}

/** The package's files, read on first request (the bundle is 1.7 MB: a server that never shows /docs never reads it). */
const swaggerUiFiles = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

async function serveSwaggerUiFile(c: Context): Promise<Response> {
  const file = c.req.param("file") ?? "";
  const type = Object.hasOwn(SWAGGER_UI_FILES, file) ? SWAGGER_UI_FILES[file] : undefined;
  if (c.req.param("dist") !== SWAGGER_UI_DIST || type === undefined) return c.notFound();
  let bytes = swaggerUiFiles.get(file);
  if (!bytes) {
    bytes = Deno.readFile(new URL(import.meta.resolve(`swagger-ui-dist/${file}`)));
    swaggerUiFiles.set(file, bytes);
  }
  c.header("Content-Type", type);
  c.header("Cache-Control", IMMUTABLE_CACHE);
  return c.body(await bytes);
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
 * Everything from this origin: Swagger UI's script and style from our own versioned path, its one inline boot
 * script by its hash, so nothing else may run; the document (and "try it out" calls) are fetched from here too.
 */
async function docsPolicy(html: string): Promise<string> {
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const hashes = await Promise.all(inline.map(async (script) => {
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script));
    return `'sha256-${new Uint8Array(digest).toBase64()}'`;
  }));
  return [
    "default-src 'none'",
    `script-src 'self' ${hashes.join(" ")}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}
