/**
 * `deno run --allow-read bench/inline_cap.ts [--budget N,…]`: how long one job on a client's grid holds the
 * thread it runs on, under a work cap of N search nodes (default: inline mode's, INLINE_SOLVE_BUDGET). Inline,
 * that thread is the event loop, so the slowest job is how long every other request may wait behind one.
 *
 * Sets, each the hard end of what a client can send: top1465 (584 puzzles), the first 300 qqwing expert puzzles
 * the published catalogue leaves stuck, 16×16 pool puzzles with a third of their givens blanked and one given
 * changed (the solver searches to its cap to find there is no solution), and killer pool puzzles with two cage
 * sums moved by one each (the same, under cages). Every client job kind that takes a grid runs on each:
 * grade, solve (the record and every step explained), the first hint, the paste check, and a share code's
 * verdict claiming Evil (the shared page's check). Prints the answers and the p99 and slowest time per set and
 * kind (CPU time of this process, so other work on the machine does not inflate it), as Markdown.
 */
import { cpuUsage } from "node:process";
import { parseArgs } from "node:util";
import {
  type Cage,
  decode,
  DEFAULT_SOLVE_BUDGET,
  encode,
  formatGrid,
  type Grid,
  parseGrid,
  type PoolEntry,
} from "../engine/mod.ts";
import { loadPools } from "../data/pools.ts";
import { type JobInput, type JobKind, runJob } from "../routes/shared/jobs.ts";
import { INLINE_SOLVE_BUDGET } from "../routes/shared/workers.ts";

const { values: options } = parseArgs({
  args: Deno.args,
  options: { budget: { type: "string", default: String(INLINE_SOLVE_BUDGET) } },
});
const budgets = options.budget!.split(",").map(Number);
if (budgets.some((b) => !(b >= 1 && b <= DEFAULT_SOLVE_BUDGET))) {
  throw new RangeError(`--budget: search nodes from 1 to ${DEFAULT_SOLVE_BUDGET}`);
}

/** One client grid as the routes hand it to the jobs. */
interface Case {
  puzzle: string;
  variant?: "killer";
  cages?: Cage[];
  /** A share code of it claiming Evil (classic 9×9 only: the code's verdict is a classic page's check). */
  code?: string;
}

const lines = async (path: string, count: number) =>
  (await Deno.readTextFile(new URL(path, import.meta.url))).split("\n").filter((l) => /^[0-9.]{81}$/.test(l))
    .slice(0, count);

function classic(puzzle: string): Case {
  const grid = parseGrid(puzzle);
  if (!grid.ok) throw new Error(`${puzzle}: ${grid.error.message}`);
  return { puzzle, code: encode(grid.value, { level: "evil" }) };
}

function gridOf(entry: PoolEntry): Grid {
  const decoded = decode(entry.code);
  if (!decoded.ok) throw new Error(`${entry.code}: ${decoded.error.message}`);
  return decoded.value.grid;
}

/** A third of the givens blanked and one changed to another digit: no solution, found only by searching. */
function sixteenEdited(entry: PoolEntry, index: number): Case {
  const cells = gridOf(entry).cells.slice();
  const givens = [...cells.keys()].filter((cell) => cells[cell] !== 0);
  givens.forEach((cell, i) => {
    if (i % 3 === index % 3) cells[cell] = 0;
  });
  const changed = givens.find((cell) => cells[cell] !== 0)!;
  cells[changed] = cells[changed] % 16 + 1;
  return { puzzle: formatGrid({ ...gridOf(entry), cells }) };
}

/** Two cage sums moved by one each, the total kept: no solution, and the rule of 45 still holds. */
function killerEdited(entry: PoolEntry, index: number): Case {
  const grid = gridOf(entry);
  const cages: Cage[] = grid.rules.regions.filter((r) => r.sum !== undefined).map((r) => ({
    sum: r.sum!,
    cells: Array.from(r.cells),
  }));
  const [up, down] = [index % cages.length, (index + 7) % cages.length];
  cages[up] = { ...cages[up], sum: cages[up].sum + 1 };
  cages[down] = { ...cages[down], sum: cages[down].sum - 1 };
  return { puzzle: formatGrid(grid), variant: "killer", cages };
}

