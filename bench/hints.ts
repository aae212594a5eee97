/**
 * `deno run --allow-read bench/hints.ts FILE [--limit N] [--skip N]`: plays puzzles of FILE (one per line) as a
 * player leaning on hints would: from the givens, ask for a hint, put in the digit it leads to (the move's own
 * placement, or the last of the moves told before one), and again until the grid is full. Prints how many hints
 * were asked, how many answers were not a hint (stuck, gave up within the work cap) or led to a wrong digit, and
 * the slowest and mean time per hint.
 */
import { parseGrid } from "../engine/board.ts";
import { hint } from "../engine/hint.ts";
import { countSolutions } from "../engine/solver.ts";
import { parseArgs } from "node:util";

const { values: options, positionals } = parseArgs({
  args: Deno.args,
  options: { limit: { type: "string", default: "Infinity" }, skip: { type: "string", default: "0" } },
  allowPositionals: true,
});
const file = positionals[0];
if (!file) throw new Error("usage: bench/hints.ts FILE [--limit N] [--skip N]");
const skip = Number(options.skip), limit = Number(options.limit);
const lines = (await Deno.readTextFile(file)).split("\n").filter((l) => /^[0-9.]{81}$/.test(l))
  .slice(skip, skip + limit);

let asked = 0, failed = 0, slowest = 0, total = 0;
for (const line of lines) {
  const parsed = parseGrid(line);
  if (!parsed.ok) continue;
  const puzzle = parsed.value;
  const solved = countSolutions(puzzle, 2);
  if (solved.count !== 1) continue;
  const solution = solved.solution!;
  const board = { rules: puzzle.rules, cells: puzzle.cells.slice() };
  for (let i = 0; i < board.cells.length; i++) {
    const start = performance.now();
    const answer = hint(puzzle, board);
    const ms = performance.now() - start;
    asked++;
    total += ms;
    slowest = Math.max(slowest, ms);
    if (!answer.ok) throw new Error(`${line}: ${answer.error.message}`);
    if (answer.value.status === "solved") break;
    if (answer.value.status !== "hint") {
      failed++;
      console.log(`${line}: ${answer.value.status}: ${answer.value.message}`);
      break;
    }
    const { move } = answer.value;
    const placing = move.step.placements.length > 0 ? move.step : move.then?.at(-1)?.step;
    if (!placing?.placements.length) {
      failed++;
      console.log(`${line}: no placement after ${move.text}`);
      break;
    }
    const wrong = placing.placements.filter(({ cell, digit }) => solution[cell] !== digit);
    if (wrong.length) {
      failed++;
      console.log(`${line}: ${move.text} leads to a wrong digit`);
      break;
    }
    for (const { cell, digit } of placing.placements) board.cells[cell] = digit;
  }
}
console.log(
  `${lines.length} puzzles, ${asked} hints, ${failed} not followed to the end; slowest hint ${
    slowest.toFixed(0)
  } ms, mean ${(total / Math.max(1, asked)).toFixed(1)} ms`,
);
