/**
 * Offline and installable: the web app manifest, one per language (each page links its language's, see
 * layout.tsx), and the service worker (static/sw.js, served as /sw.js so its scope is the whole site). The
 * worker is written with a `BUILD` placeholder line that is filled in here as it is served: the version its
 * caches are named by, the versioned URLs it precaches and its offline page's words in every language. The
 * version is a hash of the worker and of every precached URL, so a deploy that changes any file changes the
 * worker's bytes, the browser installs it, and it replaces the old caches.
 */
import type { Context } from "hono";
import { SITE_NAME } from "../shared/words.ts";
import { DEFAULT_LOCALE } from "../../engine/mod.ts";
import { type Locale, LOCALES, pageMessagesOf, pageWordsFor } from "./i18n/index.ts";
import {
  generatedAsset,
  ICON_PNGS,
  ICON_SVG,
  PLAYER_MODULES,
  type StaticAsset,
  STYLESHEET,
} from "./assets.ts";

/** The page background of the light and the dark scheme (static/style.css's --bg), for the browser's chrome. */
export const THEME_COLORS = { light: "#fbfaf7", dark: "#15161a" } as const;

/** How many play pages, and how many daily answers, the worker keeps: the most recently fetched. */
export const OFFLINE_PAGE_LIMIT = 24;

const MANIFEST_TYPE = "application/manifest+json; charset=utf-8";

/** The web app manifest in one language: what an installed sudoku-daily is called, looks like and opens on. */
function manifestOf(locale: Locale): Promise<StaticAsset> {
  // English keeps the address it has always had; the others are named by their language.
  const path = locale === DEFAULT_LOCALE ? "/manifest.webmanifest" : `/manifest.${locale}.webmanifest`;
  return generatedAsset(
    path,
    MANIFEST_TYPE,
    new TextEncoder().encode(JSON.stringify(
      {
        id: "/",
        name: SITE_NAME,
        short_name: SITE_NAME,
        description: pageWordsFor(locale).t("layout.app-description"),
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: THEME_COLORS.light,
        theme_color: THEME_COLORS.light,
        icons: [
          { src: ICON_SVG.href, type: "image/svg+xml", sizes: "any", purpose: "any" },
          ...ICON_PNGS.map((icon) => ({
            src: icon.href,
            type: "image/png",
            sizes: `${icon.size}x${icon.size}`,
            // The drawing keeps clear of the edges, so a launcher may crop it to its own shape.
            purpose: "any maskable",
          })),
        ],
      },
      null,
      2,
    )),
  );
}

/** The manifest of each language. */
export const MANIFESTS: Readonly<Record<Locale, StaticAsset>> = Object.fromEntries(
  await Promise.all(LOCALES.map(async (locale) => [locale, await manifestOf(locale)] as const)),
) as Record<Locale, StaticAsset>;

/** The English manifest. */
export const MANIFEST: StaticAsset = MANIFESTS[DEFAULT_LOCALE];

/** What the worker precaches: everything a play page loads, so a kept page plays offline. */
export const PRECACHED: readonly StaticAsset[] = [
  STYLESHEET,
  ...PLAYER_MODULES,
  ICON_SVG,
  ...ICON_PNGS,
  ...LOCALES.map((locale) => MANIFESTS[locale]),
];

const OFFLINE_PREFIX = "layout.offline.";

/**
 * The offline page's templates in each language, by their key without "layout.offline.": the worker fills
 * them itself (its `{query}`), with no server to ask.
 */
function offlineWords(): Record<Locale, Record<string, string>> {
  return Object.fromEntries(LOCALES.map((locale) => {
    const table = Object.entries(pageMessagesOf(locale)).filter(([key]) => key.startsWith(OFFLINE_PREFIX));
    return [locale, Object.fromEntries(table.map(([key, text]) => [key.slice(OFFLINE_PREFIX.length), text]))];
  })) as Record<Locale, Record<string, string>>;
}

/** The line of static/sw.js that is replaced as it is served. */
const BUILD_LINE = /^const BUILD = .*;$/m;

async function serviceWorkerSource(): Promise<string> {
  const source = await Deno.readTextFile(new URL("./static/sw.js", import.meta.url));
  if (!BUILD_LINE.test(source)) throw new Error("static/sw.js has no `const BUILD = …;` line to fill in");
  const precache = PRECACHED.map((asset) => asset.href);
  const offline = offlineWords();
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(JSON.stringify([source, precache, offline])),
  );
  const version = Array.from(new Uint8Array(digest).slice(0, 6), (b) => b.toString(16).padStart(2, "0")).join(
    "",
  );
  const build = {
    version,
    precache,
    stylesheet: STYLESHEET.href,
    pageLimit: OFFLINE_PAGE_LIMIT,
    offline,
  };
  return source.replace(BUILD_LINE, () => `const BUILD = ${JSON.stringify(build)};`);
}

/** The worker's script as served, its BUILD filled in. */
export const SERVICE_WORKER_SOURCE: string = await serviceWorkerSource();

/**
 * GET /sw.js. `no-cache`: the browser asks again on each visit whether the worker changed (it would otherwise
 * keep a cached copy up to a day), and the answer is a 304 or a few KB.
 */
export function serveServiceWorker(c: Context): Response {
  c.header("Content-Type", "text/javascript; charset=utf-8");
  c.header("Cache-Control", "no-cache");
  c.header("Service-Worker-Allowed", "/");
  return c.body(SERVICE_WORKER_SOURCE);
}
