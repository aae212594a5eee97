/**
 * `deno task bench`: ours against Debian's qqwing on the same files, in the same run. Figures go to stdout
 * and to bench/out/report.md.
 *
 * 1. Solver. Sets: 10,000 `qqwing --generate` puzzles, 10,000 hard minimal puzzles this script carves itself
 *    (the quarter of 40,000 that take our solver the most search nodes), the shipped 17-clue and top1465 sets. Whole
 *    process (ours: `cli.ts solve`, counting to two; qqwing: `--solve`) as puzzles/second and a ratio, and
 *    our in-process time per puzzle.
 * 1b. Against tdoku (C++ with SIMD), built from the source folder in TDOKU_DIR with g++ where there is one: count
 *    to two on the 17-clue, forum hardest (SE 11+) and top1465 sets, median µs per puzzle side by side, and the
 *    ratio (bench/sections/tdoku.ts): each side a driver process of its own, the two taking turns, each round
 *    pinned to one CPU; without a source folder or a compiler it prints why and skips.
 * 2. Grading. Up to 1,000 carved puzzles per standard level and 1,000 `qqwing --difficulty expert` puzzles:
 *    our median and p99 time per graded puzzle, and whole-process throughput of `cli.ts grade` against
 *    `qqwing --solve --stats` on the same puzzles; and the stuck class, 500 of those the published catalogue
 *    leaves stuck (tests/fixtures/qqwing-expert-stuck.txt), graded to the end by the added techniques.
 * 3. Share-code lengths over 10,000 generated puzzles.
 * 4. The daily over 365 dates per level from the current generator version's first day (generated vs pooled,
 *    time per request), and generation throughput per level against `qqwing --generate N --difficulty D` for
 *    the paired qqwing level (its rate pooled over the rows that pair with it: one batch's rate is noisy), and
 *    against qqwing's rate at the same level when our grader grades its puzzles too.
 *
 * 5. Variants: per variant other than classic 9×9 and per level, the daily over 365 dates from the first day of
 *    the variant's newest version (generated vs pooled, p50/p99/max time per request), generation without a cap
 *    (puzzles per second, work per puzzle), and the killer solver's count-to-two time on the killer pools
 *    against our classic count on the classic pools in the same run: no killer solver is installable here
 *    (Debian has qqwing, sudoku-solver and ksudoku's GUI, none with cages; npm has killer generators only).
 *
 * 6. Delivery: a webhook delivery round over 10,000 subscriptions against a loopback receiver, as a share of the
 *    cron period it must fit in (bench/delivery.ts).
 *
 * 7. Results: 10,000 players' results for one daily over 200 boards: KV keys and bytes, time per result, and the
 *    figures' read cost before and after (bench/results.ts).
 *
 * `deno task bench solver tdoku grading codes daily generate variants delivery results` runs only the named sections (all by
 * default). `deno task bench grading --compare REF` also times another revision's grader against this tree's on
 * the same puzzles, alternating, with qqwing as the common peer (bench/compare_grading.ts).
 */
import { parseArgs } from "node:util";
import { loadPools } from "../data/pools.ts";
import { benchDelivery } from "./delivery.ts";
import { benchResults } from "./results.ts";
import { ensureQqwing } from "./qqwing.ts";
import { codesSection } from "./sections/codes.ts";
import { dailySection } from "./sections/daily.ts";
import { generateSection } from "./sections/generate.ts";
import { gradingSection } from "./sections/grading.ts";
import { solverSection } from "./sections/solver.ts";
import { tdokuSection } from "./sections/tdoku.ts";
import { variantsSection } from "./sections/variants.ts";

const OUT = new URL("./out/", import.meta.url);

const report: string[] = [];
function say(line = "") {
  console.log(line);
  report.push(line);
}

const SECTIONS = [
  "solver",
  "tdoku",
  "grading",
  "codes",
  "daily",
  "generate",
  "variants",
  "delivery",
  "results",
];
const { values: options, positionals } = parseArgs({
  args: Deno.args,
  options: { compare: { type: "string" } },
  allowPositionals: true,
});
const unknown = positionals.filter((a) => !SECTIONS.includes(a));
if (unknown.length) throw new Error(`unknown section ${unknown.join(", ")}: use ${SECTIONS.join(", ")}`);
const wanted = new Set(positionals.length ? positionals : SECTIONS);
if (options.compare && !wanted.has("grading")) {
  throw new Error("--compare compares grading: name that section");
}

// Every section but the daily's runs qqwing; the shared sets are made (or read from bench/out/) only when a
// section that reads them runs.
if (
  SECTIONS.some((section) =>
    !["tdoku", "daily", "variants", "delivery", "results"].includes(section) && wanted.has(section)
  )
) {
  await ensureQqwing();
}

say(`# Benchmark (Deno ${Deno.version.deno}, ${navigator.hardwareConcurrency} cores, single-threaded)`);
if (wanted.has("solver")) await solverSection(say);
if (wanted.has("tdoku")) await tdokuSection(say);
if (wanted.has("grading")) await gradingSection(say, options);
if (wanted.has("codes")) await codesSection(say);
if (wanted.has("daily")) await dailySection(say);
if (wanted.has("generate")) await generateSection(say);
if (wanted.has("variants")) await variantsSection(say);
if (wanted.has("delivery")) await benchDelivery(await loadPools(), say);
if (wanted.has("results")) await benchResults(say);

await Deno.mkdir(OUT, { recursive: true });
await Deno.writeTextFile(new URL("report.md", OUT), report.join("\n") + "\n");
