/**
 * Level schemes as data: an ordered technique list with tiers, and a level rule over the solve record.
 * The grader tries `order` cheapest first; a scheme's tier of a step is the tier of its technique.
 */
import { CATALOGUE, type TechniqueId } from "./catalogue.ts";
import type { Rules } from "./rules.ts";

/** The schemes a classic 9×9 puzzle can be graded under (the API's `scheme` choice). */
export const SCHEME_IDS = ["standard", "six", "pilot"] as const;
export type ClassicSchemeId = typeof SCHEME_IDS[number];

/** One scheme per variant other than classic 9×9, named after the variant (engine/variants.ts). */
export const VARIANT_SCHEME_IDS = ["4x4", "6x6", "16x16", "killer", "x"] as const;
export type VariantSchemeId = typeof VARIANT_SCHEME_IDS[number];

export type SchemeId = ClassicSchemeId | VariantSchemeId;
export const ALL_SCHEME_IDS: readonly SchemeId[] = [...SCHEME_IDS, ...VARIANT_SCHEME_IDS];

export interface SchemeEntry {
  readonly technique: TechniqueId;
  readonly tier: number;
}

/** The facts a level rule reads from a solve record. */
export interface LevelFacts {
  readonly tier: number;
  readonly stuck: boolean;
  readonly clues: number;
  readonly steps: number;
  readonly harderSteps: number;
  readonly stalls: number;
  readonly bottlenecks: number;
}

export interface LevelVerdict {
  readonly level: string;
  /** Set when no level's window fits (the level is then "unrated"). */
  readonly reason?: string;
}

export interface Scheme {
  readonly id: SchemeId;
  readonly name: string;
  /** Level ids from easiest to hardest; the last is given to stuck puzzles. */
  readonly levels: readonly string[];
  readonly order: readonly SchemeEntry[];
  readonly level: (facts: LevelFacts) => LevelVerdict;
  /** The highest technique tier each level allows: the generator carves under this cap. */
  readonly levelTiers: Readonly<Record<string, number>>;
}

function entries(...tiers: Array<[number, TechniqueId[]]>): SchemeEntry[] {
  return tiers.flatMap(([tier, ids]) => ids.map((technique) => ({ technique, tier })));
}

/**
 * The standard scheme's levels, easiest first: also the levels of dailies and the levels a share code can claim
 * (engine/sharecode.ts numbers them in this order, so new ones go at the end).
 */
export const STANDARD_LEVELS = ["easy", "medium", "hard", "expert", "evil"] as const;
export type StandardLevel = typeof STANDARD_LEVELS[number];

/**
 * The techniques of the catalogue when the generator's versions 1 and 3 and the variant schemes were published.
 * The generators carve and grade with these alone (publishedScheme, used by engine/generate), and the variant
 * schemes order only these, so the techniques added since can change no daily, pool or variant grade: in the
 * standard scheme they come after all of these and act only where these are stuck. Never extend this list; a
 * generator version that should use newer techniques gets its own list.
 */
export const PUBLISHED_TECHNIQUES: ReadonlySet<TechniqueId> = new Set<TechniqueId>([
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
]);

/** The catalogue's techniques past the published ones, in its order. */
const ADDED_TECHNIQUES: TechniqueId[] = CATALOGUE.map((t) => t.id).filter((id) =>
  !PUBLISHED_TECHNIQUES.has(id)
);

const publishedSchemes = new Map<Scheme, Scheme>();

/**
 * The scheme as the generator versions 1 and 3 were published with it: its order keeping only
 * PUBLISHED_TECHNIQUES (the same object when it has no others). A version's carve and its final grade read this,
 * so a growing catalogue never changes what a seed generates: the techniques added since act only where the
 * published ones are stuck, which a generated puzzle never is, but a carve or a rejected attempt could see them.
 */
