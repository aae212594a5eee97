import assert from "node:assert/strict";

/** engine/ must run unchanged on Deno Deploy, in a browser and under Node: no runtime APIs, I/O or hidden state. */
const FORBIDDEN: Array<[RegExp, string]> = [
  [/\bDeno\./, "Deno API"],
  [/from\s+["']node:/, "Node built-in import"],
  [/from\s+["']npm:/, "npm import"],
  [/\bMath\.random\b/, "Math.random"],
  [/\bDate\b/, "clock (Date)"],
  [/\bperformance\./, "clock (performance)"],
  [/\bfetch\(/, "network I/O"],
  [/\brequire\(/, "require"],
];

async function* engineFiles(dir: URL): AsyncGenerator<URL> {
  for await (const entry of Deno.readDir(dir)) {
    const url = new URL(entry.name + (entry.isDirectory ? "/" : ""), dir);
    if (entry.isDirectory) yield* engineFiles(url);
    else if (entry.name.endsWith(".ts")) yield url;
  }
}

Deno.test("engine/ uses no runtime APIs, I/O, Math.random or clocks", async () => {
  let files = 0;
  for await (const file of engineFiles(new URL("../engine/", import.meta.url))) {
    files++;
    const source = (await Deno.readTextFile(file)).replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, "");
    for (const [pattern, what] of FORBIDDEN) {
      assert.ok(!pattern.test(source), `${file.pathname} uses ${what}`);
    }
  }
  assert.ok(files >= 4, "found the engine modules");
});
