/**
 * What the player fills in and what a hint names, as a player sees them on a laptop (1280×800) and a phone
 * (375×812), in a real browser (headless Debian chromium through playwright-core): Fill candidates keeps to
 * a killer's cage sums, a hint with a wrong digit on the board names that digit's cell rather than a cell it
 * left with nothing, and a hint offers the cheapest step there is, looking at the house its removal is in.
 * axe-core checks every state visited.
 */
import assert from "node:assert/strict";
import { formatGrid, type Grid, parseGrid } from "../../engine/board.ts";
import { cellName, killerRules } from "../../engine/rules.ts";
import { encode } from "../../engine/sharecode.ts";
import { countSolutions } from "../../engine/solver.ts";
import { TECHNIQUES } from "../../engine/techniques/index.ts";
import { applyStep, createState } from "../../engine/techniques/step.ts";
import type { Browser, Page } from "playwright-core";
import { auditWithAxe, startHarness, watchedPage } from "../testing/browser.ts";

const NOW = new Date("2026-12-01T10:00:00Z");
const VIEWPORTS = [{ width: 1280, height: 800 }, { width: 375, height: 812 }];

/** A classic puzzle with one solution (r1c3 is 4; r1c6 and r1c7 are 8 and 9). */
const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/**
 * A position whose cheapest step is a pointing (9 in r4c3, r6c3 removes 9 from r1c3), where an XY-Wing that
 * opens a single sooner is there too.
 */
const POINTING_BEFORE_XY_WING =
  "...73.5463541268976.7.5412343.5.76127..46.93556..13784..564.378846371259.73..5461";

/**
 * Runs `scenario` in a fresh context of this size and fails it on any console error or uncaught exception.
 * The context bypasses the page's Content-Security-Policy so that axe-core's script can be added to it.
 */
async function inViewport(
  browser: Browser,
  viewport: { width: number; height: number },
  scenario: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ viewport, bypassCSP: true });
  try {
    const { page, errors } = await watchedPage(context);
    await scenario(page);
    assert.deepEqual(errors, [], `errors in the browser on ${page.url()}`);
  } finally {
    await context.close();
  }
}

function gridOf(text: string): Grid {
  const parsed = parseGrid(text);
  assert.ok(parsed.ok);
  return parsed.value;
}

/** Opens `/p/<code>` of `puzzle` with `board` as the game in progress, saved before the page's script runs. */
async function openGame(page: Page, origin: string, puzzle: Grid, board: Grid): Promise<void> {
  const code = encode(puzzle);
  const values = formatGrid(board).replaceAll(".", "0");
  const saved = JSON.stringify({ values, marks: [], elapsed: 0, hints: 0, solved: false });
  await page.context().addInitScript(([key, value]) => localStorage.setItem(key, value), [
    `sudoku-daily:${code}`,
    saved,
  ]);
  await page.goto(`${origin}/p/${code}`);
}

/** Every cell's pencil marks as digit lists, read from the board in one go. */
function allMarks(page: Page): Promise<number[][]> {
  return page.$$eval('#board [role="gridcell"]', (cells) =>
    cells
      .sort((a, b) => Number(a.getAttribute("data-cell")) - Number(b.getAttribute("data-cell")))
      .map((cell) =>
        [...cell.querySelectorAll(".mark[data-mark]")].map((m) => Number(m.getAttribute("data-mark")))
      ));
}

/** The panel's lines as shown (without the screen-reader-only cell names). */
function shownLines(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const copy = element.cloneNode(true) as unknown as {
        querySelectorAll(selector: string): Iterable<{ remove(): void }>;
        textContent: string | null;
      };
      for (const part of copy.querySelectorAll(".sr-only")) part.remove();
      return copy.textContent ?? "";
    })
  );
}

/** The cells carrying `className`, ascending. */
function cellsWithClass(page: Page, className: string): Promise<number[]> {
  return page.$$eval(
    `#board [role="gridcell"].${className}`,
    (cells) => cells.map((cell) => Number(cell.getAttribute("data-cell"))).sort((a, b) => a - b),
  );
}

/** The first wrong digit of PUZZLE, in cell then digit order, that leaves another cell with no candidate. */
function wrongDigitEmptyingACell(): { board: Grid; wrong: number; emptied: number[] } {
  const puzzle = gridOf(PUZZLE);
  const solution = countSolutions(puzzle).solution!;
  const candidates = createState(puzzle).candidates;
  for (let cell = 0; cell < 81; cell++) {
    if (puzzle.cells[cell] !== 0) continue;
    for (let digit = 1; digit <= 9; digit++) {
      if (digit === solution[cell] || !(candidates[cell] & (1 << (digit - 1)))) continue;
      const board = { rules: puzzle.rules, cells: puzzle.cells.slice() };
      board.cells[cell] = digit;
      const after = createState(board);
      const emptied = [...after.candidates.keys()].filter((i) =>
        board.cells[i] === 0 && after.candidates[i] === 0
      );
      if (emptied.length > 0) return { board, wrong: cell, emptied };
    }
  }
  throw new Error("no wrong digit of PUZZLE empties a cell");
}

