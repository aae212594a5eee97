/**
 * The regression file of the techniques past the published catalogue (tests/fixtures/technique-cases.txt): every
 * line holds, and every such technique has a position where it fires and one where it must not.
 */
import assert from "node:assert/strict";
import { CATALOGUE } from "../../../engine/catalogue.ts";
import { PUBLISHED_TECHNIQUES } from "../../../engine/schemes.ts";
import { countSolutions } from "../../../engine/solver.ts";
import { TECHNIQUES } from "../../../engine/techniques/index.ts";
import { assertSound, gridOf } from "../../testing/grids.ts";
import { resultOf, stepOf, TECHNIQUE_CASES } from "../../testing/technique_cases.ts";
import { cloneState } from "../../../engine/techniques/step.ts";

const ADDED = CATALOGUE.map((t) => t.id).filter((id) => !PUBLISHED_TECHNIQUES.has(id));

Deno.test("technique-cases.txt: every technique past the published catalogue fires somewhere and must not somewhere", () => {
  for (const id of ADDED) {
    assert.ok(TECHNIQUE_CASES.some((c) => c.technique === id && c.result), `${id} has a firing case`);
    assert.ok(TECHNIQUE_CASES.some((c) => c.technique === id && !c.result), `${id} has a must-not-fire case`);
  }
  for (const c of TECHNIQUE_CASES) assert.ok(ADDED.includes(c.technique), `line ${c.line}: ${c.technique}`);
});

Deno.test("technique-cases.txt: each line fires with exactly its result, or finds nothing", () => {
  for (const c of TECHNIQUE_CASES) {
    const where = `line ${c.line} (${c.technique})`;
    const technique = TECHNIQUES[c.technique];
    if (!c.result) {
      assert.equal(technique.find(c.state), null, `${where} must not fire`);
      assert.deepEqual(technique.findAll(c.state), [], `${where} must not fire`);
      continue;
    }
    const step = stepOf(c);
    assert.ok(step, `${where} fires`);
    assert.equal(resultOf(step), c.result, where);
    if (!c.among) assert.deepEqual(technique.findAll(c.state)[0], step, `${where}: find is findAll's first`);
  }
});

Deno.test("technique-cases.txt: positions agree with their puzzle's solution, and so does every instance found", () => {
  for (const c of TECHNIQUE_CASES) {
    const where = `line ${c.line} (${c.technique})`;
    if (!c.givens) {
      assert.equal(c.result, null, `${where}: a position with two completions proves nothing`);
      continue;
    }
    const solved = countSolutions(gridOf(c.givens), 2);
    assert.equal(solved.count, 1, `${where}: the puzzle has one solution`);
    const solution = solved.solution!;
    for (let cell = 0; cell < 81; cell++) {
      const { cells, candidates } = c.state;
      assert.ok(
        cells[cell] === solution[cell] ||
          (cells[cell] === 0 && candidates[cell] & (1 << (solution[cell] - 1))),
        `${where}: cell ${cell + 1} keeps the solution's digit`,
      );
    }
    for (const step of TECHNIQUES[c.technique].findAll(c.state)) {
      assertSound(cloneState(c.state), step, solution);
    }
  }
});
