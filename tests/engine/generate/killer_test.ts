/**
 * The killer generator: deterministic by seed, cages as a killer needs them (covering the grid, joined, no digit
 * twice, sums from the solution), no givens, exactly one solution, the level asked, and a grade path whose every step
 * agrees with that solution.
 */
import assert from "node:assert/strict";
import { countGivens, formatGrid, type Grid } from "../../../engine/board.ts";
import { generateKiller } from "../../../engine/generate/killer.ts";
import { generateKiller as exported } from "../../../engine/mod.ts";
import { gradeUnique } from "../../../engine/grade.ts";
import { cellName, colOf, rowOf } from "../../../engine/rules.ts";
import { countSolutions } from "../../../engine/solver.ts";
import { describeStep } from "../../../engine/techniques/index.ts";
import { applyStep, createState } from "../../../engine/techniques/step.ts";

const LEVELS = ["easy", "medium", "hard"] as const;
const BUDGET = 1_000_000;

/** Cages: cover every cell once, each joined orthogonally, no digit twice, sum = its digits in the solution. */
function assertCages(puzzle: Grid, solution: Uint8Array): void {
  const g = puzzle.rules;
  assert.equal(g.variant, "killer");
  const owner = new Int32Array(81).fill(-1);
  g.cages.forEach((cage, k) => {
    for (const cell of cage.cells) {
      assert.equal(owner[cell], -1, `${cellName(g, cell)} is in two cages`);
      owner[cell] = k;
    }
    const digits = cage.cells.map((cell) => solution[cell]);
    assert.equal(new Set(digits).size, digits.length, `cage ${k + 1} repeats a digit`);
    assert.equal(digits.reduce((s, d) => s + d, 0), cage.sum, `cage ${k + 1}'s sum`);
    const reached = new Set([cage.cells[0]]);
    for (let grew = true; grew;) {
      grew = false;
      for (const cell of cage.cells) {
        if (reached.has(cell)) continue;
        const touches = [...reached].some((r) =>
          Math.abs(rowOf(g, r) - rowOf(g, cell)) + Math.abs(colOf(g, r) - colOf(g, cell)) === 1
        );
        if (touches) reached.add(cell), grew = true;
      }
    }
    assert.equal(reached.size, cage.cells.length, `cage ${k + 1} is joined`);
  });
  assert.ok(owner.every((k) => k >= 0), "the cages cover the grid");
}

/** Every placement and elimination of the killer grade path agrees with the solution, and the path solves it. */
function assertSoundPath(puzzle: Grid, solution: Uint8Array): number {
  const record = gradeUnique(puzzle, "killer");
  const state = createState(puzzle);
  for (const step of record.path) {
    const text = describeStep(puzzle.rules, step);
    for (const { cell, digit } of step.placements) assert.equal(digit, solution[cell], text);
    for (const { cell, digit } of step.eliminations) {
      assert.notEqual(digit, solution[cell], text);
      assert.ok(state.candidates[cell] & (1 << (digit - 1)), `${text}: the candidate was there`);
    }
    applyStep(state, step);
  }
  assert.ok(!record.stuck);
  assert.deepEqual([...state.cells], [...solution], "the path solves the puzzle");
  return record.path.length;
}

function check(seed: string, level: typeof LEVELS[number]): Grid {
  const result = generateKiller(seed, { level, budget: BUDGET });
  assert.ok(result.ok, `${level} from ${seed} within ${BUDGET} work units`);
  const counted = countSolutions(result.puzzle);
  assert.equal(counted.count, 1, "exactly one solution");
  const solution = counted.solution!;
  assertCages(result.puzzle, solution);
  assert.equal(countGivens(result.puzzle), 0, "no givens, as the standard killer has none");
  assert.equal(result.record.level, level);
  assert.equal(gradeUnique(result.puzzle, "killer").level, level, "it re-grades to its level");
  assert.ok(result.work <= BUDGET);
  assertSoundPath(result.puzzle, solution);
  return result.puzzle;
}

Deno.test("killer generator: each level from a few seeds, valid cages, one solution, its level, sound path", () => {
  for (const level of LEVELS) for (let i = 0; i < 3; i++) check(`killer-test-${i}`, level);
});

