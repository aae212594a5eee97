import assert from "node:assert/strict";
import {
  computeCandidates,
  countGivens,
  digitsOf,
  drawGrid,
  findConflicts,
  formatGrid,
  parseGrid,
  popcount,
} from "../../engine/board.ts";
import { killerRules, xRules } from "../../engine/rules.ts";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

function parsed(text: string) {
  const result = parseGrid(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

Deno.test("parses an 81-character string with any blank character and formats it back", () => {
  const grid = parsed(PUZZLE);
  assert.equal(grid.rules.shape, "9x9");
  assert.equal(formatGrid(grid), PUZZLE);
  assert.equal(countGivens(grid), 30);
  assert.equal(formatGrid(parsed(PUZZLE.replaceAll(".", "0"))), PUZZLE);
  assert.equal(formatGrid(parsed(PUZZLE.replaceAll(".", "-"))), PUZZLE);
});

Deno.test("parses multi-line pastes and ASCII drawings, including its own drawing", () => {
  const grid = parsed(PUZZLE);
  const drawing = drawGrid(grid);
  assert.match(drawing, /\+/);
  assert.equal(formatGrid(parsed(drawing)), PUZZLE);
  const lines = PUZZLE.match(/.{9}/g)!.join("\n");
  assert.equal(formatGrid(parsed(lines)), PUZZLE);
  const boxed = `
+-------+-------+-------+
| 5 3 . | . 7 . | . . . |
| 6 . . | 1 9 5 | . . . |
| . 9 8 | . . . | . 6 . |
+-------+-------+-------+
| 8 . . | . 6 . | . . 3 |
| 4 . . | 8 . 3 | . . 1 |
| 7 . . | . 2 . | . . 6 |
+-------+-------+-------+
| . 6 . | . . . | 2 8 . |
| . . . | 4 1 9 | . . 5 |
| . . . | . 8 . | . 7 9 |
+-------+-------+-------+`;
  assert.equal(formatGrid(parsed(boxed)), PUZZLE);
  // A row of blanks written as dashes is a row, not a border.
  const dashRows = "---------\n" + PUZZLE.slice(9).match(/.{9}/g)!.join("\n");
  assert.equal(formatGrid(parsed(dashRows)), ".".repeat(9) + PUZZLE.slice(9));
  // A border made only of dashes, longer than a row, is ignored.
  assert.equal(formatGrid(parsed("-".repeat(25) + "\n" + lines + "\n" + "-".repeat(25))), PUZZLE);
});

Deno.test("a line of dashes as long as a row is a row of blanks or a rule line, as the cell count says", () => {
  const cells = (text: string) => {
    const parsed = parseGrid(text);
    assert.ok(parsed.ok, JSON.stringify(!parsed.ok && parsed.error));
    return [...parsed.value.cells].join("");
  };
  // Rule lines of plain dashes, 10 or 15 long (they were read as blanks: 26 and 96 cells).
  assert.equal(cells("1 2 | 3 4\n3 4 | 1 2\n----------\n2 1 | 4 3\n4 3 | 2 1"), "1234341221434321");
  const band = (rows: string[]) => rows.map((r) => `${r.slice(0, 3)} | ${r.slice(3, 6)} | ${r.slice(6)}`);
  const solved = ["123456789", "456789123", "789123456", "214365897", "365897214", "897214365"]
    .concat(["531642978", "642978531", "978531642"]);
  for (const rule of ["-".repeat(15), "-".repeat(9)]) {
    const drawing = [
      ...band(solved.slice(0, 3)),
      rule,
      ...band(solved.slice(3, 6)),
      rule,
      ...band(solved.slice(6)),
    ];
    assert.equal(cells(drawing.join("\n")), solved.join(""), `rule of ${rule.length}`);
  }
  // As many dashes as a row has cells, where the count needs them: a row of blanks.
  assert.equal(cells("1 2 | 3 4\n- - | - -\n2 1 | 4 3\n4 3 | 2 1"), "1234000021434321");
  assert.equal(
    cells([...solved.slice(0, 8), "---------"].join("\n")),
    solved.slice(0, 8).join("") + "0".repeat(9),
  );
});

Deno.test("other sizes are detected from the cell count; 16x16 uses 1-9A-G", () => {
  assert.equal(parsed("1.3..2....1.3..4").rules.shape, "4x4");
  assert.equal(parsed(".".repeat(36)).rules.shape, "6x6");
  const big = "123456789ABCDEFG" + ".".repeat(240);
  const g16 = parsed(big);
  assert.equal(g16.rules.shape, "16x16");
  assert.equal(g16.cells[15], 16);
  assert.equal(formatGrid(parsed(big.toLowerCase())), big);
});

Deno.test("refuses bad input with a typed error naming the position and character", () => {
  const bad = parseGrid(PUZZLE.slice(0, 40) + "x" + PUZZLE.slice(41));
  assert.equal(bad.ok, false);
  if (!bad.ok) {
    assert.equal(bad.error.code, "bad-character");
    assert.equal(bad.error.line, 1);
    assert.equal(bad.error.column, 41);
    assert.equal(bad.error.character, "x");
  }
  // A character outside the BMP is named whole, at the column a reader counts (code points, not UTF-16 units).
  const emoji = parseGrid("5😀" + PUZZLE.slice(2));
  assert.equal(emoji.ok, false);
  if (!emoji.ok) {
    assert.equal(emoji.error.character, "😀");
    assert.equal(emoji.error.column, 2);
    assert.match(emoji.error.message, /unexpected character "😀" at line 1, column 2/);
  }
  // Each problem comes with its facts as fields, so callers word it in any language without reading the message.
  const short = parseGrid(PUZZLE.slice(0, 80));
  assert.equal(short.ok || short.error.code, "wrong-length");
  if (!short.ok) assert.equal(short.error.cellsFound, 80);
  const long = parseGrid(PUZZLE + "1");
  assert.equal(long.ok || long.error.code, "wrong-length");
  if (!long.ok) assert.equal(long.error.cellsFound, 82);
  const empty = parseGrid("   \n ");
  assert.equal(empty.ok || empty.error.code, "empty-input");
  const outOfRange = parseGrid("1.3..2....1.3..5");
  assert.equal(outOfRange.ok || outOfRange.error.code, "digit-out-of-range");
  if (!outOfRange.ok) {
    assert.equal(outOfRange.error.column, 16);
    assert.deepEqual([outOfRange.error.cell, outOfRange.error.shape], ["r4c4", "4x4"]);
  }
  const letterIn9 = parseGrid("A" + PUZZLE.slice(1));
  assert.equal(letterIn9.ok || letterIn9.error.code, "digit-out-of-range");
  const huge = parseGrid("1".repeat(1_000_000));
  assert.equal(huge.ok || huge.error.code, "wrong-length");
  if (!huge.ok) assert.equal(huge.error.inputLength, 1_000_000);
  const manyCells = parseGrid(("1".repeat(100) + "\n").repeat(3));
  assert.equal(manyCells.ok || manyCells.error.maxCells, 256);
});

Deno.test("givens that break a rule are reported with the cells involved", () => {
  assert.deepEqual(findConflicts(parsed(PUZZLE)), []);
  // r1c3 = 5 repeats the 5 at r1c1 in row 1 and box 1.
  const conflicts = findConflicts(parsed("535" + PUZZLE.slice(3)));
  assert.deepEqual(
    conflicts.map((c) => [c.houseName, c.digit, c.cellNames]),
    [["row 1", 5, ["r1c1", "r1c3"]], ["box 1", 5, ["r1c1", "r1c3"]]],
  );
});

Deno.test("candidates are bitmasks of the digits the givens allow", () => {
  const grid = parsed(PUZZLE);
  const cands = computeCandidates(grid);
  assert.equal(cands[0], 1 << 4, "a given keeps its own digit");
  // r1c3: row has 5,3,7; column has 8; box has 5,3,6,9,8 → candidates 1, 2, 4.
  assert.deepEqual(digitsOf(cands[2]), [1, 2, 4]);
  assert.equal(popcount(cands[2]), 3);
  assert.equal(popcount(0xffff), 16);
});

Deno.test("under killer rules a digit repeated in a cage is a conflict, named after the houses' ones", () => {
  const rules = killerRules("9x9", [{ cells: [0, 10, 20], sum: 12 }, { cells: [30, 80], sum: 9 }]);
  const cells = new Uint8Array(81);
  // r1c1 and r3c3 share box 1 and cage 1; r4c4 and r9c9 share only cage 2.
  cells[0] = 4;
  cells[20] = 4;
  cells[30] = 7;
  cells[80] = 7;
  assert.deepEqual(
    findConflicts({ rules, cells }).map((c) => [c.houseName, c.digit, c.cellNames]),
    [["box 1", 4, ["r1c1", "r3c3"]], ["cage 1", 4, ["r1c1", "r3c3"]], ["cage 2", 7, ["r4c4", "r9c9"]]],
  );
  assert.deepEqual(findConflicts({ rules: killerRules("9x9", []), cells }), [
    findConflicts({ rules, cells })[0],
  ]);
});

Deno.test("under X rules a digit repeated on a diagonal is a conflict", () => {
  const cells = new Uint8Array(81);
  cells[0] = 2;
  cells[80] = 2;
  assert.deepEqual(
    findConflicts({ rules: xRules("9x9"), cells }).map((c) => [c.houseName, c.digit, c.cellNames]),
    [["main diagonal", 2, ["r1c1", "r9c9"]]],
  );
  assert.deepEqual(findConflicts(parsed(formatGrid({ rules: xRules("9x9"), cells }))), [], "classic: none");
});

Deno.test("candidates honour every region: diagonals and cages too (cage sums are not applied)", () => {
  const cells = new Uint8Array(81);
  cells[0] = 5;
  const x = computeCandidates({ rules: xRules("9x9"), cells });
  assert.deepEqual(digitsOf(x[80]), [1, 2, 3, 4, 6, 7, 8, 9], "r9c9 sees r1c1 along the main diagonal");
  assert.equal(popcount(x[73]), 9, "r9c2 shares no region with r1c1");
  const killer = computeCandidates({ rules: killerRules("9x9", [{ cells: [0, 44], sum: 6 }]), cells });
  assert.deepEqual(digitsOf(killer[44]), [1, 2, 3, 4, 6, 7, 8, 9], "r5c9 shares a cage with r1c1");
  assert.equal(popcount(killer[43]), 9);
});
