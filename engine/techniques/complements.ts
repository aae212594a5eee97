/**
 * Complementary sets: which subset and fish scans a cheapest-first loop can skip without looking.
 *
 * In a house with m open cells, a naked k-subset and the hidden (m − k)-subset of the house's other open cells
 * are one deduction: both take the naked set's digits out of the other cells. (A naked set that also lies in a
 * second house clears that one too, but there it has a complement of its own.) Likewise a fish of size n on a
 * digit with k open rows (as many as open columns) makes the same eliminations as the fish of size k − n the
 * other way round; a set of size one is a single. So in a loop that asks techniques cheapest first and moves
 * on only when they find nothing, a subset or fish technique whose smaller complements were all asked before
 * it cannot find anything unless some house has enough open cells (or some digit enough open rows): below that
 * each instance's complement, or a smaller set inside it, would have been found first. tests/engine/techniques/complements_test.ts
 * checks every skip against the scan over many positions.
 *
 * Under rules with killer cages a naked set found in a house can also clear a cage, and a cage, which need not
 * hold every digit, has no complementary hidden set: there no subset scan is skipped. Diagonals and jigsaw
 * pieces are houses and keep the argument whole; fish look at rows and columns, which every rule set has.
 */
import type { TechniqueId } from "../catalogue.ts";
import type { SolveState } from "./step.ts";

type Kind = "naked" | "hidden" | "fish";

/** The sets by kind and size; size 1 holds the singles a set of size one is (a box's or a line's). */
const HIDDEN_SINGLES: TechniqueId[] = ["hidden-single-box", "hidden-single-line"];
const SETS: Record<Kind, ReadonlyArray<readonly TechniqueId[]>> = {
  naked: [[], ["naked-single"], ["naked-pair"], ["naked-triple"], ["naked-quad"]],
  hidden: [[], HIDDEN_SINGLES, ["hidden-pair"], ["hidden-triple"], ["hidden-quad"]],
  fish: [[], ["hidden-single-line"], ["x-wing"], ["swordfish"], ["jellyfish"]],
};
const COMPLEMENT: Record<Kind, Kind> = { naked: "hidden", hidden: "naked", fish: "fish" };

/**
 * How open a position is: the open cells of its most open house (unbounded under rules with cages, see above),
 * and the open rows of its most open digit.
 */
export interface Openness {
  houseCells: number;
  digitRows: number;
}

/** The least openness at which a technique can still find something in a cheapest-first loop. */
export interface Limit {
  readonly measure: keyof Openness;
  readonly min: number;
}

/**
 * For each technique of `order` (asked in that order, each only when those before found nothing, and after
 * every technique of `alsoBefore`), the openness it needs, or null when it is never skipped.
 */
export function complementLimits(
  order: readonly TechniqueId[],
  alsoBefore: readonly TechniqueId[] = [],
): Array<Limit | null> {
  const before = new Set(alsoBefore);
  return order.map((id) => {
    const limit = limitOf(id, before);
    before.add(id);
    return limit;
  });
}

function limitOf(id: TechniqueId, before: ReadonlySet<TechniqueId>): Limit | null {
  for (const kind of ["naked", "hidden", "fish"] as const) {
    const size = SETS[kind].findIndex((ids) => ids.length === 1 && ids[0] === id);
    if (size < 2) continue;
    // An m equal to the size leaves no complement (nothing to find); each smaller complement asked before
    // raises the least m by one.
    const complements = SETS[COMPLEMENT[kind]];
    let min = size + 1;
    for (let j = 1; j < complements.length && complements[j].every((other) => before.has(other)); j++) min++;
    return { measure: kind === "fish" ? "digitRows" : "houseCells", min };
  }
  return null;
}

/** digitRows' count of each digit's placements (index 0: the open cells), reused. */
let placed = new Int32Array(0);

/** How open a position is, by one measure: see Openness. */
export function openness(state: SolveState, measure: keyof Openness): number {
  const n = state.rules.size;
  const { cells } = state;
  if (measure === "digitRows") {
    // A digit is placed once in each row it is done in: its open rows are n less its placements.
    if (placed.length !== n + 1) placed = new Int32Array(n + 1);
    placed.fill(0);
    for (let cell = 0; cell < cells.length; cell++) placed[cells[cell]]++;
    let fewestPlaced = n;
    for (let d = 1; d <= n; d++) if (placed[d] < fewestPlaced) fewestPlaced = placed[d];
    return n - fewestPlaced;
  }
  const { houseCells, houses, regions } = state.rules;
  if (regions.length > houses.length) return Infinity;
  let mostOpenHouse = 0;
  for (let i = 0; i < houseCells.length; i += n) {
    let open = 0;
    for (let j = i; j < i + n; j++) if (cells[houseCells[j]] === 0) open++;
    if (open > mostOpenHouse) mostOpenHouse = open;
  }
  return mostOpenHouse;
}
