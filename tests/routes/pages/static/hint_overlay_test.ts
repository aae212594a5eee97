/**
 * The hint overlay (routes/pages/static/play/hint-overlay.js) under Deno: a link's path runs from the edge of
 * its first candidate's disc to the edge of its second's, each disc where the board's pencil mark of that
 * digit sits (every grid size, a killer's inset cells too); and on the hints the engine gives for real
 * positions (an X-Chain, an AIC with group nodes, a colouring, a finned fish, a forcing chain, a pointing, a
 * single), the overlay draws exactly the step's links, group nodes, colours, fins, placements and removals,
 * on candidates the position has. Almost locked sets are drawn from a hand-made record of their shape.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { classicRules, decode, hint, parseGrid, type Rules } from "../../../../engine/mod.ts";
import { loadPools } from "../../../../data/pools.ts";
import { playerRules } from "../../../../routes/pages/play.tsx";
import { createGeometry } from "../../../../routes/pages/static/play/board-geometry.js";
import { CELL_UNITS, type DiagramNode, linksToDraw } from "../../../../routes/pages/static/play/diagram.js";
import { overlayTree } from "../../../../routes/pages/static/play/hint-overlay.js";
import { candidateMarks } from "../../../../routes/pages/static/play/marks.js";

type CellDigit = { cell: number; digit: number };

/** Every element of a tree, depth first. */
function* elements(node: DiagramNode | string): Generator<DiagramNode> {
  if (typeof node === "string") return;
  yield node;
  for (const child of node.children) yield* elements(child);
}

/**
 * Where the board's pencil mark of a candidate is centred, in cell units: the cell's sub-grid of the box's
 * shape (style.css lays marks out so), inside a killer's inset of 12% (32% at the top of a cage's first cell).
 */
function markCentre(rules: Rules, { cell, digit }: CellDigit, killerHead?: boolean) {
  const { size, boxRows, boxCols } = rules;
  const inset = killerHead === undefined ? 0 : 12;
  const top = killerHead ? 32 : inset;
  const width = CELL_UNITS - 2 * inset, height = CELL_UNITS - top - inset;
  return {
    x: (cell % size) * CELL_UNITS + inset + (((digit - 1) % boxCols) + 0.5) * width / boxCols,
    y: Math.floor(cell / size) * CELL_UNITS + top +
      (Math.floor((digit - 1) / boxCols) + 0.5) * height / boxRows,
  };
}

/** A drawn candidate's disc (a square for the second colour): its centre and radius. */
function discOf(tree: DiagramNode, { cell, digit }: CellDigit) {
  const mark = [...elements(tree)].find((n) => n.attrs["data-cand"] === `${cell}:${digit}`);
  assert.ok(mark, `${cell}:${digit} is drawn`);
  const shape = mark.children[0] as DiagramNode;
  if (shape.tag === "circle") {
    return { x: Number(shape.attrs.cx), y: Number(shape.attrs.cy), r: Number(shape.attrs.r), role: mark };
  }
  const r = Number(shape.attrs.width) / 2;
  return { x: Number(shape.attrs.x) + r, y: Number(shape.attrs.y) + r, r, role: mark };
}

/** The start and end points of an SVG path "M x y Q cx cy x y". */
function ends(d: string) {
  const numbers = d.match(/-?[\d.]+/g)!.map(Number);
  return { start: { x: numbers[0], y: numbers[1] }, end: { x: numbers[4], y: numbers[5] } };
}

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

/** Every candidate of every cell, for drawings where the position does not matter. */
const allCandidates = (rules: Rules) => new Array(rules.cellCount).fill((1 << rules.size) - 1);

