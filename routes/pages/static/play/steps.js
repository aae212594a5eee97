// The step-by-step viewer of a solved puzzle: the grader's path as a list, and one step at a time on a
// small board with the digits it placed marked.
import { stepCells, withCellNames } from "./cell-text.js";

export function installStepViewer({ game, geometry, board, el, solveRecord, setStatus }) {
  const { givens } = game;
  let stepIndex = 0;
  const onDiagonal = new Set(
    geometry.regions.filter((region) => region.kind === "diagonal").flatMap((region) => region.cells),
  );

  function buildMiniBoard() {
    el.stepsBoard.textContent = "";
    // The stylesheet draws the board's tracks and box lines from these, as on the page's board.
    el.stepsBoard.dataset.size = String(geometry.size);
    el.stepsBoard.dataset.boxRows = String(geometry.boxRows);
    el.stepsBoard.dataset.boxCols = String(geometry.boxCols);
    for (let r = 0; r < geometry.size; r++) {
      const row = document.createElement("div");
      row.className = "row";
      for (let c = 0; c < geometry.size; c++) {
        const cell = document.createElement("div");
        cell.className = onDiagonal.has(geometry.cellAt(r, c)) ? "mcell diagonal" : "mcell";
        row.append(cell);
      }
      el.stepsBoard.append(row);
    }
    // A killer's cages, as the board draws them (the layer is in cell units, so it fits any board's size).
    const cages = board.querySelector("svg.cages");
    if (cages) el.stepsBoard.append(cages.cloneNode(true));
  }

  function renderStep(path) {
    const step = path[stepIndex];
    const placed = new Set(step.placements.map((p) => p.cell));
    const minis = el.stepsBoard.querySelectorAll(".mcell");
    for (let i = 0; i < geometry.cellCount; i++) {
      const digit = geometry.digitOf(step.board[i]);
      minis[i].textContent = digit > 0 ? String(digit) : "";
      minis[i].classList.toggle("given", givens[i] !== 0);
      minis[i].classList.toggle("placed", placed.has(i));
    }
    el.stepText.replaceChildren(
      ...withCellNames("Step " + (stepIndex + 1) + ": " + step.text, stepCells(step), geometry),
    );
    el.stepCount.textContent = stepIndex + 1 + " / " + path.length;
    // aria-disabled, not disabled: a disabled button drops the keyboard focus to the page.
    el.stepPrev.setAttribute("aria-disabled", String(stepIndex === 0));
    el.stepNext.setAttribute("aria-disabled", String(stepIndex === path.length - 1));
    el.stepsList.querySelectorAll("li").forEach((li, k) => {
      if (k === stepIndex) li.setAttribute("aria-current", "step");
      else li.removeAttribute("aria-current");
    });
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
      const record = await solveRecord();
      if (!record.path.length) return;
      el.stepsList.textContent = "";
      for (const step of record.path) {
        const li = document.createElement("li");
        li.append(...withCellNames(step.text, stepCells(step), geometry));
        el.stepsList.append(li);
      }
      buildMiniBoard();
      stepIndex = 0;
      el.stepsPanel.hidden = false;
      el.steps.setAttribute("aria-expanded", "true");
      renderStep(record.path);
    } catch (error) {
      setStatus("Could not load the steps: " + error.message);
    }
  }

  async function stepBy(delta) {
    const record = await solveRecord();
    stepIndex = Math.max(0, Math.min(record.path.length - 1, stepIndex + delta));
    renderStep(record.path);
  }

  el.steps.addEventListener("click", toggle);
  el.stepPrev.addEventListener("click", () => stepBy(-1));
  el.stepNext.addEventListener("click", () => stepBy(1));
}
