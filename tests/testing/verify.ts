/**
 * `deno task verify`: the full soundness check. Grades 10,000 `qqwing --generate` puzzles, 1,000
 * `qqwing --difficulty expert` puzzles, 20,000 more expert ones with top1465 (5,000 or more of them needing the
 * techniques past the published catalogue), 200 puzzles of every standard level from our generator and 2,000 minimal
 * puzzles carved by our own carver under every scheme, and
 * checks every placement and elimination of every step against the unique solution. The test task runs
 * the same check (tests/testing/soundness.ts) on a smaller committed sample.
 */
import { parseGrid } from "../../engine/board.ts";
import { carveMinimal } from "../../bench/carve_minimal.ts";
import { generate } from "../../engine/generate/mod.ts";
import { classicRules } from "../../engine/rules.ts";
import { Rng } from "../../engine/rng.ts";
import { CATALOGUE } from "../../engine/catalogue.ts";
import { PUBLISHED_TECHNIQUES, SCHEMES } from "../../engine/schemes.ts";
import { fillGrid } from "../../engine/solver.ts";
import { qqwingPuzzles } from "../../bench/qqwing.ts";
import { checkPuzzle, type SoundnessTally } from "./soundness.ts";

const tally: SoundnessTally = { puzzles: 0, steps: 0, byTechnique: {} };
const started = performance.now();

const sets: Array<[string, string[]]> = [
  ["qqwing --generate", await qqwingPuzzles(10_000)],
  ["qqwing --difficulty expert", await qqwingPuzzles(1_000, "expert")],
];
for (const [name, lines] of sets) {
  for (const line of lines) {
    const parsed = parseGrid(line);
    if (!parsed.ok) throw new Error(`${name}: ${parsed.error.message}`);
    checkPuzzle(parsed.value, tally);
  }
  console.log(`${name}: ${lines.length} puzzles sound`);
}
for (const level of SCHEMES.standard.levels) {
  for (let i = 0; i < 200; i++) {
    const result = generate(`verify/${level}/${i}`, { level });
    if (!result.ok) throw new Error(`generator: no ${level} puzzle for seed ${i}`);
    checkPuzzle(result.puzzle, tally);
  }
  console.log(`generated ${level}: 200 puzzles sound`);
}
// The techniques past the published catalogue (the almost locked sets, 3D Medusa, the AIC, the forcing chains …)
// over puzzles that need them: 20,000 qqwing expert puzzles (about a quarter need them) and the top1465 list. At
// least 5,000 must need them; how many need the almost locked sets is said apart.
const NEW_IDS = new Set(CATALOGUE.map((t) => t.id).filter((id) => !PUBLISHED_TECHNIQUES.has(id)));
const ALS_IDS = new Set(CATALOGUE.filter((t) => t.family === "als").map((t) => t.id));
let needing = 0, needingAls = 0;
const top1465 = (await Deno.readTextFile(new URL("../../data/top1465.txt", import.meta.url))).split("\n")
  .filter((l) => /^[0-9.]{81}$/.test(l));
for (const line of [...await qqwingPuzzles(20_000, "expert"), ...top1465]) {
  const parsed = parseGrid(line);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const before = { ...tally.byTechnique };
  checkPuzzle(parsed.value, tally);
  const used = (ids: Set<string>) => [...ids].some((id) => (tally.byTechnique[id] ?? 0) > (before[id] ?? 0));
  if (used(NEW_IDS)) needing++;
  if (used(ALS_IDS)) needingAls++;
}
console.log(
  `qqwing expert (20,000) and top1465: sound; ${needing} of them need the techniques past the published ` +
    `catalogue, ${needingAls} the almost locked sets`,
);
if (needing < 5_000) {
  throw new Error(`only ${needing} puzzles needed the techniques past the published catalogue`);
}
const g = classicRules("9x9");
for (let i = 0; i < 2_000; i++) {
  const rng = new Rng(`verify-${i}`);
  checkPuzzle(carveMinimal(fillGrid(g, rng), rng).puzzle, tally);
}
console.log("carved minimal (ours): 2000 puzzles sound");
console.log(
  `${tally.puzzles} puzzles, ${tally.steps} steps checked in ${
    ((performance.now() - started) / 1000).toFixed(1)
  } s`,
);
console.log(
  Object.entries(tally.byTechnique).sort((a, b) => b[1] - a[1]).map(([id, n]) => `${id} ${n}`).join(", "),
);
