import assert from "node:assert/strict";
import { loadPools } from "../../../data/pools.ts";
import { encode, parseGrid } from "../../../engine/mod.ts";
import { createApp } from "../../../routes/app.ts";
import { type JobInput, type JobKind } from "../../../routes/shared/jobs.ts";
import {
  INLINE_SOLVE_BUDGET,
  inlineWorkers,
  isAborted,
  spawnWorkers,
  startWorkers,
  type Workers,
  WorkersBusyError,
} from "../../../routes/shared/workers.ts";

const pools = await loadPools();
const context = { pools };
const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const BOARD = "534.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const parsed = parseGrid(PUZZLE);
if (!parsed.ok) throw new Error(parsed.error.message);
const CODE = encode(parsed.value, { level: "easy" });
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="10" height="10"/></svg>';

/** One input per job kind. */
const EXAMPLES: { [K in JobKind]: JobInput<K> } = {
  grade: { puzzle: PUZZLE, budget: 200_000 },
  solve: { puzzle: PUZZLE, scheme: "pilot", budget: 200_000 },
  hint: { puzzle: PUZZLE, board: BOARD, budget: 200_000 },
  verdict: { code: CODE, budget: 200_000 },
  paste: { text: PUZZLE, choice: "", budget: 200_000 },
  code: { code: CODE, budget: 200_000 },
  dailies: { dates: ["2026-11-02", "2026-11-03"], level: "hard", variant: "9x9" },
  random: { seed: "work-test", level: "medium", variant: "6x6" },
  png: { svg: SVG, width: 40 },
};

async function withWorkers(size: number, test: (workers: Workers) => Promise<void>) {
  const workers = await startWorkers({ size, context });
  assert.equal(workers.mode, "workers");
  try {
    await test(workers);
  } finally {
    workers.close();
  }
}

Deno.test("every job gives the same answer in a worker as inline", async () => {
  const inline = inlineWorkers(context);
  await withWorkers(2, async (workers) => {
    for (const kind of Object.keys(EXAMPLES) as JobKind[]) {
      const input = EXAMPLES[kind] as never;
      const [here, there] = await Promise.all([inline.run(kind, input), workers.run(kind, input)]);
      assert.deepEqual(there, here, kind);
    }
  });
});

Deno.test("a job that throws rejects with its kind and message, and its worker takes the next job", async () => {
  await withWorkers(1, async (workers) => {
    await assert.rejects(
      workers.run("dailies", { dates: ["2026-02-30"], level: "easy", variant: "9x9" }),
      (error: Error) => error instanceof RangeError && /2026-02-30/.test(error.message),
    );
    assert.equal((await workers.run("grade", EXAMPLES.grade)).status, 200);
  });
});

Deno.test("a waiting job whose request is aborted leaves the queue at once and never starts", async () => {
  await withWorkers(1, async (workers) => {
    let firstDone = false;
    const first = workers.run("dailies", { dates: ["2026-11-03"], level: "evil", variant: "9x9" });
    first.then(() => (firstDone = true));
    const controller = new AbortController();
    const second = workers.run("grade", EXAMPLES.grade, controller.signal);
    assert.equal(workers.waiting, 1);
    controller.abort();
    await assert.rejects(second, isAborted);
    assert.equal(firstDone, false, "refused without waiting for the running job");
    assert.equal(workers.waiting, 0);
    assert.equal((await first)[0].date, "2026-11-03");
    assert.equal(workers.stopped, 0, "nothing was running for it to stop");
  });
});

Deno.test("a running job is stopped when its request is aborted; a fresh worker takes its place", async () => {
  await withWorkers(1, async (workers) => {
    const controller = new AbortController();
    const running = workers.run(
      "dailies",
      { dates: ["2026-11-04", "2026-11-05", "2026-11-06"], level: "medium", variant: "16x16" },
      controller.signal,
    );
    assert.equal(workers.running, 1);
    controller.abort();
    await assert.rejects(running, isAborted);
    assert.equal(workers.stopped, 1);
    assert.equal(workers.running, 0);
    assert.deepEqual(
      await workers.run("grade", EXAMPLES.grade),
      await inlineWorkers(context).run("grade", EXAMPLES.grade),
    );
  });
});

