/**
 * `deno task bench`: ours against Debian's qqwing on the same files, in the same run. Figures go to stdout
 * and to bench/out/report.md.
 *
 * 1. Solver. Sets: 10,000 `qqwing --generate` puzzles, 10,000 hard minimal puzzles this script carves itself
 *    (the quarter of 40,000 that take our solver the most search nodes), the shipped 17-clue and top1465 sets. Whole
 *    process (ours: `cli.ts solve`, counting to two; qqwing: `--solve`) as puzzles/second and a ratio, and
 *    our in-process time per puzzle.
 * 2. Grading. Up to 1,000 carved puzzles per standard level and 1,000 `qqwing --difficulty expert` puzzles:
 *    our median and p99 time per graded puzzle, and whole-process throughput of `cli.ts grade` against
 *    `qqwing --solve --stats` on the same puzzles.
 * 3. Share-code lengths over 10,000 generated puzzles.
 * 4. The daily over 365 dates per level from the current generator version's first day (generated vs pooled,
 *    time per request), and generation throughput per level against `qqwing --generate N --difficulty D` for
 *    the paired qqwing level (its rate pooled over the rows that pair with it: one batch's rate is noisy), and
 *    against qqwing's rate at the same level when our grader grades its puzzles too.
 *
 * 5. Variants: per variant other than classic 9×9 and per level, the daily over 365 dates (90 for 16×16) from
 *    2026-12-01 (generated vs pooled, p50/p99/max time per request), generation without a budget cap
 *    (puzzles per second, work per puzzle), and the killer solver's count-to-two time on the killer pools
 *    against our classic count on the classic pools in the same run: no killer solver is installable here
 *    (Debian has qqwing, sudoku-solver and ksudoku's GUI, none with cages; npm has killer generators only).
 *
 * 6. Delivery: a webhook delivery round over 10,000 subscriptions against a loopback receiver, as a share of the
 *    cron period it must fit in (bench/delivery.ts).
 *
 * `deno task bench solver grading codes daily generate variants delivery` runs only the named sections (all by
 * default). `deno task bench grading --compare REF` also times another revision's grader against this tree's on
 * the same puzzles, alternating, with qqwing as the common peer (bench/compare_grading.ts).
 */
import { countGivens, formatGrid, type Grid, parseGrid } from "../engine/board.ts";
import { carveMinimal } from "./carve_minimal.ts";
import { classicRules } from "../engine/rules.ts";
import { grade } from "../engine/grade.ts";
import { Rng } from "../engine/rng.ts";
import { SCHEMES } from "../engine/schemes.ts";
import { decode, encode } from "../engine/sharecode.ts";
import { countSolutions, fillGrid } from "../engine/solver.ts";
import { dailyPuzzle, GENERATOR_VERSIONS, nextDay, VARIANT_GENERATOR_VERSIONS } from "../engine/daily.ts";
import { generate, generateVariant } from "../engine/generate/mod.ts";
import { poolKey } from "../engine/pool.ts";
import { VARIANT_IDS, variantInfo } from "../engine/variants.ts";
import { loadPools } from "../data/pools.ts";
import { cached, ensureQqwing, qqwingPuzzles, run } from "./qqwing.ts";
import { benchDelivery } from "./delivery.ts";
import { compareGrading } from "./compare_grading.ts";
import { checkOutRevision } from "../tools/revision.ts";
import { parseArgs } from "node:util";

const OUT = new URL("./out/", import.meta.url);
const ROOT = new URL("../", import.meta.url);
const CLI = new URL("cli.ts", ROOT).pathname;
const PER_LEVEL = 1_000;
const CARVE_ATTEMPTS = 40_000;

const report: string[] = [];
function say(line = "") {
  console.log(line);
  report.push(line);
}

function grids(lines: string[]): Grid[] {
  return lines.map((line) => {
    const parsed = parseGrid(line);
    if (!parsed.ok) throw new Error(`${line}: ${parsed.error.message}`);
    return parsed.value;
  });
}

function carved(seed: string): Grid {
  const rng = new Rng(seed);
  return carveMinimal(fillGrid(classicRules("9x9"), rng), rng).puzzle;
}

