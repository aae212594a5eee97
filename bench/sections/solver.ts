/** The solver section: whole-process and in-process count-to-two against qqwing --solve on four sets. */
import { countSolutions } from "../../engine/solver.ts";
import { cached } from "../qqwing.ts";
import { bestOfThree, fmt, grids, ours, quantile, type Say, timesPerPuzzle } from "../measure.ts";
import { dataSet, makeHardMinimal, qqwingAny } from "../sets.ts";

export async function solverSection(say: Say): Promise<void> {
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
