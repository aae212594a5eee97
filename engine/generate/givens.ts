/** The puzzle a version-3 carve is working on, and the single checks it makes on it without solving. */
import type { Grid } from "../board.ts";
import { regionKind, type Rules } from "../rules.ts";
import { hiddenSinglesIn, type Singles } from "./cap.ts";

/**
 * The puzzle being carved, with the tallies the carve reads as clues come and go: the digits given in each
 * region (houses and cages), and how many givens each digit and each region has.
 */
export class Givens {
  readonly #g: Rules;
  readonly #cells: Uint8Array;
  readonly #regionDigits: Uint16Array;
  readonly #digitClues: Int32Array;
  readonly #regionClues: Int32Array;

  constructor(readonly puzzle: Grid) {
    const g = this.#g = puzzle.rules;
    this.#cells = puzzle.cells;
    this.#regionDigits = new Uint16Array(g.regions.length);
    this.#digitClues = new Int32Array(g.size + 1);
    this.#regionClues = new Int32Array(g.regions.length);
    for (let cell = 0; cell < g.cellCount; cell++) if (this.#cells[cell] !== 0) this.#tally(cell, 1);
  }

  /** Digits given among a cell's peers (and in the cell itself). */
  seen(cell: number): number {
    const { cellRegionStart, cellRegionList } = this.#g, digits = this.#regionDigits;
    let seen = 0;
    for (let i = cellRegionStart[cell], end = cellRegionStart[cell + 1]; i < end; i++) {
      seen |= digits[cellRegionList[i]];
    }
    return seen;
  }

  /** Empty the group's cells. */
  take(group: readonly number[]): void {
    for (const cell of group) {
      this.#tally(cell, -1);
      this.#cells[cell] = 0;
    }
  }

  /** Give the group's cells these digits. */
  give(group: readonly number[], digits: readonly number[]): void {
    group.forEach((cell, i) => {
      this.#cells[cell] = digits[i];
      this.#tally(cell, 1);
    });
  }

  /**
   * The index in `untried` of the group to try next: the most given digits first, then the fullest regions
   * (givens summed over the regions of the group's cells), then the earliest (the seeded order).
   */
  mostBalancing(untried: readonly number[][]): number {
    const { cellRegionStart, cellRegionList } = this.#g, cells = this.#cells;
    const digitClues = this.#digitClues, regionClues = this.#regionClues;
    let best = 0, bestDigits = -1, bestRegions = -1;
    for (let i = 0; i < untried.length; i++) {
      const group = untried[i];
      let digits = 0, regions = 0;
      for (let j = 0; j < group.length; j++) {
        const cell = group[j];
        digits += digitClues[cells[cell]];
        for (let k = cellRegionStart[cell], end = cellRegionStart[cell + 1]; k < end; k++) {
          regions += regionClues[cellRegionList[k]];
        }
      }
      if (digits > bestDigits || (digits === bestDigits && regions > bestRegions)) {
        best = i;
        bestDigits = digits;
        bestRegions = regions;
      }
    }
    return best;
  }

  #tally(cell: number, delta: number): void {
    const digit = this.#cells[cell], bit = 1 << (digit - 1);
    const { cellRegionStart, cellRegionList } = this.#g;
    this.#digitClues[digit] += delta;
    for (let k = cellRegionStart[cell], end = cellRegionStart[cell + 1]; k < end; k++) {
      const region = cellRegionList[k];
      this.#regionClues[region] += delta;
      if (delta > 0) this.#regionDigits[region] |= bit;
      else this.#regionDigits[region] &= ~bit;
    }
  }
}

/**
 * Whether singles put the just-removed digits straight back: then the position after those placements is the
 * one before the removal (candidates come from the givens alone), so the puzzle stays unique and solvable under
 * any cap that includes singles. Tries the group's cells in either order (a pair may need one back first).
 */
export function restoredBySingles(
  givens: Givens,
  group: readonly number[],
  digits: readonly number[],
  singles: Singles,
): boolean {
  if (group.length === 1) return isSingle(givens, group[0], digits[0], singles);
  for (const [first, second] of [[0, 1], [1, 0]]) {
    if (!isSingle(givens, group[first], digits[first], singles)) continue;
    givens.give([group[first]], [digits[first]]);
    const both = isSingle(givens, group[second], digits[second], singles);
    givens.take([group[first]]);
    if (both) return true;
  }
  return false;
}

/** Whether `digit` at the empty `cell` is an allowed single: naked, or hidden in one of its houses. */
function isSingle(givens: Givens, cell: number, digit: number, singles: Singles): boolean {
  const g = givens.puzzle.rules;
  const { cells } = givens.puzzle;
  const bit = 1 << (digit - 1);
  if (singles.naked && (givens.seen(cell) | bit) === g.allDigits) return true;
  for (let k = g.cellRegionStart[cell], end = g.cellRegionStart[cell + 1]; k < end; k++) {
    const house = g.cellRegionList[k];
    // A cage (regions past the houses) need not hold the digit at all.
    if (house >= g.houses.length || !hiddenSinglesIn(singles, regionKind(g, house))) continue;
    let elsewhere = false;
    for (let i = house * g.size; i < (house + 1) * g.size && !elsewhere; i++) {
      const other = g.houseCells[i];
      elsewhere = other !== cell && cells[other] === 0 && (givens.seen(other) & bit) === 0;
    }
    if (!elsewhere) return true;
  }
  return false;
}
