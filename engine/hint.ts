/**
 * Hints from the same engine as grading: from the puzzle and the digits the player has placed (never pencil
 * marks, never the stored solution), the cheapest technique that applies, told in three levels — where to
 * look, which technique, and the move itself. A move that only removes candidates comes with the steps it
 * leads to, up to the first that places a digit: the board holds digits only, so asking again after such a
 * move would give the same move, and the player could never get past it. Each step told comes with its reason
 * (engine/explain.ts): what the placed digits and the pattern show.
 */
import { findConflicts, type Grid } from "./board.ts";
import { explainStep, type StepReason } from "./explain.ts";
import { DEFAULT_LOCALE, type Locale, type Words, wordsFor } from "./messages/index.ts";
import { type Family, type TechniqueId, techniqueInfo } from "./catalogue.ts";
import { type RegionKind, regionKind, type Rules } from "./rules.ts";
import { checkUnique, DEFAULT_SOLVE_BUDGET, gradeWorkCap, nextStep, type RecordedStep } from "./grade.ts";
import { defaultSchemeFor, type Scheme, type SchemeId, SCHEMES } from "./schemes.ts";
import { countSolutions, workCapFor } from "./solver.ts";
import { describeStep, TECHNIQUES } from "./techniques/index.ts";
import { WorkCapReached, WorkMeter } from "./techniques/meter.ts";
import { applyStep, cloneState, createState, type SolveState, type Step } from "./techniques/step.ts";
import { cellList, regionLabel } from "./techniques/words.ts";

export interface HintArea {
  house: number;
  kind: RegionKind;
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
     * Level 3: the move, its explanation, why it holds and the cells to highlight; for a move that places
     * nothing, `then`: the steps after it up to and including the first that places a digit (absent if none
     * does), each with why it holds once the steps before it are made.
     */
    move: {
      text: string;
      step: Step;
      why: StepReason;
      highlight: number[];
      then?: Array<{ text: string; step: Step; why: StepReason }>;
    };
  }
  | { status: "solved"; message: string }
  | { status: "conflict"; message: string; cells: number[] }
  | { status: "no-candidates"; message: string; cells: number[] }
  /** `cells`: the placed digits the puzzle's solution does not have, when that solution was found in the cap. */
  | { status: "mistake"; message: string; cells?: number[] }
  | { status: "stuck"; message: string };

export type HintInputError = { code: "size-mismatch" | "givens-changed"; message: string; cells?: number[] };

/** The share of the hint's work cap (search nodes) spent on checking whether the board still has a solution. */
const BOARD_SHARE = 0.5;

/**
 * The board must keep the puzzle's givens. The puzzle itself should already be known to have exactly one
 * solution (the caller checks, under its own cap). `budget` is the work cap in search nodes, as a grade's
 * (the board's solution count gets half of it, the searches for the move GRADE_WORK_PER_NODE units per node).
 */
export function hint(
  puzzle: Grid,
  board: Grid,
  schemeId: SchemeId = defaultSchemeFor(puzzle.rules),
  locale: Locale = DEFAULT_LOCALE,
  budget = DEFAULT_SOLVE_BUDGET,
): { ok: true; value: HintAnswer } | { ok: false; error: HintInputError } {
  const g = puzzle.rules;
  const w = wordsFor(locale);
  if (board.rules !== g) {
    return {
      ok: false,
      error: { code: "size-mismatch", message: w.t("hint.size-mismatch") },
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
        message: w.t("hint.givens-changed", { cells: cellList(g, changed) }),
        cells: changed,
      },
    };
  }
  return { ok: true, value: hintFor(puzzle, board, schemeId, w, budget) };
}

