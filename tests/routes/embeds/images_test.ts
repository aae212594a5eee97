import assert from "node:assert/strict";
import { Hono } from "hono";
import { decode as decodePng } from "fast-png";
import { countGivens, formatGrid } from "../../../engine/board.ts";
import { decode, encode } from "../../../engine/sharecode.ts";
import { createApp } from "../../../routes/app.ts";
import {
  boardSvg,
  CARD_BOARD,
  CARD_HEIGHT,
  CARD_WIDTH,
  cardSvg,
  escapeXml,
} from "../../../routes/embeds/board_svg.ts";
import { createImages, renderCardPng } from "../../../routes/embeds/images.ts";
import { MAX_CODE_LENGTH } from "../../../routes/shared/http.ts";
import { verdictsComputed } from "../../../routes/shared/verdicts.ts";
import { loadPools } from "../../../data/pools.ts";
import { gridOf } from "../../testing/grids.ts";
import { classicGrid, killerGrid, xGrid } from "../../testing/variant_grids.ts";

const pools = await loadPools();
const NOW = new Date("2026-11-30T18:00:00Z");
const app = createApp({ pools, now: () => NOW });

async function dailyCode(date: string, level: string): Promise<string> {
  const res = await app.request(`http://sudoku.test/api/daily?date=${date}&level=${level}`);
  assert.equal(res.status, 200);
  return (await res.json()).code;
}

const HARD = await dailyCode("2026-11-30", "hard");
const MEDIUM = await dailyCode("2026-11-29", "medium");

/** A conflict-free 16×16 grid: a valid solution's first row (every symbol 1-9 A-G) and about 40% of the rest. */
function sixteenBySixteen() {
  let text = "";
  for (let r = 0; r < 16; r++) {
    for (let c = 0; c < 16; c++) {
      const value = (4 * (r % 4) + Math.floor(r / 4) + c) % 16;
      text += r === 0 || (r * 7 + c * 3) % 5 < 2 ? "123456789ABCDEFG"[value] : ".";
    }
  }
  return gridOf(text);
}

const get = (path: string, init?: RequestInit) => app.request(`http://sudoku.test${path}`, init);

/** Luminance of every pixel inside a rectangle of an RGBA image. */
function luminances(
  image: { width: number; data: ArrayLike<number>; channels: number },
  area: { x: number; y: number; size: number },
): number[] {
  const out: number[] = [];
  for (let y = area.y; y < area.y + area.size; y++) {
    for (let x = area.x; x < area.x + area.size; x++) {
      const i = (y * image.width + x) * image.channels;
      out.push(0.2126 * image.data[i] + 0.7152 * image.data[i + 1] + 0.0722 * image.data[i + 2]);
    }
  }
  return out;
}

async function card(code: string, query = "") {
  const res = await get(`/og/${code}.png${query}`);
  assert.equal(res.status, 200, `${code}${query}`);
  assert.equal(res.headers.get("Content-Type"), "image/png");
  return decodePng(new Uint8Array(await res.arrayBuffer()));
}

/** Every tag closed in order, one root <svg>; enough to catch broken markup without an XML parser. */
function assertBalancedTags(svg: string) {
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>/);
  assert.ok(svg.trimEnd().endsWith("</svg>"));
  const stack: string[] = [];
  for (const [tag, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)(?:\s[^<>]*?)?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) assert.equal(stack.pop(), name, `unexpected ${tag}`);
    else stack.push(name);
  }
  assert.deepEqual(stack, []);
  // Outside tags, "<" may not appear and "&" only starts an entity.
  const text = svg.replace(/<[^<>]*>/g, "");
  assert.doesNotMatch(text, /[<>]|&(?!(amp|lt|gt|quot|apos);)/);
}

const givenCount = (svg: string) => [...svg.matchAll(/<text class="given"[^>]*>[^<]+<\/text>/g)].length;

