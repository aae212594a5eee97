/**
 * `deno bench bench/`: micro-benchmarks of the engine's hot calls on the shipped outside sets. The peer
 * comparisons (qqwing, whole process) are in `deno task bench`.
 */
import { type Grid, parseGrid } from "../engine/board.ts";
import { grade } from "../engine/grade.ts";
import { decode, encode } from "../engine/sharecode.ts";
import { countSolutions } from "../engine/solver.ts";

function load(name: string): Grid[] {
  return Deno.readTextFileSync(new URL(`../data/${name}`, import.meta.url)).split("\n")
    .filter((l) => /^[1-9.]{81}$/.test(l))
    .map((l) => {
      const parsed = parseGrid(l);
      if (!parsed.ok) throw new Error(parsed.error.message);
      return parsed.value;
    });
}

const seventeen = load("puzzles17.txt");
const hardest = load("top1465.txt");
const codes = seventeen.map((g) => encode(g));
let i = 0;
const next = <T>(list: T[]) => list[i++ % list.length];

Deno.bench("countSolutions, 17-clue, limit 2", { group: "solver", baseline: true }, () => {
  countSolutions(next(seventeen));
});
Deno.bench("countSolutions, top1465, limit 2", { group: "solver" }, () => {
  countSolutions(next(hardest));
});
Deno.bench("grade (standard), 17-clue", { group: "grade" }, () => {
  grade(next(seventeen));
});
Deno.bench("encode share code, 17-clue", { group: "sharecode" }, () => {
  encode(next(seventeen));
});
Deno.bench("decode share code, 17-clue", { group: "sharecode" }, () => {
  decode(next(codes));
});
