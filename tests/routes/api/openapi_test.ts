import assert from "node:assert/strict";
import { Ajv2020 } from "ajv/dist/2020.js";
import { XMLValidator } from "fast-xml-parser";
import type { Hono } from "hono";
import { createApp } from "../../../routes/app.ts";
import { loadPools } from "../../../data/pools.ts";
import { discordSigner, slackSigner } from "../../testing/signing.ts";

/** 2026-11-30, 18:00 UTC: the documented example days (up to 2026-11-29) are all out. */
const NOW = new Date("2026-11-30T18:00:00Z");
const pools = await loadPools();
const discord = await discordSigner();
const slack = await slackSigner();
/**
 * Stands in for Discord: webhooks with the documented example's token accept posts, any other answers 404; and
 * for Slack's chat.postMessage, which takes every bot's post.
 */
const webhookFetch: typeof fetch = (input) => {
  if (String(input).endsWith("/api/chat.postMessage")) {
    return Promise.resolve(Response.json({ ok: true, channel: "C0123456789", ts: "1765000000.000001" }));
  }
  return Promise.resolve(new Response(null, { status: String(input).includes("/abcdefghij") ? 204 : 404 }));
};
const app = createApp({
  kv: await Deno.openKv(":memory:"),
  webhookFetch,
  subscribesPerHour: 1_000,
  pools,
  now: () => NOW,
  discordPublicKey: discord.publicKey,
  slackSigningSecret: slack.signingSecret,
});
/** The routes outside /api the document describes too: what feed readers and chat platforms call. */
const OUTSIDE_API = ["get /feed.atom", "post /interactions/discord", "post /slack/commands"];
const TAGS = ["puzzles", "daily", "grading", "meta", "bots", "subscriptions", "results"];

/** Requests to the slash-command routes are signed as their platforms sign them; others need nothing. */
async function signed(path: string, body: string): Promise<Record<string, string>> {
  if (path === "/interactions/discord") return await discord.headers(body);
  if (path === "/slack/commands") return await slack.headers(body, NOW);
  return {};
}

type Json = Record<string, unknown>;
type Operation = {
  summary?: string;
  tags?: string[];
  /** Credentials the operation needs (a subscription's bearer token). */
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Json; example?: unknown }>;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
};
type Media = { schema?: Json; example?: unknown; examples?: Record<string, { value: unknown }> };

const doc = await (await app.request("/openapi.json")).json();
const METHODS = ["get", "post", "put", "patch", "delete"];

function operations(): Array<{ path: string; method: string; op: Operation }> {
  return Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([path, item]) =>
    Object.entries(item).filter(([method]) => METHODS.includes(method)).map(([method, op]) => ({
      path,
      method,
      op,
    }))
  );
}