Deno.test("og card: a 1200×630 PNG of the board, with dark ink on light cells", async () => {
  const image = await card(HARD, "?date=2026-11-30");
  assert.equal(image.width, CARD_WIDTH);
  assert.equal(image.height, CARD_HEIGHT);
  assert.equal(image.width, 1200);
  assert.equal(image.height, 630);
  const board = luminances(image, CARD_BOARD);
  const dark = board.filter((l) => l < 80).length / board.length;
  const light = board.filter((l) => l > 220).length / board.length;
  assert.ok(dark > 0.03, `dark share in the board ${dark}`);
  assert.ok(light > 0.6, `light share in the board ${light}`);
  const colours = new Set<number>();
  for (let i = 0; i < image.data.length; i += image.channels) {
    colours.add((image.data[i] << 16) | (image.data[i + 1] << 8) | image.data[i + 2]);
  }
  assert.ok(colours.size > 20, `${colours.size} distinct colours`);
  // The right half carries text (title, level, date, clues), so it is not a flat background either.
  const text = luminances(image, { x: 650, y: 60, size: 400 });
  assert.ok(text.filter((l) => l < 120).length > 5_000, "dark text on the right");
});

Deno.test("og card: different puzzles give different boards; the date changes only the text", async () => {
  const a = luminances(await card(HARD), CARD_BOARD);
  const b = luminances(await card(MEDIUM), CARD_BOARD);
  const changed = a.filter((l, i) => Math.abs(l - b[i]) > 64).length;
  assert.ok(changed > 2_000, `${changed} board pixels differ`);

  const undated = await card(HARD);
  const dated = await card(HARD, "?date=2026-11-30");
  assert.deepEqual(luminances(dated, CARD_BOARD), luminances(undated, CARD_BOARD));
  assert.notDeepEqual(dated.data, undated.data);
});

Deno.test("og card: rendered once per code and date, in a bounded least-recently-used cache", async () => {
  const rendered: string[] = [];
  const images = new Hono().route(
    "/",
    createImages({
      pngCacheSize: 2,
      onRender: (code, date) => rendered.push(`${code}/${date ?? ""}`),
      dailyCode: (date) => Promise.resolve(date === "2026-11-30" ? HARD : null),
    }),
  );
  const fetchCard = async (code: string, query = "") => {
    const res = await images.request(`http://sudoku.test/og/${code}.png${query}`);
    assert.equal(res.status, 200);
    return new Uint8Array(await res.arrayBuffer());
  };
  const first = await fetchCard(HARD);
  assert.deepEqual(await fetchCard(HARD), first);
  assert.deepEqual(rendered, [`${HARD}/`]);
  await fetchCard(HARD, "?date=2026-11-30");
  await fetchCard(HARD); // touch: now the dated card is the least recently used
  await fetchCard(MEDIUM); // evicts the dated card
  await fetchCard(HARD);
  assert.deepEqual(rendered, [`${HARD}/`, `${HARD}/2026-11-30`, `${MEDIUM}/`]);
  await fetchCard(HARD, "?date=2026-11-30");
  assert.equal(rendered.length, 4);
});

Deno.test("images answer 304s and cached cards before checking the puzzle; a drawing is checked first", async () => {
  const verified: string[] = [];
  const images = new Hono().route(
    "/",
    createImages({ onVerify: (code) => verified.push(code), dailyCode: () => Promise.resolve(null) }),
  );
  const request = (path: string, headers: Record<string, string> = {}) =>
    images.request(`http://sudoku.test${path}`, { headers });
  const first = await request(`/og/${HARD}.png`);
  assert.equal(first.status, 200);
  const etag = first.headers.get("etag")!;
  assert.deepEqual(verified, [HARD], "the first drawing checks the puzzle");
  assert.equal((await request(`/og/${HARD}.png`, { "if-none-match": etag })).status, 304);
  assert.equal((await request(`/og/${HARD}.png`)).status, 200);
  assert.deepEqual(verified, [HARD], "neither the 304 nor the cached card checked it again");
  const svg = await request(`/img/${HARD}.svg`);
  assert.equal(
    (await request(`/img/${HARD}.svg`, { "if-none-match": svg.headers.get("etag")! })).status,
    304,
  );
  assert.deepEqual(verified, [HARD, HARD], "only the SVG drawing checked it");
});

