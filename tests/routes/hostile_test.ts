import assert from "node:assert/strict";
import fc from "fast-check";
import { createApp } from "../../routes/app.ts";
import { loadPools } from "../../data/pools.ts";

/** Whatever a client sends, the answer is a JSON error or a real answer — never a 500. */
const app = createApp();

async function checkResponse(res: Response) {
  assert.ok(res.status < 500, `status ${res.status}`);
  if (res.status >= 400) {
    const body = await res.json();
    assert.equal(typeof body.error.code, "string");
    assert.equal(typeof body.error.message, "string");
  } else {
    await res.body?.cancel();
  }
}

Deno.test("random share codes and paths never give a 500", async () => {
  await fc.assert(
    fc.asyncProperty(fc.string({ maxLength: 300 }), async (s) => {
      await checkResponse(await app.request(`/api/puzzles/${encodeURIComponent(s)}`));
      await checkResponse(await app.request(`/${encodeURIComponent(s)}`));
    }),
    { numRuns: 300 },
  );
  await fc.assert(
    fc.asyncProperty(fc.base64String({ maxLength: 200 }), async (s) => {
      const code = s.replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
      if (code) await checkResponse(await app.request(`/api/puzzles/${code}`));
    }),
    { numRuns: 300 },
  );
});

Deno.test("random JSON bodies to every POST route never give a 500", async () => {
  const grid = fc.oneof(
    fc.string({ maxLength: 100 }),
    fc.array(fc.constantFrom(..."123456789.0-|+ \n"), { minLength: 70, maxLength: 90 }).map((a) =>
      a.join("")
    ),
    fc.anything(),
  );
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom("/api/grade", "/api/solve", "/api/hint"),
      fc.record({
        puzzle: grid,
        board: grid,
        scheme: fc.oneof(fc.constantFrom("standard", "six", "pilot"), fc.anything()),
      }, {
        requiredKeys: [],
      }),
      async (path, body) => {
        const res = await app.request(path, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        await checkResponse(res);
      },
    ),
    { numRuns: 300 },
  );
});

Deno.test("raw garbage bodies and wrong content types get 4xx", async () => {
  for (const body of ["", "null", "[]", "1", '"x"', "{", "\u0000\u0001", "{}".repeat(10)]) {
    for (const type of ["application/json", "text/plain"]) {
      const res = await app.request("/api/grade", {
        method: "POST",
        headers: { "content-type": type },
        body,
      });
      await checkResponse(res);
      assert.ok(res.status >= 400);
    }
  }
});

Deno.test("random input to the pages, images, oEmbed and bot formats never gives a 500", async () => {
  const withPools = createApp({ pools: await loadPools(), now: () => new Date("2026-11-30T12:00:00Z") });
  const text = fc.string({ maxLength: 120 }).map(encodeURIComponent);
  const paths = fc.oneof(
    text.map((s) => `/p/${s}`),
    fc.tuple(text, text).map(([d, l]) => `/daily/${d}/${l}`),
    text.map((s) => `/archive?month=${s}&level=${s}`),
    text.map((s) => `/techniques/${s}`),
    fc.tuple(text, text).map(([c, d]) => `/og/${c}.png?date=${d}`),
    fc.tuple(text, text).map(([c, d]) => `/img/${c}.svg?date=${d}`),
    fc.tuple(text, text).map(([u, f]) => `/oembed?url=${u}&format=${f}`),
    fc.tuple(text, text, text).map(([f, d, l]) => `/api/daily?format=${f}&date=${d}&level=${l}`),
  );
  await fc.assert(
    fc.asyncProperty(paths, async (path) => {
      const res = await withPools.request(path);
      // oEmbed's spec answers a format it does not offer with 501; everything else must stay below 500.
      const notOffered = path.startsWith("/oembed?") && res.status === 501;
      assert.ok(res.status < 500 || notOffered, `${path}: status ${res.status}`);
      const type = res.headers.get("Content-Type") ?? "";
      if (res.status >= 400 && type.startsWith("application/json")) {
        const body = await res.json();
        assert.equal(typeof body.error.code, "string", path);
      } else {
        await res.body?.cancel();
      }
    }),
    { numRuns: 400 },
  );
});

