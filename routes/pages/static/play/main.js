// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// sudoku-daily player: plain browser ES modules, no build step. It reads the server-rendered board (#board
// with data-code / data-puzzle / data-variant and its gridcells) and the rules the page embeds
// (#puzzle-rules: every region, a killer's cages with their sums and an X-Sudoku's diagonals included), and
// talks to /api/hint, /api/solve and /api/techniques. This module only puts the parts together and starts
// the game; each part lives in its own module.
import { puzzleRequest, solveRecordOf } from "./api.js";
import { createGeometry, readRules } from "./board-geometry.js";
import { installCheck } from "./check.js";
import { pageElements } from "./dom.js";
import { createGame } from "./game.js";
import { createHints } from "./hints.js";
import { installInput } from "./input.js";
import { installArchiveRecord } from "./archive.js";
import { installPause } from "./pause.js";
import { noteStarted } from "./history.js";
import { registerServiceWorker } from "./offline.js";
import { createRenderer } from "./render.js";
import { installResults } from "./results.js";
import { installSharing, puzzleLink } from "./share.js";
import { installShortcuts } from "./shortcuts.js";
import { installSkipLink } from "./skip-link.js";
import { createSolvedView } from "./solved.js";
import { installStepViewer } from "./steps.js";
import { createGameStore, HINTS_OFF_KEY, pageGameKey, readStorage, writeStorage } from "./storage.js";
import { followOtherTabs } from "./tabs.js";
import { createTimer, installTimerVisibility } from "./timer.js";
import { installCountdown } from "./countdown.js";
/** @import { PuzzleRequest, SolveRecord } from "./api.js" */
/** @import { Geometry } from "./board-geometry.js" */
/** @import { PageElements } from "./dom.js" */
/** @import { Game } from "./game.js" */

/**
 * The page's facts: the puzzle's code and grid in the text form, its variant ("9x9" for classic), and for a
 * daily its day and level ("" otherwise).
 * @typedef {{ code: string, puzzle: string, variant: string, date: string, level: string }} Page
 */
/** @typedef {(...parts: (string | Node)[]) => void} SetStatus Puts `parts` on the status line, in place of what was there. */
/**
 * What start() hands every part of the player.
 * @typedef {object} Parts
 * @property {Game} game
 * @property {Geometry} geometry
 * @property {HTMLElement} board The #board element.
 * @property {HTMLElement[]} cells The gridcell element of each cell, by cell number.
 * @property {PageElements} el
 * @property {Page} page
 * @property {PuzzleRequest} request What names the puzzle in an API request.
 * @property {SetStatus} setStatus
 * @property {() => Promise<SolveRecord>} solveRecord The puzzle's solve record, asked for once.
 */

/** @param {HTMLElement} board */
function start(board) {
  const play = /** @type {HTMLElement | null} */ (board.closest(".play"));
  const rules = readRules();
  if (!rules) return;
  const geometry = createGeometry(rules);
  const page = {
    code: board.dataset.code || "",
    puzzle: board.dataset.puzzle || "",
    // Classic 9×9 boards carry no data-variant.
    variant: board.dataset.variant || "9x9",
    date: play ? play.dataset.date || "" : "",
    level: play ? play.dataset.level || "" : "",
  };
  /** @type {HTMLElement[]} */
  const cells = [];
  for (const cell of /** @type {NodeListOf<HTMLElement>} */ (board.querySelectorAll('[role="gridcell"]'))) {
    cells[Number(cell.dataset.cell)] = cell;
  }
  const el = pageElements();
  /** @type {SetStatus} */
  const setStatus = (...parts) => el.status.replaceChildren(...parts);

  const game = createGame(page.puzzle, geometry);
  const timer = createTimer(game, el.timer);
  const saved = pageGameKey(page);
  // A shared page that plays a daily's game (its code was played as that day's daily here) is that daily.
  if (saved.date && page.level) page.date = saved.date;
  const shareUrl = () => puzzleLink(page);
  const notedBegun = noteBegun(game, page);
  const store = createGameStore(saved.key, game, geometry, timer.elapsed, notedBegun);
  const request = puzzleRequest(page.puzzle, page.variant, geometry);
  const solveRecord = solveRecordOf(request);
  const renderer = createRenderer({ game, geometry, cells, el });
  const parts = { game, geometry, board, cells, el, page, request, setStatus, solveRecord };
  const hints = createHints({ ...parts, store, renderer });
  const results = installResults(parts);
  const solved = createSolvedView({ ...parts, timer, store, renderer, hints, shareUrl, results });
  installInput({ ...parts, store, renderer, hints, solved });
  installCheck({ ...parts, renderer });
  installStepViewer(parts);
  installSharing({ el, shareUrl, setStatus });
  installPause({ ...parts, timer, store, renderer });
  installShortcuts({ el });
  installTimerVisibility(el, readStorage, writeStorage);
  installCountdown(el.nextDaily, page.date, todayHref(page));
  installSkipLink(board);
  timer.keepTicking(store.save);
  addEventListener("pagehide", store.save);
  followOtherTabs({ game, el, store, timer, renderer, hints, solved });

  store.load();
  notedBegun();
  renderer.renderAllCells();
  hints.setHintsOff(readStorage(HINTS_OFF_KEY) === "1");
  renderer.render();
  timer.render();
  if (game.state.solved) solved.show();
  else timer.start();
}

/**
 * Today's daily of the page's variant and level: where the countdown points once the day turns.
 * @param {Page} page
 * @returns {string}
 */
function todayHref(page) {
  const query = new URLSearchParams();
  if (page.variant !== "9x9") query.set("variant", page.variant);
  if (page.level) query.set("level", page.level);
  const text = query.toString();
  return text ? "/?" + text : "/";
}

/**
 * After a save: a daily with a digit or a pencil mark of the player's on it goes into the record, once.
 * @param {Game} game
 * @param {Page} page
 * @returns {() => void}
 */
function noteBegun(game, page) {
  let noted = false;
  return () => {
    const state = game.state;
    // A game finished before it was this daily's (on its code's page) has no day it was solved on to tell.
    if (noted || !page.date || !page.level || state.solved) return;
    if (state.values.some((v, i) => v !== game.givens[i]) || state.marks.some((m) => m !== 0)) {
      noteStarted(page.variant, page.date, page.level);
      noted = true;
    }
  };
}

const board = document.getElementById("board");
if (board) start(board);
else if (document.getElementById("record-transfer")) installArchiveRecord();
registerServiceWorker();
