/**
 * Single-digit patterns (skyscraper, 2-string kite, turbot fish, empty rectangle) and wings (XY, XYZ, W):
 * hand-checked fixtures, near misses, step text, brute-force references for completeness, and a soundness
 * sweep over real puzzles.
 */
import assert from "node:assert/strict";
import type { Grid } from "../../../engine/board.ts";
import {
  cellName,
  classicRules,
  type RegionKind,
  type Rules,
  type ShapeName,
} from "../../../engine/rules.ts";
import { carveMinimal } from "../../../bench/carve_minimal.ts";
import { Rng } from "../../../engine/rng.ts";
import { countSolutions, fillGrid } from "../../../engine/solver.ts";
import { INTERSECTION_TECHNIQUES } from "../../../engine/techniques/intersections.ts";
import {
  EMPTY_RECTANGLE,
  SINGLE_DIGIT_TECHNIQUES,
  SKYSCRAPER,
  strongLinks,
  TURBOT_FISH,
  TWO_STRING_KITE,
} from "../../../engine/techniques/single-digit.ts";
import { SINGLE_TECHNIQUES } from "../../../engine/techniques/singles.ts";
import { describeStep } from "../../../engine/techniques/index.ts";
import {
  cloneState,
  createState,
  type SolveState,
  type Step,
  type Technique,
} from "../../../engine/techniques/step.ts";
import { SUBSET_TECHNIQUES } from "../../../engine/techniques/subsets.ts";
import { W_WING, WING_TECHNIQUES, XY_WING, XYZ_WING } from "../../../engine/techniques/wings.ts";
import { assertSound, eliminationNames, gridOf, stateOf } from "../../testing/grids.ts";

const EMPTY = ".".repeat(81);

/**
 * An empty 9×9 grid (every digit possible everywhere) in which `digit` stays only where the picture has an
 * `x`: nine rows of nine characters, spaces ignored.
 */
function digitPicture(digit: number, rows: string[]): SolveState {
  assert.equal(rows.length, 9);
  const remove: Record<string, string> = {};
  rows.forEach((row, r) => {
    const chars = row.replaceAll(" ", "");
    assert.equal(chars.length, 9, row);
    for (let c = 0; c < 9; c++) if (chars[c] !== "x") remove[`r${r + 1}c${c + 1}`] = String(digit);
  });
  const state = stateOf(EMPTY, { remove });
  assert.ok(digitPlaceable(state, digit), "the picture leaves room for the digit in a full solution");
  return state;
}

/** Whether the digit can still be placed once in every row, column and box (so the picture is consistent). */
function digitPlaceable(state: SolveState, digit: number): boolean {
  const g = state.rules;
  const bit = 1 << (digit - 1);
  const usedCols = new Set<number>(), usedBoxes = new Set<number>();
  const place = (r: number): boolean => {
    if (r === g.size) return true;
    for (let c = 0; c < g.size; c++) {
      const cell = r * g.size + c, box = g.regionOfCell.box[cell];
      if (!(state.candidates[cell] & bit) || usedCols.has(c) || usedBoxes.has(box)) continue;
      usedCols.add(c), usedBoxes.add(box);
      if (place(r + 1)) return true;
      usedCols.delete(c), usedBoxes.delete(box);
    }
    return false;
  };
  return place(0);
}

function names(state: SolveState, cells: readonly number[] | undefined): string[] {
  return (cells ?? []).map((c) => cellName(state.rules, c));
}

/** Each instance as "pattern cells => eliminations", for exact comparisons of findAll. */
function summary(state: SolveState, steps: Step[]): string[] {
  return steps.map((s) =>
    `${names(state, s.pattern.cells).join(" ")} => ${eliminationNames(state, s).join(" ")}`
  );
}

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
// Wings

Deno.test("XY-Wing: pivot r1c1 {1,2}, pincers r1c5 {1,3}, r3c2 {2,3} remove 3 where both pincers see", () => {
  const state = stateOf(EMPTY, { keep: { r1c1: "12", r1c5: "13", r3c2: "23" } });
  const steps = XY_WING.findAll(state);
  assert.deepEqual(summary(state, steps), ["r1c1 r1c5 r3c2 => r1c2-3 r1c3-3 r3c4-3 r3c5-3 r3c6-3"]);
  assert.deepEqual(steps[0].pattern.digits, [1, 2, 3]);
  assert.deepEqual(steps[0].pattern.chain?.map((n) => `${cellName(state.rules, n.cell)}:${n.digit}`), [
    "r1c5:3",
    "r1c5:1",
    "r1c1:1",
    "r1c1:2",
    "r3c2:2",
    "r3c2:3",
  ]);
  assert.equal(
    describeStep(state.rules, steps[0]),
    "XY-Wing {1,2,3} in r1c1, r1c5, r3c2 removes 3 from r1c2, r1c3, r3c4, r3c5, r3c6",
  );
  assert.deepEqual(XYZ_WING.findAll(state), []);
});

