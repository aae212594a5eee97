/**
 * Finned fish: finned and sashimi X-Wing (2), Swordfish (3) and Jellyfish (4), row-based and column-based.
 *
 * For a digit, n base lines (rows, say) whose candidates lie in n cover lines (columns) but for a few extra
 * candidates, the fins. Either a fin holds the digit, or none does and the base lines make a plain fish, which
 * puts the digit in every cover line at a base line. A cell of a cover line outside the base lines that sees
 * every fin loses the digit in both cases. Fins that share a box leave such cells in that box; under rules with
 * more regions (a diagonal) any cell seeing them all counts, since only seeing is used.
 *
 * A fish is *sashimi* when some base line has a single candidate in the cover lines: without its fins it would
 * not be a fish at all. The logic is the same, so it is the same technique with the variant "sashimi".
 *
 * Rules of the search: every base line has at least one candidate in the cover lines (each cover line has one
 * by construction: the cover lines are chosen among the base lines' columns), there is at least one fin, and the
 * fins lie in at most as many extra lines as a box is wide (boxRows or boxCols), since fins that no single cell
 * sees remove nothing. Only rows and columns serve as base and cover lines; they are houses under every rules
 * object.
 *
 * Pattern: digits [d], houses = base lines then cover lines (each ascending), cells = the fish's body (its
 * candidates in base and cover lines, ascending), fins = the fin cells (ascending), variant "sashimi" when it is
 * one. Scan order: digit, row-based before column-based, base lines in lexicographic order, then cover lines as
 * a bit mask ascending.
 */
import type { TechniqueId } from "../catalogue.ts";
import { perRules, regionsOfKind } from "../rules.ts";
import { position } from "./position.ts";
import { cellsWords, count, linesWords, patternWords, reasonFacts, type Words } from "./words.ts";
import { type CellDigit, type SolveState, type Step, type Technique, techniqueFromScan } from "./step.ts";

const FINNED_IDS: Record<number, TechniqueId> = {
  2: "finned-x-wing",
  3: "finned-swordfish",
  4: "finned-jellyfish",
};

/** rows[d * n + r]: the columns where digit d+1 can go in row r; cols likewise by column. */
let rows = new Uint16Array(0);
let cols = new Uint16Array(0);
/** Scratch: the lines a combination is drawn from, and the chosen ones. */
let eligible = new Int32Array(0);
const chosen = new Int32Array(4);
/** Scratch: the lines of a union, ascending. */
const unionLines = new Int32Array(32);
/** Scratch bitboard: the cells seeing every fin. */
let seen = new Int32Array(0);

const linesOfRules = perRules((rules) => ({
  rows: Int32Array.from(regionsOfKind(rules, "row")),
  columns: Int32Array.from(regionsOfKind(rules, "column")),
}));

function popcount(x: number): number {
  let count = 0;
  for (; x; x &= x - 1) count++;
  return count;
}

function finnedFish(state: SolveState, emit: (step: Step) => boolean, size: number): void {
  const g = state.rules;
  const n = g.size;
  const { candidates } = state;
  if (rows.length !== n * n) {
    rows = new Uint16Array(n * n);
    cols = new Uint16Array(n * n);
    eligible = new Int32Array(n);
  }
  rows.fill(0);
  cols.fill(0);
  for (let r = 0, cell = 0; r < n; r++) {
    for (let c = 0; c < n; c++, cell++) {
      for (let m = candidates[cell]; m; m &= m - 1) {
        const d = 31 - Math.clz32(m & -m);
        rows[d * n + r] |= 1 << c;
        cols[d * n + c] |= 1 << r;
      }
    }
  }
  const pos = position(state);
  const { words, peers } = pos;
  if (seen.length < words) seen = new Int32Array(words);
  const lines = linesOfRules(g);
  for (let digit = 1; digit <= n; digit++) {
    const bit = 1 << (digit - 1);
    for (let orientation = 0; orientation < 2; orientation++) {
      const byRows = orientation === 0;
      const base = byRows ? rows : cols;
      const offset = (digit - 1) * n;
      const finWidth = byRows ? g.boxCols : g.boxRows;
      const maxUnion = size + finWidth;
      let count = 0;
      for (let line = 0; line < n; line++) {
        const m = base[offset + line];
        if (m !== 0 && popcount(m) <= maxUnion) eligible[count++] = line;
      }
      if (count < size) continue;
      // Combinations of `size` eligible lines, lexicographic, pruned on the union's size.
      const idx = [0, 0, 0, 0];
      const unions = [0, 0, 0, 0];
      let depth = 0;
      idx[0] = -1;
      while (depth >= 0) {
        const i = ++idx[depth];
        if (i > count - (size - depth)) {
          depth--;
          continue;
        }
        const u = (depth > 0 ? unions[depth - 1] : 0) | base[offset + eligible[i]];
        if (popcount(u) > maxUnion) continue;
        chosen[depth] = eligible[i];
        if (depth + 1 < size) {
          unions[depth] = u;
          idx[depth + 1] = i;
          depth++;
          continue;
        }
        if (popcount(u) <= size) continue; // a plain fish (or less): no fins
        if (tryCovers(state, emit, size, digit, bit, byRows, offset, u, lines, words, peers)) return;
      }
    }
  }
}

