/**
 * The grading loop, exactly as published: from the givens and all candidates, try the scheme's techniques
 * cheapest first, apply the first step any of them finds, record it, and start again from the top, until the
 * grid is full or nothing applies (stuck). Everything said about a puzzle's difficulty comes from this record.
 *
 * Definitions the metrics use:
 * - a *move* is a cell that a naked or hidden single could fill in the current position;
 * - a *bottleneck* is a step taken in a position where exactly one move exists;
 * - a *stall* is a maximal run of consecutive non-single steps (the singles ran out and something harder had
 *   to open the puzzle again);
 * - a *hard gate* is a step at the puzzle's top tier (above tier 1): the loop only reaches such a step once
 *   every technique below that tier has run dry, and when no easier move appears after it, the next top-tier
 *   step is another gate.
 */
import { countGivens, findConflicts, formatGrid, type Grid, type Result } from "./board.ts";
import { SINGLE_IDS, type TechniqueId, techniqueInfo } from "./catalogue.ts";
import {
  defaultSchemeFor,
  type Scheme,
  type SchemeEntry,
  type SchemeId,
  SCHEMES,
  schemesFor,
} from "./schemes.ts";
import { countSolutions, type SolveResult, workCapFor } from "./solver.ts";
import { explainStep, type StepReason } from "./explain.ts";
import { DEFAULT_LOCALE, type Locale, type Words, wordsFor } from "./messages/index.ts";
import { pathRating } from "./rating.ts";
import { describeStep, TECHNIQUES } from "./techniques/index.ts";
import { complementLimits, type Limit, type Openness, openness } from "./techniques/complements.ts";
import { lonelyDigits } from "./techniques/singles.ts";
import { WorkCapReached, WorkMeter } from "./techniques/meter.ts";
import { applyStep, cloneState, createState, type SolveState, type Step } from "./techniques/step.ts";
import type { Rules, ShapeName } from "./rules.ts";

export interface RecordedStep extends Step {
  tier: number;
}

export interface SolveRecord {
  puzzle: string;
  size: ShapeName;
  scheme: SchemeId;
  level: string;
  /** Why no level fits, when `level` is "unrated". */
  reason?: string;
  tier: number;
  stuck: boolean;
  /**
   * When stuck: every technique of the scheme's order asked in the last position, in order (uniqueness ones
   * only when the puzzle was known unique), none of which found a step.
   */
  tried?: TechniqueId[];
  /** Set when the techniques past the published catalogue spent GRADE_WORK_PER_NODE times the work cap. */
  workCapped?: boolean;
  hardest: TechniqueId | null;
  techniques: Partial<Record<TechniqueId, number>>;
  clues: number;
  steps: number;
  harderSteps: number;
  stalls: number;
  bottlenecks: number;
  gates: number;
  path: RecordedStep[];
}

/** A solve record's counts, in the order every printed form of a record (JSON, pool line) lists them. */
export const RECORD_COUNTS = ["clues", "steps", "harderSteps", "stalls", "bottlenecks", "gates"] as const;
export type RecordCounts = Pick<SolveRecord, typeof RECORD_COUNTS[number]>;

/** The counts of a record as their own object, keys in RECORD_COUNTS order (JSON key order is part of output). */
export function recordCounts(record: RecordCounts): RecordCounts {
  const { clues, steps, harderSteps, stalls, bottlenecks, gates } = record;
  return { clues, steps, harderSteps, stalls, bottlenecks, gates };
}

export type GradeErrorCode = "no-solution" | "multiple-solutions" | "work-cap";

export interface GradeError {
  code: GradeErrorCode;
  message: string;
  /** Solutions found (0, or 2 meaning "two or more"); absent when the work cap stopped the count. */
  count?: number;
}

/** Work cap for the uniqueness check of a client's grid, in solver search nodes (on 9×9; see workCapFor). */
export const DEFAULT_SOLVE_BUDGET = 200_000;

