/** The share-code section: code lengths over qqwing's puzzles and our carved minimal ones. */
import { countGivens, type Grid } from "../../engine/board.ts";
import { encode } from "../../engine/sharecode.ts";
import { grids, histogram, type Say } from "../measure.ts";
import { carved, qqwingAny } from "../sets.ts";

export async function codesSection(say: Say): Promise<void> {
  say();
  say("## Share-code length (characters)");
  say();
  const codeSets: Array<[string, Grid[]]> = [
    ["qqwing --generate", grids(await qqwingAny())],
    ["carved minimal (ours)", Array.from({ length: 10_000 }, (_, i) => carved(`bench-code-${i}`))],
  ];
  for (const [name, puzzles] of codeSets) {
    const lengths = puzzles.map((p) => encode(p, { level: "medium" }).length);
    const clues = puzzles.map(countGivens);
    const at25 = lengths.filter((_, i) => clues[i] === 25);
    say(
      `- ${name}, ${puzzles.length} puzzles, ${Math.min(...clues)}–${Math.max(...clues)} clues: ${
        histogram(lengths)
      }`,
    );
    if (at25.length) {
      say(`  - the ${at25.length} with exactly 25 clues: at most ${Math.max(...at25)} characters`);
    }
  }
}
