/** The pages people use, checked server-side through app.request: markup contract, CSP, link previews. */
import assert from "node:assert/strict";
import { formatGrid, parseGrid } from "../../../engine/board.ts";
import { CATALOGUE } from "../../../engine/catalogue.ts";
import { dailyPuzzle } from "../../../engine/daily.ts";
import { gradeUnique } from "../../../engine/grade.ts";
import { PUBLISHED_TECHNIQUES } from "../../../engine/schemes.ts";
import { decode, encode, LEVELS, MAX_SHARE_CODE_LENGTH } from "../../../engine/sharecode.ts";
import { createApp } from "../../../routes/app.ts";
import { findExample } from "../../../routes/pages/techniques.tsx";
import { PlayPage } from "../../../routes/pages/play.tsx";
import { Diagram } from "../../../routes/pages/board.tsx";
import { loadPools } from "../../../data/pools.ts";
import { killerGrid, uniqueClassic, xGrid } from "../../testing/variant_grids.ts";
import type { Grid } from "../../../engine/board.ts";

const pools = await loadPools();
/** 2026-11-30, 18:00 UTC. */
const NOW = new Date("2026-11-30T18:00:00Z");
const TODAY = "2026-11-30";
const app = createApp({ pools, now: () => NOW });
const ORIGIN = "http://sudoku.test";
/** What a browser sends when following a link. */
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

const STATIC_DIR = new URL("../../../routes/pages/static/", import.meta.url);

/** The first 12 hex digits of a static file's SHA-256: the `?v=` the pages must link it with. */
async function fileVersion(name: string): Promise<string> {
  const bytes = await Deno.readFile(new URL(name, STATIC_DIR));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("").slice(0, 12);
}
const STYLE_VERSION = await fileVersion("style.css");
/** The player's modules ("play/main.js", …) and their versions. */
const PLAYER_VERSIONS = new Map<string, string>();
for await (const entry of Deno.readDir(new URL("play/", STATIC_DIR))) {
  if (entry.name.endsWith(".js")) {
    PLAYER_VERSIONS.set(`play/${entry.name}`, await fileVersion(`play/${entry.name}`));
  }
}
const ENTRY_VERSION = PLAYER_VERSIONS.get("play/main.js")!;

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await app.request(`${ORIGIN}${path}`, { headers });
  return { res, text: await res.text() };
}

/** A 200 HTML page that passes the page policy checks; returns its HTML. */
async function page(path: string): Promise<string> {
  const { res, text } = await get(path);
  assert.equal(res.status, 200, `${path}: ${text.slice(0, 300)}`);
  assertPolicy(path, res, text);
  return text;
}

/** HTML with the CSP nonce on every script, no inline handlers, no inline styles. */
function assertPolicy(path: string, res: Response, html: string): void {
  assert.match(res.headers.get("content-type") ?? "", /^text\/html/, path);
  assert.ok(html.startsWith("<!DOCTYPE html>"), `${path} has a doctype`);
  const csp = res.headers.get("content-security-policy") ?? "";
  const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
  assert.ok(nonce, `${path}: CSP has a script nonce: ${csp}`);
  for (
    const directive of [
      "default-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "object-src 'none'",
    ]
  ) {
    assert.ok(csp.includes(directive), `${path}: CSP has ${directive}`);
  }
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    // A JSON data block is never run, so the CSP does not apply to it.
    if (tag === '<script type="application/json" id="puzzle-rules">') continue;
    if (tag === '<script type="application/json" id="player-messages">') continue;
    assert.ok(tag.includes(`nonce="${nonce}"`), `${path}: ${tag} carries the response's nonce`);
    // The import map is the one inline script: it only names the modules' versioned URLs.
    assert.ok(
      tag === `<script type="importmap" nonce="${nonce}">` ||
        tag.includes(`type="module" src="/static/play/main.js?v=${ENTRY_VERSION}"`),
      `${path}: ${tag}: scripts are the import map and the versioned entry module`,
    );
  }
  for (const tag of html.match(/<link rel="modulepreload"[^>]*>/g) ?? []) {
    assert.ok(tag.includes(`nonce="${nonce}"`), `${path}: ${tag} carries the response's nonce`);
  }
  assert.ok(html.includes(`<link rel="stylesheet" href="/static/style.css?v=${STYLE_VERSION}">`), path);
  assert.doesNotMatch(html, /<[^>]+\son[a-z]+=/i, `${path}: no inline event handlers`);
  assert.doesNotMatch(html, /<[^>]+\sstyle=/i, `${path}: no inline styles`);
  assert.doesNotMatch(html, /<style\b/i, `${path}: no style elements`);
}

/**
 * A page without its player's messages: the catalogue names every level (the grade is worded in the page's
 * language once solved), which says nothing about this page's puzzle.
 */
function withoutPlayerMessages(html: string): string {
  return html.replace(/<script type="application\/json" id="player-messages">.*?<\/script>/s, "");
}

function meta(html: string, key: string): string | undefined {
  const re = new RegExp(`<meta (?:property|name)="${key.replaceAll(".", "\\.")}" content="([^"]*)"`);
  return re.exec(html)?.[1]?.replaceAll("&amp;", "&");
}

interface BoardView {
  code: string;
  puzzle: string;
  rows: number;
  labels: string[];
}

function boardOf(html: string): BoardView {
  const open =
    /<div id="board" role="grid" aria-label="Sudoku board" data-code="([^"]+)" data-size="9" data-puzzle="([0-9]{81})">/
      .exec(html);
  assert.ok(open, "the board's opening tag follows the contract");
  const labels = [...html.matchAll(/role="gridcell"[^>]*aria-label="([^"]*)"/g)].map((m) => m[1]);
  return {
    code: open[1],
    puzzle: open[2],
    rows: (html.match(/<div role="row"/g) ?? []).length,
    labels,
  };
}

