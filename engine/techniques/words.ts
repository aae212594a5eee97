/**
 * The word helpers every technique's words are built from: a step's one-line description (describeStep in
 * index.ts) and the reason a hint gives (engine/explain.ts). They live apart from both so that the family
 * modules, which write their own techniques' words, can use them without importing the registry that imports
 * the families.
 */
import { techniqueInfo } from "../catalogue.ts";
import { cellName, regionName, type Rules } from "../rules.ts";
import type { SolveState, Step } from "./step.ts";

/** "r4c2, r4c8" */
export function cellList(g: Rules, cells: readonly number[]): string {
  return cells.map((c) => cellName(g, c)).join(", ");
}

/** "box 3", "cage 3 (sum 17)": a region by name, with its sum when it has one (a step's description). */
export function regionWithSum(g: Rules, region: number): string {
  const { sum } = g.regions[region];
  return regionName(g, region) + (sum === undefined ? "" : ` (sum ${sum})`);
}

/** "removes 3, 7 from r4c1, r4c5" */
export function removesWords(g: Rules, step: Step): string {
  const digits = [...new Set(step.eliminations.map((e) => e.digit))].sort((a, b) => a - b);
  const cells = [...new Set(step.eliminations.map((e) => e.cell))];
  return `removes ${digits.join(", ")} from ${cellList(g, cells)}`;
}

/**
 * The description of a step whose technique writes none of its own, after `head` (its name and any variant).
 * Eliminations: "Naked pair {3,7} in r4c2, r4c8 removes 3, 7 from r4c1, r4c5". Placements only: "Hidden single
 * (box) in box 3: r2c8 = 4" (the cell and digit are in the placement).
 */
export function stepWords(g: Rules, step: Step, head: string): string {
  const p = step.pattern;
  const houses = p.houses?.length ? ` in ${p.houses.map((r) => regionWithSum(g, r)).join(", ")}` : "";
  const placed = step.placements.map(({ cell, digit }) => `${cellName(g, cell)} = ${digit}`).join(", ");
  if (step.eliminations.length === 0) return `${head}${houses}: ${placed}`;
  let where = p.digits?.length ? ` {${p.digits.join(",")}}` : "";
  where += p.cells?.length ? ` in ${cellList(g, p.cells)}` : houses;
  return `${head}${where} ${removesWords(g, step)}${placed ? ` and places ${placed}` : ""}`;
}

/** A step's technique name, with its variant when it has one: "Unique rectangle (type 2)". */
export function stepHead(step: Step): string {
  const { variant } = step.pattern;
  return techniqueInfo(step.technique).name + (variant ? ` (${variant})` : "");
}

/** "3", "3 and 8", "1, 3 and 8" */
export function andList(items: readonly (string | number)[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** "r1c1, r1c2 and r1c5" */
export function cellsWords(g: Rules, cells: readonly number[]): string {
  return andList(cells.map((c) => cellName(g, c)));
}

/**
 * A region as a sentence names it: "row 5", "the main diagonal", and a cage by its sum ("the cage of sum 17"),
 * since the board draws cages with their sums and no numbers.
 */
export function regionWords(g: Rules, region: number): string {
  const r = g.regions[region];
  if (r.kind === "cage") return `the cage of sum ${r.sum}`;
  if (r.kind === "diagonal") return `the ${regionName(g, region)}`;
  return regionName(g, region);
}

/** "columns 1 and 4", "rows 2, 6 and 8", "row 3": lines of one kind. */
export function linesWords(g: Rules, lines: readonly number[]): string {
  const kind = g.regions[lines[0]].kind;
  if (lines.length === 1) return regionName(g, lines[0]);
  return `${kind}s ${andList(lines.map((h) => g.regions[h].index + 1))}`;
}

const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight"];

/** "two", "five", and past eight the figure. */
export function count(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

/** What a step rules out: each digit with the cells it leaves. */
export type RulesOut = Array<{ digit: number; cells: number[] }>;

/** The eliminations grouped by digit, digits ascending and cells ascending. */
export function rulesOutOf(step: Step): RulesOut {
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
export function rulesOutWords(g: Rules, rulesOut: RulesOut): string {
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
export function patternCells(step: Step): number[] {
  const p = step.pattern;
  const cells = [...(p.cells ?? [])];
  for (const { cell } of [...(p.chain ?? []), ...(p.colors ?? [])]) {
    if (!cells.includes(cell)) cells.push(cell);
  }
  for (const cell of p.fins ?? []) if (!cells.includes(cell)) cells.push(cell);
  return cells;
}

/**
 * What a technique's reason words start from: the rules, the pattern's cells, what the step rules out and the
 * words for it ("this rules out …"), and the pattern's houses and digits.
 */
export interface ReasonFacts {
  g: Rules;
  pattern: number[];
  rulesOut: RulesOut;
  out: string;
  houses: number[];
  digits: number[];
}

export function reasonFacts(state: SolveState, step: Step): ReasonFacts {
  const g = state.rules;
  const rulesOut = rulesOutOf(step);
  return {
    g,
    pattern: patternCells(step),
    rulesOut,
    out: rulesOutWords(g, rulesOut),
    houses: step.pattern.houses ?? [],
    digits: step.pattern.digits ?? [],
  };
}

/**
 * The reason of a step whose technique writes none of its own (or whose own words do not fit its shape): a chain
 * whose two ends are the digit it removes says why one end holds it; any other pattern is named with its cells,
 * houses and digits, and what it rules out or places.
 */
export function patternWords(state: SolveState, step: Step): string {
  const { g, pattern, rulesOut, out, houses, digits } = reasonFacts(state, step);
  const p = step.pattern;
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
  const where = houses.length ? ` in ${andList(houses.map((h) => regionWords(g, h)))}` : "";
  const about = digits.length ? ` for ${digits.length === 1 ? "digit" : "digits"} ${andList(digits)}` : "";
  const placed = step.placements.map(({ cell, digit }) => `${cellName(g, cell)} = ${digit}`);
  const effects = [
    ...(rulesOut.length ? [out] : []),
    ...(placed.length ? [`it places ${andList(placed)}`] : []),
  ];
  return `${stepHead(step)}: the pattern is ` +
    `${cellsWords(g, pattern)}${where}${about}, and ${effects.join(", and ")}`;
}