Deno.test("a code's verdict is computed once per process and shared by its page, images, oEmbed and API", async () => {
  // A pooled puzzle no other test here shows.
  const code = pools["easy"][777].code;
  const before = verdictsComputed();
  const site = createApp({ pools, now: () => NOW, origin: "http://sudoku.test" });
  for (
    const path of [
      `/p/${code}`,
      `/og/${code}.png`,
      `/img/${code}.svg`,
      `/oembed?url=${encodeURIComponent(`http://sudoku.test/p/${code}`)}`,
      `/api/puzzles/${code}`,
    ]
  ) {
    const res = await site.request(`http://sudoku.test${path}`, { headers: { accept: "text/html" } });
    assert.ok(res.status < 300, `${path}: ${res.status}`);
    await res.body?.cancel();
  }
  assert.equal(verdictsComputed() - before, 1);
});

Deno.test("og card: concurrent first requests in a fresh isolate share one Wasm initialisation", async () => {
  // initWasm may run only once per isolate, and this module's renderer is already loaded: start a new one.
  const script = `
    import { createImages } from "./routes/embeds/images.ts";
    const images = createImages({ dailyCode: () => "${MEDIUM}" });
    const responses = await Promise.all(
      ["2026-01-01", "2026-01-02", "2026-01-03"].map((d) => images.request("/og/${MEDIUM}.png?date=" + d)),
    );
    // A later, uncached card must reuse the loaded renderer (a second initWasm throws).
    responses.push(await images.request("/og/${MEDIUM}.png?date=2026-01-04"));
    console.log(JSON.stringify(await Promise.all(responses.map(async (r) => [r.status, (await r.bytes()).length]))));
  `;
  const output = await new Deno.Command(Deno.execPath(), {
    args: ["eval", script],
    cwd: new URL("../../../", import.meta.url),
    stdout: "piped",
    stderr: "piped",
  }).output();
  const stderr = new TextDecoder().decode(output.stderr);
  assert.ok(output.success, stderr);
  const results: Array<[number, number]> = JSON.parse(new TextDecoder().decode(output.stdout));
  assert.equal(results.length, 4);
  for (const [status, bytes] of results) {
    assert.equal(status, 200, stderr);
    assert.ok(bytes > 1_000);
  }
});

Deno.test("board svg: one bold digit per clue, well-formed, with the code's level in the title", async () => {
  const res = await get(`/img/${HARD}.svg?date=2026-11-30`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("Content-Type"), "image/svg+xml");
  assert.equal(
    res.headers.get("Content-Security-Policy"),
    "default-src 'none'",
    "opened alone, it runs nothing",
  );
  const svg = await res.text();
  assertBalancedTags(svg);
  const puzzle = await (await get(`/api/puzzles/${HARD}`)).json();
  assert.equal(givenCount(svg), puzzle.clues);
  assert.match(svg, /<title>Hard 9×9 Sudoku for 30 November 2026, \d+ clues<\/title>/);
  assert.match(svg, /font-family="'DejaVu Sans', sans-serif"/);
  // The digits drawn, in reading order, are the puzzle's givens.
  const digits = [...svg.matchAll(/<text class="given"[^>]*>([^<]+)<\/text>/g)].map((m) => m[1]).join("");
  assert.equal(digits, puzzle.puzzle.replaceAll(".", ""));
  // One clue is "1 clue" (a 16×16 grid with a single given, claiming no level: it has many solutions).
  const single = await (await get("/img/YAAAABAe.svg")).text();
  assert.match(single, /<title>Shared puzzle 16×16 Sudoku, 1 clue<\/title>/);
  // An Evil puzzle whose code claims Easy is drawn as a code with no claim: no card prints a false level.
  const evil = decode(pools.evil[0].code);
  assert.ok(evil.ok);
  const falseClaim = encode(evil.value.grid, { level: "easy" });
  const drawn = await (await get(`/img/${falseClaim}.svg`)).text();
  assert.match(drawn, /<title>Shared puzzle 9×9 Sudoku, \d+ clues<\/title>/);
  const card = await get(`/og/${falseClaim}.png`);
  assert.equal(card.status, 200);
});

