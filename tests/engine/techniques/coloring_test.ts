/**
 * Simple colouring and 3D Medusa (engine/techniques/coloring.ts): colour wraps and traps on pictures of one digit
 * (several the digit's layer of a real mid-solve position of tests/fixtures/qqwing-expert-advanced.txt, noted by
 * line), their patterns and words, near misses, and a Medusa trap across digits.
 *
 * Pictures: "D" = the digit is placed there, "x" = it is a candidate, "." = it is not. Every other digit is left
 * free, so only the drawn digit can form a pattern.
 */
import assert from "node:assert/strict";
import { explainStep } from "../../../engine/explain.ts";
import { wordsFor } from "../../../engine/messages/index.ts";
import { cellName, classicRules } from "../../../engine/rules.ts";
import { MEDUSA_3D, SIMPLE_COLORING } from "../../../engine/techniques/coloring.ts";
import { describeStep } from "../../../engine/techniques/index.ts";
import { eliminationNames, stateOf } from "../../testing/grids.ts";
import { cellNames, digitState, withCandidate } from "../../testing/positions.ts";

const g = classicRules("9x9");

/** Digit 7 in fixture puzzle line 11 (index 10), mid-solve. */
const WRAP_7 = `
x.. ..x ...
... ... .D.
..x x.. ...

x.. .x. ..x
.x. xxx x..
... .x. x.x

.xx ... x.x
.xx ... x..
... xx. ...`;

/** Digit 3 in fixture puzzle line 6 (index 5), mid-solve. */
const TRAP_3 = `
..x xxx ...
.x. ... ..x
... xx. x..

... .x. .x.
.x. ... ..x
..x ..x ...

D.. ... ...
... .xx .x.
... xx. x..`;

Deno.test("simple colouring: colour wrap removes the colour that meets itself", () => {
  // Conjugate pairs of 7: row 1 r1c1=r1c6, column 1 r1c1=r4c1, box 1 r1c1=r3c3, row 3 r3c3=r3c4,
  // box 2 r1c6=r3c4, column 6 r1c6=r5c6, box 4 r4c1=r5c2. Colour A = r1c1, r3c4, r5c2, r5c6;
  // colour B = r1c6, r3c3, r4c1. r5c2 and r5c6 are both A and share row 5, so A is false.
  const state = digitState(7, WRAP_7);
  const step = SIMPLE_COLORING.find(state)!;
  assert.ok(step);
  assert.equal(step.pattern.variant, "color wrap");
  assert.deepEqual(eliminationNames(state, step), ["r1c1-7", "r3c4-7", "r5c2-7", "r5c6-7"]);
  assert.deepEqual(step.pattern.houses, [4], "row 5");
  assert.deepEqual(step.pattern.digits, [7]);
  assert.deepEqual(cellNames(state, step.pattern.cells), [
    "r1c1",
    "r1c6",
    "r3c3",
    "r3c4",
    "r4c1",
    "r5c2",
    "r5c6",
  ]);
  assert.deepEqual(
    step.pattern.colors!.map((c) => c.color),
    [0, 1, 1, 0, 1, 0, 0],
    "colour 0 is the colour of the smallest cell",
  );
  assert.equal(step.pattern.links!.length, 7);
  assert.ok(step.pattern.links!.every((l) => l.strong));
  assert.equal(
    describeStep(state.rules, step),
    "Simple colouring (color wrap) {7} in r1c1, r1c6, r3c3, r3c4, r4c1, r5c2, r5c6 removes 7 from r1c1, r3c4, r5c2, r5c6",
  );
  // The same cluster also traps r4c5: it sees r4c1 (B) in row 4 and r5c6 (A) in box 5.
  const all = SIMPLE_COLORING.findAll(state);
  assert.deepEqual(all.map((s) => s.pattern.variant), ["color wrap", "color trap"]);
  assert.deepEqual(eliminationNames(state, all[1]), ["r4c5-7"]);
});

Deno.test("simple colouring: the colour wrap's words and reason in German and Spanish", () => {
  // The wrap above: colour A (r1c1, r3c4, r5c2, r5c6) meets itself in row 5, so its 7s go.
  const state = digitState(7, WRAP_7);
  const step = SIMPLE_COLORING.find(state)!;
  assert.equal(
    describeStep(state.rules, step, wordsFor("de")),
    "Einfaches Färben (Farbwiderspruch) {7} in r1c1, r1c6, r3c3, r3c4, r4c1, r5c2, r5c6 entfernt 7 aus r1c1, r3c4, " +
      "r5c2, r5c6",
  );
  assert.equal(
    explainStep(state, step, wordsFor("de")).text,
    "Die Kandidaten 7, die durch starke Verbindungen verknüpft sind (ein Ende jeder Verbindung ist die 7), bekommen " +
      "abwechselnd zwei Farben: einerseits r1c1, r3c4, r5c2 und r5c6, andererseits r1c6, r3c3 und r4c1; eine Farbe " +
      "enthält jede 7, die andere keine. Zwei Zellen derselben Farbe sehen sich (Zeile 5 enthält beide), also " +
      "enthält diese Farbe keine 7; das schließt 7 in r1c1, r3c4, r5c2 und r5c6 aus",
  );
  assert.equal(
    describeStep(state.rules, step, wordsFor("es")),
    "Coloreado simple (contradicción de color) {7} en r1c1, r1c6, r3c3, r3c4, r4c1, r5c2, r5c6 quita 7 de r1c1, " +
      "r3c4, r5c2, r5c6",
  );
  assert.equal(
    explainStep(state, step, wordsFor("es")).text,
    "Los 7 unidos por enlaces fuertes (un extremo de cada uno es 7) toman dos colores alternos: por un lado r1c1, " +
      "r3c4, r5c2 y r5c6; por otro, r1c6, r3c3 y r4c1; un color tiene todos los 7 y el otro ninguno. Dos celdas del " +
      "mismo color se ven en fila 5, así que ese color no tiene ningún 7, y esto descarta 7 de r1c1, r3c4, r5c2 y " +
      "r5c6",
  );
});

