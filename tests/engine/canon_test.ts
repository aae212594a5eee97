import assert from "node:assert/strict";
import fc from "fast-check";
import { countGivens, formatGrid, type Grid, parseGrid } from "../../engine/board.ts";
import { minlex, sameUpToSymmetry } from "../../engine/canon.ts";
import { classicRules, killerRules, xRules } from "../../engine/rules.ts";

const CLASSIC = classicRules("9x9");
const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

function gridOf(text: string): Grid {
  const parsed = parseGrid(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

const gridFrom = (cells: Uint8Array): Grid => ({ rules: CLASSIC, cells });

// ---------------------------------------------------------------------------------------------------------
// The symmetry group, written out independently of engine/canon.ts.

interface Symmetry {
  readonly transpose: boolean;
  /** Output row r shows original row rows[r]; likewise columns. Both respect bands and stacks. */
  readonly rows: readonly number[];
  readonly cols: readonly number[];
  /** Digit d becomes digits[d - 1] + 1. */
  readonly digits: readonly number[];
}

function applySymmetry(cells: Uint8Array, sym: Symmetry): Uint8Array {
  const out = new Uint8Array(81);
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const sr = sym.rows[r], sc = sym.cols[c];
      const d = sym.transpose ? cells[sc * 9 + sr] : cells[sr * 9 + sc];
      out[r * 9 + c] = d === 0 ? 0 : sym.digits[d - 1] + 1;
    }
  }
  return out;
}

/** The grid relabelled by first appearance in reading order, written with '.' for blanks. */
function relabelled(cells: Uint8Array): string {
  const labels = new Uint8Array(10);
  let next = 1, s = "";
  for (const d of cells) {
    if (d !== 0 && labels[d] === 0) labels[d] = next++;
    s += d === 0 ? "." : String(labels[d]);
  }
  return s;
}

const permutation = (n: number) =>
  fc.shuffledSubarray(Array.from({ length: n }, (_, i) => i), { minLength: n, maxLength: n });

/** An order of the nine lines that keeps bands (or stacks) together: shuffles the blocks and within them. */
const lineOrder = fc.tuple(permutation(3), fc.array(permutation(3), { minLength: 3, maxLength: 3 }))
  .map(([blocks, inner]) => blocks.flatMap((b, i) => inner[i].map((x) => 3 * b + x)));

const symmetryArb: fc.Arbitrary<Symmetry> = fc.record({
  transpose: fc.boolean(),
  rows: lineOrder,
  cols: lineOrder,
  digits: permutation(9),
});

/** A valid solved grid from a pattern formula. */
const PATTERN = Uint8Array.from({ length: 81 }, (_, i) => {
  const r = Math.floor(i / 9), c = i % 9;
  return ((3 * (r % 3) + Math.floor(r / 3) + c) % 9) + 1;
});

const FIXTURES = new URL("../fixtures/", import.meta.url);
const external = (await Deno.readTextFile(new URL("external-solutions.txt", FIXTURES)))
  .split("\n").filter((line) => /^\S{81} \S{81}$/.test(line)).map((line) => line.split(" "));
/** Real puzzles: 17-clue ones and hard ones, and qqwing's. */
const EXTERNAL_PUZZLES = external.map(([puzzle]) => puzzle);
const EXTERNAL_SOLUTIONS = external.map(([, solution]) => solution);
const QQWING_PUZZLES = (await Deno.readTextFile(new URL("qqwing-any.txt", FIXTURES)))
  .split("\n").filter((line) => line.length === 81);

/** Solved grids: the pattern shuffled by a random symmetry, or a real solution. */
const solutionArb: fc.Arbitrary<Uint8Array> = fc.oneof(
  symmetryArb.map((sym) => applySymmetry(PATTERN, sym)),
  fc.constantFrom(...EXTERNAL_SOLUTIONS.slice(0, 200)).map((s) => gridOf(s).cells),
);

