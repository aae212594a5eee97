/**
 * Forcing chains: the last resort of the catalogue. Each tries a few assumptions, follows each with the singles
 * alone (a net: every naked and hidden single the assumption leads to, round by round, at most
 * FORCING_DEPTH rounds), and keeps what holds whichever assumption is the true one.
 *
 * - Cell forcing: one of a cell's candidates is true. When every candidate of the cell, followed, places the
 *   same digit in the same cell (or removes the same candidate), that holds. A candidate whose net breaks a rule
 *   (a cell left with no digit, a digit with no place left in a house, a digit twice in a house) is false and
 *   needs no agreement.
 * - Unit forcing: the same over the places of a digit in a house (one of them holds it).
 * - Digit forcing: one candidate, assumed true and assumed false; what both nets agree on holds, and a candidate
 *   whose net breaks a rule when assumed true is false (a contradiction). These nets, the last resort, also follow
 *   pointing and claiming when the singles run out (still within FORCING_DEPTH rounds).
 *
 * One conclusion per step: the first placement the nets agree on (by cell), else the first elimination (by cell,
 * then digit). Pattern: cells = the forcing cell, or the house's places (unit), or the assumed candidate's cell;
 * houses = [the house] for unit forcing; digits = the assumed digits; links = for each assumption, the singles
 * leading from it to the conclusion, each as a link "from holds, so to holds" (the last link ends at the removed
 * candidate for an elimination; `strong` is true where the next candidate is placed, false where it is
 * removed); variant "contradiction" when an assumption's net breaks a rule ("true" and "false" branches for
 * digit forcing are told in the explanation). Scan order: cells with the fewest candidates first then by cell;
 * houses by index, then digit; candidates by cell, then digit.
 *
 * Work: one unit per cell, house or box-line crossing a net looks at in one round (meter.ts), so a grade stays
 * under its cap.
 */
import type { TechniqueId } from "../catalogue.ts";
import { cellName, perRules, type Rules } from "../rules.ts";
import type { CellDigit, Link, Scan, SolveState, Step, Technique } from "./step.ts";
import { techniqueFromScan } from "./step.ts";
import type { WorkMeter } from "./meter.ts";
import { andList, cellsWords, placedWords, reasonFacts, regionWords, type Words } from "./words.ts";

/** Most rounds of singles a net follows from its assumption. */
export const FORCING_DEPTH = 24;

/** What a net reached: per candidate id (cell * size + digit - 1) its state and the candidate that caused it. */
interface Net {
  broken: boolean;
  /** 1 placed, 2 removed (0 unknown), per candidate id. */
  fate: Uint8Array;
  /** The candidate id whose placement led here (-1 for the assumption itself). */
  cause: Int32Array;
}

/**
 * Follow an assumption with the singles: `place` candidates assumed true, `remove` candidates assumed false.
 * Returns the net, or a broken one when it breaks a rule.
 */
