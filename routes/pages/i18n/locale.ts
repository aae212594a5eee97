/**
 * Which language a page speaks: the `lang` query parameter (the language switch's links), else the `lang`
 * cookie it leaves, else the best match in Accept-Language, else English.
 */
import { DEFAULT_LOCALE, isLocale, type Locale, LOCALES } from "../../../engine/mod.ts";

/** The cookie the language switch sets, so the next page keeps the language picked. */
export const LANG_COOKIE = "lang";

/** A year: a pick is kept until the player picks again. */
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 3600;

/**
 * The best of our languages in an Accept-Language header: by quality, then by order; "de-AT" matches "de";
 * a range with q=0 refuses its language; "*" takes English. Undefined when nothing matches.
 */
export function fromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranges = header.split(",").slice(0, 32).map((part, order) => {
    const [tag, ...params] = part.trim().split(";").map((x) => x.trim());
    const q = params.find((p) => /^q=/i.test(p));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    return { tag: tag.toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, order };
  }).filter((r) => r.tag && r.quality > 0);
  ranges.sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const { tag } of ranges) {
    if (tag === "*") return DEFAULT_LOCALE;
    const primary = tag.split("-")[0];
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

export interface LocaleSources {
  query?: string;
  cookie?: string;
  acceptLanguage?: string;
}

/** The page's language and whether it was picked by the query (the cookie is then set to it). */
export function negotiateLocale(sources: LocaleSources): { locale: Locale; picked: boolean } {
  if (isLocale(sources.query)) return { locale: sources.query, picked: true };
  if (isLocale(sources.cookie)) return { locale: sources.cookie, picked: false };
  return { locale: fromAcceptLanguage(sources.acceptLanguage) ?? DEFAULT_LOCALE, picked: false };
}

export { DEFAULT_LOCALE, isLocale, type Locale, LOCALES };
