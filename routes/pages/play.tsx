/**
 * The puzzle page: the board, its controls, the panels the player script (static/play/) fills (hints, grade,
 * step by step) and the puzzle's rules as data for it.
 */
import {
  type Level,
  regionName,
  type Rules,
  type VariantId,
  variantInfo,
  variantOfRules,
} from "../../engine/mod.ts";
import { PlayBoard } from "./board.tsx";
import { StatsPanel } from "./history.tsx";
import { VariantPicker } from "./variant_picker.tsx";
import { type FeedLink, Layout, type PreviewMeta } from "./layout.tsx";
import { levelName } from "../shared/words.ts";

export interface PlayPageProps {
  nonce: string;
  title: string;
  heading: string;
  preview: PreviewMeta;
  /** A daily's feed, linked from the head for feed readers; none for a shared puzzle. */
  feed?: FeedLink;
  code: string;
  /** One character per cell in the text form of `rules` (1-9 then A-G), "0" for an empty cell. */
  puzzle: string;
  /** The puzzle's rules: its size, box shape, and any cages or diagonals. */
  rules: Rules;
  /** The claimed level (a daily's, or a share code's); absent when the code claims none. */
  level?: Level;
  /** The daily's day; absent for a shared puzzle. */
  date?: string;
  /** Where each level's link goes, when the page offers a level picker (the variant's levels). */
  levelHref?: (level: Level) => string;
  /** A daily's variant: its levels are the ones the level picker offers. */
  variant?: VariantId;
  /** Where each variant's link goes, when the page offers a variant picker. */
  variantHref?: (variant: VariantId) => string;
}

/**
 * The rules as the player reads them (the #puzzle-rules data block): the size, the box shape and every
 * region with its kind, its name as players read it and its cells, so the script finds peers and repeated
 * digits from the region list whatever the rules are. A killer's cages are regions of kind "cage" with their
 * sum (the player checks repeats and sums from them); an X-Sudoku's diagonals are regions of kind "diagonal".
 */
export interface PlayerRules {
  size: number;
  boxRows: number;
  boxCols: number;
  regions: Array<{ kind: string; name: string; cells: number[]; sum?: number }>;
}

export function playerRules(rules: Rules): PlayerRules {
  return {
    size: rules.size,
    boxRows: rules.boxRows,
    boxCols: rules.boxCols,
    regions: rules.regions.map((region, r) => ({
      kind: region.kind,
      name: regionName(rules, r),
      cells: Array.from(region.cells),
      ...(region.sum === undefined ? {} : { sum: region.sum }),
    })),
  };
}

/** The #puzzle-rules text of each rules object, built once: every page of a shape embeds the same. */
const rulesText = new WeakMap<Rules, string>();

function rulesJson(rules: Rules): string {
  let text = rulesText.get(rules);
  if (text === undefined) {
    text = JSON.stringify(playerRules(rules)).replaceAll("<", "\\u003c");
    rulesText.set(rules, text);
  }
  return text;
}

/** What a variant asks beyond a classic Sudoku, said above its board; nothing for classic 9×9. */
function rulesNote(rules: Rules): string | null {
  const { size, boxRows, boxCols } = rules;
  if (rules.variant === "killer") {
    return "Killer Sudoku: the digits in each dashed cage add up to the number in its corner, and never " +
      "repeat in it.";
  }
  if (rules.variant === "x") {
    return `X-Sudoku: each of the two shaded diagonals holds 1 to ${size} once, as rows, columns and boxes do.`;
  }
  if (size === 9) return null;
  return `Fill every row, column and ${boxRows}×${boxCols} box with the digits 1 to ${size}.`;
}