Deno.test("a link runs from the edge of its first candidate's disc to the edge of its second's, on any grid", () => {
  const shapes = [classicRules("4x4"), classicRules("6x6"), classicRules("9x9"), classicRules("16x16")];
  const candidate = (rules: Rules) =>
    fc.record({ cell: fc.nat(rules.cellCount - 1), digit: fc.integer({ min: 1, max: rules.size }) });
  fc.assert(
    fc.property(
      fc.constantFrom(...shapes).chain((rules) =>
        fc.tuple(
          fc.constant(rules),
          fc.uniqueArray(candidate(rules), {
            minLength: 2,
            maxLength: 8,
            selector: ({ cell, digit }) => cell * 16 + digit,
          }),
          fc.boolean(),
        )
      ),
      ([rules, nodes, asChain]) => {
        const links = nodes.slice(1).map((to, i) => ({ from: nodes[i], to, strong: i % 2 === 0 }));
        const step = {
          placements: [],
          eliminations: [],
          pattern: asChain ? { chain: nodes } : { links },
        };
        const tree = overlayTree({
          rules: createGeometry(playerRules(rules)),
          variant: null,
          candidates: allCandidates(rules),
          step,
        });
        const paths = [...elements(tree)].filter((n) => n.tag === "path");
        assert.equal(paths.length, links.length);
        paths.forEach((path, i) => {
          const { from, to, strong } = links[i];
          assert.equal(path.attrs["data-from"], `${from.cell}:${from.digit}`);
          assert.equal(path.attrs["data-to"], `${to.cell}:${to.digit}`);
          assert.equal(path.attrs["data-link"], strong ? "strong" : "weak");
          const { start, end } = ends(path.attrs.d);
          for (const [point, node] of [[start, from], [end, to]] as const) {
            const disc = discOf(tree, node);
            const expected = markCentre(rules, node);
            assert.ok(
              distance(disc, expected) < 0.11,
              `the disc of ${node.cell}:${node.digit} is on its mark`,
            );
            assert.ok(
              Math.abs(distance(point, disc) - disc.r) < 0.2,
              `${path.attrs.d} touches ${disc.x},${disc.y}`,
            );
          }
        });
        const arrows = [...elements(tree)].filter((n) => n.tag === "polygon").length;
        assert.equal(arrows, asChain ? links.length : 0, "a chain is arrowed in order, loose links are not");
      },
    ),
    { numRuns: 200 },
  );
});

const pools = await loadPools();

Deno.test("on a killer board the discs keep clear of the cage lines, as its pencil marks do", () => {
  const entry = pools["killer/easy"]?.[0];
  assert.ok(entry, "a killer pool puzzle");
  const decoded = decode(entry.code);
  assert.ok(decoded.ok);
  const rules = decoded.value.grid.rules;
  const heads = new Set(rules.cages.map((cage) => Math.min(...cage.cells)));
  const nodes = [0, 10, 40, 80].map((cell, i) => ({ cell, digit: [1, 5, 9, 3][i] }));
  const tree = overlayTree({
    rules: createGeometry(playerRules(rules)),
    variant: "killer",
    candidates: allCandidates(rules),
    step: { placements: [], eliminations: [], pattern: { chain: nodes } },
  });
  for (const node of nodes) {
    assert.ok(distance(discOf(tree, node), markCentre(rules, node, heads.has(node.cell))) < 0.11);
  }
});

/** Positions whose next hint tells the named technique, with its pattern. */
const HINTS: Array<{ technique: string; puzzle: string; board: string }> = [
  {
    technique: "x-chain",
    puzzle: ".65..3....9.....4....8......4......6..3.5..7..1.9.....47......2..217.9..8..3..1..",
    board: ".65..3.2..98....4..248...1.5472...96983.5.2712169.74..471.....263217.9.48593..167",
  },
  {
    technique: "aic",
    puzzle: "4...5...9..3...8.....1.9........4.......8.29.15.6...7.8.6....4.5.......3..9.4.78.",
    board: "4...5...9..34..8...851.94.......4.......8.29.15.69237.8.6....4.5.......3..9.4.78.",
  },
  {
    technique: "aic",
    puzzle: ".1.....8....75.....39...6........8.6.9..2.4..6.1....9.......2....2149.381...3....",
    board: ".1....38.286753149.39.1.6..3.4..182689..2.4..621.8..9.9.3...2...62149.381.8.3.9..",
  },
  {
    technique: "als-xz",
    puzzle: "4..6..3...1..2..6...8..7..19..8..5...4..5..1......2..75.....6...3..8..4......9..5",
    board: "4..6..3...1..2..6...8..7..19..8..5...4..5..1......2..75.....6...3..8..4......9..5",
  },
  {
    technique: "sue-de-coq",
    puzzle: "6..1...8..53.............4....8...6..9....7....24.........7.3.9....2.5..1........",
    board: "6..1..28..532..197...7..64....8...6..9....7....24.........7.319....2157.1......2.",
  },
  {
    technique: "simple-coloring",
    puzzle: "8.2.9.4...5.8....1.3...68...........9.3.7..26...5....7.7....6.......2..3...1.....",
    board: "862391475759824361.3.7568925.726913.91347852662.5139.727.9356...956.27.33.61.7259",
  },
  {
    technique: "finned-x-wing",
    puzzle: "......8...7..9..1...3..7..51..6......5..2..4...8..9..74.....2...6..1..5......6..3",
    board: "......87..7..9.31...3..7..51..6......5..2..4...8..9..74.....261.6..1..5......6..3",
  },
  {
    technique: "w-wing",
    puzzle: "..31.7....6........91..5....17..2...4......6...29.85.......3..8.......4....54...2",
    board: "243197856.65.34..1.916.54.3517462389489351267632978514.54..36.8326..9.45.78546.32",
  },
  {
    technique: "cell-forcing",
    puzzle: "2..5..6...9.....3...1..9..44..9..7...5..4..8...7..1..6...1..3...2..7..9...8..3..5",
    board: "2..5..619.9..1..3...1..9..44..9..7...5..4..8...7..1..6...1..3...2..7..9...8.93..5",
  },
  {
    technique: "pointing",
    puzzle: ".52.....1.....89..34.........82.1...46...9.....75......26..45.95..7...2.....2.8..",
    board: "8529.7..16714.89.2349..2.8.9382.1...465..921.2175...9..26..45.958.79.12..9..258..",
  },
];