/** A solved grid with the cells not in `givens` blanked. */
function puzzleArb(givens: fc.Arbitrary<number[]>): fc.Arbitrary<Uint8Array> {
  return fc.tuple(solutionArb, givens).map(([solution, keep]) => {
    const cells = new Uint8Array(81);
    for (const i of keep) cells[i] = solution[i];
    return cells;
  });
}

const CELL_INDICES = Array.from({ length: 81 }, (_, i) => i);
const anyPuzzleArb = puzzleArb(fc.subarray(CELL_INDICES));
const sparsePuzzleArb = puzzleArb(fc.shuffledSubarray(CELL_INDICES, { minLength: 17, maxLength: 25 }));

/** Any 81 values, rule-breaking ones included: the canonical form is defined for them too. */
const anyGridArb = fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 9 })), {
  minLength: 81,
  maxLength: 81,
}).map((values) => Uint8Array.from(values));

// ---------------------------------------------------------------------------------------------------------
// Exhaustive reference: every one of the 2 × 6⁸ arrangements, each relabelled by first appearance.

/** The 6⁴ orders of nine lines that keep blocks of three together. */
const LINE_ORDERS: readonly Int8Array[] = (() => {
  const p3 = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
  const orders: Int8Array[] = [];
  for (const blocks of p3) {
    for (const a of p3) {
      for (const b of p3) {
        for (const c of p3) {
          const inner = [a, b, c];
          orders.push(Int8Array.from(blocks.flatMap((block, i) => inner[i].map((x) => 3 * block + x))));
        }
      }
    }
  }
  return orders;
})();

/**
 * The smallest relabelled arrangement by brute force. An arrangement is abandoned once its prefix exceeds the
 * smallest string seen so far, which cannot change the minimum.
 */
function bruteForceMinlex(cells: Uint8Array): string {
  assert.equal(LINE_ORDERS.length, 1296);
  const best = new Uint8Array(81).fill(10);
  const cur = new Uint8Array(81);
  const rowsArranged = new Uint8Array(81);
  const labels = new Uint8Array(10);
  let arrangements = 0;
  for (const transpose of [false, true]) {
    for (const rows of LINE_ORDERS) {
      for (let r = 0; r < 9; r++) {
        for (let c = 0; c < 9; c++) {
          rowsArranged[r * 9 + c] = transpose ? cells[c * 9 + rows[r]] : cells[rows[r] * 9 + c];
        }
      }
      for (const cols of LINE_ORDERS) {
        arrangements++;
        labels.fill(0);
        let next = 1, less = false, greater = false;
        for (let i = 0; i < 81 && !greater; i++) {
          const d = rowsArranged[i - (i % 9) + cols[i % 9]];
          if (d !== 0 && labels[d] === 0) labels[d] = next++;
          const v = d === 0 ? 0 : labels[d];
          cur[i] = v;
          if (!less) {
            if (v > best[i]) greater = true;
            else if (v < best[i]) less = true;
          }
        }
        if (less) best.set(cur);
      }
    }
  }
  assert.equal(arrangements, 2 * 6 ** 8);
  return Array.from(best, (v) => (v === 0 ? "." : String(v))).join("");
}

// ---------------------------------------------------------------------------------------------------------

Deno.test("minlex is invariant under the symmetry group: puzzles with any number of givens", () => {
  fc.assert(
    fc.property(anyPuzzleArb, symmetryArb, (cells, sym) => {
      assert.equal(minlex(gridFrom(applySymmetry(cells, sym))), minlex(gridFrom(cells)));
    }),
    { numRuns: 150 },
  );
});

Deno.test("minlex is invariant under the symmetry group: sparse puzzles (17-25 givens)", () => {
  fc.assert(
    fc.property(sparsePuzzleArb, symmetryArb, (cells, sym) => {
      assert.equal(minlex(gridFrom(applySymmetry(cells, sym))), minlex(gridFrom(cells)));
    }),
    { numRuns: 150 },
  );
});

