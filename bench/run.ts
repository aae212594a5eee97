/**
 * `deno task bench`: our solver against Debian's qqwing on the same files, in the same run.
 *
 * Sets: (a) 10,000 puzzles from `qqwing --generate`, (b) hard minimal puzzles this script carves itself (the
 * ones that take our solver the most search nodes), (c) the shipped 17-clue set in data/puzzles17.txt.
 * For each set it prints whole-process throughput (ours: `deno run cli.ts solve`, counting to two; qqwing:
 * `qqwing --solve`) as puzzles/second and a ratio, and our in-process time per puzzle (median, p90, p99).
 * Last, the share-code length distribution over 10,000 generated puzzles.
 * Figures go to stdout and to bench/out/report.md.
 */
import { countGivens, formatGrid, type Grid, parseGrid } from "../engine/board.ts";
import { carveMinimal } from "../engine/generate.ts";
import { getGeometry } from "../engine/geometry.ts";
import { Rng } from "../engine/rng.ts";
import { encode } from "../engine/sharecode.ts";
import { countSolutions, fillGrid } from "../engine/solver.ts";
import { cached, ensureQqwing, qqwingPuzzles, run } from "./qqwing.ts";

const OUT = new URL("./out/", import.meta.url);
const ROOT = new URL("../", import.meta.url);
const QQWING_COUNT = 10_000;
const HARD_CANDIDATES = 4_000;
const HARD_KEPT = 1_000;

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

/** Minimal puzzles carved from seeded fills, keeping the ones that take the solver the most nodes. */
function makeHardMinimal(): string[] {
  const g = getGeometry("9x9");
  const carved: Array<{ puzzle: string; work: number }> = [];
  for (let i = 0; i < HARD_CANDIDATES; i++) {
    const rng = new Rng(`bench-hard-${i}`);
    const { puzzle } = carveMinimal(fillGrid(g, rng), rng);
    carved.push({ puzzle: formatGrid(puzzle), work: countSolutions(puzzle).work });
  }
  carved.sort((a, b) => b.work - a.work || (a.puzzle < b.puzzle ? -1 : 1));
  return carved.slice(0, HARD_KEPT).map((c) => c.puzzle);
}

function quantile(sorted: Float64Array, q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** In-process time per puzzle for counting to two, after a warm-up pass. */
function inProcess(puzzles: Grid[]): { median: number; p90: number; p99: number; nodes: number } {
  for (const p of puzzles) countSolutions(p);
  const rounds = Math.max(1, Math.ceil(20_000 / puzzles.length));
  const times = new Float64Array(puzzles.length);
  let nodes = 0;
  for (let i = 0; i < puzzles.length; i++) {
    const start = performance.now();
    for (let r = 0; r < rounds; r++) countSolutions(puzzles[i]);
    times[i] = ((performance.now() - start) / rounds) * 1000;
    nodes += countSolutions(puzzles[i]).work;
  }
  times.sort();
  return {
    median: quantile(times, 0.5),
    p90: quantile(times, 0.9),
    p99: quantile(times, 0.99),
    nodes: nodes / puzzles.length,
  };
}

/** Whole process, best of three: our CLI counting to two against qqwing solving. */
async function wholeProcess(name: string, lines: string[]): Promise<void> {
  const input = lines.join("\n") + "\n";
  const cli = new URL("cli.ts", ROOT).pathname;
  const time = async (cmd: string, args: string[]) => {
    let best = Infinity;
    let stdout = "";
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      const out = await run(cmd, args, input);
      best = Math.min(best, performance.now() - start);
      if (out.code !== 0) throw new Error(`${cmd} exited ${out.code}`);
      stdout = out.stdout;
    }
    return { seconds: best / 1000, stdout };
  };
  const ours = await time(Deno.execPath(), ["run", "--allow-read", "--allow-env", cli, "solve"]);
  const peer = await time("qqwing", ["--solve", "--one-line"]);
  const answered = ours.stdout.split("\n").filter((l) => l.startsWith("{")).map((l) => JSON.parse(l));
  const unique = answered.filter((a) => a.count === 1).length;
  const oursRate = lines.length / ours.seconds;
  const peerRate = lines.length / peer.seconds;
  say(
    `| ${name} | ${lines.length} | ${oursRate.toFixed(0)} | ${peerRate.toFixed(0)} | ${
      (oursRate / peerRate).toFixed(1)
    }× | ${unique}/${lines.length} |`,
  );
}

function histogram(values: number[]): string {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => a[0] - b[0]).map(([v, n]) => `${v}: ${n}`).join(", ");
}

await ensureQqwing();
const qqwingLines = await qqwingPuzzles(QQWING_COUNT);
const hardLines = await cached("hard-minimal.txt", () => Promise.resolve(makeHardMinimal()));
const seventeenLines = (await Deno.readTextFile(new URL("data/puzzles17.txt", ROOT)))
  .split("\n").filter((l) => /^[1-9.]{81}$/.test(l));

const sets: Array<[string, string[]]> = [
  ["qqwing --generate", qqwingLines],
  ["hard minimal (ours)", hardLines],
  ["17-clue", seventeenLines],
];

say(
  `# Benchmark ${
    new Date().toISOString().slice(0, 10)
  } (Deno ${Deno.version.deno}, ${navigator.hardwareConcurrency} cores)`,
);
say();
say("## Solver, whole process (puzzles/second; ours counts to two, qqwing solves)");
say();
say("| set | puzzles | ours | qqwing --solve | ratio | unique |");
say("| --- | --- | --- | --- | --- | --- |");
for (const [name, lines] of sets) await wholeProcess(name, lines);
say();
say("## Solver, in process (count to two, µs per puzzle)");
say();
say("| set | median | p90 | p99 | mean search nodes |");
say("| --- | --- | --- | --- | --- |");
for (const [name, lines] of sets) {
  const r = inProcess(grids(lines));
  say(
    `| ${name} | ${r.median.toFixed(1)} | ${r.p90.toFixed(1)} | ${r.p99.toFixed(1)} | ${
      r.nodes.toFixed(1)
    } |`,
  );
}
say();
say("## Share code length (characters)");
say();
for (const [name, lines] of [["qqwing --generate", qqwingLines], ["minimal (ours)", null]] as const) {
  let puzzles: Grid[];
  if (lines) puzzles = grids(lines);
  else {
    const g = getGeometry("9x9");
    puzzles = Array.from({ length: 10_000 }, (_, i) => {
      const rng = new Rng(`bench-code-${i}`);
      return carveMinimal(fillGrid(g, rng), rng).puzzle;
    });
  }
  const lengths = puzzles.map((p) => encode(p, { level: "medium" }).length);
  const clues = puzzles.map(countGivens);
  const at25 = lengths.filter((_, i) => clues[i] === 25);
  say(
    `- ${name}, ${puzzles.length} puzzles, clues ${Math.min(...clues)}–${Math.max(...clues)}: ${
      histogram(lengths)
    }`,
  );
  if (at25.length) say(`  - with exactly 25 clues: max ${Math.max(...at25)} characters`);
}
await Deno.mkdir(OUT, { recursive: true });
await Deno.writeTextFile(new URL("report.md", OUT), report.join("\n") + "\n");
