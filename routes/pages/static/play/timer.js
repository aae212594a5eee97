// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The clock: it runs while the tab is visible, the game not paused and the puzzle unsolved, and adds to the
// game's saved time.
import { t } from "./messages.js";
/** @import { Game } from "./game.js" */

/** @typedef {ReturnType<typeof createTimer>} Timer The game's clock. */

/**
 * "04:07", or "1:02:09" from an hour on.
 * @param {number} ms
 * @returns {string}
 */
export function formatTime(ms) {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (/** @type {number} */ n) => String(n).padStart(2, "0");
  return h > 0 ? h + ":" + two(m) + ":" + two(s) : two(m) + ":" + two(s);
}

/**
 * `display` is the element showing the time.
 * @param {Game} game
 * @param {HTMLElement} display
 */
export function createTimer(game, display) {
  const state = game.state;
  /** @type {number | null} performance.now() when the clock last started, null while it is stopped. */
  let runningSince = null;

  const elapsed = () => state.elapsed + (runningSince === null ? 0 : performance.now() - runningSince);
  const timer = {
    elapsed,
    running: () => runningSince !== null,
    start() {
      if (runningSince === null && !state.solved && !game.paused && document.visibilityState === "visible") {
        runningSince = performance.now();
      }
    },
    /** Stops the clock and adds the running stretch to the game's time. */
    stop() {
      if (runningSince !== null) {
        state.elapsed += performance.now() - runningSince;
        runningSince = null;
      }
    },
    render() {
      display.textContent = formatTime(elapsed());
    },
    /**
     * Shows the time every second, saves every five while running, and pauses while the tab is hidden.
     * @param {() => void} save
     */
    keepTicking(save) {
      let ticks = 0;
      setInterval(() => {
        timer.render();
        if (runningSince !== null && ++ticks % 5 === 0) save();
      }, 1000);
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") timer.start();
        else {
          timer.stop();
          save();
        }
        timer.render();
      });
    },
  };
  return timer;
}

/** Where the choice to hide the clock is kept: the clock still runs, and the result still says the time. */
export const TIMER_HIDDEN_KEY = "sudoku-daily:timer-hidden";

/**
 * The Hide timer button: some players solve better without a clock ticking in view. The choice holds for
 * every puzzle on this device.
 * @param {{ timerToggle: HTMLElement, timerWrap: HTMLElement }} el
 * @param {(key: string) => string | null} read
 * @param {(key: string, value: string) => void} write
 */
export function installTimerVisibility(el, read, write) {
  /** @param {boolean} hidden */
  const show = (hidden) => {
    el.timerWrap.classList.toggle("timer-hidden", hidden);
    el.timerToggle.textContent = t(hidden ? "player.timer.show" : "player.timer.hide");
  };
  show(read(TIMER_HIDDEN_KEY) === "1");
  el.timerToggle.addEventListener("click", () => {
    const hidden = !el.timerWrap.classList.contains("timer-hidden");
    write(TIMER_HIDDEN_KEY, hidden ? "1" : "0");
    show(hidden);
  });
}
