/**
 * The solving state every technique reads, and the step record every technique writes. A step is plain
 * JSON, applied by one generic function and explained by one generic renderer, so the grader, hints, the
 * step-by-step view and the API all read the same record.
 */
import { computeCandidates, type Grid } from "../board.ts";
import { type TechniqueId, techniqueInfo } from "../catalogue.ts";
import { cellName, regionName, type Rules } from "../rules.ts";
import { WorkMeter } from "./meter.ts";

/** Digits placed so far and the candidates left. Convention: a filled cell has candidate mask 0. */
export interface SolveState {
  readonly rules: Rules;
  readonly cells: Uint8Array;
  readonly candidates: Uint16Array;
}

export interface CellDigit {
  cell: number;
  digit: number;
}

/** A link between two candidates: strong (one of them is true) or weak (not both true). */
export interface Link {
  from: CellDigit;
  to: CellDigit;
  strong: boolean;
}

export interface ColoredCandidate extends CellDigit {
  /** Colour group: 0 and 1 are the two opposite colours of a conjugate cluster. */
  color: number;
}

/** The shape a technique found, for explanations and board highlighting. Every field is optional. */
export interface Pattern {
  /** The cells that make up the pattern (the pair's cells, the fish's corners, the wing's pivot and pincers). */
  cells?: number[];
  /**
   * The regions involved, as indexes into the rules' `regions` (houses first, then cages: engine/rules.ts).
   * Records and the API call the field `houses`, cages included.
   */
  houses?: number[];
  /** The digits the pattern is about. */
  digits?: number[];
  links?: Link[];
  colors?: ColoredCandidate[];
  /** A chain as its ordered candidates; links between consecutive nodes alternate strong/weak. */
  chain?: CellDigit[];
  /**
   * The chain's group nodes: the node at `index` stands for the digit in any of `cells` (a box's cells of one
   * row or column); the chain lists it by its first cell.
   */
  groups?: Array<{ index: number; cells: number[] }>;
  /** A named sub-type, such as "type 2" for a unique rectangle, or "wrap"/"trap" for colouring. */
  variant?: string;
  /** A finned fish's fins: the base lines' candidates outside the cover lines, which the eliminations all see. */
  fins?: number[];
  /**
   * Almost locked sets (and Sue de Coq's line and box parts), in the order the words name them: each set's
   * cells and the digits they hold between them, both ascending.
   */
  sets?: Array<{ cells: number[]; digits: number[] }>;
}

export interface Step {
  technique: TechniqueId;
  placements: CellDigit[];
  eliminations: CellDigit[];
  pattern: Pattern;
}

/**
 * A technique: `find` returns the first instance in its fixed scan order, `findAll` every instance. The costly
 * scans charge their work to `meter` (meter.ts), the caller's cap on it; without one they charge a meter of
 * their own that nothing caps.
 */
export interface Technique {
  readonly id: TechniqueId;
  find(state: SolveState, meter?: WorkMeter): Step | null;
  findAll(state: SolveState, meter?: WorkMeter): Step[];
}

export function createState(grid: Grid): SolveState {
  const candidates = computeCandidates(grid);
  const cells = grid.cells.slice();
  for (let i = 0; i < cells.length; i++) if (cells[i] !== 0) candidates[i] = 0;
  return { rules: grid.rules, cells, candidates };
}

export function cloneState(state: SolveState): SolveState {
  return { rules: state.rules, cells: state.cells.slice(), candidates: state.candidates.slice() };
}

/** Place a digit: fill the cell and remove the digit from its peers' candidates. */
export function placeDigit(state: SolveState, cell: number, digit: number): void {
  const { peerStart, peerCells } = state.rules;
  const { candidates } = state;
  state.cells[cell] = digit;
  candidates[cell] = 0;
  const keep = ~(1 << (digit - 1));
  for (let i = peerStart[cell], end = peerStart[cell + 1]; i < end; i++) candidates[peerCells[i]] &= keep;
}

/** The one generic way a step changes the state. */
export function applyStep(state: SolveState, step: Step): void {
  for (const { cell, digit } of step.placements) placeDigit(state, cell, digit);
  for (const { cell, digit } of step.eliminations) state.candidates[cell] &= ~(1 << (digit - 1));
}

/**
 * Hands each instance, in scan order, to `emit`; stops scanning as soon as `emit` returns true. A scan that can
 * grow large charges its work to `meter`. `firstOnly` is true when only the first instance in scan order is
 * wanted (see shortestFirstTechnique); a scan may then stop early, as long as its first instance stays the same.
 */
export type Scan = (
  state: SolveState,
  emit: (step: Step) => boolean,
  meter: WorkMeter,
  firstOnly: boolean,
) => void;

