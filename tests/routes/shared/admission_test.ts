import assert from "node:assert/strict";
import { Hono } from "hono";
import { createGate } from "../../../routes/shared/admission.ts";

/** An app whose POST /work holds each request until the test lets it finish, behind one gate. */
function setUp(concurrency: number, queue: number) {
  const gate = createGate({ name: "test", concurrency, queue, retryAfterSeconds: 3 });
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const app = new Hono();
  app.post("/work", gate.middleware, async (c) => {
    const id = c.req.query("id")!;
    started.push(id);
    await new Promise<void>((resolve) => finish.set(id, resolve));
    return c.text(`done ${id}`);
  });
  app.get("/healthz", (c) => c.text("ok"));
  const post = (id: string, signal?: AbortSignal) =>
    app.request(new Request(`http://x/work?id=${id}`, { method: "POST", signal }));
  /** Lets a few turns of the event loop pass. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
  /** Waits until request `id` has started (however busy the machine), then lets it finish. */
  const release = async (id: string) => {
    while (!finish.has(id)) await settle();
    finish.get(id)!();
  };
  /** Waits until `count` requests have started. */
  const startedCount = async (count: number) => {
    while (started.length < count) await settle();
  };
  return { gate, started, app, post, settle, release, startedCount };
}

Deno.test("a gate runs at most `concurrency` requests, queues `queue` more, and refuses the rest with 503 busy", async () => {
  const t = setUp(1, 2);
  const a = t.post("a");
  const b = t.post("b");
  const c = t.post("c");
  await t.startedCount(1);
  await t.settle();
  assert.deepEqual(t.started, ["a"]);
  assert.deepEqual([t.gate.running, t.gate.waiting], [1, 2]);
  const refused = await t.post("d");
  assert.equal(refused.status, 503);
  assert.equal(refused.headers.get("retry-after"), "3");
  assert.deepEqual(await refused.json(), {
    error: { code: "busy", message: "the server is busy with test requests; retry in 3 s" },
  });
  // Cheap routes do not wait behind the gate.
  assert.equal(await (await t.app.request("/healthz")).text(), "ok");
  await t.release("a");
  assert.equal(await (await a).text(), "done a");
  await t.startedCount(2);
  await t.settle();
  assert.deepEqual(t.started, ["a", "b"], "the first waiter goes next, alone");
  await t.release("b");
  await t.settle();
  await t.release("c");
  assert.deepEqual([await (await b).text(), await (await c).text()], ["done b", "done c"]);
  assert.deepEqual([t.gate.running, t.gate.waiting], [0, 0]);
});

Deno.test("a waiting request whose client has gone is dropped without running", async () => {
  const t = setUp(1, 4);
  const a = t.post("a");
  const leaving = new AbortController();
  const b = t.post("b", leaving.signal);
  const c = t.post("c");
  await t.settle();
  leaving.abort();
  await t.settle();
  assert.equal(t.gate.waiting, 1);
  await t.release("a");
  await a;
  await t.settle();
  await t.release("c");
  await c;
  await Promise.resolve(b).catch(() => {});
  assert.deepEqual(t.started, ["a", "c"], "b never ran");
});

Deno.test("a slot freed is handed to the first waiter, never to a newcomer", async () => {
  const t = setUp(1, 4);
  const a = t.post("a");
  const b = t.post("b");
  await t.release("a");
  const newcomer = t.post("n");
  await a;
  await t.startedCount(2);
  await t.settle();
  assert.deepEqual(t.started, ["a", "b"]);
  assert.equal(t.gate.running, 1);
  await t.release("b");
  await b;
  await t.settle();
  await t.release("n");
  await newcomer;
  assert.deepEqual(t.started, ["a", "b", "n"]);
});

Deno.test("under Deno.serve, request.signal aborts when the client goes away, and not after a delivered response", async () => {
  // The gate and the worker pool drop work when the signal aborts; deno.json's "no-legacy-abort" makes it mean
  // "the client went away" only.
  const seen: Array<{ path: string; signal: AbortSignal }> = [];
  const clientGone = Promise.withResolvers<void>();
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (request) => {
    const path = new URL(request.url).pathname;
    seen.push({ path, signal: request.signal });
    if (path === "/slow") {
      // Answers only once the client has gone, so the server can shut down after.
      return new Promise<Response>((resolve) => {
        request.signal.addEventListener("abort", () => {
          clientGone.resolve();
          resolve(new Response("too late"));
        }, { once: true });
      });
    }
    return new Response("done");
  });
  try {
    const origin = `http://127.0.0.1:${server.addr.port}`;
    assert.equal(await (await fetch(`${origin}/quick`)).text(), "done");
    const leaving = new AbortController();
    const slow = fetch(`${origin}/slow`, { signal: leaving.signal }).catch(() => "gone");
    while (seen.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    leaving.abort();
    assert.equal(await slow, "gone");
    await clientGone.promise;
    assert.equal(seen[0].signal.aborted, false, "a delivered response leaves its request's signal unaborted");
    assert.equal(seen[1].signal.aborted, true);
  } finally {
    await server.shutdown();
  }
});
