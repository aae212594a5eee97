import assert from "node:assert/strict";
import { carveMinimal } from "../../bench/carve_minimal.ts";
import { generate } from "../../engine/generate/mod.ts";
import { type Grid } from "../../engine/board.ts";
import { classicRules, xRules } from "../../engine/rules.ts";
import { grade, gradeAllSchemes, gradeUnique, reportJson } from "../../engine/grade.ts";
import { Rng } from "../../engine/rng.ts";
import { SCHEMES } from "../../engine/schemes.ts";
import { fillGrid } from "../../engine/solver.ts";
import { TECHNIQUES } from "../../engine/techniques/index.ts";
import { applyStep, createState } from "../../engine/techniques/step.ts";
import { gridOf } from "../testing/grids.ts";
import { createApp } from "../../routes/app.ts";

const SINGLE_TECHNIQUES = ["naked-single", "hidden-single-box", "hidden-single-line"] as const;
import { checkPuzzle, type SoundnessTally } from "../testing/soundness.ts";

async function fixture(name: string): Promise<string[]> {
  return (await Deno.readTextFile(new URL(`../fixtures/${name}`, import.meta.url))).split("\n")
    .filter((l) => /^[1-9.]{81}$/.test(l));
}

/** r1c1 … solvable with naked and hidden singles only. */
const EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

Deno.test("soundness: every step of every scheme agrees with the unique solution (qqwing and carved puzzles)", async () => {
  const tally: SoundnessTally = { puzzles: 0, steps: 0, byTechnique: {} };
  const sets = await Promise.all(
    ["qqwing-any.txt", "qqwing-expert-basic.txt", "qqwing-expert-patterns.txt", "qqwing-expert-advanced.txt"]
      .map(
        fixture,
      ),
  );
  for (const line of sets.flat()) checkPuzzle(gridOf(line), tally);
  const g = classicRules("9x9");
  for (let i = 0; i < 200; i++) {
    const rng = new Rng(`soundness-${i}`);
    checkPuzzle(carveMinimal(fillGrid(g, rng), rng).puzzle, tally);
  }
  for (const level of SCHEMES.standard.levels) {
    for (let i = 0; i < (level === "hard" ? 2 : 10); i++) {
      const result = generate(`soundness/${level}/${i}`, { level });
      assert.ok(result.ok);
      checkPuzzle(result.puzzle, tally);
    }
  }
  for (const name of ["4x4", "6x6"] as const) {
    for (let i = 0; i < 40; i++) {
      const rng = new Rng(`soundness-${name}-${i}`);
      checkPuzzle(carveMinimal(fillGrid(classicRules(name), rng), rng).puzzle, tally);
    }
  }
  assert.ok(tally.puzzles >= 1000, `${tally.puzzles} puzzles`);
  // Every technique is exercised by the sweep but BUG+1 and the unit and digit forcing nets, never or seldom the
  // cheapest step in practice (cell forcing, just before them, nearly always finds a step first).
  for (const entry of SCHEMES.standard.order) {
    if (["bug-plus-one", "unit-forcing", "digit-forcing"].includes(entry.technique)) continue;
    assert.ok(tally.byTechnique[entry.technique], `${entry.technique} was used in the sweep`);
  }
});

Deno.test("a singles-only puzzle: standard easy, pilot easy (≤45 steps), six easy or unrated by clue window", () => {
  const std = gradeUnique(gridOf(EASY), "standard");
  assert.equal(std.level, "easy");
  assert.equal(std.tier, 1);
  assert.equal(std.stuck, false);
  assert.equal(std.steps, 51, "one placement per empty cell");
  assert.equal(std.harderSteps, 0);
  assert.equal(std.stalls, 0);
  assert.equal(std.gates, 0);
  assert.equal(std.clues, 30);
  assert.ok(std.hardest === "naked-single" || std.hardest?.startsWith("hidden-single"));
  // 51 steps > 45: pilot calls a singles puzzle with so many steps Medium.
  assert.equal(gradeUnique(gridOf(EASY), "pilot").level, "medium");
  const six = gradeUnique(gridOf(EASY), "six");
  assert.equal(six.level, "unrated");
  assert.match(six.reason!, /clues/);
});