Deno.test("board svg: 4×4, 6×6 and 16×16 codes render with their own boxes and symbols", async () => {
  const grids = {
    "4x4": gridOf("12..34.........."),
    "6x6": gridOf("123..." + "456..." + ".".repeat(18) + "....21"),
    "16x16": sixteenBySixteen(),
  };
  for (const [name, grid] of Object.entries(grids)) {
    const res = await get(`/img/${encode(grid)}.svg`);
    assert.equal(res.status, 200, name);
    const svg = await res.text();
    assertBalancedTags(svg);
    assert.equal(givenCount(svg), countGivens(grid), name);
    // Digits as players see them: 1 to 16, where the text form writes 10 to 16 as A to G.
    const digits = [...svg.matchAll(/<text class="given"[^>]*>([^<]+)<\/text>/g)].map((m) => m[1]);
    assert.deepEqual(digits, [...grid.cells].filter((d) => d !== 0).map(String), name);
    // Thick lines: the box borders inside the board, one path of them.
    const thick = /<path d="([^"]+)" stroke="#0f172a"/.exec(svg)![1].match(/M/g)!.length;
    const g = grid.rules;
    assert.equal(thick, g.size / g.boxCols - 1 + g.size / g.boxRows - 1, name);
  }
  const big = await (await get(`/img/${encode(grids["16x16"])}.svg`)).text();
  for (let d = 10; d <= 16; d++) assert.match(big, new RegExp(`class="given"[^>]*>${d}</text>`));
  assert.doesNotMatch(big, />[A-G]<\/text>/, "no letters for 10 to 16");
  assert.ok(formatGrid(grids["16x16"]).includes("G"), "the text form has the letters");

  const png = await get(`/og/${encode(grids["16x16"])}.png`);
  assert.equal(png.status, 200);
  assert.equal(decodePng(new Uint8Array(await png.arrayBuffer())).width, 1200);
  const small = await get(`/og/${encode(grids["4x4"])}.png`);
  assert.equal(small.status, 200);
});

/** The board's square in an SVG: its first rect after the background is the board's fill. */
function boardSquare(svg: string, size: number) {
  const m = /<rect x="([\d.]+)" y="([\d.]+)" width="(\d+)" height="\d+" fill="#ffffff"\/>/.exec(svg)!;
  return { left: Number(m[1]), top: Number(m[2]), cell: Number(m[3]) / size };
}

/** The straight runs of a path made of "M x y H x" and "M x y V y" parts, as [x1, y1, x2, y2]. */
function runsOf(d: string): Array<[number, number, number, number]> {
  return [...d.matchAll(/M([\d.]+) ([\d.]+)([HV])([\d.]+)/g)].map(([, x, y, axis, to]) =>
    axis === "H"
      ? [Number(x), Number(y), Number(to), Number(y)]
      : [Number(x), Number(y), Number(x), Number(to)]
  );
}