const pools = await loadPools();
const sets: Array<[string, Case[]]> = [
  ["top1465", (await lines("../data/top1465.txt", 584)).map(classic)],
  ["qqwing expert, stuck", (await lines("../tests/fixtures/qqwing-expert-stuck.txt", 300)).map(classic)],
  ["16×16 edited", pools["16x16/medium"].slice(0, 30).map(sixteenEdited)],
  ["killer edited", pools["killer/hard"].slice(0, 30).map(killerEdited)],
];

function inputOf(kind: JobKind, c: Case, budget: number): JobInput<JobKind> | null {
  const grid = { puzzle: c.puzzle, variant: c.variant, cages: c.cages, budget };
  switch (kind) {
    case "grade":
    case "solve":
      return grid;
    case "hint":
      return { ...grid, board: c.puzzle };
    case "paste":
      return {
        text: c.cages ? JSON.stringify({ puzzle: c.puzzle, variant: c.variant, cages: c.cages }) : c.puzzle,
        choice: c.variant ?? "",
        budget,
      };
    case "verdict":
      return c.code ? { code: c.code, budget } : null;
    default:
      return null;
  }
}

/** What a job answered, in a word: a status and error code, or the verdict's count. */
function outcome(answer: unknown): string {
  const a = answer as {
    status?: number | string;
    body?: { error?: { code: string } };
    ok?: boolean;
    problem?: { status: number; heading: string };
    solutions?: { capped: boolean; count: number };
    value?: { status: string };
  };
  if (a.solutions) return a.solutions.capped ? "capped" : `${a.solutions.count} solution(s)`;
  if (a.body?.error) return `${a.status} ${a.body.error.code}`;
  if (a.ok === false && a.problem) return `${a.problem.status} ${a.problem.heading}`;
  if (a.ok === true) return "checked";
  const status = a.status === 200 ? (a.body as { status?: string }).status ?? "200" : String(a.status);
  return status;
}

const KINDS: JobKind[] = ["grade", "solve", "hint", "paste", "verdict"];
const context = { pools };

// The first jobs compile the engine: run some untimed, so the figures are of the steady state.
for (const c of sets[1][1].slice(0, 20)) {
  for (const kind of KINDS) {
    const input = inputOf(kind, c, budgets[0]);
    if (input) await runJob(kind, input, context);
  }
}

console.log(
  `## One job's CPU time on a client's grid, by work cap (${navigator.hardwareConcurrency} cores)\n`,
);
console.log(
  "| cap (nodes) | set | job | n | answers | p99 | slowest |\n| ---: | --- | --- | ---: | --- | ---: | ---: |",
);
for (const budget of budgets) {
  for (const [name, cases] of sets) {
    for (const kind of KINDS) {
      const times: number[] = [];
      const answers = new Map<string, number>();
      for (const c of cases) {
        const input = inputOf(kind, c, budget);
        if (!input) continue;
        // CPU time, not the clock's: on two cores shared with other work the clock counts others' turns too.
        const started = cpuUsage();
        const answer = await runJob(kind, input, context);
        // What the loop does with an answer besides computing it: the route serialises it.
        JSON.stringify(answer);
        const spent = cpuUsage(started);
        times.push((spent.user + spent.system) / 1000);
        const word = outcome(answer);
        answers.set(word, (answers.get(word) ?? 0) + 1);
      }
      if (times.length === 0) continue;
      times.sort((a, b) => a - b);
      const p99 = times[Math.min(times.length - 1, Math.floor(0.99 * times.length))];
      const said = [...answers].sort(([, a], [, b]) => b - a).map(([w, n]) => `${n}× ${w}`).join(", ");
      console.log(
        `| ${budget} | ${name} | ${kind} | ${times.length} | ${said} | ${p99.toFixed(1)} ms | ${
          times.at(-1)!.toFixed(1)
        } ms |`,
      );
    }
  }
}
