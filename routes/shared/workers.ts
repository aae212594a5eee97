/**
 * Where heavy work runs: Web Workers running the jobs of routes/shared/jobs.ts, so the event loop that answers
 * health checks, stored dailies, pages and 304s is never held by a grade or a drawing; or, where a runtime
 * offers no workers, the same jobs inline, one at a time, each after a yield to the event loop.
 *
 * Admission (how many requests of each kind may run or wait) is the gates' business (routes/shared/admission.ts);
 * the workers only run what they are given, first come first served. A job whose request was aborted is dropped
 * if it has not started; one running in a worker is stopped by ending that worker and starting a fresh one.
 */
import { type JobContext, type JobInput, type JobKind, type JobOutput, runJob } from "./jobs.ts";

/**
 * The work cap on a client's grid, in search nodes (scaled per shape and turned into work units for the
 * searches as DEFAULT_SOLVE_BUDGET is), where heavy work runs inline: there one job holds the event loop from
 * start to end, so its cap is what bounds how long every other request may wait. Chosen by bench/inline_cap.ts
 * (docs/responsiveness.md has the figures): at this cap the slowest job on the hard sets a client can send
 * holds the loop for about 22 ms of CPU on our machine (9×9; about 30 ms for 16×16 and killer grids that
 * have no solution), and every daily and pool puzzle is still answered as under the full cap
 * (tests/routes/shared/inline_cap_test.ts).
 */
export const INLINE_SOLVE_BUDGET = 500;

/** Messages to a worker. The context travels as JSON text: a string is copied at once, an object graph is not. */
export type ToWorker =
  | { type: "init"; context: string }
  | { type: "job"; id: number; kind: JobKind; input: unknown };

/** Messages from a worker. */
export type FromWorker =
  | { type: "ready" }
  | { type: "done"; id: number; value: unknown }
  | { type: "failed"; id: number; name: string; message: string };

export interface Workers {
  /** Whether jobs run in workers or inline on the event loop. */
  readonly mode: "workers" | "inline";
  /** Jobs that can run at once. */
  readonly size: number;
  /** Jobs started and not finished. */
  readonly running: number;
  /** Jobs waiting for a worker. */
  readonly waiting: number;
  /** Jobs stopped while running because their request was aborted (workers only; inline work runs to its end). */
  readonly stopped: number;
  /**
   * The most search nodes a client's grid gets here, when lower than the app's own cap: set where jobs run
   * inline (INLINE_SOLVE_BUDGET from startWorkers), unset where they run in workers.
   */
  readonly solveBudget?: number;
  /**
   * Runs a job. Rejects with an AbortError when `signal` aborts first (a waiting job is dropped at once, a running
   * one stopped where it runs in a worker), and with a WorkersBusyError when `maxWaiting` jobs already wait.
   */
  run<K extends JobKind>(kind: K, input: JobInput<K>, signal?: AbortSignal): Promise<JobOutput<K>>;
  /** Ends the workers; jobs not finished are rejected. */
  close(): void;
}

export interface WorkersOptions {
  /** Workers to start; 0 runs every job inline. Defaults to the number of cores (at least one). */
  size?: number;
  /** What jobs read besides their input (the pools), given to each worker once. */
  context: JobContext;
  /**
   * Jobs that may wait at most (default 64). The gates bound each kind of request; this bounds everything
   * together, including the work no gate sees (a day or a code's verdict computed for a page).
   */
  maxWaiting?: number;
  /** The work cap on a client's grid when the jobs run inline (default INLINE_SOLVE_BUDGET). */
  inlineSolveBudget?: number;
}

export interface InlineWorkersOptions {
  /** Jobs that may wait at most (default 64). */
  maxWaiting?: number;
  /** The work cap on a client's grid here, in search nodes (Workers.solveBudget); unset, the app's own. */
  solveBudget?: number;
}

/** The refusal of a job when too many already wait: answered 503 `busy` (routes/app.ts). */
export class WorkersBusyError extends Error {
  constructor(waiting: number) {
    super(`the server is busy: ${waiting} heavy jobs are waiting`);
    this.name = "WorkersBusyError";
  }
}

const DEFAULT_MAX_WAITING = 64;
const WORKER_URL = new URL("./worker.ts", import.meta.url);
/** How long a worker that failed to start waits before the next try. */
const RESTART_DELAY_MS = 1_000;

function abortError(): DOMException {
  return new DOMException("the request was aborted before its work finished", "AbortError");
}

