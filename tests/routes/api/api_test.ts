import assert from "node:assert/strict";
import { parseGrid } from "../../../engine/board.ts";
import { encode } from "../../../engine/sharecode.ts";
import { createApp } from "../../../routes/app.ts";

const UNIQUE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

function grid(text: string) {
  const parsed = parseGrid(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

async function expectError(res: Response, status: number, code?: string) {
  assert.equal(res.status, status);
  assert.match(res.headers.get("content-type") ?? "", /application\/json/);
  const body = await res.json();
  assert.equal(typeof body.error?.code, "string");
  assert.equal(typeof body.error?.message, "string");
  if (code) assert.equal(body.error.code, code);
  return body;
}

Deno.test("GET /healthz answers ok, where heavy work runs, and security headers", async () => {
  const res = await createApp().request("/healthz");
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { ok: true, work: "inline" });
  assert.equal(res.headers.get("x-content-type-options"), "nosniff");
});

Deno.test("GET /api/puzzles/:code decodes the puzzle, its level claim and solution count", async () => {
  const code = encode(grid(UNIQUE), { level: "hard" });
  const res = await createApp().request(`/api/puzzles/${code}`, {
    headers: { Origin: "https://example.org" },
  });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("access-control-allow-origin"), "*");
  const body = await res.json();
  assert.deepEqual(body, {
    code,
    variant: "9x9",
    puzzle: UNIQUE,
    size: "9x9",
    level: "hard",
    clues: 30,
    solutions: { count: 1, unique: true, capped: false },
  });
});

Deno.test("GET /api/puzzles/:code is immutable with an ETag; If-None-Match answers 304", async () => {
  const app = createApp();
  const code = encode(grid(UNIQUE), { level: "hard" });
  const res = await app.request(`/api/puzzles/${code}`);
  await res.body?.cancel();
  assert.equal(res.headers.get("Cache-Control"), "public, max-age=31536000, immutable");
  const etag = res.headers.get("ETag")!;
  assert.match(etag, /^"[^"]+"$/);
  for (const header of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
    const again = await app.request(`/api/puzzles/${code}`, { headers: { "If-None-Match": header } });
    assert.equal(again.status, 304, header);
    assert.equal(await again.text(), "");
    assert.equal(again.headers.get("ETag"), etag);
  }
  const other = await app.request(`/api/puzzles/${encode(grid(UNIQUE))}`, {
    headers: { "If-None-Match": etag },
  });
  assert.equal(other.status, 200, "another code (here: no level claim) is another answer");
  assert.notEqual(other.headers.get("ETag"), etag);
  await other.body?.cancel();
  // The solution count depends on the work cap, so a server with another cap tags its answer differently.
  const capped = await createApp({ solveBudget: 1 }).request(`/api/puzzles/${code}`, {
    headers: { "If-None-Match": etag },
  });
  assert.equal(capped.status, 200);
  await capped.body?.cancel();
  // A hostile code is still refused, whatever If-None-Match says.
  const bad = await app.request(`/api/puzzles/${code.slice(0, -1)}`, { headers: { "If-None-Match": "*" } });
  assert.equal(bad.status, 400);
  await bad.body?.cancel();
});

Deno.test("a shared puzzle with several solutions says so", async () => {
  const code = encode(grid(UNIQUE.slice(0, 27) + ".".repeat(54)));
  const body = await (await createApp().request(`/api/puzzles/${code}`)).json();
  assert.equal(body.solutions.count, 2);
  assert.equal(body.solutions.unique, false);
});

Deno.test("the work cap holds for shared puzzles: a tiny budget reports capped, not a hang", async () => {
  const code = encode(grid("123456789" + ".".repeat(72)));
  const body = await (await createApp({ solveBudget: 1 }).request(`/api/puzzles/${code}`)).json();
  assert.equal(body.solutions.capped, true);
  assert.equal(body.solutions.unique, false);
});

Deno.test("hostile share codes get a 400 JSON error, never a 500", async () => {
  const app = createApp();
  const code = encode(grid(UNIQUE));
  const cases = [
    "x",
    code.slice(0, -1),
    code + "A",
    code.slice(0, 5) + (code[5] === "A" ? "B" : "A") + code.slice(6),
    "A".repeat(399),
    "%00%ff",
    "....",
    "a".repeat(5000),
  ];
  for (const bad of cases) {
    await expectError(await app.request(`/api/puzzles/${encodeURIComponent(bad)}`), 400);
  }
});

