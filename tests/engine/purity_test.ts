import assert from "node:assert/strict";

/** engine/ must run unchanged on Deno Deploy, in a browser and under Node: no runtime APIs, I/O or clocks. */
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

/**
 * An engine answer may depend on its inputs only, so module state in engine/ is one of three kinds:
 * - a scratch buffer: a top-level `let` or `var` holding a typed array (`let seen = new Int32Array(0)`), which
 *   the scan that owns it regrows and overwrites before reading;
 * - a read-only set or map: a top-level `const` Set or Map typed `ReadonlySet` or `ReadonlyMap`;
 * - listed in MODULE_STATE, with why what it holds equals what a fresh computation would give.
 * Anything else, such as a counter or a flag (`let spent = 0`), fails: it would let an answer depend on what the
 * process was asked before. The check reads top-level declarations (column 0, as deno fmt leaves them): any
 * `let` or `var`, and any `const` made with `new Map`, `new Set`, `new WeakMap` or `new WeakSet`.
 */
const MODULE_STATE: Record<string, { names: string[]; why: string }> = {
  "techniques/step.ts": {
    names: ["found"],
    why:
      "find's catch for its first step, cleared before and after every scan: nothing is kept between calls",
  },
  "techniques/position.ts": {
    names: ["keyRules", "linksReady", "digitsReady", "bivalueReady", "table", "bivalue"],
    why:
      "the tables of the last position asked about, kept with its rules and a full copy of its candidates and " +
      "rebuilt when either differs",
  },
  "techniques/chains.ts": {
    names: ["foundCount", "scratch"],
    why:
      "the chains of one scan (foundCount is reset as each scan starts) and search buffers written before read",
  },
  "techniques/coloring.ts": {
    names: ["stride"],
    why: "the row length of the colouring buffers, set whenever they are regrown",
  },
  "techniques/fish.ts": {
    names: ["rows", "cols"],
    why: "views of the scratch buffer, rebuilt with it when the grid size changes and filled by every scan",
  },
  "techniques/subsets.ts": {
    names: ["placesRules", "places", "clearHouses"],
    why:
      "the digit places of every house (views of a scratch buffer, rebuilt when the rules change and filled " +
      "by every scan), and per subset size the houses found clear, kept with the rules and position they hold for",
  },
  "techniques/als.ts": {
    names: ["tableRules", "tableBuild", "edgesBuild", "edgeUnits"],
    why:
      "the almost locked sets of the last position, kept with its rules and a full copy of its candidates, " +
      "and the links between them per build of that table; their units are charged again on every call",
  },
  "techniques/cages.ts": {
    names: ["houseBlocks", "combosBySize"],
    why:
      "the blocks of a shape's houses, which depend on the houses alone; the digit sets of each count and sum, " +
      "which depend on the grid size alone",
  },
  "catalogue.ts": {
    names: ["BY_ID"],
    why: "the catalogue rows by id, built once when loading and never changed",
  },
  "schemes.ts": {
    names: ["publishedSchemes"],
    why: "publishedScheme per scheme, which depends on the scheme alone",
  },
  "grade.ts": {
    names: ["LIMITS"],
    why: "the complement limits per scheme, which depend on the scheme alone",
  },
  "rules.ts": {
    names: ["classicCache", "xCache"],
    why: "the rules of each shape, which depend on the shape alone",
  },
  "generate/killer.ts": {
    names: ["caps"],
    why: "the killer scheme's cap per level (capOf is asked about the killer scheme only)",
  },
};

const TYPED_ARRAY =
  /^new (Int8|Uint8|Uint8Clamped|Int16|Uint16|Int32|Uint32|Float32|Float64|BigInt64|BigUint64)Array\b/;
const COLLECTION = /^new (Map|Set|WeakMap|WeakSet)\b/;

/** The text of `source` with its comments blanked (line breaks kept, so declarations stay at column 0). */
function withoutComments(source: string): string {
  return source.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, (comment) => comment.replace(/[^\n]/g, " "));
}

/** Splits at the commas outside brackets, braces, parentheses and type arguments. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0, start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "(" || c === "[" || c === "{" || c === "<") depth++;
    else if ((c === ")" || c === "]" || c === "}" || c === ">") && text[i - 1] !== "=") depth--;
    else if (c === "," && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** One declared name of a top-level declaration: its keyword, type annotation (if any) and initialiser. */
interface Declared {
  name: string;
  keyword: "let" | "var" | "const";
  type: string;
  init: string;
}

