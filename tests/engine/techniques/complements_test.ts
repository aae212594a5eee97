import assert from "node:assert/strict";
import { SINGLE_IDS, type TechniqueId } from "../../../engine/catalogue.ts";
import { carveMinimal } from "../../../bench/carve_minimal.ts";
import { classicRules, killerRules, xRules } from "../../../engine/rules.ts";
import { Rng } from "../../../engine/rng.ts";
import { SCHEMES } from "../../../engine/schemes.ts";
import { fillGrid } from "../../../engine/solver.ts";
import { complementLimits, openness } from "../../../engine/techniques/complements.ts";
import { BARE_TECHNIQUES } from "../../../engine/techniques/index.ts";
import { applyStep, createState } from "../../../engine/techniques/step.ts";
import type { Grid } from "../../../engine/board.ts";
import { gridOf } from "../../testing/grids.ts";

const BARE = Object.fromEntries(BARE_TECHNIQUES.map((t) => [t.id, t])) as Record<
  TechniqueId,
  typeof BARE_TECHNIQUES[0]
>;

function limitsByTechnique(order: readonly TechniqueId[], alsoBefore: readonly TechniqueId[] = []) {
  const limits = complementLimits(order, alsoBefore);
  return Object.fromEntries(
    order.flatMap((id, i) => limits[i] ? [[id, `${limits[i]!.measure} ${limits[i]!.min}`]] : []),
  );
}

Deno.test("complement limits: the standard order's, worked out by hand", () => {
  // Naked pair: its complement in a house of 3 open cells is a hidden single (asked before it), of 4 a hidden
  // pair (asked after it). Hidden quad: every naked complement up to the quad comes first, so only a house
  // with all 9 cells open can hold one worth finding.
  assert.deepEqual(limitsByTechnique(SCHEMES.standard.order.map((e) => e.technique)), {
    "naked-pair": "houseCells 4",
    "hidden-pair": "houseCells 5",
    "naked-triple": "houseCells 6",
    "x-wing": "digitRows 4",
    "swordfish": "digitRows 6",
    "hidden-triple": "houseCells 7",
    "naked-quad": "houseCells 8",
    "hidden-quad": "houseCells 9",
    "jellyfish": "digitRows 8",
  });
  // A complement that is not asked before does not count: without hidden pairs, a naked triple is worth a
  // scan from 5 open cells; with nothing before it, from 4 (its whole house is no step).
  assert.deepEqual(limitsByTechnique(["naked-triple"], SINGLE_IDS), { "naked-triple": "houseCells 5" });
  assert.deepEqual(limitsByTechnique(["naked-triple"]), { "naked-triple": "houseCells 4" });
  // A set of size one in a box is a box's hidden single: both kinds must come first.
  assert.deepEqual(limitsByTechnique(["naked-pair"], ["hidden-single-line"]), {
    "naked-pair": "houseCells 3",
  });
  // The six scheme asks hidden triples before naked quads too.
  assert.deepEqual(limitsByTechnique(SCHEMES.six.order.map((e) => e.technique)), {
    "naked-pair": "houseCells 4",
    "hidden-pair": "houseCells 5",
    "naked-triple": "houseCells 6",
    "hidden-triple": "houseCells 7",
    "naked-quad": "houseCells 8",
    "hidden-quad": "houseCells 9",
    "x-wing": "digitRows 4",
    "swordfish": "digitRows 6",
  });
});

Deno.test("openness: the most open house's open cells and the most open digit's open rows", () => {
  const empty = createState(gridOf(".".repeat(81)));
  assert.equal(openness(empty, "houseCells"), 9);
  assert.equal(openness(empty, "digitRows"), 9);
  // A full grid less five cells of row 5 and the 1s of rows 1 to 3: row 5 is the most open house (5 cells),
  // and the 1s the most open digit (3 rows).
  const rows = [
    ".23456789",
    "456789.23",
    "789.23456",
    "214365897",
    ".....7214",
    "897214365",
    "531642978",
    "642978531",
    "978531642",
  ];
  const state = createState(gridOf(rows.join("")));
  assert.equal(openness(state, "houseCells"), 5);
  assert.equal(openness(state, "digitRows"), 3);
});