/** Minimal puzzles carved from seeded fills, keeping the ones that take the solver the most nodes. */
function makeHardMinimal(): string[] {
  const all = Array.from({ length: 40_000 }, (_, i) => {
    const puzzle = carved(`bench-hard-${i}`);
    return { puzzle: formatGrid(puzzle), work: countSolutions(puzzle).work };
  });
  all.sort((a, b) => b.work - a.work || (a.puzzle < b.puzzle ? -1 : 1));
  return all.slice(0, 10_000).map((c) => c.puzzle);
}

/** Carved puzzles sorted into standard levels, up to PER_LEVEL each, as "level puzzle" lines. */
function makeGradedByLevel(): string[] {
  const byLevel = new Map<string, string[]>(SCHEMES.standard.levels.map((l) => [l, []]));
  for (let i = 0; i < CARVE_ATTEMPTS; i++) {
    const puzzle = carved(`bench-level-${i}`);
    const graded = grade(puzzle);
    if (!graded.ok) throw new Error("carved puzzles are unique");
    const list = byLevel.get(graded.value.level)!;
    if (list.length < PER_LEVEL) list.push(formatGrid(puzzle));
    if ([...byLevel.values()].every((l) => l.length >= PER_LEVEL)) break;
  }
  return [...byLevel].flatMap(([level, list]) => list.map((p) => `${level} ${p}`));
}

function quantile(sorted: Float64Array, q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** Time per puzzle in µs (each puzzle repeated so short calls are above the timer's grain), sorted. */
function timesPerPuzzle(puzzles: Grid[], work: (g: Grid) => unknown, totalCalls: number): Float64Array {
  for (const p of puzzles) work(p);
  const rounds = Math.max(1, Math.ceil(totalCalls / puzzles.length));
  const times = new Float64Array(puzzles.length);
  for (let i = 0; i < puzzles.length; i++) {
    const start = performance.now();
    for (let r = 0; r < rounds; r++) work(puzzles[i]);
    times[i] = ((performance.now() - start) / rounds) * 1000;
  }
  return times.sort();
}

/** Best of three wall-clock runs of a command fed the lines, in seconds. */
async function bestOfThree(cmd: string, args: string[], lines: string[]): Promise<number> {
  const input = lines.join("\n") + "\n";
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    const out = await run(cmd, args, input);
    if (out.code !== 0) throw new Error(`${cmd} ${args.join(" ")} exited ${out.code}`);
    best = Math.min(best, performance.now() - start);
  }
  return best / 1000;
}

function ours(command: string): [string, string[]] {
  return [Deno.execPath(), ["run", "--allow-read", "--allow-env", CLI, command]];
}

function histogram(values: number[]): string {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => a[0] - b[0]).map(([v, n]) => `${v}: ${n}`).join(", ");
}

const fmt = (x: number, digits = 1) => x.toFixed(digits);

const SECTIONS = ["solver", "grading", "codes", "daily", "generate", "variants", "delivery"];
const { values: options, positionals } = parseArgs({
  args: Deno.args,
  options: { compare: { type: "string" } },
  allowPositionals: true,
});
const unknown = positionals.filter((a) => !SECTIONS.includes(a));
if (unknown.length) throw new Error(`unknown section ${unknown.join(", ")}: use ${SECTIONS.join(", ")}`);
const wanted = new Set(positionals.length ? positionals : SECTIONS);
if (options.compare && !wanted.has("grading")) {
  throw new Error("--compare compares grading: name that section");
}

// Every section but the daily's runs qqwing; the shared sets are made (or read from bench/out/) only when a
// section that reads them runs.
if (SECTIONS.some((section) => !["daily", "variants", "delivery"].includes(section) && wanted.has(section))) {
  await ensureQqwing();
}
const dataSet = async (name: string) =>
  (await Deno.readTextFile(new URL(`data/${name}`, ROOT))).split("\n").filter((l) => /^[1-9.]{81}$/.test(l));
let qqwingAnySet: Promise<string[]> | null = null;
const qqwingAny = () => qqwingAnySet ??= qqwingPuzzles(10_000);

