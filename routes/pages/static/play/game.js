// The one game a page plays: what is saved (digits, pencil marks, time, hints) and the editing state around
// it (selection, pencil mode, undo history). Every other module reads and changes this object.

/**
 * `puzzle` is the board's data-puzzle: one text-form character per cell ("1".."9", then "A".."G" for 10 to
 * 16), "0" for an empty one; `geometry` is the grid's (board-geometry.js). Digits are kept as numbers.
 */
export function createGame(puzzle, geometry) {
  const { cellCount, digitChars } = geometry;
  const givens = Array.from(puzzle, (ch) => Math.max(0, geometry.digitOf(ch)));
  return {
    givens,
    /** The text form's characters of the digits, for boardString. */
    digitChars,
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
    /** Paused: the board hidden, the clock stopped and every edit refused until the player resumes. */
    paused: false,
    pencil: false,
    /** Edits as `{ cell, before, after }`, each side `{ value, marks }`. */
    undoStack: [],
    redoStack: [],
  };
}

/**
 * The digits on the board as one string in the text form ("0" for empty, 10 to 16 as A to G): what a hint is
 * asked for and what the saved game holds.
 */
export function boardString(game) {
  return game.state.values.map((digit) => (digit ? game.digitChars[digit - 1] : "0")).join("");
}