Deno.test("minlex is invariant under the symmetry group: real puzzles", () => {
  fc.assert(
    fc.property(fc.constantFrom(...EXTERNAL_PUZZLES, ...QQWING_PUZZLES), symmetryArb, (text, sym) => {
      const cells = gridOf(text).cells;
      assert.equal(minlex(gridFrom(applySymmetry(cells, sym))), minlex(gridFrom(cells)));
    }),
    { numRuns: 150 },
  );
});

Deno.test("minlex is invariant under the symmetry group: full grids", () => {
  fc.assert(
    fc.property(solutionArb, symmetryArb, (cells, sym) => {
      const form = minlex(gridFrom(cells));
      assert.equal(minlex(gridFrom(applySymmetry(cells, sym))), form);
      assert.match(form, /^123456789[1-9]{72}$/);
    }),
    { numRuns: 20 },
  );
});

Deno.test("minlex is invariant under the symmetry group: grids that break the rules", () => {
  fc.assert(
    fc.property(anyGridArb, symmetryArb, (cells, sym) => {
      assert.equal(minlex(gridFrom(applySymmetry(cells, sym))), minlex(gridFrom(cells)));
    }),
    { numRuns: 100 },
  );
});

Deno.test("minlex is in the orbit, keeps the givens and is no larger than any transform", () => {
  fc.assert(
    fc.property(
      fc.oneof(anyPuzzleArb, sparsePuzzleArb, fc.constantFrom(...QQWING_PUZZLES).map((s) => gridOf(s).cells)),
      fc.array(symmetryArb, { minLength: 5, maxLength: 5 }),
      (cells, syms) => {
        const puzzle = gridFrom(cells);
        const form = minlex(puzzle);
        assert.equal(form.length, 81);
        const back = gridOf(form);
        assert.equal(countGivens(back), countGivens(puzzle));
        assert.ok(sameUpToSymmetry(puzzle, back));
        assert.equal(minlex(back), form, "the canonical form is its own canonical form");
        assert.ok(form <= relabelled(cells));
        for (const sym of syms) assert.ok(form <= relabelled(applySymmetry(cells, sym)));
      },
    ),
    { numRuns: 100 },
  );
});

Deno.test("minlex equals the exhaustive minimum over all 2 × 6⁸ arrangements", () => {
  const fixed = [
    PUZZLE,
    EXTERNAL_PUZZLES[0], // 17 givens
    EXTERNAL_SOLUTIONS[0], // a full grid
    formatGrid(gridFrom(PATTERN)), // the most symmetric kind of grid
    ".".repeat(81),
  ];
  for (const text of fixed) assert.equal(minlex(gridOf(text)), bruteForceMinlex(gridOf(text).cells), text);
  // Random puzzles of every density, and grids that break the rules.
  fc.assert(
    fc.property(fc.oneof(anyPuzzleArb, sparsePuzzleArb, anyGridArb), (cells) => {
      assert.equal(minlex(gridFrom(cells)), bruteForceMinlex(cells));
    }),
    { numRuns: 8 },
  );
});

Deno.test("puzzles that are not equivalent get different forms", () => {
  const puzzle = gridOf(PUZZLE);
  // Different numbers of givens can never be equivalent.
  const fewer = gridOf("5." + PUZZLE.slice(2));
  assert.equal(countGivens(fewer), countGivens(puzzle) - 1);
  assert.notEqual(minlex(fewer), minlex(puzzle));
  assert.ok(!sameUpToSymmetry(fewer, puzzle));

  // One clue changed to another digit (r1c5: 7 → 4, the only digit that breaks no rule there): the
  // exhaustive minima differ, so no symmetry relates them.
  const changed = gridOf(PUZZLE.slice(0, 4) + "4" + PUZZLE.slice(5));
  assert.equal(countGivens(changed), countGivens(puzzle));
  const bruteChanged = bruteForceMinlex(changed.cells), brutePuzzle = bruteForceMinlex(puzzle.cells);
  assert.notEqual(bruteChanged, brutePuzzle);
  assert.equal(minlex(changed), bruteChanged);
  assert.ok(!sameUpToSymmetry(changed, puzzle));

  // Swapping two digits everywhere is a relabelling, so that one is equivalent.
  const swapped = gridOf(PUZZLE.replaceAll("5", "x").replaceAll("7", "5").replaceAll("x", "7"));
  assert.ok(sameUpToSymmetry(swapped, puzzle));
});

