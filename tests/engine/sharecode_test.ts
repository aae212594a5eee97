import assert from "node:assert/strict";
import fc from "fast-check";
import { findConflicts, formatGrid, type Grid, gridsEqual, parseGrid } from "../../engine/board.ts";
import {
  classicRules,
  jigsawRules,
  killerRules,
  type ShapeName,
  SHAPES,
  xRules,
} from "../../engine/rules.ts";
import {
  decode,
  encode,
  type Level,
  LEVELS,
  MAX_SHARE_CODE_LENGTH,
  packV1ForTesting,
  type ShareCodeErrorCode,
} from "../../engine/sharecode.ts";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const CLASSIC = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const CLASSIC_SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const SIZES: ShapeName[] = ["4x4", "6x6", "9x9", "16x16"];

function gridOf(text: string): Grid {
  const parsed = parseGrid(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

function decoded(code: string) {
  const result = decode(code);
  if (!result.ok) throw new Error(`${code}: ${result.error.code}: ${result.error.message}`);
  return result.value;
}

function errorCode(code: string): ShareCodeErrorCode | "ok" {
  const result = decode(code);
  return result.ok ? "ok" : result.error.code;
}

/** Pattern solution for any box shape: value(r,c) = (C·(r mod R) + ⌊r/R⌋ + c) mod N + 1. */
function patternSolution(name: ShapeName): Uint8Array {
  const { boxRows: R, boxCols: C } = SHAPES[name];
  const N = R * C;
  const cells = new Uint8Array(N * N);
  for (let r = 0; r < N; r++) {
    for (let c = 0; c < N; c++) cells[r * N + c] = ((C * (r % R) + Math.floor(r / R) + c) % N) + 1;
  }
  return cells;
}

const permutation = (n: number) =>
  fc.shuffledSubarray(Array.from({ length: n }, (_, i) => i), { minLength: n, maxLength: n });

/** Order of `groups` blocks of `width` lines each, shuffled as blocks and within blocks. */
const lineOrder = (groups: number, width: number) =>
  fc.tuple(permutation(groups), fc.array(permutation(width), { minLength: groups, maxLength: groups }))
    .map(([blocks, inner]) => blocks.flatMap((b) => inner[b].map((i) => b * width + i)));

/** Valid solved grids of one size: the pattern with digits relabelled and rows/columns shuffled within bands. */
function solutionArb(name: ShapeName, base = patternSolution(name)): fc.Arbitrary<Uint8Array> {
  const { boxRows: R, boxCols: C } = SHAPES[name];
  const N = R * C;
  return fc.tuple(permutation(N), lineOrder(N / R, R), lineOrder(N / C, C)).map(([digits, rows, cols]) => {
    const cells = new Uint8Array(N * N);
    for (let r = 0; r < N; r++) {
      for (let c = 0; c < N; c++) cells[r * N + c] = digits[base[rows[r] * N + cols[c]] - 1] + 1;
    }
    return cells;
  });
}

function puzzleFrom(name: ShapeName, solution: Uint8Array, givens: readonly number[]): Grid {
  const cells = new Uint8Array(solution.length);
  for (const cell of givens) cells[cell] = solution[cell];
  return { rules: classicRules(name), cells };
}

const levelArb = fc.constantFrom<Level | undefined>(undefined, ...LEVELS);

Deno.test("the test grids are valid solutions", () => {
  for (const name of SIZES) {
    fc.assert(
      fc.property(solutionArb(name), (cells) => {
        const grid = { rules: classicRules(name), cells };
        assert.deepEqual(findConflicts(grid), []);
        assert.ok(cells.every((v) => v >= 1 && v <= grid.rules.size));
      }),
      { numRuns: 20 },
    );
  }
  assert.deepEqual(findConflicts(gridOf(CLASSIC_SOLUTION)), []);
});

for (const name of SIZES) {
  Deno.test(`decode(encode(puzzle)) gives back the ${name} puzzle and level, 0 givens to all`, () => {
    const n = classicRules(name).cellCount;
    const all = Array.from({ length: n }, (_, i) => i);
    const givensArb = fc.oneof(fc.constant([]), fc.constant(all), fc.subarray(all));
    fc.assert(
      fc.property(solutionArb(name), givensArb, levelArb, (solution, givens, level) => {
        const grid = puzzleFrom(name, solution, givens);
        const code = encode(grid, { level });
        assert.match(code, /^[A-Za-f][A-Za-z0-9_-]*$/);
        assert.equal(code.length % 2, 0);
        assert.ok(code.length <= MAX_SHARE_CODE_LENGTH);
        const back = decoded(code);
        assert.ok(gridsEqual(back.grid, grid), `${formatGrid(grid)} came back as ${formatGrid(back.grid)}`);
        assert.equal(back.level, level ?? null);
      }),
      { numRuns: name === "16x16" ? 150 : 600 },
    );
  });
}

Deno.test("hard goal: a 9×9 puzzle with 25 givens fits in 28 characters", () => {
  const all = Array.from({ length: 81 }, (_, i) => i);
  const bases = [patternSolution("9x9"), gridOf(CLASSIC_SOLUTION).cells];
  for (const base of bases) {
    fc.assert(
      fc.property(
        solutionArb("9x9", base),
        fc.shuffledSubarray(all, { minLength: 25, maxLength: 25 }),
        levelArb,
        (solution, givens, level) => {
          const code = encode(puzzleFrom("9x9", solution, givens), { level });
          assert.ok(code.length <= 28, `${code} has ${code.length} characters`);
        },
      ),
      { numRuns: 1500 },
    );
  }
});

Deno.test("golden codes: the version 1 format does not change", () => {
  // Changing any of these breaks every link already shared: add a new version instead.
  const golden: Array<[string, Level | undefined, string]> = [
    [CLASSIC, "hard", "TALl6DhAQWXzrVyMOxRAHIJP4_fuwB"],
    [
      "5.4......6.2.9......8.4.5.7......4.3.2......1.1.9......6.5.7.8....4.9.3.3......7.",
      undefined,
      "QAEiaCQcVe3sBd2hy6rzoDdOQan3",
    ],
    ["1..4..1..3....2.", "easy", "BAWzPcIC"],
    ["62.......4....16......31.3...5......", "medium", "KL6N2pPrtnfi"],
    [
      "2..B..5..4..3..F..A..1..2..3..9..E..2..4..C..G..7..G..D..6..5..4..7..G..C..5..4..3..E..C..8..D..A..F..B..E" +
      "..C..8..2..F..3..1..G..2..G..6..B..1..9..7..F..2..8..B..B..2..G..D..E..A..7..B..3..9..G..9..2..1..D..3..3.." +
      "9..5..B..8..8..D..3..F..B..D..A..E..3..7..G",
      "evil",
      "dDXrEnzk7tIkyYMAIn8SlfjIW4ItfLF08w9GEpKSDacun4G6f42w0Q3QQ8fqC7Ailoi5BmLN7auBamLaRyQaZOORWz7Q",
    ],
  ];
  for (const [puzzle, level, code] of golden) {
    assert.equal(encode(gridOf(puzzle), { level }), code);
    const back = decoded(code);
    assert.equal(formatGrid(back.grid), puzzle);
    assert.equal(back.level, level ?? null);
  }
  assert.equal(encode(gridOf(".".repeat(16))), "AAAA");
  assert.deepEqual(LEVELS, ["easy", "medium", "hard", "expert", "evil"]);
});

Deno.test("the length limit is the longest code any puzzle could need", () => {
  // Version 1 bound: k givens of n cells, every digit one of N choices; payload = smallest odd symbol count, + 3.
  // Version 2 (killer, the larger) multiplies in the level (8), the partition (at most 2 choices on the first
  // row and column, 4 elsewhere) and the sums (at most N + 1 choices per cell, see engine/sharecode.ts).
  const binomial = (n: number, k: number) => {
    let r = 1n;
    for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
    return r;
  };
  let longest = 0;
  for (const name of SIZES) {
    const { size: N, cellCount: n } = classicRules(name);
    for (let k = 0; k <= n; k++) {
      const givens = BigInt(n + 1) * binomial(n, k) * BigInt(N) ** BigInt(k);
      const partition = 2n ** BigInt(2 * (N - 1)) * 4n ** BigInt((N - 1) ** 2);
      for (const range of [givens, 8n * partition * BigInt(N + 1) ** BigInt(n) * givens]) {
        let s = 1;
        while (64n ** BigInt(s) < range) s += 2;
        longest = Math.max(longest, s + 3);
      }
    }
  }
  assert.equal(MAX_SHARE_CODE_LENGTH, longest);
});

/** A spread of codes for the exhaustive corruption checks: every size, short and long, with and without a level. */
function sampleCodes(): string[] {
  const codes = [
    encode(gridOf(CLASSIC), { level: "hard" }),
    encode(gridOf(CLASSIC)),
    encode(gridOf(".".repeat(16))),
  ];
  const puzzleArb = fc.constantFrom(...SIZES).chain((name) => {
    const all = Array.from({ length: classicRules(name).cellCount }, (_, i) => i);
    return fc.tuple(solutionArb(name), fc.subarray(all), levelArb)
      .map(([solution, givens, level]) => encode(puzzleFrom(name, solution, givens), { level }));
  });
  const samples = fc.sample(puzzleArb, { numRuns: 60, seed: 20240611 });
  for (const name of SIZES) {
    const solution = patternSolution(name);
    codes.push(encode(puzzleFrom(name, solution, Array.from(solution.keys())), { level: "evil" }));
  }
  return [...codes, ...samples];
}

Deno.test("every single changed, dropped, inserted or swapped character is refused (exhaustive)", () => {
  let tried = 0;
  for (const code of sampleCodes()) {
    assert.ok(decode(code).ok, code);
    for (let i = 0; i < code.length; i++) {
      for (const ch of ALPHABET) {
        if (ch === code[i]) continue;
        const changed = code.slice(0, i) + ch + code.slice(i + 1);
        const got = errorCode(changed);
        // A first character of a later version or variant is refused as such; one of version 2 (g–n) is
        // read as version 2, whose check then fails.
        const allowed = i === 0 && ALPHABET.indexOf(ch) >= 40 ? "bad-version" : "bad-check";
        assert.equal(got, allowed, `${code}: ${changed} (position ${i + 1} changed)`);
        tried++;
      }
      const dropped = code.slice(0, i) + code.slice(i + 1);
      const got = errorCode(dropped);
      assert.ok(got === "bad-length" || (i === 0 && got === "bad-version"), `${code}: drop ${i + 1}: ${got}`);
      tried++;
      if (i + 1 < code.length && code[i] !== code[i + 1]) {
        const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2);
        const got = errorCode(swapped);
        assert.ok(
          got === "bad-check" || (i === 0 && got === "bad-version"),
          `${code}: swap ${i + 1}: ${got}`,
        );
        tried++;
      }
    }
    for (let i = 0; i <= code.length; i++) {
      for (const ch of ALPHABET) {
        const inserted = code.slice(0, i) + ch + code.slice(i);
        const got = errorCode(inserted);
        assert.ok(
          got === "bad-length" || (i === 0 && got === "bad-version"),
          `${code}: insert at ${i + 1}: ${got}`,
        );
        tried++;
      }
    }
  }
  assert.ok(tried > 200_000, `tried ${tried} corruptions`);
});

Deno.test("malformed codes get typed errors with a message", () => {
  const good = encode(gridOf(CLASSIC), { level: "hard" });
  const cases: Array<[string, ShareCodeErrorCode]> = [
    ["", "bad-length"],
    ["A", "bad-length"],
    ["AA", "bad-length"],
    [good.slice(0, -1), "bad-length"],
    [good + "A", "bad-length"],
    ["A".repeat(MAX_SHARE_CODE_LENGTH + 1), "bad-length"],
    [good.slice(0, 5) + "=" + good.slice(6), "bad-character"],
    [good + "=", "bad-character"],
    [" " + good, "bad-character"],
    [good.slice(0, 3) + "+/" + good.slice(5), "bad-character"],
    [good.slice(0, 10) + "é" + good.slice(11), "bad-character"],
    [good.slice(0, 10) + "😀" + good.slice(12), "bad-character"],
    ["g" + good.slice(1), "bad-check"],
    ["o" + good.slice(1), "bad-version"],
    ["w" + good.slice(1), "bad-version"],
    ["_" + good.slice(1), "bad-version"],
    ["9AAA", "bad-version"],
    [good.slice(0, -1) + (good.at(-1) === "A" ? "B" : "A"), "bad-check"],
    ["ABCD", "bad-check"],
  ];
  for (const [code, expected] of cases) {
    const result = decode(code);
    assert.ok(!result.ok, `${JSON.stringify(code)} was accepted`);
    assert.equal(result.error.code, expected, `${JSON.stringify(code)}: ${result.error.message}`);
    assert.ok(result.error.message.length > 10);
  }
  const bad = decode(good.slice(0, 10) + "é" + good.slice(11));
  assert.ok(!bad.ok && bad.error.message.includes("position 11"), "bad characters are located");
});

Deno.test("well-checked codes with impossible content are bad-content or bad-length", () => {
  const header = (size: number, levelId = 0) => (size << 3) | levelId;
  const cases: Array<[string, string, ShareCodeErrorCode]> = [
    // 4x4 empty grid (range 17) with the number 17: one past the end.
    ["number past the end", packV1ForTesting(header(0), 17n, 1), "bad-content"],
    // 4x4, one given in r1c1 (range 17·16·4): digit index 4 of 4 allowed digits.
    ["digit index out of range", packV1ForTesting(header(0), 1n + 17n * (0n + 16n * 4n), 3), "bad-content"],
    // 9x9, 81 givens (range 82·1·Π r): cell-set rank fine, digits number far too large.
    ["rank / digits out of range", packV1ForTesting(header(2), 81n + 82n * (1n << 200n), 37), "bad-content"],
    ["unknown level id 6", packV1ForTesting(header(2, 6), 0n, 1), "bad-content"],
    ["unknown level id 7", packV1ForTesting(header(3, 7), 0n, 1), "bad-content"],
    // 4x4 givens r1c4=1, r2c4=2, r3c4=3, r4c1=4, then r4c4 has no digit left.
    [
      "conflicting givens",
      (() => {
        const rank = 3n + 21n + 165n + 495n + 3003n; // C(3,1)+C(7,2)+C(11,3)+C(12,4)+C(15,5)
        const digits = 0n + 4n * (0n + 3n * (0n + 2n * 3n)); // indices 0,0,0,3 of 4,3,2,4 allowed digits
        return packV1ForTesting(header(0), 5n + 17n * (rank + 4368n * digits), 5);
      })(),
      "bad-content",
    ],
    // The empty 4x4 grid written with 3 payload characters instead of 1.
    ["padded code", packV1ForTesting(header(0), 0n, 3), "bad-length"],
    // A 4x4 grid whose range needs 3 payload characters, cut to 1 (its number happens to fit).
    ["cut code", packV1ForTesting(header(0), 16n, 1), "bad-length"],
  ];
  for (const [what, code, expected] of cases) {
    const result = decode(code);
    assert.ok(!result.ok, `${what}: ${code} was accepted`);
    assert.equal(result.error.code, expected, `${what}: ${result.error.message}`);
  }
  // The same builder with sound content gives exactly encode's code.
  assert.equal(packV1ForTesting(header(0), 0n, 1), encode(gridOf(".".repeat(16))));
});

Deno.test("decode never throws, and anything it accepts is exactly encode's code", () => {
  const anyText = fc.oneof(
    fc.string({ unit: "grapheme", maxLength: 300 }),
    fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 60 }),
    fc.string({ unit: fc.constantFrom(...ALPHABET), minLength: 150, maxLength: 200 }),
  );
  fc.assert(
    fc.property(anyText, (text) => {
      const result = decode(text);
      if (result.ok) assert.equal(encode(result.value.grid, { level: result.value.level }), text);
      else assert.equal(typeof result.error.message, "string");
    }),
    { numRuns: 3000 },
  );
  // Well-checked codes with random numbers: mostly impossible content, sometimes a real puzzle.
  const packed = fc.tuple(
    fc.integer({ min: 0, max: 31 }),
    fc.oneof(fc.bigInt(0n, 1n << 48n), fc.bigInt(0n, 1n << 1100n)),
  )
    .map(([header, payload]) => {
      let s = 1;
      while (1n << BigInt(6 * s) <= payload) s += 2;
      return packV1ForTesting(header, payload, s);
    });
  let accepted = 0;
  fc.assert(
    fc.property(packed, (code) => {
      const result = decode(code);
      if (result.ok) {
        accepted++;
        assert.deepEqual(findConflicts(result.value.grid), []);
        assert.equal(encode(result.value.grid, { level: result.value.level }), code);
      }
    }),
    { numRuns: 3000 },
  );
  assert.ok(accepted > 0, "some random numbers are real puzzles");
  for (const weird of [undefined, null, 42, {}, ["AAAA"]]) {
    assert.equal(decode(weird as unknown as string).ok, false);
  }
});

