// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Pencil marks worked out from the placed digits, under the page's rules: every region counts (a killer's cage
// and an X-Sudoku's diagonal as much as a row), since none holds a digit twice. Marks are bitmasks, digit d
// as bit d - 1, as the game keeps them.
import { readStorage, writeStorage } from "./storage.js";
/** @import { Geometry } from "./board-geometry.js" */

/** Whether placing a digit clears that digit's pencil marks from the cells that see it; on unless switched off. */
export const AUTO_CLEAR_KEY = "sudoku-daily:auto-clear-marks";

/** @returns {boolean} */
export function autoClearOn() {
  return readStorage(AUTO_CLEAR_KEY) !== "0";
}

/** @param {boolean} on */
export function saveAutoClear(on) {
  writeStorage(AUTO_CLEAR_KEY, on ? "1" : "0");
}

/**
 * The candidates of every cell from the digits on the board (`values`, 0 for empty): for an empty cell each
 * digit none of its regions holds, for a filled cell 0 (marks only show in empty cells).
 * @param {readonly number[]} values
 * @param {Pick<Geometry, "size" | "cellCount" | "regions">} geometry
 * @returns {number[]}
 */
export function candidateMarks(values, geometry) {
  const all = (1 << geometry.size) - 1;
  const taken = new Array(geometry.cellCount).fill(0);
  for (const region of geometry.regions) {
    let used = 0;
    for (const cell of region.cells) if (values[cell]) used |= 1 << (values[cell] - 1);
    for (const cell of region.cells) taken[cell] |= used;
  }
  return values.map((value, cell) => (value ? 0 : all & ~taken[cell]));
}

/**
 * The cells other than `cell` that share a region with it.
 * @param {number} cell
 * @param {Pick<Geometry, "regions">} geometry
 * @returns {number[]}
 */
export function cellsSeeing(cell, geometry) {
  /** @type {Set<number>} */
  const seeing = new Set();
  for (const region of geometry.regions) {
    if (!region.cells.includes(cell)) continue;
    for (const other of region.cells) if (other !== cell) seeing.add(other);
  }
  return [...seeing].sort((a, b) => a - b);
}
