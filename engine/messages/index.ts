/**
 * The engine's message catalogue: every word the engine writes for people (technique names, a step's
 * description, the reason a hint gives, a technique's lesson, a hint's messages) in each language of
 * locale.ts. One area per file (the shared words, the names, each technique family); this module joins them
 * and hands out a `Words` per language.
 */
import type { TechniqueId } from "../catalogue.ts";
import { AIC_MESSAGES } from "./aic.ts";
import { ALS_MESSAGES } from "./als.ts";
import type { JoinedEnglish, Translation } from "./area.ts";
import { CAGES_MESSAGES } from "./cages.ts";
import { CHAINS_MESSAGES } from "./chains.ts";
import { COLORING_MESSAGES } from "./coloring.ts";
import { fill, type Params } from "./fill.ts";
import { FINNED_FISH_MESSAGES } from "./finned-fish.ts";
import { FISH_MESSAGES } from "./fish.ts";
import { FORCING_MESSAGES } from "./forcing.ts";
import { HINT_MESSAGES } from "./hint.ts";
import { INTERSECTIONS_MESSAGES } from "./intersections.ts";
import { DEFAULT_LOCALE, type Locale, LOCALES } from "./locale.ts";
import { NAMES_MESSAGES } from "./names.ts";
import { REASONS_MESSAGES } from "./reasons.ts";
import { SINGLE_DIGIT_MESSAGES } from "./single-digit.ts";
import { SINGLES_MESSAGES } from "./singles.ts";
import { SUBSETS_MESSAGES } from "./subsets.ts";
import { SUE_DE_COQ_MESSAGES } from "./sue-de-coq.ts";
import { UNIQUENESS_MESSAGES } from "./uniqueness.ts";
import { WINGS_MESSAGES } from "./wings.ts";
import { WORDS_MESSAGES } from "./words.ts";

export { DEFAULT_LOCALE, isLocale, type Locale, LOCALES } from "./locale.ts";
export { fill, type Params, slotsOf } from "./fill.ts";

/** Every area, in no particular order (keys are unique across areas: tests check it). */
export const AREAS = [
  WORDS_MESSAGES,
  NAMES_MESSAGES,
  REASONS_MESSAGES,
  HINT_MESSAGES,
  SINGLES_MESSAGES,
  INTERSECTIONS_MESSAGES,
  SUBSETS_MESSAGES,
  FISH_MESSAGES,
  SINGLE_DIGIT_MESSAGES,
  WINGS_MESSAGES,
  COLORING_MESSAGES,
  CHAINS_MESSAGES,
  AIC_MESSAGES,
  UNIQUENESS_MESSAGES,
  CAGES_MESSAGES,
  FINNED_FISH_MESSAGES,
  SUE_DE_COQ_MESSAGES,
  ALS_MESSAGES,
  FORCING_MESSAGES,
] as const;

/** The English table of every area joined: its keys are the catalogue's keys. */
export type EnglishMessages = JoinedEnglish<(typeof AREAS)[number]>;
export type MessageKey = keyof EnglishMessages & string;
/** The keys whose value is one template. */
export type TextKey = { [K in MessageKey]: EnglishMessages[K] extends string ? K : never }[MessageKey];
/** The keys whose value is a list of paragraphs. */
export type ParagraphsKey = { [K in MessageKey]: EnglishMessages[K] extends readonly string[] ? K : never }[
  MessageKey
];

type Table = Translation<EnglishMessages>;

const TABLES = Object.fromEntries(
  LOCALES.map((locale) => [locale, Object.assign({}, ...AREAS.map((area) => area[locale])) as Table]),
) as Readonly<Record<Locale, Table>>;

/** The catalogue of one language, read only. */
export function messagesOf(locale: Locale): Readonly<Record<string, string | readonly string[]>> {
  return TABLES[locale] as unknown as Record<string, string | readonly string[]>;
}

/**
 * The words of one language: templates filled with parameters, and the few word rules every sentence uses
 * (lists, counting words, names of techniques and variants).
 */
export class Words {
  readonly #table: Readonly<Record<string, string | readonly string[]>>;
  constructor(readonly locale: Locale) {
    this.#table = messagesOf(locale);
  }

  /** The template under `key`, filled with `params`. */
  t(key: TextKey, params?: Params): string {
    return fill(this.#table[key] as string, params);
  }

  /** The paragraphs under `key`. */
  paragraphs(key: ParagraphsKey): readonly string[] {
    return this.#table[key] as readonly string[];
  }

  /** A key built at run time (a technique's lesson, a variant's name), or undefined when the catalogue has none. */
  lookup(key: string): string | readonly string[] | undefined {
    return this.#table[key];
  }

  /** "3", "3 and 8", "1, 3 and 8" */
  list(items: readonly (string | number)[]): string {
    if (items.length <= 1) return items.join("");
    return this.t("words.and", { first: items.slice(0, -1).join(", "), last: items[items.length - 1] });
  }

  /** "two", "five", and past eight the figure. */
  count(n: number): string {
    return this.paragraphs("words.count")[n] ?? String(n);
  }

  /** A technique's name: "Naked pair". */
  techniqueName(id: TechniqueId): string {
    return this.t(`name.${id}` as TextKey);
  }

  /** A technique's page: what to look for and why it holds. */
  lesson(id: TechniqueId): readonly string[] {
    const paragraphs = this.lookup(`lesson.${id}`);
    if (!Array.isArray(paragraphs)) throw new Error(`no lesson for ${id} in ${this.locale}`);
    return paragraphs;
  }

  /** A step's variant ("type 2", "full house") in this language; a variant the catalogue lacks as given. */
  variant(variant: string): string {
    const text = this.lookup(`variant.${variant}`);
    return typeof text === "string" ? text : variant;
  }
}

const WORDS = Object.fromEntries(LOCALES.map((locale) => [locale, new Words(locale)])) as Readonly<
  Record<Locale, Words>
>;

/** The words of `locale` (English when none is named). */
export function wordsFor(locale: Locale = DEFAULT_LOCALE): Words {
  return WORDS[locale];
}
