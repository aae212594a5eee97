// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The player's record, kept in this browser only: which dailies were started and solved, and how each solve
// went. Streaks, days solved and times are computed from it; it moves between devices as a file or a code
// (exportText, historyCode, readImport), never through the server.
//
// Stored under HISTORY_KEY as { app, kind, version, days }: `days` maps "<variant>/<date>/<level>" to an entry,
// `{}` for a daily started, `{ solvedOn, ms, hints, expert }` for one solved (solvedOn is the UTC day the last
// digit went in). A later format bumps HISTORY_VERSION and reads this one.
import { t } from "./messages.js";
import { readStorage, storedKeys, writeStorage } from "./storage.js";

/**
 * A daily solved: the UTC day the last digit went in, the time played, the hints counted, and whether no-hints
 * mode was on with no hint used.
 * @typedef {{ solvedOn: string, ms: number, hints: number, expert: boolean }} SolvedEntry
 */
/**
 * A day's entry: `{}` for a daily started, else its solve (isSolved tells which). Typed as any object besides a
 * solve, as what a caller builds or an older page stored may be; checkHistory and tolerantRecord check each.
 * @typedef {SolvedEntry | Record<string, unknown>} Entry
 */
/**
 * The record as stored and as a record file holds it.
 * @typedef {object} PlayerRecord
 * @property {"sudoku-daily"} app
 * @property {"record"} kind
 * @property {number} version
 * @property {Record<string, Entry>} days By day key ("<variant>/<date>/<level>").
 */
/** @typedef {{ ok: true, record: PlayerRecord } | { ok: false, message: string }} RecordRead What an import reads. */
/**
 * What historyStats gives the stats panel: per level, `best` and `median` are null before a solve.
 * @typedef {object} RecordStats
 * @property {{ current: number, best: number }} streak
 * @property {{ level: string, solved: number, best: number | null, median: number | null }[]} levels
 * @property {{ variant: string, solved: number }[]} variants
 */

export const HISTORY_KEY = "sudoku-daily:record";
export const HISTORY_VERSION = 1;
/** What a record code starts with: the format's name and version, so a stray text is told apart at once. */
export const CODE_PREFIX = "SDR1.";

export const VARIANTS = ["9x9", "4x4", "6x6", "16x16", "killer", "x"];
export const LEVELS = ["easy", "medium", "hard", "expert", "evil"];
/** The first day with a daily: no record entry is older. */
const FIRST_DAY = "2000-01-01";
const DAY_MS = 86_400_000;
/** Longer than any game's clock could honestly run (100 days): a larger time is not a record's. */
const MAX_MS = 100 * DAY_MS;

/** The UTC day of a moment, "YYYY-MM-DD": dailies change at midnight UTC for everyone. */
export const utcDay = (/** @type {Date} */ date) => date.toISOString().slice(0, 10);

/** A "YYYY-MM-DD" day as a count of days since 1970-01-01. */
const dayNumber = (/** @type {string} */ day) => Date.parse(day + "T00:00:00Z") / DAY_MS;

/**
 * Whether `text` is a real calendar day from the first daily on, as "YYYY-MM-DD".
 * @param {unknown} text
 * @returns {text is string}
 */
export function isDay(text) {
  if (typeof text !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(text) || text < FIRST_DAY) return false;
  const ms = Date.parse(text + "T00:00:00Z");
  return Number.isFinite(ms) && utcDay(new Date(ms)) === text;
}

/**
 * The record's name for a daily.
 * @param {string} variant
 * @param {string} date
 * @param {string} level
 * @returns {string}
 */
export function dayKey(variant, date, level) {
  return variant + "/" + date + "/" + level;
}

/**
 * A day key's parts, or null when it names no daily we could have served.
 * @param {unknown} key
 * @returns {{ variant: string, date: string, level: string } | null}
 */
export function parseDayKey(key) {
  const parts = typeof key === "string" ? key.split("/") : [];
  if (parts.length !== 3) return null;
  const [variant, date, level] = parts;
  if (!VARIANTS.includes(variant) || !isDay(date) || !LEVELS.includes(level)) return null;
  return { variant, date, level };
}

/** Whether `n` (anything parsed) is a whole number from 0. @type {(n: any) => n is number} */
const isCount = (n) => Number.isInteger(n) && n >= 0;

/**
 * What is wrong with `entry`, as the name of its message ("player.record.not.<name>") and the field it is
 * about, or null when it is a record entry.
 * @param {any} entry Parsed JSON: every field is checked here.
 * @returns {{ problem: string, field?: string } | null}
 */
