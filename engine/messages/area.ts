/**
 * One area of the catalogue: the English table, which fixes the keys and the parameters, and a translation per
 * other language with the same keys (the type checker insists) and the same parameters (tests insist).
 * A value is one template (see fill.ts) or, for a page's text, a list of paragraphs.
 */

/** A table with the keys of `T`, each value of the same shape (a template or a list of paragraphs). */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends readonly string[] ? readonly string[] : string;
};

/** The English tables of several areas joined into one type: the keys of a whole catalogue. */
export type JoinedEnglish<A extends { readonly en: unknown }> =
  (A extends unknown ? (x: A["en"]) => void : never) extends (x: infer I) => void ? I : never;

export interface Area<T> {
  readonly en: T;
  readonly de: Translation<T>;
  readonly es: Translation<T>;
}
