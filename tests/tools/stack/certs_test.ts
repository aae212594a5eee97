import assert from "node:assert/strict";
import { createTestCertificates } from "../../../tools/stack/certs.ts";

/** Fetches `url` in a fresh Deno with `env`: the status, or the error's first line. */
async function fetchIn(url: string, env: Record<string, string>): Promise<string> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: [
      "eval",
      `try { console.log((await fetch(${JSON.stringify(url)})).status) } catch { console.log("refused") }`,
    ],
    env,
    stdout: "piped",
    stderr: "null",
  }).output();
  return new TextDecoder().decode(out.stdout).trim();
}

Deno.test("a server with the test certificate is trusted through DENO_CERT, and only through it", async () => {
  const certs = await createTestCertificates({ hostnames: ["localhost"] });
  const folder = await Deno.makeTempDir();
  await Deno.writeTextFile(`${folder}/ca.pem`, certs.caPem);
  const listening = Promise.withResolvers<void>();
  const server = Deno.serve(
    {
      hostname: "127.0.0.1",
      port: 0,
      cert: certs.certPem,
      key: certs.keyPem,
      onListen: () => listening.resolve(),
    },
    () => new Response("ok"),
  );
  try {
    await listening.promise;
    const url = `https://localhost:${server.addr.port}/`;
    assert.equal(await fetchIn(url, { DENO_CERT: `${folder}/ca.pem` }), "200");
    assert.equal(await fetchIn(url, {}), "refused");
  } finally {
    await server.shutdown();
    await Deno.remove(folder, { recursive: true });
  }
});

Deno.test("a server certificate needs a hostname", async () => {
  await assert.rejects(createTestCertificates({ hostnames: [] }), RangeError);
});
