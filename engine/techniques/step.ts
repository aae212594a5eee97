/**
 * The solving state every technique reads, and the step record every technique writes. A step is plain
 * JSON, applied by one generic function and put in words by its technique (describeStep in index.ts, the reason in
 * engine/explain.ts), so the grader, hints, the step-by-step view and the API all read the same record.
 */
import type { Words } from "../messages/index.ts";
import { computeCandidates, type Grid } from "../board.ts";
import type { TechniqueId } from "../catalogue.ts";
import type { Rules } from "../rules.ts";
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
 * their own that nothing caps. Its words sit beside it, so that a technique is added in its family module alone
 * (with its catalogue row).
 */
export interface Technique {
  readonly id: TechniqueId;
  find(state: SolveState, meter?: WorkMeter): Step | null;
  findAll(state: SolveState, meter?: WorkMeter): Step[];
  /** Its step in one line in `w`'s language, where the generic description (stepWords in words.ts) does not fit. */
  describe?(g: Rules, step: Step, w: Words): string;
  /** Why its step holds in `state`, the position it was found in: the words of a hint's reason, in `w`'s language. */
  explain?(state: SolveState, step: Step, w: Words): string;
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
