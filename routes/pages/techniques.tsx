// Server-rendered once, never reconciled: `key` would only be printed as an attribute by the precompiled
// JSX, so lists go without it.
// deno-lint-ignore-file jsx-key
/** The technique pages: the catalogue grouped by family, and one page per technique with a pooled example. */
import {
  CATALOGUE,
  decode,
  encode,
  type Family,
  gradeUnique,
  parseGrid,
  type PoolEntry,
  poolKeys,
  PUBLISHED_TECHNIQUES,
  replayPath,
  type Rules,
  SCHEMES,
  type Step,
  type TechniqueId,
  type TechniqueInfo,
  techniqueLesson,
  variantInfo,
} from "../../engine/mod.ts";
import { Diagram } from "./board.tsx";
import { chainNotation, linksToDraw } from "./static/play/diagram.js";
import { OUTSIDE_EXAMPLES } from "./outside_examples.ts";
import { Layout } from "./layout.tsx";
import { levelName, SITE_NAME } from "../shared/words.ts";

const FAMILY_NAMES: Record<Family, string> = {
  singles: "Singles",
  intersections: "Intersections",
  subsets: "Subsets",
  fish: "Fish",
  "single-digit": "Single-digit patterns",
  wings: "Wings",
  coloring: "Colouring",
  chains: "Chains",
  uniqueness: "Uniqueness",
  cages: "Killer cages",
  "finned-fish": "Finned fish",
  als: "Almost locked sets",
  forcing: "Forcing chains",
};

/**
 * The technique's tier in the standard scheme and the level that tier opens; for the cage techniques, which only
 * killer puzzles have, their tier in the killer scheme, with its name.
 */
function standardTier(id: TechniqueId): { tier: number; level: string; scheme?: string } {
  const standard = SCHEMES.standard.order.find((e) => e.technique === id);
  if (standard) return { tier: standard.tier, level: SCHEMES.standard.levels[standard.tier - 1] };
  const { tier } = SCHEMES.killer.order.find((e) => e.technique === id)!;
  return { tier, level: SCHEMES.killer.levels[tier - 1], scheme: SCHEMES.killer.name };
}

/** The position just before a pooled puzzle's first step of one technique. */
export interface TechniqueExample {
  code: string;
  level: string;
  /** The puzzle's rules, which the diagram is drawn by. */
  rules: Rules;
  /** 0-based index of the step in the puzzle's graded path. */
  stepIndex: number;
  givens: Uint8Array;
  cells: Uint8Array;
  candidates: Uint16Array;
  step: Step;
  text: string;
  /** Set when the example is one of OUTSIDE_EXAMPLES, none of our pooled puzzles needing the technique. */
  outside?: true;
}

/**
 * Finds the first pool entry whose techniques include `id` (classic 9×9 pools first, then the other variants',
 * each easiest level first), grades it under its variant's scheme and replays its path up to that technique's
 * first step. Null when no pooled puzzle needs the technique.
 */
export function findExample(pools: Record<string, PoolEntry[]>, id: TechniqueId): TechniqueExample | null {
  for (const { key, variant, level } of poolKeys()) {
    for (const entry of pools[key] ?? []) {
      if (!entry.techniques.includes(id)) continue;
      const decoded = decode(entry.code);
      if (!decoded.ok) continue;
      const grid = decoded.value.grid;
      const record = gradeUnique(grid, variantInfo(variant).scheme);
      for (const { index, step, text, before } of replayPath(grid, record.path)) {
        if (step.technique !== id) continue;
        return {
          code: entry.code,
          level,
          rules: grid.rules,
          stepIndex: index,
          givens: grid.cells,
          cells: before.cells,
          candidates: before.candidates,
          step,
          text,
        };
      }
    }
  }
  return outsideExample(id);
}

/**
 * For a technique added after the published catalogue, the first step of it in the standard grade of the first
 * of OUTSIDE_EXAMPLES that needs it; otherwise null.
 */
function outsideExample(id: TechniqueId): TechniqueExample | null {
  // Our pools can hold every published technique: only a later one is worth an outside example.
  if (PUBLISHED_TECHNIQUES.has(id)) return null;
  for (const puzzle of OUTSIDE_EXAMPLES) {
    const parsed = parseGrid(puzzle);
    if (!parsed.ok) continue;
    const grid = parsed.value;
    const record = gradeUnique(grid, "standard");
    for (const { index, step, text, before } of replayPath(grid, record.path)) {
      if (step.technique !== id) continue;
      return {
        code: encode(grid),
        level: record.level,
        rules: grid.rules,
        stepIndex: index,
        givens: grid.cells,
        cells: before.cells,
        candidates: before.candidates,
        step,
        text,
        outside: true,
      };
    }
  }
  return null;
}

