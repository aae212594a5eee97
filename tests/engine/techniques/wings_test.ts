/**
 * The wings (engine/techniques/wings.ts): XY-, XYZ- and W-Wing on hand-made positions with their exact instances,
 * words and near misses; the WXYZ-Wing on its case of tests/fixtures/technique-cases.txt with its reason, and the
 * hint it gives where only it opens the way.
 */
import assert from "node:assert/strict";
import { explainStep } from "../../../engine/explain.ts";
import { gradeUnique } from "../../../engine/grade.ts";
import { hint } from "../../../engine/hint.ts";
import { wordsFor } from "../../../engine/messages/index.ts";
import { cellName, CLASSIC } from "../../../engine/rules.ts";
import { PUBLISHED_TECHNIQUES } from "../../../engine/schemes.ts";
import { describeStep } from "../../../engine/techniques/index.ts";
import { applyStep, createState, type SolveState, type Step } from "../../../engine/techniques/step.ts";
import { W_WING, WXYZ_WING, XY_WING, XYZ_WING } from "../../../engine/techniques/wings.ts";
import { gridOf, stateOf } from "../../testing/grids.ts";
import { EMPTY, summary } from "../../testing/positions.ts";
import { TECHNIQUE_CASES } from "../../testing/technique_cases.ts";

function effects(step: Step): string[] {
  return [
    ...step.eliminations.map((e) => `${cellName(CLASSIC, e.cell)}-${e.digit}`),
    ...step.placements.map((p) => `${cellName(CLASSIC, p.cell)}=${p.digit}`),
  ];
}

Deno.test("XY-Wing: pivot r1c1 {1,2}, pincers r1c5 {1,3}, r3c2 {2,3} remove 3 where both pincers see", () => {
  const state = stateOf(EMPTY, { keep: { r1c1: "12", r1c5: "13", r3c2: "23" } });
  const steps = XY_WING.findAll(state);
  assert.deepEqual(summary(state, steps), ["r1c1 r1c5 r3c2 => r1c2-3 r1c3-3 r3c4-3 r3c5-3 r3c6-3"]);
  assert.deepEqual(steps[0].pattern.digits, [1, 2, 3]);
  assert.deepEqual(steps[0].pattern.chain?.map((n) => `${cellName(state.rules, n.cell)}:${n.digit}`), [
    "r1c5:3",
    "r1c5:1",
    "r1c1:1",
    "r1c1:2",
    "r3c2:2",
    "r3c2:3",
  ]);
  assert.equal(
    describeStep(state.rules, steps[0]),
    "XY-Wing {1,2,3} in r1c1, r1c5, r3c2 removes 3 from r1c2, r1c3, r3c4, r3c5, r3c6",
  );
  assert.deepEqual(XYZ_WING.findAll(state), []);
});

Deno.test("XY-Wing: its reason in German and Spanish, as a player of each language reads it", () => {
  // The chain (3)r1c5 = (1)r1c5 − (1)r1c1 = (2)r1c1 − (2)r3c2 = (3)r3c2: r1c5 or r3c2 is 3, and r1c2, r1c3 (row 1
  // and box 1) and r3c4, r3c5, r3c6 (row 3 and box 2) see both.
  const state = stateOf(EMPTY, { keep: { r1c1: "12", r1c5: "13", r3c2: "23" } });
  const step = XY_WING.find(state)!;
  assert.equal(
    explainStep(state, step, wordsFor("de")).text,
    "Die Kette über r1c5, r1c1 und r3c2 verbindet r1c5 und r3c2 abwechselnd durch starke Verbindungen (eine der " +
      "beiden ist wahr) und schwache (nicht beide sind es); ist also ein Ende nicht 3, dann das andere: r1c2, r1c3, " +
      "r3c4, r3c5 und r3c6 sehen beide Enden; das schließt 3 in r1c2, r1c3, r3c4, r3c5 und r3c6 aus",
  );
  assert.equal(
    explainStep(state, step, wordsFor("es")).text,
    "La cadena por r1c5, r1c1 y r3c2 une r1c5 y r3c2 alternando enlaces fuertes (uno de los dos es cierto) y " +
      "débiles (no lo son ambos), así que si un extremo no es 3, lo es el otro: r1c2, r1c3, r3c4, r3c5 y r3c6 ven " +
      "ambos extremos, así que esto descarta 3 de r1c2, r1c3, r3c4, r3c5 y r3c6",
  );
});

Deno.test("XY-Wing near miss: a pincer with a third candidate", () => {
  const state = stateOf(EMPTY, { keep: { r1c1: "12", r1c5: "13", r3c2: "234" } });
  assert.deepEqual(XY_WING.findAll(state), []);
});

Deno.test("XYZ-Wing: pivot r1c1 {1,2,3}, pincers r1c5 {1,3}, r3c2 {2,3}: 3 goes where all three see", () => {
  const state = stateOf(EMPTY, { keep: { r1c1: "123", r1c5: "13", r3c2: "23" } });
  const steps = XYZ_WING.findAll(state);
  assert.deepEqual(summary(state, steps), ["r1c1 r1c5 r3c2 => r1c2-3 r1c3-3"]);
  assert.deepEqual(steps[0].pattern.digits, [1, 2, 3]);
  assert.equal(
    describeStep(state.rules, steps[0]),
    "XYZ-Wing {1,2,3} in r1c1, r1c5, r3c2 removes 3 from r1c2, r1c3",
  );
  assert.deepEqual(XY_WING.findAll(state), []);
});

