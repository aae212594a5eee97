/**
 * 3D Medusa, alternating inference chains (grouped, nice loops) and the forcing chains: the regression file
 * tests/fixtures/technique-cases.txt (tests/engine/techniques/cases_test.ts runs every line), hand-made
 * positions checked link by link, the words a step is told in, the work they charge, and the soundness property
 * over puzzles the catalogue before them left stuck (every step of every grade agrees with the unique solution).
 */
import assert from "node:assert/strict";
import { explainStep } from "../../../engine/explain.ts";
import { hint, type HintAnswer } from "../../../engine/hint.ts";
import { grade, gradeUnique } from "../../../engine/grade.ts";
import { createApp } from "../../../routes/app.ts";
import { cellName, classicRules } from "../../../engine/rules.ts";
import { SCHEMES } from "../../../engine/schemes.ts";
import { countSolutions } from "../../../engine/solver.ts";
import { AIC } from "../../../engine/techniques/aic.ts";
import { MEDUSA_3D } from "../../../engine/techniques/coloring.ts";
import { CELL_FORCING, DIGIT_FORCING, UNIT_FORCING } from "../../../engine/techniques/forcing.ts";
import { describeStep } from "../../../engine/techniques/index.ts";
import { WorkCapReached, WorkMeter } from "../../../engine/techniques/meter.ts";
import { assertSound, gridOf, stateOf } from "../../testing/grids.ts";
import { resultOf, stepOf, TECHNIQUE_CASES } from "../../testing/technique_cases.ts";
import type { Grid } from "../../../engine/board.ts";
import type { TechniqueId } from "../../../engine/catalogue.ts";
import { playerRules } from "../../../routes/pages/play.tsx";
import { createGeometry } from "../../../routes/pages/static/play/board-geometry.js";
import {
  chainNotation,
  type DiagramNode,
  diagramTree,
  linkWords,
} from "../../../routes/pages/static/play/diagram.js";

const g = classicRules("9x9");
const SCHEMES_ORDER = () => SCHEMES.standard.order.map((e) => e.technique);
const NEW_IDS: TechniqueId[] = ["medusa-3d", "aic", "cell-forcing", "unit-forcing", "digit-forcing"];

function solutionOf(givens: string): Uint8Array {
  const solved = countSolutions(gridOf(givens), 2);
  assert.equal(solved.count, 1);
  return solved.solution!;
}

const CASES = TECHNIQUE_CASES.filter((c) => NEW_IDS.includes(c.technique));

Deno.test("AIC: every form the file lists is there, and each step's chain alternates strong and weak links", () => {
  const variants = new Set<string>();
  for (const c of CASES.filter((c) => c.technique === "aic" && c.result)) {
    const state = c.state;
    const step = stepOf(c)!;
    variants.add(step.pattern.variant ?? "plain");
    const chain = step.pattern.chain!;
    assert.ok(chain.length >= 4 && chain.length % 2 === 0, "an even number of nodes, three links or more");
    step.pattern.links!.forEach((link, i) => assert.equal(link.strong, i % 2 === 0));
    for (const group of step.pattern.groups ?? []) {
      assert.equal(chain[group.index].cell, group.cells[0], "a group is listed by its first cell");
      assert.ok(group.cells.length >= 2);
      for (const cell of group.cells) {
        assert.ok(state.candidates[cell] & (1 << (chain[group.index].digit - 1)));
      }
    }
  }
  assert.deepEqual(
    [...variants].sort(),
    ["continuous nice loop", "discontinuous nice loop", "grouped", "plain"],
  );
});

/**
 * A hand-made XY-style AIC over four bivalue cells that no X- or XY-chain names: r1c1 {1,2}, r1c5 {2,3},
 * r5c5 {3,4}, r5c1 {4,1}. (1)r1c1 = (2)r1c1 − (2)r1c5 = (3)r1c5 − (3)r5c5 = (4)r5c5 − (4)r5c1 = (1)r5c1: one
 * of r1c1 and r5c1 is 1, so column 1's other cells lose 1; the four cells also close a continuous loop (r5c1's
 * 1 sees r1c1's), so each weak link's house loses its digit too: 2 from row 1, 3 from column 5, 4 from row 5.
 */
Deno.test("AIC: a hand-made continuous nice loop of four bivalue cells", () => {
  const keep: Record<string, string> = { r1c1: "12", r1c5: "23", r5c5: "34", r5c1: "14" };
  const state = stateOf(".".repeat(81), { keep });
  const step = AIC.findAll(state).find((s) => s.pattern.variant === "continuous nice loop")!;
  assert.ok(step);
  const removed = new Set(resultOf(step).split(","));
  for (let r = 2; r <= 9; r++) if (r !== 5) assert.ok(removed.has(`r${r}c1-1`), `r${r}c1 loses 1`);
  for (let c = 2; c <= 9; c++) if (c !== 5) assert.ok(removed.has(`r1c${c}-2`), `r1c${c} loses 2`);
  for (let r = 2; r <= 9; r++) if (r !== 5) assert.ok(removed.has(`r${r}c5-3`), `r${r}c5 loses 3`);
  for (let c = 2; c <= 9; c++) if (c !== 5) assert.ok(removed.has(`r5c${c}-4`), `r5c${c} loses 4`);
  // Nothing else: the loop's cells keep their digits, and no other digit or house is touched.
  assert.equal(removed.size, 4 * 7, "the seven other cells of each weak link's house");
});