/** Whether `error` is the rejection of a job whose request was aborted. */
export function isAborted(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/** A job's error as thrown in the worker: its kind (RangeError, …) and message; the stack stays there. */
function jobError(name: string, message: string): Error {
  const known: Record<string, ErrorConstructor> = { RangeError, TypeError, SyntaxError };
  return new (known[name] ?? Error)(message);
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface Task {
  id: number;
  kind: JobKind;
  input: unknown;
  signal?: AbortSignal;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  /** Stops listening to the signal for "drop me from the queue". */
  unlisten(): void;
}

/**
 * The waiting line both kinds of workers share: bounded, first come first served, and a job whose request is
 * aborted leaves it (rejected) at once, so it holds no gate slot while it would wait.
 */
function createQueue(maxWaiting: number) {
  const tasks: Task[] = [];
  let nextId = 1;
  return {
    get length() {
      return tasks.length;
    },
    add<T>(kind: JobKind, input: unknown, signal: AbortSignal | undefined): Promise<T> {
      if (signal?.aborted) return Promise.reject(abortError());
      if (tasks.length >= maxWaiting) return Promise.reject(new WorkersBusyError(tasks.length));
      return new Promise<T>((resolve, reject) => {
        const task: Task = {
          id: nextId++,
          kind,
          input,
          signal,
          resolve: resolve as Task["resolve"],
          reject,
          unlisten: () => signal?.removeEventListener("abort", leave),
        };
        const leave = () => {
          const at = tasks.indexOf(task);
          if (at >= 0) tasks.splice(at, 1);
          reject(abortError());
        };
        signal?.addEventListener("abort", leave, { once: true });
        tasks.push(task);
      });
    },
    /** The next task, no longer listening for its abort (whoever runs it decides what an abort means then). */
    take(): Task | undefined {
      const task = tasks.shift();
      task?.unlisten();
      return task;
    },
    rejectAll(error: Error) {
      for (const task of tasks.splice(0)) {
        task.unlisten();
        task.reject(error);
      }
    },
  };
}

/**
 * Runs jobs on the event loop, one at a time, each after a yield, so requests that arrived meanwhile are
 * answered between two jobs. The fallback where no workers can be started (with `solveBudget`, so that one
 * client's grid cannot hold the loop long), and what tests use.
 *
 * @example
 * const workers = inlineWorkers({ pools }, { solveBudget: INLINE_SOLVE_BUDGET });
 * const answer = await workers.run("grade", { puzzle, budget: workers.solveBudget! });
 */
export function inlineWorkers(context: JobContext, options: InlineWorkersOptions = {}): Workers {
  const queue = createQueue(options.maxWaiting ?? DEFAULT_MAX_WAITING);
  let running = 0;
  let draining = false;

  async function drain() {
    if (draining) return;
    draining = true;
    try {
      while (queue.length > 0) {
        await yieldToEventLoop();
        const task = queue.take();
        if (!task) break;
        if (task.signal?.aborted) {
          task.reject(abortError());
          continue;
        }
        running++;
        try {
          task.resolve(await runJob(task.kind, task.input as never, context));
        } catch (error) {
          task.reject(error);
        } finally {
          running--;
        }
      }
    } finally {
      draining = false;
    }
  }

  return {
    mode: "inline",
    size: 1,
    stopped: 0,
    solveBudget: options.solveBudget,
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    run<K extends JobKind>(kind: K, input: JobInput<K>, signal?: AbortSignal): Promise<JobOutput<K>> {
      const job = queue.add<JobOutput<K>>(kind, input, signal);
      drain();
      return job;
    },
    close() {
      queue.rejectAll(new Error("the workers are closed"));
    },
  };
}

interface Slot {
  worker: Worker;
  ready: boolean;
  /** Ended (replaced or closed): its messages and errors are ignored. */
  ended: boolean;
  task: Task | null;
  stopTask?: () => void;
}

/**
 * Starts `size` workers and resolves once every one has said it is ready; rejects (after ending them) if one
 * fails to start (its module cannot be loaded, say). There is no time limit: a slow start on a busy machine
 * is still a start. A worker that dies later is replaced; a replacement that fails to start is tried again.
 */
export async function spawnWorkers(
  size: number,
  context: JobContext,
  maxWaiting = DEFAULT_MAX_WAITING,
): Promise<Workers> {
  const queue = createQueue(maxWaiting);
  const contextText = JSON.stringify(context);
  const slots: Slot[] = [];
  const restarts = new Set<ReturnType<typeof setTimeout>>();
  let closed = false;
  let stopped = 0;

  function spawn(): { slot: Slot; started: Promise<void> } {
    const worker = new Worker(WORKER_URL, { type: "module" });
    const slot: Slot = { worker, ready: false, ended: false, task: null };
    const started = new Promise<void>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<FromWorker>) => {
        if (slot.ended) return;
        const message = event.data;
        if (message.type === "ready") {
          slot.ready = true;
          resolve();
          dispatch();
          return;
        }
        const task = slot.task;
        if (!task || task.id !== message.id) return;
        finish(slot);
        if (message.type === "done") task.resolve(message.value);
        else task.reject(jobError(message.name, message.message));
        dispatch();
      };
      worker.onerror = (event: ErrorEvent) => {
        // A worker that dies takes only its own job with it; a fresh one takes its place.
        event.preventDefault();
        reject(new Error(event.message));
        if (slot.ended || !slot.ready) return;
        const task = slot.task;
        replace(slot);
        task?.reject(new Error(`the worker stopped: ${event.message}`));
      };
    });
    worker.postMessage({ type: "init", context: contextText } satisfies ToWorker);
    return { slot, started };
  }

  function finish(slot: Slot) {
    slot.stopTask?.();
    slot.stopTask = undefined;
    slot.task = null;
  }

  /** Ends a slot's worker (and whatever it was running) and starts another in its place. */
  function replace(slot: Slot) {
    const at = slots.indexOf(slot);
    if (slot.ended || at < 0) return;
    slot.ended = true;
    finish(slot);
    slot.worker.terminate();
    if (closed) return;
    const fresh = spawn();
    slots[at] = fresh.slot;
    fresh.started.catch((error) => {
      console.error(`a replacement worker failed to start (${error.message}); trying again`);
      const timer = setTimeout(() => {
        restarts.delete(timer);
        replace(fresh.slot);
      }, RESTART_DELAY_MS);
      restarts.add(timer);
    });
  }

  function dispatch() {
    for (const slot of slots) {
      if (!slot.ready || slot.ended || slot.task) continue;
      const task = queue.take();
      if (!task) return;
      if (task.signal?.aborted) {
        task.reject(abortError());
        continue;
      }
      slot.task = task;
      if (task.signal) {
        const signal = task.signal;
        const stop = () => {
          stopped++;
          replace(slot);
          task.reject(abortError());
          dispatch();
        };
        signal.addEventListener("abort", stop, { once: true });
        slot.stopTask = () => signal.removeEventListener("abort", stop);
      }
      slot.worker.postMessage(
        { type: "job", id: task.id, kind: task.kind, input: task.input } satisfies ToWorker,
      );
    }
  }

  const starts = Array.from({ length: size }, () => spawn());
  slots.push(...starts.map((s) => s.slot));
  try {
    await Promise.all(starts.map((s) => s.started));
  } catch (error) {
    closed = true;
    for (const slot of slots) slot.worker.terminate();
    throw error;
  }

  return {
    mode: "workers",
    size,
    get stopped() {
      return stopped;
    },
    get running() {
      return slots.filter((slot) => slot.task).length;
    },
    get waiting() {
      return queue.length;
    },
    run<K extends JobKind>(kind: K, input: JobInput<K>, signal?: AbortSignal): Promise<JobOutput<K>> {
      if (closed) return Promise.reject(new Error("the workers are closed"));
      const job = queue.add<JobOutput<K>>(kind, input, signal);
      dispatch();
      return job;
    },
    close() {
      closed = true;
      for (const timer of restarts) clearTimeout(timer);
      for (const slot of slots) {
        slot.ended = true;
        slot.worker.terminate();
        slot.task?.reject(new Error("the workers are closed"));
        finish(slot);
      }
      queue.rejectAll(new Error("the workers are closed"));
    },
  };
}

/**
 * The workers a server runs with: `size` Web Workers, or inline when that is 0, when the runtime has no
 * `Worker`, or when they cannot start (the reason is logged); inline, a client's grid gets the lower cap
 * (`inlineSolveBudget`).
 *
 * @example
 * const workers = await startWorkers({ context: { pools } }); // as many as there are cores
 * const app = createApp({ pools, workers });
 */
export async function startWorkers(options: WorkersOptions): Promise<Workers> {
  const size = options.size ?? Math.max(1, navigator.hardwareConcurrency || 1);
  const maxWaiting = options.maxWaiting ?? DEFAULT_MAX_WAITING;
  const inline = () =>
    inlineWorkers(options.context, {
      maxWaiting,
      solveBudget: options.inlineSolveBudget ?? INLINE_SOLVE_BUDGET,
    });
  if (size <= 0 || typeof Worker !== "function") return inline();
  try {
    return await spawnWorkers(size, options.context, maxWaiting);
  } catch (error) {
    console.warn(`heavy work runs inline: workers could not start (${(error as Error).message})`);
    return inline();
  }
}
