/**
 * Where the service keeps state that must outlive a process and be shared by every instance: webhook
 * subscriptions and their deliveries. Only those need it; every other route works without a store.
 *
 * - `DENO_KV_URL`: a KV Connect URL (the self-hosted `denokv` server, or a Deno Deploy database from outside),
 *   with its token in `DENO_KV_ACCESS_TOKEN`, read by Deno itself. Several self-hosted instances share state
 *   this way.
 * - On Deno Deploy (which sets `DENO_DEPLOYMENT_ID`): the app's provisioned KV database, opened with no path.
 * - Otherwise `DENO_KV_PATH`, a local SQLite file (`:memory:` for a store that lives as long as the process),
 *   by default `.kv/sudoku-daily.sqlite3` under the project, created on first use and ignored by git.
 */

import { retryLocked, retryWhenLocked } from "./kv_retry.ts";

/** The local store's default file, relative to the project root. */
export const DEFAULT_KV_FILE = ".kv/sudoku-daily.sqlite3";

/** Where a KV store is, from the environment: a URL, a path, or the platform's own database. */
export type KvLocation =
  | { kind: "url"; url: string }
  | { kind: "path"; path: string }
  | { kind: "deploy" };

/** The store the environment names (see the module comment); `root` is the project folder, for the default file. */
export function kvLocation(env: (name: string) => string | undefined, root: URL): KvLocation {
  const url = env("DENO_KV_URL");
  if (url) return { kind: "url", url };
  const path = env("DENO_KV_PATH");
  if (path) return { kind: "path", path };
  if (env("DENO_DEPLOYMENT_ID")) return { kind: "deploy" };
  return { kind: "path", path: new URL(DEFAULT_KV_FILE, root).pathname };
}

/** How a location reads in logs: never the URL's query, which could carry a secret. */
export function describeKv(location: KvLocation): string {
  switch (location.kind) {
    case "url": {
      const url = URL.parse(location.url);
      return url ? `KV Connect at ${url.origin}${url.pathname}` : "KV Connect";
    }
    case "path":
      return `local KV file ${location.path}`;
    case "deploy":
      return "the Deno Deploy KV database";
  }
}

/**
 * Opens the store, creating the local file's folder on first use; the reason as text when it cannot be opened
 * (KV not enabled, no permission, a bad URL), so the server starts anyway and subscription routes say why
 * they are unavailable. A local file may be shared by several processes (`deno serve --parallel`, `deno task
 * deliver` beside a server), so opening it and every operation on it wait out another's write lock
 * (routes/shared/kv_retry.ts).
 */
export async function openKv(location: KvLocation): Promise<{ kv: Deno.Kv } | { error: string }> {
  try {
    if (typeof Deno.openKv !== "function") {
      return { error: 'Deno KV is not enabled (add "unstable": ["kv"] to deno.json)' };
    }
    switch (location.kind) {
      case "url":
        return { kv: await Deno.openKv(location.url) };
      case "deploy":
        return { kv: await Deno.openKv() };
      case "path": {
        if (location.path === ":memory:") return { kv: await Deno.openKv(location.path) };
        const folder = location.path.replace(/[^/]*$/, "");
        if (folder) await Deno.mkdir(folder, { recursive: true });
        return { kv: retryWhenLocked(await retryLocked(() => Deno.openKv(location.path))) };
      }
    }
  } catch (error) {
    return { error: `${describeKv(location)} could not be opened: ${(error as Error).message}` };
  }
}
