/**
 * The app under `deno serve --parallel` with two processes and one KV file, started as `deno task serve`
 * starts it: every route family answers; then four `deno task deliver` rounds started at once against the same
 * file post each (subscription, date, level) exactly once.
 */
import assert from "node:assert/strict";
import { FakeWebhook } from "../../tools/fake_webhook.ts";

const ROOT = new URL("../../", import.meta.url);

/**
 * A task's command from deno.json, as arguments to `deno`, with its KV write permission moved to `folder`
 * (the test's own KV file) and `extra` flags before the script.
 */
async function taskArgs(name: string, folder: string, extra: string[] = []): Promise<string[]> {
  const tasks = JSON.parse(await Deno.readTextFile(new URL("deno.json", ROOT))).tasks as Record<
    string,
    string
  >;
  const words = tasks[name].split(/\s+/);
  assert.equal(words[0], "deno", `the ${name} task runs deno`);
  assert.ok(words.includes("--allow-write=.kv"), `the ${name} task may write .kv`);
  const args = words.slice(1).map((word) => word === "--allow-write=.kv" ? `--allow-write=${folder}` : word);
  const script = args.findIndex((word) => word.endsWith(".ts"));
  return [...args.slice(0, script), ...extra, ...args.slice(script)];
}

/** What a child needs from this environment, and nothing that could change the test (DENO_KV_URL, WORKERS…). */
function baseEnv(): Record<string, string> {
  return Object.fromEntries(
    ["HOME", "PATH", "DENO_DIR", "XDG_CACHE_HOME"].flatMap((name) => {
      const value = Deno.env.get(name);
      return value === undefined ? [] : [[name, value]];
    }),
  );
}

function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  return port;
}

/** Collects a child's stream as text, as it arrives. */
function collect(stream: ReadableStream<Uint8Array>): { text: () => string } {
  let text = "";
  const decoder = new TextDecoder();
  (async () => {
    for await (const chunk of stream) text += decoder.decode(chunk, { stream: true });
  })();
  return { text: () => text };
}