Deno.test("the overlay of a real hint draws exactly its step: links, groups, colours, fins, placed, removed", () => {
  const seen = new Set<string>();
  for (const { technique, puzzle, board } of HINTS) {
    const givens = parseGrid(puzzle), played = parseGrid(board);
    assert.ok(givens.ok && played.ok);
    const answer = hint(givens.value, played.value);
    assert.ok(answer.ok && answer.value.status === "hint");
    const { move } = answer.value;
    // The step of that technique: the move, or a step the move leads to (Sue de Coq comes after a pointing,
    // the cheapest step there, and no board of digits alone is known where it comes first).
    const step = [move.step, ...(move.then ?? []).map((next) => next.step)].find((s) =>
      s.technique === technique
    );
    assert.ok(step, "the position's hint still tells this technique");
    const rules = givens.value.rules;
    // As the page computes them: the candidates of the digits on the board.
    const geometry = createGeometry(playerRules(rules));
    const candidates = candidateMarks(Array.from(played.value.cells), geometry);
    const tree = overlayTree({ rules: geometry, variant: null, candidates, step });
    const nodes = [...elements(tree)];
    const where = `${technique} on ${board}`;
    assert.equal(tree.attrs["aria-hidden"], "true");

    // Every drawn candidate is one the position has.
    const drawn = new Map(
      nodes.filter((n) => "data-cand" in n.attrs).map((n) => [n.attrs["data-cand"], n.attrs["data-role"]]),
    );
    for (const key of drawn.keys()) {
      const [cell, digit] = key.split(":").map(Number);
      assert.ok(candidates[cell] & (1 << (digit - 1)), `${where}: ${key} is a candidate`);
    }
    const roleOf = ({ cell, digit }: CellDigit) => drawn.get(`${cell}:${digit}`);
    for (const node of step.placements) assert.equal(roleOf(node), "placed", where);
    for (const node of step.eliminations) assert.equal(roleOf(node), "removed", where);
    const decided = new Set([...step.placements, ...step.eliminations].map((n) => `${n.cell}:${n.digit}`));
    for (const colored of step.pattern.colors ?? []) {
      if (decided.has(`${colored.cell}:${colored.digit}`)) continue;
      assert.equal(roleOf(colored), `color${colored.color}`, where);
      seen.add("colors");
    }
    for (const cell of step.pattern.fins ?? []) {
      for (const digit of step.pattern.digits ?? []) {
        if (candidates[cell] & (1 << (digit - 1))) assert.equal(roleOf({ cell, digit }), "fin", where);
      }
      seen.add("fins");
    }
    for (const node of step.pattern.chain ?? []) assert.ok(roleOf(node), `${where}: chain node drawn`);
    // A chain draws its own candidates and what the step decides, nothing more of its cells.
    if (step.pattern.chain) {
      const named = new Set([
        ...decided,
        ...step.pattern.chain.map((n) => `${n.cell}:${n.digit}`),
        ...(step.pattern.groups ?? []).flatMap((g) =>
          g.cells.map((cell) => `${cell}:${step.pattern.chain![g.index].digit}`)
        ),
      ]);
      assert.deepEqual([...drawn.keys()].filter((key) => !named.has(key)), [], `${where}: only the chain`);
    }

    // The links: as many as the step has, with its ends, each touching a disc of its end's candidate (a group
    // node's nearest candidate).
    const { links } = linksToDraw(step.pattern);
    const paths = nodes.filter((n) => n.tag === "path");
    assert.deepEqual(
      paths.map((p) => [p.attrs["data-from"], p.attrs["data-to"], p.attrs["data-link"]]),
      links.map((
        l,
      ) => [`${l.from.cell}:${l.from.digit}`, `${l.to.cell}:${l.to.digit}`, l.strong ? "strong" : "weak"]),
      where,
    );
    if (links.length > 0) seen.add(step.pattern.chain ? "chain" : "links");
    const groups = step.pattern.groups ?? [];
    assert.equal(nodes.filter((n) => "data-group" in n.attrs).length, groups.length, `${where}: groups`);
    if (groups.length) seen.add("groups");
    // Each almost locked set: every cell outlined once, and its digits marked where they are candidates.
    (step.pattern.sets ?? []).forEach((set, i) => {
      const outlined = nodes.filter((n) => n.attrs["data-set"] === String(i)).length;
      assert.equal(outlined, set.cells.length, `${where}: set ${i} outlined`);
      for (const cell of set.cells) {
        for (const digit of set.digits) {
          if (decided.has(`${cell}:${digit}`) || !(candidates[cell] & (1 << (digit - 1)))) continue;
          assert.ok(roleOf({ cell, digit }), `${where}: set ${i}'s ${digit} in ${cell} is marked`);
        }
      }
      seen.add("sets");
    });
    const membersOf = (node: CellDigit) => {
      const index = (step.pattern.chain ?? []).indexOf(node);
      const group = groups.find((g) => g.index === index);
      return (group ? group.cells : [node.cell]).map((cell) => ({ cell, digit: node.digit }));
    };
    paths.forEach((path, i) => {
      const { start, end } = ends(path.attrs.d);
      for (const [point, node] of [[start, links[i].from], [end, links[i].to]] as const) {
        const touches = membersOf(node).some((member) => {
          const disc = discOf(tree, member);
          return Math.abs(distance(point, disc) - disc.r) < 0.2;
        });
        assert.ok(touches, `${where}: link ${i} touches ${node.cell}:${node.digit}`);
      }
    });
  }
  assert.deepEqual([...seen].sort(), ["chain", "colors", "fins", "groups", "links", "sets"]);
});