/**
 * Where `find` catches its step: one shared callback rather than a closure per call. Safe even if a scan
 * called another `find`: that call finishes (and clears `found`) before this scan's first emit, after which
 * the scan stops. It holds nothing between calls: every `find` clears it before and after its scan.
 */
let found: Step | null = null;
const keepFirst = (step: Step): boolean => {
  found = step;
  return true;
};

/**
 * Build a technique from a callback scan: `find` stops at the first instance, with no generator to drive,
 * which matters because the grader calls `find` of every technique after every step.
 */
export function techniqueFromScan(id: TechniqueId, scan: Scan): Technique {
  return fromScan(id, scan, false);
}

/**
 * A technique from a chain scan whose order starts with the chain's length, so `find` tells the scan it wants
 * only the first instance: once a chain is found the scan may stop growing chains longer than it.
 * Breadth-first, a search reaches every state of a given length by the same path either way, so the chains no
 * longer than that are the ones a full scan finds, and the first of them is the same. `findAll` wants every
 * chain and never tells it so.
 */
export function shortestFirstTechnique(id: TechniqueId, scan: Scan): Technique {
  return fromScan(id, scan, true);
}

function fromScan(id: TechniqueId, scan: Scan, findStopsAtFirst: boolean): Technique {
  return {
    id,
    find(state, meter) {
      found = null;
      scan(state, keepFirst, meter ?? new WorkMeter(), findStopsAtFirst);
      const step = found;
      found = null;
      return step;
    },
    findAll(state, meter) {
      const all: Step[] = [];
      scan(
        state,
        (step) => {
          all.push(step);
          return false;
        },
        meter ?? new WorkMeter(),
        false,
      );
      return all;
    },
  };
}

/** "r4c2, r4c8" */
export function cellList(g: Rules, cells: readonly number[]): string {
  return cells.map((c) => cellName(g, c)).join(", ");
}

/** "box 3", "cage 3 (sum 17)": a region by name, with its sum when it has one. */
function regionWords(g: Rules, region: number): string {
  const { sum } = g.regions[region];
  return regionName(g, region) + (sum === undefined ? "" : ` (sum ${sum})`);
}

/** "removes 3, 7 from r4c1, r4c5" */
function removesWords(g: Rules, step: Step): string {
  const digits = [...new Set(step.eliminations.map((e) => e.digit))].sort((a, b) => a - b);
  const cells = [...new Set(step.eliminations.map((e) => e.cell))];
  return `removes ${digits.join(", ")} from ${cellList(g, cells)}`;
}

/**
 * One renderer for every step. Eliminations: "Naked pair {3,7} in r4c2, r4c8 removes 3, 7 from r4c1, r4c5".
 * Placements only: "Hidden single (box) in box 3: r2c8 = 4" (the cell and digit are in the placement). The cage
 * techniques say what the sums show (see cageWords).
 */
export function describeStep(g: Rules, step: Step): string {
  const { name, family } = techniqueInfo(step.technique);
  if (family === "cages") return cageWords(g, step);
  const p = step.pattern;
  const head = name + (p.variant ? ` (${p.variant})` : "");
  const houses = p.houses?.length ? ` in ${p.houses.map((r) => regionWords(g, r)).join(", ")}` : "";
  const placed = step.placements.map(({ cell, digit }) => `${cellName(g, cell)} = ${digit}`).join(", ");
  if (p.sets?.length && step.eliminations.length) {
    return `${setsWords(g, step, head)} ${removesWords(g, step)}`;
  }
  if (step.eliminations.length === 0) return `${head}${houses}: ${placed}`;
  let where = p.digits?.length ? ` {${p.digits.join(",")}}` : "";
  where += p.cells?.length ? ` in ${cellList(g, p.cells)}` : houses;
  return `${head}${where} ${removesWords(g, step)}${placed ? ` and places ${placed}` : ""}`;
}

/**
 * A step of almost locked sets, up to what it removes, each set as its digits and cells:
 * - "Sue de Coq in row 7, box 7: r7c1, r7c3 with {4,5} in r7c7 and {3,9} in r8c3"
 * - "ALS-XZ: {1,5,7} in r1c2, r1c3 and {1,5} in r4c5, restricted common 1,"
 * - "ALS-XY-Wing: {1,5} in r1c1 and {5,8,9} in r2c4, r2c6, pivot {1,8,9} in r5c5 (1 with the first, 8 with the
 *   second),"
 */
