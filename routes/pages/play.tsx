/**
 * The puzzle page: the board, its controls, the panels the player script (static/play/) fills (hints, grade,
 * step by step) and the puzzle's rules as data for it.
 */
import type { Child } from "hono/jsx";
import {
  type Level,
  type Locale,
  type Rules,
  type VariantId,
  variantInfo,
  variantOfRules,
  type Words,
  wordsFor,
} from "../../engine/mod.ts";
import { PlayBoard } from "./board.tsx";
import { StatsPanel } from "./history.tsx";
import { type PageWords, useWords } from "./i18n/index.ts";
import { richText } from "./i18n/rich.tsx";
import { VariantPicker } from "./variant_picker.tsx";
import { type FeedLink, Layout, type PreviewMeta } from "./layout.tsx";

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
  /** A daily on an instance that keeps results: the solved panel shows how others did. */
  results?: boolean;
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

/** "row 5", "box 3", "main diagonal", "cage 3": a region by its name, in the engine's words. */
function regionLabel(w: Words, rules: Rules, region: number): string {
  const r = rules.regions[region];
  if (r.kind === "diagonal") {
    return w.t(r.index === 0 ? "words.region.main-diagonal" : "words.region.anti-diagonal");
  }
  return w.t(`words.region.${r.kind}`, { n: r.index + 1 });
}

/** The rules for the player, its regions named in `w`'s language (English when none is given). */
export function playerRules(rules: Rules, w: Words = wordsFor()): PlayerRules {
  return {
    size: rules.size,
    boxRows: rules.boxRows,
    boxCols: rules.boxCols,
    regions: rules.regions.map((region, r) => ({
      kind: region.kind,
      name: regionLabel(w, rules, r),
      cells: Array.from(region.cells),
      ...(region.sum === undefined ? {} : { sum: region.sum }),
    })),
  };
}

/**
 * The #puzzle-rules text of each rules object in each language, built once: every page of a shape in a
 * language embeds the same.
 */
const rulesText = new WeakMap<Rules, Map<Locale, string>>();

function rulesJson(rules: Rules, w: Words): string {
  let texts = rulesText.get(rules);
  if (texts === undefined) rulesText.set(rules, texts = new Map());
  let text = texts.get(w.locale);
  if (text === undefined) {
    text = JSON.stringify(playerRules(rules, w)).replaceAll("<", "\\u003c");
    texts.set(w.locale, text);
  }
  return text;
}

/** What a variant asks beyond a classic Sudoku, said above its board; nothing for classic 9×9. */
function rulesNote(rules: Rules, words: PageWords): string | null {
  const { size, boxRows, boxCols } = rules;
  if (rules.variant === "killer") return words.t("puzzle.rules.killer");
  if (rules.variant === "x") return words.t("puzzle.rules.x", { size });
  if (size === 9) return null;
  return words.t("puzzle.rules.sized", { boxRows, boxCols, size });
}

/** A key as the keyboard shows it. */
function key(name: string): Child {
  return <kbd>{name}</kbd>;
}

/** The keys that type digits: 1 to 9, and on a larger grid the two-key and letter ways to 10 and more. */
function digitKeys(words: PageWords, size: number): Child[] {
  if (size <= 9) {
    return richText(words, "puzzle.shortcuts.digit-keys", { one: key("1"), last: key(String(size)) });
  }
  return richText(words, "puzzle.shortcuts.digit-keys-large", {
    one: key("1"),
    nine: key("9"),
    a: key("A"),
    last: key(String.fromCharCode(64 + size - 9)),
  }, { size });
}

