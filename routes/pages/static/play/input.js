// Playing the board: selecting cells, entering digits and pencil marks, erasing, undo and redo, by pointer,
// the on-screen buttons and the keyboard. Every edit ends in one place (afterChange), which checks for
// conflicts and for the solved grid.
import { whenEnabled } from "./dom.js";
import { boardString } from "./game.js";

const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

export function installInput(
  { game, geometry, board, cells, el, store, renderer, hints, solved, setStatus },
) {
  const { givens } = game;
  const state = game.state;

  function select(i, focus) {
    if (i < 0 || i >= geometry.cellCount) return;
    game.selected = i;
    renderer.render();
    if (focus) cells[i].focus();
  }

  function apply(i, value, marks) {
    state.values[i] = value;
    state.marks[i] = marks;
    renderer.renderCell(i);
    afterChange();
  }

  function change(i, value, marks) {
    if (state.solved || givens[i]) return;
    const before = { value: state.values[i], marks: state.marks[i] };
    if (before.value === value && before.marks === marks) return;
    game.undoStack.push({ cell: i, before, after: { value, marks } });
    game.redoStack.length = 0;
    apply(i, value, marks);
  }

  function afterChange() {
    renderer.clearClass("wrong");
    // A hint is about the digits on the board: pencil marks leave it standing.
    hints.clearUnlessAbout(boardString(game));
    const conflicts = renderer.render();
    if (conflicts.length) {
      const c = conflicts[0];
      setStatus("Conflict: " + c.digit + " appears twice in " + c.region + ".");
    } else if (state.values.every((v) => v !== 0)) {
      // A full grid that breaks no rule is the solution: the puzzle has exactly one.
      solved.markSolved();
      return;
    } else {
      setStatus("");
    }
    store.save();
  }

  function enterDigit(d) {
    if (state.solved) return;
    if (game.selected < 0) {
      setStatus("Select a cell first.");
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

  function erase() {
    const i = game.selected;
    if (i < 0 || givens[i] || state.solved) return;
    if (state.values[i]) change(i, 0, state.marks[i]);
    else change(i, 0, 0);
  }

  /**
   * Undo (`side` "before") or redo ("after"): moves the last edit of `from` onto `to` and puts that side of it
   * back on the board. Once solved the board is final: both stacks stay as they are.
   */
  function replay(from, to, side) {
    if (state.solved) return;
    const action = from.pop();
    if (!action) return;
    to.push(action);
    revisit(action.cell);
    apply(action.cell, action[side].value, action[side].marks);
  }
  const undo = () => replay(game.undoStack, game.redoStack, "before");
  const redo = () => replay(game.redoStack, game.undoStack, "after");

  // Undo and redo select the cell they change. From the keyboard on the board, the focus goes with it, or the
  // next digit would land in a cell other than the one with the focus ring; from the buttons it stays put.
  function revisit(i) {
    game.selected = i;
    if (cells.includes(document.activeElement)) cells[i].focus();
  }

  function togglePencil() {
    if (state.solved) return;
    game.pencil = !game.pencil;
    renderer.renderButtons();
  }

  // With nothing selected, the first arrow selects the first cell (the one Tab reaches) rather than a step
  // away from it.
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

  /** A digit key of this grid: "1" up to its size. */
  const isDigitKey = (key) => key.length === 1 && key >= "1" && key <= String(Math.min(geometry.size, 9));

  board.addEventListener("click", (event) => {
    const cell = event.target.closest('[role="gridcell"]');
    if (cell && !state.solved) select(Number(cell.dataset.cell), true);
  });
  board.addEventListener("focusin", (event) => {
    const cell = event.target.closest('[role="gridcell"]');
    if (cell && !state.solved && Number(cell.dataset.cell) !== game.selected) {
      select(Number(cell.dataset.cell), false);
    }
  });
  for (const button of el.digits) whenEnabled(button, () => enterDigit(Number(button.dataset.digit)));
  whenEnabled(el.erase, erase);
  whenEnabled(el.pencil, togglePencil);
  whenEnabled(el.undo, undo);
  whenEnabled(el.redo, redo);

  document.addEventListener("keydown", (event) => {
    const target = event.target;
    if (target instanceof Element && target.closest("input, textarea, select, a, [contenteditable]")) return;
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
    if (isDigitKey(key)) enterDigit(Number(key));
    else if (key === "Backspace" || key === "Delete" || key === "0") erase();
    else if (key === "p" || key === "P") togglePencil();
    else if (ARROWS[key] && onBoard && !state.solved) move(...ARROWS[key]);
    else return;
    event.preventDefault();
  });
}
