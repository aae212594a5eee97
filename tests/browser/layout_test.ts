/**
 * The player in the window (headless Debian chromium through playwright-core), at the screens people play
 * on: 1280×800 and 1366×768 laptops and a 375×812 phone, light and dark. Every check is geometric, an
 * element's box against the viewport: the status line in view when Check or a digit answers, the board inside
 * the window's height, a solve's grade and streak brought into view, a hint's text beside the board its move
 * is drawn on, 16×16 cells a finger can hit with legible marks, the no-hints switch named apart from the
 * Expert level, and a skip link to the board. axe-core audits each state visited; screenshots go to
 * tests/artifacts/.
 */
import assert from "node:assert/strict";
import type { Browser, Locator, Page } from "playwright-core";
import { parseGrid } from "../../engine/board.ts";
import { encode } from "../../engine/sharecode.ts";
import { auditWithAxe, startHarness, watchedPage } from "../testing/browser.ts";

const NOW = new Date("2026-12-01T10:00:00Z");
const ARTIFACTS = new URL("../artifacts/", import.meta.url);

type Scheme = "light" | "dark";
interface Viewport {
  width: number;
  height: number;
}

const LAPTOPS: Viewport[] = [{ width: 1280, height: 800 }, { width: 1366, height: 768 }];
const PHONE: Viewport = { width: 375, height: 812 };

/** Every variant's daily as the picker links it, at a level it offers. */
const VARIANTS = [
  { variant: "9x9", level: "medium", size: 9 },
  { variant: "4x4", level: "easy", size: 4 },
  { variant: "6x6", level: "medium", size: 6 },
  { variant: "16x16", level: "easy", size: 16 },
  { variant: "killer", level: "medium", size: 9 },
  { variant: "x", level: "hard", size: 9 },
];

/**
 * Runs `scenario` on a page of a fresh context at `viewport` and colour scheme, and fails it on any error in
 * the browser. The CSP is bypassed only so axe-core's script can be added to the page.
 */
async function onPage(
  browser: Browser,
  viewport: Viewport,
  scheme: Scheme,
  scenario: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ viewport, colorScheme: scheme, bypassCSP: true });
  try {
    const watched = await watchedPage(context);
    await scenario(watched.page);
    assert.deepEqual(watched.errors, [], `errors in the browser on ${watched.page.url()}`);
  } finally {
    await context.close();
  }
}

async function until(expected: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The element's box in the viewport's coordinates (null when it is not shown). */
async function boxOf(locator: Locator) {
  return await locator.evaluate((e) => {
    const r = e.getBoundingClientRect();
    return r.width === 0 && r.height === 0
      ? null
      : { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  });
}

/** Fails unless the element is shown whole inside the viewport as the page stands, unscrolled by the test. */
async function assertInView(page: Page, locator: Locator, what: string): Promise<void> {
  const box = await boxOf(locator);
  const { width, height } = page.viewportSize()!;
  assert.ok(box, `${what} is shown`);
  const where = `${what} at ${JSON.stringify(box)} in a ${width}×${height} window`;
  // Half a pixel for sub-pixel layout.
  assert.ok(box.top >= -0.5 && box.bottom <= height + 0.5, `${where}: inside the window's height`);
  assert.ok(box.left >= -0.5 && box.right <= width + 0.5, `${where}: inside the window's width`);
}

async function statusSays(page: Page, text: RegExp): Promise<void> {
  await until(
    `the status line says ${text}`,
    async () => text.test(await page.locator("#status").innerText()),
  );
}

async function shoot(page: Page, name: string): Promise<void> {
  await Deno.mkdir(ARTIFACTS, { recursive: true });
  await Deno.writeFile(new URL(`layout-${name}.png`, ARTIFACTS), await page.screenshot());
}

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  assert.equal(response.status, 200, `${response.url}: ${text}`);
  return JSON.parse(text);
}

/** The daily and its solution (the last board of POST /api/solve). */
async function dailyAndSolution(origin: string, variant: string, level: string) {
  const daily: { puzzle: string; cages?: unknown } = await json(
    await fetch(`${origin}/api/daily?variant=${variant}&level=${level}`),
  );
  const solved: { path: Array<{ board: string }> } = await json(
    await fetch(`${origin}/api/solve`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ puzzle: daily.puzzle, variant, cages: daily.cages }),
    }),
  );
  return { puzzle: daily.puzzle, solution: solved.path.at(-1)!.board };
}