Deno.test("openness under variants: diagonals count as houses; under cages no subset scan is skipped", () => {
  // Row 1 has three open cells, r1c1 and r1c2 holding only 1 and 2 between them: a naked pair whose
  // complement in the row is the hidden single 9 at r1c7. Under killer rules with r1c1, r1c2 and r5c5 in one
  // cage the pair also clears r5c5, which no complement does, so the houses' openness cannot bound the scan.
  const rows = ["..3456.78", ...Array.from({ length: 8 }, () => ".........")];
  const cells = Uint8Array.from(rows.join(""), (ch) => ch === "." ? 0 : Number(ch));
  const killer = createState({ rules: killerRules("9x9", [{ cells: [0, 1, 40], sum: 8 }]), cells });
  killer.candidates[0] = killer.candidates[1] = 0b11;
  const pair = BARE["naked-pair"].find(killer)!;
  assert.ok(pair.eliminations.some((e) => e.cell === 40), "the pair clears r5c5 through the cage");
  assert.equal(openness(killer, "houseCells"), Infinity);
  assert.equal(openness(killer, "digitRows"), 9);
  const x = createState({ rules: xRules("9x9"), cells });
  assert.equal(openness(x, "houseCells"), 9, "the diagonals are houses like the others");
});

/**
 * Walks cheapest-first solves of `grid` under `order` with the bare scans; wherever a scan would be skipped
 * (every technique before it found nothing and the position is less open than its limit), checks it finds
 * nothing. Counts the checks per technique.
 */
function checkSkips(grid: Grid, order: readonly TechniqueId[], checked: Record<string, number>): void {
  const limits = complementLimits(order);
  const state = createState(grid);
  for (;;) {
    let step = null;
    for (let i = 0; i < order.length && !step; i++) {
      const limit = limits[i];
      step = BARE[order[i]].find(state);
      if (limit && openness(state, limit.measure) < limit.min) {
        assert.equal(step, null, `${order[i]} found a step in a position its limit skips`);
        checked[order[i]] = (checked[order[i]] ?? 0) + 1;
      }
    }
    if (!step) return;
    applyStep(state, step);
  }
}

Deno.test("property: a scan its complement limit skips never finds anything (thousands of positions, every scheme)", async () => {
  const qqwing =
    (await Deno.readTextFile(new URL("../../fixtures/qqwing-expert-advanced.txt", import.meta.url)))
      .split("\n").filter((l) => /^[1-9.]{81}$/.test(l)).slice(0, 150);
  const g9 = classicRules("9x9");
  const carved = Array.from({ length: 150 }, (_, i) => {
    const rng = new Rng(`complements-${i}`);
    return carveMinimal(fillGrid(g9, rng), rng).puzzle;
  });
  const sixBySix = Array.from({ length: 60 }, (_, i) => {
    const rng = new Rng(`complements-6x6-${i}`);
    return carveMinimal(fillGrid(classicRules("6x6"), rng), rng).puzzle;
  });
  for (const scheme of Object.values(SCHEMES)) {
    const order = scheme.order.map((e) => e.technique);
    const checked: Record<string, number> = {};
    for (const grid of [...qqwing.map(gridOf), ...carved, ...sixBySix]) checkSkips(grid, order, checked);
    // Each limited technique of the scheme was skipped, and checked, many times.
    const limited = order.filter((_, i) => complementLimits(order)[i] !== null);
    for (const id of limited) {
      assert.ok((checked[id] ?? 0) >= 50, `${scheme.id}: ${id} checked ${checked[id]}`);
    }
  }
});