Deno.test("a hint without links draws none: a single draws only the digit it places", () => {
  const daily = pools["easy"]?.[0];
  assert.ok(daily);
  const decoded = decode(daily.code);
  assert.ok(decoded.ok);
  const grid = decoded.value.grid;
  const answer = hint(grid, grid);
  assert.ok(answer.ok && answer.value.status === "hint");
  const { step } = answer.value.move;
  assert.equal(step.placements.length, 1, "a single");
  const geometry = createGeometry(playerRules(grid.rules));
  const candidates = candidateMarks(Array.from(grid.cells), geometry);
  const nodes = [...elements(overlayTree({ rules: geometry, variant: null, candidates, step }))];
  assert.equal(nodes.filter((n) => n.tag === "path" || n.tag === "polygon").length, 0);
  const marks = nodes.filter((n) => "data-cand" in n.attrs);
  assert.deepEqual(
    marks.filter((n) => n.attrs["data-role"] === "placed").map((n) => n.attrs["data-cand"]),
    [`${step.placements[0].cell}:${step.placements[0].digit}`],
  );
});

Deno.test("almost locked sets: each set's cells outlined in its own colour, its digits marked where they are", () => {
  const rules = classicRules("9x9");
  const candidates = new Array(81).fill(0);
  // Set 0: r1c1 {1,2}, r1c2 {2,3}; set 1: r5c5 {4,6}, r5c6 {4,6,7}. r1c2's 1 is not a candidate.
  candidates[0] = 0b11;
  candidates[1] = 0b110;
  candidates[40] = 0b101000;
  candidates[41] = 0b1101000;
  candidates[2] = 0b1;
  const step = {
    placements: [],
    eliminations: [{ cell: 2, digit: 1 }],
    pattern: {
      sets: [{ cells: [0, 1], digits: [1, 2, 3] }, { cells: [40, 41], digits: [4, 6, 7] }],
      links: [{ from: { cell: 1, digit: 2 }, to: { cell: 40, digit: 4 }, strong: false }],
    },
  };
  const tree = overlayTree({ rules: createGeometry(playerRules(rules)), variant: null, candidates, step });
  const nodes = [...elements(tree)];
  const outlines = nodes.filter((n) => "data-set" in n.attrs);
  assert.deepEqual(
    outlines.map((n) => [n.attrs["data-set"], n.attrs["data-cell"]]),
    [["0", "0"], ["0", "1"], ["1", "40"], ["1", "41"]],
  );
  assert.notEqual(outlines[0].attrs.class, outlines[2].attrs.class, "each set in its own colour");
  const roles = Object.fromEntries(
    nodes.filter((n) => "data-cand" in n.attrs).map((n) => [n.attrs["data-cand"], n.attrs["data-role"]]),
  );
  assert.deepEqual(roles, {
    "2:1": "removed",
    "0:1": "set0",
    "0:2": "set0",
    "1:2": "set0",
    "1:3": "set0",
    "40:4": "set1",
    "40:6": "set1",
    "41:4": "set1",
    "41:6": "set1",
    "41:7": "set1",
  });
  assert.equal(nodes.filter((n) => n.tag === "path").length, 1, "the restricted common's link");
});
