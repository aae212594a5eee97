// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The archive page's part of the record: the calendar marks the days solved and started, the stats panel
// shows the record, and the record is exported (a file, a code) and imported, all in this browser.
import {
  exportText,
  HISTORY_KEY,
  historyCode,
  loadHistory,
  marksOf,
  mergeHistories,
  readImport,
  saveHistory,
  utcDay,
} from "./history.js";
import { t } from "./messages.js";
import { renderStats } from "./stats.js";
/** @import { PlayerRecord } from "./history.js" */

/** @type {Record<"solved" | "started", string>} The sign a marked day shows. */
const MARKS = { solved: "✓", started: "…" };

/**
 * Marks each day of the calendar the record has, with a sign and with words in the day's link name.
 * @param {HTMLElement} calendar
 * @param {PlayerRecord} record
 */
function markCalendar(calendar, record) {
  const marks = marksOf(record, calendar.dataset.recordVariant || "9x9", calendar.dataset.recordLevel || "");
  for (
    const cell of /** @type {NodeListOf<HTMLTableCellElement>} */ (calendar.querySelectorAll("td[data-day]"))
  ) {
    const mark = marks.get(/** @type {string} */ (cell.dataset.day));
    const link = cell.querySelector("a");
    cell.querySelector(".day-mark")?.remove();
    if (link) {
      // The day's name as the server wrote it, kept so that marking again does not add to it.
      link.dataset.name ??= link.getAttribute("aria-label") ?? link.textContent;
      const name = link.dataset.name;
      link.setAttribute(
        "aria-label",
        mark ? t("player.archive.marked", { day: name, mark: t("player.archive.mark." + mark) }) : name,
      );
    }
    if (mark) {
      cell.dataset.record = mark;
      const sign = document.createElement("span");
      sign.className = "day-mark";
      sign.setAttribute("aria-hidden", "true");
      sign.textContent = MARKS[mark];
      (link ?? cell).append(sign);
    } else {
      delete cell.dataset.record;
    }
  }
}

/**
 * Offers `text` as a file download named `name`.
 * @param {string} name
 * @param {string} text
 */
function download(name, text) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Puts `text` on the clipboard; false when the page may not.
 * @param {string} text
 * @returns {Promise<boolean>}
 */
async function copied(text) {
  if (!navigator.clipboard || !globalThis.isSecureContext) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function installArchiveRecord() {
  const calendar = /** @type {HTMLElement | null} */ (document.querySelector(".calendar[data-record-level]"));
  const stats = document.getElementById("stats");
  const transfer = document.getElementById("record-transfer");
  if (!calendar || !stats || !transfer) return;
  // The transfer panel's controls: history.tsx renders them all with #record-transfer, so none is missing.
  const byId = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
  const status = byId("transfer-status");
  const codeBox = /** @type {HTMLTextAreaElement} */ (byId("export-code-text"));
  const say = (/** @type {string} */ text, problem = false) => {
    status.textContent = text;
    status.classList.toggle("problem", problem);
  };

  const show = () => {
    markCalendar(calendar, loadHistory());
    renderStats(stats);
  };
  show();
  transfer.hidden = false;

  byId("export-file").addEventListener("click", () => {
    const record = loadHistory();
    download("sudoku-daily-record-" + utcDay(new Date()) + ".json", exportText(record));
    say(t("player.archive.saved", { n: Object.keys(record.days).length }));
  });

  byId("export-code").addEventListener("click", async () => {
    const code = await historyCode(loadHistory());
    codeBox.value = code;
    codeBox.closest("[hidden]")?.removeAttribute("hidden");
    say(t((await copied(code)) ? "player.archive.copied" : "player.archive.copy-below"));
  });

  byId("import").addEventListener("click", async () => {
    const file = /** @type {HTMLInputElement} */ (byId("import-file")).files?.[0];
    const text = file ? await file.text() : /** @type {HTMLTextAreaElement} */ (byId("import-text")).value;
    const read = await readImport(text);
    if (!read.ok) {
      say(t("player.archive.not-imported", { reason: read.message }), true);
      return;
    }
    const merged = mergeHistories(loadHistory(), read.record);
    saveHistory(merged.record);
    /** @type {HTMLTextAreaElement} */ (byId("import-text")).value = "";
    /** @type {HTMLInputElement} */ (byId("import-file")).value = "";
    show();
    say(
      t("player.archive.imported", {
        added: merged.added,
        updated: merged.updated,
        total: Object.keys(merged.record.days).length,
      }),
    );
  });

  // Another tab solved or imported: show the record as it is now.
  addEventListener("storage", (/** @type {StorageEvent} */ event) => {
    if (event.key === null || event.key === HISTORY_KEY) show();
  });
}
