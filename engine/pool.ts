/**
 * Puzzle pools (data/pools/<level>.txt for classic 9×9, data/pools/<variant>/<level>.txt for the others): the
 * line format, its parser, summary statistics, the pins of the served entries and the check of a grade's path.
 *
 * One line per puzzle, fields separated by single spaces:
 *
 *   <sharecode> <clues> <steps> <harderSteps> <stalls> <bottlenecks> <gates> <hardest> <techniques>
 *
 * where <hardest> is the hardest technique id the grader used ("-" for none) and <techniques> the
 * comma-separated ids of every technique it used ("-" for none). Blank lines and lines starting with `#` are
 * comments.
 */
import { popcount } from "./board.ts";
import { isTechniqueId, TECHNIQUE_IDS, type TechniqueId } from "./catalogue.ts";
import { RECORD_COUNTS, recordCounts, type SolveRecord } from "./grade.ts";
import { cellName, type Rules } from "./rules.ts";
import { fnv1a32 } from "./rng.ts";
import type { StandardLevel } from "./schemes.ts";
import { allVariants, type VariantId } from "./variants.ts";

/** A pooled puzzle: its share code and the counts of its solve record under its variant's scheme. */
export interface PoolEntry extends Pick<SolveRecord, CountField | "hardest"> {
  code: string;
  /** Every technique the grader used, in catalogue order. */
  techniques: TechniqueId[];
}

/**
 * A pool's name: the level for classic 9×9 (data/pools/<level>.txt, as it always was), `<variant>/<level>`
 * for the other variants (data/pools/<variant>/<level>.txt).
 */
export function poolKey(variant: VariantId, level: string): string {
  return variant === "9x9" ? level : `${variant}/${level}`;
}

/** Every pool the offered variants and levels need, classic first. */
export function poolKeys(): Array<{ key: string; variant: VariantId; level: StandardLevel }> {
  return allVariants().flatMap((v) =>
    v.levels.map((level) => ({ key: poolKey(v.id, level), variant: v.id, level }))
  );
}

/**
 * The pool puzzles days draw from, pinned per pool (poolKey): the first `count` entries of its file, whose
 * share codes give `digest` (poolDigest). A day that falls back to the pool picks among exactly these, so
 * changing, reordering or dropping one would change days already served: `pool check` (a CI gate) fails when
 * a file no longer starts with them (or an offered pool has no entry here), and `pool build` only ever adds
 * puzzles after them. The variants' pools are pinned whole.
 */
export const SERVED_POOLS: Readonly<Record<string, { count: number; digest: string }>> = {
  easy: { count: 1000, digest: "1b923712" },
  medium: { count: 1000, digest: "f4505703" },
  hard: { count: 1000, digest: "5012c627" },
  expert: { count: 1000, digest: "4359587d" },
  evil: { count: 1000, digest: "76c9beb2" },
  "4x4/easy": { count: 1250, digest: "cebaf5eb" },
  "6x6/easy": { count: 1000, digest: "44c34889" },
  "6x6/medium": { count: 1000, digest: "50ae96b1" },
  "16x16/easy": { count: 1000, digest: "d87f9ed0" },
  "16x16/medium": { count: 1000, digest: "e5e2c820" },
  "killer/easy": { count: 1000, digest: "895fab94" },
  "killer/medium": { count: 1000, digest: "d8dd9883" },
  "killer/hard": { count: 1000, digest: "16095f7d" },
  "x/easy": { count: 1000, digest: "fa3cda70" },
  "x/medium": { count: 1000, digest: "fc9c578d" },
  "x/hard": { count: 1000, digest: "cfaae322" },
  "x/expert": { count: 1000, digest: "42929f57" },
  "x/evil": { count: 1000, digest: "bd75ed5b" },
};

/** FNV-1a (32-bit, hex) of share codes in order, one per line: what SERVED_POOLS pins. */
export function poolDigest(codes: readonly string[]): string {
  return fnv1a32(codes.join("\n")).toString(16).padStart(8, "0");
}

