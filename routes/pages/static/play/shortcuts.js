// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The keyboard shortcuts list: a modal dialog opened by the Shortcuts button or "?", closed by its Close
// button or Escape. While it is open the rest of the page is inert and Tab cycles inside it; closing gives
// the focus back to whatever had it before.
/** @import { PageElements } from "./dom.js" */

/** What can take the focus inside the dialog, in Tab order. */
const FOCUSABLE = "button, [href], input, select, textarea, [tabindex]:not([tabindex='-1'])";

/** @param {{ el: PageElements }} parts */
export function installShortcuts({ el }) {
  const dialog = el.shortcutsDialog;
  /** @type {Element | null} What had the focus when the dialog opened. */
  let opener = null;

  function open() {
    if (dialog.open) return;
    opener = document.activeElement;
    dialog.showModal();
    el.shortcutsClose.focus();
  }

  dialog.addEventListener("close", () => {
    const back = opener;
    opener = null;
    if (back instanceof HTMLElement && back.isConnected && back !== document.body) back.focus();
  });
  el.shortcuts.addEventListener("click", open);
  el.shortcutsClose.addEventListener("click", () => dialog.close());
  // A modal dialog keeps the page inert, but Tab past its last control would leave for the browser's own UI.
  dialog.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const found =
      /** @type {NodeListOf<HTMLElement & { disabled?: boolean }>} */ (dialog.querySelectorAll(FOCUSABLE));
    const inside = [...found].filter((node) => !node.disabled);
    if (inside.length === 0) return;
    const first = inside[0], last = inside[inside.length - 1];
    if (event.shiftKey ? document.activeElement === first : document.activeElement === last) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "?" || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target;
    if (target instanceof Element && target.closest("input, textarea, select, [contenteditable], dialog")) {
      return;
    }
    event.preventDefault();
    open();
  });
}
