import assert from "node:assert/strict";
import fc from "fast-check";
import { findConflicts, type Grid } from "../../engine/board.ts";
import {
  type Cage,
  classicRules,
  killerRules,
  type Rules,
  type ShapeName,
  xRules,
} from "../../engine/rules.ts";
import { Rng } from "../../engine/rng.ts";
import { fillGrid } from "../../engine/solver.ts";
import {
  decode,
  encode,
  type Level,
  LEVELS,
  MAX_SHARE_CODE_LENGTH,
  packV2ForTesting,
  type ShareCodeErrorCode,
} from "../../engine/sharecode.ts";
import { growCages, neighbours } from "../../bench/killer_cages.ts";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const SHAPES: ShapeName[] = ["4x4", "6x6", "9x9", "16x16"];
const levelArb = fc.constantFrom<Level | undefined>(undefined, ...LEVELS);

function decoded(code: string) {
  const result = decode(code);
  if (!result.ok) throw new Error(`${code}: ${result.error.code}: ${result.error.message}`);
  return result.value;
}

function errorCode(code: string): ShareCodeErrorCode | "ok" {
  const result = decode(code);
  return result.ok ? "ok" : result.error.code;
}

/** Cages in the order codes give them back: by first cell, cells ascending. */
function canonicalCages(cages: readonly Cage[]): Cage[] {
  return cages.map((c) => ({ cells: [...c.cells].sort((a, b) => a - b), sum: c.sum }))
    .sort((a, b) => a.cells[0] - b.cells[0]);
}

/** The same puzzle: variant, shape, cages (as sets, any order) and cells. */
function assertSamePuzzle(actual: Grid, expected: Grid): void {
  assert.equal(actual.rules.variant, expected.rules.variant);
  assert.equal(actual.rules.shape, expected.rules.shape);
  assert.deepEqual(canonicalCages(actual.rules.cages), canonicalCages(expected.rules.cages));
  assert.deepEqual([...actual.cells], [...expected.cells]);
  if (expected.rules.variant === "x") assert.equal(actual.rules, xRules(expected.rules.shape));
}

/** Each given kept with probability `keep`, from a seeded Rng. */
function givensOf(solution: Uint8Array, keep: number, rng: Rng): Uint8Array {
  return solution.map((v) => (rng.nextInt(1000) < keep * 1000 ? v : 0));
}

const fillCache = new Map<string, Uint8Array>();
/** A filled grid under `rules` for a seed (16×16 fills are slow, so they are kept). */
function solutionFor(rules: Rules, seed: number): Uint8Array {
  const key = `${rules.variant}/${rules.shape}/${seed}`;
  let cells = fillCache.get(key);
  if (!cells) {
    cells = fillGrid(rules, new Rng(seed)).cells;
    fillCache.set(key, cells);
  }
  return cells;
}

/** A random killer: grown cages over a random filled grid, sometimes with givens and uncovered cells. */
function randomKiller(shape: ShapeName, seed: number, givenShare: number, uncovered: number): Grid {
  const solution = solutionFor(classicRules(shape), shape === "16x16" ? seed % 6 : seed);
  const rng = new Rng(`cages ${seed}`);
  let cages = growCages(classicRules(shape), solution, rng);
  // Dropping whole cages leaves cells outside every cage, which killer rules allow.
  for (let i = 0; i < uncovered && cages.length > 1; i++) {
    cages = cages.toSpliced(rng.nextInt(cages.length), 1);
  }
  rng.shuffle(cages);
  return { rules: killerRules(shape, cages), cells: givensOf(solution, givenShare, rng) };
}

function randomX(shape: ShapeName, seed: number, givenShare: number): Grid {
  const rules = xRules(shape);
  const solution = solutionFor(rules, shape === "16x16" ? seed % 4 : seed);
  return { rules, cells: givensOf(solution, givenShare, new Rng(`givens ${seed}`)) };
}

const shapeArb = fc.constantFrom<ShapeName>("4x4", "6x6", "9x9", "9x9", "9x9", "16x16");
const shareArb = fc.oneof(fc.constant(0), fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true }));

