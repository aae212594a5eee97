/// <reference lib="deno.worker" />
/**
 * A pool worker (see tools/pool.ts and its parts in tools/pool/), for build and check alike.
 *
 * A build job generates one seed of a pool (classic 9×9 through generate(), as its pools always were; any other
 * variant through generateVariant() under the variant's scheme), checks the grade's path against the solution,
 * and answers with the pool line, the puzzle's duplicate key and (classic 9×9 only, whose solution grids are
 * kept apart) its solution, so the main thread only de-duplicates.
 *
 * A check message carries a batch of stored puzzles; the answer is the gate's verdict on each (checkItem).
 */
import {
  checkUnique,
  DEFAULT_SOLVE_BUDGET,
  encode,
  entryFromRecord,
  formatPoolLine,
  generate,
  generateVariant,
  type Level,
  pathDisagreement,
  type VariantId,
} from "../../engine/mod.ts";
import { type CheckItem, checkItem, type CheckResult, duplicateKey } from "./gate.ts";
import { poolSeed } from "./targets.ts";

export interface PoolJob {
  kind: "generate";
  /** The pool key (engine/pool.ts poolKey). */
  key: string;
  variant: VariantId;
  level: Level;
  n: number;
  budget: number;
}

export type PoolWorkerMessage = PoolJob | { kind: "check"; items: CheckItem[] };

export type PoolAnswer =
  | { results: CheckResult[] }
  | { key: string; n: number; ok: true; line: string; puzzleKey: string; solution: Uint8Array | null }
  /**
   * `unsound`: the grade's path disagrees with the solution (a technique bug, never a budget matter);
   * `overCap`: proving the puzzle unique takes more search than the pool's work cap allows.
   */
  | { key: string; n: number; ok: false; unsound?: string; overCap?: boolean };

self.onmessage = (event: MessageEvent<PoolWorkerMessage>) => {
  const message = event.data;
  if (message.kind === "check") {
    self.postMessage({ results: message.items.map(checkItem) } satisfies PoolAnswer);
    return;
  }
  const { key, variant, level, n, budget } = message;
  const seed = poolSeed(variant, level, n);
  const result = variant === "9x9"
    ? generate(seed, { level, budget })
    : generateVariant(seed, variant, { level, budget });
  let answer: PoolAnswer = { key, n, ok: false };
  if (result.ok && result.record.level === level && !result.record.stuck) {
    // The gate's uniqueness check, under the API's work cap: a puzzle the service cannot confirm (its image
    // endpoint would refuse the code) is no pool puzzle.
    const unique = checkUnique(result.puzzle, DEFAULT_SOLVE_BUDGET);
    const unsound = unique.ok &&
      pathDisagreement(result.puzzle.rules, result.puzzle.cells, result.record, unique.value);
    if (!unique.ok) answer = { key, n, ok: false, overCap: unique.error.code === "work-cap" };
    else if (unsound) answer = { key, n, ok: false, unsound };
    else {
      answer = {
        key,
        n,
        ok: true,
        line: formatPoolLine(entryFromRecord(encode(result.puzzle, { level }), result.record)),
        puzzleKey: duplicateKey(variant, result.puzzle),
        solution: variant === "9x9" ? unique.value : null,
      };
    }
  }
  self.postMessage(answer);
};
