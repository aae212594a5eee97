/**
 * The band-bitboard cap (engine/classic9/capboard.ts) against the grader: its closures must finish a puzzle exactly when
 * the grader's cheapest-first solve stays within the same tiers, since the generator reads its answers in place
 * of the grader's.
 */
import assert from "node:assert/strict";
import { countGivens } from "../../../engine/board.ts";
import { CapBoard, RULE } from "../../../engine/classic9/capboard.ts";
import { generate } from "../../../engine/generate/mod.ts";
import { gradeUnique } from "../../../engine/grade.ts";
import { SCHEMES } from "../../../engine/schemes.ts";
import { solve } from "../../../engine/solver.ts";
import { TECHNIQUES } from "../../../engine/techniques/index.ts";
import type { Technique } from "../../../engine/techniques/step.ts";
import type { Grid } from "../../../engine/board.ts";

const TIER2 = RULE.pointing | RULE.claiming | RULE["naked-pair"] | RULE["hidden-pair"];
const TIER3 = TIER2 | RULE["naked-triple"] | RULE["x-wing"];
const meter = { work: 0, spent: false };

function closes(grid: Grid, rules: number): boolean {
  return CapBoard.fromCells(grid.cells).close(rules, null, meter) === true;
}

/** The standard scheme's techniques of a tier with no rule on the board, cheapest first. */
function stepsOfTier(tier: number): Technique[] {
  return SCHEMES.standard.order.filter((e) => e.tier === tier && !(e.technique in RULE))
    .map((e) => TECHNIQUES[e.technique]);
}

function closesWithSteps(grid: Grid, rules: number, steps: Technique[]): boolean {
  return CapBoard.fromCells(grid.cells).closeWithSteps(rules, steps, null, meter) === true;
}

function puzzles(): Grid[] {
  const out: Grid[] = [];
  for (const level of ["easy", "medium", "hard", "expert", "evil"]) {
    for (let i = 0; i < 40; i++) {
      const result = generate(`capboard/${level}/${i}`, { level });
      if (result.ok) out.push(result.puzzle);
    }
  }
  return out;
}

Deno.test("the bitboard closures finish a puzzle exactly when the grader needs no higher tier", () => {
  const tiers = new Set<number>();
  for (const puzzle of puzzles()) {
    const record = gradeUnique(puzzle);
    const within = (tier: number) => !record.stuck && record.tier <= tier;
    tiers.add(record.tier);
    assert.equal(closes(puzzle, 0), within(1), `singles on ${record.puzzle}`);
    assert.equal(closes(puzzle, TIER2), within(2), `tier 2 on ${record.puzzle}`);
    assert.equal(closes(puzzle, TIER3), within(3), `tier 3 on ${record.puzzle}`);
    // Tiers 4 and 5 have techniques that take steps on the grader's state between closures of the rules.
    assert.equal(closesWithSteps(puzzle, TIER3, stepsOfTier(4)), within(4), `tier 4 on ${record.puzzle}`);
    const upTo5 = [...stepsOfTier(4), ...stepsOfTier(5)];
    assert.equal(closesWithSteps(puzzle, TIER3, upTo5), within(5), `tier 5 on ${record.puzzle}`);
  }
  // The sample reaches every tier, so each closure is seen both finishing and stopping.
  assert.deepEqual([...tiers].sort(), [1, 2, 3, 4, 5]);
});

Deno.test("each rule is needed: without X-Wing or naked triple a Hard puzzle needing it stays unfinished", () => {
  let needsXWing = 0, needsTriple = 0;
  for (let i = 0; i < 60 && (needsXWing === 0 || needsTriple === 0); i++) {
    const result = generate(`capboard/rules/${i}`, { level: "hard" });
    if (!result.ok) continue;
    const used = result.record.techniques;
    if (used["x-wing"] && !used["naked-triple"]) {
      needsXWing++;
      assert.equal(closes(result.puzzle, TIER3 & ~RULE["x-wing"]), false);
    }
    if (used["naked-triple"] && !used["x-wing"]) {
      needsTriple++;
      assert.equal(closes(result.puzzle, TIER3 & ~RULE["naked-triple"]), false);
    }
    assert.equal(closes(result.puzzle, TIER3), true);
  }
  assert.ok(needsXWing > 0 && needsTriple > 0);
});

Deno.test("a closure that stops keeps every solution digit and places only solution digits", () => {
  let stopped = 0;
  for (let i = 0; i < 20; i++) {
    const result = generate(`capboard/evil/${i}`, { level: "evil" });
    if (!result.ok) continue;
    const solution = solve(result.puzzle)!;
    const board = CapBoard.fromCells(result.puzzle.cells);
    assert.equal(board.close(TIER3, null, meter), false);
    stopped++;
    let placed = 0;
    for (let cell = 0; cell < 81; cell++) {
      const band = Math.floor(cell / 27), bit = 1 << (cell - 27 * band);
      // The solution's digit is still possible in every cell: no deduction removed it.
      assert.ok(board.words[3 * (solution[cell] - 1) + band] & bit, `cell ${cell} lost its digit`);
      if (board.isPlaced(cell)) placed++;
      else assert.equal(result.puzzle.cells[cell], 0);
    }
    assert.ok(placed > countGivens(result.puzzle), "the closure placed something");
  }
  assert.ok(stopped >= 10);
});

Deno.test("closeWithSteps from where a lower closure stopped: skipping its known checks changes no answer or work", () => {
  // The generator's whole-cap closure starts where the tiers below stopped, a fixpoint of the same rules with
  // no step for the lower techniques; `dry` skips redoing those checks but must count them as before.
  const lower = stepsOfTier(4), all = [...stepsOfTier(4), ...stepsOfTier(5)];
  let compared = 0;
  for (const puzzle of puzzles()) {
    const board = CapBoard.fromCells(puzzle.cells);
    if (board.closeWithSteps(TIER3, lower, null, meter) !== false) continue;
    const skipping = board.clone(), asking = board.clone();
    const a = { work: 0, spent: false }, b = { work: 0, spent: false };
    assert.equal(
      skipping.closeWithSteps(TIER3, all, null, a, lower.length),
      asking.closeWithSteps(TIER3, all, null, b),
    );
    assert.deepEqual(skipping.words, asking.words);
    assert.equal(a.work, b.work);
    compared++;
  }
  assert.ok(compared > 20, `${compared} puzzles stop below tier 5`);
});
