import assert from "node:assert/strict";
import { Hono } from "hono";
import { notModified } from "../../../routes/shared/http.ts";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import {
  bodySize,
  chooseCoding,
  compress,
  headLength,
  hostCheck,
  jsonBody,
  vary,
} from "../../../routes/shared/middleware.ts";

/** An app with one middleware in front of `GET /` and `POST /` answering "ok". */
function appWith(middleware: ReturnType<typeof hostCheck>): Hono {
  const app = new Hono();
  app.use("*", middleware);
  app.get("/", (c) => c.text("ok"));
  app.post("/", async (c) => c.text(`ok ${(await c.req.text()).length}`));
  return app;
}

Deno.test("hostCheck: host names, addresses and ports pass; anything a URL cannot hold is a 400 bad-host", async () => {
  const app = appWith(hostCheck());
  for (const host of ["localhost", "sudoku.example:8000", "127.0.0.1", "[::1]:443", "a-b.c_d~e"]) {
    // Deno.serve builds the request URL from the Host header, as here.
    const res = await app.request(`http://${host}/`, { headers: { host } });
    assert.equal(res.status, 200, host);
  }
  for (const host of ["a b", "a@b", "a/b", "x:99999x", "[::", "a?b"]) {
    const res = await app.request("/", { headers: { host } });
    assert.equal(res.status, 400, host);
    assert.equal((await res.json()).error.code, "bad-host", host);
  }
});

Deno.test("hostCheck: a request line naming another host or scheme than Host (absolute form) is a 400 bad-host", async () => {
  const app = appWith(hostCheck());
  const host = "127.0.0.1:8000";
  for (
    const target of ["ftp://evil.example/", "http://evil.example/", "http://127.0.0.1:8001/", "file:///etc/"]
  ) {
    const res = await app.request(target, { headers: { host } });
    assert.equal(res.status, 400, target);
    assert.equal((await res.json()).error.code, "bad-host", target);
  }
  assert.equal((await app.request("http://127.0.0.1:8000/", { headers: { host } })).status, 200);
  assert.equal((await app.request("http://LOCALHOST/", { headers: { host: "localhost:80" } })).status, 200);
});

Deno.test("headLength: HEAD carries the length its GET would have", async () => {
  const app = new Hono();
  app.use("*", headLength());
  app.get("/", (c) => c.text("twelve bytes"));
  const head = await app.request("/", { method: "HEAD" });
  assert.equal(head.headers.get("content-length"), "12");
  assert.equal(await head.text(), "");
  const get = await app.request("/");
  assert.equal(await get.text(), "twelve bytes");
});

Deno.test("hostCheck: onError gives the refusal", async () => {
  const app = appWith(hostCheck({ onError: (c) => c.text("no", 421) }));
  const res = await app.request("/", { headers: { host: "a b" } });
  assert.equal(res.status, 421);
  assert.equal(await res.text(), "no");
});

Deno.test("vary: appends the headers after the route, keeping the route's own", async () => {
  const app = new Hono();
  app.use("*", vary({ headers: ["Host", "Accept-Language"] }));
  app.get("/", (c) => c.text("plain"));
  app.get("/own", (c) => {
    c.header("Vary", "Accept");
    return c.text("own");
  });
  assert.equal((await app.request("/")).headers.get("vary"), "Host, Accept-Language");
  assert.equal((await app.request("/own")).headers.get("vary"), "Accept, Host, Accept-Language");
});

Deno.test("jsonBody: JSON media types pass; any other or none is a 400 bad-request", async () => {
  const app = appWith(jsonBody());
  for (const type of ["application/json", "application/json; charset=utf-8", "application/problem+json"]) {
    const res = await app.request("/", { method: "POST", body: "{}", headers: { "content-type": type } });
    assert.equal(res.status, 200, type);
  }
  for (const type of ["text/plain", "application/jsonx", "multipart/form-data", ""]) {
    const res = await app.request("/", { method: "POST", body: "{}", headers: { "content-type": type } });
    assert.equal(res.status, 400, type);
    assert.equal((await res.json()).error.code, "bad-request", type);
  }
  const custom = appWith(jsonBody({ onError: (c) => c.text("json please", 415) }));
  assert.equal((await custom.request("/", { method: "POST", body: "x" })).status, 415);
});

