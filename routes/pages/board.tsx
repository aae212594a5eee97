// Server-rendered once, never reconciled: `key` would only be printed as an attribute by the precompiled
// JSX, so lists go without it.
// deno-lint-ignore-file jsx-key
/**
 * Server-rendered grids: the playable board (the markup contract play.js and the browser tests rely on) and
 * the read-only diagram of a technique example, candidates and highlights included.
 */
import { classicRulesForCellCount, type Rules, type Step } from "../../engine/mod.ts";

/** The rules of a grid of this many cells (the pages serve classic grids; the count names the shape). */
function rulesFor(cellCount: number): Rules {
  const rules = classicRulesForCellCount(cellCount);
  if (!rules) throw new RangeError(`no grid has ${cellCount} cells`);
  return rules;
}

function cellLabel(size: number, cell: number, detail: string): string {
  return `row ${Math.floor(cell / size) + 1}, column ${(cell % size) + 1}, ${detail}`;
}

/** `puzzle` is 81 characters with "0" for an empty cell. Givens are text so the board reads without script. */
export function PlayBoard(props: { code: string; puzzle: string }) {
  const { size } = rulesFor(props.puzzle.length);
  const rows = Array.from({ length: size }, (_, r) => r);
  return (
    <div
      id="board"
      role="grid"
      aria-label="Sudoku board"
      data-code={props.code}
      data-size={String(size)}
      data-puzzle={props.puzzle}
    >
      {rows.map((r) => (
        <div role="row" class="row">
          {rows.map((c) => {
            const cell = r * size + c;
            const given = props.puzzle[cell];
            const tabindex = cell === 0 ? 0 : -1;
            return given === "0"
              ? (
                <div
                  role="gridcell"
                  class="cell"
                  data-cell={String(cell)}
                  aria-label={cellLabel(size, cell, "empty")}
                  aria-selected="false"
                  tabindex={tabindex}
                >
                </div>
              )
              : (
                <div
                  role="gridcell"
                  class="cell given"
                  data-cell={String(cell)}
                  data-given={given}
                  aria-label={cellLabel(size, cell, `given ${given}`)}
                  aria-selected="false"
                  aria-readonly="true"
                  tabindex={tabindex}
                >
                  {given}
                </div>
              );
          })}
        </div>
      ))}
    </div>
  );
}

export interface DiagramProps {
  /** Digits placed before the step (0 for empty). */
  cells: Uint8Array;
  /** The puzzle's givens, drawn apart from digits solved earlier. */
  givens: Uint8Array;
  /** Candidate bitmasks before the step (bit d-1 for digit d). */
  candidates: Uint16Array;
  step: Step;
  label: string;
}

/** A position with its candidates, the step's pattern, placements and eliminations marked by class. */
export function Diagram(props: DiagramProps) {
  const { step } = props;
  const patternCells = new Set(step.pattern.cells ?? []);
  for (const node of step.pattern.chain ?? []) patternCells.add(node.cell);
  for (const node of step.pattern.colors ?? []) patternCells.add(node.cell);
  const keyDigits = new Set(step.pattern.digits ?? []);
  const key = (cell: number, digit: number) => `${cell}/${digit}`;
  const placed = new Set(step.placements.map((p) => key(p.cell, p.digit)));
  const placedCells = new Set(step.placements.map((p) => p.cell));
  const removed = new Set(step.eliminations.map((e) => key(e.cell, e.digit)));
  const colorOf = new Map((step.pattern.colors ?? []).map((c) => [key(c.cell, c.digit), c.color]));
  const chainNodes = new Set((step.pattern.chain ?? []).map((n) => key(n.cell, n.digit)));
  const { size, digitChars } = rulesFor(props.cells.length);
  const rows = Array.from({ length: size }, (_, r) => r);
  const digits = Array.from({ length: size }, (_, d) => d + 1);

  return (
    <div class="diagram" role="img" aria-label={props.label}>
      {rows.map((r) => (
        <div class="drow">
          {rows.map((c) => {
            const cell = r * size + c;
            const value = props.cells[cell];
            const classes = ["dcell"];
            if (patternCells.has(cell)) classes.push("ex-pattern");
            if (placedCells.has(cell)) classes.push("ex-place");
            if (value !== 0) {
              classes.push(props.givens[cell] !== 0 ? "dgiven" : "dsolved");
              return <div class={classes.join(" ")}>{digitChars[value - 1]}</div>;
            }
            return (
              <div class={classes.join(" ")}>
                {digits.filter((d) => props.candidates[cell] & (1 << (d - 1))).map((d) => {
                  const k = key(cell, d);
                  const cand = ["cand"];
                  if (placed.has(k)) cand.push("cand-place");
                  else if (removed.has(k)) cand.push("cand-elim");
                  else if (colorOf.has(k)) cand.push(`cand-color${colorOf.get(k)}`);
                  else if (chainNodes.has(k) || (patternCells.has(cell) && keyDigits.has(d))) {
                    cand.push("cand-key");
                  }
                  return <span class={cand.join(" ")} data-mark={String(d)}>{digitChars[d - 1]}</span>;
                })}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