Deno.test("unknown routes are 404 JSON errors", async () => {
  await expectError(await createApp().request("/nope"), 404, "not-found");
  await expectError(await createApp().request("/api/nope", { method: "POST" }), 404, "not-found");
});

Deno.test("bodies over the limit are refused with 413", async () => {
  const app = createApp({ maxBodyBytes: 1024 });
  const res = await app.request("/api/puzzles/abc", { method: "POST", body: "x".repeat(4096) });
  await expectError(res, 413, "body-too-large");
});

function post(app: ReturnType<typeof createApp>, path: string, body: unknown): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

Deno.test("POST /api/grade returns the record with levels under all three schemes", async () => {
  const res = await post(createApp(), "/api/grade", { puzzle: UNIQUE });
  assert.equal(res.status, 200);
  const body = await res.json();
  assert.equal(body.scheme, "standard");
  assert.equal(body.level, "easy");
  assert.deepEqual(Object.keys(body.levels).sort(), ["pilot", "six", "standard"]);
  assert.equal(body.steps, 51);
  const six = await (await post(createApp(), "/api/grade", { puzzle: UNIQUE, scheme: "six" })).json();
  assert.equal(six.scheme, "six");
  assert.equal(six.level, "unrated");
  assert.match(six.reason, /clues/);
});

Deno.test("POST /api/solve gives every step with its explanation and the board after it", async () => {
  const body = await (await post(createApp(), "/api/solve", { puzzle: UNIQUE })).json();
  assert.equal(body.path.length, 51);
  const last = body.path.at(-1);
  assert.equal(
    last.board,
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
  );
  assert.match(body.path[0].text, /^Naked single/);
  // Each step says why it holds where it is made, in the words a hint would use, with the cells it rests on.
  assert.equal(body.path[0].why.kind, "naked-single");
  assert.match(body.path[0].why.text, /^r5c5 can only be 5: row 5 has 1, 3, 4 and 8/);
  for (const step of body.path) {
    assert.ok(step.why.text.length > 0 && step.why.cells.length > 0, JSON.stringify(step.why));
  }
});

