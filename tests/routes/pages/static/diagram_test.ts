/**
 * The step drawing (routes/pages/static/play/diagram.js) under Deno, against the engine: the position the
 * player replays before each step is the engine's, every link it draws is true of that position (a strong link
 * strong, a weak one weak), and what it marks (removed, placed, pattern, links) is what the step record says.
 */
import assert from "node:assert/strict";
import {
  decode,
  gradeUnique,
  poolKeys,
  type RecordedStep,
  replayPath,
  type Rules,
  type SolveState,
  variantInfo,
} from "../../../../engine/mod.ts";
import { loadPools } from "../../../../data/pools.ts";
import { playerRules } from "../../../../routes/pages/play.tsx";
import { pageWordsFor } from "../../../../routes/pages/i18n/index.ts";
import { createGeometry } from "../../../../routes/pages/static/play/board-geometry.js";
import {
  CELL_UNITS,
  chainNotation,
  type DiagramNode,
  diagramTree,
  linksToDraw,
  linkWords,
  patternCells,
  positionsBeforeSteps,
} from "../../../../routes/pages/static/play/diagram.js";

/** The drawings' words in English, as a page in English gives them. */
const english = pageWordsFor("en");

const pools = await loadPools();

interface Graded {
  code: string;
  rules: Rules;
  givens: Uint8Array;
  path: RecordedStep[];
  /** The engine's position before each step. */
  before: SolveState[];
}

function graded(code: string, variant: Parameters<typeof variantInfo>[0]): Graded {
  const decoded = decode(code);
  assert.ok(decoded.ok, code);
  const grid = decoded.value.grid;
  const path = gradeUnique(grid, variantInfo(variant).scheme).path;
  const before = [...replayPath(grid, path)].map((replayed) => replayed.before);
  return { code, rules: grid.rules, givens: grid.cells, path, before };
}

/** The first puzzle of every pool: every variant and size, a killer's cages and an X-Sudoku's diagonals among them. */
const firstOfEachPool = poolKeys().flatMap(({ key, variant }) =>
  pools[key]?.length ? [graded(pools[key][0].code, variant)] : []
);

const LINKED = [
  "x-chain",
  "xy-chain",
  "simple-coloring",
  "xy-wing",
  "w-wing",
  "skyscraper",
  "two-string-kite",
];

/** Pooled puzzles whose paths link candidates: chains, wings, colourings and single-digit patterns. */
const linkedPuzzles = (["9x9", "x"] as const).flatMap((variant) =>
  (pools[variant === "9x9" ? "evil" : "x/evil"] ?? [])
    .filter((entry) => entry.techniques.some((t) => LINKED.includes(t)))
    .slice(0, 12)
    .map((entry) => graded(entry.code, variant))
);

/** Every element of a tree, depth first. */
function* elements(node: DiagramNode | string): Generator<DiagramNode> {
  if (typeof node === "string") return;
  yield node;
  for (const child of node.children) yield* elements(child);
}

function drawStep(puzzle: Graded, index: number): DiagramNode {
  const position = puzzle.before[index];
  return diagramTree({
    rules: createGeometry(playerRules(puzzle.rules)),
    variant: puzzle.rules.variant === "classic" && puzzle.rules.size === 9 ? null : "other",
    cells: position.cells,
    givens: puzzle.givens,
    candidates: position.candidates,
    step: puzzle.path[index],
    label: "before the step",
    words: english,
  });
}

const has = (mask: number, digit: number) => (mask & (1 << (digit - 1))) !== 0;

Deno.test("the player replays the engine's position before every step, under every variant's rules", () => {
  assert.ok(linkedPuzzles.length >= 12, "pooled puzzles with linked steps");
  for (const puzzle of [...firstOfEachPool, ...linkedPuzzles]) {
    // As the page hands them over: the rules as embedded data, read back by the player's geometry.
    const geometry = createGeometry(playerRules(puzzle.rules));
    const positions = positionsBeforeSteps(geometry, Array.from(puzzle.givens), puzzle.path);
    assert.equal(positions.length, puzzle.path.length);
    positions.forEach((position, i) => {
      assert.deepEqual(position.cells, Array.from(puzzle.before[i].cells), `${puzzle.code} step ${i} cells`);
      assert.deepEqual(
        position.candidates,
        Array.from(puzzle.before[i].candidates),
        `${puzzle.code} step ${i} candidates`,
      );
    });
  }
});

