/**
 * A memory of recent positions a costly technique was asked about, and what it answered.
 *
 * While the generator makes an Evil puzzle, about a third of the costly scans (colouring, chains, fish, quads,
 * wings …) are asked about a position they were already asked about: the trials of different removals, and
 * then the final grade, reach the same stall positions. A scan is a pure function of the position, so the
 * remembered answer is the answer. Each remembered position is kept whole and compared in full on a hit, so a
 * hash collision can never hand out another position's step.
 */
import type { Rules } from "../rules.ts";
import type { SolveState, Step, Technique } from "./step.ts";

/** Places per technique: a position goes to the place its hash's low bits pick, replacing what was there. */
const SLOTS = 256;

/** A hash of the position's cells and candidates (FNV-1a over 32-bit words), cut to 30 bits. */
export function positionHash(state: SolveState): number {
  const { cells, candidates } = state;
  let h = 0x811c9dc5 ^ cells.length;
  for (let i = 0; i < cells.length; i++) h = Math.imul(h ^ (candidates[i] | (cells[i] << 16)), 0x01000193);
  return h & 0x3fffffff;
}

/** `technique` with a memory of its answers for up to SLOTS recent positions (of any rules and grid size). */
export function remembered(technique: Technique): Technique {
  const slotRules: Array<Rules | null> = new Array(SLOTS).fill(null);
  const steps: Array<Step | null> = new Array(SLOTS).fill(null);
  let width = 0;
  let cellsCopy = new Uint8Array(0);
  let candidatesCopy = new Uint16Array(0);

  function matches(slot: number, state: SolveState): boolean {
    if (slotRules[slot] !== state.rules) return false;
    const { cells, candidates } = state;
    for (let i = 0, at = slot * width; i < cells.length; i++, at++) {
      if (cellsCopy[at] !== cells[i] || candidatesCopy[at] !== candidates[i]) return false;
    }
    return true;
  }

  return {
    ...technique,
    find(state, meter) {
      const n = state.cells.length;
      if (n > width) {
        // A larger grid than any so far: start over with room for it.
        width = n;
        cellsCopy = new Uint8Array(SLOTS * n);
        candidatesCopy = new Uint16Array(SLOTS * n);
        slotRules.fill(null);
      }
      const slot = positionHash(state) & (SLOTS - 1);
      if (matches(slot, state)) return steps[slot];
      const step = technique.find(state, meter);
      slotRules[slot] = state.rules;
      cellsCopy.set(state.cells, slot * width);
      candidatesCopy.set(state.candidates, slot * width);
      steps[slot] = step;
      return step;
    },
  };
}