/** Every name a top-level `let`, `var` or `const` declares in `source`. */
function topLevelDeclarations(source: string): Declared[] {
  const text = withoutComments(source);
  const declared: Declared[] = [];
  for (const match of text.matchAll(/^(?:export\s+)?(let|var|const)\s+/gm)) {
    const keyword = match[1] as Declared["keyword"];
    const from = match.index! + match[0].length;
    // The statement ends at the first semicolon outside brackets.
    let depth = 0, end = from;
    for (; end < text.length; end++) {
      const c = text[end];
      if (c === "(" || c === "[" || c === "{") depth++;
      else if (c === ")" || c === "]" || c === "}") depth--;
      else if (c === ";" && depth === 0) break;
    }
    for (const part of splitTopLevel(text.slice(from, end))) {
      const name = /^\s*([A-Za-z_$][\w$]*)/.exec(part)?.[1];
      if (!name) continue;
      const rest = part.slice(part.indexOf(name) + name.length);
      const equals = rest.search(/=(?![=>])/);
      const type = (equals < 0 ? rest : rest.slice(0, equals)).replace(/^\s*:/, "").trim();
      const init = equals < 0 ? "" : rest.slice(equals + 1).trim();
      declared.push({ name, keyword, type, init });
    }
  }
  return declared;
}

/** The module state of `source` that is neither a scratch buffer, nor read-only, nor in `listed`. */
function undeclaredState(source: string, listed: readonly string[]): string[] {
  return topLevelDeclarations(source).filter(({ name, keyword, type, init }) => {
    if (listed.includes(name)) return false;
    if (keyword !== "const") return !TYPED_ARRAY.test(init);
    return COLLECTION.test(init) && !/^Readonly(Set|Map)\b/.test(type);
  }).map((d) => d.name);
}

async function* engineFiles(dir: URL): AsyncGenerator<URL> {
  for await (const entry of Deno.readDir(dir)) {
    const url = new URL(entry.name + (entry.isDirectory ? "/" : ""), dir);
    if (entry.isDirectory) yield* engineFiles(url);
    else if (entry.name.endsWith(".ts")) yield url;
  }
}

const ENGINE = new URL("../../engine/", import.meta.url);

async function engineSources(): Promise<Array<{ path: string; source: string }>> {
  const sources = [];
  for await (const file of engineFiles(ENGINE)) {
    sources.push({
      path: file.pathname.slice(ENGINE.pathname.length),
      source: await Deno.readTextFile(file),
    });
  }
  return sources.sort((a, b) => a.path.localeCompare(b.path));
}

Deno.test("engine/ uses no runtime APIs, I/O, Math.random or clocks", async () => {
  const sources = await engineSources();
  for (const { path, source } of sources) {
    const code = withoutComments(source);
    for (const [pattern, what] of FORBIDDEN) assert.ok(!pattern.test(code), `engine/${path} uses ${what}`);
  }
  assert.ok(sources.length >= 4, "found the engine modules");
});

Deno.test("engine/ keeps no module state but scratch buffers, read-only sets and the listed caches", async () => {
  const sources = await engineSources();
  const unlisted: Record<string, string[]> = {};
  for (const { path, source } of sources) {
    const listed = MODULE_STATE[path]?.names ?? [];
    const found = undeclaredState(source, listed);
    if (found.length) unlisted[path] = found;
    const declared = topLevelDeclarations(source).map((d) => d.name);
    for (const name of listed) {
      assert.ok(declared.includes(name), `engine/${path} no longer declares ${name}`);
    }
  }
  assert.deepEqual(unlisted, {}, "module state that is no scratch buffer, read-only set or listed cache");
  for (const path of Object.keys(MODULE_STATE)) {
    assert.ok(sources.some((s) => s.path === path), `MODULE_STATE lists engine/${path}, which is gone`);
  }
});

Deno.test("the module-state check catches a counter and a flag, and passes scratch and read-only sets", () => {
  const sample = [
    "/** let commented = 0; */",
    "let spent = 0;",
    "export let cap = Infinity, seen = new Int32Array(0);",
    "let finding: boolean = false;",
    "var total = 0;",
    "const memory = new Map<string, number>();",
    "const NAMES: ReadonlySet<string> = new Set(['a', 'b']);",
    "const pairs: Array<[number, number]> = [];",
    "let buffer: Uint16Array = new Uint16Array(81);",
    "let rows: Uint16Array[] = [];",
    "const f = (a: number, b: number): number => {",
    "  let local = a + b;",
    "  return local;",
    "};",
  ].join("\n");
  assert.deepEqual(undeclaredState(sample, []), ["spent", "cap", "finding", "total", "memory", "rows"]);
  assert.deepEqual(undeclaredState(sample, ["spent", "cap", "finding", "total", "memory", "rows"]), []);
});
