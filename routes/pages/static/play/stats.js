// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The stats panel: streaks, then days solved and best and median times per level of one variant, then the
// days solved in each variant; drawn from the record (history.js) into a server-rendered container whose
// data-record-variant and data-record-levels name what to show.
import { historyStats, loadHistory, utcDay } from "./history.js";
import { pieces, t } from "./messages.js";
import { formatTime } from "./timer.js";

/** How the panel names a variant: "Classic 9×9" where the other words of the player say no size. */
const variantTitle = (/** @type {string} */ id) =>
  t(id === "9x9" ? "player.stats.classic" : "player.variant." + id);
const levelName = (/** @type {string} */ id) => t("player.level." + id);
const days = (/** @type {number} */ n) => t("player.stats.days", { n });

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
      ...pieces("player.stats.current-streak", {
        days: element("strong", { "data-stat": "current-streak" }, days(stats.streak.current)),
      }),
    ),
    element(
      "span",
      {},
      ...pieces("player.stats.best-streak", {
        days: element("strong", { "data-stat": "best-streak" }, days(stats.streak.best)),
      }),
    ),
  );

  const head = element(
    "tr",
    {},
    ...["level", "solved", "best", "median"].map((column) =>
      element("th", { scope: "col" }, t("player.stats." + column))
    ),
  );
  /** A time, or a dash that is read as "none" for a level with no solve. */
  const time = (/** @type {number | null} */ ms) =>
    ms === null
      ? [
        element("span", { "aria-hidden": "true" }, "–"),
        element("span", { class: "sr-only" }, t("player.stats.no-time")),
      ]
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
    element("caption", {}, t("player.stats.caption", { variant: variantTitle(variant) })),
    element("thead", {}, head),
    element("tbody", {}, ...rows),
  );

  const everywhere = stats.variants.length
    ? t("player.stats.variants", {
      list: stats.variants.map((v) =>
        t("player.stats.variant-days", { variant: variantTitle(v.variant), days: days(v.solved) })
      ).join(", "),
    })
    : t("player.stats.variants.none");
  const variants = element("p", { "data-stat": "variants" }, everywhere);

  /** @type {Element} */ (body).replaceChildren(streak, table, variants);
}
