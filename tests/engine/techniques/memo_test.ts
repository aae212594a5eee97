import assert from "node:assert/strict";
import { emptyGrid } from "../../../engine/board.ts";
import { Rng } from "../../../engine/rng.ts";
import { CLASSIC, xRules } from "../../../engine/rules.ts";
import { positionHash, remembered } from "../../../engine/techniques/memo.ts";
import { BARE_TECHNIQUES, TECHNIQUES } from "../../../engine/techniques/index.ts";
import {
  applyStep,
  cloneState,
  createState,
  type SolveState,
  type Step,
  type Technique,
} from "../../../engine/techniques/step.ts";
import { nextStep } from "../../../engine/grade.ts";
import { generate } from "../../../engine/generate/mod.ts";
import { ClearDigits } from "../../../engine/techniques/position.ts";
import { SCHEMES } from "../../../engine/schemes.ts";
import { gridOf, stateOf } from "../../testing/grids.ts";

/** A technique whose step names the position it was asked about, counting how often it really scans. */
function probe(): { technique: Technique; scans: () => number } {
  let scans = 0;
  const technique: Technique = {
    id: "x-wing",
    find(state) {
      scans++;
      const step: Step = {
        technique: "x-wing",
        placements: [],
        eliminations: [],
        pattern: { cells: [positionHash(state), state.candidates.reduce((a, b) => a * 31 + b, 7) % 1e9] },
      };
      return step;
    },
    findAll(state) {
      return [this.find(state)!];
    },
  };
  return { technique, scans: () => scans };
}

const EMPTY = ".".repeat(81);

Deno.test("memo: a position asked again is answered from memory, a changed one is scanned", () => {
  const { technique, scans } = probe();
  const memo = remembered(technique);
  const state = stateOf(EMPTY, { keep: { r1c1: "12" } });
  const first = memo.find(state);
  assert.equal(scans(), 1);
  assert.equal(memo.find(cloneState(state)), first, "the same position, as another object");
  assert.equal(scans(), 1);
  state.candidates[40] &= ~1;
  const changed = memo.find(state);
  assert.equal(scans(), 2);
  assert.notDeepEqual(changed, first);
  // A placed digit with the same candidates elsewhere is another position.
  const placed = cloneState(state);
  placed.cells[80] = 9;
  memo.find(placed);
  assert.equal(scans(), 3);
});

Deno.test("memo: a position that lands on a remembered one's place replaces it; 4×4 and 9×9 never mix", () => {
  const { technique, scans } = probe();
  const memo = remembered(technique);
  const first = stateOf(EMPTY, { keep: { r1c1: "12" } });
  memo.find(first);
  // Other positions until one takes the same place (the hash's low bits) as the first.
  let other = first;
  for (let i = 1; other === first || (positionHash(other) & 255) !== (positionHash(first) & 255); i++) {
    other = cloneState(first);
    other.candidates[i % 81] ^= 1 << (i % 9);
    other.candidates[(i >> 3) % 81] ^= 2 << (i % 7);
  }
  memo.find(other);
  assert.equal(scans(), 2);
  memo.find(other);
  assert.equal(scans(), 2, "the newer position is remembered");
  memo.find(first);
  assert.equal(scans(), 3, "the first was replaced and is scanned again");
  const small = stateOf("1...".padEnd(16, "."));
  assert.equal(small.cells.length, 16);
  memo.find(small);
  memo.find(small);
  assert.equal(scans(), 4);
  memo.find(first);
  assert.equal(scans(), 4, "a 9×9 position is still remembered beside a 4×4 one");
});

Deno.test("memo: the same cells and candidates under other rules of the same size are another position", () => {
  const { technique, scans } = probe();
  const memo = remembered(technique);
  const classic = createState(emptyGrid(CLASSIC));
  const x = createState(emptyGrid(xRules("9x9")));
  assert.deepEqual(x.candidates, classic.candidates);
  assert.equal(positionHash(x), positionHash(classic));
  memo.find(classic);
  memo.find(x);
  assert.equal(scans(), 2, "the X position is scanned, not answered with the classic one's step");
  memo.find(x);
  assert.equal(scans(), 2, "the X position is remembered");
  memo.find(classic);
  assert.equal(scans(), 3, "it took the classic one's place (same hash), so that one is scanned again");
});