/** The keyboard shortcuts the player's script answers (input.js, pause.js, shortcuts.js), in a modal dialog. */
function ShortcutsDialog(props: { size: number }) {
  const { size } = props;
  return (
    <dialog id="shortcuts-dialog" aria-labelledby="shortcuts-title">
      <h2 id="shortcuts-title">Keyboard shortcuts</h2>
      <table class="shortcuts">
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <kbd>1</kbd> to <kbd>{String(Math.min(size, 9))}</kbd>
              {size > 9 && (
                <>
                  ; 10 to {size}: <kbd>1</kbd> then the second figure, or <kbd>A</kbd> to{" "}
                  <kbd>{String.fromCharCode(64 + size - 9)}</kbd>
                </>
              )}
            </td>
            <td>Enter a digit in the selected cell (a pencil mark in pencil mode)</td>
          </tr>
          <tr>
            <td>
              <kbd>0</kbd>, <kbd>Backspace</kbd> or <kbd>Delete</kbd>
            </td>
            <td>Erase the selected cell</td>
          </tr>
          <tr>
            <td>
              <kbd>↑</kbd> <kbd>↓</kbd> <kbd>←</kbd> <kbd>→</kbd>
            </td>
            <td>Move the selection</td>
          </tr>
          <tr>
            <td>
              <kbd>P</kbd>
            </td>
            <td>Pencil mode on or off</td>
          </tr>
          <tr>
            <td>
              <kbd>Ctrl</kbd> + <kbd>Z</kbd>
            </td>
            <td>Undo</td>
          </tr>
          <tr>
            <td>
              <kbd>Ctrl</kbd> + <kbd>Y</kbd> or <kbd>Ctrl</kbd> + <kbd>Shift</kbd> + <kbd>Z</kbd>
            </td>
            <td>Redo</td>
          </tr>
          <tr>
            <td>
              <kbd>Space</kbd>
            </td>
            <td>Pause or resume (on a button, Space presses the button)</td>
          </tr>
          <tr>
            <td>
              <kbd>?</kbd>
            </td>
            <td>Show these shortcuts</td>
          </tr>
          <tr>
            <td>
              <kbd>Esc</kbd>
            </td>
            <td>Close this list</td>
          </tr>
        </tbody>
      </table>
      <p class="note">
        On a Mac, <kbd>⌘</kbd> works as <kbd>Ctrl</kbd>.
      </p>
      <button type="button" id="shortcuts-close">Close</button>
    </dialog>
  );
}

/** The archive month of a daily's day, at its level and variant; the archive itself for another puzzle. */
function archiveHref(props: PlayPageProps): string {
  if (!props.date || !props.level) return "/archive";
  const variant = props.variant && props.variant !== "9x9" ? `&variant=${props.variant}` : "";
  return `/archive?month=${props.date.slice(0, 7)}&level=${props.level}${variant}`;
}

