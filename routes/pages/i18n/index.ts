/**
 * The pages' message catalogue and the words of one page: every string a person reads on a page or in the
 * player comes from here (engine words, such as technique names and lessons, from the engine's catalogue).
 * One area per file in messages/; the keys starting "player." are the player's, sent to the browser with the
 * page (see `playerMessages`).
 *
 * Components read the page's words with `useWords()`, inside `<WordsContext.Provider value={words}>` (the
 * pages router wraps every page in it).
 */
import { createContext, useContext } from "hono/jsx";
import {
  DEFAULT_LOCALE,
  fill,
  type JoinedEnglish,
  type Locale,
  LOCALES,
  type Params,
  type TechniqueId,
  type Words,
  wordsFor,
} from "../../../engine/mod.ts";
import { SHARED_MESSAGES } from "../../shared/messages.ts";
import { longDate as englishLongDate, monthTitle as englishMonthTitle } from "../../shared/words.ts";
import { ARCHIVE_MESSAGES } from "./messages/archive.ts";
import { COMMON_MESSAGES } from "./messages/common.ts";
import { ERRORS_MESSAGES } from "./messages/errors.ts";
import { HISTORY_MESSAGES } from "./messages/history.ts";
import { LAYOUT_MESSAGES } from "./messages/layout.ts";
import { PASTE_MESSAGES } from "./messages/paste.ts";
import { PLAYER_MESSAGES } from "./messages/player.ts";
import { PLAYER_BOARD_MESSAGES } from "./messages/player_board.ts";
import { PUZZLE_MESSAGES } from "./messages/puzzle.ts";
import { TECHNIQUES_MESSAGES } from "./messages/techniques.ts";

/**
 * Every area (keys are unique across areas: tests check it). The words routes/shared/ writes for pages (titles,
 * headings, page errors) are an area of their own there, since routes/shared/ may not import the pages.
 */
export const PAGE_AREAS = [
  COMMON_MESSAGES,
  SHARED_MESSAGES,
  LAYOUT_MESSAGES,
  PUZZLE_MESSAGES,
  ARCHIVE_MESSAGES,
  HISTORY_MESSAGES,
  PASTE_MESSAGES,
  TECHNIQUES_MESSAGES,
  ERRORS_MESSAGES,
  PLAYER_MESSAGES,
  PLAYER_BOARD_MESSAGES,
] as const;

type EnglishPageMessages = JoinedEnglish<(typeof PAGE_AREAS)[number]>;
export type PageKey = keyof EnglishPageMessages & string;

const TABLES = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.assign({}, ...PAGE_AREAS.map((area) => area[locale])) as Record<string, string>,
  ]),
) as Readonly<Record<Locale, Readonly<Record<string, string>>>>;

/** The pages' catalogue of one language. */
export function pageMessagesOf(locale: Locale): Readonly<Record<string, string>> {
  return TABLES[locale];
}

/** The words of one page's language: its catalogue, the engine's words, dates, levels and variants. */
export class PageWords {
  readonly engine: Words;
  readonly #table: Readonly<Record<string, string>>;
  constructor(readonly locale: Locale) {
    this.engine = wordsFor(locale);
    this.#table = TABLES[locale];
  }

  /** The template under `key`, filled with `params`. */
  t(key: PageKey, params?: Params): string {
    return fill(this.#table[key], params);
  }

  /** "3", "3 and 8", "1, 3 and 8" */
  list(items: readonly (string | number)[]): string {
    return this.engine.list(items);
  }

  /** "Hard", "Schwer", "Difícil"; a level the catalogue lacks as given. */
  levelName(level: string): string {
    return this.#table[`common.level.${level}`] ?? level;
  }

  /** "Killer", "Klassisch"; a variant the catalogue lacks as given. */
  variantName(variant: string): string {
    return this.#table[`common.variant.${variant}`] ?? variant;
  }

  techniqueName(id: TechniqueId): string {
    return this.engine.techniqueName(id);
  }

  /**
   * "30 November 2026", "30. November 2026", "30 de noviembre de 2026"; with `weekday` the day's name first.
   * Text that is not a YYYY-MM-DD day comes back as given.
   */
  longDate(day: string, options: { weekday?: boolean } = {}): string {
    if (this.locale === "en" || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return englishLongDate(day, options);
    const date = new Date(`${day}T00:00:00Z`);
    if (Number.isNaN(date.getTime())) return day;
    return new Intl.DateTimeFormat(this.locale, {
      ...(options.weekday ? { weekday: "long" } : {}),
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(date);
  }

  /** "2026-11" → "November 2026", "noviembre de 2026". */
  monthTitle(month: string): string {
    if (this.locale === "en") return englishMonthTitle(month);
    const date = new Date(`${month}-01T00:00:00Z`);
    if (Number.isNaN(date.getTime())) return month;
    return new Intl.DateTimeFormat(this.locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
      date,
    );
  }

  /** The player's messages (keys starting "player."), for the page to hand to its script. */
  playerMessages(): Record<string, string> {
    return Object.fromEntries(Object.entries(this.#table).filter(([key]) => key.startsWith("player.")));
  }
}

const WORDS = Object.fromEntries(LOCALES.map((locale) => [locale, new PageWords(locale)])) as Readonly<
  Record<Locale, PageWords>
>;

export function pageWordsFor(locale: Locale = DEFAULT_LOCALE): PageWords {
  return WORDS[locale];
}

/** The page's words for the components rendering it. */
export const WordsContext = createContext<PageWords>(pageWordsFor(DEFAULT_LOCALE));

/** The words of the page being rendered. */
export function useWords(): PageWords {
  return useContext(WordsContext);
}

export { type Locale, LOCALES };
