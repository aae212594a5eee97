// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The one game a page plays: what is saved (digits, pencil marks, time, hints) and the editing state around
// it (selection, pencil mode, undo history). Every other module reads and changes this object.
/** @import { Geometry } from "./board-geometry.js" */

/** @typedef {{ value: number, marks: number }} CellState One side of an edit: a cell's digit (0 for none) and marks. */
/** @typedef {{ cell: number, before: CellState, after: CellState }} Change One cell's part of an edit. */
/**
 * An edit as undo and redo keep it: the cells it changed, and the cell they select (-1: the selection stays).
 * @typedef {{ cell: number, changes: Change[] }} Edit
 */
/**
 * What storage keeps of a game.
 * @typedef {object} GameState
 * @property {number[]} values The digit of each cell, 0 for empty.
 * @property {number[]} marks The pencil marks of each cell, digit d as bit d - 1.
 * @property {number} elapsed Milliseconds played before the running stretch.
 * @property {number} hints
 * @property {string[]} hinted
 * @property {boolean} solved
 * @property {boolean} [expert] Whether no-hints mode was on, with no hint used, when the game was solved.
 */
/** @typedef {ReturnType<typeof createGame>} Game */

/**
 * `puzzle` is the board's data-puzzle: one text-form character per cell ("1".."9", then "A".."G" for 10 to
 * 16), "0" for an empty one; `geometry` is the grid's (board-geometry.js). Digits are kept as numbers.
 * @param {string} puzzle
 * @param {Geometry} geometry
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
    state: /** @type {GameState} */ ({
      values: givens.slice(),
      marks: new Array(cellCount).fill(0),
      elapsed: 0,
      hints: 0,
      hinted: [],
      solved: false,
    }),
    /** The selected cell, or -1. */
    selected: -1,
    /** Paused: the board hidden, the clock stopped and every edit refused until the player resumes. */
    paused: false,
    pencil: false,
    /** Edits as `{ cell, changes: [{ cell, before, after }] }`, each side `{ value, marks }`. */
    undoStack: /** @type {Edit[]} */ ([]),
    redoStack: /** @type {Edit[]} */ ([]),
  };
}

/**
 * The digits on the board as one string in the text form ("0" for empty, 10 to 16 as A to G): what a hint is
 * asked for and what the saved game holds.
 * @param {{ state: { values: number[] }, digitChars: string }} game
 * @returns {string}
 */
export function boardString(game) {
  return game.state.values.map((digit) => (digit ? game.digitChars[digit - 1] : "0")).join("");
}