function entryProblem(entry) {
  if (entry === null || typeof entry !== "object" || Array.isArray(entry)) return { problem: "entry" };
  const fields = Object.keys(entry);
  if (fields.length === 0) return null;
  for (const field of fields) {
    if (!["solvedOn", "ms", "hints", "expert"].includes(field)) return { problem: "field", field };
  }
  if (!isDay(entry.solvedOn)) return { problem: "solved-on" };
  if (!isCount(entry.ms) || entry.ms > MAX_MS) return { problem: "time" };
  if (!isCount(entry.hints)) return { problem: "hints" };
  if (typeof entry.expert !== "boolean") return { problem: "expert" };
  return null;
}

/** @type {(entry: Entry | undefined) => entry is SolvedEntry} */
export const isSolved = (entry) => entry !== undefined && "solvedOn" in entry;

/** @returns {PlayerRecord} */
export function emptyHistory() {
  return { app: "sudoku-daily", kind: "record", version: HISTORY_VERSION, days: {} };
}

/**
 * A record from parsed JSON, checked whole: `{ ok: true, record }`, or `{ ok: false, message }` saying what is
 * wrong, for an import to refuse.
 * @param {any} value Parsed JSON: every part is checked here.
 * @returns {RecordRead}
 */
export function checkHistory(value) {
  /** @type {(why: string, params?: Record<string, string>) => { ok: false, message: string }} */
  const not = (why, params) => ({ ok: false, message: t("player.record.not." + why, params) });
  if (value === null || typeof value !== "object" || Array.isArray(value)) return not("nothing");
  if (value.app !== "sudoku-daily" || value.kind !== "record") return not("unsigned");
  if (typeof value.version === "number" && value.version > HISTORY_VERSION) {
    return { ok: false, message: t("player.record.newer", { version: value.version }) };
  }
  if (value.version !== HISTORY_VERSION) return not("version");
  const days = value.days;
  if (days === null || typeof days !== "object" || Array.isArray(days)) return not("no-days");
  const record = emptyHistory();
  for (const [key, entry] of Object.entries(days)) {
    if (!parseDayKey(key)) return not("no-daily", { key: key.slice(0, 40) });
    const wrong = entryProblem(entry);
    if (wrong) return not(wrong.problem, { key, field: wrong.field ?? "" });
    record.days[key] = { ...entry };
  }
  return { ok: true, record };
}

/**
 * The stored record, keeping every entry that reads and dropping any that does not (a page never breaks).
 * @param {any} value Parsed JSON from storage.
 * @returns {PlayerRecord}
 */
function tolerantRecord(value) {
  const record = emptyHistory();
  const days = value && typeof value === "object" ? value.days : null;
  if (!days || typeof days !== "object") return record;
  for (const [key, entry] of Object.entries(days)) {
    if (parseDayKey(key) && entryProblem(entry) === null) record.days[key] = { ...entry };
  }
  return record;
}

/**
 * The level a share code claims, from its symbols alone (docs/sharecodes.md): version 1 keeps it in the low
 * three bits of the header symbol; version 2 in the lowest base-8 digit of the payload, which is the low
 * three bits of its last symbol (64 is a multiple of 8). Null when it claims none.
 * @param {unknown} code
 * @returns {string | null}
 */
export function claimedLevel(code) {
  const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  if (typeof code !== "string" || code.length < 4) return null;
  const header = ALPHABET.indexOf(code[0]);
  const last = ALPHABET.indexOf(code[code.length - 3]);
  if (header < 0 || last < 0) return null;
  const claim = header < 32 ? header & 7 : last & 7;
  return claim >= 1 && claim <= 5 ? LEVELS[claim - 1] : null;
}

/**
 * Games saved before the record existed, as record entries: a finished daily's key
 * ("sudoku-daily:<code>:<date>" and a variant's ":<variant>") names its day and variant, and its code the
 * level. They count as solved on their own day: until the record, the player offered no other day to play
 * from its front page. A game not finished is left out: whether it was more than a visit shows only against
 * its givens, which the daily's page knows, and marks it started once it is opened again.
 * @returns {Record<string, Entry>}
 */
function legacyEntries() {
  /** @type {Record<string, Entry>} */
  const days = {};
  for (const key of storedKeys()) {
    const m = /^sudoku-daily:([A-Za-z0-9_-]+):(\d{4}-\d{2}-\d{2})(?::([a-z0-9]+))?$/.exec(key);
    if (!m) continue;
    const variant = m[3] ?? "9x9";
    const level = claimedLevel(m[1]);
    if (!level || !parseDayKey(dayKey(variant, m[2], level))) continue;
    /** @type {any} A saved game (storage.js), its fields checked before use. */
    let saved;
    try {
      saved = JSON.parse(readStorage(key) ?? "null");
    } catch {
      continue;
    }
    if (!saved || saved.solved !== true) continue;
    const entry = {
      solvedOn: m[2],
      ms: isCount(Math.round(saved.elapsed)) ? Math.min(Math.round(saved.elapsed), MAX_MS) : 0,
      hints: isCount(saved.hints) ? saved.hints : 0,
      expert: false,
    };
    days[dayKey(variant, m[2], level)] = entry;
  }
  return days;
}