function hintFor(puzzle: Grid, board: Grid, schemeId: SchemeId, w: Words, budget: number): HintAnswer {
  const g = board.rules;
  const conflicts = findConflicts(board);
  if (conflicts.length) {
    const cells = [...new Set(conflicts.flatMap((c) => c.cells))].sort((a, b) => a - b);
    const first = conflicts[0];
    return {
      status: "conflict",
      message: w.t("hint.conflict", {
        digit: first.digit,
        region: regionLabel(w, g, first.house),
        cells: first.cellNames.join(", "),
      }),
      cells,
    };
  }
  // A full cage must make its sum: that breaks the rules as plainly as a repeat does (the page says the same).
  for (let r = 0; r < g.regions.length; r++) {
    const region = g.regions[r];
    if (region.sum === undefined) continue;
    let sum = 0, full = true;
    for (const cell of region.cells) {
      if (board.cells[cell] === 0) full = false;
      sum += board.cells[cell];
    }
    if (full && sum !== region.sum) {
      const cells = Array.from(region.cells);
      return {
        status: "conflict",
        message: w.t("hint.cage-sum", {
          region: regionLabel(w, g, r),
          sum,
          target: region.sum,
          cells: cellList(g, cells),
        }),
        cells,
      };
    }
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
  if (empty === 0) return { status: "solved", message: w.t("hint.solved") };
  // A cell nothing fits, or a board with no solution, comes of a wrong digit placed somewhere else: the one
  // to take out is that digit, not the cell it left empty-handed.
  const solutions = dead.length ? null : countSolutions(board, 2, workCapFor(g, budget * BOARD_SHARE));
  if (dead.length || (!solutions!.capped && solutions!.count === 0)) {
    const wrong = wrongDigits(puzzle, board, w, budget);
    if (wrong) return wrong;
    if (dead.length) {
      return {
        status: "no-candidates",
        message: w.t("hint.no-candidates", { cells: cellList(g, dead) }),
        cells: dead,
      };
    }
    return { status: "mistake", message: w.t("hint.mistake") };
  }
  // Uniqueness techniques are only sound when the position is known to have exactly one solution.
  const unique = !solutions!.capped && solutions!.count === 1;
  const meter = new WorkMeter();
  const workCap = gradeWorkCap(g, budget);
  try {
    return meter.withCap(workCap, () => hintFrom(state, schemeId, unique, meter, w, workCap));
  } catch (e) {
    if (!(e instanceof WorkCapReached)) throw e;
    return { status: "stuck", message: w.t("hint.stuck-work-cap") };
  }
}

/**
 * The mistake answer naming the placed digits that differ from the puzzle's solution; null when the puzzle's
 * solution is not known (none, several, or not found within the solver's budget) or the board holds none of
 * them.
 */
function wrongDigits(puzzle: Grid, board: Grid, w: Words, budget: number): HintAnswer | null {
  const g = board.rules;
  const solved = checkUnique(puzzle, budget);
  if (!solved.ok) return null;
  const solution = solved.value;
  const wrong: number[] = [];
  for (let i = 0; i < g.cellCount; i++) {
    if (board.cells[i] !== 0 && board.cells[i] !== solution[i]) wrong.push(i);
  }
  if (wrong.length === 0) return null;
  const message = wrong.length === 1
    ? w.t("hint.wrong-digit", { digit: board.cells[wrong[0]], cells: cellList(g, wrong) })
    : w.t("hint.wrong-digits", { cells: cellList(g, wrong) });
  return { status: "mistake", message, cells: wrong };
}

/** The hint for a position with no conflict, mistake or empty cell; `meter` takes its work, under its cap. */
function hintFrom(
  state: SolveState,
  schemeId: SchemeId,
  unique: boolean,
  meter: WorkMeter,
  w: Words,
  workCap: number,
): HintAnswer {
  const g = state.rules;
  const step = nextStep(state, SCHEMES[schemeId], unique, meter);
  if (!step) {
    return { status: "stuck", message: w.t("hint.stuck") };
  }
  // The move told is always of the cheapest technique that applies now, the grader's: a player who asks is
  // shown the easiest thing to see, never a harder pattern that happens to lead to a digit sooner.
  let move: RecordedStep = step;
  let then: Step[] | null = null;
  if (step.placements.length === 0) {
    // Of that technique's instances, one that opens a single by itself leads straight to a digit.
    const opening = instanceOpeningSingle(state, SCHEMES[schemeId], step, meter);
    if (opening) [move, then] = [opening.move, [opening.single]];
    else {
      const chain = stepsToPlacement(state, step, schemeId, unique, meter);
      if (chain) [move, ...then] = neededOrAll(state, SCHEMES[schemeId], [step, ...chain], meter, workCap);
    }
  }
  // Each step's reason is read from the position it is made in: after the moves told before it.
  const position = cloneState(state);
  const why = explainStep(position, move, w);
  applyStep(position, move);
  const told = (then ?? []).map((next) => {
    const reason = explainStep(position, next, w);
    applyStep(position, next);
    return { text: describeStep(g, next, w), step: plainStep(next), why: reason };
  });
  return {
    status: "hint",
    area: areaOf(g, move, w),
    technique: { id: move.technique, name: w.techniqueName(move.technique) },
    move: {
      text: describeStep(g, move, w),
      step: plainStep(move),
      why,
      highlight: highlightOf(move),
      ...(told.length ? { then: told } : {}),
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
  meter: WorkMeter,
): RecordedStep[] | null {
  const after = cloneState(state);
  applyStep(after, first);
  const steps: RecordedStep[] = [];
  // Every step removes at least one candidate, so the chain ends; the bound only keeps a hint request short.
  for (let i = 0; i < after.cells.length; i++) {
    const next = nextStep(after, SCHEMES[schemeId], unique, meter);
    if (!next) return null;
    steps.push(next);
    if (next.placements.length > 0) return steps;
    applyStep(after, next);
  }
  return null;
}

/** Families whose every instance is cheap to list, so hints can look through them for a move that opens a single. */
const LISTED_FAMILIES: ReadonlySet<Family> = new Set(["intersections", "subsets", "fish"]);

/**
 * At a position with no single, the first instance (in scan order) of `cheapest`'s technique after which a
 * single shows, with that single; null if there is none, or the technique is not of a family cheap to list.
 * The single follows from that move alone, so the move is one the placement needs.
 */
function instanceOpeningSingle(
  state: SolveState,
  scheme: Scheme,
  cheapest: RecordedStep,
  meter: WorkMeter,
): { move: RecordedStep; single: RecordedStep } | null {
  if (!LISTED_FAMILIES.has(techniqueInfo(cheapest.technique).family)) return null;
  for (const found of TECHNIQUES[cheapest.technique].findAll(state, meter)) {
    const after = cloneState(state);
    applyStep(after, found);
    for (const single of scheme.order) {
      if (techniqueInfo(single.technique).family !== "singles") continue;
      const placed = TECHNIQUES[single.technique].find(after, meter);
      if (placed) {
        return { move: { ...found, tier: cheapest.tier }, single: { ...placed, tier: single.tier } };
      }
    }
  }
  return null;
}

/**
 * `moves` (the move told, eliminations after it, then a single's placement) without the eliminations after the
 * move told that the placement does not need. From the last elimination back, each is left out when, without
 * it, every other move is still found (the same technique and pattern) and the same digit still goes in the
 * same cell as a single; the moves kept are the ones found in that replay. The first move always stays: it is
 * the cheapest step there is, and the player makes it before the others.
 */
function neededMoves(
  state: SolveState,
  scheme: Scheme,
  moves: RecordedStep[],
  meter: WorkMeter,
): RecordedStep[] {
  const target = moves[moves.length - 1].placements[0];
  let kept = moves;
  for (let i = kept.length - 2; i >= 1; i--) {
    const replayed = replay(state, scheme, [...kept.slice(0, i), ...kept.slice(i + 1)], target, meter);
    if (replayed) kept = replayed;
  }
  return kept;
}

/**
 * neededMoves when its replays fit in a quarter of the hint's work cap, else every move as the grader found it: leaving
 * moves out only shortens the hint, and past a few forcing chains each replay lists every chain of a position
 * again, so the pruning could cost far more than finding the moves did.
 */
function neededOrAll(
  state: SolveState,
  scheme: Scheme,
  moves: RecordedStep[],
  meter: WorkMeter,
  workCap: number,
): RecordedStep[] {
  try {
    return meter.withCap(workCap / 4, () => neededMoves(state, scheme, moves, meter));
  } catch (e) {
    if (!(e instanceof WorkCapReached)) throw e;
    return moves;
  }
}

/** The moves found again, in order, from `state`, ending with a single that places `target`; null if one is not. */
function replay(
  state: SolveState,
  scheme: Scheme,
  moves: RecordedStep[],
  target: { cell: number; digit: number },
  meter: WorkMeter,
): RecordedStep[] | null {
  const at = cloneState(state);
  const found: RecordedStep[] = [];
  for (const move of moves.slice(0, -1)) {
    const pattern = JSON.stringify(move.pattern);
    const again = TECHNIQUES[move.technique].findAll(at, meter).find((f) =>
      JSON.stringify(f.pattern) === pattern
    );
    if (!again) return null;
    applyStep(at, again);
    found.push({ ...again, tier: move.tier });
  }
  // The placement is a single's, or (in a killer) the rule of 45's when that is what placed it.
  const last = moves[moves.length - 1].technique;
  for (const entry of scheme.order) {
    const family = techniqueInfo(entry.technique).family;
    if (family !== "singles" && !(family === "cages" && entry.technique === last)) continue;
    const single = TECHNIQUES[entry.technique].findAll(at, meter).find((f) =>
      f.placements.some((p) => p.cell === target.cell && p.digit === target.digit)
    );
    if (single) return [...found, { ...single, tier: entry.tier }];
  }
  return null;
}

/**
 * Where to look: the region holding most of what the move changes — its placements, else its removals — so
 * that the region named holds the move's result (for a pattern whose removals lie in several regions, the one
 * with most of them). Ties go to a region of the pattern (in the pattern's order), then to the one holding
 * more of the pattern's cells, then to a box or jigsaw piece over a line or diagonal, and those over a cage,
 * then to the first in region order.
 */
function areaOf(g: Rules, step: Step, w: Words): HintArea {
  const changed = step.placements.length > 0 ? step.placements : step.eliminations;
  const held = new Map<number, number>();
  for (const { cell } of changed) {
    for (let i = g.cellRegionStart[cell]; i < g.cellRegionStart[cell + 1]; i++) {
      const region = g.cellRegionList[i];
      held.set(region, (held.get(region) ?? 0) + 1);
    }
  }
  const patternHouses = step.pattern.houses ?? [];
  const patternCells = [...(step.pattern.cells ?? []), ...(step.pattern.fins ?? [])];
  const rankOf = (region: number): number[] => {
    const inPattern = patternHouses.indexOf(region);
    const cells = g.regions[region].cells;
    const kind = regionKind(g, region);
    return [
      -held.get(region)!,
      inPattern < 0 ? patternHouses.length : inPattern,
      -patternCells.filter((cell) => cells.includes(cell)).length,
      kind === "box" || kind === "jigsaw" ? 0 : kind === "cage" ? 2 : 1,
      region,
    ];
  };
  const before = (a: number[], b: number[]) => {
    const at = a.findIndex((value, i) => value !== b[i]);
    return at >= 0 && a[at] < b[at];
  };
  let house = -1;
  let best: number[] = [];
  for (const region of held.keys()) {
    const rank = rankOf(region);
    if (house < 0 || before(rank, best)) [house, best] = [region, rank];
  }
  return {
    house,
    kind: regionKind(g, house),
    name: regionLabel(w, g, house),
    cells: [...g.regions[house].cells],
  };
}

function highlightOf(step: Step): number[] {
  const cells = new Set<number>(step.pattern.cells ?? []);
  for (const cell of step.pattern.fins ?? []) cells.add(cell);
  for (const p of step.placements) cells.add(p.cell);
  for (const e of step.eliminations) cells.add(e.cell);
  return [...cells].sort((a, b) => a - b);
}

function plainStep(step: Step): Step {
  const { technique, placements, eliminations, pattern } = step;
  return { technique, placements, eliminations, pattern };
}
