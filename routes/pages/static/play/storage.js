// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The game in localStorage, under a key per puzzle (and per day for a daily, and per variant), and the
// no-hints switch shared by every puzzle. A daily's game is the same opened from its day's page or from its
// share code (pageGameKey).
import { boardString } from "./game.js";
/** @import { Game } from "./game.js" */
/** @import { Geometry } from "./board-geometry.js" */

/**
 * A game as storage keeps it (JSON under its key).
 * @typedef {object} SavedGame
 * @property {string} values The digits in the text form (boardString).
 * @property {number[]} marks Pencil marks per cell, digit d as bit d - 1.
 * @property {number} elapsed Milliseconds played.
 * @property {number} hints
 * @property {string[]} hinted
 * @property {boolean} solved
 * @property {boolean} [expert]
 */
/** @typedef {ReturnType<typeof createGameStore>} GameStore A game's place in storage: save, load, compare. */

export const HINTS_OFF_KEY = "sudoku-daily:hints-off";

/**
 * The same pool puzzle can be the daily of several days: a daily's progress belongs to its day. A variant's
 * games are kept apart from classic ones (and from each other's) by the variant's id, so the same grid of
 * givens played as X-Sudoku and as classic never shares a save; classic 9×9 ("9x9", or no variant) has no
 * variant part, so the games browsers already hold under the plain key still load.
 * @param {string} code
 * @param {string | undefined} date "YYYY-MM-DD" for a daily, else "" or undefined.
 * @param {string} [variant]
 * @returns {string}
 */
export function gameKey(code, date, variant) {
  const kind = variant && variant !== "9x9" ? ":" + variant : "";
  return "sudoku-daily:" + code + (date ? ":" + date : "") + kind;
}

/**
 * Every key in localStorage, none when storage cannot be read (a blocked or full store throws).
 * @returns {string[]}
 */
export function storedKeys() {
  /** @type {string[]} */
  const keys = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key !== null) keys.push(key);
    }
  } catch {
    // Storage refused: as if empty.
  }
  return keys;
}

/**
 * The days a puzzle was played as a daily in this browser, newest first, each with the key of its game: the
 * keys "sudoku-daily:<code>:<date>" (and ":<variant>" for a variant) that hold a save.
 * @param {string} code
 * @param {string | undefined} variant
 * @returns {{ key: string, date: string }[]}
 */
function dailyGamesOf(code, variant) {
  const prefix = "sudoku-daily:" + code + ":";
  /** @type {{ key: string, date: string }[]} */
  const games = [];
  for (const key of storedKeys()) {
    if (!key.startsWith(prefix)) continue;
    const date = key.slice(prefix.length, prefix.length + 10);
    if (/^\d{4}-\d{2}-\d{2}$/.test(date) && key === gameKey(code, date, variant)) games.push({ key, date });
  }
  return games.sort((a, b) => (a.date < b.date ? 1 : -1));
}

/**
 * Where this page's game is kept, so that a daily's progress is the same on its day's page and at
 * /p/<its code>: `{ key }`, and `date` when a shared page plays a daily's game.
 *
 * - A daily's page keeps its game under its day's key (the same pooled puzzle can come back on another day,
 *   with a game of its own). A game begun on the code's page before the puzzle was played as any daily is
 *   taken over, and its plain key let go, so both pages go on with one game.
 * - A shared page plays the game of the latest day the code was played as a daily, when there is one, and is
 *   that daily then; otherwise its own game under the plain key.
 * @param {{ code: string, date?: string, variant?: string }} page
 * @returns {{ key: string, date?: string }}
 */
export function pageGameKey(page) {
  const { code, date, variant } = page;
  const plain = gameKey(code, "", variant);
  if (date) {
    const key = gameKey(code, date, variant);
    if (readStorage(key) === null) {
      const begun = readStorage(plain);
      if (begun !== null && dailyGamesOf(code, variant).length === 0) {
        writeStorage(key, begun);
        removeStorage(plain);
      }
    }
    return { key };
  }
  const latest = dailyGamesOf(code, variant)[0];
  return latest ? { key: latest.key, date: latest.date } : { key: plain };
}

