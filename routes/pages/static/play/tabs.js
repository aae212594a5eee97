// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Another tab of the same puzzle saved: take its game over, so this tab never writes a stale board back over
// the newer one (the last save wins in every tab, and each tab shows it). No-hints mode and auto-clear follow too.
import { AUTO_CLEAR_KEY } from "./marks.js";
import { HINTS_OFF_KEY } from "./storage.js";
/** @import { Hints } from "./hints.js" */
/** @import { Parts } from "./main.js" */
/** @import { Renderer } from "./render.js" */
/** @import { SolvedView } from "./solved.js" */
/** @import { GameStore } from "./storage.js" */
/** @import { Timer } from "./timer.js" */

/**
 * @param {Pick<Parts, "game" | "el"> & {
 *   store: GameStore, timer: Timer, renderer: Renderer, hints: Hints, solved: SolvedView }} parts
 */
export function followOtherTabs({ game, el, store, timer, renderer, hints, solved }) {
  const state = game.state;

  addEventListener("storage", (/** @type {StorageEvent} */ event) => {
    if (event.key === HINTS_OFF_KEY) {
      hints.setHintsOff(event.newValue === "1");
      return;
    }
    if (event.key === AUTO_CLEAR_KEY) {
      el.autoClear.checked = event.newValue !== "0";
      return;
    }
    if (event.key !== store.key || event.newValue === null || state.solved) return;
    // Another tab's save of the same digits and marks (its timer ticking, a hint it asked for) changes no cell
    // here: keep this tab's undo history and hint, and take only its time and hint count where they are ahead.
    const same = store.sameGame(event.newValue);
    if (same) {
      if (Number.isFinite(same.elapsed) && same.elapsed > timer.elapsed()) {
        state.elapsed += same.elapsed - timer.elapsed();
        timer.render();
      }
      if (Number.isInteger(same.hints) && same.hints > state.hints && Array.isArray(same.hinted)) {
        state.hints = same.hints;
        state.hinted = same.hinted.filter((b) => typeof b === "string");
      }
      return;
    }
    const running = timer.running();
    timer.stop();
    store.load();
    if (state.solved) game.selected = -1;
    game.undoStack.length = 0;
    game.redoStack.length = 0;
    hints.clear();
    renderer.renderAllCells();
    renderer.render();
    timer.render();
    if (state.solved) solved.show();
    else if (running) timer.start();
  });
}
