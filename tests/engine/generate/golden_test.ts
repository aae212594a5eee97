import assert from "node:assert/strict";
import { GENERATOR_VERSION } from "../../../engine/generate/mod.ts";
import { differences, GENERATE_SETS, generateLines, headerValue, readGolden } from "../../../tools/golden.ts";

/**
 * What the current generator version makes from fixed seeds, beyond the dailies (tests/engine/daily_golden_test.ts):
 * symmetric carving and the other schemes, which `GET /api/puzzles/random` and the CLI serve, one line per
 * seed in tests/golden/generate.txt. A speed-up must leave them unchanged; a deliberate change bumps
 * GENERATOR_VERSION and rewrites the file with `deno task golden generate`.
 */
Deno.test(`generate golden: version ${GENERATOR_VERSION} gives the pinned puzzles for fixed seeds`, async () => {
  const golden = await readGolden("generate");
  assert.equal(
    headerValue(golden, "generator-version"),
    String(GENERATOR_VERSION),
    "pinned for another version",
  );
  assert.equal(golden.lines.length, GENERATE_SETS.reduce((sum, set) => sum + set.count, 0));
  const found = differences("tests/golden/generate.txt", golden, generateLines());
  if (found.length > 0) assert.fail(`generated puzzles changed:\n${found.join("\n")}`);
});
