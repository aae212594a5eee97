/** The puzzle sets the benchmark sections share: carved minimal puzzles, graded sets, the shipped data sets. */
import { formatGrid, type Grid } from "../engine/board.ts";
import { grade } from "../engine/grade.ts";
import { Rng } from "../engine/rng.ts";
import { classicRules } from "../engine/rules.ts";
import { SCHEMES } from "../engine/schemes.ts";
import { countSolutions, fillGrid } from "../engine/solver.ts";
import { carveMinimal } from "./carve_minimal.ts";
import { qqwingPuzzles } from "./qqwing.ts";

export const PER_LEVEL = 1_000;
export const CARVE_ATTEMPTS = 40_000;

export function carved(seed: string): Grid {
  const rng = new Rng(seed);
  return carveMinimal(fillGrid(classicRules("9x9"), rng), rng).puzzle;
}

/** Minimal puzzles carved from seeded fills, keeping the ones that take the solver the most nodes. */
export function makeHardMinimal(): string[] {
  const all = Array.from({ length: 40_000 }, (_, i) => {
    const puzzle = carved(`bench-hard-${i}`);
    return { puzzle: formatGrid(puzzle), work: countSolutions(puzzle).work };
  });
  all.sort((a, b) => b.work - a.work || (a.puzzle < b.puzzle ? -1 : 1));
  return all.slice(0, 10_000).map((c) => c.puzzle);
}

/** Carved puzzles sorted into standard levels, up to PER_LEVEL each, as "level puzzle" lines. */
export function makeGradedByLevel(): string[] {
  const byLevel = new Map<string, string[]>(SCHEMES.standard.levels.map((l) => [l, []]));
  for (let i = 0; i < CARVE_ATTEMPTS; i++) {
    const puzzle = carved(`bench-level-${i}`);
    const graded = grade(puzzle);
    if (!graded.ok) throw new Error("carved puzzles are unique");
    const list = byLevel.get(graded.value.level)!;
    if (list.length < PER_LEVEL) list.push(formatGrid(puzzle));
    if ([...byLevel.values()].every((l) => l.length >= PER_LEVEL)) break;
  }
  return [...byLevel].flatMap(([level, list]) => list.map((p) => `${level} ${p}`));
}

/** The 81-character puzzles of one of data/'s outside sets. */
export async function dataSet(name: string): Promise<string[]> {
  const text = await Deno.readTextFile(new URL(`../data/${name}`, import.meta.url));
  return text.split("\n").filter((l) => /^[1-9.]{81}$/.test(l));
}

let qqwingAnySet: Promise<string[]> | null = null;
/** 10,000 `qqwing --generate` puzzles of any level, made once per run (or read from bench/out/). */
export function qqwingAny(): Promise<string[]> {
  return qqwingAnySet ??= qqwingPuzzles(10_000);
}
