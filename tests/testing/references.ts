/**
 * Brute-force references for the techniques whose instances can be listed by checking the definition literally
 * over every combination: subsets and fish, the wings and the one-digit chains (skyscraper, 2-string kite,
 * turbot fish). The soundness sweeps compare findAll with them for completeness.
 */
import assert from "node:assert/strict";
import type { TechniqueId } from "../../engine/catalogue.ts";
import { cellName, type RegionKind, regionsOfKind, type Rules } from "../../engine/rules.ts";
import { SKYSCRAPER, TURBOT_FISH, TWO_STRING_KITE } from "../../engine/techniques/single-digit.ts";
import type { SolveState, Step, Technique } from "../../engine/techniques/step.ts";
import { eliminationNames } from "./grids.ts";
import { cellNames, range } from "./positions.ts";

// ---------------------------------------------------------------------------------------------------------
// Brute-force reference for subsets and fish: every combination, the definition checked literally.
//
// An instance is identified by its key: technique | pattern cells | pattern digits | sorted eliminations,
// plus base and cover houses for fish. The engine's findAll must give exactly the reference's set of keys
// (instances that remove nothing are not instances), and no key twice.

const NAKED_ID: Record<number, TechniqueId> = { 2: "naked-pair", 3: "naked-triple", 4: "naked-quad" };
const HIDDEN_ID: Record<number, TechniqueId> = { 2: "hidden-pair", 3: "hidden-triple", 4: "hidden-quad" };
const FISH_ID: Record<number, TechniqueId> = { 2: "x-wing", 3: "swordfish", 4: "jellyfish" };
const REFERENCE_IDS = new Set<TechniqueId>([
  ...Object.values(NAKED_ID),
  ...Object.values(HIDDEN_ID),
  ...Object.values(FISH_ID),
]);

const comboCache = new Map<string, number[][]>();
/** All k-element subsets of 0..n-1. */
function combos(n: number, k: number): number[][] {
  const key = `${n},${k}`;
  let out = comboCache.get(key);
  if (!out) {
    out = [];
    const pick = (start: number, acc: number[]) => {
      if (acc.length === k) out!.push(acc);
      else for (let i = start; i < n; i++) pick(i + 1, [...acc, i]);
    };
    pick(0, []);
    comboCache.set(key, out);
  }
  return out;
}

function bits(mask: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < 16; i++) if (mask & (1 << i)) out.push(i);
  return out;
}

function bitCount(mask: number): number {
  let count = 0;
  for (let i = 0; i < 16; i++) if (mask & (1 << i)) count++;
  return count;
}

/** k masks with exactly k bits between them, no j of which (0 < j < k) have j bits or fewer between them. */
function isLockedSet(masks: number[]): boolean {
  const k = masks.length;
  const union = (idx: number[]) => {
    let m = 0;
    for (const i of idx) m |= masks[i];
    return m;
  };
  if (bitCount(union(combos(k, k)[0])) !== k) return false;
  for (let j = 1; j < k; j++) {
    for (const sub of combos(k, j)) if (bitCount(union(sub)) <= j) return false;
  }
  return true;
}