Deno.test("the board draws a grouped chain: every cell of a group node holds a chain candidate, and its words name them", () => {
  const c = CASES.find((c) => c.technique === "aic" && c.result === "r1c6-9")!;
  const { givens, state } = c;
  const step = AIC.find(state)!;
  assert.deepEqual(step.pattern.groups, [{ index: 7, cells: [3, 21] }]);
  assert.equal(
    chainNotation(step, 9),
    "(9)r1c9 = (9)r2c9 − (4)r2c9 = (4)r2c6 − (4)r3c4 = (4)r5c4 − (9)r5c4 = (9)r1c4|r3c4",
  );
  assert.match(linkWords(step, 9), /strong link to 9 in one of row 1, column 4; row 3, column 4\.$/);
  const tree = diagramTree({
    rules: createGeometry(playerRules(g)),
    variant: null,
    cells: state.cells,
    givens: gridOf(givens!).cells,
    candidates: state.candidates,
    step,
    label: "before the step",
  });
  const keyed = new Set<string>();
  const walk = (node: DiagramNode | string, cell: string | null) => {
    if (typeof node === "string") return;
    const here = node.attrs["data-cell"] ?? cell;
    if (node.attrs.class?.includes("cand-key")) keyed.add(`${here}/${node.attrs["data-mark"]}`);
    for (const child of node.children) walk(child, here);
  };
  walk(tree, null);
  assert.ok(keyed.has("3/9") && keyed.has("21/9"), "both cells of the group hold the chain's 9");
  assert.ok(tree.children.some((child) => typeof child !== "string" && child.tag === "svg"), "links drawn");
});