Deno.test("board svg: a killer's cages are dashed outlines inside their cells, each sum in its first cell", () => {
  const grid = killerGrid();
  const cages = grid.rules.cages;
  for (const svg of [boardSvg(grid, { level: "hard" }), cardSvg(grid, { level: "hard" })]) {
    assertBalancedTags(svg);
    const paths = [...svg.matchAll(/<path class="cage" d="([^"]+)"\/>/g)].map((m) => m[1]);
    assert.equal(paths.length, cages.length, "one outline per cage");
    assert.match(svg, /<g fill="none" stroke="[^"]+" stroke-width="\d+" stroke-dasharray="[\d.]+ [\d.]+">/);
    const sums = [...svg.matchAll(/<text class="cage-sum" x="([\d.]+)" y="([\d.]+)">(\d+)<\/text>/g)];
    assert.deepEqual(sums.map((m) => Number(m[3])), cages.map((c) => c.sum), "every sum, in cage order");
    const { left, top, cell } = boardSquare(svg, 9);
    const cellAt = (x: number, y: number) => Math.floor((y - top) / cell) * 9 + Math.floor((x - left) / cell);
    cages.forEach((cage, k) => {
      // The sum sits in the cage's first cell, the outline's runs all inside the cage's cells, set in from
      // the cell borders (never on a grid line).
      assert.equal(
        cellAt(Number(sums[k][1]), Number(sums[k][2])),
        Math.min(...cage.cells),
        `sum of cage ${k + 1}`,
      );
      const runs = runsOf(paths[k]);
      assert.ok(runs.length >= 3, `cage ${k + 1} is outlined`);
      for (const [x1, y1, x2, y2] of runs) {
        for (const [x, y] of [[(x1 + x2) / 2, (y1 + y2) / 2], [x1, y1], [x2, y2]]) {
          assert.ok(cage.cells.includes(cellAt(x, y)), `cage ${k + 1}: (${x}, ${y}) lies in the cage`);
        }
        const fixed = x1 === x2 ? x1 - left : y1 - top;
        const offGrid = Math.abs(fixed / cell - Math.round(fixed / cell)) * cell;
        assert.ok(offGrid > cell * 0.05, `cage ${k + 1}: its line is set in from the cell border`);
      }
    });
  }
  // A title says what kind of puzzle it is; a givens-free killer counts its cages, not its clues.
  assert.match(boardSvg(grid, { level: "hard" }), /<title>Hard 9×9 Killer Sudoku, 36 cages<\/title>/);
  assert.match(cardSvg(grid, { level: "hard" }), /class="fact"[^>]*>Killer Sudoku</);
  assert.match(cardSvg(grid, { level: "hard" }), /class="fact"[^>]*>36 cages</);
  assert.match(cardSvg(killerGrid("5"), { level: null }), /class="fact"[^>]*>36 cages · 1 clue</);
  // Other rules draw no cages.
  for (const other of [xGrid(), classicGrid("9x9"), classicGrid("4x4")]) {
    assert.doesNotMatch(boardSvg(other, { level: null }), /class="cage/);
  }
});

Deno.test("board svg: an X-Sudoku's diagonal cells are shaded under the lines; other grids have none", () => {
  const grid = xGrid();
  const svg = boardSvg(grid, { level: "easy" });
  assertBalancedTags(svg);
  const { left, top, cell } = boardSquare(svg, 9);
  const shaded = [...svg.matchAll(/<rect class="diagonal" x="([\d.]+)" y="([\d.]+)"/g)].map((m) =>
    Math.round((Number(m[2]) - top) / cell) * 9 + Math.round((Number(m[1]) - left) / cell)
  );
  const expected = [...new Set([...Array(9).keys()].flatMap((i) => [i * 10, i * 8 + 8]))].sort((a, b) =>
    a - b
  );
  assert.deepEqual(shaded, expected, "both main diagonals, the centre once");
  assert.ok(svg.indexOf('class="diagonal"') < svg.indexOf("<path"), "shading under the grid lines");
  assert.equal(givenCount(svg), countGivens(grid));
  assert.match(svg, /<title>Easy 9×9 X-Sudoku, 4 clues<\/title>/);
  for (const other of [killerGrid(), classicGrid("9x9"), classicGrid("16x16")]) {
    assert.doesNotMatch(boardSvg(other, { level: null }), /class="diagonal"/);
  }
});

Deno.test("og card: killer and X cards render as 1200×630 PNGs whose boards show the cages and diagonals", async () => {
  const plain = { rules: classicGrid("9x9").rules, cells: new Uint8Array(81) };
  const empty = luminances(await decodePng(await renderCardPng(plain, { level: null })), CARD_BOARD);
  for (const grid of [killerGrid(), { ...xGrid(), cells: new Uint8Array(81) }]) {
    const image = decodePng(await renderCardPng(grid, { level: "medium" }));
    assert.equal(image.width, CARD_WIDTH);
    assert.equal(image.height, CARD_HEIGHT);
    const board = luminances(image, CARD_BOARD);
    const changed = board.filter((l, i) => Math.abs(l - empty[i]) > 12).length;
    // Cage outlines and sums, or shaded diagonal cells, where the empty classic board is plain white.
    assert.ok(changed > 3_000, `${grid.rules.variant}: ${changed} board pixels differ from an empty grid`);
  }
  const half = decodePng(await renderCardPng(killerGrid(), { level: null }, CARD_WIDTH / 2));
  assert.equal(half.width, CARD_WIDTH / 2);
});

Deno.test("card svg: names, level, date and clue count, with text escaped", () => {
  const grid = gridOf("12..34..........");
  const svg = cardSvg(grid, { level: "evil", date: "2026-02-03" });
  assertBalancedTags(svg);
  assert.match(svg, />sudoku-daily</);
  assert.match(svg, /class="level"[^>]*>Evil</);
  assert.match(svg, />3 February 2026</);
  assert.match(svg, />4 clues · 4×4</);
  assert.equal(givenCount(svg), 4);
  assert.doesNotMatch(cardSvg(grid, { level: null }), /class="fact"[^>]*>\d+ February/);
  assert.match(cardSvg(grid, { level: null }), /class="level"[^>]*>Shared puzzle</);

  const hostile = cardSvg(grid, { level: null, date: `<script>&"'` });
  assertBalancedTags(hostile);
  assert.ok(hostile.includes("&lt;script&gt;&amp;&quot;&apos;"));
  assert.ok(!hostile.includes("<script>"));
  assert.equal(escapeXml(`a<b>&"'`), "a&lt;b&gt;&amp;&quot;&apos;");
  assertBalancedTags(boardSvg(grid, { level: null, date: "</svg>" }));
});

Deno.test("images: immutable caching, an ETag per code and date, 304 on If-None-Match", async () => {
  for (const path of [`/og/${HARD}.png`, `/img/${HARD}.svg`]) {
    const res = await get(path);
    await res.body?.cancel();
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("Cache-Control"), "public, max-age=31536000, immutable");
    const etag = res.headers.get("ETag")!;
    assert.match(etag, /^"[^"]+"$/);

    const dated = await get(`${path}?date=2026-11-30`);
    await dated.body?.cancel();
    assert.notEqual(dated.headers.get("ETag"), etag, "the date is part of the image");
    const other = await get(path.replace(HARD, MEDIUM));
    await other.body?.cancel();
    assert.notEqual(other.headers.get("ETag"), etag);

    for (const header of [etag, `W/${etag}`, `"nope", ${etag}`, "*"]) {
      const again = await get(path, { headers: { "If-None-Match": header } });
      assert.equal(again.status, 304, `${path} ${header}`);
      assert.equal(await again.text(), "");
      assert.equal(again.headers.get("ETag"), etag);
      assert.equal(again.headers.get("Cache-Control"), "public, max-age=31536000, immutable");
    }
    const stale = await get(path, { headers: { "If-None-Match": `"something-else"` } });
    await stale.body?.cancel();
    assert.equal(stale.status, 200);
  }
});

