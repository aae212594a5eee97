/**
 * End to end in a real browser: the pages played in headless Debian chromium (playwright-core) against the
 * app served in-process, checked through the page markup contract (role grid, data-cell, .value, .mark, the
 * control ids). One browser serves every scenario; each scenario gets a fresh context (its own storage).
 */
import assert from "node:assert/strict";
import axe from "axe-core";
import type { Locator, Page } from "playwright-core";
import { parseGrid } from "../../engine/board.ts";
import { decode, encode } from "../../engine/sharecode.ts";
import { countSolutions } from "../../engine/solver.ts";
import { inContext, requireChromium, startHarness } from "../testing/browser.ts";

const NOW = new Date("2026-12-01T10:00:00Z");
const TODAY = "2026-12-01";
const YESTERDAY = "2026-11-30";
const ARTIFACTS = new URL("../artifacts/", import.meta.url);
/** What was played, how it went, and the link to it, on three lines (see static/play/solved.js). */
const RESULT_LINE =
  /^sudoku-daily \S+( \S+)? (Easy|Medium|Hard|Expert|Evil)\n✅ \d+:\d\d · (no hints|1 hint|\d+ hints)( · no-hints mode)?\nhttp\S+$/;

interface Daily {
  date: string;
  code: string;
  puzzle: string;
  share_url: string;
}

/** The API's grid text ("." for blanks) in the board's data-puzzle form ("0" for blanks). */
function zeroBlanks(puzzle: string): string {
  return puzzle.replaceAll(".", "0");
}

function emptyCells(puzzle: string): number[] {
  return [...zeroBlanks(puzzle)].flatMap((ch, i) => ch === "0" ? [i] : []);
}

function cellLabel(cell: number, detail: string): string {
  return `row ${Math.floor(cell / 9) + 1}, column ${(cell % 9) + 1}, ${detail}`;
}

const cellSelector = (cell: number) => `#board [role="gridcell"][data-cell="${cell}"]`;

/** Polls `check` for up to 5 s (page state changes after events and fetches); a timeout says what was expected. */
async function until(expected: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The texts of the matched elements as shown (without the screen-reader-only cell names), and as read (without
 * the shown names they stand for).
 */
async function shownAndRead(locator: Locator): Promise<{ shown: string[]; read: string[] }> {
  return await locator.evaluateAll((elements) => {
    const without = (element: { cloneNode(deep: boolean): unknown }, selector: string) => {
      const copy = element.cloneNode(true) as {
        querySelectorAll(s: string): Iterable<{ remove(): void }>;
        textContent: string;
      };
      for (const part of copy.querySelectorAll(selector)) part.remove();
      return copy.textContent;
    };
    return {
      shown: elements.map((element) => without(element, ".sr-only")),
      read: elements.map((element) => without(element, '[aria-hidden="true"]')),
    };
  });
}

/** The digit a cell shows in its `.value` ("" when it has none). */
async function valueOf(page: Page, cell: number): Promise<string> {
  return (await page.locator(`${cellSelector(cell)} .value`).allTextContents()).join("").trim();
}

function cellValue(page: Page, cell: number, digit: string): Promise<void> {
  return until(
    `cell ${cell} shows ${JSON.stringify(digit)}`,
    async () => await valueOf(page, cell) === digit,
  );
}

function cellMarks(page: Page, cell: number, digits: string[]): Promise<void> {
  return until(`cell ${cell} holds pencil marks ${digits.join(" ")}`, async () => {
    const marks = await page.locator(`${cellSelector(cell)} .mark[data-mark]`)
      .evaluateAll((spans) => spans.map((span) => span.getAttribute("data-mark")));
    return marks.join(" ") === digits.join(" ");
  });
}

function cellHasClass(page: Page, cell: number, name: string, present: boolean): Promise<void> {
  return until(`cell ${cell} ${present ? "has" : "lacks"} class ${name}`, async () => {
    const classes = (await page.locator(cellSelector(cell)).getAttribute("class") ?? "").split(/\s+/);
    return classes.includes(name) === present;
  });
}

/** The givens as the page shows them: 81 characters, "0" where a cell has no given. */
function pageGivens(page: Page): Promise<string> {
  return page.$$eval(
    '#board [role="gridcell"]',
    (cells) =>
      cells
        .sort((a, b) => Number(a.getAttribute("data-cell")) - Number(b.getAttribute("data-cell")))
        .map((c) => c.getAttribute("data-given") ?? "0")
        .join(""),
  );
}

/** The index of the one cell with aria-selected="true" (fails if none or several are). */
async function selectedCell(page: Page): Promise<number> {
  const selected = await page.$$eval(
    '#board [role="gridcell"][aria-selected="true"]',
    (cells) => cells.map((c) => Number(c.getAttribute("data-cell"))),
  );
  assert.equal(selected.length, 1, `exactly one selected cell, got ${JSON.stringify(selected)}`);
  return selected[0];
}

/** The body of a 200 answer; any other status fails with the body, which names the server's error. */
async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  assert.equal(response.status, 200, `${response.url}: ${text}`);
  return JSON.parse(text);
}

/** Types every missing digit of `solution` (click to select, then the digit key) and waits for the solve. */
async function solveByKeyboard(page: Page, puzzle: string, solution: string): Promise<void> {
  for (const cell of emptyCells(puzzle)) {
    await page.click(cellSelector(cell));
    await page.keyboard.press(solution[cell]);
  }
  await until(
    'board data-state="solved"',
    async () => await page.locator("#board").getAttribute("data-state") === "solved",
  );
}

