/**
 * A daily stays a daily, and the player's record, in a real browser (headless Debian chromium through
 * playwright-core): Share hands out the day's page, which opens the same game as the puzzle's code; the result
 * line names the day and the variant and ends with the link; dailies solved through the board on three
 * simulated days (the page's clock driven) make a streak the stats panel and the archive show; the record is
 * exported and imported into a fresh browser, and a bad import is refused. Screenshots of the stats panel at
 * 375 and 1280 px go to tests/artifacts/.
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import type { BrowserContext, Page } from "playwright-core";
import { auditWithAxe, inContext, startHarness } from "../testing/browser.ts";

/** The server's clock: today is 2026-12-01 (UTC). */
const NOW = new Date("2026-12-01T10:00:00Z");
const TODAY = "2026-12-01";
const ARTIFACTS = new URL("../artifacts/", import.meta.url);
const HISTORY_KEY = "sudoku-daily:record";

interface Daily {
  date: string;
  variant: string;
  level: string;
  code: string;
  puzzle: string;
  share_url: string;
}

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  assert.equal(response.status, 200, `${response.url}: ${text}`);
  return JSON.parse(text);
}

/** A daily from the API and its solution (the last board of POST /api/solve). */
async function dailyAndSolution(origin: string, query: string): Promise<{ daily: Daily; solution: string }> {
  const daily: Daily = await json(await fetch(`${origin}/api/daily?${query}`));
  const solved: { path: Array<{ board: string }> } = await json(
    await fetch(`${origin}/api/solve`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ puzzle: daily.puzzle }),
    }),
  );
  return { daily, solution: solved.path.at(-1)!.board };
}

const cellSelector = (cell: number) => `#board [role="gridcell"][data-cell="${cell}"]`;

function emptyCells(puzzle: string): number[] {
  return [...puzzle].flatMap((ch, i) => (ch === "." || ch === "0" ? [i] : []));
}

