// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// A solved puzzle: the board locks, and the grade, the result line and the step-by-step button appear; a
// daily's solve goes into the player's record, whose stats panel appears too.
import { failureReason, OfflineError, techniqueCatalogue } from "./api.js";
import { noteSolved } from "./history.js";
import { showTogether } from "./in-view.js";
import { t } from "./messages.js";
import { renderStats } from "./stats.js";
import { formatTime } from "./timer.js";
/** @import { SolveRecord } from "./api.js" */
/** @import { Hints } from "./hints.js" */
/** @import { Parts } from "./main.js" */
/** @import { installResults } from "./results.js" */
/** @import { Renderer } from "./render.js" */
/** @import { GameStore } from "./storage.js" */
/** @import { Timer } from "./timer.js" */

/** @typedef {ReturnType<typeof createSolvedView>} SolvedView */

/**
 * The catalogue's name of a level or variant (`kind` "level" or "variant"); an id it lacks as given.
 * @param {string} kind
 * @param {string} id
 */
function nameOf(kind, id) {
  const key = "player." + kind + "." + id;
  const name = t(key);
  return name === key ? id : name;
}

/** "no hints", "1 hint", "3 hints". */
/** @type {(hints: number) => string} */
const hintWords = (
  hints,
) => (hints === 0 ? t("player.result.no-hints") : t("player.result.hints", { n: hints }));

/**
 * What a player shares, as the result lines of other daily games go: what was played, how it went, and the
 * link to play it too.
 *
 *     sudoku-daily 2026-11-30 Killer Hard
 *     ✅ 12:04 · no hints · no-hints mode
 *     https://sudoku.example/daily/killer/2026-11-30/hard
 *
 * `page` holds `code`, `date` (a daily's day, else "": the puzzle is then named by the start of its code) and
 * `variant`; `level` is the level to name, if any; `expert` whether no-hints mode was on, with no hint used;
 * `url` the puzzle's link (left out when empty).
 * @param {{ code: string, date: string, variant?: string }} page
 * @param {string} level
 * @param {number} elapsed Milliseconds.
 * @param {number} hints
 * @param {{ expert?: boolean, url?: string }} [options]
 * @returns {string}
 */
export function resultText(page, level, elapsed, hints, { expert = false, url = "" } = {}) {
  // Classic 9×9, the default, goes unnamed.
  const variant = page.variant && page.variant !== "9x9" ? nameOf("variant", page.variant) : "";
  const name = page.date || t("player.result.puzzle", { code: page.code.slice(0, 6) });
  const puzzle = [name, variant, level ? nameOf("level", level) : ""].filter((part) => part !== "").join(" ");
  const how = ["✅ " + formatTime(elapsed), hintWords(hints)];
  if (expert && hints === 0) how.push(t("player.result.no-hints-mode"));
  const lines = [t("player.result.head", { puzzle }), how.join(" · ")];
  if (url) lines.push(url);
  return lines.join("\n");
}

/**
 * `page` holds the page's facts: `code`, `date` (a daily's day, else ""), `level` (the claimed level, else "")
 * and `variant`; `board` is the #board element.
 * `results` is how others did (results.js), shown with the grade.
 * @param {Parts & { timer: Timer, store: GameStore, renderer: Renderer, hints: Hints, shareUrl: () => string,
 *   results: ReturnType<typeof installResults> }} parts
 */
export function createSolvedView(
  { game, el, board, page, timer, store, renderer, hints, solveRecord, setStatus, shareUrl, results },
) {
  const state = game.state;

  /**
   * `solvedLevel` is the page's claimed level, else the grade's; without either the line names none.
   * @param {string} solvedLevel
   * @returns {string}
   */
  function resultLine(solvedLevel) {
    // A game solved before the save said whether no-hints mode was on: the switch as it is now tells.
    const expert = state.expert ?? el.hintsOff.checked;
    return resultText(page, solvedLevel, state.elapsed, state.hints, { expert, url: shareUrl() });
  }

  /** The stats panel, for a daily: its record was just written, or was written when it was solved. */
  function showStats() {
    if (!page.date || !el.stats) return;
    renderStats(el.stats);
    el.stats.hidden = false;
  }

  /** Shows the solved state: on solving, and on opening a game solved before. */
  function show() {
    board.dataset.state = "solved";
    setStatus(t("player.solved", { time: formatTime(state.elapsed), hints: state.hints }));
    // A shared puzzle without a claimed level learns it from the grade, on solving and not before.
    el.resultLine.textContent = resultLine(page.level);
    el.grade.hidden = false;
    el.steps.hidden = false;
    el.hint.setAttribute("aria-disabled", "true");
    renderer.renderButtons();
    showStats();
    results.show();
    return showGrade();
  }

  async function showGrade() {
    try {
      const [grade, catalogue] = await Promise.all([solveRecord(), techniqueCatalogue()]);
      if (!page.level) el.resultLine.textContent = resultLine(grade.level);
      const key = grade.steps === 0
        ? (grade.stuck ? "player.grade.no-step-stuck" : "player.grade.no-step")
        : (grade.stuck ? "player.grade.level-stuck" : "player.grade.level");
      el.gradeLevel.textContent = t(key, { level: nameOf("level", grade.level), steps: grade.steps });
      // Nothing to step through when the grader could not take a single step.
      el.steps.hidden = grade.steps === 0;
      el.gradeTechniques.textContent = "";
      for (const technique of catalogue.techniques) {
        const count = grade.techniques[technique.id];
        if (!count) continue;
        const li = document.createElement("li");
        const link = document.createElement("a");
        link.href = "/techniques/" + technique.id;
        link.textContent = technique.name;
        li.append(link, " " + t("player.grade.count", { count }));
        el.gradeTechniques.append(li);
      }
    } catch (error) {
      if (!(error instanceof OfflineError)) {
        el.gradeLevel.textContent = t("player.grade.failed", { reason: failureReason(error) });
        return;
      }
      // The grade is computed by the server: it comes once the connection does.
      el.gradeLevel.textContent = t("player.grade.offline");
      addEventListener("online", showGrade, { once: true });
    }
  }

  return {
    show,
    /** The last digit went in and broke no rule: stop the clock, lock the board, save, show the grade. */
    markSolved() {
      timer.stop();
      state.solved = true;
      state.expert = el.hintsOff.checked && state.hints === 0;
      if (page.date && page.level) {
        noteSolved(page.variant, page.date, page.level, {
          ms: state.elapsed,
          hints: state.hints,
          expert: state.expert,
        }, new Date());
      }
      game.selected = -1;
      hints.clear();
      renderer.render();
      timer.render();
      store.save();
      // Under the board, the grade, the result to copy and the streak would wait unseen below the fold: once
      // the grade has filled in, they come into view (the board is done with).
      show().then(() => showTogether([el.grade, el.stats]));
    },
  };
}
