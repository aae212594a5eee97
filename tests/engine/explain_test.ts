import assert from "node:assert/strict";
import { loadPools } from "../../data/pools.ts";
import { explainStep, type StepReason } from "../../engine/explain.ts";
import { grade } from "../../engine/grade.ts";
import { hint } from "../../engine/hint.ts";
import { classicRules, regionName, xRules } from "../../engine/rules.ts";
import { wordsFor } from "../../engine/messages/index.ts";
import { describeStep } from "../../engine/techniques/index.ts";
import { decode } from "../../engine/sharecode.ts";
import {
  applyStep,
  cloneState,
  createState,
  type SolveState,
  type Step,
} from "../../engine/techniques/step.ts";
import { cellAt, gridOf, stateOf } from "../testing/grids.ts";
import { CHAIN_CASES, stepOf } from "../testing/technique_cases.ts";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

function cellsOf(state: SolveState, region: number): number[] {
  return Array.from(state.rules.regions[region].cells);
}

function inRegion(state: SolveState, cell: number, region: number): boolean {
  return cellsOf(state, region).includes(cell);
}

/**
 * What every reason must get right, checked against the position alone: a single's reason accounts for every
 * other digit (or cell) by a placed digit it names or by an earlier elimination; a pattern's reason names the
 * pattern and rules out exactly what the step removes.
 */
function assertReasonHolds(state: SolveState, step: Step, why: StepReason, where: string): void {
  const g = state.rules;
  if (why.kind === "naked-single") {
    const { cell, digit } = step.placements[0];
    assert.equal(why.cell, cell, where);
    assert.equal(why.digit, digit, where);
    const accounted = new Set<number>([digit]);
    for (const region of why.regions) {
      assert.ok(inRegion(state, cell, region.region), `${where}: ${region.name} is the cell's`);
      assert.equal(region.name, regionName(g, region.region), where);
      assert.equal(region.digits.length, region.cells.length, where);
      region.cells.forEach((holder, i) => {
        assert.ok(inRegion(state, holder, region.region), `${where}: the holder is in ${region.name}`);
        assert.equal(state.cells[holder], region.digits[i], `${where}: ${region.name} holds what it says`);
        accounted.add(region.digits[i]);
      });
    }
    for (const d of why.removed) {
      assert.equal(state.candidates[cell] & (1 << (d - 1)), 0, `${where}: ${d} is no candidate of the cell`);
      accounted.add(d);
    }
    assert.equal(accounted.size, g.size, `${where}: every digit is accounted for`);
    assert.ok(why.text.includes(String(digit)), where);
    return;
  }
  if (why.kind === "hidden-single") {
    const { cell, digit } = step.placements[0];
    assert.equal(why.house.region, step.pattern.houses![0], where);
    const others = cellsOf(state, why.house.region).filter((c) => c !== cell && state.cells[c] === 0);
    const told = [...why.blocked.flatMap((b) => b.cells), ...why.removed].sort((a, b) => a - b);
    assert.deepEqual(told, others, `${where}: every other empty cell of the house is told once`);
    for (const group of why.blocked) {
      assert.equal(state.cells[group.by], digit, `${where}: the blocker holds ${digit}`);
      assert.ok(inRegion(state, group.by, group.region), where);
      for (const blocked of group.cells) assert.ok(inRegion(state, blocked, group.region), where);
    }
    for (const emptied of why.removed) {
      assert.equal(state.candidates[emptied] & (1 << (digit - 1)), 0, where);
    }
    return;
  }
  for (const c of step.pattern.cells ?? []) assert.ok(why.pattern.includes(c), `${where}: pattern cell ${c}`);
  const ruledOut = why.rulesOut.flatMap((r) => r.cells.map((c) => `${c}:${r.digit}`)).sort();
  assert.deepEqual(ruledOut, step.eliminations.map((e) => `${e.cell}:${e.digit}`).sort(), where);
  assert.deepEqual(why.places, step.placements, where);
  for (const { cell } of [...step.eliminations, ...step.placements]) {
    assert.ok(why.cells.includes(cell), where);
  }
}

