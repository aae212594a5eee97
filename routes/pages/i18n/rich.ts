/**
 * A sentence with elements in it (a link, a code, an emphasis): one template, whose slots for elements are
 * filled with the elements themselves, so each language places them where its word order puts them.
 */
import type { Child } from "hono/jsx";
import type { Params } from "../../../engine/mod.ts";
import type { PageKey, PageWords } from "./index.ts";

/** Marks an element's place in the filled text; no catalogue text holds it. */
const MARK = "\u0000";

/**
 * The template under `key` filled with `params` (text) and `elements` (markup): the text pieces and the
 * elements in the template's order, for a component to render as its children.
 */
export function richText(
  words: PageWords,
  key: PageKey,
  params: Params,
  elements: Readonly<Record<string, Child>>,
): Child[] {
  const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]));
  const filled = words.t(key, { ...params, ...marks });
  return filled.split(MARK).map((piece, i) => (i % 2 === 1 ? elements[piece] : piece)).filter((piece) =>
    piece !== ""
  );
}
