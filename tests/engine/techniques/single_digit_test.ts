/**
 * The single-digit patterns (engine/techniques/single-digit.ts): skyscraper, 2-string kite, turbot fish and empty
 * rectangle drawn as pictures of one digit, with their exact instances, words and near misses, and the strong
 * links they are built from.
 */
import assert from "node:assert/strict";
import { cellName } from "../../../engine/rules.ts";
import { describeStep } from "../../../engine/techniques/index.ts";
import {
  EMPTY_RECTANGLE,
  SKYSCRAPER,
  strongLinks,
  TURBOT_FISH,
  TWO_STRING_KITE,
} from "../../../engine/techniques/single-digit.ts";
import { stateOf } from "../../testing/grids.ts";
import { digitPicture, EMPTY, summary } from "../../testing/positions.ts";

// ---------------------------------------------------------------------------------------------------------
// Skyscraper

const SKYSCRAPER_ROWS = [
  "x...x....",
  ".xxx.xxxx",
  ".xxx.xxxx",
  "xxxxxxxxx",
  "x....x...",
  "xxxxxxxxx",
  "xxxxxxxxx",
  "xxxxxxxxx",
  "xxxxxxxxx",
];

Deno.test("skyscraper: rows 1 and 5 stand on column 1; their tops see r2c6, r3c6, r4c5, r6c5", () => {
  const state = digitPicture(1, SKYSCRAPER_ROWS);
  const steps = SKYSCRAPER.findAll(state);
  assert.deepEqual(summary(state, steps), ["r1c5 r1c1 r5c1 r5c6 => r2c6-1 r3c6-1 r4c5-1 r6c5-1"]);
  const step = steps[0];
  assert.deepEqual(step.placements, []);
  assert.equal(step.pattern.variant, "rows");
  assert.deepEqual(step.pattern.houses, [0, 4, 9]); // row 1, row 5, column 1
  assert.deepEqual(step.pattern.links?.map((l) => l.strong), [true, false, true]);
  assert.deepEqual(SKYSCRAPER.find(state), step);
  assert.equal(
    describeStep(state.rules, step),
    "Skyscraper (rows) {1} in r1c5, r1c1, r5c1, r5c6 removes 1 from r2c6, r3c6, r4c5, r6c5",
  );
});

Deno.test("skyscraper: transposed, it works on columns", () => {
  const rows = SKYSCRAPER_ROWS.map((_, r) => SKYSCRAPER_ROWS.map((row) => row[r]).join(""));
  const state = digitPicture(1, rows);
  const steps = SKYSCRAPER.findAll(state);
  assert.deepEqual(summary(state, steps), ["r5c1 r1c1 r1c5 r6c5 => r5c4-1 r5c6-1 r6c2-1 r6c3-1"]);
  assert.equal(steps[0].pattern.variant, "columns");
});

Deno.test("skyscraper near misses: a third candidate in a row, or both ends aligned (an X-Wing)", () => {
  const third = SKYSCRAPER_ROWS.slice();
  third[0] = "x...x..x.";
  assert.deepEqual(SKYSCRAPER.findAll(digitPicture(1, third)), []);
  const xWing = SKYSCRAPER_ROWS.slice();
  xWing[4] = "x...x....";
  const state = digitPicture(1, xWing);
  assert.deepEqual(SKYSCRAPER.findAll(state), []);
  assert.deepEqual(TURBOT_FISH.findAll(state), [], "an X-Wing is no turbot fish either");
});

// ---------------------------------------------------------------------------------------------------------
// 2-string kite

const KITE_ROWS = [
  ".x....x..",
  "..xxxxxxx",
  "x.xxxxxxx",
  ".xxxxxxxx",
  ".xxxxxxxx",
  ".xxxxxxxx",
  ".xxxxxxxx",
  "xxxxxxxxx",
  ".xxxxxxxx",
];

Deno.test("2-string kite: row 1 and column 1 meet in box 1; the far ends r1c7 and r8c1 see r8c7", () => {
  const state = digitPicture(2, KITE_ROWS);
  const steps = TWO_STRING_KITE.findAll(state);
  assert.deepEqual(summary(state, steps), ["r1c7 r1c2 r3c1 r8c1 => r8c7-2"]);
  assert.deepEqual(steps[0].pattern.houses, [0, 9, 18]);
  assert.deepEqual(steps[0].pattern.chain?.map((n) => n.digit), [2, 2, 2, 2]);
  assert.equal(
    describeStep(state.rules, steps[0]),
    "2-String Kite {2} in r1c7, r1c2, r3c1, r8c1 removes 2 from r8c7",
  );
  assert.deepEqual(TURBOT_FISH.findAll(state), [], "a kite is not reported again as a turbot fish");
  assert.deepEqual(SKYSCRAPER.findAll(state), []);
});

Deno.test("2-string kite near miss: a third candidate in the column", () => {
  const rows = KITE_ROWS.slice();
  rows[4] = "xxxxxxxxx";
  assert.deepEqual(TWO_STRING_KITE.findAll(digitPicture(2, rows)), []);
});

// ---------------------------------------------------------------------------------------------------------
// Turbot fish

const CRANE_ROWS = [
  ".x.xxx.xx",
  "...xxx.xx",
  "..xxxxxxx",
  "xxxxxx.xx",
  "xxxxxx.xx",
  "xxxxxx.xx",
  "xxxxxx.xx",
  "xxxxxxxxx",
  "xxxxxx.xx",
];

