/**
 * A request's language, worked out once per request: `wordsOf(c)` negotiates it (locale.ts), and when the
 * query picked it, keeps the pick in a cookie. Every page response says which language it is in and that it
 * varies with the headers the choice reads.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { type Locale, LOCALES, type PageWords, pageWordsFor } from "./index.ts";
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE, negotiateLocale } from "./locale.ts";

declare module "hono" {
  interface ContextVariableMap {
    pageWords: PageWords;
  }
}

/** The words of the page this request asks for (the same object on every call for the request). */
export function wordsOf(c: Context): PageWords {
  const known = c.get("pageWords");
  if (known) return known;
  const { locale, picked } = negotiateLocale({
    query: c.req.query("lang"),
    cookie: getCookie(c, LANG_COOKIE),
    acceptLanguage: c.req.header("Accept-Language"),
  });
  if (picked) {
    setCookie(c, LANG_COOKIE, locale, {
      path: "/",
      maxAge: LANG_COOKIE_MAX_AGE,
      sameSite: "Lax",
      secure: new URL(c.req.url).protocol === "https:",
    });
  }
  c.header("Content-Language", locale);
  c.header("Vary", "Accept-Language, Cookie", { append: true });
  const words = pageWordsFor(locale);
  c.set("pageWords", words);
  return words;
}

/**
 * The address of this page in each language: the request's path and query with `lang` set to it. The
 * language switch links to these.
 */
export function languageLinks(c: Context): Record<Locale, string> {
  const url = new URL(c.req.url);
  return Object.fromEntries(LOCALES.map((locale) => {
    const params = new URLSearchParams(url.search);
    params.set("lang", locale);
    return [locale, `${url.pathname}?${params}`];
  })) as Record<Locale, string>;
}
