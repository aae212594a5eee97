/**
 * "Play your own" (/play) server-side, through app.request: every form a grid is pasted in gives the same share
 * code, the rules chosen are the rules checked, each way a paste fails is a page that says why (the parser's line
 * and column included), and nothing a person sends makes a 500.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { drawGrid, formatGrid, type Grid } from "../../../engine/board.ts";
import { gradeUnique } from "../../../engine/grade.ts";
import { classicRules } from "../../../engine/rules.ts";
import { decode } from "../../../engine/sharecode.ts";
import { countSolutions } from "../../../engine/solver.ts";
import { createApp } from "../../../routes/app.ts";
import { loadPools } from "../../../data/pools.ts";

const pools = await loadPools();
const NOW = new Date("2026-11-30T18:00:00Z");
const ORIGIN = "http://sudoku.test";
const app = createApp({ pools, now: () => NOW });
/** What a browser sends with a form. */
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const FORM = "application/x-www-form-urlencoded";

/** The grid of the first puzzle of a pool ("hard", "x/evil", "16x16/medium" …). */
function pooled(key: string, index = 0): Grid {
  const decoded = decode(pools[key][index].code);
  if (!decoded.ok) throw new Error(`${key} ${index}: ${decoded.error.message}`);
  return decoded.value.grid;
}

function post(puzzle: string, variant = "", target = app) {
  return target.request(`${ORIGIN}/play`, {
    method: "POST",
    headers: { accept: BROWSER_ACCEPT, "content-type": FORM },
    body: new URLSearchParams({ puzzle, variant }),
  });
}

/** A paste that passes: sent on to its /play?code= page (303), whose code is returned. */
async function passes(puzzle: string, variant = ""): Promise<string> {
  const res = await post(puzzle, variant);
  const where = `${JSON.stringify(puzzle.slice(0, 40))} (${variant || "classic"})`;
  assert.equal(res.status, 303, `${where}: ${await res.text()}`);
  const location = res.headers.get("location") ?? "";
  const code = /^\/play\?code=([A-Za-z0-9_-]+)$/.exec(location)?.[1];
  assert.ok(code, `${where}: sent on to ${location}`);
  return code;
}

/** A paste refused with a page: its status, and the outcome's heading and message as the page shows them. */
async function refused(puzzle: string, variant = "", target = app) {
  const res = await post(puzzle, variant, target);
  const html = await res.text();
  assert.match(res.headers.get("content-type") ?? "", /^text\/html/);
  return { status: res.status, html, ...outcomeOf(html) };
}

function outcomeOf(html: string) {
  const heading = /<h2 id="paste-result-heading"[^>]*>([^<]*)<\/h2>/.exec(html)?.[1] ?? "";
  const error = /<p id="paste-error"([^>]*)>([^<]*)<\/p>/.exec(html);
  return {
    heading,
    message: unescape(error?.[2] ?? ""),
    line: /data-line="(\d+)"/.exec(error?.[1] ?? "")?.[1],
    column: /data-column="(\d+)"/.exec(error?.[1] ?? "")?.[1],
  };
}

function unescape(text: string): string {
  return text.replaceAll("&quot;", '"').replaceAll("&#39;", "'").replaceAll("&lt;", "<").replaceAll(
    "&gt;",
    ">",
  )
    .replaceAll("&amp;", "&");
}

/** The text of the page's box, as a browser reads it (the parser drops the newline right after the tag). */
function boxText(html: string): string {
  const raw = /<textarea[^>]*>([\s\S]*?)<\/textarea>/.exec(html)?.[1] ?? "";
  return unescape(raw.replace(/^\r?\n/, ""));
}

/** The grid written over nine lines with spaces, as people type one. */
function multiLine(grid: Grid): string {
  const size = grid.rules.size;
  const text = formatGrid(grid);
  return Array.from({ length: size }, (_, r) => [...text.slice(r * size, r * size + size)].join(" ")).join(
    "\n",
  );
}

