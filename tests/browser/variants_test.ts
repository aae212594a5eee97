/**
 * The variant dailies in a real browser (headless Debian chromium through playwright-core): a 4×4, a 6×6 and a
 * killer daily played to the end from the keyboard alone (arrow keys and digit keys), a 16×16 board drawn and
 * taking two-figure digits, and screenshots of each at 375 and 1280 px in tests/artifacts/.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { inContext, startHarness } from "../testing/browser.ts";

const NOW = new Date("2026-12-01T10:00:00Z");
const ARTIFACTS = new URL("../artifacts/", import.meta.url);

interface VariantDaily {
  variant: string;
  level: string;
  code: string;
  puzzle: string;
  cages?: Array<{ sum: number; cells: number[] }>;
}

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  assert.equal(response.status, 200, `${response.url}: ${text}`);
  return JSON.parse(text);
}

/** The daily and its solution (the last board of POST /api/solve), as the API gives them. */
async function dailyAndSolution(origin: string, variant: string, level: string) {
  const daily: VariantDaily = await json(
    await fetch(`${origin}/api/daily?variant=${variant}&level=${level}`),
  );
  const solved: { path: Array<{ board: string }> } = await json(
    await fetch(`${origin}/api/solve`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ puzzle: daily.puzzle, variant, cages: daily.cages }),
    }),
  );
  return { daily, solution: solved.path.at(-1)!.board };
}