Deno.test("images: a malformed or corrupted code or a bad date is a 400 JSON error", async () => {
  const corrupted = HARD.slice(0, 5) + (HARD[5] === "A" ? "B" : "A") + HARD.slice(6);
  const cases: Array<[string, string]> = [
    [`/og/bad!code.png`, "bad-share-code"],
    [`/img/bad%20code.svg`, "bad-share-code"],
    [`/og/.png`, "bad-share-code"],
    [`/img/${"A".repeat(MAX_CODE_LENGTH + 1)}.svg`, "bad-share-code"],
    [`/og/${corrupted}.png`, "bad-check"],
    [`/img/${HARD.slice(0, -1)}.svg`, "bad-length"],
    [`/img/zzzz.svg`, "bad-version"],
    [`/og/${HARD}.png?date=2026-02-30`, "bad-date"],
    [`/img/${HARD}.svg?date=1999-12-31`, "bad-date"],
    [`/img/${HARD}.svg?date=`, "bad-date"],
    [`/og/${HARD}.png?date=${"9".repeat(100)}`, "bad-date"],
  ];
  for (const [path, code] of cases) {
    const res = await get(path);
    assert.equal(res.status, 400, path);
    assert.match(res.headers.get("Content-Type") ?? "", /application\/json/, path);
    const body = await res.json();
    assert.equal(body.error.code, code, path);
    assert.equal(typeof body.error.message, "string");
    assert.ok(body.error.message.length > 0);
  }
  // Only .png cards and .svg boards exist.
  for (const path of [`/og/${HARD}.svg`, `/img/${HARD}.png`, `/og/${HARD}`]) {
    assert.equal((await get(path)).status, 404, path);
  }
});

