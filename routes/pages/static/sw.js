// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The service worker (served as /sw.js, scope "/"): the player plays with no network. Its versioned files
// (modules, style sheet, icons, manifest) are precached at install; the play pages (today's daily, past
// dailies, shared puzzles) and the daily data are kept as they are fetched, the most recent PAGE_LIMIT of each,
// and served from the cache only when the network fails. A deploy changes BUILD.version, so the new worker
// starts with new caches and deletes the old ones: an old page never meets new modules or the other way round.
// Everything else (hints, grades, pasting a puzzle) goes to the network as if there were no worker.

/**
 * What the server writes into this file as it serves it (routes/pages/offline.ts): the version every cache is
 * named by, the URLs to precache, the style sheet the offline page links, how many pages to keep, and the
 * offline page's words in each language (title, heading, needs-connection, kept, none, today).
 * @typedef {{ version: string, precache: string[], stylesheet: string, pageLimit: number,
 *   offline: Record<string, Record<string, string>> }} Build
 */
/** @type {Build} */
const BUILD = { version: "unbuilt", precache: [], stylesheet: "", pageLimit: 24, offline: {} };

/** @typedef {Event & { waitUntil(promise: Promise<unknown>): void }} LifecycleEvent */
/** @typedef {LifecycleEvent & { request: Request, respondWith(response: Promise<Response>): void }} FetchEvent */
/**
 * The worker's global scope, as much of it as is used here (the DOM library the player is checked with has
 * no service-worker types).
 * @typedef {object} WorkerScope
 * @property {() => Promise<void>} skipWaiting
 * @property {{ claim(): Promise<void>, matchAll(options: { type: "window" }): Promise<{ url: string }[]> }} clients
 * @property {((type: "fetch", listener: (event: FetchEvent) => void) => void) & ((type: "install" | "activate", listener: (event: LifecycleEvent) => void) => void)} addEventListener
 */
const scope = /** @type {WorkerScope} */ (/** @type {unknown} */ (self));

const PREFIX = "sudoku-daily-";
const ASSETS = PREFIX + "assets-" + BUILD.version;
const PAGES = PREFIX + "pages-" + BUILD.version;
const DATA = PREFIX + "data-" + BUILD.version;

/** The play pages: today's daily (any variant and level), a past day's, a shared puzzle. */
const PLAY_PAGE = /^\/(daily\/.+|p\/[^/]+)?$/;
/** The JSON the player reads besides its page: the dailies and the technique names shown on solving. */
const DATA_PATH = /^\/api\/(daily|techniques)$/;

scope.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(ASSETS).then((cache) => cache.addAll(BUILD.precache)).then(() => scope.skipWaiting()),
  );
});

scope.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && ![ASSETS, PAGES, DATA].includes(name)) await caches.delete(name);
    }
    await scope.clients.claim();
    // The page that registered this worker was fetched before there was one: keep it now, so that it opens
    // offline too (one more request, on the first visit only).
    for (const client of await scope.clients.matchAll({ type: "window" })) {
      const url = new URL(client.url);
      if (url.origin === location.origin && PLAY_PAGE.test(url.pathname)) {
        await keep(PAGES, url.href, await fetch(url.href, { credentials: "same-origin" })).catch(() => {});
      }
    }
  })());
});

scope.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== location.origin) return;
  if (url.searchParams.has("v") && BUILD.precache.includes(url.pathname + url.search)) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === "navigate") {
    event.respondWith(PLAY_PAGE.test(url.pathname) ? networkFirst(request, PAGES) : orOfflinePage(request));
  } else if (DATA_PATH.test(url.pathname)) {
    event.respondWith(networkFirst(request, DATA));
  }
});

/**
 * A versioned file: its bytes never change, so the cached copy is the answer.
 * @param {Request} request
 */
async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: ASSETS });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(ASSETS)).put(request, response.clone());
  return response;
}

/**
 * The network's answer, kept for later; without a network, the kept one (when it is still the right one), else
 * the offline page for a page, or the network's own failure for data.
 * @param {Request} request
 * @param {string} cacheName
 */
