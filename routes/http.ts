/** HTTP pieces several routers share: the share-code parameter's bounds and conditional requests. */

/** Longest share code accepted before decoding: a 16×16 grid with every cell given fits well inside. */
export const MAX_CODE_LENGTH = 400;
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
