/**
 * Serves the app (serve.ts, which reads the rest of the environment) in one process: `deno task start`, and
 * the entrypoint on Deno Deploy. PORT overrides the default 8000. On SIGTERM or SIGINT (Deno Deploy stops an
 * instance with SIGINT) the server stops taking requests, finishes those in flight, and lets a delivery round
 * in progress release its lease before the process ends. `deno task serve` serves the same app with
 * `deno serve --parallel`, one process per core.
 */
import app, { close } from "./serve.ts";

const portText = Deno.env.get("PORT") || "8000";
const port = Number(portText);
if (!Number.isInteger(port) || port < 1 || port > 65_535) {
  throw new RangeError(`PORT: ${portText} is not a port`);
}

const server = Deno.serve({ port }, app.fetch);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.shutdown();
  await close();
  Deno.exit(0);
}
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  // Windows has no SIGTERM listener; there the default (end at once) stays.
  try {
    Deno.addSignalListener(signal, stop);
  } catch {
    // No listener for this signal on this platform.
  }
}
