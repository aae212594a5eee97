// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The page's elements the player drives (their ids are the markup contract with routes/pages/play.tsx), and
// the one way its buttons take clicks.

/**
 * The element with `id`. play.tsx renders every id the player asks for, so it is there: not null.
 * @param {string} id
 * @returns {HTMLElement}
 */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** @typedef {ReturnType<typeof pageElements>} PageElements The page's elements, by the part they play. */

export function pageElements() {
  const digits = [...document.querySelectorAll(/** @type {"button"} */ ("button[data-digit]"))];
  const erase = $("erase");
  const pencil = $("pencil");
  const check = $("check");
  const fillCandidates = $("fill-candidates");
  const restart = $("restart");
  return {
    status: $("status"),
    timer: $("timer"),
    digits,
    erase,
    pencil,
    check,
    fillCandidates,
    // Buttons that edit the board: off once it is solved (and while it is paused), so they no longer look usable.
    editing: [...digits, erase, pencil, check, fillCandidates],
    restart,
    timerToggle: $("timer-toggle"),
    timerWrap: $("timer-wrap"),
    nextDaily: $("next-daily"),
    autoClear: /** @type {HTMLInputElement} */ ($("auto-clear")),
    pause: $("pause"),
    shortcuts: $("shortcuts"),
    shortcutsDialog: /** @type {HTMLDialogElement} */ ($("shortcuts-dialog")),
    shortcutsClose: $("shortcuts-close"),
    undo: $("undo"),
    redo: $("redo"),
    hint: $("hint"),
    hintsOff: /** @type {HTMLInputElement} */ ($("hints-off")),
    hintPanel: $("hint-panel"),
    share: $("share"),
    grade: $("grade"),
    gradeLevel: $("grade-level"),
    gradeTechniques: $("grade-techniques"),
    resultLine: $("result-line"),
    copyResult: $("copy-result"),
    stats: $("stats"),
    steps: $("steps"),
    stepsPanel: $("steps-panel"),
    stepsList: $("steps-list"),
    stepsBoard: $("steps-board"),
    stepText: $("step-text"),
    stepWhy: $("step-why"),
    stepTechnique: /** @type {HTMLAnchorElement} */ ($("step-technique")),
    stepChain: $("step-chain"),
    stepCount: $("step-count"),
    stepPrev: $("step-prev"),
    stepNext: $("step-next"),
  };
}

/**
 * A click handler that does nothing while the button is aria-disabled. aria-disabled, not disabled: a button
 * that becomes disabled while it has the focus (Undo pressed down to the first move, a digit that finishes
 * the puzzle) drops the keyboard focus to the page.
 * @param {Element} button
 * @param {() => void} action
 */
export function whenEnabled(button, action) {
  button.addEventListener("click", () => {
    if (button.getAttribute("aria-disabled") !== "true") action();
  });
}
