import assert from "node:assert/strict";

/**
 * The layers keep to their edges: the web layer, the CLI, the pool tool and the pool loader reach the engine only
 * through its declared API (engine/mod.ts, or its light part engine/core.ts). Inside routes/, each audience folder
 * (api/, pages/, embeds/) imports only itself, routes/shared/ and that API, never another audience; routes/shared/
 * imports no audience; and routes/app.ts alone imports the routers, to assemble them.
 */

const ROOT = new URL("../", import.meta.url);
const ENGINE = new URL("engine/", ROOT);
/** The declared API: engine/mod.ts, and core.ts, its light part that mod.ts re-exports whole. */
const ENGINE_API = [new URL("engine/mod.ts", ROOT).href, new URL("engine/core.ts", ROOT).href];
const APP = new URL("routes/app.ts", ROOT);
const SHARED = new URL("routes/shared/", ROOT);
/** The folders of routes/ that each serve one audience. */
const AUDIENCES = ["api", "pages", "embeds"].map((name) => new URL(`routes/${name}/`, ROOT));

/** Every module specifier a source file imports: static, side-effect, re-exported and dynamic. */
function importedSpecifiers(source: string): string[] {
  const code = source.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, "");
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]);
}

/** The local modules a file imports, resolved against it (packages such as "hono" are left out). */
function localImports(source: string, file: URL): URL[] {
  return importedSpecifiers(source)
    .filter((specifier) => specifier.startsWith("./") || specifier.startsWith("../"))
    .map((specifier) => new URL(specifier, file));
}

/** The engine modules a file imports other than the declared API. */
function engineInternals(source: string, file: URL): string[] {
  return localImports(source, file)
    .filter((url) => url.href.startsWith(ENGINE.href) && !ENGINE_API.includes(url.href))
    .map((url) => url.pathname.slice(ROOT.pathname.length));
}

/** Whether a module builds a router (a Hono app of its own). */
function isRouter(source: string): boolean {
  return /\bnew (OpenAPI)?Hono\b/.test(source);
}

/**
 * The local modules a file under routes/ imports that its layer may not: an audience folder may import itself,
 * routes/shared/ and the engine's API; routes/shared/ itself and the engine's API. Empty for other files.
 */
function layerOffences(source: string, file: URL): string[] {
  const own = AUDIENCES.find((folder) => file.href.startsWith(folder.href)) ??
    (file.href.startsWith(SHARED.href) ? SHARED : undefined);
  if (!own) return [];
  const allowed = (url: URL) =>
    ENGINE_API.includes(url.href) || url.href.startsWith(own.href) || url.href.startsWith(SHARED.href);
  return localImports(source, file)
    .filter((url) => !allowed(url))
    .map((url) => url.pathname.slice(ROOT.pathname.length));
}

/** The source files below `dir` whose names match `kind` (TypeScript by default). */
async function* sourceFiles(dir: URL, kind = /\.tsx?$/): AsyncGenerator<URL> {
  for await (const entry of Deno.readDir(dir)) {
    const url = new URL(entry.name + (entry.isDirectory ? "/" : ""), dir);
    if (entry.isDirectory) yield* sourceFiles(url, kind);
    else if (kind.test(entry.name)) yield url;
  }
}

async function callersOfTheEngine(): Promise<URL[]> {
  const files: URL[] = [];
  for (const dir of ["routes/", "tools/"]) {
    for await (const file of sourceFiles(new URL(dir, ROOT))) files.push(file);
  }
  for (const name of ["cli.ts", "main.ts", "serve.ts", "data/pools.ts"]) files.push(new URL(name, ROOT));
  return files;
}

Deno.test("the import scan sees every kind of engine import, and lets the declared API through", () => {
  const file = new URL("routes/api/example.ts", ROOT);
  const source = [
    'import { a } from "../../engine/board.ts";',
    "import {\n  b,\n  c,\n} from '../../engine/grade.ts';",
    'export { d } from "../../engine/techniques/step.ts";',
    'const e = await import("../../engine/daily.ts");',
    '// import { f } from "../../engine/solver.ts";',
    'import { g } from "../../engine/mod.ts";',
    'import { h } from "../../engine/core.ts";',
    'import { Hono } from "hono";',
  ].join("\n");
  assert.deepEqual(engineInternals(source, file), [
    "engine/board.ts",
    "engine/grade.ts",
    "engine/techniques/step.ts",
    "engine/daily.ts",
  ]);
  assert.ok(isRouter("const app = new OpenAPIHono();"));
  assert.ok(!isRouter('import { Hono } from "hono";'));
});

