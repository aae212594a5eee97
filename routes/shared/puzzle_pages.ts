/**
 * Which puzzle a page shows, shared by the pages and the oEmbed endpoint: a daily (today's or a past day's)
 * or a shared code, resolved from user input to either the puzzle or the page-worthy error.
 *
 * What people read (titles, headings, descriptions, errors) is written in the words passed, the page's
 * language; the embeds pass none and get English.
 */
import {
  decode,
  DEFAULT_LOCALE,
  FIRST_DAY,
  formatGrid,
  isValidDate,
  isVariantId,
  type Level,
  parseVariantLevel,
  type Rules,
  VARIANT_IDS,
  type VariantId,
  variantInfo,
  variantOfRules,
} from "../../engine/mod.ts";
import { puzzleName, puzzleNameWithArticle } from "./board_shapes.ts";
import type { DailyStore } from "./dailies.ts";
import { ENGLISH_WORDS, type SharedWords } from "./messages.ts";
import { codeVerdict } from "./verdicts.ts";
import type { Workers } from "./workers.ts";
import { SITE_NAME } from "./words.ts";

interface PuzzleBase {
  code: string;
  /** One character per cell in the text form of `rules` (1-9 then A-G), "0" for an empty cell. */
  puzzle: string;
  /** The rules the puzzle is played under: the page draws and checks the board from them. */
  rules: Rules;
  clues: number;
}

/** A daily: its day, variant and the level it was drawn for. */
export interface DailyFacts extends PuzzleBase {
  kind: "daily";
  variant: VariantId;
  level: Level;
  date: string;
}

/**
 * A shared code. Its level is the code's own claim; without one it stays unknown here, since grading the
 * puzzle would spoil it before it is played (the player learns the level on solving).
 */
export interface SharedFacts extends PuzzleBase {
  kind: "shared";
  level?: Level;
  date?: undefined;
}

export type PuzzleFacts = DailyFacts | SharedFacts;

export interface PageError {
  status: 400 | 404 | 422;
  heading: string;
  message: string;
  /** Not a mistake of the visitor's (a day that is not out yet): shown without the error colour. */
  notice?: boolean;
}

export type Resolved = { ok: true; facts: PuzzleFacts } | { ok: false; error: PageError };

const zeroBlanks = (puzzle: string) => puzzle.replaceAll(".", "0");

/** Level ids as a URL takes them: "easy, medium, hard". */
function levelIds(variant: VariantId): string {
  return variantInfo(variant).levels.join(", ");
}

function badLevel(text: string, variant: VariantId, words: SharedWords): PageError {
  const levels = levelIds(variant);
  return {
    status: 400,
    heading: words.t("shared.error.unknown-level"),
    message: variant === "9x9"
      ? words.t("shared.error.not-a-level", { text, levels })
      : words.t("shared.error.not-a-level-of", { text, variant: words.variantName(variant), levels }),
  };
}

/** The level a variant's pages show when none is asked: medium where it has one, else its first. */
export function defaultPageLevel(variant: VariantId): Level {
  const { levels } = variantInfo(variant);
  return levels.includes("medium") ? "medium" : levels[0];
}

/** A level of `variant` from user text (default defaultPageLevel), or the 400 page's error. */
export function levelOrError(
  text: string | undefined,
  variant: VariantId = "9x9",
  words: SharedWords = ENGLISH_WORDS,
): { ok: true; level: Level } | { ok: false; error: PageError } {
  if (text === undefined || text === "") return { ok: true, level: defaultPageLevel(variant) };
  const level = parseVariantLevel(variant, text);
  return level ? { ok: true, level } : { ok: false, error: badLevel(text, variant, words) };
}

/** A variant from user text (classic 9×9 when absent), or the 400 page's error. */
export function variantOrError(
  text: string | undefined,
  words: SharedWords = ENGLISH_WORDS,
): { ok: true; variant: VariantId } | { ok: false; error: PageError } {
  if (text === undefined || text === "") return { ok: true, variant: "9x9" };
  const wanted = text.trim().toLowerCase();
  if (isVariantId(wanted)) return { ok: true, variant: wanted };
  return {
    ok: false,
    error: {
      status: 400,
      heading: words.t("shared.error.unknown-variant"),
      message: words.t("shared.error.not-a-variant", { text, variants: VARIANT_IDS.join(", ") }),
    },
  };
}

