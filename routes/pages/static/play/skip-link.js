// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The page's "Skip to the board" link takes the keyboard focus to the board's cell that holds the Tab stop
// (the selected cell, or the first), so the next key plays. Without the script the link still goes to the
// board, and Tab from there reaches that cell.

/** @param {HTMLElement} board */
export function installSkipLink(board) {
  const link = document.querySelector('a.skip-link[href="#board"]');
  if (!link) return;
  link.addEventListener("click", (event) => {
    const cell = /** @type {HTMLElement | null} */ (board.querySelector('[role="gridcell"][tabindex="0"]'));
    if (!cell) return;
    event.preventDefault();
    cell.focus();
  });
}
