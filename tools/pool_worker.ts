/// <reference lib="deno.worker" />
/**
 * A pool-build worker (see tools/pool.ts): for each job it runs generate() on one seed, and answers with the
 * pool line, the puzzle's canonical form and its solution, so the main thread only de-duplicates.
 */
import {
  encode,
  entryFromRecord,
  formatPoolLine,
  generate,
  type Level,
  minlex,
  solve,
} from "../engine/mod.ts";

export interface PoolJob {
  level: Level;
  n: number;
  budget: number;
}

export type PoolAnswer =
  | { level: Level; n: number; ok: true; line: string; puzzleKey: string; solution: Uint8Array }
  | { level: Level; n: number; ok: false };

self.onmessage = (event: MessageEvent<PoolJob>) => {
  const { level, n, budget } = event.data;
  const result = generate(`pool/v1/${level}/${n}`, { level, budget });
  let answer: PoolAnswer = { level, n, ok: false };
  if (result.ok && result.record.level === level && !result.record.stuck) {
    const solution = solve(result.puzzle);
    if (solution) {
      answer = {
        level,
        n,
        ok: true,
        line: formatPoolLine(entryFromRecord(encode(result.puzzle, { level }), result.record)),
        puzzleKey: minlex(result.puzzle),
        solution,
      };
    }
  }
  self.postMessage(answer);
};
