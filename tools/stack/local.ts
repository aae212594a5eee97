/**
 * The stack's stand-in on one machine, with no Docker: one server process (the public API) and delivery
 * rounds as `tools/deliver.ts` processes, all on one KV file, with the stack's webhook on loopback. An
 * instance is the round process it runs; killing it is SIGKILL. What differs from the compose stack is only
 * the KV transport (a shared SQLite file rather than KV Connect) and the absence of the proxy.
 */
import { type Cluster, deliverArgs, type RunningRound } from "./scenario.ts";
import { startStackWebhook } from "./webhook.ts";

const ROOT = new URL("../../", import.meta.url);

export interface LocalClusterOptions {
  /** Instances that run rounds (default 3). */
  instances?: number;
  /** Where the server's and rounds' output goes (default: this process's stderr). */
  output?: "inherit" | "null";
}

export interface LocalCluster extends Cluster, AsyncDisposable {}

/** A loopback port nothing listens on right now. */
export function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

/**
 * Starts the webhook and the server and waits for `/healthz`; dispose of it to stop everything and remove
 * the KV file.
 *
 * @example
 * await using cluster = await startLocalCluster({ instances: 3 });
 * const report = await killMidRound(cluster, { date: utcDay(new Date()) });
 */
export async function startLocalCluster(options: LocalClusterOptions = {}): Promise<LocalCluster> {
  const instances = options.instances ?? 3;
  const output = options.output ?? "inherit";
  const folder = await Deno.makeTempDir({ prefix: "sudoku-stack-" });
  const webhook = await startStackWebhook();
  const port = freePort();
  const env = {
    DENO_KV_PATH: `${folder}/kv.sqlite3`,
    WEBHOOK_ALLOW: webhook.origin,
    NO_COLOR: "1",
  };
  const permissions = ["--allow-net", "--allow-env", "--allow-read", `--allow-write=${folder}`];
  const server = new Deno.Command(Deno.execPath(), {
    args: ["run", ...permissions, "main.ts"],
    cwd: ROOT,
    env: { ...env, PORT: String(port), WORKERS: "0" },
    stdin: "null",
    stdout: output,
    stderr: output,
  }).spawn();
  const api = `http://127.0.0.1:${port}`;
  const rounds = new Map<number, Deno.ChildProcess>();

  async function stop() {
    for (const child of [server, ...rounds.values()]) {
      try {
        child.kill("SIGKILL");
      } catch {
        // Already ended.
      }
      await child.status;
    }
    await webhook.close();
    await Deno.remove(folder, { recursive: true }).catch(() => {});
  }

  try {
    const deadline = Date.now() + 60_000;
    while (true) {
      const up = await fetch(`${api}/healthz`).then((r) => r.body?.cancel().then(() => r.ok)).catch(() =>
        false
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error(`the server at ${api} did not answer /healthz within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    api,
    hooks: webhook.origin,
    control: webhook.controlOrigin,
    instances,
    round(index: number, date: string, concurrency: number, leaseSeconds: number): RunningRound {
      const child = new Deno.Command(Deno.execPath(), {
        args: [
          "run",
          ...permissions,
          "tools/deliver.ts",
          ...deliverArgs(date, concurrency, leaseSeconds),
        ],
        cwd: ROOT,
        env,
        stdin: "null",
        stdout: output,
        stderr: output,
      }).spawn();
      rounds.set(index, child);
      return { exited: child.status.then((status) => status.code) };
    },
    async kill(index: number) {
      const child = rounds.get(index);
      if (!child) throw new Error(`instance ${index} runs no round`);
      child.kill("SIGKILL");
      await child.status;
    },
    [Symbol.asyncDispose]: stop,
  };
}
