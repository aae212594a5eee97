/**
 * The player's static files, read and fingerprinted once at startup. Pages link them as
 * `/static/<name>?v=<short SHA-256 of the bytes>`: a deploy changes the URL along with the markup, so a
 * browser never pairs new markup with a cached old script, and a versioned URL can be cached for good.
 */

export interface StaticAsset {
  /** The file's URL path, e.g. "/static/play.js". */
  path: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
  /** The first 12 hex digits of the SHA-256 of `bytes`. */
  version: string;
  /** `path?v=version`: what the pages link. */
  href: string;
}

const VERSION_LENGTH = 12;

/** A versioned URL: its bytes never change. */
const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/** No version, or one from another deploy: the bytes behind the URL may change soon. */
const SHORT_CACHE = "public, max-age=300";

async function contentVersion(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("").slice(0, VERSION_LENGTH);
}

async function load(name: string, type: string): Promise<StaticAsset> {
  const bytes = await Deno.readFile(new URL(`../static/${name}`, import.meta.url));
  const version = await contentVersion(bytes);
  const path = `/static/${name}`;
  return { path, type, bytes, version, href: `${path}?v=${version}` };
}

export const PLAY_SCRIPT: StaticAsset = await load("play.js", "text/javascript; charset=utf-8");
export const STYLESHEET: StaticAsset = await load("style.css", "text/css; charset=utf-8");

/** The Cache-Control for a request of `asset` carrying `?v=<version>` (or none). */
export function assetCaching(asset: StaticAsset, version: string | undefined): string {
  return version === asset.version ? IMMUTABLE_CACHE : SHORT_CACHE;
}
