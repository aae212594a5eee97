/** HTTP pieces several routers share: the share-code parameter's bounds and conditional requests. */
import type { Context } from "hono";
import { MAX_SHARE_CODE_LENGTH } from "../../engine/mod.ts";

/** Longest share code accepted before decoding: the longest any code of any variant can be. */
export const MAX_CODE_LENGTH = MAX_SHARE_CODE_LENGTH;
/** The URL-safe alphabet share codes are written in. */
export const SHARE_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Whether `If-None-Match` names `etag` (or is `*`); weak tags compare by their opaque part. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((t) => {
    const tag = t.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}

export interface Caching {
  /** The Cache-Control the answer goes out with. */
  cacheControl: string;
  /** Its strong entity tag, quotes included. */
  etag: string;
}

/**
 * Sets an answer's Cache-Control and ETag; true when the request's `If-None-Match` already names the tag, so
 * the route answers 304 before computing the body.
 */
export function notModified(c: Context, caching: Caching): boolean {
  c.header("Cache-Control", caching.cacheControl);
  c.header("ETag", caching.etag);
  return etagMatches(c.req.header("If-None-Match"), caching.etag);
}
