// The one game a page plays: what is saved (digits, pencil marks, time, hints) and the editing state around
// it (selection, pencil mode, undo history). Every other module reads and changes this object.

/** `puzzle` is the board's data-puzzle: one character per cell, "0" for an empty one. */
export function createGame(puzzle, cellCount) {
  const givens = Array.from(puzzle, (ch) => Number(ch));
  return {
    givens,
    /**
     * What storage keeps. `hinted`: the boards (digits) a hint was counted for, so asking again about one
     * (after a reload, an undo, or switching hints off and on) does not count twice.
     */
    state: {
      values: givens.slice(),
      marks: new Array(cellCount).fill(0),
      elapsed: 0,
      hints: 0,
      hinted: [],
      solved: false,
    },
    /** The selected cell, or -1. */
    selected: -1,
    pencil: false,
    /** Edits as `{ cell, before, after }`, each side `{ value, marks }`. */
    undoStack: [],
    redoStack: [],
  };
}

/** The digits on the board as one string: what a hint is asked for and what the saved game holds. */
export function boardString(game) {
  return game.state.values.join("");
}
