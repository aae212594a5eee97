/** The languages the engine's words (technique names, step descriptions, reasons, lessons) are written in. */

export const LOCALES = ["en", "de", "es"] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of the API and of any caller that names none. */
export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
