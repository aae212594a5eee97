// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Playing the board: selecting cells, entering digits and pencil marks, erasing, filling in every candidate,
// undo and redo, by pointer, the on-screen buttons and the keyboard. An edit may change several cells (a digit
// and the pencil marks it clears, or every candidate filled in) and is undone as one. Every edit ends in one
// place (afterChange), which checks for conflicts and for the solved grid.
import { withCellNames } from "./cell-text.js";
import { whenEnabled } from "./dom.js";
import { boardString } from "./game.js";
import { autoClearOn, cellsSeeing, filledMarks, saveAutoClear } from "./marks.js";
import { t } from "./messages.js";
/** @import { Change, Edit } from "./game.js" */
/** @import { Hints } from "./hints.js" */
/** @import { Parts } from "./main.js" */
/** @import { Renderer } from "./render.js" */
/** @import { SolvedView } from "./solved.js" */
/** @import { GameStore } from "./storage.js" */

/** @typedef {{ cell: number, value: number, marks: number }} WantedCell What an edit would make a cell hold. */

/** @type {Record<string, [number, number]>} The selection's move per arrow key: rows, then columns. */
const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/** How long after a "1" its second figure may follow to make 10 to 16 (the first figure stays if none does). */
export const SECOND_FIGURE_MS = 1500;

/**
 * Digit keys for a grid of `size`. Keys 1 to 9 enter their digit (up to the size). Past 9 (16×16) there are
 * two ways to 10 to 16: a second figure, "1" then "0" to "6" on the same cell within SECOND_FIGURE_MS (the
 * "1" goes in at once, and the second figure turns it into 10 to 16), or one letter, A to G, as the text form
 * writes them.
 *
 * `read(key, cell, time)` says what a key press on the selected `cell` at `time` (ms) enters: `{ digit }`, or
 * `{ digit, second: true }` when it is the second figure of the "1" just typed there; null when the key
 * enters no digit ("0" on its own is the erase key).
 * @param {number} size
 */
export function createDigitKeys(size) {
  /** @type {{ cell: number, time: number } | null} The cell and time of a "1" that a second figure may follow. */
  let first = null;
  return {
    /**
     * @param {string} key The KeyboardEvent's key.
     * @param {number} cell The selected cell, -1 for none.
     * @param {number} time
     * @returns {{ digit: number, second?: boolean } | null}
     */
    read(key, cell, time) {
      // Keys that type no character (Shift for the figures of some layouts, Caps Lock) leave a "1" pending.
      if (key.length !== 1) return null;
      const figure = key >= "0" && key <= "9" ? Number(key) : -1;
      const after = first;
      first = null;
      if (after && after.cell === cell && time - after.time <= SECOND_FIGURE_MS && figure >= 0) {
        if (10 + figure <= size) return { digit: 10 + figure, second: true };
      }
      if (figure >= 1 && figure <= size) {
        if (figure === 1 && size > 9) first = { cell, time };
        return { digit: figure };
      }
      if (size > 9) {
        const letter = key.toUpperCase().charCodeAt(0) - 65;
        if (letter >= 0 && 10 + letter <= size) return { digit: 10 + letter };
      }
      return null;
    },
    /** Forget a pending "1": a digit entered another way is not the first figure of a number. */
    reset() {
      first = null;
    },
  };
}