/** Follows a local `$ref` into components. */
function resolve(schema: Json | undefined): Json | undefined {
  const ref = schema?.$ref;
  if (typeof ref !== "string") return schema;
  return ref.replace(/^#\//, "").split("/").reduce((node: Json, key) => node[key] as Json, doc as Json);
}

/** Every documented example of a media type: its own, or its schema's. */
function examplesOf(media: Media): unknown[] {
  const schema = resolve(media.schema);
  return [
    ...(media.example === undefined ? [] : [media.example]),
    ...Object.values(media.examples ?? {}).map((e) => e.value),
    ...(schema?.example === undefined ? [] : [schema.example]),
    ...((schema?.examples as unknown[] | undefined) ?? []),
  ];
}

/** The documented 200 schema's required top-level fields are all in `body` (for object schemas). */
function assertHasRequired(schema: Json | undefined, body: unknown, where: string) {
  const resolved = resolve(schema);
  if (resolved?.type !== "object") return;
  for (const key of (resolved.required as string[] | undefined) ?? []) {
    assert.ok(body && typeof body === "object" && key in body, `${where}: missing ${key}`);
  }
}

Deno.test("GET /openapi.json is an OpenAPI 3.1 document of the sudoku-daily API", () => {
  assert.equal(doc.openapi, "3.1.0");
  assert.equal(doc.info.title, "sudoku-daily API");
  assert.equal(typeof doc.info.version, "string");
  assert.deepEqual(doc.servers, [{ url: "/" }]);
  assert.deepEqual(doc.tags.map((t: { name: string }) => t.name).sort(), [...TAGS].sort());
  assert.ok(Object.keys(doc.paths).length > 0);
});

Deno.test("every /api route and every route outside /api the app registers is documented with its method, and nothing else is", () => {
  const registered = new Set(
    app.routes
      .filter((r) => r.method !== "ALL" && !r.path.includes("*"))
      .map((r) => `${r.method.toLowerCase()} ${r.path.replaceAll(/:(\w+)/g, "{$1}")}`)
      .filter((route) => route.includes(" /api/") || OUTSIDE_API.includes(route)),
  );
  const documented = new Set(operations().map(({ path, method }) => `${method} ${path}`));
  assert.ok(registered.size >= 11, `found ${registered.size} api routes`);
  for (const route of OUTSIDE_API) assert.ok(registered.has(route), `${route} is served`);
  assert.deepEqual([...registered].sort(), [...documented].sort());
});

Deno.test("GET /feed.atom is documented at its own path: its query, the Atom type with an example feed, 304 and 400", () => {
  assert.equal(doc.paths["/api/feed.atom"], undefined, "not under /api");
  const op: Operation = doc.paths["/feed.atom"].get;
  assert.deepEqual(op.tags, ["daily"]);
  assert.deepEqual(op.parameters?.map((p) => `${p.in} ${p.name}`).sort(), ["query level", "query variant"]);
  const atom = op.responses["200"].content?.["application/atom+xml; charset=utf-8"];
  assert.equal(atom?.schema?.type, "string");
  const example = String(atom?.example);
  assert.equal(XMLValidator.validate(example), true);
  assert.match(example, /<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/);
  assert.ok(op.responses["304"]);
  assert.equal(
    op.responses["400"].content?.["application/json"]?.schema?.$ref,
    "#/components/schemas/ErrorBody",
  );
});

Deno.test("every operation has a summary, a known tag, and a 2xx answer with a schema and an example", () => {
  for (const { path, method, op } of operations()) {
    const where = `${method.toUpperCase()} ${path}`;
    assert.ok(op.summary && op.summary.length > 3, `${where}: summary`);
    assert.ok(op.tags?.length, `${where}: tags`);
    for (const tag of op.tags!) {
      assert.ok(TAGS.includes(tag), `${where}: ${tag}`);
    }
    // A 204 (DELETE) has no content to describe.
    const ok = Object.entries(op.responses).filter(([status]) => status.startsWith("2") && status !== "204");
    assert.ok(ok.length > 0 || op.responses["204"], `${where}: a 2xx response`);
    for (const [status, response] of ok) {
      const media = Object.values(response.content ?? {});
      assert.ok(media.length > 0, `${where} ${status}: content`);
      for (const m of media) {
        assert.ok(m.schema, `${where} ${status}: schema`);
        assert.ok(examplesOf(m).length > 0, `${where} ${status}: example`);
      }
    }
    for (const [status, response] of Object.entries(op.responses).filter(([s]) => s.startsWith("4"))) {
      const media = response.content?.["application/json"];
      assert.equal(media?.schema?.$ref, "#/components/schemas/ErrorBody", `${where} ${status}: error model`);
      for (const example of examplesOf(media!)) {
        const error = (example as { error: { code: unknown; message: unknown } }).error;
        assert.equal(typeof error.code, "string", `${where} ${status}: example code`);
        assert.equal(typeof error.message, "string", `${where} ${status}: example message`);
      }
    }
  }
});

Deno.test("the documented request-body examples are accepted by the live routes", async () => {
  let posted = 0;
  for (const { path, method, op } of operations().filter(({ op }) => op.requestBody)) {
    for (const [type, media] of Object.entries(op.requestBody!.content)) {
      const examples = examplesOf(media);
      assert.ok(examples.length > 0, `${path}: a body example`);
      for (const example of examples) {
        const sent = type === "application/x-www-form-urlencoded"
          ? new URLSearchParams(example as Record<string, string>).toString()
          : JSON.stringify(example);
        const res = await app.request(path, {
          method: method.toUpperCase(),
          headers: { "content-type": type, ...await signed(path, sent) },
          body: sent,
        });
        const body = await res.json();
        assert.ok(res.status >= 200 && res.status < 300, `${path}: ${res.status} ${JSON.stringify(body)}`);
        assertHasRequired(op.responses[String(res.status)]?.content?.[type]?.schema, body, path);
        posted++;
      }
    }
  }
  assert.ok(posted >= 6, "grade, solve, hint and the slash commands have examples");
});

Deno.test("GET operations answer 2xx for their documented parameter examples", async () => {
  // Those that need a subscription's token are exercised in the test of live answers below.
  for (const { path, op } of operations().filter(({ method, op }) => method === "get" && !op.security)) {
    let url = path;
    const query = new URLSearchParams();
    for (const p of op.parameters ?? []) {
      const example = p.example ?? p.schema?.example;
      if (p.required) assert.notEqual(example, undefined, `${path}: example for required ${p.name}`);
      if (example === undefined) continue;
      if (p.in === "path") url = url.replace(`{${p.name}}`, encodeURIComponent(String(example)));
      else if (p.in === "query") query.set(p.name, String(example));
    }
    const res = await app.request(`${url}${query.size ? `?${query}` : ""}`);
    assert.ok(res.status >= 200 && res.status < 300, `${url}?${query}: ${res.status}`);
    const type = res.headers.get("content-type") ?? "";
    assert.ok(op.responses["200"].content?.[type], `${url}: ${type} is the documented type`);
    if (!type.startsWith("application/json")) {
      await res.body?.cancel();
      continue;
    }
    const body = await res.json();
    assertHasRequired(op.responses["200"].content?.["application/json"]?.schema, body, path);
  }
});

Deno.test("validation failures still answer with the one error model", async () => {
  const bad = await app.request("/api/daily?level=" + "x".repeat(40));
  assert.equal(bad.status, 400);
  assert.equal((await bad.json()).error.code, "bad-query");
  const share = await app.request("/api/puzzles/%00");
  assert.equal((await share.json()).error.code, "bad-share-code");
  for (const type of ["text/plain", "application/x-www-form-urlencoded"]) {
    const res = await app.request("/api/grade", {
      method: "POST",
      headers: { "content-type": type },
      body: "{}",
    });
    assert.equal(res.status, 400, type);
    assert.equal((await res.json()).error.code, "bad-request");
  }
  const untyped = await app.request("/api/grade", { method: "POST", body: '{"puzzle":"1"}' });
  assert.equal(untyped.status, 400);
});

/** The directives of a Content-Security-Policy header, each with its sources. */
function directivesOf(csp: string): Map<string, string[]> {
  return new Map(csp.split(";").map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));
}