Deno.test("explain: a naked single names the digits its row, column and box hold", () => {
  const state = createState(gridOf(PUZZLE));
  const why = explainStep(state, {
    technique: "naked-single",
    placements: [{ cell: 40, digit: 5 }],
    eliminations: [],
    pattern: { cells: [40], digits: [5] },
  });
  assert.equal(
    why.text,
    "r5c5 can only be 5: row 5 has 1, 3, 4 and 8; column 5 has 1, 2, 6, 7, 8 and 9, which leaves only 5",
  );
  assert.equal(why.kind, "naked-single");
  if (why.kind !== "naked-single") return;
  assert.deepEqual(why.regions.map((r) => r.name), ["row 5", "column 5"], "box 5 adds no digit of its own");
  assert.deepEqual(why.removed, []);
});

Deno.test("explain: a single after an elimination says the elimination took the rest", () => {
  // r1c1 sees nothing but 1 to 7 in its row; 8 is taken from it by hand, as a move before the single would.
  const state = stateOf("1234567..........................................................................", {
    remove: { r1c8: "8", r1c9: "9" },
  });
  const why = explainStep(state, {
    technique: "naked-single",
    placements: [{ cell: 7, digit: 9 }],
    eliminations: [],
    pattern: { cells: [7], digits: [9] },
  });
  assert.equal(
    why.text,
    "r1c8 can only be 9: row 1 has 1, 2, 3, 4, 5, 6 and 7; earlier eliminations took 8 from it, which leaves only 9",
  );
});

Deno.test("explain: a hidden single names what keeps the digit out of each other cell of the house", () => {
  // Box 1 of this grid: the 1s at r2c4 and r3c7 (rows 2 and 3), r5c2 and r7c3 (columns 2 and 3) leave r1c1.
  // A cell seen by two of them is told by its row first, the order of its regions.
  const placed = "........." + "...1....." + "......1.." + "........." + ".1......." + "........." +
    "..1......" + "........." + ".........";
  const state = createState(gridOf(placed));
  const step: Step = {
    technique: "hidden-single-box",
    placements: [{ cell: 0, digit: 1 }],
    eliminations: [],
    pattern: { houses: [18], digits: [1] },
  };
  const why = explainStep(state, step);
  assert.equal(
    why.text,
    "In box 1, 1 fits only r1c1: r1c2 sees the 1 at r5c2 (column 2); r1c3 sees the 1 at r7c3 (column 3); " +
      "r2c1, r2c2 and r2c3 see the 1 at r2c4 (row 2); r3c1, r3c2 and r3c3 see the 1 at r3c7 (row 3)",
  );
  assertReasonHolds(state, step, why, "box 1");
});