say(`# Benchmark (Deno ${Deno.version.deno}, ${navigator.hardwareConcurrency} cores, single-threaded)`);
if (wanted.has("solver")) {
  say();
  say("## Solver, whole process: puzzles/second (ours counts to two; qqwing --solve)");
  say();
  say("| set | puzzles | ours | qqwing | ratio |");
  say("| --- | --- | --- | --- | --- |");
  const solverSets: Array<[string, string[]]> = [
    ["qqwing --generate", await qqwingAny()],
    ["hard minimal (ours)", await cached("hard-minimal-10000.txt", () => Promise.resolve(makeHardMinimal()))],
    ["17-clue (Royle)", await dataSet("puzzles17.txt")],
    ["top1465 (magictour)", await dataSet("top1465.txt")],
  ];
  for (const [name, lines] of solverSets) {
    const [cmd, args] = ours("solve");
    const mine = lines.length / await bestOfThree(cmd, args, lines);
    const peer = lines.length / await bestOfThree("qqwing", ["--solve", "--one-line"], lines);
    say(`| ${name} | ${lines.length} | ${fmt(mine, 0)} | ${fmt(peer, 0)} | ${fmt(mine / peer)}× |`);
  }
  say();
  say("## Solver, in process: µs per puzzle, counting to two");
  say();
  say("| set | median | p90 | p99 | max |");
  say("| --- | --- | --- | --- | --- |");
  for (const [name, lines] of solverSets) {
    const t = timesPerPuzzle(grids(lines), (g) => countSolutions(g), 50_000);
    say(
      `| ${name} | ${fmt(t[t.length >> 1])} | ${fmt(quantile(t, 0.9))} | ${fmt(quantile(t, 0.99))} | ${
        fmt(t.at(-1)!)
      } |`,
    );
  }
}

if (wanted.has("grading")) {
  const byLevel = await cached(
    `graded-by-level-${PER_LEVEL}.txt`,
    () => Promise.resolve(makeGradedByLevel()),
  );
  const gradeSets: Array<[string, string[]]> = SCHEMES.standard.levels.map((level) => [
    `${level} (ours, carved)`,
    byLevel.filter((l) => l.startsWith(level + " ")).map((l) => l.slice(level.length + 1)),
  ]);
  gradeSets.push(["qqwing --difficulty expert", await qqwingPuzzles(1_000, "expert")]);
  say();
  say("## Grading (uniqueness check included)");
  say();
  say(
    "- In process, standard scheme: ms per puzzle (median, p99, each puzzle repeated after a warm-up) and the",
  );
  say("  throughput of one cold pass over the set, against `qqwing --solve --stats` (whole process) on it.");
  say("- Whole process: `cli.ts grade`, which grades under all three schemes and prints the record.");
  say();
  say("| set | puzzles | median ms | p99 ms | ours /s | qqwing /s | ratio | `cli grade` /s | ratio |");
  say("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const [name, lines] of gradeSets) {
    if (lines.length === 0) {
      say(`| ${name} | 0 | – | – | – | – | – | – | – |`);
      continue;
    }
    const puzzles = grids(lines);
    const start = performance.now();
    for (const p of puzzles) grade(p);
    const coldRate = puzzles.length / ((performance.now() - start) / 1000);
    const t = timesPerPuzzle(puzzles, (g) => grade(g), 2_000);
    const [cmd, args] = ours("grade");
    const whole = lines.length / await bestOfThree(cmd, args, lines);
    const peer = lines.length / await bestOfThree("qqwing", ["--solve", "--stats", "--one-line"], lines);
    say(
      `| ${name} | ${lines.length} | ${fmt(t[t.length >> 1] / 1000, 3)} | ${
        fmt(quantile(t, 0.99) / 1000, 2)
      } | ${fmt(coldRate, 0)} | ${fmt(peer, 0)} | ${fmt(coldRate / peer)}× | ${fmt(whole, 0)} | ${
        fmt(whole / peer)
      }× |`,
    );
  }
  say();
  say(
    `(Up to ${CARVE_ATTEMPTS} carved minimal puzzles sorted into levels, ${PER_LEVEL} each at most. Hard is rare among minimal puzzles: an X-Wing or naked triple is seldom the hardest step.)`,
  );
  if (options.compare) {
    const other = await checkOutRevision(options.compare, "sudoku-bench-");
    try {
      const peerRate = async (lines: string[]) =>
        lines.length / await bestOfThree("qqwing", ["--solve", "--stats", "--one-line"], lines);
      await compareGrading(other, gradeSets, peerRate, say);
    } finally {
      await other.remove();
    }
  }
}