Deno.test("the layer scan refuses an audience importing another or routes/app.ts, and shared/ importing any", () => {
  const api = new URL("routes/api/example.ts", ROOT);
  const source = [
    'import { a } from "../embeds/images.ts";',
    'import type { b } from "../pages/board.tsx";',
    'export { c } from "../app.ts";',
    'const d = await import("../embeds/oembed.ts");',
    'import { e } from "../../data/pools.ts";',
    '// import { f } from "../pages/layout.tsx";',
    'import { g } from "./schemas.ts";',
    'import { h } from "../shared/errors.ts";',
    'import { i } from "../shared/push/store.ts";',
    'import { j } from "../../engine/mod.ts";',
    'import { Hono } from "hono";',
  ].join("\n");
  assert.deepEqual(layerOffences(source, api), [
    "routes/embeds/images.ts",
    "routes/pages/board.tsx",
    "routes/app.ts",
    "routes/embeds/oembed.ts",
    "data/pools.ts",
  ]);
  const shared = new URL("routes/shared/push/example.ts", ROOT);
  const fromShared = [
    'import { a } from "../../api/schemas.ts";',
    'import { b } from "../../embeds/board_svg.ts";',
    'import { c } from "../bots.ts";',
    'import { d } from "./store.ts";',
    'import { e } from "../../../engine/core.ts";',
  ].join("\n");
  assert.deepEqual(layerOffences(fromShared, shared), [
    "routes/api/schemas.ts",
    "routes/embeds/board_svg.ts",
  ]);
  assert.deepEqual(layerOffences(source, APP), [], "routes/app.ts is above the layers");
});

Deno.test("routes/, tools/, the CLI, the server and the pool loader import only engine/mod.ts or core.ts", async () => {
  const files = await callersOfTheEngine();
  assert.ok(files.length >= 20, `found the callers (${files.length})`);
  const offences: string[] = [];
  for (const file of files) {
    const internals = engineInternals(await Deno.readTextFile(file), file);
    for (const internal of internals) {
      offences.push(`${file.pathname.slice(ROOT.pathname.length)} → ${internal}`);
    }
  }
  assert.deepEqual(offences, []);
});

Deno.test("each audience folder imports only itself, routes/shared/ and the engine's API; shared/ no audience", async () => {
  const offences: string[] = [];
  let files = 0;
  for await (const file of sourceFiles(new URL("routes/", ROOT))) {
    files++;
    for (const imported of layerOffences(await Deno.readTextFile(file), file)) {
      offences.push(`${file.pathname.slice(ROOT.pathname.length)} → ${imported}`);
    }
  }
  assert.ok(files >= 40, `found the web layer's modules (${files})`);
  assert.deepEqual(offences, []);
});

Deno.test("no router imports another router: only routes/app.ts assembles them", async () => {
  const sources = new Map<string, string>();
  for await (const file of sourceFiles(new URL("routes/", ROOT))) {
    sources.set(file.href, await Deno.readTextFile(file));
  }
  const routers = [...sources].filter(([, source]) => isRouter(source)).map(([href]) => href);
  assert.ok(routers.length >= 8, `found the routers (${routers.length})`);
  const offences: string[] = [];
  for (const [href, source] of sources) {
    if (href === APP.href) continue;
    for (const imported of localImports(source, new URL(href))) {
      if (routers.includes(imported.href)) {
        offences.push(`${href.slice(ROOT.href.length)} → ${imported.href.slice(ROOT.href.length)}`);
      }
    }
  }
  assert.deepEqual(offences, []);
});

/** Every source file of the project: the server, the CLI, the engine, the web layer, data, tools, bench, tests. */
async function projectFiles(): Promise<URL[]> {
  const files: URL[] = [];
  for (const dir of ["engine/", "routes/", "data/", "tools/", "bench/", "tests/"]) {
    for await (const file of sourceFiles(new URL(dir, ROOT), /\.(tsx?|js)$/)) files.push(file);
  }
  for (const name of ["cli.ts", "main.ts", "serve.ts"]) files.push(new URL(name, ROOT));
  return files;
}

/** The import graph of `files`: each file's href to the hrefs of the local modules it imports. */
async function importGraph(files: readonly URL[]): Promise<Map<string, string[]>> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    graph.set(file.href, localImports(await Deno.readTextFile(file), file).map((url) => url.href));
  }
  return graph;
}

/** The import cycles of a graph: its strongly connected components of more than one module (Tarjan). */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

Deno.test("the cycle scan finds a two-module and a three-module cycle, and nothing in a chain", () => {
  const graph = new Map([
    ["a", ["b"]],
    ["b", ["a", "c"]],
    ["c", ["d"]],
    ["d", ["e"]],
    ["e", ["c"]],
    ["f", ["a"]],
  ]);
  assert.deepEqual(importCycles(graph), [["c", "d", "e"], ["a", "b"]]);
  assert.deepEqual(importCycles(new Map([["a", ["b"]], ["b", ["c"]]])), []);
});

Deno.test("no module imports itself back through others: the project has no import cycle", async () => {
  const files = await projectFiles();
  assert.ok(files.length >= 150, `found the project's files (${files.length})`);
  const cycles = importCycles(await importGraph(files))
    .map((cycle) => cycle.map((href) => href.slice(ROOT.href.length)).join(" ↔ "));
  assert.deepEqual(cycles, []);
});

Deno.test("nothing outside tests/ imports tests/: the tests depend on the project, never the other way", async () => {
  const TESTS = new URL("tests/", ROOT);
  const graph = await importGraph(await projectFiles());
  const offences = [...graph]
    .filter(([href]) => !href.startsWith(TESTS.href))
    .flatMap(([href, imports]) =>
      imports.filter((target) => target.startsWith(TESTS.href))
        .map((target) => `${href.slice(ROOT.href.length)} → ${target.slice(ROOT.href.length)}`)
    );
  assert.deepEqual(offences, []);
});
