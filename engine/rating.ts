/**
 * The numeric rating of a grade: an estimate on the Sudoku Explainer scale (1.0 a full house, 1.2 a hidden single
 * in a box … about 11 for the hardest known puzzles), read from a solve record's path. docs/grading.md says how
 * it is computed and how far to trust it.
 *
 * - A step is rated at its technique's base value (the catalogue's `rating`), a full house at 1.0, and a step of
 *   a length-scaled family (chains) a tenth more for each doubling of its chain past four candidates, up to
 *   LENGTH_CAP, as Sudoku Explainer rates longer chains higher.
 * - The puzzle is rated at its hardest step, plus a tenth for each doubling of the number of steps past the
 *   singles within NEAR of the hardest (two or three such steps add 0.1, four to seven 0.2, eight or more 0.3): a puzzle that
 *   needs its hardest idea again and again is harder than one that needs it once. Singles add nothing.
 * - A stuck puzzle needs something harder than any technique its scheme tried, so its rating is at least the
 *   highest base value of those techniques: a lower bound.
 */
import { type Family, type TechniqueId, techniqueInfo } from "./catalogue.ts";
import type { Scheme } from "./schemes.ts";
import type { Step } from "./techniques/step.ts";

/** Families whose steps rate higher with the length of their chain. */
const LENGTH_SCALED: ReadonlySet<Family> = new Set<Family>(["chains"]);
/** The most a chain's length adds to its technique's base value. */
const LENGTH_CAP = 0.5;
/** Steps rated within this of the hardest count as the hard steps a puzzle needs again. */
const NEAR = 1.0;
/** The most the number of hard steps adds. */
const REPEAT_CAP = 0.3;
/** Ratings at or under this (the singles) never add for being repeated. */
const SINGLES_TOP = 2.3;

const tenths = (x: number) => Math.round(x * 10) / 10;

/** The rating of one step on the Sudoku Explainer scale. */
export function stepRating(step: Pick<Step, "technique" | "pattern">): number {
  const info = techniqueInfo(step.technique);
  if (step.technique === "naked-single" && step.pattern.variant === "full house") return 1.0;
  const nodes = step.pattern.chain?.length ?? 0;
  if (LENGTH_SCALED.has(info.family) && nodes > 4) {
    return tenths(info.rating + Math.min(LENGTH_CAP, 0.1 * Math.floor(Math.log2(nodes / 4))));
  }
  return info.rating;
}

/**
 * The puzzle's rating from its path (see the module comment). A full grid (no step) rates 0; a stuck puzzle at
 * least the highest base value among the techniques of `scheme`'s order.
 */
export function pathRating(
  path: ReadonlyArray<Pick<Step, "technique" | "pattern">>,
  stuck: boolean,
  scheme: Scheme,
): number {
  let hardest = 0;
  const ratings = path.map(stepRating);
  for (const r of ratings) hardest = Math.max(hardest, r);
  let rating = hardest;
  if (hardest > SINGLES_TOP) {
    const near = ratings.filter((r) => r > SINGLES_TOP && r >= hardest - NEAR).length;
    rating += Math.min(REPEAT_CAP, 0.1 * Math.floor(Math.log2(near)));
  }
  if (stuck) {
    const tried: TechniqueId[] = scheme.order.map((e) => e.technique);
    rating = Math.max(rating, ...tried.map((id) => techniqueInfo(id).rating));
  }
  return tenths(rating);
}
