// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Check: mark the digits that differ from the solution, or, without one, ask the hint service whether the
// board has gone wrong.
import { failureReason, OfflineError, postJson } from "./api.js";
import { withCellNames } from "./cell-text.js";
import { whenEnabled } from "./dom.js";
import { boardString } from "./game.js";
import { sentence } from "./hints.js";
import { t } from "./messages.js";
/** @import { Geometry } from "./board-geometry.js" */
/** @import { Parts } from "./main.js" */
/** @import { Renderer } from "./render.js" */

/**
 * Whether a board text from the API is full: a digit of this grid in every cell.
 * @param {string} board
 * @param {Geometry} geometry
 * @returns {boolean}
 */
function isFull(board, geometry) {
  if (board.length !== geometry.cellCount) return false;
  for (const ch of board) if (geometry.digitOf(ch) <= 0) return false;
  return true;
}

/** @param {Parts & { renderer: Renderer }} parts */
export function installCheck({ game, geometry, cells, el, request, renderer, solveRecord, setStatus }) {
  const { givens } = game;
  const state = game.state;

  async function check() {
    try {
      const record = await solveRecord();
      const last = record.path.length ? record.path[record.path.length - 1].board : "";
      if (record.stuck || !isFull(last, geometry)) {
        await checkByHint();
        return;
      }
      renderer.clearClass("wrong");
      let mistakes = 0;
      let left = 0;
      for (let i = 0; i < geometry.cellCount; i++) {
        if (givens[i]) continue;
        const v = state.values[i];
        if (!v) left++;
        else if (geometry.charOf(v) !== last[i]) {
          mistakes++;
          cells[i].classList.add("wrong");
        }
      }
      // The wrong cells' labels say so too, for those who cannot see red.
      renderer.render();
      setStatus(
        mistakes ? t("player.check.mistakes", { n: mistakes }) : t("player.check.to-go", { left }),
      );
    } catch (error) {
      setStatus(
        error instanceof OfflineError
          ? t("player.check.offline")
          : t("player.check.failed", { reason: failureReason(error) }),
      );
    }
  }

  /** Without the solution (a grade that got stuck), the hint service still tells whether the board is wrong. */
  async function checkByHint() {
    const answer = await postJson("/api/hint", { ...request, board: boardString(game) });
    if (answer.status === "mistake" || answer.status === "no-candidates" || answer.status === "conflict") {
      // The answer's message says what is wrong ("a digit you placed is wrong: …"): it is the status line.
      setStatus(...withCellNames(sentence(answer.message), answer.cells || [], geometry));
    } else {
      setStatus(t("player.check.none"));
    }
  }

  // Check is off once the puzzle is solved, so it never asks about a solved board.
  whenEnabled(el.check, check);
}
