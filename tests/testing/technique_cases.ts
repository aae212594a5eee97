/**
 * tests/fixtures/technique-cases.txt, the regression file of the techniques past the published catalogue: one
 * case per line (its header says the format). The per-family tests pick cases from here for their hand-checked
 * words and patterns; tests/engine/techniques/cases_test.ts runs every line.
 */
import { isTechniqueId, type TechniqueId } from "../../engine/catalogue.ts";
import { cellName, CLASSIC } from "../../engine/rules.ts";
import { TECHNIQUES } from "../../engine/techniques/index.ts";
import type { SolveState, Step } from "../../engine/techniques/step.ts";

export interface TechniqueCase {
  /** The line's number in the file, for messages. */
  line: number;
  technique: TechniqueId;
  /** The puzzle the position comes from, or null for a hand-made position with two completions. */
  givens: string | null;
  state: SolveState;
  /** What find returns ("r1c6=3,r2c5-9"), or null: it must not fire. */
  result: string | null;
  /** The result is among findAll's rather than find's first. */
  among: boolean;
}

/** A step's placements, then its eliminations: "r1c6=3,r2c5-9". */
export function resultOf(step: Step): string {
  return [
    ...step.placements.map((p) => `${cellName(CLASSIC, p.cell)}=${p.digit}`),
    ...step.eliminations.map((e) => `${cellName(CLASSIC, e.cell)}-${e.digit}`),
  ].join(",");
}

/** "=d" a placed digit, else the cell's candidates. */
function positionOf(text: string, where: string): SolveState {
  const fields = text.split(",");
  if (fields.length !== 81) throw new Error(`${where}: ${fields.length} cells, not 81`);
  const cells = new Uint8Array(81), candidates = new Uint16Array(81);
  fields.forEach((field, i) => {
    if (!/^(=[1-9]|[1-9]+)$/.test(field)) throw new Error(`${where}: cell ${i + 1} is "${field}"`);
    if (field.startsWith("=")) cells[i] = Number(field.slice(1));
    else for (const ch of field) candidates[i] |= 1 << (Number(ch) - 1);
  });
  return { rules: CLASSIC, cells, candidates };
}

export function readTechniqueCases(): TechniqueCase[] {
  const text = Deno.readTextFileSync(new URL("../fixtures/technique-cases.txt", import.meta.url));
  const cases: TechniqueCase[] = [];
  text.split("\n").forEach((line, i) => {
    if (line.trim() === "" || line.startsWith("#")) return;
    const where = `technique-cases.txt line ${i + 1}`;
    const [technique, givens, position, result, mode, ...rest] = line.split(" ");
    if (!isTechniqueId(technique)) throw new Error(`${where}: unknown technique ${technique}`);
    if (givens !== "-" && !/^[1-9.]{81}$/.test(givens)) {
      throw new Error(`${where}: givens are 81 of 1-9 or .`);
    }
    if (!/^(none|([a-z0-9]+[=-][1-9])(,[a-z0-9]+[=-][1-9])*)$/.test(result)) {
      throw new Error(`${where}: the result is none or r1c2=3,r4c5-6`);
    }
    if ((mode !== undefined && mode !== "all") || rest.length) {
      throw new Error(`${where}: only 'all' may follow`);
    }
    cases.push({
      line: i + 1,
      technique,
      givens: givens === "-" ? null : givens,
      state: positionOf(position, where),
      result: result === "none" ? null : result,
      among: mode === "all",
    });
  });
  return cases;
}

export const TECHNIQUE_CASES: readonly TechniqueCase[] = readTechniqueCases();

/** The step a firing case names: find's, or the findAll instance with the listed result. */
export function stepOf(c: TechniqueCase): Step | undefined {
  const technique = TECHNIQUES[c.technique];
  return c.among
    ? technique.findAll(c.state).find((s) => resultOf(s) === c.result)
    : technique.find(c.state) ?? undefined;
}

/** The chains block past the published catalogue: 3D Medusa, the AIC and the forcing chains. */
export const CHAIN_IDS: TechniqueId[] = ["medusa-3d", "aic", "cell-forcing", "unit-forcing", "digit-forcing"];

/** The cases of the chains block, firing or not. */
export const CHAIN_CASES: readonly TechniqueCase[] = TECHNIQUE_CASES.filter((c) =>
  CHAIN_IDS.includes(c.technique)
);
