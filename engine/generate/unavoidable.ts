/** Unavoidable sets of a classic solution grid: version 3's quick rejection of removals. */
import type { Grid } from "../board.ts";
import { regionKind } from "../rules.ts";

/**
 * The solution's two-digit unavoidable sets, with how many clues each still holds. For digits a and b, link the
 * a-cell and the b-cell of every house; each linked group can swap its a's and b's and leave a valid grid (every
 * house it touches holds both of its cells). A puzzle with no clue in such a set has a second solution, so a
 * removal that would empty one fails without a search: most late trials fail this way or by the count.
 *
 * Sound for plain classic rules only: a diagonal or a cage can hold one of the swapped cells without the other,
 * and then the swap breaks it. The constructor throws a RangeError for other rules.
 */
export class UnavoidableSets {
  /** setsOf[cell * (size - 1) + k]: the set holding the cell for the k-th other digit. */
  readonly #setsOf: Int32Array;
  readonly #clues: Int32Array;
  readonly #perCell: number;

  constructor(solution: Grid) {
    const g = solution.rules;
    if (!g.plainClassic) throw new RangeError(`unavoidable sets are for classic rules, not ${g.variant}`);
    const n = g.size;
    const houses = g.houses.length;
    this.#perCell = n - 1;
    this.#setsOf = new Int32Array(g.cellCount * (n - 1));
    const filled = new Int32Array(g.cellCount);
    // rowAt[h * (n + 1) + d]: the row of house h's cell holding d; cellAt[r * (n + 1) + d]: row r's cell of d.
    const rowAt = new Int32Array(houses * (n + 1));
    const cellAt = new Int32Array(n * (n + 1));
    for (let cell = 0; cell < g.cellCount; cell++) {
      const d = solution.cells[cell], row = g.regions[g.regionOfCell.row[cell]].index;
      cellAt[row * (n + 1) + d] = cell;
      for (let k = g.cellRegionStart[cell]; k < g.cellRegionStart[cell + 1]; k++) {
        rowAt[g.cellRegionList[k] * (n + 1) + d] = row;
      }
    }
    // Each row links its a-cell and b-cell, so a row stands for both; union-find over the rows, joined by
    // each column and box (its a-cell's row with its b-cell's row).
    const parent = new Int32Array(n);
    const setOfRoot = new Int32Array(n);
    const sizes = new Int32Array((n * (n - 1) / 2) * n);
    let sets = 0;
    for (let a = 1; a <= n; a++) {
      for (let b = a + 1; b <= n; b++) {
        for (let r = 0; r < n; r++) parent[r] = r;
        for (let h = 0; h < houses; h++) {
          if (regionKind(g, h) === "row") continue;
          let x = rowAt[h * (n + 1) + a], y = rowAt[h * (n + 1) + b];
          while (parent[x] !== x) x = parent[x] = parent[parent[x]];
          while (parent[y] !== y) y = parent[y] = parent[parent[y]];
          parent[x] = y;
        }
        setOfRoot.fill(-1);
        for (let r = 0; r < n; r++) {
          let root = r;
          while (parent[root] !== root) root = parent[root];
          if (setOfRoot[root] < 0) setOfRoot[root] = sets++;
          const set = setOfRoot[root];
          sizes[set] += 2;
          const aCell = cellAt[r * (n + 1) + a], bCell = cellAt[r * (n + 1) + b];
          this.#setsOf[aCell * (n - 1) + filled[aCell]++] = set;
          this.#setsOf[bCell * (n - 1) + filled[bCell]++] = set;
        }
      }
    }
    this.#clues = sizes.slice(0, sets);
  }

  /** Whether taking out `group` (all clues now) would leave some set without a clue. */
  emptiedBy(group: readonly number[]): boolean {
    for (const cell of group) {
      for (let i = cell * this.#perCell, end = i + this.#perCell; i < end; i++) {
        const set = this.#setsOf[i];
        const inGroup = group.length === 1 ? 1 : group.filter((other) => this.#holds(other, set)).length;
        if (this.#clues[set] === inGroup) return true;
      }
    }
    return false;
  }

  /** The clue tallies, for `restore`. */
  save(): Int32Array {
    return this.#clues.slice();
  }

  restore(saved: Int32Array): void {
    this.#clues.set(saved);
  }

  /** Record that the group's cells stopped (-1) or started (+1) being clues. */
  count(group: readonly number[], delta: number): void {
    for (const cell of group) {
      for (let i = cell * this.#perCell, end = i + this.#perCell; i < end; i++) {
        this.#clues[this.#setsOf[i]] += delta;
      }
    }
  }

  #holds(cell: number, set: number): boolean {
    for (let i = cell * this.#perCell, end = i + this.#perCell; i < end; i++) {
      if (this.#setsOf[i] === set) return true;
    }
    return false;
  }
}