Deno.test("grids without exactly one solution get 422 with the count; bad bodies get 400", async () => {
  const app = createApp();
  for (const path of ["/api/grade", "/api/solve"]) {
    const many = await expectError(
      await post(app, path, { puzzle: ".".repeat(81) }),
      422,
      "multiple-solutions",
    );
    assert.equal(many.error.count, 2);
    const none = await expectError(
      await post(app, path, { puzzle: "55" + ".".repeat(79) }),
      422,
      "no-solution",
    );
    assert.equal(none.error.count, 0);
    await expectError(await post(app, path, "{not json"), 400);
    await expectError(await post(app, path, { puzzle: 5 }), 400);
    await expectError(await post(app, path, { puzzle: UNIQUE, scheme: "nope" }), 400);
    await expectError(await post(app, path, { puzzle: "x".repeat(81) }), 400, "bad-puzzle");
    await expectError(await post(app, path, { puzzle: "1".repeat(5000) }), 400);
  }
  const capped = await expectError(
    await post(createApp({ solveBudget: 1 }), "/api/grade", {
      puzzle: "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    }),
    422,
    "work-cap",
  );
  assert.equal(capped.error.count, undefined);
});

Deno.test("POST /api/hint answers in three levels from the placed digits", async () => {
  const app = createApp();
  const body = await (await post(app, "/api/hint", { puzzle: UNIQUE, board: UNIQUE })).json();
  assert.equal(body.status, "hint");
  assert.equal(typeof body.area.name, "string");
  assert.equal(body.technique.id, "naked-single");
  assert.match(body.move.text, /: r\dc\d = \d$/);
  const conflict = await (await post(app, "/api/hint", { puzzle: UNIQUE, board: "535" + UNIQUE.slice(3) }))
    .json();
  assert.equal(conflict.status, "conflict");
  assert.deepEqual(conflict.cells, [0, 2]);
  await expectError(
    await post(app, "/api/hint", { puzzle: UNIQUE, board: "1" + UNIQUE.slice(1) }),
    400,
    "givens-changed",
  );
  await expectError(await post(app, "/api/hint", { puzzle: ".".repeat(81), board: ".".repeat(81) }), 422);
});

Deno.test("GET /api/techniques lists the catalogue with tiers per scheme", async () => {
  const body = await (await createApp().request("/api/techniques")).json();
  assert.equal(body.techniques.length, 41);
  // The techniques past the published catalogue sit at the end of the standard scheme's tier 5 and in no other.
  for (const id of ["finned-x-wing", "als-xz", "aic"]) {
    const added = body.techniques.find((t: { id: string }) => t.id === id);
    assert.deepEqual(added.tiers, {
      standard: 5,
      six: null,
      pilot: null,
      "4x4": null,
      "6x6": null,
      "16x16": null,
      killer: null,
      x: null,
    }, id);
  }
  const rated = (id: string) => body.techniques.find((t: { id: string }) => t.id === id).rating;
  assert.equal(rated("finned-x-wing"), 6.6);
  assert.equal(rated("sue-de-coq"), 5.0);
  assert.equal(rated("als-xz"), 5.5);
  assert.equal(rated("als-xy-wing"), 6.0);
  assert.equal(rated("aic"), 7.0);
  assert.equal(rated("digit-forcing"), 8.8);
  const combination = body.techniques.find((t: { id: string }) => t.id === "cage-combination");
  assert.deepEqual(
    combination.tiers,
    { standard: null, six: null, pilot: null, "4x4": null, "6x6": null, "16x16": null, killer: 1, x: null },
    "killer only",
  );
  const xWing = body.techniques.find((t: { id: string }) => t.id === "x-wing");
  assert.deepEqual(xWing.tiers, {
    standard: 3,
    six: 5,
    pilot: 4,
    "4x4": 2,
    "6x6": 3,
    "16x16": 3,
    killer: 3,
    x: 3,
  });
  const rectangle = body.techniques.find((t: { id: string }) => t.id === "unique-rectangle");
  assert.equal(rectangle.uniqueness, true);
  // Uniqueness techniques are in no variant's scheme.
  assert.deepEqual(rectangle.tiers, {
    standard: 5,
    six: null,
    pilot: null,
    "4x4": null,
    "6x6": null,
    "16x16": null,
    killer: null,
    x: null,
  });
  assert.deepEqual(body.schemes.map((s: { id: string }) => s.id), [
    "standard",
    "six",
    "pilot",
    "4x4",
    "6x6",
    "16x16",
    "killer",
    "x",
  ]);
});

Deno.test("a CORS preflight advertises only the methods the API serves, and exposes the headers scripts read", async () => {
  const res = await createApp().request("/api/grade", {
    method: "OPTIONS",
    headers: { origin: "https://elsewhere.example", "access-control-request-method": "POST" },
  });
  assert.equal(res.status, 204);
  assert.deepEqual(res.headers.get("access-control-allow-methods")?.split(",").sort(), [
    "DELETE",
    "GET",
    "HEAD",
    "POST",
  ]);
  const get = await createApp().request("/api/techniques", {
    headers: { origin: "https://elsewhere.example" },
  });
  assert.deepEqual(get.headers.get("access-control-expose-headers")?.split(",").sort(), [
    "ETag",
    "Location",
    "Retry-After",
  ]);
});

Deno.test("HEAD answers carry the length of the GET's body", async () => {
  const app = createApp();
  const get = await app.request("/api/techniques");
  const head = await app.request("/api/techniques", { method: "HEAD" });
  assert.equal(head.status, 200);
  assert.equal(head.headers.get("content-length"), String((await get.arrayBuffer()).byteLength));
});

Deno.test("heavy work passes a gate per kind: past its queue a request is 503 busy with Retry-After", async () => {
  const app = createApp({ admission: { concurrency: 1, queue: 0 } });
  const grade = () =>
    app.request("/api/grade", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ puzzle: UNIQUE }),
    });
  const answers = await Promise.all([grade(), grade(), app.request("/healthz")]);
  assert.deepEqual(answers.map((r) => r.status), [200, 503, 200]);
  const busy = await expectError(answers[1], 503, "busy");
  assert.match(busy.error.message, /grading/);
  assert.equal(answers[1].headers.get("retry-after"), "2");
  assert.equal((await grade()).status, 200, "the gate is open again once the work is done");
});