/**
 * Work units (engine/techniques/meter.ts: chain search states, forcing-net cells and houses looked at) one grade
 * may spend per solver node of the work cap: 20 × 200,000 = 4 million on 9×9 (a unit is about a microsecond),
 * scaled like the cap on larger grids. The costliest 9×9 grade of 10,000 qqwing expert puzzles and the 584 of
 * data/top1465.txt spends about 1.9 million (a top1465 puzzle only the digit forcing nets finish); a grade that
 * reaches the cap ends stuck with `workCapped`, which POST /api/grade answers with 422 `work-cap`.
 */
export const GRADE_WORK_PER_NODE = 20;

/** The work units one grade under these rules may spend, for a work cap of `budget` solver nodes. */
export function gradeWorkCap(rules: Rules, budget = DEFAULT_SOLVE_BUDGET): number {
  return workCapFor(rules, budget) * GRADE_WORK_PER_NODE;
}

/**
 * The puzzle's solutions counted to two, as countSolutions counts them under the work cap (`budget` on 9×9,
 * scaled by workCapFor). When the cap stops the count, a proof is tried instead: the rules' scheme's techniques
 * without the uniqueness ones are deductions, true in every solution, so when they fill the grid and the filled
 * grid breaks no rule, it is the one solution. A killer or a 16×16 puzzle whose search outgrows the cap is still
 * confirmed when people could solve it.
 */
export function countUpToTwo(grid: Grid, budget = DEFAULT_SOLVE_BUDGET): SolveResult {
  const result = countSolutions(grid, 2, workCapFor(grid.rules, budget));
  if (!result.capped) return result;
  let proof: Uint8Array | null = null;
  try {
    const meter = new WorkMeter();
    proof = meter.withCap(gradeWorkCap(grid.rules, budget), () => solvedByDeduction(grid, meter));
  } catch (e) {
    if (!(e instanceof WorkCapReached)) throw e;
  }
  return proof ? { count: 1, solution: proof, work: result.work, capped: false } : result;
}

/** The grid filled by deductions alone (no uniqueness technique), when they fill it and it breaks no rule. */
function solvedByDeduction(grid: Grid, meter: WorkMeter): Uint8Array | null {
  const scheme = SCHEMES[defaultSchemeFor(grid.rules)];
  const state = createState(grid);
  for (;;) {
    if (state.cells.every((v) => v !== 0)) break;
    const step = nextStep(state, scheme, false, meter);
    if (!step) return null;
    applyStep(state, step);
  }
  const filled: Grid = { rules: grid.rules, cells: state.cells };
  if (findConflicts(filled).length > 0) return null;
  for (const region of grid.rules.regions) {
    if (region.sum === undefined) continue;
    let sum = 0;
    for (const cell of region.cells) sum += state.cells[cell];
    if (sum !== region.sum) return null;
  }
  return state.cells.slice();
}

/**
 * Confirm the puzzle has exactly one solution (under a work cap, or by deduction when the cap stops the count): uniqueness techniques are only sound then,
 * and a grade is only a promise about a real puzzle.
 */
export function checkUnique(grid: Grid, budget = DEFAULT_SOLVE_BUDGET): Result<Uint8Array, GradeError> {
  const result = countUpToTwo(grid, budget);
  if (result.capped) {
    return { ok: false, error: { code: "work-cap", message: `gave up after ${result.work} search nodes` } };
  }
  if (result.count === 0) {
    return { ok: false, error: { code: "no-solution", message: "the puzzle has no solution", count: 0 } };
  }
  if (result.count > 1) {
    return {
      ok: false,
      error: { code: "multiple-solutions", message: "the puzzle has more than one solution", count: 2 },
    };
  }
  return { ok: true, value: result.solution! };
}

/**
 * The cheapest step the scheme's techniques find in this position, with its tier; the costly scans charge their
 * work to `meter`. Subset and fish scans that cannot find anything in a position this closed
 * (techniques/complements.ts) are skipped.
 */
