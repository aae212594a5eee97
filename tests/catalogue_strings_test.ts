/**
 * No string people read is written in code: the pages, the player's scripts and the engine's words take every
 * text from a message catalogue (routes/pages/i18n/messages/, engine/messages/), so each has its German and
 * Spanish. The files are parsed (TypeScript's own parser) and these are flagged:
 *
 * - text between JSX tags that holds a letter;
 * - a literal value of an attribute people read (title, alt, placeholder, aria-label …), in JSX or through
 *   `setAttribute`, or assigned to `textContent`, `title`, `placeholder` …;
 * - any other string or template text with three words in a row: a phrase, not an identifier or a class list.
 *
 * Not flagged: comments, imports, thrown errors and console lines (for developers), and the allow-list below,
 * each entry with why it is no text for people.
 */
import assert from "node:assert/strict";
import ts from "typescript";

const HUMAN_ATTRIBUTES = new Set([
  "title",
  "alt",
  "placeholder",
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "label",
]);
const HUMAN_PROPERTIES = new Set([
  "textContent",
  "innerText",
  "title",
  "placeholder",
  "ariaLabel",
  "ariaDescription",
]);
const PHRASE = /[A-Za-z][a-z']*[\s,]+[A-Za-z][a-z']*[\s,]+[A-Za-z][a-z']*/;
const LETTER = /\p{L}/u;

/** Strings that look like text but are not read by people, by file: each with why. */
const ALLOWED: Record<string, Array<{ text: string; why: string }>> = {
  "engine/techniques/aic.ts": [
    {
      text: "discontinuous nice loop",
      why: "a step's variant as the API returns it; people read it through the catalogue's variant.<text>",
    },
    {
      text: "continuous nice loop",
      why: "a step's variant as the API returns it; people read it through the catalogue's variant.<text>",
    },
  ],
  "routes/pages/static/play/input.js": [
    {
      text: "input, textarea, select, a, [contenteditable], dialog",
      why: "a CSS selector: the elements whose keys are their own, not the board's",
    },
  ],
  "routes/pages/static/play/pause.js": [
    {
      text: "button, input, textarea, select, a, summary, [contenteditable], dialog",
      why: "a CSS selector: the elements that take Space themselves",
    },
  ],
  "routes/pages/static/play/shortcuts.js": [
    {
      text: "button, [href], input, select, textarea, [tabindex]:not([tabindex='-1'])",
      why: "a CSS selector: what takes the focus inside the dialog",
    },
    {
      text: "input, textarea, select, [contenteditable], dialog",
      why: 'a CSS selector: the elements where "?" is typed, not a shortcut',
    },
  ],
  "engine/techniques/meter.ts": [
    {
      text: "gave up after   work units",
      why: "an Error's message, for developers: callers catch it by class",
    },
  ],
};

export interface Finding {
  line: number;
  text: string;
  kind: "jsx text" | "attribute" | "property" | "phrase";
}

function isDeveloperOnly(node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isImportDeclaration(n) || ts.isExportDeclaration(n) || ts.isThrowStatement(n)) return true;
    if (ts.isNewExpression(n) && /Error$/.test(n.expression.getText())) return true;
    if (ts.isCallExpression(n) && /^console\./.test(n.expression.getText())) return true;
    if (ts.isStatement(n)) return false;
  }
  return false;
}

function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" ");
  }
  return null;
}

/** The texts for people written in `source`, a .ts, .tsx or .js file's content. */
export function textsInCode(fileName: string, source: string): Finding[] {
  const kind = fileName.endsWith(".tsx")
    ? ts.ScriptKind.TSX
    : fileName.endsWith(".js")
    ? ts.ScriptKind.JS
    : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: Finding[] = [];
  const add = (node: ts.Node, text: string, k: Finding["kind"]) =>
    found.push({
      line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1,
      text: text.trim(),
      kind: k,
    });
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      if (LETTER.test(node.text)) add(node, node.text, "jsx text");
      return;
    }
    if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      const name = node.name.getText(file);
      if (HUMAN_ATTRIBUTES.has(name) && LETTER.test(node.initializer.text)) {
        add(node, node.initializer.text, "attribute");
      }
      return;
    }
    if (
      ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) && HUMAN_PROPERTIES.has(node.left.name.text)
    ) {
      const text = literalText(node.right);
      if (text !== null && LETTER.test(text)) add(node, text, "property");
    }
    if (
      ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === "setAttribute" && node.arguments.length === 2
    ) {
      const name = literalText(node.arguments[0]);
      const text = literalText(node.arguments[1]);
      if (name !== null && HUMAN_ATTRIBUTES.has(name) && text !== null && LETTER.test(text)) {
        add(node, text, "attribute");
      }
    }
    const text = literalText(node);
    if (text !== null && PHRASE.test(text) && !isDeveloperOnly(node)) {
      add(node, text, "phrase");
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  // One finding per place: a phrase set as textContent is reported once, as the property.
  const seen = new Set<string>();
  return found.filter((f) => {
    const key = `${f.line}:${f.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

async function filesUnder(dir: string, pattern: RegExp): Promise<string[]> {
  const out: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory) out.push(...await filesUnder(path, pattern));
    else if (pattern.test(entry.name)) out.push(path);
  }
  return out.sort();
}

const ROOT = new URL("..", import.meta.url).pathname.replace(/\/$/, "");

/** The code whose texts people read: the pages and their scripts, and the engine's words. */
async function codeWithWords(): Promise<string[]> {
  const pages = (await filesUnder(`${ROOT}/routes/pages`, /\.(tsx?|js)$/))
    .filter((f) => !f.includes("/i18n/messages/"));
  const engine = [
    ...await filesUnder(`${ROOT}/engine/techniques`, /\.ts$/),
    `${ROOT}/engine/explain.ts`,
    `${ROOT}/engine/hint.ts`,
  ];
  return [...pages, ...engine];
}

Deno.test("the check finds JSX text, human attributes and properties, and phrases; not code or developer text", () => {
  const sample = [
    `import { x } from "./a b c.ts";`,
    `const a = <p class="one two three" title="Pick a level">Today's puzzle {name}</p>;`,
    `const b = <button aria-label={t("k")} data-x="free text here">{t("play")}</button>;`,
    `el.textContent = "Solved!";`,
    `el.setAttribute("aria-label", "Row 3");`,
    `const c = \`the \${d} at \${cell} is wrong\`;`,
    `throw new Error("this is for developers");`,
    `console.log("so is this line");`,
    `// a comment with many words in it`,
    `const id = "hint-panel", css = "cell given";`,
  ].join("\n");
  const found = textsInCode("sample.tsx", sample).map((f) => `${f.line} ${f.kind}: ${f.text}`);
  assert.deepEqual(found, [
    "2 attribute: Pick a level",
    "2 jsx text: Today's puzzle",
    "4 property: Solved!",
    "5 attribute: Row 3",
    "6 phrase: the   at   is wrong",
  ]);
});

Deno.test("no text people read is written in the pages, the player or the engine's words: all of it is in a catalogue", async () => {
  const problems: string[] = [];
  for (const path of await codeWithWords()) {
    const relative = path.slice(ROOT.length + 1);
    const allowed = new Set((ALLOWED[relative] ?? []).map((a) => a.text));
    for (const f of textsInCode(path, await Deno.readTextFile(path))) {
      if (!allowed.has(f.text)) problems.push(`${relative}:${f.line} ${f.kind}: ${JSON.stringify(f.text)}`);
    }
  }
  assert.deepEqual(problems, []);
});