function follow(state: SolveState, meter: WorkMeter, place: number[], remove: number[], locked = false): Net {
  const g = state.rules;
  const size = g.size, n = g.cellCount;
  const cells = state.cells.slice();
  const candidates = state.candidates.slice();
  const fate = new Uint8Array(n * size);
  const cause = new Int32Array(n * size).fill(-1);
  const { peerStart, peerCells, houseCells } = g;
  const houseCount = g.houses.length;
  let work = 0;
  let broken = false;
  const removeOne = (cell: number, d: number, by: number) => {
    const bit = 1 << (d - 1);
    if (!(candidates[cell] & bit)) return;
    candidates[cell] &= ~bit;
    const id = cell * size + d - 1;
    fate[id] = 2;
    cause[id] = by;
    if (candidates[cell] === 0 && cells[cell] === 0) broken = true;
  };
  const placeOne = (cell: number, d: number, by: number) => {
    const id = cell * size + d - 1;
    if (cells[cell] !== 0 || !(candidates[cell] & (1 << (d - 1)))) {
      broken = true;
      return;
    }
    cells[cell] = d;
    fate[id] = 1;
    cause[id] = by;
    for (let m = candidates[cell] & ~(1 << (d - 1)); m; m &= m - 1) {
      removeOne(cell, 32 - Math.clz32(m & -m), id);
    }
    candidates[cell] = 0;
    for (let i = peerStart[cell]; i < peerStart[cell + 1]; i++) removeOne(peerCells[i], d, id);
  };
  /**
   * Pointing and claiming over the net's candidates: a digit of a box all in one line goes from the rest of the
   * line, and the other way round. Whether anything went.
   */
  const lockedCandidates = (): boolean => {
    let changed = false;
    for (const { from, into, shared } of crossings) {
      for (let d = 1; d <= size; d++) {
        const bit = 1 << (d - 1);
        // d's places in house `from`, all in house `into`?
        let inside = false, outside = false;
        for (let i = from * size; i < (from + 1) * size && !outside; i++) {
          const c = houseCells[i];
          if (cells[c] === d) outside = true;
          else if (candidates[c] & bit) {
            if (shared.has(c)) inside = true;
            else outside = true;
          }
        }
        if (!inside || outside) continue;
        for (let i = into * size; i < (into + 1) * size; i++) {
          const c = houseCells[i];
          if (!shared.has(c) && candidates[c] & bit) {
            removeOne(c, d, -1);
            changed = true;
          }
        }
      }
    }
    work += crossings.length;
    return changed && !broken;
  };
  const crossings = crossingsOf(g);
  for (const id of remove) removeOne((id / size) | 0, (id % size) + 1, -1);
  for (const id of place) placeOne((id / size) | 0, (id % size) + 1, -1);
  const pending: Array<[number, number, number]> = [];
  for (let round = 0; round < FORCING_DEPTH && !broken; round++) {
    pending.length = 0;
    for (let cell = 0; cell < n; cell++) {
      const m = candidates[cell];
      if (cells[cell] !== 0 || m === 0 || (m & (m - 1)) !== 0) continue;
      const d = 32 - Math.clz32(m);
      // The cause: the placement that removed its last other candidate, if any this net made.
      let by = -1;
      for (let e = 1; e <= size; e++) {
        if (e !== d && fate[cell * size + e - 1] === 2) by = cause[cell * size + e - 1];
      }
      pending.push([cell, d, by]);
    }
    work += n;
    for (let h = 0; h < houseCount; h++) {
      for (let d = 1; d <= size; d++) {
        const bit = 1 << (d - 1);
        let count = 0, at = -1, done = false, by = -1;
        for (let i = h * size; i < (h + 1) * size; i++) {
          const c = houseCells[i];
          if (cells[c] === d) done = true;
          else if (candidates[c] & bit) {
            count++;
            at = c;
          } else if (fate[c * size + d - 1] === 2) by = cause[c * size + d - 1];
        }
        if (done) continue;
        if (count === 0) {
          broken = true;
          break;
        }
        if (count === 1) pending.push([at, d, by]);
      }
      if (broken) break;
    }
    work += houseCount;
    if (broken) break;
    if (pending.length === 0) {
      if (!locked || !lockedCandidates()) break;
      continue;
    }
    for (const [cell, d, by] of pending) {
      if (cells[cell] === d) continue;
      placeOne(cell, d, by);
      if (broken) break;
    }
  }
  meter.charge(work);
  return { broken, fate, cause };
}

/** Every box and line that cross in two or more cells, both ways round, with the cells they share. */
const crossingsOf = perRules((g: Rules): Array<{ from: number; into: number; shared: Set<number> }> => {
  const out: Array<{ from: number; into: number; shared: Set<number> }> = [];
  const n = g.houses.length;
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      const ka = g.regions[a].kind, kb = g.regions[b].kind;
      const boxAndLine = (ka === "box" && (kb === "row" || kb === "column")) ||
        (kb === "box" && (ka === "row" || ka === "column"));
      if (!boxAndLine) continue;
      const shared = [...g.houses[a]].filter((c) => g.houses[b].includes(c));
      if (shared.length >= 2) out.push({ from: a, into: b, shared: new Set(shared) });
    }
  }
  return out;
});

