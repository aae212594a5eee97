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
  | "forcing";

export interface TechniqueInfo {
  readonly id: TechniqueId;
  readonly name: string;
  readonly family: Family;
  /** Relies on the puzzle having exactly one solution (only run after the exact solver confirms it). */
  readonly uniqueness: boolean;
  /** Position in the catalogue's default cheapest-first order. */
  readonly order: number;
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
  // Issue 27, chains block: after every technique before it, so they only act where those are stuck.
  "medusa-3d",
  "aic",
  "cell-forcing",
  "unit-forcing",
  "digit-forcing",
] as const;

export type TechniqueId = typeof TECHNIQUE_IDS[number];

const ROWS: Array<[TechniqueId, string, Family, boolean?]> = [
  ["naked-single", "Naked single", "singles"],
  ["hidden-single-box", "Hidden single (box)", "singles"],
  ["hidden-single-line", "Hidden single (row or column)", "singles"],
  ["pointing", "Pointing", "intersections"],
  ["claiming", "Claiming", "intersections"],
  ["naked-pair", "Naked pair", "subsets"],
  ["hidden-pair", "Hidden pair", "subsets"],
  ["naked-triple", "Naked triple", "subsets"],
  ["hidden-triple", "Hidden triple", "subsets"],
  ["naked-quad", "Naked quad", "subsets"],
  ["hidden-quad", "Hidden quad", "subsets"],
  ["x-wing", "X-Wing", "fish"],
  ["swordfish", "Swordfish", "fish"],
  ["jellyfish", "Jellyfish", "fish"],
  ["skyscraper", "Skyscraper", "single-digit"],
  ["two-string-kite", "2-String Kite", "single-digit"],
  ["turbot-fish", "Turbot fish (crane)", "single-digit"],
  ["empty-rectangle", "Empty rectangle", "single-digit"],
  ["xy-wing", "XY-Wing", "wings"],
  ["xyz-wing", "XYZ-Wing", "wings"],
  ["w-wing", "W-Wing", "wings"],
  ["simple-coloring", "Simple colouring", "coloring"],
  ["x-chain", "X-Chain", "chains"],
  ["xy-chain", "XY-Chain", "chains"],
  ["unique-rectangle", "Unique rectangle", "uniqueness", true],
  ["bug-plus-one", "BUG+1", "uniqueness", true],
  ["cage-combination", "Cage combination", "cages"],
  ["cage-confinement", "Cage confinement", "cages"],
  ["innies-outies", "Innies and outies (rule of 45)", "cages"],
  ["medusa-3d", "3D Medusa", "coloring"],
  ["aic", "Alternating inference chain", "chains"],
  ["cell-forcing", "Cell forcing chain", "forcing"],
  ["unit-forcing", "Unit forcing chain", "forcing"],
  ["digit-forcing", "Digit forcing net", "forcing"],
];

export const CATALOGUE: readonly TechniqueInfo[] = ROWS.map(([id, name, family, uniqueness], order) => ({
  id,
  name,
  family,
  uniqueness: uniqueness ?? false,
  order,
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