/** The page of a daily: classic 9×9 at `/daily/<date>/<level>`, a variant's at `/daily/<variant>/<date>/<level>`. */
export function dailyPagePath(date: string, level: Level, variant: VariantId = "9x9"): string {
  return variant === "9x9" ? `/daily/${date}/${level}` : `/daily/${variant}/${date}/${level}`;
}

/**
 * The Atom feed of a variant's level in its one canonical form: `/feed.atom?level=<level>` for classic 9×9,
 * `/feed.atom?variant=<variant>&level=<level>` for the others. The feed's self link and the pages' discovery
 * link both use it, so a reader that found the feed on a page subscribes to the URL the feed calls itself.
 */
export function dailyFeedPath(level: Level, variant: VariantId = "9x9"): string {
  return variant === "9x9" ? `/feed.atom?level=${level}` : `/feed.atom?variant=${variant}&level=${level}`;
}

/**
 * "Sudoku daily — Hard", "Sudoku daily — Killer Hard": the name of a variant's level's run of dailies, which
 * titles its feed and, with the day after it, each day's bot post and feed entry.
 */
export function dailySeriesTitle(
  level: Level,
  variant: VariantId = "9x9",
  words: SharedWords = ENGLISH_WORDS,
): string {
  const name = words.levelName(level);
  return variant === "9x9"
    ? words.t("shared.series", { level: name })
    : words.t("shared.series-variant", { variant: words.variantName(variant), level: name });
}

/** The daily of `date` of a variant at a level given as text; `today` is the current UTC day. */
export async function resolveDaily(
  store: DailyStore,
  today: string,
  date: string,
  levelText: string,
  variant: VariantId = "9x9",
  words: SharedWords = ENGLISH_WORDS,
): Promise<Resolved> {
  if (!isValidDate(date)) {
    return {
      ok: false,
      error: {
        status: 400,
        heading: words.t("shared.error.bad-day"),
        message: words.t("shared.error.bad-day-message", { date, first: FIRST_DAY }),
      },
    };
  }
  const level = levelOrError(levelText, variant, words);
  if (!level.ok) return level;
  if (date > today) {
    return {
      ok: false,
      error: {
        status: 404,
        notice: true,
        heading: words.t("shared.error.not-out-yet"),
        message: words.t("shared.error.daily-not-out-yet", {
          level: words.t(`shared.level-in-sentence.${level.level}`),
          when: words.longDate(date, { weekday: true }),
          date,
          today,
        }),
      },
    };
  }
  const daily = await store.get(date, level.level, variant);
  // The daily's share code carries its rules (a killer's cages included): the page is drawn from them.
  const decoded = decode(daily.code);
  if (!decoded.ok) throw new Error(`the daily of ${date} has a code that does not decode: ${daily.code}`);
  const rules = decoded.value.grid.rules;
  return {
    ok: true,
    facts: {
      kind: "daily",
      variant,
      code: daily.code,
      puzzle: zeroBlanks(daily.puzzle),
      rules,
      clues: daily.clues,
      level: daily.level,
      date,
    },
  };
}

/**
 * A shared code: decoded, of any size and rules the engine reads from codes, with exactly one solution found
 * under `budget` search nodes (scaled per shape, as the API does) or by deduction (countUpToTwo). The level is
 * the code's own claim when the puzzle earns it; a false claim is dropped, so the page names no level before the
 * player solves it and then shows the grade, as for a code with no claim.
 */
