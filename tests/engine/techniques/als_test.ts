/**
 * ALS-XZ and the ALS-XY-Wing (engine/techniques/als.ts): their cases of tests/fixtures/technique-cases.txt
 * (cases_test.ts runs every line) checked by hand, set by set, with their words; near misses one candidate away;
 * the work the almost locked set scans charge; a hint; the drawing.
 */
import assert from "node:assert/strict";
import { explainStep } from "../../../engine/explain.ts";
import { gradeUnique } from "../../../engine/grade.ts";
import { hint } from "../../../engine/hint.ts";
import { wordsFor } from "../../../engine/messages/index.ts";
import { cellName } from "../../../engine/rules.ts";
import { ALS_XY_WING, ALS_XZ } from "../../../engine/techniques/als.ts";
import { SUE_DE_COQ } from "../../../engine/techniques/sue-de-coq.ts";
import { describeStep } from "../../../engine/techniques/index.ts";
import { applyStep, createState } from "../../../engine/techniques/step.ts";
import { WorkCapReached, WorkMeter } from "../../../engine/techniques/meter.ts";
import { gridOf } from "../../testing/grids.ts";
import { ALS, effects, fixture, g, names, sameSets, withCandidate } from "../../testing/als_cases.ts";
import { STUCK_SAMPLE } from "../../testing/stuck_sample.ts";
import { playerRules } from "../../../routes/pages/play.tsx";
import { pageWordsFor } from "../../../routes/pages/i18n/index.ts";
import { createGeometry } from "../../../routes/pages/static/play/board-geometry.js";
import { type DiagramNode, diagramTree } from "../../../routes/pages/static/play/diagram.js";

/** The drawings' words in English, as a page in English gives them. */
const english = pageWordsFor("en");

Deno.test("ALS-XZ: two sets, the restricted common 7, and 8 out of the cell that sees every 8 of both", () => {
  // A: r3c2 {7,8,9}, r6c2 {8,9} in column 2 (three digits, two cells). B: r1c3 {3,7}, r2c3 {3,4,8}, r3c3
  // {3,4,7,8} in column 3. A's only 7 (r3c2) sees B's (r1c3, r3c3) through box 1 and row 3: 7 is in at most one set,
  // so the other is locked and holds 8. r2c2 sees A's 8s (column 2) and B's (box 1), so it loses 8. 8 itself is
  // no restricted common: r6c2 and r2c3 do not see each other.
  const { state, step } = fixture("als-xz");
  assert.deepEqual(step.pattern.sets, [
    { cells: [19, 46], digits: [7, 8, 9] },
    { cells: [2, 11, 20], digits: [3, 4, 7, 8] },
  ]);
  assert.deepEqual(step.pattern.links, [{
    from: { cell: 19, digit: 7 },
    to: { cell: 2, digit: 7 },
    strong: false,
  }]);
  assert.deepEqual(step.pattern.digits, [7, 8]);
  assert.equal(effects(step), "r2c2-8");
  assert.equal(
    describeStep(g, step),
    "ALS-XZ: {7,8,9} in r3c2, r6c2 and {3,4,7,8} in r1c3, r2c3, r3c3, restricted common 7, removes 8 from r2c2",
  );
  assert.match(
    explainStep(state, step).text,
    /Every 7 of one sees every 7 of the other.*r2c2 sees every place of it/,
  );
});

Deno.test("ALS-XZ in German and Spanish: the sets, the restricted common and the digit removed", () => {
  const { state, step } = fixture("als-xz");
  assert.equal(
    explainStep(state, step, wordsFor("de")).text,
    "Zwei fast gesperrte Mengen: r3c2 und r6c2 enthalten 7, 8 und 9 (drei Ziffern, zwei Zellen); und r1c3, r2c3 " +
      "und r3c3 enthalten 3, 4, 7 und 8 (vier Ziffern, drei Zellen). Jede Menge hat eine Ziffer mehr als Zellen " +
      "und ist daher gesperrt (enthält jede ihrer übrigen Ziffern), sobald sie eine verliert. Jede 7 der einen " +
      "sieht jede 7 der anderen, also enthält höchstens eine von beiden die 7, und die andere ist gesperrt: Sie " +
      "enthält 8. Also liegt die 8 in der einen oder der anderen Menge; r2c2 sieht jede ihrer Stellen in beiden; " +
      "das schließt 8 in r2c2 aus",
  );
  assert.equal(
    explainStep(state, step, wordsFor("es")).text,
    "Dos conjuntos casi bloqueados: r3c2 y r6c2 tienen 7, 8 y 9 (tres dígitos, dos celdas); y r1c3, r2c3 y r3c3 " +
      "tienen 3, 4, 7 y 8 (cuatro dígitos, tres celdas). Cada conjunto tiene un dígito más que celdas, así que " +
      "queda bloqueado (tiene todos sus demás dígitos) en cuanto pierde uno. Cada 7 de uno ve cada 7 del otro, " +
      "así que como mucho uno de ellos tiene el 7, y el otro queda bloqueado: tiene 8. Así que el 8 está en uno " +
      "u otro conjunto; r2c2 ve todos sus sitios en ambos, así que esto descarta 8 de r2c2",
  );
});

