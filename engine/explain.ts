/**
 * Why a step holds, from the position it was found in: the reason a hint's third level gives after the move.
 *
 * - A naked single: the digits each region of the cell already holds (a killer's cage and an X-Sudoku's
 *   diagonal included), and any digit earlier eliminations took away, which leave one digit.
 * - A hidden single: every other empty cell of the house, and the placed digit that keeps the digit out of it
 *   (or the earlier elimination that did).
 * - Any other step: the cells that form its pattern, what the pattern shows, and what it rules out.
 *
 * The facts come from the position (placed digits and candidates), never from a solution; the words are built
 * from the same facts, so a page can show the words and point at the cells.
 */
import { techniqueInfo } from "./catalogue.ts";
import { cellName, regionName, type Rules } from "./rules.ts";
import { type CellDigit, describeStep, type SolveState, type Step } from "./techniques/step.ts";

/** A region of the rules with its name as players read it. */
export interface NamedRegion {
  region: number;
  name: string;
}

/** The digits a region holds, and the cells holding them (in the same order). */
export interface RegionDigits extends NamedRegion {
  digits: number[];
  cells: number[];
}

/** Cells of a house that cannot take the digit because `by` holds it, in `region`, which they share. */
export interface BlockedCells extends NamedRegion {
  by: number;
  cells: number[];
}

export type StepReason =
  | {
    kind: "naked-single";
    cell: number;
    digit: number;
    /**
     * The cell's regions, in region order, that hold a digit no earlier one of them does: each with every
     * digit it holds. Together they rule out every digit but `digit`, except those in `removed`.
     */
    regions: RegionDigits[];
    /** Digits no placed digit rules out: earlier eliminations took them from the cell. */
    removed: number[];
    /** The house the cell is the last empty cell of, for a full house. */
    fullHouse?: NamedRegion;
    text: string;
    /** Every cell the reason rests on: the cell and the placed digits named. */
    cells: number[];
  }
  | {
    kind: "hidden-single";
    cell: number;
    digit: number;
    house: NamedRegion;
    /** The house's other empty cells that a placed `digit` sees, grouped by that digit's cell. */
    blocked: BlockedCells[];
    /** The house's other empty cells that earlier eliminations took `digit` from. */
    removed: number[];
    text: string;
    /** Every cell the reason rests on: the cell, the blocked cells and the placed digits blocking them. */
    cells: number[];
  }
  | {
    kind: "pattern";
    /** The cells that form the pattern. */
    pattern: number[];
    /** The regions the pattern lies in or acts on. */
    regions: NamedRegion[];
    digits: number[];
    /** What the pattern rules out: each digit with the cells it leaves. */
    rulesOut: Array<{ digit: number; cells: number[] }>;
    /** What it places, for the few patterns that place a digit (the rule of 45, BUG+1). */
    places: CellDigit[];
    text: string;
    /** Every cell the reason rests on: the pattern's cells and the cells it changes. */
    cells: number[];
  };

/** `state` is the position `step` was found in (before it is applied). */
export function explainStep(state: SolveState, step: Step): StepReason {
  const g = state.rules;
  const family = techniqueInfo(step.technique).family;
  if (family === "singles" && step.placements.length === 1 && step.eliminations.length === 0) {
    const { cell, digit } = step.placements[0];
    if (step.technique === "naked-single") return nakedSingle(g, state, cell, digit, step);
    return hiddenSingle(g, state, cell, digit, step.pattern.houses![0]);
  }
  return patternReason(g, step, state);
}

function named(g: Rules, region: number): NamedRegion {
  return { region, name: regionName(g, region) };
}

