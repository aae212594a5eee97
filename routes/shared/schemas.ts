/**
 * The schemas and documented examples that more than one audience declares its routes with: the API's daily
 * and the Atom feed take the same `variant` and `level` query fields and document the same refusals, and the
 * API's bot formats and the slash commands document the same example post. routes/api/schemas.ts holds the
 * rest of the API's.
 */
import { z } from "@hono/zod-openapi";
import { LEVELS, VARIANT_IDS } from "../../engine/mod.ts";
import { type BotDaily, dailyUrls } from "./bots.ts";
import { errorBody } from "./errors.ts";

export const levelText = z.string().max(32).optional().openapi({
  description: `One of the variant's levels (${LEVELS.join(", ")} for 9x9; GET /api/variants lists each ` +
    "variant's), any case; default medium, or the variant's only level",
  example: "hard",
});
export const variantText = z.string().max(32).optional().openapi({
  description: `One of ${
    VARIANT_IDS.join(", ")
  } (default 9x9, classic); an unknown one is a 400 \`bad-variant\``,
  example: "killer",
});

/** The daily every documented example shows (2026-11-30's medium), without its date and URLs. */
export const EXAMPLE_DAILY = {
  variant: "9x9" as const,
  level: "medium" as const,
  scheme: "standard" as const,
  code: "SAAvGHHbDYOJnAUJf93Frf5qrOee",
  puzzle: ".9.2.7.65.7...1.9...5......7.8..54..3...1.8.....4....1.69.........83.6.....5.....",
  clues: 24,
  grade: {
    scheme: "standard" as const,
    level: "medium",
    tier: 2,
    stuck: false,
    hardest: "hidden-pair" as const,
    techniques: {
      "naked-single": 46,
      "hidden-single-box": 7,
      "hidden-single-line": 4,
      pointing: 7,
      claiming: 1,
      "naked-pair": 1,
      "hidden-pair": 2,
    },
    clues: 24,
    steps: 68,
    harderSteps: 11,
    stalls: 2,
    bottlenecks: 7,
    gates: 11,
  },
  source: "generated" as const,
};
export const EXAMPLE_ORIGIN = "https://sudoku.example";

/** The documented bot examples are the formatters' own output for the example daily. */
export const EXAMPLE_BOT: BotDaily = {
  date: "2026-11-30",
  level: EXAMPLE_DAILY.level,
  code: EXAMPLE_DAILY.code,
  puzzle: EXAMPLE_DAILY.puzzle,
  clues: EXAMPLE_DAILY.clues,
  ...dailyUrls(EXAMPLE_ORIGIN, "2026-11-30", EXAMPLE_DAILY.level, EXAMPLE_DAILY.code),
};

export const BAD_VARIANT = {
  "bad-variant": errorBody("bad-variant", `variant: use one of ${VARIANT_IDS.join(", ")}`),
};
export const BAD_LEVEL = { "bad-level": errorBody("bad-level", `level: use one of ${LEVELS.join(", ")}`) };
export const BAD_QUERY = {
  "bad-query": errorBody("bad-query", "level: Too big: expected string to have <=32 characters"),
};
