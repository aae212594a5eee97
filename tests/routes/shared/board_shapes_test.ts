/** The cage outlines and diagonal cells the pages and images draw (routes/shared/board_shapes.ts). */
import assert from "node:assert/strict";
import { type Cage, CLASSIC, killerRules, xRules } from "../../../engine/rules.ts";
import { cageDrawings, diagonalCells, puzzleName, variantId } from "../../../routes/shared/board_shapes.ts";
import { fixtureCages, killerGrid } from "../../testing/variant_grids.ts";

const LAYOUT = { unit: 100, left: 0, top: 0, inset: 10, sumSize: 30 };

type Run = [number, number, number, number];

function runsOf(path: string): Run[] {
  return [...path.matchAll(/M([\d.]+) ([\d.]+)([HV])([\d.]+)/g)].map(([, x, y, axis, to]) =>
    axis === "H"
      ? [Number(x), Number(y), Number(to), Number(y)]
      : [Number(x), Number(y), Number(x), Number(to)]
  );
}

/** How many run ends meet at each point: 2 where the outline turns or goes on, 1 at a loose end. */
function endCounts(runs: Run[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [x1, y1, x2, y2] of runs) {
    for (const key of [`${x1},${y1}`, `${x2},${y2}`]) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** A seeded generator (mulberry32), so the random partitions are the same on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Connected cages of 1 to 6 cells grown at random over the 9×9 grid (sums are not checked by the drawing). */
function randomCages(random: () => number): Cage[] {
  const owner = new Array(81).fill(-1);
  const cages: Cage[] = [];
  for (let start = 0; start < 81; start++) {
    if (owner[start] >= 0) continue;
    const cells = [start];
    owner[start] = cages.length;
    const want = 1 + Math.floor(random() * 6);
    while (cells.length < want) {
      const open = cells.flatMap((c) =>
        [c - 9, c + 9, c % 9 > 0 ? c - 1 : -1, c % 9 < 8 ? c + 1 : -1].filter((n) =>
          n >= 0 && n < 81 && owner[n] < 0
        )
      );
      if (open.length === 0) break;
      const next = open[Math.floor(random() * open.length)];
      owner[next] = cages.length;
      cells.push(next);
    }
    cages.push({ cells, sum: cells.length * 5 });
  }
  return cages;
}

Deno.test("cage outline of an L: set in from the borders, turning inwards at the concave corner, notched for the sum", () => {
  // Cells r1c1, r1c2 and r2c2: an L whose concave corner is at the top-left of r2c2.
  const rules = killerRules("9x9", [{ cells: [0, 1, 10], sum: 17 }]);
  const [drawing] = cageDrawings(rules, LAYOUT);
  assert.equal(drawing.anchor, 0);
  // The sum's corner: 6 in, baseline at 6 + 0.75 × 30; the notch leaves room for two digits of 0.6 em.
  assert.deepEqual([drawing.sumX, drawing.sumY], [6, 28.5]);
  const notchRight = 6 + 2 * 30 * 0.6 + 4;
  const notchBottom = 28.5 + 6;
  assert.deepEqual(
    runsOf(drawing.path).sort(),
    [
      [notchRight, 10, 190, 10], // the top of both cells, after the sum
      [10, 90, 110, 90], // the bottom of r1c1, on past its corner to the concave turn
      [110, 190, 190, 190], // the bottom of r2c2
      [10, notchBottom, 10, 90], // the left of r1c1, below the sum
      [190, 10, 190, 190], // the right of r1c2 and r2c2
      [110, 90, 110, 190], // the left of r2c2, up to the concave turn
    ].sort(),
  );
});

Deno.test("cage outlines: every cage's runs make one closed loop but for the sum's notch, over random partitions", () => {
  const random = seeded(23);
  let cages = 0;
  for (let round = 0; round < 40; round++) {
    const list = round === 0 ? fixtureCages() : randomCages(random);
    const rules = killerRules("9x9", list);
    const drawings = cageDrawings(rules, LAYOUT);
    assert.equal(drawings.length, list.length);
    drawings.forEach((drawing, k) => {
      const cells = new Set(list[k].cells);
      const runs = runsOf(drawing.path);
      const counts = endCounts(runs);
      const loose = [...counts].filter(([, n]) => n === 1).map(([key]) => key);
      // The two ends the notch leaves open, both at the first cell's top-left corner; every other point
      // joins exactly two runs (cages without holes; a cage around a hole would be two loops, still even).
      assert.equal(loose.length, 2, `round ${round} cage ${k + 1}: ${drawing.path}`);
      assert.ok([...counts.values()].every((n) => n <= 2));
      for (const [x1, y1, x2, y2] of runs) {
        // Runs lie inside the cage's cells, a tenth of a cell from the grid lines.
        const cell = Math.floor((y1 + y2) / 2 / 100) * 9 + Math.floor((x1 + x2) / 2 / 100);
        assert.ok(cells.has(cell), `round ${round} cage ${k + 1}: run ${[x1, y1, x2, y2]} outside the cage`);
        const fixed = x1 === x2 ? x1 : y1;
        assert.ok([10, 90].includes(fixed % 100), `set in from the border: ${fixed}`);
      }
      cages++;
    });
  }
  assert.ok(cages > 700, `${cages} cages`);
});

Deno.test("diagonal cells and names of each variant", () => {
  assert.deepEqual(diagonalCells(CLASSIC), []);
  assert.deepEqual(diagonalCells(killerGrid().rules), []);
  const x = diagonalCells(xRules("9x9"));
  assert.equal(x.length, 17, "two diagonals of 9 share the centre");
  assert.ok(x.includes(40) && x.includes(0) && x.includes(8) && x.includes(72) && x.includes(80));
  assert.equal(diagonalCells(xRules("4x4")).length, 8);
  assert.deepEqual(
    [CLASSIC, xRules("9x9"), killerGrid().rules].map((r) => [variantId(r), puzzleName(r)]),
    [["9x9", "Sudoku"], ["x", "X-Sudoku"], ["killer", "Killer Sudoku"]],
  );
});
