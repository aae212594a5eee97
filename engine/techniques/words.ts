/**
 * The word helpers every technique's words are built from: a step's one-line description (describeStep in
 * index.ts) and the reason a hint gives (engine/explain.ts). They live apart from both so that the family
 * modules, which write their own techniques' words, can use them without importing the registry that imports
 * the families.
 */
import type { TechniqueId } from "../catalogue.ts";
import type { Words } from "../messages/index.ts";
import { cellName, type RegionKind, type Rules } from "../rules.ts";
import type { SolveState, Step } from "./step.ts";

export type { Words } from "../messages/index.ts";

/** "r4c2, r4c8" (cell names read the same in every language). */
export function cellList(g: Rules, cells: readonly number[]): string {
  return cells.map((c) => cellName(g, c)).join(", ");
}

/** "row 5", "box 3", "main diagonal", "cage 3": a region by its name. */
export function regionLabel(w: Words, g: Rules, region: number): string {
  const r = g.regions[region];
  if (r.kind === "diagonal") {
    return w.t(r.index === 0 ? "words.region.main-diagonal" : "words.region.anti-diagonal");
  }
  return w.t(`words.region.${r.kind}`, { n: r.index + 1 });
}

/** "box 3", "cage 3 (sum 17)": a region by name, with its sum when it has one (a step's description). */
export function regionWithSum(w: Words, g: Rules, region: number): string {
  const { sum } = g.regions[region];
  const name = regionLabel(w, g, region);
  return sum === undefined ? name : w.t("words.region-with-sum", { name, sum });
}

/** "removes 3, 7 from r4c1, r4c5" */
export function removesWords(w: Words, g: Rules, step: Step): string {
  const digits = [...new Set(step.eliminations.map((e) => e.digit))].sort((a, b) => a - b);
  const cells = [...new Set(step.eliminations.map((e) => e.cell))];
  return w.t("words.removes", { digits: digits.join(", "), cells: cellList(g, cells) });
}

/** "r2c8 = 4" */
export function placedWords(w: Words, g: Rules, placements: Step["placements"]): string[] {
  return placements.map(({ cell, digit }) => w.t("words.placed", { cell: cellName(g, cell), digit }));
}

/**
 * The description of a step whose technique writes none of its own, after `head` (its name and any variant).
 * Eliminations: "Naked pair {3,7} in r4c2, r4c8 removes 3, 7 from r4c1, r4c5". Placements only: "Hidden single
 * (box) in box 3: r2c8 = 4" (the cell and digit are in the placement).
 */
export function stepWords(w: Words, g: Rules, step: Step, head: string): string {
  const p = step.pattern;
  const houses = p.houses?.length
    ? w.t("words.step.in", { where: p.houses.map((r) => regionWithSum(w, g, r)).join(", ") })
    : "";
  const placed = placedWords(w, g, step.placements).join(", ");
  if (step.eliminations.length === 0) return w.t("words.step.places", { head, houses, placed });
  let where = p.digits?.length ? ` {${p.digits.join(",")}}` : "";
  where += p.cells?.length ? w.t("words.step.in", { where: cellList(g, p.cells) }) : houses;
  const removes = removesWords(w, g, step);
  return placed
    ? w.t("words.step.removes-and-places", { head, where, removes, placed })
    : w.t("words.step.removes", { head, where, removes });
}

/** A step's technique name, with its variant when it has one: "Unique rectangle (type 2)". */
export function stepHead(w: Words, step: Step): string {
  const { variant } = step.pattern;
  const name = w.techniqueName(step.technique as TechniqueId);
  return variant ? w.t("words.step.head-variant", { name, variant: w.variant(variant) }) : name;
}

/** "3", "3 and 8", "1, 3 and 8" */
export function andList(w: Words, items: readonly (string | number)[]): string {
  return w.list(items);
}

/** "r1c1, r1c2 and r1c5" */
export function cellsWords(w: Words, g: Rules, cells: readonly number[]): string {
  return w.list(cells.map((c) => cellName(g, c)));
}

/**
 * A region as a sentence names it: "row 5", "the main diagonal", and a cage by its sum ("the cage of sum 17"),
 * since the board draws cages with their sums and no numbers.
 */
export function regionWords(w: Words, g: Rules, region: number): string {
  const r = g.regions[region];
  if (r.kind === "cage") return w.t("words.region-in-sentence.cage", { sum: r.sum! });
  if (r.kind === "diagonal") {
    return w.t("words.region-in-sentence.diagonal", { name: regionLabel(w, g, region) });
  }
  return regionLabel(w, g, region);
}

