/**
 * bench/tdoku/ours_driver.ts answers as tdoku's driver does (one line per puzzle: count, guesses, µs per call),
 * so the tdoku section can run both sides alike, each pinned to a CPU.
 */
import assert from "node:assert/strict";
import { countSolutions } from "../../engine/solver.ts";
import { grids } from "../../bench/measure.ts";
import { oursDriver, parseCpuList, pinnableCpus, runCountDriver } from "../../bench/tdoku/build.ts";

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

/** Run ours_driver on raw input; its output lines. */
async function driverLines(args: string[], input: string): Promise<string[]> {
  const child = new Deno.Command(oursDriver()[0], {
    args: [...oursDriver().slice(1), ...args],
    stdin: "piped",
    stdout: "piped",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(input));
  await writer.close();
  const out = await child.output();
  assert.equal(out.code, 0);
  return new TextDecoder().decode(out.stdout).split("\n").filter((line) => line !== "");
}

Deno.test("ours_driver counts up to the limit it is given, and skips lines too short to be a puzzle", async () => {
  const lines = await driverLines(
    ["1", "30", "1"],
    ["", "not a puzzle", UNIQUE + "\r", SEVERAL, CLASHING].join("\n"),
  );
  assert.deepEqual(lines.map((line) => Number(line.split(" ")[0])), [1, 1, 0]);
});

Deno.test("ours_driver answers nothing, and ends, when no line is a puzzle", async () => {
  assert.deepEqual(await driverLines(["2", "30", "1"], "\nshort\n"), []);
});

Deno.test("a Linux CPU list reads as its CPUs", () => {
  assert.deepEqual(parseCpuList("0-1"), [0, 1]);
  assert.deepEqual(parseCpuList("0-3,8,10-11"), [0, 1, 2, 3, 8, 10, 11]);
  assert.deepEqual(parseCpuList("5"), [5]);
});