Deno.test("memo: two positions with the same hash each get their own answer", () => {
  // Random positions until two share the 30-bit hash (a birthday search: tens of thousands of tries).
  const rng = new Rng("memo/collision");
  const base = stateOf(EMPTY);
  const byHash = new Map<number, SolveState>();
  let pair: [SolveState, SolveState] | null = null;
  while (!pair) {
    const s = cloneState(base);
    for (let k = 0; k < 3; k++) s.candidates[rng.nextInt(81)] = 1 + rng.nextInt(511);
    const h = positionHash(s);
    const other = byHash.get(h);
    if (other && other.candidates.some((v, i) => v !== s.candidates[i])) pair = [other, s];
    else byHash.set(h, s);
  }
  const { technique, scans } = probe();
  const memo = remembered(technique);
  const [a, b] = pair;
  const stepA = memo.find(a)!, stepB = memo.find(b)!;
  assert.equal(scans(), 2, "the second position was scanned, not taken from memory");
  assert.deepEqual(stepA, technique.find(a));
  assert.deepEqual(stepB, technique.find(b));
  assert.notDeepEqual(stepA.pattern.cells, stepB.pattern.cells);
});

Deno.test("memo: the registry's techniques answer as their own scans do, asked once or twice", () => {
  // Every position on the grader's path through some qqwing expert puzzles, asked of each technique in the
  // registry twice (the second time from memory when it remembers) and of the bare scan.
  const bare = new Map<string, Technique>(BARE_TECHNIQUES.map((t) => [t.id, t]));
  const puzzles = Deno.readTextFileSync(new URL("../../fixtures/qqwing-expert-advanced.txt", import.meta.url))
    .split("\n").map((line) => line.trim()).filter((line) => line.length > 0).slice(0, 12);
  let positions = 0;
  for (const line of puzzles) {
    const state = createState(gridOf(line));
    for (;;) {
      positions++;
      for (const technique of Object.values(TECHNIQUES)) {
        const expected = bare.get(technique.id)!.find(state);
        assert.deepEqual(technique.find(state), expected, technique.id);
        assert.deepEqual(technique.find(cloneState(state)), expected, technique.id);
      }
      const step = nextStep(state, SCHEMES.standard, true);
      if (!step) break;
      applyStep(state, step);
    }
  }
  assert.ok(positions > 300, `${positions} positions`);
});

Deno.test("clear-digit memory: the digit-by-digit scans answer as with no memory, along solve paths", () => {
  // The grader's path through qqwing expert puzzles and generated Evil ones. At each position, each scan that
  // skips the digits it found clear before (fish, colouring, the single-digit patterns, X-chains) answers
  // with the memory that `find` left at the position before, and again with none at all.
  const ids = [
    "x-wing",
    "swordfish",
    "jellyfish",
    "simple-coloring",
    "skyscraper",
    "two-string-kite",
    "turbot-fish",
    "empty-rectangle",
    "x-chain",
  ];
  const digitwise = BARE_TECHNIQUES.filter((t) => ids.includes(t.id));
  assert.equal(digitwise.length, ids.length);
  const lines = Deno.readTextFileSync(new URL("../../fixtures/qqwing-expert-advanced.txt", import.meta.url))
    .split("\n").map((line) => line.trim()).filter((line) => line.length > 0).slice(0, 40);
  const grids = lines.map(gridOf);
  for (let i = 0; i < 20; i++) {
    const result = generate(`clear-digits/${i}`, { level: "evil" });
    if (result.ok) grids.push(result.puzzle);
  }
  let positions = 0;
  const twoDigits = new Set<string>();
  for (const grid of grids) {
    const state = createState(grid);
    ClearDigits.forgetAll();
    for (;;) {
      positions++;
      for (const technique of digitwise) {
        const remembered = [JSON.stringify(technique.find(state)), JSON.stringify(technique.findAll(state))];
        ClearDigits.forgetAll();
        const find = JSON.stringify(technique.find(state));
        ClearDigits.forgetAll();
        const findAll = JSON.stringify(technique.findAll(state));
        assert.deepEqual(remembered, [find, findAll], technique.id);
        // Steps on two digits: remove the last one's candidates (no other digit changes); the first digit,
        // which had a step, must not come back from memory as clear.
        const steps = technique.findAll(state);
        if (new Set(steps.map((step) => step.pattern.digits![0])).size < 2) continue;
        const next = cloneState(state);
        applyStep(next, steps[steps.length - 1]);
        const after = JSON.stringify(technique.findAll(next));
        ClearDigits.forgetAll();
        assert.equal(
          after,
          JSON.stringify(technique.findAll(next)),
          `${technique.id}, another digit changed`,
        );
        twoDigits.add(technique.id);
      }
      // The next position starts from what `find` (the generator's question) or `findAll` remembers here.
      ClearDigits.forgetAll();
      for (const technique of digitwise) {
        if (positions % 2 === 0) technique.find(state);
        else technique.findAll(state);
      }
      const step = nextStep(state, SCHEMES.standard, true);
      if (!step) break;
      applyStep(state, step);
    }
  }
  assert.ok(grids.length === 60 && positions > 2000, `${grids.length} puzzles, ${positions} positions`);
  assert.deepEqual([...twoDigits].sort(), [...ids].sort(), "every scan had steps on two digits somewhere");
});