async function networkFirst(request, cacheName) {
  try {
    const response = await fetch(request);
    await keep(cacheName, request.url, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(request.url, { cacheName });
    if (cached && stillToday(request.url, cached)) return cached;
    if (request.mode === "navigate") return offlinePage(request);
    throw error;
  }
}

/**
 * A page that is not kept for offline play: the network's, or the offline page.
 * @param {Request} request
 */
async function orOfflinePage(request) {
  try {
    return await fetch(request);
  } catch {
    return offlinePage(request);
  }
}

/**
 * Keeps a successful answer under `url`, the newest last, and forgets the oldest beyond BUILD.pageLimit.
 * @param {string} cacheName
 * @param {string} url
 * @param {Response} response
 */
async function keep(cacheName, url, response) {
  if (response.status !== 200) return;
  const cache = await caches.open(cacheName);
  // A put moves an entry to the end of the cache's keys (the spec replaces the old entry), so the first keys
  // are the least recently fetched.
  await cache.delete(url);
  await cache.put(url, response);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - BUILD.pageLimit))) await cache.delete(old);
}

/**
 * Whether a kept answer may stand for `url` now. A URL naming no day (`/`, `/?level=hard`, `/api/daily`)
 * means today's daily, which changes at midnight UTC: the copy kept yesterday is yesterday's puzzle, and
 * would be played and recorded as today's. A dated page, a shared puzzle or the techniques never change.
 * @param {string} url
 * @param {Response} cached
 */
function stillToday(url, cached) {
  const { pathname, searchParams } = new URL(url);
  const undated = pathname === "/" || (pathname === "/api/daily" && !searchParams.has("date"));
  if (!undated) return true;
  const fetched = Date.parse(cached.headers.get("Date") ?? "");
  return Number.isFinite(fetched) && utcDay(fetched) === utcDay(Date.now());
}

/** @param {number} ms */
function utcDay(ms) {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The language of the offline page: the one the request asks for (`?lang=`), else the one the most recently
 * kept page was served in (it followed the visitor's pick), else the browser's, else English.
 * @param {Request} request
 * @param {Response[]} kept the kept pages, the most recent last
 */
function offlineLanguage(request, kept) {
  /** @param {string | null | undefined} tag */
  const ours = (tag) => {
    const code = (tag ?? "").trim().toLowerCase().split("-")[0];
    return Object.hasOwn(BUILD.offline, code) ? code : null;
  };
  const served = kept.map((response) => response.headers.get("Content-Language")).reverse();
  const tags = [new URL(request.url).searchParams.get("lang"), ...served, ...(navigator.languages ?? [])];
  for (const tag of tags) {
    const code = ours(tag);
    if (code) return code;
  }
  return "en";
}

/**
 * A page saying there is no connection, with links to the puzzles kept for offline play.
 * @param {Request} request
 */
async function offlinePage(request) {
  const cache = await caches.open(PAGES);
  /** @type {Response[]} */
  const kept = [];
  /** @type {URL[]} */
  const urls = [];
  for (const entry of await cache.keys()) {
    const response = await cache.match(entry);
    if (!response || !stillToday(entry.url, response)) continue;
    kept.push(response);
    urls.push(new URL(entry.url));
  }
  const lang = offlineLanguage(request, kept);
  const words = BUILD.offline[lang] ?? {};
  const links = [];
  for (const url of urls) {
    const name = url.pathname === "/" ? words.today.replace("{query}", url.search) : decodeURI(url.pathname);
    links.push(`<li><a href="${escapeHtml(url.pathname + url.search)}">${escapeHtml(name)}</a></li>`);
  }
  const keptText = links.length
    ? `<p>${escapeHtml(words.kept)}</p><ul>${links.reverse().join("")}</ul>`
    : `<p>${escapeHtml(words.none)}</p>`;
  const html = `<!DOCTYPE html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(words.title)} · sudoku-daily</title>` +
    `<link rel="stylesheet" href="${escapeHtml(BUILD.stylesheet)}"></head><body><main>` +
    `<section class="error-page notice"><h1>${escapeHtml(words.heading)}</h1>` +
    `<p>${escapeHtml(words["needs-connection"])}</p>${keptText}</section></main></body></html>`;
  return new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
