/**
 * Soundness sweeps over real puzzles, each over several technique families at once: every instance the families
 * find at every position of a solve agrees with the puzzle's unique solution, is well formed, and (for subsets,
 * fish, wings and the one-digit chains) is exactly what a brute-force reference lists; and every step of the
 * grade paths of puzzles the published catalogue leaves stuck agrees with the solution.
 * `deno run -A bench/stuck.ts FILE --sound` runs the path check over any number of puzzles (see docs/grading.md).
 */
import assert from "node:assert/strict";
import { type Grid, popcount } from "../../../engine/board.ts";
import { carveMinimal } from "../../../bench/carve_minimal.ts";
import { type TechniqueId, techniqueInfo } from "../../../engine/catalogue.ts";
import { gradeUnique, nextStep } from "../../../engine/grade.ts";
import { areSeeing, classicRules, housesOfCell, type ShapeName } from "../../../engine/rules.ts";
import { Rng } from "../../../engine/rng.ts";
import { SCHEMES } from "../../../engine/schemes.ts";
import { countSolutions, fillGrid } from "../../../engine/solver.ts";
import { MAX_CHAIN_CELLS, X_CHAIN, XY_CHAIN } from "../../../engine/techniques/chains.ts";
import { SIMPLE_COLORING } from "../../../engine/techniques/coloring.ts";
import { FISH_TECHNIQUES } from "../../../engine/techniques/fish.ts";
import { BARE_TECHNIQUES } from "../../../engine/techniques/index.ts";
import { INTERSECTION_TECHNIQUES } from "../../../engine/techniques/intersections.ts";
import { SINGLE_DIGIT_TECHNIQUES } from "../../../engine/techniques/single-digit.ts";
import { SINGLE_TECHNIQUES } from "../../../engine/techniques/singles.ts";
import {
  applyStep,
  cloneState,
  createState,
  placeDigit,
  type SolveState,
  type Step,
  type Technique,
} from "../../../engine/techniques/step.ts";
import { SUBSET_TECHNIQUES } from "../../../engine/techniques/subsets.ts";
import { BUG_PLUS_ONE, UNIQUE_RECTANGLE } from "../../../engine/techniques/uniqueness.ts";
import { W_WING, WING_TECHNIQUES, XY_WING, XYZ_WING } from "../../../engine/techniques/wings.ts";
import { ALS } from "../../testing/als_cases.ts";
import { assertSound, eliminationNames, gridOf, stateOf } from "../../testing/grids.ts";
import { readPuzzles } from "../../testing/positions.ts";
import {
  assertComplete,
  conjugatesRef,
  foundKeys,
  oneDigitChainsFound,
  oneDigitChainsRef,
  wWingRef,
  xyWingRef,
  xyzWingRef,
} from "../../testing/references.ts";
import { STUCK_SAMPLE, sweepStuckSample } from "../../testing/stuck_sample.ts";
import { CHAIN_IDS } from "../../testing/technique_cases.ts";

// ---------------------------------------------------------------------------------------------------------
// Singles, intersections, subsets and fish, cheapest step first; subsets and fish against the reference

const ALL: Technique[] = [
  ...SINGLE_TECHNIQUES,
  ...INTERSECTION_TECHNIQUES,
  ...SUBSET_TECHNIQUES,
  ...FISH_TECHNIQUES,
];

/** Eliminations sorted by cell then digit, each once. */
function assertEliminationsOrdered(step: Step): void {
  for (let i = 1; i < step.eliminations.length; i++) {
    const a = step.eliminations[i - 1], b = step.eliminations[i];
    assert.ok(
      a.cell < b.cell || (a.cell === b.cell && a.digit < b.digit),
      `${step.technique} eliminations order`,
    );
  }
}

const BY_COST = [...ALL].sort((a, b) => techniqueInfo(a.id).order - techniqueInfo(b.id).order);