Deno.test("XYZ-Wing near miss: a pivot with four candidates", () => {
  const state = stateOf(EMPTY, { keep: { r1c1: "1234", r1c5: "13", r3c2: "23" } });
  assert.deepEqual(XYZ_WING.findAll(state), []);
});

function wWingState(linkCells: string[], extra: Record<string, string> = {}): SolveState {
  const remove: Record<string, string> = {};
  for (let c = 1; c <= 9; c++) if (!linkCells.includes(`r5c${c}`)) remove[`r5c${c}`] = "1";
  return stateOf(EMPTY, { keep: { r1c1: "12", r9c9: "12", ...extra }, remove });
}

Deno.test("W-Wing: r1c1, r9c9 {1,2} joined by row 5's strong link on 1 remove 2 from r1c9, r9c1", () => {
  const state = wWingState(["r5c1", "r5c9"]);
  const steps = W_WING.findAll(state);
  assert.deepEqual(summary(state, steps), ["r1c1 r9c9 r5c1 r5c9 => r1c9-2 r9c1-2"]);
  const step = steps[0];
  assert.deepEqual(step.pattern.digits, [1, 2]);
  assert.deepEqual(step.pattern.houses, [4]);
  assert.deepEqual(step.pattern.links?.map((l) => l.strong), [false, true, false]);
  assert.equal(
    describeStep(state.rules, step),
    "W-Wing {1,2} in r1c1, r9c9, r5c1, r5c9 removes 2 from r1c9, r9c1",
  );
});

Deno.test("W-Wing near misses: a link cell seeing neither wing cell, wing cells that see each other", () => {
  assert.deepEqual(W_WING.findAll(wWingState(["r5c2", "r5c9"])), []);
  const state = stateOf(EMPTY, {
    keep: { r1c1: "12", r1c9: "12" },
    remove: Object.fromEntries([2, 3, 4, 5, 6, 7, 8].map((c) => [`r5c${c}`, "1"])),
  });
  assert.deepEqual(W_WING.findAll(state), []);
});

Deno.test("WXYZ-Wing: hand-checked case, its words and its reason", () => {
  // r3c4 {1,7,8}, r3c5 {7,8}, r5c4 {3,8}, r8c4 {1,3,8}: 1 (r3c4, r8c4: column 4), 3 (r5c4, r8c4: column 4) and
  // 7 (r3c4, r3c5: row 3) each fill at most one of the four cells, so one of them is 8. r3c5 and r5c4 share no
  // house, so 8 is the unrestricted digit; r2c4 sees all four cells and loses 8. r6c4 {6,7,8} does not see r3c5.
  const c = TECHNIQUE_CASES.find((x) => x.technique === "wxyz-wing" && x.result)!;
  const step = WXYZ_WING.find(c.state)!;
  assert.deepEqual(step.pattern, { cells: [21, 22, 39, 66], digits: [1, 3, 7, 8] });
  assert.deepEqual(effects(step), ["r2c4-8"]);
  assert.equal(
    describeStep(CLASSIC, step),
    "WXYZ-Wing {1,3,7,8} in r3c4, r3c5, r5c4, r8c4 removes 8 from r2c4",
  );
  assert.equal(
    explainStep(c.state, step).text,
    "r3c4, r3c5, r5c4 and r8c4 hold only 1, 3, 7 and 8 between them. For each of 1, 3 and 7, the cells among " +
      "them that can take it all see each other, so it fills at most one of the four cells; three digits cannot " +
      "fill four cells, so one of r3c4, r3c5, r5c4 and r8c4 is 8. r2c4 sees all of those, so this rules out 8 " +
      "from r2c4",
  );
});

Deno.test("hints: where only a new technique opens the way, the hint leads to it after the cheapest step", () => {
  // The outside example of the WXYZ-Wing, with every digit placed before the grade's first step past the
  // published catalogue: the board holds digits only, so the pointing the grader had made is there again and,
  // the cheapest step, is the move; the WXYZ-Wing the next digit needs follows it.
  const puzzle = gridOf(".4.59.7...7............36.2..59..2..6.4.1....93..4...1.9.4...7......7......26....");
  const record = gradeUnique(puzzle, "standard");
  const state = createState(puzzle);
  for (const step of record.path) {
    if (!PUBLISHED_TECHNIQUES.has(step.technique)) break;
    applyStep(state, step);
  }
  const answer = hint(puzzle, { rules: puzzle.rules, cells: state.cells });
  assert.ok(answer.ok && answer.value.status === "hint");
  const { technique, move } = answer.value;
  assert.equal(technique.id, "pointing");
  const [wing, single] = move.then!;
  assert.equal(wing.text, "WXYZ-Wing {1,3,7,8} in r4c1, r4c2, r4c5, r5c4 removes 8 from r4c6");
  assert.match(wing.why.text, /one of .* is 8/);
  for (const cell of wing.step.pattern.cells!) {
    assert.ok(wing.why.cells.includes(cell), "its reason rests on the four cells");
  }
  assert.equal(single.step.placements.length, 1, "it leads to a digit");
});