/** The paths of the page's POSTs to /api/grade and /api/solve, in order, as they are sent. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === "POST" && (path === "/api/grade" || path === "/api/solve")) calls.push(path);
  });
  return calls;
}

/** Width of a PNG from its IHDR chunk (bytes 16..19, big-endian). */
function pngWidth(png: Uint8Array): number {
  return new DataView(png.buffer, png.byteOffset, png.byteLength).getUint32(16);
}

Deno.test("browser: the pages work end to end in chromium", async (t) => {
  const harness = await startHarness(NOW);
  try {
    const { origin, browser } = harness;
    const daily: Daily = await json(await fetch(`${origin}/api/daily`));
    assert.equal(daily.date, TODAY);
    const solved: { level: string; path: Array<{ board: string; text: string }> } = await json(
      await fetch(`${origin}/api/solve`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ puzzle: daily.puzzle }),
      }),
    );
    const solution = solved.path.at(-1)!.board;
    assert.match(solution, /^[1-9]{81}$/, "the API solves the daily");
    const empties = emptyCells(daily.puzzle);

    await t.step("the daily board: 81 gridcells whose givens match /api/daily, screenshots", async () => {
      await Deno.mkdir(ARTIFACTS, { recursive: true });
      for (const width of [375, 1280]) {
        await inContext(browser, { width }, async ({ page }) => {
          const response = await page.goto(`${origin}/`);
          assert.equal(response?.status(), 200);
          const board = page.locator('#board[role="grid"]');
          assert.equal(await board.getAttribute("aria-label"), "Sudoku board");
          assert.equal(await board.getAttribute("data-code"), daily.code);
          assert.equal(await board.getAttribute("data-puzzle"), zeroBlanks(daily.puzzle));
          assert.equal(await page.locator('#board [role="row"]').count(), 9);
          assert.equal(await page.locator('#board [role="gridcell"]').count(), 81);
          assert.equal(await pageGivens(page), zeroBlanks(daily.puzzle));
          assert.equal(
            await page.locator(cellSelector(empties[0])).getAttribute("aria-label"),
            cellLabel(empties[0], "empty"),
          );
          const levels = await page.$$eval("a[data-level]", (links) => links.map((a) => a.dataset.level));
          assert.deepEqual(levels, ["easy", "medium", "hard", "expert", "evil"], "the level picker");
          const png = await page.screenshot({ fullPage: true });
          assert.equal(pngWidth(png), width, `the full page is ${width} px wide (no overflow)`);
          await Deno.writeFile(new URL(`daily-${width}.png`, ARTIFACTS), png);
        });
      }
    });

    await t.step(
      "the player's modules load from versioned, immutable URLs only, and the board they start takes input",
      async () => {
        await inContext(browser, { width: 1280 }, async ({ page }) => {
          const modules: Array<{ url: URL; status: number; cacheControl: string | undefined }> = [];
          page.on("response", (response) => {
            const url = new URL(response.url());
            if (url.pathname.startsWith("/static/play/")) {
              modules.push({
                url,
                status: response.status(),
                cacheControl: response.headers()["cache-control"],
              });
            }
          });
          await page.goto(`${origin}/`, { waitUntil: "networkidle" });
          const imports: Record<string, string> = JSON.parse(
            await page.locator('script[type="importmap"]').textContent() ?? "{}",
          ).imports;
          const mapped = Object.keys(imports).sort();
          assert.ok(mapped.length > 10, `the import map names the modules: ${mapped.join(", ")}`);
          // Each module fetched once, by its versioned URL: an unversioned fetch would mean the import map was
          // not applied, a missing one a module never loaded.
          assert.deepEqual(modules.map((m) => m.url.pathname).sort(), mapped);
          for (const { url, status, cacheControl } of modules) {
            assert.equal(status, 200, url.href);
            assert.equal(
              url.pathname + url.search,
              imports[url.pathname],
              `${url.pathname} by its versioned URL`,
            );
            assert.equal(cacheControl, "public, max-age=31536000, immutable", url.href);
          }
          // The modules ran: the board responds to a click and a key, and the timer ticks.
          const cell = empties[0];
          await page.click(cellSelector(cell));
          assert.equal(await selectedCell(page), cell);
          await page.keyboard.press("7");
          await cellValue(page, cell, "7");
          await until("the timer runs", async () => await page.locator("#timer").textContent() !== "00:00");
        });
      },
    );

    await t.step("givens are server-rendered text, readable without JavaScript", async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(`${origin}/`);
        const texts = await page.$$eval(
          '#board [role="gridcell"]',
          (cells) => cells.map((c) => (c.textContent ?? "").trim() || "0").join(""),
        );
        assert.equal(texts, zeroBlanks(daily.puzzle));
      } finally {
        await context.close();
      }
    });

    await t.step("digits and pencil marks entered survive a reload (localStorage)", async () => {
      await inContext(browser, { width: 1280 }, async ({ page }) => {
        await page.goto(`${origin}/`);
        const [typed, clicked, pencilled] = empties;
        await page.click(cellSelector(typed));
        await page.keyboard.press(solution[typed]);
        await cellValue(page, typed, solution[typed]);
        assert.equal(
          await page.locator(cellSelector(typed)).getAttribute("aria-label"),
          cellLabel(typed, solution[typed]),
        );

        await page.click(cellSelector(clicked));
        await page.click(`button[data-digit="${solution[clicked]}"]`);
        await cellValue(page, clicked, solution[clicked]);

        const pencil = page.locator("#pencil");
        assert.equal(await pencil.getAttribute("aria-pressed"), "false");
        await page.click(cellSelector(pencilled));
        await pencil.click();
        assert.equal(await pencil.getAttribute("aria-pressed"), "true");
        const marks = [solution[pencilled], solution[pencilled] === "9" ? "1" : "9"].sort();
        for (const mark of marks) await page.keyboard.press(mark);
        await cellMarks(page, pencilled, marks);
        assert.equal(
          await page.locator(cellSelector(pencilled)).getAttribute("aria-label"),
          cellLabel(pencilled, `notes ${marks.join(" ")}`),
        );
        const key = `sudoku-daily:${daily.code}:${TODAY}`;
        const stored = await page.evaluate((key) => localStorage.getItem(key), key);
        assert.ok(stored, `progress saved under ${key}`);

        await page.reload();
        await cellValue(page, typed, solution[typed]);
        await cellValue(page, clicked, solution[clicked]);
        await cellMarks(page, pencilled, marks);
      });
    });

    await t.step(
      "the same puzzle on another day keeps its own progress; its code opens the latest day's",
      async () => {
        await inContext(browser, { width: 1280 }, async ({ page }) => {
          await page.goto(`${origin}/`);
          // A finished game of this grid from a day it was also the daily, and from its shared page.
          const finished = JSON.stringify({
            values: solution,
            marks: [],
            elapsed: 60_000,
            hints: 0,
            solved: true,
          });
          await page.evaluate(([day, shared, record]) => {
            localStorage.setItem(day, record);
            localStorage.setItem(shared, record);
          }, [`sudoku-daily:${daily.code}:${YESTERDAY}`, `sudoku-daily:${daily.code}`, finished]);
          await page.reload();
          const [first] = empties;
          await page.click(cellSelector(first));
          await page.keyboard.press(solution[first]);
          await cellValue(page, first, solution[first]);
          assert.equal(await page.locator("#board").getAttribute("data-state"), null, "today is not solved");
          assert.equal(await valueOf(page, empties[1]), "", "today's board holds only today's entries");
          assert.equal(await page.locator("#grade").isVisible(), false);

          // The code's page plays the daily's game of the latest day it was played as one: today's.
          await page.goto(`${origin}/p/${daily.code}`);
          await cellValue(page, first, solution[first]);
          assert.equal(await page.locator("#board").getAttribute("data-state"), null);
        });
      },
    );

    await t.step("undo and redo step the board back and forth (keys and buttons)", async () => {
      await inContext(browser, { width: 1280 }, async ({ page }) => {
        await page.goto(`${origin}/`);
        const [first, second] = empties;
        await page.click(cellSelector(first));
        await page.keyboard.press(solution[first]);
        await cellValue(page, first, solution[first]);
        await page.click(cellSelector(second));
        await page.keyboard.press(solution[second]);
        await cellValue(page, second, solution[second]);

        await page.keyboard.press("Control+z");
        await cellValue(page, second, "");
        await cellValue(page, first, solution[first]);
        await page.keyboard.press("Control+z");
        await cellValue(page, first, "");
        // The undone cell is selected and, from the keyboard, focused: the next digit goes where the ring is.
        assert.equal(await selectedCell(page), first);
        assert.equal(await page.locator(":focus").getAttribute("data-cell"), String(first));
        await page.keyboard.press("Control+y");
        await cellValue(page, first, solution[first]);
        await cellValue(page, second, "");
        await page.keyboard.press("Control+y");
        await cellValue(page, second, solution[second]);

        await page.click("#undo");
        await cellValue(page, second, "");
        assert.equal(await page.locator(":focus").getAttribute("id"), "undo", "the button keeps the focus");
        await page.click("#redo");
        await cellValue(page, second, solution[second]);
      });
    });

    await t.step(
      "three hint levels: the area, the technique (linked), the move (cells highlighted)",
      async () => {
        await inContext(browser, { width: 1280 }, async ({ page }) => {
          await page.goto(`${origin}/`);
          const panel = page.locator("#hint-panel");
          await page.click("#hint");
          await panel.locator('[data-hint-level="1"]').waitFor({ state: "visible", timeout: 5_000 });
          assert.ok(
            (await panel.locator('[data-hint-level="1"]').innerText()).trim(),
            "level 1 says something",
          );
          // The panel is a live region: the next level is added to it, not rebuilt (which would be read again).
          await panel.locator('[data-hint-level="1"]').evaluate((line) => line.setAttribute("data-seen", ""));

          await page.click("#hint");
          const level2 = panel.locator('[data-hint-level="2"]');
          await level2.waitFor({ state: "visible", timeout: 5_000 });
          assert.equal(
            await panel.locator('[data-hint-level="1"][data-seen]').count(),
            1,
            "level 1 stays as it was",
          );
          const href = await level2.locator('a[href^="/techniques/"]').first().getAttribute("href");
          assert.ok(href, "level 2 links the technique");
          const techniquePage = await fetch(`${origin}${href}`);
          await techniquePage.body?.cancel();
          assert.equal(techniquePage.status, 200, `${href} exists`);

          await page.click("#hint");
          await panel.locator('[data-hint-level="3"]').waitFor({ state: "visible", timeout: 5_000 });
          await page.locator("#board .hint-cell").first().waitFor({ timeout: 5_000 });
          assert.ok(await page.locator("#board .hint-cell").count() >= 1, "the move's cells are highlighted");

          await page.check("#hints-off");
          await until("no-hints mode hides #hint", async () => !(await page.locator("#hint").isVisible()));
          assert.equal(
            await page.locator("#board .hint-cell").count(),
            0,
            "no-hints mode clears the highlight",
          );
        });
      },
    );

    await t.step("the #share link, opened in another browser, shows the same day's givens", async () => {
      assert.equal(new URL(daily.share_url).pathname, `/daily/${TODAY}/medium`);
      let copied = "";
      await inContext(browser, { width: 1280 }, async ({ page }, context) => {
        await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin });
        await page.goto(`${origin}/`);
        await page.click("#share");
        await until(
          "#status reports the copied link",
          async () => (await page.locator("#status").innerText()).includes(`/daily/${TODAY}/medium`),
        );
        copied = await page.evaluate("navigator.clipboard.readText()");
      });
      assert.equal(copied, daily.share_url, "#share copies the API's share_url");
      await inContext(browser, { width: 1280 }, async ({ page }) => {
        const response = await page.goto(copied);
        assert.equal(response?.status(), 200);
        assert.equal(await page.locator("#board").getAttribute("data-code"), daily.code);
        assert.equal(await page.locator(".play").getAttribute("data-date"), TODAY);
        assert.equal(await pageGivens(page), zeroBlanks(daily.puzzle));
      });
    });

    await t.step("entering the solution by keyboard solves the daily: grade and result line", async () => {
      await inContext(browser, { width: 1280 }, async ({ page }) => {
        const apiCalls = recordApiCalls(page);
        await page.goto(`${origin}/`);
        const grade = page.locator("#grade");
        assert.equal(await grade.isVisible(), false, "#grade is hidden before the solve");
        await solveByKeyboard(page, daily.puzzle, solution);
        assert.match(await page.locator("#status").innerText(), /solved/i);
        const timer = page.getByRole("timer", { name: "Time" });
        assert.match(await timer.innerText(), /^(\d+:)?\d\d:\d\d$/, "#timer, named Time, shows mm:ss");
        await grade.waitFor({ state: "visible", timeout: 5_000 });
        assert.match(await grade.innerText(), /Medium/);
        const line = (await page.locator("#result-line").innerText()).trim();
        assert.match(line, RESULT_LINE);
        assert.ok(line.startsWith(`sudoku-daily ${TODAY} Medium\n✅ `), line);
        assert.ok(line.endsWith(` · no hints\n${daily.share_url}`), line);
        assert.ok(await page.locator("#copy-result").isVisible(), "the result line can be copied");
        // The board is final: the buttons that edit it are off (they looked usable before), Share is not.
        for (const name of ["digit 5", "Erase", "Pencil", "Check", "Undo", "Redo", "Hint"]) {
          assert.ok(await page.getByRole("button", { name, exact: true }).isDisabled(), `${name} is off`);
        }
        assert.ok(await page.getByRole("button", { name: "Share" }).isEnabled(), "Share stays on");

        // Step by step: every step of POST /api/solve, in order, with next and previous.
        const stepsButton = page.locator("#steps");
        assert.equal(await stepsButton.getAttribute("aria-expanded"), "false");
        assert.equal(await stepsButton.getAttribute("aria-controls"), "steps-panel");
        await page.click("#steps");
        await page.locator("#steps-panel").waitFor({ state: "visible" });
        assert.equal(await stepsButton.getAttribute("aria-expanded"), "true");
        const steps = page.locator("#steps-list li");
        await until(
          `${solved.path.length} steps listed`,
          async () => await steps.count() === solved.path.length,
        );
        const texts = await shownAndRead(steps);
        assert.deepEqual(texts.shown, solved.path.map((step) => step.text));
        // Read aloud, cell names are the board's: "row 6, column 4", not "r6c4".
        assert.deepEqual(
          texts.read,
          solved.path.map((step) => step.text.replace(/\br(\d)c(\d)\b/g, "row $1, column $2")),
        );
        const current = async () =>
          (await shownAndRead(page.locator('#steps-list li[aria-current="step"]'))).shown;
        assert.deepEqual(await current(), [solved.path[0].text]);
        await page.click("#step-next");
        await until("the second step is current", async () => (await current())[0] === solved.path[1].text);
        await page.click("#step-prev");
        await until("the first step is current", async () => (await current())[0] === solved.path[0].text);
        assert.deepEqual(apiCalls, ["/api/solve"], "one solve record serves the grade and the steps");
      });
    });

    await t.step(
      "a shared puzzle solved after one hint: the result line names the start of its code and 1 hint",
      async () => {
        await inContext(browser, { width: 1280 }, async ({ page }) => {
          await page.goto(`${origin}/p/${daily.code}`);
          await page.click("#hint");
          await page.locator('#hint-panel [data-hint-level="1"]').waitFor({ state: "visible" });
          await solveByKeyboard(page, daily.puzzle, solution);
          await page.locator("#grade").waitFor({ state: "visible" });
          const line = (await page.locator("#result-line").innerText()).trim();
          assert.match(line, RESULT_LINE);
          assert.match(
            line,
            new RegExp(`^sudoku-daily puzzle ${daily.code.slice(0, 6)} Medium\n✅ \\d+:\\d\\d · 1 hint\n`),
          );
          assert.ok(line.endsWith(`\n${origin}/p/${daily.code}`), line);
        });
      },
    );

    await t.step(
      "a shared code without a level: no level until solved, then the grade's level; Ctrl+Z keeps it solved",
      async () => {
        const decoded = decode(daily.code);
        assert.ok(decoded.ok);
        const unclaimed = encode(decoded.value.grid);
        await inContext(browser, { width: 1280 }, async ({ page }) => {
          await page.goto(`${origin}/p/${unclaimed}`);
          assert.equal(await page.locator("h1").innerText(), "Shared puzzle");
          assert.equal(await page.title(), "Shared Sudoku · sudoku-daily");
          await solveByKeyboard(page, daily.puzzle, solution);
          const level = solved.level.charAt(0).toUpperCase() + solved.level.slice(1);
          const line = new RegExp(
            `^sudoku-daily puzzle ${
              unclaimed.slice(0, 6)
            } ${level}\n✅ \\d+:\\d\\d · no hints\n${origin}/p/${unclaimed}$`,
          );
          await until(
            `the result line names the graded level ${level}`,
            async () => line.test((await page.locator("#result-line").innerText()).trim()),
          );
          assert.match(await page.locator("#grade-level").innerText(), new RegExp(`Level: ${level}`));

          const last = empties.at(-1)!;
          await page.keyboard.press("Control+z");
          await page.keyboard.press("Control+y");
          await page.keyboard.press("Control+z");
          await cellValue(page, last, solution[last]);
          assert.equal(await page.locator("#board").getAttribute("data-state"), "solved");
          assert.equal(await page.locator("#undo").isDisabled(), true);
          assert.match((await page.locator("#result-line").innerText()).trim(), line);
        });
      },
    );

    await t.step("two tabs of the same daily keep one game: each takes over the other's saves", async () => {
      await inContext(browser, { width: 1280 }, async ({ page: first }, context) => {
        await first.goto(`${origin}/`);
        const [a, b, c, d] = empties;
        await first.click(cellSelector(a));
        await first.keyboard.press(solution[a]);
        await cellValue(first, a, solution[a]);
        const second = await context.newPage();
        second.setDefaultTimeout(5_000);
        await second.goto(`${origin}/`);
        await cellValue(second, a, solution[a]);
        for (const cell of [b, c]) {
          await second.click(cellSelector(cell));
          await second.keyboard.press(solution[cell]);
        }
        // The first tab shows the second one's digits without a reload, and its next move keeps them.
        await cellValue(first, c, solution[c]);
        await second.close();
        await first.click(cellSelector(d));
        await first.keyboard.press(solution[d]);
        await first.reload();
        for (const cell of [a, b, c, d]) await cellValue(first, cell, solution[cell]);
      });
    });

    await t.step(
      "a double-clicked Hint counts one hint; a hint still on its way when hints go off is dropped",
      async () => {
        await inContext(browser, { width: 1280 }, async ({ page }) => {
          // Slow answers, so that the second click and the switch land while a request is out.
          await page.route("**/api/hint", async (route) => {
            await new Promise((resolve) => setTimeout(resolve, 400));
            await route.continue();
          });
          await page.goto(`${origin}/`);
          const key = `sudoku-daily:${daily.code}:${TODAY}`;
          const hintsSaved = () =>
            page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "{}").hints ?? 0, key);
          await page.dblclick("#hint");
          await page.locator('#hint-panel [data-hint-level="1"]').waitFor({ state: "visible" });
          await new Promise((resolve) => setTimeout(resolve, 800));
          assert.equal(await hintsSaved(), 1, "one hint counted");

          const [cell] = empties;
          await page.click(cellSelector(cell));
          await page.keyboard.press(solution[cell]);
          await cellValue(page, cell, solution[cell]);
          const answered = page.waitForResponse("**/api/hint");
          await page.click("#hint");
          await page.check("#hints-off");
          await answered;
          await new Promise((resolve) => setTimeout(resolve, 200));
          assert.equal(
            await page.locator("#hint-panel").isVisible(),
            false,
            "no hint shown in no-hints mode",
          );
          assert.equal(await page.locator("#board .hint-area, #board .hint-cell").count(), 0);
          assert.equal(await hintsSaved(), 1, "the dropped hint is not counted");
        });
      },
    );

    await t.step(
      "one hint per board: pencil marks keep it, a reload does not count it again; Undo keeps the focus",
      async () => {
        await inContext(browser, { width: 1280 }, async ({ page }) => {
          await page.goto(`${origin}/`);
          const key = `sudoku-daily:${daily.code}:${TODAY}`;
          const hintsSaved = () =>
            page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "{}").hints ?? 0, key);
          await page.click("#hint");
          await page.locator('#hint-panel [data-hint-level="1"]').waitFor({ state: "visible" });
          // A pencil mark leaves the digits, and so the hint, as they were.
          const [cell, other] = empties;
          await page.click(cellSelector(cell));
          await page.keyboard.press("p");
          await page.keyboard.press("5");
          await page.keyboard.press("p");
          assert.equal(await page.locator('#hint-panel [data-hint-level="1"]').count(), 1, "the hint stays");
          await page.click("#hint");
          await page.locator('#hint-panel [data-hint-level="2"]').waitFor({ state: "visible" });
          // Another tab's save of this same game, its clock a minute ahead (time spent there): the time is
          // taken, the undo history and the hint stay.
          const quoted = JSON.stringify(key);
          await page.evaluate(`(() => {
            const game = JSON.parse(localStorage.getItem(${quoted}));
            game.elapsed += 60000;
            dispatchEvent(new StorageEvent("storage", { key: ${quoted}, newValue: JSON.stringify(game) }));
          })()`);
          assert.equal(await page.locator('#hint-panel [data-hint-level="2"]').count(), 1, "the hint stays");
          assert.equal(await page.locator("#undo").getAttribute("aria-disabled"), "false", "undo stays");
          assert.match(
            await page.locator("#timer").innerText(),
            /^01:\d\d$/,
            "the other tab's minute counts",
          );
          await page.reload();
          await page.click("#hint");
          await page.locator('#hint-panel [data-hint-level="1"]').waitFor({ state: "visible" });
          await new Promise((resolve) => setTimeout(resolve, 200));
          assert.equal(await hintsSaved(), 1, "one hint for one board");

          // A hint on a new board counts; back on the first board (an undo), asking again does not.
          await page.click(cellSelector(other));
          await page.keyboard.press(solution[other]);
          await cellValue(page, other, solution[other]);
          await page.click("#hint");
          await page.locator('#hint-panel [data-hint-level="1"]').waitFor({ state: "visible" });
          await until("two hints saved", async () => await hintsSaved() === 2);
          // Undo down to nothing from the keyboard: the focus stays on the button, not on the page.
          await page.focus("#undo");
          await page.keyboard.press("Enter");
          await cellValue(page, other, "");
          assert.equal(await page.locator("#undo").getAttribute("aria-disabled"), "true");
          assert.ok(
            await page.locator("#undo").evaluate((button) => button.matches(":focus")),
            "Undo has the focus",
          );
          await page.click("#hint");
          await page.locator('#hint-panel [data-hint-level="1"]').waitFor({ state: "visible" });
          await new Promise((resolve) => setTimeout(resolve, 200));
          assert.equal(await hintsSaved(), 2, "a board hinted before counts no new hint");
        });
      },
    );

    await t.step("a hint that only removes candidates also shows the digit it lets you place", async () => {
      const puzzle = ".52.....1.....89..34.........82.1...46...9.....75......26..45.95..7...2.....2.8..";
      const board = "8529.7..16714.89.2349..2.8.9382.1...465..921.2175...9..26..45.958.79.12..9..258..";
      const grid = parseGrid(puzzle);
      assert.ok(grid.ok);
      const code = encode(grid.value);
      await inContext(browser, { width: 1280 }, async ({ page }, context) => {
        // A game in progress, stored before the page's script runs (a page left saves its own game over it).
        const saved = JSON.stringify({
          values: zeroBlanks(board),
          marks: [],
          elapsed: 0,
          hints: 0,
          solved: false,
        });
        await context.addInitScript(([key, value]) => {
          if (sessionStorage.getItem("seeded") === null) {
            localStorage.setItem(key, value);
            sessionStorage.setItem("seeded", "1");
          }
        }, [`sudoku-daily:${code}`, saved]);
        await page.goto(`${origin}/p/${code}`);
        for (const level of [1, 2, 3]) {
          await page.click("#hint");
          await page.locator(`#hint-panel [data-hint-level="${level}"]`).first().waitFor({
            state: "visible",
          });
        }
        const lines = page.locator('#hint-panel [data-hint-level="3"]');
        await until("the move and what it leads to", async () => await lines.count() === 2);
        const { shown, read } = await shownAndRead(lines);
        assert.match(shown[0], /^Pointing .* removes /);
        assert.ok(!/\br\dc\d\b/.test(read.join(" ")) && /row \d, column \d/.test(read[1]), read.join(" | "));
        const then = shown[1];
        const placed = /r(\d)c(\d) = (\d)\.$/.exec(then);
        assert.ok(then.startsWith("Then: ") && placed, then);
        const cell = (Number(placed[1]) - 1) * 9 + Number(placed[2]) - 1;
        await cellHasClass(page, cell, "hint-cell", true);
      });
    });

    await t.step(
      "a puzzle no technique can start: the grade says so and offers no step-by-step",
      async () => {
        // The "Easter Monster": our grader finds no first step, forcing nets included (stuck at once).
        const puzzle = "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1";
        const grid = parseGrid(puzzle);
        assert.ok(grid.ok);
        const counted = countSolutions(grid.value, 2);
        assert.equal(counted.count, 1);
        const solution = Array.from(counted.solution!).join("");
        await inContext(browser, { width: 375 }, async ({ page }) => {
          await page.goto(`${origin}/p/${encode(grid.value)}`);
          await solveByKeyboard(page, puzzle, solution);
          await until(
            "the grade names no first step",
            async () =>
              /no technique we know makes a first step/.test(await page.locator("#grade-level").innerText()),
          );
          assert.equal(await page.locator("#steps").isVisible(), false);
        });
      },
    );

    await t.step("arrow keys move the selection", async () => {
      await inContext(browser, { width: 1280 }, async ({ page }) => {
        await page.goto(`${origin}/`);
        // With nothing selected yet, the first arrow selects the first cell rather than a step away from it.
        await page.keyboard.press("ArrowDown");
        assert.equal(await selectedCell(page), 0, "the first arrow selects r1c1");
        assert.equal(await page.locator(":focus").getAttribute("data-cell"), "0");
        await page.click(cellSelector(40));
        assert.equal(await selectedCell(page), 40);
        for (
          const [key, cell] of [["ArrowRight", 41], ["ArrowDown", 50], ["ArrowLeft", 49], ["ArrowUp", 40]]
        ) {
          await page.keyboard.press(String(key));
          assert.equal(await selectedCell(page), cell, `${key} selects cell ${cell}`);
          const focused = await page.locator(":focus").getAttribute("data-cell");
          assert.equal(focused, String(cell), `focus follows the selection (roving tabindex)`);
        }
        // Mouse and keyboard mixed: after a click on a digit button the arrows still move the selection.
        await page.click('button[data-digit="5"]');
        await page.keyboard.press("ArrowRight");
        assert.equal(await selectedCell(page), 41, "ArrowRight from the digit pad");
      });
    });

    await t.step(
      "a digit that clashes with a peer is marked as a conflict, and erasing clears it",
      async () => {
        const puzzle = zeroBlanks(daily.puzzle);
        // An empty cell and the digit given first in its row.
        const cell = empties.find((e) =>
          [...puzzle.slice(e - (e % 9), e - (e % 9) + 9)].some((d) => d !== "0")
        )!;
        const rowStart = cell - (cell % 9);
        const given = [...puzzle.slice(rowStart, rowStart + 9)].findIndex((d) => d !== "0") + rowStart;
        const clash = puzzle[given];
        const sameDigit = [...puzzle].flatMap((d, i) => d === clash && i !== given ? [i] : []);
        await inContext(browser, { width: 1280 }, async ({ page }) => {
          await page.goto(`${origin}/`);
          await page.click(cellSelector(cell));
          await page.keyboard.press(clash);
          await cellValue(page, cell, clash);
          await cellHasClass(page, cell, "conflict", true);
          await cellHasClass(page, given, "conflict", true);
          const label = (i: number) => page.locator(cellSelector(i)).getAttribute("aria-label");
          assert.equal(await label(cell), cellLabel(cell, `${clash}, conflict`));
          assert.equal(await label(given), cellLabel(given, `given ${clash}, conflict`));
          assert.match(await page.locator("#status").innerText(), /conflict/i);
          for (const other of sameDigit) await cellHasClass(page, other, "same-digit", true);
          await page.keyboard.press("Backspace");
          await cellValue(page, cell, "");
          await cellHasClass(page, cell, "conflict", false);
          await cellHasClass(page, given, "conflict", false);
          assert.equal(await label(cell), cellLabel(cell, "empty"));
          assert.equal(await label(given), cellLabel(given, `given ${clash}`));
        });
      },
    );

    await t.step("at 320 px wide the document does not scroll sideways", async () => {
      await inContext(browser, { width: 320, height: 640 }, async ({ page }) => {
        await page.goto(`${origin}/`);
        const { scrollWidth, clientWidth } = await page.locator("html").evaluate((html) => ({
          scrollWidth: html.scrollWidth,
          clientWidth: html.clientWidth,
        }));
        assert.ok(
          scrollWidth <= clientWidth,
          `document is ${scrollWidth} px wide in a ${clientWidth} px view`,
        );
        const box = await page.locator("#board").boundingBox();
        assert.ok(box && box.x >= 0 && box.x + box.width <= 320, `the board fits: ${JSON.stringify(box)}`);
      });
    });

    await t.step("box edges are as thick across as down, on the board and in diagrams", async () => {
      await inContext(browser, { width: 1280 }, async ({ page }) => {
        for (const [path, cell] of [["/", "#board .cell"], ["/techniques/x-wing", ".diagram .dcell"]]) {
          await page.goto(`${origin}${path}`);
          // Cells 2 and 3 sit either side of a box edge going down, cells 18 and 27 either side of one across:
          // the edge is the space between them plus the first one's border on that side.
          const [down, across] = await page.locator(cell).evaluateAll((cells) => {
            const box = (i: number) => cells[i].getBoundingClientRect();
            const border = (i: number, side: string) =>
              parseFloat(
                (globalThis as unknown as {
                  getComputedStyle(e: unknown): { getPropertyValue(p: string): string };
                })
                  .getComputedStyle(cells[i]).getPropertyValue(side),
              );
            return [
              box(3).left - box(2).right + border(2, "border-right-width"),
              box(27).top - box(18).bottom + border(18, "border-bottom-width"),
            ];
          });
          assert.ok(
            down >= 2 && Math.abs(down - across) < 0.5,
            `${path}: ${down} px down, ${across} px across`,
          );
        }
      });
    });

    await t.step("on a tablet held upright the controls sit beside the board", async () => {
      await inContext(browser, { width: 768, height: 1024 }, async ({ page }) => {
        await page.goto(`${origin}/`);
        const board = (await page.locator("#board").boundingBox())!;
        const pad = (await page.locator(".pad").boundingBox())!;
        assert.ok(
          pad.x >= board.x + board.width && pad.y < board.y + board.height,
          JSON.stringify({ board, pad }),
        );
      });
    });

    await t.step("on a 375 px phone, pencil marks are 10 px or more and fit their cell", async () => {
      await inContext(browser, { width: 375, height: 740 }, async ({ page }) => {
        await page.goto(`${origin}/`);
        const empty = page.locator("#board .cell:not(.given)").first();
        await empty.click();
        await page.click("#pencil");
        for (const d of ["1", "5", "9"]) await page.click(`button[data-digit="${d}"]`);
        const marks = empty.locator(".marks");
        const size = await marks.evaluate((e) =>
          parseFloat(
            (globalThis as unknown as { getComputedStyle(e: unknown): { fontSize: string } })
              .getComputedStyle(e).fontSize,
          )
        );
        assert.ok(size >= 10, `marks are ${size} px`);
        const cell = (await empty.boundingBox())!;
        for (const mark of await marks.locator(".mark").all()) {
          const box = (await mark.boundingBox())!;
          assert.ok(box.height <= cell.height / 3 + 0.5, `a mark fits a third of the cell: ${box.height}`);
        }
      });
    });

    await t.step("at 320 px the editing buttons stay on one line", async () => {
      await inContext(browser, { width: 320, height: 640 }, async ({ page }) => {
        await page.goto(`${origin}/`);
        const tops = await Promise.all(
          ["#erase", "#pencil", "#undo", "#redo"].map(async (id) =>
            (await page.locator(id).boundingBox())!.y
          ),
        );
        assert.ok(tops.every((y) => y === tops[0]), `tops ${tops}`);
      });
    });

    await t.step(
      "on phones from 360×640 to 480×640, Check and Hint are on screen, cells fit their rows, a message shows unscrolled",
      async () => {
        for (const [width, height] of [[360, 640], [375, 667], [375, 740], [414, 736], [480, 640]]) {
          await inContext(browser, { width, height }, async ({ page }) => {
            await page.goto(`${origin}/`);
            // A board sized by the height must size its digits too: no cell reaches past its row's lines.
            const overflow = await page.evaluate(`Math.max(...[...document.querySelectorAll("#board .row")]
              .flatMap((row) => [...row.children].map((cell) =>
                cell.getBoundingClientRect().bottom - row.getBoundingClientRect().bottom)))`);
            assert.ok(
              Number(overflow) <= 0.5,
              `${width}×${height}: a cell overflows its row by ${overflow} px`,
            );
            for (const id of ["#check", "#hint"]) {
              const box = await page.locator(id).boundingBox();
              assert.ok(box && box.y + box.height <= height, `${id} is on screen: ${JSON.stringify(box)}`);
            }
            await page.click("#check");
            await until(
              "a status message",
              async () => (await page.locator("#status").innerText()).trim() !== "",
            );
            const status = await page.locator("#status").boundingBox();
            assert.ok(
              status && status.y + status.height <= height,
              `the message is on screen: ${JSON.stringify(status)}`,
            );
            const check = await page.locator("#check").boundingBox();
            assert.ok(
              check && status && check.y + check.height <= status.y,
              `${width}×${height}: the message leaves the buttons clear: ${
                JSON.stringify({ check, status })
              }`,
            );
            // A shared link is one long word: it wraps instead of widening the page.
            await page.click("#share");
            await until(
              "the share message",
              async () => /\/daily\//.test(await page.locator("#status").innerText()),
            );
            const scrolled = await page.locator("html").evaluate((html) => html.scrollWidth);
            assert.ok(scrolled <= width, `the page is ${scrolled} px wide`);
            // The hint's text comes into view: the panel sits below the board and the buttons.
            await page.click("#hint");
            const line = page.locator('#hint-panel [data-hint-level="1"]');
            await line.waitFor({ state: "visible" });
            await until("the first hint line is on screen", async () => {
              const box = await line.boundingBox();
              return box !== null && box.y >= 0 && box.y + box.height <= height;
            });
          });
        }
      },
    );

    await t.step("a mistyped page URL shows the HTML 404 page, not JSON", async () => {
      // Not inContext: chromium logs every 404 document as a console error, which is the point here.
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const response = await page.goto(`${origin}/daily/${TODAY}`);
        assert.equal(response?.status(), 404);
        assert.match(response?.headers()["content-type"] ?? "", /^text\/html/);
        assert.equal(await page.locator("h1").innerText(), "Page not found");
        assert.equal(
          await page.locator('header.site a[href="/archive"]').count(),
          1,
          "with the site navigation",
        );
      } finally {
        await context.close();
      }
    });

    await t.step("axe-core finds no WCAG 2.1 A or AA violation on the pages and play states", async () => {
      // axe is injected as a script, which the pages' Content-Security-Policy would refuse: bypassed here only.
      const context = await browser.newContext({ viewport: { width: 375, height: 740 }, bypassCSP: true });
      try {
        const page = await context.newPage();
        const audit = async (where: string) => {
          await page.addScriptTag({ content: axe.source });
          const violations = await page.evaluate(async () => {
            const { axe } = globalThis as unknown as { axe: typeof import("axe-core") };
            const result = await axe.run({
              runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
            });
            return result.violations.map((v) =>
              `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`
            );
          });
          assert.deepEqual(violations, [], where);
        };
        const solvedGame = JSON.stringify({
          values: solution,
          marks: [],
          elapsed: 1000,
          hints: 0,
          solved: true,
        });
        for (const scheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          for (
            const path of [
              "/",
              "/archive",
              "/techniques",
              "/techniques/x-wing",
              "/daily/2099-01-01/easy",
              "/nope",
            ]
          ) {
            await page.goto(`${origin}${path}`);
            await audit(`${path} (${scheme})`);
          }
          // Play states: a selected cell, pencil marks, then a finished game with its steps open.
          await page.goto(`${origin}/p/${daily.code}`);
          const [first, second] = empties;
          await page.click(cellSelector(first));
          await page.keyboard.press("p");
          await page.keyboard.press("1");
          await page.keyboard.press("2");
          await page.keyboard.press("p");
          await page.click(cellSelector(second));
          await page.keyboard.press(solution[second]);
          await audit(`playing (${scheme})`);
          // The code's page plays today's daily game ("/" was opened above): that game is finished.
          await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
            `sudoku-daily:${daily.code}:${TODAY}`,
            solvedGame,
          ]);
          await page.goto(`${origin}/healthz`);
          await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
            `sudoku-daily:${daily.code}:${TODAY}`,
            solvedGame,
          ]);
          await page.goto(`${origin}/p/${daily.code}`);
          await page.click("#steps");
          await page.locator("#steps-list li").first().waitFor();
          await audit(`solved, steps open (${scheme})`);
        }
      } finally {
        await context.close();
      }
    });

    await t.step("no console errors on any page", async () => {
      // One page visits them all (errors name their page's URL): a page per visit would cost seconds.
      await inContext(browser, { width: 1280 }, async ({ page }) => {
        for (const path of ["/", `/p/${daily.code}`, "/archive", "/techniques", "/techniques/x-wing"]) {
          const response = await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
          assert.equal(response?.status(), 200, path);
        }
      });
    });
  } finally {
    await harness.close();
  }
});

Deno.test("browser: a missing chromium fails with the command that installs it", async () => {
  await assert.rejects(requireChromium("/nonexistent/chromium"), /apt-get install -y chromium/);
});
