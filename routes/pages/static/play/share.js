// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Sharing: the puzzle's link (the system share sheet where there is one) and the result line, by clipboard
// when allowed, else shown to copy by hand. A daily is shared as its day's page, anything else as /p/<code>.

import { t } from "./messages.js";
/** @import { SetStatus } from "./main.js" */
/** @import { PageElements } from "./dom.js" */

/**
 * A daily's page path: `/daily/<date>/<level>`, or `/daily/<variant>/<date>/<level>` for a variant.
 * @param {string | undefined} variant
 * @param {string} date
 * @param {string} level
 * @returns {string}
 */
export function dailyPath(variant, date, level) {
  return variant && variant !== "9x9"
    ? "/daily/" + variant + "/" + date + "/" + level
    : "/daily/" + date + "/" + level;
}

/**
 * The link to `page` (code, date, level, variant): the daily's page for a daily, else /p/<code>, under the
 * site's origin as the page's canonical link gives it (the configured public origin), else this one's.
 * @param {{ code: string, date?: string, level?: string, variant?: string }} page
 * @returns {string}
 */
export function puzzleLink(page) {
  const canonical = /** @type {HTMLLinkElement | null} */ (document.querySelector('link[rel="canonical"]'));
  const origin = canonical ? new URL(canonical.href).origin : location.origin;
  return origin +
    (page.date && page.level ? dailyPath(page.variant, page.date, page.level) : "/p/" + page.code);
}

/**
 * Puts `text` on the clipboard; false when the page may not.
 * @param {string} text
 * @returns {Promise<boolean>}
 */
async function copyText(text) {
  if (navigator.clipboard && globalThis.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused: the caller shows the text instead.
    }
  }
  return false;
}

/**
 * `shareUrl` gives the link Share hands out.
 * @param {{ el: PageElements, shareUrl: () => string, setStatus: SetStatus }} parts
 */
export function installSharing({ el, shareUrl, setStatus }) {
  async function share() {
    const url = shareUrl();
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: document.title, url });
        setStatus(t("player.share.shared", { url }));
        return;
      } catch (error) {
        if (error && /** @type {{ name?: string }} */ (error).name === "AbortError") return;
      }
    }
    setStatus(t((await copyText(url)) ? "player.share.copied" : "player.share.manual", { url }));
  }

  async function copyResult() {
    const text = el.resultLine.textContent;
    setStatus((await copyText(text)) ? t("player.result.copied") : t("player.result.manual", { text }));
  }

  el.share.addEventListener("click", share);
  el.copyResult.addEventListener("click", copyResult);
}