/** One raw HTTP/1.1 GET over a socket (Host exactly as given): the status line's code and the body. */
async function rawGet(port: number, path: string, host: string): Promise<{ status: number; body: string }> {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  await conn.write(
    new TextEncoder().encode(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
  );
  const chunks: Uint8Array[] = [];
  const buffer = new Uint8Array(65536);
  for (let n = await conn.read(buffer); n !== null; n = await conn.read(buffer)) {
    chunks.push(buffer.slice(0, n));
  }
  conn.close();
  const text = new TextDecoder().decode(new Uint8Array(chunks.flatMap((chunk) => [...chunk])));
  return { status: Number(text.slice(9, 12)), body: text.slice(text.indexOf("\r\n\r\n") + 4) };
}

Deno.test("a Host header no URL can hold gets a 400 on every route that links back to the site", async () => {
  // Only a real socket shows this: Deno passes such hosts into the request's URL, app.request cannot.
  const app = createApp({ pools: await loadPools(), now: () => new Date("2026-11-30T12:00:00Z") });
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, app.fetch);
  try {
    const paths = [
      "/api/daily",
      "/api/daily?format=discord",
      "/api/puzzles/random?seed=a",
      "/oembed?url=http%3A%2F%2Fx%2F",
      "/",
      "/daily/2026-11-01/hard",
    ];
    for (const host of ["a b", "x:99999", "x:-1", "[::", "a%", "a|b", "a@b", "a@b:c/d?e#f", "a/b"]) {
      for (const path of paths) {
        const res = await rawGet(server.addr.port, path, host);
        assert.equal(res.status, 400, `${host} ${path}`);
        assert.equal(JSON.parse(res.body).error.code, "bad-host", `${host} ${path}`);
      }
    }
    for (const host of ["localhost", "127.0.0.1:8000", "[::1]:8000", "sudoku.example"]) {
      const res = await rawGet(server.addr.port, "/api/daily", host);
      assert.equal(res.status, 200, host);
      assert.ok(JSON.parse(res.body).share_url.startsWith(`http://${host}/daily/`), host);
    }
  } finally {
    await server.shutdown();
  }
});

Deno.test("answers built from the request's Host vary on it when no origin is configured", async () => {
  const pools = await loadPools();
  const now = () => new Date("2026-11-30T12:00:00Z");
  const fromHost = createApp({ pools, now });
  const configured = createApp({ pools, now, origin: "https://sudoku.example" });
  for (const path of ["/api/daily", "/api/daily?date=2026-01-01&format=text", "/api/puzzles/random?seed=x"]) {
    const res = await fromHost.request(path);
    assert.ok(res.headers.get("vary")?.split(/,\s*/).includes("Host"), path);
    await res.body?.cancel();
    const fixed = await configured.request(path);
    assert.ok(!fixed.headers.get("vary")?.includes("Host"), path);
    await fixed.body?.cancel();
  }
});

Deno.test("a 16×16 grid gets a work cap in proportion to what its search nodes cost", async () => {
  // An unsolvable 16×16 grid that exhausts any cap; a 9×9 cap would let it run about ten times as long.
  const code = "YAHzqf8oCBiGkRBtk6vPza-6PZO0Pbc4Mt1BMhBygf0zbv6rqSPuAYBPDmNBaZpHaVrvvH8zPf27PhqaQKVo8jOhHm";
  const res = await app.request(`/api/puzzles/${code}`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("cache-control"), "public, max-age=31536000, immutable");
  const body = await res.json();
  assert.equal(body.size, "16x16");
  assert.equal(body.solutions.capped, true);
  const graded = await app.request("/api/grade", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ puzzle: body.puzzle }),
  });
  assert.equal(graded.status, 422);
  const error = (await graded.json()).error;
  assert.equal(error.code, "work-cap");
  const nodes = Number(/after (\d+) search nodes/.exec(error.message)?.[1]);
  assert.ok(nodes > 0 && nodes <= 20_100, error.message);
});