/** The 81 cells read back as a puzzle string, from the gridcells' data-given and text. */
function givensOf(html: string): string {
  const cells = [...html.matchAll(/<div role="gridcell"([^>]*)>([^<]*)<\/div>/g)];
  assert.equal(cells.length, 81);
  return cells.map(([, attrs, text]) => {
    const given = /data-given="(\d)"/.exec(attrs)?.[1];
    assert.equal(text, given ?? "", "a given's text is its digit, an empty cell has none");
    return given ?? "0";
  }).join("");
}

function assertBoard(html: string, puzzle: string, code: string): void {
  const board = boardOf(html);
  assert.equal(board.code, code);
  assert.equal(board.puzzle, puzzle);
  assert.equal(board.rows, 9);
  assert.equal(board.labels.length, 81);
  for (let i = 0; i < 81; i++) {
    const where = `row ${Math.floor(i / 9) + 1}, column ${(i % 9) + 1}`;
    const expected = puzzle[i] === "0" ? `${where}, empty` : `${where}, given ${puzzle[i]}`;
    assert.equal(board.labels[i], expected);
  }
  assert.equal(givensOf(html), puzzle);
  assert.equal(
    (html.match(/role="gridcell"[^>]*tabindex="0"|tabindex="0"[^>]*role="gridcell"/g) ?? []).length,
    1,
    "one cell in the tab order (roving tabindex)",
  );
}

const zeroed = (p: string) => p.replaceAll(".", "0");

Deno.test("/ is today's medium daily with its givens, controls and level picker", async () => {
  const html = await page("/");
  const daily = dailyPuzzle(TODAY, "medium", pools);
  assertBoard(html, zeroed(daily.puzzle), daily.code);
  for (
    const id of ["erase", "pencil", "undo", "redo", "check", "hint", "share", "steps", "hints-off", "timer"]
  ) {
    assert.match(html, new RegExp(`id="${id}"`), id);
  }
  for (let d = 1; d <= 9; d++) assert.match(html, new RegExp(`<button[^>]*data-digit="${d}"`));
  assert.match(html, /id="status" role="status" aria-live="polite"/);
  assert.match(html, /<section id="grade"[^>]*hidden/, "the grade waits until the puzzle is solved");
  assert.match(html, /<button[^>]*id="pencil" aria-pressed="false"/);
  assert.match(
    html,
    /<span id="timer-label">Time<\/span> <span id="timer" role="timer" aria-labelledby="timer-label">/,
  );
  assert.match(
    html,
    /<button type="button" id="steps" aria-expanded="false" aria-controls="steps-panel" hidden/,
  );
  assert.match(html, /<section id="steps-panel"/, "#steps controls an element that exists");
  for (const level of LEVELS) {
    assert.match(html, new RegExp(`<a href="/\\?level=${level}" data-level="${level}"`));
  }
  assert.match(html, /data-level="medium" aria-current="page"/);
});

Deno.test("/?level= picks the level; an unknown level is a 400 page", async () => {
  const hard = dailyPuzzle(TODAY, "hard", pools);
  assertBoard(await page("/?level=HARD"), zeroed(hard.puzzle), hard.code);
  const { res, text } = await get("/?level=extreme");
  assert.equal(res.status, 400);
  assertPolicy("/?level=extreme", res, text);
  assert.match(text, /Unknown level/);
});

Deno.test("puzzle pages carry Open Graph, Twitter and oEmbed discovery tags with absolute URLs", async () => {
  const date = "2026-11-29";
  const daily = dailyPuzzle(date, "hard", pools);
  const html = await page(`/daily/${date}/hard`);
  const url = `${ORIGIN}/daily/${date}/hard`;
  const image = `${ORIGIN}/og/${daily.code}.png?date=${date}`;
  assert.match(html, /<title>Hard Sudoku of Sunday 29 November 2026 · sudoku-daily<\/title>/);
  assert.equal(meta(html, "og:type"), "website");
  assert.equal(meta(html, "og:url"), url);
  assert.equal(meta(html, "og:image"), image);
  assert.equal(meta(html, "og:image:width"), "1200");
  assert.equal(meta(html, "og:image:height"), "630");
  assert.equal(meta(html, "og:title"), meta(html, "twitter:title"));
  assert.equal(meta(html, "twitter:card"), "summary_large_image");
  assert.equal(meta(html, "twitter:image"), image);
  const description = meta(html, "og:description")!;
  assert.equal(meta(html, "twitter:description"), description);
  assert.match(description, new RegExp(`${daily.clues} givens`));
  for (const t of CATALOGUE) assert.ok(!description.includes(t.name), `no spoiler: ${t.name}`);
  const oembed = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(html)?.[1];
  assert.equal(
    oembed?.replaceAll("&amp;", "&"),
    `${ORIGIN}/oembed?url=${encodeURIComponent(url)}&format=json`,
  );

  const shared = dailyPuzzle(date, "easy", pools).code;
  const sharedHtml = await page(`/p/${shared}`);
  assert.equal(meta(sharedHtml, "og:image"), `${ORIGIN}/og/${shared}.png`);
  assert.equal(meta(sharedHtml, "og:url"), `${ORIGIN}/p/${shared}`);
});