Deno.test("XY-Wing near miss: a pincer with a third candidate", () => {
  const state = stateOf(EMPTY, { keep: { r1c1: "12", r1c5: "13", r3c2: "234" } });
  assert.deepEqual(XY_WING.findAll(state), []);
});

Deno.test("XYZ-Wing: pivot r1c1 {1,2,3}, pincers r1c5 {1,3}, r3c2 {2,3}: 3 goes where all three see", () => {
  const state = stateOf(EMPTY, { keep: { r1c1: "123", r1c5: "13", r3c2: "23" } });
  const steps = XYZ_WING.findAll(state);
  assert.deepEqual(summary(state, steps), ["r1c1 r1c5 r3c2 => r1c2-3 r1c3-3"]);
  assert.deepEqual(steps[0].pattern.digits, [1, 2, 3]);
  assert.equal(
    describeStep(state.rules, steps[0]),
    "XYZ-Wing {1,2,3} in r1c1, r1c5, r3c2 removes 3 from r1c2, r1c3",
  );
  assert.deepEqual(XY_WING.findAll(state), []);
});

Deno.test("XYZ-Wing near miss: a pivot with four candidates", () => {
  const state = stateOf(EMPTY, { keep: { r1c1: "1234", r1c5: "13", r3c2: "23" } });
  assert.deepEqual(XYZ_WING.findAll(state), []);
});

function wWingState(linkCells: string[], extra: Record<string, string> = {}): SolveState {
  const remove: Record<string, string> = {};
  for (let c = 1; c <= 9; c++) if (!linkCells.includes(`r5c${c}`)) remove[`r5c${c}`] = "1";
  return stateOf(EMPTY, { keep: { r1c1: "12", r9c9: "12", ...extra }, remove });
}

Deno.test("W-Wing: r1c1, r9c9 {1,2} joined by row 5's strong link on 1 remove 2 from r1c9, r9c1", () => {
  const state = wWingState(["r5c1", "r5c9"]);
  const steps = W_WING.findAll(state);
  assert.deepEqual(summary(state, steps), ["r1c1 r9c9 r5c1 r5c9 => r1c9-2 r9c1-2"]);
  const step = steps[0];
  assert.deepEqual(step.pattern.digits, [1, 2]);
  assert.deepEqual(step.pattern.houses, [4]);
  assert.deepEqual(step.pattern.links?.map((l) => l.strong), [false, true, false]);
  assert.equal(
    describeStep(state.rules, step),
    "W-Wing {1,2} in r1c1, r9c9, r5c1, r5c9 removes 2 from r1c9, r9c1",
  );
});

Deno.test("W-Wing near misses: a link cell seeing neither wing cell, wing cells that see each other", () => {
  assert.deepEqual(W_WING.findAll(wWingState(["r5c2", "r5c9"])), []);
  const state = stateOf(EMPTY, {
    keep: { r1c1: "12", r1c9: "12" },
    remove: Object.fromEntries([2, 3, 4, 5, 6, 7, 8].map((c) => [`r5c${c}`, "1"])),
  });
  assert.deepEqual(W_WING.findAll(state), []);
});

Deno.test("wings and single-digit patterns work on a 6×6 grid", () => {
  const empty6 = ".".repeat(36);
  const wing = stateOf(empty6, { keep: { r1c1: "12", r1c5: "13", r2c2: "23" } });
  // r1c5 sees row 1 and box 2 (rows 1-2, columns 4-6); r2c2 sees row 2 and box 1.
  assert.deepEqual(summary(wing, XY_WING.findAll(wing)), [
    "r1c1 r1c5 r2c2 => r1c2-3 r1c3-3 r2c4-3 r2c5-3 r2c6-3",
  ]);
  // Skyscraper on 6×6: rows 1 and 3 hold 6 only in columns 1 and 4, 1 and 5.
  const remove: Record<string, string> = {};
  for (let c = 1; c <= 6; c++) {
    if (c !== 1 && c !== 4) remove[`r1c${c}`] = "6";
    if (c !== 1 && c !== 5) remove[`r3c${c}`] = "6";
  }
  const sky = stateOf(empty6, { remove });
  assert.deepEqual(summary(sky, SKYSCRAPER.findAll(sky)), ["r1c4 r1c1 r3c1 r3c5 => r2c5-6 r4c4-6"]);
});

