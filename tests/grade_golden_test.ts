import assert from "node:assert/strict";
import { gradeUnique } from "../engine/grade.ts";
import { fnv1a32 } from "../engine/rng.ts";
import { SCHEME_IDS } from "../engine/schemes.ts";
import { gridOf } from "./helpers.ts";

/**
 * Golden records: grades are promises to players, so the exact path (every step, in order) for a fixed set
 * of puzzles is pinned. A deliberate change to a technique's scan order or the loop updates GOLDEN below and
 * says why in the commit; an accidental one fails here.
 */
const SETS = ["qqwing-any.txt", "qqwing-expert-basic.txt", "qqwing-expert-advanced.txt"];

Deno.test("grading paths for 450 fixture puzzles under every scheme are unchanged", async () => {
  const digests: Record<string, string> = {};
  for (const name of SETS) {
    const lines = (await Deno.readTextFile(new URL(`fixtures/${name}`, import.meta.url))).split("\n")
      .filter((l) => /^[1-9.]{81}$/.test(l)).slice(0, 150);
    for (const scheme of SCHEME_IDS) {
      const records = lines.map((line) => gradeUnique(gridOf(line), scheme));
      digests[`${name} ${scheme}`] = fnv1a32(JSON.stringify(records)).toString(16);
    }
  }
  if (Deno.env.get("PRINT_GOLDEN")) console.log(JSON.stringify(digests, null, 2));
  assert.deepEqual(digests, GOLDEN);
});

const GOLDEN: Record<string, string> = {
  "qqwing-any.txt standard": "2068505e",
  "qqwing-any.txt six": "b2ddba98",
  "qqwing-any.txt pilot": "47f73a23",
  "qqwing-expert-basic.txt standard": "b7b35f6f",
  "qqwing-expert-basic.txt six": "e0b84b5c",
  "qqwing-expert-basic.txt pilot": "2974c31c",
  "qqwing-expert-advanced.txt standard": "3e781360",
  "qqwing-expert-advanced.txt six": "428bae5b",
  "qqwing-expert-advanced.txt pilot": "9331526d",
};
