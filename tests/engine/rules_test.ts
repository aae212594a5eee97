import assert from "node:assert/strict";
import { Rng } from "../../engine/rng.ts";
import {
  areSeeing,
  boxOf,
  type Cage,
  cellName,
  classicRules,
  classicRulesForCellCount,
  colOf,
  houseName,
  housesOfCell,
  isClassic9,
  jigsawRules,
  killerRules,
  type RegionKind,
  regionKind,
  regionName,
  regionOf,
  regionsOfKind,
  rowOf,
  type Rules,
  SHAPE_NAMES,
  xRules,
} from "../../engine/rules.ts";

/**
 * What every rules object must satisfy, whatever its variant: houses first and each of N cells, the regions of
 * each partitioning kind covering the grid once, the cell → region tables agreeing with the regions' cell
 * lists, and the peers exactly the other cells sharing a region.
 */
function assertConsistent(g: Rules): void {
  assert.equal(g.size, g.boxRows * g.boxCols);
  assert.equal(g.cellCount, g.size * g.size);
  assert.equal(g.houseCells.length, g.houses.length * g.size);
  g.regions.forEach((region, r) => {
    const isHouse = r < g.houses.length;
    assert.equal(
      region.kind === "cage",
      !isHouse,
      `region ${r} (${region.kind}) sits among the houses iff not a cage`,
    );
    if (isHouse) {
      assert.equal(region.cells.length, g.size);
      assert.deepEqual([...g.houses[r]], [...region.cells]);
      assert.deepEqual([...g.houseCells.subarray(r * g.size, (r + 1) * g.size)], [...region.cells]);
    }
    assert.deepEqual([...region.cells], [...region.cells].sort((a, b) => a - b), "cells ascending");
    assert.equal(region.sum !== undefined, region.kind === "cage", "only cages carry a sum");
  });
  for (const kind of ["row", "column", "box", "jigsaw"] as const) {
    const ofKind = regionsOfKind(g, kind);
    if (ofKind.length === 0) continue;
    assert.equal(ofKind.length, g.size, `${g.size} regions of kind ${kind}`);
    const seen = new Uint8Array(g.cellCount);
    ofKind.forEach((r, index) => {
      assert.equal(g.regions[r].index, index);
      for (const cell of g.regions[r].cells) {
        seen[cell]++;
        assert.equal(regionOf(g, kind, cell), r, `${cellName(g, cell)} lists ${regionName(g, r)}`);
      }
    });
    assert.ok(seen.every((n) => n === 1), `the ${kind}s cover every cell once`);
  }
  for (let cell = 0; cell < g.cellCount; cell++) {
    const list = [...g.cellRegionList.subarray(g.cellRegionStart[cell], g.cellRegionStart[cell + 1])];
    const holding = g.regions.flatMap((region, r) => region.cells.includes(cell) ? [r] : []);
    assert.deepEqual(list, holding, `the regions of ${cellName(g, cell)}`);
    assert.deepEqual(housesOfCell(g, cell), holding.filter((r) => r < g.houses.length));
    const peers = [...g.peerCells.subarray(g.peerStart[cell], g.peerStart[cell + 1])];
    const sharing: number[] = [];
    for (let other = 0; other < g.cellCount; other++) {
      if (other !== cell && holding.some((r) => g.regions[r].cells.includes(other))) sharing.push(other);
    }
    assert.deepEqual(peers, sharing, `the peers of ${cellName(g, cell)}`);
    assert.equal(areSeeing(g, cell, sharing[0]), true);
    assert.equal(areSeeing(g, cell, cell), false);
  }
  const counts = Array.from({ length: g.cellCount }, (_, c) => g.peerStart[c + 1] - g.peerStart[c]);
  assert.equal(g.uniformPeerCount, counts.every((n) => n === counts[0]) ? counts[0] : -1);
}

