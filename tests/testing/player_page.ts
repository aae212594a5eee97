/**
 * The page the player's modules read their words from, for running them under Deno: a `document` whose
 * <html lang> is English and whose #player-messages holds the English player messages, as the server's page
 * hands them over. messages.js reads both once, when it loads: import this module before any player module
 * (ES modules run in the order they are imported), and call `leavePlayerPage` once they have loaded, so no
 * other code takes Deno for a browser.
 */
import { pageWordsFor } from "../../routes/pages/i18n/index.ts";

const messages = JSON.stringify(pageWordsFor("en").playerMessages());

Object.defineProperty(globalThis, "document", {
  configurable: true,
  value: {
    documentElement: { lang: "en" },
    getElementById: (id: string) => (id === "player-messages" ? { textContent: messages } : null),
  },
});

/** Takes the page away again: the player's modules keep the words they read. */
export function leavePlayerPage(): void {
  delete (globalThis as { document?: unknown }).document;
}
