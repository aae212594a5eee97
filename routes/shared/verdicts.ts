/**
 * What the engine says of a share code's puzzle — how many solutions (up to two, under a work cap) and whether
 * the level the code claims is earned — computed once per process per code and shared by everything that
 * shows one: the shared page, its PNG and SVG, oEmbed and GET /api/puzzles/:code. Both facts depend only on
 * the code (and the cap), so they never go stale; the memo only bounds how many are kept.
 */
import { claimHolds, countUpToTwo, type Grid, type Level, type SolveResult } from "../../engine/mod.ts";

export interface CodeVerdict {
  /** The count up to two (countUpToTwo): `capped` when the work cap ran out without an answer. */
  solutions: SolveResult;
  /** Whether the puzzle earns the level its code claims; null for a code that claims none. */
  claimHolds: boolean | null;
}

/** Codes remembered, least recently used forgotten first; a verdict is a few hundred bytes. */
const MEMO_SIZE = 4_096;
const memo = new Map<string, CodeVerdict>();
let computed = 0;

/** How many verdicts this process has computed (not served from the memo): for tests and metrics. */
export function verdictsComputed(): number {
  return computed;
}

/** The verdict on `code` (already decoded to `grid` and `level`) under `budget` search nodes. */
export function codeVerdict(code: string, grid: Grid, level: Level | null, budget: number): CodeVerdict {
  const key = `${budget}/${code}`;
  let verdict = memo.get(key);
  if (verdict) {
    memo.delete(key);
  } else {
    computed++;
    const solutions = countUpToTwo(grid, budget);
    const unique = !solutions.capped && solutions.count === 1;
    verdict = { solutions, claimHolds: level === null ? null : unique && claimHolds(grid, level) };
    if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
  }
  memo.set(key, verdict);
  return verdict;
}
