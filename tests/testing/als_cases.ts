/**
 * The almost locked set cases of tests/fixtures/technique-cases.txt (Sue de Coq, ALS-XZ, ALS-XY-Wing), as the
 * Sue de Coq and ALS tests check them: the position and the step a case lists, its eliminations, and the same
 * position one candidate looser.
 */
import assert from "node:assert/strict";
import { cellName, classicRules } from "../../engine/rules.ts";
import { ALS_XY_WING, ALS_XZ } from "../../engine/techniques/als.ts";
import { SUE_DE_COQ } from "../../engine/techniques/sue-de-coq.ts";
import type { SolveState, Step, Technique } from "../../engine/techniques/step.ts";
import { stepOf, TECHNIQUE_CASES } from "./technique_cases.ts";

export const g = classicRules("9x9");
export const ALS = [SUE_DE_COQ, ALS_XZ, ALS_XY_WING];

/** The firing cases of the regression file, per technique in file order. */
const CASES = TECHNIQUE_CASES.filter((c) => ALS.some((t) => t.id === c.technique) && c.result);

/** The fixture's position and the step it lists (the doubly-linked ALS-XZ is among findAll's). */
export function fixture(id: string, n = 0): { state: SolveState; step: Step; technique: Technique } {
  const c = CASES.filter((c) => c.technique === id)[n];
  const technique = ALS.find((t) => t.id === id)!;
  const step = stepOf(c)!;
  assert.ok(step, `${id} case ${n}`);
  return { state: c.state, step, technique };
}

export function effects(step: Step): string {
  return step.eliminations.map((e) => `${cellName(g, e.cell)}-${e.digit}`).join(",");
}

export const names = (cells: readonly number[]) => cells.map((c) => cellName(g, c));

/** With `digits` added to `cell`'s candidates: one candidate more is never wrong, only less informative. */
export function withCandidate(state: SolveState, name: string, digits: string): SolveState {
  const candidates = state.candidates.slice();
  const cell = names([...Array(81).keys()]).indexOf(name);
  for (const d of digits) candidates[cell] |= 1 << (Number(d) - 1);
  return { rules: g, cells: state.cells, candidates };
}

export const sameSets = (a: Step, b: Step) =>
  JSON.stringify(a.pattern.sets) === JSON.stringify(b.pattern.sets);