Deno.test("images: a date is accepted only with the daily of that date", async () => {
  const decoded = decode(HARD);
  assert.ok(decoded.ok);
  const mismatches = [
    `/og/${MEDIUM}.png?date=2026-11-30`, // Medium's daily of another day
    `/og/${HARD}.png?date=2026-11-29`, // the right level, another day's puzzle
    `/img/${HARD}.svg?date=2026-12-01`, // not out yet
    `/og/${encode(decoded.value.grid)}.png?date=2026-11-30`, // the same puzzle with no level claim
  ];
  for (const path of mismatches) {
    const res = await app.request(path);
    assert.equal(res.status, 400, path);
    assert.equal((await res.json()).error.code, "date-mismatch", path);
  }
  assert.equal((await app.request(`/og/${MEDIUM}.png?date=2026-11-29`)).status, 200);
});

Deno.test("og card: scaled widths for oEmbed's maxwidth/maxheight, and only those", async () => {
  const half = await app.request(`/og/${HARD}.png?date=2026-11-30&width=600`);
  assert.equal(half.status, 200);
  const image = decodePng(new Uint8Array(await half.arrayBuffer()));
  assert.deepEqual([image.width, image.height], [600, 315]);
  const odd = await app.request(`/og/${HARD}.png?width=500`);
  assert.equal(odd.status, 400);
  assert.equal((await odd.json()).error.code, "bad-width");

  const embed = async (limits: string) => {
    const page = encodeURIComponent(`http://sudoku.test/daily/2026-11-30/hard`);
    return await app.request(`http://sudoku.test/oembed?url=${page}&format=json${limits}`);
  };
  const full = await (await embed("")).json();
  assert.deepEqual([full.width, full.height], [1200, 630]);
  assert.equal(full.url, `http://sudoku.test/og/${HARD}.png?date=2026-11-30`);
  const fitted = await (await embed("&maxwidth=700&maxheight=400")).json();
  assert.deepEqual([fitted.width, fitted.height], [600, 315]);
  assert.equal(fitted.url, `http://sudoku.test/og/${HARD}.png?date=2026-11-30&width=600`);
  const byHeight = await (await embed("&maxheight=200")).json();
  assert.deepEqual([byHeight.width, byHeight.height], [300, 158]);
  const image300 = decodePng(
    new Uint8Array(
      await (await app.request(new URL(byHeight.url).pathname + new URL(byHeight.url).search)).arrayBuffer(),
    ),
  );
  assert.deepEqual([image300.width, image300.height], [300, 158]);
  assert.equal((await embed("&maxwidth=100")).status, 404);
  // Limits are limits: a huge one, leading zeros or an empty one still get a card; the format is any case.
  for (const [limits, width] of [["&maxwidth=100000", 1200], ["&maxwidth=0600", 600], ["&maxwidth=", 1200]]) {
    const page = encodeURIComponent(`http://sudoku.test/daily/2026-11-30/hard`);
    const res = await app.request(`http://sudoku.test/oembed?url=${page}&format=JSON${limits}`);
    assert.equal(res.status, 200, String(limits));
    assert.equal((await res.json()).width, width, String(limits));
  }
});

Deno.test("images: a code that claims a level must hold a puzzle with one solution (else 422); one that claims none draws any board", async () => {
  const empty = gridOf(".".repeat(81));
  // Row 1 leaves r1c9 only a 9, which column 9 already has: no solution, though no two givens clash.
  const clash = gridOf("12345678." + "........9" + ".".repeat(63));
  const cases: Array<[string, string]> = [
    [encode(empty, { level: "hard" }), "multiple-solutions"],
    [encode(clash, { level: "evil" }), "no-solution"],
  ];
  for (const [code, error] of cases) {
    for (const path of [`/og/${code}.png`, `/img/${code}.svg`]) {
      const res = await get(path);
      assert.equal(res.status, 422, path);
      const body = await res.json();
      assert.equal(body.error.code, error, path);
      assert.match(body.error.message, /^the code claims (hard|evil) but the puzzle has/);
    }
  }
  for (const path of [`/og/${encode(empty)}.png`, `/img/${encode(empty)}.svg`]) {
    const res = await get(path);
    assert.equal(res.status, 200, path);
    await res.body?.cancel();
  }
  // Under a cap too small to settle it, the claim is not drawn either.
  const capped = createImages({ solveBudget: 1 });
  const res = await capped.request(
    `/img/${encode(gridOf("123456789" + ".".repeat(72)), { level: "easy" })}.svg`,
  );
  assert.equal(res.status, 422);
  assert.equal((await res.json()).error.code, "work-cap");
});
