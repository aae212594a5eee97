/**
 * Grids of each variant for the rendering and player tests: solved grids of every size, an X-Sudoku position
 * and a killer whose cages cover a solved 9×9 grid (every cage inside one box, so no digit repeats in it).
 */
import type { Grid } from "../../engine/board.ts";
import { countSolutions } from "../../engine/solver.ts";
import { type Cage, classicRules, killerRules, type ShapeName, SHAPES, xRules } from "../../engine/rules.ts";

/** A solved 9×9 grid: the killer fixture's cage sums are taken from it. */
export const SOLVED_9X9 = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/** A solved classic grid of any shape, by the shifted-rows pattern; digits as numbers 1..N. */
export function solvedGrid(shape: ShapeName): number[] {
  const { boxRows, boxCols } = SHAPES[shape];
  const size = boxRows * boxCols;
  const out: number[] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      out.push(((r % boxRows) * boxCols + Math.floor(r / boxRows) + c) % size + 1);
    }
  }
  return out;
}

/**
 * Two cage patterns for a 3×3 box, alternated box by box: letters name cages, so each box holds an L of three
 * cells (a concave corner), and dominoes across and down.
 */
const BOX_PATTERNS = [
  ["aab", "cbb", "cdd"],
  ["abb", "aac", "ddc"],
];

/** The cages of the fixture killer over SOLVED_9X9, in the order of their first cells. */
export function fixtureCages(): Cage[] {
  const byName = new Map<string, number[]>();
  for (let cell = 0; cell < 81; cell++) {
    const r = Math.floor(cell / 9), c = cell % 9;
    const box = Math.floor(r / 3) * 3 + Math.floor(c / 3);
    const letter = BOX_PATTERNS[box % 2][r % 3][c % 3];
    const name = `${box}${letter}`;
    if (!byName.has(name)) byName.set(name, []);
    byName.get(name)!.push(cell);
  }
  return [...byName.values()].map((cells) => ({
    cells,
    sum: cells.reduce((total, cell) => total + Number(SOLVED_9X9[cell]), 0),
  }));
}

/** The fixture killer, givens-free as the standard killer is. */
export function killerGrid(givens = ""): Grid {
  const cells = new Uint8Array(81);
  for (let i = 0; i < givens.length; i++) if (givens[i] !== ".") cells[i] = Number(givens[i]);
  return { rules: killerRules("9x9", fixtureCages()), cells };
}

/** An X-Sudoku position: a few givens, two of them on the diagonals. */
export function xGrid(): Grid {
  const cells = new Uint8Array(81);
  cells[0] = 1;
  cells[80] = 9;
  cells[40] = 5;
  cells[13] = 3;
  return { rules: xRules("9x9"), cells };
}

/** A classic grid of `shape` with the solved pattern's digits at the cells `keep` says (every third by default). */
export function classicGrid(shape: ShapeName, keep = (cell: number) => cell % 3 === 0): Grid {
  const solved = solvedGrid(shape);
  return { rules: classicRules(shape), cells: Uint8Array.from(solved, (d, cell) => (keep(cell) ? d : 0)) };
}

/**
 * A classic puzzle of `shape` with exactly one solution: the solved pattern with cells emptied one by one, in
 * a fixed scattered order, while the solution stays unique, up to `blanks` empty cells.
 */
export function uniqueClassic(shape: ShapeName, blanks: number): Grid {
  const grid: Grid = { rules: classicRules(shape), cells: Uint8Array.from(solvedGrid(shape)) };
  const count = grid.cells.length;
  let emptied = 0;
  for (let k = 0; k < count && emptied < blanks; k++) {
    // 7 and 13 are prime to every cell count here (16, 36, 256): the order visits each cell once.
    const cell = (k * (count === 36 ? 13 : 7) + 3) % count;
    const digit = grid.cells[cell];
    grid.cells[cell] = 0;
    if (countSolutions(grid, 2).count === 1) emptied++;
    else grid.cells[cell] = digit;
  }
  return grid;
}