if (wanted.has("codes")) {
  say();
  say("## Share-code length (characters)");
  say();
  const codeSets: Array<[string, Grid[]]> = [
    ["qqwing --generate", grids(await qqwingAny())],
    ["carved minimal (ours)", Array.from({ length: 10_000 }, (_, i) => carved(`bench-code-${i}`))],
  ];
  for (const [name, puzzles] of codeSets) {
    const lengths = puzzles.map((p) => encode(p, { level: "medium" }).length);
    const clues = puzzles.map(countGivens);
    const at25 = lengths.filter((_, i) => clues[i] === 25);
    say(
      `- ${name}, ${puzzles.length} puzzles, ${Math.min(...clues)}–${Math.max(...clues)} clues: ${
        histogram(lengths)
      }`,
    );
    if (at25.length) {
      say(`  - the ${at25.length} with exactly 25 clues: at most ${Math.max(...at25)} characters`);
    }
  }
}

if (wanted.has("daily")) {
  const current = GENERATOR_VERSIONS.at(-1)!;
  say();
  say(
    `## The daily: 365 dates from ${current.from} per level (generator v${current.version}, ${current.budget} work units, then the pool)`,
  );
  say();
  say("| level | generated | pooled | p50 ms | p99 ms | max ms |");
  say("| --- | --- | --- | --- | --- | --- |");
  const pools = await loadPools();
  for (const level of SCHEMES.standard.levels) {
    for (let i = 0, d = current.from; i < 20; i++, d = nextDay(d)) dailyPuzzle(d, level, pools); // warm-up
    const times = new Float64Array(365);
    let generated = 0;
    let day = current.from;
    for (let i = 0; i < 365; i++, day = nextDay(day)) {
      const start = performance.now();
      const daily = dailyPuzzle(day, level, pools);
      times[i] = performance.now() - start;
      if (daily.source === "generated") generated++;
    }
    times.sort();
    say(
      `| ${level} | ${generated} | ${365 - generated} | ${fmt(times[182])} | ${
        fmt(quantile(times, 0.99))
      } | ${fmt(times[364])} |`,
    );
  }
}

