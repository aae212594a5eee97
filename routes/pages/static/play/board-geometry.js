// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The grid as the page's rules describe it. The page embeds its puzzle's rules as data (the JSON block
// #puzzle-rules: size, box shape, and every region with its kind, name and cells), so which cells see each
// other and where a digit repeats come from that region list, under whatever rules the puzzle has: an
// X-Sudoku's diagonals are regions like rows, a killer's cages are regions with a sum.
//
// Digits are numbers 1 to the size everywhere in the player, and shown so (1 to 16). The text form the API
// reads and writes (the board's data-puzzle, hint and solve boards) spells 10 to 16 as A to G: only
// `digitOf` and `charOf` translate between the two.
import { t } from "./messages.js";

/** The characters of digits 1 to 16 in the text form. */
const DIGIT_CHARS = "123456789ABCDEFG";

/**
 * One region of the rules: a row, column or box, an X-Sudoku's diagonal, or a killer's cage with its sum.
 * @typedef {object} Region
 * @property {string} kind "row", "column", "box", "diagonal", "cage", … as the engine names them.
 * @property {string} name How the explanations name it ("row 3").
 * @property {number[]} cells
 * @property {number} [sum] A cage's sum.
 */
/**
 * The rules the page embeds (#puzzle-rules).
 * @typedef {{ size: number, boxRows: number, boxCols: number, regions: Region[] }} Rules
 */
/**
 * A rule broken on the board: a digit twice in a region, or a cage whose digits cannot make its sum.
 * @typedef {{ digit: number, region: string, cells: number[], sum?: undefined, total?: undefined }
 *   | { digit?: undefined, region: string, cells: number[], sum: number, total: number }} Conflict
 */
/** @typedef {ReturnType<typeof createGeometry>} Geometry The grid's cells, names and regions. */

/**
 * The rules the page embeds: `{ size, boxRows, boxCols, regions: [{ kind, name, cells, sum? }] }`, or null
 * when the page has none.
 * @returns {Rules | null}
 */
export function readRules() {
  const data = document.getElementById("puzzle-rules");
  return data ? JSON.parse(/** @type {string} */ (data.textContent)) : null;
}

/**
 * Cell coordinates, names and region lookups for one set of rules. Cells are numbered row by row from 0.
 * @param {Rules} rules
 */
