/**
 * Admission control for work whose cost depends on the input (grading, solving, hints, archives and feeds of
 * days not yet computed, card rendering). Each kind of work gets one gate: at most `concurrency` such requests
 * run at once, at most `queue` more wait their turn, and any beyond that are answered at once with 503 `busy`
 * and `Retry-After`, never piled up. A waiting request whose client has gone is dropped without running, and
 * every admitted one starts after a yield to the event loop, so cheap requests (health, cached dailies, pages,
 * 304s) that arrived meanwhile are answered between two heavy ones rather than after the whole queue.
 */
import type { Context, MiddlewareHandler } from "hono";
import { errorBody } from "./errors.ts";
import { isAborted } from "./workers.ts";

export interface AdmissionOptions {
  /** Names the kind of work in the 503 message, e.g. "grading". */
  name: string;
  /** Requests of this kind running at once. */
  concurrency: number;
  /** Requests of this kind waiting at most; one more is refused with 503 `busy`. */
  queue: number;
  /** What `Retry-After` says when the queue is full, in seconds. */
  retryAfterSeconds?: number;
}

/** One kind of work's gate, shared by every route that does that kind of work. */
export interface Gate {
  readonly name: string;
  /** Requests running now. */
  readonly running: number;
  /** Requests waiting now. */
  readonly waiting: number;
  /** The middleware that makes a route pass through this gate. */
  readonly middleware: MiddlewareHandler;
  /**
   * Runs `work` through the gate, for a route whose cheap answers (a 304, a cache hit) must not queue: it
   * gives them itself and calls this only for the heavy part.
   */
  run(c: Context, work: () => Response | Promise<Response>): Promise<Response>;
}

/** The status logged for a request dropped because its client had gone (nginx's convention); nobody reads it. */
const CLIENT_GONE = 499 as never;

/** Waits one turn of the event loop, so what arrived meanwhile is served first. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A gate for one kind of work.
 *
 * @example
 * const grading = createGate({ name: "grading", concurrency: 1, queue: 8 });
 * app.post("/api/grade", grading.middleware, gradeHandler);
 * app.post("/api/solve", grading.middleware, solveHandler);
 */
export function createGate(options: AdmissionOptions): Gate {
  const retryAfter = String(options.retryAfterSeconds ?? 2);
  const waiters: Array<() => void> = [];
  let running = 0;

  // A finished request hands its slot straight to the first waiter, so a newcomer cannot take it in between.
  const release = () => {
    const next = waiters.shift();
    if (next) next();
    else running--;
  };

  async function run(c: Context, work: () => Response | Promise<Response>): Promise<Response> {
    const signal = c.req.raw.signal;
    if (running < options.concurrency) {
      running++;
    } else {
      if (waiters.length >= options.queue) {
        c.header("Retry-After", retryAfter);
        return c.json(
          errorBody("busy", `the server is busy with ${options.name} requests; retry in ${retryAfter} s`),
          503,
        );
      }
      const admitted = await new Promise<boolean>((resolve) => {
        const turn = () => {
          signal.removeEventListener("abort", gone);
          resolve(true);
        };
        const gone = () => {
          waiters.splice(waiters.indexOf(turn), 1);
          resolve(false);
        };
        waiters.push(turn);
        signal.addEventListener("abort", gone, { once: true });
      });
      // Nobody is listening for the answer: the work is not done.
      if (!admitted) return c.body(null, CLIENT_GONE);
    }
    try {
      await yieldToEventLoop();
      if (signal.aborted) return c.body(null, CLIENT_GONE);
      return await work();
    } catch (error) {
      // The workers stopped the job because the client went away (routes/shared/workers.ts).
      if (isAborted(error) && signal.aborted) return c.body(null, CLIENT_GONE);
      throw error;
    } finally {
      release();
    }
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    c.res = await run(c, async () => {
      await next();
      return c.res;
    });
  };

  return {
    name: options.name,
    get running() {
      return running;
    },
    get waiting() {
      return waiters.length;
    },
    middleware,
    run,
  };
}