export function nextStep(
  state: SolveState,
  scheme: Scheme,
  allowUniqueness: boolean,
  meter: WorkMeter = new WorkMeter(),
): RecordedStep | null {
  let limits = LIMITS.get(scheme);
  if (!limits) LIMITS.set(scheme, limits = complementLimits(scheme.order.map((e) => e.technique)));
  const open: Partial<Openness> = {};
  for (let i = 0; i < scheme.order.length; i++) {
    const entry = scheme.order[i];
    if (!allowUniqueness && techniqueInfo(entry.technique).uniqueness) continue;
    const limit = limits[i];
    if (limit && (open[limit.measure] ??= openness(state, limit.measure)) < limit.min) continue;
    const price = SCAN_UNITS[entry.technique];
    if (price) meter.charge(price);
    const step = TECHNIQUES[entry.technique].find(state, meter);
    if (step) return { ...step, tier: entry.tier };
  }
  return null;
}

/** Per scheme, how open a position must be for each technique of its order to be worth a scan. */
const LIMITS = new Map<Scheme, Array<Limit | null>>();

/** countMovesUpTo's marks of the cells counted so far, reused across calls (cleared on entry). */
let counted = new Uint8Array(0);

/**
 * Cells a naked or hidden single could fill now (the cells the singles techniques' `findAll` place in, counted
 * with bit masks instead of building their steps), stopping once the count reaches `limit`: the grader asks
 * before every step only whether exactly one move exists, and while singles last it soon finds two.
 */
function countMovesUpTo(state: SolveState, limit: number): number {
  const g = state.rules;
  const n = g.size;
  const { cells, candidates } = state;
  const { houseCells } = g;
  if (counted.length < g.cellCount) counted = new Uint8Array(g.cellCount);
  counted.fill(0);
  let moves = 0;
  for (let cell = 0; cell < g.cellCount; cell++) {
    const mask = candidates[cell];
    if (cells[cell] === 0 && mask !== 0 && (mask & (mask - 1)) === 0) {
      counted[cell] = 1;
      if (++moves >= limit) return moves;
    }
  }
  // Every house: the box and the line hidden singles scan them all between them (never a cage).
  for (let h = 0; h < g.houses.length; h++) {
    for (let digits = lonelyDigits(state, h); digits; digits &= digits - 1) {
      const bit = digits & -digits;
      let i = h * n;
      while (!(candidates[houseCells[i]] & bit)) i++;
      if (counted[houseCells[i]]) continue;
      counted[houseCells[i]] = 1;
      if (++moves >= limit) return moves;
    }
  }
  return moves;
}

/**
 * Grade a puzzle known to have exactly one solution (see checkUnique) under one scheme (by default the first of
 * its rules': standard for classic 9×9, the variant's own otherwise). The same puzzle and scheme give the
 * identical record on every run.
 */
export function gradeUnique(
  grid: Grid,
  schemeId: SchemeId = defaultSchemeFor(grid.rules),
  budget = DEFAULT_SOLVE_BUDGET,
): SolveRecord {
  return gradeByScheme(grid, SCHEMES[schemeId], budget);
}

/** gradeUnique under a scheme object (the generator grades under its versions' published orders: publishedScheme). */
export function gradeByScheme(grid: Grid, scheme: Scheme, budget = DEFAULT_SOLVE_BUDGET): SolveRecord {
  const meter = new WorkMeter();
  return gradeUnderCap(grid, scheme, budget, meter) ??
    { ...gradeWithin(grid, pinnedToCheapSearches(scheme), meter), workCapped: true };
}

/**
 * The record, or null when the searches reach the work cap: for callers that refuse a capped grade (work-cap)
 * rather than show its record, so they spend nothing on grading again without the capped searches (a second
 * pass whose almost-locked-set scans run outside any cap and can cost more than the capped first one).
 */
