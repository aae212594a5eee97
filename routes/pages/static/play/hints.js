// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Hints from /api/hint, told in three levels (where to look, which technique, the move and why it holds), and
// no-hints mode, which hides them. A hint is counted once per board, however often it is asked for. The panel
// says the level shown in its data-hint attribute (none while it shows no hint). With the move, the board
// draws its pattern (hint-overlay.js) until the hint goes.
import { failureReason, OfflineError, postJson } from "./api.js";
import { stepCells, withCellNames } from "./cell-text.js";
import { toElement } from "./diagram-elements.js";
import { whenEnabled } from "./dom.js";
import { boardString } from "./game.js";
import { overlayTree } from "./hint-overlay.js";
import { showTogether } from "./in-view.js";
import { candidateMarks } from "./marks.js";
import { t } from "./messages.js";
import { HINTS_OFF_KEY, writeStorage } from "./storage.js";
// Type-only: what POST /api/hint answers, from the engine that makes it (erased: the browser fetches no engine).
/** @import { HintAnswer } from "../../../../engine/hint.ts" */
/** @import { StepReason } from "../../../../engine/explain.ts" */
/** @import { Step } from "../../../../engine/techniques/step.ts" */
/** @import { Parts } from "./main.js" */
/** @import { Renderer } from "./render.js" */
/** @import { GameStore } from "./storage.js" */

/** @typedef {ReturnType<typeof createHints>} Hints The hint button, panel and no-hints mode. */

/**
 * The DOM nodes of the message under `key` with `node` where its parameter `name` stands: the words around a
 * link keep the order of the page's language.
 * @param {string} key
 * @param {string} name
 * @param {Node} node
 * @returns {(string | Node)[]}
 */
export function messageWith(key, name, node) {
  // A character no template holds marks where the node goes.
  const mark = "\u0000";
  const [before, after = ""] = t(key, { [name]: mark }).split(mark);
  return [before, node, after].filter((part) => part !== "");
}

/**
 * An API message ("a digit you placed is wrong: …") as a sentence.
 * @param {string} message
 * @returns {string}
 */
export function sentence(message) {
  return message.charAt(0).toUpperCase() + message.slice(1) + ".";
}

