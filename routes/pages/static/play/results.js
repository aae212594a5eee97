// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// How others did, on a solved daily: the daily's figures from GET /api/results/…, and, once the player turns
// the switch on (it is off until then, and the choice is kept in this browser), the player's own time sent to
// POST /api/results with a random id this browser makes once. Nothing is sent before the switch is on.
import { failureReason, getJson, OfflineError, postJson } from "./api.js";
import { boardString } from "./game.js";
import { t } from "./messages.js";
import { readStorage, writeStorage } from "./storage.js";
import { formatTime } from "./timer.js";
/** @import { Parts } from "./main.js" */

export const SHARE_RESULTS_KEY = "sudoku-daily:share-results";
export const BROWSER_ID_KEY = "sudoku-daily:browser-id";
export const RESULTS_NAME_KEY = "sudoku-daily:results-name";

/** The id's alphabet: base64url, 64 characters, so each random byte's low six bits pick one evenly. */
const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const ID_LENGTH = 22;
/** A board's id, as bot links carry it in `?board=`. */
const BOARD = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * This browser's random id, made on first use from crypto.getRandomValues and kept: 22 characters, 132 bits.
 * @returns {string}
 */
export function browserId() {
  const kept = readStorage(BROWSER_ID_KEY);
  if (kept && /^[A-Za-z0-9_-]{22}$/.test(kept)) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(ID_LENGTH));
  const id = [...bytes].map((byte) => ID_ALPHABET[byte & 63]).join("");
  writeStorage(BROWSER_ID_KEY, id);
  return id;
}

/**
 * The board the page was opened for (`?board=` of a link a bot posted), or none.
 * @param {string} search
 * @returns {string | undefined}
 */
export function boardOf(search) {
  const board = new URLSearchParams(search).get("board") ?? "";
  return BOARD.test(board) ? board : undefined;
}

/**
 * The figures in words: how many shared, the median, and where the player stands when known.
 * @param {{ count: number, median_seconds: number | null }} figures
 * @param {number | null | undefined} fasterThan The share of the others who were slower; undefined when the
 *   player's time was not sent (an invitation follows), null when there are no others.
 * @returns {string}
 */
export function othersText(figures, fasterThan) {
  const parts = [];
  if (figures.count === 0 || figures.median_seconds === null) parts.push(t("player.others.none"));
  else {
    parts.push(
      t("player.others.figures", { count: figures.count, median: formatTime(figures.median_seconds * 1000) }),
    );
  }
  if (fasterThan === undefined) parts.push(t("player.others.invite"));
  else if (fasterThan === null) parts.push(t("player.others.first"));
  else parts.push(t("player.others.you", { percent: fasterThan }));
  return parts.join(" ");
}

/**
 * The panel's part of the player; its `show` runs when the solved state is shown (on solving, and on opening
 * a daily solved before). A page that is not a daily has no panel, and gets a `show` that does nothing.
 * @param {Pick<Parts, "game" | "page">} parts
 */
export function installResults({ game, page }) {
  const panel = document.getElementById("others");
  const figuresLine = document.getElementById("others-figures");
  const share = /** @type {HTMLInputElement | null} */ (document.getElementById("share-results"));
  const nameField = /** @type {HTMLInputElement | null} */ (document.getElementById("results-name"));
  if (!panel || !figuresLine || !share || !nameField || !page.date || !page.level) return { show() {} };
  const board = boardOf(location.search);
  share.checked = readStorage(SHARE_RESULTS_KEY) === "1";
  nameField.value = readStorage(RESULTS_NAME_KEY) ?? "";
  nameField.addEventListener("input", () => writeStorage(RESULTS_NAME_KEY, nameField.value));
  let retrying = false;

  /** The figures (and, when sharing, the player's own time sent first), into the panel's live line. */
  async function refresh() {
    if (!game.state.solved || !figuresLine) return;
    try {
      if (share?.checked) {
        figuresLine.textContent = t("player.others.sending");
        const name = nameField?.value.trim();
        const answer = await postJson("/api/results", {
          date: page.date,
          variant: page.variant,
          level: page.level,
          grid: boardString(game),
          seconds: Math.round(game.state.elapsed / 1000),
          hints: game.state.hints,
          browser: browserId(),
          ...(name ? { name } : {}),
          ...(board ? { board } : {}),
        });
        figuresLine.textContent = othersText(answer.figures, answer.faster_than);
      } else {
        const figures = await getJson(
          "/api/results/" + [page.date, page.variant, page.level].map(encodeURIComponent).join("/"),
        );
        figuresLine.textContent = othersText(figures, undefined);
      }
    } catch (error) {
      if (!(error instanceof OfflineError)) {
        figuresLine.textContent = t("player.others.failed", { reason: failureReason(error) });
        return;
      }
      figuresLine.textContent = t("player.others.offline");
      if (!retrying) {
        retrying = true;
        addEventListener("online", () => {
          retrying = false;
          refresh();
        }, { once: true });
      }
    }
  }

  share.addEventListener("change", () => {
    writeStorage(SHARE_RESULTS_KEY, share.checked ? "1" : "0");
    // Turning it on sends the time of the game solved here; turning it off sends nothing more.
    if (share.checked) refresh();
  });

  return { show: refresh };
}