/** Types the solution into every empty cell, one click and one key each, until the board says it is solved. */
async function solve(page: Page, puzzle: string, solution: string): Promise<void> {
  for (let cell = 0; cell < puzzle.length; cell++) {
    if (puzzle[cell] !== "." && puzzle[cell] !== "0") continue;
    await page.click(`#board [data-cell="${cell}"]`);
    await page.keyboard.press(solution[cell]);
  }
  await until(
    "the board is solved",
    async () => (await page.locator("#board").getAttribute("data-state")) === "solved",
  );
}

/** A board on which the first hint is an elimination (a pointing) followed by the single it opens. */
const ELIMINATION = {
  puzzle: ".52.....1.....89..34.........82.1...46...9.....75......26..45.95..7...2.....2.8..",
  board: "8529.7..16714.89.2349..2.8.9382.1...465..921.2175...9..26..45.958.79.12..9..258..",
};

/** Opens the shared page of `puzzle` with `board` as its game in progress (saved before the page loads). */
async function openGameInProgress(page: Page, origin: string, puzzle: string, board: string): Promise<void> {
  const grid = parseGrid(puzzle);
  assert.ok(grid.ok);
  const code = encode(grid.value);
  const values = board.replaceAll(".", "0");
  const saved = JSON.stringify({ values, marks: [], elapsed: 0, hints: 0, solved: false });
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    `sudoku-daily:${code}`,
    saved,
  ]);
  await page.goto(`${origin}/p/${code}`);
}

/** Serves the app and starts chromium for one test; both stop whatever happens. */
async function withHarness(test: (harness: { origin: string; browser: Browser }) => Promise<void>) {
  const harness = await startHarness(NOW);
  try {
    await test(harness);
  } finally {
    await harness.close();
  }
}

Deno.test("browser layout: Check's and a digit's answers on the status line are in view, every variant", async () => {
  await withHarness(async ({ origin, browser }) => {
    for (const viewport of [...LAPTOPS, PHONE]) {
      for (const { variant, level } of VARIANTS) {
        const scheme: Scheme = variant === "9x9" ? "dark" : "light";
        await onPage(browser, viewport, scheme, async (page) => {
          const where = `${variant} at ${viewport.width}×${viewport.height}`;
          await page.goto(`${origin}/?variant=${variant}&level=${level}`);
          // No cell is selected on a fresh page: a digit asks for one.
          await page.click('.pad button[data-digit="1"]');
          await statusSays(page, /^Select a cell first\.$/);
          await assertInView(page, page.locator("#status"), `${where}: "Select a cell first."`);
          await page.click("#check");
          await statusSays(page, /^No mistakes so far/);
          await assertInView(page, page.locator("#status"), `${where}: Check's answer`);
          if (variant === "9x9" || variant === "16x16") {
            await shoot(page, `check-${variant}-${viewport.width}x${viewport.height}`);
            await auditWithAxe(page, `${where}, after Check (${scheme})`);
          }
        });
      }
    }
  });
});

Deno.test("browser layout: on a laptop the whole board fits the window's height, every variant", async () => {
  await withHarness(async ({ origin, browser }) => {
    for (const viewport of LAPTOPS) {
      for (const { variant, level, size } of VARIANTS) {
        await onPage(browser, viewport, "light", async (page) => {
          const where = `${variant} at ${viewport.width}×${viewport.height}`;
          await page.goto(`${origin}/?variant=${variant}&level=${level}`);
          await assertInView(page, page.locator("#board"), `${where}: the board`);
          const last = page.locator(`#board [data-cell="${size * size - 1}"]`);
          await assertInView(page, last, `${where}: the board's last cell`);
          // Fitting by shrinking is no fit: a 16×16 cell stays one a pointer hits easily.
          const cell = (await boxOf(last))!;
          assert.ok(cell.bottom - cell.top >= 32, `${where}: cells of ${cell.bottom - cell.top} px`);
        });
      }
    }
  });
});

