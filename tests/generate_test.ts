import assert from "node:assert/strict";
import { countGivens, formatGrid } from "../engine/board.ts";
import { carveAttempt, generate } from "../engine/generate.ts";
import { gradeUnique } from "../engine/grade.ts";
import { SCHEME_IDS, SCHEMES } from "../engine/schemes.ts";
import { countSolutions } from "../engine/solver.ts";

Deno.test("generate: the same seed gives the same puzzle, graded at exactly the level asked for", () => {
  for (const level of SCHEMES.standard.levels) {
    if (level === "hard") continue; // rare by nature; covered with a fixed seed below
    const a = generate(`test/${level}`, { level });
    const b = generate(`test/${level}`, { level });
    assert.ok(a.ok && b.ok);
    assert.equal(formatGrid(a.puzzle), formatGrid(b.puzzle));
    assert.equal(a.work, b.work);
    assert.equal(countSolutions(a.puzzle).count, 1);
    assert.equal(gradeUnique(a.puzzle).level, level);
    assert.equal(a.record.level, level);
    assert.equal(a.record.stuck, false);
  }
});

Deno.test("generate: the puzzle is irreducible under the level's tier cap", () => {
  const result = generate("test/irreducible", { level: "medium" });
  assert.ok(result.ok);
  const cells = result.puzzle.cells;
  for (let cell = 0; cell < cells.length; cell++) {
    if (cells[cell] === 0) continue;
    const digit = cells[cell];
    cells[cell] = 0;
    const unique = countSolutions(result.puzzle).count === 1;
    const tier = unique ? gradeUnique(result.puzzle).tier : Infinity;
    const stuck = unique && gradeUnique(result.puzzle).stuck;
    assert.ok(!unique || stuck || tier > SCHEMES.standard.levelTiers.medium, `clue at ${cell} could go`);
    cells[cell] = digit;
  }
});

Deno.test("generate: a budget too small fails without a puzzle; work is counted, not timed", () => {
  const result = generate("test/budget", { level: "evil", budget: 500 });
  assert.equal(result.ok, false);
  assert.ok(result.work >= 500 && result.work < 600, `work ${result.work}`);
  assert.deepEqual(generate("test/budget", { level: "evil", budget: 500 }), result);
});

Deno.test("generate: options — symmetric carving, clue window, six scheme", () => {
  const sym = generate("test/sym", { level: "easy", symmetric: true });
  assert.ok(sym.ok);
  for (let i = 0; i < 81; i++) assert.equal(sym.puzzle.cells[i] === 0, sym.puzzle.cells[80 - i] === 0);
  const windowed = generate("test/window", { level: "easy", clues: { min: 22, max: 23 } });
  assert.ok(windowed.ok);
  const clues = countGivens(windowed.puzzle);
  assert.ok(clues >= 22 && clues <= 23, `${clues} clues`);
  const impossible = generate("test/window", { level: "hard", clues: { min: 70, max: 75 }, budget: 100_000 });
  assert.equal(impossible.ok, false);
  const six = generate("test/six", { level: "not-easy", scheme: "six", budget: 200_000 });
  assert.ok(six.ok);
  assert.equal(gradeUnique(six.puzzle, "six").level, "not-easy");
  const quick = generate("test/quick", { level: "quick", scheme: "six", clues: { min: 40, max: 45 } });
  assert.ok(quick.ok);
  assert.equal(gradeUnique(quick.puzzle, "six").level, "quick");
  assert.throws(() => generate("x", { level: "impossible" }), RangeError);
});

Deno.test("generate: hard (X-Wing or naked triple at most) from a fixed seed", () => {
  const result = generate("test/hard", { level: "hard" });
  assert.ok(result.ok);
  assert.equal(result.record.tier, 3);
  assert.ok(
    (result.record.techniques["x-wing"] ?? 0) + (result.record.techniques["naked-triple"] ?? 0) > 0,
  );
});

Deno.test("generate: version 2 keeps exactly version 1's removals, for less work", () => {
  // Attempt by attempt, under every cap of every scheme (six allows only some singles at its first tiers).
  for (const scheme of SCHEME_IDS) {
    for (const level of SCHEMES[scheme].levels) {
      for (const symmetric of [false, true]) {
        for (let attempt = 1; attempt <= 4; attempt++) {
          const options = { level, scheme, symmetric };
          const seed = `versions/${scheme}/${level}`;
          const v1 = carveAttempt(seed, attempt, { ...options, version: 1 });
          const v2 = carveAttempt(seed, attempt, { ...options, version: 2 });
          assert.equal(formatGrid(v2), formatGrid(v1), `${seed} ${symmetric} ${attempt}`);
        }
      }
    }
  }
  let v1Work = 0;
  let v2Work = 0;
  for (const level of SCHEMES.standard.levels) {
    for (let i = 0; i < 4; i++) {
      const seed = `versions/work/${level}/${i}`;
      const v1 = generate(seed, { level, version: 1, budget: 50_000_000 });
      const v2 = generate(seed, { level, version: 2, budget: 50_000_000 });
      assert.ok(v1.ok && v2.ok);
      assert.equal(formatGrid(v2.puzzle), formatGrid(v1.puzzle), seed);
      assert.equal(v2.attempts, v1.attempts, seed);
      v1Work += v1.work;
      v2Work += v2.work;
    }
  }
  assert.ok(v2Work * 2 < v1Work, `v2 ${v2Work} units vs v1 ${v1Work}`);
  assert.throws(() => generate("x", { level: "easy", version: 99 }), RangeError);
});
