// Server-rendered once, never reconciled: `key` would only be printed as an attribute by the precompiled
// JSX, so lists go without it.
// deno-lint-ignore-file jsx-key
/**
 * Server-rendered grids: the playable board (the markup contract play.js and the browser tests rely on) and
 * the read-only diagram of a technique example, candidates and highlights included. Both are drawn from the
 * grid's rules: any size (4×4 to 16×16, digits shown 1 to 16), a killer's cages (dashed outlines on an SVG
 * layer over the cells, the sum in each cage's first cell) and an X-Sudoku's diagonals (cells marked
 * `diagonal`, shaded by the stylesheet).
 *
 * Classic 9×9 boards carry no variant attributes (their markup is pinned byte for byte); every other board
 * also says its variant and box shape (`data-variant`, `data-box-rows`, `data-box-cols`), which the
 * stylesheet and player key on.
 */
import { type Child, jsx } from "hono/jsx";
import type { Rules, Step } from "../../engine/mod.ts";
import { cageDrawings, diagonalCells, variantId } from "../shared/board_shapes.ts";
import { type DiagramNode, diagramTree } from "./static/play/diagram.js";
import { type PageWords, useWords } from "./i18n/index.ts";

/** Whether the board is the classic 9×9 one, whose markup stays exactly as pinned. */
function isClassic9(rules: Rules): boolean {
  return rules.variant === "classic" && rules.size === 9;
}

/** The attributes that tell a variant board apart; none on classic 9×9. */
function variantAttributes(rules: Rules) {
  return isClassic9(rules) ? {} : {
    "data-variant": variantId(rules),
    "data-box-rows": String(rules.boxRows),
    "data-box-cols": String(rules.boxCols),
  };
}

/** Per cell: its extra classes (diagonal, first cell of a cage) and its cage (sum and size) for the label. */
function cellMarks(rules: Rules) {
  const diagonal = new Set(diagonalCells(rules));
  const heads = new Set(rules.cages.map((cage) => Math.min(...cage.cells)));
  const cageOf = new Map<number, { sum: number; cells: number }>();
  for (const cage of rules.cages) {
    for (const cell of cage.cells) cageOf.set(cell, { sum: cage.sum, cells: cage.cells.length });
  }
  return {
    classes(cell: number): string {
      return (diagonal.has(cell) ? " diagonal" : "") + (heads.has(cell) ? " cage-head" : "");
    },
    cage: (cell: number) => cageOf.get(cell),
  };
}

/**
 * A cell's label: where it is, its given if it has one, and its cage (the player's render.js words it the
 * same once it takes over).
 */
function cellLabel(
  words: PageWords,
  size: number,
  cell: number,
  given: string | null,
  cage?: { sum: number; cells: number },
): string {
  const where = { row: Math.floor(cell / size) + 1, column: (cell % size) + 1 };
  if (cage === undefined) {
    return given === null
      ? words.t("puzzle.cell.empty", where)
      : words.t("puzzle.cell.given", { ...where, digit: given });
  }
  return given === null
    ? words.t("puzzle.cell.empty-in-cage", { ...where, ...cage })
    : words.t("puzzle.cell.given-in-cage", { ...where, digit: given, ...cage });
}

/** Cell units of the SVG layer over a board: 100 to a cell, so its lines and sums scale with the board. */
const LAYER_UNIT = 100;

/**
 * A killer's cages over the cells: the dashed outlines and their sums, drawn in cell units and stretched to
 * the board by the stylesheet. Nothing for rules without cages.
 */
function CageLayer(props: { rules: Rules }) {
  const { rules } = props;
  if (rules.cages.length === 0) return null;
  const side = rules.size * LAYER_UNIT;
  const cages = cageDrawings(rules, {
    unit: LAYER_UNIT,
    left: 0,
    top: 0,
    inset: LAYER_UNIT * 0.1,
    sumSize: LAYER_UNIT * 0.32,
  });
  return (
    <svg
      class="cages"
      viewBox={`0 0 ${side} ${side}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {cages.map((cage) => <path class="cage" d={cage.path} />)}
      {cages.map((cage) => (
        <text class="cage-sum" x={String(Math.round(cage.sumX))} y={String(Math.round(cage.sumY))}>
          {String(cage.sum)}
        </text>
      ))}
    </svg>
  );
}

/**
 * `puzzle` has one character per cell in the text form of `rules` ("0" for an empty cell, 1-9 then A-G); the
 * board shows digits as players see them (1 to 16). Givens are text so the board reads without script.
 */
export function PlayBoard(props: { code: string; puzzle: string; rules: Rules }) {
  const { rules } = props;
  const { size, digitChars } = rules;
  const words = useWords();
  const marks = cellMarks(rules);
  const rows = Array.from({ length: size }, (_, r) => r);
  return (
    <div
      id="board"
      role="grid"
      aria-label={words.t("puzzle.board")}
      data-code={props.code}
      data-size={String(size)}
      data-puzzle={props.puzzle}
      {...variantAttributes(rules)}
    >
      {rows.map((r) => (
        <div role="row" class="row">
          {rows.map((c) => {
            const cell = r * size + c;
            const char = props.puzzle[cell];
            const tabindex = cell === 0 ? 0 : -1;
            const extra = marks.classes(cell);
            if (char === "0") {
              return (
                <div
                  role="gridcell"
                  class={`cell${extra}`}
                  data-cell={String(cell)}
                  aria-label={cellLabel(words, size, cell, null, marks.cage(cell))}
                  aria-selected="false"
                  tabindex={tabindex}
                >
                </div>
              );
            }
            const given = String(digitChars.indexOf(char) + 1);
            return (
              <div
                role="gridcell"
                class={`cell given${extra}`}
                data-cell={String(cell)}
                data-given={given}
                aria-label={cellLabel(words, size, cell, given, marks.cage(cell))}
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
      <CageLayer rules={rules} />
    </div>
  );
}

export interface DiagramProps {
  /** The grid's rules: its size, and the cages and diagonals drawn. */
  rules: Rules;
  /** Digits placed before the step (0 for empty). */
  cells: Uint8Array;
  /** The puzzle's givens, drawn apart from digits solved earlier. */
  givens: Uint8Array;
  /** Candidate bitmasks before the step (bit d-1 for digit d). */
  candidates: Uint16Array;
  step: Step;
  /** The start of the text alternative; the drawing adds the step's links in words. */
  label: string;
}

/** A tree of the shared step drawing as JSX. */
function fromTree(node: DiagramNode | string): Child {
  if (typeof node === "string") return node;
  return jsx(node.tag, node.attrs, ...node.children.map(fromTree));
}

/**
 * A position with its candidates, the step's pattern, placements, eliminations and links marked: the drawing
 * the step-by-step view makes in the browser (static/play/diagram.js), printed here, with a killer's cages
 * over it.
 */
export function Diagram(props: DiagramProps) {
  const { rules } = props;
  const tree = diagramTree({
    rules,
    variant: isClassic9(rules) ? null : variantId(rules),
    cells: props.cells,
    givens: props.givens,
    candidates: props.candidates,
    step: props.step,
    label: props.label,
    words: useWords(),
  });
  return jsx(tree.tag, tree.attrs, ...tree.children.map(fromTree), <CageLayer rules={rules} />);
}