/**
 * The record as stored; the first time, built from the games saved before it existed.
 * @returns {PlayerRecord}
 */
export function loadHistory() {
  const text = readStorage(HISTORY_KEY);
  if (text === null) {
    const record = emptyHistory();
    record.days = legacyEntries();
    saveHistory(record);
    return record;
  }
  try {
    return tolerantRecord(JSON.parse(text));
  } catch {
    return emptyHistory();
  }
}

/** @param {PlayerRecord} record */
export function saveHistory(record) {
  writeStorage(HISTORY_KEY, JSON.stringify(record));
}

/**
 * A daily has progress on it: an entry says so, unless it has one already.
 * @param {string} variant
 * @param {string} date
 * @param {string} level
 */
export function noteStarted(variant, date, level) {
  const key = dayKey(variant, date, level);
  if (!parseDayKey(key)) return;
  const record = loadHistory();
  if (record.days[key]) return;
  record.days[key] = {};
  saveHistory(record);
}

/**
 * A daily solved at `now`: the first solve of a day is its record (solving it again after an import, or in
 * another tab, changes nothing). Returns the entry that stands.
 * @param {string} variant
 * @param {string} date
 * @param {string} level
 * @param {{ ms: number, hints: number, expert: boolean | undefined }} solve
 * @param {Date} now
 * @returns {SolvedEntry | null}
 */
export function noteSolved(variant, date, level, { ms, hints, expert }, now) {
  const key = dayKey(variant, date, level);
  if (!parseDayKey(key)) return null;
  const record = loadHistory();
  if (isSolved(record.days[key])) return record.days[key];
  record.days[key] = {
    solvedOn: utcDay(now),
    ms: Math.min(Math.max(0, Math.round(ms)), MAX_MS),
    hints: isCount(hints) ? hints : 0,
    expert: expert === true,
  };
  saveHistory(record);
  return /** @type {SolvedEntry} */ (record.days[key]);
}

/**
 * Which of two entries of one day stands: a solve over a start, the earlier solve, then the faster.
 * @param {Entry} a
 * @param {Entry} b
 * @returns {Entry}
 */
function better(a, b) {
  if (!isSolved(b)) return a;
  if (!isSolved(a)) return b;
  if (a.solvedOn !== b.solvedOn) return a.solvedOn < b.solvedOn ? a : b;
  return b.ms < a.ms ? b : a;
}

/**
 * Two records as one, and how many days the second added or changed in the first.
 * @param {PlayerRecord} mine
 * @param {PlayerRecord} theirs
 * @returns {{ record: PlayerRecord, added: number, updated: number }}
 */
export function mergeHistories(mine, theirs) {
  const record = emptyHistory();
  record.days = { ...mine.days };
  let added = 0;
  let updated = 0;
  for (const [key, entry] of Object.entries(theirs.days)) {
    const current = record.days[key];
    if (!current) {
      record.days[key] = { ...entry };
      added++;
    } else if (better(current, entry) !== current) {
      record.days[key] = { ...entry };
      updated++;
    }
  }
  return { record, added, updated };
}

/**
 * The middle of ascending times (the mean of the two middle ones, rounded), null for none.
 * @param {number[]} sorted
 * @returns {number | null}
 */
function median(sorted) {
  if (sorted.length === 0) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}

/**
 * Streaks: runs of consecutive UTC days on each of which that day's daily (any level, any variant) was solved
 * on the day. The current run is the one reaching today, or yesterday while today's daily is still to solve.
 * @param {PlayerRecord} record
 * @param {string} today "YYYY-MM-DD", UTC.
 * @returns {{ current: number, best: number }}
 */
export function streaks(record, today) {
  /** @type {Set<number>} */
  const days = new Set();
  for (const [key, entry] of Object.entries(record.days)) {
    const parsed = parseDayKey(key);
    if (parsed && isSolved(entry) && entry.solvedOn === parsed.date) days.add(dayNumber(parsed.date));
  }
  const sorted = [...days].sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  for (let i = 0; i < sorted.length; i++) {
    run = i > 0 && sorted[i] === sorted[i - 1] + 1 ? run + 1 : 1;
    best = Math.max(best, run);
  }
  const todayNumber = dayNumber(today);
  const lastDay = sorted.at(-1);
  const current = lastDay === todayNumber || lastDay === todayNumber - 1 ? run : 0;
  return { current, best };
}