/**
 * Where a grade's path disagrees with the puzzle's unique solution, or null when it agrees throughout: every
 * placement puts the solution's digit, no elimination removes it, and (unless the grader got stuck) each open
 * cell is placed exactly once. `pool check` asks this of every pooled puzzle, which makes the pools the
 * soundness property's sample for every variant: a technique wrong under some rules shows up as a bad step.
 */
export function pathDisagreement(
  rules: Rules,
  givens: Uint8Array,
  record: Pick<SolveRecord, "path" | "stuck">,
  solution: Uint8Array,
): string | null {
  const placed = new Uint8Array(givens.length);
  for (let s = 0; s < record.path.length; s++) {
    const step = record.path[s];
    for (const { cell, digit } of step.placements) {
      if (digit !== solution[cell]) {
        return `step ${s + 1} (${step.technique}) places ${digit} at ${
          cellName(rules, cell)
        }, where the solution has ${solution[cell]}`;
      }
      if (givens[cell] !== 0 || placed[cell]) {
        return `step ${s + 1} (${step.technique}) places a digit at ${
          cellName(rules, cell)
        }, which is not open`;
      }
      placed[cell] = 1;
    }
    for (const { cell, digit } of step.eliminations) {
      if (digit === solution[cell]) {
        return `step ${s + 1} (${step.technique}) removes ${digit} at ${
          cellName(rules, cell)
        }, the solution's digit`;
      }
    }
  }
  if (!record.stuck) {
    const open = givens.findIndex((d, cell) => d === 0 && !placed[cell]);
    if (open >= 0) return `the path ends with ${cellName(rules, open)} still open`;
  }
  return null;
}

/** The numeric fields, in line order. */
export const POOL_COUNTS = RECORD_COUNTS;
type CountField = typeof POOL_COUNTS[number];

const FIELDS = 3 + POOL_COUNTS.length;

/** The techniques of a record, in catalogue order. */
function techniquesUsed(record: Pick<SolveRecord, "techniques">): TechniqueId[] {
  return TECHNIQUE_IDS.filter((id) => (record.techniques[id] ?? 0) > 0);
}

/** The pool entry for a graded puzzle and its share code. */
export function entryFromRecord(code: string, record: SolveRecord): PoolEntry {
  return {
    code,
    ...recordCounts(record),
    hardest: record.hardest,
    techniques: techniquesUsed(record),
  };
}

export function formatPoolLine(entry: PoolEntry): string {
  return [
    entry.code,
    ...POOL_COUNTS.map((f) => String(entry[f])),
    entry.hardest ?? "-",
    entry.techniques.length > 0 ? entry.techniques.join(",") : "-",
  ].join(" ");
}

function parseTechnique(text: string, where: string): TechniqueId {
  if (!isTechniqueId(text)) throw new SyntaxError(`${where}: unknown technique ${JSON.stringify(text)}`);
  return text;
}

/** Parse a pool file. @throws SyntaxError naming the 1-based line of the first malformed line. */
export function parsePool(text: string): PoolEntry[] {
  return parsePoolLines(text).map((l) => l.entry);
}

/** Like parsePool, with the 1-based line number of each entry. */
export function parsePoolLines(text: string): Array<{ line: number; entry: PoolEntry }> {
  const entries: Array<{ line: number; entry: PoolEntry }> = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(/\r$/, "");
    if (isPoolEntryLine(line)) entries.push({ line: i + 1, entry: parsePoolLine(line, `line ${i + 1}`) });
  }
  return entries;
}

/** Whether a line of a pool file holds a puzzle (not blank, not a # comment). */
export function isPoolEntryLine(line: string): boolean {
  return line.trim() !== "" && !line.startsWith("#");
}