for (const name of SHAPE_NAMES) {
  Deno.test(`rules ${name}: classic rows, columns and boxes partition the grid and give the peers`, () => {
    const g = classicRules(name);
    assertConsistent(g);
    assert.equal(g.variant, "classic");
    assert.equal(g.plainClassic, true);
    assert.equal(isClassic9(g), name === "9x9");
    assert.equal(g.houses.length, 3 * g.size);
    assert.equal(g.regions.length, g.houses.length, "no cages");
    assert.equal(g.uniformPeerCount, 3 * (g.size - 1) - (g.boxRows - 1) - (g.boxCols - 1));
    for (let cell = 0; cell < g.cellCount; cell++) {
      assert.equal(g.regions[regionOf(g, "row", cell)].index, rowOf(g, cell));
      assert.equal(g.regions[regionOf(g, "column", cell)].index, colOf(g, cell));
      assert.equal(regionOf(g, "diagonal", cell), -1);
    }
    assert.equal(classicRules(name), g, "built once per shape");
    assert.equal(classicRulesForCellCount(g.cellCount), g);
  });
}

Deno.test("9x9 names and box layout", () => {
  const g = classicRules("9x9");
  assert.equal(g.uniformPeerCount, 20);
  assert.equal(cellName(g, 0), "r1c1");
  assert.equal(cellName(g, 80), "r9c9");
  assert.equal(boxOf(g, 40), 4);
  assert.equal(houseName(g, 3), "row 4");
  assert.equal(regionName(g, regionOf(g, "column", 1)), "column 2");
  assert.equal(regionName(g, regionOf(g, "box", 80)), "box 9");
  assert.equal(regionKind(g, regionOf(g, "box", 80)), "box");
  assert.equal(classicRulesForCellCount(80), undefined);
});

Deno.test("6x6 boxes are two rows by three columns", () => {
  const g = classicRules("6x6");
  const boxes = regionsOfKind(g, "box");
  assert.deepEqual([...g.regions[boxes[0]].cells], [0, 1, 2, 6, 7, 8]);
  assert.deepEqual([...g.regions[boxes[1]].cells], [3, 4, 5, 9, 10, 11]);
  assert.equal(g.uniformPeerCount, 12);
});

Deno.test("X rules add both diagonals as houses; the centre cell lies on both", () => {
  for (const name of SHAPE_NAMES) assertConsistent(xRules(name));
  const g = xRules("9x9");
  assert.equal(g.variant, "x");
  assert.equal(g.plainClassic, false);
  assert.equal(isClassic9(g), false);
  assert.equal(xRules("9x9"), g, "built once per shape");
  const [main, anti] = regionsOfKind(g, "diagonal");
  assert.equal(g.houses.length, 29);
  assert.ok(main < g.houses.length && anti < g.houses.length, "diagonals are houses");
  assert.deepEqual([...g.regions[main].cells], [0, 10, 20, 30, 40, 50, 60, 70, 80]);
  assert.deepEqual([...g.regions[anti].cells], [8, 16, 24, 32, 40, 48, 56, 64, 72]);
  assert.equal(regionName(g, main), "main diagonal");
  assert.equal(regionName(g, anti), "anti-diagonal");
  assert.deepEqual(
    housesOfCell(g, 40).map((r) => regionKind(g, r)),
    ["row", "column", "box", "diagonal", "diagonal"],
  );
  assert.equal(g.uniformPeerCount, -1, "cells on a diagonal have more peers");
  assert.equal(g.peerStart[2] - g.peerStart[1], 20, "r1c2 is on no diagonal");
  assert.equal(areSeeing(g, 0, 80), true, "r1c1 and r9c9 share the main diagonal");
  assert.equal(areSeeing(classicRules("9x9"), 0, 80), false);
});

const CAGES: Cage[] = [
  { cells: [0, 1], sum: 3 },
  { cells: [10, 2, 11], sum: 24 },
  { cells: [80], sum: 9 },
];

