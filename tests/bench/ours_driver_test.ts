/**
 * bench/tdoku/ours_driver.ts answers as tdoku's driver does (one line per puzzle: count, guesses, µs per call),
 * so the tdoku section can run both sides alike, each pinned to a CPU.
 */
import assert from "node:assert/strict";
import { countSolutions } from "../../engine/solver.ts";
import { grids } from "../../bench/measure.ts";
import { oursDriver, pinnableCpus, runCountDriver } from "../../bench/tdoku/build.ts";

const UNIQUE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
/** UNIQUE without its first given: a 17-clue puzzle is minimal, so this has several solutions. */
const SEVERAL = "." + UNIQUE.slice(1);
const CLASHING = "11" + ".".repeat(79);

Deno.test("ours_driver counts as countSolutions does, one line per puzzle in input order", async () => {
  const puzzles = [UNIQUE, SEVERAL, CLASHING];
  const expected = grids(puzzles).map((g) => countSolutions(g, 2));
  const cpus = await pinnableCpus();
  const answer = await runCountDriver(oursDriver(), puzzles, {
    limit: 2,
    totalCalls: 30,
    passes: 2,
    cpu: cpus[0],
  });
  assert.deepEqual(answer.counts, [1, 2, 0]);
  assert.deepEqual(expected.map((r) => r.count), [1, 2, 0]);
  assert.deepEqual(answer.guesses, expected.map((r) => r.work - 1));
  assert.equal(answer.micros.length, 3);
  for (const micros of answer.micros) assert.ok(Number.isFinite(micros) && micros > 0, `${micros} µs`);
});

Deno.test("ours_driver refuses arguments it cannot read, with its usage", async () => {
  const child = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-q", oursDriver().at(-1)!, "2", "many", "1"],
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.equal(child.code, 2);
  assert.match(new TextDecoder().decode(child.stderr), /usage: ours_driver\.ts LIMIT TOTAL_CALLS PASSES/);
});
