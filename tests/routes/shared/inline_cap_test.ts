/**
 * Inline mode's lower work cap (routes/shared/workers.ts, INLINE_SOLVE_BUDGET): a client's grid that needs more
 * work is refused with the full cap's answer, 422 `work-cap`, naming the cap; and no served puzzle — a daily of
 * any variant, a pool puzzle, their share codes — is answered otherwise than under the full cap.
 */
import assert from "node:assert/strict";
import { loadPools } from "../../../data/pools.ts";
import { DEFAULT_SOLVE_BUDGET, formatGrid } from "../../../engine/mod.ts";
import { decode } from "../../../engine/mod.ts";
import { createApp } from "../../../routes/app.ts";
import { type GradeInput, type JobInput, type JobKind, runJob } from "../../../routes/shared/jobs.ts";
import { INLINE_SOLVE_BUDGET, startWorkers } from "../../../routes/shared/workers.ts";

const pools = await loadPools();
const context = { pools };

/**
 * A top1465 puzzle the full cap grades (Evil, with forcing nets) and inline mode's cap does not: its searches
 * need more than INLINE_SOLVE_BUDGET × 20 work units.
 */
const HARD = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

const post = (app: ReturnType<typeof createApp>, path: string, body: unknown) =>
  app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

Deno.test("inline, a grid past the lower cap is refused with 422 work-cap naming the cap", async () => {
  const workers = await startWorkers({ size: 0, context });
  const app = createApp({ pools, workers });
  assert.deepEqual(await (await app.request("/healthz")).json(), { ok: true, work: "inline" });
  for (const path of ["/api/grade", "/api/solve"]) {
    const res = await post(app, path, { puzzle: HARD });
    assert.equal(res.status, 422, path);
    const { error } = await res.json();
    assert.equal(error.code, "work-cap");
    assert.equal(error.cap, INLINE_SOLVE_BUDGET);
    assert.match(error.message, new RegExp(`cap of ${INLINE_SOLVE_BUDGET} search nodes`));
  }
  // The same grid under the full cap, as where heavy work runs in workers: graded, never a different grade.
  const full = await runJob("grade", { puzzle: HARD, budget: DEFAULT_SOLVE_BUDGET }, context);
  assert.equal(full.status, 200);
  assert.equal((full.body as { level: string }).level, "evil");
});

Deno.test("inline, a puzzle within the lower cap gets the full cap's answer, byte for byte", async () => {
  const app = createApp({ pools, workers: await startWorkers({ size: 0, context }) });
  const full = createApp({ pools });
  const puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
  for (
    const [path, body] of [["/api/grade", { puzzle }], ["/api/hint", { puzzle, board: puzzle }]] as const
  ) {
    const [a, b] = [await post(app, path, body), await post(full, path, body)];
    assert.equal(a.status, 200);
    assert.deepEqual(await a.json(), await b.json(), path);
  }
});

/** The share codes of the golden dailies (tests/golden/): every level of classic and of every variant. */
async function goldenCodes(): Promise<string[]> {
  const codes: string[] = [];
  for (const [file, field] of [["dailies.txt", 4], ["variants.txt", 5]] as const) {
    const text = await Deno.readTextFile(new URL(`../../golden/${file}`, import.meta.url));
    for (const line of text.split("\n")) {
      if (line && !line.startsWith("#")) codes.push(line.split(" ")[field]);
    }
  }
  return codes;
}

/**
 * The answers of the jobs that read a client's grid, for the puzzle of `code`, under `budget`: a code's check
 * and verdict, the grade, and with `withHint` the first hint.
 */
async function answersFor(code: string, budget: number, withHint: boolean): Promise<unknown[]> {
  const decoded = decode(code);
  if (!decoded.ok) throw new Error(`${code}: ${decoded.error.message}`);
  const { grid } = decoded.value;
  const puzzle = formatGrid(grid);
  const cages = grid.rules.regions.filter((r) => r.sum !== undefined).map((r) => ({
    sum: r.sum!,
    cells: Array.from(r.cells),
  }));
  const graded: GradeInput = grid.rules.variant === "killer"
    ? { puzzle, budget, variant: "killer", cages }
    : { puzzle, budget };
  const jobs: Array<[JobKind, JobInput<JobKind>]> = [
    ["code", { code, budget }],
    ["grade", graded],
    ...withHint ? [["hint", { ...graded, board: puzzle }] as [JobKind, JobInput<JobKind>]] : [],
  ];
  const answers = await Promise.all(jobs.map(([kind, input]) => runJob(kind, input, context)));
  // The verdict as pages, images and /api/puzzles show it: the search nodes spent are shown only when the cap
  // stopped the count, so a count proven by deduction after fewer nodes is the same answer.
  const { claimHolds, solutions } = await runJob("verdict", { code, budget }, context);
  const { work, ...shown } = solutions;
  return [...answers, { claimHolds, solutions: solutions.capped ? { ...shown, work } : shown }];
}

Deno.test("every golden daily and the first pool puzzles of each pool get the same answers under the lower cap", async () => {
  const codes = [
    ...await goldenCodes(),
    ...Object.values(pools).flatMap((entries) => entries.slice(0, 10).map((e) => e.code)),
  ];
  assert.ok(codes.length > 2_000, `${codes.length} served puzzles`);
  for (const [i, code] of codes.entries()) {
    // Hints at the givens of every tenth: the hint's own count and searches, as a player's first ask.
    const withHint = i % 10 === 0;
    assert.deepEqual(
      await answersFor(code, INLINE_SOLVE_BUDGET, withHint),
      await answersFor(code, DEFAULT_SOLVE_BUDGET, withHint),
      code,
    );
  }
});
