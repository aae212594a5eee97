/** Every technique by id: the one registry the grader, hints and the API look techniques up in. */
import { TECHNIQUE_IDS, type TechniqueId } from "../catalogue.ts";
import { AIC } from "./aic.ts";
import { ALS_TECHNIQUES } from "./als.ts";
import { CAGE_TECHNIQUES } from "./cages.ts";
import { CHAIN_TECHNIQUES } from "./chains.ts";
import { COLORING_TECHNIQUES, MEDUSA_3D } from "./coloring.ts";
import { FINNED_FISH_TECHNIQUES } from "./finned-fish.ts";
import { FISH_TECHNIQUES } from "./fish.ts";
import { FORCING_TECHNIQUES } from "./forcing.ts";
import { INTERSECTION_TECHNIQUES } from "./intersections.ts";
import { remembered } from "./memo.ts";
import { SINGLE_DIGIT_TECHNIQUES } from "./single-digit.ts";
import { SINGLE_TECHNIQUES } from "./singles.ts";
import type { Technique } from "./step.ts";
import { SUBSET_TECHNIQUES } from "./subsets.ts";
import { UNIQUENESS_TECHNIQUES } from "./uniqueness.ts";
import { WING_TECHNIQUES } from "./wings.ts";

/** Every technique as its module builds it, without memo.ts's memory (tests compare the registry with these). */
export const BARE_TECHNIQUES: readonly Technique[] = [
  ...SINGLE_TECHNIQUES,
  ...INTERSECTION_TECHNIQUES,
  ...SUBSET_TECHNIQUES,
  ...FISH_TECHNIQUES,
  ...SINGLE_DIGIT_TECHNIQUES,
  ...WING_TECHNIQUES,
  ...COLORING_TECHNIQUES,
  ...CHAIN_TECHNIQUES,
  ...UNIQUENESS_TECHNIQUES,
  ...CAGE_TECHNIQUES,
  ...FINNED_FISH_TECHNIQUES,
  ...ALS_TECHNIQUES,
  MEDUSA_3D,
  AIC,
  ...FORCING_TECHNIQUES,
];

/**
 * Scans not worth a look-up in memo.ts's memory: the singles, which cost about as much as one, and those the
 * version-3 generator runs as bitboard rules (engine/classic9/capboard.ts), so that only the grader, hints and version
 * 1's step-by-step trials ask them, seldom twice about one position.
 */
const NOT_REMEMBERED = new Set<TechniqueId>([
  "naked-single",
  "hidden-single-box",
  "hidden-single-line",
  "pointing",
  "claiming",
  "naked-pair",
  "hidden-pair",
  "naked-triple",
  "x-wing",
  "cage-combination",
  "cage-confinement",
  "innies-outies",
  // Scans that charge work units (meter.ts): a remembered answer would skip the charge, and a grade's work, so
  // whether it reaches the cap, would depend on what the process was asked before.
  "sue-de-coq",
  "als-xz",
  "als-xy-wing",
  "medusa-3d",
  "aic",
  "cell-forcing",
  "unit-forcing",
  "digit-forcing",
]);

export const TECHNIQUES: Readonly<Record<TechniqueId, Technique>> = Object.fromEntries(
  BARE_TECHNIQUES.map((t) => [t.id, NOT_REMEMBERED.has(t.id) ? t : remembered(t)]),
) as Record<TechniqueId, Technique>;

for (const id of TECHNIQUE_IDS) {
  if (!TECHNIQUES[id]) throw new Error(`technique ${id} is in the catalogue but has no implementation`);
}