Deno.test("a full grid takes no step: easy in standard and pilot, and in six unrated with its reason", () => {
  const grid = fillGrid(classicRules("9x9"), new Rng("full grid"));
  assert.equal(gradeUnique(grid, "standard").level, "easy");
  assert.equal(gradeUnique(grid, "pilot").level, "easy");
  const six = gradeUnique(grid, "six");
  assert.equal(six.level, "unrated");
  assert.match(six.reason ?? "", /quick needs clues 40–45 \(has 81\)/);
});

Deno.test("metrics follow their definitions on real paths", async () => {
  for (const line of (await fixture("qqwing-expert-basic.txt")).slice(0, 40)) {
    const r = gradeUnique(gridOf(line), "standard");
    const singles = (id: string) => id === "naked-single" || id.startsWith("hidden-single");
    assert.equal(r.steps, r.path.length);
    assert.equal(r.harderSteps, r.path.filter((s) => !singles(s.technique)).length);
    const runs = r.path.filter((s, i) =>
      !singles(s.technique) && (i === 0 || singles(r.path[i - 1].technique))
    );
    assert.equal(r.stalls, runs.length);
    assert.equal(r.gates, r.tier > 1 ? r.path.filter((s) => s.tier === r.tier).length : 0);
    assert.equal(
      Object.values(r.techniques).reduce((a, b) => a + b, 0),
      r.path.length,
    );
    if (!r.stuck) assert.equal(r.tier, Math.max(...r.path.map((s) => s.tier)));
    assert.equal(r.level, SCHEMES.standard.levels[r.tier - 1]);
    // Bottlenecks: steps taken where the singles could fill exactly one cell, found here by replaying the path
    // with the singles techniques' own findAll (the grader counts with bit masks).
    const state = createState(gridOf(line));
    let bottlenecks = 0;
    for (const step of r.path) {
      const fillable = new Set(
        SINGLE_TECHNIQUES.flatMap((id) => TECHNIQUES[id].findAll(state)).flatMap((s) => s.placements)
          .map((p) => p.cell),
      );
      if (fillable.size === 1) bottlenecks++;
      applyStep(state, step);
    }
    assert.equal(r.bottlenecks, bottlenecks);
  }
});

Deno.test("a stuck puzzle gets the top level and stuck: true, and still names what it used", () => {
  // The "Easter Monster" with one more given (r2c6 = 7): the whole catalogue, forcing nets included, runs dry
  // after 10 steps.
  const stuck = "1.......2.9.4.7.5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1";
  const r = gradeUnique(gridOf(stuck));
  assert.equal(r.stuck, true);
  assert.equal(r.level, "evil");
  assert.equal(r.tier, 5);
  assert.equal(r.steps, 10);
  assert.ok((r.techniques["cell-forcing"] ?? 0) > 0, "names the techniques the partial solve needed");
  assert.deepEqual(r.tried, SCHEMES.standard.order.map((e) => e.technique), "and what it tried");
  assert.equal(gradeUnique(gridOf(stuck), "pilot").level, "extreme");
  // The qqwing expert puzzle this test used before the chain and forcing techniques: now finished by them.
  const finished = gradeUnique(
    gridOf("9..8...47.1.79........24.....2....5.4......9..9.65..........81.85..694..........2"),
  );
  assert.equal(finished.stuck, false);
  assert.equal(finished.level, "evil");
  assert.equal(finished.tried, undefined);
});