Deno.test("test killers: cages connected, covering, no repeated digit, mostly 2–5 cells", () => {
  const sizes = new Map<number, number>();
  for (let seed = 0; seed < 200; seed++) {
    const grid = randomKiller("9x9", seed, 0, 0);
    const solution = solutionFor(classicRules("9x9"), seed);
    const covered = new Set<number>();
    for (const cage of grid.rules.cages) {
      sizes.set(cage.cells.length, (sizes.get(cage.cells.length) ?? 0) + 1);
      const digits = new Set(cage.cells.map((c) => solution[c]));
      assert.equal(digits.size, cage.cells.length, "no repeated digit");
      const reached = new Set([cage.cells[0]]);
      for (const cell of reached) {
        for (const next of neighbours(9, cell)) if (cage.cells.includes(next)) reached.add(next);
      }
      assert.equal(reached.size, cage.cells.length, "connected");
      cage.cells.forEach((c) => covered.add(c));
    }
    assert.equal(covered.size, 81);
  }
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  const twoToFive = [2, 3, 4, 5].reduce((a, k) => a + (sizes.get(k) ?? 0), 0);
  assert.ok(twoToFive / total > 0.85, `sizes ${JSON.stringify([...sizes])}`);
  assert.ok((sizes.get(1) ?? 0) / total < 0.03, `singletons ${sizes.get(1)} of ${total}`);
});

Deno.test("decode(encode(killer)) gives back the cages, sums, givens and level", () => {
  fc.assert(
    fc.property(
      shapeArb,
      fc.integer({ min: 0, max: 1 << 30 }),
      shareArb,
      fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 4 })),
      levelArb,
      (shape, seed, share, uncovered, level) => {
        const grid = randomKiller(shape, seed, share, uncovered);
        const code = encode(grid, { level });
        assert.match(code, /^[k-n][A-Za-z0-9_-]*$/);
        assert.equal(code.length % 2, 0);
        assert.ok(code.length <= MAX_SHARE_CODE_LENGTH);
        const back = decoded(code);
        assertSamePuzzle(back.grid, grid);
        assert.deepEqual(back.grid.rules.cages, canonicalCages(grid.rules.cages), "cages by first cell");
        assert.equal(back.level, level ?? null);
        assert.equal(encode(back.grid, { level: back.level }), code);
      },
    ),
    { numRuns: 400 },
  );
});

Deno.test("decode(encode(X puzzle)) gives back the X puzzle and level, every shape", () => {
  fc.assert(
    fc.property(
      shapeArb,
      fc.integer({ min: 0, max: 1 << 30 }),
      shareArb,
      levelArb,
      (shape, seed, share, level) => {
        const grid = randomX(shape, seed, share);
        const code = encode(grid, { level });
        assert.match(code, /^[g-j][A-Za-z0-9_-]*$/);
        assert.ok(code.length <= MAX_SHARE_CODE_LENGTH);
        const back = decoded(code);
        assertSamePuzzle(back.grid, grid);
        assert.equal(back.level, level ?? null);
      },
    ),
    { numRuns: 300 },
  );
});

Deno.test("a givens-free 9×9 killer fits in 64 characters", () => {
  let longest = 0;
  for (let seed = 0; seed < 300; seed++) {
    const code = encode(randomKiller("9x9", seed, 0, 0), { level: "hard" });
    longest = Math.max(longest, code.length);
  }
  assert.ok(longest <= 64, `longest ${longest}`);
});

/** A killer from a cage map (one letter per cell, cages lettered by first cell), sums and a givens string. */
function killerOf(shape: ShapeName, map: string, sums: number[], givens: string): Grid {
  const byLetter = new Map<string, number[]>();
  [...map].forEach((letter, cell) => {
    if (letter === ".") return;
    const cells = byLetter.get(letter) ?? [];
    cells.push(cell);
    byLetter.set(letter, cells);
  });
  const cages = [...byLetter.values()].map((cells, i) => ({ cells, sum: sums[i] }));
  const cells = Uint8Array.from([...givens], (ch) => (ch === "." ? 0 : parseInt(ch, 17)));
  return { rules: killerRules(shape, cages), cells };
}

