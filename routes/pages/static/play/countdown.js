// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The countdown to the next daily under today's daily: a new one comes out at midnight UTC for everyone.
import { pieces, t } from "./messages.js";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Milliseconds from `now` (ms since the epoch) to the next midnight UTC.
 * @param {number} now
 * @returns {number}
 */
export function untilNextDaily(now) {
  return DAY - (((now % DAY) + DAY) % DAY);
}

/**
 * "5 h 12 min", "12 min", "less than a minute": rounded down, so it never promises a puzzle early.
 * @param {number} ms
 * @returns {string}
 */
export function countdownWords(ms) {
  const minutes = Math.floor(ms / MINUTE);
  if (minutes < 1) return t("player.countdown.soon");
  const h = Math.floor(minutes / 60), m = minutes % 60;
  return h > 0 ? t("player.countdown.hours", { h, m }) : t("player.countdown.minutes", { m });
}

/**
 * Shows the countdown on the daily of the player's today (UTC), as a live region polite enough to be read
 * only when asked: it changes once a minute. Once the day turns, it links to the new daily.
 * @param {HTMLElement} element The #next-daily paragraph, hidden until shown here.
 * @param {string} date The page's daily date ("" for a shared puzzle).
 * @param {string} todayHref Where today's daily of this variant and level lives.
 */
export function installCountdown(element, date, todayHref) {
  if (!date || new Date().toISOString().slice(0, 10) !== date) return;
  const render = () => {
    const left = untilNextDaily(Date.now());
    if (new Date().toISOString().slice(0, 10) !== date) {
      const link = document.createElement("a");
      link.href = todayHref;
      link.textContent = t("player.countdown.play");
      element.replaceChildren(...pieces("player.countdown.out", { link }));
      clearInterval(ticking);
      return;
    }
    element.textContent = t("player.countdown.next", { time: countdownWords(left) });
  };
  const ticking = setInterval(render, 15_000);
  render();
  element.hidden = false;
}