Deno.test("grade refuses puzzles without exactly one solution, and respects the work cap", () => {
  const none = grade(gridOf("55" + ".".repeat(79)));
  assert.equal(none.ok || none.error.code, "no-solution");
  const many = grade(gridOf(".".repeat(81)));
  assert.equal(many.ok || many.error.code, "multiple-solutions");
  if (!many.ok) assert.equal(many.error.count, 2);
  const capped = grade(
    gridOf("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."),
    "standard",
    1,
  );
  assert.equal(capped.ok || capped.error.code, "work-cap");
});

/** A solution of X-Sudoku: both main diagonals hold every digit too. */
const X_SOLUTION = "123456789456789123789123456935241867617538294842697531298314675371865942564972318";

Deno.test("a record's explanations name the regions of the rules it was graded under", () => {
  // r1c1, r1c2 and r2c1 empty: r1c1 is the last empty cell of the main diagonal, a house only under X rules.
  const cells = Uint8Array.from(X_SOLUTION, Number);
  for (const cell of [0, 1, 9]) cells[cell] = 0;
  const x: Grid = { rules: xRules("9x9"), cells };
  const record = gradeUnique(x, "standard");
  const json = reportJson({
    rules: x.rules,
    record,
    levels: { standard: "easy", pilot: "easy", six: "easy" },
  }, {
    path: true,
  });
  assert.deepEqual((json.path as Array<{ text: string }>).map((p) => p.text), [
    "Naked single (full house) in main diagonal: r1c1 = 1",
    "Naked single (full house) in row 1: r1c2 = 2",
    "Naked single (full house) in row 2: r2c1 = 4",
  ]);
  const classic = gradeAllSchemes(gridOf(EASY));
  assert.ok(classic.ok);
  assert.equal(classic.value.rules, classicRules("9x9"), "the report carries the rules it was graded under");
});

const SCHEMES_ORDER = () => SCHEMES.standard.order.map((e) => e.technique);

/**
 * The top1465 puzzle whose grade needs the most work: about 1.8 million units of sets, chains and forcing nets
 * (the almost locked sets, found ahead of the chains, make most other top1465 grades far cheaper), and 160
 * solver nodes.
 */
const COSTLY = "7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........";

Deno.test("the work cap: a grade whose searches outgrow it is refused with 422 work-cap, not run long", async () => {
  const full = grade(gridOf(COSTLY));
  assert.ok(full.ok && !full.value.stuck, "within the default cap it is graded to the end");
  // 20,000 solver nodes: enough to prove it unique, but a tenth of the default cap for the searches.
  const capped = grade(gridOf(COSTLY), "standard", 20_000);
  assert.ok(!capped.ok && capped.error.code === "work-cap");
  const record = gradeUnique(gridOf(COSTLY), "standard", 20_000);
  assert.ok(record.workCapped && record.stuck, "the record up to where the capped searches were needed");
  const post = (app: ReturnType<typeof createApp>) =>
    app.request("/api/grade", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ puzzle: COSTLY }),
    });
  const refused = await post(createApp({ solveBudget: 20_000 }));
  assert.equal(refused.status, 422);
  assert.equal((await refused.json()).error.code, "work-cap");
  const answered = await (await post(createApp())).json();
  assert.equal(answered.stuck, false);
  assert.equal(answered.tried, undefined, "tried is only said when stuck");
});

Deno.test("a stuck grade says which techniques it tried, the forcing nets last", async () => {
  // The "Easter Monster" with one more given (r2c6 = 7).
  const stuck = "1.......2.9.4.7.5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1";
  const record = gradeUnique(gridOf(stuck));
  assert.ok(record.stuck && !record.workCapped);
  assert.deepEqual(record.tried, SCHEMES_ORDER());
  const body = await (await createApp().request("/api/grade", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ puzzle: stuck }),
  })).json();
  assert.equal(body.stuck, true);
  assert.equal(body.tried.at(-1), "digit-forcing");
  assert.ok(body.tried.includes("aic") && body.tried.includes("medusa-3d"));
});