Deno.test("a configured origin is used in every absolute URL", async () => {
  const configured = createApp({ pools, now: () => NOW, origin: "https://sudoku.example" });
  const res = await configured.request(`${ORIGIN}/`);
  const html = await res.text();
  assert.equal(meta(html, "og:url"), `https://sudoku.example/daily/${TODAY}/medium`);
  assert.match(
    meta(html, "og:image")!,
    /^https:\/\/sudoku\.example\/og\/[A-Za-z0-9_-]+\.png\?date=2026-11-30$/,
  );
  const embed = await configured.request(
    `${ORIGIN}/oembed?url=${encodeURIComponent("https://sudoku.example/")}&format=json`,
  );
  assert.equal(embed.status, 200);
  assert.equal((await embed.json()).provider_url, "https://sudoku.example/");
});

Deno.test("/daily/:date/:level: past days and today play; future, bad day and bad level are error pages", async () => {
  const daily = dailyPuzzle("2024-02-29", "evil", pools);
  const html = await page("/daily/2024-02-29/evil");
  assertBoard(html, zeroed(daily.puzzle), daily.code);
  assert.match(html, /<a href="\/daily\/2024-02-29\/easy" data-level="easy"/);
  await page(`/daily/${TODAY}/easy`);

  const cases: Array<[string, number, RegExp]> = [
    ["/daily/2026-12-01/hard", 404, /comes out at 00:00 UTC on 2026-12-01/],
    // A day not out yet is news, not a mistake: no error colour.
    ["/daily/2026-12-01/hard", 404, /<section class="error-page notice" data-status="404">/],
    ["/archive?month=2026-12", 404, /<section class="error-page notice" data-status="404">/],
    ["/daily/2026-02-30/hard", 400, /<section class="error-page" data-status="400">/],
    ["/daily/2026-02-30/hard", 400, /not a day we have/],
    ["/daily/1999-12-31/hard", 400, /not a day we have/],
    ["/daily/2026-11-01/extreme", 400, /Unknown level/],
    // What the visitor typed comes back escaped, never as markup.
    [
      "/daily/%3Cscript%3Ealert(1)%3C%2Fscript%3E/hard",
      400,
      /&quot;&lt;script&gt;alert\(1\)&lt;\/script&gt;&quot;/,
    ],
  ];
  for (const [path, status, message] of cases) {
    const { res, text } = await get(path);
    assert.equal(res.status, status, path);
    assertPolicy(path, res, text);
    assert.match(text, message, path);
  }
});

Deno.test("/p/:code shows the code's givens; bad codes are 400, improper puzzles 422", async () => {
  const entry = pools.hard[3];
  const decoded = decode(entry.code);
  assert.ok(decoded.ok);
  const html = await page(`/p/${entry.code}`);
  assertBoard(html, zeroed(formatGrid(decoded.value.grid)), entry.code);
  assert.match(html, /Shared puzzle · Hard/);

  assert.match(html, /<section class="play" data-date="" data-level="hard">/, "the code's claim is shown");

  const mistyped = entry.code.slice(0, 5) + (entry.code[5] === "A" ? "B" : "A") + entry.code.slice(6);
  const twoSolutions = encode(gridOf("1" + ".".repeat(80)));
  // Row 1 needs a 9 in r1c9, but column 9 already has one: the givens never clash, yet nothing solves it.
  const noSolution = encode(gridOf("12345678." + "........9" + ".".repeat(63)));
  // A 4×4 code plays (see below), and is held to the same test: this one has many solutions.
  const fourByFour = encode(gridOf("1..." + "..2." + "...." + "...."));
  const cases: Array<[string, number, RegExp]> = [
    [`/p/${mistyped}`, 400, /This share code does not work/],
    ["/p/not*a*code", 400, /cannot be in a share code/],
    // The engine's message, written as a sentence on the page.
    ["/p/ABC", 400, /<p>Share codes have an even number of characters, [^<]*dropped or added\.<\/p>/],
    [
      `/p/${"A".repeat(MAX_SHARE_CODE_LENGTH + 1)}`,
      400,
      new RegExp(`at most ${MAX_SHARE_CODE_LENGTH} characters`),
    ],
    [`/p/${twoSolutions}`, 422, /more than one solution/],
    [`/p/${noSolution}`, 422, /has no solution/],
    [`/p/${fourByFour}`, 422, /more than one solution/],
  ];
  for (const [path, status, message] of cases) {
    const { res, text } = await get(path);
    assert.equal(res.status, status, path);
    assertPolicy(path, res, text);
    assert.match(text, message, path);
  }
});

Deno.test("/p/:code drops a level the puzzle does not earn: an Evil puzzle claiming Easy names no level", async () => {
  const decoded = decode(pools.evil[0].code);
  assert.ok(decoded.ok);
  const falseClaim = encode(decoded.value.grid, { level: "easy" });
  const html = withoutPlayerMessages(await page(`/p/${falseClaim}`));
  assert.match(html, /<h1>Shared puzzle<\/h1>/);
  assert.match(html, /<section class="play" data-date="" data-level="">/);
  assert.doesNotMatch(html, /Easy/);
});

