/**
 * What the JSON routers that hand out a puzzle share: reading `level=` from user text, the public fields of a
 * daily or random puzzle, and its share URL.
 */
import type { Context } from "hono";
import {
  type CageJson,
  isVariantId,
  type Level,
  parseVariantLevel,
  type Rules,
  type SeededPuzzle,
  VARIANT_IDS,
  type VariantId,
  variantInfo,
} from "../../engine/mod.ts";
import { apiError } from "./errors.ts";
import { dailyPagePath } from "./puzzle_pages.ts";

/** The level a variant serves when none is asked: medium where it offers one, else its only level. */
export function defaultLevel(variant: VariantId): Level {
  const { levels } = variantInfo(variant);
  return levels.includes("medium") ? "medium" : levels[0];
}

/**
 * A level of `variant` from a query parameter (any case; defaultLevel when absent or empty), or the 400
 * `bad-level` answer naming the levels the variant offers.
 */
export function levelFrom(c: Context, text: string | undefined, variant: VariantId = "9x9") {
  if (text === undefined || text === "") return { ok: true as const, level: defaultLevel(variant) };
  const level = parseVariantLevel(variant, text);
  if (level) return { ok: true as const, level };
  const { levels } = variantInfo(variant);
  const which = variant === "9x9" ? "" : ` (variant ${variant})`;
  return {
    ok: false as const,
    response: apiError(c, 400, "bad-level", `level: use one of ${levels.join(", ")}${which}`),
  };
}

/** A variant from a query parameter (9x9 when absent or empty), or the 400 `bad-variant` answer naming them. */
export function variantFrom(c: Context, text: string | undefined) {
  if (text === undefined || text === "") return { ok: true as const, variant: "9x9" as VariantId };
  const wanted = text.trim().toLowerCase();
  if (isVariantId(wanted)) return { ok: true as const, variant: wanted };
  return {
    ok: false as const,
    response: apiError(c, 400, "bad-variant", `variant: use one of ${VARIANT_IDS.join(", ")}`),
  };
}

/**
 * The variant and then its level from a query's `variant` and `level` (defaults and 400 answers as
 * variantFrom and levelFrom give them).
 */
export function variantLevelFrom(c: Context, query: { variant?: string; level?: string }) {
  const variant = variantFrom(c, query.variant);
  if (!variant.ok) return variant;
  const level = levelFrom(c, query.level, variant.variant);
  if (!level.ok) return level;
  return { ok: true as const, variant: variant.variant, level: level.level };
}

/** A killer's cages as the API gives them (sum, then ascending 0-based cells); null for rules without cages. */
export function cagesJson(rules: Rules): CageJson[] | null {
  if (rules.cages.length === 0) return null;
  return rules.cages.map((cage) => ({ sum: cage.sum, cells: [...cage.cells].sort((a, b) => a - b) }));
}

/** The puzzle fields every answer carrying a daily or random puzzle shares (no `work`, an internal figure). */
export function publicFields(p: SeededPuzzle) {
  return {
    variant: p.variant,
    level: p.level,
    scheme: p.scheme,
    code: p.code,
    puzzle: p.puzzle,
    ...(p.cages ? { cages: p.cages } : {}),
    clues: p.clues,
    grade: p.grade,
    source: p.source,
  };
}

/** This site's origin: the configured one, or else the request's own. */
export function siteOrigin(c: Context, configured: string | undefined): string {
  return configured ?? new URL(c.req.url).origin;
}

/** The page a share code opens on, under `origin`: what a puzzle that is no daily is shared as. */
export function shareUrl(origin: string, code: string): string {
  return `${origin}/p/${code}`;
}

/**
 * What a daily is shared as: its own page under `origin` (`/daily/<date>/<level>`, a variant's
 * `/daily/<variant>/<date>/<level>`), which names the day and keeps the player's progress of that day, where
 * `/p/<code>` would open the bare puzzle.
 */
export function dailyShareUrl(origin: string, date: string, level: Level, variant: VariantId): string {
  return `${origin}${dailyPagePath(date, level, variant)}`;
}
