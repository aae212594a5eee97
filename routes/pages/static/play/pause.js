// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Pause: the board hidden, the clock stopped and every edit refused until the player resumes, by the Pause
// button or Space. Resuming puts the board back and restarts the clock from the time it stopped at, so a
// paused stretch never counts. A pause lasts for the page: a reload starts the game running again.
import { whenEnabled } from "./dom.js";
import { t } from "./messages.js";
/** @import { Parts } from "./main.js" */
/** @import { Renderer } from "./render.js" */
/** @import { GameStore } from "./storage.js" */
/** @import { Timer } from "./timer.js" */

/** Keys typed here are the element's own (Space presses a button, types in a field). */
const OWN_KEYS = "button, input, textarea, select, a, summary, [contenteditable], dialog";

/** @param {Parts & { timer: Timer, store: GameStore, renderer: Renderer }} parts */
export function installPause({ game, board, cells, el, timer, store, renderer, setStatus }) {
  const state = game.state;

  /** @param {boolean} paused */
  function setPaused(paused) {
    if (paused === game.paused || (paused && state.solved)) return;
    if (paused) {
      timer.stop();
      game.paused = true;
      store.save();
    } else {
      game.paused = false;
      timer.start();
    }
    board.dataset.paused = String(paused);
    // Inert: no cell takes a click or the focus, and none is read out while the board is hidden.
    board.inert = paused;
    // The hint names cells of the hidden board: it waits under the pause, as Hint and Check do.
    el.hintPanel.hidden = paused;
    el.hint.setAttribute("aria-disabled", String(paused || state.solved));
    el.pause.textContent = t(paused ? "player.pause.resume" : "player.pause.pause");
    renderer.renderButtons();
    timer.render();
    setStatus(paused ? t("player.pause.paused") : "");
    // The inert board dropped the focus to the page (Space there resumes): it goes back to the selected cell.
    if (!paused && game.selected >= 0 && document.activeElement === document.body) {
      cells[game.selected].focus();
    }
  }

  whenEnabled(el.pause, () => setPaused(!game.paused));
  document.addEventListener("keydown", (event) => {
    if (event.key !== " " || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
    const target = event.target;
    if ((target instanceof Element && target.closest(OWN_KEYS)) || state.solved) return;
    event.preventDefault();
    setPaused(!game.paused);
  });
}
