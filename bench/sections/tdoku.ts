/**
 * The solver against tdoku: count to two on the 17-clue, forum hardest (SE 11+) and top1465 sets, in this run,
 * each side timed the same way (every puzzle once untimed, then three passes, each puzzle repeated so a pass
 * makes about 50,000 calls; a puzzle's time is its fastest pass). tdoku is built from the folder in TDOKU_DIR
 * (bench/tdoku/build.ts); without it, or without a C++ compiler, the section says so and skips.
 */
import { countSolutions } from "../../engine/solver.ts";
import { fastestOfPasses, fmt, grids, type Say } from "../measure.ts";
import { dataSet } from "../sets.ts";
import { buildTdoku, runTdoku } from "../tdoku/build.ts";

/** The three sets the comparison is made on, as named in the report. */
const SETS: Array<[string, string]> = [
  ["17-clue (Royle)", "puzzles17.txt"],
  ["forum hardest, SE 11+", "forum_hardest.txt"],
  ["top1465 (magictour)", "top1465.txt"],
];

const PASSES = 3;
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
      `fastest of ${PASSES} passes, both sides in this run. Guesses: tdoku's, and ours (search nodes - 1).`,
  );
  say();
  say("| set | puzzles | tdoku median | ours median | ours ÷ tdoku | tdoku guesses | our guesses |");
  say("| --- | --- | --- | --- | --- | --- | --- |");
  for (const [name, file] of SETS) {
    const lines = await dataSet(file);
    const puzzles = grids(lines);
    const peer = await runTdoku(build.driver, lines, {
      limit: 2,
      totalCalls: CALLS_PER_PASS,
      passes: PASSES,
    });
    const ours = puzzles.map((g) => countSolutions(g, 2));
    ours.forEach((r, i) => {
      if (r.count !== peer.counts[i]) {
        throw new Error(`${file}: ${lines[i]}: we count ${r.count}, tdoku ${peer.counts[i]}`);
      }
    });
    const mine = fastestOfPasses(puzzles, (g) => countSolutions(g, 2), CALLS_PER_PASS, PASSES);
    const theirs = Float64Array.from(peer.micros).sort();
    const median = (t: Float64Array) => t[t.length >> 1];
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    say(
      `| ${name} | ${lines.length} | ${fmt(median(theirs), 2)} | ${fmt(median(mine), 2)} | ` +
        `${fmt(median(mine) / median(theirs), 2)}× | ${fmt(mean(peer.guesses))} | ` +
        `${fmt(mean(ours.map((r) => r.work - 1)))} |`,
    );
  }
}