Deno.test("explain: a naked single's and a hidden single's reasons in German and Spanish, word for word", () => {
  // The positions of the three tests above: r5c5 = 5 by its row and column; r1c8 = 9 after 8 was taken
  // from it; box 1's 1 in r1c1, every other cell of the box seeing a 1.
  const naked = createState(gridOf(PUZZLE));
  const nakedStep: Step = {
    technique: "naked-single",
    placements: [{ cell: 40, digit: 5 }],
    eliminations: [],
    pattern: { cells: [40], digits: [5] },
  };
  const taken = stateOf("1234567..........................................................................", {
    remove: { r1c8: "8", r1c9: "9" },
  });
  const takenStep: Step = {
    technique: "naked-single",
    placements: [{ cell: 7, digit: 9 }],
    eliminations: [],
    pattern: { cells: [7], digits: [9] },
  };
  const hidden = createState(gridOf(
    "........." + "...1....." + "......1.." + "........." + ".1......." + "........." + "..1......" +
      "........." + ".........",
  ));
  const hiddenStep: Step = {
    technique: "hidden-single-box",
    placements: [{ cell: 0, digit: 1 }],
    eliminations: [],
    pattern: { houses: [18], digits: [1] },
  };
  const de = wordsFor("de"), es = wordsFor("es");
  assert.equal(
    explainStep(naked, nakedStep, de).text,
    "In r5c5 kann nur die 5 stehen: Zeile 5 enthält 1, 3, 4 und 8; Spalte 5 enthält 1, 2, 6, 7, 8 und 9; " +
      "übrig bleibt nur die 5",
  );
  assert.equal(
    explainStep(naked, nakedStep, es).text,
    "r5c5 solo puede ser 5: fila 5 tiene 1, 3, 4 y 8; columna 5 tiene 1, 2, 6, 7, 8 y 9, así que solo queda el 5",
  );
  assert.equal(
    explainStep(taken, takenStep, de).text,
    "In r1c8 kann nur die 9 stehen: Zeile 1 enthält 1, 2, 3, 4, 5, 6 und 7; frühere Schritte haben 8 aus " +
      "dieser Zelle gestrichen; übrig bleibt nur die 9",
  );
  assert.equal(
    explainStep(taken, takenStep, es).text,
    "r1c8 solo puede ser 9: fila 1 tiene 1, 2, 3, 4, 5, 6 y 7; eliminaciones anteriores le quitaron 8, así que " +
      "solo queda el 9",
  );
  assert.equal(
    explainStep(hidden, hiddenStep, de).text,
    "In Block 1 passt die 1 nur in r1c1: r1c2 sieht die 1 in r5c2 (Spalte 2); r1c3 sieht die 1 in r7c3 " +
      "(Spalte 3); r2c1, r2c2 und r2c3 sehen die 1 in r2c4 (Zeile 2); r3c1, r3c2 und r3c3 sehen die 1 in r3c7 " +
      "(Zeile 3)",
  );
  assert.equal(
    explainStep(hidden, hiddenStep, es).text,
    "En caja 1, el 1 solo cabe en r1c1: r1c2 ve el 1 de r5c2 (columna 2); r1c3 ve el 1 de r7c3 (columna 3); " +
      "r2c1, r2c2 y r2c3 ven el 1 de r2c4 (fila 2); r3c1, r3c2 y r3c3 ven el 1 de r3c7 (fila 3)",
  );
});

Deno.test("explain: a diagonal after 'in' takes the German dative ('in der Hauptdiagonale')", () => {
  // X rules: the 1s at r2c4, r3c7, r4c5 and r7c9 leave r1c1 the main diagonal's only place for a 1.
  const rules = xRules("9x9");
  const cells = new Uint8Array(rules.cellCount);
  for (const name of ["r2c4", "r3c7", "r4c5", "r7c9"]) cells[cellAt({ rules }, name)] = 1;
  const state = createState({ rules, cells });
  const diagonal = rules.regions.findIndex((r) => r.kind === "diagonal" && r.index === 0);
  const step: Step = {
    technique: "hidden-single-line",
    placements: [{ cell: 0, digit: 1 }],
    eliminations: [],
    pattern: { houses: [diagonal], digits: [1] },
  };
  const [en, de, es] = (["en", "de", "es"] as const).map((l) => explainStep(state, step, wordsFor(l)).text);
  assert.match(en, /^In the main diagonal, 1 fits only r1c1: r2c2 sees the 1 at r2c4 \(row 2\);/);
  assert.match(de, /^In der Hauptdiagonale passt die 1 nur in r1c1: r2c2 sieht die 1 in r2c4 \(Zeile 2\);/);
  assert.match(es, /^En la diagonal principal, el 1 solo cabe en r1c1: r2c2 ve el 1 de r2c4 \(fila 2\);/);
  assertReasonHolds(state, step, explainStep(state, step, wordsFor("de")), "main diagonal");
});

Deno.test("explain: an elimination names its pattern and what it rules out", () => {
  const state = createState(gridOf(PUZZLE));
  const step: Step = {
    technique: "pointing",
    placements: [],
    eliminations: [{ cell: 71, digit: 5 }, { cell: 80, digit: 5 }],
    pattern: { cells: [8, 26], houses: [20, 17], digits: [5] },
  };
  const why = explainStep(state, step);
  assert.equal(why.kind, "pattern");
  assert.equal(
    why.text,
    "In box 3, 5 can only go in r1c9 and r3c9, all of them in column 9: whichever holds it, no other cell " +
      "of column 9 can, so this rules out 5 from r8c9 and r9c9",
  );
  if (why.kind !== "pattern") return;
  assert.deepEqual(why.pattern, [8, 26]);
  assert.deepEqual(why.rulesOut, [{ digit: 5, cells: [71, 80] }]);
  assert.deepEqual(why.regions, [{ region: 20, name: "box 3" }, { region: 17, name: "column 9" }]);
});

