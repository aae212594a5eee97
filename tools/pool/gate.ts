/**
 * The gate every stored puzzle passes, in check and build alike (see tools/pool.ts): its share code, its
 * variant, exactly one solution under the API's work cap, its grade and level, the grade's path against the
 * solution, its recorded facts, and the key duplicates are found by.
 */
import {
  checkUnique,
  classicRules,
  decode,
  DEFAULT_SOLVE_BUDGET,
  entryFromRecord,
  gradeUnique,
  type Grid,
  minlex,
  pathDisagreement,
  POOL_COUNTS,
  type PoolEntry,
  solutionInvariant,
  type SolveRecord,
  type SpreadCandidate,
  type VariantId,
  variantInfo,
  variantOfRules,
} from "../../engine/mod.ts";
import type { PoolTarget } from "./targets.ts";

function describeFacts(e: PoolEntry): string {
  return `${POOL_COUNTS.map((f) => `${f}=${e[f]}`).join(" ")} hardest=${e.hardest} techniques=${
    e.techniques.join(",")
  }`;
}

function describeReserveFacts(c: SpreadCandidate): string {
  return `clues=${c.clues} steps=${c.steps} gates=${c.gates}`;
}

/**
 * The key two puzzles of a variant share exactly when they count as the same puzzle: minlex for classic 9×9
 * (equivalent under the symmetry group); for the others the rules (cages with their sums, in a fixed order)
 * and the givens, compared exactly.
 */
export function duplicateKey(variant: VariantId, grid: Grid): string {
  if (variant === "9x9") return `9x9 ${minlex(grid)}`;
  const cages = grid.rules.cages
    .map((cage) => `${[...cage.cells].sort((a, b) => a - b).join(",")}=${cage.sum}`)
    .sort();
  return `${variant} ${grid.cells.join(",")} ${cages.join(";")}`;
}

/** What inspectPuzzle found in a puzzle with exactly one solution. */
interface SoundPuzzle {
  record: SolveRecord;
  puzzleKey: string;
  solution: Uint8Array;
}

/**
 * The gate every stored puzzle must pass, in check and in build alike: what is wrong with a pool line (or a
 * reserve line, whose facts are fewer) filed under `target`, and, when it has exactly one solution, its grade,
 * duplicate key and solution for the caller's duplicate checks.
 */
export function inspectPuzzle(
  entry: PoolEntry | SpreadCandidate,
  target: PoolTarget,
  file: "pool" | "reserve",
): { problems: string[]; sound?: SoundPuzzle } {
  const problems: string[] = [];
  const decoded = decode(entry.code);
  if (!decoded.ok) return { problems: [`share code does not decode: ${decoded.error.message}`] };
  const { grid } = decoded.value;
  if (decoded.value.level !== target.level) {
    problems.push(
      decoded.value.level === null
        ? "share code names no level"
        : `share code claims level ${decoded.value.level}`,
    );
  }
  const variant = variantOfRules(grid.rules);
  if (variant !== target.variant) {
    const rules = `${grid.rules.variant} ${grid.rules.shape}`;
    const named = variant === null ? `a ${rules} puzzle` : `a ${variant} puzzle (${rules} rules)`;
    return { problems: [...problems, `share code gives ${named}, not ${target.variant}`] };
  }
  const unique = checkUnique(grid, DEFAULT_SOLVE_BUDGET);
  if (!unique.ok) {
    const count = unique.error.code === "work-cap"
      ? `an uncounted number of solutions (${unique.error.message})`
      : unique.error.code === "no-solution"
      ? "0 solutions"
      : "2 solutions";
    return { problems: [...problems, `has ${count}, not 1`] };
  }
  const solution = unique.value;
  const record = gradeUnique(grid, variantInfo(target.variant).scheme);
  if (record.level !== target.level || record.stuck) {
    problems.push(`grades ${record.level}${record.stuck ? " (stuck)" : ""}, not ${target.level}`);
  }
  const unsound = pathDisagreement(grid.rules, grid.cells, record, solution);
  if (unsound !== null) problems.push(`unsound grade: ${unsound}`);
  const fresh = entryFromRecord(entry.code, record);
  const [recorded, graded] = file === "pool"
    ? [describeFacts(entry as PoolEntry), describeFacts(fresh)]
    : [describeReserveFacts(entry), describeReserveFacts(fresh)];
  if (recorded !== graded) problems.push(`recorded facts ${recorded} differ from the fresh grade ${graded}`);
  return { problems, sound: { record, puzzleKey: duplicateKey(target.variant, grid), solution } };
}

/** One stored puzzle for a check worker to inspect (inspectPuzzle). */
export interface CheckItem {
  id: number;
  entry: PoolEntry | SpreadCandidate;
  target: PoolTarget;
  file: "pool" | "reserve";
}

/** What a check worker found: inspectPuzzle's answer, with what the duplicate checks need of a sound one. */
export interface CheckResult {
  id: number;
  problems: string[];
  sound?: {
    clues: number;
    steps: number;
    puzzleKey: string;
    /** Classic 9×9 only: solutionInvariant of the solution, and the solution for when invariants collide. */
    invariant?: string;
    solution?: Uint8Array;
  };
}

/** inspectPuzzle for a check worker: the answer, small enough to post back. */
export function checkItem(item: CheckItem): CheckResult {
  const { problems, sound } = inspectPuzzle(item.entry, item.target, item.file);
  if (!sound) return { id: item.id, problems };
  const classic = item.target.variant === "9x9";
  return {
    id: item.id,
    problems,
    sound: {
      clues: sound.record.clues,
      steps: sound.record.path.length,
      puzzleKey: sound.puzzleKey,
      ...(classic ? { invariant: solutionInvariant(sound.solution), solution: sound.solution } : {}),
    },
  };
}

/** The minlex form of a classic 9×9 solution grid: equal for two grids exactly when they are equivalent. */
export function canonical(cells: Uint8Array): string {
  return minlex({ rules: classicRules("9x9"), cells });
}
