/**
 * "Play your own" (/play): a form to paste a puzzle into, and what the check made of it: the problem (with the
 * line and column the parser names, and that line with a caret under the place), or the puzzle's level, its
 * techniques, its share code and the link that plays it. A plain form POST; static/paste.js, when it runs,
 * posts it in the background and puts the caret on the problem.
 */
import type { Child } from "hono/jsx";
import { formatGrid } from "../../engine/mod.ts";
import { PASTE_SCRIPT } from "./assets.ts";
import { Layout } from "./layout.tsx";
import type {
  CheckedPuzzle,
  PasteChoice,
  PasteMessage,
  PasteOutcome,
  PastePosition,
  PasteRegion,
} from "../shared/paste_check.ts";
import { SITE_NAME } from "../shared/words.ts";
import { type PageKey, type PageWords, useWords } from "./i18n/index.ts";
import { richText } from "./i18n/rich.tsx";

export interface PastePageProps {
  /** The CSP nonce of this response, for the page's script. */
  nonce: string;
  /** What the box holds: the text as pasted, or the checked puzzle as the parser reads it back. */
  text: string;
  choice: PasteChoice;
  outcome?: PasteOutcome;
  /** The site's origin, for the share link shown in full. */
  origin: string;
}

const CHOICES: Array<{ value: PasteChoice; label: PageKey }> = [
  { value: "", label: "paste.choice.classic" },
  { value: "x", label: "paste.choice.x" },
  { value: "killer", label: "paste.choice.killer" },
];

/** The help's examples: one 4×4 puzzle on a line and drawn (a killer's JSON shape is in the catalogue). */
const LINE_EXAMPLE = "1..43.1..1..4...";
const DRAWING_EXAMPLE = "1 . | . 4\n3 . | 1 .\n----+----\n. 1 | . .\n4 . | . .";

/** How many characters of a long line the problem's excerpt shows on each side of the place. */
const EXCERPT_REACH = 12;

/** The text a checked puzzle is written back as in the box: its grid, or a killer's JSON with its cages. */
export function pasteTextOf(puzzle: CheckedPuzzle): string {
  const grid = formatGrid(puzzle.grid);
  if (puzzle.variant !== "killer") return grid;
  const cages = puzzle.grid.rules.cages.map((cage) => ({ sum: cage.sum, cells: Array.from(cage.cells) }));
  return JSON.stringify({ variant: "killer", puzzle: grid, cages });
}

export function PastePage(props: PastePageProps) {
  const words = useWords();
  const { outcome } = props;
  const problem = outcome && !outcome.ok ? outcome.problem : undefined;
  const problemInText = problem?.at !== undefined;
  const heading = problem ? words.t(`paste.problem.${problem.heading}`) : undefined;
  const title = outcome?.ok
    ? words.t("paste.title.checked", {
      level: outcome.puzzle.level === null
        ? words.t("paste.title.beyond")
        : words.levelName(outcome.puzzle.level),
    })
    : heading ?? words.t("paste.title");
  const code = (text: string) => <code>{text}</code>;
  return (
    <Layout
      title={`${title} · ${SITE_NAME}`}
      description={words.t("paste.description")}
      pageScript={{ nonce: props.nonce, href: PASTE_SCRIPT.href }}
    >
      <section class="paste">
        <h1>{words.t("paste.heading")}</h1>
        <p class="note">{words.t("paste.intro")}</p>
        <div id="paste-outcome" aria-live="polite">
          {outcome?.ok && <Checked puzzle={outcome.puzzle} origin={props.origin} />}
          {problem && heading && (
            <Problem heading={heading} message={messageText(words, problem.message)} at={problem.at} />
          )}
        </div>
        <form method="post" action="/play" id="paste-form" class="paste-form">
          <label for="paste-puzzle">{words.t("paste.label.puzzle")}</label>
          <p id="paste-formats" class="note">
            {richText(words, "paste.formats", {
              dot: code("."),
              zero: code("0"),
              dash: code("-"),
              bar: code("|"),
              plus: code("+"),
            })}
          </p>
          <textarea
            id="paste-puzzle"
            name="puzzle"
            rows={12}
            spellcheck={false}
            autocomplete="off"
            autocapitalize="off"
            aria-describedby={problemInText ? "paste-formats paste-error" : "paste-formats"}
            aria-invalid={problemInText ? "true" : undefined}
          >
            {/* The parser drops a textarea's first newline: this one, so a pasted first line stays line 1. */}
            {"\n" + props.text}
          </textarea>
          <label for="paste-variant">{words.t("paste.label.rules")}</label>
          <select id="paste-variant" name="variant">
            {CHOICES.map((c) => (
              <option value={c.value} selected={c.value === props.choice}>{words.t(c.label)}</option>
            ))}
          </select>
          <button type="submit" id="paste-check">{words.t("paste.check")}</button>
        </form>
        <details class="paste-help">
          <summary>{words.t("paste.help")}</summary>
          <p>{words.t("paste.help.line")}</p>
          <pre>{LINE_EXAMPLE}</pre>
          <p>{words.t("paste.help.drawing")}</p>
          <pre>{DRAWING_EXAMPLE}</pre>
          <p>{richText(words, "paste.help.killer", { api: code("POST /api/grade") })}</p>
          <pre>{words.t("paste.help.killer.example")}</pre>
        </details>
      </section>
    </Layout>
  );
}

