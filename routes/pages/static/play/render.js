// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Drawing the game on the server-rendered board: cell contents, highlights, labels and button states.
import { t } from "./messages.js";
/** @import { Conflict } from "./board-geometry.js" */
/** @import { Parts } from "./main.js" */

/** @typedef {ReturnType<typeof createRenderer>} Renderer */

/**
 * `cells[i]` is the gridcell element of cell i.
 * @param {Pick<Parts, "game" | "geometry" | "cells" | "el">} parts
 */
export function createRenderer({ game, geometry, cells, el }) {
  const { givens } = game;
  const state = game.state;

  /**
   * The digits pencilled in `cell`, ascending.
   * @param {number} cell
   * @returns {number[]}
   */
  function markDigits(cell) {
    const digits = [];
    for (let d = 1; d <= geometry.size; d++) if (state.marks[cell] & (1 << (d - 1))) digits.push(d);
    return digits;
  }

  /**
   * What a screen reader says for a cell: where it is, what it holds, and whether it clashes.
   * @param {number} cell
   * @param {boolean} conflicting
   * @returns {string}
   */
  function cellLabel(cell, conflicting) {
    const digits = markDigits(cell);
    const content = givens[cell]
      ? t("player.board.cell.given", { digit: givens[cell] })
      : state.values[cell]
      ? String(state.values[cell])
      : digits.length
      ? t("player.board.cell.notes", { digits: digits.join(" ") })
      : t("player.board.cell.empty");
    // A list of the cell's facts, each its own phrase: the same order reads in every language.
    const facts = [geometry.spokenName(cell), content, geometry.cageWords(cell)];
    if (conflicting) facts.push(t("player.board.cell.conflict"));
    if (cells[cell].classList.contains("wrong")) facts.push(t("player.board.cell.wrong"));
    return facts.filter(Boolean).join(", ");
  }

  /** @param {number} i */
  function renderCell(i) {
    if (givens[i]) return;
    const cell = cells[i];
    const value = state.values[i];
    cell.textContent = "";
    if (value) {
      const span = document.createElement("span");
      span.className = "value";
      span.textContent = String(value);
      cell.append(span);
      return;
    }
    const digits = markDigits(i);
    if (digits.length) {
      const marks = document.createElement("span");
      marks.className = "marks";
      for (const d of digits) {
        const mark = document.createElement("span");
        mark.className = "mark";
        mark.dataset.mark = String(d);
        mark.textContent = String(d);
        // Spaces between the marks (a grid does not render them) make the text "1 2", as the label says.
        if (marks.childElementCount > 0) marks.append(" ");
        marks.append(mark);
      }
      cell.append(marks);
    }
  }

  /** @param {Conflict[]} conflicts */
  function renderHighlights(conflicts) {
    const conflicting = new Set(conflicts.flatMap((c) => c.cells));
    const selected = game.selected;
    const digit = selected >= 0 ? state.values[selected] : 0;
    for (let i = 0; i < geometry.cellCount; i++) {
      const cell = cells[i];
      const isSelected = i === selected;
      cell.setAttribute("aria-selected", String(isSelected));
      cell.tabIndex = isSelected || (selected < 0 && i === 0) ? 0 : -1;
      cell.classList.toggle("peer", selected >= 0 && !isSelected && geometry.sees(i, selected));
      cell.classList.toggle("same-digit", digit !== 0 && state.values[i] === digit);
      // The selected digit's pencil marks too: where else it can still go is what a player scans for next.
      for (const mark of /** @type {NodeListOf<HTMLElement>} */ (cell.querySelectorAll(".mark"))) {
        mark.classList.toggle("same-mark", digit !== 0 && Number(mark.dataset.mark) === digit);
      }
      cell.classList.toggle("conflict", conflicting.has(i));
      cell.setAttribute("aria-label", cellLabel(i, conflicting.has(i)));
    }
  }

  /**
   * Each digit button says how many of its digit are still to place (each digit fills `size` cells); a digit
   * placed everywhere is greyed (still pressable: an extra copy is a mistake the board shows as a conflict).
   * The count is drawn from data-left by the style sheet, so the button's text stays its digit.
   */
  function renderPad() {
    const placed = new Array(geometry.size + 1).fill(0);
    for (const value of state.values) placed[value]++;
    for (const button of el.digits) {
      const digit = Number(button.dataset.digit);
      const left = Math.max(0, geometry.size - placed[digit]);
      button.dataset.left = String(left);
      button.classList.toggle("finished", left === 0);
      // A description, not the name: the button stays "digit 5" to speech input and to scripts that find it.
      button.setAttribute(
        "aria-description",
        left === 0 ? t("player.board.pad.done") : t("player.board.pad.left", { n: left }),
      );
    }
  }

  // Clicks on an aria-disabled button are ignored (see whenEnabled in dom.js). A paused game takes no edit.
  function renderButtons() {
    const locked = state.solved || game.paused;
    el.undo.setAttribute("aria-disabled", String(game.undoStack.length === 0 || locked));
    el.redo.setAttribute("aria-disabled", String(game.redoStack.length === 0 || locked));
    for (const button of el.editing) button.setAttribute("aria-disabled", String(locked));
    el.pencil.setAttribute("aria-pressed", String(game.pencil));
    el.pause.setAttribute("aria-disabled", String(state.solved));
    const empty = state.values.every((value, i) => value === givens[i]) && state.marks.every((m) => m === 0);
    el.restart.setAttribute("aria-disabled", String(locked || empty));
  }

  return {
    renderCell,
    renderButtons,
    renderAllCells() {
      for (let i = 0; i < geometry.cellCount; i++) renderCell(i);
    },
    /** @param {string} name */
    clearClass(name) {
      for (const cell of cells) cell.classList.remove(name);
    },
    /** Highlights and buttons after any change; returns the board's conflicts. */
    render() {
      const conflicts = geometry.findConflicts(state.values);
      renderHighlights(conflicts);
      renderPad();
      renderButtons();
      return conflicts;
    },
  };
}