Deno.test("/p/:code without a level claim names no level anywhere before it is solved", async () => {
  const decoded = decode(pools.evil[0].code);
  assert.ok(decoded.ok);
  const unclaimed = encode(decoded.value.grid);
  const html = await page(`/p/${unclaimed}`);
  assertBoard(html, zeroed(formatGrid(decoded.value.grid)), unclaimed);
  assert.match(html, /<title>Shared Sudoku · sudoku-daily<\/title>/);
  assert.match(html, /<h1>Shared puzzle<\/h1>/);
  assert.equal(meta(html, "og:title"), "Shared Sudoku · sudoku-daily");
  assert.match(html, /<section class="play" data-date="" data-level="">/);
  const head = withoutPlayerMessages(html.slice(0, html.indexOf("</head>")));
  for (const level of LEVELS) {
    assert.doesNotMatch(head, new RegExp(level, "i"), `no ${level} in the head`);
    assert.doesNotMatch(html, new RegExp(`data-level="${level}"`), `no ${level} in the markup`);
  }
  assert.doesNotMatch(/<h1>.*?<\/h1>/.exec(html)![0], /easy|medium|hard|expert|evil/i);

  const embed = await app.request(
    `${ORIGIN}/oembed?url=${encodeURIComponent(`${ORIGIN}/p/${unclaimed}`)}&format=json`,
  );
  assert.equal(embed.status, 200);
  assert.equal(
    (await embed.json()).title,
    "Shared Sudoku · sudoku-daily",
    "the embed tells no more than the page",
  );
  const claimed = await app.request(
    `${ORIGIN}/oembed?url=${encodeURIComponent(`${ORIGIN}/p/${pools.evil[0].code}`)}&format=json`,
  );
  assert.equal((await claimed.json()).title, "Shared Evil Sudoku · sudoku-daily", "a claimed level is shown");
});

/** The #puzzle-rules data block of a page, parsed. */
function embeddedRules(html: string) {
  const text = /<script type="application\/json" id="puzzle-rules">(.*?)<\/script>/s.exec(html)?.[1];
  assert.ok(text, "the #puzzle-rules data block");
  return JSON.parse(text) as {
    size: number;
    boxRows: number;
    boxCols: number;
    regions: Array<{ kind: string; name: string; cells: number[]; sum?: number }>;
  };
}

/** Each gridcell's attributes and text, in cell order. */
function gridcells(html: string) {
  return [...html.matchAll(/<div role="gridcell"([^>]*)>([^<]*)<\/div>/g)].map(([, attrs, text]) => ({
    attrs,
    text,
    classes: /class="([^"]*)"/.exec(attrs)![1].split(" "),
    label: /aria-label="([^"]*)"/.exec(attrs)![1],
    given: /data-given="(\d+)"/.exec(attrs)?.[1],
  }));
}

Deno.test("/p/:code plays 4×4, 6×6 and 16×16 puzzles: board, pad, notes and rules sized to the grid", async () => {
  const cases: Array<[string, Grid, number, number]> = [
    ["4x4", uniqueClassic("4x4", 10), 2, 2],
    ["6x6", uniqueClassic("6x6", 20), 2, 3],
    ["16x16", uniqueClassic("16x16", 120), 4, 4],
  ];
  for (const [variant, grid, boxRows, boxCols] of cases) {
    const size = grid.rules.size;
    const code = encode(grid);
    const html = await page(`/p/${code}`);
    const puzzle = zeroed(formatGrid(grid));
    assert.ok(
      html.includes(
        `<div id="board" role="grid" aria-label="Sudoku board" data-code="${code}" data-size="${size}" ` +
          `data-puzzle="${puzzle}" data-variant="${variant}" data-box-rows="${boxRows}" data-box-cols="${boxCols}">`,
      ),
      `${variant}: the board's opening tag says its size, variant and box shape`,
    );
    assert.equal((html.match(/<div role="row"/g) ?? []).length, size);
    const cells = gridcells(html);
    assert.equal(cells.length, size * size);
    cells.forEach((cell, i) => {
      const where = `row ${Math.floor(i / size) + 1}, column ${(i % size) + 1}`;
      // Givens as players see them: 10 to 16, never the text form's A to G.
      const digit = grid.cells[i];
      assert.equal(cell.given, digit === 0 ? undefined : String(digit), `${variant} cell ${i}`);
      assert.equal(cell.text, digit === 0 ? "" : String(digit));
      assert.equal(cell.label, digit === 0 ? `${where}, empty` : `${where}, given ${digit}`);
    });
    const pad = [
      ...html.matchAll(/<button type="button" data-digit="(\d+)" aria-label="digit (\d+)">(\d+)</g),
    ];
    assert.deepEqual(pad.map((m) => Number(m[1])), Array.from({ length: size }, (_, d) => d + 1), variant);
    assert.ok(pad.every((m) => m[1] === m[2] && m[2] === m[3]));
    const rules = embeddedRules(html);
    assert.deepEqual([rules.size, rules.boxRows, rules.boxCols], [size, boxRows, boxCols]);
    assert.equal(rules.regions.length, 3 * size);
    assert.match(html, new RegExp(`<title>Shared ${size}×${size} Sudoku · sudoku-daily</title>`));
    assert.match(html, new RegExp(`<h1>Shared puzzle · ${size}×${size} Sudoku</h1>`));
    assert.match(
      html,
      new RegExp(`<p class="rules-note">Fill every row, column and ${boxRows}×${boxCols} box`),
    );
    // Only 16×16 needs two keys for some digits, and says how.
    assert.equal(/id="keys-note"/.test(html), size > 9, variant);
  }
  const sixteen = await page(`/p/${encode(cases[2][1])}`);
  assert.match(sixteen, /type 1 then the second figure \(1 then 6 is 16\), or a\s+letter: A is 10/);
});

/** A play page rendered for a grid, as the routes render it. */
async function playPage(grid: Grid): Promise<string> {
  return String(
    await PlayPage({
      nonce: "n",
      title: "t",
      heading: "h",
      preview: { url: "u", image: "i", description: "d", oembed: "o" },
      code: "CODE",
      puzzle: zeroed(formatGrid(grid)),
      rules: grid.rules,
    }),
  );
}