Deno.test("turbot fish (crane): column 7 link, weak link in row 3, box 1 link; r8c2 sees both ends", () => {
  const state = digitPicture(3, CRANE_ROWS);
  const steps = TURBOT_FISH.findAll(state);
  assert.deepEqual(summary(state, steps), ["r8c7 r3c7 r3c3 r1c2 => r8c2-3"]);
  const step = steps[0];
  assert.equal(step.pattern.variant, "column + box");
  assert.deepEqual(step.pattern.houses, [15, 18, 2]); // column 7, box 1, row 3
  assert.deepEqual(step.pattern.links?.map((l) => [cellName(state.rules, l.from.cell), l.strong]), [
    ["r8c7", true],
    ["r3c7", false],
    ["r3c3", true],
  ]);
  assert.equal(
    describeStep(state.rules, step),
    "Turbot fish (crane) (column + box) {3} in r8c7, r3c7, r3c3, r1c2 removes 3 from r8c2",
  );
  assert.deepEqual(SKYSCRAPER.findAll(state), []);
  assert.deepEqual(TWO_STRING_KITE.findAll(state), []);
});

Deno.test("turbot fish: row links joined through a box (no skyscraper) clear row 3 of boxes 1 and 3", () => {
  const state = digitPicture(4, [
    "x.....x..",
    ".x.....x.",
    "xxxxxxxxx",
    "xxxxxxxxx",
    "xxxxxxxxx",
    "xxxxxxxxx",
    "xxxxxxxxx",
    "xxxxxxxxx",
    "xxxxxxxxx",
  ]);
  assert.deepEqual(summary(state, TURBOT_FISH.findAll(state)), [
    "r1c7 r1c1 r2c2 r2c8 => r3c7-4 r3c8-4 r3c9-4",
    "r1c1 r1c7 r2c8 r2c2 => r3c1-4 r3c2-4 r3c3-4",
  ]);
  assert.equal(TURBOT_FISH.findAll(state)[0].pattern.variant, "row + row");
  assert.deepEqual(SKYSCRAPER.findAll(state), []);
});

Deno.test("turbot fish near miss: a third candidate in the box breaks the crane's box link", () => {
  const rows = CRANE_ROWS.slice();
  rows[1] = "x..xxx.xx";
  assert.deepEqual(TURBOT_FISH.findAll(digitPicture(3, rows)), []);
});

// ---------------------------------------------------------------------------------------------------------
// Empty rectangle

const ER_ROWS = [
  ".xx..x.xx",
  "x..xx.xxx",
  "x..xx.xxx",
  "xxxxx.xxx",
  "xxxxx.xxx",
  "xxxxx.xxx",
  "xxxxxxxxx",
  "xxxxx.xxx",
  "xxxxx.xxx",
];

Deno.test("empty rectangle: box 1's 5s in row 1 + column 1, column 6's link r1c6=r7c6: r7c1 goes", () => {
  const state = digitPicture(5, ER_ROWS);
  const steps = EMPTY_RECTANGLE.findAll(state);
  assert.deepEqual(summary(state, steps), ["r1c2 r1c3 r2c1 r3c1 r1c6 r7c6 => r7c1-5"]);
  assert.deepEqual(steps[0].pattern.houses, [18, 0, 9, 14]); // box 1, row 1, column 1, column 6
  assert.deepEqual(steps[0].pattern.links?.map((l) => l.strong), [true]);
  assert.equal(
    describeStep(state.rules, steps[0]),
    "Empty rectangle {5} in r1c2, r1c3, r2c1, r3c1, r1c6, r7c6 removes 5 from r7c1",
  );
});

Deno.test("empty rectangle: the same with a row link (transposed picture)", () => {
  const rows = ER_ROWS.map((_, r) => ER_ROWS.map((row) => row[r]).join(""));
  const state = digitPicture(5, rows);
  assert.deepEqual(summary(state, EMPTY_RECTANGLE.findAll(state)), [
    "r1c2 r1c3 r2c1 r3c1 r6c1 r6c7 => r1c7-5",
  ]);
});

Deno.test("empty rectangle near misses: a candidate off the cross, a link end in the box's band", () => {
  const offCross = ER_ROWS.slice();
  offCross[1] = "xx.xx.xxx";
  assert.deepEqual(EMPTY_RECTANGLE.findAll(digitPicture(5, offCross)), []);
  // Column 6's link now runs r1c6 = r3c6: the would-be target r3c1 is inside box 1.
  const inBand = ER_ROWS.map((row, r) => (r === 6 ? "xxxxx.xxx" : r === 2 ? "x..xxxxxx" : row));
  assert.deepEqual(EMPTY_RECTANGLE.findAll(digitPicture(5, inBand)), []);
});

// ---------------------------------------------------------------------------------------------------------
// Strong links

Deno.test("strong links: one entry per cell pair, lines before boxes", () => {
  const state = digitPicture(4, [
    "x.....x..",
    ".x.....x.",
    "xxxxxxxxx",
    "xxxxxxxxx",
    "xxxxxxxxx",
    "xxxxxxxxx",
    "xxxxxxxxx",
    "xxxxxxxxx",
    "xxxxxxxxx",
  ]);
  assert.deepEqual(strongLinks(state, 4).map((l) => [l.house, l.a, l.b]), [[0, 0, 6], [1, 10, 16]]);
  // r1c1 and r1c2 alone in row 1 and in box 1: listed once, under the row.
  const pair = stateOf(EMPTY, {
    remove: Object.fromEntries(
      ["r1c3", "r1c4", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9", "r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3"]
        .map((n) => [n, "7"]),
    ),
  });
  assert.deepEqual(strongLinks(pair, 7).map((l) => [l.house, l.a, l.b]), [[0, 0, 1]]);
});
