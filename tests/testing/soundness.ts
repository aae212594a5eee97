/** The soundness check shared by the test task (a sample) and `deno task verify` (10,000+ puzzles). */
import assert from "node:assert/strict";
import type { Grid } from "../../engine/board.ts";
import { cellName } from "../../engine/rules.ts";
import { gradeUnique } from "../../engine/grade.ts";
import { SCHEME_IDS } from "../../engine/schemes.ts";
import { countSolutions } from "../../engine/solver.ts";
import { applyStep, createState } from "../../engine/techniques/step.ts";

export interface SoundnessTally {
  puzzles: number;
  steps: number;
  byTechnique: Record<string, number>;
}

/**
 * Grade under every scheme and check that every placement and elimination of every step agrees with the
 * puzzle's unique solution, replaying the path with the one generic applyStep.
 */
export function checkPuzzle(grid: Grid, tally: SoundnessTally): void {
  const solved = countSolutions(grid);
  assert.equal(solved.count, 1, "puzzles in the soundness set have one solution");
  const solution = solved.solution!;
  const rules = grid.rules;
  tally.puzzles++;
  for (const scheme of SCHEME_IDS) {
    const record = gradeUnique(grid, scheme);
    const state = createState(grid);
    for (const step of record.path) {
      for (const { cell, digit } of step.placements) {
        assert.equal(
          digit,
          solution[cell],
          `${scheme}: ${step.technique} places ${digit} at ${cellName(rules, cell)}`,
        );
      }
      for (const { cell, digit } of step.eliminations) {
        assert.notEqual(
          digit,
          solution[cell],
          `${scheme}: ${step.technique} removes ${digit} at ${cellName(rules, cell)}`,
        );
        assert.ok(
          state.candidates[cell] & (1 << (digit - 1)),
          `${step.technique} removes a candidate already gone`,
        );
      }
      applyStep(state, step);
      tally.steps++;
      tally.byTechnique[step.technique] = (tally.byTechnique[step.technique] ?? 0) + 1;
    }
    if (!record.stuck) {
      assert.deepEqual([...state.cells], [...solution], `${scheme}: the path solves the puzzle`);
    }
  }
}