function gradeUnderCap(
  grid: Grid,
  scheme: Scheme,
  budget: number,
  meter = new WorkMeter(),
): SolveRecord | null {
  try {
    return meter.withCap(gradeWorkCap(grid.rules, budget), () => gradeWithin(grid, scheme, meter));
  } catch (e) {
    if (!(e instanceof WorkCapReached)) throw e;
    return null;
  }
}

/**
 * The scheme without the techniques that charge work (every one past the published catalogue): what a grade
 * that reached the work cap can still say, the same record up to the first position where one of those was
 * needed. Under the standard scheme its level is the same as the whole grade's (Evil: those techniques are
 * tried only where every one of tier 4 and below has nothing, and they are tier 5).
 */
function pinnedToCheapSearches(scheme: Scheme): Scheme {
  return { ...scheme, order: scheme.order.filter((e) => !CHARGED.has(e.technique)) };
}

/**
 * Work units charged for each scan of a technique that counts nothing itself, before it runs: about its
 * mean cost in microseconds on our machine (a unit is about a microsecond), measured over top1465 grades.
 * Its scans examine a whole position's fish or wing shapes, so their cost is about the same every time.
 */
const SCAN_UNITS: Partial<Record<TechniqueId, number>> = {
  "wxyz-wing": 450,
  "finned-x-wing": 650,
  "finned-swordfish": 2_000,
  "finned-jellyfish": 5_500,
};

/** The techniques that charge work to the meter (meter.ts, SCAN_UNITS): left out of a grade that reached the cap. */
const CHARGED: ReadonlySet<TechniqueId> = new Set<TechniqueId>([
  "sue-de-coq",
  "als-xz",
  "als-xy-wing",
  "medusa-3d",
  "aic",
  "cell-forcing",
  "unit-forcing",
  "digit-forcing",
  ...Object.keys(SCAN_UNITS) as TechniqueId[],
]);

function gradeWithin(grid: Grid, scheme: Scheme, meter: WorkMeter): SolveRecord {
  const state = createState(grid);
  const path: RecordedStep[] = [];
  const techniques: Partial<Record<TechniqueId, number>> = {};
  let bottlenecks = 0;
  let stuck = false;
  // Steps only ever fill cells, so the first empty cell only moves forward: the grid is full once it passes
  // the end, and checking costs one pass over the grid for the whole solve.
  let firstEmpty = 0;
  for (;;) {
    while (firstEmpty < state.cells.length && state.cells[firstEmpty] !== 0) firstEmpty++;
    if (firstEmpty === state.cells.length) break;
    const moves = countMovesUpTo(state, 2);
    const step = nextStep(state, scheme, true, meter);
    if (!step) {
      stuck = true;
      break;
    }
    if (moves === 1) bottlenecks++;
    applyStep(state, step);
    path.push(step);
    techniques[step.technique] = (techniques[step.technique] ?? 0) + 1;
  }
  const record = summarise(grid, scheme, path, techniques, bottlenecks, stuck);
  return stuck ? { ...record, tried: scheme.order.map((e) => e.technique) } : record;
}

function summarise(
  grid: Grid,
  scheme: Scheme,
  path: RecordedStep[],
  techniques: Partial<Record<TechniqueId, number>>,
  bottlenecks: number,
  stuck: boolean,
): SolveRecord {
  const topTier = scheme.order[scheme.order.length - 1].tier;
  let tier = 0;
  let hardest: RecordedStep | null = null;
  for (const step of path) {
    if (
      !hardest || step.tier > hardest.tier ||
      (step.tier === hardest.tier && orderOf(scheme, step) > orderOf(scheme, hardest))
    ) {
      hardest = step;
    }
    tier = Math.max(tier, step.tier);
  }
  if (stuck) tier = topTier;
  let harderSteps = 0;
  let stalls = 0;
  let gates = 0;
  let previousWasSingle = true;
  for (const step of path) {
    const single = SINGLE_IDS.includes(step.technique);
    if (!single) {
      harderSteps++;
      if (previousWasSingle) stalls++;
    }
    if (step.tier === tier && tier > 1) gates++;
    previousWasSingle = single;
  }
  const facts = {
    tier,
    stuck,
    clues: countGivens(grid),
    steps: path.length,
    harderSteps,
    stalls,
    bottlenecks,
  };
  const verdict = scheme.level(facts);
  return {
    puzzle: formatGrid(grid),
    size: grid.rules.shape,
    scheme: scheme.id,
    level: verdict.level,
    ...(verdict.reason ? { reason: verdict.reason } : {}),
    ...facts,
    hardest: hardest?.technique ?? null,
    techniques,
    gates,
    path,
  };
}