// ---------------------------------------------------------------------------------------------------------
// Brute-force references

function seesRef(g: Rules, a: number, b: number): boolean {
  if (a === b) return false;
  const ra = Math.floor(a / g.size), ca = a % g.size, rb = Math.floor(b / g.size), cb = b % g.size;
  const sameBox = Math.floor(ra / g.boxRows) === Math.floor(rb / g.boxRows) &&
    Math.floor(ca / g.boxCols) === Math.floor(cb / g.boxCols);
  return ra === rb || ca === cb || sameBox;
}

function digitsOfMask(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= 16; d++) if (mask & (1 << (d - 1))) out.push(d);
  return out;
}

/** Cells with `digit` that see every one of `cells` (and are none of them), as "r1c2-5" names. */
function seenByAllRef(state: SolveState, digit: number, cells: number[]): string[] {
  const g = state.rules;
  const out: string[] = [];
  for (let c = 0; c < g.cellCount; c++) {
    if (state.candidates[c] & (1 << (digit - 1)) && cells.every((p) => seesRef(g, c, p))) {
      out.push(`${cellName(g, c)}-${digit}`);
    }
  }
  return out.sort();
}

function key(state: SolveState, cells: number[], elims: string[]): string {
  return `${names(state, cells).join(" ")} => ${elims.join(" ")}`;
}

function withCount(state: SolveState, count: number): number[] {
  const out: number[] = [];
  for (let c = 0; c < state.rules.cellCount; c++) {
    let n = 0;
    for (let m = state.candidates[c]; m; m &= m - 1) n++;
    if (n === count) out.push(c);
  }
  return out;
}

function xyWingRef(state: SolveState): string[] {
  const g = state.rules, cand = state.candidates;
  const out: string[] = [];
  const bi = withCount(state, 2);
  for (const p of bi) {
    const [x, y] = digitsOfMask(cand[p]);
    for (const a of bi) {
      for (const b of bi) {
        if (!seesRef(g, p, a) || !seesRef(g, p, b) || a === b) continue;
        const [a1, a2] = digitsOfMask(cand[a]), [b1, b2] = digitsOfMask(cand[b]);
        const az = a1 === x ? a2 : a2 === x ? a1 : 0;
        const bz = b1 === y ? b2 : b2 === y ? b1 : 0;
        if (!az || az !== bz || az === x || az === y) continue;
        const elims = seenByAllRef(state, az, [a, b]);
        if (elims.length) out.push(key(state, [p, a, b], elims));
      }
    }
  }
  return out.sort();
}

function xyzWingRef(state: SolveState): string[] {
  const g = state.rules, cand = state.candidates;
  const out: string[] = [];
  const bi = withCount(state, 2);
  for (const p of withCount(state, 3)) {
    for (const a of bi) {
      for (const b of bi) {
        if (a >= b || !seesRef(g, p, a) || !seesRef(g, p, b)) continue;
        const pd = digitsOfMask(cand[p]), ad = digitsOfMask(cand[a]), bd = digitsOfMask(cand[b]);
        if (![...ad, ...bd].every((d) => pd.includes(d))) continue;
        const common = ad.filter((d) => bd.includes(d));
        if (common.length !== 1 || new Set([...ad, ...bd]).size !== 3) continue;
        const elims = seenByAllRef(state, common[0], [p, a, b]);
        if (elims.length) out.push(key(state, [p, a, b], elims));
      }
    }
  }
  return out.sort();
}

/**
 * The conjugate pairs of each digit, found house by house: entry d maps "a,b" (a < b) to the kinds (row,
 * column, box) of the houses in which a and b are digit d's only two cells.
 */
function conjugatesRef(state: SolveState): Map<string, RegionKind[]>[] {
  const g = state.rules;
  return Array.from({ length: g.size + 1 }, (_, digit) => {
    const out = new Map<string, RegionKind[]>();
    if (digit === 0) return out;
    g.houses.forEach((house, h) => {
      const withDigit = [...house].filter((c) => state.candidates[c] & (1 << (digit - 1)));
      if (withDigit.length !== 2) return;
      const k = `${Math.min(...withDigit)},${Math.max(...withDigit)}`;
      out.set(k, [...(out.get(k) ?? []), g.regions[h].kind]);
    });
    return out;
  });
}