Deno.test("explain: along the graded paths of every variant, each reason accounts for its step", async () => {
  const pools = await loadPools();
  const kinds = new Set<string>();
  const regionKinds = new Set<string>();
  for (const key of Object.keys(pools)) {
    for (const entry of pools[key].slice(0, 4)) {
      const decoded = decode(entry.code);
      assert.ok(decoded.ok);
      const graded = grade(decoded.value.grid);
      assert.ok(graded.ok);
      const state = createState(decoded.value.grid);
      for (const [i, step] of graded.value.path.entries()) {
        const why = explainStep(state, step);
        assertReasonHolds(state, step, why, `${key} ${entry.code} step ${i + 1} (${step.technique})`);
        kinds.add(why.kind === "pattern" ? step.technique : why.kind);
        if (why.kind === "naked-single") {
          for (const r of why.regions) regionKinds.add(state.rules.regions[r.region].kind);
        }
        applyStep(state, step);
      }
    }
  }
  for (
    const kind of ["naked-single", "hidden-single", "pointing", "naked-pair", "x-wing", "cage-combination"]
  ) {
    assert.ok(kinds.has(kind), `the paths include a ${kind}`);
  }
  // A killer's cage and an X-Sudoku's diagonal rule out digits like any row does.
  assert.ok(regionKinds.has("cage") && regionKinds.has("diagonal"), [...regionKinds].join());
});

Deno.test("explain: a hint's placement after an elimination is explained by that elimination", () => {
  // The hidden pair {2,4} in row 6 takes 8 from the cell of box 6 that kept r5c7 from being its only 8. The
  // move told is the cheapest step there, a pointing; the hidden pair and the single follow it.
  const board = ".382.5....2139.685.5.18.32724.8...6..9.4.2....1........7...8.3..629..57818..2.946";
  const a = hint(gridOf(board), gridOf(board));
  assert.ok(a.ok && a.value.status === "hint");
  const { move } = a.value;
  const [pair, single] = move.then!;
  assert.equal(pair.why.kind, "pattern");
  assert.match(pair.why.text, /^In row 6, 2 and 4 can only go in /);
  assert.equal(single.why.kind, "hidden-single");
  if (single.why.kind !== "hidden-single" || pair.why.kind !== "pattern") return;
  const emptiedByPair = pair.why.rulesOut.find((r) => r.digit === 8)?.cells ?? [];
  assert.ok(single.why.removed.length > 0, single.why.text);
  for (const cell of single.why.removed) assert.ok(emptiedByPair.includes(cell), single.why.text);
  assert.match(single.why.text, /earlier eliminations took 8 from /);
  // The reason is read from the position after the moves before it: it holds there.
  const after = cloneState(createState(gridOf(board)));
  applyStep(after, move.step);
  applyStep(after, pair.step);
  assertReasonHolds(after, single.step, single.why, "the single after the hidden pair");
});

const g = classicRules("9x9");

Deno.test("the steps are told in words that name the chain, its links and what it removes", () => {
  for (const c of CHAIN_CASES.filter((c) => c.result)) {
    const id = c.technique, state = c.state;
    const step = stepOf(c)!;
    const text = describeStep(g, step);
    assert.match(text, /^(3D Medusa|Alternating inference chain|Cell forcing|Unit forcing|Digit forcing)/);
    const why = explainStep(state, step);
    assert.equal(why.kind, "pattern");
    assert.ok(why.text.length > 40, why.text);
    if (id === "aic") assert.match(why.text, /strong|chain/);
    if (id.endsWith("forcing")) {
      assert.match(why.text, /^(Suppose|In .*, \d can only go|r\d+c\d+ holds one of)/);
    }
  }
});
