/**
 * Grading before and after a change, in one run: another git revision's grader and this tree's on the same
 * puzzles, timed in alternating passes, with qqwing on the same puzzles as the common peer
 * (`deno task bench grading --compare REF`). Only puzzles this tree grades with the published techniques alone
 * are timed (engine/schemes.ts PUBLISHED_TECHNIQUES): what the techniques added since must leave as fast as it was.
 */
import { parseGrid } from "../engine/board.ts";
import { grade, gradeUnique } from "../engine/grade.ts";
import { PUBLISHED_TECHNIQUES } from "../engine/schemes.ts";
import type { Revision } from "../tools/revision.ts";

type Grade = (grid: unknown) => unknown;
type Parse = (text: string) => { ok: boolean; value?: unknown };

/** The number of timed passes per side; the fastest pass of each counts, as in a best-of-N benchmark. */
const PASSES = 7;

/** The puzzles this tree finishes with the published techniques. */
export function publishedOnly(lines: string[]): string[] {
  return lines.filter((line) => {
    const parsed = parseGrid(line);
    if (!parsed.ok) return false;
    const record = gradeUnique(parsed.value);
    return !record.stuck && record.path.every((step) => PUBLISHED_TECHNIQUES.has(step.technique));
  });
}

/** One pass over the grids: ms per puzzle. */
function pass(gradeOne: Grade, grids: unknown[]): number {
  const start = performance.now();
  for (const grid of grids) gradeOne(grid);
  return (performance.now() - start) / grids.length;
}

export async function compareGrading(
  other: Revision,
  sets: Array<[string, string[]]>,
  peerRate: (lines: string[]) => Promise<number>,
  say: (line?: string) => void,
): Promise<void> {
  const theirs = {
    grade: (await import(new URL("engine/grade.ts", other.root).href)).grade as Grade,
    parse: (await import(new URL("engine/board.ts", other.root).href)).parseGrid as Parse,
  };
  say();
  say(
    `## Grading before (${other.rev}) and after (this tree), puzzles that need only the published techniques`,
  );
  say();
  say(`- In process, standard scheme, uniqueness check included: ms per puzzle, the fastest of ${PASSES}`);
  say(
    "  alternating passes per side; after/before < 1 is faster. qqwing: `--solve --stats` on the same puzzles,",
  );
  say("  whole process, best of three; the last two columns are each grader's puzzles/s over qqwing's.");
  say();
  say("| set | puzzles | before ms | after ms | after/before | before vs qqwing | after vs qqwing |");
  say("| --- | --- | --- | --- | --- | --- | --- |");
  for (const [name, all] of sets) {
    const lines = publishedOnly(all);
    if (lines.length === 0) {
      say(`| ${name} | 0 | – | – | – | – | – |`);
      continue;
    }
    const ours = lines.map((line) => {
      const parsed = parseGrid(line);
      if (!parsed.ok) throw new Error(line);
      return parsed.value;
    });
    const before = lines.map((line) => {
      const parsed = theirs.parse(line);
      if (!parsed.ok) throw new Error(`${other.rev} cannot parse ${line}`);
      return parsed.value;
    });
    pass(theirs.grade, before);
    pass(grade as Grade, ours);
    let bestBefore = Infinity, bestAfter = Infinity;
    for (let i = 0; i < PASSES; i++) {
      bestBefore = Math.min(bestBefore, pass(theirs.grade, before));
      bestAfter = Math.min(bestAfter, pass(grade as Grade, ours));
    }
    const peer = await peerRate(lines);
    const rate = (ms: number) => 1000 / ms;
    say(
      `| ${name} | ${lines.length} of ${all.length} | ${bestBefore.toFixed(3)} | ${bestAfter.toFixed(3)} | ${
        (bestAfter / bestBefore).toFixed(3)
      } | ${(rate(bestBefore) / peer).toFixed(2)}× | ${(rate(bestAfter) / peer).toFixed(2)}× |`,
    );
  }
}
