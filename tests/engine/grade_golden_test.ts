import assert from "node:assert/strict";
import { differences, gradeLines, readGolden } from "../../tools/golden.ts";

/**
 * Grades are promises to players, so the exact path (every step, in order) of a fixed set of puzzles is pinned
 * in tests/golden/grades.txt, one line per puzzle and scheme. A deliberate change to a technique's scan order or
 * the loop rewrites the file with `deno task golden grades` and says in its commit which lines changed and why;
 * an accidental one fails here, naming the puzzle and scheme.
 */
Deno.test("grading paths of 450 fixture puzzles under every scheme match tests/golden/grades.txt", async () => {
  const golden = await readGolden("grades");
  assert.equal(golden.lines.length, 450 * 3);
  const found = differences("tests/golden/grades.txt", golden, await gradeLines());
  if (found.length > 0) assert.fail(`grading paths changed:\n${found.join("\n")}`);
});
