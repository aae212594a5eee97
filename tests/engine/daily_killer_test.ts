/**
 * Killer dailies across the generator versions: every day up to 2026-12-31 stays on version 1 (its output pinned
 * by tests/golden/variants.txt and below), every day from 2027-01-01 is version 2's (at most MERGE_TRIALS merge
 * trials per attempt), and version 2's dailies are unique, earn their level and come out the same every time.
 */
import assert from "node:assert/strict";
import { loadPools } from "../../data/pools.ts";
import {
  countSolutions,
  dailyPuzzle,
  decode,
  generatorVersionFor,
  gradeUnique,
  nextDay,
} from "../../engine/mod.ts";
import { dailySeed, VARIANT_GENERATOR_VERSIONS } from "../../engine/daily.ts";
import { generateKiller } from "../../engine/generate/killer.ts";
import { generateVariant } from "../../engine/generate/mod.ts";

const pools = await loadPools();
const LEVELS = ["easy", "medium", "hard"] as const;

Deno.test("killer days up to 2026-12-31 are version 1's, days from 2027-01-01 version 2's", () => {
  for (const day of ["2000-01-01", "2026-11-01", "2026-12-31"]) {
    assert.equal(generatorVersionFor(day, "killer"), 1, day);
    assert.match(dailySeed(day, "hard", "killer"), /^daily\/killer\/v1\//);
  }
  for (const day of ["2027-01-01", "2027-06-30", "2030-02-28"]) {
    assert.equal(generatorVersionFor(day, "killer"), 2, day);
    assert.match(dailySeed(day, "hard", "killer"), /^daily\/killer\/v2\//);
  }
  // The version-1 row is the one served through 2026: its budgets must not move.
  assert.deepEqual(VARIANT_GENERATOR_VERSIONS.killer[0], {
    from: "2000-01-01",
    version: 1,
    budgets: { easy: 9_000, medium: 12_000, hard: 12_000 },
  });
  assert.equal(VARIANT_GENERATOR_VERSIONS.killer[1].from, "2027-01-01");
});

Deno.test("version 1 is unchanged: the seeds of 2026-12 days make the same puzzles with the same work", () => {
  // Taken from version 1 before version 2 and the speed-ups that serve both were added (the work too: it
  // decides which days fall back to the pool).
  const pinned: Array<[string, string, "generated" | "pool", string, number]> = [
    ["2026-12-01", "easy", "generated", "mAiRNfXZAyf4foCAlPXbp862Ra2p1mgnYoUnFHEq45TD", 8070],
    ["2026-12-03", "easy", "generated", "mJsTZUC4CcHb1CK1MwlDD6kDnu9gtG7R6E2ccdG5Qt", 6721],
    ["2026-12-01", "medium", "generated", "mAFq48jMskuQaaR8M2iIa1LZ4oLkDkwEilW3KUfzOqt5", 6263],
    ["2026-12-03", "medium", "generated", "mAALfsRW88D6HeE-mpeG_jLV1xIZvj3sQFNBjxBNyifi", 7310],
    ["2026-12-15", "medium", "pool", "mABNHBopRihWTrqow3LKE7wVQ4YHkx9L8gcwiOFvpSBG", 12167],
    ["2026-12-01", "hard", "generated", "mDpqtix8x-_f_KK8r8w-cHYWzPyCEmCpMURFLX1z_K", 8569],
    ["2026-12-02", "hard", "generated", "mADIRqKbo7K7r3OX_AZwYc7xUrnjKccrZOiF5Q5TVe", 8914],
  ];
  for (const [day, level, source, code, work] of pinned) {
    const daily = dailyPuzzle(day, level, pools, { variant: "killer" });
    assert.equal(daily.source, source, `${day} ${level}`);
    assert.equal(daily.code, code, `${day} ${level}`);
    assert.equal(daily.work, work, `${day} ${level}`);
  }
});

Deno.test("version 2 is pinned too: the first 2027 days keep their puzzles and work", () => {
  // Version 2 serves from 2027-01-01: once a day is served its puzzle is a promise, so a later speed-up must
  // leave these (and the work, which decides generated or pooled) as they are.
  const pinned: Array<[string, string, "generated" | "pool", string, number]> = [
    ["2027-01-01", "easy", "generated", "mAvGHcPzkLJRwNg70l8BIIZToXjtdU0vXIXAU5p_qMzBPs", 3545],
    ["2027-01-01", "medium", "generated", "mCEKF79xmdkRUOEbNkW5Jgi3Gu5nWSeu9skJLrduasZave", 3148],
    ["2027-01-01", "hard", "generated", "mVIlSi6Zi5FLz2uENBC7yhuMTexA5Rs0FQb05t9Tpm", 4155],
    ["2027-01-02", "medium", "generated", "mABC97oP4Xt98WTBfjrb8mZ2-pUzRVKrMFEfKNwX-q6q7f", 6710],
    ["2027-01-02", "hard", "generated", "mACKtnuGweYrxVL9lGGCDaEGouPQp0vyJw_JAxiN1zvd", 4528],
  ];
  for (const [day, level, source, code, work] of pinned) {
    const daily = dailyPuzzle(day, level, pools, { variant: "killer" });
    assert.deepEqual([daily.source, daily.code, daily.work], [source, code, work], `${day} ${level}`);
  }
});

Deno.test("version 2 differs from version 1 on the same seed, and an unknown version is refused", () => {
  const one = generateKiller("versions", { level: "easy", version: 1 });
  const two = generateKiller("versions", { level: "easy", version: 2 });
  assert.ok(one.ok && two.ok);
  assert.ok(two.work < one.work, `v2 ${two.work} units, v1 ${one.work}`);
  assert.deepEqual(generateKiller("versions", { level: "easy" }), two, "the current version is 2");
  assert.deepEqual(generateVariant("versions", "killer", { level: "easy", version: 1 }), one);
  assert.throws(() => generateKiller("versions", { level: "easy", version: 3 }), RangeError);
});

Deno.test("version 2 dailies of 2027 are unique, earn their level and are the same twice", () => {
  let day = "2027-01-01";
  for (let i = 0; i < 8; i++, day = nextDay(day)) {
    for (const level of LEVELS) {
      const daily = dailyPuzzle(day, level, pools, { variant: "killer" });
      const again = dailyPuzzle(day, level, pools, { variant: "killer" });
      assert.deepEqual(again, daily, `${day} ${level} twice`);
      assert.equal(daily.level, level);
      const decoded = decode(daily.code);
      assert.ok(decoded.ok, daily.code);
      const grid = decoded.value.grid;
      assert.equal(grid.rules.variant, "killer");
      assert.equal(countSolutions(grid, 2).count, 1, `${day} ${level}: one solution`);
      const record = gradeUnique(grid, "killer");
      assert.equal(record.level, level, `${day} ${level}: earns its level`);
      assert.equal(record.stuck, false);
      assert.equal(daily.grade.level, level);
    }
  }
});

Deno.test("version 2 generation under no budget to speak of: bounded work, the level asked", () => {
  // Each attempt makes at most 11 growth trials and 20 merge trials, so its work stays in a band; the budgets of
  // the 2027 row are set from what 365 days take (bench/killer_days.ts --uncapped).
  for (let i = 0; i < 6; i++) {
    for (const level of LEVELS) {
      const result = generateKiller(`v2-bounded/${i}`, { level, budget: 1_000_000, version: 2 });
      assert.ok(result.ok, `${level} ${i}`);
      assert.equal(result.record.level, level);
      assert.ok(
        result.work / result.attempts < 6_000,
        `${level} ${i}: ${result.work} units in ${result.attempts}`,
      );
    }
  }
});
