import assert from "node:assert/strict";
import { boxOf, cellName, classicRules, colOf, houseName, rowOf, SHAPE_NAMES } from "../engine/rules.ts";

for (const name of SHAPE_NAMES) {
  Deno.test(`rules ${name}: houses partition the grid three ways and peers are consistent`, () => {
    const g = classicRules(name);
    assert.equal(g.size, g.boxRows * g.boxCols);
    assert.equal(g.houses.length, 3 * g.size);
    for (let kind = 0; kind < 3; kind++) {
      const seen = new Uint8Array(g.cellCount);
      for (let h = kind * g.size; h < (kind + 1) * g.size; h++) {
        assert.equal(g.houses[h].length, g.size);
        for (const cell of g.houses[h]) {
          seen[cell]++;
          assert.equal(g.cellHouses[cell * 3 + kind], h, `cell ${cell} lists house ${h}`);
        }
      }
      assert.ok(seen.every((n) => n === 1), `houses of kind ${kind} cover every cell once`);
    }
    for (let cell = 0; cell < g.cellCount; cell++) {
      const peers = g.peerCells.subarray(cell * g.peerCount, (cell + 1) * g.peerCount);
      for (let other = 0; other < g.cellCount; other++) {
        const shares = other !== cell &&
          (rowOf(g, other) === rowOf(g, cell) || colOf(g, other) === colOf(g, cell) ||
            boxOf(g, other) === boxOf(g, cell));
        assert.equal(peers.includes(other), shares, `peer ${other} of ${cell}`);
      }
    }
    assert.equal(classicRules(name), g, "tables are computed once");
  });
}

Deno.test("9x9 names and box layout", () => {
  const g = classicRules("9x9");
  assert.equal(g.peerCount, 20);
  assert.equal(cellName(g, 0), "r1c1");
  assert.equal(cellName(g, 80), "r9c9");
  assert.equal(boxOf(g, 40), 4);
  assert.equal(houseName(g, 3), "row 4");
  assert.equal(houseName(g, 9 + 1), "column 2");
  assert.equal(houseName(g, 18 + 8), "box 9");
});

Deno.test("6x6 boxes are two rows by three columns", () => {
  const g = classicRules("6x6");
  assert.deepEqual([...g.houses[12]], [0, 1, 2, 6, 7, 8]);
  assert.deepEqual([...g.houses[13]], [3, 4, 5, 9, 10, 11]);
  assert.equal(g.peerCount, 12);
});