Deno.test("browser layout: solved: the grade, Copy result and the streak come into view", async () => {
  await withHarness(async ({ origin, browser }) => {
    const { puzzle, solution } = await dailyAndSolution(origin, "9x9", "medium");
    for (const viewport of [...LAPTOPS, PHONE]) {
      const scheme: Scheme = viewport === PHONE ? "dark" : "light";
      await onPage(browser, viewport, scheme, async (page) => {
        const where = `at ${viewport.width}×${viewport.height}`;
        await page.goto(`${origin}/`);
        await solve(page, puzzle, solution);
        await page.locator("#grade-techniques li").first().waitFor();
        await page.locator("#stats").waitFor({ state: "visible" });
        // The page is brought there on its own: wait for it to settle, then measure.
        await until("the grade is in view", async () => {
          const box = await boxOf(page.locator("#grade"));
          return box !== null && box.bottom <= viewport.height + 0.5;
        }).catch(() => {});
        await assertInView(page, page.locator("#grade-heading"), `${where}: the grade's "Solved"`);
        await assertInView(page, page.locator("#grade-level"), `${where}: the level`);
        await assertInView(page, page.locator("#copy-result"), `${where}: Copy result`);
        await assertInView(page, page.locator("#stats .streaks"), `${where}: the streak`);
        await shoot(page, `solved-${viewport.width}x${viewport.height}`);
        await auditWithAxe(page, `solved ${where} (${scheme})`);
      });
    }
  });
});

Deno.test("browser layout: on a phone a hint's three levels stay in view with the board its move is drawn on", async () => {
  await withHarness(async ({ origin, browser }) => {
    // The daily's first hint (a single: three short lines and a reason), and an elimination, whose third level
    // goes on to the single it opens (two reasons): the longest a hint's text gets.
    for (const [game, scheme] of [["daily", "light"], ["elimination", "dark"]] as const) {
      await onPage(browser, PHONE, scheme, async (page) => {
        if (game === "daily") await page.goto(`${origin}/`);
        else await openGameInProgress(page, origin, ELIMINATION.puzzle, ELIMINATION.board);
        for (const level of [1, 2, 3]) {
          await page.click("#hint");
          await page.locator(`#hint-panel [data-hint-level="${level}"]`).first().waitFor();
        }
        await page.locator("#hint-panel [data-hint-why]").first().waitFor();
        await page.locator("#board svg[data-hint-overlay]").waitFor();
        // The page is brought there a frame after the panel's lines are drawn: let it settle, then measure.
        await until("the board is in view", async () => {
          const box = await boxOf(page.locator("#board"));
          return box !== null && box.top >= -0.5;
        }).catch(() => {});
        await assertInView(page, page.locator("#board"), `${game}: the board with the hint's drawing`);
        await assertInView(page, page.locator("#hint-panel"), `${game}: the hint's text`);
        await shoot(page, `hint-375-${game}-${scheme}`);
        await auditWithAxe(page, `${game}: three hint levels on a phone (${scheme})`);
      });
    }
  });
});

