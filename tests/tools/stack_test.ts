/**
 * The many-instances delivery scenario (tools/stack/scenario.ts): an instance killed while its posts are in
 * flight, the rest finishing, and rounds run again, with every daily reaching the webhook exactly once. Here
 * with processes on one KV file; in the compose stack when Docker can run it.
 */
import assert from "node:assert/strict";
import { utcDay } from "../../routes/shared/dailies.ts";
import { composeArgs, dockerReadiness, TEST_FILES, TEST_PROJECT } from "../../tools/stack/docker.ts";
import { startLocalCluster } from "../../tools/stack/local.ts";
import { killMidRound } from "../../tools/stack/scenario.ts";
import { envFromExample } from "../../tools/stack.ts";

Deno.test("three instances on one KV file, one SIGKILLed mid-round: every daily reaches the webhook exactly once", async () => {
  await using cluster = await startLocalCluster({ instances: 3, output: "null" });
  const report = await killMidRound(cluster, { date: utcDay(new Date()), concurrency: 2 });
  assert.deepEqual(report.check, { ok: true, missing: [], duplicated: [], unexpected: [] });
  assert.equal(report.expected, 24);
  assert.equal(report.heldAtKill, 2, "the lease holder had its two posts in flight when it was killed");
  assert.notEqual(report.firstRoundExits[0], 0, "the killed round did not finish");
  assert.deepEqual(report.firstRoundExits.slice(1), [0, 0]);
  assert.deepEqual(report.secondRoundExits, [0, 0]);
});

const readiness = await dockerReadiness();
Deno.test({
  name: `the compose stack: an app container killed mid-round loses and duplicates nothing${
    readiness.ready ? "" : ` (ignored: ${readiness.reason})`
  }`,
  ignore: !readiness.ready,
  // Builds the image and pulls denokv and Caddy: minutes, not seconds.
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const run = await new Deno.Command(Deno.execPath(), {
      args: ["task", "stack", "test"],
      cwd: new URL("../../", import.meta.url),
      stdout: "piped",
      stderr: "inherit",
    }).output();
    const output = new TextDecoder().decode(run.stdout);
    assert.equal(run.code, 0, output);
    assert.match(output, /reached the webhook exactly once/);
  },
});

Deno.test("stack commands name the test project and both compose files", () => {
  assert.deepEqual(composeArgs({ files: TEST_FILES, project: TEST_PROJECT }, "up", "--wait"), [
    "compose",
    "-p",
    "sudoku-daily-stack-test",
    "-f",
    "compose.yaml",
    "-f",
    "stack/compose.test.yaml",
    "up",
    "--wait",
  ]);
  assert.deepEqual(composeArgs({ files: ["compose.yaml"] }, "down"), [
    "compose",
    "-f",
    "compose.yaml",
    "down",
  ]);
});

Deno.test("the first `up` fills only the token into .env.example", async () => {
  const example = await Deno.readTextFile(new URL("../../.env.example", import.meta.url));
  const env = envFromExample(example, "t0ken");
  assert.match(env, /^DENO_KV_ACCESS_TOKEN=t0ken$/m);
  assert.equal(env.replace("t0ken", ""), example);
});

Deno.test("`deno task stack` refuses unknown commands and arguments with its usage", async () => {
  for (const args of [["bogus"], ["up", "--replicas", "0"], ["down", "--all"], ["test", "--fast"]]) {
    const run = await new Deno.Command(Deno.execPath(), {
      args: ["run", "--allow-all", "tools/stack.ts", ...args],
      cwd: new URL("../../", import.meta.url),
      stdout: "null",
      stderr: "piped",
    }).output();
    assert.equal(run.code, 1, args.join(" "));
    assert.match(new TextDecoder().decode(run.stderr), /usage: deno task stack/);
  }
});
