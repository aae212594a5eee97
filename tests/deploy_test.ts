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

Deno.test("deno.json's deploy settings: a dynamic app whose entrypoint registers the cron job at its top level", async () => {
  const config = JSON.parse(await Deno.readTextFile(new URL("../deno.json", import.meta.url)));
  const { deploy } = config;
  assert.equal(deploy.runtime.type, "dynamic");
  assert.ok(!JSON.stringify(deploy).includes("--unstable"), "Deploy takes no --unstable flags");
  // Deploy enables KV and cron from deno.json's "unstable" list, the one way it takes.
  assert.ok(config.unstable.includes("kv") && config.unstable.includes("cron"));
  const entrypoint = new URL(`../${deploy.runtime.entrypoint}`, import.meta.url);
  const source = await Deno.readTextFile(entrypoint);
  // The cron job is registered by the entrypoint or by a module it imports, at column 0: a top-level statement,
  // never inside a condition or a function, where Deploy would not find it.
  const served = /from "\.\/serve\.ts"/.test(source)
    ? await Deno.readTextFile(new URL("../serve.ts", import.meta.url))
    : source;
  assert.match(served, /^Deno\.cron\(/m);
  const beforeCron = served.slice(0, served.search(/^Deno\.cron\(/m));
  assert.doesNotMatch(beforeCron, /^(const|let) .*= await /m, "registered before any top-level await");
});