/** A problem's message in the page's language, from its code and parameters. */
function messageText(words: PageWords, message: PasteMessage): string {
  switch (message.code) {
    case "in-field":
      return words.t("paste.message.in-field", {
        field: message.field,
        message: messageText(words, message.inner),
      });
    case "two-rules":
      return words.t("paste.message.two-rules", {
        form: words.variantName(message.form),
        json: words.variantName(message.json),
      });
    case "wrong-size":
    case "cages-without-killer":
      return words.t(`paste.message.${message.code}`, {
        ...message,
        variant: words.variantName(message.variant),
      });
    case "clash": {
      const params = {
        digit: message.digit,
        region: regionName(words, message.region),
        cells: words.list(message.cells),
      };
      return message.more === 0
        ? words.t("paste.message.clash", params)
        : words.t("paste.message.clash-more", { ...params, more: message.more });
    }
    default:
      return words.t(`paste.message.${message.code}`, message);
  }
}

/** "row 1", "cage 3", "main diagonal": a region as the engine names it, in the page's language. */
function regionName(words: PageWords, region: PasteRegion): string {
  if (region.kind === "diagonal") {
    return words.engine.t(region.index === 0 ? "words.region.main-diagonal" : "words.region.anti-diagonal");
  }
  return words.engine.t(`words.region.${region.kind}`, { n: region.index + 1 });
}

function Checked(props: { puzzle: CheckedPuzzle; origin: string }) {
  const words = useWords();
  const { puzzle } = props;
  const path = `/p/${puzzle.code}`;
  const cages = puzzle.grid.rules.cages.length;
  const read = { puzzle: words.t(`paste.puzzle.${puzzle.variant}`), clues: puzzle.clues, cages };
  const level: Child = puzzle.level === null
    ? <strong data-level="">{words.t("paste.level.beyond")}</strong>
    : <strong data-level={puzzle.level}>{words.levelName(puzzle.level)}</strong>;
  const { beyond } = puzzle;
  const variant = words.variantName(puzzle.variant);
  return (
    <section class="paste-result checked" aria-labelledby="paste-result-heading">
      <h2 id="paste-result-heading" tabindex={-1}>{words.t("paste.checked")}</h2>
      <p>
        {words.t(
          cages === 0 ? "paste.read.givens" : puzzle.clues === 0 ? "paste.read.cages" : "paste.read.both",
          read,
        )}
      </p>
      <p class="paste-level">
        {puzzle.level !== null
          ? richText(words, "paste.level", { level })
          : !beyond
          ? richText(words, "paste.level.none", { level })
          : beyond.stuck
          ? richText(words, "paste.level.stuck", { level }, { variant })
          : richText(words, "paste.level.tier", { level }, { variant, tier: beyond.tier, top: beyond.top })}
      </p>
      <details class="paste-techniques">
        <summary>{words.t("paste.techniques")}</summary>
        <ul>
          {puzzle.techniques.map((t) => (
            <li data-technique={t.id}>
              <a href={`/techniques/${t.id}`}>{words.techniqueName(t.id)}</a> × {t.count}
            </li>
          ))}
        </ul>
      </details>
      <p>{richText(words, "paste.code", { code: <code id="paste-code">{puzzle.code}</code> })}</p>
      <p class="paste-play">
        <a href={path} id="paste-play" class="button-link">{words.t("paste.play")}</a>{" "}
        <span class="paste-link">
          {richText(words, "paste.send", { link: <a href={path}>{`${props.origin}${path}`}</a> })}
        </span>
      </p>
    </section>
  );
}

function Problem(props: { heading: string; message: string; at?: PastePosition }) {
  const { at } = props;
  return (
    <section class="paste-result problem" aria-labelledby="paste-result-heading">
      <h2 id="paste-result-heading" tabindex={-1}>{props.heading}</h2>
      <p
        id="paste-error"
        {...(at ? { "data-line": String(at.line), "data-column": String(at.column) } : {})}
      >
        {props.message}
      </p>
      {at && <Excerpt at={at} />}
    </section>
  );
}

/**
 * The line of the problem with a caret under its place, as compilers show one: a window of the line when it
 * is long, tabs as single spaces so the caret lines up in a fixed-width font. Seen, not read: the message
 * above says the line and column in words.
 */
function Excerpt(props: { at: PastePosition }) {
  const { line, column } = props.at;
  const chars = [...props.at.lineText.replaceAll("\t", " ")];
  const start = Math.max(0, column - 1 - EXCERPT_REACH);
  const end = Math.min(chars.length, column + EXCERPT_REACH);
  const shown = (start > 0 ? "…" : "") + chars.slice(start, end).join("") + (end < chars.length ? "…" : "");
  const gutter = `${line} | `;
  const caret = " ".repeat(gutter.length + (start > 0 ? 1 : 0) + column - 1 - start) + "^";
  return <pre class="paste-where" aria-hidden="true">{`${gutter}${shown}\n${caret}`}</pre>;
}