function setsWords(g: Rules, step: Step, head: string): string {
  const p = step.pattern;
  const sets = p.sets!;
  const set = (s: { cells: number[]; digits: number[] }) =>
    `{${s.digits.join(",")}} in ${cellList(g, s.cells)}`;
  const commons = (p.links ?? []).map((l) => l.from.digit);
  if (step.technique === "sue-de-coq") {
    const outside = new Set(sets.flatMap((s) => s.cells));
    const inner = (p.cells ?? []).filter((c) => !outside.has(c));
    const where = (p.houses ?? []).map((h) => regionWords(g, h)).join(", ");
    return `${head} in ${where}: ${cellList(g, inner)} with ${set(sets[0])} and ${set(sets[1])}`;
  }
  if (step.technique === "als-xy-wing" && sets.length === 3) {
    return `${head}: ${set(sets[0])} and ${set(sets[1])}, pivot ${set(sets[2])} (${
      commons[0]
    } with the first, ` +
      `${commons[1]} with the second),`;
  }
  const plural = commons.length === 1 ? "" : "s";
  return `${head}: ${sets.map(set).join(" and ")}, restricted common${plural} ${commons.join(", ")},`;
}

/** "rows 1–2", "column 5", "boxes 1 and 2": the houses of a rule-of-45 block (all of one kind). */
function blockWords(g: Rules, houses: readonly number[]): string {
  const { kind } = g.regions[houses[0]];
  const numbers = houses.map((h) => g.regions[h].index + 1);
  if (numbers.length === 1) return regionName(g, houses[0]);
  const plural = kind === "box" ? "boxes" : `${kind}s`;
  const consecutive = numbers.every((n, i) => i === 0 || n === numbers[i - 1] + 1);
  if (consecutive && kind !== "box") return `${plural} ${numbers[0]}–${numbers[numbers.length - 1]}`;
  return `${plural} ${numbers.slice(0, -1).join(", ")} and ${numbers[numbers.length - 1]}`;
}

/**
 * Words for the cage techniques, rebuilt from the pattern and the rules' sums:
 * - "Cage combination in cage 3 (sum 17): r1c1, r1c2 can only take digits of {8,9}, which removes 1, 2 from r1c1"
 * - "Cage confinement in cage 3 (sum 17): every way to fill it uses 9, and only r1c1, r1c2 can take it, which
 *   removes 9 from r1c5"
 * - "Rule of 45: rows 1–2 hold 90; the cages inside them add up to 83, so r2c4 is 7"
 * - "Rule of 45: row 3 holds 45; the cages in it or reaching into it add up to 52, so r4c4, r4c5, sticking out,
 *   add up to 7, which removes 7, 8, 9 from r4c4"
 */
function cageWords(g: Rules, step: Step): string {
  const p = step.pattern;
  const cells = cellList(g, p.cells ?? []);
  const removes = step.eliminations.length ? `, which ${removesWords(g, step)}` : "";
  if (step.technique === "cage-combination") {
    const cage = regionWords(g, p.houses![0]);
    return `Cage combination in ${cage}: ${cells} can only take digits of {${p.digits!.join(",")}}${removes}`;
  }
  if (step.technique === "cage-confinement") {
    const cage = regionWords(g, p.houses![0]);
    const digit = p.digits![0];
    return `Cage confinement in ${cage}: every way to fill it uses ${digit}, and only ${cells} can take it${removes}`;
  }
  const houseCount = g.houses.length;
  const block = p.houses!.filter((h) => h < houseCount);
  const cages = p.houses!.filter((h) => h >= houseCount);
  const total = ((g.size * (g.size + 1)) / 2) * block.length;
  const cageTotal = cages.reduce((sum, r) => sum + (g.regions[r].sum ?? 0), 0);
  const them = block.length === 1 ? "it" : "them";
  const head = `Rule of 45: ${blockWords(g, block)} ${block.length === 1 ? "holds" : "hold"} ${total}; `;
  const many = (p.cells?.length ?? 0) > 1;
  let tail: string;
  if (p.variant === "outies") {
    const target = cageTotal - total;
    tail =
      `the cages in ${them} or reaching into ${them} add up to ${cageTotal}, so ${cells}, sticking out, ` +
      (many ? `add up to ${target}` : `${step.placements.length ? "is" : "makes"} ${target}`);
  } else {
    const target = total - cageTotal;
    const inside = cages.length
      ? `the cages inside ${them} add up to ${cageTotal}`
      : `no cage lies wholly inside ${them}`;
    tail = `${inside}, so ${cells} ` +
      (many ? `add up to ${target}` : `${step.placements.length ? "is" : "makes"} ${target}`);
  }
  const placed = many && step.placements.length
    ? `: ${step.placements.map(({ cell, digit }) => `${cellName(g, cell)} = ${digit}`).join(", ")}`
    : "";
  return head + tail + placed + removes;
}