interface SweepCounts {
  found: Map<TechniqueId, number>;
  applied: Map<TechniqueId, number>;
  solved: number;
  referenceChecks: number;
}

/** Solve as far as these techniques go; check soundness always and completeness when `checkEvery(step)`. */
function sweepBasics(puzzle: string, counts: SweepCounts, checkEvery: (stepIndex: number) => boolean): void {
  const grid = gridOf(puzzle);
  const { count, solution } = countSolutions(grid);
  assert.equal(count, 1, `${puzzle} has one solution`);
  const state = createState(grid);
  for (let stepIndex = 0;; stepIndex++) {
    const all: Step[] = [];
    let chosen: Step | null = null;
    for (const t of BY_COST) {
      const steps = t.findAll(state);
      // (JSON: node's deepEqual is too slow for the tens of thousands of comparisons here.)
      assert.equal(
        JSON.stringify(t.find(state)),
        JSON.stringify(steps[0] ?? null),
        `${t.id}: find is findAll[0]`,
      );
      for (const step of steps) {
        assert.equal(step.technique, t.id);
        assertEliminationsOrdered(step);
        assertSound(cloneState(state), step, solution!);
        counts.found.set(t.id, (counts.found.get(t.id) ?? 0) + 1);
      }
      chosen ??= steps[0] ?? null;
      all.push(...steps);
    }
    if (checkEvery(stepIndex)) {
      assertComplete(state, all);
      counts.referenceChecks++;
    }
    if (!chosen) break;
    counts.applied.set(chosen.technique, (counts.applied.get(chosen.technique) ?? 0) + 1);
    applyStep(state, chosen);
  }
  if (state.cells.every((v) => v !== 0)) {
    counts.solved++;
    assert.deepEqual(state.cells, solution);
  }
}

const FIXTURE = Deno.readTextFileSync(new URL("../../fixtures/qqwing-expert-basic.txt", import.meta.url))
  .split("\n").map((l) => l.trim()).filter((l) => l.length > 0);

Deno.test("sweep over qqwing expert puzzles: every step sound, subsets and fish complete, all techniques fire", () => {
  assert.equal(FIXTURE.length, 150);
  const counts: SweepCounts = { found: new Map(), applied: new Map(), solved: 0, referenceChecks: 0 };
  // The reference is slow: check it on every state of every fifth puzzle.
  FIXTURE.forEach((puzzle, i) => sweepBasics(puzzle, counts, () => i % 5 === 0));
  for (const t of ALL) {
    assert.ok((counts.found.get(t.id) ?? 0) > 0, `${t.id} found somewhere in the sweep`);
    assert.ok((counts.applied.get(t.id) ?? 0) > 0, `${t.id} was the cheapest step somewhere in the sweep`);
  }
  assert.ok(counts.referenceChecks > 500, `reference checks: ${counts.referenceChecks}`);
  if (Deno.env.get("TECH_SWEEP_REPORT")) {
    console.log({
      ...counts,
      found: Object.fromEntries(counts.found),
      applied: Object.fromEntries(counts.applied),
    });
  }
});

// Generated with the project's own carver (fillGrid + carveMinimal, seeds "tech-basic-<shape>-<i>").
const SMALL_PUZZLES = [
  "....41....1..2..",
  "4....14....2..3.",
  "...41..23.......",
  ".31.........143.",
  "3.....6.13......1.....5225......6...",
  ".....1...6256.51....4......4..5.....",
  "2...6...6.2......34..61..3.....1....",
  "...2.4.....5.261...5......53...1....",
  "126...............6.53.....1.3.3..45",
  "...1.3..3..4......2..4...5.3...1..2.",
];
const SIXTEEN = [
  ".9....G6....C8A..FED3A...2........48E..F.9...7B.....7.95...C326.B4..A.5.G..F.1..1...F..G.7.4............5...D....E....7......A.B25A....7.1.....3..B1.....DA.G67....E....8..91...48..52.16....C9....G...4BF.12.E.3.......C.....D..C..2GE...7D..3...2B...83...9G..",
  ".........2.6A..G36D....98..7.5F.8..7B..5.3GF.........23.BE...7..BA1.9G6..FD...5C...82F......34...95........A7...4.2.....C..G...B.7...3AGE6.C2F...G..1.D...........9.6.82...3.AC.2.B..79FA..D..6.9E....5..D...3.A..3DE4....A.F.........C....E..72..GC..2.4.7.D.85",
];

