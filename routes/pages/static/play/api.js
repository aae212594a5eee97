// The JSON API calls the player makes: /api/hint per request, /api/solve once per page.

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
 * The solve record of `puzzle` from POST /api/solve, asked once (again only after a failure). Its record is
 * the grade shown on solving, its path the step-by-step view, and its last board the solution Check marks
 * wrong entries against.
 */
export function solveRecordOf(puzzle) {
  let pending = null;
  return () => {
    pending ??= postJson("/api/solve", { puzzle }).catch((error) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