/** "3", "3 and 8", "1, 3 and 8" */
function andList(items: readonly (string | number)[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function cellsWords(g: Rules, cells: readonly number[]): string {
  return andList(cells.map((c) => cellName(g, c)));
}

/**
 * A region as a sentence names it: "row 5", "the main diagonal", and a cage by its sum ("the cage of sum 17"),
 * since the board draws cages with their sums and no numbers.
 */
function regionWords(g: Rules, region: number): string {
  const r = g.regions[region];
  if (r.kind === "cage") return `the cage of sum ${r.sum}`;
  if (r.kind === "diagonal") return `the ${regionName(g, region)}`;
  return regionName(g, region);
}

/** One of a cell's own regions as a sentence about the cell names it: a cage is "its cage (sum 17)". */
function ownRegion(g: Rules, region: number): string {
  const r = g.regions[region];
  return r.kind === "cage" ? `its cage (sum ${r.sum})` : regionWords(g, region);
}

/** A region two cells share, as a parenthesis names it: "row 1", "main diagonal", "same cage". */
function sharedRegion(g: Rules, region: number): string {
  return g.regions[region].kind === "cage" ? "same cage" : regionName(g, region);
}

function regionCells(g: Rules, region: number): number[] {
  return Array.from(g.regions[region].cells);
}

function regionsOfCell(g: Rules, cell: number): number[] {
  return Array.from(g.cellRegionList.subarray(g.cellRegionStart[cell], g.cellRegionStart[cell + 1]));
}

function nakedSingle(g: Rules, state: SolveState, cell: number, digit: number, step: Step): StepReason {
  const ruledOut = new Set<number>();
  const regions: RegionDigits[] = [];
  for (const region of regionsOfCell(g, cell)) {
    const holders = regionCells(g, region).filter((c) => state.cells[c] !== 0)
      .sort((a, b) => state.cells[a] - state.cells[b]);
    const digits = holders.map((c) => state.cells[c]);
    if (!digits.some((d) => d !== digit && !ruledOut.has(d))) continue;
    for (const d of digits) ruledOut.add(d);
    regions.push({ ...named(g, region), digits, cells: holders });
  }
  const removed: number[] = [];
  for (let d = 1; d <= g.size; d++) if (d !== digit && !ruledOut.has(d)) removed.push(d);
  const where = cellName(g, cell);
  const cells = [cell, ...regions.flatMap((r) => r.cells)];
  const house = step.pattern.variant === "full house" ? step.pattern.houses?.[0] : undefined;
  if (house !== undefined && removed.length === 0) {
    const name = ownRegion(g, house);
    return {
      kind: "naked-single",
      cell,
      digit,
      regions,
      removed,
      fullHouse: named(g, house),
      text: `${where} is the last empty cell of ${name}, and ${digit} is the one digit ${name} lacks`,
      cells,
    };
  }
  // Semicolons between the regions: each one's digits are a list with commas of its own.
  const parts = regions.map((r) => `${ownRegion(g, r.region)} has ${andList(r.digits)}`);
  if (removed.length) parts.push(`earlier eliminations took ${andList(removed)} from it`);
  return {
    kind: "naked-single",
    cell,
    digit,
    regions,
    removed,
    text: `${where} can only be ${digit}: ${parts.join("; ")}, which leaves only ${digit}`,
    cells,
  };
}

function hiddenSingle(g: Rules, state: SolveState, cell: number, digit: number, house: number): StepReason {
  const bit = 1 << (digit - 1);
  const blocked: BlockedCells[] = [];
  const removed: number[] = [];
  for (const other of regionCells(g, house)) {
    if (other === cell || state.cells[other] !== 0) continue;
    const seen = blockerOf(g, state, other, digit, house);
    if (!seen) {
      // The position is the one the single was found in: the digit is no candidate of any other cell here.
      if ((state.candidates[other] & bit) === 0) removed.push(other);
      continue;
    }
    const group = blocked.find((b) => b.by === seen.by && b.region === seen.region);
    if (group) group.cells.push(other);
    else blocked.push({ by: seen.by, ...named(g, seen.region), cells: [other] });
  }
  const parts = blocked.map((b) =>
    `${cellsWords(g, b.cells)} ${b.cells.length === 1 ? "sees" : "see"} the ${digit} at ${
      cellName(g, b.by)
    } ` +
    `(${sharedRegion(g, b.region)})`
  );
  if (removed.length) parts.push(`earlier eliminations took ${digit} from ${cellsWords(g, removed)}`);
  const name = ownRegion(g, house);
  const because = parts.length ? `: ${parts.join("; ")}` : `: every other cell of ${name} is filled`;
  return {
    kind: "hidden-single",
    cell,
    digit,
    house: named(g, house),
    blocked,
    removed,
    text: `In ${name}, ${digit} fits only ${cellName(g, cell)}${because}`,
    cells: [cell, ...blocked.flatMap((b) => [...b.cells, b.by]), ...removed],
  };
}

/** The first placed `digit` that `cell` sees, by the cell's regions in order (not `house`), or null. */
function blockerOf(
  g: Rules,
  state: SolveState,
  cell: number,
  digit: number,
  house: number,
): { by: number; region: number } | null {
  for (const region of regionsOfCell(g, cell)) {
    if (region === house) continue;
    const by = regionCells(g, region).find((c) => state.cells[c] === digit);
    if (by !== undefined) return { by, region };
  }
  return null;
}

/** The eliminations grouped by digit, digits ascending and cells ascending. */
function rulesOutOf(step: Step): Array<{ digit: number; cells: number[] }> {
  const byDigit = new Map<number, number[]>();
  for (const { cell, digit } of step.eliminations) {
    if (!byDigit.has(digit)) byDigit.set(digit, []);
    byDigit.get(digit)!.push(cell);
  }
  return [...byDigit.keys()].sort((a, b) => a - b).map((digit) => ({
    digit,
    cells: [...new Set(byDigit.get(digit))].sort((a, b) => a - b),
  }));
}

/** "this rules out 5 from r7c1 and 8 from r9c1", "this rules out 3 and 7 from r3c5": digits leaving the same cells together. */
function rulesOutWords(g: Rules, rulesOut: Array<{ digit: number; cells: number[] }>): string {
  const groups: Array<{ digits: number[]; cells: number[] }> = [];
  for (const { digit, cells } of rulesOut) {
    const same = groups.find((x) => x.cells.join() === cells.join());
    if (same) same.digits.push(digit);
    else groups.push({ digits: [digit], cells });
  }
  return `this rules out ${
    andList(groups.map((x) => `${andList(x.digits)} from ${cellsWords(g, x.cells)}`))
  }`;
}

/** The cells a step's pattern is made of: its cells, then any chain or colour cells not among them. */
function patternCells(step: Step): number[] {
  const p = step.pattern;
  const cells = [...(p.cells ?? [])];
  for (const { cell } of [...(p.chain ?? []), ...(p.colors ?? [])]) {
    if (!cells.includes(cell)) cells.push(cell);
  }
  for (const cell of p.fins ?? []) if (!cells.includes(cell)) cells.push(cell);
  return cells;
}

function patternReason(g: Rules, step: Step, state: SolveState): StepReason {
  const p = step.pattern;
  const pattern = patternCells(step);
  const rulesOut = rulesOutOf(step);
  const changed = [...step.placements.map((x) => x.cell), ...rulesOut.flatMap((r) => r.cells)];
  return {
    kind: "pattern",
    pattern,
    regions: (p.houses ?? []).map((h) => named(g, h)),
    digits: p.digits ?? [],
    rulesOut,
    places: step.placements,
    text: patternWords(g, step, pattern, rulesOut, state),
    cells: [...new Set([...pattern, ...changed])],
  };
}

/** "columns 1 and 4", "rows 2, 6 and 8", "row 3": lines of one kind. */
function linesWords(g: Rules, lines: readonly number[]): string {
  const kind = g.regions[lines[0]].kind;
  if (lines.length === 1) return regionName(g, lines[0]);
  return `${kind}s ${andList(lines.map((h) => g.regions[h].index + 1))}`;
}

const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight"];
const count = (n: number) => NUMBER_WORDS[n] ?? String(n);

/** The words of a pattern's reason, by family; the step's own description where it already says why. */
function patternWords(
  g: Rules,
  step: Step,
  pattern: number[],
  rulesOut: Array<{ digit: number; cells: number[] }>,
  state: SolveState,
): string {
  const p = step.pattern;
  const family = techniqueInfo(step.technique).family;
  const out = rulesOutWords(g, rulesOut);
  const houses = p.houses ?? [];
  const digits = p.digits ?? [];
  if (family === "intersections" && houses.length === 2 && digits.length === 1) {
    const [from, onto] = houses.map((h) => regionWords(g, h));
    return `In ${from}, ${digits[0]} can only go in ${cellsWords(g, pattern)}, all of them in ${onto}: ` +
      `whichever holds it, no other cell of ${onto} can, so ${out}`;
  }
  if (family === "subsets" && step.technique.startsWith("naked")) {
    const k = count(pattern.length);
    return `${cellsWords(g, pattern)} can only hold ${andList(digits)} between them: these ${k} cells take ` +
      `those ${k} digits, so no other cell of ${
        andList(houses.map((h) => regionWords(g, h)))
      } can take them, ` +
      `and ${out}`;
  }
  if (family === "subsets") {
    const k = count(pattern.length);
    return `In ${regionWords(g, houses[0])}, ${andList(digits)} can only go in ${cellsWords(g, pattern)}: ` +
      `those ${k} cells must take those ${k} digits and nothing else, so ${out}`;
  }
  if (family === "fish" && digits.length === 1 && houses.length >= 4 && houses.length % 2 === 0) {
    const half = houses.length / 2;
    const base = houses.slice(0, half), cover = houses.slice(half);
    const d = digits[0];
    const k = count(half);
    return `In ${linesWords(g, base)}, ${d} can only go in ${linesWords(g, cover)} ` +
      `(${cellsWords(g, pattern)}): the ${k} ${g.regions[base[0]].kind}s put their ${d}s in those ${k} ` +
      `${g.regions[cover[0]].kind}s, so no other cell of ${linesWords(g, cover)} can hold ${d}, and ${out}`;
  }
  if (family === "als" && p.sets?.length) return alsWords(g, step, state, out);
  if (step.technique === "medusa-3d" && p.colors?.length) return medusaWords(g, step, out);
  if (step.technique === "aic" && p.chain) return aicWords(g, step, out);
  if (family === "forcing") return forcingWords(g, step, out);
  if (family === "coloring" && p.colors?.length && digits.length === 1) {
    return coloringWords(g, step, digits[0], out);
  }
  if (p.chain && p.chain.length >= 2 && rulesOut.length === 1 && step.placements.length === 0) {
    const first = p.chain[0], last = p.chain[p.chain.length - 1];
    const d = rulesOut[0].digit;
    if (first.digit === d && last.digit === d) {
      const through = p.chain.map((n) => n.cell).filter((c, i, all) => all.indexOf(c) === i);
      const seeing = rulesOut[0].cells;
      return `The chain through ${cellsWords(g, through)} joins ${cellName(g, first.cell)} and ` +
        `${
          cellName(g, last.cell)
        } by strong links (one of the two is true) and weak links (not both are) in ` +
        `turn, so if one end is not ${d} the other is: ${cellsWords(g, seeing)} ` +
        `${seeing.length === 1 ? "sees" : "see"} both ends, so ${out}`;
    }
  }
  if (family === "finned-fish" && digits.length === 1 && p.fins?.length && houses.length % 2 === 0) {
    const half = houses.length / 2;
    const base = houses.slice(0, half), cover = houses.slice(half);
    const d = digits[0];
    const k = count(half);
    const fins = p.fins;
    const body = pattern.filter((c) => !fins.includes(c));
    const finWords = `${fins.length === 1 ? "the fin" : "the fins"} ${cellsWords(g, fins)}`;
    const seeing = rulesOut[0]?.cells ?? [];
    return `In ${linesWords(g, base)}, ${d} can only go in ${linesWords(g, cover)} (${
      cellsWords(g, body)
    }) ` +
      `or in ${finWords}. If no fin holds ${d}, the ${k} ${
        g.regions[base[0]].kind
      }s put their ${d}s in those ` +
      `${k} ${g.regions[cover[0]].kind}s, and no other cell of them can hold ${d}; if a fin does, no cell ` +
      `seeing it can. ${cellsWords(g, seeing)} ${seeing.length === 1 ? "is" : "are"} in ` +
      `${linesWords(g, cover)} and ${seeing.length === 1 ? "sees" : "see"} every fin, so ${out}`;
  }
  if (
    step.technique === "wxyz-wing" && pattern.length === 4 && rulesOut.length === 1 && digits.length === 4
  ) {
    const z = digits[3];
    const restricted = digits.slice(0, 3);
    const zCells = pattern.filter((c) => state.candidates[c] & (1 << (z - 1)));
    const seeing = rulesOut[0].cells;
    return `${cellsWords(g, pattern)} hold only ${andList(digits)} between them. For each of ` +
      `${
        andList(restricted)
      }, the cells among them that can take it all see each other, so it fills at most ` +
      `one of the four cells; three digits cannot fill four cells, so one of ${
        cellsWords(g, zCells)
      } is ${z}. ` +
      `${cellsWords(g, seeing)} ${seeing.length === 1 ? "sees" : "see"} all of those, so ${out}`;
  }
  if (step.technique === "xyz-wing" && pattern.length === 3 && rulesOut.length === 1) {
    const [pivot, ...pincers] = pattern;
    const z = rulesOut[0].digit;
    return `The pivot ${cellName(g, pivot)} and the pincers ${cellsWords(g, pincers)} hold only ` +
      `${andList(digits)} between them, and whichever digit the pivot takes, one of the three is ${z}: ` +
      `${cellsWords(g, rulesOut[0].cells)} ${
        rulesOut[0].cells.length === 1 ? "sees" : "see"
      } all three, so ${out}`;
  }
  if (step.technique === "unique-rectangle" && p.variant === "type 1" && rulesOut.length > 0) {
    const target = rulesOut[0].cells[0];
    return `${cellsWords(g, pattern)} lie in two rows, two columns and two boxes; if all four held only ` +
      `${
        andList(digits)
      }, the two digits could swap and the puzzle would have two solutions. Three of them ` +
      `hold only ${andList(digits)}, so ${cellName(g, target)} cannot, and ${out}`;
  }
  if (family === "cages" || step.technique === "bug-plus-one") {
    // Their descriptions already give the arithmetic or the argument.
    return describeStep(g, step);
  }
  const where = houses.length ? ` in ${andList(houses.map((h) => regionWords(g, h)))}` : "";
  const about = digits.length ? ` for ${digits.length === 1 ? "digit" : "digits"} ${andList(digits)}` : "";
  const placed = step.placements.map(({ cell, digit }) => `${cellName(g, cell)} = ${digit}`);
  const effects = [
    ...(rulesOut.length ? [out] : []),
    ...(placed.length ? [`it places ${andList(placed)}`] : []),
  ];
  return `${techniqueInfo(step.technique).name}${p.variant ? ` (${p.variant})` : ""}: the pattern is ` +
    `${cellsWords(g, pattern)}${where}${about}, and ${effects.join(", and ")}`;
}

function coloringWords(g: Rules, step: Step, d: number, out: string): string {
  const colors = step.pattern.colors!;
  const side = (c: number) => colors.filter((x) => x.color === c).map((x) => x.cell);
  const [one, other] = [side(0), side(1)];
  const head = `The ${d}s joined by strong links (one end of each holds ${d}) take two colours in turn: ` +
    `${cellsWords(g, one)}, and ${cellsWords(g, other)}; one colour holds every ${d} and the other none. `;
  if (step.pattern.variant === "color wrap") {
    const house = step.pattern.houses?.[0];
    const meet = house === undefined ? "" : ` in ${regionWords(g, house)}`;
    return head + `Two cells of one colour see each other${meet}, so that colour holds no ${d}, and ${out}`;
  }
  return head + `Cells that see a cell of each colour cannot hold ${d}, so ${out}`;
}

/** "(9)r1c9 = (9)r2c9 − (4)r2c9 …", a group as "(9)r1c4|r3c4": the chain as players write it. */
function chainWords(g: Rules, step: Step): string {
  const { chain = [], groups = [] } = step.pattern;
  return chain.map((node, i) => {
    const group = groups.find((x) => x.index === i);
    const where = group ? group.cells.map((c) => cellName(g, c)).join("|") : cellName(g, node.cell);
    return `${i === 0 ? "" : i % 2 === 1 ? "= " : "− "}(${node.digit})${where}`;
  }).join(" ");
}

/** "r1c6 = 3", "3 in one of r3c5, r3c6": a chain node in words. */
function nodeWords(g: Rules, step: Step, index: number): string {
  const node = step.pattern.chain![index];
  const group = step.pattern.groups?.find((x) => x.index === index);
  return group
    ? `${node.digit} in one of ${cellsWords(g, group.cells)}`
    : `${cellName(g, node.cell)} = ${node.digit}`;
}

function aicWords(g: Rules, step: Step, out: string): string {
  const chain = step.pattern.chain!;
  const first = nodeWords(g, step, 0), last = nodeWords(g, step, chain.length - 1);
  const along = `Along the chain ${chainWords(g, step)}, strong links (=: at least one end holds) and weak ` +
    `links (−: not both hold) alternate, so if one candidate is false the next is true, and if it is true ` +
    `the next is false. `;
  if (step.pattern.variant === "discontinuous nice loop") {
    const result = step.placements.length
      ? `so ${first} holds, and it places ${
        step.placements.map((x) => `${cellName(g, x.cell)} = ${x.digit}`)
      }`
      : `so ${first} holds, and ${out}`;
    return along + `If ${first} were false, the chain would lead back to make it true: ${result}`;
  }
  if (step.pattern.variant === "continuous nice loop") {
    return along + `Its ends, ${first} and ${last}, see each other, closing a loop in which every link has ` +
      `exactly one true end; a candidate that sees both ends of any weak link is false, so ${out}`;
  }
  return along + `If ${first} is false, ${last} is true: one of the two holds, and every candidate ` +
    `ruled out sees both (or shares a cell with one and sees the other's digit), so ${out}`;
}

function medusaWords(g: Rules, step: Step, out: string): string {
  const colors = step.pattern.colors!;
  const side = (c: number) =>
    andList(colors.filter((x) => x.color === c).map((x) => `(${x.digit})${cellName(g, x.cell)}`));
  const head =
    `The candidates joined by strong links (the only two of a cell, or the only two places of a digit ` +
    `in a house) take two colours in turn: ${side(0)}; and ${
      side(1)
    }. One colour is all true, the other all ` +
    `false. `;
  if (step.pattern.variant === "color wrap") {
    return head +
      `One colour cannot be true: two of its candidates share a cell or see each other with one ` +
      `digit, or it would leave a cell with no digit; so that colour is false, and ${out}`;
  }
  return head + `Each candidate ruled out sees its digit in both colours, or shares a cell with one colour ` +
    `and sees its digit in the other: whichever colour is true, it is false, so ${out}`;
}

function forcingWords(g: Rules, step: Step, out: string): string {
  const p = step.pattern;
  const result = step.placements.length
    ? `${step.placements.map((x) => `${cellName(g, x.cell)} = ${x.digit}`).join(", ")} holds`
    : out;
  const follow = "follow the naked and hidden singles it leads to";
  if (step.technique === "digit-forcing") {
    const cell = cellName(g, p.cells![0]), d = p.digits![0];
    if (p.variant === "contradiction") {
      return `Suppose ${cell} is ${d} and ${follow}: they break a rule (a cell or a house left without a ` +
        `place for a digit, or a digit twice in a house), so ${cell} is not ${d}, and ${out}`;
    }
    return `Suppose ${cell} is ${d}, then suppose it is not, and ${follow} each time: both lead to the same ` +
      `result, and one of them is what happens, so ${result}`;
  }
  if (step.technique === "unit-forcing") {
    const house = regionWords(g, p.houses![0]);
    return `In ${house}, ${p.digits![0]} can only go in ${cellsWords(g, p.cells!)}. Try each in turn and ` +
      `${follow}: every try either breaks a rule (so it is not the one) or reaches the same result, so ` +
      `${result}`;
  }
  const cell = cellName(g, p.cells![0]);
  return `${cell} holds one of ${
    andList(p.digits!)
  }. Try each in turn and ${follow}: every try either breaks ` +
    `a rule (so it is not the one) or reaches the same result, so ${result}`;
}

/** The digits of a mask of digit bits, ascending. */
function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; mask >> (d - 1); d++) if (mask & (1 << (d - 1))) out.push(d);
  return out;
}

