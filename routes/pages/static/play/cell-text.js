// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Explanations as screen readers should hear them: each cell the text names ("r6c4") shows as written and
// is read as the board's own labels read it ("row 6, column 4"). Which cells a text names comes from its
// record (a step's placements, eliminations and pattern; a hint message's cells), never from parsing the
// words; the text is only searched for those cells' names, to know where each one stands.
/** @import { Geometry } from "./board-geometry.js" */
/** @import { Step } from "../../../../engine/techniques/step.ts" */

/** @typedef {{ text: string, cell?: undefined } | { text: string, cell: number }} TextPiece */

/**
 * Every cell a step record involves: the cells its explanation can name.
 * @param {Pick<Step, "placements" | "eliminations"> & { pattern?: Step["pattern"] }} step
 * @returns {number[]}
 */
export function stepCells(step) {
  /** @type {number[]} */
  const cells = [];
  for (const { cell } of step.placements) cells.push(cell);
  for (const { cell } of step.eliminations) cells.push(cell);
  /** @type {Step["pattern"]} */
  const pattern = step.pattern || {};
  for (const cell of pattern.cells || []) cells.push(cell);
  for (const { cell } of pattern.chain || []) cells.push(cell);
  for (const { cell } of pattern.colors || []) cells.push(cell);
  for (const cell of pattern.fins || []) cells.push(cell);
  for (const group of pattern.groups || []) cells.push(...group.cells);
  for (const set of pattern.sets || []) cells.push(...set.cells);
  return cells;
}

/**
 * Letters, digits and "_": what may not touch a cell name for it to stand on its own.
 * @param {string | undefined} ch
 * @returns {boolean}
 */
function isWordChar(ch) {
  return ch !== undefined && (
    (ch >= "0" && ch <= "9") || (ch >= "a" && ch <= "z") || (ch >= "A" && ch <= "Z") || ch === "_"
  );
}

/**
 * `text` cut into pieces: `{ text }` for words, `{ cell, text }` where the name of one of `cells` stands as
 * a word of its own. Pieces are in text order; joined, their texts give `text` back.
 * @param {string} text
 * @param {Iterable<number>} cells
 * @param {Pick<Geometry, "cellName">} geometry
 * @returns {TextPiece[]}
 */
export function splitAtCellNames(text, cells, geometry) {
  /** @type {{ at: number, cell: number, name: string }[]} */
  const found = [];
  for (const cell of new Set(cells)) {
    const name = geometry.cellName(cell);
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + name.length)) {
      if (!isWordChar(text[at - 1]) && !isWordChar(text[at + name.length])) found.push({ at, cell, name });
    }
  }
  found.sort((a, b) => a.at - b.at);
  /** @type {TextPiece[]} */
  const pieces = [];
  let last = 0;
  for (const { at, cell, name } of found) {
    if (at < last) continue;
    if (at > last) pieces.push({ text: text.slice(last, at) });
    pieces.push({ cell, text: name });
    last = at + name.length;
  }
  if (last < text.length || pieces.length === 0) pieces.push({ text: text.slice(last) });
  return pieces;
}

/**
 * `text` as DOM nodes, each name of one of `cells` shown as written and read by its row and column.
 * @param {string} text
 * @param {Iterable<number>} cells
 * @param {Pick<Geometry, "cellName" | "spokenName">} geometry
 * @returns {(string | DocumentFragment)[]}
 */
export function withCellNames(text, cells, geometry) {
  return splitAtCellNames(text, cells, geometry).map((piece) => {
    if (piece.cell === undefined) return piece.text;
    const shown = document.createElement("span");
    shown.setAttribute("aria-hidden", "true");
    shown.textContent = piece.text;
    const read = document.createElement("span");
    read.className = "sr-only";
    read.textContent = geometry.spokenName(piece.cell);
    const both = document.createDocumentFragment();
    both.append(shown, read);
    return both;
  });
}
