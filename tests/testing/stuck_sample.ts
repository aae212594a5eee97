/**
 * The committed sample of puzzles the published catalogue cannot finish (the section of
 * tests/fixtures/qqwing-expert-stuck.txt marked for it), and the soundness sweep the technique tests run over it.
 */
import assert from "node:assert/strict";
import { gradeUnique } from "../../engine/grade.ts";
import { CLASSIC } from "../../engine/rules.ts";
import { countSolutions } from "../../engine/solver.ts";
import { describeStep } from "../../engine/techniques/index.ts";
import { applyStep, createState, type Technique } from "../../engine/techniques/step.ts";
import { gridOf } from "./grids.ts";

export const STUCK_SAMPLE: readonly string[] = Deno.readTextFileSync(
  new URL("../fixtures/qqwing-expert-stuck.txt", import.meta.url),
).split(/^# A second run\b.*$/m)[1].split("\n").filter((l) => /^[0-9.]{81}$/.test(l));

/**
 * Grades every sample puzzle under the standard scheme and checks each step of its path against the unique
 * solution, and that the path finishes it; at every position of the first `listedFor` paths, also every instance
 * `listed` techniques find (listing them all is most of the cost). `puzzles` takes only the first ones of the
 * sample. Returns how often each technique was on a path and how many instances of each were listed.
 */
export function sweepStuckSample(
  listed: readonly Technique[],
  listedFor: number,
  puzzles = STUCK_SAMPLE.length,
): { used: Record<string, number>; instances: Record<string, number> } {
  const used: Record<string, number> = {}, instances: Record<string, number> = {};
  for (const [index, line] of STUCK_SAMPLE.slice(0, puzzles).entries()) {
    const grid = gridOf(line);
    const solution = countSolutions(grid, 2).solution!;
    const record = gradeUnique(grid, "standard");
    const state = createState(grid);
    for (const step of record.path) {
      for (const technique of index < listedFor ? listed : []) {
        for (const instance of technique.findAll(state)) {
          instances[technique.id] = (instances[technique.id] ?? 0) + 1;
          const where = `${line}: ${describeStep(CLASSIC, instance)}`;
          for (const e of instance.eliminations) {
            assert.notEqual(solution[e.cell], e.digit, where);
            assert.ok(
              state.candidates[e.cell] & (1 << (e.digit - 1)),
              `${where} removes a candidate that is there`,
            );
          }
          for (const p of instance.placements) assert.equal(solution[p.cell], p.digit, where);
        }
      }
      for (const e of step.eliminations) {
        assert.notEqual(solution[e.cell], e.digit, `${line}: ${step.technique}`);
      }
      for (const p of step.placements) assert.equal(solution[p.cell], p.digit, `${line}: ${step.technique}`);
      used[step.technique] = (used[step.technique] ?? 0) + 1;
      applyStep(state, step);
    }
    assert.deepEqual([...state.cells], [...solution], `${line}: the path finishes it`);
  }
  return { used, instances };
}