/** @param {Parts & { store: GameStore, renderer: Renderer, hints: Hints, solved: SolvedView }} parts */
export function installInput(
  { game, geometry, board, cells, el, store, renderer, hints, solved, setStatus },
) {
  const { givens } = game;
  const state = game.state;

  /**
   * @param {number} i
   * @param {boolean} focus Whether the cell takes the keyboard focus too.
   */
  function select(i, focus) {
    if (i < 0 || i >= geometry.cellCount) return;
    game.selected = i;
    renderer.render();
    if (focus) cells[i].focus();
  }

  /**
   * Puts one side ("before" or "after") of an edit's changes on the board.
   * @param {Change[]} changes
   * @param {"before" | "after"} side
   */
  function apply(changes, side) {
    for (const change of changes) {
      state.values[change.cell] = change[side].value;
      state.marks[change.cell] = change[side].marks;
      renderer.renderCell(change.cell);
    }
    afterChange();
  }

  /**
   * One edit: `wanted` lists `{ cell, value, marks }`; the cells it would not change are left out, and an
   * edit that changes nothing is none. `cell` is the cell undo and redo select (-1: the selection stays).
   * Undo history keeps it as `{ cell, changes: [{ cell, before, after }] }`.
   * @param {number} cell
   * @param {WantedCell[]} wanted
   */
  function edit(cell, wanted) {
    if (state.solved || game.paused) return;
    /** @type {Change[]} */
    const changes = [];
    for (const { cell: i, value, marks } of wanted) {
      if (givens[i]) continue;
      const before = { value: state.values[i], marks: state.marks[i] };
      if (before.value !== value || before.marks !== marks) {
        changes.push({ cell: i, before, after: { value, marks } });
      }
    }
    if (changes.length === 0) return;
    game.undoStack.push({ cell, changes });
    game.redoStack.length = 0;
    apply(changes, "after");
  }

  /**
   * Sets cell i. A digit placed there also clears its pencil marks from every cell that sees it (any region
   * of the rules), unless auto-clear is off: the marks it clears are part of the same edit.
   * @param {number} i
   * @param {number} value 0 for none.
   * @param {number} marks
   */
  function change(i, value, marks) {
    const wanted = [{ cell: i, value, marks }];
    if (value && value !== state.values[i] && el.autoClear.checked) {
      const bit = 1 << (value - 1);
      for (const other of cellsSeeing(i, geometry)) {
        if (state.marks[other] & bit) {
          wanted.push({ cell: other, value: state.values[other], marks: state.marks[other] & ~bit });
        }
      }
    }
    edit(i, wanted);
  }

  /** Every empty cell's pencil marks set to its candidates under the rules (cage sums too), as one edit. */
  function fillCandidates() {
    const marks = filledMarks(state.values, geometry);
    /** @type {WantedCell[]} */
    const wanted = [];
    for (let i = 0; i < geometry.cellCount; i++) {
      if (!state.values[i]) wanted.push({ cell: i, value: 0, marks: marks[i] });
    }
    edit(game.selected, wanted);
  }

  /**
   * Back to the givens: every digit and pencil mark of the player's cleared, as one edit that Undo takes back
   * (so it needs no "are you sure?"). The clock keeps the time played.
   */
  function restart() {
    /** @type {WantedCell[]} */
    const wanted = [];
    for (let i = 0; i < geometry.cellCount; i++) wanted.push({ cell: i, value: 0, marks: 0 });
    const depth = game.undoStack.length;
    edit(-1, wanted);
    if (game.undoStack.length > depth) setStatus(t("player.board.restarted"));
  }

  function afterChange() {
    renderer.clearClass("wrong");
    // A hint is about the digits on the board: pencil marks leave it standing.
    hints.clearUnlessAbout(boardString(game));
    const conflicts = renderer.render();
    if (conflicts.length) {
      const { text, cells } = geometry.describeConflict(conflicts[0]);
      setStatus(...withCellNames(t("player.board.conflict", { text }), cells, geometry));
    } else if (state.values.every((v) => v !== 0)) {
      // A full grid that breaks no rule is the solution: the puzzle has exactly one.
      solved.markSolved();
      return;
    } else {
      setStatus("");
    }
    store.save();
  }

  /** @param {number} d */
  function enterDigit(d) {
    if (state.solved || game.paused) return;
    if (game.selected < 0) {
      setStatus(t("player.board.select-first"));
      return;
    }
    const i = game.selected;
    if (givens[i]) return;
    if (game.pencil) {
      if (state.values[i]) return;
      change(i, 0, state.marks[i] ^ (1 << (d - 1)));
    } else {
      change(i, d, state.marks[i]);
    }
  }

  /**
   * A second figure typed after "1" on a 16×16 board: the "1" keystroke's edit (the top of the undo stack,
   * if it made one) is taken back and `digit` (10 to 16) entered instead, so the number is one edit.
   * @param {number} digit
   * @param {Edit | null} firstEdit
   */
  function enterSecondFigure(digit, firstEdit) {
    if (firstEdit && game.undoStack[game.undoStack.length - 1] === firstEdit) {
      game.undoStack.pop();
      for (const change of firstEdit.changes.toReversed()) {
        state.values[change.cell] = change.before.value;
        state.marks[change.cell] = change.before.marks;
        renderer.renderCell(change.cell);
      }
    }
    enterDigit(digit);
  }

  function erase() {
    const i = game.selected;
    if (i < 0 || givens[i] || state.solved || game.paused) return;
    if (state.values[i]) change(i, 0, state.marks[i]);
    else change(i, 0, 0);
  }

  /**
   * Undo (`side` "before") or redo ("after"): moves the last edit of `from` onto `to` and puts that side of it
   * back on the board. Once solved the board is final: both stacks stay as they are.
   * @param {Edit[]} from
   * @param {Edit[]} to
   * @param {"before" | "after"} side
   */
  function replay(from, to, side) {
    if (state.solved || game.paused) return;
    const action = from.pop();
    if (!action) return;
    to.push(action);
    revisit(action.cell);
    apply(side === "before" ? action.changes.toReversed() : action.changes, side);
  }
  const undo = () => replay(game.undoStack, game.redoStack, "before");
  const redo = () => replay(game.redoStack, game.undoStack, "after");

  // Undo and redo select the cell they change. From the keyboard on the board, the focus goes with it, or the
  // next digit would land in a cell other than the one with the focus ring; from the buttons it stays put.
  /** @param {number} i */
  function revisit(i) {
    if (i < 0) return;
    game.selected = i;
    if (cells.includes(/** @type {HTMLElement} */ (document.activeElement))) cells[i].focus();
  }

  function togglePencil() {
    if (state.solved || game.paused) return;
    game.pencil = !game.pencil;
    renderer.renderButtons();
  }

  // With nothing selected, the first arrow selects the first cell (the one Tab reaches) rather than a step
  // away from it.
  /**
   * @param {number} dr Rows to move, wrapping around.
   * @param {number} dc Columns to move, wrapping around.
   */
  function move(dr, dc) {
    if (game.selected < 0) {
      select(0, true);
      return;
    }
    const size = geometry.size;
    const r = (geometry.rowOf(game.selected) + dr + size) % size;
    const c = (geometry.colOf(game.selected) + dc + size) % size;
    select(geometry.cellAt(r, c), true);
  }

  const digitKeys = createDigitKeys(geometry.size);
  /** @type {Edit | null} The edit the last digit key made (the "1" a second figure may replace), or null. */
  let lastKeyEdit = null;

  board.addEventListener("click", (event) => {
    const cell =
      /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest('[role="gridcell"]'));
    if (cell && !state.solved) select(Number(cell.dataset.cell), true);
  });
  board.addEventListener("focusin", (event) => {
    const cell =
      /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest('[role="gridcell"]'));
    if (cell && !state.solved && Number(cell.dataset.cell) !== game.selected) {
      select(Number(cell.dataset.cell), false);
    }
  });
  for (const button of el.digits) {
    whenEnabled(button, () => {
      digitKeys.reset();
      enterDigit(Number(button.dataset.digit));
    });
  }
  whenEnabled(el.erase, erase);
  whenEnabled(el.pencil, togglePencil);
  whenEnabled(el.undo, undo);
  whenEnabled(el.redo, redo);
  whenEnabled(el.fillCandidates, fillCandidates);
  whenEnabled(el.restart, restart);
  el.autoClear.checked = autoClearOn();
  el.autoClear.addEventListener("change", () => saveAutoClear(el.autoClear.checked));

  document.addEventListener("keydown", (event) => {
    const target = event.target;
    // Keys typed in a dialog (the shortcuts list) are its own; a paused board takes none.
    if (game.paused) return;
    if (
      target instanceof Element && target.closest("input, textarea, select, a, [contenteditable], dialog")
    ) {
      return;
    }
    const key = event.key;
    if (event.ctrlKey || event.metaKey) {
      if (event.altKey) return;
      const lower = key.toLowerCase();
      if (lower === "z" && !event.shiftKey) undo();
      else if (lower === "y" || (lower === "z" && event.shiftKey)) redo();
      else return;
      event.preventDefault();
      return;
    }
    if (event.altKey) return;
    // The digit and editing buttons are part of playing the board: arrows still move the selection from there.
    const onBoard = target === document.body ||
      (target instanceof Element && (board.contains(target) || target.closest(".pad, .tools") !== null));
    const typed = digitKeys.read(key, game.selected, event.timeStamp);
    if (typed) {
      const depth = game.undoStack.length;
      if (typed.second) enterSecondFigure(typed.digit, lastKeyEdit);
      else enterDigit(typed.digit);
      lastKeyEdit = game.undoStack.length > depth ? game.undoStack[game.undoStack.length - 1] : null;
      event.preventDefault();
      return;
    }
    if (key === "Backspace" || key === "Delete" || key === "0") erase();
    else if (key === "p" || key === "P") togglePencil();
    else if (ARROWS[key] && onBoard && !state.solved) move(...ARROWS[key]);
    else return;
    // Any other edit or move ends a number being typed: a figure after it starts a new one.
    digitKeys.reset();
    event.preventDefault();
  });
}
