// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The step-by-step view of a solved puzzle: the grader's path as a list, and one step at a time drawn as the
// technique pages draw their examples (diagram.js): the candidates before it, its pattern, what it places and
// removes, and a chain's links in order. The list follows the current step; a click on an item, ←/→ (and ↑/↓,
// Home, End in the list) jump.
import { failureReason, OfflineError, techniqueCatalogue } from "./api.js";
import { stepCells, withCellNames } from "./cell-text.js";
import { chainNotation, diagramTree, positionsBeforeSteps } from "./diagram.js";
import { toElement } from "./diagram-elements.js";
import { t } from "./messages.js";
/** @import { PathStep } from "./api.js" */
/** @import { Parts } from "./main.js" */

/** @param {Parts} parts */
export function installStepViewer({ game, geometry, board, el, page, solveRecord, setStatus }) {
  const { givens } = game;
  // The board's variant, as the server's drawings name it: classic 9×9 names none.
  const variant = page.variant && page.variant !== "9x9" ? page.variant : null;
  let stepIndex = 0;
  /** The path shown and the position before each of its steps, once the panel has opened. */
  /** @type {PathStep[]} */
  let path = [];
  /** @type {{ cells: number[], candidates: number[] }[]} */
  let positions = [];
  /** @type {Map<string, string>} Technique names by id, for the link to each step's technique page. */
  let names = new Map();

  function drawStep() {
    const step = path[stepIndex];
    const position = positions[stepIndex];
    const tree = diagramTree({
      rules: geometry,
      variant,
      cells: position.cells,
      givens,
      candidates: position.candidates,
      step,
      label: t("player.steps.label", { n: stepIndex + 1, text: step.text }),
      words: { t },
    });
    const drawing = /** @type {Element} */ (toElement(tree));
    // A killer's cages, as the board draws them (the layer is in cell units, so it fits any board's size).
    const cages = board.querySelector("svg.cages");
    if (cages) drawing.append(cages.cloneNode(true));
    el.stepsBoard.replaceChildren(drawing);
    const chain = chainNotation(step, geometry.size);
    el.stepChain.textContent = chain;
    el.stepChain.hidden = chain === "";
  }

  function renderStep() {
    drawStep();
    const step = path[stepIndex];
    el.stepText.replaceChildren(
      ...withCellNames(
        t("player.steps.step", { n: stepIndex + 1, text: step.text }),
        stepCells(step),
        geometry,
      ),
    );
    // Why it holds, as a hint says it, and where the technique is taught: the view teaches, not just lists.
    const why = document.createElement("strong");
    why.textContent = t("player.why") + " ";
    el.stepWhy.replaceChildren(why, ...withCellNames(step.why.text + ".", step.why.cells, geometry));
    el.stepTechnique.href = "/techniques/" + step.technique;
    el.stepTechnique.textContent = t("player.steps.technique", {
      technique: names.get(step.technique) ?? step.technique,
    });
    el.stepCount.textContent = t("player.steps.count", { n: stepIndex + 1, total: path.length });
    // aria-disabled, not disabled: a disabled button drops the keyboard focus to the page.
    el.stepPrev.setAttribute("aria-disabled", String(stepIndex === 0));
    el.stepNext.setAttribute("aria-disabled", String(stepIndex === path.length - 1));
    const items = /** @type {HTMLCollectionOf<HTMLElement>} */ (el.stepsList.children);
    for (let k = 0; k < items.length; k++) {
      const current = k === stepIndex;
      if (current) items[k].setAttribute("aria-current", "step");
      else items[k].removeAttribute("aria-current");
      // One item in the tab order, the current one: the arrow keys move between them.
      /** @type {HTMLButtonElement} */ (items[k].querySelector("button")).tabIndex = current ? 0 : -1;
    }
    followInList(items[stepIndex]);
  }

  /**
   * Scrolls the list, and only the list (not the page), so the current item is in view.
   * @param {HTMLElement} item
   */
  function followInList(item) {
    const list = el.stepsList;
    const top = item.offsetTop, bottom = top + item.offsetHeight;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
  }

  /**
   * Makes step `index` current; the focus follows it when it was on the list.
   * @param {number} index
   */
  function goTo(index) {
    if (path.length === 0) return;
    const inList = el.stepsList.contains(document.activeElement);
    stepIndex = Math.max(0, Math.min(path.length - 1, index));
    renderStep();
    if (inList) {
      /** @type {HTMLButtonElement} */ (el.stepsList.children[stepIndex].querySelector("button")).focus();
    }
  }

  /**
   * @param {PathStep} step
   * @param {number} index
   */
  function listItem(step, index) {
    const li = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.className = "step-item";
    button.append(...withCellNames(step.text, stepCells(step), geometry));
    button.addEventListener("click", () => goTo(index));
    li.append(button);
    return li;
  }

  /** Opens the panel at the first step, or closes it. */
  async function toggle() {
    if (!game.state.solved) return;
    if (!el.stepsPanel.hidden) {
      el.stepsPanel.hidden = true;
      el.steps.setAttribute("aria-expanded", "false");
      return;
    }
    try {
      const [record, catalogue] = await Promise.all([solveRecord(), techniqueCatalogue()]);
      names = new Map(catalogue.techniques.map((technique) => [technique.id, technique.name]));
      if (!record.path.length) return;
      path = record.path;
      positions = positionsBeforeSteps(geometry, givens, path);
      el.stepsList.replaceChildren(...path.map(listItem));
      stepIndex = 0;
      el.stepsPanel.hidden = false;
      el.steps.setAttribute("aria-expanded", "true");
      renderStep();
    } catch (error) {
      setStatus(
        error instanceof OfflineError
          ? t("player.steps.offline")
          : t("player.steps.failed", { reason: failureReason(error) }),
      );
    }
  }

  /**
   * The keys that move through the steps, by where the focus is: anywhere in the panel, or on its button.
   * @param {KeyboardEvent} event
   */
  function stepKeys(event) {
    if (el.stepsPanel.hidden || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const inList = el.stepsList.contains(/** @type {Node | null} */ (event.target));
    /** @type {Record<string, number>} The step each key goes to. */
    const moves = {
      ArrowLeft: stepIndex - 1,
      ArrowRight: stepIndex + 1,
      ...(inList ? { ArrowUp: stepIndex - 1, ArrowDown: stepIndex + 1, Home: 0, End: path.length - 1 } : {}),
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    goTo(moves[event.key]);
  }

  el.steps.addEventListener("click", toggle);
  el.steps.addEventListener("keydown", stepKeys);
  el.stepsPanel.addEventListener("keydown", stepKeys);
  // A turned phone or a resized window lays the list out anew: the current step stays in its view.
  addEventListener("resize", () => {
    if (!el.stepsPanel.hidden && path.length) {
      followInList(/** @type {HTMLElement} */ (el.stepsList.children[stepIndex]));
    }
  });
  el.stepPrev.addEventListener("click", () => goTo(stepIndex - 1));
  el.stepNext.addEventListener("click", () => goTo(stepIndex + 1));
}