Deno.test("killer rules add cages after the houses: they make peers but are not houses", () => {
  const g = killerRules("9x9", CAGES);
  assertConsistent(g);
  assert.equal(g.variant, "killer");
  assert.equal(g.plainClassic, false);
  assert.equal(g.houses.length, 27);
  assert.equal(g.regions.length, 30);
  assert.deepEqual(g.cages, CAGES);
  const cages = regionsOfKind(g, "cage");
  assert.deepEqual(cages, [27, 28, 29]);
  assert.deepEqual([...g.regions[28].cells], [2, 10, 11], "a cage's cells are kept ascending");
  assert.equal(g.regions[28].sum, 24);
  assert.equal(regionName(g, 28), "cage 2");
  assert.equal(regionOf(g, "cage", 11), 28);
  assert.equal(regionOf(g, "cage", 12), -1, "a cell outside every cage");
  assert.deepEqual(housesOfCell(g, 11), [1, 11, 18], "its row, column and box; the cage is no house");
  assert.equal(areSeeing(g, 2, 10), true);
  assert.equal(areSeeing(g, 11, 2), true, "cage 2 makes r2c3 and r1c3 peers, as their box does");
  assert.equal(areSeeing(classicRules("9x9"), 11, 27), false);
  const wide = killerRules("9x9", [{ cells: [0, 80], sum: 10 }]);
  assert.equal(areSeeing(wide, 0, 80), true, "cage mates see each other wherever they are");
  assert.equal(
    killerRules("9x9", []).regions.length,
    27,
    "a killer without cages is classic in all but name",
  );
});

Deno.test("killer rules refuse a bad cage list with a RangeError naming the problem", () => {
  const refuses = (cages: Cage[], message: RegExp) =>
    assert.throws(
      () => killerRules("9x9", cages),
      (e: unknown) => e instanceof RangeError && message.test(e.message),
    );
  refuses([{ cells: [], sum: 1 }], /cage 1 has 0 cells; a cage has 1 to 9/);
  refuses([{ cells: Array.from({ length: 10 }, (_, i) => i), sum: 45 }], /cage 1 has 10 cells/);
  refuses([{ cells: [0], sum: 0 }], /cage 1 has sum 0; a sum is a whole number from 1 to 45/);
  refuses([{ cells: [0], sum: 46 }], /cage 1 has sum 46/);
  refuses([{ cells: [0], sum: 2.5 }], /cage 1 has sum 2.5/);
  refuses([{ cells: [81], sum: 5 }], /cage 1 names cell 81, which is not on a 9x9 grid/);
  refuses([{ cells: [-1], sum: 5 }], /names cell -1/);
  refuses([{ cells: [0, 1], sum: 3 }, { cells: [1, 2], sum: 3 }], /cell 1 is in cage 1 and cage 2/);
  refuses([{ cells: [3, 3], sum: 3 }], /cage 1 names cell 3 twice/);
});

/** The boxes of a 9×9 grid with r1c3 and r1c4 traded between the first two: two pieces of 9 that are not boxes. */
function tradedPieces(): number[] {
  const g = classicRules("9x9");
  const pieceOf = Array.from({ length: 81 }, (_, cell) => boxOf(g, cell));
  pieceOf[2] = 1;
  pieceOf[3] = 0;
  return pieceOf;
}

Deno.test("jigsaw rules replace the boxes by the pieces given", () => {
  const g = jigsawRules("9x9", tradedPieces());
  assertConsistent(g);
  assert.equal(g.variant, "jigsaw");
  assert.equal(g.plainClassic, false);
  assert.equal(regionsOfKind(g, "box").length, 0);
  assert.equal(boxOf(g, 0), -1, "no boxes");
  const pieces = regionsOfKind(g, "jigsaw");
  assert.equal(pieces.length, 9);
  assert.ok(pieces.every((r) => r < g.houses.length), "pieces are houses");
  assert.deepEqual([...g.regions[pieces[0]].cells], [0, 1, 3, 9, 10, 11, 18, 19, 20]);
  assert.equal(regionName(g, pieces[0]), "region 1");
  assert.equal(regionOf(g, "jigsaw", 2), pieces[1]);
  assert.equal(areSeeing(g, 3, 18), true, "r1c4 is in the first piece");
  assert.equal(areSeeing(g, 2, 18), false, "r1c3 left it");
  assert.equal(g.uniformPeerCount, -1);
});

