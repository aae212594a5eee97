/**
 * Alternating inference chains (engine/techniques/aic.ts): the forms its cases of tests/fixtures/technique-cases.txt
 * list (cases_test.ts runs every line) checked link by link, a hand-made continuous nice loop, the drawing of a
 * grouped chain, and a must-not-fire position.
 */
import assert from "node:assert/strict";
import { classicRules } from "../../../engine/rules.ts";
import { AIC } from "../../../engine/techniques/aic.ts";
import { gridOf, stateOf } from "../../testing/grids.ts";
import { CHAIN_CASES, resultOf, stepOf } from "../../testing/technique_cases.ts";
import { playerRules } from "../../../routes/pages/play.tsx";
import { pageWordsFor } from "../../../routes/pages/i18n/index.ts";
import { createGeometry } from "../../../routes/pages/static/play/board-geometry.js";
import {
  chainNotation,
  type DiagramNode,
  diagramTree,
  linkWords,
} from "../../../routes/pages/static/play/diagram.js";

/** The drawings' words in English, as a page in English gives them. */
const english = pageWordsFor("en");

const g = classicRules("9x9");

Deno.test("AIC: every form the file lists is there, and each step's chain alternates strong and weak links", () => {
  const variants = new Set<string>();
  for (const c of CHAIN_CASES.filter((c) => c.technique === "aic" && c.result)) {
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
  const c = CHAIN_CASES.find((c) => c.technique === "aic" && c.result === "r1c6-9")!;
  const { givens, state } = c;
  const step = AIC.find(state)!;
  assert.deepEqual(step.pattern.groups, [{ index: 7, cells: [3, 21] }]);
  assert.equal(
    chainNotation(step, 9),
    "(9)r1c9 = (9)r2c9 − (4)r2c9 = (4)r2c6 − (4)r3c4 = (4)r5c4 − (9)r5c4 = (9)r1c4|r3c4",
  );
  assert.match(linkWords(step, 9, english), /strong link to 9 in one of row 1, column 4; row 3, column 4\.$/);
  const tree = diagramTree({
    rules: createGeometry(playerRules(g)),
    variant: null,
    cells: state.cells,
    givens: gridOf(givens!).cells,
    candidates: state.candidates,
    step,
    label: "before the step",
    words: english,
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
