/** The grading section: ours per standard level and qqwing's expert set, in process and whole process. */
import { grade } from "../../engine/grade.ts";
import { SCHEMES } from "../../engine/schemes.ts";
import { checkOutRevision } from "../../tools/revision.ts";
import { compareGrading } from "../compare_grading.ts";
import { cached, qqwingPuzzles } from "../qqwing.ts";
import { bestOfThree, fmt, grids, ours, quantile, type Say, timesPerPuzzle } from "../measure.ts";
import { CARVE_ATTEMPTS, makeGradedByLevel, PER_LEVEL } from "../sets.ts";

/**
 * How many of the committed stuck-class fixture's puzzles the stuck-class row grades: the puzzles the published
 * catalogue leaves stuck, which the grader finishes with ALS, finned fish, chains and forcing nets. The first
 * 500 keep the row's repeated passes (warm-up, timed, cold, whole process) to about a minute.
 */
const STUCK_SAMPLE = 500;

/** The first `n` puzzles of tests/fixtures/qqwing-expert-stuck.txt. */
async function stuckClass(n: number): Promise<string[]> {
  const text = await Deno.readTextFile(
    new URL("../../tests/fixtures/qqwing-expert-stuck.txt", import.meta.url),
  );
  return text.split("\n").filter((l) => /^[1-9.]{81}$/.test(l)).slice(0, n);
}

/** `compare`: another revision whose grader is timed against this tree's (bench/compare_grading.ts). */
export async function gradingSection(say: Say, options: { compare?: string }): Promise<void> {
  const byLevel = await cached(
    `graded-by-level-${PER_LEVEL}.txt`,
    () => Promise.resolve(makeGradedByLevel()),
  );
  const gradeSets: Array<[string, string[]]> = SCHEMES.standard.levels.map((level) => [
    `${level} (ours, carved)`,
    byLevel.filter((l) => l.startsWith(level + " ")).map((l) => l.slice(level.length + 1)),
  ]);
  gradeSets.push(["qqwing --difficulty expert", await qqwingPuzzles(1_000, "expert")]);
  gradeSets.push([`stuck class (${STUCK_SAMPLE} qqwing expert)`, await stuckClass(STUCK_SAMPLE)]);
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