function referenceKeys(state: SolveState): Set<string> {
  const g = state.rules;
  const n = g.size;
  const cand = state.candidates;
  const keys = new Set<string>();
  const elimKey = (elims: Set<string>) => [...elims].sort().join(" ");
  for (let h = 0; h < g.houses.length; h++) {
    const house = [...g.houses[h]];
    const empties = house.filter((c) => state.cells[c] === 0);
    // where[d]: the cells of the house (as bit positions) where digit d+1 can go.
    const where = range(0, n - 1).map((d) =>
      house.reduce((m, c, i) => (cand[c] & (1 << d) ? m | (1 << i) : m), 0)
    );
    for (let k = 2; k <= 4; k++) {
      // Naked: k cells of the house, their candidates as masks.
      for (const combo of combos(empties.length, k)) {
        const cells = combo.map((i) => empties[i]);
        if (!isLockedSet(cells.map((c) => cand[c]))) continue;
        const digits = cells.reduce((m, c) => m | cand[c], 0);
        const elims = new Set<string>();
        for (let other = 0; other < g.houses.length; other++) {
          const members = [...g.houses[other]];
          if (!cells.every((c) => members.includes(c))) continue;
          for (const c of members) {
            if (cells.includes(c)) continue;
            for (const d of bits(cand[c] & digits)) elims.add(`${cellName(g, c)}-${d + 1}`);
          }
        }
        if (elims.size) {
          keys.add(`${NAKED_ID[k]}|${cells.join(",")}|${bits(digits).map((d) => d + 1)}|${elimKey(elims)}`);
        }
      }
      // Hidden: k digits, the cells of the house where each can go as masks.
      for (const combo of combos(n, k)) {
        const positions = combo.map((d) => where[d]);
        if (!isLockedSet(positions)) continue;
        const cells = bits(positions.reduce((m, p) => m | p, 0)).map((i) => house[i]);
        const elims = new Set<string>();
        for (const c of cells) {
          for (const d of bits(cand[c])) if (!combo.includes(d)) elims.add(`${cellName(g, c)}-${d + 1}`);
        }
        if (elims.size) {
          keys.add(`${HIDDEN_ID[k]}|${cells.join(",")}|${combo.map((d) => d + 1)}|${elimKey(elims)}`);
        }
      }
    }
  }
  // Fish: k base lines of one orientation, the cross lines where the digit can go as masks.
  const rows = regionsOfKind(g, "row"), columns = regionsOfKind(g, "column");
  for (let d = 0; d < n; d++) {
    for (const byRows of [true, false]) {
      const cellAtLine = (line: number, cross: number) => (byRows ? line * n + cross : cross * n + line);
      // lineMask[line]: the cross lines where the digit can go in that line.
      const lineMask = range(0, n - 1).map((line) =>
        range(0, n - 1).reduce((m, x) => (cand[cellAtLine(line, x)] & (1 << d) ? m | (1 << x) : m), 0)
      );
      for (let k = 2; k <= 4; k++) {
        for (const base of combos(n, k)) {
          const masks = base.map((line) => lineMask[line]);
          if (!isLockedSet(masks)) continue;
          const cover = bits(masks.reduce((m, x) => m | x, 0));
          const elims = new Set<string>();
          for (let line = 0; line < n; line++) {
            if (base.includes(line)) continue;
            for (const x of cover) {
              if (cand[cellAtLine(line, x)] & (1 << d)) {
                elims.add(`${cellName(g, cellAtLine(line, x))}-${d + 1}`);
              }
            }
          }
          if (elims.size) {
            const baseHouses = base.map((l) => (byRows ? rows : columns)[l]);
            const coverHouses = cover.map((x) => (byRows ? columns : rows)[x]);
            keys.add(`${FISH_ID[k]}|${d + 1}|${baseHouses}|${coverHouses}|${elimKey(elims)}`);
          }
        }
      }
    }
  }
  return keys;
}

function stepKey(state: SolveState, step: Step): string {
  const elims = eliminationNames(state, step).join(" ");
  const p = step.pattern;
  if (Object.values(FISH_ID).includes(step.technique)) {
    const k = p.houses!.length / 2;
    return `${step.technique}|${p.digits![0]}|${p.houses!.slice(0, k)}|${p.houses!.slice(k)}|${elims}`;
  }
  return `${step.technique}|${p.cells}|${p.digits}|${elims}`;
}

export function assertComplete(state: SolveState, steps: Step[]): void {
  const got = steps.filter((s) => REFERENCE_IDS.has(s.technique)).map((s) => stepKey(state, s));
  assert.equal(new Set(got).size, got.length, `no instance listed twice: ${got}`);
  assert.deepEqual(new Set(got), referenceKeys(state));
}

// ---------------------------------------------------------------------------------------------------------
// Brute-force references

