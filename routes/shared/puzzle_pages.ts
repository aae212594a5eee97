/**
 * Which puzzle a page shows, shared by the pages and the oEmbed endpoint: a daily (today's or a past day's)
 * or a shared code, resolved from user input to either the puzzle or the page-worthy error.
 */
import {
  decode,
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
import { puzzleName } from "./board_shapes.ts";
import type { DailyStore } from "./dailies.ts";
import { codeVerdict } from "./verdicts.ts";
import type { Workers } from "./workers.ts";
import { levelName, longDate, SITE_NAME } from "./words.ts";

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

function badLevel(text: string, variant: VariantId): PageError {
  const { name, levels } = variantInfo(variant);
  return {
    status: 400,
    heading: "Unknown level",
    message: variant === "9x9"
      ? `"${text}" is not a level. Levels are ${levels.join(", ")}.`
      : `"${text}" is not a level of ${name}. ${name} levels are ${levels.join(", ")}.`,
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
): { ok: true; level: Level } | { ok: false; error: PageError } {
  if (text === undefined || text === "") return { ok: true, level: defaultPageLevel(variant) };
  const level = parseVariantLevel(variant, text);
  return level ? { ok: true, level } : { ok: false, error: badLevel(text, variant) };
}

/** A variant from user text (classic 9×9 when absent), or the 400 page's error. */
export function variantOrError(
  text: string | undefined,
): { ok: true; variant: VariantId } | { ok: false; error: PageError } {
  if (text === undefined || text === "") return { ok: true, variant: "9x9" };
  const wanted = text.trim().toLowerCase();
  if (isVariantId(wanted)) return { ok: true, variant: wanted };
  return {
    ok: false,
    error: {
      status: 400,
      heading: "Unknown variant",
      message: `"${text}" is not a variant we offer. Variants are ${VARIANT_IDS.join(", ")}.`,
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
export function dailySeriesTitle(level: Level, variant: VariantId = "9x9"): string {
  const variantWord = variant === "9x9" ? "" : `${variantInfo(variant).name} `;
  return `Sudoku daily — ${variantWord}${levelName(level)}`;
}

/** The daily of `date` of a variant at a level given as text; `today` is the current UTC day. */
export async function resolveDaily(
  store: DailyStore,
  today: string,
  date: string,
  levelText: string,
  variant: VariantId = "9x9",
): Promise<Resolved> {
  if (!isValidDate(date)) {
    return {
      ok: false,
      error: {
        status: 400,
        heading: "Not a valid day",
        message: `"${date}" is not a day we have: dailies are named YYYY-MM-DD, from 2000-01-01.`,
      },
    };
  }
  const level = levelOrError(levelText, variant);
  if (!level.ok) return level;
  if (date > today) {
    return {
      ok: false,
      error: {
        status: 404,
        notice: true,
        heading: "Not out yet",
        message:
          `The ${level.level} daily of ${
            longDate(date, { weekday: true })
          } comes out at 00:00 UTC on ${date}. ` +
          `Today is ${today} (UTC).`,
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
export async function resolveShared(workers: Workers, code: string, budget: number): Promise<Resolved> {
  const decoded = decode(code);
  if (!decoded.ok) {
    return {
      ok: false,
      error: {
        status: 400,
        heading: "This share code does not work",
        message: sentence(decoded.error.message),
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
        heading: "Not a variant we offer",
        message:
          `This code holds a ${grid.rules.variant} puzzle on a ${grid.rules.shape} grid, which this site ` +
          `does not play. The variants are ${VARIANT_IDS.join(", ")}.`,
      },
    };
  }
  const verdict = await codeVerdict(workers, code, budget);
  const { solutions } = verdict;
  if (solutions.capped || solutions.count !== 1) {
    const message = solutions.capped
      ? "Checking that this puzzle has exactly one solution took too long, so it cannot be played here."
      : solutions.count === 0
      ? "This puzzle has no solution: its givens contradict each other further down the line."
      : "This puzzle has more than one solution, so it cannot be solved by logic alone.";
    return { ok: false, error: { status: 422, heading: "Not a proper puzzle", message } };
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
function contentText(facts: PuzzleFacts): string {
  const givens = `${facts.clues} givens`;
  const cages = facts.rules.cages.length;
  if (cages === 0) return givens;
  return facts.clues === 0 ? `${cages} cages` : `${cages} cages and ${givens}`;
}

export function previewText(facts: PuzzleFacts, origin: string): PreviewText {
  const query = facts.kind === "daily" ? `?date=${facts.date}` : "";
  const image = `${origin}/og/${facts.code}.png${query}`;
  const url = `${origin}${pagePath(facts)}`;
  // "Sudoku" for classic 9×9, whose texts are pinned; "Killer Sudoku", "4×4 Sudoku" … for the others.
  const name = puzzleName(facts.rules);
  const variantHeading = name === "Sudoku" ? "" : `${name} · `;
  const content = contentText(facts);
  if (facts.kind === "daily") {
    const level = levelName(facts.level);
    const when = longDate(facts.date, { weekday: true });
    return {
      title: `${level} ${name} of ${when} · ${SITE_NAME}`,
      heading: `${variantHeading}${level} daily · ${when}`,
      description: `The ${facts.level} daily ${name} of ${when}: ${content}, ` +
        `the same grid for everyone. Play it in your browser.`,
      image,
      url,
    };
  }
  if (facts.level) {
    const level = levelName(facts.level);
    return {
      title: `Shared ${level} ${name} · ${SITE_NAME}`,
      heading: `Shared puzzle · ${variantHeading}${level}`,
      description: `A ${facts.level} ${name} shared with you: ${content}, exactly one solution. ` +
        `Play it in your browser.`,
      image,
      url,
    };
  }
  return {
    title: `Shared ${name} · ${SITE_NAME}`,
    heading: variantHeading === "" ? "Shared puzzle" : `Shared puzzle · ${name}`,
    description: `${withArticle(name)} shared with you: ${content}, exactly one solution. ` +
      `Its level shows once you solve it. Play it in your browser.`,
    image,
    url,
  };
}

/** "A Sudoku", "An X-Sudoku": the article a puzzle's name takes at the start of a sentence. */
function withArticle(name: string): string {
  return `${/^[AEIOUX]/.test(name) ? "An" : "A"} ${name}`;
}

export function oembedHref(origin: string, pageUrl: string): string {
  return `${origin}/oembed?url=${encodeURIComponent(pageUrl)}&format=json`;
}

/** An engine message ("share codes have …") as a sentence on a page: capital first, full stop last. */
function sentence(text: string): string {
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : capital + ".";
}
