/**
 * Every step's words in every language: along graded paths of every variant's pools and over every line of
 * the technique regression file, each technique's description and reason are written whole (no template slot
 * left, nothing thrown) in English, German and Spanish, and the German and Spanish ones carry none of the
 * English sentence words that would show an untranslated template.
 */
import assert from "node:assert/strict";
import { loadPools } from "../../data/pools.ts";
import { explainStep } from "../../engine/explain.ts";
import { grade } from "../../engine/grade.ts";
import { hint } from "../../engine/hint.ts";
import { type Locale, LOCALES, wordsFor } from "../../engine/messages/index.ts";
import { decode } from "../../engine/sharecode.ts";
import { describeStep, TECHNIQUES } from "../../engine/techniques/index.ts";
import {
  applyStep,
  cloneState,
  createState,
  type SolveState,
  type Step,
} from "../../engine/techniques/step.ts";
import { gridOf } from "../testing/grids.ts";
import { TECHNIQUE_CASES } from "../testing/technique_cases.ts";

/** Words of English sentences that no German or Spanish sentence of ours uses. */
const ENGLISH = /\b(the|which|only|cannot|must|holds|removes|from|sees|see|either|both|every|would|could)\b/i;

interface Found {
  state: SolveState;
  step: Step;
  where: string;
}

async function stepsToWord(): Promise<Found[]> {
  const found: Found[] = [];
  const pools = await loadPools();
  for (const key of Object.keys(pools)) {
    for (const entry of pools[key].slice(0, 3)) {
      const decoded = decode(entry.code);
      assert.ok(decoded.ok);
      const graded = grade(decoded.value.grid);
      assert.ok(graded.ok);
      const state = createState(decoded.value.grid);
      for (const [i, step] of graded.value.path.entries()) {
        found.push({ state: cloneState(state), step, where: `${key} ${entry.code} step ${i + 1}` });
        applyStep(state, step);
      }
    }
  }
  for (const c of TECHNIQUE_CASES) {
    for (const step of TECHNIQUES[c.technique].findAll(c.state).slice(0, 3)) {
      found.push({ state: c.state, step, where: `technique-cases line ${c.line}` });
    }
  }
  return found;
}

/** What is wrong with a text in `locale`, or null. */
function problemOf(text: string, locale: Locale): string | null {
  if (!text.trim()) return "empty";
  if (/\{[a-z]\w*(\?[^}]*)?\}/i.test(text)) return `a slot is left in "${text}"`;
  const english = locale === "en" ? null : ENGLISH.exec(text);
  return english ? `English "${english[0]}" in "${text}"` : null;
}

function assertWhole(text: string, locale: Locale, where: string): void {
  const problem = problemOf(text, locale);
  assert.ok(!problem, `${where} ${locale}: ${problem}`);
}

Deno.test("every technique's description and reason are written whole in every language", async () => {
  const steps = await stepsToWord();
  const techniques = new Set<string>();
  // The first problem of each technique, part and language: one line each, so the list reads as a to-do.
  const problems = new Map<string, string>();
  const note = (key: string, problem: string | null, where: string) => {
    if (problem && !problems.has(key)) problems.set(key, `${key}: ${problem} (${where})`);
  };
  for (const { state, step, where } of steps) {
    techniques.add(step.technique);
    const english = describeStep(state.rules, step);
    for (const locale of LOCALES) {
      const w = wordsFor(locale);
      let text = "", why = "";
      try {
        text = describeStep(state.rules, step, w);
        why = explainStep(state, step, w).text;
      } catch (e) {
        note(`${step.technique} ${locale} throws`, String(e), where);
        continue;
      }
      note(`${step.technique} description ${locale}`, problemOf(text, locale), where);
      note(`${step.technique} reason ${locale}`, problemOf(why, locale), where);
      if (locale === "en") assert.equal(text, english, "English is the default language");
    }
  }
  assert.deepEqual([...problems.values()].sort(), []);
  assert.ok(techniques.size >= 30, `the sample covers ${techniques.size} techniques`);
});

Deno.test("a hint's words follow its language; English is the default", () => {
  const board = ".382.5....2139.685.5.18.32724.8...6..9.4.2....1........7...8.3..629..57818..2.946";
  const english = hint(gridOf(board), gridOf(board));
  for (const locale of LOCALES) {
    const a = hint(gridOf(board), gridOf(board), undefined, locale);
    assert.ok(a.ok && a.value.status === "hint");
    assert.equal(a.value.technique.name, wordsFor(locale).techniqueName(a.value.technique.id));
    assertWhole(a.value.move.text, locale, "hint text");
    assertWhole(a.value.move.why.text, locale, "hint reason");
    if (locale === "en") assert.deepEqual(a, english);
  }
});
