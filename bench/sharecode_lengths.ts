/**
 * Lengths of givens-free 9×9 killer share codes over random cage partitions (cages grown by
 * bench/killer_cages.ts over seeded filled grids), with and without a level claim: the figures
 * docs/sharecodes.md quotes. Run: deno run bench/sharecode_lengths.ts [count]
 */
import { classicRules, killerRules } from "../engine/rules.ts";
import { Rng } from "../engine/rng.ts";
import { encode } from "../engine/sharecode.ts";
import { fillGrid } from "../engine/solver.ts";
import { growCages } from "./killer_cages.ts";

const count = Number(Deno.args[0] ?? 2000);
const rules = classicRules("9x9");
const lengths: number[] = [];
const cageCounts: number[] = [];
for (let seed = 0; seed < count; seed++) {
  const solution = fillGrid(rules, new Rng(`sharecode lengths ${seed}`)).cells;
  const cages = growCages(rules, solution, new Rng(`sharecode cages ${seed}`));
  const grid = { rules: killerRules("9x9", cages), cells: new Uint8Array(81) };
  lengths.push(encode(grid, { level: "hard" }).length);
  cageCounts.push(cages.length);
}

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `min ${sorted[0]}  median ${at(0.5)}  p95 ${at(0.95)}  max ${sorted[sorted.length - 1]}`;
}

console.log(`givens-free 9x9 killer codes with a level claim, ${count} random partitions`);
console.log(`  length: ${summary(lengths)}`);
console.log(`  cages:  ${summary(cageCounts)}`);
const byCages = new Map<number, number[]>();
cageCounts.forEach((cages, i) => byCages.set(cages, [...(byCages.get(cages) ?? []), lengths[i]]));
console.log("  by cage count: cages, grids, mean length, longest");
for (const [cages, group] of [...byCages].sort((a, b) => a[0] - b[0])) {
  const mean = group.reduce((a, b) => a + b, 0) / group.length;
  console.log(`  ${cages}  ${group.length}  ${mean.toFixed(1)}  ${Math.max(...group)}`);
}