/**
 * A region as a sentence names it after a preposition ("in row 5", "in the main diagonal", "of the cage of sum
 * 17"): the same words as regionWords in English and Spanish, while German puts the article in the dative
 * ("in der Hauptdiagonale", "in dem Käfig mit Summe 17"), so a German template must put this after "in".
 */
export function regionAfterPreposition(w: Words, g: Rules, region: number): string {
  const r = g.regions[region];
  if (r.kind === "cage") return w.t("words.region-after-preposition.cage", { sum: r.sum! });
  if (r.kind === "diagonal") {
    return w.t("words.region-after-preposition.diagonal", { name: regionLabel(w, g, region) });
  }
  return regionLabel(w, g, region);
}

/** "columns 1 and 4", "rows 2, 6 and 8", "row 3": lines of one kind. */
export function linesWords(w: Words, g: Rules, lines: readonly number[]): string {
  const kind = g.regions[lines[0]].kind;
  if (lines.length === 1) return regionLabel(w, g, lines[0]);
  const numbers = w.list(lines.map((h) => g.regions[h].index + 1));
  return w.t(kind === "row" ? "words.lines.row" : "words.lines.column", { numbers });
}

/** A kind of region as a noun counted `n` times: "row", "rows". */
export function kindWord(w: Words, kind: RegionKind, n: number): string {
  return w.t(`words.kind.${kind}`, { n });
}

/** "two", "five", and past eight the figure. */
export function count(w: Words, n: number): string {
  return w.count(n);
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
export function rulesOutWords(w: Words, g: Rules, rulesOut: RulesOut): string {
  const groups: Array<{ digits: number[]; cells: number[] }> = [];
  for (const { digit, cells } of rulesOut) {
    const same = groups.find((x) => x.cells.join() === cells.join());
    if (same) same.digits.push(digit);
    else groups.push({ digits: [digit], cells });
  }
  const parts = groups.map((x) =>
    w.t("words.rules-out.part", { digits: w.list(x.digits), cells: cellsWords(w, g, x.cells) })
  );
  return w.t("words.rules-out", { list: w.list(parts) });
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
  /** The words of the language the reason is written in. */
  w: Words;
  pattern: number[];
  rulesOut: RulesOut;
  out: string;
  houses: number[];
  digits: number[];
}

export function reasonFacts(state: SolveState, step: Step, w: Words): ReasonFacts {
  const g = state.rules;
  const rulesOut = rulesOutOf(step);
  return {
    g,
    w,
    pattern: patternCells(step),
    rulesOut,
    out: rulesOutWords(w, g, rulesOut),
    houses: step.pattern.houses ?? [],
    digits: step.pattern.digits ?? [],
  };
}

/**
 * The reason of a step whose technique writes none of its own (or whose own words do not fit its shape): a chain
 * whose two ends are the digit it removes says why one end holds it; any other pattern is named with its cells,
 * houses and digits, and what it rules out or places.
 */
export function patternWords(state: SolveState, step: Step, w: Words): string {
  const { g, pattern, rulesOut, out, houses, digits } = reasonFacts(state, step, w);
  const p = step.pattern;
  if (p.chain && p.chain.length >= 2 && rulesOut.length === 1 && step.placements.length === 0) {
    const first = p.chain[0], last = p.chain[p.chain.length - 1];
    const d = rulesOut[0].digit;
    if (first.digit === d && last.digit === d) {
      const through = p.chain.map((n) => n.cell).filter((c, i, all) => all.indexOf(c) === i);
      const seeing = rulesOut[0].cells;
      return w.t("words.pattern.chain", {
        through: cellsWords(w, g, through),
        first: cellName(g, first.cell),
        last: cellName(g, last.cell),
        digit: d,
        seeing: cellsWords(w, g, seeing),
        n: seeing.length,
        out,
      });
    }
  }
  const where = houses.length
    ? w.t("words.pattern.where", { regions: w.list(houses.map((h) => regionAfterPreposition(w, g, h))) })
    : "";
  const about = digits.length ? w.t("words.pattern.about", { n: digits.length, digits: w.list(digits) }) : "";
  const placed = placedWords(w, g, step.placements);
  const effects = [
    ...(rulesOut.length ? [out] : []),
    ...(placed.length ? [w.t("words.pattern.places", { placed: w.list(placed) })] : []),
  ];
  return w.t("words.pattern", {
    head: stepHead(w, step),
    cells: cellsWords(w, g, pattern),
    where,
    about,
    effects: effects.join(w.t("words.pattern.effects-join")),
  });
}