Deno.test("ALS-XZ near miss: a 7 in A that one 7 of B does not see breaks the link", () => {
  const { state, step } = fixture("als-xz");
  // r6c2 with 7: A keeps its three digits, but r6c2 sees neither r1c3 nor r3c3, so 7 is no restricted common.
  const missed = withCandidate(state, "r6c2", "7");
  assert.ok(!ALS_XZ.findAll(missed).some((s) => sameSets(s, step)));
});

Deno.test("ALS-XZ doubly linked: each set holds one of the commons and is locked on the rest", () => {
  // A: r9c2 {4,5}, r9c4 {1,5} (row 9). B: r4c2 {4,7,8}, r4c4 {1,7,8}, r4c9 {7,8} (row 4). 1 (r9c4, r4c4: column
  // 4) and 4 (r9c2, r4c2: column 2) are both restricted. Each set holds exactly one of them: 1 leaves column 4's
  // r6c4, 4 leaves column 2's r5c2 and r7c2, and A holds its 5, which leaves row 9's r9c6.
  const { state, step } = fixture("als-xz", 1);
  assert.equal(step.pattern.variant, "doubly linked");
  assert.deepEqual(step.pattern.digits!.slice(0, 2), [1, 4]);
  assert.equal(effects(step), "r5c2-4,r6c4-1,r7c2-4,r9c6-5");
  assert.match(describeStep(g, step), /^ALS-XZ \(doubly linked\): .* restricted commons 1, 4, removes/);
  assert.match(explainStep(state, step).text, /each set holds exactly one of 1 and 4/);
});

Deno.test("ALS-XY-Wing: a pivot linked to two sets, and the digit they share", () => {
  // A r1c3 {4,5}; B r8c8 {2,5}; the pivot C r1c2, r3c2, r4c2, r7c2, r8c2 in column 2 with {1,2,4,5,7,8} (six
  // digits, five cells). C's 4s (r1c2, r3c2) see A's r1c3; C's only 2 (r8c2) sees B's r8c8. If neither A nor B
  // were 5, A would be 4 and B 2, and C would keep only 1, 5, 7, 8 for five cells. So A or B is 5, and r1c8 (row 1
  // with r1c3, column 8 with r8c8) loses it.
  const { state, step } = fixture("als-xy-wing");
  assert.deepEqual(step.pattern.sets, [
    { cells: [2], digits: [4, 5] },
    { cells: [70], digits: [2, 5] },
    { cells: [1, 19, 28, 55, 64], digits: [1, 2, 4, 5, 7, 8] },
  ]);
  assert.deepEqual(step.pattern.links!.map((l) => l.from.digit), [4, 2]);
  assert.deepEqual(step.pattern.digits, [4, 2, 5]);
  assert.equal(effects(step), "r1c8-5");
  assert.equal(
    describeStep(g, step),
    "ALS-XY-Wing: {4,5} in r1c3 and {2,5} in r8c8, pivot {1,2,4,5,7,8} in r1c2, r3c2, r4c2, r7c2, r8c2 (4 with " +
      "the first, 2 with the second), removes 5 from r1c8",
  );
  assert.match(
    explainStep(state, step).text,
    /If neither the first nor the second set held 5, both would be locked, the first holding 4 and the second 2/,
  );
  // Near miss: a 2 in r7c2, which does not see r8c8, leaves the pivot and B with no restricted common.
  const missed = withCandidate(state, "r7c2", "2");
  assert.ok(!ALS_XY_WING.findAll(missed).some((s) => sameSets(s, step)));
});

