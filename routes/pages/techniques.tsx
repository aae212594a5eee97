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
  type Level,
  type Locale,
  parseGrid,
  type PoolEntry,
  poolKeys,
  PUBLISHED_TECHNIQUES,
  type RecordedStep,
  replayPath,
  type Rules,
  SCHEMES,
  type Step,
  type TechniqueId,
  type TechniqueInfo,
  techniqueLesson,
  variantInfo,
  type Words,
} from "../../engine/mod.ts";
import { Diagram } from "./board.tsx";
import { chainNotation, linksToDraw } from "./static/play/diagram.js";
import { OUTSIDE_EXAMPLES } from "./outside_examples.ts";
import { Layout } from "./layout.tsx";
import { SITE_NAME } from "../shared/words.ts";
import { type PageWords, useWords } from "./i18n/index.ts";
import { richText } from "./i18n/rich.tsx";

/**
 * The technique's tier in the standard scheme and the level that tier opens; for the cage techniques, which only
 * killer puzzles have, their tier in the killer scheme, with its name.
 */
function standardTier(id: TechniqueId): { tier: number; level: string; scheme?: "killer" } {
  const standard = SCHEMES.standard.order.find((e) => e.technique === id);
  if (standard) return { tier: standard.tier, level: SCHEMES.standard.levels[standard.tier - 1] };
  const { tier } = SCHEMES.killer.order.find((e) => e.technique === id)!;
  return { tier, level: SCHEMES.killer.levels[tier - 1], scheme: "killer" };
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
  /** The step in English words. */
  text: string;
  /** The graded path up to the step and with it, to say the step in another language. */
  path: readonly RecordedStep[];
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
          path: record.path.slice(0, index + 1),
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
        path: record.path.slice(0, index + 1),
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

/** An example's step in words, by language: a step is said the same each time, so once is enough. */
const exampleTexts = new WeakMap<TechniqueExample, Map<Locale, string>>();

/** The example's step in the words of `w`'s language, as the solve path that leads to it describes it. */
export function exampleText(example: TechniqueExample, w: Words): string {
  const texts = exampleTexts.get(example) ?? new Map<Locale, string>();
  exampleTexts.set(example, texts);
  let text = texts.get(w.locale);
  if (text === undefined) {
    const grid = { rules: example.rules, cells: example.givens };
    for (const replayed of replayPath(grid, example.path, w)) text = replayed.text;
    text ??= example.text;
    texts.set(w.locale, text);
  }
  return text;
}

function TierNote(props: { technique: TechniqueInfo }) {
  const words = useWords();
  const { tier, level, scheme } = standardTier(props.technique.id);
  return (
    <span class="tier">
      {scheme
        ? words.t("techniques.tier.scheme", {
          tier,
          level: words.levelName(level),
          scheme: words.variantName(scheme),
        })
        : words.t("techniques.tier", { tier, level: words.levelName(level) })}
    </span>
  );
}

export function TechniquesIndexPage() {
  const words = useWords();
  const families = [...new Set(CATALOGUE.map((t) => t.family))];
  return (
    <Layout
      title={`${words.t("techniques.title")} · ${SITE_NAME}`}
      description={words.t("techniques.description")}
    >
      <section class="techniques">
        <h1>{words.t("techniques.heading")}</h1>
        <p>{words.t("techniques.intro")}</p>
        {families.map((family) => (
          <section class="family" data-family={family}>
            <h2>{familyName(words, family)}</h2>
            <ul>
              {CATALOGUE.filter((t) => t.family === family).map((t) => (
                <li>
                  <a href={`/techniques/${t.id}`} data-technique={t.id}>{words.techniqueName(t.id)}</a>{" "}
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

/** A family's name in the page's language. */
function familyName(words: PageWords, family: Family): string {
  return words.t(`techniques.family.${family}`);
}

export function TechniquePage(
  props: { technique: TechniqueInfo; example: TechniqueExample | null },
) {
  const words = useWords();
  const { technique, example } = props;
  const index = CATALOGUE.indexOf(technique);
  const prev = CATALOGUE[index - 1];
  const next = CATALOGUE[index + 1];
  const notation = example ? chainNotation(example.step, example.rules.size) : "";
  const name = words.techniqueName(technique.id);
  const lesson = techniqueLesson(technique.id, words.locale);
  return (
    <Layout
      title={`${words.t("techniques.page-title", { name })} · ${SITE_NAME}`}
      description={lesson[0]}
    >
      <article class="technique" data-technique={technique.id}>
        <p class="crumbs">
          <a href="/techniques">{words.t("techniques.title")}</a> › {familyName(words, technique.family)}
        </p>
        <h1>{name}</h1>
        <p>
          <TierNote technique={technique} />
          {technique.uniqueness && <span class="tier">{words.t("techniques.uniqueness")}</span>}
        </p>
        {lesson.map((paragraph) => <p>{paragraph}</p>)}
        <section class="example" id="example">
          <h2>{words.t(example?.outside ? "techniques.example.outside" : "techniques.example.ours")}</h2>
          {example
            ? <Example example={example} notation={notation} />
            : <p class="no-example">{words.t("techniques.none")}</p>}
        </section>
        <nav class="pager" aria-label={words.t("techniques.pager")}>
          {prev
            ? <a href={`/techniques/${prev.id}`} rel="prev">← {words.techniqueName(prev.id)}</a>
            : <span></span>}
          {next
            ? <a href={`/techniques/${next.id}`} rel="next">{words.techniqueName(next.id)} →</a>
            : <span></span>}
        </nav>
      </article>
    </Layout>
  );
}

/** The example drawn, its step in words, and what the drawing shows. */
function Example(props: { example: TechniqueExample; notation: string }) {
  const words = useWords();
  const { example, notation } = props;
  const text = exampleText(example, words.engine);
  const { pattern } = example.step;
  const notes = [
    ...(pattern.fins?.length ? [words.t("techniques.example.fins")] : []),
    ...(pattern.sets?.length ? [words.t("techniques.example.sets")] : []),
    ...(linksToDraw(pattern).links.length > 0 ? [words.t("techniques.example.links")] : []),
  ];
  return (
    <figure>
      <Diagram
        rules={example.rules}
        cells={example.cells}
        givens={example.givens}
        candidates={example.candidates}
        step={example.step}
        label={words.t("techniques.example.position", { step: text })}
      />
      <figcaption>
        <p class="step-text">{text}</p>
        {notation && (
          // Drawn for the eye: the drawing's text alternative says the same chain in words.
          <p class="chain-notation" aria-hidden="true">{notation}</p>
        )}
        <p>
          {richText(
            words,
            example.outside ? "techniques.example.from-outside" : "techniques.example.from-pool",
            { play: <a href={`/p/${example.code}`}>{words.t("techniques.example.play")}</a> },
            {
              step: example.stepIndex + 1,
              level: words.t(`techniques.example.level.${example.level as Level}`),
            },
          )} {richText(words, "techniques.example.key", {
            placed: <span class="key-place">{words.t("techniques.example.placed")}</span>,
            removed: <span class="key-elim">{words.t("techniques.example.removed")}</span>,
          })}
          {notes.map((note) => ` ${note}`)}
        </p>
      </figcaption>
    </figure>
  );
}