export function PlayPage(props: PlayPageProps) {
  const { rules } = props;
  // Digits as players see them: 1 to 16 (the text form's A-G stay in data-puzzle, for the API).
  const digits = Array.from({ length: rules.size }, (_, d) => String(d + 1));
  const note = rulesNote(rules);
  return (
    <Layout
      title={props.title}
      preview={props.preview}
      feed={props.feed}
      script={{ nonce: props.nonce }}
      skipTo={{ href: "#board", label: "Skip to the board" }}
    >
      <section class="play" data-date={props.date ?? ""} data-level={props.level ?? ""}>
        <h1>{props.heading}</h1>
        {/* On paper, where the puzzle is from: the address bar and the share button are not printed. */}
        <p class="print-only print-link">Play it online: {props.preview.url}</p>
        {note && <p class="rules-note">{note}</p>}
        {/* One line on a wide screen: every line above the board is a line the board cannot have. */}
        <div class="pickers">
          {props.variantHref && <VariantPicker current={props.variant ?? "9x9"} href={props.variantHref} />}
          {props.levelHref && (
            <nav class="levels" aria-label="Level">
              {variantInfo(props.variant ?? "9x9").levels.map((id) => (
                <a
                  href={props.levelHref!(id)}
                  data-level={id}
                  aria-current={id === props.level ? "page" : undefined}
                >
                  {levelName(id)}
                </a>
              ))}
            </nav>
          )}
        </div>
        <div class="toolbar">
          <span class="timer-wrap" id="timer-wrap">
            <span id="timer-label">Time</span>{" "}
            <span id="timer" role="timer" aria-labelledby="timer-label">00:00</span>{" "}
            <button type="button" id="pause" aria-keyshortcuts="Space">Pause</button>
          </span>
          <label class="switch">
            <input type="checkbox" id="hints-off" /> No-hints mode
          </label>
        </div>
        <div class="game">
          {/* On a phone, 16×16 keeps cells a finger can hit and pans sideways in this frame (style.css). */}
          {rules.size === 16
            ? (
              <div class="board-pan">
                <PlayBoard code={props.code} puzzle={props.puzzle} rules={rules} />
              </div>
            )
            : <PlayBoard code={props.code} puzzle={props.puzzle} rules={rules} />}
          <div class="controls">
            <div class="pad" role="group" aria-label="Digits">
              {digits.map((d) => (
                <button type="button" data-digit={d} aria-label={`digit ${d}`}>
                  {d}
                </button>
              ))}
            </div>
            {rules.size > 9 && (
              <p class="note keys" id="keys-note">
                Keys: 1 to 9; for 10 to{" "}
                {rules.size}, type 1 then the second figure (1 then 6 is 16), or a letter: A is 10, B is 11 …
                {" "}
                {rules.digitChars[rules.size - 1]} is {rules.size}.
              </p>
            )}
            <div class="tools" role="group" aria-label="Editing">
              <button type="button" id="erase">Erase</button>
              <button type="button" id="pencil" aria-pressed="false">Pencil</button>
              <button type="button" id="undo" aria-disabled="true">Undo</button>
              <button type="button" id="redo" aria-disabled="true">Redo</button>
            </div>
            <div class="actions" role="group" aria-label="Puzzle">
              <button type="button" id="check">Check</button>
              <button type="button" id="hint">Hint</button>
              <button type="button" id="share">Share</button>
              <button type="button" id="steps" aria-expanded="false" aria-controls="steps-panel" hidden>
                Step by step
              </button>
            </div>
            {/* Beside Check and the digits that answer with it, so it is on screen when they are. */}
            <p id="status" role="status" aria-live="polite"></p>
            <div class="marks-tools" role="group" aria-label="Pencil marks, restart, timer and help">
              <button type="button" id="fill-candidates">Fill candidates</button>
              <label class="switch">
                <input type="checkbox" id="auto-clear" checked /> Auto-clear marks
              </label>
              <button type="button" id="restart" aria-disabled="true">Restart</button>
              <button type="button" id="timer-toggle">Hide timer</button>
              <button type="button" id="shortcuts" aria-haspopup="dialog">
                Shortcuts
              </button>
            </div>
            {/* Beside the pad on wide screens, right under the board on phones (style.css). */}
            <section id="hint-panel" aria-label="Hint" aria-live="polite"></section>
          </div>
        </div>
        <p id="next-daily" class="next-daily" hidden></p>
        <noscript>
          <p class="note">
            The board above shows the givens; playing it here needs JavaScript. The puzzle's share code is
            {" "}
            <code>{props.code}</code>.
          </p>
        </noscript>
        <section id="grade" aria-labelledby="grade-heading" hidden>
          <h2 id="grade-heading">Solved</h2>
          <p id="grade-level"></p>
          <ul id="grade-techniques"></ul>
          <p class="result">
            <output id="result-line"></output> <button type="button" id="copy-result">Copy result</button>
          </p>
        </section>
        <StatsPanel
          variant={props.variant ?? variantOfRules(rules) ?? "9x9"}
          hidden
          archiveHref={archiveHref(props)}
        />
        <section id="steps-panel" aria-labelledby="steps-heading" hidden>
          <h2 id="steps-heading">Step by step</h2>
          <div class="step-nav">
            <button type="button" id="step-prev">Previous step</button>
            <span id="step-count"></span>
            <button type="button" id="step-next">Next step</button>
          </div>
          <p id="step-text" aria-live="polite"></p>
          <p id="step-why" class="step-why"></p>
          <p class="step-technique">
            <a id="step-technique" href="/techniques">How this technique works</a>
          </p>
          <div class="steps-body">
            <div class="step-drawing">
              <div id="steps-board"></div>
              {/* Drawn for the eye: the drawing's text alternative says the same chain in words. */}
              <p id="step-chain" class="chain-notation" aria-hidden="true" hidden></p>
              <p class="diagram-key">
                <span class="key-elim">Struck out</span>: what the step removes;{" "}
                <span class="key-place">ringed</span>: the digit it places;{" "}
                <span class="key-pattern">tinted</span>: the pattern's cells (paler: its regions); a
                colouring's two colours are ringed and boxed. Lines join candidates: solid for a strong link,
                dashed for a weak one, arrowed along a chain.
              </p>
            </div>
            <ol id="steps-list" aria-labelledby="steps-heading"></ol>
          </div>
        </section>
        <ShortcutsDialog size={rules.size} />
        {/* Data, never run: the CSP does not apply to it, and "<" is escaped so it cannot end the element. */}
        <script
          type="application/json"
          id="puzzle-rules"
          dangerouslySetInnerHTML={{ __html: rulesJson(rules) }}
        />
      </section>
    </Layout>
  );
}