/**
 * The numbers the stats panel shows: streaks, then for `variant` each of its `levels` with the days solved and
 * the best and median times, then the days solved in every variant that has any.
 * @param {PlayerRecord} record
 * @param {string} today "YYYY-MM-DD", UTC.
 * @param {string} variant
 * @param {string[]} levels
 * @returns {RecordStats}
 */
export function historyStats(record, today, variant, levels) {
  /** @type {Map<string, number[]>} */
  const perLevel = new Map(levels.map((level) => [level, []]));
  /** @type {Map<string, number>} */
  const perVariant = new Map();
  for (const [key, entry] of Object.entries(record.days)) {
    const parsed = parseDayKey(key);
    if (!parsed || !isSolved(entry)) continue;
    perVariant.set(parsed.variant, (perVariant.get(parsed.variant) ?? 0) + 1);
    if (parsed.variant === variant && perLevel.has(parsed.level)) {
      /** @type {number[]} */ (perLevel.get(parsed.level)).push(entry.ms);
    }
  }
  return {
    streak: streaks(record, today),
    levels: levels.map((level) => {
      const times = /** @type {number[]} */ (perLevel.get(level)).sort((a, b) => a - b);
      return { level, solved: times.length, best: times[0] ?? null, median: median(times) };
    }),
    variants: VARIANTS.filter((v) => perVariant.has(v)).map((v) => ({
      variant: v,
      solved: /** @type {number} */ (perVariant.get(v)),
    })),
  };
}

/**
 * The days of `variant` and `level` the record has, each "solved" or "started", by date.
 * @param {PlayerRecord} record
 * @param {string} variant
 * @param {string} level
 * @returns {Map<string, "solved" | "started">}
 */
export function marksOf(record, variant, level) {
  /** @type {Map<string, "solved" | "started">} */
  const marks = new Map();
  for (const [key, entry] of Object.entries(record.days)) {
    const parsed = parseDayKey(key);
    if (parsed && parsed.variant === variant && parsed.level === level) {
      marks.set(parsed.date, isSolved(entry) ? "solved" : "started");
    }
  }
  return marks;
}

/**
 * The record as a file's text: readable JSON, one day per line.
 * @param {PlayerRecord} record
 * @returns {string}
 */
export function exportText(record) {
  const lines = Object.keys(record.days).sort().map((key) =>
    "    " + JSON.stringify(key) + ": " + JSON.stringify(record.days[key])
  );
  return "{\n" +
    '  "app": "sudoku-daily",\n  "kind": "record",\n  "version": ' + HISTORY_VERSION + ",\n" +
    '  "days": {' + (lines.length ? "\n" + lines.join(",\n") + "\n  " : "") + "}\n}\n";
}

/**
 * @param {Uint8Array} bytes
 * @returns {string}
 */
function toBase64Url(bytes) {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/**
 * @param {string} text
 * @returns {Uint8Array<ArrayBuffer>}
 */
function fromBase64Url(text) {
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

/**
 * `bytes` passed through a (de)compression stream.
 * @param {Uint8Array<ArrayBuffer>} bytes
 * @param {CompressionStream | DecompressionStream} transform
 * @returns {Promise<Uint8Array<ArrayBuffer>>}
 */
async function through(bytes, transform) {
  return new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(transform)).arrayBuffer());
}

/**
 * The record as one line to paste: CODE_PREFIX, then its JSON compressed with zlib's deflate (whose checksum
 * catches a code cut short or mistyped) in base64url.
 * @param {PlayerRecord} record
 * @returns {Promise<string>}
 */
export async function historyCode(record) {
  const json = new TextEncoder().encode(JSON.stringify(record));
  return CODE_PREFIX + toBase64Url(await through(json, new CompressionStream("deflate")));
}

/**
 * A record from what a player pasted or chose: a record code or a record file's text. `{ ok: true, record }`
 * or `{ ok: false, message }`.
 * @param {unknown} text
 * @returns {Promise<RecordRead>}
 */
export async function readImport(text) {
  const trimmed = String(text ?? "").trim();
  if (trimmed === "") return { ok: false, message: t("player.record.empty") };
  // Chat apps and mail wrap long lines: a code's characters are what count.
  const compact = trimmed.replace(/\s+/g, "");
  if (!compact.startsWith(CODE_PREFIX)) {
    try {
      return checkHistory(JSON.parse(trimmed));
    } catch {
      return { ok: false, message: t("player.record.unknown", { prefix: CODE_PREFIX }) };
    }
  }
  try {
    const bytes = fromBase64Url(compact.slice(CODE_PREFIX.length));
    const inflated = await through(bytes, new DecompressionStream("deflate"));
    return checkHistory(JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(inflated)));
  } catch {
    return { ok: false, message: t("player.record.damaged") };
  }
}
