/**
 * What the engine says of a share code's puzzle — how many solutions (up to two, under a work cap) and whether
 * the level the code claims is earned — computed once per process per code and shared by everything that
 * shows one: the shared page, its PNG and SVG, oEmbed and GET /api/puzzles/:code. Both facts depend only on
 * the code (and the cap), so they never go stale; the memo only bounds how many are kept. The count runs as a
 * job of the workers (routes/shared/workers.ts).
 */
import type { CodeVerdict } from "./jobs.ts";
import type { Workers } from "./workers.ts";

export type { CodeVerdict };

/** Codes remembered, least recently used forgotten first; a verdict is a few hundred bytes. */
const MEMO_SIZE = 4_096;
const memo = new Map<string, CodeVerdict>();
// Requests for a code being checked wait for that check instead of starting their own.
const pending = new Map<string, Promise<CodeVerdict>>();
let computed = 0;

/** How many verdicts this process has computed (not served from the memo): for tests and metrics. */
export function verdictsComputed(): number {
  return computed;
}

/** The verdict on `code` (a code known to decode) under `budget` search nodes. */
export function codeVerdict(workers: Workers, code: string, budget: number): Promise<CodeVerdict> {
  const key = `${budget}/${code}`;
  const verdict = memo.get(key);
  if (verdict) {
    memo.delete(key);
    memo.set(key, verdict);
    return Promise.resolve(verdict);
  }
  let checking = pending.get(key);
  if (!checking) {
    computed++;
    // No signal: the verdict is kept for whoever asks next, even if this request's client has gone.
    checking = workers.run("verdict", { code, budget }).then((verdict) => {
      if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
      memo.set(key, verdict);
      return verdict;
    }).finally(() => pending.delete(key));
    pending.set(key, checking);
  }
  return checking;
}