async function until(expected: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function valueOf(page: Page, cell: number): Promise<string> {
  return (await page.locator(`${cellSelector(cell)} .value`).allTextContents()).join("").trim();
}

function cellValue(page: Page, cell: number, digit: string): Promise<void> {
  return until(
    `cell ${cell} shows ${JSON.stringify(digit)}`,
    async () => await valueOf(page, cell) === digit,
  );
}

/** Clicks each empty cell and types its digit of `solution`, then waits for the board to be solved. */
async function solveThroughTheBoard(page: Page, puzzle: string, solution: string): Promise<void> {
  for (const cell of emptyCells(puzzle)) {
    await page.click(cellSelector(cell));
    await page.keyboard.press(solution[cell]);
  }
  await until(
    'board data-state="solved"',
    async () => await page.locator("#board").getAttribute("data-state") === "solved",
  );
}

/** The page's clock set to noon UTC of `day` (the server's stays at NOW): the player's "today" is that day. */
async function onDay(page: Page, day: string): Promise<void> {
  await page.clock.setFixedTime(new Date(`${day}T12:00:00Z`));
}

/** The text of the stats panel's figure `name` (data-stat), and of a level row's. */
async function stat(page: Page, name: string, level?: string): Promise<string> {
  const scope = level ? `#stats tr[data-level="${level}"] ` : "#stats ";
  return (await page.locator(`${scope}[data-stat="${name}"]`).innerText()).trim();
}

/** The record as the page stored it. */
async function storedRecord(page: Page): Promise<{ days: Record<string, Record<string, unknown>> }> {
  return JSON.parse(await page.evaluate((key) => localStorage.getItem(key) ?? "null", HISTORY_KEY));
}

/** Each marked day of the archive's calendar: its mark (data-record), the sign shown and its link's name. */
async function calendarMarks(
  page: Page,
): Promise<Array<{ day: string; mark: string; sign: string; name: string }>> {
  return await page.$$eval("td[data-record]", (cells) =>
    cells.map((cell) => ({
      day: cell.getAttribute("data-day") ?? "",
      mark: cell.getAttribute("data-record") ?? "",
      sign: cell.querySelector(".day-mark")?.textContent ?? "",
      name: cell.querySelector("a")?.getAttribute("aria-label") ?? "",
    })));
}

/** The stats panel of the classic archive (every level a row), saved to tests/artifacts/`name`. */
async function screenshotClassicStats(page: Page, name: string): Promise<void> {
  await page.goto(page.url().replace(/\/archive.*$/, "/archive?level=hard"));
  await until("the hard row counts October's days", async () => await stat(page, "solved", "hard") === "4");
  await Deno.mkdir(ARTIFACTS, { recursive: true });
  await page.locator("#stats").screenshot({ path: new URL(name, ARTIFACTS).pathname });
}

Deno.test("browser: a daily stays a daily, and your record is kept, moved and shown", async (t) => {
  const harness = await startHarness(NOW);
  try {
    const { origin, browser } = harness;
    const today = await dailyAndSolution(origin, "level=medium");
    const yesterday = await dailyAndSolution(origin, "level=medium&date=2026-11-30");
    assert.equal(today.daily.date, TODAY);

    await t.step("GET /api/daily gives the day's page as share_url, and Share copies that link", async () => {
      assert.equal(today.daily.share_url, `${origin}/daily/${TODAY}/medium`);
      const killer: Daily = await json(await fetch(`${origin}/api/daily?variant=killer&level=hard`));
      assert.equal(killer.share_url, `${origin}/daily/killer/${TODAY}/hard`);
      await inContext(browser, { width: 1280 }, async ({ page }, context) => {
        await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin });
        await page.goto(`${origin}/`);
        await page.click("#share");
        await until(
          "#status reports the copied link",
          async () => (await page.locator("#status").innerText()).includes(`/daily/${TODAY}/medium`),
        );
        assert.equal(await page.evaluate("navigator.clipboard.readText()"), today.daily.share_url);
        // A shared puzzle that is no daily keeps its /p/ link.
        const random: Daily = await json(await fetch(`${origin}/api/puzzles/random?level=easy&seed=share`));
        assert.equal(new URL(random.share_url).pathname, `/p/${random.code}`);
        await page.goto(random.share_url);
        await page.click("#share");
        await until(
          "#status reports the /p/ link",
          async () => (await page.locator("#status").innerText()).includes(`/p/${random.code}`),
        );
      });
    });

    await t.step(
      "the shared link opens the same day with the same progress, as does the puzzle's code",
      async () => {
        const [first, second, third] = emptyCells(today.daily.puzzle);
        const { solution } = today;
        await inContext(browser, { width: 1280 }, async ({ page }) => {
          await page.goto(`${origin}/`);
          await page.click(cellSelector(first));
          await page.keyboard.press(solution[first]);
          await cellValue(page, first, solution[first]);

          await page.goto(today.daily.share_url);
          assert.equal(await page.locator(".play").getAttribute("data-date"), TODAY);
          assert.match(await page.locator("h1").innerText(), /1 December 2026/);
          await cellValue(page, first, solution[first]);
          await page.click(cellSelector(second));
          await page.keyboard.press(solution[second]);
          await cellValue(page, second, solution[second]);

          // The puzzle's code opens the same game, and a move there is the daily's move.
          await page.goto(`${origin}/p/${today.daily.code}`);
          await cellValue(page, first, solution[first]);
          await cellValue(page, second, solution[second]);
          await page.click(cellSelector(third));
          await page.keyboard.press(solution[third]);
          await cellValue(page, third, solution[third]);
          await page.goto(today.daily.share_url);
          for (const cell of [first, second, third]) await cellValue(page, cell, solution[cell]);
        });
        // A friend opening the link gets the same day, with a board of their own.
        await inContext(browser, { width: 375 }, async ({ page }) => {
          await page.goto(today.daily.share_url);
          assert.equal(await page.locator(".play").getAttribute("data-date"), TODAY);
          assert.equal(await page.locator("#board").getAttribute("data-code"), today.daily.code);
          assert.equal(await valueOf(page, first), "");
        });
        // Begun at the code's page, a puzzle goes on at its day's page.
        await inContext(browser, { width: 1280 }, async ({ page }) => {
          const cell = emptyCells(yesterday.daily.puzzle)[0];
          await page.goto(`${origin}/p/${yesterday.daily.code}`);
          await page.click(cellSelector(cell));
          await page.keyboard.press(yesterday.solution[cell]);
          await cellValue(page, cell, yesterday.solution[cell]);
          await page.goto(yesterday.daily.share_url);
          await cellValue(page, cell, yesterday.solution[cell]);
          assert.deepEqual(
            Object.keys((await storedRecord(page)).days),
            ["9x9/2026-11-30/medium"],
            "the day is started in the record",
          );
        });
      },
    );

    await t.step(
      "a variant daily's result line names the day, the variant and no-hints mode, and ends with the link",
      async () => {
        const four = await dailyAndSolution(origin, "variant=4x4");
        await inContext(browser, { width: 1280 }, async ({ page }) => {
          await onDay(page, TODAY);
          await page.goto(`${origin}/?variant=4x4`);
          await page.check("#hints-off");
          await solveThroughTheBoard(page, four.daily.puzzle, four.solution);
          const lines = (await page.locator("#result-line").innerText()).trim().split("\n");
          assert.equal(lines.length, 3, lines.join(" | "));
          assert.equal(lines[0], `sudoku-daily ${TODAY} 4×4 Easy`);
          assert.match(lines[1], /^✅ \d\d:\d\d · no hints · no-hints mode$/);
          assert.equal(lines[2], `${origin}/daily/4x4/${TODAY}/easy`);
          assert.equal(lines[2], four.daily.share_url, "the link is the API's share_url");
          // The panel after solving: today's solve is a streak of one.
          await page.locator("#stats").waitFor({ state: "visible" });
          assert.equal(await stat(page, "current-streak"), "1 day");
          assert.equal(await stat(page, "solved", "easy"), "1");
          // Opened again, the line is the same (no-hints mode was saved with the game).
          await page.uncheck("#hints-off");
          await page.reload();
          await until(
            "the result line again",
            async () => (await page.locator("#result-line").innerText()).trim() === lines.join("\n"),
          );
        });
      },
    );

    let exportedCode = "";
    /** The downloaded record file's text. */
    let exportedFile = "";
    await t.step(
      "dailies solved on three days in a row make a streak the stats and the archive show",
      async () => {
        await inContext(browser, { width: 1280 }, async ({ page }) => {
          // An older run of four days, as the app writes it: the best streak, not the current one.
          await page.goto(`${origin}/archive`);
          await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
            HISTORY_KEY,
            JSON.stringify({
              app: "sudoku-daily",
              kind: "record",
              version: 1,
              days: Object.fromEntries(
                ["2026-10-01", "2026-10-02", "2026-10-03", "2026-10-04"].map((d) => [
                  `9x9/${d}/hard`,
                  { solvedOn: d, ms: 900_000, hints: 1, expert: false },
                ]),
              ),
            }),
          ]);
          // Three days, each solved on its day through the board, the page's clock on that day.
          for (const day of ["2026-11-29", "2026-11-30", TODAY]) {
            const { daily, solution } = await dailyAndSolution(origin, `variant=4x4&date=${day}`);
            await onDay(page, day);
            await page.goto(`${origin}/daily/4x4/${day}/easy`);
            await solveThroughTheBoard(page, daily.puzzle, solution);
            await page.locator("#stats").waitFor({ state: "visible" });
          }
          assert.equal(await stat(page, "current-streak"), "3 days");
          assert.equal(await stat(page, "best-streak"), "4 days");
          assert.equal(await stat(page, "solved", "easy"), "3");
          assert.match(await stat(page, "best", "easy"), /^\d\d:\d\d$/);
          assert.match(await stat(page, "median", "easy"), /^\d\d:\d\d$/);
          assert.equal(
            await stat(page, "variants"),
            "Days solved in every variant: Classic 9×9: 4 days, 4×4: 3 days.",
          );
          // One more day begun but not finished: the archive marks it started.
          const begun = await dailyAndSolution(origin, "variant=4x4&date=2026-11-28");
          const cell = emptyCells(begun.daily.puzzle)[0];
          await page.goto(`${origin}/daily/4x4/2026-11-28/easy`);
          await page.click(cellSelector(cell));
          await page.keyboard.press(begun.solution[cell]);
          await cellValue(page, cell, begun.solution[cell]);

          await page.goto(`${origin}/archive?variant=4x4&level=easy`);
          await until("today is marked", async () => (await calendarMarks(page)).length === 1);
          assert.deepEqual(await calendarMarks(page), [
            { day: TODAY, mark: "solved", sign: "✓", name: `1, Easy daily of ${TODAY}, solved` },
          ]);
          assert.equal(await stat(page, "current-streak"), "3 days");
          await page.click("#prev-month");
          await until("November's days are marked", async () => (await calendarMarks(page)).length === 3);
          assert.deepEqual(await calendarMarks(page), [
            { day: "2026-11-28", mark: "started", sign: "…", name: "28, Easy daily of 2026-11-28, started" },
            { day: "2026-11-29", mark: "solved", sign: "✓", name: "29, Easy daily of 2026-11-29, solved" },
            { day: "2026-11-30", mark: "solved", sign: "✓", name: "30, Easy daily of 2026-11-30, solved" },
          ]);
          // The classic calendar of the same month marks none of the 4×4 days.
          await page.goto(`${origin}/archive?month=2026-11&level=easy`);
          await page.locator("#stats .stats-table").waitFor();
          assert.deepEqual(await calendarMarks(page), []);

          // Export: a file, and a code.
          const download = page.waitForEvent("download");
          await page.click("#export-file");
          const file = await download;
          assert.equal(file.suggestedFilename(), `sudoku-daily-record-${TODAY}.json`);
          exportedFile = await Deno.readTextFile(await file.path());
          const saved = JSON.parse(exportedFile);
          assert.deepEqual(saved, await storedRecord(page), "the file holds the record as stored");
          await page.click("#export-code");
          await until(
            "the code is shown",
            async () => (await page.locator("#export-code-text").inputValue()) !== "",
          );
          exportedCode = await page.locator("#export-code-text").inputValue();
          assert.match(exportedCode, /^SDR1\.[A-Za-z0-9_-]+$/);
        });
      },
    );

    await t.step(
      "a bad import is refused with its reason; the code and the file restore the record elsewhere",
      async () => {
        await inContext(browser, { width: 375 }, async ({ page }) => {
          await onDay(page, TODAY);
          await page.goto(`${origin}/archive?variant=4x4&level=easy&month=2026-11`);
          await page.locator("#record-transfer").waitFor({ state: "visible" });
          assert.equal(await stat(page, "current-streak"), "0 days");
          const before = await storedRecord(page);
          const status = page.locator("#transfer-status");
          for (
            const [text, reason] of [
              ["hello", /^Not imported\. This is neither a record code/],
              [
                exportedCode.slice(0, exportedCode.length >> 1),
                /^Not imported\. This record code is damaged/,
              ],
              [
                '{"app":"sudoku-daily","kind":"record","version":1,"days":{"9x9/2026-13-01/hard":{}}}',
                /names no daily/,
              ],
            ] as const
          ) {
            await page.fill("#import-text", text);
            await page.click("#import");
            await until(`refused: ${reason}`, async () => reason.test(await status.innerText()));
            assert.equal(await status.getAttribute("class"), "problem");
            assert.deepEqual(await storedRecord(page), before, "nothing changed");
          }
          await page.fill("#import-text", exportedCode);
          await page.click("#import");
          await until(
            "imported",
            async () => /^Imported: 8 new days, 0 updated\./.test(await status.innerText()),
          );
          assert.deepEqual(
            (await calendarMarks(page)).map((m) => `${m.day} ${m.mark}`),
            ["2026-11-28 started", "2026-11-29 solved", "2026-11-30 solved"],
          );
          assert.equal(await stat(page, "current-streak"), "3 days");
          assert.equal(await stat(page, "best-streak"), "4 days");
          await screenshotClassicStats(page, "stats-375.png");
        });
        await inContext(browser, { width: 1280 }, async ({ page }) => {
          await onDay(page, TODAY);
          // This browser has a day of its own: the import adds to it.
          await page.goto(`${origin}/archive?variant=4x4&level=easy`);
          await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
            HISTORY_KEY,
            JSON.stringify({
              app: "sudoku-daily",
              kind: "record",
              version: 1,
              days: {
                "9x9/2026-11-15/evil": { solvedOn: "2026-11-15", ms: 2_400_000, hints: 0, expert: true },
              },
            }),
          ]);
          await page.reload();
          // Handed over as a file's bytes: the player picks the file the download saved.
          await page.setInputFiles("#import-file", {
            name: `sudoku-daily-record-${TODAY}.json`,
            mimeType: "application/json",
            buffer: Buffer.from(exportedFile),
          });
          await page.click("#import");
          await until(
            "imported from the file",
            async () =>
              /^Imported: 8 new days, 0 updated\. Your record holds 9 days\.$/.test(
                await page.locator("#transfer-status").innerText(),
              ),
          );
          assert.deepEqual((await calendarMarks(page)).map((m) => m.day), [TODAY]);
          assert.equal(await stat(page, "current-streak"), "3 days");
          assert.equal(
            await stat(page, "variants"),
            "Days solved in every variant: Classic 9×9: 5 days, 4×4: 3 days.",
          );
          assert.ok((await storedRecord(page)).days["9x9/2026-11-15/evil"], "its own day stays");
          await screenshotClassicStats(page, "stats-1280.png");
        });
      },
    );

    await t.step("games finished before the record existed count in it", async () => {
      await inContext(browser, { width: 1280 }, async ({ page }, context) => {
        await onDay(page, TODAY);
        const finished = JSON.stringify({
          values: yesterday.solution,
          marks: [],
          elapsed: 754_000,
          hints: 2,
          solved: true,
        });
        // A game of the old kind, there before any page of the record's kind ran: stored once, first thing.
        await context.addInitScript(([key, value]) => {
          if (sessionStorage.getItem("seeded") === null) {
            localStorage.setItem(key, value);
            sessionStorage.setItem("seeded", "1");
          }
        }, [`sudoku-daily:${yesterday.daily.code}:2026-11-30`, finished]);
        await page.goto(`${origin}/archive?month=2026-11&level=medium`);
        await until("the old game's day is marked", async () => (await calendarMarks(page)).length === 1);
        assert.equal((await calendarMarks(page))[0].day, "2026-11-30");
        assert.equal(await stat(page, "solved", "medium"), "1");
        assert.equal(await stat(page, "best", "medium"), "12:34");
        assert.equal(await stat(page, "current-streak"), "1 day");
        // Its page shows the game finished, with the day in its result line.
        await page.goto(yesterday.daily.share_url);
        await until(
          "the result line",
          async () =>
            (await page.locator("#result-line").innerText()).startsWith("sudoku-daily 2026-11-30 Medium\n"),
        );
      });
    });

    await t.step("axe-core finds no WCAG 2.1 A or AA violation in the record's panels", async () => {
      const context: BrowserContext = await browser.newContext({
        viewport: { width: 375, height: 740 },
        bypassCSP: true,
      });
      try {
        const page = await context.newPage();
        await onDay(page, TODAY);
        await page.goto(`${origin}/archive?variant=4x4&level=easy`);
        await page.fill("#import-text", exportedCode);
        await page.click("#import");
        await until(
          "imported",
          async () => /^Imported/.test(await page.locator("#transfer-status").innerText()),
        );
        const four = await dailyAndSolution(origin, "variant=4x4");
        await page.goto(`${origin}/?variant=4x4`);
        await solveThroughTheBoard(page, four.daily.puzzle, four.solution);
        for (const scheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await page.goto(`${origin}/archive?variant=4x4&level=easy&month=2026-11`);
          await page.locator("td[data-record]").first().waitFor();
          await page.click("#export-code");
          await page.locator("#export-code-text").waitFor({ state: "visible" });
          await auditWithAxe(page, `archive with marks and the record code (${scheme})`);
          await page.fill("#import-text", "hello");
          await page.click("#import");
          await page.locator("#transfer-status.problem").waitFor();
          await auditWithAxe(page, `archive with a refused import (${scheme})`);
          await page.goto(`${origin}/?variant=4x4`);
          await page.locator("#stats").waitFor({ state: "visible" });
          await auditWithAxe(page, `solved daily with its stats (${scheme})`);
        }
      } finally {
        await context.close();
      }
    });
  } finally {
    await harness.close();
  }
});
