/**
 * Hand-made positions for the technique tests: an empty grid narrowed cell by cell or drawn one digit at a time,
 * cell names for exact comparisons, and the checks that a technique finds exactly one instance or none.
 */
import assert from "node:assert/strict";
import { cellName, CLASSIC, type Rules } from "../../engine/rules.ts";
import { describeStep } from "../../engine/techniques/index.ts";
import type { SolveState, Step, Technique } from "../../engine/techniques/step.ts";
import { cellAt, eliminationNames, stateOf } from "./grids.ts";

export const EMPTY = ".".repeat(81);

export const at = (name: string, g: Rules = CLASSIC) => cellAt({ rules: g }, name);

/** "r1c1".. names for every row in `rows` crossed with every column in `cols`, minus `except`. */
export function names(rows: number[], cols: number[], except: string[] = []): string[] {
  const out: string[] = [];
  for (const r of rows) for (const c of cols) if (!except.includes(`r${r}c${c}`)) out.push(`r${r}c${c}`);
  return out;
}
export const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
export const ALL9 = range(1, 9);

/** Take `digits` (1-9 as a string) out of the named cells. */
export function drop(state: SolveState, digits: string, cells: string[]): SolveState {
  const mask = [...digits].reduce((m, d) => m | (1 << (Number(d) - 1)), 0);
  for (const name of cells) state.candidates[at(name, state.rules)] &= ~mask;
  return state;
}

/** The technique's only instance, also what `find` returns. */
export function only(t: Technique, state: SolveState): Step {
  const all = t.findAll(state);
  assert.equal(
    all.length,
    1,
    `${t.id}: one instance, found ${all.map((s) => describeStep(state.rules, s))}`,
  );
  assert.deepEqual(t.find(state), all[0]);
  return all[0];
}

/** The technique finds nothing there. */
export function none(t: Technique, state: SolveState): void {
  assert.equal(t.find(state), null, `${t.id} must not fire`);
  assert.deepEqual(t.findAll(state), []);
}

/** Placements as "r1c2=5" strings. */
export function placementNames(state: SolveState, step: Step): string[] {
  return step.placements.map(({ cell, digit }) => `${cellName(state.rules, cell)}=${digit}`);
}

/**
 * An empty 9×9 grid (every digit possible everywhere) in which `digit` stays only where the picture has an
 * `x`: nine rows of nine characters, spaces ignored.
 */
export function digitPicture(digit: number, rows: string[]): SolveState {
  assert.equal(rows.length, 9);
  const remove: Record<string, string> = {};
  rows.forEach((row, r) => {
    const chars = row.replaceAll(" ", "");
    assert.equal(chars.length, 9, row);
    for (let c = 0; c < 9; c++) if (chars[c] !== "x") remove[`r${r + 1}c${c + 1}`] = String(digit);
  });
  const state = stateOf(EMPTY, { remove });
  assert.ok(digitPlaceable(state, digit), "the picture leaves room for the digit in a full solution");
  return state;
}

/** Whether the digit can still be placed once in every row, column and box (so the picture is consistent). */
function digitPlaceable(state: SolveState, digit: number): boolean {
  const g = state.rules;
  const bit = 1 << (digit - 1);
  const usedCols = new Set<number>(), usedBoxes = new Set<number>();
  const place = (r: number): boolean => {
    if (r === g.size) return true;
    for (let c = 0; c < g.size; c++) {
      const cell = r * g.size + c, box = g.regionOfCell.box[cell];
      if (!(state.candidates[cell] & bit) || usedCols.has(c) || usedBoxes.has(box)) continue;
      usedCols.add(c), usedBoxes.add(box);
      if (place(r + 1)) return true;
      usedCols.delete(c), usedBoxes.delete(box);
    }
    return false;
  };
  return place(0);
}

/** The cells' names ("r1c2"), in the order given. */
export function cellNames(state: SolveState, cells: readonly number[] | undefined): string[] {
  return (cells ?? []).map((c) => cellName(state.rules, c));
}

/** Each instance as "pattern cells => eliminations", for exact comparisons of findAll. */
export function summary(state: SolveState, steps: Step[]): string[] {
  return steps.map((s) =>
    `${cellNames(state, s.pattern.cells).join(" ")} => ${eliminationNames(state, s).join(" ")}`
  );
}

/** A 9×9 state in which only `digit` is constrained, drawn as a picture (spaces and blank lines ignored). */
export function digitState(digit: number, picture: string): SolveState {
  const rows = picture.split("\n").map((line) => line.replace(/\s/g, "")).filter((line) => line.length > 0);
  assert.equal(rows.length, 9);
  let placed = "";
  const remove: Record<string, string> = {};
  for (let r = 0; r < 9; r++) {
    assert.equal(rows[r].length, 9);
    for (let c = 0; c < 9; c++) {
      const ch = rows[r][c];
      placed += ch === "D" ? String(digit) : ".";
      if (ch === ".") remove[`r${r + 1}c${c + 1}`] = String(digit);
    }
  }
  const state = stateOf(placed, { remove });
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      if (rows[r][c] === "x") {
        assert.ok(state.candidates[r * 9 + c] & (1 << (digit - 1)), `r${r + 1}c${c + 1} keeps ${digit}`);
      }
    }
  }
  return state;
}

/** Add candidates of `digit` back into a picture ("r1c3" → that cell becomes "x"). */
export function withCandidate(picture: string, name: string): string {
  const rows = picture.split("\n").map((line) => line.replace(/\s/g, "")).filter((line) => line.length > 0);
  const m = /^r(\d)c(\d)$/.exec(name)!;
  const r = Number(m[1]) - 1, c = Number(m[2]) - 1;
  rows[r] = rows[r].slice(0, c) + "x" + rows[r].slice(c + 1);
  return rows.join("\n");
}

/** The qqwing expert puzzles the colouring, chain and uniqueness fixtures are drawn from, one a line. */
export function readPuzzles(): string[] {
  return Deno.readTextFileSync(new URL("../fixtures/qqwing-expert-advanced.txt", import.meta.url))
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