export function publishedScheme(scheme: Scheme): Scheme {
  let published = publishedSchemes.get(scheme);
  if (!published) {
    const order = scheme.order.filter((e) => PUBLISHED_TECHNIQUES.has(e.technique));
    published = order.length === scheme.order.length ? scheme : { ...scheme, order };
    publishedSchemes.set(scheme, published);
  }
  return published;
}

/** Tier 1–5 → Easy … Evil; everything beyond the twelve named techniques sits at tier 5 after them. */
const STANDARD: Scheme = {
  id: "standard",
  name: "Standard",
  levels: STANDARD_LEVELS,
  order: entries(
    [1, ["naked-single", "hidden-single-box", "hidden-single-line"]],
    [2, ["pointing", "claiming", "naked-pair", "hidden-pair"]],
    [3, ["naked-triple", "x-wing"]],
    [4, ["swordfish", "xy-wing", "simple-coloring"]],
    [5, [
      "unique-rectangle",
      "hidden-triple",
      "naked-quad",
      "hidden-quad",
      "jellyfish",
      "skyscraper",
      "two-string-kite",
      "turbot-fish",
      "empty-rectangle",
      "xyz-wing",
      "w-wing",
      "x-chain",
      "xy-chain",
      "bug-plus-one",
      // Past the published catalogue (see PUBLISHED_TECHNIQUES), in the catalogue's order, which is by their
      // ratings (cheapest first): each acts only where everything above is stuck; forcing chains come last.
      ...ADDED_TECHNIQUES,
    ]],
  ),
  level: (f) => ({ level: f.stuck ? "evil" : STANDARD_LEVELS[Math.max(1, f.tier) - 1] }),
  levelTiers: { easy: 1, medium: 2, hard: 3, expert: 4, evil: 5 } satisfies Record<StandardLevel, number>,
};

type Count = Exclude<keyof LevelFacts, "stuck">;

interface Window {
  readonly what: Count;
  readonly min: number;
  readonly max: number;
}

interface WindowRule {
  readonly level: string;
  /** Tiers this level accepts as the hardest technique used. */
  readonly tiers: readonly number[];
  readonly windows: readonly Window[];
}

const w = (what: Count, min: number, max: number): Window => ({ what, min, max });

/** Six levels, each a window over technique tier, clue count and solve-path counts. */
const SIX_RULES: readonly WindowRule[] = [
  { level: "quick", tiers: [1], windows: [w("clues", 40, 45)] },
  { level: "easy", tiers: [1, 2], windows: [w("clues", 36, 38)] },
  {
    level: "not-easy",
    tiers: [3],
    windows: [w("harderSteps", 1, 3), w("stalls", 1, 2), w("bottlenecks", 3, 11), w("clues", 22, 27)],
  },
  {
    level: "hard",
    tiers: [4],
    windows: [w("harderSteps", 4, 16), w("bottlenecks", 5, 21), w("clues", 22, 27)],
  },
  { level: "expert", tiers: [5], windows: [w("clues", 22, 26)] },
  { level: "mental", tiers: [6], windows: [w("clues", 17, 24)] },
];

function sixLevel(f: LevelFacts): LevelVerdict {
  if (f.stuck) return { level: "mental" };
  // A full grid takes no step (tier 0): it is judged as a singles puzzle, like the other schemes do.
  const tier = Math.max(1, f.tier);
  const misses: string[] = [];
  for (const rule of SIX_RULES) {
    if (!rule.tiers.includes(tier)) continue;
    const failed = rule.windows.filter((win) => f[win.what] < win.min || f[win.what] > win.max);
    if (failed.length === 0) return { level: rule.level };
    misses.push(
      `${rule.level} needs ${
        failed.map((win) => `${win.what} ${win.min}–${win.max} (has ${f[win.what]})`).join(", ")
      }`,
    );
  }
  return { level: "unrated", reason: misses.join("; ") };
}

const SIX_LEVELS = ["quick", "easy", "not-easy", "hard", "expert", "mental"] as const;

