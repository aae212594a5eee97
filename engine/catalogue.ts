/**
 * The technique catalogue as data: one row per technique. Schemes (engine/schemes.ts) pick from these ids and
 * give them tiers; the grader, hints and the API all read names from here.
 */

export type Family =
  | "singles"
  | "intersections"
  | "subsets"
  | "fish"
  | "single-digit"
  | "wings"
  | "coloring"
  | "chains"
  | "uniqueness"
  | "cages"
  | "finned-fish"
  | "als"
  | "forcing";

export interface TechniqueInfo {
  readonly id: TechniqueId;
  readonly name: string;
  readonly family: Family;
  /** Relies on the puzzle having exactly one solution (only run after the exact solver confirms it). */
  readonly uniqueness: boolean;
  /** Position in the catalogue's default cheapest-first order. */
  readonly order: number;
  /**
   * The technique's base value on the Sudoku Explainer scale (1.0 a full house … about 11 for the hardest
   * forcing nets): what the numeric `rating` of a grade is built from (engine/rating.ts, docs/grading.md).
   */
  readonly rating: number;
}

export const TECHNIQUE_IDS = [
  "naked-single",
  "hidden-single-box",
  "hidden-single-line",
  "pointing",
  "claiming",
  "naked-pair",
  "hidden-pair",
  "naked-triple",
  "hidden-triple",
  "naked-quad",
  "hidden-quad",
  "x-wing",
  "swordfish",
  "jellyfish",
  "skyscraper",
  "two-string-kite",
  "turbot-fish",
  "empty-rectangle",
  "xy-wing",
  "xyz-wing",
  "w-wing",
  "simple-coloring",
  "x-chain",
  "xy-chain",
  "unique-rectangle",
  "bug-plus-one",
  "cage-combination",
  "cage-confinement",
  "innies-outies",
  // Added past the published catalogue (see PUBLISHED_TECHNIQUES in engine/schemes.ts), in the order of their
  // ratings (cheapest first, tests/techniques_beyond_test.ts checks it), so they act only where every technique
  // before them is stuck.
  "wxyz-wing",
  "sue-de-coq",
  "als-xz",
  "als-xy-wing",
  "finned-x-wing",
  "finned-swordfish",
  "medusa-3d",
  "finned-jellyfish",
  "aic",
  "cell-forcing",
  "unit-forcing",
  "digit-forcing",
] as const;

export type TechniqueId = typeof TECHNIQUE_IDS[number];

/** id, name, family, rating (required: a row without one does not type-check), relies on uniqueness. */
const ROWS: Array<[TechniqueId, string, Family, number, boolean?]> = [
  ["naked-single", "Naked single", "singles", 2.3],
  ["hidden-single-box", "Hidden single (box)", "singles", 1.2],
  ["hidden-single-line", "Hidden single (row or column)", "singles", 1.5],
  ["pointing", "Pointing", "intersections", 2.6],
  ["claiming", "Claiming", "intersections", 2.8],
  ["naked-pair", "Naked pair", "subsets", 3.0],
  ["hidden-pair", "Hidden pair", "subsets", 3.4],
  ["naked-triple", "Naked triple", "subsets", 3.6],
  ["hidden-triple", "Hidden triple", "subsets", 4.0],
  ["naked-quad", "Naked quad", "subsets", 5.0],
  ["hidden-quad", "Hidden quad", "subsets", 5.4],
  ["x-wing", "X-Wing", "fish", 3.2],
  ["swordfish", "Swordfish", "fish", 3.8],
  ["jellyfish", "Jellyfish", "fish", 5.2],
  ["skyscraper", "Skyscraper", "single-digit", 6.6],
  ["two-string-kite", "2-String Kite", "single-digit", 6.6],
  ["turbot-fish", "Turbot fish (crane)", "single-digit", 6.6],
  ["empty-rectangle", "Empty rectangle", "single-digit", 6.6],
  ["xy-wing", "XY-Wing", "wings", 4.2],
  ["xyz-wing", "XYZ-Wing", "wings", 4.4],
  ["w-wing", "W-Wing", "wings", 6.6],
  ["simple-coloring", "Simple colouring", "coloring", 6.6],
  ["x-chain", "X-Chain", "chains", 6.5],
  ["xy-chain", "XY-Chain", "chains", 6.6],
  ["unique-rectangle", "Unique rectangle", "uniqueness", 4.5, true],
  ["bug-plus-one", "BUG+1", "uniqueness", 5.6, true],
  ["cage-combination", "Cage combination", "cages", 1.0],
  ["cage-confinement", "Cage confinement", "cages", 2.6],
  ["innies-outies", "Innies and outies (rule of 45)", "cages", 3.0],
  ["wxyz-wing", "WXYZ-Wing", "wings", 4.6],
  ["sue-de-coq", "Sue de Coq", "als", 5.0],
  ["als-xz", "ALS-XZ", "als", 5.5],
  ["als-xy-wing", "ALS-XY-Wing", "als", 6.0],
  ["finned-x-wing", "Finned X-Wing", "finned-fish", 6.6],
  ["finned-swordfish", "Finned Swordfish", "finned-fish", 6.8],
  ["medusa-3d", "3D Medusa", "coloring", 6.8],
  ["finned-jellyfish", "Finned Jellyfish", "finned-fish", 7.0],
  ["aic", "Alternating inference chain", "chains", 7.0],
  ["cell-forcing", "Cell forcing chain", "forcing", 8.3],
  ["unit-forcing", "Unit forcing chain", "forcing", 8.3],
  ["digit-forcing", "Digit forcing net", "forcing", 8.8],
];

export const CATALOGUE: readonly TechniqueInfo[] = ROWS.map((
  [id, name, family, rating, uniqueness],
  order,
) => ({
  id,
  name,
  family,
  uniqueness: uniqueness ?? false,
  order,
  rating,
}));

/** The singles (naked, hidden in a box, hidden in a line): the moves the grader and the generator count apart. */
export const SINGLE_IDS: readonly TechniqueId[] = CATALOGUE.filter((t) => t.family === "singles").map((t) =>
  t.id
);

const BY_ID = new Map(CATALOGUE.map((t) => [t.id, t]));

export function techniqueInfo(id: TechniqueId): TechniqueInfo {
  return BY_ID.get(id)!;
}

export function isTechniqueId(id: string): id is TechniqueId {
  return BY_ID.has(id as TechniqueId);
}
