/**
 * `docker compose` for the stack: the command lines, whether Docker can run them here, and the stack test's
 * cluster of app containers (tools/stack/scenario.ts).
 */
import { type Cluster, deliverArgs, type RunningRound } from "./scenario.ts";

export const ROOT = new URL("../../", import.meta.url);

/** The compose files of the stack, and of its test (relative to the project root). */
export const STACK_FILES = ["compose.yaml"] as const;
export const TEST_FILES = ["compose.yaml", "stack/compose.test.yaml"] as const;

/** The test stack's project name: its containers, network and volume never touch a running stack's. */
export const TEST_PROJECT = "sudoku-daily-stack-test";

/**
 * The arguments of one `docker compose` command over `files`, under `project` when given.
 *
 * @example
 * composeArgs({ files: TEST_FILES, project: TEST_PROJECT }, "up", "--wait")
 * // ["compose", "-p", "sudoku-daily-stack-test", "-f", "compose.yaml", "-f", "stack/compose.test.yaml", "up", "--wait"]
 */
export function composeArgs(
  target: { files: readonly string[]; project?: string },
  ...args: string[]
): string[] {
  return [
    "compose",
    ...(target.project ? ["-p", target.project] : []),
    ...target.files.flatMap((file) => ["-f", file]),
    ...args,
  ];
}

/** Runs `docker ARGS` in the project root; the exit code, and the output when `capture` is set. */
export async function docker(
  args: string[],
  options: { env?: Record<string, string>; capture?: boolean } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  const output = await new Deno.Command("docker", {
    args,
    cwd: ROOT,
    env: options.env,
    stdin: "null",
    stdout: options.capture ? "piped" : "inherit",
    stderr: options.capture ? "piped" : "inherit",
  }).output();
  const text = (bytes: Uint8Array) => options.capture ? new TextDecoder().decode(bytes) : "";
  return { code: output.code, stdout: text(output.stdout), stderr: text(output.stderr) };
}

/** Whether this machine can run the stack: the Docker CLI, Compose v2 and a daemon; the reason when not. */
export async function dockerReadiness(): Promise<{ ready: true } | { ready: false; reason: string }> {
  const run = (args: string[]) => docker(args, { capture: true }).catch(() => undefined);
  if (!await run(["--version"])) return { ready: false, reason: "the docker CLI is not installed" };
  const compose = await run(["compose", "version"]);
  if (!compose || compose.code !== 0) {
    return { ready: false, reason: "Docker Compose v2 (`docker compose`) is not installed" };
  }
  const info = await run(["info", "--format", "{{.ServerVersion}}"]);
  if (!info || info.code !== 0 || !info.stdout.trim()) {
    return { ready: false, reason: "no Docker daemon answers (`docker info` fails)" };
  }
  return { ready: true };
}

export interface DockerClusterOptions {
  /** App containers (`--scale app=N`). */
  instances: number;
  /** Host port of the proxy. */
  proxyPort: number;
  /** Host port of the webhook's control API. */
  controlPort: number;
  /** The environment the compose commands run with (the test's token, certificates folder and ports). */
  env: Record<string, string>;
}

/**
 * The test stack's app containers as a cluster: a round is `deno task deliver` run in a container with
 * `docker compose exec`; killing an instance is SIGKILL to its whole container, server and round alike.
 *
 * @example
 * const cluster = dockerCluster({ instances: 3, proxyPort, controlPort, env });
 */
export function dockerCluster(options: DockerClusterOptions): Cluster {
  const target = { files: TEST_FILES, project: TEST_PROJECT };
  return {
    api: `http://127.0.0.1:${options.proxyPort}`,
    hooks: "https://webhook:8443",
    control: `http://127.0.0.1:${options.controlPort}`,
    instances: options.instances,
    round(index: number, date: string, concurrency: number, leaseSeconds: number): RunningRound {
      const args = composeArgs(
        target,
        "exec",
        "-T",
        "--index",
        String(index + 1),
        "app",
        "deno",
        "task",
        "deliver",
        ...deliverArgs(date, concurrency, leaseSeconds),
      );
      return { exited: docker(args, { env: options.env }).then((result) => result.code) };
    },
    async kill(index: number) {
      // `docker compose kill` kills every replica of a service; one container is killed by its name.
      const result = await docker(["kill", "--signal", "KILL", `${TEST_PROJECT}-app-${index + 1}`]);
      if (result.code !== 0) throw new Error(`docker kill of app ${index + 1} failed (exit ${result.code})`);
    },
  };
}
