/**
 * The technique catalogue as data: one row per technique, holding every setting of it (the ids are the rows'
 * ids, so a technique is added by adding its row). Schemes (engine/schemes.ts) pick from these ids and give them
 * tiers; the grader, hints and the API all read names from here.
 */
import { NAMES_MESSAGES } from "./messages/names.ts";

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

/** A catalogue row: every setting of one technique, in one place. */
interface TechniqueRow {
  readonly id: string;
  readonly family: Family;
  /**
   * The technique's base value on the Sudoku Explainer scale (1.0 a full house … about 11 for the hardest
   * forcing nets): what the numeric `rating` of a grade is built from (engine/rating.ts, docs/grading.md).
   */
  readonly rating: number;
  /** Relies on the puzzle having exactly one solution (only run after the exact solver confirms it). */
  readonly uniqueness?: boolean;
  /**
   * Whether its answers are kept in engine/techniques/memo.ts's memory of recent positions. Not for the singles,
   * which cost about as much as a look-up, nor for the scans the version-3 generator runs as bitboard rules
   * (engine/classic9/capboard.ts), which only the grader, hints and version 1's step-by-step trials ask, seldom
   * twice about one position; nor for the scans that charge work units (engine/techniques/meter.ts): a
   * remembered answer would skip the charge, and a grade's work, so whether it reaches the cap, would depend on
   * what the process was asked before.
   */
  readonly remembered: boolean;
}

/** The catalogue in its default cheapest-first order; schemes and golden files depend on this order. */
const ROWS = [
  { id: "naked-single", family: "singles", rating: 2.3, remembered: false },
  { id: "hidden-single-box", family: "singles", rating: 1.2, remembered: false },
  {
    id: "hidden-single-line",

    family: "singles",
    rating: 1.5,
    remembered: false,
  },
  { id: "pointing", family: "intersections", rating: 2.6, remembered: false },
  { id: "claiming", family: "intersections", rating: 2.8, remembered: false },
  { id: "naked-pair", family: "subsets", rating: 3.0, remembered: false },
  { id: "hidden-pair", family: "subsets", rating: 3.4, remembered: false },
  { id: "naked-triple", family: "subsets", rating: 3.6, remembered: false },
  { id: "hidden-triple", family: "subsets", rating: 4.0, remembered: true },
  { id: "naked-quad", family: "subsets", rating: 5.0, remembered: true },
  { id: "hidden-quad", family: "subsets", rating: 5.4, remembered: true },
  { id: "x-wing", family: "fish", rating: 3.2, remembered: false },
  { id: "swordfish", family: "fish", rating: 3.8, remembered: true },
  { id: "jellyfish", family: "fish", rating: 5.2, remembered: true },
  { id: "skyscraper", family: "single-digit", rating: 6.6, remembered: true },
  { id: "two-string-kite", family: "single-digit", rating: 6.6, remembered: true },
  { id: "turbot-fish", family: "single-digit", rating: 6.6, remembered: true },
  { id: "empty-rectangle", family: "single-digit", rating: 6.6, remembered: true },
  { id: "xy-wing", family: "wings", rating: 4.2, remembered: true },
  { id: "xyz-wing", family: "wings", rating: 4.4, remembered: true },
  { id: "w-wing", family: "wings", rating: 6.6, remembered: true },
  { id: "simple-coloring", family: "coloring", rating: 6.6, remembered: true },
  { id: "x-chain", family: "chains", rating: 6.5, remembered: true },
  { id: "xy-chain", family: "chains", rating: 6.6, remembered: true },
  {
    id: "unique-rectangle",

    family: "uniqueness",
    rating: 4.5,
    uniqueness: true,
    remembered: true,
  },
  {
    id: "bug-plus-one",

    family: "uniqueness",
    rating: 5.6,
    uniqueness: true,
    remembered: true,
  },
  { id: "cage-combination", family: "cages", rating: 1.0, remembered: false },
  { id: "cage-confinement", family: "cages", rating: 2.6, remembered: false },
  {
    id: "innies-outies",

    family: "cages",
    rating: 3.0,
    remembered: false,
  },
  // Added past the published catalogue (see PUBLISHED_TECHNIQUES in engine/schemes.ts), in the order of their
  // ratings (cheapest first, tests/engine/catalogue_test.ts checks it), so they act only where every technique before
  // them is stuck.
  { id: "wxyz-wing", family: "wings", rating: 4.6, remembered: true },
  { id: "sue-de-coq", family: "als", rating: 5.0, remembered: false },
  { id: "als-xz", family: "als", rating: 5.5, remembered: false },
  { id: "als-xy-wing", family: "als", rating: 6.0, remembered: false },
  { id: "finned-x-wing", family: "finned-fish", rating: 6.6, remembered: true },
  { id: "finned-swordfish", family: "finned-fish", rating: 6.8, remembered: true },
  { id: "medusa-3d", family: "coloring", rating: 6.8, remembered: false },
  { id: "finned-jellyfish", family: "finned-fish", rating: 7.0, remembered: true },
  { id: "aic", family: "chains", rating: 7.0, remembered: false },
  { id: "cell-forcing", family: "forcing", rating: 8.3, remembered: false },
  { id: "unit-forcing", family: "forcing", rating: 8.3, remembered: false },
  { id: "digit-forcing", family: "forcing", rating: 8.8, remembered: false },
] as const satisfies readonly TechniqueRow[];

export type TechniqueId = typeof ROWS[number]["id"];

export interface TechniqueInfo extends TechniqueRow {
  readonly id: TechniqueId;
  /** Its English name (engine/messages/names.ts holds it in every language). */
  readonly name: string;
  readonly uniqueness: boolean;
  /** Position in the catalogue's default cheapest-first order. */
  readonly order: number;
}

export const CATALOGUE: readonly TechniqueInfo[] = ROWS.map((row, order) => ({
  id: row.id,
  name: NAMES_MESSAGES.en[`name.${row.id}`],
  family: row.family,
  uniqueness: "uniqueness" in row && row.uniqueness,
  order,
  rating: row.rating,
  remembered: row.remembered,
}));

/** Every technique id, in the catalogue's order. */
export const TECHNIQUE_IDS: readonly TechniqueId[] = ROWS.map((row) => row.id);

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
