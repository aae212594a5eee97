import assert from "node:assert/strict";
import { Hono } from "hono";
import { notModified } from "../../../routes/shared/http.ts";
import { bodySize, headLength, hostCheck, jsonBody, vary } from "../../../routes/shared/middleware.ts";

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
