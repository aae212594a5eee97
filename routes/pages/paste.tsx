// Server-rendered once, never reconciled: `key` would only be printed as an attribute by the precompiled
// JSX, so lists go without it.
// deno-lint-ignore-file jsx-key
/**
 * "Play your own" (/play): a form to paste a puzzle into, and what the check made of it: the problem (with the
 * line and column the parser names, and that line with a caret under the place), or the puzzle's level, its
 * techniques, its share code and the link that plays it. A plain form POST; static/paste.js, when it runs,
 * posts it in the background and puts the caret on the problem.
 */
import { formatGrid } from "../../engine/mod.ts";
import { PASTE_SCRIPT } from "./assets.ts";
import { Layout } from "./layout.tsx";
import type { CheckedPuzzle, PasteChoice, PasteOutcome, PastePosition } from "../shared/paste_check.ts";
import { puzzleName } from "../shared/board_shapes.ts";
import { levelName, SITE_NAME } from "../shared/words.ts";

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

const CHOICES: Array<{ value: PasteChoice; label: string }> = [
  { value: "", label: "Classic, any size (read from the grid)" },
  { value: "x", label: "X-Sudoku: diagonals too (9×9)" },
  { value: "killer", label: "Killer: JSON with cages (9×9)" },
];

/** The help's examples: one 4×4 puzzle on a line and drawn, and the shape of a killer's JSON. */
const LINE_EXAMPLE = "1..43.1..1..4...";
const DRAWING_EXAMPLE = "1 . | . 4\n3 . | 1 .\n----+----\n. 1 | . .\n4 . | . .";
const KILLER_EXAMPLE = '{ "puzzle": "…81 characters…",\n  "cages": [{ "sum": 10, "cells": [0, 1] }, …] }';

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
  const { outcome } = props;
  const problem = outcome && !outcome.ok ? outcome.problem : undefined;
  const problemInText = problem?.at !== undefined;
  const title = outcome?.ok
    ? `Your puzzle: ${levelWords(outcome.puzzle)}`
    : problem
    ? problem.heading
    : "Play your own";
  return (
    <Layout
      title={`${title} · ${SITE_NAME}`}
      description="Paste a Sudoku: it is checked for exactly one solution, graded by the techniques it needs, and given a share code to play and pass on."
      pageScript={{ nonce: props.nonce, href: PASTE_SCRIPT.href }}
    >
      <section class="paste">
        <h1>Play your own puzzle</h1>
        <p class="note">
          Paste a Sudoku from a book, a site or a friend: it is checked for exactly one solution, graded by
          the techniques it needs, and given a share code you can play here and pass on.
        </p>
        <div id="paste-outcome" aria-live="polite">
          {outcome?.ok && <Checked puzzle={outcome.puzzle} origin={props.origin} />}
          {problem && <Problem heading={problem.heading} message={problem.message} at={problem.at} />}
        </div>
        <form method="post" action="/play" id="paste-form" class="paste-form">
          <label for="paste-puzzle">Your puzzle</label>
          <p id="paste-formats" class="note">
            81 characters, blanks as <code>.</code>, <code>0</code> or <code>-</code>{" "}
            (16, 36 or 256 for 4×4, 6×6 and 16×16, whose digits go on with A to G); or the grid over several
            lines, or drawn with <code>|</code>, <code>+</code> and <code>-</code>.
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
          <label for="paste-variant">Rules</label>
          <select id="paste-variant" name="variant">
            {CHOICES.map((c) => <option value={c.value} selected={c.value === props.choice}>{c.label}
            </option>)}
          </select>
          <button type="submit" id="paste-check">Check and grade</button>
        </form>
        <details class="paste-help">
          <summary>Examples of what to paste</summary>
          <p>One line (a 4×4 here):</p>
          <pre>{LINE_EXAMPLE}</pre>
          <p>A drawing:</p>
          <pre>{DRAWING_EXAMPLE}</pre>
          <p>
            A killer, as <code>POST /api/grade</code> takes it (cells counted from 0, row by row):
          </p>
          <pre>{KILLER_EXAMPLE}</pre>
        </details>
      </section>
    </Layout>
  );
}

/** "Hard", or "beyond the levels" for a puzzle the scheme's levels do not reach. */
function levelWords(puzzle: CheckedPuzzle): string {
  return puzzle.level === null ? "beyond the levels" : levelName(puzzle.level);
}

function Checked(props: { puzzle: CheckedPuzzle; origin: string }) {
  const { puzzle } = props;
  const path = `/p/${puzzle.code}`;
  const cages = puzzle.grid.rules.cages.length;
  const content = cages === 0
    ? `${puzzle.clues} givens`
    : puzzle.clues === 0
    ? `${cages} cages`
    : `${cages} cages and ${puzzle.clues} givens`;
  return (
    <section class="paste-result checked" aria-labelledby="paste-result-heading">
      <h2 id="paste-result-heading" tabindex={-1}>Exactly one solution: ready to play</h2>
      <p>
        Read as {withArticle(puzzleName(puzzle.grid.rules))} with {content}.
      </p>
      <p class="paste-level">
        {puzzle.level === null
          ? (
            <>
              Level: <strong data-level="">beyond our levels</strong>
              {puzzle.reason ? `: ${puzzle.reason}.` : "."}
            </>
          )
          : (
            <>
              Level:{" "}
              <strong data-level={puzzle.level}>{levelName(puzzle.level)}</strong>, graded by the techniques
              it needs, as the dailies are.
            </>
          )}
      </p>
      <details class="paste-techniques">
        <summary>The techniques it needs (this gives the solve away)</summary>
        <ul>
          {puzzle.techniques.map((t) => (
            <li data-technique={t.id}>
              <a href={`/techniques/${t.id}`}>{t.name}</a> × {t.count}
            </li>
          ))}
        </ul>
      </details>
      <p>
        Share code: <code id="paste-code">{puzzle.code}</code>
      </p>
      <p class="paste-play">
        <a href={path} id="paste-play" class="button-link">Play it</a>{" "}
        <span class="paste-link">
          or send the link: <a href={path}>{`${props.origin}${path}`}</a>
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

/** "A Sudoku", "An X-Sudoku", "A 4×4 Sudoku". */
function withArticle(name: string): string {
  return `${/^[AEIOUX]/.test(name) ? "an" : "a"} ${name}`;
}