Deno.test("a huge string is refused up front", () => {
  const huge = "A".repeat(50_000_000);
  const result = decode(huge);
  assert.ok(!result.ok && result.error.code === "bad-length");
});

Deno.test("encode refuses grids a code cannot carry", () => {
  const conflict = gridOf("11" + ".".repeat(79));
  assert.throws(() => encode(conflict), RangeError);
  assert.throws(() => encode(gridOf("1...1..." + ".".repeat(8))), RangeError); // same column
  const outOfRange = gridOf(".".repeat(16));
  (outOfRange.cells as Uint8Array)[3] = 5;
  assert.throws(() => encode(outOfRange), RangeError);
  const short = { rules: classicRules("9x9"), cells: new Uint8Array(80) };
  assert.throws(() => encode(short), RangeError);
  assert.throws(() => encode(gridOf(CLASSIC), { level: "nightmare" as Level }), RangeError);
});

Deno.test("X and killer grids are written as version 2 and come back as themselves, not as classic", () => {
  const cells = new Uint8Array(81);
  cells[0] = 5;
  const classic = encode({ rules: classicRules("9x9"), cells });
  const x = encode({ rules: xRules("9x9"), cells });
  const killer = encode({ rules: killerRules("9x9", [{ cells: [0, 1], sum: 11 }]), cells });
  assert.match(classic, /^[A-Za-f]/);
  assert.match(x, /^[g-n]/);
  assert.match(killer, /^[g-n]/);
  assert.equal(decoded(x).grid.rules, xRules("9x9"));
  assert.deepEqual(decoded(killer).grid.rules.cages, [{ cells: [0, 1], sum: 11 }]);
  const jigsaw = jigsawRules("4x4", [0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3]);
  assert.throws(() => encode({ rules: jigsaw, cells: new Uint8Array(16) }), /not jigsaw/);
});