function orderOf(scheme: Scheme, step: RecordedStep): number {
  return scheme.order.findIndex((e: SchemeEntry) => e.technique === step.technique);
}

/** Check uniqueness under the cap, then grade under one scheme. */
export function grade(
  grid: Grid,
  schemeId: SchemeId = defaultSchemeFor(grid.rules),
  budget = DEFAULT_SOLVE_BUDGET,
): Result<SolveRecord, GradeError> {
  const unique = checkUnique(grid, budget);
  if (!unique.ok) return unique;
  const record = gradeUnderCap(grid, SCHEMES[schemeId], budget);
  return record ? { ok: true, value: record } : { ok: false, error: workCapError() };
}

/** The answer for a grade whose searches reached the work cap. */
function workCapError(): GradeError {
  return { code: "work-cap", message: "gave up: the chain and forcing searches reached the work cap" };
}

/**
 * Whether a puzzle with exactly one solution earns the level a share code claims for it, under its rules' scheme
 * (standard for classic 9×9, the variant's own otherwise). A code can
 * claim any level (anyone can encode one), so pages and images show a claim only when it holds. The grade's
 * searches are capped by `budget` as a grade's are.
 */
export function claimHolds(grid: Grid, level: string, budget = DEFAULT_SOLVE_BUDGET): boolean {
  return gradeUnique(grid, defaultSchemeFor(grid.rules), budget).level === level;
}

export interface GradeReport {
  /** The rules the puzzle was graded under, which name the regions in the record's steps. */
  rules: Rules;
  record: SolveRecord;
  /** The level under every scheme its rules can be graded by, so one answer serves players of each. */
  levels: Partial<Record<SchemeId, string>>;
}

/**
 * Check uniqueness once, grade under `schemeId` and read the level under every other scheme of the puzzle's
 * rules too (schemesFor). A scheme that is not one of the rules' is refused with a RangeError.
 */
export function gradeAllSchemes(
  grid: Grid,
  schemeId: SchemeId = defaultSchemeFor(grid.rules),
  budget = DEFAULT_SOLVE_BUDGET,
): Result<GradeReport, GradeError> {
  const schemes = schemesFor(grid.rules);
  if (!schemes.includes(schemeId)) {
    throw new RangeError(
      `a ${grid.rules.shape} ${grid.rules.variant} puzzle is graded by ${schemes.join(", ")}`,
    );
  }
  const unique = checkUnique(grid, budget);
  if (!unique.ok) return unique;
  const records: Partial<Record<SchemeId, SolveRecord>> = {};
  for (const id of schemes) {
    const record = gradeUnderCap(grid, SCHEMES[id], budget);
    if (!record) return { ok: false, error: workCapError() };
    records[id] = record;
  }
  const levels = Object.fromEntries(Object.entries(records).map(([id, r]) => [id, r!.level])) as Partial<
    Record<SchemeId, string>
  >;
  return { ok: true, value: { rules: grid.rules, record: records[schemeId]!, levels } };
}

