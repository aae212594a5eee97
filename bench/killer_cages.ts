/**
 * Killer cages for the share-code tests and benchmark, grown from a filled grid by a seeded Rng: each cage is connected,
 * repeats no digit, has mostly 2 to 5 cells, and singletons are rare. Not the generator's grower (that one
 * also makes the puzzle unique); this one only needs cage lists shaped like real ones.
 */
import type { Cage, Rules } from "../engine/rules.ts";
import type { Rng } from "../engine/rng.ts";

/** Target sizes drawn uniformly from this list: mostly 2–5 cells, now and then 6. */
const TARGET_SIZES = [2, 2, 3, 3, 3, 3, 4, 4, 4, 5, 5, 6];

/** Orthogonal neighbours of a cell on a side × side grid. */
export function neighbours(side: number, cell: number): number[] {
  const out: number[] = [];
  const row = Math.floor(cell / side), col = cell % side;
  if (col > 0) out.push(cell - 1);
  if (col + 1 < side) out.push(cell + 1);
  if (row > 0) out.push(cell - side);
  if (row + 1 < side) out.push(cell + side);
  return out;
}

/**
 * Cages covering every cell of `solution` (a filled grid under `rules`), with sums from it. Cells where
 * growth gets stuck become singletons, which are then merged into a neighbouring cage that lacks their digit
 * whenever one exists.
 */
export function growCages(rules: Rules, solution: Uint8Array, rng: Rng): Cage[] {
  const side = rules.size, n = rules.cellCount;
  const cageOf = new Int32Array(n).fill(-1);
  const cages: number[][] = [];
  const masks: number[] = [];
  const order = rng.shuffle(Array.from({ length: n }, (_, i) => i));
  for (const start of order) {
    if (cageOf[start] >= 0) continue;
    const target = Math.min(side, TARGET_SIZES[rng.nextInt(TARGET_SIZES.length)]);
    const id = cages.length;
    const cells = [start];
    let mask = 1 << (solution[start] - 1);
    cageOf[start] = id;
    while (cells.length < target) {
      const frontier = new Set<number>();
      for (const cell of cells) {
        for (const next of neighbours(side, cell)) {
          if (cageOf[next] < 0 && !(mask & (1 << (solution[next] - 1)))) frontier.add(next);
        }
      }
      if (frontier.size === 0) break;
      const options = [...frontier].sort((a, b) => a - b);
      const chosen = options[rng.nextInt(options.length)];
      cells.push(chosen);
      cageOf[chosen] = id;
      mask |= 1 << (solution[chosen] - 1);
    }
    cages.push(cells);
    masks.push(mask);
  }
  for (let id = 0; id < cages.length; id++) {
    if (cages[id].length !== 1) continue;
    const cell = cages[id][0];
    const bit = 1 << (solution[cell] - 1);
    const hosts = neighbours(side, cell).map((c) => cageOf[c])
      .filter((host) =>
        host !== id && cages[host].length > 0 && cages[host].length < side && !(masks[host] & bit)
      );
    if (hosts.length === 0) continue;
    const host = hosts[rng.nextInt(hosts.length)];
    cages[host].push(cell);
    masks[host] |= bit;
    cageOf[cell] = host;
    cages[id] = [];
  }
  return cages.filter((cells) => cells.length > 0).map((cells) => ({
    cells: cells.sort((a, b) => a - b),
    sum: cells.reduce((total, cell) => total + solution[cell], 0),
  }));
}