/** The singles from the assumption to candidate `id` in a net, as links (placed → placed …, → removed). */
function trail(net: Net, size: number, id: number): Link[] {
  const ids: number[] = [id];
  for (let at = net.cause[id]; at >= 0 && ids.length <= 81; at = net.cause[at]) ids.push(at);
  ids.reverse();
  const node = (x: number): CellDigit => ({ cell: (x / size) | 0, digit: (x % size) + 1 });
  const links: Link[] = [];
  for (let i = 0; i + 1 < ids.length; i++) {
    links.push({ from: node(ids[i]), to: node(ids[i + 1]), strong: net.fate[ids[i + 1]] === 1 });
  }
  return links;
}

/**
 * What every net that did not break agrees on, as one conclusion (first placement by cell, else first
 * elimination), with the candidates already decided in `state` left out; null when they agree on nothing new.
 */
function agreement(state: SolveState, nets: Net[]): { id: number; placed: boolean } | null {
  const live = nets.filter((x) => !x.broken);
  if (live.length === 0) return null;
  const size = state.rules.size, total = state.rules.cellCount * size;
  let removal = -1;
  for (let id = 0; id < total; id++) {
    const f = live[0].fate[id];
    if (f === 0) continue;
    const cell = (id / size) | 0;
    if (state.cells[cell] !== 0 || !(state.candidates[cell] & (1 << (id % size)))) continue;
    if (!live.every((x) => x.fate[id] === f)) continue;
    if (f === 1) return { id, placed: true };
    if (removal < 0) removal = id;
  }
  return removal < 0 ? null : { id: removal, placed: false };
}

function stepOf(
  technique: TechniqueId,
  state: SolveState,
  nets: Net[],
  sources: number[],
  conclusion: { id: number; placed: boolean },
  extra: { cells: number[]; houses?: number[]; variant?: string },
): Step {
  const size = state.rules.size;
  const target = { cell: (conclusion.id / size) | 0, digit: (conclusion.id % size) + 1 };
  const links: Link[] = [];
  nets.forEach((net, i) => {
    if (net.broken) return;
    const path = trail(net, size, conclusion.id);
    // An assumption that is itself the conclusion has no links of its own.
    if (path.length === 0 && sources[i] !== conclusion.id) return;
    links.push(...path);
  });
  const digits = [...new Set(sources.map((id) => (id % size) + 1))].sort((a, b) => a - b);
  return {
    technique,
    placements: conclusion.placed ? [target] : [],
    eliminations: conclusion.placed ? [] : [target],
    pattern: {
      cells: extra.cells,
      ...(extra.houses ? { houses: extra.houses } : {}),
      digits,
      links,
      ...(extra.variant ? { variant: extra.variant } : {}),
    },
  };
}

const cellForcing: Scan = (state, emit, meter) => {
  const g = state.rules;
  const size = g.size;
  const order: number[] = [];
  for (let c = 0; c < g.cellCount; c++) if (state.cells[c] === 0 && state.candidates[c]) order.push(c);
  const count = (m: number) => {
    let k = 0;
    for (; m; m &= m - 1) k++;
    return k;
  };
  order.sort((a, b) => count(state.candidates[a]) - count(state.candidates[b]) || a - b);
  for (const cell of order) {
    const sources: number[] = [];
    for (let m = state.candidates[cell]; m; m &= m - 1) sources.push(cell * size + 31 - Math.clz32(m & -m));
    if (sources.length < 2) continue;
    const nets = sources.map((id) => follow(state, meter, [id], []));
    const found = agreement(state, nets);
    if (!found) continue;
    if (emit(stepOf("cell-forcing", state, nets, sources, found, { cells: [cell] }))) return;
  }
};

