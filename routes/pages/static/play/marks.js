// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Pencil marks worked out from the placed digits, under the page's rules: every region counts (a killer's cage
// and an X-Sudoku's diagonal as much as a row), since none holds a digit twice, and a cage's sum narrows its
// cells further. Marks are bitmasks, digit d as bit d - 1, as the game keeps them.
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
 * What "Fill candidates" pencils in: candidateMarks narrowed by every cage's sum. A cage's open cells take
 * distinct digits, none already in the cage, adding up to what its placed digits leave of the sum; a digit
 * stays in an open cell only when some such set, spread one digit to a cell over the open cells' candidates,
 * holds it (the engine's cage combination, engine/techniques/cages.ts). Cages do not overlap, so each is
 * narrowed on its own. A cell that no set fits keeps no mark: a digit on the board is wrong.
 * @param {readonly number[]} values
 * @param {Pick<Geometry, "size" | "cellCount" | "regions">} geometry
 * @returns {number[]}
 */
export function filledMarks(values, geometry) {
  const marks = candidateMarks(values, geometry);
  for (const region of geometry.regions) {
    if (region.sum === undefined) continue;
    const open = region.cells.filter((cell) => !values[cell]);
    if (open.length === 0) continue;
    const placed = region.cells.reduce((total, cell) => total + values[cell], 0);
    // The open cells' marks already leave out the cage's placed digits: the cage is one of their regions.
    const digits = spreadSetsUnion(open.map((cell) => marks[cell]), region.sum - placed);
    for (const cell of open) marks[cell] &= digits;
  }
  return marks;
}

/**
 * The digits of every set that the cells can take, one distinct digit each from its `choices` (a bitmask per
 * cell), adding up to `total`; 0 when there is none.
 * @param {number[]} choices
 * @param {number} total
 * @returns {number}
 */
function spreadSetsUnion(choices, total) {
  /** @type {Set<number>} */
  let sets = new Set([0]);
  for (const choice of choices) {
    /** @type {Set<number>} */
    const grown = new Set();
    for (const set of sets) {
      // Every digit is at least 1: a set that has reached the total cannot take another.
      if (digitSum(set) >= total) continue;
      for (let free = choice & ~set; free !== 0; free &= free - 1) grown.add(set | (free & -free));
    }
    sets = grown;
  }
  let union = 0;
  for (const set of sets) if (digitSum(set) === total) union |= set;
  return union;
}

/**
 * The sum of the digits of a bitmask.
 * @param {number} mask
 * @returns {number}
 */
function digitSum(mask) {
  let sum = 0;
  for (let digit = 1; mask !== 0; digit++, mask >>= 1) if (mask & 1) sum += digit;
  return sum;
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