Deno.test("bodySize: a body up to the limit passes; one over it is a 413 body-too-large naming the limit", async () => {
  const app = appWith(bodySize({ maxBytes: 10 }));
  const ok = await app.request("/", { method: "POST", body: "x".repeat(10) });
  assert.equal(ok.status, 200);
  assert.equal(await ok.text(), "ok 10");
  const over = await app.request("/", { method: "POST", body: "x".repeat(11) });
  assert.equal(over.status, 413);
  const body = await over.json();
  assert.equal(body.error.code, "body-too-large");
  assert.match(body.error.message, /limit of 10 bytes/);
});

Deno.test("notModified: sets Cache-Control and ETag; a 304 only when If-None-Match names the tag", async () => {
  const app = new Hono();
  const caching = { cacheControl: "public, max-age=60", etag: '"v1-abc"' };
  app.get("/", (c) => (notModified(c, caching) ? c.body(null, 304) : c.text("body")));
  const cases: Array<[string | undefined, number]> = [
    [undefined, 200],
    ['"v1-abc"', 304],
    ['W/"v1-abc"', 304],
    ['"other", "v1-abc"', 304],
    ["*", 304],
    ['"v1-ab"', 200],
    ["", 200],
  ];
  for (const [header, status] of cases) {
    const res = await app.request("/", { headers: header === undefined ? {} : { "if-none-match": header } });
    assert.equal(res.status, status, String(header));
    assert.equal(res.headers.get("cache-control"), caching.cacheControl);
    assert.equal(res.headers.get("etag"), caching.etag);
  }
});

/** Text long enough to compress, and repetitive enough to shrink a lot. */
const LONG_TEXT = "the same daily Sudoku for everyone\n".repeat(200);

/** An app with `compress()` outside `headLength()`, as app.ts mounts them, and a route per kind of answer. */
function compressingApp(options: Parameters<typeof compress>[0] = {}): Hono {
  const app = new Hono();
  app.use("*", compress(options));
  app.use("*", headLength());
  app.get("/text", (c) => c.text(LONG_TEXT));
  app.get("/short", (c) => c.text("short"));
  app.get("/png", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/png" }));
  app.get("/coded", (c) =>
    c.body(new Uint8Array(gzipSync(new TextEncoder().encode(LONG_TEXT))), 200, {
      "Content-Type": "text/plain",
      "Content-Encoding": "gzip",
    }));
  app.get("/tagged", (c) => {
    if (notModified(c, { cacheControl: "no-cache", etag: '"v1"' })) return c.body(null, 304);
    return c.json({ text: LONG_TEXT });
  });
  app.get("/no-transform", (c) => {
    c.header("Cache-Control", "no-transform");
    return c.text(LONG_TEXT);
  });
  return app;
}

async function decoded(res: Response): Promise<string> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  const coding = res.headers.get("content-encoding");
  const plain = coding === "br" ? brotliDecompressSync(bytes) : coding === "gzip" ? gunzipSync(bytes) : bytes;
  return new TextDecoder().decode(plain);
}

Deno.test("chooseCoding: the highest quality accepted, ties to the server's order, q=0 refused, * for the rest", () => {
  const offered = ["br", "gzip"] as const;
  assert.equal(chooseCoding(undefined, offered), null);
  assert.equal(chooseCoding("", offered), null);
  assert.equal(chooseCoding("identity", offered), null);
  assert.equal(chooseCoding("gzip, deflate, br, zstd", offered), "br");
  assert.equal(chooseCoding("gzip", offered), "gzip");
  assert.equal(chooseCoding("br;q=0.5, gzip;q=0.8", offered), "gzip");
  assert.equal(chooseCoding("BR;Q=1, gzip", offered), "br");
  assert.equal(chooseCoding("br;q=0, gzip;q=0", offered), null);
  assert.equal(chooseCoding("*", offered), "br");
  assert.equal(chooseCoding("br;q=0, *", offered), "gzip");
  assert.equal(chooseCoding("deflate", offered), null);
  assert.equal(chooseCoding("br", ["gzip"]), null);
});

