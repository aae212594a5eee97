/**
 * Version 1's carve (serves every daily up to 2026-12-31): removals in the seeded order, each trial checked
 * with the exact solver, then with the capped grader step by step.
 */
import type { Grid } from "../board.ts";
import type { SchemeEntry } from "../schemes.ts";
import { countSolutionsV1 } from "../solver.ts";
import { TECHNIQUES } from "../techniques/index.ts";
import { applyStep, createState, type SolveState } from "../techniques/step.ts";
import type { Meter } from "./carving.ts";

/**
 * Version 1's carve: take clues out of `puzzle` (in place) in the given order while it stays unique and
 * solvable within `entries`, stopping early once only `stopAt` clues are left. False when the meter ran out.
 */
export function carveV1(
  puzzle: Grid,
  order: number[][],
  entries: readonly SchemeEntry[],
  stopAt: number,
  meter: Meter,
): boolean {
  const { cells } = puzzle;
  let clues = cells.length;
  for (const group of order) {
    if (clues <= stopAt) break;
    if (cells[group[0]] === 0) continue;
    const saved = group.map((c) => cells[c]);
    for (const c of group) cells[c] = 0;
    const keep = keepsRemovalV1(puzzle, entries, meter);
    if (keep === null) return false;
    if (keep) clues -= group.length;
    else group.forEach((c, i) => (cells[c] = saved[i]));
  }
  return true;
}

/** Version 1's trial of a removal: the exact count, then the step-by-step capped solve. */
function keepsRemovalV1(puzzle: Grid, entries: readonly SchemeEntry[], meter: Meter): boolean | null {
  // Version 1's budget is spent in the first core's nodes: the days it serves depend on where it ran out.
  const counted = countSolutionsV1(puzzle, 2, meter.left);
  meter.work += counted.work;
  if (counted.capped) return null;
  return counted.count === 1 ? solvesStepByStep(puzzle, entries, meter) : false;
}

/**
 * Version 1's check: whether the grader's loop over `entries` (cheapest first, one step at a time) finishes the
 * puzzle. Null when the meter runs out first. The puzzle must have exactly one solution.
 */
function solvesStepByStep(grid: Grid, entries: readonly SchemeEntry[], meter: Meter): boolean | null {
  const state = createState(grid);
  let empty = countEmpty(state);
  while (empty > 0) {
    let progressed = false;
    for (const entry of entries) {
      if (meter.spent) return null;
      meter.work++;
      const step = TECHNIQUES[entry.technique].find(state);
      if (step) {
        applyStep(state, step);
        empty -= step.placements.length;
        progressed = true;
        break;
      }
    }
    if (!progressed) return false;
  }
  return true;
}

function countEmpty(state: SolveState): number {
  let empty = 0;
  for (const v of state.cells) if (v === 0) empty++;
  return empty;
}