async function until(expected: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function selectedCell(page: Page): Promise<number> {
  const selected = await page.$$eval(
    '#board [role="gridcell"][aria-selected="true"]',
    (cells) => cells.map((c) => Number(c.getAttribute("data-cell"))),
  );
  assert.equal(selected.length, 1, `one selected cell, got ${JSON.stringify(selected)}`);
  return selected[0];
}

/**
 * Plays the whole puzzle from the keyboard: Tab into the board, then for every empty cell in reading order the
 * arrow keys that lead there and the solution's digit key.
 */
async function playByKeyboard(page: Page, size: number, puzzle: string, solution: string): Promise<void> {
  await page.locator('#board [role="gridcell"][tabindex="0"]').focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowLeft");
  for (let cell = 0; cell < size * size; cell++) {
    if (puzzle[cell] !== "." && puzzle[cell] !== "0") continue;
    const from = await selectedCell(page);
    const rows = Math.floor(cell / size) - Math.floor(from / size);
    const cols = (cell % size) - (from % size);
    for (let i = 0; i < Math.abs(rows); i++) await page.keyboard.press(rows > 0 ? "ArrowDown" : "ArrowUp");
    for (let i = 0; i < Math.abs(cols); i++) await page.keyboard.press(cols > 0 ? "ArrowRight" : "ArrowLeft");
    assert.equal(await selectedCell(page), cell, "the arrows lead to the cell");
    await page.keyboard.press(solution[cell]);
  }
  await until(
    'board data-state="solved"',
    async () => await page.locator("#board").getAttribute("data-state") === "solved",
  );
}

async function screenshot(page: Page, name: string, width: number, fits: boolean): Promise<void> {
  await Deno.mkdir(ARTIFACTS, { recursive: true });
  const png = await page.screenshot({ fullPage: true });
  const shotWidth = new DataView(png.buffer, png.byteOffset, png.byteLength).getUint32(16);
  if (fits) assert.equal(shotWidth, width, `${name}: the page is ${width} px wide (no sideways scrolling)`);
  await Deno.writeFile(new URL(`${name}-${width}.png`, ARTIFACTS), png);
}

Deno.test("browser: 4×4, 6×6 and killer dailies played to the end by keyboard; a 16×16 board takes input", async (t) => {
  const harness = await startHarness(NOW);
  try {
    const { origin, browser } = harness;
    const games = [
      { variant: "4x4", level: "easy", size: 4 },
      { variant: "6x6", level: "medium", size: 6 },
      { variant: "killer", level: "medium", size: 9 },
    ];
    for (const { variant, level, size } of games) {
      await t.step(`${variant} ${level}: drawn, played by keyboard, solved and graded`, async () => {
        const { daily, solution } = await dailyAndSolution(origin, variant, level);
        for (const width of [375, 1280]) {
          await inContext(browser, { width }, async ({ page }) => {
            const response = await page.goto(`${origin}/?variant=${variant}&level=${level}`);
            assert.equal(response?.status(), 200);
            const board = page.locator("#board");
            assert.equal(await board.getAttribute("data-code"), daily.code);
            assert.equal(await page.locator('#board [role="gridcell"]').count(), size * size);
            assert.equal(await page.locator(".pad button[data-digit]").count(), size);
            if (variant === "killer") {
              assert.equal(await page.locator("#board .cages .cage").count(), daily.cages!.length);
              assert.equal(await page.locator("#board .cage-sum").count(), daily.cages!.length);
            }
            await screenshot(page, `variant-${variant}`, width, true);
            if (width === 1280) {
              await playByKeyboard(page, size, daily.puzzle, solution);
              await page.locator("#grade").waitFor({ state: "visible" });
              assert.match(await page.locator("#grade").innerText(), new RegExp(level, "i"));
              await screenshot(page, `variant-${variant}-solved`, width, true);
            }
          });
        }
      });
    }

    await t.step("16x16: 256 cells, a pad of 16, two-figure digits by keys and letters", async () => {
      const { daily, solution } = await dailyAndSolution(origin, "16x16", "easy");
      for (const width of [375, 1280]) {
        await inContext(browser, { width }, async ({ page }) => {
          const response = await page.goto(`${origin}/?variant=16x16&level=easy`);
          assert.equal(response?.status(), 200);
          assert.equal(await page.locator('#board [role="gridcell"]').count(), 256);
          assert.deepEqual(
            await page.$$eval(".pad button[data-digit]", (buttons) => buttons.map((b) => b.textContent)),
            Array.from({ length: 16 }, (_, i) => String(i + 1)),
          );
          // The text form writes 10–16 as A–G; players see and type 10–16.
          const empties = [...daily.puzzle].flatMap((ch, i) => ch === "." || ch === "0" ? [i] : []);
          const high = empties.filter((cell) => parseInt(solution[cell], 17) >= 10).slice(0, 2);
          const low = empties.find((cell) => parseInt(solution[cell], 17) < 10)!;
          assert.equal(high.length, 2);
          const valueOf = (cell: number) =>
            page.locator(`#board [data-cell="${cell}"] .value`).allTextContents().then((t) =>
              t.join("").trim()
            );
          const figure = (cell: number) => String(parseInt(solution[cell], 17));
          await page.click(`#board [data-cell="${high[0]}"]`);
          await page.keyboard.press("1");
          await page.keyboard.press(figure(high[0])[1]);
          await until(`r? shows ${figure(high[0])}`, async () => await valueOf(high[0]) === figure(high[0]));
          await page.click(`#board [data-cell="${high[1]}"]`);
          await page.keyboard.press(solution[high[1]].toLowerCase());
          await until(`shows ${figure(high[1])}`, async () => await valueOf(high[1]) === figure(high[1]));
          await page.click(`#board [data-cell="${low}"]`);
          await page.keyboard.press(solution[low]);
          await until(`shows ${solution[low]}`, async () => await valueOf(low) === solution[low]);
          // A 16×16 board is for a desktop: at 375 px it may scroll sideways, so only 1280 is held to its width.
          await screenshot(page, "variant-16x16", width, width === 1280);
        });
      }
    });

    await t.step("X-Sudoku: both diagonals drawn", async () => {
      await inContext(browser, { width: 375 }, async ({ page }) => {
        const response = await page.goto(`${origin}/?variant=x&level=hard`);
        assert.equal(response?.status(), 200);
        assert.equal(await page.locator("#board .cell.diagonal").count(), 17);
        await screenshot(page, "variant-x", 375, true);
      });
    });
  } finally {
    await harness.close();
  }
});
