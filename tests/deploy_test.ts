import assert from "node:assert/strict";
import { parse } from "yaml";

Deno.test("deploy.yml: the deploy job runs deno deploy only after the test job", async () => {
  const workflow = parse(await Deno.readTextFile(new URL("../deploy.yml", import.meta.url)));
  const { test, deploy } = workflow.jobs;
  assert.ok(test, "a test job");
  assert.ok(deploy, "a deploy job");
  const needs = [deploy.needs].flat();
  assert.ok(needs.includes("test"), `deploy.needs = ${JSON.stringify(deploy.needs)}`);
  const testRuns = test.steps.map((s: { run?: string }) => s.run ?? "").join("\n");
  assert.match(testRuns, /deno task test/);
  // The browser tests need Debian's chromium at /usr/bin/chromium, as .ci/run installs it.
  assert.match(String(test.container), /^debian:/);
  assert.match(testRuns, /apt-get install[^\n]*\bchromium\b/);
  const deployStep = deploy.steps.find((s: { run?: string }) => /\bdeno deploy\b/.test(s.run ?? ""));
  assert.ok(deployStep, "a step that runs deno deploy");
  assert.match(deployStep.env.DENO_DEPLOY_TOKEN, /\$\{\{\s*secrets\.DENO_DEPLOY_TOKEN\s*\}\}/);
});
