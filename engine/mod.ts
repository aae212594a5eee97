/**
 * The engine's public API: everything the web layer (routes/), the command line (cli.ts), the pool tool (tools/)
 * and the pool loader (data/pools.ts) may use. They import this module (or core.ts, its light part) only
 * (tests/layering_test.ts checks),
 * so the files behind it can move and split without touching any caller.
 *
 * - Grids: parse and format text grids, count givens, find givens that break the rules (`findConflicts`);
 *   `Grid` holds `rules` (engine/rules.ts) and cells.
 * - Share codes: `encode`/`decode` a grid with an optional claimed level; `LEVELS` (the standard scheme's
 *   levels, which are the levels of dailies and codes) and `parseLevel` for user text.
 * - Solving: `countSolutions` and `solve` under a work cap scaled per shape by `workCapFor`.
 * - Grading: `checkUnique`, `grade`/`gradeUnique` (one scheme), `gradeAllSchemes` (the level under each),
 *   `claimHolds` (whether a code's level claim is earned), `reportJson` and `solveRecordJson` (the
 *   record as printed and served; the API's schema is tied to their types),
 *   `replayPath` (a recorded path step by step, with positions and words); the schemes and the technique
 *   catalogue they order, and `techniqueLesson`, a technique's page in plain words.
 * - Words: every text the engine writes for people comes from its message catalogue (engine/messages/), in each
 *   of `LOCALES`; `wordsFor(locale)` reads it, and the functions that write words take a locale (English unless
 *   named). `Area`, `Translation` and `fill` let the web layer keep its own catalogue in the same form.
 * - Hints: `hint` for a board in progress; `explainStep`, why a step holds in the position it was found in
 *   (the reason a hint's third level gives).
 * - Dailies and random puzzles: `dailyPuzzle`, `randomPuzzle`, the calendar helpers they validate days with, and
 *   which generator version serves a day; `generate` and `minlex` for building pools.
 * - Pools: the pool line format (`parsePool`, `formatPoolLine` …), the pinned served prefixes and statistics.
 *
 * The grids, rules, share codes, schemes and the exact solver come from `core.ts`, the light part of this API:
 * a caller that needs nothing else (the CLI's solve, encode and decode) imports that alone and starts in a
 * fraction of the time, since the techniques, the grader and the generator are most of the engine's loading.
 */
export * from "./core.ts";
export {
  CATALOGUE,
  type Family,
  isTechniqueId,
  TECHNIQUE_IDS,
  type TechniqueId,
  type TechniqueInfo,
  techniqueInfo,
} from "./catalogue.ts";
export {
  checkUnique,
  claimHolds,
  countUpToTwo,
  DEFAULT_SOLVE_BUDGET,
  grade,
  gradeAllSchemes,
  type GradeError,
  type GradeRecordJson,
  type GradeReport,
  gradeUnique,
  type PathEntry,
  type RecordedStep,
  type ReplayedStep,
  replayPath,
  reportJson,
  type SolvePathEntry,
  type SolveRecord,
  type SolveRecordJson,
  solveRecordJson,
} from "./grade.ts";
export type { SolveState, Step } from "./techniques/step.ts";
export { techniqueLesson } from "./techniques/index.ts";
export {
  DEFAULT_LOCALE,
  fill,
  isLocale,
  type Locale,
  LOCALES,
  type Params,
  slotsOf,
  type Words,
  wordsFor,
} from "./messages/index.ts";
export type { Area, JoinedEnglish, Translation } from "./messages/area.ts";
export { type Conflict, findConflicts } from "./board.ts";
export { hint, type HintAnswer } from "./hint.ts";
export {
  type BlockedCells,
  explainStep,
  type NamedRegion,
  type RegionDigits,
  type StepReason,
} from "./explain.ts";
export {
  type CageJson,
  type DailyPuzzle,
  dailyPuzzle,
  FIRST_DAY,
  generatorVersionFor,
  type GradeSummary,
  isValidDate,
  MAX_SEED_LENGTH,
  nextDay,
  nextMidnight,
  randomPuzzle,
  type SeededPuzzle,
} from "./daily.ts";
export {
  DEFAULT_GENERATE_BUDGET,
  DEFAULT_KILLER_BUDGET,
  generate,
  generateKiller,
  type GenerateOptions,
  type GenerateResult,
  generateVariant,
  GENERATOR_VERSION,
  type KillerOptions,
} from "./generate/mod.ts";
export { minlex } from "./canon.ts";
export { fnv1a32 } from "./rng.ts";
export {
  entryFromRecord,
  formatPoolLine,
  isPoolEntryLine,
  type LevelStats,
  parsePool,
  parsePoolLine,
  parsePoolLines,
  pathDisagreement,
  POOL_COUNTS,
  poolDigest,
  type PoolEntry,
  poolKey,
  poolKeys,
  poolStats,
  selectSpread,
  SERVED_POOLS,
  solutionInvariant,
  type SpreadCandidate,
} from "./pool.ts";
