/**
 * A catalogue sentence with elements in it (a link, a key in <kbd>, a marked word): each `{name}` slot whose
 * parameter is an element gets the element, the rest of the template is filled as text. The sentence stays one
 * template, so each language puts the elements where its word order wants them.
 */
import type { Child } from "hono/jsx";
import { fill, type Params } from "../../../engine/mod.ts";
import { type PageKey, pageMessagesOf, type PageWords } from "./index.ts";

const SIMPLE_SLOT = /\{(\w+)\}/g;

/** The sentence under `key` as text and elements; `params` fills its text slots. */
export function richText(
  words: PageWords,
  key: PageKey,
  elements: Readonly<Record<string, Child>>,
  params: Params = {},
): Child[] {
  const template = pageMessagesOf(words.locale)[key];
  const parts: Child[] = [];
  let from = 0;
  for (const slot of template.matchAll(SIMPLE_SLOT)) {
    if (!Object.hasOwn(elements, slot[1])) continue;
    parts.push(fill(template.slice(from, slot.index), params), elements[slot[1]]);
    from = slot.index + slot[0].length;
  }
  parts.push(fill(template.slice(from), params));
  return parts.filter((part) => part !== "");
}