function seesRef(g: Rules, a: number, b: number): boolean {
  if (a === b) return false;
  const ra = Math.floor(a / g.size), ca = a % g.size, rb = Math.floor(b / g.size), cb = b % g.size;
  const sameBox = Math.floor(ra / g.boxRows) === Math.floor(rb / g.boxRows) &&
    Math.floor(ca / g.boxCols) === Math.floor(cb / g.boxCols);
  return ra === rb || ca === cb || sameBox;
}

function digitsOfMask(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= 16; d++) if (mask & (1 << (d - 1))) out.push(d);
  return out;
}

/** Cells with `digit` that see every one of `cells` (and are none of them), as "r1c2-5" names. */
function seenByAllRef(state: SolveState, digit: number, cells: number[]): string[] {
  const g = state.rules;
  const out: string[] = [];
  for (let c = 0; c < g.cellCount; c++) {
    if (state.candidates[c] & (1 << (digit - 1)) && cells.every((p) => seesRef(g, c, p))) {
      out.push(`${cellName(g, c)}-${digit}`);
    }
  }
  return out.sort();
}

function key(state: SolveState, cells: number[], elims: string[]): string {
  return `${cellNames(state, cells).join(" ")} => ${elims.join(" ")}`;
}

function withCount(state: SolveState, count: number): number[] {
  const out: number[] = [];
  for (let c = 0; c < state.rules.cellCount; c++) {
    let n = 0;
    for (let m = state.candidates[c]; m; m &= m - 1) n++;
    if (n === count) out.push(c);
  }
  return out;
}

export function xyWingRef(state: SolveState): string[] {
  const g = state.rules, cand = state.candidates;
  const out: string[] = [];
  const bi = withCount(state, 2);
  for (const p of bi) {
    const [x, y] = digitsOfMask(cand[p]);
    for (const a of bi) {
      for (const b of bi) {
        if (!seesRef(g, p, a) || !seesRef(g, p, b) || a === b) continue;
        const [a1, a2] = digitsOfMask(cand[a]), [b1, b2] = digitsOfMask(cand[b]);
        const az = a1 === x ? a2 : a2 === x ? a1 : 0;
        const bz = b1 === y ? b2 : b2 === y ? b1 : 0;
        if (!az || az !== bz || az === x || az === y) continue;
        const elims = seenByAllRef(state, az, [a, b]);
        if (elims.length) out.push(key(state, [p, a, b], elims));
      }
    }
  }
  return out.sort();
}

export function xyzWingRef(state: SolveState): string[] {
  const g = state.rules, cand = state.candidates;
  const out: string[] = [];
  const bi = withCount(state, 2);
  for (const p of withCount(state, 3)) {
    for (const a of bi) {
      for (const b of bi) {
        if (a >= b || !seesRef(g, p, a) || !seesRef(g, p, b)) continue;
        const pd = digitsOfMask(cand[p]), ad = digitsOfMask(cand[a]), bd = digitsOfMask(cand[b]);
        if (![...ad, ...bd].every((d) => pd.includes(d))) continue;
        const common = ad.filter((d) => bd.includes(d));
        if (common.length !== 1 || new Set([...ad, ...bd]).size !== 3) continue;
        const elims = seenByAllRef(state, common[0], [p, a, b]);
        if (elims.length) out.push(key(state, [p, a, b], elims));
      }
    }
  }
  return out.sort();
}

/**
 * The conjugate pairs of each digit, found house by house: entry d maps "a,b" (a < b) to the kinds (row,
 * column, box) of the houses in which a and b are digit d's only two cells.
 */
export function conjugatesRef(state: SolveState): Map<string, RegionKind[]>[] {
  const g = state.rules;
  return Array.from({ length: g.size + 1 }, (_, digit) => {
    const out = new Map<string, RegionKind[]>();
    if (digit === 0) return out;
    g.houses.forEach((house, h) => {
      const withDigit = [...house].filter((c) => state.candidates[c] & (1 << (digit - 1)));
      if (withDigit.length !== 2) return;
      const k = `${Math.min(...withDigit)},${Math.max(...withDigit)}`;
      out.set(k, [...(out.get(k) ?? []), g.regions[h].kind]);
    });
    return out;
  });
}