/** One puzzle line of a pool file; a SyntaxError that starts with `where` when it is malformed. */
export function parsePoolLine(line: string, where: string): PoolEntry {
  const fields = line.split(" ");
  if (fields.length !== FIELDS) {
    throw new SyntaxError(`${where}: expected ${FIELDS} space-separated fields, found ${fields.length}`);
  }
  const [code, ...rest] = fields;
  if (!/^[0-9A-Za-z_-]+$/.test(code)) throw new SyntaxError(`${where}: malformed share code`);
  const counts = {} as Record<CountField, number>;
  POOL_COUNTS.forEach((name, k) => {
    const value = rest[k];
    if (!/^(0|[1-9][0-9]{0,5})$/.test(value)) {
      throw new SyntaxError(`${where}: ${name} is ${JSON.stringify(value)}, not a count`);
    }
    counts[name] = Number(value);
  });
  const hardestText = rest[POOL_COUNTS.length];
  const hardest = hardestText === "-" ? null : parseTechnique(hardestText, where);
  const listText = rest[POOL_COUNTS.length + 1];
  const techniques = listText === "-" ? [] : listText.split(",").map((t) => parseTechnique(t, where));
  if (new Set(techniques).size !== techniques.length) {
    throw new SyntaxError(`${where}: a technique is listed twice`);
  }
  if (hardest !== null && !techniques.includes(hardest)) {
    throw new SyntaxError(`${where}: the hardest technique is not among those used`);
  }
  return { code, ...counts, hardest, techniques };
}

export interface Distribution {
  min: number;
  median: number;
  max: number;
  /** How many puzzles have each value. */
  histogram: Record<string, number>;
}

export interface LevelStats {
  count: number;
  /** How many puzzles used each technique at least once. */
  techniques: Partial<Record<TechniqueId, number>>;
  clues: { mean: number; min: number; max: number };
  steps: Distribution;
  stalls: Distribution;
  bottlenecks: Distribution;
  gates: Distribution;
}

function distribution(values: number[]): Distribution {
  const sorted = values.slice().sort((a, b) => a - b);
  const histogram: Record<string, number> = {};
  for (const v of sorted) histogram[v] = (histogram[v] ?? 0) + 1;
  if (sorted.length === 0) return { min: 0, median: 0, max: 0, histogram };
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { min: sorted[0], median, max: sorted[sorted.length - 1], histogram };
}

function levelStats(entries: readonly PoolEntry[]): LevelStats {
  const techniques: Partial<Record<TechniqueId, number>> = {};
  for (const id of TECHNIQUE_IDS) {
    const n = entries.filter((e) => e.techniques.includes(id)).length;
    if (n > 0) techniques[id] = n;
  }
  const clues = entries.map((e) => e.clues);
  const mean = clues.length === 0 ? 0 : clues.reduce((a, b) => a + b, 0) / clues.length;
  return {
    count: entries.length,
    techniques,
    clues: {
      mean: Math.round(mean * 100) / 100,
      min: clues.length === 0 ? 0 : Math.min(...clues),
      max: clues.length === 0 ? 0 : Math.max(...clues),
    },
    steps: distribution(entries.map((e) => e.steps)),
    stalls: distribution(entries.map((e) => e.stalls)),
    bottlenecks: distribution(entries.map((e) => e.bottlenecks)),
    gates: distribution(entries.map((e) => e.gates)),
  };
}

/** Summary statistics of each level's pool, keyed like the input. */
export function poolStats(
  entriesByLevel: Readonly<Record<string, readonly PoolEntry[]>>,
): Record<string, LevelStats> {
  const out: Record<string, LevelStats> = {};
  for (const [level, entries] of Object.entries(entriesByLevel)) out[level] = levelStats(entries);
  return out;
}

/**
 * A cheap invariant of a full 9×9 grid under the Sudoku symmetry group (equivalent grids give the same string;
 * different ones almost always differ): for each pair of digits, the cells holding either form cycles when
 * each is linked to the other digit's cell in its row and in its column; each cycle's length and how many boxes
 * it touches, sorted within each pair and over the 36 pairs. Row, column, band, stack and transposition moves
 * keep "same row or same column" and "same box", and relabelling only permutes the pairs.
 */