Deno.test("GET /docs is Swagger UI on /openapi.json under a CSP that allows this origin and its boot script only", async () => {
  const res = await app.request("/docs");
  assert.equal(res.status, 200);
  assert.match(res.headers.get("content-type") ?? "", /text\/html/);
  const html = await res.text();
  assert.match(html, /url: '\/openapi\.json'/);
  const csp = res.headers.get("content-security-policy") ?? "";
  assert.doesNotMatch(csp, /https?:|\*|unsafe-inline|unsafe-eval/, `the policy names no other host: ${csp}`);
  const directives = directivesOf(csp);
  assert.deepEqual(directives.get("default-src"), ["'none'"]);
  assert.deepEqual(directives.get("style-src"), ["'self'"]);
  assert.deepEqual(directives.get("connect-src"), ["'self'"]);
  // The one inline boot script is allowed by its hash, and only by it.
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  assert.equal(inline.length, 1);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(inline[0]));
  assert.deepEqual(directives.get("script-src"), ["'self'", `'sha256-${new Uint8Array(digest).toBase64()}'`]);
  // No badge from validator.swagger.io: the page would send it the document's URL.
  assert.match(inline[0], /validatorUrl: 'none'/);
});

Deno.test("/docs loads Swagger UI's files from the swagger-ui-dist package, at versioned URLs cached for good", async () => {
  const html = await (await app.request("/docs")).text();
  // Our accessibility mends come after them, from a path of their own (tests/browser/docs_test.ts).
  const files = [...html.matchAll(/<(?:script src|link rel="stylesheet" href)="([^"]+)"/g)].map((m) => m[1])
    .filter((file) => !file.startsWith("/docs/assets/sudoku-daily/"));
  const { version } = JSON.parse(
    await Deno.readTextFile(new URL(import.meta.resolve("swagger-ui-dist/package.json"))),
  );
  const base = `/docs/assets/swagger-ui-dist@${version}/`;
  assert.deepEqual(files.toSorted(), [`${base}swagger-ui-bundle.js`, `${base}swagger-ui.css`]);
  for (const [file, type] of [["swagger-ui-bundle.js", "text/javascript"], ["swagger-ui.css", "text/css"]]) {
    const res = await app.request(`${base}${file}`);
    assert.equal(res.status, 200, file);
    assert.match(res.headers.get("content-type") ?? "", new RegExp(`^${type}`), file);
    assert.equal(res.headers.get("cache-control"), "public, max-age=31536000, immutable", file);
    const served = new Uint8Array(await res.arrayBuffer());
    const packaged = await Deno.readFile(new URL(import.meta.resolve(`swagger-ui-dist/${file}`)));
    assert.deepEqual(served, packaged, `${file} is the package's file byte for byte`);
  }
  // Only the page's two files are served, and only under the installed version.
  for (
    const path of [
      `${base}package.json`,
      `${base}swagger-initializer.js`,
      "/docs/assets/swagger-ui-dist@0.0.1/swagger-ui.css",
      "/docs/assets/other@1.0.0/swagger-ui.css",
    ]
  ) {
    const res = await app.request(path);
    assert.equal(res.status, 404, path);
    assert.equal((await res.json()).error.code, "not-found", path);
  }
});