/** The keyboard shortcuts the player's script answers (input.js, pause.js, shortcuts.js), in a modal dialog. */
function ShortcutsDialog(props: { size: number }) {
  const words = useWords();
  const ctrl = () => key(words.t("puzzle.key.ctrl"));
  return (
    <dialog id="shortcuts-dialog" aria-labelledby="shortcuts-title">
      <h2 id="shortcuts-title">{words.t("puzzle.shortcuts.title")}</h2>
      <table class="shortcuts">
        <thead>
          <tr>
            <th scope="col">{words.t("puzzle.shortcuts.key")}</th>
            <th scope="col">{words.t("puzzle.shortcuts.action")}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{digitKeys(words, props.size)}</td>
            <td>{words.t("puzzle.shortcuts.digit")}</td>
          </tr>
          <tr>
            <td>
              {richText(words, "puzzle.shortcuts.erase-keys", {
                zero: key("0"),
                backspace: key(words.t("puzzle.key.backspace")),
                delete: key(words.t("puzzle.key.delete")),
              })}
            </td>
            <td>{words.t("puzzle.shortcuts.erase")}</td>
          </tr>
          <tr>
            <td>
              <kbd>↑</kbd> <kbd>↓</kbd> <kbd>←</kbd> <kbd>→</kbd>
            </td>
            <td>{words.t("puzzle.shortcuts.move")}</td>
          </tr>
          <tr>
            <td>{key("P")}</td>
            <td>{words.t("puzzle.shortcuts.pencil")}</td>
          </tr>
          <tr>
            <td>
              {ctrl()} + {key("Z")}
            </td>
            <td>{words.t("puzzle.shortcuts.undo")}</td>
          </tr>
          <tr>
            <td>
              {richText(words, "puzzle.shortcuts.either", {
                first: <>{ctrl()} + {key("Y")}</>,
                second: <>{ctrl()} + {key(words.t("puzzle.key.shift"))} + {key("Z")}</>,
              })}
            </td>
            <td>{words.t("puzzle.shortcuts.redo")}</td>
          </tr>
          <tr>
            <td>{key(words.t("puzzle.key.space"))}</td>
            <td>{words.t("puzzle.shortcuts.pause")}</td>
          </tr>
          <tr>
            <td>{key("?")}</td>
            <td>{words.t("puzzle.shortcuts.show")}</td>
          </tr>
          <tr>
            <td>{key(words.t("puzzle.key.esc"))}</td>
            <td>{words.t("puzzle.shortcuts.close-list")}</td>
          </tr>
        </tbody>
      </table>
      <p class="note">{richText(words, "puzzle.shortcuts.mac", { command: key("⌘"), ctrl: ctrl() })}</p>
      <button type="button" id="shortcuts-close">{words.t("puzzle.shortcuts.close")}</button>
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
  const words = useWords();
  // Digits as players see them: 1 to 16 (the text form's A-G stay in data-puzzle, for the API).
  const digits = Array.from({ length: rules.size }, (_, d) => String(d + 1));
  const note = rulesNote(rules, words);
  const marked = (className: string, text: string) => <span class={className}>{text}</span>;
  return (
    <Layout
      title={props.title}
      preview={props.preview}
      feed={props.feed}
      script={{ nonce: props.nonce }}
      skipTo={{ href: "#board", label: words.t("puzzle.skip-to-board") }}
    >
      <section class="play" data-date={props.date ?? ""} data-level={props.level ?? ""}>
        <h1>{props.heading}</h1>
        {/* On paper, where the puzzle is from: the address bar and the share button are not printed. */}
        <p class="print-only print-link">{words.t("puzzle.print-link", { url: props.preview.url })}</p>
        {note && <p class="rules-note">{note}</p>}
        {/* One line on a wide screen: every line above the board is a line the board cannot have. */}
        <div class="pickers">
          {props.variantHref && <VariantPicker current={props.variant ?? "9x9"} href={props.variantHref} />}
          {props.levelHref && (
            <nav class="levels" aria-label={words.t("puzzle.levels")}>
              {variantInfo(props.variant ?? "9x9").levels.map((id) => (
                <a
                  href={props.levelHref!(id)}
                  data-level={id}
                  aria-current={id === props.level ? "page" : undefined}
                >
                  {words.levelName(id)}
                </a>
              ))}
            </nav>
          )}
        </div>
        <div class="toolbar">
          <span class="timer-wrap" id="timer-wrap">
            <span id="timer-label">{words.t("puzzle.time")}</span>{" "}
            <span id="timer" role="timer" aria-labelledby="timer-label">00:00</span>{" "}
            <button type="button" id="pause" aria-keyshortcuts="Space">{words.t("puzzle.pause")}</button>
          </span>
          <label class="switch">
            <input type="checkbox" id="hints-off" /> {words.t("puzzle.no-hints")}
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
            <div class="pad" role="group" aria-label={words.t("puzzle.digits")}>
              {digits.map((d) => (
                <button type="button" data-digit={d} aria-label={words.t("puzzle.digit", { digit: d })}>
                  {d}
                </button>
              ))}
            </div>
            {rules.size > 9 && (
              <p class="note keys" id="keys-note">
                {words.t("puzzle.keys-note", { size: rules.size, last: rules.digitChars[rules.size - 1] })}
              </p>
            )}
            <div class="tools" role="group" aria-label={words.t("puzzle.editing")}>
              <button type="button" id="erase">{words.t("puzzle.erase")}</button>
              <button type="button" id="pencil" aria-pressed="false">{words.t("puzzle.pencil")}</button>
              <button type="button" id="undo" aria-disabled="true">{words.t("puzzle.undo")}</button>
              <button type="button" id="redo" aria-disabled="true">{words.t("puzzle.redo")}</button>
            </div>
            <div class="actions" role="group" aria-label={words.t("puzzle.actions")}>
              <button type="button" id="check">{words.t("puzzle.check")}</button>
              <button type="button" id="hint">{words.t("puzzle.hint")}</button>
              <button type="button" id="share">{words.t("puzzle.share")}</button>
              <button type="button" id="steps" aria-expanded="false" aria-controls="steps-panel" hidden>
                {words.t("puzzle.steps")}
              </button>
            </div>
            {/* Beside Check and the digits that answer with it, so it is on screen when they are. */}
            <p id="status" role="status" aria-live="polite"></p>
            <div class="marks-tools" role="group" aria-label={words.t("puzzle.marks-tools")}>
              <button type="button" id="fill-candidates">{words.t("puzzle.fill-candidates")}</button>
              <label class="switch">
                <input type="checkbox" id="auto-clear" checked /> {words.t("puzzle.auto-clear")}
              </label>
              <button type="button" id="restart" aria-disabled="true">{words.t("puzzle.restart")}</button>
              <button type="button" id="timer-toggle">{words.t("puzzle.hide-timer")}</button>
              <button type="button" id="shortcuts" aria-haspopup="dialog">
                {words.t("puzzle.shortcuts")}
              </button>
            </div>
            {/* Beside the pad on wide screens, right under the board on phones (style.css). */}
            <section id="hint-panel" aria-label={words.t("puzzle.hint")} aria-live="polite"></section>
          </div>
        </div>
        <p id="next-daily" class="next-daily" hidden></p>
        <noscript>
          <p class="note">{richText(words, "puzzle.noscript", { code: <code>{props.code}</code> })}</p>
        </noscript>
        <section id="grade" aria-labelledby="grade-heading" hidden>
          <h2 id="grade-heading">{words.t("puzzle.solved")}</h2>
          <p id="grade-level"></p>
          <ul id="grade-techniques"></ul>
          <p class="result">
            <output id="result-line"></output>{" "}
            <button type="button" id="copy-result">{words.t("puzzle.copy-result")}</button>
          </p>
          {props.date && props.results && <OthersPanel words={words} />}
        </section>
        <StatsPanel
          variant={props.variant ?? variantOfRules(rules) ?? "9x9"}
          hidden
          archiveHref={archiveHref(props)}
        />
        <section id="steps-panel" aria-labelledby="steps-heading" hidden>
          <h2 id="steps-heading">{words.t("puzzle.steps")}</h2>
          <div class="step-nav">
            <button type="button" id="step-prev">{words.t("puzzle.previous-step")}</button>
            <span id="step-count"></span>
            <button type="button" id="step-next">{words.t("puzzle.next-step")}</button>
          </div>
          <p id="step-text" aria-live="polite"></p>
          <p id="step-why" class="step-why"></p>
          <p class="step-technique">
            <a id="step-technique" href="/techniques">{words.t("puzzle.how-it-works")}</a>
          </p>
          <div class="steps-body">
            <div class="step-drawing">
              <div id="steps-board"></div>
              {/* Drawn for the eye: the drawing's text alternative says the same chain in words. */}
              <p id="step-chain" class="chain-notation" aria-hidden="true" hidden></p>
              <p class="diagram-key">
                {richText(words, "puzzle.diagram-key", {
                  struck: marked("key-elim", words.t("puzzle.diagram-key.struck")),
                  ringed: marked("key-place", words.t("puzzle.diagram-key.ringed")),
                  tinted: marked("key-pattern", words.t("puzzle.diagram-key.tinted")),
                })}
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
          dangerouslySetInnerHTML={{ __html: rulesJson(rules, words.engine) }}
        />
      </section>
    </Layout>
  );
}

/**
 * How others did (static/play/results.js fills it): a daily's figures, and the switch that sends the
 * player's time, off until the player turns it on, with the name a channel's list shows.
 */
function OthersPanel({ words }: { words: PageWords }) {
  return (
    <section id="others" class="others" aria-labelledby="others-heading">
      <h3 id="others-heading">{words.t("puzzle.others.heading")}</h3>
      <p id="others-figures" aria-live="polite"></p>
      <p class="others-share">
        <label class="switch">
          <input type="checkbox" id="share-results" /> {words.t("puzzle.others.share")}
        </label>{" "}
        <label class="others-name">
          {words.t("puzzle.others.name")}{" "}
          <input type="text" id="results-name" maxlength={24} autocomplete="nickname" spellcheck={false} />
        </label>
      </p>
      <p class="note">{words.t("puzzle.others.note")}</p>
    </section>
  );
}
