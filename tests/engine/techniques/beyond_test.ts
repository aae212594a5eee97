/**
 * The techniques past the published catalogue (finned and sashimi fish, the WXYZ-Wing): hand-checked cases of
 * tests/fixtures/technique-cases.txt (tests/engine/techniques/cases_test.ts runs every line) with their words,
 * where they sit in the schemes, and a soundness sweep over qqwing "expert" puzzles the published catalogue leaves
 * stuck: every instance every new technique finds at every position of the grade path agrees with the solution.
 * `deno run -A bench/stuck.ts FILE --sound` runs the path check over any number of puzzles (see docs/grading.md).
 */
import assert from "node:assert/strict";
import { CATALOGUE, type TechniqueId } from "../../../engine/catalogue.ts";
import { explainStep } from "../../../engine/explain.ts";
import { gradeUnique } from "../../../engine/grade.ts";
import { hint } from "../../../engine/hint.ts";
import { pathRating, stepRating } from "../../../engine/rating.ts";
import { cellName, CLASSIC } from "../../../engine/rules.ts";
import { PUBLISHED_TECHNIQUES, SCHEMES } from "../../../engine/schemes.ts";
import { BARE_TECHNIQUES, describeStep } from "../../../engine/techniques/index.ts";
import { applyStep, createState, type Step } from "../../../engine/techniques/step.ts";
import { gridOf } from "../../testing/grids.ts";
import { STUCK_SAMPLE, sweepStuckSample } from "../../testing/stuck_sample.ts";
import { TECHNIQUE_CASES } from "../../testing/technique_cases.ts";

/** Every technique past the published catalogue: this file's patterns, then the chains block. */
const NEW_IDS: TechniqueId[] = CATALOGUE.map((t) => t.id).filter((id) => !PUBLISHED_TECHNIQUES.has(id));
/** The patterns block, which this file tests (tests/engine/techniques/chains_test.ts tests the chains block). */
const PATTERN_IDS: TechniqueId[] = ["finned-x-wing", "finned-swordfish", "finned-jellyfish", "wxyz-wing"];
const bare = (id: TechniqueId) => BARE_TECHNIQUES.find((t) => t.id === id)!;

function effects(step: Step): string[] {
  return [
    ...step.eliminations.map((e) => `${cellName(CLASSIC, e.cell)}-${e.digit}`),
    ...step.placements.map((p) => `${cellName(CLASSIC, p.cell)}=${p.digit}`),
  ];
}

Deno.test("finned X-Wing: hand-checked case, its words and its reason", () => {
  // Digit 3: row 2 has it in c4, c6 and c9, row 9 only in c4 and c9. Without the fin r2c6 the two rows are an
  // X-Wing on columns 4 and 9; with it, either r2c6 is 3 or the X-Wing holds. r1c4 and r3c4 are in column 4 and
  // in the fin's box 2, so they lose 3 either way; r4c9 … r8c9 do not see the fin and keep theirs.
  const c = TECHNIQUE_CASES.find((x) => x.technique === "finned-x-wing" && x.result === "r1c4-3,r3c4-3")!;
  const bit = 1 << 2;
  const columnsOf = (row: number) =>
    [...Array(9).keys()].filter((col) => c.state.candidates[row * 9 + col] & bit).map((col) => col + 1);
  assert.deepEqual(columnsOf(1), [4, 6, 9]);
  assert.deepEqual(columnsOf(8), [4, 9]);
  const step = bare("finned-x-wing").find(c.state)!;
  assert.deepEqual(step.pattern.fins, [14]);
  assert.equal(
    step.pattern.variant,
    undefined,
    "each row keeps two places in the cover columns: not sashimi",
  );
  assert.equal(
    describeStep(CLASSIC, step),
    "Finned X-Wing {3} in r2c4, r2c9, r9c4, r9c9 removes 3 from r1c4, r3c4",
  );
  const why = explainStep(c.state, step);
  assert.equal(
    why.text,
    "In rows 2 and 9, 3 can only go in columns 4 and 9 (r2c4, r2c9, r9c4 and r9c9) or in the fin r2c6. If no " +
      "fin holds 3, the two rows put their 3s in those two columns, and no other cell of them can hold 3; if a " +
      "fin does, no cell seeing it can. r1c4 and r3c4 are in columns 4 and 9 and see every fin, so this rules " +
      "out 3 from r1c4 and r3c4",
  );
});

