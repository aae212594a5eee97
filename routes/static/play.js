// sudoku-daily player: plain browser JavaScript, no build step. It reads the server-rendered board
// (#board with data-code / data-puzzle and 81 gridcells) and talks to /api/hint, /api/solve and /api/techniques.
// POST /api/solve is asked once per page: its record is the grade shown on solving, its path the step-by-step
// view, and its last board the solution "Check" marks wrong entries against (class `wrong`).
(() => {
  "use strict";

  const board = document.getElementById("board");
  if (!board) return;

  const SIZE = 9;
  const N = SIZE * SIZE;
  const code = board.dataset.code || "";
  const puzzle = board.dataset.puzzle || "";
  const play = board.closest(".play");
  const date = play ? play.dataset.date || "" : "";
  const level = play ? play.dataset.level || "" : "";
  const givens = Array.from(puzzle, (ch) => Number(ch));
  const cells = [];
  for (const el of board.querySelectorAll('[role="gridcell"]')) cells[Number(el.dataset.cell)] = el;
  // The same pool puzzle can be the daily of several days: a daily's progress belongs to its day.
  const STORE_KEY = "sudoku-daily:" + code + (date ? ":" + date : "");
  const HINTS_OFF_KEY = "sudoku-daily:hints-off";
  const $ = (id) => document.getElementById(id);
  const el = {
    status: $("status"),
    timer: $("timer"),
    pencil: $("pencil"),
    // Buttons that edit the board: off once it is solved, so they no longer look usable.
    editing: [...document.querySelectorAll("button[data-digit]"), $("erase"), $("pencil"), $("check")],
    undo: $("undo"),
    redo: $("redo"),
    hint: $("hint"),
    hintsOff: $("hints-off"),
    hintPanel: $("hint-panel"),
    grade: $("grade"),
    gradeLevel: $("grade-level"),
    gradeTechniques: $("grade-techniques"),
    resultLine: $("result-line"),
    steps: $("steps"),
    stepsPanel: $("steps-panel"),
    stepsList: $("steps-list"),
    stepsBoard: $("steps-board"),
    stepText: $("step-text"),
    stepCount: $("step-count"),
    stepPrev: $("step-prev"),
    stepNext: $("step-next"),
  };

  // ---- geometry -------------------------------------------------------------------------------------------
  const rowOf = (i) => Math.floor(i / SIZE);
  const colOf = (i) => i % SIZE;
  const boxOf = (i) => Math.floor(rowOf(i) / 3) * 3 + Math.floor(colOf(i) / 3);
  const HOUSES = [];
  for (let h = 0; h < SIZE; h++) {
    HOUSES.push({ name: "row " + (h + 1), cells: [...Array(SIZE).keys()].map((c) => h * SIZE + c) });
  }
  for (let h = 0; h < SIZE; h++) {
    HOUSES.push({ name: "column " + (h + 1), cells: [...Array(SIZE).keys()].map((r) => r * SIZE + h) });
  }
  for (let h = 0; h < SIZE; h++) {
    const cellsOfBox = [];
    for (let i = 0; i < N; i++) if (boxOf(i) === h) cellsOfBox.push(i);
    HOUSES.push({ name: "box " + (h + 1), cells: cellsOfBox });
  }
  const sees = (a, b) => rowOf(a) === rowOf(b) || colOf(a) === colOf(b) || boxOf(a) === boxOf(b);

  // ---- state ----------------------------------------------------------------------------------------------
  // `hinted`: the boards (digits) a hint was counted for, so asking again about one (after a reload, an undo,
  // or switching hints off and on) does not count twice.
  const state = {
    values: givens.slice(),
    marks: new Array(N).fill(0),
    elapsed: 0,
    hints: 0,
    hinted: [],
    solved: false,
  };
  let selected = -1;
  let pencil = false;
  const undoStack = [];
  const redoStack = [];
  /**
   * The current hint: the board it was asked for, the answer, how many levels the player asked for (`shown`)
   * and how many are on the panel (`rendered`).
   */
  let hint = null;
  /** A hint request is on its way: further clicks wait for it rather than count a second hint. */
  let hintPending = false;
  let solvePromise = null;
  let stepIndex = 0;

  const levelName = (id) => id.charAt(0).toUpperCase() + id.slice(1);
  const boardString = () => state.values.join("");
  const setStatus = (...parts) => el.status.replaceChildren(...parts);

  function formatTime(ms) {
    const total = Math.floor(ms / 1000);
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const s = total % 60;
    const two = (n) => String(n).padStart(2, "0");
    return h > 0 ? h + ":" + two(m) + ":" + two(s) : two(m) + ":" + two(s);
  }

  // ---- storage --------------------------------------------------------------------------------------------
  function readStorage(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  function writeStorage(key, value) {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Storage may be full or disabled; the game goes on without saving.
    }
  }
  function save() {
    writeStorage(
      STORE_KEY,
      JSON.stringify({
        values: boardString(),
        marks: state.marks,
        elapsed: Math.round(currentElapsed()),
        hints: state.hints,
        hinted: state.hinted,
        solved: state.solved,
      }),
    );
  }
  /** The saved game when it holds this tab's digits and pencil marks, else null. */
  function sameGame(text) {
    try {
      const saved = JSON.parse(text);
      const same = saved.values === boardString() && Array.isArray(saved.marks) &&
        saved.marks.length === N && saved.marks.every((m, i) => m === state.marks[i]);
      return same ? saved : null;
    } catch {
      return null;
    }
  }
  function load() {
    let saved;
    try {
      saved = JSON.parse(readStorage(STORE_KEY) || "null");
    } catch {
      return;
    }
    if (!saved || typeof saved.values !== "string" || !/^[0-9]{81}$/.test(saved.values)) return;
    const values = Array.from(saved.values, Number);
    if (givens.some((g, i) => g !== 0 && values[i] !== g)) return;
    state.values = values;
    if (Array.isArray(saved.marks) && saved.marks.length === N) {
      state.marks = saved.marks.map((m) => (Number.isInteger(m) ? m & 0x1ff : 0));
    }
    state.elapsed = Number.isFinite(saved.elapsed) && saved.elapsed > 0 ? saved.elapsed : 0;
    state.hints = Number.isInteger(saved.hints) && saved.hints > 0 ? saved.hints : 0;
    state.hinted = Array.isArray(saved.hinted) ? saved.hinted.filter((b) => typeof b === "string") : [];
    state.solved = saved.solved === true;
  }

  // ---- timer: runs while the tab is visible and the puzzle unsolved ----------------------------------------
  let runningSince = null;
  function currentElapsed() {
    return state.elapsed + (runningSince === null ? 0 : performance.now() - runningSince);
  }
  function startTimer() {
    if (runningSince === null && !state.solved && document.visibilityState === "visible") {
      runningSince = performance.now();
    }
  }
  function stopTimer() {
    if (runningSince !== null) {
      state.elapsed += performance.now() - runningSince;
      runningSince = null;
    }
  }
  function renderTimer() {
    el.timer.textContent = formatTime(currentElapsed());
  }
  let ticks = 0;
  setInterval(() => {
    renderTimer();
    if (runningSince !== null && ++ticks % 5 === 0) save();
  }, 1000);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") startTimer();
    else {
      stopTimer();
      save();
    }
    renderTimer();
  });
  addEventListener("pagehide", save);

  // Another tab of the same puzzle saved: take its game over, so this tab never writes a stale board back over
  // the newer one (the last save wins in every tab, and each tab shows it).
  addEventListener("storage", (event) => {
    if (event.key === HINTS_OFF_KEY) {
      el.hintsOff.checked = event.newValue === "1";
      applyHintsOff();
      return;
    }
    if (event.key !== STORE_KEY || event.newValue === null || state.solved) return;
    // Another tab's save of the same digits and marks (its timer ticking, a hint it asked for) changes no cell
    // here: keep this tab's undo history and hint, and take only its time and hint count where they are ahead.
    const same = sameGame(event.newValue);
    if (same) {
      if (Number.isFinite(same.elapsed) && same.elapsed > currentElapsed()) {
        state.elapsed += same.elapsed - currentElapsed();
        renderTimer();
      }
      if (Number.isInteger(same.hints) && same.hints > state.hints && Array.isArray(same.hinted)) {
        state.hints = same.hints;
        state.hinted = same.hinted.filter((b) => typeof b === "string");
      }
      return;
    }
    const running = runningSince !== null;
    stopTimer();
    load();
    if (state.solved) selected = -1;
    undoStack.length = 0;
    redoStack.length = 0;
    clearHint();
    for (let i = 0; i < N; i++) renderCell(i);
    render();
    renderTimer();
    if (state.solved) showSolved();
    else if (running) startTimer();
  });

  // ---- rendering ------------------------------------------------------------------------------------------
  function markDigits(i) {
    const digits = [];
    for (let d = 1; d <= SIZE; d++) if (state.marks[i] & (1 << (d - 1))) digits.push(d);
    return digits;
  }
  /** What a screen reader says for a cell: where it is, what it holds, and whether it clashes. */
  function cellLabel(i, conflicting) {
    const digits = markDigits(i);
    const content = givens[i]
      ? "given " + givens[i]
      : state.values[i]
      ? String(state.values[i])
      : digits.length
      ? "notes " + digits.join(" ")
      : "empty";
    return "row " + (rowOf(i) + 1) + ", column " + (colOf(i) + 1) + ", " + content +
      (conflicting ? ", conflict" : "") + (cells[i].classList.contains("wrong") ? ", wrong" : "");
  }
  function renderCell(i) {
    if (givens[i]) return;
    const cell = cells[i];
    const value = state.values[i];
    cell.textContent = "";
    if (value) {
      const span = document.createElement("span");
      span.className = "value";
      span.textContent = String(value);
      cell.append(span);
      return;
    }
    const digits = markDigits(i);
    if (digits.length) {
      const marks = document.createElement("span");
      marks.className = "marks";
      for (const d of digits) {
        const mark = document.createElement("span");
        mark.className = "mark";
        mark.dataset.mark = String(d);
        mark.textContent = String(d);
        // Spaces between the marks (a grid does not render them) make the text "1 2", as the label says.
        if (marks.childElementCount > 0) marks.append(" ");
        marks.append(mark);
      }
      cell.append(marks);
    }
  }

  /** Each house where a digit appears twice, with its cells. */
  function findConflicts() {
    const found = [];
    for (const house of HOUSES) {
      const byDigit = new Map();
      for (const i of house.cells) {
        const v = state.values[i];
        if (!v) continue;
        if (!byDigit.has(v)) byDigit.set(v, []);
        byDigit.get(v).push(i);
      }
      for (const [digit, where] of byDigit) {
        if (where.length > 1) found.push({ digit, house: house.name, cells: where });
      }
    }
    return found;
  }

  function renderHighlights(conflicts) {
    const conflicting = new Set(conflicts.flatMap((c) => c.cells));
    const digit = selected >= 0 ? state.values[selected] : 0;
    for (let i = 0; i < N; i++) {
      const cell = cells[i];
      const isSelected = i === selected;
      cell.setAttribute("aria-selected", String(isSelected));
      cell.tabIndex = isSelected || (selected < 0 && i === 0) ? 0 : -1;
      cell.classList.toggle("peer", selected >= 0 && !isSelected && sees(i, selected));
      cell.classList.toggle("same-digit", digit !== 0 && state.values[i] === digit);
      cell.classList.toggle("conflict", conflicting.has(i));
      cell.setAttribute("aria-label", cellLabel(i, conflicting.has(i)));
    }
  }

  // aria-disabled, not disabled: a button that becomes disabled while it has the focus (Undo pressed down to
  // the first move, a digit that finishes the puzzle) drops the keyboard focus to the page. Clicks on one are
  // ignored (see the events).
  function renderButtons() {
    el.undo.setAttribute("aria-disabled", String(undoStack.length === 0 || state.solved));
    el.redo.setAttribute("aria-disabled", String(redoStack.length === 0 || state.solved));
    for (const button of el.editing) button.setAttribute("aria-disabled", String(state.solved));
    el.pencil.setAttribute("aria-pressed", String(pencil));
  }

  function clearClass(name) {
    for (const cell of cells) cell.classList.remove(name);
  }

  function render() {
    const conflicts = findConflicts();
    renderHighlights(conflicts);
    renderButtons();
    return conflicts;
  }

  // ---- editing --------------------------------------------------------------------------------------------
  function select(i, focus) {
    if (i < 0 || i >= N) return;
    selected = i;
    render();
    if (focus) cells[i].focus();
  }

  function apply(i, value, marks) {
    state.values[i] = value;
    state.marks[i] = marks;
    renderCell(i);
    afterChange();
  }

  function change(i, value, marks) {
    if (state.solved || givens[i]) return;
    const before = { value: state.values[i], marks: state.marks[i] };
    if (before.value === value && before.marks === marks) return;
    undoStack.push({ cell: i, before, after: { value, marks } });
    redoStack.length = 0;
    apply(i, value, marks);
  }

  function afterChange() {
    clearClass("wrong");
    // A hint is about the digits on the board: pencil marks leave it standing.
    if (!hint || hint.board !== boardString()) clearHint();
    const conflicts = render();
    if (conflicts.length) {
      const c = conflicts[0];
      setStatus("Conflict: " + c.digit + " appears twice in " + c.house + ".");
    } else if (state.values.every((v) => v !== 0)) {
      // A full grid that breaks no rule is the solution: the puzzle has exactly one.
      solved();
      return;
    } else {
      setStatus("");
    }
    save();
  }

  function enterDigit(d) {
    if (state.solved) return;
    if (selected < 0) {
      setStatus("Select a cell first.");
      return;
    }
    const i = selected;
    if (givens[i]) return;
    if (pencil) {
      if (state.values[i]) return;
      change(i, 0, state.marks[i] ^ (1 << (d - 1)));
    } else {
      change(i, d, state.marks[i]);
    }
  }

  function erase() {
    if (selected < 0 || givens[selected] || state.solved) return;
    const i = selected;
    if (state.values[i]) change(i, 0, state.marks[i]);
    else change(i, 0, 0);
  }

  // Once solved the board is final: leave both stacks as they are.
  function undo() {
    if (state.solved) return;
    const action = undoStack.pop();
    if (!action) return;
    redoStack.push(action);
    revisit(action.cell);
    apply(action.cell, action.before.value, action.before.marks);
  }

  function redo() {
    if (state.solved) return;
    const action = redoStack.pop();
    if (!action) return;
    undoStack.push(action);
    revisit(action.cell);
    apply(action.cell, action.after.value, action.after.marks);
  }

  // Undo and redo select the cell they change. From the keyboard on the board, the focus goes with it, or the
  // next digit would land in a cell other than the one with the focus ring; from the buttons it stays put.
  function revisit(i) {
    selected = i;
    if (cells.includes(document.activeElement)) cells[i].focus();
  }

  function togglePencil() {
    if (state.solved) return;
    pencil = !pencil;
    renderButtons();
  }

  // With nothing selected, the first arrow selects the first cell (the one Tab reaches) rather than a step
  // away from it.
  function move(dr, dc) {
    if (selected < 0) {
      select(0, true);
      return;
    }
    const r = (rowOf(selected) + dr + SIZE) % SIZE;
    const c = (colOf(selected) + dc + SIZE) % SIZE;
    select(r * SIZE + c, true);
  }

  // ---- server calls ---------------------------------------------------------------------------------------
  async function postJson(path, body) {
    const res = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const data = await res.json();
    if (!res.ok) {
      throw new Error(data && data.error ? data.error.message : "request failed (" + res.status + ")");
    }
    return data;
  }

  /** The graded path from POST /api/solve, fetched once; its last board is the solution when not stuck. */
  function solveRecord() {
    solvePromise ??= postJson("/api/solve", { puzzle }).catch((error) => {
      solvePromise = null;
      throw error;
    });
    return solvePromise;
  }

  // ---- check ----------------------------------------------------------------------------------------------
  // Check and Hint are off once the puzzle is solved (renderButtons) and Hint is hidden in expert mode, so
  // neither asks about a solved board, nor Hint with hints off.
  async function check() {
    try {
      const record = await solveRecord();
      const last = record.path.length ? record.path[record.path.length - 1].board : "";
      if (record.stuck || !/^[1-9]{81}$/.test(last)) {
        await checkByHint();
        return;
      }
      clearClass("wrong");
      let mistakes = 0;
      let left = 0;
      for (let i = 0; i < N; i++) {
        if (givens[i]) continue;
        const v = state.values[i];
        if (!v) left++;
        else if (String(v) !== last[i]) {
          mistakes++;
          cells[i].classList.add("wrong");
        }
      }
      // The wrong cells' labels say so too, for those who cannot see red.
      render();
      setStatus(
        mistakes
          ? mistakes + (mistakes === 1 ? " mistake" : " mistakes") + " (marked in red and labelled wrong)."
          : "No mistakes so far: " + left + (left === 1 ? " cell" : " cells") + " to go.",
      );
    } catch (error) {
      setStatus("Could not check: " + error.message);
    }
  }

  /** Without the solution (a grade that got stuck), the hint service still tells whether the board is wrong. */
  async function checkByHint() {
    const answer = await postJson("/api/hint", { puzzle, board: boardString() });
    if (answer.status === "mistake" || answer.status === "no-candidates" || answer.status === "conflict") {
      // The answer's message says what is wrong ("a digit you placed is wrong: …"): it is the status line.
      setStatus(...withCellNames(sentence(answer.message)));
    } else {
      setStatus("No mistakes so far.");
    }
  }

  // ---- hints ----------------------------------------------------------------------------------------------
  const hintsOff = () => el.hintsOff.checked;

  function clearHint() {
    hint = null;
    clearClass("hint-cell");
    clearClass("hint-area");
    el.hintPanel.textContent = "";
  }

  /** An API message ("a digit you placed is wrong: …") as a sentence. */
  function sentence(message) {
    return message.charAt(0).toUpperCase() + message.slice(1) + ".";
  }

  /**
   * Move text as nodes: each cell name ("r6c4") shows as written and is read as the board's own labels read it
   * ("row 6, column 4"), so a screen reader names the cell the way it names it on the board.
   */
  function withCellNames(text) {
    const nodes = [];
    let last = 0;
    for (const match of text.matchAll(/\br(\d+)c(\d+)\b/g)) {
      nodes.push(text.slice(last, match.index));
      const shown = document.createElement("span");
      shown.setAttribute("aria-hidden", "true");
      shown.textContent = match[0];
      const read = document.createElement("span");
      read.className = "sr-only";
      read.textContent = "row " + match[1] + ", column " + match[2];
      nodes.push(shown, read);
      last = match.index + match[0].length;
    }
    nodes.push(text.slice(last));
    return nodes;
  }

  function hintLine(levelNumber, ...parts) {
    const p = document.createElement("p");
    p.dataset.hintLevel = String(levelNumber);
    p.append(...parts);
    return p;
  }

  /**
   * Show the current hint up to its level. Only the lines of levels not shown yet are added: the panel is a
   * live region, and a rebuilt one would be read out from the start again.
   */
  function renderHint() {
    const answer = hint.answer;
    if (hint.rendered === undefined) {
      el.hintPanel.textContent = "";
      hint.rendered = 0;
    }
    if (answer.status !== "hint") {
      if (hint.rendered > 0) return;
      hint.rendered = 1;
      const p = document.createElement("p");
      p.dataset.hintStatus = answer.status;
      p.append(...withCellNames(sentence(answer.message)));
      el.hintPanel.append(p);
      for (const i of answer.cells || []) cells[i].classList.add("hint-cell");
      return;
    }
    const from = hint.rendered;
    if (from >= hint.shown) return;
    hint.rendered = hint.shown;
    // The panel sits below the board: bring the new line into view (it was often below the screen's edge).
    requestAnimationFrame(() => el.hintPanel.scrollIntoView({ block: "nearest" }));
    if (from < 1) {
      el.hintPanel.append(hintLine(1, "Look at " + answer.area.name + "."));
      for (const i of answer.area.cells) cells[i].classList.add("hint-area");
    }
    if (from < 2 && hint.shown >= 2) {
      const link = document.createElement("a");
      link.href = "/techniques/" + answer.technique.id;
      link.textContent = answer.technique.name;
      el.hintPanel.append(hintLine(2, "Technique: ", link, "."));
    }
    if (from < 3 && hint.shown >= 3) {
      el.hintPanel.append(hintLine(3, ...withCellNames(answer.move.text + ".")));
      for (const i of answer.move.highlight) cells[i].classList.add("hint-cell");
      // A move that only removes candidates: what it leads to, down to the digit it lets you place.
      const then = answer.move.then;
      if (then) {
        el.hintPanel.append(
          hintLine(3, ...withCellNames("Then: " + then.map((next) => next.text).join("; ") + ".")),
        );
        for (const { cell } of then[then.length - 1].step.placements) cells[cell].classList.add("hint-cell");
      }
    }
  }

  async function askHint() {
    const current = boardString();
    if (hint && hint.board === current) {
      if (hint.answer.status === "hint" && hint.shown < 3) hint.shown++;
      renderHint();
      return;
    }
    if (hintPending) return;
    hintPending = true;
    try {
      const answer = await postJson("/api/hint", { puzzle, board: current });
      // The board moved on, hints were switched off or the puzzle got solved while the answer was on its way.
      if (boardString() !== current || hintsOff() || state.solved) return;
      hint = { board: current, answer, shown: 1 };
      if (answer.status === "hint" && !state.hinted.includes(current)) {
        state.hints++;
        state.hinted.push(current);
        save();
      }
      renderHint();
    } catch (error) {
      setStatus("Could not get a hint: " + error.message);
    } finally {
      hintPending = false;
    }
  }

  function applyHintsOff() {
    const off = hintsOff();
    el.hint.hidden = off;
    if (off) clearHint();
  }

  // ---- solved: grade, result line, step by step -----------------------------------------------------------
  /** `solvedLevel` is the page's claimed level, else the grade's; without either the line names none. */
  function resultLine(solvedLevel) {
    return "sudoku-daily " + (date || code) + (solvedLevel ? " " + levelName(solvedLevel) : "") + " ✅ " +
      formatTime(state.elapsed) + ", " + state.hints + (state.hints === 1 ? " hint" : " hints");
  }

  function solved() {
    stopTimer();
    state.solved = true;
    selected = -1;
    clearHint();
    render();
    renderTimer();
    save();
    showSolved();
  }

  function showSolved() {
    board.dataset.state = "solved";
    setStatus(
      "Solved! " + formatTime(state.elapsed) + ", " + state.hints +
        (state.hints === 1 ? " hint." : " hints."),
    );
    // A shared puzzle without a claimed level learns it from the grade, on solving and not before.
    el.resultLine.textContent = resultLine(level);
    el.grade.hidden = false;
    el.steps.hidden = false;
    el.hint.setAttribute("aria-disabled", "true");
    renderButtons();
    showGrade();
  }

  async function showGrade() {
    try {
      const [grade, catalogue] = await Promise.all([
        solveRecord(),
        fetch("/api/techniques").then((r) => r.json()),
      ]);
      if (!level) el.resultLine.textContent = resultLine(grade.level);
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

  function buildMiniBoard() {
    el.stepsBoard.textContent = "";
    for (let r = 0; r < SIZE; r++) {
      const row = document.createElement("div");
      row.className = "row";
      for (let c = 0; c < SIZE; c++) {
        const cell = document.createElement("div");
        cell.className = "mcell";
        row.append(cell);
      }
      el.stepsBoard.append(row);
    }
  }

  function renderStep(path) {
    const step = path[stepIndex];
    const placed = new Set(step.placements.map((p) => p.cell));
    const minis = el.stepsBoard.querySelectorAll(".mcell");
    for (let i = 0; i < N; i++) {
      const ch = step.board[i];
      minis[i].textContent = ch === "." ? "" : ch;
      minis[i].classList.toggle("given", givens[i] !== 0);
      minis[i].classList.toggle("placed", placed.has(i));
    }
    el.stepText.replaceChildren(...withCellNames("Step " + (stepIndex + 1) + ": " + step.text));
    el.stepCount.textContent = stepIndex + 1 + " / " + path.length;
    // aria-disabled, not disabled: a disabled button drops the keyboard focus to the page.
    el.stepPrev.setAttribute("aria-disabled", String(stepIndex === 0));
    el.stepNext.setAttribute("aria-disabled", String(stepIndex === path.length - 1));
    el.stepsList.querySelectorAll("li").forEach((li, k) => {
      if (k === stepIndex) li.setAttribute("aria-current", "step");
      else li.removeAttribute("aria-current");
    });
  }

  async function openSteps() {
    if (!state.solved) return;
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
        li.append(...withCellNames(step.text));
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

  // ---- sharing --------------------------------------------------------------------------------------------
  async function copyText(text) {
    if (navigator.clipboard && globalThis.isSecureContext) {
      try {
        await navigator.clipboard.writeText(text);
        return true;
      } catch {
        // Permission refused: the caller shows the text instead.
      }
    }
    return false;
  }

  async function share() {
    const url = location.origin + "/p/" + code;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: document.title, url });
        setStatus("Shared: " + url);
        return;
      } catch (error) {
        if (error && error.name === "AbortError") return;
      }
    }
    setStatus((await copyText(url)) ? "Link copied: " + url : "Share this link: " + url);
  }

  async function copyResult() {
    const text = el.resultLine.textContent;
    setStatus((await copyText(text)) ? "Result copied." : "Copy this result: " + text);
  }

  // ---- events ---------------------------------------------------------------------------------------------
  board.addEventListener("click", (event) => {
    const cell = event.target.closest('[role="gridcell"]');
    if (cell && !state.solved) select(Number(cell.dataset.cell), true);
  });
  board.addEventListener("focusin", (event) => {
    const cell = event.target.closest('[role="gridcell"]');
    if (cell && !state.solved && Number(cell.dataset.cell) !== selected) {
      select(Number(cell.dataset.cell), false);
    }
  });
  /** A click handler that does nothing while the button is aria-disabled. */
  const whenEnabled = (button, action) =>
    button.addEventListener("click", () => {
      if (button.getAttribute("aria-disabled") !== "true") action();
    });
  for (const button of document.querySelectorAll("button[data-digit]")) {
    whenEnabled(button, () => enterDigit(Number(button.dataset.digit)));
  }
  whenEnabled($("erase"), erase);
  whenEnabled(el.pencil, togglePencil);
  whenEnabled(el.undo, undo);
  whenEnabled(el.redo, redo);
  whenEnabled($("check"), check);
  whenEnabled(el.hint, askHint);
  $("share").addEventListener("click", share);
  el.steps.addEventListener("click", openSteps);
  el.stepPrev.addEventListener("click", () => stepBy(-1));
  el.stepNext.addEventListener("click", () => stepBy(1));
  $("copy-result").addEventListener("click", copyResult);
  el.hintsOff.addEventListener("change", () => {
    writeStorage(HINTS_OFF_KEY, hintsOff() ? "1" : "0");
    applyHintsOff();
  });

  const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  document.addEventListener("keydown", (event) => {
    const target = event.target;
    if (target instanceof Element && target.closest("input, textarea, select, a, [contenteditable]")) return;
    const key = event.key;
    if (event.ctrlKey || event.metaKey) {
      if (event.altKey) return;
      const lower = key.toLowerCase();
      if (lower === "z" && !event.shiftKey) undo();
      else if (lower === "y" || (lower === "z" && event.shiftKey)) redo();
      else return;
      event.preventDefault();
      return;
    }
    if (event.altKey) return;
    // The digit and editing buttons are part of playing the board: arrows still move the selection from there.
    const onBoard = target === document.body ||
      (target instanceof Element && (board.contains(target) || target.closest(".pad, .tools") !== null));
    if (/^[1-9]$/.test(key)) enterDigit(Number(key));
    else if (key === "Backspace" || key === "Delete" || key === "0") erase();
    else if (key === "p" || key === "P") togglePencil();
    else if (ARROWS[key] && onBoard && !state.solved) move(...ARROWS[key]);
    else return;
    event.preventDefault();
  });

  // ---- start ----------------------------------------------------------------------------------------------
  load();
  for (let i = 0; i < N; i++) renderCell(i);
  el.hintsOff.checked = readStorage(HINTS_OFF_KEY) === "1";
  applyHintsOff();
  render();
  renderTimer();
  if (state.solved) showSolved();
  else startTimer();
})();
