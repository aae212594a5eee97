import assert from "node:assert/strict";
import { Hono } from "hono";
import { parseGrid } from "../../engine/board.ts";
import { minlex } from "../../engine/canon.ts";
import {
  entryFromRecord,
  formatPoolLine,
  parsePool,
  type PoolEntry,
  poolStats,
  selectSpread,
  SERVED_POOLS,
  solutionInvariant,
  type SpreadCandidate,
} from "../../engine/pool.ts";
import { grade } from "../../engine/grade.ts";
import { decode, LEVELS } from "../../engine/sharecode.ts";
import { solve } from "../../engine/solver.ts";
import { createStats } from "../../routes/api/stats.ts";
import { loadPools } from "../../data/pools.ts";
import fc from "fast-check";
import { encode } from "../../engine/sharecode.ts";
import { savePlan } from "../../tools/pool/build.ts";
import { checkPools } from "../../tools/pool/check.ts";
import { duplicateKey } from "../../tools/pool/gate.ts";
import { poolSeed, poolTargets } from "../../tools/pool/targets.ts";
import { gradeUnique } from "../../engine/grade.ts";
import { pathDisagreement } from "../../engine/pool.ts";
import { killerRules, xRules } from "../../engine/rules.ts";
import { poolKeys } from "../../engine/mod.ts";

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

/** A skewed candidate set like the generator's: clues and gates bunched around common values. */
function skewedCandidates(n: number): SpreadCandidate[] {
  let x = 12345;
  const next = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
  const out: SpreadCandidate[] = [];
  for (let i = 0; i < n; i++) {
    const r = next();
    const clues = r < 0.01
      ? 21
      : r < 0.05
      ? 22
      : r < 0.2
      ? 23
      : r < 0.55
      ? 24
      : r < 0.85
      ? 25
      : r < 0.97
      ? 26
      : 28;
    const g = next();
    const gates = g < 0.7 ? 1 : g < 0.9 ? 2 : g < 0.97 ? 3 : g < 0.995 ? 5 : 9;
    out.push({ code: `c${String(i).padStart(5, "0")}`, clues, steps: 54 + Math.floor(next() * 20), gates });
  }
  return out;
}

