/** Helpers every generator version's carve uses: the work meter and the seeded removal order. */
import type { Rng } from "../rng.ts";

/** Work spent so far against the budget; every stage draws from one meter. */
export class Meter {
  work = 0;
  /** Carves so far: one per attempt, plus its recarves. */
  carves = 0;
  constructor(readonly budget: number) {}
  get left(): number {
    return this.budget - this.work;
  }
  get spent(): boolean {
    return this.work >= this.budget;
  }
}

/** Cells in removal order: single cells, or pairs (cell, its 180° twin) when symmetric. */
export function removalOrder(cellCount: number, rng: Rng, symmetric: boolean): number[][] {
  const groups: number[][] = [];
  for (let cell = 0; cell < cellCount; cell++) {
    const twin = cellCount - 1 - cell;
    if (!symmetric) groups.push([cell]);
    else if (cell <= twin) groups.push(cell === twin ? [cell] : [cell, twin]);
  }
  return rng.shuffle(groups);
}