Deno.test("a killer board: dashed cages over the cells, sums in their first cells, labels and rules naming them", async () => {
  const grid = killerGrid("5");
  const cages = grid.rules.cages;
  const html = await playPage(grid);
  assert.match(
    html,
    /data-size="9" data-puzzle="5[0]{80}" data-variant="killer" data-box-rows="3" data-box-cols="3">/,
  );
  assert.equal(
    (html.match(/<svg class="cages" viewBox="0 0 900 900" preserveAspectRatio="none"/g) ?? []).length,
    1,
  );
  assert.match(html, /<svg class="cages"[^>]*aria-hidden="true"/, "the layer is drawing, not content");
  assert.equal((html.match(/<path class="cage" d="M[^"]+"/g) ?? []).length, cages.length);
  const sums = [...html.matchAll(/<text class="cage-sum" x="(\d+)" y="(\d+)">(\d+)<\/text>/g)];
  assert.deepEqual(sums.map((m) => Number(m[3])), cages.map((c) => c.sum));
  const cells = gridcells(html);
  cages.forEach((cage, k) => {
    const anchor = Math.min(...cage.cells);
    const [x, y] = [Number(sums[k][1]), Number(sums[k][2])];
    assert.equal(
      Math.floor(y / 100) * 9 + Math.floor(x / 100),
      anchor,
      `cage ${k + 1}'s sum is in its first cell`,
    );
    for (const cell of cage.cells) {
      assert.equal(cells[cell].classes.includes("cage-head"), cell === anchor);
      assert.ok(
        cells[cell].label.endsWith(`, cage ${cage.sum} over ${cage.cells.length} cells`),
        cells[cell].label,
      );
    }
  });
  assert.equal(
    cells[0].label,
    `row 1, column 1, given 5, cage ${cages[0].sum} over ${cages[0].cells.length} cells`,
  );
  const rules = embeddedRules(html);
  assert.deepEqual(
    rules.regions.filter((r) => r.kind === "cage").map((r) => [r.cells, r.sum]),
    cages.map((c) => [[...c.cells].sort((a, b) => a - b), c.sum]),
    "every cage with its sum, for the player's checks",
  );
  assert.match(
    html,
    /<p class="rules-note">Killer Sudoku: the digits in each dashed cage add up to the number in its corner/,
  );
});

Deno.test("an X board marks both diagonals' cells; classic boards mark none and draw no cages", async () => {
  const html = await playPage(xGrid());
  assert.match(html, /data-variant="x" data-box-rows="3" data-box-cols="3">/);
  const marked = gridcells(html).flatMap((cell, i) => (cell.classes.includes("diagonal") ? [i] : []));
  const diagonals = [...new Set([...Array(9).keys()].flatMap((i) => [i * 10, i * 8 + 8]))].sort((a, b) =>
    a - b
  );
  assert.deepEqual(marked, diagonals);
  assert.doesNotMatch(html, /class="cages"/);
  const rules = embeddedRules(html);
  assert.deepEqual(
    rules.regions.filter((r) => r.kind === "diagonal").map((r) => r.name),
    ["main diagonal", "anti-diagonal"],
  );
  assert.match(html, /<p class="rules-note">X-Sudoku: each of the two shaded diagonals/);

  const classic = await page("/");
  // The variant picker names every variant; the classic board itself carries none of their marks.
  const classicBoard = classic.slice(classic.indexOf('<div id="board"'));
  assert.doesNotMatch(classicBoard, /data-variant|class="cages"|diagonal|cage-head|rules-note|keys-note/);
  assert.doesNotMatch(classic, /rules-note|keys-note/);
});

Deno.test("technique diagrams draw any grid's rules: cages, diagonals and 16×16 digits", async () => {
  const step = {
    technique: "naked-single",
    placements: [],
    eliminations: [],
    pattern: {},
  } as unknown as Parameters<
    typeof Diagram
  >[0]["step"];
  const draw = async (grid: Grid) =>
    String(
      await Diagram({
        rules: grid.rules,
        cells: grid.cells,
        givens: grid.cells,
        candidates: new Uint16Array(grid.cells.length).fill(grid.rules.allDigits),
        step,
        label: "example",
      }),
    );
  const killer = await draw(killerGrid());
  assert.match(
    killer,
    /<div class="diagram" role="img" aria-label="example" data-size="9" data-variant="killer"/,
  );
  assert.equal((killer.match(/<path class="cage"/g) ?? []).length, killerGrid().rules.cages.length);
  assert.equal((await draw(xGrid())).match(/class="dcell diagonal/g)?.length, 17);
  const big = await draw(uniqueClassic("16x16", 120));
  assert.match(big, /data-size="16" data-variant="16x16" data-box-rows="4" data-box-cols="4"/);
  assert.match(big, /<div class="dcell dgiven" data-cell="\d+">16<\/div>/);
  assert.match(big, /<span class="cand" data-mark="16">16<\/span>/);
  assert.doesNotMatch(big, />[A-G]</);
});

function gridOf(text: string) {
  const parsed = parseGrid(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

Deno.test("oEmbed answers photo JSON for our puzzle pages and JSON errors for everything else", async () => {
  const oembed = (url: string) => app.request(`${ORIGIN}/oembed?url=${encodeURIComponent(url)}&format=json`);
  const code = dailyPuzzle("2026-11-01", "expert", pools).code;
  for (
    const [url, image] of [
      [`${ORIGIN}/`, `${ORIGIN}/og/${dailyPuzzle(TODAY, "medium", pools).code}.png?date=${TODAY}`],
      [`${ORIGIN}/?level=hard`, `${ORIGIN}/og/${dailyPuzzle(TODAY, "hard", pools).code}.png?date=${TODAY}`],
      [`${ORIGIN}/daily/2026-11-01/expert`, `${ORIGIN}/og/${code}.png?date=2026-11-01`],
      [`${ORIGIN}/p/${code}`, `${ORIGIN}/og/${code}.png`],
      // Percent-escapes in the path are read as the router reads them (the page itself is served).
      [`${ORIGIN}/p/%${code.charCodeAt(0).toString(16)}${code.slice(1)}`, `${ORIGIN}/og/${code}.png`],
      [`${ORIGIN}/daily/2026-11-01/%65xpert`, `${ORIGIN}/og/${code}.png?date=2026-11-01`],
    ]
  ) {
    const res = await oembed(url);
    assert.equal(res.status, 200, url);
    const body = await res.json();
    assert.deepEqual(
      { ...body, title: typeof body.title },
      {
        version: "1.0",
        type: "photo",
        url: image,
        width: 1200,
        height: 630,
        title: "string",
        provider_name: "sudoku-daily",
        provider_url: `${ORIGIN}/`,
      },
      url,
    );
  }
  const query = (url: string, format = "json") => `/oembed?url=${encodeURIComponent(url)}&format=${format}`;
  const errors: Array<[string, number, string]> = [
    [query(`${ORIGIN}/p/${code}`, "xml"), 501, "format-not-implemented"],
    [query("https://elsewhere.example/"), 404, "not-found"],
    [query(`${ORIGIN}/techniques`), 404, "not-found"],
    [query(`${ORIGIN}/daily/2027-01-01/hard`), 404, "not-found"],
    [query("not a url"), 404, "not-found"],
    [query(`/p/${code}`), 404, "not-found"],
    ["/oembed?format=json", 400, "bad-query"],
    [`/oembed?url=${ORIGIN}/&maxwidth=wide`, 400, "bad-query"],
  ];
  for (const [path, status, errorCode] of errors) {
    const res = await app.request(`${ORIGIN}${path}`);
    assert.equal(res.status, status, path);
    assert.match(res.headers.get("content-type") ?? "", /application\/json/);
    assert.equal((await res.json()).error.code, errorCode, path);
  }
});

Deno.test("/archive: a month calendar linking only days already out, with month navigation", async () => {
  const html = await page("/archive?level=hard");
  const links = [...html.matchAll(/<a href="\/daily\/(\d{4}-\d{2}-\d{2})\/hard"/g)].map((m) => m[1]);
  assert.equal(links.length, 30, "every day of November 2026 is out by the 30th");
  assert.equal(links[0], "2026-11-01");
  assert.equal(links.at(-1), TODAY);
  assert.match(html, /href="\/archive\?month=2026-10&amp;level=hard"/, "a link to the previous month");
  assert.doesNotMatch(html, /month=2026-12/, "no link to a month not out yet");

  const old = await page("/archive?month=2000-01");
  assert.doesNotMatch(old, /month=1999-12/, "nothing before the first daily");
  assert.match(old, /href="\/archive\?month=2000-02&amp;level=medium"/);
  assert.equal([...old.matchAll(/href="\/daily\/2000-01-\d\d\/medium"/g)].length, 31);
  // 1 January 2000 was a Saturday: five blank days before it in a Monday-first week.
  assert.match(old, /<tbody><tr>(<td><\/td>){5}<td\s+data-day="2000-01-01">/);

  const cases: Array<[string, number]> = [
    ["/archive?month=2026-12", 404],
    ["/archive?month=2026-13", 400],
    ["/archive?month=1999-12", 400],
    ["/archive?month=Nov", 400],
    ["/archive?level=extreme", 400],
  ];
  for (const [path, status] of cases) {
    const { res, text } = await get(path);
    assert.equal(res.status, status, path);
    assertPolicy(path, res, text);
  }
});

Deno.test("/techniques lists the whole catalogue by family with standard tiers", async () => {
  const html = await page("/techniques");
  const linked = [...html.matchAll(/<a href="\/techniques\/([a-z0-9-]+)" data-technique=/g)].map((m) => m[1]);
  // Family by family, in the order families first appear in the catalogue (a later row joins its family).
  const families = [...new Set(CATALOGUE.map((t) => t.family))];
  assert.deepEqual(linked, families.flatMap((f) => CATALOGUE.filter((t) => t.family === f).map((t) => t.id)));
  assert.equal(
    (html.match(/<section class="family"/g) ?? []).length,
    new Set(CATALOGUE.map((t) => t.family)).size,
  );
  assert.match(html, /X-Wing<\/a> <span class="tier">tier 3 · Hard<\/span>/);
});

Deno.test("each technique page explains it and draws a pooled example, or says there is none", async () => {
  assert.equal(CATALOGUE.length, 41);
  for (const technique of CATALOGUE) {
    const path = `/techniques/${technique.id}`;
    const html = await page(path);
    assert.match(html, new RegExp(`<h1>${technique.name.replace(/[()+]/g, "\\$&")}</h1>`), path);
    assert.ok((html.match(/<p>[^<]{80,}<\/p>/g) ?? []).length >= 1, `${path} has an explanation`);
    const example = findExample(pools, technique.id);
    if (example) {
      assert.equal(example.step.technique, technique.id);
      // A technique added after the published catalogue is in no pool: its example is an outside puzzle.
      assert.equal(example.outside === true, !PUBLISHED_TECHNIQUES.has(technique.id), path);
      if (example.outside) assert.match(html, /puzzle from outside our pools \(one of the collections/, path);
      if (technique.family === "finned-fish") assert.match(html, /data-fin=""/, `${path} marks the fins`);
      if (technique.family === "als") {
        // Each almost locked set is drawn: its cells carry their set's number.
        for (const [i, set] of (example.step.pattern.sets ?? []).entries()) {
          const marked = html.match(new RegExp(`data-cell="\\d+" data-set="${i}"`, "g")) ?? [];
          assert.equal(marked.length, set.cells.length, `${path} draws set ${i}`);
        }
      }
      assert.equal((html.match(/class="dcell/g) ?? []).length, 81, `${path} draws the grid`);
      assert.ok(html.includes(`<p class="step-text">${example.text}</p>`), `${path} describes the step`);
      const changes = (html.match(/class="cand cand-(elim|place)"/g) ?? []).length;
      assert.equal(
        changes,
        example.step.eliminations.length + example.step.placements.length,
        `${path} marks every placement and elimination`,
      );
      assert.match(html, new RegExp(`<a href="/p/${example.code}">play it</a>`));
    } else {
      assert.ok(PUBLISHED_TECHNIQUES.has(technique.id), `${path}: an added technique has an outside example`);
      assert.match(html, /None of the puzzles in our pools needs this technique/, path);
    }
  }
  const { res, text } = await get("/techniques/x-wingz");
  assert.equal(res.status, 404);
  assertPolicy("/techniques/x-wingz", res, text);
});

Deno.test("a technique's example is the position just before the first step of that technique", () => {
  for (const id of ["x-wing", "xy-wing", "unique-rectangle"] as const) {
    const example = findExample(pools, id)!;
    const decoded = decode(example.code);
    assert.ok(decoded.ok);
    const path = gradeUnique(decoded.value.grid).path;
    assert.equal(path[example.stepIndex].technique, id);
    assert.ok(path.slice(0, example.stepIndex).every((s) => s.technique !== id), "no earlier step of it");
    for (const { cell, digit } of example.step.eliminations) {
      assert.ok(example.candidates[cell] & (1 << (digit - 1)), "each eliminated candidate is still there");
    }
    assert.ok(example.text.length > 0);
  }
  assert.equal(findExample({ easy: pools.easy.slice(0, 3) }, "jellyfish"), null);
});

Deno.test("the cage techniques' pages take their examples from the killer pools", () => {
  for (const id of ["cage-combination", "cage-confinement", "innies-outies"] as const) {
    const example = findExample(pools, id);
    assert.ok(example, `${id} has an example`);
    assert.equal(example.rules.variant, "killer", id);
    const decoded = decode(example.code);
    assert.ok(decoded.ok);
    const path = gradeUnique(decoded.value.grid).path;
    assert.equal(path[example.stepIndex].technique, id);
  }
});

Deno.test("static assets: versioned URLs are immutable, others cached briefly", async () => {
  const cases: Array<[string, string, string]> = [
    ["style.css", STYLE_VERSION, "text/css; charset=utf-8"],
    ...[...PLAYER_VERSIONS].map(([name, version]): [string, string, string] => [
      name,
      version,
      "text/javascript; charset=utf-8",
    ]),
  ];
  assert.ok(cases.length > 10, "the player is served as its modules");
  for (const [name, version, type] of cases) {
    const bytes = await Deno.readFile(new URL(name, STATIC_DIR));
    const current = await app.request(`${ORIGIN}/static/${name}?v=${version}`);
    assert.equal(current.status, 200, name);
    assert.equal(current.headers.get("content-type"), type);
    assert.equal(current.headers.get("cache-control"), "public, max-age=31536000, immutable", name);
    assert.deepEqual(new Uint8Array(await current.arrayBuffer()), bytes, `${name} is served byte for byte`);
    for (const stale of [`/static/${name}`, `/static/${name}?v=000000000000`]) {
      const res = await app.request(`${ORIGIN}${stale}`);
      assert.equal(res.status, 200, stale);
      assert.equal(
        res.headers.get("cache-control"),
        "public, max-age=300",
        `${stale} is not cached for good`,
      );
      await res.body?.cancel();
    }
  }
  const css = await (await app.request(`${ORIGIN}/static/style.css`)).text();
  assert.match(css, /prefers-color-scheme: dark/);
  const old = await app.request(`${ORIGIN}/static/play.js`);
  assert.equal(old.status, 404, "the single script is gone");
  await old.body?.cancel();
});

Deno.test("the play page maps every player module to its versioned URL, and the modules find their elements", async () => {
  const html = await page("/");
  const json = /<script type="importmap" nonce="[^"]+">(.*?)<\/script>/s.exec(html)?.[1];
  assert.ok(json, "the play page has an import map");
  const { imports } = JSON.parse(json) as { imports: Record<string, string> };
  assert.deepEqual(
    imports,
    Object.fromEntries(
      [...PLAYER_VERSIONS].map(([name, v]) => [`/static/${name}`, `/static/${name}?v=${v}`]),
    ),
  );
  for (const [name, version] of PLAYER_VERSIONS) {
    if (name === "play/main.js") continue;
    assert.ok(
      html.includes(`<link rel="modulepreload" href="/static/${name}?v=${version}"`),
      `${name} preloaded`,
    );
  }
  const pageIds = new Set([...html.matchAll(/\sid="([a-z-]+)"/g)].map((m) => m[1]));
  const lookedUp: string[] = [];
  for (const name of PLAYER_VERSIONS.keys()) {
    const source = await Deno.readTextFile(new URL(name, STATIC_DIR));
    // Every import is a sibling module the map covers: anything else would load unversioned, or 404.
    for (const [, target] of source.matchAll(/^import [^;]* from "([^"]+)";$/gm)) {
      assert.ok(target.startsWith("./"), `${name} imports ${target} by a relative name`);
      assert.ok(imports[new URL(target, `http://x/static/${name}`).pathname], `${name}: ${target} is mapped`);
    }
    lookedUp.push(...[...source.matchAll(/\$\("([a-z-]+)"\)/g)].map((m) => m[1]));
  }
  assert.ok(lookedUp.length > 15);
  for (const id of lookedUp) assert.ok(pageIds.has(id), `the player looks up #${id}`);

  // The modules link (every import names a file and an export it has) and main.js starts nothing without a
  // board: importing it from disk, with a document that has none, runs the whole graph's top level.
  const withDocument = globalThis as { document?: unknown };
  withDocument.document = { getElementById: () => null, documentElement: { lang: "en" } };
  try {
    await import(new URL("play/main.js", STATIC_DIR).href);
  } finally {
    delete withDocument.document;
  }
});

Deno.test("the play page embeds its rules as data: size, box shape, and every region with its name and cells", async () => {
  const html = await page("/");
  const text = /<script type="application\/json" id="puzzle-rules">(.*?)<\/script>/s.exec(html)?.[1];
  assert.ok(text, "the #puzzle-rules data block");
  const rules = JSON.parse(text);
  assert.equal(rules.size, 9);
  assert.equal(rules.boxRows, 3);
  assert.equal(rules.boxCols, 3);
  assert.equal(rules.regions.length, 27);
  assert.deepEqual(rules.regions[0], { kind: "row", name: "row 1", cells: [0, 1, 2, 3, 4, 5, 6, 7, 8] });
  assert.deepEqual(rules.regions[9].cells, [0, 9, 18, 27, 36, 45, 54, 63, 72]);
  assert.deepEqual(rules.regions[22], {
    kind: "box",
    name: "box 5",
    cells: [30, 31, 32, 39, 40, 41, 48, 49, 50],
  });
});

Deno.test("a page-like URL no route matches is an HTML 404 page for people", async () => {
  for (const path of ["/daily/2026-11-29", "/p/", "/archive/", "/techniques/", "/nope", "/daily/x/y/z/w"]) {
    const { res, text } = await get(path, { Accept: BROWSER_ACCEPT });
    assert.equal(res.status, 404, path);
    assertPolicy(path, res, text);
    assert.match(text, /<section class="error-page" data-status="404">/, path);
    assert.match(text, /<h1>Page not found<\/h1>/, path);
    assert.ok(res.headers.get("vary")?.split(/,\s*/).includes("Accept"), path);
  }
  const { text } = await get("/%3Cscript%3Ealert(1)", { Accept: "text/html" });
  assert.ok(text.includes("There is no page at /&lt;script&gt;alert(1)."), "the path comes back escaped");
});

Deno.test("the JSON API keeps its JSON errors and no page policy", async () => {
  const res = await app.request(`${ORIGIN}/api/daily?level=extreme`);
  assert.equal(res.status, 400);
  assert.equal((await res.json()).error.code, "bad-level");
  assert.equal(res.headers.get("content-security-policy"), null);
  const missing = await app.request(`${ORIGIN}/no/such/page`);
  assert.equal(missing.status, 404);
  assert.equal((await missing.json()).error.code, "not-found");
});

Deno.test("unmatched machine URLs, and requests not accepting HTML, keep the JSON 404", async () => {
  const cases: Array<[string, string]> = [
    ["/api/nope", BROWSER_ACCEPT],
    ["/api", BROWSER_ACCEPT],
    ["/og/", BROWSER_ACCEPT],
    ["/img/x/y", BROWSER_ACCEPT],
    ["/oembed/extra", BROWSER_ACCEPT],
    ["/static/nope.js", BROWSER_ACCEPT],
    ["/openapi.json/x", BROWSER_ACCEPT],
    ["/docs/nope", BROWSER_ACCEPT],
    ["/nope", "application/json"],
    ["/nope", "*/*"],
    ["/nope", "text/html;q=0, application/json"],
    ["/daily/2026-11-29", ""],
  ];
  for (const [path, accept] of cases) {
    const res = await app.request(`${ORIGIN}${path}`, { headers: accept ? { Accept: accept } : {} });
    const where = `${path} (Accept: ${accept})`;
    assert.equal(res.status, 404, where);
    assert.match(res.headers.get("content-type") ?? "", /^application\/json/, where);
    assert.equal(res.headers.get("content-security-policy"), null, where);
    assert.equal((await res.json()).error.code, "not-found", where);
  }
});

Deno.test("ORIGIN is taken in canonical form, so the pages' own oEmbed links resolve; a bad one is refused", async () => {
  const code = pools.easy[0].code;
  for (const configured of ["https://Sudoku.Example:443", "https://sudoku.example/"]) {
    const site = createApp({ pools, now: () => NOW, origin: configured });
    const html = await (await site.request(`https://sudoku.example/p/${code}`)).text();
    const href = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(html)![1];
    assert.ok(href.startsWith("https://sudoku.example/oembed?"), href);
    const res = await site.request(href.replaceAll("&amp;", "&"));
    assert.equal(res.status, 200, configured);
    assert.equal((await res.json()).provider_url, "https://sudoku.example/");
  }
  const bads = [
    "sudoku.example",
    "ftp://x.example",
    "https://x.example/sudoku",
    "https://x?y",
    "https://u:p@x.example",
  ];
  for (const bad of bads) {
    assert.throws(() => createApp({ pools, origin: bad }), RangeError, bad);
  }
});