Deno.test("browser layout: 16×16 on a phone: cells a finger can hit, legible marks, the board pans, not the page", async () => {
  await withHarness(async ({ origin, browser }) => {
    await onPage(browser, PHONE, "light", async (page) => {
      const { puzzle } = await dailyAndSolution(origin, "16x16", "easy");
      await page.goto(`${origin}/?variant=16x16&level=easy`);
      const empty = [...puzzle].findIndex((ch) => ch === "." || ch === "0");
      const cell = page.locator(`#board [data-cell="${empty}"]`);
      const box = (await boxOf(cell))!;
      assert.ok(box.right - box.left >= 32 && box.bottom - box.top >= 32, `a cell of ${JSON.stringify(box)}`);
      assert.equal(
        await page.evaluate(() => document.documentElement.scrollWidth),
        PHONE.width,
        "the page itself does not scroll sideways",
      );
      // The marks of the last row of the 4×4 note grid are the widest: 13 to 16, side by side.
      await cell.click();
      await page.click("#pencil");
      for (const digit of ["13", "14", "15", "16"]) await page.click(`.pad button[data-digit="${digit}"]`);
      const glyphs = await cell.evaluate((c) =>
        ["13", "14", "15", "16"].map((d) => {
          const mark = c.querySelector(`.mark[data-mark="${d}"]`)!;
          const range = document.createRange();
          range.selectNodeContents(mark);
          const r = range.getBoundingClientRect();
          return { left: r.left, right: r.right, size: parseFloat(getComputedStyle(mark).fontSize) };
        })
      );
      for (let i = 0; i < glyphs.length; i++) {
        assert.ok(glyphs[i].size >= 8.5, `mark ${13 + i} at ${glyphs[i].size} px`);
        if (i > 0) {
          assert.ok(
            glyphs[i].left - glyphs[i - 1].right >= 1,
            `marks ${12 + i} and ${13 + i} apart: ${JSON.stringify(glyphs.slice(i - 1, i + 1))}`,
          );
        }
      }
      // The keyboard's selection brings its cell into view: the frame pans to the row's last cell.
      await page.click("#pencil");
      await cell.focus();
      const row = Math.floor(empty / 16);
      for (let col = empty % 16; col < 15; col++) await page.keyboard.press("ArrowRight");
      await assertInView(page, page.locator(`#board [data-cell="${row * 16 + 15}"]`), "the row's last cell");
      await shoot(page, "16x16-375");
      await auditWithAxe(page, "16×16 on a phone, panned");
    });
  });
});

Deno.test("browser layout: the no-hints switch is not named like the Expert level, and the stored setting holds", async () => {
  await withHarness(async ({ origin, browser }) => {
    await onPage(browser, LAPTOPS[0], "light", async (page) => {
      // A player who switched hints off before the switch was renamed.
      await page.addInitScript(() => localStorage.setItem("sudoku-daily:hints-off", "1"));
      await page.goto(`${origin}/`);
      const name = await page.locator("#hints-off").evaluate((input) =>
        (input as HTMLInputElement).labels![0].textContent!.trim()
      );
      assert.doesNotMatch(name, /expert/i, `the switch reads "${name}"`);
      assert.match(name, /hints/i);
      assert.equal(await page.locator("#hints-off").isChecked(), true, "the stored setting is read");
      assert.equal(await page.locator("#hint").isVisible(), false, "and hides Hint");
      const shown = await page.locator("main").innerText();
      assert.doesNotMatch(shown, /expert mode/i, "no text on the page says Expert mode");
    });
  });
});

Deno.test("browser layout: a skip link, the first Tab stop, takes the keyboard to the board", async () => {
  await withHarness(async ({ origin, browser }) => {
    for (const viewport of [LAPTOPS[0], PHONE]) {
      await onPage(browser, viewport, "light", async (page) => {
        await page.goto(`${origin}/`);
        await page.keyboard.press("Tab");
        const link = page.locator(":focus");
        assert.equal(await link.innerText(), "Skip to the board");
        await assertInView(page, link, "the focused skip link");
        await auditWithAxe(page, `skip link focused at ${viewport.width}`);
        await page.keyboard.press("Enter");
        await until(
          "a board cell has the focus",
          async () => await page.evaluate(() => document.activeElement?.getAttribute("role") === "gridcell"),
        );
        // The next key plays: a digit goes into the focused cell.
        assert.equal(await page.locator("#board :focus").count(), 1);
      });
    }
  });
});