function wWingRef(state: SolveState, conjugates = conjugatesRef(state)): string[] {
  const g = state.rules, cand = state.candidates;
  const out: string[] = [];
  const bi = withCount(state, 2);
  for (const w1 of bi) {
    for (const w2 of bi) {
      if (w1 >= w2 || cand[w1] !== cand[w2] || seesRef(g, w1, w2)) continue;
      const [d1, d2] = digitsOfMask(cand[w1]);
      for (const [x, y] of [[d1, d2], [d2, d1]]) {
        const elims = seenByAllRef(state, y, [w1, w2]);
        if (!elims.length) continue;
        for (const pair of conjugates[x].keys()) {
          const [l1, l2] = pair.split(",").map(Number);
          if ([l1, l2].some((l) => l === w1 || l === w2)) continue;
          if (seesRef(g, l1, w1) && seesRef(g, l2, w2)) out.push(key(state, [w1, w2, l1, l2], elims));
          else if (seesRef(g, l2, w1) && seesRef(g, l1, w2)) out.push(key(state, [w1, w2, l2, l1], elims));
        }
      }
    }
  }
  return out.sort();
}

/**
 * Every strong–weak–strong chain on one digit with something to remove, minus the X-Wing shapes, with the
 * chain written in whichever direction reads first. Skyscraper, kite and turbot fish must share these out
 * with no overlap.
 */
function oneDigitChainsRef(state: SolveState, allConjugates = conjugatesRef(state)): string[] {
  const g = state.rules;
  const out: string[] = [];
  const same = (k: RegionKind, a: number, b: number) => g.regionOfCell[k][a] === g.regionOfCell[k][b];
  for (let d = 1; d <= g.size; d++) {
    const conjugates = allConjugates[d];
    const pairs = [...conjugates.keys()].map((k) => k.split(",").map(Number));
    const inLine = (a: number, b: number, k: RegionKind) =>
      conjugates.get(`${Math.min(a, b)},${Math.max(a, b)}`)!.includes(k);
    for (let i = 0; i < pairs.length; i++) {
      for (let j = i + 1; j < pairs.length; j++) {
        for (const [i1, e1] of [pairs[i], [pairs[i][1], pairs[i][0]]]) {
          for (const [i2, e2] of [pairs[j], [pairs[j][1], pairs[j][0]]]) {
            if (new Set([e1, i1, i2, e2]).size !== 4 || !seesRef(g, i1, i2)) continue;
            const xWing = (["row", "column"] as const).some((k) => {
              const cross = k === "row" ? "column" : "row";
              return inLine(e1, i1, k) && inLine(e2, i2, k) && same(cross, i1, i2) && same(cross, e1, e2);
            });
            if (xWing) continue;
            const elims = seenByAllRef(state, d, [e1, e2]);
            if (elims.length) out.push(chainKey(state, [e1, i1, i2, e2], elims));
          }
        }
      }
    }
  }
  return out.sort();
}

function chainKey(state: SolveState, chain: number[], elims: string[]): string {
  const forward = key(state, chain, elims), backward = key(state, chain.slice().reverse(), elims);
  return forward < backward ? forward : backward;
}

function oneDigitChainsFound(state: SolveState): string[] {
  return [SKYSCRAPER, TWO_STRING_KITE, TURBOT_FISH]
    .flatMap((t) => t.findAll(state))
    .map((s) => chainKey(state, s.pattern.cells!, eliminationNames(state, s)))
    .sort();
}

function foundKeys(state: SolveState, technique: Technique): string[] {
  return technique.findAll(state).map((s) => key(state, s.pattern.cells!, eliminationNames(state, s))).sort();
}

// ---------------------------------------------------------------------------------------------------------
// Soundness sweep

const MINE: Technique[] = [...SINGLE_DIGIT_TECHNIQUES, ...WING_TECHNIQUES];
/** Cheapest first: the basic families (whatever of them exists) advance the puzzle, then ours. */
const ADVANCE: Technique[] = [
  ...SINGLE_TECHNIQUES,
  ...INTERSECTION_TECHNIQUES,
  ...SUBSET_TECHNIQUES,
  ...MINE,
];

