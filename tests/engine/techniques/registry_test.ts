/**
 * The registry and the catalogue agree: every catalogue row has exactly one implementation, words to explain its
 * steps and a lesson for its page, all from its family module, and the row's settings are the ones in force.
 */
import assert from "node:assert/strict";
import { CATALOGUE, TECHNIQUE_IDS } from "../../../engine/catalogue.ts";
import { explainStep } from "../../../engine/explain.ts";
import { BARE_TECHNIQUES, techniqueLesson, TECHNIQUES } from "../../../engine/techniques/index.ts";
import { createState } from "../../../engine/techniques/step.ts";
import { gridOf } from "../../testing/grids.ts";

Deno.test("the technique ids are the catalogue rows' ids, in the rows' order, each once", () => {
  assert.deepEqual(TECHNIQUE_IDS, CATALOGUE.map((t) => t.id));
  assert.equal(new Set(TECHNIQUE_IDS).size, CATALOGUE.length);
  CATALOGUE.forEach((t, i) => assert.equal(t.order, i, t.id));
});

Deno.test("every catalogue row has exactly one implementation, under its own id, and nothing else has one", () => {
  for (const { id } of CATALOGUE) {
    assert.equal(BARE_TECHNIQUES.filter((t) => t.id === id).length, 1, `${id}: implementations`);
    assert.equal(TECHNIQUES[id].id, id);
  }
  assert.deepEqual(BARE_TECHNIQUES.map((t) => t.id).sort(), [...TECHNIQUE_IDS].sort());
  assert.equal(Object.keys(TECHNIQUES).length, CATALOGUE.length);
});

Deno.test("every catalogue row has a lesson of plain paragraphs", () => {
  for (const { id } of CATALOGUE) {
    const lesson = techniqueLesson(id);
    assert.ok(lesson.length > 0, `${id}: no lesson`);
    for (const paragraph of lesson) {
      assert.ok(paragraph.length > 0, `${id}: an empty paragraph`);
      assert.equal(paragraph, paragraph.trim(), `${id}: stray spaces`);
      assert.match(paragraph, /[.:)]$/, `${id}: a paragraph ends a sentence`);
    }
  }
});

Deno.test("every catalogue row has a way to explain its steps: its own words, or the singles' reasons", () => {
  for (const { id, family } of CATALOGUE) {
    if (family === "singles") continue;
    assert.equal(typeof TECHNIQUES[id].explain, "function", `${id}: no explain`);
  }
  // The singles' reasons are explain.ts's own kinds, built from the position's placed digits.
  const state = createState(gridOf(
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
  ));
  const kinds = new Map<string, string>();
  for (const t of CATALOGUE.filter((t) => t.family === "singles")) {
    const step = TECHNIQUES[t.id].find(state);
    assert.ok(step, `${t.id} fires on the easy puzzle`);
    kinds.set(t.id, explainStep(state, step).kind);
  }
  assert.deepEqual(Object.fromEntries(kinds), {
    "naked-single": "naked-single",
    "hidden-single-box": "hidden-single",
    "hidden-single-line": "hidden-single",
  });
});

Deno.test("a row's memo setting is the one in force: a remembered technique is wrapped, the others are bare", () => {
  const bare = new Map(BARE_TECHNIQUES.map((t) => [t.id, t]));
  for (const { id, remembered } of CATALOGUE) {
    assert.equal(TECHNIQUES[id] !== bare.get(id), remembered, id);
  }
});
