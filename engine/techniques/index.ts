/**
 * Every technique by id: the one registry the grader, hints and the API look techniques up in, and through it
 * each technique's words (its step's description and its reason), which its module builds from the engine's
 * message catalogue (engine/messages/, where its lesson is too).
 */
import { TECHNIQUE_IDS, type TechniqueId, techniqueInfo } from "../catalogue.ts";
import type { Rules } from "../rules.ts";
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
import type { Step, Technique } from "./step.ts";
import { SUBSET_TECHNIQUES } from "./subsets.ts";
import { SUE_DE_COQ } from "./sue-de-coq.ts";
import { UNIQUENESS_TECHNIQUES } from "./uniqueness.ts";
import { WING_TECHNIQUES } from "./wings.ts";
import { stepHead, stepWords, type Words } from "./words.ts";
import { DEFAULT_LOCALE, type Locale, LOCALES, wordsFor } from "../messages/index.ts";

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
  SUE_DE_COQ,
  ...ALS_TECHNIQUES,
  MEDUSA_3D,
  AIC,
  ...FORCING_TECHNIQUES,
];

export const TECHNIQUES: Readonly<Record<TechniqueId, Technique>> = Object.fromEntries(
  BARE_TECHNIQUES.map((t) => [t.id, techniqueInfo(t.id).remembered ? remembered(t) : t]),
) as Record<TechniqueId, Technique>;

for (const id of TECHNIQUE_IDS) {
  if (!TECHNIQUES[id]) throw new Error(`technique ${id} is in the catalogue but has no implementation`);
  for (const locale of LOCALES) {
    if (!Array.isArray(wordsFor(locale).lookup(`lesson.${id}`))) {
      throw new Error(`technique ${id} is in the catalogue but has no lesson in ${locale}`);
    }
  }
}

/**
 * One line for every step, in its technique's words where it has its own, else the generic ones: "Naked pair
 * {3,7} in r4c2, r4c8 removes 3, 7 from r4c1, r4c5", "Hidden single (box) in box 3: r2c8 = 4".
 */
export function describeStep(g: Rules, step: Step, w: Words = wordsFor()): string {
  const { describe } = TECHNIQUES[step.technique];
  return describe ? describe(g, step, w) : stepWords(w, g, step, stepHead(w, step));
}

/** The technique page's paragraphs of a technique, in plain words, in `locale` (English unless named). */
export function techniqueLesson(id: TechniqueId, locale: Locale = DEFAULT_LOCALE): readonly string[] {
  return wordsFor(locale).lesson(id);
}