/** "r1c2 and r1c3 hold 1, 5 and 7 (three digits, two cells)": one almost locked set. */
function setWords(g: Rules, set: { cells: number[]; digits: number[] }): string {
  const verb = set.cells.length === 1 ? "holds" : "hold";
  return `${cellsWords(g, set.cells)} ${verb} ${andList(set.digits)} (${count(set.digits.length)} digits, ` +
    `${count(set.cells.length)} ${set.cells.length === 1 ? "cell" : "cells"})`;
}

/** "r2c3 sees", "r2c3 and r2c5 see" */
function seeWords(g: Rules, cells: readonly number[]): string {
  return `${cellsWords(g, cells)} ${cells.length === 1 ? "sees" : "see"}`;
}

function alsWords(g: Rules, step: Step, state: SolveState, out: string): string {
  const p = step.pattern;
  const sets = p.sets!;
  const seeing = [...new Set(step.eliminations.map((e) => e.cell))].sort((a, b) => a - b);
  if (step.technique === "sue-de-coq") {
    const [line, box] = (p.houses ?? []).map((h) => regionWords(g, h));
    const outside = new Set(sets.flatMap((s) => s.cells));
    const inner = (p.cells ?? []).filter((c) => !outside.has(c));
    let v = 0;
    for (const c of inner) v |= state.candidates[c];
    const all = p.cells ?? [];
    const [lineSet, boxSet] = sets;
    const lineDigits = (p.digits ?? []).filter((d) => !boxSet.digits.includes(d));
    const boxDigits = (p.digits ?? []).filter((d) => !lineSet.digits.includes(d));
    const part = (set: { cells: number[]; digits: number[] }, house: string) =>
      `${cellsWords(g, set.cells)} (${andList(set.digits)}) in ${house}`;
    return `${cellsWords(g, inner)}, where ${line} crosses ${box}, hold ${andList(digitsOf(v))}: ` +
      `${count(digitsOf(v).length)} digits for ${count(inner.length)} cells. With ${part(lineSet, line)} ` +
      `and ${part(boxSet, box)}, these ${count(all.length)} cells hold only ${
        count(p.digits?.length ?? 0)
      } ` +
      `digits between them, and none can go twice among them: the places of ${andList(lineSet.digits)} lie ` +
      `in ${line}, those of every other digit in ${box}. So each digit goes in exactly one of them: ` +
      `${andList(lineDigits)} within ${line}, and ${andList(boxDigits)} within ${box}; ${out}`;
  }
  const commons = (p.links ?? []).map((l) => l.from.digit);
  const head =
    "Each set has one digit more than cells, so it is locked (holds every one of its other digits) " +
    "as soon as it loses one";
  if (step.technique === "als-xy-wing" && sets.length === 3) {
    const [a, b, c] = sets;
    const [x, y] = commons;
    const zs = [...new Set(step.eliminations.map((e) => e.digit))].sort((m, n) => m - n);
    return `Three almost locked sets: ${setWords(g, a)}; ${setWords(g, b)}; and the pivot ` +
      `${
        setWords(g, c)
      }. ${head}. Every ${x} of the pivot sees every ${x} of the first set, and every ${y} ` +
      `of the pivot every ${y} of the second. If neither the first nor the second set held ${andList(zs)}, ` +
      `both would be locked, the first holding ${x} and the second ${y}, which leaves the pivot without ` +
      `${x} and ${y}: fewer digits than cells. So ${zs.length === 1 ? `${zs[0]} is` : "each is"} in one of ` +
      `the first two sets; ${seesAll(g, seeing, zs)} in both, so ${out}`;
  }
  const [a, b] = sets;
  if (p.variant === "doubly linked") {
    const [x1, x2] = commons;
    return `Two almost locked sets: ${setWords(g, a)}; and ${setWords(g, b)}. ${head}. Every ${x1} of one ` +
      `sees every ${x1} of the other, and likewise for ${x2}, so each of them is in at most one set; a set ` +
      `holding neither would be left with fewer digits than cells, so each set holds exactly one of ${x1} and ` +
      `${x2} and is locked on all its other digits. So ${x1} and ${x2} are each in one set or the other, and ` +
      `every other digit of a set is in that set; each candidate ruled out sees every place of its digit ` +
      `there, so ${out}`;
  }
  const x = commons[0];
  const zs = [...new Set(step.eliminations.map((e) => e.digit))].sort((m, n) => m - n);
  return `Two almost locked sets: ${setWords(g, a)}; and ${setWords(g, b)}. ${head}. Every ${x} of one ` +
    `sees every ${x} of the other, so at most one of them holds ${x}, and the other is locked: it holds ` +
    `${andList(zs)}. So ${zs.length === 1 ? `${zs[0]} is` : "each of those is"} in one set or the other; ` +
    `${seesAll(g, seeing, zs)} in both, so ${out}`;
}

/** "r2c3 sees every place of it", or for several digits "each candidate ruled out sees every place of its digit". */
function seesAll(g: Rules, seeing: readonly number[], digits: readonly number[]): string {
  return digits.length === 1
    ? `${seeWords(g, seeing)} every place of it`
    : "each candidate ruled out sees every place of its digit";
}