Deno.test("browser: filled candidates and hints that name the right cell and the cheapest step", async (t) => {
  const harness = await startHarness(NOW);
  try {
    const { origin, browser } = harness;

    await t.step(
      "Fill candidates keeps a killer's one-cell cage to its sum and every cage to its sets",
      async () => {
        // PUZZLE under killer rules with a one-cell 4 cage at r1c3 and a two-cell 17 cage at r1c6, r1c7.
        const classic = gridOf(PUZZLE);
        const rules = killerRules("9x9", [{ cells: [2], sum: 4 }, { cells: [5, 6], sum: 17 }]);
        const puzzle = { rules, cells: classic.cells };
        const expectedState = createState(puzzle);
        for (const step of TECHNIQUES["cage-combination"].findAll(expectedState)) {
          applyStep(expectedState, step);
        }
        const expected = Array.from(
          expectedState.candidates,
          (mask) => [...Array(9).keys()].filter((d) => mask & (1 << d)).map((d) => d + 1),
        );
        for (const viewport of VIEWPORTS) {
          await inViewport(browser, viewport, async (page) => {
            await openGame(page, origin, puzzle, puzzle);
            await page.click("#fill-candidates");
            const marks = await allMarks(page);
            const where = `${viewport.width}×${viewport.height}`;
            assert.deepEqual(marks[2], [4], `${where}: the one-cell 4 cage`);
            // 17 over two cells is 8 + 9; r1c6 cannot take the 9 (r2c5 in its box holds one), so it keeps the 8.
            assert.deepEqual([marks[5], marks[6]], [[8], [8, 9]], `${where}: the 17 cage over two cells`);
            assert.deepEqual(marks, expected, `${where}: the engine's candidates and cage combination`);
            await auditWithAxe(page, `killer candidates filled (${where})`);
          });
        }
      },
    );

    await t.step(
      "with a wrong digit on the board, Hint names that digit's cell, not the cell it emptied",
      async () => {
        const { board, wrong, emptied } = wrongDigitEmptyingACell();
        const puzzle = gridOf(PUZZLE);
        for (const viewport of VIEWPORTS) {
          await inViewport(browser, viewport, async (page) => {
            await openGame(page, origin, puzzle, board);
            await page.click("#hint");
            const status = page.locator('#hint-panel [data-hint-status="mistake"]');
            await status.waitFor({ state: "visible" });
            const [text] = await shownLines(page, '#hint-panel [data-hint-status="mistake"]');
            const where = `${viewport.width}×${viewport.height}: ${text}`;
            assert.ok(text.includes(cellName(puzzle.rules, wrong)), `${where}: names the wrong digit's cell`);
            for (const cell of emptied) assert.ok(!text.includes(cellName(puzzle.rules, cell)), where);
            assert.deepEqual(
              await cellsWithClass(page, "hint-cell"),
              [wrong],
              `${where}: marks that cell only`,
            );
            await auditWithAxe(page, `a wrong digit named (${where})`);
          });
        }
      },
    );

    await t.step("Hint offers the cheapest step, and looks at the house its removal is in", async () => {
      const grid = gridOf(POINTING_BEFORE_XY_WING);
      const r1c3 = 2;
      const column3 = Array.from({ length: 9 }, (_, row) => row * 9 + 2);
      for (const viewport of VIEWPORTS) {
        await inViewport(browser, viewport, async (page) => {
          await openGame(page, origin, grid, grid);
          const where = `${viewport.width}×${viewport.height}`;
          await page.click("#hint");
          await page.locator('#hint-panel [data-hint-level="1"]').waitFor({ state: "visible" });
          assert.deepEqual(await shownLines(page, '#hint-panel [data-hint-level="1"]'), [
            "Look at column 3.",
          ]);
          const area = await cellsWithClass(page, "hint-area");
          assert.deepEqual(area, column3, `${where}: the area is column 3`);
          assert.ok(area.includes(r1c3), `${where}: the area holds the removal`);
          await page.click("#hint");
          await page.locator('#hint-panel [data-hint-level="2"]').waitFor({ state: "visible" });
          assert.deepEqual(await shownLines(page, '#hint-panel [data-hint-level="2"]'), [
            "Technique: Pointing.",
          ]);
          await page.click("#hint");
          await page.locator('#hint-panel [data-hint-level="3"]').first().waitFor({ state: "visible" });
          const [move] = await shownLines(page, '#hint-panel [data-hint-level="3"]');
          assert.equal(move, "Pointing {9} in r4c3, r6c3 removes 9 from r1c3.", where);
          await auditWithAxe(page, `the cheapest hint at level 3 (${where})`);
        });
      }
    });
  } finally {
    await harness.close();
  }
});