Deno.test("the ALS scans charge their work alike found or remembered, and a cap stops them", () => {
  const { state } = fixture("als-xy-wing");
  const spent = (f: (meter: WorkMeter) => unknown) => {
    const meter = new WorkMeter();
    f(meter);
    return meter.spent;
  };
  const first = spent((meter) => ALS_XY_WING.find(state, meter));
  assert.ok(first > 0);
  assert.equal(spent((meter) => ALS_XY_WING.find(state, meter)), first, "the second ask charges the same");
  assert.ok(spent((meter) => SUE_DE_COQ.findAll(state, meter)) > 0);
  const capped = new WorkMeter();
  assert.throws(() => capped.withCap(10, () => ALS_XZ.findAll(state, capped)), WorkCapReached);
  assert.throws(() => capped.withCap(10, () => ALS_XY_WING.find(state, capped)), WorkCapReached);
});

Deno.test("hints tell an almost locked set: three levels, the move names the sets, the board lights them", () => {
  // The sample's puzzles with every digit the grader places before its first ALS step: the board holds digits
  // only, as a player's does, and the hint leads to a digit.
  const told = new Set<string>();
  for (const line of STUCK_SAMPLE) {
    if (told.has("als-xz") && told.has("als-xy-wing")) break;
    const grid = gridOf(line);
    const record = gradeUnique(grid, "standard");
    const state = createState(grid);
    const at = record.path.findIndex((s) => ALS.some((t) => t.id === s.technique));
    if (at < 0) continue;
    for (const step of record.path.slice(0, at)) applyStep(state, step);
    const answer = hint(grid, { rules: grid.rules, cells: state.cells });
    assert.ok(answer.ok && answer.value.status === "hint");
    const { area, technique, move } = answer.value;
    if (!ALS.some((t) => t.id === technique.id)) continue;
    assert.ok(area.cells.length > 0, "level 1: where to look");
    assert.ok(technique.name.length > 0, "level 2: the technique");
    assert.match(move.text, /^(Sue de Coq|ALS-XZ|ALS-XY-Wing)/);
    const sets = move.step.pattern.sets!;
    assert.ok(sets.length >= 2);
    for (const set of sets) {
      assert.ok(move.text.includes(`{${set.digits.join(",")}} in ${names(set.cells).join(", ")}`), move.text);
      for (const cell of set.cells) assert.ok(move.highlight.includes(cell), "every set's cells are lit");
    }
    assert.ok(move.why.text.length > 80);
    assert.equal((move.then?.at(-1)?.step ?? move.step).placements.length, 1, "it leads to a digit");
    told.add(technique.id);
  }
  assert.ok(told.has("als-xz") && told.has("als-xy-wing"), `told ${[...told]}`);
});

Deno.test("the drawing outlines each set in its own colour and marks its digits", () => {
  const { state, step } = fixture("als-xy-wing");
  const tree = diagramTree({
    rules: createGeometry(playerRules(g)),
    variant: null,
    cells: state.cells,
    givens: state.cells,
    candidates: state.candidates,
    step,
    label: "before the step",
    words: english,
  });
  const setOf = new Map<number, string>(), marked = new Map<number, string[]>();
  const walk = (node: DiagramNode | string, cell: number | null) => {
    if (typeof node === "string") return;
    const here = node.attrs["data-cell"] === undefined ? cell : Number(node.attrs["data-cell"]);
    if (node.attrs["data-set"] !== undefined) setOf.set(here!, node.attrs["data-set"]);
    const set = /cand-set(\d)/.exec(node.attrs.class ?? "");
    if (set) marked.set(here!, [...(marked.get(here!) ?? []), `${node.attrs["data-mark"]}/${set[1]}`]);
    for (const child of node.children) walk(child, here);
  };
  walk(tree, null);
  step.pattern.sets!.forEach((set, i) => {
    for (const cell of set.cells) {
      assert.equal(setOf.get(cell), String(i), `${cellName(g, cell)} is in set ${i}`);
      for (let d = 1; d <= 9; d++) {
        if (!(state.candidates[cell] & (1 << (d - 1))) || step.eliminations.some((e) => e.cell === cell)) {
          continue;
        }
        assert.ok(
          marked.get(cell)?.includes(`${d}/${i}`),
          `${cellName(g, cell)}'s ${d} in set ${i}'s colour`,
        );
      }
    }
  });
  assert.equal(setOf.size, 7, "the seven cells of the three sets, and no other");
  assert.match(
    tree.attrs["aria-label"],
    /Almost locked sets: set 1, 4, 5 in row 1, column 3; set 2, 2, 5 in/,
  );
  const svg = tree.children.find((c) => typeof c !== "string" && c.tag === "svg");
  assert.ok(svg, "the restricted commons drawn as weak links");
});
