/**
 * What a result must be to be counted: the day's solution (checked against the daily's givens and rules,
 * with no solver run), a day within one of today (UTC), a time a person could take, and a name that is a
 * name. Pure functions of their inputs; the route answers their reasons as 4xx errors.
 */
import { type CageJson, findConflicts, rulesOfVariant, type VariantId } from "../../../engine/mod.ts";
import { addDays } from "../push/schedule.ts";
import { MAX_SECONDS } from "./histogram.ts";

/** A random per-browser id, made by the player: 22 characters of the base64url alphabet (132 bits). */
export const BROWSER_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** A board: an opaque id from a bot's links, `discord-<channel>`, `slack-<team>-<channel>`, `sub-<id>`. */
export const BOARD_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** The longest display name, in characters. */
export const MAX_NAME_LENGTH = 24;
/**
 * No one fills a cell faster than this on average, reading and tapping included: the floor a time is held
 * to is this times the daily's empty cells (28 s for a 9×9 with 56 blanks, 6 s for a 4×4 with 12).
 */
export const SECONDS_PER_BLANK_FLOOR = 0.5;

export type Checked = { ok: true } | { ok: false; code: string; message: string };

const ok: Checked = { ok: true };
const refuse = (code: string, message: string): Checked => ({ ok: false, code, message });

/** Whether `date` is yesterday, today or tomorrow of `today` (UTC days): the days a result may be for. */
export function checkDay(date: string, today: string): Checked {
  const window = [addDays(today, -1), today, addDays(today, 1)];
  return window.includes(date)
    ? ok
    : refuse("bad-date", `date: results are taken for ${window.join(", ")} (today ±1, UTC), not ${date}`);
}

/** The fewest seconds a person could take over a puzzle with these givens ("0" or "." for a blank). */
export function timeFloor(puzzle: string): number {
  const blanks = [...puzzle].filter((ch) => ch === "0" || ch === ".").length;
  return Math.max(1, Math.ceil(blanks * SECONDS_PER_BLANK_FLOOR));
}

/** Whether `seconds` is a time a person could take over `puzzle`: at least its floor, at most a day. */
export function checkTime(seconds: number, puzzle: string): Checked {
  const floor = timeFloor(puzzle);
  if (seconds < floor) {
    return refuse(
      "bad-time",
      `seconds: ${seconds} s is faster than anyone fills this grid (at least ${floor} s)`,
    );
  }
  if (seconds > MAX_SECONDS) return refuse("bad-time", `seconds: at most ${MAX_SECONDS} (a day)`);
  return ok;
}

/**
 * Whether `grid` is the daily's solution: every cell a digit of the grid's size, every given kept, no digit
 * twice in any region (rows, columns, boxes, diagonals, cages) and every cage at its sum. A daily has exactly
 * one solution, so a full grid that keeps its givens and breaks no rule is that solution.
 */
export function checkSolution(
  grid: string,
  daily: { puzzle: string; variant: VariantId; cages?: CageJson[] },
): Checked {
  const rules = rulesOfVariant(daily.variant, daily.cages);
  if (grid.length !== rules.cellCount) {
    return refuse(
      "wrong-solution",
      `grid: ${grid.length} characters; this daily has ${rules.cellCount} cells`,
    );
  }
  const cells = new Uint8Array(rules.cellCount);
  for (let i = 0; i < grid.length; i++) {
    const digit = rules.digitChars.indexOf(grid[i].toUpperCase()) + 1;
    if (digit === 0) return refuse("wrong-solution", `grid: cell ${i + 1} holds no digit of this grid`);
    const given = daily.puzzle[i];
    if (given !== "0" && given !== "." && given.toUpperCase() !== grid[i].toUpperCase()) {
      return refuse("wrong-solution", `grid: cell ${i + 1} is a given, ${given}, and was changed`);
    }
    cells[i] = digit;
  }
  const conflicts = findConflicts({ rules, cells });
  if (conflicts.length > 0) {
    const [first] = conflicts;
    return refuse("wrong-solution", `grid: ${first.digit} twice in ${first.houseName}`);
  }
  for (const region of rules.regions) {
    if (region.sum === undefined) continue;
    let sum = 0;
    for (const cell of region.cells) sum += cells[cell];
    if (sum !== region.sum) {
      return refuse("wrong-solution", `grid: a cage of sum ${region.sum} adds up to ${sum}`);
    }
  }
  return ok;
}

/** Looks like a web address: a word, a dot, letters ("bit.ly", "example.com"). */
const ADDRESS_LIKE = /[\p{L}\p{N}]\.\p{L}{2,}/u;
/** Letters, marks, digits, and inside a name spaces, dots, apostrophes, hyphens and underscores. */
const NAME_CHARS = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} ._'-]*$/u;

/** A display name as it is kept (trimmed, runs of spaces made one, NFC), or why it is refused. */
export function normalizeName(text: string): { ok: true; name: string } | { ok: false; message: string } {
  const name = text.normalize("NFC").trim().replace(/\s+/g, " ");
  if (name.length === 0) return { ok: false, message: "name: empty; leave it out to stay anonymous" };
  if ([...name].length > MAX_NAME_LENGTH) {
    return { ok: false, message: `name: at most ${MAX_NAME_LENGTH} characters` };
  }
  if (!NAME_CHARS.test(name)) {
    return {
      ok: false,
      message: "name: letters and digits, with spaces, dots, apostrophes, hyphens or underscores between",
    };
  }
  if (ADDRESS_LIKE.test(name)) return { ok: false, message: "name: no web addresses" };
  return { ok: true, name };
}