if (wanted.has("generate")) {
  say();
  say("## Generation without a budget cap: graded puzzles per second, single-threaded");
  say();
  say(
    "qqwing rates with singles, pairs, pointing and box/line reduction and calls a puzzle expert when it must guess;",
  );
  say(
    "so its easy is our Easy, its intermediate our Medium, and our Hard, Expert and Evil (each beyond its techniques) are",
  );
  say(
    "its expert. Ours is timed after an untimed warm-up of 50 puzzles per level (the JIT's first compile).",
  );
  say();
  say(
    "An attempt fills a grid and carves it, then carves it again (up to 8 times) while it misses the level.",
  );
  say();
  say(
    "qqwing keeps only the puzzles its rater puts at the level asked for, so its rate for a level swings from batch to",
  );
  say(
    "batch (compare the expert rows' own turns). Each row times its own qqwing turns; the ratio is against the level's",
  );
  say("rate pooled over every row of this run that pairs with it.");
  say();
  say(
    "| level | ours /s | attempts per puzzle | carves per puzzle | qqwing level | qqwing /s, this row | qqwing /s, pooled | ratio |",
  );
  say("| --- | --- | --- | --- | --- | --- | --- | --- |");
  const PAIRS: Array<[string, string, number, number]> = [
    ["easy", "easy", 1000, 200],
    ["medium", "intermediate", 1000, 100],
    ["hard", "expert", 300, 300],
    ["expert", "expert", 1000, 300],
    ["evil", "expert", 1000, 300],
  ];
  // This VM's speed drifts by a third over minutes, so ours and qqwing take turns in five rounds each and the
  // totals are compared: both see the same slow and fast spells.
  const ROUNDS = 5;
  // Ours is timed warm, as a long-running service runs it: the JIT compiles each level's techniques on first
  // use, which costs the first few dozen puzzles several times their steady time. Untimed, other seeds.
  const WARM_UP = 50;
  const rows: Array<{ level: string; ours: number; attempts: number; carves: number; peerLevel: string }> =
    [];
  const peerTotals = new Map<string, { count: number; ms: number; rows: number[] }>();
  // What qqwing's puzzles are under our grader, per qqwing level: graded after its turns, untimed.
  const peerGrades = new Map<string, Map<string, number>>();
  for (const [level, peerLevel, count, peerCount] of PAIRS) {
    for (let i = 0; i < WARM_UP; i++) generate(`bench/warm-up/${level}/${i}`, { level });
    let attempts = 0;
    let carves = 0;
    let oursMs = 0;
    let peerMs = 0;
    for (let round = 0, i = 0; round < ROUNDS; round++) {
      const start = performance.now();
      for (const end = (count * (round + 1)) / ROUNDS; i < end; i++) {
        const result = generate(`bench/generate/${level}/${i}`, { level });
        if (!result.ok) throw new Error(`no ${level} puzzle for seed ${i}`);
        attempts += result.attempts;
        carves += result.carves;
      }
      oursMs += performance.now() - start;
      const peerStart = performance.now();
      const out = await run("qqwing", [
        "--generate",
        String(peerCount / ROUNDS),
        "--difficulty",
        peerLevel,
        "--one-line",
      ]);
      if (out.code !== 0) throw new Error("qqwing --generate failed");
      peerMs += performance.now() - peerStart;
      const tally = peerGrades.get(peerLevel) ?? new Map<string, number>();
      for (const puzzle of grids(out.stdout.split("\n").filter((l) => /^[1-9.]{81}$/.test(l)))) {
        const graded = grade(puzzle);
        // A puzzle our techniques cannot finish is never accepted as Evil by our generator: tallied apart.
        const earned = !graded.ok ? graded.error.code : graded.value.stuck ? "stuck" : graded.value.level;
        tally.set(earned, (tally.get(earned) ?? 0) + 1);
      }
      peerGrades.set(peerLevel, tally);
    }
    rows.push({
      level,
      ours: count / (oursMs / 1000),
      attempts: attempts / count,
      carves: carves / count,
      peerLevel,
    });
    const total = peerTotals.get(peerLevel) ?? { count: 0, ms: 0, rows: [] };
    total.count += peerCount;
    total.ms += peerMs;
    total.rows.push(peerCount / (peerMs / 1000));
    peerTotals.set(peerLevel, total);
  }
  const seen = new Map<string, number>();
  for (const row of rows) {
    const total = peerTotals.get(row.peerLevel)!;
    const k = seen.get(row.peerLevel) ?? 0;
    seen.set(row.peerLevel, k + 1);
    const pooled = total.count / (total.ms / 1000);
    say(
      `| ${row.level} | ${fmt(row.ours, 0)} | ${fmt(row.attempts)} | ${
        fmt(row.carves)
      } | ${row.peerLevel} | ${fmt(total.rows[k])} | ${fmt(pooled)} | ${fmt(row.ours / pooled)}× |`,
    );
  }
  say();
  say("qqwing's puzzles under our grader (the levels a player of ours would be told), per qqwing level:");
  say();
  for (const [peerLevel, tally] of peerGrades) {
    const total = [...tally.values()].reduce((a, b) => a + b, 0);
    const shares = [...tally].sort((a, b) => b[1] - a[1]).map(([level, n]) =>
      `${level} ${n} (${fmt((100 * n) / total)}%)`
    );
    say(`- ${peerLevel}, ${total} puzzles: ${shares.join(", ")}`);
  }
  say();
  say(
    "Both sides counted by our grader: qqwing's rate for a level is how many of its puzzles our grader puts at that",
  );
  say(
    "level per second of its generating, under whichever of its levels yields the most (time to grade them not counted).",
  );
  say();
  say("| level | ours /s | qqwing level | its puzzles at this level | qqwing /s at this level | ratio |");
  say("| --- | --- | --- | --- | --- | --- |");
  for (const row of rows) {
    let best = { peerLevel: "", hits: 0, total: 0, rate: 0 };
    for (const [peerLevel, tally] of peerGrades) {
      const hits = tally.get(row.level) ?? 0;
      const spent = peerTotals.get(peerLevel)!;
      const rate = hits / (spent.ms / 1000);
      if (!best.peerLevel || rate > best.rate) best = { peerLevel, hits, total: spent.count, rate };
    }
    const ratio = best.hits === 0 ? "no peer puzzle" : `${fmt(row.ours / best.rate)}×`;
    say(
      `| ${row.level} | ${fmt(row.ours, 0)} | ${best.peerLevel} | ${best.hits} of ${best.total} | ${
        fmt(best.rate, 2)
      } | ${ratio} |`,
    );
  }
}
if (wanted.has("variants")) {
  const pools = await loadPools();
  say();
  say("## Variants: the daily per level (365 dates from 2026-12-01; 90 for 16×16)");
  say();
  say("| variant | level | budget | generated | pooled | p50 ms | p99 ms | max ms |");
  say("| --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const variant of VARIANT_IDS) {
    if (variant === "9x9") continue;
    const days = variant === "16x16" ? 90 : 365;
    for (const level of variantInfo(variant).levels) {
      const budget = VARIANT_GENERATOR_VERSIONS[variant].at(-1)!.budgets[level];
      for (let i = 0, d = "2026-11-01"; i < 10; i++, d = nextDay(d)) {
        dailyPuzzle(d, level, pools, { variant });
      }
      const times = new Float64Array(days);
      let generated = 0;
      let day = "2026-12-01";
      for (let i = 0; i < days; i++, day = nextDay(day)) {
        const start = performance.now();
        const daily = dailyPuzzle(day, level, pools, { variant });
        times[i] = performance.now() - start;
        if (daily.source === "generated") generated++;
      }
      times.sort();
      say(
        `| ${variant} | ${level} | ${budget} | ${generated} | ${days - generated} | ${
          fmt(quantile(times, 0.5))
        } | ${fmt(quantile(times, 0.99))} | ${fmt(times[days - 1])} |`,
      );
    }
  }
  say();
  say("## Variants: generation without a budget cap, single-threaded");
  say();
  say("| variant | level | puzzles | per second | median work | max work |");
  say("| --- | --- | --- | --- | --- | --- |");
  for (const variant of VARIANT_IDS) {
    if (variant === "9x9") continue;
    const count = variant === "16x16" ? 10 : 100;
    for (const level of variantInfo(variant).levels) {
      const works: number[] = [];
      const start = performance.now();
      for (let i = 0; i < count; i++) {
        const result = generateVariant(`bench/${variant}/${level}/${i}`, variant, { level });
        if (!result.ok) throw new Error(`bench/${variant}/${level}/${i}: not generated`);
        works.push(result.work);
      }
      const seconds = (performance.now() - start) / 1000;
      works.sort((a, b) => a - b);
      say(
        `| ${variant} | ${level} | ${count} | ${fmt(count / seconds, 2)} | ${works[count >> 1]} | ${
          works[count - 1]
        } |`,
      );
    }
  }
  say();
  say("## Killer: counting solutions to two, against classic 9×9 in the same run");
  say();
  const killer = variantInfo("killer").levels.flatMap((level) => pools[poolKey("killer", level)] ?? []);
  const classic = SCHEMES.standard.levels.flatMap((level) => pools[level] ?? []);
  const timed = (entries: typeof killer) => {
    const grids = entries.map((e) => {
      const decoded = decode(e.code);
      if (!decoded.ok) throw new Error(`pool code ${e.code}: ${decoded.error.message}`);
      return decoded.value.grid;
    });
    for (const grid of grids.slice(0, 50)) countSolutions(grid, 2);
    const times = new Float64Array(grids.length);
    grids.forEach((grid, i) => {
      const start = performance.now();
      countSolutions(grid, 2);
      times[i] = performance.now() - start;
    });
    return times.sort();
  };
  const killerTimes = timed(killer);
  const classicTimes = timed(classic);
  say("| set | puzzles | p50 ms | p99 ms | max ms |");
  say("| --- | --- | --- | --- | --- |");
  for (const [name, times] of [["killer pools", killerTimes], ["classic pools", classicTimes]] as const) {
    say(
      `| ${name} | ${times.length} | ${fmt(quantile(times, 0.5), 3)} | ${fmt(quantile(times, 0.99), 3)} | ${
        fmt(times[times.length - 1], 3)
      } |`,
    );
  }
  say();
  say(
    `Killer p50 is ${
      fmt(quantile(killerTimes, 0.5) / quantile(classicTimes, 0.5))
    }× classic's (no killer peer is installable here).`,
  );
}

if (wanted.has("delivery")) await benchDelivery(await loadPools(), say);

await Deno.mkdir(OUT, { recursive: true });
await Deno.writeTextFile(new URL("report.md", OUT), report.join("\n") + "\n");
