import assert from "node:assert/strict";
import { parseGrid } from "../../engine/board.ts";
import {
  checkUnique,
  gradeAllSchemes,
  gradeUnique,
  replayPath,
  reportJson,
  solveRecordJson,
} from "../../engine/grade.ts";
import { describeStep } from "../../engine/techniques/index.ts";

const PUZZLE = ".9.2.7.65.7...1.9...5......7.8..54..3...1.8.....4....1.69.........83.6.....5.....";

function grid() {
  const parsed = parseGrid(PUZZLE);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

Deno.test("replayPath: each step is taken from the position the previous one left, up to the solution", () => {
  const g = grid();
  const solution = checkUnique(g);
  assert.ok(solution.ok);
  const record = gradeUnique(g, "standard");
  assert.ok(record.path.length > 20 && !record.stuck, "a solvable puzzle with a long path");
  let previous: Uint8Array = g.cells;
  let last: Uint8Array | null = null;
  let count = 0;
  for (const { index, step, text, before, after } of replayPath(g, record.path)) {
    assert.equal(index, count++);
    assert.equal(step, record.path[index]);
    assert.equal(text, describeStep(g.rules, step));
    assert.deepEqual(before.cells, previous, `step ${index} starts where step ${index - 1} ended`);
    for (const { cell, digit } of step.placements) {
      assert.equal(before.cells[cell], 0);
      assert.equal(after.cells[cell], digit);
    }
    for (const { cell, digit } of step.eliminations) {
      assert.ok(before.candidates[cell] & (1 << (digit - 1)), `step ${index} eliminates a live candidate`);
      assert.ok(!(after.candidates[cell] & (1 << (digit - 1))));
    }
    previous = after.cells.slice();
    last = after.cells;
  }
  assert.equal(count, record.path.length);
  assert.deepEqual(last, solution.value);
});

Deno.test("solveRecordJson: the record as reportJson gives it, and the board after each step", () => {
  const g = grid();
  const report = gradeAllSchemes(g, "pilot");
  assert.ok(report.ok);
  const json = solveRecordJson(report.value, g);
  const { path, ...rest } = json;
  assert.deepEqual(rest, reportJson(report.value));
  const boards: string[] = [];
  for (const { after } of replayPath(g, report.value.record.path)) {
    boards.push([...after.cells].map((d) => (d === 0 ? "." : String(d))).join(""));
  }
  assert.equal(path.length, report.value.record.path.length);
  let blanks = [...PUZZLE].filter((ch) => ch === ".").length;
  path.forEach((entry, i) => {
    const step = report.value.record.path[i];
    assert.equal(entry.technique, step.technique);
    assert.equal(entry.tier, step.tier);
    assert.equal(entry.board, boards[i]);
    blanks -= step.placements.length;
    assert.equal([...entry.board].filter((ch) => ch === ".").length, blanks, `blanks after step ${i}`);
  });
  assert.equal(blanks, 0);
});
