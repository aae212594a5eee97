// A solved puzzle: the board locks, and the grade, the result line and the step-by-step button appear.
import { formatTime } from "./timer.js";

const levelName = (id) => id.charAt(0).toUpperCase() + id.slice(1);

/** How the result line names a variant; classic 9×9, the default, goes unnamed. */
const VARIANT_NAMES = { "4x4": "4×4", "6x6": "6×6", "16x16": "16×16", killer: "Killer", x: "X-Sudoku" };

/**
 * The line a player shares: "sudoku-daily 2026-11-30 Killer Hard ✅ 12:04, 1 hint". `page` holds `code`,
 * `date` (a daily's day, else "") and `variant`; `level` is the level to name, if any.
 */
export function resultText(page, level, elapsed, hints) {
  const variant = page.variant && page.variant !== "9x9"
    ? " " + (VARIANT_NAMES[page.variant] ?? page.variant)
    : "";
  return "sudoku-daily " + (page.date || page.code) + variant + (level ? " " + levelName(level) : "") +
    " ✅ " + formatTime(elapsed) + ", " + hints + (hints === 1 ? " hint" : " hints");
}

/**
 * `page` holds the page's facts: `code`, `date` (a daily's day, else ""), `level` (the claimed level, else "")
 * and `variant`; `board` is the #board element.
 */
export function createSolvedView(
  { game, el, board, page, timer, store, renderer, hints, solveRecord, setStatus },
) {
  const state = game.state;

  /** `solvedLevel` is the page's claimed level, else the grade's; without either the line names none. */
  function resultLine(solvedLevel) {
    return resultText(page, solvedLevel, state.elapsed, state.hints);
  }

  /** Shows the solved state: on solving, and on opening a game solved before. */
  function show() {
    board.dataset.state = "solved";
    setStatus(
      "Solved! " + formatTime(state.elapsed) + ", " + state.hints +
        (state.hints === 1 ? " hint." : " hints."),
    );
    // A shared puzzle without a claimed level learns it from the grade, on solving and not before.
    el.resultLine.textContent = resultLine(page.level);
    el.grade.hidden = false;
    el.steps.hidden = false;
    el.hint.setAttribute("aria-disabled", "true");
    renderer.renderButtons();
    showGrade();
  }

  async function showGrade() {
    try {
      const [grade, catalogue] = await Promise.all([
        solveRecord(),
        fetch("/api/techniques").then((r) => r.json()),
      ]);
      if (!page.level) el.resultLine.textContent = resultLine(grade.level);
      el.gradeLevel.textContent = "Level: " + levelName(grade.level) +
        (grade.stuck ? " (beyond every technique we know)" : "") +
        (grade.steps === 0 ? ": no technique we know makes a first step." : ", " + grade.steps + " steps.");
      // Nothing to step through when the grader could not take a single step.
      el.steps.hidden = grade.steps === 0;
      el.gradeTechniques.textContent = "";
      for (const t of catalogue.techniques) {
        const count = grade.techniques[t.id];
        if (!count) continue;
        const li = document.createElement("li");
        const link = document.createElement("a");
        link.href = "/techniques/" + t.id;
        link.textContent = t.name;
        li.append(link, " × " + count);
        el.gradeTechniques.append(li);
      }
    } catch (error) {
      el.gradeLevel.textContent = "The grade is not available: " + error.message;
    }
  }

  return {
    show,
    /** The last digit went in and broke no rule: stop the clock, lock the board, save, show the grade. */
    markSolved() {
      timer.stop();
      state.solved = true;
      game.selected = -1;
      hints.clear();
      renderer.render();
      timer.render();
      store.save();
      show();
    },
  };
}