Deno.test("killer generator: the same seed gives the same puzzle; another seed another one", () => {
  const key = (puzzle: Grid) => formatGrid(puzzle) + JSON.stringify(puzzle.rules.cages);
  for (const level of LEVELS) {
    const a = generateKiller("same-seed", { level, budget: BUDGET });
    const b = exported("same-seed", { level, budget: BUDGET });
    const c = generateKiller("other-seed", { level, budget: BUDGET });
    assert.ok(a.ok && b.ok && c.ok);
    assert.equal(key(a.puzzle), key(b.puzzle));
    assert.equal(a.work, b.work);
    assert.notEqual(key(a.puzzle), key(c.puzzle));
  }
});

/**
 * What the generator makes from fixed seeds: each cell's cage (cages numbered by first cell, 0-9a-zA-Z) and the
 * cages' sums. Killer pools and dailies are built from these puzzles, so a change here must be meant and said.
 */
const PINNED: ReadonlyArray<[string, string, string, string]> = [
  [
    "easy",
    "killer-pin-0",
    "0011233345661278445667778995abb7c8ddeabbcc8ffghbiii8jfghbiiijjkglmnnookkllmppookk",
    "15.18.9.9.16.18.11.33.25.8.6.37.19.10.1.14.15.16.25.12.27.15.5.9.26.6",
  ],
  [
    "easy",
    "killer-pin-1",
    "00000011234566661234557222284557779abccddee9fbbbbghhhfijjjggkkkilllmgknoiippmgnno",
    "34.19.29.10.6.20.26.16.8.13.7.20.11.15.6.6.22.16.14.19.16.22.9.14.15.12",
  ],
  [
    "medium",
    "killer-pin-0",
    "001223445661223445789933a457889bbaa5c88dbbeefccddbgggfhcdiiiigfhcjjkkkkfhhhjjjkll",
    "16.12.21.22.19.29.5.8.26.9.18.24.22.20.3.14.25.34.21.19.27.11",
  ],
  [
    "medium",
    "killer-pin-1",
    "00000011234566661234557222284557779a8bbccdd9e88bbfgggehiiiffjjjhkkklmjnoppqqlmnno",
    "34.19.29.10.6.20.26.16.25.13.7.14.15.6.6.18.16.3.19.16.22.9.4.14.15.11.12",
  ],
  [
    "hard",
    "killer-pin-0",
    "0011233345661227445558827995aaa8b7ccdabbbb7eedffggh7iedffghhiijdklmmnnjjkklmmnnjj",
    "15.18.22.9.16.24.5.25.20.8.16.32.10.16.14.30.11.14.12.27.15.5.15.26",
  ],
  [
    "hard",
    "killer-pin-1",
    "000111223045666623045783333047788889abbbbcc89aaaadeee9fgggddhhhfiiijdhklffjjjdkkl",
    "39.13.19.29.6.9.26.11.29.13.20.26.6.22.16.14.19.16.22.21.14.15",
  ],
];

const CAGE_CHARS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

Deno.test("killer generator: pinned seeds still give version 1's puzzles", () => {
  // Version 1 serves every killer daily up to 2026-12-31 and made the pools, so its output stays pinned.
  for (const [level, seed, layout, sums] of PINNED) {
    const result = generateKiller(seed, { level, version: 1 });
    assert.ok(result.ok);
    const owner = new Array(81).fill(".");
    result.puzzle.rules.cages.forEach((cage, k) => cage.cells.forEach((cell) => owner[cell] = CAGE_CHARS[k]));
    const line = `["${level}", "${seed}", "${owner.join("")}", "${
      result.puzzle.rules.cages.map((c) => c.sum).join(".")
    }"]`;
    assert.equal(
      line,
      `["${level}", "${seed}", "${layout}", "${sums}"]`,
      "the killer generator's output changed: pools and dailies come from it, so say so loudly before pinning anew",
    );
  }
});

Deno.test("killer generator: a budget too small fails within it; an unknown level is refused", () => {
  const result = generateKiller("tiny", { level: "hard", budget: 50 });
  assert.equal(result.ok, false);
  assert.throws(() => generateKiller("x", { level: "evil" }), RangeError);
});

Deno.test({
  name: "killer generator (slow): 100 puzzles per level, every grade step agrees with the solution",
  ignore: !Deno.env.get("SLOW_TESTS"),
  fn() {
    for (const level of LEVELS) {
      for (let i = 0; i < 100; i++) check(`killer-soundness-${i}`, level);
    }
  },
});