/** @param {string} key */
export function removeStorage(key) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage disabled: there is nothing to remove.
  }
}

/**
 * The text stored under `key`, null when there is none or storage cannot be read.
 * @param {string} key
 * @returns {string | null}
 */
export function readStorage(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * @param {string} key
 * @param {string} value
 */
export function writeStorage(key, value) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage may be full or disabled; the game goes on without saving.
  }
}

/**
 * Saves `game` under `key` and takes it back; `elapsed` reads the time played, running timer included.
 * `afterSave`, if given, runs after each save (the record notes a daily begun from it).
 * @param {string} key
 * @param {Game} game
 * @param {Geometry} geometry
 * @param {() => number} elapsed
 * @param {() => void} [afterSave]
 */
export function createGameStore(key, game, geometry, elapsed, afterSave) {
  const { cellCount, size } = geometry;
  const state = game.state;
  const marksMask = (1 << size) - 1;

  return {
    key,
    save() {
      writeStorage(
        key,
        JSON.stringify({
          values: boardString(game),
          marks: state.marks,
          elapsed: Math.round(elapsed()),
          hints: state.hints,
          hinted: state.hinted,
          solved: state.solved,
          ...(state.expert === undefined ? {} : { expert: state.expert }),
        }),
      );
      if (afterSave) afterSave();
    },

    /**
     * The saved game in `text` when it holds this tab's digits and pencil marks, else null.
     * @param {string} text
     * @returns {SavedGame | null}
     */
    sameGame(text) {
      try {
        const saved = JSON.parse(text);
        const same = saved.values === boardString(game) && Array.isArray(saved.marks) &&
          saved.marks.length === cellCount &&
          saved.marks.every((/** @type {unknown} */ m, /** @type {number} */ i) => m === state.marks[i]);
        return same ? saved : null;
      } catch {
        return null;
      }
    },

    /** Replaces the game's saved part with the stored one, when there is one that fits the givens. */
    load() {
      /** @type {any} JSON from storage: each field is checked before it is used. */
      let saved;
      try {
        saved = JSON.parse(readStorage(key) || "null");
      } catch {
        return;
      }
      if (!saved || !isBoardText(saved.values, cellCount, geometry)) return;
      const values = Array.from(/** @type {string} */ (saved.values), (ch) => geometry.digitOf(ch));
      if (game.givens.some((g, i) => g !== 0 && values[i] !== g)) return;
      state.values = values;
      if (Array.isArray(saved.marks) && saved.marks.length === cellCount) {
        state.marks = saved.marks.map((/** @type {any} */ m) => (Number.isInteger(m) ? m & marksMask : 0));
      }
      state.elapsed = Number.isFinite(saved.elapsed) && saved.elapsed > 0 ? saved.elapsed : 0;
      state.hints = Number.isInteger(saved.hints) && saved.hints > 0 ? saved.hints : 0;
      state.hinted = Array.isArray(saved.hinted)
        ? saved.hinted.filter((/** @type {unknown} */ b) => typeof b === "string")
        : [];
      state.solved = saved.solved === true;
      // Whether no-hints mode was on, with no hint used, when the game was solved; older saves do not say.
      if (typeof saved.expert === "boolean") state.expert = saved.expert;
    },
  };
}

/**
 * One text-form character per cell: "0" for empty, else a digit of this grid.
 * @param {unknown} text
 * @param {number} cellCount
 * @param {Geometry} geometry
 * @returns {text is string}
 */
function isBoardText(text, cellCount, geometry) {
  if (typeof text !== "string" || text.length !== cellCount) return false;
  for (const ch of text) {
    if (ch === "." || geometry.digitOf(ch) < 0) return false;
  }
  return true;
}
