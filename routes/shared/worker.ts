/**
 * One of the Web Workers of routes/shared/workers.ts: it is given the job context once, says it is ready,
 * then runs one job at a time and posts each result back by id. A job that throws is reported, not fatal.
 */
import { type JobContext, type JobKind, runJob } from "./jobs.ts";
import type { FromWorker, ToWorker } from "./workers.ts";

/** The worker's global scope, typed here so this module checks with the rest of the app's. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker, transfer?: Transferable[]): void;
};

let context: JobContext | null = null;

scope.onmessage = async (event) => {
  const message = event.data;
  if (message.type === "init") {
    context = JSON.parse(message.context);
    scope.postMessage({ type: "ready" });
    return;
  }
  const { id, kind, input } = message;
  try {
    if (!context) throw new Error("a job came before the context");
    const value = await runJob(kind as JobKind, input as never, context);
    // PNG bytes move instead of being copied.
    const transfer = value instanceof Uint8Array ? [value.buffer as ArrayBuffer] : [];
    scope.postMessage({ type: "done", id, value }, transfer);
  } catch (error) {
    const known = error instanceof Error;
    scope.postMessage({
      type: "failed",
      id,
      name: known ? error.name : "Error",
      message: known ? error.message : String(error),
    });
  }
};