const SIX: Scheme = {
  id: "six",
  name: "Six levels",
  levels: SIX_LEVELS,
  order: entries(
    [1, ["naked-single", "hidden-single-box"]],
    [2, ["hidden-single-line"]],
    [3, ["pointing", "claiming"]],
    [4, ["naked-pair", "hidden-pair", "naked-triple", "hidden-triple"]],
    [5, ["naked-quad", "hidden-quad", "x-wing", "xy-wing", "swordfish"]],
    [6, ["simple-coloring", "xy-chain"]],
  ),
  level: sixLevel,
  levelTiers: { quick: 1, easy: 2, "not-easy": 3, hard: 4, expert: 5, mental: 6 } satisfies Record<
    typeof SIX_LEVELS[number],
    number
  >,
};

const PILOT_LEVELS = ["easy", "medium", "hard", "expert", "extreme"] as const;

/** The first technique group that completes the puzzle sets the level; singles split on solve length. */
const PILOT: Scheme = {
  id: "pilot",
  name: "Pilot",
  levels: PILOT_LEVELS,
  order: entries(
    [1, ["naked-single", "hidden-single-box", "hidden-single-line"]],
    [2, ["pointing", "claiming"]],
    [3, ["naked-pair", "hidden-pair", "naked-triple", "hidden-triple", "naked-quad", "hidden-quad"]],
    [4, [
      "x-wing",
      "swordfish",
      "jellyfish",
      "xy-wing",
      "xyz-wing",
      "w-wing",
      "simple-coloring",
      "skyscraper",
      "two-string-kite",
      "turbot-fish",
      "empty-rectangle",
    ]],
  ),
  level: (f) => {
    if (f.stuck) return { level: "extreme" };
    if (f.tier <= 1) return { level: f.steps <= 45 ? "easy" : "medium" };
    return { level: PILOT_LEVELS[f.tier] };
  },
  levelTiers: { easy: 1, medium: 1, hard: 2, expert: 3, extreme: 4 } satisfies Record<
    typeof PILOT_LEVELS[number],
    number
  >,
};

/**
 * A variant's level rule: tier t earns the t-th level; a puzzle that needs a tier beyond the last level, or that
 * no technique of the order finishes, is "unrated" (the variant offers nothing that hard).
 */
function tieredLevel(levels: readonly string[], variantName: string): (facts: LevelFacts) => LevelVerdict {
  return (f) => {
    if (f.stuck) {
      return { level: "unrated", reason: `no technique the ${variantName} grader knows finishes it` };
    }
    const tier = Math.max(1, f.tier);
    if (tier <= levels.length) return { level: levels[tier - 1] };
    return {
      level: "unrated",
      reason: `it needs tier-${tier} techniques; ${variantName} levels go up to tier ${levels.length}`,
    };
  };
}

/**
 * The standard order without the techniques that rely on a unique solution of plain classic rules, and without
 * those added after the variant schemes were published (PUBLISHED_TECHNIQUES): a variant's grades stay as
 * published.
 */
function withoutUniqueness(order: readonly SchemeEntry[]): SchemeEntry[] {
  const uniqueness = new Set(CATALOGUE.filter((t) => t.uniqueness).map((t) => t.id));
  return order.filter((e) => !uniqueness.has(e.technique) && PUBLISHED_TECHNIQUES.has(e.technique));
}

/** Every technique of the standard order not named in `tiers`, at the tier after them (they earn "unrated"). */
function restAfter(tiers: Array<[number, TechniqueId[]]>): SchemeEntry[] {
  const named = new Set(tiers.flatMap(([, ids]) => ids));
  const last = Math.max(...tiers.map(([tier]) => tier));
  return [
    ...entries(...tiers),
    ...withoutUniqueness(STANDARD.order).filter((e) => !named.has(e.technique)).map((e) => ({
      technique: e.technique,
      tier: last + 1,
    })),
  ];
}