Deno.test("deno serve --parallel: two processes answer every route family, and four rounds at once post each daily once", async () => {
  const folder = await Deno.makeTempDir();
  const kvPath = `${folder}/kv.sqlite3`;
  const hooks = await FakeWebhook.start();
  const port = freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = new Deno.Command(Deno.execPath(), {
    args: await taskArgs("serve", folder, [`--port=${port}`, "--host=127.0.0.1"]),
    cwd: ROOT,
    clearEnv: true,
    env: { ...baseEnv(), DENO_JOBS: "2", DENO_KV_PATH: kvPath, WEBHOOK_ALLOW: hooks.origin, NO_COLOR: "1" },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const out = collect(server.stdout), err = collect(server.stderr);
  let ended = false;
  try {
    for (let tries = 0;; tries++) {
      const up = await fetch(`${origin}/healthz`).then((r) => r.body?.cancel().then(() => r.ok), () => false);
      if (up) break;
      if (tries > 600) throw new Error(`the server did not start:\n${out.text()}\n${err.text()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    // One process may answer before the other has finished starting (on a busy machine, by seconds), and
    // deno serve's own line may come through stderr after the first answer.
    const opened = () => (out.text().match(/subscriptions: local KV file/g) ?? []).length;
    const listening = () => /with 2 threads/.test(out.text() + err.text());
    for (let tries = 0; (opened() < 2 || !listening()) && tries < 600; tries++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.ok(listening(), `deno serve runs two processes:\n${err.text()}`);
    assert.equal(opened(), 2, "each process opened the KV file");

    // Every route family, several requests at once so that both processes take some.
    const daily = await (await fetch(`${origin}/api/daily?level=medium`)).json();
    const families: Array<[string, RegExp]> = [
      ["/healthz", /json/],
      ["/api/daily?level=hard", /json/],
      ["/api/variants", /json/],
      [`/api/puzzles/${daily.code}`, /json/],
      ["/", /html/],
      ["/archive", /html/],
      ["/techniques", /html/],
      [`/p/${daily.code}`, /html/],
      [`/img/${daily.code}.svg`, /svg/],
      [`/og/${daily.code}.png`, /png/],
      [`/oembed?url=${encodeURIComponent(`${origin}/p/${daily.code}`)}`, /json/],
      ["/api/daily?level=hard&format=discord", /json/],
      ["/api/daily?level=hard&format=slack", /json/],
      ["/feed.atom?level=hard", /atom/],
      ["/openapi.json", /json/],
      ["/docs", /html/],
    ];
    await Promise.all(families.flatMap(([path, type]) =>
      Array.from({ length: 3 }, async () => {
        const res = await fetch(`${origin}${path}`);
        await res.arrayBuffer();
        assert.equal(res.status, 200, path);
        assert.match(res.headers.get("content-type") ?? "", type, path);
      })
    ));

    // Subscriptions made through the served app; the posts are slowed so that the four rounds overlap.
    const subscribed = [
      { hook: "a", levels: ["easy", "hard"] },
      { hook: "b", levels: ["medium"] },
      { hook: "c", levels: ["easy", "medium", "hard"], variant: "killer" },
      { hook: "d", levels: ["hard"], format: "discord" },
    ];
    for (const { hook, ...fields } of subscribed) {
      const res = await fetch(`${origin}/api/subscriptions`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ url: hooks.url(hook), ...fields }),
      });
      assert.equal(res.status, 201, await res.text());
      hooks.otherwise(hook, { status: 204, delayMs: 150 });
    }
    const confirmations = hooks.received.length;
    const pairs = subscribed.reduce((n, s) => n + s.levels.length, 0);

    const deliverArgs = await taskArgs("deliver", folder);
    const rounds = await Promise.all(Array.from({ length: 4 }, () =>
      new Deno.Command(Deno.execPath(), {
        args: deliverArgs,
        cwd: ROOT,
        clearEnv: true,
        env: { ...baseEnv(), DENO_KV_PATH: kvPath, NO_COLOR: "1" },
        stdout: "piped",
        stderr: "piped",
      }).output()));
    let delivered = 0, held = 0, ran = 0;
    for (const round of rounds) {
      const stderr = new TextDecoder().decode(round.stderr);
      assert.equal(round.code, 0, stderr);
      const lines = new TextDecoder().decode(round.stdout).trim().split("\n").map((l) => JSON.parse(l));
      if (lines[0].lease === "held") {
        held++;
        continue;
      }
      ran++;
      for (const report of lines) {
        assert.equal(report.errors, 0, JSON.stringify(report));
        delivered += report.delivered;
      }
    }
    assert.equal(ran + held, 4);
    assert.ok(held >= 1, "rounds started at once found the lease of the one running");
    assert.equal(delivered, pairs, "the rounds that ran delivered each pair once between them");

    const posts = hooks.received.slice(confirmations);
    assert.equal(posts.length, pairs, "no post twice");
    for (const { hook, levels } of subscribed) {
      const got = posts.filter((p) => p.hook === hook).map((p) => {
        const body = p.body as { daily?: { level: string }; embeds?: Array<{ title?: string }> };
        return body.daily?.level ?? body.embeds?.[0]?.title ?? "";
      });
      assert.equal(got.length, levels.length, `${hook}: ${JSON.stringify(got)}`);
      if (hook !== "d") assert.deepEqual(got.sort(), [...levels].sort(), hook);
    }
  } finally {
    server.kill("SIGTERM");
    ended = await Promise.race([
      server.status.then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 15_000)),
    ]);
    if (!ended) server.kill("SIGKILL");
    await server.status;
    await hooks.close();
    await Deno.remove(folder, { recursive: true }).catch(() => {});
    assert.ok(ended, "SIGTERM ends every process of deno serve");
  }
});
