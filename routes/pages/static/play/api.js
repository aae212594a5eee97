// The JSON API calls the player makes: /api/hint per request, /api/solve once per page. Each names the puzzle
// with what its rules need beyond the grid (see puzzleRequest).

/**
 * The part of every request that names the puzzle: its grid in the text form, and for a variant the API
 * cannot tell from the grid's size, the variant (and a killer's cages, each its sum and 0-based cells). A
 * classic grid of any size is named by its grid alone.
 */
export function puzzleRequest(puzzle, variant, geometry) {
  if (variant !== "x" && variant !== "killer") return { puzzle };
  const cages = geometry.regions.filter((region) => region.kind === "cage")
    .map((region) => ({ sum: region.sum, cells: region.cells }));
  return variant === "killer" ? { puzzle, variant, cages } : { puzzle, variant };
}

/** POSTs `body` as JSON; an error answer throws with the API's message. */
export async function postJson(path, body) {
  const res = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const data = await res.json();
  if (!res.ok) {
    throw new Error(data && data.error ? data.error.message : "request failed (" + res.status + ")");
  }
  return data;
}

/**
 * The solve record of the puzzle `request` names (puzzleRequest) from POST /api/solve, asked once (again only
 * after a failure). Its record is the grade shown on solving, its path the step-by-step view, and its last
 * board the solution Check marks wrong entries against.
 */
export function solveRecordOf(request) {
  let pending = null;
  return () => {
    pending ??= postJson("/api/solve", request).catch((error) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