/** @param {Parts & { store: GameStore, renderer: Renderer }} parts */
export function createHints({ game, geometry, board, cells, el, page, request, store, renderer, setStatus }) {
  const state = game.state;
  /** @type {Element | null} The move's pattern over the board, while level 3 is shown. */
  let overlay = null;
  /**
   * The current hint: the board it was asked for, the answer, how many levels the player asked for (`shown`)
   * and how many are on the panel (`rendered`).
   * @type {{ board: string, answer: HintAnswer, shown: number, rendered?: number } | null}
   */
  let hint = null;
  /** A hint request is on its way: further clicks wait for it rather than count a second hint. */
  let pending = false;

  const hintsOff = () => el.hintsOff.checked;

  function clear() {
    hint = null;
    clearOverlay();
    renderer.clearClass("hint-cell");
    renderer.clearClass("hint-area");
    renderer.clearClass("hint-reason");
    el.hintPanel.textContent = "";
    delete el.hintPanel.dataset.hint;
  }

  function clearOverlay() {
    overlay?.remove();
    overlay = null;
  }

  /**
   * Draws the move's pattern over the board, on the candidates of the digits the hint was asked about.
   * @param {Step} step
   */
  function drawOverlay(step) {
    clearOverlay();
    const tree = overlayTree({
      rules: geometry,
      variant: page.variant,
      candidates: candidateMarks(state.values, geometry),
      step,
    });
    overlay = /** @type {Element} */ (toElement(tree));
    board.append(overlay);
  }

  /**
   * One line of the panel, saying which level it tells.
   * @param {number} levelNumber
   * @param {...(string | Node)} parts
   */
  function line(levelNumber, ...parts) {
    const p = document.createElement("p");
    p.dataset.hintLevel = String(levelNumber);
    p.append(...parts);
    return p;
  }

  /**
   * Why a step holds (the engine's reason, with the cells it names), under the step: the placed digits or the
   * pattern it rests on are outlined on the board.
   * @param {StepReason} why
   */
  function whyLine(why) {
    const p = document.createElement("p");
    p.dataset.hintWhy = why.kind;
    const label = document.createElement("strong");
    label.textContent = t("player.why") + " ";
    p.append(label, ...withCellNames(why.text + ".", why.cells, geometry));
    for (const i of why.cells) cells[i].classList.add("hint-reason");
    return p;
  }

  /**
   * Show the current hint up to its level. Only the lines of levels not shown yet are added: the panel is a
   * live region, and a rebuilt one would be read out from the start again.
   */
  function render() {
    // Called only with a current hint.
    const current = /** @type {NonNullable<typeof hint>} */ (hint);
    const answer = current.answer;
    if (current.rendered === undefined) {
      el.hintPanel.textContent = "";
      clearOverlay();
      current.rendered = 0;
    }
    if (answer.status !== "hint") {
      if (current.rendered > 0) return;
      current.rendered = 1;
      const p = document.createElement("p");
      p.dataset.hintStatus = answer.status;
      // "solved" and "stuck" name no cells; a "mistake" names the wrong digits when the solver found the solution.
      const named = /** @type {{ cells?: number[] }} */ (answer).cells || [];
      p.append(...withCellNames(sentence(answer.message), named, geometry));
      el.hintPanel.append(p);
      for (const i of named) cells[i].classList.add("hint-cell");
      return;
    }
    const from = current.rendered;
    if (from >= current.shown) return;
    current.rendered = current.shown;
    el.hintPanel.dataset.hint = String(current.shown);
    // On a phone the panel sits under the board: show the new line and the board the move is drawn on
    // together. Beside the pad on a wide screen both are in view already, and the page stays where it is.
    requestAnimationFrame(() => showTogether([board, el.hintPanel]));
    if (from < 1) {
      el.hintPanel.append(line(1, t("player.hint.look", { area: answer.area.name })));
      for (const i of answer.area.cells) cells[i].classList.add("hint-area");
    }
    if (from < 2 && current.shown >= 2) {
      const link = document.createElement("a");
      link.href = "/techniques/" + answer.technique.id;
      link.textContent = answer.technique.name;
      el.hintPanel.append(line(2, ...messageWith("player.hint.technique", "technique", link)));
    }
    if (from < 3 && current.shown >= 3) {
      const move = answer.move;
      el.hintPanel.append(line(3, ...withCellNames(move.text + ".", stepCells(move.step), geometry)));
      el.hintPanel.append(whyLine(move.why));
      for (const i of move.highlight) cells[i].classList.add("hint-cell");
      drawOverlay(move.step);
      // A move that only removes candidates: what it leads to, down to the digit it lets you place, and why
      // that digit goes there. The steps between say their pattern and what they remove in their own words;
      // a reason for each would push the panel past a laptop's screen.
      const then = move.then;
      if (then) {
        const text = t("player.hint.then", { steps: then.map((next) => next.text).join("; ") });
        const named = then.flatMap((next) => stepCells(next.step));
        el.hintPanel.append(line(3, ...withCellNames(text, named, geometry)));
        el.hintPanel.append(whyLine(then[then.length - 1].why));
        for (const { cell } of then[then.length - 1].step.placements) cells[cell].classList.add("hint-cell");
      }
    }
  }

  async function ask() {
    const current = boardString(game);
    if (hint && hint.board === current) {
      if (hint.answer.status === "hint" && hint.shown < 3) hint.shown++;
      render();
      return;
    }
    if (pending) return;
    pending = true;
    try {
      const answer = await postJson("/api/hint", { ...request, board: current });
      // The board moved on, hints were switched off or the puzzle got solved while the answer was on its way.
      if (boardString(game) !== current || hintsOff() || state.solved) return;
      hint = { board: current, answer, shown: 1 };
      if (answer.status === "hint" && !state.hinted.includes(current)) {
        state.hints++;
        state.hinted.push(current);
        store.save();
      }
      render();
    } catch (error) {
      setStatus(
        error instanceof OfflineError
          ? t("player.hint.offline")
          : t("player.hint.failed", { reason: failureReason(error) }),
      );
    } finally {
      pending = false;
    }
  }

  function applyHintsOff() {
    const off = hintsOff();
    el.hint.hidden = off;
    if (off) clear();
  }

  // Check and Hint are off once the puzzle is solved and Hint is hidden in no-hints mode, so it never asks
  // about a solved board, nor with hints off.
  whenEnabled(el.hint, ask);
  el.hintsOff.addEventListener("change", () => {
    writeStorage(HINTS_OFF_KEY, hintsOff() ? "1" : "0");
    applyHintsOff();
  });

  return {
    clear,
    /** A hint is about the digits on the board: it stands while they are the ones it was asked for. */
    /** @param {string} board The digits on the board now (boardString). */
    clearUnlessAbout(board) {
      if (!hint || hint.board !== board) clear();
    },
    /** Sets no-hints mode (from storage, or another tab) and applies it. */
    /** @param {boolean} off */
    setHintsOff(off) {
      el.hintsOff.checked = off;
      applyHintsOff();
    },
  };
}
