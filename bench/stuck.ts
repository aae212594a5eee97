/**
 * `deno run --allow-read --allow-write bench/stuck.ts FILE [--sound] [--stuck-out OUT] [--limit N]`: grades every
 * puzzle of FILE (one per line) under the standard scheme and prints the share that ends stuck, the hardest
 * technique's tally and the time per puzzle. With --sound every step of every path is checked against the unique
 * solution (the soundness property over a large outside set); --stuck-out writes the stuck puzzles to OUT.
 */
import { parseGrid } from "../engine/board.ts";
import { gradeUnique } from "../engine/grade.ts";
import { countSolutions } from "../engine/solver.ts";
import { applyStep, createState } from "../engine/techniques/step.ts";

const args = [...Deno.args];
const flag = (name: string): string | undefined => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const [, value] = args.splice(i, 2);
  return value;
};
const sound = args.includes("--sound");
if (sound) args.splice(args.indexOf("--sound"), 1);
const stuckOut = flag("--stuck-out");
const limit = Number(flag("--limit") ?? Infinity);
const file = args[0];
if (!file) throw new Error("usage: bench/stuck.ts FILE [--sound] [--stuck-out OUT] [--limit N]");

const lines = (await Deno.readTextFile(file)).split("\n").map((l) => l.trim()).filter((l) =>
  /^[0-9.]{81}/.test(l)
)
  .slice(0, limit);
let graded = 0, stuck = 0, steps = 0, slowest = 0, slowestPuzzle = "";
const hardest: Record<string, number> = {};
const used: Record<string, number> = {};
const stuckLines: string[] = [];
const started = performance.now();
for (const line of lines) {
  const parsed = parseGrid(line.slice(0, 81));
  if (!parsed.ok) continue;
  const solved = countSolutions(parsed.value, 2);
  if (solved.count !== 1) continue;
  const t0 = performance.now();
  const record = gradeUnique(parsed.value, "standard");
  const took = performance.now() - t0;
  if (took > slowest) [slowest, slowestPuzzle] = [took, line.slice(0, 81)];
  graded++;
  if (record.stuck) {
    stuck++;
    stuckLines.push(line.slice(0, 81));
  }
  const key = record.stuck ? "(stuck)" : record.hardest ?? "(none)";
  hardest[key] = (hardest[key] ?? 0) + 1;
  for (const [id, n] of Object.entries(record.techniques)) used[id] = (used[id] ?? 0) + n!;
  if (sound) {
    const solution = solved.solution!;
    const state = createState(parsed.value);
    for (const step of record.path) {
      for (const { cell, digit } of step.placements) {
        if (solution[cell] !== digit) {
          throw new Error(`${line}: ${step.technique} places ${digit} at ${cell}`);
        }
      }
      for (const { cell, digit } of step.eliminations) {
        if (solution[cell] === digit) {
          throw new Error(`${line}: ${step.technique} removes ${digit} at ${cell}`);
        }
      }
      applyStep(state, step);
      steps++;
    }
  }
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `${file}: ${graded} graded, ${stuck} stuck (${(100 * stuck / graded).toFixed(2)}%), ` +
    `${(1000 * seconds / graded).toFixed(2)} ms per puzzle, slowest grade ${
      slowest.toFixed(1)
    } ms (${slowestPuzzle})` +
    (sound ? `, ${steps} steps checked against the solution` : ""),
);
console.log(
  "hardest:",
  Object.entries(hardest).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(", "),
);
console.log(
  "steps:",
  Object.entries(used).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(", "),
);
if (stuckOut) await Deno.writeTextFile(stuckOut, stuckLines.join("\n") + "\n");