/** The document's schemas, compiled by a JSON Schema 2020-12 validator (OpenAPI 3.1's dialect). */
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addFormat("uri", (value: string) => URL.canParse(value));
ajv.addSchema({ ...doc, $id: "openapi" });

/** Points the document's local references at the registered document, so a lone schema can be compiled. */
function anchored(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchored);
  if (!schema || typeof schema !== "object") return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === "$ref" && typeof value === "string" && value.startsWith("#/")
        ? `openapi${value}`
        : anchored(value),
    ]),
  );
}

Deno.test("live answers, good and bad, match the schema documented for their status and type", async () => {
  const daily = await (await app.request("/api/daily?date=2026-11-29")).json();
  const big = JSON.stringify({ puzzle: "0".repeat(100_000) });
  const etag = (await app.request("/api/daily?date=2026-11-29")).headers.get("etag")!;
  /** Signed requests to the slash-command routes; `at` is when Slack says it sent one. */
  const command = async (
    url: string,
    body: string,
    at = NOW,
  ): Promise<[string, string, string, Record<string, string>]> => [
    "POST",
    url,
    body,
    url === "/slack/commands" ? await slack.headers(body, at) : await signed(url, body),
  ];
  const sudoku = (options: Record<string, string>) =>
    JSON.stringify({
      type: 2,
      data: {
        name: "sudoku",
        options: Object.entries(options).map(([name, value]) => ({ name, type: 3, value })),
      },
    });
  const discordResults = () =>
    JSON.stringify({
      type: 2,
      channel_id: "123456789012345678",
      data: { name: "sudoku", options: [{ name: "results", type: 1, options: [] }] },
    });
  const withoutKeys = createApp({ pools, now: () => NOW });
  const closed = createApp({
    pools,
    now: () => NOW,
    kv: await Deno.openKv(":memory:"),
    subscribesPerHour: 0,
  });
  const webhook = "https://discord.com/api/webhooks/123456789012345678/abcdefghijklmnopqrstuvwxyz0123456789";
  const subscribed = await (await app.request("/api/subscriptions", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url: webhook, levels: ["hard"] }),
  })).json();
  const bearer = { authorization: `Bearer ${subscribed.token}` };
  const other = "AAAAAAAAAAAAAAAAAAAAAA";
  /** The documented result (2026-11-30's medium, solved) from another browser id. */
  const result = (change: Record<string, unknown> = {}) => {
    const example = doc.paths["/api/results"].post.requestBody.content["application/json"].example;
    return JSON.stringify({ ...example, browser: "liveAnswersSchema0000A", ...change });
  };
  const capped = createApp({
    pools,
    now: () => NOW,
    kv: await Deno.openKv(":memory:"),
    results: { perAddress: 0 },
  });
  const requests: Array<[string, string, string?, Record<string, string>?, Hono?]> = [
    ["GET", "/api/daily?date=2026-11-29", undefined, { "if-none-match": etag }],
    ["GET", "/api/daily/archive?from=2026-11-01&to=2026-11-29&level=expert", undefined, {
      "if-none-match": "*",
    }],
    ["GET", `/api/puzzles/${daily.code}`, undefined, { "if-none-match": "*" }],
    ["GET", "/api/stats"],
    ["GET", "/api/stats?variant=6x6"],
    ["GET", "/api/stats?variant=8x8"],
    ["GET", "/api/variants"],
    ["GET", "/api/variants?lang=de"],
    ["GET", "/api/variants?lang=fr"],
    ["GET", "/api/techniques"],
    ["GET", "/api/techniques?lang=es"],
    ["GET", "/api/techniques?lang="],
    ["GET", "/api/daily?variant=6x6&level=medium&date=2026-11-29"],
    ["GET", "/api/daily?variant=4x4&format=text"],
    ["GET", "/api/daily?variant=4x4&level=hard"],
    ["GET", "/api/daily?variant=9x8"],
    ["GET", "/api/daily/archive?variant=16x16&level=easy&from=2026-11-27&to=2026-11-29"],
    ["GET", "/api/puzzles/random?variant=x&level=evil&seed=schema"],
    ["GET", "/api/daily"],
    ["GET", "/api/daily?level=EVIL&date=2026-11-01"],
    ...["json", "text", "markdown", "emoji", "discord", "slack"].map((format): [string, string] => [
      "GET",
      `/api/daily?level=hard&format=${format}`,
    ]),
    ["GET", "/feed.atom?variant=x&level=evil"],
    ["GET", "/feed.atom", undefined, { "if-none-match": "*" }],
    ["GET", "/feed.atom?variant=4x4&level=hard"],
    ["GET", "/api/daily?date=2099-01-01"],
    ["GET", "/api/daily?level=impossible"],
    ["GET", "/api/daily?format=xml"],
    ["GET", "/api/daily/archive?from=2026-11-01&to=2026-11-29&level=expert"],
    ["GET", "/api/daily/archive?from=2000-01-01&to=2026-11-29"],
    ["GET", "/api/puzzles/random?level=hard&seed=schema"],
    ["GET", "/api/puzzles/random?level=nope"],
    ["GET", `/api/puzzles/${daily.code}`],
    ["GET", "/api/puzzles/not-a-code"],
    ["POST", "/api/grade", JSON.stringify({ puzzle: daily.puzzle })],
    ["POST", "/api/grade", JSON.stringify({ puzzle: daily.puzzle, scheme: "pilot" })],
    ["POST", "/api/solve", JSON.stringify({ puzzle: daily.puzzle })],
    ["POST", "/api/hint", JSON.stringify({ puzzle: daily.puzzle, board: daily.puzzle })],
    ["POST", "/api/solve", JSON.stringify({ puzzle: daily.puzzle, lang: "es" })],
    ["POST", "/api/hint", JSON.stringify({ puzzle: daily.puzzle, board: daily.puzzle, lang: "de" })],
    ["POST", "/api/solve", JSON.stringify({ puzzle: daily.puzzle, lang: "fr" })],
    ["POST", "/api/grade", JSON.stringify({ puzzle: "1".repeat(81) })],
    ["POST", "/api/hint", JSON.stringify({ puzzle: daily.puzzle, board: "9".repeat(81) })],
    ...["/api/grade", "/api/solve", "/api/hint"].flatMap((url): Array<[string, string, string]> => [
      ["POST", url, "{not json"],
      ["POST", url, big],
      ["POST", url, JSON.stringify({ puzzle: "0".repeat(81), board: "0".repeat(81) })],
    ]),
    await command("/interactions/discord", JSON.stringify({ type: 1 })),
    await command("/interactions/discord", sudoku({})),
    await command("/interactions/discord", sudoku({ level: "hard", variant: "killer" })),
    await command("/interactions/discord", sudoku({ level: "evil", variant: "killer" })),
    await command("/interactions/discord", "{not json"),
    await command("/interactions/discord", JSON.stringify({ type: 9 })),
    // Another channel's webhook: one with the same id would replace the subscription the requests below use.
    [
      "POST",
      "/api/subscriptions",
      JSON.stringify({
        url: webhook.replace("/123456789012345678/", "/876543210987654321/"),
        levels: ["easy"],
      }),
    ],
    ["POST", "/api/subscriptions", JSON.stringify({ url: "https://10.0.0.1/x", levels: ["hard"] })],
    // A Slack bot's channel, then the same channel under another bot token: 409.
    ...[
      "xoxb-1234567890-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx",
      "xoxb-1234567890-9876543210987-ZyXwVuTsRqPoNmLkJiHgFeDc",
    ]
      .map((token): [string, string, string] => [
        "POST",
        "/api/subscriptions",
        JSON.stringify({
          slack_bot_token: token,
          slack_channel: "C0123456789",
          levels: ["hard"],
          thread: "per-day",
        }),
      ]),
    [
      "POST",
      "/api/subscriptions",
      JSON.stringify({ url: webhook.replace("/abcdefghij", "/gonegonego"), levels: ["hard"] }),
    ],
    ["POST", "/api/subscriptions", JSON.stringify({ url: webhook, levels: ["hard"] }), {}, closed],
    ["POST", "/api/subscriptions", JSON.stringify({ url: webhook, levels: ["hard"] }), {}, withoutKeys],
    ["GET", `/api/subscriptions/${subscribed.id}`, undefined, bearer],
    ["GET", `/api/subscriptions/${subscribed.id}`],
    ["GET", `/api/subscriptions/${other}`, undefined, bearer],
    ["GET", "/api/subscriptions/short", undefined, bearer],
    ["GET", `/api/subscriptions/${other}`, undefined, bearer, withoutKeys],
    ["DELETE", `/api/subscriptions/${other}`, undefined, bearer],
    ["DELETE", `/api/subscriptions/${subscribed.id}`, undefined, { authorization: "Bearer wrong" }],
    ["DELETE", "/api/subscriptions/short", undefined, bearer],
    ["DELETE", `/api/subscriptions/${other}`, undefined, bearer, withoutKeys],
    ["DELETE", `/api/subscriptions/${subscribed.id}`, undefined, bearer],
    ["POST", "/api/results", result()],
    ["POST", "/api/results", result()],
    ["POST", "/api/results", result({ date: "2026-11-01" })],
    ["POST", "/api/results", result({ browser: "short" })],
    ["POST", "/api/results", result({ grid: "1".repeat(81) })],
    ["POST", "/api/results", result(), {}, capped],
    ["POST", "/api/results", result(), {}, withoutKeys],
    ["GET", "/api/results/2026-11-30/9x9/medium"],
    ["GET", "/api/results/2026-11-30/9x9/medium?board=discord-123456789012345678"],
    ["GET", "/api/results/2026-11-30/9x9/nope"],
    ["GET", "/api/results/2026-11-30/9x9/medium", undefined, {}, withoutKeys],
    await command("/interactions/discord", discordResults()),
    ["POST", "/interactions/discord", JSON.stringify({ type: 1 })],
    ["POST", "/interactions/discord", big],
    ["POST", "/interactions/discord", JSON.stringify({ type: 1 }), {}, withoutKeys],
    await command("/slack/commands", "command=%2Fsudoku&text=killer+hard"),
    await command("/slack/commands", "command=%2Fsudoku&text=help"),
    await command("/slack/commands", "command=%2Fsudoku&text=4x4+evil"),
    [
      "POST",
      "/slack/commands",
      "text=",
      await slack.headers("text=", NOW).then((h) => ({ ...h, "content-type": "text/plain" })),
    ],
    await command("/slack/commands", "command=%2Fsudoku&text=", new Date(NOW.getTime() - 3_600_000)),
    ["POST", "/slack/commands", big, { "content-type": "application/x-www-form-urlencoded" }],
    [
      "POST",
      "/slack/commands",
      "text=",
      { "content-type": "application/x-www-form-urlencoded" },
      withoutKeys,
    ],
  ];
  const seen = new Set<string>();
  for (const [method, url, body, headers = {}, target = app] of requests) {
    const res = await target.request(url, {
      method,
      headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
      ...(body === undefined ? {} : { body }),
    });
    const path = Object.keys(doc.paths).find((p) =>
      new RegExp(`^${p.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(new URL(url, "http://x").pathname)
    )!;
    const where = `${method} ${url} → ${res.status}`;
    const documented = doc.paths[path][method.toLowerCase()].responses[String(res.status)];
    assert.ok(documented, `${where}: status not documented`);
    seen.add(`${method} ${path} ${res.status}`);
    if (res.status === 304 || res.status === 204) {
      assert.equal(await res.text(), "", `${where}: a ${res.status} has no body`);
      continue;
    }
    const type = res.headers.get("content-type") ?? "";
    const media = Object.entries(documented.content as Record<string, Media>).find(([t]) =>
      t.split(";")[0] === type.split(";")[0]
    );
    assert.ok(media, `${where}: ${type} not documented`);
    const value = type.startsWith("application/json") ? await res.json() : await res.text();
    const validate = ajv.compile(anchored(media[1].schema) as object);
    assert.ok(validate(value), `${where}: ${ajv.errorsText(validate.errors)}`);
  }
  // Every documented status of every operation was met at least once.
  for (const { path, method, op } of operations()) {
    for (const status of Object.keys(op.responses)) {
      assert.ok(
        seen.has(`${method.toUpperCase()} ${path} ${status}`),
        `${method} ${path} ${status} not exercised`,
      );
    }
  }
});
