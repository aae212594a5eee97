/**
 * The pages' static files (routes/pages/static/), read and fingerprinted once at startup: the stylesheet,
 * the player's ES modules (static/play/*.js, entry main.js) and the paste page's module (static/paste.js). Pages link each as
 * `/static/<name>?v=<short SHA-256 of its bytes>`: a deploy changes the URL along with the markup, so a
 * browser never pairs new markup with a cached old file, and a versioned URL can be cached for good.
 *
 * The modules import each other by plain relative names ("./render.js"); the page's import map (one inline
 * script, allowed by the response's CSP nonce like the entry script) sends each name to its versioned URL.
 * An import map rather than imports rewritten to hashed names at startup: each module's URL then changes only
 * when its own bytes do (rewritten imports would put a leaf module's hash into every module importing it,
 * and a one-line change would refetch the whole graph), the files are served byte for byte as written, and
 * no JavaScript is parsed on the server. A browser without import maps resolves the same names to the
 * unversioned URLs, which are served too (with a short cache), so the player still runs there.
 */

export interface StaticAsset {
  /** The file's URL path, e.g. "/static/play/main.js". */
  path: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
  /** The first 12 hex digits of the SHA-256 of `bytes`. */
  version: string;
  /** `path?v=version`: what the pages link. */
  href: string;
}

const VERSION_LENGTH = 12;
const JAVASCRIPT = "text/javascript; charset=utf-8";
const CSS = "text/css; charset=utf-8";
const SVG = "image/svg+xml";
const PNG = "image/png";
const STATIC_DIR = new URL("./static/", import.meta.url);
/** The player's folder under static/, and its entry module. */
const PLAYER_DIR = "play";
const PLAYER_ENTRY_NAME = "main.js";

/** A versioned URL: its bytes never change. */
const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/** No version, or one from another deploy: the bytes behind the URL may change soon. */
const SHORT_CACHE = "public, max-age=300";

async function contentVersion(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("").slice(0, VERSION_LENGTH);
}

/** An asset served at `path` whose bytes are made at startup (the web app manifest), versioned like a file. */
export async function generatedAsset(
  path: string,
  type: string,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<StaticAsset> {
  const version = await contentVersion(bytes);
  return { path, type, bytes, version, href: `${path}?v=${version}` };
}

/** `name` is relative to static/, e.g. "style.css" or "play/main.js". */
async function load(name: string, type: string): Promise<StaticAsset> {
  return await generatedAsset(`/static/${name}`, type, await Deno.readFile(new URL(name, STATIC_DIR)));
}

/** Every .js file of a folder of static/, by name. */
async function loadModules(folder: string): Promise<StaticAsset[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(new URL(`${folder}/`, STATIC_DIR))) {
    if (entry.isFile && entry.name.endsWith(".js")) names.push(entry.name);
  }
  names.sort();
  return await Promise.all(names.map((name) => load(`${folder}/${name}`, JAVASCRIPT)));
}

export const STYLESHEET: StaticAsset = await load("style.css", CSS);

/** The player's modules, the entry among them. */
export const PLAYER_MODULES: readonly StaticAsset[] = await loadModules(PLAYER_DIR);

/** The module the page loads; it imports the rest. */
export const PLAYER_ENTRY: StaticAsset = (() => {
  const entry = PLAYER_MODULES.find((m) => m.path === `/static/${PLAYER_DIR}/${PLAYER_ENTRY_NAME}`);
  if (!entry) throw new Error(`static/${PLAYER_DIR}/${PLAYER_ENTRY_NAME} is missing`);
  return entry;
})();

/**
 * The import map's JSON: each module's plain path to its versioned URL. "<" is escaped so the text can
 * never close its script element.
 */
export const PLAYER_IMPORT_MAP: string = JSON.stringify({
  imports: Object.fromEntries(PLAYER_MODULES.map((m) => [m.path, m.href])),
}).replaceAll("<", "\\u003c");

/** The paste page's module (/play): it posts the form in the background and points at a problem's place. */
export const PASTE_SCRIPT: StaticAsset = await load("paste.js", JAVASCRIPT);

/** The app icon as drawn (static/icons/icon.svg): the tab's icon, and the manifest's for any size. */
export const ICON_SVG: StaticAsset = await load("icons/icon.svg", SVG);

/** A PNG rendering of the icon, for launchers that take no SVG. */
export interface PngIcon extends StaticAsset {
  /** Its width and height in pixels. */
  size: number;
}

/** The icon's PNG renderings (static/icons/icon-<size>.png, drawn by tools/icons.ts), smallest first. */
export const ICON_PNGS: readonly PngIcon[] = await (async () => {
  const icons: PngIcon[] = [];
  for await (const entry of Deno.readDir(new URL("icons/", STATIC_DIR))) {
    const size = /^icon-(\d+)\.png$/.exec(entry.name)?.[1];
    if (entry.isFile && size) icons.push({ ...await load(`icons/${entry.name}`, PNG), size: Number(size) });
  }
  return icons.sort((a, b) => a.size - b.size);
})();

/** Everything served under /static/. */
export const STATIC_ASSETS: readonly StaticAsset[] = [
  STYLESHEET,
  ...PLAYER_MODULES,
  PASTE_SCRIPT,
  ICON_SVG,
  ...ICON_PNGS,
];

/** The Cache-Control for a request of `asset` carrying `?v=<version>` (or none). */
export function assetCaching(asset: StaticAsset, version: string | undefined): string {
  return version === asset.version ? IMMUTABLE_CACHE : SHORT_CACHE;
}
