/**
 * The variants the service offers as dailies: each names its rules, the scheme that grades it and the levels it
 * offers. Classic 9×9 is the variant `9x9`, graded by the standard scheme, and every classic daily, code and
 * grade stays what it was; the others are graded by their own schemes (engine/schemes.ts).
 *
 * A variant offers only the levels its generator and pool back with puzzles that really need that tier (the
 * pool gate checks every pooled puzzle re-grades to its level), so `levels` may be shorter than its scheme's.
 */
import { type Cage, classicRules, killerRules, type Rules, type ShapeName, xRules } from "./rules.ts";
import { type SchemeId, SCHEMES, type StandardLevel } from "./schemes.ts";

export const VARIANT_IDS = ["9x9", "4x4", "6x6", "16x16", "killer", "x"] as const;
export type VariantId = typeof VARIANT_IDS[number];

export interface VariantInfo {
  readonly id: VariantId;
  readonly name: string;
  /** One line for players: what is different from classic 9×9. */
  readonly summary: string;
  readonly shape: ShapeName;
  /** The scheme every puzzle of the variant is graded by (dailies, pools, share-code claims). */
  readonly scheme: SchemeId;
  /** The levels offered, easiest first: a subset of the scheme's levels, in its order. */
  readonly levels: readonly StandardLevel[];
}

const VARIANTS: Readonly<Record<VariantId, VariantInfo>> = {
  "9x9": {
    id: "9x9",
    name: "Classic",
    summary: "Fill the 9×9 grid so every row, column and 3×3 box holds 1 to 9 once.",
    shape: "9x9",
    scheme: "standard",
    levels: ["easy", "medium", "hard", "expert", "evil"],
  },
  "4x4": {
    id: "4x4",
    name: "4×4",
    summary: "A first Sudoku: every row, column and 2×2 box holds 1 to 4 once.",
    shape: "4x4",
    scheme: "4x4",
    levels: ["easy"],
  },
  "6x6": {
    id: "6x6",
    name: "6×6",
    summary: "Every row, column and 2×3 box holds 1 to 6 once.",
    shape: "6x6",
    scheme: "6x6",
    levels: ["easy", "medium"],
  },
  "16x16": {
    id: "16x16",
    name: "16×16",
    summary: "Every row, column and 4×4 box holds 1 to 16 once.",
    shape: "16x16",
    scheme: "16x16",
    levels: ["easy", "medium"],
  },
  killer: {
    id: "killer",
    name: "Killer",
    summary: "Classic rules, and the digits in each dashed cage add up to its sum without repeating.",
    shape: "9x9",
    scheme: "killer",
    levels: ["easy", "medium", "hard"],
  },
  x: {
    id: "x",
    name: "X-Sudoku",
    summary: "Classic rules, and both main diagonals also hold 1 to 9 once.",
    shape: "9x9",
    scheme: "x",
    levels: ["easy", "medium", "hard", "expert", "evil"],
  },
};

for (const v of Object.values(VARIANTS)) {
  const offered = SCHEMES[v.scheme].levels;
  if (
    !v.levels.every((level, i) =>
      offered.indexOf(level) >= 0 && (i === 0 || offered.indexOf(level) > offered.indexOf(v.levels[i - 1]))
    )
  ) {
    throw new Error(`variant ${v.id} offers levels its scheme ${v.scheme} does not have in that order`);
  }
}

export function isVariantId(id: string): id is VariantId {
  return Object.hasOwn(VARIANTS, id);
}

export function variantInfo(id: VariantId): VariantInfo {
  return VARIANTS[id];
}

/** Every variant, classic first. */
export function allVariants(): readonly VariantInfo[] {
  return VARIANT_IDS.map((id) => VARIANTS[id]);
}

/** The variant whose puzzles follow these rules, or null for rules no variant offers (jigsaw, X on 6×6 …). */
export function variantOfRules(rules: Rules): VariantId | null {
  if (rules.variant === "classic") return rules.shape;
  if (rules.variant === "killer" && rules.shape === "9x9") return "killer";
  if (rules.variant === "x" && rules.shape === "9x9") return "x";
  return null;
}

/**
 * The rules of a variant's puzzle; killer rules need the puzzle's cages.
 * @throws RangeError for cages given to another variant, or a killer without them.
 */
export function rulesOfVariant(id: VariantId, cages?: readonly Cage[]): Rules {
  const v = VARIANTS[id];
  if (id === "killer") {
    if (!cages) throw new RangeError("a killer puzzle needs its cages");
    return killerRules(v.shape, cages);
  }
  if (cages) throw new RangeError(`a ${v.name} puzzle has no cages`);
  return id === "x" ? xRules(v.shape) : classicRules(v.shape);
}

/** The level a variant offers by this name (case-insensitive), or null. */
export function parseVariantLevel(id: VariantId, text: string): StandardLevel | null {
  const wanted = text.trim().toLowerCase();
  return VARIANTS[id].levels.find((l) => l === wanted) ?? null;
}