Deno.test("compress: brotli or gzip as the client asks, with Vary, Content-Length and the same text decoded", async () => {
  const app = compressingApp();
  for (
    const [accept, coding] of [["gzip, deflate, br", "br"], ["gzip", "gzip"], ["br;q=0.1, gzip", "gzip"]]
  ) {
    const res = await app.request("/text", { headers: { "Accept-Encoding": accept } });
    assert.equal(res.headers.get("content-encoding"), coding, accept);
    assert.equal(res.headers.get("vary"), "Accept-Encoding", accept);
    const length = Number(res.headers.get("content-length"));
    assert.ok(length > 0 && length < LONG_TEXT.length / 10, `${accept}: ${length} bytes`);
    const copy = res.clone();
    assert.equal(
      (await copy.arrayBuffer()).byteLength,
      length,
      `${accept}: Content-Length is the coded body's`,
    );
    assert.equal(await decoded(res), LONG_TEXT, accept);
  }
  // No Accept-Encoding, or none we write: the body as it is, still marked as varying.
  for (
    const headers of [{}, { "Accept-Encoding": "deflate" }, { "Accept-Encoding": "identity" }] as Record<
      string,
      string
    >[]
  ) {
    const res = await app.request("/text", { headers });
    assert.equal(res.headers.get("content-encoding"), null);
    assert.equal(res.headers.get("vary"), "Accept-Encoding");
    assert.equal(await res.text(), LONG_TEXT);
  }
});

Deno.test("compress: a body under the threshold, a PNG, a coded body and no-transform are left alone", async () => {
  const app = compressingApp();
  const br = { "Accept-Encoding": "br, gzip" };
  const short = await app.request("/short", { headers: br });
  assert.equal(short.headers.get("content-encoding"), null);
  assert.equal(short.headers.get("vary"), null, "a body too short to compress never varies");
  assert.equal(await short.text(), "short");

  const png = await app.request("/png", { headers: br });
  assert.equal(png.headers.get("content-encoding"), null);
  assert.equal(png.headers.get("vary"), null);
  assert.equal((await png.arrayBuffer()).byteLength, 4096);

  // Already gzip: coded once, not twice.
  const coded = await app.request("/coded", { headers: br });
  assert.equal(coded.headers.get("content-encoding"), "gzip");
  assert.equal(await decoded(coded), LONG_TEXT);

  const kept = await app.request("/no-transform", { headers: br });
  assert.equal(kept.headers.get("content-encoding"), null);
  assert.equal(await kept.text(), LONG_TEXT);

  const lower = compressingApp({ threshold: 4 });
  assert.equal((await lower.request("/short", { headers: br })).headers.get("content-encoding"), "br");
  const gzipOnly = compressingApp({ codings: ["gzip"] });
  assert.equal((await gzipOnly.request("/text", { headers: br })).headers.get("content-encoding"), "gzip");
});

Deno.test("compress: a compressed answer's ETag is weak, and revalidating with it still gets a 304", async () => {
  const app = compressingApp();
  const first = await app.request("/tagged", { headers: { "Accept-Encoding": "br" } });
  assert.equal(first.headers.get("etag"), 'W/"v1"');
  assert.equal(first.headers.get("content-encoding"), "br");
  await first.body?.cancel();

  const again = await app.request("/tagged", {
    headers: { "Accept-Encoding": "br", "If-None-Match": 'W/"v1"' },
  });
  assert.equal(again.status, 304);
  assert.equal(again.headers.get("etag"), 'W/"v1"', "the 304 names the tag the client holds");
  assert.equal(again.headers.get("content-encoding"), null);
  assert.equal(await again.text(), "");

  // Uncompressed, the tag stays strong, and so does its 304.
  const plain = await app.request("/tagged");
  assert.equal(plain.headers.get("etag"), '"v1"');
  await plain.body?.cancel();
  const plainAgain = await app.request("/tagged", { headers: { "If-None-Match": '"v1"' } });
  assert.equal(plainAgain.status, 304);
  assert.equal(plainAgain.headers.get("etag"), '"v1"');
});

Deno.test("compress: HEAD carries the length and coding its GET would have, and no body", async () => {
  const app = compressingApp();
  for (const accept of ["br", "gzip", ""]) {
    const headers = accept ? { "Accept-Encoding": accept } : undefined;
    const get = await app.request("/text", { headers });
    const getLength = (await get.arrayBuffer()).byteLength;
    const head = await app.request("/text", { method: "HEAD", headers });
    assert.equal(head.status, 200);
    assert.equal(head.headers.get("content-length"), String(getLength), accept || "identity");
    assert.equal(head.headers.get("content-encoding"), get.headers.get("content-encoding"));
    assert.equal(await head.text(), "");
  }
});