/** Examples are computed once per technique and instance: pools do not change while the server runs. */
export function exampleCache(
  pools: Record<string, PoolEntry[]>,
): (id: TechniqueId) => TechniqueExample | null {
  const cache = new Map<TechniqueId, TechniqueExample | null>();
  return (id) => {
    if (!cache.has(id)) cache.set(id, findExample(pools, id));
    return cache.get(id)!;
  };
}

/** "an Easy", "a Hard". */
function withArticle(word: string): string {
  return `${/^[AEIOU]/.test(word) ? "an" : "a"} ${word}`;
}

function TierNote(props: { technique: TechniqueInfo }) {
  const { tier, level, scheme } = standardTier(props.technique.id);
  return (
    <span class="tier">
      tier {tier} · {levelName(level)}
      {scheme && ` (${scheme})`}
    </span>
  );
}

export function TechniquesIndexPage() {
  const families = [...new Set(CATALOGUE.map((t) => t.family))];
  return (
    <Layout
      title={`Techniques · ${SITE_NAME}`}
      description="Every solving technique the grader knows, in plain language, with examples from our puzzles."
    >
      <section class="techniques">
        <h1>Solving techniques</h1>
        <p>
          Each puzzle's level is the hardest tier among the techniques needed to solve it, tried cheapest
          first. The tiers below are those of the standard scheme: tier 1 is Easy, tier 5 is Evil.
        </p>
        {families.map((family) => (
          <section class="family" data-family={family}>
            <h2>{FAMILY_NAMES[family]}</h2>
            <ul>
              {CATALOGUE.filter((t) => t.family === family).map((t) => (
                <li>
                  <a href={`/techniques/${t.id}`} data-technique={t.id}>{t.name}</a>{" "}
                  <TierNote technique={t} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
    </Layout>
  );
}

export function TechniquePage(
  props: { technique: TechniqueInfo; example: TechniqueExample | null },
) {
  const { technique, example } = props;
  const index = CATALOGUE.indexOf(technique);
  const prev = CATALOGUE[index - 1];
  const next = CATALOGUE[index + 1];
  const notation = example ? chainNotation(example.step, example.rules.size) : "";
  return (
    <Layout
      title={`${technique.name} · Techniques · ${SITE_NAME}`}
      description={techniqueLesson(technique.id)[0]}
    >
      <article class="technique" data-technique={technique.id}>
        <p class="crumbs">
          <a href="/techniques">Techniques</a> › {FAMILY_NAMES[technique.family]}
        </p>
        <h1>{technique.name}</h1>
        <p>
          <TierNote technique={technique} />
          {technique.uniqueness && <span class="tier">needs a unique solution</span>}
        </p>
        {techniqueLesson(technique.id).map((paragraph) => <p>{paragraph}</p>)}
        <section class="example" id="example">
          <h2>
            {example?.outside ? "An example from a hard puzzle collection" : "An example from our puzzles"}
          </h2>
          {example
            ? (
              <figure>
                <Diagram
                  rules={example.rules}
                  cells={example.cells}
                  givens={example.givens}
                  candidates={example.candidates}
                  step={example.step}
                  label={`The position before the step: ${example.text}`}
                />
                <figcaption>
                  <p class="step-text">{example.text}</p>
                  {notation && (
                    // Drawn for the eye: the drawing's text alternative says the same chain in words.
                    <p class="chain-notation" aria-hidden="true">{notation}</p>
                  )}
                  <p>
                    Step {example.stepIndex + 1} of {withArticle(levelName(example.level))} puzzle{" "}
                    {example.outside
                      ? "from outside our pools (one of the collections the grader is tested against, which the published techniques cannot finish; "
                      : "from our pool ("}
                    <a href={`/p/${example.code}`}>play it</a>). Highlighted: the pattern's cells (paler: its
                    regions), the <span class="key-place">placed digit</span> and the{" "}
                    <span class="key-elim">candidates removed</span>.
                    {example.step.pattern.fins?.length
                      ? " The fins are underlined: every candidate removed sees all of them."
                      : ""}
                    {example.step.pattern.sets?.length
                      ? " Each almost locked set is outlined in its own colour, its digits in that colour, in the " +
                        "order the step names them."
                      : ""}
                    {linksToDraw(example.step.pattern).links.length > 0 &&
                      " Lines join candidates: solid for a strong link (one of the two is true), dashed for a weak one " +
                        "(not both are true), arrowed in order along a chain."}
                  </p>
                </figcaption>
              </figure>
            )
            : (
              <p class="no-example">
                None of the puzzles in our pools needs this technique: the grader always finds a cheaper way
                through them, so there is no example to show yet.
              </p>
            )}
        </section>
        <nav class="pager" aria-label="Techniques">
          {prev ? <a href={`/techniques/${prev.id}`} rel="prev">← {prev.name}</a> : <span></span>}
          {next ? <a href={`/techniques/${next.id}`} rel="next">{next.name} →</a> : <span></span>}
        </nav>
      </article>
    </Layout>
  );
}
