/**
 * The variants through the service: the API's `variant` parameter and fields, killer cages in and out, the
 * variant list, the pages and the command line. Classic 9×9 answers stay as they were (the golden tests pin
 * them); these specify what the other variants add.
 */
import assert from "node:assert/strict";
import {
  countSolutions,
  dailyPuzzle,
  decode,
  encode,
  formatGrid,
  gradeUnique,
  killerRules,
  nextDay,
  VARIANT_IDS,
  variantInfo,
} from "../../engine/mod.ts";
import { createApp } from "../../routes/app.ts";
import { loadPools } from "../../data/pools.ts";
import { gridOf } from "../testing/grids.ts";

const pools = await loadPools();
/** 2026-11-30, 18:00 UTC. */
const NOW = new Date("2026-11-30T18:00:00Z");
const app = createApp({ pools, now: () => NOW });
const TODAY = "2026-11-30";

async function get(path: string) {
  const res = await app.request(`http://sudoku.test${path}`);
  const type = res.headers.get("content-type") ?? "";
  const body = type.includes("json") ? await res.json() : await res.text();
  return { res, body };
}

async function post(path: string, body: unknown) {
  const res = await app.request(`http://sudoku.test${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { res, body: await res.json() };
}

/** Today's killer daily at a level, through the API. */
async function killerDaily(level = "easy") {
  const { res, body } = await get(`/api/daily?variant=killer&level=${level}`);
  assert.equal(res.status, 200);
  return body;
}

Deno.test("GET /api/daily?variant= serves each variant's levels with the variant, its size and (killer) cages", async () => {
  for (const variant of VARIANT_IDS) {
    const info = variantInfo(variant);
    for (const level of info.levels) {
      const { res, body } = await get(`/api/daily?variant=${variant}&level=${level}`);
      assert.equal(res.status, 200, `${variant} ${level}`);
      assert.equal(body.variant, variant);
      assert.equal(body.level, level);
      assert.equal(body.scheme, info.scheme);
      assert.equal(body.puzzle.length, { "4x4": 16, "6x6": 36, "16x16": 256 }[info.shape as string] ?? 81);
      assert.equal(body.grade.level, level);
      assert.equal(Array.isArray(body.cages), variant === "killer", `${variant}: cages only for killer`);
      const expected = dailyPuzzle(TODAY, level, pools, { variant });
      assert.equal(body.code, expected.code, `${variant} ${level}: the API and the engine agree`);
    }
  }
});

Deno.test("a killer daily's cages cover the grid, add up to 405 and match its share code", async () => {
  const daily = await killerDaily("medium");
  const cells = daily.cages.flatMap((c: { cells: number[] }) => c.cells).sort((a: number, b: number) =>
    a - b
  );
  assert.deepEqual(cells, Array.from({ length: 81 }, (_, i) => i));
  assert.equal(daily.cages.reduce((t: number, c: { sum: number }) => t + c.sum, 0), 405);
  const decoded = decode(daily.code);
  assert.ok(decoded.ok);
  assert.deepEqual(
    decoded.value.grid.rules.cages.map((c) => ({ sum: c.sum, cells: [...c.cells] })),
    daily.cages,
  );
  const shared = await get(`/api/puzzles/${daily.code}`);
  assert.equal(shared.body.variant, "killer");
  assert.deepEqual(shared.body.cages, daily.cages);
  assert.equal(shared.body.solutions.unique, true);
});

Deno.test("variant dailies are seeded apart: no variant's daily is another's, and 9x9 is the default", async () => {
  const classic = await get("/api/daily?level=easy");
  const named = await get("/api/daily?variant=9x9&level=easy");
  assert.equal(named.body.code, classic.body.code);
  const codes = new Set<string>();
  for (const variant of VARIANT_IDS) {
    codes.add((await get(`/api/daily?variant=${variant}&level=easy`)).body.code);
  }
  assert.equal(codes.size, VARIANT_IDS.length);
});

Deno.test("an unknown variant, or a level the variant does not offer, is a 400 naming the offered ones", async () => {
  const variant = await get("/api/daily?variant=samurai");
  assert.equal(variant.res.status, 400);
  assert.equal(variant.body.error.code, "bad-variant");
  assert.match(variant.body.error.message, /9x9, 4x4, 6x6, 16x16, killer, x/);
  const level = await get("/api/daily?variant=4x4&level=hard");
  assert.equal(level.res.status, 400);
  assert.equal(level.body.error.code, "bad-level");
  assert.match(level.body.error.message, /use one of easy \(variant 4x4\)/);
  for (
    const path of [
      "/api/daily/archive?variant=9x8",
      "/api/puzzles/random?variant=X-wing",
      "/api/stats?variant=3",
    ]
  ) {
    const { res, body } = await get(path);
    assert.equal(res.status, 400, path);
    assert.equal(body.error.code, "bad-variant", path);
  }
  // A variant's default level is one it offers.
  assert.equal((await get("/api/daily?variant=4x4")).body.level, "easy");
  assert.equal((await get("/api/daily?variant=killer")).body.level, "medium");
});

Deno.test("archive, random and stats take the variant", async () => {
  const archive = await get("/api/daily/archive?variant=6x6&level=medium&from=2026-11-28&to=2026-11-30");
  assert.equal(archive.res.status, 200);
  assert.equal(archive.body.variant, "6x6");
  let date = "2026-11-28";
  for (const day of archive.body.days) {
    assert.equal(day.code, dailyPuzzle(date, "medium", pools, { variant: "6x6" }).code);
    date = nextDay(date);
  }
  const random = await get("/api/puzzles/random?variant=x&level=hard&seed=s");
  assert.equal(random.body.variant, "x");
  assert.equal((await get("/api/puzzles/random?variant=x&level=hard&seed=s")).body.code, random.body.code);
  const grid = decode(random.body.code);
  assert.ok(grid.ok);
  assert.equal(grid.value.grid.rules.variant, "x");
  const stats = await get("/api/stats?variant=killer");
  assert.deepEqual(Object.keys(stats.body), [...variantInfo("killer").levels]);
  assert.deepEqual(Object.keys((await get("/api/stats")).body), [...variantInfo("9x9").levels]);
});

Deno.test("GET /api/variants lists every variant, its levels with pool sizes and its techniques by tier", async () => {
  const { body } = await get("/api/variants");
  assert.deepEqual(body.variants.map((v: { id: string }) => v.id), [...VARIANT_IDS]);
  const killer = body.variants.find((v: { id: string }) => v.id === "killer");
  assert.deepEqual(killer.levels.map((l: { id: string }) => l.id), ["easy", "medium", "hard"]);
  for (const level of killer.levels) assert.equal(level.pool, pools[`killer/${level.id}`].length);
  const tier1 = killer.tiers.find((t: { tier: number }) => t.tier === 1);
  assert.ok(tier1.techniques.some((t: { id: string }) => t.id === "cage-combination"));
  const tier3 = killer.tiers.find((t: { tier: number }) => t.tier === 3);
  assert.ok(tier3.techniques.some((t: { id: string }) => t.id === "innies-outies"));
  // A tier past the offered levels earns none: a puzzle needing it is unrated.
  assert.equal(killer.tiers.at(-1).level, null);
  const x = body.variants.find((v: { id: string }) => v.id === "x");
  assert.ok(
    !x.tiers.flatMap((t: { techniques: Array<{ id: string }> }) => t.techniques.map((q) => q.id))
      .includes("unique-rectangle"),
    "no uniqueness techniques on X",
  );
});

Deno.test("POST /api/grade, solve and hint take a killer puzzle with its cages", async () => {
  const daily = await killerDaily("easy");
  const graded = await post("/api/grade", { puzzle: daily.puzzle, cages: daily.cages });
  assert.equal(graded.res.status, 200);
  assert.equal(graded.body.scheme, "killer");
  assert.equal(graded.body.level, "easy");
  assert.deepEqual(graded.body.levels, { killer: "easy" });
  const solved = await post("/api/solve", { puzzle: daily.puzzle, variant: "killer", cages: daily.cages });
  assert.equal(solved.res.status, 200);
  const last = solved.body.path.at(-1).board;
  assert.doesNotMatch(last, /[.0]/, "the path fills the grid");
  const hint = await post("/api/hint", { puzzle: daily.puzzle, board: daily.puzzle, cages: daily.cages });
  assert.equal(hint.res.status, 200);
  assert.equal(hint.body.status, "hint");
  // Without its cages a givens-free grid is not a puzzle at all.
  const bare = await post("/api/grade", { puzzle: daily.puzzle });
  assert.equal(bare.res.status, 422);
  // Cages that break the rules, or on a variant without cages, are a 400.
  for (
    const body of [
      { puzzle: daily.puzzle, cages: [{ sum: 3, cells: [0, 1] }, { sum: 4, cells: [1, 2] }] },
      { puzzle: daily.puzzle, variant: "x", cages: daily.cages },
      { puzzle: daily.puzzle, variant: "killer" },
      { puzzle: daily.puzzle, cages: daily.cages, scheme: "standard" },
      { puzzle: "1".repeat(16), variant: "killer", cages: daily.cages },
    ]
  ) {
    const answer = await post("/api/grade", body);
    assert.equal(answer.res.status, 400, JSON.stringify(body).slice(0, 80));
    assert.equal(typeof answer.body.error.code, "string");
  }
});

Deno.test("POST /api/hint: a full killer grid whose cage sums are wrong is a conflict, never solved", async () => {
  const daily = await killerDaily("easy");
  const solved = await post("/api/solve", { puzzle: daily.puzzle, cages: daily.cages });
  const solution: string = solved.body.path.at(-1).board;
  const done = await post("/api/hint", { puzzle: daily.puzzle, board: solution, cages: daily.cages });
  assert.equal(done.body.status, "solved");
  // Swapping every 1 and 2 keeps rows, columns, boxes and cages free of repeats but breaks cage sums.
  const swapped = solution.replace(/[12]/g, (d) => (d === "1" ? "2" : "1"));
  const wrong = await post("/api/hint", { puzzle: daily.puzzle, board: swapped, cages: daily.cages });
  assert.equal(wrong.res.status, 200);
  assert.equal(wrong.body.status, "conflict");
  assert.match(wrong.body.message, /^cage \d+ adds up to \d+, not \d+/);
  assert.ok(wrong.body.cells.length >= 1);
});

Deno.test("a shared code with rules no variant offers (cages on a 4×4 grid) is decoded by the API, not played", async () => {
  const code = encode(
    { rules: killerRules("4x4", [{ sum: 4, cells: [0, 1] }]), cells: gridOf(".1....3...4.2...").cells },
    {},
  );
  const api = await get(`/api/puzzles/${code}`);
  assert.equal(api.res.status, 200);
  assert.equal(api.body.variant, null);
  const page = await get(`/p/${code}`);
  assert.equal(page.res.status, 422);
  assert.match(page.body as string, /Not a variant we offer/);
});

Deno.test("a stuck X-Sudoku is unrated, as every variant's is", async () => {
  const stuck = "..2.........2...........9..........8....863..9....257.4..6.5..77..1......9.....8.";
  const graded = await post("/api/grade", { puzzle: stuck, variant: "x" });
  assert.equal(graded.res.status, 200);
  assert.deepEqual([graded.body.stuck, graded.body.level], [true, "unrated"]);
  assert.match(graded.body.reason, /no technique the X-Sudoku grader knows finishes it/);
});

Deno.test("POST /api/grade grades X and small grids by their variant's scheme", async () => {
  const x = await get("/api/daily?variant=x&level=expert");
  const asX = await post("/api/grade", { puzzle: x.body.puzzle, variant: "x" });
  assert.equal(asX.body.scheme, "x");
  assert.equal(asX.body.level, "expert");
  // The same grid under classic rules has more than one solution: X rules are what make it a puzzle.
  assert.equal((await post("/api/grade", { puzzle: x.body.puzzle })).res.status, 422);
  const six = await get("/api/daily?variant=6x6&level=medium");
  const graded = await post("/api/grade", { puzzle: six.body.puzzle });
  assert.deepEqual([graded.body.scheme, graded.body.level], ["6x6", "medium"]);
});

Deno.test("bot formats: 16×16 in the text form, killer text points at the image for its cages", async () => {
  const sixteen = await get("/api/daily?variant=16x16&level=easy&format=text");
  assert.equal(sixteen.res.status, 200);
  assert.match(sixteen.body as string, /16×16 Easy/);
  const rows = (sixteen.body as string).split("\n").filter((l) => l.startsWith("| "));
  assert.equal(rows.length, 16);
  const killer = await get("/api/daily?variant=killer&level=hard&format=markdown");
  assert.match(
    killer.body as string,
    /cages\]\(http:\/\/sudoku\.test\/og\/[A-Za-z0-9_-]+\.png\?date=2026-11-30\)/,
  );
  assert.match(killer.body as string, /\/daily\/killer\/2026-11-30\/hard/);
  const discord = await get("/api/daily?variant=killer&level=hard&format=discord");
  assert.match(discord.body.embeds[0].description, /cages: see the image below/);
  assert.match(
    discord.body.content,
    /is out: \d+ cages\.$/,
    "a givens-free killer counts cages, not 0 clues",
  );
});

Deno.test("pages: a variant picker, variant daily pages, and 400 pages for unknown variants and levels", async () => {
  const home = await get("/?variant=killer&level=hard");
  assert.equal(home.res.status, 200);
  const html = home.body as string;
  assert.match(html, /<nav class="variants" aria-label="Variant">/);
  assert.match(html, /href="\/\?variant=4x4" data-variant="4x4"/);
  assert.match(html, /data-variant="killer" title="[^"]*" aria-current="page">Killer<\/a>/);
  assert.match(html, /href="\/\?variant=killer&amp;level=easy"/);
  assert.doesNotMatch(html, /data-level="expert"/, "killer offers no expert level");
  assert.match(html, /class="cages"/);
  const day = await get("/daily/6x6/2026-11-29/medium");
  assert.equal(day.res.status, 200);
  assert.match(day.body as string, /data-size="6"/);
  assert.match(
    day.body as string,
    /<link rel="canonical" href="http:\/\/sudoku\.test\/daily\/6x6\/2026-11-29\/medium">/,
  );
  assert.match(day.body as string, /href="\/daily\/killer\/2026-11-29\/medium" data-variant="killer"/);
  for (const path of ["/daily/samurai/2026-11-29/easy", "/daily/4x4/2026-11-29/hard", "/?variant=jigsaw"]) {
    assert.equal((await get(path)).res.status, 400, path);
  }
  assert.equal((await get("/daily/x/2026-12-25/easy")).res.status, 404);
  const archive = await get("/archive?variant=x&level=evil&month=2026-11");
  assert.equal(archive.res.status, 200);
  assert.match(archive.body as string, /href="\/daily\/x\/2026-11-01\/evil"/);
});

Deno.test("oEmbed resolves variant daily pages", async () => {
  const url = encodeURIComponent("http://sudoku.test/daily/killer/2026-11-29/easy");
  const { res, body } = await get(`/oembed?url=${url}`);
  assert.equal(res.status, 200);
  assert.match(body.title, /Killer/);
});

const CLI = new URL("../../cli.ts", import.meta.url).pathname;

async function cli(args: string[], input = ""): Promise<{ code: number; lines: string[]; stderr: string }> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-read", "--allow-env", CLI, ...args],
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(input));
  await writer.close();
  const out = await child.output();
  return {
    code: out.code,
    lines: new TextDecoder().decode(out.stdout).split("\n").filter((l) => l !== ""),
    stderr: new TextDecoder().decode(out.stderr),
  };
}

Deno.test("cli: --variant on daily, generate, encode and grade; a killer line carries its cages", async () => {
  const daily = await cli(["daily", "--variant", "killer", "--date", "2026-11-29", "--level", "easy"]);
  assert.equal(daily.code, 0, daily.stderr);
  const printed = JSON.parse(daily.lines[0]);
  assert.equal(printed.code, dailyPuzzle("2026-11-29", "easy", pools, { variant: "killer" }).code);
  const line = JSON.stringify({ puzzle: printed.puzzle, cages: printed.cages });
  const graded = await cli(["grade", "--variant", "killer"], line + "\n");
  assert.deepEqual([JSON.parse(graded.lines[0]).scheme, JSON.parse(graded.lines[0]).level], [
    "killer",
    "easy",
  ]);
  const encoded = await cli(["encode", "--variant", "killer", "--level", "easy"], line + "\n");
  assert.equal(encoded.lines[0], printed.code);
  const decoded = await cli(["decode"], printed.code + "\n");
  assert.deepEqual(JSON.parse(decoded.lines[0]).cages, printed.cages);
  const generated = await cli([
    "generate",
    "--variant",
    "6x6",
    "--level",
    "medium",
    "--seed",
    "t",
    "--count",
    "2",
  ]);
  assert.equal(generated.lines.length, 2);
  for (const row of generated.lines.map((l) => JSON.parse(l))) {
    assert.deepEqual([row.variant, row.level, row.puzzle.length], ["6x6", "medium", 36]);
    const decodedRow = decode(row.code);
    assert.ok(decodedRow.ok);
    assert.equal(countSolutions(decodedRow.value.grid, 2).count, 1);
    assert.equal(gradeUnique(decodedRow.value.grid).level, "medium");
    assert.equal(formatGrid(decodedRow.value.grid), row.puzzle);
  }
  const x = await cli(["grade", "--variant", "x"], `${".".repeat(81)}\n`);
  assert.equal(JSON.parse(x.lines[0]).error.code, "multiple-solutions");
  const noCages = await cli(["grade", "--variant", "killer"], `${".".repeat(81)}\n`);
  assert.equal(JSON.parse(noCages.lines[0]).error.code, "bad-cages");
  const badLevel = await cli(["daily", "--variant", "4x4", "--level", "hard"]);
  assert.equal(badLevel.code, 2);
  assert.match(badLevel.stderr, /unknown level "hard" for 4x4: easy/);
});