Deno.test("simple colouring: colour trap removes candidates that see both colours", () => {
  // One cluster of twelve 3s: A = r1c3, r2c9, r4c8, r5c2, r6c6, r9c7; B = r2c2, r3c7, r4c5, r5c9, r6c3, r8c8.
  // r1c5 sees r1c3 (A) and r4c5 (B); r8c6 sees r6c6 (A) and r8c8 (B); r9c5 sees r9c7 (A) and r4c5 (B).
  const state = digitState(3, TRAP_3);
  const step = SIMPLE_COLORING.find(state)!;
  assert.equal(step.pattern.variant, "color trap");
  assert.deepEqual(eliminationNames(state, step), ["r1c5-3", "r8c6-3", "r9c5-3"]);
  assert.deepEqual(
    cellNames(state, step.pattern.colors!.filter((c) => c.color === 0).map((c) => c.cell)),
    ["r1c3", "r2c9", "r4c8", "r5c2", "r6c6", "r9c7"],
  );
  assert.equal(SIMPLE_COLORING.findAll(state).length, 1);
});

Deno.test("simple colouring: a cluster of one strong link traps too (the intersection's eliminations)", () => {
  // Row 1's 5s are only r1c1 and r1c2: one strong link, one cluster of two cells of opposite colours. Every
  // other 5 of box 1 sees both; the rest of the grid still has all its 5s, so no other link exists.
  const state = digitState(
    5,
    `xx. ... ...
     xxx xxx xxx
     xxx xxx xxx

     xxx xxx xxx
     xxx xxx xxx
     xxx xxx xxx

     xxx xxx xxx
     xxx xxx xxx
     xxx xxx xxx`,
  );
  const all = SIMPLE_COLORING.findAll(state);
  assert.equal(all.length, 1);
  assert.equal(all[0].pattern.variant, "color trap");
  assert.deepEqual(cellNames(state, all[0].pattern.cells), ["r1c1", "r1c2"]);
  assert.deepEqual(eliminationNames(state, all[0]), [
    "r2c1-5",
    "r2c2-5",
    "r2c3-5",
    "r3c1-5",
    "r3c2-5",
    "r3c3-5",
  ]);
});

Deno.test("simple colouring: near miss — an extra candidate breaks the conjugate pairs", () => {
  // A 7 at r1c3 leaves three 7s in row 1 and in box 1: the cluster falls apart into two halves that
  // neither wrap nor trap anything.
  assert.equal(SIMPLE_COLORING.find(digitState(7, withCandidate(WRAP_7, "r1c3"))), null);
  // Likewise a 3 at r4c3 (row 4, column 3 and box 4 lose their conjugate pairs).
  assert.equal(SIMPLE_COLORING.find(digitState(3, withCandidate(TRAP_3, "r4c3"))), null);
  // An empty grid has no strong links at all.
  assert.deepEqual(SIMPLE_COLORING.findAll(stateOf(".".repeat(81))), []);
});

/**
 * 3D Medusa, by hand: bivalue r1c1 {1,2} and r1c9 {2,3}; in row 1, 2 is only in those two cells; in column 9, 3
 * only in r1c9 and r9c9; in column 1, 1 only in r1c1 and r9c1. Colouring: (1)r1c1 A, (2)r1c1 B, (2)r1c9 A,
 * (3)r1c9 B, (3)r9c9 A, (1)r9c1 B. r9c9 holds A (its 3) and its 1 sees B's 1 at r9c1: if A, r9c9 is 3; if B,
 * r9c1 is 1; either way r9c9 is not 1. The same holds for r9c1's 3 the other way round.
 */
Deno.test("3D Medusa: a hand-made trap across digits", () => {
  const remove: Record<string, string> = {};
  for (let c = 2; c <= 8; c++) remove[`r1c${c}`] = "2";
  for (let r = 2; r <= 8; r++) {
    remove[`r${r}c9`] = "3";
    remove[`r${r}c1`] = "1";
  }
  const state = stateOf(".".repeat(81), { keep: { r1c1: "12", r1c9: "23" }, remove });
  const traps = MEDUSA_3D.findAll(state);
  const step = traps.find((s) => s.eliminations.some((e) => cellName(g, e.cell) === "r9c9" && e.digit === 1));
  assert.ok(step, "r9c9 holds colour A (its 3) and sees colour B's 1 at r9c1");
  assert.equal(step.pattern.variant, "color trap");
  assert.ok(
    step.eliminations.some((e) => cellName(g, e.cell) === "r9c1" && e.digit === 3),
    "and the mirror image: r9c1 (B) loses the 3 that sees A at r9c9",
  );
  // One digit only (simple colouring's ground) is not a Medusa.
  const single = stateOf(".".repeat(81), {
    remove: Object.fromEntries([2, 3, 4, 5, 6, 7, 8].map((c) => [`r1c${c}`, "1"])),
  });
  assert.equal(MEDUSA_3D.find(single), null);
});