Deno.test("GET /play is a labelled form that posts to /play, under the pages' policy, linked from every page", async () => {
  const res = await app.request(`${ORIGIN}/play`);
  assert.equal(res.status, 200);
  const html = await res.text();
  const csp = res.headers.get("content-security-policy") ?? "";
  const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
  assert.ok(nonce, csp);
  assert.match(csp, /form-action 'self'/);
  // The player's messages ride along as a data block, which runs nothing.
  const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((s) =>
    !s.includes('type="application/json"')
  );
  assert.equal(scripts.length, 1, "one script: the page's own module");
  assert.match(scripts[0], /^<script type="module" src="\/static\/paste\.js\?v=[0-9a-f]{12}" nonce="/);
  assert.ok(scripts[0].includes(`nonce="${nonce}"`));
  assert.match(html, /<form method="post" action="\/play" id="paste-form"/);
  assert.match(html, /<label for="paste-puzzle">[^<]+<\/label>/);
  assert.match(html, /<textarea id="paste-puzzle" name="puzzle"/);
  assert.match(html, /<label for="paste-variant">[^<]+<\/label><select id="paste-variant" name="variant">/);
  const options = [...html.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
  assert.deepEqual(options, ["", "x", "killer"]);
  assert.equal(outcomeOf(html).heading, "", "no outcome before anything is sent");
  for (const path of ["/", "/archive", "/techniques", "/play"]) {
    const page = await (await app.request(`${ORIGIN}${path}`)).text();
    assert.match(page, /<nav aria-label="Site">.*<a href="\/play"[^>]*>Play your own<\/a>.*<\/nav>/s, path);
    // The footer's link stands in for the header's on phones, where the header keeps to one line.
    assert.match(page, /<footer class="site">.*<a href="\/play">[^<]+<\/a>.*<\/footer>/s, path);
  }
  const script = await app.request(`${ORIGIN}${/src="([^"]+)"/.exec(scripts[0])![1]}`);
  assert.equal(script.status, 200);
  assert.equal(script.headers.get("cache-control"), "public, max-age=31536000, immutable");
  await script.body?.cancel();
});

Deno.test("a 9×9 pasted as one line, over nine lines or as a drawing is the same puzzle, graded as the engine grades it", async () => {
  const grid = pooled("hard");
  const codes = new Set<string>();
  for (
    const text of [formatGrid(grid), multiLine(grid), drawGrid(grid), formatGrid(grid).replaceAll(".", "0")]
  ) {
    codes.add(await passes(text));
  }
  assert.equal(codes.size, 1, "one code whatever the form");
  const [code] = codes;
  const decoded = decode(code);
  assert.ok(decoded.ok);
  assert.equal(formatGrid(decoded.value.grid), formatGrid(grid), "the code holds the pasted grid");
  const record = gradeUnique(grid);
  assert.equal(decoded.value.level, record.level, "the code claims the level the puzzle earns");

  const res = await app.request(`${ORIGIN}/play?code=${code}`);
  assert.equal(res.status, 200);
  const html = await res.text();
  assert.match(html, /<h2 id="paste-result-heading" tabindex="-1">Exactly one solution: ready to play<\/h2>/);
  assert.match(html, new RegExp(`Level: <strong data-level="${record.level}">`));
  const techniques = [...html.matchAll(/<li data-technique="([a-z0-9-]+)">/g)].map((m) => m[1]);
  assert.deepEqual(techniques.toSorted(), Object.keys(record.techniques).toSorted());
  assert.match(html, new RegExp(`<code id="paste-code">${code}</code>`));
  assert.match(html, new RegExp(`<a href="/p/${code}" id="paste-play"`));
  assert.ok(html.includes(`${ORIGIN}/p/${code}`), "the link in full, to send");
  assert.equal(boxText(html), formatGrid(grid), "the box shows the grid as read");

  const played = await app.request(`${ORIGIN}/p/${code}`);
  assert.equal(played.status, 200);
  assert.ok((await played.text()).includes(`data-puzzle="${formatGrid(grid).replaceAll(".", "0")}"`));
});

Deno.test("4×4, 6×6 and 16×16 grids are read by their size, and the page's own examples pass", async () => {
  for (const key of ["4x4/easy", "6x6/medium", "16x16/medium"]) {
    const grid = pooled(key);
    for (const text of [formatGrid(grid), multiLine(grid), drawGrid(grid)]) {
      const decoded = decode(await passes(text));
      assert.ok(decoded.ok);
      assert.equal(decoded.value.grid.rules.shape, grid.rules.shape, key);
      assert.equal(formatGrid(decoded.value.grid), formatGrid(grid), key);
    }
  }
  const html = await (await app.request(`${ORIGIN}/play`)).text();
  const examples = [...html.matchAll(/<pre>([^<]*)<\/pre>/g)].map((m) => unescape(m[1]));
  assert.equal(examples.length, 3, "one line, a drawing, and a killer's JSON shape");
  assert.equal(
    await passes(examples[0]),
    await passes(examples[1]),
    "the line and the drawing are one puzzle",
  );
});

Deno.test("X-Sudoku is checked under its diagonals when chosen, and under classic rules when not", async () => {
  const grid = pooled("x/evil");
  const decoded = decode(await passes(formatGrid(grid), "x"));
  assert.ok(decoded.ok);
  assert.equal(decoded.value.grid.rules.variant, "x");
  assert.equal(formatGrid(decoded.value.grid), formatGrid(grid));
  // Without its diagonals the same givens allow more solutions: the rules chosen are the rules checked.
  const asClassic = { rules: classicRules("9x9"), cells: grid.cells };
  assert.equal(countSolutions(asClassic, 2, 1_000_000).count, 2, "the fixture needs its diagonals");
  const classic = await refused(formatGrid(grid));
  assert.equal(classic.status, 422);
  assert.equal(classic.heading, "More than one solution");
  // X-Sudoku is 9×9 only.
  const small = await refused(formatGrid(pooled("4x4/easy")), "x");
  assert.equal(small.status, 400);
  assert.equal(small.heading, "Not the right size");
  assert.match(small.message, /X-Sudoku puzzles are 9×9; this grid has 16 cells \(4×4\)/);
});

Deno.test("a killer pastes as the API's JSON, an /api/daily answer as it is; a bare grid is told it needs cages", async () => {
  const daily = await (await app.request(`${ORIGIN}/api/daily?variant=killer&level=hard`)).json();
  for (const variant of ["", "killer"]) {
    const decoded = decode(await passes(JSON.stringify(daily, null, 2), variant));
    assert.ok(decoded.ok);
    assert.equal(decoded.value.grid.rules.variant, "killer");
    assert.deepEqual(
      decoded.value.grid.rules.cages.map((cage) => ({ sum: cage.sum, cells: [...cage.cells] })),
      daily.cages,
    );
  }
  const { puzzle, cages } = daily;
  const killerPage =
    await (await app.request(`${ORIGIN}/play?code=${await passes(JSON.stringify({ puzzle, cages }))}`))
      .text();
  assert.match(killerPage, /<option value="killer" selected>/, "the form keeps the rules");
  assert.deepEqual(JSON.parse(boxText(killerPage)).cages, cages, "the box holds the cages back");

  const bare = await refused(puzzle, "killer");
  assert.equal(bare.status, 400);
  assert.equal(bare.heading, "A killer needs its cages");
  assert.match(bare.message, /paste it as JSON/);
  const overlapping = await refused(
    JSON.stringify({ puzzle, cages: [{ sum: 3, cells: [0, 1] }, { sum: 4, cells: [1, 2] }] }),
  );
  assert.equal(overlapping.status, 400);
  assert.equal(overlapping.heading, "The cages do not fit");
  assert.match(overlapping.message, /cell 1 is in cage 1 and cage 2/);
  const clash = await refused(JSON.stringify({ puzzle, cages, variant: "killer" }), "x");
  assert.equal(clash.heading, "Two different rules");
  const cagedX = await refused(JSON.stringify({ puzzle, cages, variant: "x" }));
  assert.equal(cagedX.heading, "Cages without a killer");
});

Deno.test("a grid the parser cannot read is refused at the line and column it names, the text kept as sent", async () => {
  const text = "\n53..7....\n6..1z5...\n.98....6.\n";
  const { status, heading, message, line, column, html } = await refused(text);
  assert.equal(status, 400);
  assert.equal(heading, "This grid could not be read");
  assert.equal(message, 'Unexpected character "z" at line 3, column 5.');
  assert.deepEqual([line, column], ["3", "5"]);
  // The line itself, with a caret under the character.
  const excerpt = unescape(
    /<pre class="paste-where" aria-hidden="true">([^<]*)<\/pre>/.exec(html)?.[1] ?? "",
  );
  const [shown, caret] = excerpt.split("\n");
  assert.equal(shown, "3 | 6..1z5...");
  assert.equal(shown[caret.indexOf("^")], "z");
  assert.equal(boxText(html), text, "the box keeps the paste, its first empty line too");
  assert.match(html, /<textarea [^>]*aria-describedby="paste-formats paste-error" aria-invalid="true"/);

  const far = await refused(`${"1".repeat(100)}x${"2".repeat(100)}`);
  assert.deepEqual([far.line, far.column], ["1", "101"]);
  const farExcerpt = unescape(
    /<pre class="paste-where" aria-hidden="true">([^<]*)<\/pre>/.exec(far.html)![1],
  );
  const [farShown, farCaret] = farExcerpt.split("\n");
  assert.ok(farShown.length < 40, `a long line is shown around the place: ${farShown}`);
  assert.equal(farShown[farCaret.indexOf("^")], "x");

  const short = await refused(".".repeat(80));
  assert.equal(short.status, 400);
  assert.equal(short.message, "Found 80 cells; a grid has 16, 36, 81 or 256.");
  assert.equal(short.line, undefined, "a count has no place");
  const sixteen = await refused("G" + ".".repeat(80));
  assert.match(sixteen.message, /"G" at line 1, column 1 \(r1c1\) is not a digit of a 9x9 grid/);
});

Deno.test("JSON that does not parse is refused at its line and column; JSON that is no puzzle says which field", async () => {
  const broken = await refused('{\n  "puzzle": "1..4"\n  "cages": []\n}');
  assert.equal(broken.status, 400);
  assert.equal(broken.heading, "This JSON could not be read");
  assert.match(broken.message, /^Expected ',' or '}' after property value at line 3, column 3\.$/);
  assert.deepEqual([broken.line, broken.column], ["3", "3"]);
  const noPuzzle = await refused('{"grid": "1..4"}');
  assert.equal(noPuzzle.heading, "This JSON is not a puzzle");
  assert.match(noPuzzle.message, /^In "puzzle": Invalid input: expected string/);
  const badInside = await refused('{"puzzle": "1..4.41x.14.4..1"}');
  assert.equal(badInside.heading, "This grid could not be read");
  assert.equal(badInside.message, 'In "puzzle": Unexpected character "x" at line 1, column 8.');
  assert.equal(badInside.line, undefined, "the place is in the JSON's string, not in the box");
});

Deno.test("givens that clash, no solution, several, and a check past the work cap are each said plainly (422)", async () => {
  const clash = await refused("11" + ".".repeat(79));
  assert.equal(clash.status, 422);
  assert.equal(clash.heading, "The givens break the rules");
  assert.equal(clash.message, "1 is given twice in row 1, at r1c1 and r1c2 (and 1 more such clash).");
  // r1c9 can only be 9, which column 9 already holds: no two givens clash, yet nothing fits.
  const none = await refused("12345678." + ".".repeat(8) + "9" + ".".repeat(63));
  assert.equal(none.status, 422);
  assert.equal(none.heading, "No solution");
  const several = await refused("1" + ".".repeat(80));
  assert.equal(several.status, 422);
  assert.equal(several.heading, "More than one solution");
  const capped = createApp({ pools, now: () => NOW, solveBudget: 1 });
  const tooMuch = await refused("1" + ".".repeat(80), "", capped);
  assert.equal(tooMuch.status, 422);
  assert.equal(tooMuch.heading, "Too much work to check");
  assert.match(tooMuch.message, /work cap/);
});

Deno.test("what is not a paste is a 400 page: nothing sent, an unknown choice of rules, a bad share code", async () => {
  const empty = await refused("  \n ");
  assert.equal(empty.status, 400);
  assert.equal(empty.heading, "Nothing to check");
  const json = await app.request(`${ORIGIN}/play`, {
    method: "POST",
    headers: { accept: BROWSER_ACCEPT, "content-type": "application/json" },
    body: JSON.stringify({ puzzle: formatGrid(pooled("easy")) }),
  });
  assert.equal(json.status, 400, "only a form is read");
  assert.equal(outcomeOf(await json.text()).heading, "Nothing to check");
  const rules = await refused(formatGrid(pooled("easy")), "jigsaw");
  assert.equal(rules.status, 400);
  assert.equal(rules.heading, "Unknown rules");
  const code = await app.request(`${ORIGIN}/play?code=nope!`);
  assert.equal(code.status, 400);
  assert.equal(outcomeOf(await code.text()).heading, "This share code does not work");
});

Deno.test("a multipart form is read as the urlencoded one is", async () => {
  const grid = pooled("medium");
  const body = new FormData();
  body.set("puzzle", multiLine(grid));
  body.set("variant", "");
  const res = await app.request(`${ORIGIN}/play`, {
    method: "POST",
    headers: { accept: BROWSER_ACCEPT },
    body,
  });
  assert.equal(res.status, 303);
  assert.equal(res.headers.get("location"), `/play?code=${await passes(formatGrid(grid))}`);
});

Deno.test("a form over the body limit is a 413 page for a browser, and stays the JSON error for the API", async () => {
  const huge = new URLSearchParams({ puzzle: "1".repeat(70_000) }).toString();
  const page = await app.request(`${ORIGIN}/play`, {
    method: "POST",
    headers: { accept: BROWSER_ACCEPT, "content-type": FORM },
    body: huge,
  });
  assert.equal(page.status, 413);
  assert.match(page.headers.get("content-type") ?? "", /^text\/html/);
  assert.match(page.headers.get("content-security-policy") ?? "", /default-src 'self'/);
  assert.match(await page.text(), /<h1>Too much to read<\/h1>/);
  const api = await app.request(`${ORIGIN}/api/grade`, {
    method: "POST",
    headers: { accept: BROWSER_ACCEPT, "content-type": "application/json" },
    body: JSON.stringify({ puzzle: "1".repeat(70_000) }),
  });
  assert.equal(api.status, 413);
  assert.equal((await api.json()).error.code, "body-too-large");
});

Deno.test("no paste makes a 500: anything sent is a page that passes (303) or says why (400, 422)", async () => {
  const cellText = fc.constantFrom(..."123456789..........0-ABx |+\n");
  const paste = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.array(cellText, { minLength: 60, maxLength: 120 }).map((chars) => chars.join("")),
    fc.json(),
    fc.record({ puzzle: fc.string(), cages: fc.anything() }).map((value) => JSON.stringify(value)),
  );
  await fc.assert(
    fc.asyncProperty(paste, fc.constantFrom("", "x", "killer", "?"), async (puzzle, variant) => {
      const res = await post(puzzle, variant);
      const html = await res.text();
      if (res.status === 303) return;
      assert.ok(res.status === 400 || res.status === 422, `${res.status} for ${JSON.stringify(puzzle)}`);
      assert.match(res.headers.get("content-type") ?? "", /^text\/html/);
      assert.notEqual(outcomeOf(html).heading, "", "the page says what went wrong");
    }),
    { numRuns: 300 },
  );
});