Deno.test("jigsaw rules refuse pieces that do not cut the grid into N pieces of N cells", () => {
  const refuses = (pieceOf: number[], message: RegExp) =>
    assert.throws(
      () => jigsawRules("9x9", pieceOf),
      (e: unknown) => e instanceof RangeError && message.test(e.message),
    );
  refuses(tradedPieces().slice(1), /a 9x9 jigsaw names a piece for 81 cells/);
  const nine = tradedPieces();
  nine[0] = 9;
  refuses(nine, /cell 0 is in piece 9; pieces are 0 to 8/);
  const uneven = tradedPieces();
  uneven[2] = 0;
  refuses(uneven, /piece 0 has 10 cells, not 9/);
});

Deno.test("every region kind has a name players read", () => {
  const names = new Map<RegionKind, string>();
  for (const g of [xRules("9x9"), killerRules("9x9", CAGES), jigsawRules("9x9", tradedPieces())]) {
    g.regions.forEach((region, r) => names.has(region.kind) || names.set(region.kind, regionName(g, r)));
  }
  assert.deepEqual(Object.fromEntries(names), {
    row: "row 1",
    column: "column 1",
    box: "box 1",
    diagonal: "main diagonal",
    cage: "cage 1",
    jigsaw: "region 1",
  });
});

Deno.test("killer rules: regions, per-cell tables and peers are those of their regions, for random cage lists", () => {
  const rng = new Rng("killer-rules-tables");
  for (let round = 0; round < 60; round++) {
    // Cages from a shuffled cell order, each 1–5 cells, some cells left outside every cage.
    const order = Array.from({ length: 81 }, (_, i) => i);
    for (let i = 80; i > 0; i--) {
      const j = rng.nextInt(i + 1);
      [order[i], order[j]] = [order[j], order[i]];
    }
    const cages: Array<{ cells: number[]; sum: number }> = [];
    for (let at = rng.nextInt(10); at < 81;) {
      const size = 1 + rng.nextInt(5);
      const cells = order.slice(at, at + size);
      cages.push({ cells, sum: cells.length * 3 });
      at += size;
    }
    const rules = killerRules("9x9", cages);
    const classic = classicRules("9x9");
    assert.equal(rules.regions.length, classic.regions.length + cages.length);
    rules.regions.forEach((region, r) => {
      assert.deepEqual([...region.cells], [...region.cells].sort((a, b) => a - b));
      if (r >= classic.regions.length) {
        assert.equal(region.kind, "cage");
        assert.deepEqual(
          [...region.cells],
          [...cages[r - classic.regions.length].cells].sort((a, b) => a - b),
        );
      }
    });
    for (let cell = 0; cell < 81; cell++) {
      const mine = rules.regions.flatMap((region, r) => region.cells.includes(cell) ? [r] : []);
      assert.deepEqual([
        ...rules.cellRegionList.slice(rules.cellRegionStart[cell], rules.cellRegionStart[cell + 1]),
      ], mine);
      const peers = [...new Set(mine.flatMap((r) => [...rules.regions[r].cells]))].filter((p) => p !== cell)
        .sort((a, b) => a - b);
      assert.deepEqual([...rules.peerCells.slice(rules.peerStart[cell], rules.peerStart[cell + 1])], peers);
      const cage = mine.find((r) => rules.regions[r].kind === "cage") ?? -1;
      assert.equal(rules.regionOfCell.cage[cell], cage);
      assert.equal(rules.regionOfCell.row[cell], classic.regionOfCell.row[cell]);
    }
    const counts = new Set(Array.from({ length: 81 }, (_, c) => rules.peerStart[c + 1] - rules.peerStart[c]));
    assert.equal(rules.uniformPeerCount, counts.size === 1 ? [...counts][0] : -1);
  }
});
