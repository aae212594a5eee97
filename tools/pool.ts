/**
 * Puzzle pools, one per variant and level (pool key, engine/pool.ts poolKey): classic 9×9 in
 * data/pools/<level>.txt, every other variant in data/pools/<variant>/<level>.txt (line format: engine/pool.ts).
 *
 *   deno task pool build [--variant V] [--level L] [--per-level N]
 *       generate offline on two workers, then select N per pool (without --per-level: 1,000, or the pool's
 *       pinned count if larger); every offered pool unless narrowed
 *   deno task pool check [--variant V]
 *       re-solve and re-grade every pooled and reserve puzzle, check its path against its solution, and
 *       confirm the pinned entries; non-zero exit on a problem
 *
 * build runs at most two Web Workers (tools/pool/worker.ts; the machines it runs on are shared); each job
 * generates one seed for the pool whose candidate set (counting jobs in flight) is emptiest, until each pool has
 * CANDIDATE_FACTOR (1.6) × N candidates. Seeds: classic 9×9 `pool/v1/<level>/<n>` through generate(), as it
 * always was; any other variant `pool/<variant>/v1/<level>/<n>` through generateVariant(), graded by the
 * variant's scheme. Each pool is then *selected* from its candidates, not kept in acceptance order:
 * selectSpread (engine/pool.ts) buckets them by (clues, gates, steps band) and takes round-robin across the
 * buckets in a fixed order (share code order inside a bucket), so rare combinations are kept and common ones
 * thinned, and a level does not feel repetitive. The selection is a pure function of the candidate set. The
 * candidates not selected are kept in <key>.reserve.txt (share code, clues, steps, gates; a reserve puzzle that a
 * later selection takes is re-graded for its full pool line), except for the variants in WITHOUT_RESERVE.
 *
 * The first entries of each pool are the ones days draw from (SERVED_POOLS in engine/pool.ts): build refuses to
 * start unless each pool file still begins with them, and the selection keeps them first, as they are, choosing
 * only the entries after them, so a larger pool never moves a served day's pick.
 *
 * It resumes: the pool and reserve files are re-read (every candidate re-verified, since any may be selected),
 * and the `# next=<n>` header says where that pool's seeds continue: the lowest seed not yet answered.
 *
 * Duplicates. Classic 9×9: no two puzzles among all the candidates of every level are equivalent under the
 * Sudoku symmetry group, and no two share a solution grid up to symmetry (both compared by minlex). The other
 * variants are deduplicated exactly: minlex is the canonical form of plain classic 9×9 only (it would call an
 * X-Sudoku and its copy with two rows of a band swapped the same puzzle, though the swap moves the diagonals; it
 * does not see a killer's cages; it knows no other size), so two puzzles are the same when their rules (cages
 * and sums included) and givens are the same. Their solution grids may repeat: 4×4 has only 288 of them.
 *
 * The gate (check, and build on every candidate it loads) asks of each stored puzzle: its share code decodes,
 * claims the pool's level and gives the variant's rules (a killer code has cages, an X code X rules, the size
 * matches); it has exactly one solution under the API's work cap (so the service can confirm it); it
 * re-grades to the pool's level under the variant's scheme without getting stuck; every step of that grade's
 * path agrees with the solution (placements are the solution's digits, no elimination removes one: the
 * soundness property, over every pooled puzzle); its recorded counts are the fresh grade's; it repeats no other
 * puzzle; and the pool still starts with its pinned entries.
 *
 * The parts: tools/pool/targets.ts (which pools, their files, seeds), gate.ts (the gate), check.ts, build.ts,
 * and worker.ts (one worker, for build and check alike).
 */
import { runBuild } from "./pool/build.ts";
import { runCheck } from "./pool/check.ts";
import { type PoolTarget, poolTargets } from "./pool/targets.ts";

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(
    "usage: deno task pool build [--variant V] [--level L] [--per-level N] | deno task pool check [--variant V]",
  );
  Deno.exit(2);
}

/** The command's options: `--name value` or `--name=value`, each at most once, only those `allowed`. */
function parseOptions(args: readonly string[], allowed: readonly string[]): Record<string, string> {
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(args[i]);
    if (!m || !allowed.includes(m[1]) || Object.hasOwn(options, m[1])) usage();
    const value = m[2] ?? args[++i];
    if (value === undefined) usage();
    options[m[1]] = value;
  }
  return options;
}

if (import.meta.main) {
  const [command, ...rest] = Deno.args;
  if (command !== "check" && command !== "build") usage();
  const options = parseOptions(rest, command === "check" ? ["variant"] : ["variant", "level", "per-level"]);
  let targets: PoolTarget[];
  try {
    targets = poolTargets(options.variant, options.level);
  } catch (e) {
    usage((e as Error).message);
  }
  if (command === "check") Deno.exit(await runCheck(targets));
  const perLevel = options["per-level"];
  if (perLevel !== undefined && !/^[1-9][0-9]*$/.test(perLevel)) usage();
  Deno.exit(await runBuild(targets, perLevel === undefined ? undefined : Number(perLevel)));
}