Deno.test("sweep over 4x4, 6x6 and 16x16 puzzles: sound, and complete against the reference", () => {
  const counts: SweepCounts = { found: new Map(), applied: new Map(), solved: 0, referenceChecks: 0 };
  for (const puzzle of SMALL_PUZZLES) sweepBasics(puzzle, counts, () => true);
  // 16×16: the reference is slow there, so it checks every 40th state.
  for (const puzzle of SIXTEEN) sweepBasics(puzzle, counts, (i) => i % 40 === 0);
  assert.ok(counts.solved >= 10, `solved ${counts.solved}`);
  for (const id of ["naked-single", "hidden-single-box", "hidden-single-line"] as const) {
    assert.ok((counts.found.get(id) ?? 0) > 0, `${id} fired`);
  }
  if (Deno.env.get("TECH_SWEEP_REPORT")) {
    console.log({
      ...counts,
      found: Object.fromEntries(counts.found),
      applied: Object.fromEntries(counts.applied),
    });
  }
});

// ---------------------------------------------------------------------------------------------------------
// Single-digit patterns and wings, after the basic families; against the references

const MINE: Technique[] = [...SINGLE_DIGIT_TECHNIQUES, ...WING_TECHNIQUES];
/** Cheapest first: the basic families advance the puzzle, then the single-digit patterns and wings. */
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
function sweepPatterns(grids: Grid[], stats: SweepStats, referenceEvery: number): void {
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

/** Unique puzzles carved from seeded random grids (the work budget keeps 16×16 carving quick). */
function carved(shape: ShapeName, count: number): Grid[] {
  return Array.from({ length: count }, (_, i) => {
    const rng = new Rng(`patterns-${shape}-${i}`);
    return carveMinimal(fillGrid(classicRules(shape), rng), rng, 20_000).puzzle;
  });
}

Deno.test("soundness sweep on qqwing expert puzzles, with brute-force completeness checks", () => {
  const text = Deno.readTextFileSync(new URL("../../fixtures/qqwing-expert-patterns.txt", import.meta.url));
  const grids = text.trim().split("\n").map((line) => gridOf(line.trim()));
  assert.equal(grids.length, 150);
  const stats = emptyStats();
  sweepPatterns(grids, stats, 3);
  for (const technique of MINE) {
    assert.ok((stats.instances[technique.id] ?? 0) > 0, `${technique.id} never fired`);
    assert.ok((stats.applied[technique.id] ?? 0) > 0, `${technique.id} never was the cheapest step`);
  }
  assert.ok(stats.referenceChecks > 1000);
  if (Deno.env.get("PATTERN_STATS")) console.log(JSON.stringify(stats));
});

Deno.test("soundness sweep on carved 6×6 and 16×16 puzzles", () => {
  const stats = emptyStats();
  sweepPatterns([...carved("6x6", 40), ...carved("16x16", 3)], stats, 1);
  const total = Object.values(stats.instances).reduce((a, b) => a + b, 0);
  assert.ok(total > 0, "some pattern fired on the other sizes");
  if (Deno.env.get("PATTERN_STATS")) console.log(JSON.stringify(stats));
});

// ---------------------------------------------------------------------------------------------------------
// Colouring, chains and uniqueness, after a few cheap steps

const ADVANCED: Technique[] = [SIMPLE_COLORING, X_CHAIN, XY_CHAIN, UNIQUE_RECTANGLE, BUG_PLUS_ONE];

/**
 * One cheap step applied in place, so the sweep reaches the positions where the advanced techniques are
 * needed: naked single, hidden single, pointing/claiming, naked pair. False when none applies.
 */
function basicStep(state: SolveState): boolean {
  const g = state.rules;
  const N = g.size;
  const cand = state.candidates;
  for (let cell = 0; cell < g.cellCount; cell++) {
    if (state.cells[cell] === 0 && popcount(cand[cell]) === 1) {
      placeDigit(state, cell, 32 - Math.clz32(cand[cell]));
      return true;
    }
  }
  for (let h = 0; h < g.houses.length; h++) {
    for (let d = 0; d < N; d++) {
      let count = 0, at = -1;
      for (const cell of g.houses[h]) if (cand[cell] & (1 << d)) count++, at = cell;
      if (count === 1) {
        placeDigit(state, at, d + 1);
        return true;
      }
    }
  }
  for (let h = 0; h < g.houses.length; h++) {
    for (let d = 0; d < N; d++) {
      const bit = 1 << d;
      const cells = [...g.houses[h]].filter((cell) => cand[cell] & bit);
      if (cells.length < 2) continue;
      for (const other of housesOfCell(g, cells[0])) {
        if (other === h || !cells.every((cell) => housesOfCell(g, cell).includes(other))) continue;
        let changed = false;
        for (const cell of g.houses[other]) {
          if ((cand[cell] & bit) && !cells.includes(cell)) cand[cell] &= ~bit, changed = true;
        }
        if (changed) return true;
      }
    }
  }
  for (const house of g.houses) {
    for (const a of house) {
      if (popcount(cand[a]) !== 2) continue;
      for (const b of house) {
        if (b <= a || cand[b] !== cand[a]) continue;
        let changed = false;
        for (const cell of house) {
          if (cell !== a && cell !== b && (cand[cell] & cand[a])) cand[cell] &= ~cand[a], changed = true;
        }
        if (changed) return true;
      }
    }
  }
  return false;
}

/** The two cells are the only candidates of the digit in some house they share. */
function conjugate(state: SolveState, a: number, b: number, digit: number): boolean {
  const g = state.rules;
  for (const h of housesOfCell(g, a)) {
    if (!housesOfCell(g, b).includes(h)) continue;
    if (g.houses[h].filter((cell) => state.candidates[cell] & (1 << (digit - 1))).length === 2) return true;
  }
  return false;
}

/** Shape checks beyond soundness: sorted unique eliminations, and chains/colours that really are what they say. */
function assertWellFormed(state: SolveState, step: Step): void {
  const keys = step.eliminations.map(({ cell, digit }) => cell * 32 + digit);
  assert.deepEqual(keys, [...new Set(keys)].sort((a, b) => a - b), "eliminations sorted by cell then digit");
  const p = step.pattern;
  if (step.technique === "simple-coloring") {
    const colorOf = new Map(p.colors!.map((c) => [c.cell, c.color]));
    for (const l of p.links!) {
      assert.ok(conjugate(state, l.from.cell, l.to.cell, p.digits![0]), "colouring link is a conjugate pair");
      assert.notEqual(colorOf.get(l.from.cell), colorOf.get(l.to.cell), "linked cells differ in colour");
    }
  }
  if (step.technique === "x-chain" || step.technique === "xy-chain") {
    const chain = p.chain!;
    const cells = p.cells!;
    assert.equal(new Set(cells).size, cells.length, "no cell twice in a chain");
    assert.ok(cells.length <= MAX_CHAIN_CELLS);
    const first = chain[0], last = chain[chain.length - 1];
    assert.equal(first.digit, last.digit);
    for (const { cell, digit } of step.eliminations) {
      assert.equal(digit, first.digit);
      assert.ok(
        areSeeing(state.rules, cell, first.cell) && areSeeing(state.rules, cell, last.cell),
        "target sees both ends",
      );
      assert.ok(!cells.includes(cell));
    }
    for (let i = 0; i + 1 < chain.length; i++) {
      const a = chain[i], b = chain[i + 1];
      if (step.technique === "x-chain") {
        assert.ok(cells.length >= 4 && cells.length % 2 === 0);
        if (i % 2 === 0) assert.ok(conjugate(state, a.cell, b.cell, a.digit), "x-chain strong link");
        else assert.ok(areSeeing(state.rules, a.cell, b.cell), "x-chain weak link");
      } else if (i % 2 === 0) {
        assert.equal(a.cell, b.cell);
        assert.equal(state.candidates[a.cell], (1 << (a.digit - 1)) | (1 << (b.digit - 1)), "bivalue cell");
      } else {
        assert.equal(a.digit, b.digit);
        assert.ok(areSeeing(state.rules, a.cell, b.cell), "xy-chain cells see each other");
      }
    }
    if (step.technique === "xy-chain") assert.ok(cells.length >= 3);
  }
}

Deno.test("soundness sweep: qqwing expert puzzles", () => {
  const puzzles = readPuzzles();
  assert.ok(puzzles.length >= 100);
  const fired = new Map<string, number>();
  const bump = (key: string) => fired.set(key, (fired.get(key) ?? 0) + 1);
  const longest = new Map<string, number>();
  for (const line of puzzles) {
    const grid = gridOf(line);
    const { count, solution } = countSolutions(grid);
    assert.equal(count, 1, "uniqueness techniques need a unique solution");
    const state = createState(grid);
    for (;;) {
      if (basicStep(state)) continue;
      let chosen: Step | null = null;
      for (const technique of ADVANCED) {
        const before = state.candidates.slice();
        const steps = technique.findAll(state);
        assert.deepEqual(technique.find(state), steps[0] ?? null, `${technique.id}: find is findAll's first`);
        assert.deepEqual(state.candidates, before, "scanning does not change the state");
        for (const step of steps) {
          assert.equal(step.technique, technique.id);
          assertWellFormed(state, step);
          assertSound(cloneState(state), step, solution!);
          bump(technique.id);
          if (step.pattern.variant) bump(`${technique.id}/${step.pattern.variant}`);
          if (step.pattern.chain) {
            longest.set(
              step.technique,
              Math.max(longest.get(step.technique) ?? 0, step.pattern.cells!.length),
            );
          }
        }
        chosen ??= steps[0] ?? null;
      }
      if (!chosen) break;
      applyStep(state, chosen);
    }
  }
  for (
    const key of [...ADVANCED.map((t) => t.id), "simple-coloring/color wrap", "simple-coloring/color trap"]
  ) {
    assert.ok((fired.get(key) ?? 0) > 0, `${key} fired in the sweep`);
  }
  for (const type of [1, 2, 3, 4]) {
    assert.ok((fired.get(`unique-rectangle/type ${type}`) ?? 0) > 0, `unique rectangle type ${type} fired`);
  }
  // Chains run up to 12 cells (the documented limit): the sweep meets chains that long, and none longer.
  assert.deepEqual([...longest].sort(), [["x-chain", 12], ["xy-chain", 12]]);
});

Deno.test("colouring, chains and BUG+1 fire on 6×6 and 16×16 grids too, and soundly", () => {
  // The fixtures above are all 9×9: these scans index cells and houses by the rules, so sweep carved
  // puzzles of the other sizes along the grader's path and check every instance against the solution.
  for (
    const [shape, count, expected] of [
      ["6x6", 200, ["simple-coloring", "x-chain", "xy-chain", "bug-plus-one"]],
      ["16x16", 3, ["simple-coloring", "x-chain", "xy-chain"]],
    ] as const
  ) {
    const fired = new Set<string>();
    for (let i = 0; i < count; i++) {
      const rng = new Rng(`adv-${shape}-${i}`);
      const grid = carveMinimal(fillGrid(classicRules(shape), rng), rng, 20_000).puzzle;
      const solved = countSolutions(grid);
      assert.equal(solved.count, 1);
      const state = createState(grid);
      for (
        let step = nextStep(state, SCHEMES.standard, true);
        step;
        step = nextStep(state, SCHEMES.standard, true)
      ) {
        for (const technique of [SIMPLE_COLORING, X_CHAIN, XY_CHAIN, BUG_PLUS_ONE]) {
          for (const found of technique.findAll(state)) {
            fired.add(found.technique);
            assertSound(cloneState(state), found, solved.solution!);
          }
        }
        applyStep(state, step);
      }
    }
    assert.deepEqual([...fired].sort(), [...expected].sort(), shape);
  }
});

// ---------------------------------------------------------------------------------------------------------
// Grade paths of puzzles the published catalogue leaves stuck

function solutionOf(givens: string): Uint8Array {
  const solved = countSolutions(gridOf(givens), 2);
  assert.equal(solved.count, 1);
  return solved.solution!;
}

/** Puzzles the catalogue before these techniques left stuck: qqwing expert and the top1465 list. */
function stuckBefore(): string[] {
  const read = (path: string) =>
    Deno.readTextFileSync(new URL(path, import.meta.url)).split("\n").filter((l) => /^[0-9.]{81}$/.test(l));
  const all = [...read("../../fixtures/qqwing-expert-stuck.txt"), ...read("../../../data/top1465.txt")];
  return Deno.env.get("SLOW_TESTS") ? all : all.filter((_, i) => i % 10 === 0);
}

Deno.test("soundness: every step of puzzles the older catalogue left stuck agrees with the solution", () => {
  const used: Record<string, number> = {};
  let needing = 0;
  for (const line of stuckBefore()) {
    const grid = gridOf(line);
    const solution = solutionOf(line);
    const record = gradeUnique(grid);
    const state = stateOf(line);
    let needs = false;
    for (const step of record.path) {
      if (CHAIN_IDS.includes(step.technique)) {
        needs = true;
        used[step.technique] = (used[step.technique] ?? 0) + 1;
      }
      assertSound(state, step, solution);
    }
    if (!record.stuck) assert.deepEqual([...state.cells], [...solution]);
    else assert.ok(record.tried!.includes("digit-forcing"), "a stuck record says it tried the forcing nets");
    if (needs) needing++;
  }
  assert.ok(needing > 0);
  for (const id of ["medusa-3d", "aic", "cell-forcing"]) assert.ok(used[id] > 0, `${id} is used`);
});

/** The patterns block past the published catalogue: finned fish and the WXYZ-Wing. */
const PATTERN_IDS: TechniqueId[] = ["finned-x-wing", "finned-swordfish", "finned-jellyfish", "wxyz-wing"];
const bare = (id: TechniqueId) => BARE_TECHNIQUES.find((t) => t.id === id)!;

Deno.test("soundness: the 300 stuck-before paths, and every pattern technique's every instance along 60 of them", () => {
  assert.equal(STUCK_SAMPLE.length, 300);
  const { used, instances } = sweepStuckSample(PATTERN_IDS.map(bare), 60);
  for (const id of PATTERN_IDS) assert.ok((used[id] ?? 0) > 0, `${id} is used on some path`);
  const listed = PATTERN_IDS.reduce((sum, id) => sum + (instances[id] ?? 0), 0);
  assert.ok(listed > 200, `${listed} instances`);
});

Deno.test("soundness: every instance of every ALS technique along 12 grade paths, and the paths of 300", () => {
  // The wings number thousands of instances per position: 12 paths list them.
  const { used, instances } = sweepStuckSample(ALS, 12);
  for (const t of ALS) {
    assert.ok((used[t.id] ?? 0) > 0, `${t.id} is on some path`);
    assert.ok((instances[t.id] ?? 0) > 10, `${t.id}: ${instances[t.id]} instances`);
  }
});