// Cages grown by bench/killer_cages.ts over a filled grid (seed 7), lettered by first cell, written out once.
const GOLDEN_MAP = "abccdeeffabbcdddffaggghhhiijjkkkhhlijmmknhllopqmmnnlropqsmmtrrrsssuttvrrssuuttvvv";
const GOLDEN_SUMS = [15, 13, 11, 25, 9, 18, 19, 37, 11, 14, 19, 15, 33, 9, 13, 14, 8, 28, 32, 21, 15, 26];
/** Its solution, for the givens below. */
const GOLDEN_SOLUTION = "986432751523179684174856932391548276248967315657321498835294167469715823712683549";

Deno.test("golden codes: the version 2 format does not change", () => {
  // Changing any of these breaks every link already shared and every pool line: add a new version instead.
  const x: Grid = {
    rules: xRules("9x9"),
    cells: Uint8Array.from(
      "...2.5...8...1.26..2..69..82...38..7...6.2....83.94.....25.....6......24..18...7.",
      (ch) => (ch === "." ? 0 : Number(ch)),
    ),
  };
  const givensFree = killerOf("9x9", GOLDEN_MAP, GOLDEN_SUMS, ".".repeat(81));
  const withGivens = killerOf(
    "9x9",
    GOLDEN_MAP,
    GOLDEN_SUMS,
    [...GOLDEN_SOLUTION].map((ch, cell) => (cell % 20 === 0 ? ch : ".")).join(""),
  );
  const small = killerOf("4x4", "aabbcdbbcdeeffgg".replace(/g/g, "."), [3, 10, 7, 3, 5, 5], ".".repeat(16));
  const golden: Array<[Grid, Level | undefined, string]> = [
    [x, "expert", "iAHNas2O_0dazdHYDNbu_CbF8b20Oi"],
    [givensFree, "hard", "mrYg0D7xMb1dC3ZrpxFmPhN-gEZADy4UJkwv0jv1"],
    [givensFree, undefined, "mrYg0D7xMb1dC3ZrpxFmPhN-gEZADy4UJkwv0guD"],
    [withGivens, "medium", "mAC81ksQyFB8TWzVtVYSV8amu8cDoWrOy2zADy4UJkwv0i9E"],
    [small, "easy", "kABkfJ6xUpb0"],
  ];
  for (const [grid, level, code] of golden) {
    assert.equal(encode(grid, { level }), code);
    const back = decoded(code);
    assertSamePuzzle(back.grid, grid);
    assert.equal(back.level, level ?? null);
  }
});

/** Codes for the corruption checks: both variants, several shapes, with and without givens and a claim. */
function sampleCodes(): string[] {
  const codes: string[] = [];
  for (let seed = 0; seed < 24; seed++) {
    const shape = SHAPES[seed % 3];
    const level = seed % 2 === 0 ? undefined : LEVELS[seed % LEVELS.length];
    codes.push(
      encode(randomKiller(shape, seed, seed % 4 === 0 ? 0.3 : 0, seed % 5 === 0 ? 2 : 0), { level }),
    );
    codes.push(encode(randomX(shape, seed, seed % 3 === 0 ? 0 : 0.35), { level }));
  }
  codes.push(encode(randomKiller("16x16", 1, 0, 0), { level: "easy" }));
  return codes;
}

