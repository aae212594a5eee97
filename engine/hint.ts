/**
 * Hints from the same engine as grading: from the puzzle and the digits the player has placed (never pencil
 * marks, never the stored solution), the cheapest technique that applies, told in three levels — where to
 * look, which technique, and the move itself. A move that only removes candidates comes with the steps it
 * leads to, up to the first that places a digit: the board holds digits only, so asking again after such a
 * move would give the same move, and the player could never get past it.
 */
import { findConflicts, type Grid } from "./board.ts";
import { type TechniqueId, techniqueInfo } from "./catalogue.ts";
import { type Geometry, houseKind, houseName } from "./geometry.ts";
import { nextStep } from "./grade.ts";
import { type SchemeId, SCHEMES } from "./schemes.ts";
import { countSolutions, workCapFor } from "./solver.ts";
import {
  applyStep,
  cellList,
  cloneState,
  createState,
  describeStep,
  type SolveState,
  type Step,
} from "./techniques/step.ts";

export interface HintArea {
  house: number;
  kind: "row" | "column" | "box";
  name: string;
  cells: number[];
}

export type HintAnswer =
  | {
    status: "hint";
    /** Level 1: where to look. */
    area: HintArea;
    /** Level 2: which technique. */
    technique: { id: TechniqueId; name: string };
    /**
     * Level 3: the move, its explanation and the cells to highlight; for a move that places nothing, `then`:
     * the steps after it up to and including the first that places a digit (absent if none does).
     */
    move: { text: string; step: Step; highlight: number[]; then?: Array<{ text: string; step: Step }> };
  }
  | { status: "solved"; message: string }
  | { status: "conflict"; message: string; cells: number[] }
  | { status: "no-candidates"; message: string; cells: number[] }
  | { status: "mistake"; message: string }
  | { status: "stuck"; message: string };

export type HintInputError = { code: "size-mismatch" | "givens-changed"; message: string; cells?: number[] };

/** Work cap for checking whether the player's board still has a solution. */
const BOARD_BUDGET = 100_000;

/**
 * The board must keep the puzzle's givens. The puzzle itself should already be known to have exactly one
 * solution (the caller checks, under its own cap).
 */
export function hint(
  puzzle: Grid,
  board: Grid,
  schemeId: SchemeId = "standard",
): { ok: true; value: HintAnswer } | { ok: false; error: HintInputError } {
  const g = puzzle.geometry;
  if (board.geometry !== g) {
    return {
      ok: false,
      error: { code: "size-mismatch", message: "the board and the puzzle differ in size" },
    };
  }
  const changed: number[] = [];
  for (let i = 0; i < g.cellCount; i++) {
    if (puzzle.cells[i] !== 0 && board.cells[i] !== puzzle.cells[i]) changed.push(i);
  }
  if (changed.length) {
    return {
      ok: false,
      error: {
        code: "givens-changed",
        message: `the board changes givens at ${cellList(g, changed)}`,
        cells: changed,
      },
    };
  }
  return { ok: true, value: hintFor(board, schemeId) };
}

function hintFor(board: Grid, schemeId: SchemeId): HintAnswer {
  const g = board.geometry;
  const conflicts = findConflicts(board);
  if (conflicts.length) {
    const cells = [...new Set(conflicts.flatMap((c) => c.cells))].sort((a, b) => a - b);
    const first = conflicts[0];
    return {
      status: "conflict",
      message: `${first.digit} appears twice in ${first.houseName} (${first.cellNames.join(", ")})`,
      cells,
    };
  }
  const state = createState(board);
  const dead: number[] = [];
  let empty = 0;
  for (let i = 0; i < g.cellCount; i++) {
    if (state.cells[i] === 0) {
      empty++;
      if (state.candidates[i] === 0) dead.push(i);
    }
  }
  if (empty === 0) return { status: "solved", message: "the grid is full and breaks no rule: solved" };
  if (dead.length) {
    return {
      status: "no-candidates",
      message: `no digit fits ${cellList(g, dead)}: a digit you placed must be wrong`,
      cells: dead,
    };
  }
  const solutions = countSolutions(board, 2, workCapFor(g, BOARD_BUDGET));
  if (!solutions.capped && solutions.count === 0) {
    return { status: "mistake", message: "a digit you placed is wrong: the board no longer has a solution" };
  }
  // Uniqueness techniques are only sound when the position is known to have exactly one solution.
  const unique = !solutions.capped && solutions.count === 1;
  const step = nextStep(state, SCHEMES[schemeId], unique);
  if (!step) {
    return { status: "stuck", message: "none of the techniques we know applies here" };
  }
  const area = areaOf(g, step);
  const then = step.placements.length === 0 ? stepsToPlacement(state, step, schemeId, unique) : null;
  return {
    status: "hint",
    area,
    technique: { id: step.technique, name: techniqueInfo(step.technique).name },
    move: {
      text: describeStep(g, step),
      step: plainStep(step),
      highlight: highlightOf(step),
      ...(then ? { then: then.map((next) => ({ text: describeStep(g, next), step: plainStep(next) })) } : {}),
    },
  };
}

/**
 * The grader's steps after `first` (taken from `state`, which is left as it is), up to and including the first
 * that places a digit; null when the techniques run out before one does.
 */
function stepsToPlacement(
  state: SolveState,
  first: Step,
  schemeId: SchemeId,
  unique: boolean,
): Step[] | null {
  const after = cloneState(state);
  applyStep(after, first);
  const steps: Step[] = [];
  // Every step removes at least one candidate, so the chain ends; the bound only keeps a hint request short.
  for (let i = 0; i < after.cells.length; i++) {
    const next = nextStep(after, SCHEMES[schemeId], unique);
    if (!next) return null;
    steps.push(next);
    if (next.placements.length > 0) return steps;
    applyStep(after, next);
  }
  return null;
}

/** Where to look: the pattern's first house, else the box of its first cell. */
function areaOf(g: Geometry, step: Step): HintArea {
  const cell = step.pattern.cells?.[0] ?? step.placements[0]?.cell ?? step.eliminations[0].cell;
  const house = step.pattern.houses?.[0] ?? g.cellHouses[cell * 3 + 2];
  return { house, kind: houseKind(g, house), name: houseName(g, house), cells: [...g.houses[house]] };
}

function highlightOf(step: Step): number[] {
  const cells = new Set<number>(step.pattern.cells ?? []);
  for (const p of step.placements) cells.add(p.cell);
  for (const e of step.eliminations) cells.add(e.cell);
  return [...cells].sort((a, b) => a - b);
}

function plainStep(step: Step): Step {
  const { technique, placements, eliminations, pattern } = step;
  return { technique, placements, eliminations, pattern };
}
