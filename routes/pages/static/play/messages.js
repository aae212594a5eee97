// @ts-check
/// <reference lib="dom" />
// The player's words in the page's language: the page hands them over as JSON (#player-messages, written by
// routes/pages/layout.tsx from the catalogue in routes/pages/i18n/messages/), and `t` fills a template as the
// server's catalogue does: `{name}` is a parameter, `{name?one|other}` picks by whether it is the number 1.

/** @type {Record<string, string>} */
const MESSAGES = (() => {
  const element = document.getElementById("player-messages");
  try {
    return element ? JSON.parse(element.textContent ?? "{}") : {};
  } catch {
    return {};
  }
})();

/** The page's language, as its <html lang> says. */
export const LOCALE = document.documentElement.lang || "en";

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

/**
 * "3", "3 and 8", "1, 3 and 8" in the page's language.
 * @param {readonly (string | number)[]} items
 */
export function list(items) {
  if (items.length <= 1) return items.join("");
  return t("player.and", { first: items.slice(0, -1).join(", "), last: String(items[items.length - 1]) });
}