Deno.test("every link drawn is true of the position: strong links strong, weak links weak", () => {
  let chains = 0, unordered = 0;
  for (const puzzle of linkedPuzzles) {
    const { rules } = puzzle;
    const houses = rules.regions.slice(0, rules.houses.length);
    const sees = (a: number, b: number) =>
      a !== b && rules.regions.some((r) => r.cells.includes(a) && r.cells.includes(b));
    puzzle.path.forEach((step, i) => {
      const { candidates } = puzzle.before[i];
      const { links, ordered } = linksToDraw(step.pattern);
      if (links.length === 0) return;
      if (ordered) chains++;
      else unordered++;
      const where = `${puzzle.code} step ${i} (${step.technique})`;
      for (const { from, to, strong } of links) {
        assert.ok(has(candidates[from.cell], from.digit) && has(candidates[to.cell], to.digit), where);
        if (from.cell === to.cell) {
          assert.notEqual(from.digit, to.digit, where);
          // Inside a cell: both are candidates (weak); strong only when they are the cell's only two.
          if (strong) {
            assert.equal(candidates[from.cell], (1 << (from.digit - 1)) | (1 << (to.digit - 1)), where);
          }
          continue;
        }
        assert.equal(from.digit, to.digit, `${where}: a link between cells is on one digit`);
        assert.ok(sees(from.cell, to.cell), `${where}: linked cells see each other`);
        if (strong) {
          const conjugate = houses.some((house) => {
            const holders = [...house.cells].filter((cell) => has(candidates[cell], from.digit));
            return holders.length === 2 && holders.includes(from.cell) && holders.includes(to.cell);
          });
          assert.ok(conjugate, `${where}: a strong link is the digit's only two places in a house`);
        }
      }
      // Where the engine states links beside a chain, the drawing agrees with each of them.
      if (ordered) {
        const drawn = new Map(links.map((l) => [JSON.stringify([l.from, l.to]), l.strong]));
        for (const link of step.pattern.links ?? []) {
          assert.equal(drawn.get(JSON.stringify([link.from, link.to])), link.strong, where);
        }
      }
    });
  }
  assert.ok(chains >= 10 && unordered >= 1, `linked steps seen: ${chains} chains, ${unordered} unordered`);
});

Deno.test("the drawing marks exactly the step record's removals, placements, pattern cells and links", () => {
  let drawn = 0;
  for (const puzzle of [...firstOfEachPool, ...linkedPuzzles]) {
    const { size } = puzzle.rules;
    puzzle.path.forEach((step, i) => {
      if (i % 5 !== 0 && step.eliminations.length === 0) return;
      drawn++;
      const nodes = [...elements(drawStep(puzzle, i))];
      const where = `${puzzle.code} step ${i}`;
      const cellOf = (node: DiagramNode) => Number(node.attrs["data-cell"]);
      const cells = nodes.filter((n) => "data-cell" in n.attrs);
      assert.equal(cells.length, size * size, where);
      // A candidate is a span inside its cell: read each with the cell it is in.
      const candidates = cells.flatMap((cell) =>
        cell.children.flatMap((c) => typeof c === "string" ? [] : [{ cell: cellOf(cell), node: c }])
      );
      const marked = (attribute: string) =>
        candidates.filter(({ node }) => attribute in node.attrs)
          .map(({ cell, node }) => ({ cell, digit: Number(node.attrs["data-mark"]) }));
      const order = (list: Array<{ cell: number; digit: number }>) =>
        [...list].sort((a, b) => a.cell - b.cell || a.digit - b.digit);
      assert.deepEqual(marked("data-removed"), order(step.eliminations), `${where} removed`);
      assert.deepEqual(marked("data-placed"), order(step.placements), `${where} placed`);
      assert.deepEqual(
        cells.filter((n) => "data-pattern" in n.attrs).map(cellOf),
        [...patternCells(step.pattern)].sort((a, b) => a - b),
        `${where} pattern`,
      );
      const houseCells = new Set(
        (step.pattern.houses ?? []).flatMap((h) => [...puzzle.rules.regions[h].cells]),
      );
      assert.equal(cells.filter((n) => "data-house" in n.attrs).length, houseCells.size, `${where} houses`);
      const { links, ordered } = linksToDraw(step.pattern);
      const paths = nodes.filter((n) => n.tag === "path");
      assert.deepEqual(
        paths.map((p) => [p.attrs["data-from"], p.attrs["data-to"], p.attrs["data-link"]]),
        links.map((
          l,
        ) => [`${l.from.cell}:${l.from.digit}`, `${l.to.cell}:${l.to.digit}`, l.strong ? "strong" : "weak"]),
        `${where} links`,
      );
      if (ordered) {
        assert.deepEqual(
          paths.map((p) => p.attrs["data-order"]),
          links.map((_, k) => String(k + 1)),
        );
      }
      assert.equal(
        nodes.filter((n) => n.tag === "polygon").length,
        ordered ? links.length : 0,
        `${where} arrows`,
      );
    });
  }
  assert.ok(drawn > 100, `${drawn} steps drawn`);
});

