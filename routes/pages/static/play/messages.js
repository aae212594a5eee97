// @ts-check
/// <reference lib="dom" />
// The player's words in the page's language: the page hands them over as JSON (#player-messages, written by
// routes/pages/layout.tsx from the catalogue in routes/pages/i18n/messages/), and `t` fills a template as the
// server's catalogue does: `{name}` is a parameter, `{name?one|other}` picks by whether it is the number 1.
//
// Outside a page (the modules' unit tests under Deno) there is no document: the words are handed over with
// `useMessages` instead.

/** @type {Record<string, string>} */
let MESSAGES = (() => {
  const element = globalThis.document?.getElementById("player-messages");
  try {
    return element ? JSON.parse(element.textContent ?? "{}") : {};
  } catch {
    return {};
  }
})();

/** The page's language, as its <html lang> says. */
export let LOCALE = globalThis.document?.documentElement.lang || "en";

/**
 * The words of one language where no page sent them: the catalogue's "player." messages and their language.
 * @param {Record<string, string>} messages
 * @param {string} locale
 */
export function useMessages(messages, locale) {
  MESSAGES = messages;
  LOCALE = locale;
}

const SLOT = /\{(\w+)(?:\?([^|{}]*)\|([^{}]*))?\}/g;

/**
 * The message under `key` filled with `params`; a key the page did not send comes back as the key itself,
 * so a missing word shows as a name a test can find rather than as nothing.
 * @param {string} key
 * @param {Record<string, string | number>} [params]
 * @returns {string}
 */
export function t(key, params = {}) {
  const template = MESSAGES[key];
  if (template === undefined) return key;
  return template.replace(SLOT, (slot, name, one, other) => {
    const value = params[name];
    if (value === undefined) return slot;
    if (one === undefined) return String(value);
    return value === 1 ? one : other;
  });
}

/** Marks where a node parameter stands in a filled template: no message holds this character. */
const NODE_MARK = "\u0000";

/**
 * The message under `key` as pieces to append to an element: a parameter given as a Node (a link, an
 * emphasis) stands where the template puts its slot, so it sits inside the sentence in each language's order.
 * @param {string} key
 * @param {Record<string, string | number | Node>} params
 * @returns {(string | Node)[]}
 */
export function pieces(key, params) {
  /** @type {Node[]} */
  const nodes = [];
  /** @type {Record<string, string | number>} */
  const texts = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === "object") {
      texts[name] = NODE_MARK + nodes.length + NODE_MARK;
      nodes.push(value);
    } else {
      texts[name] = value;
    }
  }
  return t(key, texts).split(new RegExp(NODE_MARK + "(\\d+)" + NODE_MARK))
    .map((part, i) => (i % 2 ? nodes[Number(part)] : part))
    .filter((part) => part !== "");
}

/**
 * "3", "3 and 8", "1, 3 and 8" in the page's language.
 * @param {readonly (string | number)[]} items
 */
export function list(items) {
  if (items.length <= 1) return items.join("");
  return t("player.and", { first: items.slice(0, -1).join(", "), last: String(items[items.length - 1]) });
}