Deno.test("WXYZ-Wing: hand-checked case, its words and its reason", () => {
  // r3c4 {1,7,8}, r3c5 {7,8}, r5c4 {3,8}, r8c4 {1,3,8}: 1 (r3c4, r8c4: column 4), 3 (r5c4, r8c4: column 4) and
  // 7 (r3c4, r3c5: row 3) each fill at most one of the four cells, so one of them is 8. r3c5 and r5c4 share no
  // house, so 8 is the unrestricted digit; r2c4 sees all four cells and loses 8. r6c4 {6,7,8} does not see r3c5.
  const c = TECHNIQUE_CASES.find((x) => x.technique === "wxyz-wing" && x.result)!;
  const step = bare("wxyz-wing").find(c.state)!;
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

Deno.test("the new techniques sit after every published one in the standard scheme and in no other scheme", () => {
  const standard = SCHEMES.standard.order.map((e) => e.technique);
  const firstNew = standard.findIndex((id) => !PUBLISHED_TECHNIQUES.has(id));
  assert.ok(
    standard.slice(firstNew).every((id) => !PUBLISHED_TECHNIQUES.has(id)),
    "a contiguous block at the end",
  );
  for (const id of NEW_IDS) {
    assert.equal(SCHEMES.standard.order.find((e) => e.technique === id)?.tier, 5, id);
  }
  const ratings = standard.slice(firstNew).map((id) => CATALOGUE.find((t) => t.id === id)!.rating);
  assert.deepEqual(
    ratings,
    [...ratings].sort((a, b) => a - b),
    "cheapest first: in the order of their ratings",
  );
  assert.deepEqual(
    CATALOGUE.map((t) => t.id).filter((id) => !PUBLISHED_TECHNIQUES.has(id)),
    standard.slice(firstNew),
    "the catalogue's default order agrees",
  );
  for (const [schemeId, scheme] of Object.entries(SCHEMES)) {
    if (schemeId === "standard") continue;
    const extra = scheme.order.filter((e) => !PUBLISHED_TECHNIQUES.has(e.technique)).map((e) => e.technique);
    assert.deepEqual(extra, [], `${schemeId} keeps its published techniques`);
  }
});

Deno.test("soundness: the 300 stuck-before paths, and every pattern technique's every instance along 60 of them", () => {
  assert.equal(STUCK_SAMPLE.length, 300);
  const { used, instances } = sweepStuckSample(PATTERN_IDS.map(bare), 60);
  for (const id of PATTERN_IDS) assert.ok((used[id] ?? 0) > 0, `${id} is used on some path`);
  const listed = PATTERN_IDS.reduce((sum, id) => sum + (instances[id] ?? 0), 0);
  assert.ok(listed > 200, `${listed} instances`);
});

Deno.test("rating: a full house 1.0, other steps their technique's base value, a path its hardest plus repeats", () => {
  const single = (variant?: string) => ({
    technique: "naked-single" as const,
    pattern: variant ? { variant } : {},
  });
  assert.equal(stepRating(single("full house")), 1.0);
  assert.equal(stepRating(single()), 2.3);
  const xWing = { technique: "x-wing" as const, pattern: {} };
  // The values Sudoku Explainer gives these techniques (its v1.2.1 table, as listed on the SukakuExplainer wiki,
  // github.com/SudokuMonster/SukakuExplainer/wiki/Difficulty-ratings-in-Sudoku-Explainer-v1.2.1).
  const se: Array<[TechniqueId, number]> = [
    ["hidden-single-box", 1.2],
    ["hidden-single-line", 1.5],
    ["pointing", 2.6],
    ["claiming", 2.8],
    ["naked-pair", 3.0],
    ["x-wing", 3.2],
    ["hidden-pair", 3.4],
    ["naked-triple", 3.6],
    ["swordfish", 3.8],
    ["hidden-triple", 4.0],
    ["xy-wing", 4.2],
    ["xyz-wing", 4.4],
    ["naked-quad", 5.0],
    ["jellyfish", 5.2],
    ["hidden-quad", 5.4],
  ];
  for (const [id, value] of se) assert.equal(stepRating({ technique: id, pattern: {} }), value, id);
  const standard = SCHEMES.standard;
  assert.equal(pathRating([single(), xWing], false, standard), 3.2, "one X-Wing");
  assert.equal(
    pathRating([xWing, single(), xWing, xWing, xWing], false, standard),
    3.4,
    "four X-Wings: +0.2",
  );
  assert.equal(pathRating(Array(20).fill(xWing), false, standard), 3.5, "at most +0.3");
  assert.equal(pathRating(Array(20).fill(single()), false, standard), 2.3, "singles never add");
  assert.equal(pathRating([], false, standard), 0);
  // A chain rates a tenth more per doubling of its length past four candidates.
  const chain = (nodes: number) => ({
    technique: "xy-chain" as const,
    pattern: { chain: Array.from({ length: nodes }, (_, i) => ({ cell: i, digit: 1 })) },
  });
  assert.equal(stepRating(chain(4)), 6.6);
  assert.equal(stepRating(chain(8)), 6.7);
  assert.equal(stepRating(chain(16)), 6.8);
  // Stuck: at least the hardest technique tried.
  const top = Math.max(...standard.order.map((e) => CATALOGUE.find((t) => t.id === e.technique)!.rating));
  assert.equal(pathRating([single()], true, standard), top);
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
