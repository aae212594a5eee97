/**
 * The solver against tdoku: count to two on the 17-clue, forum hardest (SE 11+) and top1465 sets, in this run,
 * each side timed the same way, each by a driver process of its own (bench/tdoku/count_driver.cc and
 * ours_driver.ts): 20,000 warm-up calls untimed, then a pass in which each puzzle is repeated so the pass makes
 * about 25,000 calls. The two sides take turns, one pass each per round (who goes first alternates), and a
 * round pins both to the same CPU, the next round to the next CPU (with `taskset`, where the machine has it):
 * on a shared machine one CPU can run branchy code half again slower than another (a busy neighbour on its
 * physical core), and that should fall on both sides alike. A puzzle's time is its fastest pass. tdoku is
 * built from the folder in TDOKU_DIR (bench/tdoku/build.ts); without it, or without a C++ compiler, the
 * section says so and skips.
 */
import { fmt, keepFastest, type Say } from "../measure.ts";
import { dataSet } from "../sets.ts";
import { buildTdoku, oursDriver, pinnableCpus, runCountDriver, runTdoku } from "../tdoku/build.ts";

/** The three sets the comparison is made on, as named in the report. */
const SETS: Array<[string, string]> = [
  ["17-clue (Royle)", "puzzles17.txt"],
  ["forum hardest, SE 11+", "forum_hardest.txt"],
  ["top1465 (magictour)", "top1465.txt"],
];

/** Rounds of one pass per side. */
const ROUNDS = 8;
const CALLS_PER_PASS = 25_000;

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
  const cpus = await pinnableCpus();
  say(
    `tdoku built with g++ -O3 -march=native from ${Deno.env.get("TDOKU_DIR")}; medians of each puzzle's ` +
      `fastest of ${ROUNDS} passes, the two sides taking turns, both sides in this run, ` +
      (cpus.length > 0
        ? `each round pinned to one CPU in turn (${cpus.join(", ")}). `
        : "unpinned (no taskset). ") +
      `Guesses: tdoku's (one per choice between an arrangement and its negation), and ours (search nodes - 1, ` +
      `one per arrangement tried, so the same tree counts about twice tdoku's number).`,
  );
  say();
  say("| set | puzzles | tdoku median | ours median | ours ÷ tdoku | tdoku guesses | our guesses |");
  say("| --- | --- | --- | --- | --- | --- | --- |");
  for (const [name, file] of SETS) {
    const lines = await dataSet(file);
    const mine = new Float64Array(lines.length).fill(Infinity);
    const theirs = new Float64Array(lines.length).fill(Infinity);
    let peerGuesses: number[] = [], ourGuesses: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const options = { limit: 2, totalCalls: CALLS_PER_PASS, passes: 1, cpu: cpus[round % cpus.length] };
      // Who goes first alternates, so a drift within a round does not always fall on the same side.
      const peerFirst = round % 2 === 0;
      const early = peerFirst ? await runTdoku(build.driver, lines, options) : null;
      const ours = await runCountDriver(oursDriver(), lines, options);
      const peer = early ?? await runTdoku(build.driver, lines, options);
      peer.counts.forEach((count, i) => {
        if (ours.counts[i] !== count) {
          throw new Error(`${file}: ${lines[i]}: we count ${ours.counts[i]}, tdoku ${count}`);
        }
      });
      peerGuesses = peer.guesses;
      ourGuesses = ours.guesses;
      keepFastest(theirs, peer.micros);
      keepFastest(mine, ours.micros);
    }
    mine.sort();
    theirs.sort();
    const median = (t: Float64Array) => t[t.length >> 1];
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    say(
      `| ${name} | ${lines.length} | ${fmt(median(theirs), 2)} | ${fmt(median(mine), 2)} | ` +
        `${fmt(median(mine) / median(theirs), 2)}× | ${fmt(mean(peerGuesses))} | ` +
        `${fmt(mean(ourGuesses))} |`,
    );
  }
}
