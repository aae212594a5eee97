/**
 * A seeded fuzzer of the in-process app: requests built from the routes /openapi.json documents (every
 * parameter, in path, query and body) and the page routes, filled with hostile values — markup, quotes,
 * percent-escapes, control characters, huge and negative numbers, grids of the wrong size or alphabet, long
 * strings — and checked for what must hold whatever a client sends:
 *
 * - no 5xx other than 503 `busy`/`unavailable` (which are in the error model);
 * - every /api error is the one error model `{ error: { code, message } }`;
 * - no HTML or SVG answer carries a hostile marker unescaped (no reflected markup).
 *
 * tests/routes/fuzz_test.ts runs it for a fixed number of cases in CI; `deno task fuzz [cases] [seed]` runs more.
 */
import fc from "fast-check";
import type { Hono } from "hono";
import { loadPools } from "../data/pools.ts";
import { createApp } from "../routes/app.ts";

/** A marker no route writes by itself: found raw in HTML or SVG, it was reflected unescaped. */
const MARKER = "<zq-fuzz";

const hostileText = fc.oneof(
  fc.constantFrom(
    `${MARKER} onload=alert(1)>`,
    `"><${MARKER.slice(1)}>`,
    `'${MARKER}'`,
    "%3Czq-fuzz%3E",
    "../../etc/passwd",
    "%00",
    "\u0000\u202e\ud800",
    "-1",
    "1e308",
    "99999999999999999999",
    "NaN",
    "",
    " ",
    "2026-02-30",
    "9999-12-31",
    "hard",
    "EVIL",
    "killer",
    "16x16",
    "x",
    "json",
    "discord",
    "text",
    "1200",
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,80}$/),
);

const gridText = fc.oneof(
  fc.stringMatching(/^[0-9.]{81}$/),
  fc.stringMatching(/^[0-9.]{0,300}$/),
  fc.stringMatching(/^[1-9A-G.]{256}$/),
  fc.constant(`${"1".repeat(80)}${MARKER}`),
  hostileText,
);

const jsonValue = fc.oneof(
  hostileText,
  gridText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);

/** The routes to fuzz: what the OpenAPI document lists, plus the pages and images it does not. */
export interface Operation {
  method: string;
  path: string;
  query: string[];
  body: string[];
}

export async function operationsOf(app: Hono): Promise<Operation[]> {
  const doc = await (await app.request("/openapi.json")).json();
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = (op.parameters ?? []) as Array<{ name: string; in: string }>;
      const content = (op.requestBody as { content?: Record<string, { schema?: { $ref?: string } }> })
        ?.content;
      const ref = content?.["application/json"]?.schema?.$ref;
      const schema = ref ? doc.components.schemas[ref.split("/").pop()!] : undefined;
      operations.push({
        method: method.toUpperCase(),
        path,
        query: parameters.filter((p) => p.in === "query").map((p) => p.name),
        body: Object.keys(schema?.properties ?? {}),
      });
    }
  }
  const pages = ["/", "/archive", "/techniques", "/play", "/p/{code}", "/daily/{date}/{level}"];
  for (const path of [...pages, "/daily/{variant}/{date}/{level}", "/og/{code}.png", "/img/{code}.svg"]) {
    operations.push({ method: "GET", path, query: ["variant", "level", "date", "width", "code"], body: [] });
  }
  operations.push({
    method: "GET",
    path: "/oembed",
    query: ["url", "format", "maxwidth", "maxheight"],
    body: [],
  });
  return operations;
}

/** One request: an operation with its path parameters, query and body filled with hostile values. */
function requestArbitrary(operations: Operation[]) {
  return fc.constantFrom(...operations).chain((op) =>
    fc.record({
      op: fc.constant(op),
      segments: fc.array(fc.oneof(hostileText, gridText), { minLength: 4, maxLength: 4 }),
      query: fc.array(fc.tuple(fc.constantFrom(...op.query, "extra"), hostileText), { maxLength: 4 }),
      body: fc.oneof(
        fc.record(Object.fromEntries(op.body.map((name) => [name, jsonValue]))).map((b) => JSON.stringify(b)),
        jsonValue.map((v) => JSON.stringify(v)),
        hostileText,
      ),
      json: fc.boolean(),
    })
  );
}

export interface FuzzReport {
  cases: number;
  statuses: Record<number, number>;
}

/** Runs `cases` seeded requests against `app`; throws (with fast-check's shrunk counterexample) on a breach. */
export async function fuzzApp(app: Hono, cases: number, seed: number): Promise<FuzzReport> {
  const operations = await operationsOf(app);
  const statuses: Record<number, number> = {};
  await fc.assert(
    fc.asyncProperty(requestArbitrary(operations), async ({ op, segments, query, body, json }) => {
      let i = 0;
      const path = op.path.replace(
        /\{[^}]+\}/g,
        () => encodeURIComponent(segments[i++ % segments.length].toWellFormed()),
      );
      const search = new URLSearchParams(query).toString();
      const url = `http://sudoku.test${path}${search ? `?${search}` : ""}`;
      const init: RequestInit = { method: op.method };
      if (op.method === "POST") {
        init.body = body;
        init.headers = { "content-type": json ? "application/json" : "application/x-www-form-urlencoded" };
      }
      const res = await app.request(url, init);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      const type = res.headers.get("content-type") ?? "";
      const text = await res.text();
      const where = `${op.method} ${url} → ${res.status}`;
      if (res.status >= 500 && res.status !== 503 && res.status !== 501) throw new Error(`${where}: ${text}`);
      if (path.startsWith("/api/") && res.status >= 400) {
        const parsed = JSON.parse(text);
        if (typeof parsed?.error?.code !== "string" || typeof parsed?.error?.message !== "string") {
          throw new Error(`${where}: not the error model: ${text.slice(0, 200)}`);
        }
      }
      if (/html|svg|xml/.test(type) && text.includes(MARKER)) {
        throw new Error(`${where}: reflected markup in ${type}`);
      }
    }),
    { numRuns: cases, seed, endOnFailure: true },
  );
  return { cases, statuses };
}

/**
 * The app as the fuzzer sees it: every route on, with a KV store in memory, a stand-in for Discord and Slack
 * that refuses every confirmation (the fuzzer posts nothing anywhere), keys for the slash commands, and limits
 * high enough that the rate limit and the gates never hide a route's own answer.
 */
export async function fuzzTarget(options: { solveBudget?: number; now?: () => Date } = {}): Promise<Hono> {
  return createApp({
    pools: await loadPools(),
    kv: await Deno.openKv(":memory:"),
    webhookFetch: () => Promise.resolve(new Response(null, { status: 404 })),
    discordPublicKey: "0".repeat(64),
    slackSigningSecret: "fuzz",
    subscribesPerHour: 1_000_000,
    admission: { concurrency: 1, queue: 1_000 },
    ...options,
  });
}