const unitForcing: Scan = (state, emit, meter) => {
  const g = state.rules;
  const size = g.size;
  for (let h = 0; h < g.houses.length; h++) {
    for (let d = 1; d <= size; d++) {
      const bit = 1 << (d - 1);
      const places: number[] = [];
      for (const c of g.houses[h]) if (state.cells[c] === 0 && state.candidates[c] & bit) places.push(c);
      if (places.length < 2) continue;
      const sources = places.map((c) => c * size + d - 1);
      const nets = sources.map((id) => follow(state, meter, [id], []));
      const found = agreement(state, nets);
      if (!found) continue;
      if (emit(stepOf("unit-forcing", state, nets, sources, found, { cells: places, houses: [h] }))) return;
    }
  }
};

const digitForcing: Scan = (state, emit, meter) => {
  const g = state.rules;
  const size = g.size;
  for (let cell = 0; cell < g.cellCount; cell++) {
    if (state.cells[cell] !== 0) continue;
    for (let m = state.candidates[cell]; m; m &= m - 1) {
      const id = cell * size + 31 - Math.clz32(m & -m);
      const ifTrue = follow(state, meter, [id], [], true);
      if (ifTrue.broken) {
        const step: Step = {
          technique: "digit-forcing",
          placements: [],
          eliminations: [{ cell, digit: (id % size) + 1 }],
          pattern: { cells: [cell], digits: [(id % size) + 1], links: [], variant: "contradiction" },
        };
        if (emit(step)) return;
        continue;
      }
      const ifFalse = follow(state, meter, [], [id], true);
      const found = agreement(state, [ifTrue, ifFalse]);
      if (!found) continue;
      if (emit(stepOf("digit-forcing", state, [ifTrue, ifFalse], [id, id], found, { cells: [cell] }))) return;
    }
  }
};

/** Why a forcing chain holds: every way the assumption can go leads to the same result. */
function forcingReason(state: SolveState, step: Step, w: Words): string {
  return forcingWords(state.rules, step, reasonFacts(state, step, w).out, w);
}

function forcingWords(g: Rules, step: Step, out: string, w: Words): string {
  const p = step.pattern;
  const placed = placedWords(w, g, step.placements).join(", ");
  if (step.technique === "digit-forcing") {
    const cell = cellName(g, p.cells![0]), digit = p.digits![0];
    if (p.variant === "contradiction") return w.t("forcing.digit.contradiction", { cell, digit, out });
    return placed
      ? w.t("forcing.digit.places", { cell, digit, placed })
      : w.t("forcing.digit.removes", { cell, digit, out });
  }
  const choices = step.technique === "unit-forcing"
    ? w.t("forcing.unit.choices", {
      house: regionWords(w, g, p.houses![0]),
      digit: p.digits![0],
      cells: cellsWords(w, g, p.cells!),
    })
    : w.t("forcing.cell.choices", { cell: cellName(g, p.cells![0]), digits: andList(w, p.digits!) });
  const tries = placed ? w.t("forcing.try.places", { placed }) : w.t("forcing.try.removes", { out });
  return `${choices} ${tries}`;
}

export const CELL_FORCING: Technique = {
  ...techniqueFromScan("cell-forcing", cellForcing),
  explain: forcingReason,
};
export const UNIT_FORCING: Technique = {
  ...techniqueFromScan("unit-forcing", unitForcing),
  explain: forcingReason,
};
export const DIGIT_FORCING: Technique = {
  ...techniqueFromScan("digit-forcing", digitForcing),
  explain: forcingReason,
};

/** In catalogue order. */
export const FORCING_TECHNIQUES: Technique[] = [CELL_FORCING, UNIT_FORCING, DIGIT_FORCING];