Deno.test("a job asked for with an already aborted signal is refused at once", async () => {
  const controller = new AbortController();
  controller.abort();
  await withWorkers(1, async (workers) => {
    await assert.rejects(workers.run("grade", EXAMPLES.grade, controller.signal), isAborted);
  });
  await assert.rejects(inlineWorkers(context).run("grade", EXAMPLES.grade, controller.signal), isAborted);
});

Deno.test("inline, jobs run one at a time in the order asked, after a yield to the event loop", async () => {
  const workers = inlineWorkers(context);
  const order: string[] = [];
  const jobs = ["2026-11-05", "2026-11-06", "2026-11-07"].map((date) =>
    workers.run("dailies", { dates: [date], level: "easy", variant: "9x9" }).then(([d]) => order.push(d.date))
  );
  order.push("before any job");
  await Promise.all(jobs);
  assert.deepEqual(order, ["before any job", "2026-11-05", "2026-11-06", "2026-11-07"]);
});

Deno.test("startWorkers with no workers runs inline", async () => {
  const workers = await startWorkers({ size: 0, context });
  assert.equal(workers.mode, "inline");
  assert.equal(workers.solveBudget, INLINE_SOLVE_BUDGET, "a client's grid gets inline mode's lower cap");
  assert.equal((await workers.run("grade", EXAMPLES.grade)).status, 200);
});

Deno.test("the app answers the same with workers as inline, and /healthz says which it uses", async () => {
  await withWorkers(2, async (workers) => {
    const onWorkers = createApp({ pools, workers });
    const inline = createApp({ pools });
    assert.deepEqual(await (await onWorkers.request("/healthz")).json(), { ok: true, work: "workers" });
    assert.deepEqual(await (await inline.request("/healthz")).json(), { ok: true, work: "inline" });
    const post = (app: typeof inline, path: string, body: unknown) =>
      app.request(path, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    for (
      const [path, body] of [["/api/grade", { puzzle: PUZZLE }], ["/api/hint", {
        puzzle: PUZZLE,
        board: BOARD,
      }]]
    ) {
      const [a, b] = [await post(onWorkers, path as string, body), await post(inline, path as string, body)];
      assert.equal(a.status, b.status);
      assert.deepEqual(await a.json(), await b.json());
    }
    for (const path of [`/api/puzzles/${CODE}`, "/api/daily?level=evil&date=2026-10-01", `/og/${CODE}.png`]) {
      const [a, b] = [await onWorkers.request(path), await inline.request(path)];
      assert.equal(a.status, 200, path);
      assert.deepEqual(new Uint8Array(await a.arrayBuffer()), new Uint8Array(await b.arrayBuffer()), path);
    }
  });
});

Deno.test("beyond maxWaiting jobs waiting, another is refused at once with WorkersBusyError", async () => {
  const inline = inlineWorkers(context, { maxWaiting: 1 });
  const waiting = inline.run("grade", EXAMPLES.grade);
  await assert.rejects(inline.run("grade", EXAMPLES.grade), WorkersBusyError);
  assert.equal((await waiting).status, 200);
  const workers = await spawnWorkers(1, context, 1);
  try {
    const running = workers.run("grade", EXAMPLES.grade);
    const queued = workers.run("grade", EXAMPLES.grade);
    await assert.rejects(workers.run("grade", EXAMPLES.grade), WorkersBusyError);
    assert.deepEqual((await Promise.all([running, queued])).map((a) => a.status), [200, 200]);
  } finally {
    workers.close();
  }
});

Deno.test("a job the workers refuse is a 503 busy with Retry-After, in the error model", async () => {
  const app = createApp({ pools, workers: inlineWorkers(context, { maxWaiting: 0 }) });
  const res = await app.request("/api/grade", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ puzzle: PUZZLE }),
  });
  assert.equal(res.status, 503);
  assert.equal(res.headers.get("retry-after"), "2");
  assert.equal((await res.json()).error.code, "busy");
});
