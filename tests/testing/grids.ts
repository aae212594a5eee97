/** Shared test helpers: building solving states by hand and checking steps against a known solution. */
import assert from "node:assert/strict";
import { type Grid, parseGrid } from "../../engine/board.ts";
import { cellName } from "../../engine/rules.ts";
import { applyStep, createState, type SolveState, type Step } from "../../engine/techniques/step.ts";

export function gridOf(text: string): Grid {
  const parsed = parseGrid(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** Cell index from an "r4c2" name. */
export function cellAt(grid: { rules: Grid["rules"] }, name: string): number {
  const m = /^r(\d+)c(\d+)$/.exec(name);
  if (!m) throw new Error(`bad cell name ${name}`);
  return (Number(m[1]) - 1) * grid.rules.size + Number(m[2]) - 1;
}

/**
 * A state from placed digits, with candidates computed from them, then narrowed by hand:
 * `keep` sets a cell's candidates exactly ({"r1c2": "37"}); `remove` takes digits out ({"r5c5": "19"}).
 */
export function stateOf(
  placed: string,
  narrow: { keep?: Record<string, string>; remove?: Record<string, string> } = {},
): SolveState {
  const state = createState(gridOf(placed));
  const mask = (digits: string) => [...digits].reduce((m, d) => m | (1 << (Number(d) - 1)), 0);
  for (const [name, digits] of Object.entries(narrow.keep ?? {})) {
    const cell = cellAt(state, name);
    assert.equal(state.cells[cell], 0, `${name} is empty`);
    state.candidates[cell] &= mask(digits);
  }
  for (const [name, digits] of Object.entries(narrow.remove ?? {})) {
    state.candidates[cellAt(state, name)] &= ~mask(digits);
  }
  return state;
}

/** Every placement of the step matches the solution and no elimination removes a solution digit. */
export function assertSound(state: SolveState, step: Step, solution: Uint8Array): void {
  const g = state.rules;
  for (const { cell, digit } of step.placements) {
    assert.equal(digit, solution[cell], `${step.technique} places ${digit} in ${cellName(g, cell)}`);
  }
  for (const { cell, digit } of step.eliminations) {
    assert.notEqual(
      digit,
      solution[cell],
      `${step.technique} removes the solution digit from ${cellName(g, cell)}`,
    );
    assert.ok(
      state.candidates[cell] & (1 << (digit - 1)),
      `${step.technique} removes a candidate that is gone`,
    );
  }
  assert.ok(
    step.placements.length + step.eliminations.length > 0,
    `${step.technique} step changes something`,
  );
  applyStep(state, step);
}

/** Eliminations as sorted "r1c2-5" strings, for compact exact comparisons. */
export function eliminationNames(state: SolveState, step: Step): string[] {
  return step.eliminations.map(({ cell, digit }) => `${cellName(state.rules, cell)}-${digit}`).sort();
}
