/**
 * What the JSON routers that hand out a puzzle share: reading `level=` from user text, the public fields of a
 * daily or random puzzle, and its share URL.
 */
import type { Context } from "hono";
import { type Level, LEVELS, parseLevel, type SeededPuzzle } from "../../engine/mod.ts";
import { apiError } from "./errors.ts";

/** A level from a query parameter (any case; medium when absent or empty), or the 400 `bad-level` answer. */
export function levelFrom(c: Context, text: string | undefined) {
  if (text === undefined || text === "") return { ok: true as const, level: "medium" as Level };
  const level = parseLevel(text);
  if (level) return { ok: true as const, level };
  return {
    ok: false as const,
    response: apiError(c, 400, "bad-level", `level: use one of ${LEVELS.join(", ")}`),
  };
}

/** The puzzle fields every answer carrying a daily or random puzzle shares (no `work`, an internal figure). */
export function publicFields(p: SeededPuzzle) {
  return {
    level: p.level,
    scheme: p.scheme,
    code: p.code,
    puzzle: p.puzzle,
    clues: p.clues,
    grade: p.grade,
    source: p.source,
  };
}

/** This site's origin: the configured one, or else the request's own. */
export function siteOrigin(c: Context, configured: string | undefined): string {
  return configured ?? new URL(c.req.url).origin;
}

/** The page a share code opens on, under `origin`. */
export function shareUrl(origin: string, code: string): string {
  return `${origin}/p/${code}`;
}
