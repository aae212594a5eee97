/**
 * The player's modules outside a page (unit tests under Deno): no page hands them their words, so a test
 * gives them one language's "player." messages from the catalogue, as the page would.
 */
import { type Locale, pageWordsFor } from "../../routes/pages/i18n/index.ts";
import { useMessages } from "../../routes/pages/static/play/messages.js";

export function usePlayerWords(locale: Locale): void {
  useMessages(pageWordsFor(locale).playerMessages(), locale);
}
