import assert from "node:assert/strict";
import { formatGrid, type Grid } from "../../engine/board.ts";
import { hint, type HintAnswer } from "../../engine/hint.ts";
import { cellName, killerRules } from "../../engine/rules.ts";
import { countSolutions } from "../../engine/solver.ts";
import {
  applyStep,
  cloneState,
  createState,
  type SolveState,
  type Step,
} from "../../engine/techniques/step.ts";
import { TECHNIQUES } from "../../engine/techniques/index.ts";
import { SINGLE_IDS, type TechniqueId, techniqueInfo } from "../../engine/catalogue.ts";
import { gradeUnique } from "../../engine/grade.ts";
import { decode } from "../../engine/sharecode.ts";
import { loadPools } from "../../data/pools.ts";
import { cellAt, gridOf } from "../testing/grids.ts";
import { defaultSchemeFor, SCHEMES } from "../../engine/schemes.ts";
import { CHAIN_IDS } from "../testing/technique_cases.ts";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
// The "Easter Monster": no technique, forcing nets included, makes a first step.
const STUCK = "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1";

function answer(puzzle: string, board: string): HintAnswer {
  const result = hint(gridOf(puzzle), gridOf(board));
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Boards one wrong digit away from the puzzle, in cell then digit order, with what they break. */
function* wrongBoards(): Generator<{ board: Grid; cell: number; dead: boolean; solutions: number }> {
  const puzzle = gridOf(PUZZLE);
  for (let cell = 0; cell < 81; cell++) {
    if (puzzle.cells[cell] !== 0) continue;
    const state = createState(puzzle);
    for (let digit = 1; digit <= 9; digit++) {
      if (!(state.candidates[cell] & (1 << (digit - 1))) || String(digit) === SOLUTION[cell]) continue;
      const board = { rules: puzzle.rules, cells: puzzle.cells.slice() };
      board.cells[cell] = digit;
      const after = createState(board);
      const dead = after.candidates.some((m, i) => m === 0 && board.cells[i] === 0);
      yield { board, cell, dead, solutions: countSolutions(board).count };
    }
  }
}

Deno.test("hint: three levels from the placed digits, the move checked against the position", () => {
  const a = answer(PUZZLE, PUZZLE);
  assert.equal(a.status, "hint");
  if (a.status !== "hint") return;
  assert.ok(a.area.cells.length === 9 && a.area.cells.includes(a.move.step.placements[0].cell));
  assert.equal(a.technique.name, "Naked single");
  const { cell, digit } = a.move.step.placements[0];
  assert.equal(String(digit), SOLUTION[cell], "a hint from a correct board is a correct move");
  assert.ok(a.move.highlight.includes(cell));
});

Deno.test("hint: a rule broken by a placed digit names the cells", () => {
  const a = answer(PUZZLE, "535" + PUZZLE.slice(3));
  assert.equal(a.status, "conflict");
  if (a.status === "conflict") {
    assert.deepEqual(a.cells, [0, 2]);
    assert.match(a.message, /5 appears twice in row 1/);
  }
});

Deno.test("hint: a broken rule, a full board and where to look are told in German and Spanish", () => {
  const conflict = (locale: "de" | "es") => {
    const result = hint(gridOf(PUZZLE), gridOf("535" + PUZZLE.slice(3)), undefined, locale);
    return result.ok && result.value.status === "conflict" ? result.value.message : "";
  };
  assert.equal(conflict("de"), "die 5 steht zweimal in Zeile 1 (r1c1, r1c3)");
  assert.equal(conflict("es"), "el 5 aparece dos veces en fila 1 (r1c1, r1c3)");
  const solved = (locale: "de" | "es") => hint(gridOf(PUZZLE), gridOf(SOLUTION), undefined, locale);
  assert.deepEqual(solved("de"), {
    ok: true,
    value: { status: "solved", message: "das Spielfeld ist voll und verletzt keine Regel: gelöst" },
  });
  assert.deepEqual(solved("es"), {
    ok: true,
    value: { status: "solved", message: "el tablero está lleno y no rompe ninguna regla: resuelto" },
  });
  // The pointing of the test "the cheapest step available is offered" below: its area is column 3.
  const board = "...73.5463541268976.7.5412343.5.76127..46.93556..13784..564.378846371259.73..5461";
  const area = (locale: "de" | "es") => {
    const result = hint(gridOf(board), gridOf(board), undefined, locale);
    return result.ok && result.value.status === "hint" ? result.value.area.name : "";
  };
  assert.equal(area("de"), "Spalte 3");
  assert.equal(area("es"), "columna 3");
});

Deno.test("hint: a full cage of the wrong sum is told in the hint's language", () => {
  // r1c3 and r6c2 share no house; as a cage of sum 3 they hold 1 and 5, which make 6.
  const rules = killerRules("9x9", [{ cells: [2, 46], sum: 3 }]);
  const puzzle = { rules, cells: gridOf(PUZZLE).cells };
  const board = { rules, cells: puzzle.cells.slice() };
  board.cells[2] = 1;
  board.cells[46] = 5;
  const message = (locale: "en" | "de" | "es") => {
    const result = hint(puzzle, board, undefined, locale);
    return result.ok && result.value.status === "conflict" ? result.value.message : "";
  };
  assert.equal(message("en"), "cage 1 adds up to 6, not 3 (r1c3, r6c2)");
  assert.equal(message("de"), "Käfig 1 ergibt 6 statt 3 (r1c3, r6c2)");
  assert.equal(message("es"), "jaula 1 suma 6, no 3 (r1c3, r6c2)");
});

Deno.test("hint: under killer rules a digit repeated in a cage is the rule broken", () => {
  // r1c3 = 1 and r6c2 = 1 break no house (each fits its row, column and box) but share a cage.
  const rules = killerRules("9x9", [{ cells: [2, 46], sum: 3 }]);
  const puzzle = { rules, cells: gridOf(PUZZLE).cells };
  const board = { rules, cells: puzzle.cells.slice() };
  board.cells[2] = 1;
  board.cells[46] = 1;
  const result = hint(puzzle, board);
  assert.ok(result.ok);
  assert.deepEqual(result.value, {
    status: "conflict",
    message: "1 appears twice in cage 1 (r1c3, r6c2)",
    cells: [2, 46],
  });
});

Deno.test("hint: a wrong digit that leaves another cell with no candidate is named, not that cell", () => {
  const found = [...wrongBoards()].find((b) => b.dead);
  assert.ok(found, "some wrong digit empties a cell");
  const a = answer(PUZZLE, formatGrid(found.board));
  assert.deepEqual(a, {
    status: "mistake",
    message: `the ${found.board.cells[found.cell]} at ${cellName(found.board.rules, found.cell)} is wrong: ` +
      "the solution has another digit there",
    cells: [found.cell],
  });
});

Deno.test("hint: a wrong digit that breaks nothing visible is named as the mistake", () => {
  const found = [...wrongBoards()].find((b) => !b.dead && b.solutions === 0);
  assert.ok(found);
  const a = answer(PUZZLE, formatGrid(found.board));
  assert.equal(a.status, "mistake");
  assert.deepEqual(a.status === "mistake" && a.cells, [found.cell]);
});

Deno.test("hint: every wrong digit is named, the one placed first and the ones that followed from it", () => {
  const found = [...wrongBoards()].find((b) => !b.dead && b.solutions === 0)!;
  const board = { rules: found.board.rules, cells: found.board.cells.slice() };
  // A second wrong digit, in a cell away from the first, that the first does not rule out.
  const state = createState(board);
  const second = [...Array(81).keys()].find((cell) =>
    board.cells[cell] === 0 && cell > found.cell + 10 &&
    (state.candidates[cell] & ~(1 << (Number(SOLUTION[cell]) - 1)))
  )!;
  const digit = [...Array(9).keys()].map((d) => d + 1).find((d) =>
    d !== Number(SOLUTION[second]) && state.candidates[second] & (1 << (d - 1))
  )!;
  board.cells[second] = digit;
  const a = answer(PUZZLE, formatGrid(board));
  assert.equal(a.status, "mistake");
  if (a.status === "mistake") {
    assert.deepEqual(a.cells, [found.cell, second]);
    assert.match(a.message, /^the digits at r\d+c\d+, r\d+c\d+ are wrong/);
  }
});

Deno.test("hint: in every variant, a wrong digit is the cell named, not a cell it left with no candidate", async () => {
  const pools = await loadPools();
  for (const key of ["easy", "x/medium", "killer/easy", "6x6/easy", "4x4/easy", "16x16/easy"]) {
    const decoded = decode(pools[key][0].code);
    assert.ok(decoded.ok);
    const puzzle = decoded.value.grid;
    const solution = countSolutions(puzzle).solution!;
    const g = puzzle.rules;
    const state = createState(puzzle);
    // The first wrong digits, in cell then digit order, that empty another cell and that do not.
    const named = { dead: 0, alive: 0 };
    for (let cell = 0; cell < g.cellCount && (named.dead < 2 || named.alive < 2); cell++) {
      if (puzzle.cells[cell] !== 0) continue;
      for (let digit = 1; digit <= g.size; digit++) {
        if (digit === solution[cell] || !(state.candidates[cell] & (1 << (digit - 1)))) continue;
        const board = { rules: g, cells: puzzle.cells.slice() };
        board.cells[cell] = digit;
        const dead = createState(board).candidates.some((m, i) => m === 0 && board.cells[i] === 0);
        if (named[dead ? "dead" : "alive"] >= 2) continue;
        const result = hint(puzzle, board);
        assert.ok(result.ok);
        const a = result.value;
        // A killer's cage may show the wrong digit as a sum it can no longer make: a conflict, named as such.
        if (a.status === "conflict") continue;
        assert.equal(a.status, "mistake", `${key}: ${JSON.stringify(a)}`);
        assert.deepEqual(a.status === "mistake" && a.cells, [cell], `${key}: ${a.message}`);
        named[dead ? "dead" : "alive"]++;
      }
    }
    assert.ok(named.alive > 0, `${key}: wrong digits were tried`);
  }
});

Deno.test("hint: without the puzzle's solution, the cell left with no candidate is what is named", () => {
  // Half of a puzzle's givens leave it many solutions: which digit is wrong cannot be said, only what broke.
  const found = [...wrongBoards()].find((b) => b.dead)!;
  const puzzle = gridOf(PUZZLE);
  const board = { rules: puzzle.rules, cells: found.board.cells.slice() };
  const few = { rules: puzzle.rules, cells: puzzle.cells.map((d, cell) => (cell % 2 === 0 ? 0 : d)) };
  for (let cell = 0; cell < 81; cell++) {
    if (few.cells[cell] === 0) board.cells[cell] = found.board.cells[cell];
  }
  const result = hint(few, board);
  assert.ok(result.ok);
  assert.equal(result.value.status, "no-candidates");
  if (result.value.status === "no-candidates") {
    const state = createState(board);
    for (const cell of result.value.cells) assert.equal(state.candidates[cell], 0);
  }
});

Deno.test("hint: a full correct board is solved; a position beyond the catalogue says so honestly", () => {
  assert.equal(answer(PUZZLE, SOLUTION).status, "solved");
  assert.equal(answer(STUCK, STUCK).status, "stuck");
});

Deno.test("hint: the board must keep the puzzle's givens and size", () => {
  const changed = hint(gridOf(PUZZLE), gridOf("1" + PUZZLE.slice(1)));
  assert.equal(changed.ok || changed.error.code, "givens-changed");
  const size = hint(gridOf(PUZZLE), gridOf(".".repeat(16)));
  assert.equal(size.ok || size.error.code, "size-mismatch");
});

Deno.test("hint: a move that only removes candidates comes with the steps up to the placement it unlocks", () => {
  // The board holds digits only: without those steps, asking again would give the same pointing forever.
  const puzzle = ".52.....1.....89..34.........82.1...46...9.....75......26..45.95..7...2.....2.8..";
  const board = "8529.7..16714.89.2349..2.8.9382.1...465..921.2175...9..26..45.958.79.12..9..258..";
  const solution = countSolutions(gridOf(puzzle)).solution!;
  const a = answer(puzzle, board);
  assert.equal(a.status, "hint");
  if (a.status !== "hint") return;
  assert.equal(a.technique.id, "pointing");
  assert.deepEqual(a.move.step.placements, []);
  const then = a.move.then!;
  assert.ok(then.length >= 1, "steps follow the elimination");
  assert.ok(then.slice(0, -1).every((s) => s.step.placements.length === 0), "only the last one places");
  const last = then.at(-1)!.step;
  assert.ok(last.placements.length > 0);
  for (const { cell, digit } of last.placements) assert.equal(digit, solution[cell]);
  assert.ok(then.every((s) => s.text.length > 0));
});

Deno.test("hint: after the cheapest move, only the steps the digit it leads to needs are told", () => {
  // The grader's first move here is a pointing in box 1, then three more pointings, none of which the digit
  // needs: the hidden pair {2,4} in row 6 alone leaves r5c7 as box 6's only place for 8. The pointing is the
  // cheapest step there is, so it is the move; of the steps after it only the hidden pair and the single stay.
  const board = ".382.5....2139.685.5.18.32724.8...6..9.4.2....1........7...8.3..629..57818..2.946";
  const a = answer(board, board);
  assert.equal(a.status, "hint");
  if (a.status !== "hint") return;
  assert.equal(a.technique.id, "pointing");
  assert.equal(a.move.text, "Pointing {7} in r1c1, r2c1 removes 7 from r5c1, r6c1");
  assert.deepEqual(a.move.then?.map((t) => t.text), [
    "Hidden pair {2,4} in r6c7, r6c9 removes 3, 7, 8, 9 from r6c7, r6c9",
    "Hidden single (box) in box 6: r5c7 = 8",
  ]);
});

Deno.test("hint: the cheapest step available is offered, and where to look holds its removals", () => {
  // A pointing in column 3 is available; an XY-Wing (pivot r5c6) that removes 9 from r3c4 opens a single
  // sooner. The pointing is the step offered, and column 3 is where its removal is, not the box it points from.
  const board = "...73.5463541268976.7.5412343.5.76127..46.93556..13784..564.378846371259.73..5461";
  const a = answer(board, board);
  assert.equal(a.status, "hint");
  if (a.status !== "hint") return;
  assert.equal(a.technique.id, "pointing");
  assert.equal(a.move.text, "Pointing {9} in r4c3, r6c3 removes 9 from r1c3");
  assert.equal(a.area.name, "column 3");
  assert.ok(a.area.cells.includes(cellAt(gridOf(board), "r1c3")));
  assert.deepEqual(a.move.then?.map((t) => t.step.technique), ["xy-wing", "naked-single"]);
});

/** The first technique of the scheme's order (the grader's) with a step in `board`'s position. */
function cheapestTechnique(board: Grid): string | null {
  const state = createState(board);
  const scheme = SCHEMES[defaultSchemeFor(board.rules)];
  const unique = countSolutions(board).count === 1;
  const entry = scheme.order.find((e) =>
    (unique || !techniqueInfo(e.technique).uniqueness) && TECHNIQUES[e.technique].find(state) !== null
  );
  return entry?.technique ?? null;
}

Deno.test("hint: along pooled puzzles of every variant, the move is the cheapest technique's and its area holds what it changes", async () => {
  const pools = await loadPools();
  let asked = 0;
  for (const key of ["medium", "hard", "expert", "x/medium", "killer/medium", "6x6/medium", "16x16/easy"]) {
    for (const entry of pools[key].slice(0, key === "16x16/easy" ? 1 : 6)) {
      const decoded = decode(entry.code);
      assert.ok(decoded.ok);
      const puzzle = decoded.value.grid;
      const board = { rules: puzzle.rules, cells: puzzle.cells.slice() };
      for (;;) {
        const a = hint(puzzle, board);
        assert.ok(a.ok);
        if (a.value.status !== "hint") break;
        const { move, area, technique } = a.value;
        const where = `${key} ${formatGrid(board)}: ${move.text}`;
        assert.equal(technique.id, cheapestTechnique(board), where);
        const changed = move.step.placements.length > 0 ? move.step.placements : move.step.eliminations;
        const held = (cells: readonly number[]) => changed.filter((c) => cells.includes(c.cell)).length;
        assert.ok(held(area.cells) > 0, `${where}: ${area.name} holds none of it`);
        // No other region holds more of it.
        for (const region of board.rules.regions) {
          assert.ok(held([...region.cells]) <= held(area.cells), where);
        }
        asked++;
        const placing = move.step.placements.length > 0 ? move.step : move.then?.at(-1)?.step;
        if (!placing?.placements.length) break;
        for (const { cell, digit } of placing.placements) board.cells[cell] = digit;
      }
    }
  }
  assert.ok(asked > 1000, `only ${asked} hints`);
});

/** Whether a single places `target` after the moves, each found again by technique and pattern, from `state`. */
function stillPlaces(state: SolveState, moves: Step[], target: { cell: number; digit: number }): boolean {
  const at = cloneState(state);
  for (const move of moves) {
    const pattern = JSON.stringify(move.pattern);
    const again = TECHNIQUES[move.technique].findAll(at).find((f) => JSON.stringify(f.pattern) === pattern);
    if (!again) return false;
    applyStep(at, again);
  }
  return SINGLE_IDS.some((id) =>
    TECHNIQUES[id].findAll(at).some((f) =>
      f.placements.some((p) => p.cell === target.cell && p.digit === target.digit)
    )
  );
}

Deno.test("hint: along pooled puzzles, every elimination told after the move is one its placement needs", async () => {
  const pools = await loadPools();
  let told = 0;
  for (const level of ["medium", "hard", "expert", "evil"]) {
    for (const entry of pools[level].slice(0, 30)) {
      const decoded = decode(entry.code);
      assert.ok(decoded.ok);
      const puzzle = decoded.value.grid;
      const board = { rules: puzzle.rules, cells: puzzle.cells.slice() };
      for (;;) {
        const a = hint(puzzle, board);
        assert.ok(a.ok);
        if (a.value.status !== "hint") break;
        const { move } = a.value;
        const moves = [move.step, ...(move.then ?? []).map((t) => t.step)];
        const placing = moves.at(-1)!;
        if (placing.placements.length === 0) break;
        const target = placing.placements[0];
        const state = createState(board);
        // Leaving any one elimination after the move out (the move, the cheapest step, is made first), the same
        // digit no longer lands in the same cell as a single.
        for (let i = 1; i < moves.length - 1; i++) {
          const without = [...moves.slice(0, i), ...moves.slice(i + 1, -1)];
          assert.ok(
            !stillPlaces(state, without, target),
            `${entry.code}: ${moves[i].technique} is not needed`,
          );
          told++;
        }
        for (const { cell, digit } of placing.placements) board.cells[cell] = digit;
      }
    }
  }
  assert.ok(told > 300, `only ${told} eliminations told after the move`);
});

/**
 * Two top1465 puzzles whose hints once gave up part-way: telling the moves up to a placement replays each move
 * without the others to drop the unneeded ones, and past a few forcing chains those replays outgrew the work cap.
 */
const FORCING_HEAVY = [
  "..1.....7...89..........6..26..3.......5...749...........1.4.5.83.............2..",
  "2...4.5...1.....3............6...8.2.7.3.9......1.....4...5.6.....7...9...8......",
];

Deno.test("hint: following the hints finishes puzzles that need forcing chains, however long the moves before a placement", () => {
  for (const text of FORCING_HEAVY) {
    const puzzle = gridOf(text);
    const solution = countSolutions(puzzle).solution!;
    const board = { rules: puzzle.rules, cells: puzzle.cells.slice() };
    for (let asked = 0;; asked++) {
      assert.ok(asked < 81, `${text}: the hints go round in circles`);
      const a = hint(puzzle, board);
      assert.ok(a.ok);
      if (a.value.status === "solved") break;
      assert.equal(a.value.status, "hint", `${text}: ${JSON.stringify(a.value)}`);
      if (a.value.status !== "hint") break;
      const { move } = a.value;
      const placing = move.step.placements.length > 0 ? move.step : move.then?.at(-1)?.step;
      assert.ok(placing && placing.placements.length > 0, `${text}: no placement after ${move.text}`);
      for (const { cell, digit } of placing.placements) {
        assert.equal(digit, solution[cell], `${text}: ${move.text}`);
        board.cells[cell] = digit;
      }
    }
    assert.deepEqual(board.cells, solution);
  }
});

Deno.test("hint: following the hints (the move, or the placement it leads to) finishes pooled puzzles", async () => {
  const pools = await loadPools();
  for (const level of ["medium", "hard", "expert", "evil"]) {
    for (const entry of pools[level].slice(0, 25)) {
      const decoded = decode(entry.code);
      assert.ok(decoded.ok);
      const puzzle = decoded.value.grid;
      const solution = countSolutions(puzzle).solution!;
      const board = { rules: puzzle.rules, cells: puzzle.cells.slice() };
      for (let asked = 0;; asked++) {
        assert.ok(asked < 200, `${entry.code}: the hints go round in circles`);
        const a = hint(puzzle, board);
        assert.ok(a.ok);
        if (a.value.status === "solved") break;
        assert.equal(a.value.status, "hint", `${entry.code}: ${JSON.stringify(a.value)}`);
        if (a.value.status !== "hint") break;
        const { move } = a.value;
        const placing = move.step.placements.length > 0 ? move.step : move.then?.at(-1)?.step;
        assert.ok(placing && placing.placements.length > 0, `${entry.code}: no placement after ${move.text}`);
        for (const { cell, digit } of placing.placements) {
          assert.equal(digit, solution[cell], `${entry.code}: ${move.text}`);
          board.cells[cell] = digit;
        }
      }
      assert.deepEqual(board.cells, solution);
    }
  }
});

/**
 * A board for a hint: the puzzle's givens with every digit the grader places before its first step of `ids`
 * (the board holds digits only, as a player's does).
 */
function boardBefore(line: string, ids: TechniqueId[]): Grid | null {
  const grid = gridOf(line);
  const record = gradeUnique(grid);
  const cells = grid.cells.slice();
  for (const step of record.path) {
    if (ids.includes(step.technique)) return { rules: grid.rules, cells };
    for (const { cell, digit } of step.placements) cells[cell] = digit;
  }
  return null;
}

/** A top1465 position (digits only) where an alternating inference chain is the cheapest step. */
const AIC_FIRST = {
  puzzle: "4...5...9..3...8.....1.9........4.......8.29.15.6...7.8.6....4.5.......3..9.4.78.",
  board: "4...5...9..34..8...851.94.......4.......8.29.15.69237.8.6....4.5.......3..9.4.78.",
};

/** A hint telling one of the chain and net techniques, checked at its three levels; the technique's id. */
function assertToldInThreeLevels(value: HintAnswer & { status: "hint" }): string {
  const { move } = value;
  assert.ok(value.area.cells.length > 0, "level 1: where to look");
  assert.equal(value.technique.name.length > 0, true, "level 2: the technique's name");
  assert.match(
    move.text,
    /^(3D Medusa|Alternating inference chain|Cell forcing|Unit forcing|Digit forcing)/,
  );
  const drawn = (move.step.pattern.chain?.length ?? 0) + (move.step.pattern.colors?.length ?? 0) +
    (move.step.pattern.links?.length ?? 0) + (move.step.pattern.cells?.length ?? 0);
  assert.ok(drawn > 0, "level 3: a pattern to draw");
  assert.ok(move.highlight.length > 0);
  assert.ok(move.why.text.length > 0);
  const last = move.then?.at(-1)?.step ?? move.step;
  assert.ok(last.placements.length > 0, "the hint leads to a digit");
  return value.technique.id;
}

Deno.test("hints use the new techniques: three levels, the move names the chain or net, the board draws it", () => {
  const puzzles = Deno.readTextFileSync(new URL("../fixtures/qqwing-expert-stuck.txt", import.meta.url))
    .split("\n").filter((l) => /^[0-9.]{81}$/.test(l));
  const told = new Set<string>();
  // On a board of digits only a cheaper step than the grader's is often there again (the hint offers the
  // cheapest): go through the puzzles until a hint tells one of the chain and net techniques.
  for (const line of puzzles) {
    const board = boardBefore(line, CHAIN_IDS);
    if (!board) continue;
    const answer = hint(gridOf(line), board);
    assert.ok(answer.ok);
    const value = answer.value;
    assert.equal(value.status, "hint");
    if (value.status !== "hint" || !CHAIN_IDS.includes(value.technique.id)) continue;
    told.add(assertToldInThreeLevels(value));
    break;
  }
  assert.ok(told.size > 0, "some hint tells a chain or net");
  const aic = hint(gridOf(AIC_FIRST.puzzle), gridOf(AIC_FIRST.board));
  assert.ok(aic.ok && aic.value.status === "hint");
  assert.equal(assertToldInThreeLevels(aic.value), "aic");
});