function tiered(
  id: VariantSchemeId,
  name: string,
  levels: readonly StandardLevel[],
  tiers: Array<[number, TechniqueId[]]>,
): Scheme {
  return {
    id,
    name,
    levels,
    order: restAfter(tiers),
    level: tieredLevel(levels, name),
    levelTiers: Object.fromEntries(levels.map((level, i) => [level, i + 1])),
  };
}

const SINGLES: TechniqueId[] = ["naked-single", "hidden-single-box", "hidden-single-line"];
const INTERSECTIONS_AND_SUBSETS: TechniqueId[] = [
  "pointing",
  "claiming",
  "naked-pair",
  "hidden-pair",
  "naked-triple",
  "hidden-triple",
  "naked-quad",
  "hidden-quad",
];

/** 4×4: singles are the one tier. */
const FOUR = tiered("4x4", "4×4", ["easy"], [[1, SINGLES]]);
/** 6×6 and 16×16: singles, then pointing, claiming and the subsets. */
const SIX_BY_SIX = tiered("6x6", "6×6", ["easy", "medium"], [[1, SINGLES], [2, INTERSECTIONS_AND_SUBSETS]]);
const SIXTEEN = tiered("16x16", "16×16", ["easy", "medium"], [[1, SINGLES], [2, INTERSECTIONS_AND_SUBSETS]]);

/**
 * Killer: the classic techniques that stay sound with cages, at their usual tiers up to x-wing, over three
 * levels; the cage techniques join tiers 1 (a cage's combinations, and the digits they all share) and 3 (the
 * rule of 45). The classic techniques past x-wing follow at tier 4 (unrated); a cage-mate is a peer (no digit
 * repeats in a cage), so the peer-based ones stay sound, and the uniqueness ones are left out.
 */
const KILLER = tiered("killer", "Killer", ["easy", "medium", "hard"], [
  [1, [...SINGLES, "cage-combination", "cage-confinement"]],
  [2, ["pointing", "claiming", "naked-pair", "hidden-pair"]],
  [3, ["innies-outies", "naked-triple", "hidden-triple", "x-wing"]],
]);

/**
 * X-Sudoku: the standard tiers and levels; uniqueness techniques are off (they assume plain classic rules), and so
 * are the techniques added since it was published (withoutUniqueness). As for every variant, a puzzle no
 * technique finishes is unrated rather than Evil.
 */
const X: Scheme = {
  ...STANDARD,
  id: "x",
  name: "X-Sudoku",
  order: withoutUniqueness(STANDARD.order),
  level: tieredLevel(STANDARD_LEVELS, "X-Sudoku"),
};

export const SCHEMES: Readonly<Record<SchemeId, Scheme>> = {
  standard: STANDARD,
  six: SIX,
  pilot: PILOT,
  "4x4": FOUR,
  "6x6": SIX_BY_SIX,
  "16x16": SIXTEEN,
  killer: KILLER,
  x: X,
};

export function isSchemeId(id: string): id is SchemeId {
  return Object.hasOwn(SCHEMES, id);
}

/**
 * The schemes a puzzle under these rules can be graded by: the three classic ones for classic 9×9, otherwise
 * its variant's one. The first is the default.
 */
export function schemesFor(rules: Rules): readonly SchemeId[] {
  if (rules.plainClassic && rules.shape === "9x9") return SCHEME_IDS;
  if (rules.variant === "killer") return ["killer"];
  if (rules.variant === "x" && rules.shape === "9x9") return ["x"];
  if (rules.plainClassic && rules.shape !== "9x9") return [rules.shape];
  // Rules no variant names yet (jigsaw, X on other shapes) are graded with the standard tiers.
  return ["standard"];
}

/** The scheme a puzzle under these rules is graded by when the caller names none. */
export function defaultSchemeFor(rules: Rules): SchemeId {
  return schemesFor(rules)[0];
}