Deno.test("every single changed, dropped, inserted or swapped character of a v2 code is refused", () => {
  let tried = 0;
  for (const code of sampleCodes()) {
    assert.ok(decode(code).ok, code);
    for (let i = 0; i < code.length; i++) {
      for (const ch of ALPHABET) {
        if (ch === code[i]) continue;
        const got = errorCode(code.slice(0, i) + ch + code.slice(i + 1));
        const allowed = i === 0 && ALPHABET.indexOf(ch) >= 48 ? "bad-version" : "bad-check";
        assert.ok(
          got === allowed || (i === 0 && ALPHABET.indexOf(ch) >= 40 && got === "bad-version"),
          `${code}: position ${i + 1} → ${ch}: ${got}`,
        );
        tried++;
      }
      const dropped = errorCode(code.slice(0, i) + code.slice(i + 1));
      assert.ok(dropped === "bad-length" || (i === 0 && dropped === "bad-version"), `${code}: drop ${i + 1}`);
      if (i + 1 < code.length && code[i] !== code[i + 1]) {
        const swapped = errorCode(code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2));
        assert.ok(
          swapped === "bad-check" || (i === 0 && swapped === "bad-version"),
          `${code}: swap ${i + 1}`,
        );
        tried++;
      }
    }
    for (let i = 0; i <= code.length; i += 3) {
      for (const ch of "Am_g9") {
        const got = errorCode(code.slice(0, i) + ch + code.slice(i));
        assert.ok(got === "bad-length" || (i === 0 && got === "bad-version"), `${code}: insert at ${i + 1}`);
      }
    }
  }
  assert.ok(tried > 50_000, `tried ${tried} corruptions`);
});

Deno.test("decode never throws on v2-looking input, and accepts only encode's own codes", () => {
  const valid = sampleCodes();
  const mutated = fc.tuple(
    fc.constantFrom(...valid),
    fc.array(fc.tuple(fc.nat(), fc.constantFrom(...ALPHABET)), { minLength: 1, maxLength: 6 }),
  ).map(([code, edits]) => {
    const chars = [...code];
    for (const [at, ch] of edits) chars[at % chars.length] = ch;
    return chars.join("");
  });
  const anyText = fc.oneof(
    fc.string({ unit: fc.constantFrom(...ALPHABET.slice(32, 48)), maxLength: 4 })
      .chain((head) =>
        fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 120 }).map((t) => head + t)
      ),
    mutated,
  );
  fc.assert(
    fc.property(anyText, (text) => {
      const result = decode(text);
      if (result.ok) assert.equal(encode(result.value.grid, { level: result.value.level }), text);
      else assert.equal(typeof result.error.message, "string");
    }),
    { numRuns: 3000 },
  );
  // Well-checked codes with random numbers: the content must be refused or be a sound puzzle.
  const packed = fc.tuple(
    fc.integer({ min: 32, max: 39 }),
    fc.oneof(fc.bigInt(0n, 1n << 64n), fc.bigInt(0n, 1n << 300n), fc.bigInt(0n, 1n << 2000n)),
  ).map(([header, payload]) => {
    let s = 1;
    while (1n << BigInt(6 * s) <= payload) s += 2;
    return packV2ForTesting(header, payload, s);
  });
  let accepted = 0;
  fc.assert(
    fc.property(packed, (code) => {
      const result = decode(code);
      if (!result.ok) return;
      accepted++;
      const grid = result.value.grid;
      assert.deepEqual(findConflicts(grid), []);
      for (const cage of grid.rules.cages) {
        const k = cage.cells.length, N = grid.rules.size;
        assert.ok(cage.sum >= (k * (k + 1)) / 2 && cage.sum <= (k * (2 * N - k + 1)) / 2, "a possible sum");
        const given = cage.cells.map((c) => grid.cells[c]).filter((v) => v > 0);
        assert.ok(given.reduce((a, b) => a + b, 0) <= cage.sum, "givens within the sum");
      }
      assert.equal(encode(grid, { level: result.value.level }), code);
    }),
    { numRuns: 3000 },
  );
  assert.ok(accepted > 0, "some random numbers are real puzzles");
});