Deno.test("a link runs from just beside its first candidate to just beside its second, in the candidates' grid", () => {
  for (const shape of [firstOfEachPool.find((p) => p.rules.size === 9)!, ...linkedPuzzles.slice(0, 3)]) {
    const { boxRows, boxCols } = shape.rules;
    shape.path.forEach((step, i) => {
      const { links } = linksToDraw(step.pattern);
      if (links.length === 0) return;
      const paths = [...elements(drawStep(shape, i))].filter((n) => n.tag === "path");
      paths.forEach((path, k) => {
        const numbers = path.attrs.d.match(/-?[\d.]+/g)!.map(Number);
        const [sx, sy] = numbers.slice(0, 2), [ex, ey] = numbers.slice(-2);
        // The candidate's slot: its cell's sub-grid of box shape (a classic or X drawing: no cage insets).
        const inSlot = (x: number, y: number, { cell, digit }: { cell: number; digit: number }) => {
          const size = shape.rules.size, w = CELL_UNITS / boxCols, h = CELL_UNITS / boxRows;
          const left = (cell % size) * CELL_UNITS + ((digit - 1) % boxCols) * w;
          const top = Math.floor(cell / size) * CELL_UNITS + Math.floor((digit - 1) / boxCols) * h;
          return x >= left - 0.1 && x <= left + w + 0.1 && y >= top - 0.1 && y <= top + h + 0.1;
        };
        assert.ok(
          inSlot(sx, sy, links[k].from),
          `link ${k} of step ${i} starts at its candidate: ${path.attrs.d}`,
        );
        assert.ok(
          inSlot(ex, ey, links[k].to),
          `link ${k} of step ${i} ends at its candidate: ${path.attrs.d}`,
        );
      });
    });
  }
});

Deno.test("a chain in words and in notation, in order; a classic 9×9 drawing names no variant", () => {
  const step = {
    placements: [],
    eliminations: [{ cell: 8, digit: 5 }],
    pattern: {
      cells: [0, 3, 30, 35],
      digits: [5],
      chain: [{ cell: 0, digit: 5 }, { cell: 3, digit: 5 }, { cell: 30, digit: 5 }, { cell: 35, digit: 5 }],
    },
  };
  assert.equal(chainNotation(step, 9), "(5)r1c1 = (5)r1c4 − (5)r4c4 = (5)r4c9");
  assert.equal(
    linkWords(step, 9, english),
    "The chain, in order: 5 in row 1, column 1; strong link to 5 in row 1, column 4; weak link to 5 in row 4, " +
      "column 4; strong link to 5 in row 4, column 9.",
  );
  const colouring = {
    placements: [],
    eliminations: [],
    pattern: {
      links: [{ from: { cell: 0, digit: 2 }, to: { cell: 8, digit: 2 }, strong: true }],
      colors: [{ cell: 0, digit: 2, color: 0 }, { cell: 8, digit: 2, color: 1 }],
    },
  };
  assert.equal(chainNotation(colouring, 9), "", "a colouring's links have no order");
  assert.equal(
    linkWords(colouring, 9, english),
    "Strong links: 2 in row 1, column 1 with 2 in row 1, column 9. Blue: 2 in row 1, column 1. " +
      "Green: 2 in row 1, column 9.",
  );
  const classic = firstOfEachPool.find((p) => p.rules.variant === "classic" && p.rules.size === 9)!;
  const tree = drawStep(classic, 0);
  assert.equal(tree.attrs.role, "img");
  assert.ok(!("data-size" in tree.attrs) && !("data-variant" in tree.attrs));
  assert.equal(tree.attrs["aria-label"], "before the step", "no links, nothing added to the label");
});