export function createGeometry(rules) {
  const { size, boxRows, boxCols, regions } = rules;
  const cellCount = size * size;
  /** The indexes of the regions each cell is in. */
  const regionsOfCell = Array.from({ length: cellCount }, () => /** @type {number[]} */ ([]));
  regions.forEach((region, r) => {
    for (const cell of region.cells) regionsOfCell[cell].push(r);
  });
  const rowOf = (/** @type {number} */ cell) => Math.floor(cell / size);
  const colOf = (/** @type {number} */ cell) => cell % size;
  const digitChars = DIGIT_CHARS.slice(0, size);
  /** "r6c4": how the explanations write a cell. */
  const cellName = (/** @type {number} */ cell) => "r" + (rowOf(cell) + 1) + "c" + (colOf(cell) + 1);
  /** The cage region of each cell, or null. */
  /** @type {(Region | null)[]} */
  const cageOfCell = new Array(cellCount).fill(null);
  for (const region of regions) {
    if (region.kind === "cage") { for (const cell of region.cells) cageOfCell[cell] = region; }
  }
  /** @type {Map<Region, number>} Each region's number among its kind's, from 1: the rules list each in order. */
  const numbers = new Map();
  /** @type {Map<string, number>} */
  const counted = new Map();
  for (const region of regions) {
    const n = (counted.get(region.kind) ?? 0) + 1;
    counted.set(region.kind, n);
    numbers.set(region, n);
  }

  /**
   * How a conflict names a region after "in", in the page's language: "row 3", "main diagonal". A kind the
   * catalogue has no words for keeps the name the rules give it.
   * @param {Region} region
   * @returns {string}
   */
  function regionIn(region) {
    const n = /** @type {number} */ (numbers.get(region));
    const kind = region.kind === "diagonal" ? (n === 1 ? "main-diagonal" : "anti-diagonal") : region.kind;
    const key = "player.board.region-in." + kind;
    const words = t(key, { n });
    return words === key ? region.name : words;
  }

  /**
   * A cage as the board shows it: by its sum and its first cell, since the board does not number cages.
   * @param {Region} cage
   */
  const cageParams = (cage) => ({
    sum: /** @type {number} */ (cage.sum),
    cell: cellName(Math.min(...cage.cells)),
  });

  return {
    size,
    boxRows,
    boxCols,
    cellCount,
    regions,
    rowOf,
    colOf,
    /** The text form's characters of digits 1 to the size ("1".."9", then "A".."G"). */
    digitChars,
    /**
     * The digit a text-form character stands for: 0 for a blank ("0" or "."), -1 for no digit of this grid.
     * @param {string} ch
     * @returns {number}
     */
    digitOf(ch) {
      if (ch === "0" || ch === ".") return 0;
      const at = ch.length === 1 ? digitChars.indexOf(ch) : -1;
      return at < 0 ? -1 : at + 1;
    },
    /** The text-form character of a digit, "0" for none. */
    charOf: (/** @type {number} */ digit) => (digit ? digitChars[digit - 1] : "0"),
    /**
     * A conflict of findConflicts in words, with the cells the words name: "5 appears twice in row 3"; a cage
     * is named by its sum and first cell, as the board shows it ("the 14 cage at r2c5"), since the board
     * does not number cages.
     * @param {Conflict} conflict
     * @returns {{ text: string, cells: number[] }}
     */
    describeConflict(conflict) {
      const region = regions.find((r) => r.name === conflict.region);
      // Only cages have sums: outside one, a conflict is a repeated digit.
      if (!region || region.kind !== "cage") {
        const where = region ? regionIn(region) : conflict.region;
        return {
          text: t("player.board.conflict.twice", { digit: String(conflict.digit), region: where }),
          cells: [],
        };
      }
      const cage = cageParams(region);
      const cells = [Math.min(...region.cells)];
      if (conflict.sum === undefined) {
        return { text: t("player.board.conflict.twice-in-cage", { digit: conflict.digit, ...cage }), cells };
      }
      const { sum, total } = conflict;
      // An equal total is a conflict only while the cage has empty cells: they would take it past the sum.
      const text = total === sum
        ? t("player.board.conflict.cage-reached", cage)
        : t("player.board.conflict.cage-total", { ...cage, total });
      return { text, cells };
    },
    /**
     * "cage 17 over 3 cells" for a cell in a cage (how its label names it), else "".
     * @param {number} cell
     * @returns {string}
     */
    cageWords(cell) {
      const cage = cageOfCell[cell];
      if (!cage) return "";
      return t("player.board.cell.cage", { sum: /** @type {number} */ (cage.sum), n: cage.cells.length });
    },
    cellAt: (/** @type {number} */ row, /** @type {number} */ col) => row * size + col,
    cellName,
    /** "row 6, column 4": how the board's labels read a cell. */
    spokenName: (/** @type {number} */ cell) =>
      t("player.board.cell", { row: rowOf(cell) + 1, column: colOf(cell) + 1 }),
    /**
     * Whether two distinct cells share a region.
     * @param {number} a
     * @param {number} b
     * @returns {boolean}
     */
    sees(a, b) {
      return a !== b && regionsOfCell[a].some((r) => regionsOfCell[b].includes(r));
    },
    /**
     * What breaks a rule on the board `values` (0 for empty), in region order: each digit that appears twice
     * in a region, as `{ digit, region, cells }`; and each cage whose digits cannot add up to its sum, as
     * `{ region, cells, sum, total }` (its filled cells): a full cage with another total, or one whose digits
     * already reach its sum with cells still empty. A cage with a repeated digit reports only the repeat.
     * @param {number[]} values
     * @returns {Conflict[]}
     */
    findConflicts(values) {
      /** @type {Conflict[]} */
      const found = [];
      for (const region of regions) {
        /** @type {Map<number, number[]>} */
        const byDigit = new Map();
        for (const cell of region.cells) {
          const digit = values[cell];
          if (!digit) continue;
          if (!byDigit.has(digit)) byDigit.set(digit, []);
          /** @type {number[]} */ (byDigit.get(digit)).push(cell);
        }
        let repeated = false;
        for (const [digit, cells] of byDigit) {
          if (cells.length > 1) {
            repeated = true;
            found.push({ digit, region: region.name, cells });
          }
        }
        if (region.sum === undefined || repeated) continue;
        const filled = region.cells.filter((cell) => values[cell]);
        const total = filled.reduce((sum, cell) => sum + values[cell], 0);
        const full = filled.length === region.cells.length;
        if (filled.length > 0 && (full ? total !== region.sum : total >= region.sum)) {
          found.push({ region: region.name, cells: filled, sum: region.sum, total });
        }
      }
      return found;
    },
  };
}
