/**
 * The solver against tdoku: count to two on the 17-clue, forum hardest (SE 11+) and top1465 sets, in this run,
 * each side timed the same way (every puzzle once untimed, then passes in which each puzzle is repeated so a
 * pass makes about 50,000 calls; a puzzle's time is its fastest pass). The two sides take turns, one pass each
 * per round: a busy spell on a shared machine (a neighbour on the same physical core slows a run by half) then
 * falls on both sides' passes instead of on one side's whole measurement. tdoku is built from the folder in
 * TDOKU_DIR (bench/tdoku/build.ts); without it, or without a C++ compiler, the section says so and skips.
 */
import { countSolutions } from "../../engine/solver.ts";
import { fmt, grids, keepFastest, onePass, type Say } from "../measure.ts";
import { dataSet } from "../sets.ts";
import { buildTdoku, runTdoku } from "../tdoku/build.ts";

/** The three sets the comparison is made on, as named in the report. */
const SETS: Array<[string, string]> = [
  ["17-clue (Royle)", "puzzles17.txt"],
  ["forum hardest, SE 11+", "forum_hardest.txt"],
  ["top1465 (magictour)", "top1465.txt"],
];

/** Rounds of one pass per side. */
const ROUNDS = 5;
const CALLS_PER_PASS = 50_000;

export async function tdokuSection(say: Say): Promise<void> {
  say();
  say("## Solver against tdoku: count to two, µs per puzzle");
  say();
  const build = await buildTdoku({
    sourceDir: Deno.env.get("TDOKU_DIR"),
    outDir: new URL("../out/tdoku/", import.meta.url),
  });
  if (!build.ok) {
    say(`Skipped: ${build.reason}. Set TDOKU_DIR to a tdoku source folder to compare.`);
    return;
  }
  say(
    `tdoku built with g++ -O3 -march=native from ${Deno.env.get("TDOKU_DIR")}; medians of each puzzle's ` +
      `fastest of ${ROUNDS} passes, the two sides taking turns, both sides in this run. Guesses: tdoku's (one ` +
      `per choice between an arrangement and its negation), and ours (search nodes - 1, one per arrangement ` +
      `tried, so the same tree counts about twice tdoku's number).`,
  );
  say();
  say("| set | puzzles | tdoku median | ours median | ours ÷ tdoku | tdoku guesses | our guesses |");
  say("| --- | --- | --- | --- | --- | --- | --- |");
  for (const [name, file] of SETS) {
    const lines = await dataSet(file);
    const puzzles = grids(lines);
    const ours = puzzles.map((g) => countSolutions(g, 2));
    const mine = new Float64Array(puzzles.length).fill(Infinity);
    const theirs = new Float64Array(puzzles.length).fill(Infinity);
    let guesses: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // The driver warms up on every puzzle before its pass; ours warmed up on the counts just checked.
      const peer = await runTdoku(build.driver, lines, { limit: 2, totalCalls: CALLS_PER_PASS, passes: 1 });
      peer.counts.forEach((count, i) => {
        if (ours[i].count !== count) {
          throw new Error(`${file}: ${lines[i]}: we count ${ours[i].count}, tdoku ${count}`);
        }
      });
      guesses = peer.guesses;
      keepFastest(theirs, peer.micros);
      keepFastest(mine, onePass(puzzles, (g) => countSolutions(g, 2), CALLS_PER_PASS));
    }
    mine.sort();
    theirs.sort();
    const median = (t: Float64Array) => t[t.length >> 1];
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    say(
      `| ${name} | ${lines.length} | ${fmt(median(theirs), 2)} | ${fmt(median(mine), 2)} | ` +
        `${fmt(median(mine) / median(theirs), 2)}× | ${fmt(mean(guesses))} | ` +
        `${fmt(mean(ours.map((r) => r.work - 1)))} |`,
    );
  }
}
