/**
 * `deno task stack up|down|logs|test`: the self-hosted stack (compose.yaml) with one command each.
 *
 * - `up [--replicas N]`: builds the image and starts denokv, N app containers (default 2) and the proxy,
 *   waiting until they are healthy; makes `.env` from `.env.example` with a random access token on first use.
 * - `down [--volumes]`: stops and removes the containers (`--volumes` also deletes denokv's data).
 * - `logs [SERVICE]`: follows the logs.
 * - `test [--local]`: the kill-mid-round scenario (tools/stack/scenario.ts) on a throwaway stack with three
 *   apps and a fake webhook, torn down afterwards; `--local` runs it on this machine's processes instead, for
 *   machines without Docker. Exits 1 unless every daily reached the webhook exactly once, 2 when Docker
 *   cannot run here.
 */
import { utcDay } from "../routes/shared/dailies.ts";
import { createTestCertificates } from "./stack/certs.ts";
import {
  composeArgs,
  docker,
  dockerCluster,
  dockerReadiness,
  ROOT,
  STACK_FILES,
  TEST_FILES,
  TEST_PROJECT,
} from "./stack/docker.ts";
import { freePort, startLocalCluster } from "./stack/local.ts";
import { type Cluster, killMidRound, type ScenarioReport } from "./stack/scenario.ts";

const USAGE = "usage: deno task stack up [--replicas N] | down [--volumes] | logs [SERVICE] | test [--local]";

function fail(message: string, code = 1): never {
  console.error(`stack: ${message}\n${USAGE}`);
  Deno.exit(code);
}

function randomToken(): string {
  return crypto.getRandomValues(new Uint8Array(32)).toBase64({ alphabet: "base64url", omitPadding: true });
}

/** `.env.example` with the access token filled in: what `up` writes when there is no `.env`. */
export function envFromExample(example: string, token: string): string {
  return example.replace(/^DENO_KV_ACCESS_TOKEN=.*$/m, `DENO_KV_ACCESS_TOKEN=${token}`);
}

async function ensureEnvFile(): Promise<void> {
  const file = new URL(".env", ROOT);
  try {
    await Deno.stat(file);
  } catch {
    const example = await Deno.readTextFile(new URL(".env.example", ROOT));
    await Deno.writeTextFile(file, envFromExample(example, randomToken()), { mode: 0o600 });
    console.error("stack: made .env from .env.example with a fresh DENO_KV_ACCESS_TOKEN");
  }
}

function printReport(report: ScenarioReport): boolean {
  console.log(JSON.stringify(report, null, 2));
  const { check } = report;
  if (check.ok) {
    console.log(`stack test: all ${report.expected} dailies reached the webhook exactly once`);
  } else {
    console.log(
      `stack test: FAILED: ${check.missing.length} missing, ${check.duplicated.length} duplicated, ` +
        `${check.unexpected.length} unexpected`,
    );
  }
  return check.ok;
}

async function runScenario(cluster: Cluster): Promise<boolean> {
  const report = await killMidRound(cluster, {
    date: utcDay(new Date()),
    log: (line) => console.error(`stack test: ${line}`),
  });
  return printReport(report);
}

async function testWithDocker(): Promise<boolean> {
  const certs = await createTestCertificates({ hostnames: ["webhook"] });
  const folder = await Deno.makeTempDir({ prefix: "sudoku-stack-certs-" });
  await Deno.chmod(folder, 0o755);
  for (
    const [name, text] of [["ca.pem", certs.caPem], ["webhook.pem", certs.certPem], [
      "webhook-key.pem",
      certs.keyPem,
    ]]
  ) {
    // Readable by the containers' unprivileged user: a key that lives for one test run.
    await Deno.writeTextFile(`${folder}/${name}`, text, { mode: 0o644 });
  }
  const instances = 3;
  const proxyPort = freePort();
  const controlPort = freePort();
  const env = {
    DENO_KV_ACCESS_TOKEN: randomToken(),
    STACK_TEST_CERTS: folder,
    STACK_TEST_CONTROL_PORT: String(controlPort),
    PROXY_PORT: String(proxyPort),
    // Rounds start when the test says, so the cron job's five-minute rounds stay out of its counts.
    POST_DAILIES: "0",
  };
  const target = { files: TEST_FILES, project: TEST_PROJECT };
  try {
    const up = await docker(
      composeArgs(target, "up", "--detach", "--build", "--wait", "--scale", `app=${instances}`),
      { env },
    );
    if (up.code !== 0) throw new Error(`docker compose up failed (exit ${up.code})`);
    return await runScenario(dockerCluster({ instances, proxyPort, controlPort, env }));
  } finally {
    await docker(composeArgs(target, "down", "--volumes", "--remove-orphans"), { env });
    await Deno.remove(folder, { recursive: true }).catch(() => {});
  }
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  const stack = { files: STACK_FILES };
  switch (command) {
    case "up": {
      let replicas = 2;
      for (let i = 0; i < rest.length; i++) {
        const [flag, inline] = rest[i].split("=", 2);
        if (flag !== "--replicas") fail(`unknown argument ${rest[i]}`);
        replicas = Number(inline ?? rest[++i]);
        if (!Number.isInteger(replicas) || replicas < 1 || replicas > 64) {
          fail("--replicas: a whole number from 1 to 64");
        }
      }
      await ensureEnvFile();
      return (await docker(
        composeArgs(stack, "up", "--detach", "--build", "--wait", "--scale", `app=${replicas}`),
      )).code;
    }
    case "down": {
      if (rest.some((arg) => arg !== "--volumes")) fail(`unknown argument in ${rest.join(" ")}`);
      return (await docker(composeArgs(stack, "down", ...rest))).code;
    }
    case "logs":
      if (rest.length > 1 || rest[0]?.startsWith("-")) fail(`unknown argument in ${rest.join(" ")}`);
      return (await docker(composeArgs(stack, "logs", "--follow", ...rest))).code;
    case "test": {
      if (rest.length > 1 || (rest[0] !== undefined && rest[0] !== "--local")) {
        fail(`unknown argument in ${rest.join(" ")}`);
      }
      if (rest[0] === "--local") {
        await using cluster = await startLocalCluster({ instances: 3, output: "null" });
        return await runScenario(cluster) ? 0 : 1;
      }
      const readiness = await dockerReadiness();
      if (!readiness.ready) {
        fail(
          `cannot run the stack here: ${readiness.reason}; \`deno task stack test --local\` runs the same ` +
            "scenario with processes on this machine",
          2,
        );
      }
      return await testWithDocker() ? 0 : 1;
    }
    default:
      fail(command ? `unknown command ${command}` : "a command is needed");
  }
}

if (import.meta.main) Deno.exit(await main(Deno.args));