export function solutionInvariant(cells: Uint8Array): string {
  // The cycles and box counts below are those of classic 9×9 rules; other grids have other symmetries.
  if (cells.length !== 81) {
    throw new RangeError(`solutionInvariant takes a classic 9×9 grid, not ${cells.length} cells`);
  }
  const where: number[][] = Array.from({ length: 10 }, () => []);
  for (let i = 0; i < 81; i++) where[cells[i]].push(i);
  const pairs: string[] = [];
  for (let a = 1; a <= 9; a++) {
    for (let b = a + 1; b <= 9; b++) {
      // rowB[r] / colB[c]: the b cell in row r / column c; rowA likewise for a.
      const rowA = new Int8Array(9),
        colA = new Int8Array(9),
        rowB = new Int8Array(9),
        colB = new Int8Array(9);
      for (const i of where[a]) [rowA[(i / 9) | 0], colA[i % 9]] = [i % 9, (i / 9) | 0];
      for (const i of where[b]) [rowB[(i / 9) | 0], colB[i % 9]] = [i % 9, (i / 9) | 0];
      const visited = new Uint8Array(9);
      const lengths: number[] = [];
      for (let r = 0; r < 9; r++) {
        if (visited[r]) continue;
        // From row r's a cell, go along the row to b, then along b's column to the a cell there, and so on.
        let length = 0;
        let boxes = 0;
        let row = r;
        while (!visited[row]) {
          visited[row] = 1;
          length++;
          const band = ((row / 3) | 0) * 3;
          boxes |= (1 << (band + ((rowA[row] / 3) | 0))) | (1 << (band + ((rowB[row] / 3) | 0)));
          row = colA[rowB[row]];
        }
        lengths.push(length * 16 + popcount(boxes));
      }
      pairs.push(lengths.sort((x, y) => x - y).join("."));
    }
  }
  return pairs.sort().join("/");
}

/** What selectSpread looks at: a candidate's share code and three of its counts. */
export type SpreadCandidate = Pick<PoolEntry, "code" | "clues" | "steps" | "gates">;

/** How many bands selectSpread cuts the candidates' step counts into (at their quantiles). */
const STEP_BANDS = 4;

/**
 * Choose `count` of `candidates` so that clue counts, step counts and gate counts are spread rather than
 * following the generator's natural mix: candidates are bucketed by (clues, gates, steps band), where the steps
 * bands are cut at the candidates' own STEP_BANDS-quantiles of steps; buckets are ordered by (clues, gates,
 * band) and each bucket's candidates by share code; then rounds take one candidate from every bucket that still
 * has one, in bucket order, until `count` are taken. Rare combinations are therefore all kept and common ones
 * thinned. The result is in that taking order and is a pure function of the candidate set (the order in which
 * candidates are given does not matter; share codes are assumed distinct).
 */
export function selectSpread<T extends SpreadCandidate>(candidates: readonly T[], count: number): T[] {
  if (count >= candidates.length) count = candidates.length;
  const steps = candidates.map((c) => c.steps).sort((a, b) => a - b);
  const cuts: number[] = [];
  for (let k = 1; k < STEP_BANDS; k++) cuts.push(steps[Math.floor((k * steps.length) / STEP_BANDS)]);
  const band = (s: number) => cuts.filter((cut) => s >= cut).length;
  const buckets = new Map<string, { key: number[]; items: T[] }>();
  for (const c of candidates) {
    const key = [c.clues, c.gates, band(c.steps)];
    const id = key.join(" ");
    const bucket = buckets.get(id) ?? { key, items: [] };
    bucket.items.push(c);
    buckets.set(id, bucket);
  }
  const ordered = [...buckets.values()].sort((a, b) =>
    a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2]
  );
  for (const b of ordered) b.items.sort((x, y) => (x.code < y.code ? -1 : x.code > y.code ? 1 : 0));
  const chosen: T[] = [];
  for (let round = 0; chosen.length < count; round++) {
    for (const b of ordered) {
      if (chosen.length >= count) break;
      if (round < b.items.length) chosen.push(b.items[round]);
    }
  }
  return chosen;
}