interface SweepStats {
  /** States where findAll found at least one instance. */
  states: Record<string, number>;
  /** Instances found over all states. */
  instances: Record<string, number>;
  /** Times the technique's step was the one applied. */
  applied: Record<string, number>;
  referenceChecks: number;
}

/**
 * Solve with the cheapest step at each point; at every state run every technique of ours, check each instance
 * against the solution, and (every `referenceEvery` states) compare findAll with the brute-force references.
 */
function sweep(grids: Grid[], stats: SweepStats, referenceEvery: number): void {
  let stateIndex = 0;
  for (const grid of grids) {
    const result = countSolutions(grid);
    assert.equal(result.count, 1, "fixture puzzles have one solution");
    const solution = result.solution!;
    const state = createState(grid);
    for (let guard = 0; guard < grid.rules.cellCount * 20; guard++) {
      for (const technique of MINE) {
        const steps = technique.findAll(state);
        if (steps.length) stats.states[technique.id] = (stats.states[technique.id] ?? 0) + 1;
        stats.instances[technique.id] = (stats.instances[technique.id] ?? 0) + steps.length;
        for (const step of steps) {
          assert.equal(step.technique, technique.id);
          const elims = eliminationNames(state, step);
          assert.deepEqual(
            step.eliminations.map((e) => e.cell * 32 + e.digit),
            step.eliminations.map((e) => e.cell * 32 + e.digit).sort((a, b) => a - b),
          );
          assert.equal(new Set(elims).size, elims.length, "eliminations listed once");
          assertSound(cloneState(state), step, solution);
        }
        if (steps.length) assert.deepEqual(technique.find(state), steps[0]);
      }
      if (stateIndex++ % referenceEvery === 0) {
        stats.referenceChecks++;
        assert.deepEqual(foundKeys(state, XY_WING), xyWingRef(state));
        assert.deepEqual(foundKeys(state, XYZ_WING), xyzWingRef(state));
        const conjugates = conjugatesRef(state);
        assert.deepEqual(foundKeys(state, W_WING), wWingRef(state, conjugates));
        assert.deepEqual(oneDigitChainsFound(state), oneDigitChainsRef(state, conjugates));
      }
      let next: Step | null = null;
      for (const technique of ADVANCE) {
        next = technique.find(state);
        if (next) break;
      }
      if (!next) break;
      if (MINE.some((t) => t.id === next.technique)) {
        stats.applied[next.technique] = (stats.applied[next.technique] ?? 0) + 1;
      }
      assertSound(state, next, solution); // checks the step and applies it
    }
  }
}

function emptyStats(): SweepStats {
  return { states: {}, instances: {}, applied: {}, referenceChecks: 0 };
}

Deno.test("soundness sweep on qqwing expert puzzles, with brute-force completeness checks", () => {
  const text = Deno.readTextFileSync(new URL("../../fixtures/qqwing-expert-patterns.txt", import.meta.url));
  const grids = text.trim().split("\n").map((line) => gridOf(line.trim()));
  assert.equal(grids.length, 150);
  const stats = emptyStats();
  sweep(grids, stats, 3);
  for (const technique of MINE) {
    assert.ok((stats.instances[technique.id] ?? 0) > 0, `${technique.id} never fired`);
    assert.ok((stats.applied[technique.id] ?? 0) > 0, `${technique.id} never was the cheapest step`);
  }
  assert.ok(stats.referenceChecks > 1000);
  if (Deno.env.get("PATTERN_STATS")) console.log(JSON.stringify(stats));
});

/** Unique puzzles carved from seeded random grids (the work budget keeps 16×16 carving quick). */
function carved(shape: ShapeName, count: number): Grid[] {
  return Array.from({ length: count }, (_, i) => {
    const rng = new Rng(`patterns-${shape}-${i}`);
    return carveMinimal(fillGrid(classicRules(shape), rng), rng, 20_000).puzzle;
  });
}

Deno.test("soundness sweep on carved 6×6 and 16×16 puzzles", () => {
  const stats = emptyStats();
  sweep([...carved("6x6", 40), ...carved("16x16", 3)], stats, 1);
  const total = Object.values(stats.instances).reduce((a, b) => a + b, 0);
  assert.ok(total > 0, "some pattern fired on the other sizes");
  if (Deno.env.get("PATTERN_STATS")) console.log(JSON.stringify(stats));
});

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
