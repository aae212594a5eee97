// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The JSON API calls the player makes: /api/hint per request, /api/solve once per page. Each names the puzzle
// with what its rules need beyond the grid (see puzzleRequest).
/** @import { Geometry } from "./board-geometry.js" */
// Type-only: the shapes POST /api/solve answers with, from the engine that makes them. A JSDoc import is
// erased, so the browser never fetches the engine.
/** @import { SolvePathEntry, SolveRecordJson } from "../../../../engine/grade.ts" */
/** @import { TechniqueId } from "../../../../engine/catalogue.ts" */

/** @typedef {SolveRecordJson} SolveRecord What POST /api/solve answers: the grade and the replayed path. */
/** @typedef {SolvePathEntry} PathStep One step of the path: the recorded step, its words and the board after. */

/**
 * What names a puzzle in a request.
 * @typedef {{ puzzle: string, variant?: string, cages?: { sum: number | undefined, cells: number[] }[] }} PuzzleRequest
 */

/**
 * The part of every request that names the puzzle: its grid in the text form, and for a variant the API
 * cannot tell from the grid's size, the variant (and a killer's cages, each its sum and 0-based cells). A
 * classic grid of any size is named by its grid alone.
 * @param {string} puzzle
 * @param {string} variant
 * @param {Geometry} geometry
 * @returns {PuzzleRequest}
 */
export function puzzleRequest(puzzle, variant, geometry) {
  if (variant !== "x" && variant !== "killer") return { puzzle };
  const cages = geometry.regions.filter((region) => region.kind === "cage")
    .map((region) => ({ sum: region.sum, cells: region.cells }));
  return variant === "killer" ? { puzzle, variant, cages } : { puzzle, variant };
}

/**
 * POSTs `body` as JSON; an error answer throws with the API's message.
 * @param {string} path
 * @param {unknown} body
 * @returns {Promise<any>} The API's JSON answer, as its OpenAPI schema describes it.
 */
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
 * @param {PuzzleRequest} request
 * @returns {() => Promise<SolveRecord>}
 */
export function solveRecordOf(request) {
  /** @type {Promise<SolveRecord> | null} */
  let pending = null;
  return () => {
    pending ??= postJson("/api/solve", request).catch((error) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** @typedef {{ techniques: { id: TechniqueId, name: string }[] }} TechniqueList The catalogue's techniques by name. */

/** @type {Promise<TechniqueList> | null} */
let techniqueList = null;

/**
 * The catalogue's techniques from GET /api/techniques, in their cheapest-first order, asked once per page
 * (again only after a failure): the grade's list and the step view name techniques from it.
 * @returns {Promise<TechniqueList>}
 */
export function techniqueCatalogue() {
  techniqueList ??= fetch("/api/techniques").then((res) => {
    if (!res.ok) throw new Error("request failed (" + res.status + ")");
    return res.json();
  }).catch((error) => {
    techniqueList = null;
    throw error;
  });
  return techniqueList;
}