Deno.test("well-checked v2 codes with impossible content are bad-content or bad-length", () => {
  const X_9 = 32 + 2, KILLER_4 = 36 + 0;
  const cases: Array<[string, string, ShareCodeErrorCode]> = [
    ["unknown level id 6", packV2ForTesting(X_9, 6n, 1), "bad-content"],
    ["unknown level id 7", packV2ForTesting(KILLER_4, 7n, 1), "bad-content"],
    ["number past the end", packV2ForTesting(X_9, 8n * 82n, 3), "bad-content"],
    // The empty X 9×9 grid (range 8·82) written with 5 payload characters instead of 3.
    ["padded code", packV2ForTesting(X_9, 0n, 5), "bad-length"],
    // The X 9×9 grid with a 1 in r1c1 (the number 8: level 0, one given, rank 0, digit 0) needs 5 payload
    // characters; its number fits in 1.
    ["cut code", packV2ForTesting(X_9, 8n, 1), "bad-length"],
    ["later variant", packV2ForTesting(32 + 8, 0n, 1), "bad-version"],
    ["later version", packV2ForTesting(48, 0n, 1), "bad-version"],
  ];
  for (const [what, code, expected] of cases) {
    const result = decode(code);
    assert.ok(!result.ok, `${what}: ${code} was accepted`);
    assert.equal(result.error.code, expected, `${what}: ${result.error.message}`);
  }
  // The empty X 9×9 grid with no claim is the number 0: the builder gives encode's code.
  assert.equal(packV2ForTesting(X_9, 0n, 3), encode({ rules: xRules("9x9"), cells: new Uint8Array(81) }));
});

Deno.test("encode refuses killers a code cannot carry, with a RangeError that says why", () => {
  const cells = new Uint8Array(81);
  const split = killerRules("9x9", [{ cells: [0, 2], sum: 3 }]);
  assert.throws(() => encode({ rules: split, cells }), /not connected/);
  const impossible = killerRules("9x9", [{ cells: [0, 1], sum: 2 }]);
  assert.throws(() => encode({ rules: impossible, cells }), /cannot make/);
  const tooBig = killerRules("9x9", [{ cells: [0, 1], sum: 4 }]);
  const over = new Uint8Array(81);
  over[0] = 5;
  assert.throws(() => encode({ rules: tooBig, cells: over }), /cannot make/);
  const repeat = killerRules("9x9", [{ cells: [0, 1, 2, 3, 4, 5, 6, 7, 8], sum: 45 }]);
  const twice = new Uint8Array(81);
  twice[0] = 5;
  twice[10] = 5;
  assert.throws(() => encode({ rules: repeat, cells: twice }), /repeats a digit/);
  const inCage = killerRules("9x9", [{ cells: [0, 9], sum: 10 }]);
  const sameInCage = new Uint8Array(81);
  sameInCage[0] = 5;
  sameInCage[9] = 5;
  assert.throws(() => encode({ rules: inCage, cells: sameInCage }), /repeats a digit/);
  assert.throws(() => encode({ rules: xRules("9x9"), cells: new Uint8Array(80) }), RangeError);
  assert.throws(() => encode({ rules: xRules("9x9"), cells }, { level: "nightmare" as Level }), RangeError);
});

Deno.test("cells outside every cage, and a killer with no cages, round-trip", () => {
  const partial = killerRules("4x4", [{ cells: [0, 1, 4], sum: 6 }, { cells: [15], sum: 4 }]);
  for (const rules of [partial, killerRules("9x9", [])]) {
    const grid = { rules, cells: new Uint8Array(rules.cellCount) };
    const back = decoded(encode(grid));
    assertSamePuzzle(back.grid, grid);
  }
});

Deno.test("cages whose arms meet only in later cells (a U, a spiral) and full-size cages round-trip", () => {
  const u = { cells: [0, 2, 9, 10, 11], sum: 20 }; // r1c1 and r1c3 meet through row 2
  const spiral = { cells: [4, 5, 6, 7, 16, 25, 24, 23, 22], sum: 45 }; // nine cells, the most a cage has
  const comb = { cells: [27, 29, 31, 36, 37, 38, 39, 40], sum: 40 }; // three teeth joined below
  const rules = killerRules("9x9", [u, spiral, comb]);
  const grid = { rules, cells: new Uint8Array(81) };
  const back = decoded(encode(grid, { level: "medium" }));
  assertSamePuzzle(back.grid, grid);
  const big = killerRules("4x4", [{ cells: [0, 1, 2, 3], sum: 10 }, { cells: [4, 5, 6, 7], sum: 10 }]);
  assertSamePuzzle(decoded(encode({ rules: big, cells: new Uint8Array(16) })).grid, {
    rules: big,
    cells: new Uint8Array(16),
  });
});
