// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Offline play: registers the service worker (/sw.js, routes/pages/offline.ts), which keeps the player's
// files and the puzzles opened lately, so they play with no network.

/**
 * Registers the worker for the whole site. It is an extra: a browser without service workers, or one that
 * refuses them (a private window, a file: page), plays online as before, so a refusal is not reported.
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {});
}
