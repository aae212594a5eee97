/**
 * The container's healthcheck (Dockerfile `HEALTHCHECK`): exits 0 when the server on this machine answers
 * `GET /healthz` with 2xx within the time given, 1 otherwise. The image has Deno but no curl or wget.
 *
 * `deno run --allow-net=127.0.0.1 --allow-env=PORT tools/healthcheck.ts [--timeout-ms N]`
 */

/** Whether the server at `origin` answers its healthcheck within `timeoutMs`. */
export async function healthy(origin: string, timeoutMs = 3_000): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

if (import.meta.main) {
  const port = Deno.env.get("PORT") || "8000";
  const timeoutArg = Deno.args.indexOf("--timeout-ms");
  const timeoutMs = timeoutArg >= 0 ? Number(Deno.args[timeoutArg + 1]) : 3_000;
  const ok = await healthy(`http://127.0.0.1:${port}`, timeoutMs);
  if (!ok) console.error(`healthcheck: http://127.0.0.1:${port}/healthz did not answer 2xx`);
  Deno.exit(ok ? 0 : 1);
}