/** Every cover set of `size` lines within the union `u` of the chosen base lines; true when emit says stop. */
function tryCovers(
  state: SolveState,
  emit: (step: Step) => boolean,
  size: number,
  digit: number,
  bit: number,
  byRows: boolean,
  offset: number,
  u: number,
  lines: { rows: Int32Array; columns: Int32Array },
  words: number,
  peers: Int32Array,
): boolean {
  const g = state.rules;
  const n = g.size;
  const { candidates } = state;
  const base = byRows ? rows : cols;
  let baseMask = 0;
  for (let j = 0; j < size; j++) baseMask |= 1 << chosen[j];
  let unionCount = 0;
  for (let m = u; m; m &= m - 1) unionLines[unionCount++] = 31 - Math.clz32(m & -m);
  // Subsets of u's lines with exactly `size` lines, ascending as masks (pick's bits map to u's in order).
  for (let pick = 0; pick < 1 << unionCount; pick++) {
    if (popcount(pick) !== size) continue;
    let cover = 0;
    for (let i = 0; i < unionCount; i++) if (pick & (1 << i)) cover |= 1 << unionLines[i];
    const finLines = u & ~cover;
    let sashimi = false, everyBaseCovered = true;
    for (let j = 0; j < size; j++) {
      const inCover = popcount(base[offset + chosen[j]] & cover);
      if (inCover === 0) everyBaseCovered = false;
      if (inCover === 1) sashimi = true;
    }
    if (!everyBaseCovered) continue;
    // The cells seeing every fin.
    seen.fill(-1, 0, words);
    const fins: number[] = [];
    for (let j = 0; j < size; j++) {
      const line = chosen[j];
      for (let m = base[offset + line] & finLines; m; m &= m - 1) {
        const other = 31 - Math.clz32(m & -m);
        const cell = byRows ? line * n + other : other * n + line;
        fins.push(cell);
        for (let w = 0; w < words; w++) seen[w] &= peers[cell * words + w];
      }
    }
    const eliminations: CellDigit[] = [];
    for (let m = cover; m; m &= m - 1) {
      const coverLine = 31 - Math.clz32(m & -m);
      for (let other = 0; other < n; other++) {
        if (baseMask & (1 << other)) continue;
        const cell = byRows ? other * n + coverLine : coverLine * n + other;
        if (!(candidates[cell] & bit) || !(seen[cell >> 5] & (1 << (cell & 31)))) continue;
        eliminations.push({ cell, digit });
      }
    }
    if (eliminations.length === 0) continue;
    eliminations.sort((a, b) => a.cell - b.cell);
    fins.sort((a, b) => a - b);
    const cells: number[] = [];
    for (let j = 0; j < size; j++) {
      const line = chosen[j];
      for (let m = base[offset + line] & cover; m; m &= m - 1) {
        const other = 31 - Math.clz32(m & -m);
        cells.push(byRows ? line * n + other : other * n + line);
      }
    }
    cells.sort((a, b) => a - b);
    const houses = byRows
      ? [...linesOf(baseMask, lines.rows), ...linesOf(cover, lines.columns)]
      : [...linesOf(baseMask, lines.columns), ...linesOf(cover, lines.rows)];
    const step: Step = {
      technique: FINNED_IDS[size],
      placements: [],
      eliminations,
      pattern: { cells, fins, houses, digits: [digit], ...(sashimi ? { variant: "sashimi" } : {}) },
    };
    if (emit(step)) return true;
  }
  return false;
}

/** The region indexes of the lines (rows or columns, by their 0-based number) in the mask, ascending. */
function linesOf(mask: number, lines: Int32Array): number[] {
  const out: number[] = [];
  for (let i = 0; mask; i++, mask >>>= 1) if (mask & 1) out.push(lines[i]);
  return out;
}

/** Why a finned fish holds: either a fin holds the digit or the fish stands, and the cells removed see both. */
function finnedFishReason(state: SolveState, step: Step, w: Words): string {
  const { g, pattern, rulesOut, out, houses, digits } = reasonFacts(state, step, w);
  const fins = step.pattern.fins;
  if (digits.length !== 1 || !fins?.length || houses.length % 2 !== 0) return patternWords(state, step, w);
  const half = houses.length / 2;
  const base = houses.slice(0, half), cover = houses.slice(half);
  const seeing = rulesOut[0]?.cells ?? [];
  const byRows = g.regions[base[0]].kind === "row";
  return w.t(byRows ? "finned-fish.reason.rows" : "finned-fish.reason.columns", {
    base: linesWords(w, g, base),
    digit: digits[0],
    cover: linesWords(w, g, cover),
    body: cellsWords(w, g, pattern.filter((c) => !fins.includes(c))),
    fins: w.t("finned-fish.fins", { n: fins.length, cells: cellsWords(w, g, fins) }),
    k: count(w, half),
    seeing: cellsWords(w, g, seeing),
    n: seeing.length,
    out,
  });
}

export const FINNED_X_WING: Technique = {
  ...techniqueFromScan(
    "finned-x-wing",
    (s, emit) => finnedFish(s, emit, 2),
  ),
  explain: finnedFishReason,
};
export const FINNED_SWORDFISH: Technique = {
  ...techniqueFromScan(
    "finned-swordfish",
    (s, emit) => finnedFish(s, emit, 3),
  ),
  explain: finnedFishReason,
};
export const FINNED_JELLYFISH: Technique = {
  ...techniqueFromScan(
    "finned-jellyfish",
    (s, emit) => finnedFish(s, emit, 4),
  ),
  explain: finnedFishReason,
};

/** In catalogue order. */
export const FINNED_FISH_TECHNIQUES: Technique[] = [FINNED_X_WING, FINNED_SWORDFISH, FINNED_JELLYFISH];
