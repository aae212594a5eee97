// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The JSON API calls the player makes: /api/hint per request, /api/solve once per page. Each names the puzzle
// with what its rules need beyond the grid (see puzzleRequest), and every request whose answer has words asks
// for them in the page's language.
import { LOCALE, t } from "./messages.js";
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
 * A request that found no network (offline, or the server out of reach). The player says which feature needs
 * the connection and that the game goes on, in place of the browser's own words ("Failed to fetch").
 */
export class OfflineError extends Error {
  constructor() {
    super("no connection");
    this.name = "OfflineError";
  }
}

/**
 * An error answer of the API: its `code` (the API's error model; "" when the answer did not have it), its
 * message and the HTTP status.
 */
export class ApiError extends Error {
  /**
   * @param {string} code
   * @param {string} message
   * @param {number} status
   */
  constructor(code, message, status) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.status = status;
  }
}

/** The language the API writes its error messages in. */
const API_MESSAGE_LOCALE = "en";

/**
 * Why a request failed, in the page's language, to follow "Could not get a hint: " and the like. A page in
 * the language of the API's messages shows the API's own (they name the cells, the seconds to wait); any
 * other says the catalogue's sentence for the error's code, never the API's English.
 * @param {unknown} error
 * @returns {string}
 */
export function failureReason(error) {
  const inApiLanguage = LOCALE === API_MESSAGE_LOCALE;
  if (!(error instanceof ApiError)) {
    return inApiLanguage ? /** @type {Error} */ (error).message : t("player.error.unexpected");
  }
  if (error.code === "") return t("player.error.status", { status: error.status });
  if (inApiLanguage) return error.message;
  const key = "player.error." + error.code;
  const words = t(key);
  return words === key ? t("player.error.other", { code: error.code }) : words;
}

/**
 * fetch(), with a network failure as an OfflineError. fetch rejects only when no answer came (a same-origin
 * request has no CORS to fail); any answer, an error status included, resolves.
 * @param {string} path
 * @param {RequestInit} [init]
 * @returns {Promise<Response>}
 */
async function request(path, init) {
  try {
    return await fetch(path, init);
  } catch {
    throw new OfflineError();
  }
}

/**
 * GETs JSON with its words in the page's language (the `lang` query parameter); an error answer throws an
 * ApiError.
 * @param {string} path A path without a query.
 * @returns {Promise<any>} The API's JSON answer, as its OpenAPI schema describes it.
 */
export async function getJson(path) {
  return answerOf(await request(path + "?" + new URLSearchParams({ lang: LOCALE })));
}

/**
 * POSTs `body` as JSON, asking for its words in the page's language (the `lang` field); an error answer
 * throws an ApiError.
 * @param {string} path
 * @param {object} body
 * @returns {Promise<any>} The API's JSON answer, as its OpenAPI schema describes it.
 */
export async function postJson(path, body) {
  return answerOf(
    await request(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...body, lang: LOCALE }),
    }),
  );
}

/**
 * The JSON of an answer, or an ApiError thrown: the API's code and message, or for an answer that is not the
 * API's (a proxy's error page), only its status.
 * @param {Response} res
 * @returns {Promise<any>}
 */
async function answerOf(res) {
  const data = await res.json().catch(() => null);
  if (res.ok && data !== null) return data;
  const error = data && data.error;
  if (error && typeof error.code === "string") {
    throw new ApiError(error.code, String(error.message), res.status);
  }
  throw new ApiError("", t("player.error.status", { status: res.status }), res.status);
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
  techniqueList ??= getJson("/api/techniques").catch((error) => {
    techniqueList = null;
    throw error;
  });
  return techniqueList;
}