/** One step of a recorded path as replayed from the givens: its words and the positions around it. */
export interface ReplayedStep {
  /** 0-based index of the step in the path. */
  index: number;
  step: RecordedStep;
  /** The step in words (describeStep). */
  text: string;
  /** A copy of the position the step was found in. */
  before: SolveState;
  /** The live position after the step; the replay goes on changing it when resumed. */
  after: SolveState;
}

/**
 * Replays a recorded path from the givens, yielding each step with the position before it and after it. The
 * one replay every reader of a path uses (the API's step-by-step boards, the technique pages' examples), so
 * they cannot drift apart on how a step changes the position.
 */
export function* replayPath(
  grid: Grid,
  path: readonly RecordedStep[],
  w: Words = wordsFor(),
): Generator<ReplayedStep> {
  const state = createState(grid);
  for (let index = 0; index < path.length; index++) {
    const step = path[index];
    const before = cloneState(state);
    applyStep(state, step);
    yield { index, step, text: describeStep(grid.rules, step, w), before, after: state };
  }
}

export interface PathEntry {
  technique: TechniqueId;
  placements: Step["placements"];
  eliminations: Step["eliminations"];
  text: string;
}

/**
 * A solve record as the CLI and the API give it out: the record without its path, and the level under every
 * scheme. routes/api/schemas.ts ties the API's zod schema to this type, both ways.
 */
export type GradeRecordJson = Omit<SolveRecord, "path" | "workCapped"> & {
  /** An estimate on the Sudoku Explainer scale (engine/rating.ts); not part of the record, so not pinned by it. */
  rating: number;
  levels: Partial<Record<SchemeId, string>>;
};

/**
 * One step of a step-by-step solve as the API gives it: the recorded step, in words, why it holds in the
 * position it is made in (as a hint says it), and the board after it.
 */
export interface SolvePathEntry extends RecordedStep {
  text: string;
  why: StepReason;
  board: string;
}

/** The record with every step replayed: what POST /api/solve answers. */
export type SolveRecordJson = GradeRecordJson & { path: SolvePathEntry[] };

/** The record and its replayed path (`grid` is the graded puzzle: the replay starts from its givens). */
/** The words (`text`, `why`) in `locale`, English unless named. */
export function solveRecordJson(
  report: GradeReport,
  grid: Grid,
  locale: Locale = DEFAULT_LOCALE,
): SolveRecordJson {
  const w = wordsFor(locale);
  const path: SolvePathEntry[] = [];
  for (const { step, text, before, after } of replayPath(grid, report.record.path, w)) {
    path.push({
      technique: step.technique,
      tier: step.tier,
      placements: step.placements,
      eliminations: step.eliminations,
      pattern: step.pattern,
      text,
      why: explainStep(before, step, w),
      board: formatGrid({ rules: grid.rules, cells: after.cells }),
    });
  }
  return { ...reportJson(report), path };
}

/** The record as the CLI and API print it; `path` adds every step with its explanation. */
export function reportJson(report: GradeReport): GradeRecordJson;
export function reportJson(
  report: GradeReport,
  options: { path?: boolean },
): GradeRecordJson & { path?: PathEntry[] };
export function reportJson(
  report: GradeReport,
  options: { path?: boolean } = {},
): GradeRecordJson & { path?: PathEntry[] } {
  const r = report.record;
  const g = report.rules;
  return {
    puzzle: r.puzzle,
    size: r.size,
    scheme: r.scheme,
    level: r.level,
    ...(r.reason ? { reason: r.reason } : {}),
    tier: r.tier,
    rating: pathRating(r.path, r.stuck, SCHEMES[r.scheme]),
    stuck: r.stuck,
    ...(r.tried ? { tried: r.tried } : {}),
    hardest: r.hardest,
    techniques: r.techniques,
    ...recordCounts(r),
    levels: report.levels,
    ...(options.path
      ? {
        path: r.path.map((step): PathEntry => ({
          technique: step.technique,
          placements: step.placements,
          eliminations: step.eliminations,
          text: describeStep(g, step),
        })),
      }
      : {}),
  };
}
