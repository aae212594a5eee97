/**
 * Our side of the comparison with tdoku, as a process of its own so that both sides are run, and pinned to a
 * CPU, the same way (bench/sections/tdoku.ts): the same input, arguments and output as ./count_driver.cc.
 * Reads 81-character puzzles from stdin, counts each one's solutions up to LIMIT with countSolutions, timed:
 * calls on every puzzle, untimed, until at least WARM_UP_CALLS are made (so the JIT has compiled the solver;
 * tdoku's driver makes as many), then PASSES passes, each puzzle repeated so a pass's calls add up to about TOTAL_CALLS; a puzzle's time is
 * its fastest pass. Prints one line per puzzle: the count, our guesses (search nodes - 1) and the microseconds
 * per call.
 *
 * usage: deno run bench/tdoku/ours_driver.ts LIMIT TOTAL_CALLS PASSES < puzzles.txt
 */
import { countSolutions } from "../../engine/solver.ts";
import { grids, keepFastest, onePass } from "../measure.ts";

const WARM_UP_CALLS = 20_000;

if (import.meta.main) {
  const [limit, totalCalls, passes] = Deno.args.map(Number);
  if (Deno.args.length !== 3 || ![limit, totalCalls, passes].every((n) => Number.isInteger(n) && n > 0)) {
    console.error("usage: ours_driver.ts LIMIT TOTAL_CALLS PASSES < puzzles.txt");
    Deno.exit(2);
  }
  const text = await new Response(Deno.stdin.readable).text();
  const puzzles = grids(
    text.split("\n").filter((line) => line.length >= 81).map((line) => line.slice(0, 81)),
  );
  if (puzzles.length === 0) Deno.exit(0);
  for (let calls = 0; calls < WARM_UP_CALLS || calls < puzzles.length;) {
    for (const p of puzzles) countSolutions(p, limit);
    calls += puzzles.length;
  }
  const best = new Float64Array(puzzles.length).fill(Infinity);
  for (let pass = 0; pass < passes; pass++) {
    keepFastest(best, onePass(puzzles, (g) => countSolutions(g, limit), totalCalls));
  }
  const lines = puzzles.map((p, i) => {
    const { count, work } = countSolutions(p, limit);
    return `${count} ${work - 1} ${best[i].toFixed(4)}`;
  });
  console.log(lines.join("\n"));
}