Deno.test("AIC must not fire on a lone bivalue cell and one strong link", () => {
  const state = stateOf(".".repeat(81), { keep: { r1c1: "12" } });
  assert.equal(AIC.find(state), null);
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

Deno.test("the steps are told in words that name the chain, its links and what it removes", () => {
  for (const c of CASES.filter((c) => c.result)) {
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

Deno.test("the forcing chains charge their work, and a cap stops them", () => {
  const state = CASES.find((c) => c.technique === "cell-forcing" && c.result)!.state;
  const meter = new WorkMeter();
  assert.ok(CELL_FORCING.find(state, meter));
  assert.ok(meter.spent > 0);
  const capped = new WorkMeter();
  assert.throws(() => capped.withCap(10, () => CELL_FORCING.find(state, capped)), WorkCapReached);
  assert.throws(() => capped.withCap(10, () => UNIT_FORCING.findAll(state, capped)), WorkCapReached);
  assert.throws(() => capped.withCap(10, () => DIGIT_FORCING.find(state, capped)), WorkCapReached);
});

/** Puzzles the catalogue before these techniques left stuck: qqwing expert and the top1465 list. */
function stuckBefore(): string[] {
  const read = (path: string) =>
    Deno.readTextFileSync(new URL(path, import.meta.url)).split("\n").filter((l) => /^[0-9.]{81}$/.test(l));
  const all = [...read("../../fixtures/qqwing-expert-stuck.txt"), ...read("../../../data/top1465.txt")];
  return Deno.env.get("SLOW_TESTS") ? all : all.filter((_, i) => i % 10 === 0);
}

Deno.test("soundness: every step of puzzles the older catalogue left stuck agrees with the solution", () => {
  const used: Record<string, number> = {};
  let needing = 0;
  for (const line of stuckBefore()) {
    const grid = gridOf(line);
    const solution = solutionOf(line);
    const record = gradeUnique(grid);
    const state = stateOf(line);
    let needs = false;
    for (const step of record.path) {
      if (NEW_IDS.includes(step.technique)) {
        needs = true;
        used[step.technique] = (used[step.technique] ?? 0) + 1;
      }
      assertSound(state, step, solution);
    }
    if (!record.stuck) assert.deepEqual([...state.cells], [...solution]);
    else assert.ok(record.tried!.includes("digit-forcing"), "a stuck record says it tried the forcing nets");
    if (needs) needing++;
  }
  assert.ok(needing > 0);
  for (const id of ["medusa-3d", "aic", "cell-forcing"]) assert.ok(used[id] > 0, `${id} is used`);
});

/**
 * A board for a hint: the puzzle's givens with every digit the grader places before its first step of `ids`
 * (the board holds digits only, as a player's does).
 */
function boardBefore(line: string, ids: TechniqueId[]): Grid | null {
  const grid = gridOf(line);
  const record = gradeUnique(grid);
  const cells = grid.cells.slice();
  for (const step of record.path) {
    if (ids.includes(step.technique)) return { rules: grid.rules, cells };
    for (const { cell, digit } of step.placements) cells[cell] = digit;
  }
  return null;
}

/** A top1465 position (digits only) where an alternating inference chain is the cheapest step. */
const AIC_FIRST = {
  puzzle: "4...5...9..3...8.....1.9........4.......8.29.15.6...7.8.6....4.5.......3..9.4.78.",
  board: "4...5...9..34..8...851.94.......4.......8.29.15.69237.8.6....4.5.......3..9.4.78.",
};

/** A hint telling one of the new techniques, checked at its three levels; the technique's id. */
function assertToldInThreeLevels(value: HintAnswer & { status: "hint" }): string {
  const { move } = value;
  assert.ok(value.area.cells.length > 0, "level 1: where to look");
  assert.equal(value.technique.name.length > 0, true, "level 2: the technique's name");
  assert.match(
    move.text,
    /^(3D Medusa|Alternating inference chain|Cell forcing|Unit forcing|Digit forcing)/,
  );
  const drawn = (move.step.pattern.chain?.length ?? 0) + (move.step.pattern.colors?.length ?? 0) +
    (move.step.pattern.links?.length ?? 0) + (move.step.pattern.cells?.length ?? 0);
  assert.ok(drawn > 0, "level 3: a pattern to draw");
  assert.ok(move.highlight.length > 0);
  assert.ok(move.why.text.length > 0);
  const last = move.then?.at(-1)?.step ?? move.step;
  assert.ok(last.placements.length > 0, "the hint leads to a digit");
  return value.technique.id;
}

Deno.test("hints use the new techniques: three levels, the move names the chain or net, the board draws it", () => {
  const puzzles = Deno.readTextFileSync(new URL("../../fixtures/qqwing-expert-stuck.txt", import.meta.url))
    .split("\n").filter((l) => /^[0-9.]{81}$/.test(l));
  const told = new Set<string>();
  // On a board of digits only a cheaper step than the grader's is often there again (the hint offers the
  // cheapest): go through the puzzles until a hint tells one of the new techniques.
  for (const line of puzzles) {
    const board = boardBefore(line, NEW_IDS);
    if (!board) continue;
    const answer = hint(gridOf(line), board);
    assert.ok(answer.ok);
    const value = answer.value;
    assert.equal(value.status, "hint");
    if (value.status !== "hint" || !NEW_IDS.includes(value.technique.id)) continue;
    told.add(assertToldInThreeLevels(value));
    break;
  }
  assert.ok(told.size > 0, "some hint tells a chain or net");
  const aic = hint(gridOf(AIC_FIRST.puzzle), gridOf(AIC_FIRST.board));
  assert.ok(aic.ok && aic.value.status === "hint");
  assert.equal(assertToldInThreeLevels(aic.value), "aic");
});

/**
 * The top1465 puzzle whose grade needs the most work: about 1.8 million units of sets, chains and forcing nets
 * (the almost locked sets, found ahead of the chains, make most other top1465 grades far cheaper), and 160
 * solver nodes.
 */
const COSTLY = "7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........";

Deno.test("the work cap: a grade whose searches outgrow it is refused with 422 work-cap, not run long", async () => {
  const full = grade(gridOf(COSTLY));
  assert.ok(full.ok && !full.value.stuck, "within the default cap it is graded to the end");
  // 20,000 solver nodes: enough to prove it unique, but a tenth of the default cap for the searches.
  const capped = grade(gridOf(COSTLY), "standard", 20_000);
  assert.ok(!capped.ok && capped.error.code === "work-cap");
  const record = gradeUnique(gridOf(COSTLY), "standard", 20_000);
  assert.ok(record.workCapped && record.stuck, "the record up to where the capped searches were needed");
  const post = (app: ReturnType<typeof createApp>) =>
    app.request("/api/grade", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ puzzle: COSTLY }),
    });
  const refused = await post(createApp({ solveBudget: 20_000 }));
  assert.equal(refused.status, 422);
  assert.equal((await refused.json()).error.code, "work-cap");
  const answered = await (await post(createApp())).json();
  assert.equal(answered.stuck, false);
  assert.equal(answered.tried, undefined, "tried is only said when stuck");
});

Deno.test("a stuck grade says which techniques it tried, the forcing nets last", async () => {
  // The "Easter Monster" with one more given (r2c6 = 7).
  const stuck = "1.......2.9.4.7.5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1";
  const record = gradeUnique(gridOf(stuck));
  assert.ok(record.stuck && !record.workCapped);
  assert.deepEqual(record.tried, SCHEMES_ORDER());
  const body = await (await createApp().request("/api/grade", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ puzzle: stuck }),
  })).json();
  assert.equal(body.stuck, true);
  assert.equal(body.tried.at(-1), "digit-forcing");
  assert.ok(body.tried.includes("aic") && body.tried.includes("medusa-3d"));
});