export async function resolveShared(
  workers: Workers,
  code: string,
  budget: number,
  words: SharedWords = ENGLISH_WORDS,
): Promise<Resolved> {
  const decoded = decode(code);
  if (!decoded.ok) {
    return {
      ok: false,
      error: {
        status: 400,
        heading: words.t("shared.error.bad-code"),
        // English keeps the engine's own sentence, which names the exact fault as the API's error does; the
        // engine writes it in English only, so the other languages say the kind of fault from the catalogue.
        message: words.locale === DEFAULT_LOCALE
          ? sentence(decoded.error.message)
          : words.t(`shared.error.bad-code.${decoded.error.code}`),
      },
    };
  }
  const { grid, level } = decoded.value;
  // A code can hold rules no variant offers (cages on a 4×4 grid, say): the grader, hints and checks behind the
  // page only serve the variants, so such a puzzle is not played here.
  if (variantOfRules(grid.rules) === null) {
    return {
      ok: false,
      error: {
        status: 422,
        heading: words.t("shared.error.not-offered"),
        message: words.t("shared.error.not-offered-message", {
          variant: grid.rules.variant,
          shape: grid.rules.shape,
          variants: VARIANT_IDS.join(", "),
        }),
      },
    };
  }
  const verdict = await codeVerdict(workers, code, budget);
  const { solutions } = verdict;
  if (solutions.capped || solutions.count !== 1) {
    const message = words.t(
      solutions.capped
        ? "shared.error.too-long"
        : solutions.count === 0
        ? "shared.error.no-solution"
        : "shared.error.many-solutions",
    );
    return { ok: false, error: { status: 422, heading: words.t("shared.error.not-proper"), message } };
  }
  const clues = grid.cells.reduce((n, v) => n + (v === 0 ? 0 : 1), 0);
  return {
    ok: true,
    facts: {
      kind: "shared",
      code,
      puzzle: zeroBlanks(formatGrid(grid)),
      rules: grid.rules,
      clues,
      level: verdict.claimHolds ? level! : undefined,
    },
  };
}

/** The canonical path of a puzzle's page. */
function pagePath(facts: PuzzleFacts): string {
  return facts.kind === "daily" ? dailyPagePath(facts.date, facts.level, facts.variant) : `/p/${facts.code}`;
}

export interface PreviewText {
  title: string;
  heading: string;
  /** No spoilers: the claimed level and the number of givens, never a technique or a digit. */
  description: string;
  /** Absolute URL of the 1200×630 preview image. */
  image: string;
  /** Absolute canonical URL of the page. */
  url: string;
}

/** "30 givens"; for a killer its cages first: "29 cages", "29 cages and 3 givens". */
function contentText(facts: PuzzleFacts, words: SharedWords): string {
  const { clues } = facts;
  const cages = facts.rules.cages.length;
  if (cages === 0) return words.t("shared.content.givens", { clues });
  return clues === 0
    ? words.t("shared.content.cages", { cages })
    : words.t("shared.content.cages-and-givens", { cages, clues });
}

export function previewText(
  facts: PuzzleFacts,
  origin: string,
  words: SharedWords = ENGLISH_WORDS,
): PreviewText {
  const query = facts.kind === "daily" ? `?date=${facts.date}` : "";
  const image = `${origin}/og/${facts.code}.png${query}`;
  const url = `${origin}${pagePath(facts)}`;
  // "Sudoku" for classic 9×9, whose headings name no variant; "Killer Sudoku", "4×4 Sudoku" … for the others.
  const name = puzzleName(facts.rules, words);
  const classic = facts.rules.variant === "classic" && facts.rules.size === 9;
  const content = contentText(facts, words);
  const titled = (title: string) => `${title} · ${SITE_NAME}`;
  if (facts.kind === "daily") {
    const level = words.levelName(facts.level);
    const when = words.longDate(facts.date, { weekday: true });
    return {
      title: titled(words.t("shared.daily.title", { level, name, when })),
      heading: classic
        ? words.t("shared.daily.heading", { level, when })
        : words.t("shared.daily.heading-variant", { name, level, when }),
      description: words.t("shared.daily.description", {
        level: words.t(`shared.level-in-sentence.${facts.level}`),
        name,
        when,
        content,
      }),
      image,
      url,
    };
  }
  if (facts.level) {
    const level = words.levelName(facts.level);
    return {
      title: titled(words.t("shared.shared.title", { level, name })),
      heading: classic
        ? words.t("shared.shared.heading-level", { level })
        : words.t("shared.shared.heading-variant-level", { name, level }),
      description: words.t("shared.shared.description", {
        level: words.t(`shared.level-in-sentence.${facts.level}`),
        name,
        content,
      }),
      image,
      url,
    };
  }
  return {
    title: titled(words.t("shared.shared.title-unclaimed", { name })),
    heading: classic ? words.t("shared.shared.heading") : words.t("shared.shared.heading-variant", { name }),
    description: words.t("shared.shared.description-unclaimed", {
      aName: puzzleNameWithArticle(facts.rules, words),
      content,
    }),
    image,
    url,
  };
}

export function oembedHref(origin: string, pageUrl: string): string {
  return `${origin}/oembed?url=${encodeURIComponent(pageUrl)}&format=json`;
}

/** An engine message ("share codes have …") as a sentence on a page: capital first, full stop last. */
function sentence(text: string): string {
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : capital + ".";
}
