// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The stats panel: streaks, then days solved and best and median times per level of one variant, then the
// days solved in each variant; drawn from the record (history.js) into a server-rendered container whose
// data-record-variant and data-record-levels name what to show.
import { historyStats, loadHistory, utcDay } from "./history.js";
import { formatTime } from "./timer.js";

/** @type {Record<string, string>} How the panel names each variant. */
export const VARIANT_TITLES = {
  "9x9": "Classic 9×9",
  "4x4": "4×4",
  "6x6": "6×6",
  "16x16": "16×16",
  killer: "Killer",
  x: "X-Sudoku",
};

const levelName = (/** @type {string} */ id) => id.charAt(0).toUpperCase() + id.slice(1);
const days = (/** @type {number} */ n) => n + (n === 1 ? " day" : " days");

/**
 * A new element with attributes and children.
 * @param {string} tag
 * @param {Record<string, string> | null} [attributes]
 * @param {...(string | Node)} children
 * @returns {HTMLElement}
 */
function element(tag, attributes, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes ?? {})) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/**
 * Fills `container` (data-record-variant: the variant shown; data-record-levels: its levels) from the
 * record as it is now; `now` is the clock's moment, which decides whether a streak still runs.
 * @param {HTMLElement} container
 * @param {Date} [now]
 */
export function renderStats(container, now = new Date()) {
  const variant = container.dataset.recordVariant || "9x9";
  const levels = (container.dataset.recordLevels || "").split(" ").filter(Boolean);
  const stats = historyStats(loadHistory(), utcDay(now), variant, levels);
  const body = container.querySelector(".stats-body");

  const streak = element(
    "p",
    { class: "streaks" },
    element(
      "span",
      {},
      "Current streak ",
      element("strong", { "data-stat": "current-streak" }, days(stats.streak.current)),
    ),
    element(
      "span",
      {},
      "Best streak ",
      element("strong", { "data-stat": "best-streak" }, days(stats.streak.best)),
    ),
  );

  const head = element(
    "tr",
    {},
    ...["Level", "Days solved", "Best time", "Median time"].map((text) =>
      element("th", { scope: "col" }, text)
    ),
  );
  /** A time, or a dash that is read as "none" for a level with no solve. */
  const time = (/** @type {number | null} */ ms) =>
    ms === null
      ? [element("span", { "aria-hidden": "true" }, "–"), element("span", { class: "sr-only" }, "none")]
      : [formatTime(ms)];
  const rows = stats.levels.map((row) =>
    element(
      "tr",
      { "data-level": row.level },
      element("th", { scope: "row" }, levelName(row.level)),
      element("td", { "data-stat": "solved" }, String(row.solved)),
      element("td", { "data-stat": "best" }, ...time(row.best)),
      element("td", { "data-stat": "median" }, ...time(row.median)),
    )
  );
  const table = element(
    "table",
    { class: "stats-table" },
    element("caption", {}, VARIANT_TITLES[variant] + " dailies"),
    element("thead", {}, head),
    element("tbody", {}, ...rows),
  );

  const everywhere = stats.variants.length
    ? stats.variants.map((v) => VARIANT_TITLES[v.variant] + ": " + days(v.solved)).join(", ") + "."
    : "none yet.";
  const variants = element("p", { "data-stat": "variants" }, "Days solved in every variant: " + everywhere);

  /** @type {Element} */ (body).replaceChildren(streak, table, variants);
}
