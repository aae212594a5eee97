import assert from "node:assert/strict";
import { Hono } from "hono";
import { parseGrid } from "../engine/board.ts";
import { minlex } from "../engine/canon.ts";
import { formatPoolLine, parsePool, type PoolEntry, poolStats, solutionInvariant } from "../engine/pool.ts";
import { decode, LEVELS } from "../engine/sharecode.ts";
import { solve } from "../engine/solver.ts";
import { createStats, loadPools } from "../routes/stats.ts";
import { checkPools } from "../tools/pool.ts";

const ENTRY: PoolEntry = {
  code: "VABvAa1iTljMuP7z1k1bu1Af2bFP",
  clues: 25,
  steps: 59,
  harderSteps: 3,
  stalls: 1,
  bottlenecks: 6,
  gates: 1,
  hardest: "unique-rectangle",
  techniques: ["naked-single", "hidden-single-box", "claiming", "unique-rectangle"],
};

Deno.test("pool lines round-trip through formatPoolLine and parsePool", () => {
  const line = formatPoolLine(ENTRY);
  assert.equal(
    line,
    "VABvAa1iTljMuP7z1k1bu1Af2bFP 25 59 3 1 6 1 unique-rectangle naked-single,hidden-single-box,claiming,unique-rectangle",
  );
  assert.deepEqual(parsePool(`# a comment\n\n${line}\n`), [ENTRY]);
  const bare: PoolEntry = { ...ENTRY, hardest: null, techniques: [] };
  assert.deepEqual(parsePool(formatPoolLine(bare)), [bare]);
});

Deno.test("parsePool names the line of a malformed entry", () => {
  const good = formatPoolLine(ENTRY);
  const bad = [
    good.replace(" 25 ", " x "),
    good.replace(" 25 ", " 25  "),
    good.split(" ").slice(0, 8).join(" "),
    good.replace("unique-rectangle naked", "no-such-technique naked"),
    good.replace("VAB", "V!B"),
    good.replace(",claiming", ",claiming,claiming"),
  ];
  for (const line of bad) {
    assert.throws(() => parsePool(`# header\n${good}\n${line}\n`), /line 3/, line);
  }
});

Deno.test("poolStats counts techniques and summarises the numbers", () => {
  const stats = poolStats({
    easy: [ENTRY, { ...ENTRY, clues: 27, steps: 61, techniques: ["naked-single"] }],
  });
  assert.equal(stats.easy.count, 2);
  assert.deepEqual(stats.easy.clues, { mean: 26, min: 25, max: 27 });
  assert.equal(stats.easy.techniques["naked-single"], 2);
  assert.equal(stats.easy.techniques.claiming, 1);
  assert.deepEqual(stats.easy.steps, { min: 59, median: 60, max: 61, histogram: { 59: 1, 61: 1 } });
});

Deno.test("solutionInvariant is kept by the symmetry group", () => {
  const parsed = parseGrid(
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
  );
  if (!parsed.ok) throw new Error(parsed.error.message);
  const solution = solve(parsed.value)!;
  const at = (r: number, c: number) => solution[r * 9 + c];
  const relabel = [0, 3, 1, 2, 9, 8, 7, 4, 5, 6];
  const rows = [4, 3, 5, 1, 2, 0, 8, 6, 7];
  const cols = [2, 0, 1, 6, 8, 7, 3, 4, 5];
  const moved = new Uint8Array(81);
  // Transpose, permute rows and columns within bands and the bands and stacks, and relabel.
  for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) moved[r * 9 + c] = relabel[at(cols[c], rows[r])];
  assert.equal(solutionInvariant(moved), solutionInvariant(solution));
  const swapped = solution.slice();
  // Swapping two rows of different bands is no symmetry: the invariant tells this grid apart.
  for (let c = 0; c < 9; c++) [swapped[c], swapped[27 + c]] = [swapped[27 + c], swapped[c]];
  assert.notEqual(solutionInvariant(swapped), solutionInvariant(solution));
});

Deno.test("shipped pools: 1,000+ per level, each unique, graded as filed, no symmetric duplicates", async () => {
  const report = await checkPools();
  assert.deepEqual(report.problems, []);
  assert.ok(report.ok);
  for (const level of LEVELS) {
    assert.ok(report.levels[level].count >= 1000, `${level}: ${report.levels[level].count}`);
  }
  const pools = await loadPools();
  const seen = new Set<string>();
  for (const level of LEVELS) {
    for (const entry of pools[level]) {
      const decoded = decode(entry.code);
      assert.ok(decoded.ok);
      const key = minlex(decoded.value.grid);
      assert.ok(!seen.has(key), `${level}: ${entry.code} repeats a puzzle up to symmetry`);
      seen.add(key);
    }
  }
});

Deno.test("GET /api/stats answers the pool statistics", async () => {
  const app = new Hono().route("/api/stats", createStats(await loadPools()));
  const res = await app.request("/api/stats");
  assert.equal(res.status, 200);
  const body = await res.json();
  assert.deepEqual(Object.keys(body), [...LEVELS]);
  for (const level of LEVELS) {
    const s = body[level];
    assert.ok(s.count >= 1000);
    assert.equal(typeof s.clues.mean, "number");
    assert.ok(s.clues.min <= s.clues.mean && s.clues.mean <= s.clues.max);
    assert.ok(s.techniques["naked-single"] > 0);
    for (const field of ["steps", "stalls", "bottlenecks", "gates"]) {
      const d = s[field];
      assert.ok(d.min <= d.median && d.median <= d.max, `${level} ${field}`);
      assert.equal(Object.values(d.histogram as Record<string, number>).reduce((a, b) => a + b, 0), s.count);
    }
  }
  assert.equal(body.easy.techniques["x-wing"], undefined, "easy puzzles use no x-wing");
});
