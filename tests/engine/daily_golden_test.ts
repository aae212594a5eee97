import assert from "node:assert/strict";
import { dailyPuzzle, type Level, LEVELS as LEVEL_IDS } from "../../engine/mod.ts";
import { loadPools } from "../../data/pools.ts";
import {
  dailyLines,
  dailyYearOutput,
  differences,
  headerValue,
  readGolden,
  sha256Hex,
} from "../../tools/golden.ts";

/**
 * A daily, once its day has come, must never change: players have played it and shared it. The dailies of
 * every level for a year (2026-07-01 … 2027-06-30: half on generator version 1, half on version 3) are pinned
 * in tests/golden/dailies.txt, one line per date and level. A change to the generator bumps GENERATOR_VERSION
 * and adds a row to GENERATOR_VERSIONS for days not yet served; it never rewrites lines of days already out.
 */

Deno.test("two processes print byte-identical dailies for 365 days × 5 levels, as tests/golden/dailies.txt pins", async () => {
  const [first, second] = await Promise.all([dailyYearOutput(), dailyYearOutput()]);
  assert.deepEqual(first, second, "two processes printed different dailies");
  const golden = await readGolden("dailies");
  assert.equal(golden.lines.length, 365 * 5);
  const found = differences("tests/golden/dailies.txt", golden, dailyLines(first));
  if (found.length > 0) assert.fail(`dailies changed:\n${found.join("\n")}`);
  // The lines leave out what follows from them (next_at, the grade's copies of level, scheme and clues) and the
  // JSON's key order; the digest of the raw output covers those too.
  assert.equal(await sha256Hex(first), headerValue(golden, "sha256"), "the CLI's daily JSON changed");
});

/** The pinned share code and source of each date and level in a window of the golden year. */
async function pinnedDays(from: string, to: string): Promise<Array<[string, Level, string, string]>> {
  const { lines } = await readGolden("dailies");
  return lines.map((line) => line.split(" "))
    .filter(([date]) => date >= from && date <= to)
    .map(([date, level, _version, source, code]) => [date, level as Level, code, source]);
}

Deno.test("daily golden: in process, 2 × 30 days × 5 levels give the pinned share codes", async () => {
  // The server computes dailies in process (routes/), not through the CLI: the first 30 days of December 2026
  // (version 1) and of January 2027 (version 3) are checked that way.
  const pools = await loadPools();
  const days = [
    ...await pinnedDays("2026-12-01", "2026-12-30"),
    ...await pinnedDays("2027-01-01", "2027-01-30"),
  ];
  assert.equal(days.length, 2 * 30 * LEVEL_IDS.length);
  const changed: string[] = [];
  for (const [date, level, code, source] of days) {
    const daily = dailyPuzzle(date, level, pools);
    if (daily.code !== code || daily.source !== source) {
      changed.push(`${date} ${level}: ${code} ${source} → ${daily.code} ${daily.source}`);
    }
  }
  assert.deepEqual(changed, [], "dailies changed");
});

Deno.test("daily golden: the version-3 days that need the most work stay generated, with the same puzzle", async () => {
  // The costliest Hard days of 2027 (work units): a smaller budget would send them to the pool, so they pin the
  // budget too, which the first 30 days (at most 18,904 units) do not.
  const pools = await loadPools();
  const costliest: Array<[string, string, number]> = [
    ["2027-12-31", "TCOaGgasVV552oMBMeID_eMebsZ9", 24_122],
    ["2027-02-24", "TAc5gFawqTRVAkac-cfgUClnV8lF", 23_533],
    ["2027-06-16", "TBfXAQqTaJ9DmRovG_FdeKDRJ-Lw", 22_641],
  ];
  for (const [date, code, work] of costliest) {
    const daily = dailyPuzzle(date, "hard", pools);
    assert.deepEqual([daily.code, daily.source, daily.work], [code, "generated", work], date);
  }
});