export function wWingRef(state: SolveState, conjugates = conjugatesRef(state)): string[] {
  const g = state.rules, cand = state.candidates;
  const out: string[] = [];
  const bi = withCount(state, 2);
  for (const w1 of bi) {
    for (const w2 of bi) {
      if (w1 >= w2 || cand[w1] !== cand[w2] || seesRef(g, w1, w2)) continue;
      const [d1, d2] = digitsOfMask(cand[w1]);
      for (const [x, y] of [[d1, d2], [d2, d1]]) {
        const elims = seenByAllRef(state, y, [w1, w2]);
        if (!elims.length) continue;
        for (const pair of conjugates[x].keys()) {
          const [l1, l2] = pair.split(",").map(Number);
          if ([l1, l2].some((l) => l === w1 || l === w2)) continue;
          if (seesRef(g, l1, w1) && seesRef(g, l2, w2)) out.push(key(state, [w1, w2, l1, l2], elims));
          else if (seesRef(g, l2, w1) && seesRef(g, l1, w2)) out.push(key(state, [w1, w2, l2, l1], elims));
        }
      }
    }
  }
  return out.sort();
}

/**
 * Every strong–weak–strong chain on one digit with something to remove, minus the X-Wing shapes, with the
 * chain written in whichever direction reads first. Skyscraper, kite and turbot fish must share these out
 * with no overlap.
 */
export function oneDigitChainsRef(state: SolveState, allConjugates = conjugatesRef(state)): string[] {
  const g = state.rules;
  const out: string[] = [];
  const same = (k: RegionKind, a: number, b: number) => g.regionOfCell[k][a] === g.regionOfCell[k][b];
  for (let d = 1; d <= g.size; d++) {
    const conjugates = allConjugates[d];
    const pairs = [...conjugates.keys()].map((k) => k.split(",").map(Number));
    const inLine = (a: number, b: number, k: RegionKind) =>
      conjugates.get(`${Math.min(a, b)},${Math.max(a, b)}`)!.includes(k);
    for (let i = 0; i < pairs.length; i++) {
      for (let j = i + 1; j < pairs.length; j++) {
        for (const [i1, e1] of [pairs[i], [pairs[i][1], pairs[i][0]]]) {
          for (const [i2, e2] of [pairs[j], [pairs[j][1], pairs[j][0]]]) {
            if (new Set([e1, i1, i2, e2]).size !== 4 || !seesRef(g, i1, i2)) continue;
            const xWing = (["row", "column"] as const).some((k) => {
              const cross = k === "row" ? "column" : "row";
              return inLine(e1, i1, k) && inLine(e2, i2, k) && same(cross, i1, i2) && same(cross, e1, e2);
            });
            if (xWing) continue;
            const elims = seenByAllRef(state, d, [e1, e2]);
            if (elims.length) out.push(chainKey(state, [e1, i1, i2, e2], elims));
          }
        }
      }
    }
  }
  return out.sort();
}

function chainKey(state: SolveState, chain: number[], elims: string[]): string {
  const forward = key(state, chain, elims), backward = key(state, chain.slice().reverse(), elims);
  return forward < backward ? forward : backward;
}

export function oneDigitChainsFound(state: SolveState): string[] {
  return [SKYSCRAPER, TWO_STRING_KITE, TURBOT_FISH]
    .flatMap((t) => t.findAll(state))
    .map((s) => chainKey(state, s.pattern.cells!, eliminationNames(state, s)))
    .sort();
}

export function foundKeys(state: SolveState, technique: Technique): string[] {
  return technique.findAll(state).map((s) => key(state, s.pattern.cells!, eliminationNames(state, s))).sort();
}