Deno.test("sameUpToSymmetry finds the equivalent pair in a real collection and separates the rest", () => {
  // Two entries of the external collection are the same puzzle with its top band moved to the bottom.
  const a = gridOf("....1.78.5....9..........4..2..........6....3.74.8.........3..2.8..4..1.6..5.....");
  const b = gridOf(".2..........6....3.74.8.........3..2.8..4..1.6..5.........1.78.5....9..........4.");
  assert.ok(sameUpToSymmetry(a, b));
  assert.equal(minlex(a), minlex(b));
  // De-duplicating a pool: qqwing's puzzles are distinct, and transformed copies fold back onto them.
  const pool = QQWING_PUZZLES.slice(0, 100).map((s) => gridOf(s).cells);
  const forms = new Set(pool.map((cells) => minlex(gridFrom(cells))));
  assert.equal(forms.size, pool.length);
  const [syms] = fc.sample(fc.array(symmetryArb, { minLength: 100, maxLength: 100 }), {
    numRuns: 1,
    seed: 7,
  });
  for (let i = 0; i < pool.length; i++) forms.add(minlex(gridFrom(applySymmetry(pool[i], syms[i]))));
  assert.equal(forms.size, pool.length);
});

Deno.test("golden canonical forms", () => {
  assert.equal(
    minlex(gridOf(PUZZLE)),
    "........1.....2.34156...27......8.......51..232974......16..9....34..7..28.91.45.",
  );
  assert.equal(minlex(gridOf(QQWING_PUZZLES[0])), GOLDEN_QQWING);
  assert.equal(minlex(gridOf(EXTERNAL_PUZZLES[1])), GOLDEN_17);
  assert.equal(minlex(gridOf(".".repeat(81))), ".".repeat(81));
  assert.equal(
    minlex(gridFrom(PATTERN)),
    "123456789456789123789123456234567891567891234891234567345678912678912345912345678",
  );
});

const GOLDEN_QQWING = "..............1.23.45.26.7.......3........648...4...17.6..487..5..1...8.8.2.35.6.";
const GOLDEN_17 = "........1.......2......3.......4.5....6...3....718.....1..2...4.3.....7.95.......";

Deno.test("only classic grids are accepted", () => {
  assert.throws(() => minlex(gridOf("1234341221434321")), RangeError);
  assert.throws(() => sameUpToSymmetry(gridOf(PUZZLE), gridOf("1234341221434321")), RangeError);
});

Deno.test("9×9 grids under other rules are refused: the symmetries would break their diagonals and cages", () => {
  const cells = gridOf(PUZZLE).cells;
  const x: Grid = { rules: xRules("9x9"), cells };
  const killer: Grid = { rules: killerRules("9x9", [{ cells: [0, 1], sum: 8 }]), cells };
  for (const grid of [x, killer]) {
    assert.throws(() => minlex(grid), RangeError);
    assert.throws(() => sameUpToSymmetry(grid, gridFrom(cells)), RangeError);
    assert.throws(() => sameUpToSymmetry(gridFrom(cells), grid), RangeError);
  }
  // The same cells under classic rules have a canonical form.
  assert.equal(minlex(gridFrom(cells)).length, 81);
});