Deno.test("selectSpread spreads clues, gates and steps, keeps rare combinations, and is deterministic", () => {
  const candidates = skewedCandidates(1600);
  const combos = (list: readonly SpreadCandidate[]) => new Set(list.map((c) => `${c.clues}/${c.gates}`)).size;
  const chosen = selectSpread(candidates, 1000);
  assert.equal(chosen.length, 1000);
  assert.equal(new Set(chosen).size, 1000);
  assert.ok(chosen.every((c) => candidates.includes(c)));
  const firstN = candidates.slice(0, 1000);
  assert.ok(combos(chosen) >= combos(firstN), `${combos(chosen)} < ${combos(firstN)}`);
  assert.equal(combos(chosen), combos(candidates), "every (clues, gates) combination is kept");
  // Rare values are all kept, the commonest is thinned.
  const count = (list: readonly SpreadCandidate[], f: (c: SpreadCandidate) => boolean) =>
    list.filter(f).length;
  for (const rare of [(c: SpreadCandidate) => c.clues === 21, (c: SpreadCandidate) => c.gates === 9]) {
    assert.equal(count(chosen, rare), count(candidates, rare));
  }
  const common = (c: SpreadCandidate) => c.gates === 1;
  assert.ok(count(chosen, common) / 1000 < count(candidates, common) / 1600 - 0.1);
  // A pure function of the set: the order the candidates come in does not matter.
  const shuffled = candidates.slice().reverse();
  for (let i = 0; i < shuffled.length; i += 7) {
    const j = (i * 31) % shuffled.length;
    [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
  }
  assert.deepEqual(selectSpread(shuffled, 1000), chosen);
  assert.deepEqual(selectSpread(candidates, 1000), chosen);
  assert.deepEqual(selectSpread(candidates, 2000).length, 1600);
  assert.deepEqual(selectSpread([], 10), []);
});

Deno.test("solutionInvariant refuses a grid that is not 9×9, whose symmetries it does not describe", () => {
  assert.throws(() => solutionInvariant(new Uint8Array(16)), RangeError);
  assert.throws(() => solutionInvariant(new Uint8Array(256)), /classic 9×9/);
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

Deno.test("shipped pools: every offered pool, 1,000+ per classic level, each unique, graded as filed and soundly, no duplicates", async () => {
  const report = await checkPools();
  assert.deepEqual(report.problems, []);
  assert.ok(report.ok);
  assert.deepEqual(Object.keys(report.pools), poolKeys().map((t) => t.key));
  for (const level of LEVELS) {
    assert.ok(report.pools[level].count >= 1000, `${level}: ${report.pools[level].count}`);
  }
  for (const { key, variant } of poolKeys()) {
    // The issue's floor: 1,000 per offered level, 200 for a 16×16 level (its generator is slow, docs/pools.md).
    const floor = variant === "16x16" ? 200 : 1000;
    assert.ok(report.pools[key].count >= floor, `${key}: ${report.pools[key].count}`);
    assert.ok((report.soundness[variant]?.puzzles ?? 0) >= 2000, `${variant}: the soundness sample`);
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

/** Copy the shipped pool files (and reserves, if asked) of these pools into `dir`, folders and all. */
async function copyPools(dir: string, keys: readonly string[], reserves: boolean): Promise<void> {
  for (const key of keys) {
    const folder = key.split("/").slice(0, -1).join("/");
    if (folder !== "") await Deno.mkdir(`${dir}/${folder}`, { recursive: true });
    for (const name of reserves ? [`${key}.txt`, `${key}.reserve.txt`] : [`${key}.txt`]) {
      await Deno.copyFile(new URL(`../../data/pools/${name}`, import.meta.url), `${dir}/${name}`);
    }
  }
}

Deno.test("loading the pools names the file and line of a damaged one, and reads past a byte-order mark", async () => {
  const dir = await Deno.makeTempDir({ prefix: "pools-" });
  try {
    await copyPools(dir, poolKeys().map((t) => t.key), false);
    const easy = await Deno.readTextFile(`${dir}/easy.txt`);
    await Deno.writeTextFile(`${dir}/easy.txt`, "\uFEFF" + easy);
    const loaded = await loadPools(new URL(`file://${dir}/`));
    assert.deepEqual(loaded.easy, (await loadPools()).easy);
    const hard = (await Deno.readTextFile(`${dir}/hard.txt`)).split("\n");
    const at = hard.findIndex((l) => l !== "" && !l.startsWith("#"));
    hard[at] += " ";
    await Deno.writeTextFile(`${dir}/hard.txt`, hard.join("\n"));
    await assert.rejects(
      () => loadPools(new URL(`file://${dir}/`)),
      new RegExp(`${dir}/hard\\.txt: line ${at + 1}: expected 9 space-separated fields`),
    );
    await Deno.remove(`${dir}/evil.txt`);
    await Deno.writeTextFile(`${dir}/hard.txt`, hard.join("\n").replace(/ \n/, "\n"));
    await assert.rejects(() => loadPools(new URL(`file://${dir}/`)), new RegExp(`${dir}/evil\\.txt: `));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("pool check reports every bad line and goes on, an empty pool, and a code naming no level", async () => {
  const dir = await Deno.makeTempDir({ prefix: "pools-" });
  try {
    await copyPools(dir, LEVELS, false);
    const easy = (await Deno.readTextFile(`${dir}/easy.txt`)).split("\n");
    const firstEntry = easy.findIndex((l) => l !== "" && !l.startsWith("#"));
    easy[firstEntry] = "not a pool line";
    easy[firstEntry + 5] = easy[firstEntry + 5].replace(/ \d+ /, " x ");
    await Deno.writeTextFile(`${dir}/easy.txt`, easy.join("\n"));
    const medium = await Deno.readTextFile(`${dir}/medium.txt`);
    await Deno.writeTextFile(
      `${dir}/medium.txt`,
      medium.split("\n").filter((l) => l.startsWith("#")).join("\n"),
    );
    const hard = (await Deno.readTextFile(`${dir}/hard.txt`)).split("\n");
    const at = hard.findIndex((l) => l !== "" && !l.startsWith("#"));
    const [code, ...facts] = hard[at].split(" ");
    const decoded = decode(code);
    assert.ok(decoded.ok);
    hard[at] = [encode(decoded.value.grid), ...facts].join(" ");
    await Deno.writeTextFile(`${dir}/hard.txt`, hard.join("\n"));

    // Only the pools tampered with: the others pass the shipped-pools test.
    const tampered = poolTargets("9x9").filter((t) => ["easy", "medium", "hard"].includes(t.level));
    const report = await checkPools(new URL(`file://${dir}/`), tampered);
    const problems = report.problems.map((p) => `${p.pool}:${p.line} ${p.message}`);
    assert.ok(!report.ok);
    assert.ok(
      problems.includes(`easy:${firstEntry + 1} malformed: expected 9 space-separated fields, found 4`),
    );
    assert.ok(problems.some((p) => p.startsWith(`easy:${firstEntry + 6} malformed: `)), problems.join("\n"));
    assert.equal(report.pools.easy.count, 998, "the other easy lines are still checked");
    assert.ok(problems.includes("medium:0 holds no puzzle"));
    assert.ok(problems.includes(`hard:${at + 1} share code names no level`));
    // Each of the three pools no longer starts with the entries days draw from.
    for (const level of ["easy", "medium", "hard"]) {
      assert.ok(problems.some((p) => p.startsWith(`${level}:0 does not start with the 1000 puzzles`)), level);
    }
    assert.equal(problems.length, 7, problems.join("\n"));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("pool check fails a reordered served pool and a bad reserve line, and passes a pool grown after its pinned entries", async () => {
  const dir = await Deno.makeTempDir({ prefix: "pools-" });
  try {
    await copyPools(dir, LEVELS, true);
    const at = new URL(`file://${dir}/`);
    // Only the pools tampered with: the others pass the shipped-pools test.
    const classic = poolTargets("9x9").filter((t) => ["medium", "hard", "evil"].includes(t.level));
    assert.deepEqual((await checkPools(at, classic)).problems, []);

    // Appending a puzzle after the pinned entries (a reserve puzzle, moved with its full grade) keeps days as
    // they were, so check passes.
    const reserve = (await Deno.readTextFile(`${dir}/evil.reserve.txt`)).split("\n");
    const spare = reserve.findIndex((l) => l !== "" && !l.startsWith("#"));
    const code = reserve[spare].split(" ")[0];
    const decoded = decode(code);
    assert.ok(decoded.ok);
    const graded = grade(decoded.value.grid);
    assert.ok(graded.ok);
    reserve.splice(spare, 1);
    await Deno.writeTextFile(`${dir}/evil.reserve.txt`, reserve.join("\n"));
    await Deno.writeTextFile(
      `${dir}/evil.txt`,
      (await Deno.readTextFile(`${dir}/evil.txt`)) + formatPoolLine(entryFromRecord(code, graded.value)) +
        "\n",
    );
    const grown = await checkPools(at, classic);
    assert.deepEqual(grown.problems, []);
    assert.equal(grown.pools.evil.count, SERVED_POOLS.evil.count + 1);

    // Swapping two served entries moves the picks of served days.
    const lines = (await Deno.readTextFile(`${dir}/medium.txt`)).split("\n");
    const first = lines.findIndex((l) => l !== "" && !l.startsWith("#"));
    [lines[first], lines[first + 1]] = [lines[first + 1], lines[first]];
    await Deno.writeTextFile(`${dir}/medium.txt`, lines.join("\n"));
    // A reserve line whose puzzle has two solutions: build could select it.
    const hardReserve = (await Deno.readTextFile(`${dir}/hard.reserve.txt`)).split("\n");
    const line = hardReserve.findIndex((l) => l !== "" && !l.startsWith("#"));
    const two = parseGrid("12" + ".".repeat(79));
    assert.ok(two.ok);
    hardReserve[line] = `${encode(two.value, { level: "hard" })} 2 0 0`;
    await Deno.writeTextFile(`${dir}/hard.reserve.txt`, hardReserve.join("\n"));

    const report = await checkPools(at, classic);
    const problems = report.problems.map((p) => `${p.pool}.${p.file}:${p.line} ${p.message}`);
    assert.equal(problems.length, 2, problems.join("\n"));
    assert.match(problems[0], /^medium\.pool:0 does not start with the 1000 puzzles days draw from/);
    assert.equal(problems[1], `hard.reserve:${line + 1} has 2 solutions, not 1`);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("pool build refuses a size below the pinned entries days draw from, before it writes anything", async () => {
  const tool = new URL("../../tools/pool.ts", import.meta.url).pathname;
  const before = await Deno.readTextFile(new URL("../../data/pools/easy.txt", import.meta.url));
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-read", "--allow-env", tool, "build", "--per-level", "5"],
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.equal(out.code, 2);
  assert.match(
    new TextDecoder().decode(out.stderr),
    /--per-level 5 would drop some of the 1000 easy puzzles days draw from/,
  );
  assert.equal(await Deno.readTextFile(new URL("../../data/pools/easy.txt", import.meta.url)), before);
});

Deno.test("a pool save keeps every candidate on disk whichever write a kill stops it after", () => {
  const codes = fc.uniqueArray(fc.stringMatching(/^[A-Za-z0-9]{1,4}$/), { minLength: 1, maxLength: 30 });
  fc.assert(
    fc.property(codes, fc.infiniteStream(fc.boolean()), (all, flips) => {
      const candidates = all.map((code) => ({ code }));
      const coin = flips[Symbol.iterator]();
      const onDisk = new Set(candidates.filter(() => coin.next().value).map((c) => c.code));
      const selected = candidates.filter(() => coin.next().value);
      const writes = savePlan(candidates, selected, onDisk);
      assert.equal(writes[0].file, "reserve", "the reserve goes first");
      let pool = [...onDisk];
      let reserve: string[] = [];
      for (const write of writes) {
        if (write.file === "pool") pool = write.holds.map((c) => c.code);
        else reserve = write.holds.map((c) => c.code);
        const kept = new Set([...pool, ...reserve]);
        for (const c of candidates) assert.ok(kept.has(c.code), `${c.code} lost after a ${write.file} write`);
      }
      assert.deepEqual(pool.sort(), selected.map((c) => c.code).sort());
      assert.deepEqual(
        reserve.sort(),
        all.filter((c) => !pool.includes(c)).sort(),
        "no code in both at the end",
      );
    }),
    { numRuns: 500 },
  );
});

Deno.test("pool targets: every offered pool, one variant's, or one level; unknown names refused", () => {
  assert.deepEqual(poolTargets(), poolKeys());
  assert.deepEqual(poolTargets("6x6").map((t) => t.key), ["6x6/easy", "6x6/medium"]);
  assert.deepEqual(poolTargets("x", "Hard"), [{ key: "x/hard", variant: "x", level: "hard" }]);
  assert.deepEqual(poolTargets("9x9", "evil"), [{ key: "evil", variant: "9x9", level: "evil" }]);
  assert.throws(
    () => poolTargets("7x7"),
    /no variant "7x7"; the variants are 9x9, 4x4, 6x6, 16x16, killer, x/,
  );
  assert.throws(() => poolTargets("4x4", "hard"), /4x4 has no level "hard"; it offers easy/);
  assert.throws(() => poolTargets(undefined, "easy"), /--level needs --variant/);
  // Classic 9×9 keeps the seeds its pools were built from; the others have their own namespace.
  assert.equal(poolSeed("9x9", "hard", 7), "pool/v1/hard/7");
  assert.equal(poolSeed("16x16", "medium", 7), "pool/16x16/v1/medium/7");
});

Deno.test("every offered variant pool parses and is pinned in SERVED_POOLS", async () => {
  const pools = await loadPools();
  for (const { key, variant } of poolKeys()) {
    const pinned = SERVED_POOLS[key];
    assert.ok(pinned, `${key} is pinned`);
    assert.ok(pinned.count > 0 && pools[key].length >= pinned.count, key);
    if (variant === "9x9") continue;
    for (const entry of pools[key].slice(0, 20)) {
      const decoded = decode(entry.code);
      assert.ok(decoded.ok, `${key}: ${entry.code}`);
      assert.equal(decoded.value.grid.rules.shape, variant === "x" || variant === "killer" ? "9x9" : variant);
    }
  }
});

Deno.test("duplicate keys: classic 9×9 up to symmetry, the other variants exactly (cages in any order)", () => {
  const parsed = parseGrid(
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
  );
  assert.ok(parsed.ok);
  const grid = parsed.value;
  const transposed = {
    rules: grid.rules,
    cells: grid.cells.map((_, i) => grid.cells[(i % 9) * 9 + ((i / 9) | 0)]),
  };
  assert.equal(duplicateKey("9x9", transposed), duplicateKey("9x9", grid));
  // Under X rules the transposed puzzle is another puzzle as far as the pool is concerned (it is kept apart
  // exactly), and so is the same givens under other rules.
  const x = { rules: xRules("9x9"), cells: grid.cells };
  assert.notEqual(duplicateKey("x", { rules: x.rules, cells: transposed.cells }), duplicateKey("x", x));
  assert.equal(duplicateKey("x", { rules: xRules("9x9"), cells: grid.cells.slice() }), duplicateKey("x", x));
  assert.notEqual(duplicateKey("x", x), duplicateKey("9x9", grid));
  const cages = [{ cells: [0, 1], sum: 9 }, { cells: [2, 11, 10], sum: 12 }];
  const killer = { rules: killerRules("9x9", cages), cells: new Uint8Array(81) };
  const reordered = {
    rules: killerRules("9x9", [{ cells: [10, 11, 2], sum: 12 }, { cells: [1, 0], sum: 9 }]),
    cells: new Uint8Array(81),
  };
  assert.equal(duplicateKey("killer", reordered), duplicateKey("killer", killer));
  const otherSum = {
    rules: killerRules("9x9", [{ cells: [0, 1], sum: 8 }, { cells: [2, 11, 10], sum: 13 }]),
    cells: new Uint8Array(81),
  };
  assert.notEqual(duplicateKey("killer", otherSum), duplicateKey("killer", killer));
});

Deno.test("pathDisagreement finds a placement or an elimination the solution contradicts, and an unfinished path", () => {
  // ENTRY's puzzle: its grade claims and eliminates as well as places.
  const decoded = decode(ENTRY.code);
  assert.ok(decoded.ok);
  const grid = decoded.value.grid;
  const solution = solve(grid)!;
  const record = gradeUnique(grid, "standard");
  assert.equal(pathDisagreement(grid.rules, grid.cells, record, solution), null);
  const at = record.path.findIndex((s) => s.placements.length > 0);
  const { cell, digit } = record.path[at].placements[0];
  const wrongDigit = digit === 9 ? 1 : digit + 1;
  const misplaced = record.path.map((s, i) =>
    i === at ? { ...s, placements: [{ cell, digit: wrongDigit }, ...s.placements.slice(1)] } : s
  );
  assert.match(
    pathDisagreement(grid.rules, grid.cells, { ...record, path: misplaced }, solution)!,
    new RegExp(`^step ${at + 1} \\(${record.path[at].technique}\\) places ${wrongDigit} at r\\dc\\d`),
  );
  const elim = record.path.findIndex((s) => s.eliminations.length > 0);
  const e = record.path[elim].eliminations[0];
  const wrongElimination = record.path.map((s, i) =>
    i === elim ? { ...s, eliminations: [{ cell: e.cell, digit: solution[e.cell] }] } : s
  );
  assert.match(
    pathDisagreement(grid.rules, grid.cells, { ...record, path: wrongElimination }, solution)!,
    /removes \d at r\dc\d, the solution's digit/,
  );
  const short = record.path.slice(0, -1);
  assert.match(
    pathDisagreement(grid.rules, grid.cells, { ...record, path: short }, solution)!,
    /still open$/,
  );
  // A stuck grade may end early: only its steps must agree.
  assert.equal(pathDisagreement(grid.rules, grid.cells, { stuck: true, path: short }, solution), null);
});

/** The pool lines of a file, with their indexes in `lines`. */
function entryIndexes(lines: readonly string[]): number[] {
  return lines.flatMap((l, i) => (l !== "" && !l.startsWith("#") ? [i] : []));
}

Deno.test("pool check on variant pools finds a tampered line, a duplicate, a wrong level and a code of another variant", async () => {
  const dir = await Deno.makeTempDir({ prefix: "pools-" });
  try {
    const keys = ["6x6/easy", "6x6/medium", "4x4/easy"];
    await copyPools(dir, keys, true);
    const at = new URL(`file://${dir}/`);
    const sixes = poolTargets("6x6");
    const clean = await checkPools(at, sixes);
    assert.deepEqual(clean.problems, []);
    assert.ok(clean.soundness["6x6"]!.puzzles >= 2000 && clean.soundness["6x6"]!.steps > 0);

    const medium = (await Deno.readTextFile(`${dir}/6x6/medium.txt`)).split("\n");
    const [tampered, duplicated] = entryIndexes(medium).slice(-2);
    // A count changed: the recorded facts no longer match the fresh grade.
    const fields = medium[tampered].split(" ");
    fields[2] = String(Number(fields[2]) + 1);
    medium[tampered] = fields.join(" ");
    // A puzzle filed twice (after the pinned entries, so only the duplicate is at fault).
    medium.push(medium[duplicated]);
    // An easy puzzle filed as medium: its code claims easy and it grades easy.
    const easy = (await Deno.readTextFile(`${dir}/6x6/easy.txt`)).split("\n");
    medium.push(easy[entryIndexes(easy)[0]]);
    // A 4×4 puzzle and a classic 9×9 one in a 6×6 pool.
    const four = (await Deno.readTextFile(`${dir}/4x4/easy.txt`)).split("\n");
    medium.push(four[entryIndexes(four)[0]]);
    const classic = (await Deno.readTextFile(new URL("../../data/pools/medium.txt", import.meta.url))).split(
      "\n",
    );
    medium.push(classic[entryIndexes(classic)[0]]);
    await Deno.writeTextFile(`${dir}/6x6/medium.txt`, medium.join("\n"));

    const report = await checkPools(at, sixes);
    const problems = report.problems.map((p) => `${p.pool}.${p.file}:${p.line} ${p.message}`);
    const n = medium.length;
    const expected = [
      new RegExp(
        `^6x6/medium\\.pool:${
          tampered + 1
        } recorded facts clues=\\d+ steps=\\d+ .* differ from the fresh grade`,
      ),
      new RegExp(`^6x6/medium\\.pool:${n - 3} repeats the puzzle at 6x6/medium\\.txt:${duplicated + 1}$`),
      new RegExp(`^6x6/medium\\.pool:${n - 2} share code claims level easy$`),
      new RegExp(`^6x6/medium\\.pool:${n - 2} grades easy, not medium$`),
      new RegExp(`^6x6/medium\\.pool:${n - 2} repeats the puzzle at 6x6/easy\\.txt:\\d+$`),
      new RegExp(`^6x6/medium\\.pool:${n - 1} share code claims level easy$`),
      new RegExp(
        `^6x6/medium\\.pool:${n - 1} share code gives a 4x4 puzzle \\(classic 4x4 rules\\), not 6x6$`,
      ),
      new RegExp(`^6x6/medium\\.pool:${n} share code gives a 9x9 puzzle \\(classic 9x9 rules\\), not 6x6$`),
    ];
    for (const pattern of expected) {
      assert.ok(problems.some((p) => pattern.test(p)), `${pattern}\n${problems.join("\n")}`);
    }
    assert.equal(problems.length, expected.length, problems.join("\n"));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("pool check refuses a classic 9×9 code in an X-Sudoku pool: same size, other rules", async () => {
  const dir = await Deno.makeTempDir({ prefix: "pools-" });
  try {
    await copyPools(dir, ["x/easy"], false);
    const lines = (await Deno.readTextFile(`${dir}/x/easy.txt`)).split("\n");
    const classic = (await Deno.readTextFile(new URL("../../data/pools/easy.txt", import.meta.url))).split(
      "\n",
    );
    lines.push(classic[entryIndexes(classic)[0]]);
    await Deno.writeTextFile(`${dir}/x/easy.txt`, lines.join("\n"));
    const report = await checkPools(new URL(`file://${dir}/`), poolTargets("x", "easy"));
    assert.deepEqual(report.problems.map((p) => `${p.pool}:${p.line} ${p.message}`), [
      `x/easy:${lines.length} share code gives a 9x9 puzzle (classic 9x9 rules), not x`,
    ]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
