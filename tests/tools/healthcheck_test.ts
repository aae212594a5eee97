import assert from "node:assert/strict";
import { healthy } from "../../tools/healthcheck.ts";

async function serve(status: number) {
  const listening = Promise.withResolvers<void>();
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => listening.resolve() },
    (request) =>
      new URL(request.url).pathname === "/healthz"
        ? new Response("{}", { status })
        : new Response(null, { status: 404 }),
  );
  await listening.promise;
  return server;
}

Deno.test("healthy when /healthz answers 2xx, not when it answers 503 or nothing listens", async () => {
  for (const [status, expected] of [[200, true], [503, false]] as const) {
    const server = await serve(status);
    assert.equal(await healthy(`http://127.0.0.1:${server.addr.port}`), expected, String(status));
    await server.shutdown();
  }
  const server = await serve(200);
  const { port } = server.addr;
  await server.shutdown();
  assert.equal(await healthy(`http://127.0.0.1:${port}`, 1_000), false);
});
