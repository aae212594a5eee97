/// <reference lib="dom" />
// The functions given to page.evaluate run in the page: they are checked against the DOM's types.
/**
 * The player in the browser's language (headless Debian chromium, its locale sent as Accept-Language): a
 * German player hears the board's cells, the pad's counts, the status line and the countdown in German, and
 * the German page passes axe; a Spanish player reads the stats panel in Spanish.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { auditWithAxe, inContext, startHarness } from "../testing/browser.ts";

const NOW = new Date("2026-12-01T10:00:00Z");

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  assert.equal(response.status, 200, `${response.url}: ${text}`);
  return JSON.parse(text);
}

const cell = (page: Page, i: number) => page.locator(`#board [role="gridcell"][data-cell="${i}"]`);
const text = async (page: Page, selector: string) => ((await page.textContent(selector)) ?? "").trim();

Deno.test("browser: the board, its status line and the countdown speak the player's language", async (t) => {
  const harness = await startHarness(NOW);
  const { origin, browser } = harness;
  try {
    const daily: { puzzle: string } = await json(await fetch(`${origin}/api/daily`));
    const puzzle = daily.puzzle.replaceAll(".", "0");
    const given = puzzle.search(/[1-9]/);
    // An empty cell in the first row with a given: the row its digit would repeat in.
    const row = Math.floor(given / 9);
    const empty = [...puzzle].findIndex((ch, i) => ch === "0" && Math.floor(i / 9) === row);
    const name = (i: number) => `Zeile ${Math.floor(i / 9) + 1}, Spalte ${(i % 9) + 1}`;

    await t.step(
      "German: cells, the pad, a digit with no cell selected, a conflict, pause; axe",
      async () => {
        await inContext(
          browser,
          { width: 1280, height: 800, bypassCSP: true, locale: "de-DE" },
          async ({ page }) => {
            await page.goto(`${origin}/`);
            assert.equal(await page.getAttribute("html", "lang"), "de");
            assert.equal(
              await cell(page, given).getAttribute("aria-label"),
              `${name(given)}, Vorgabe ${puzzle[given]}`,
            );
            assert.equal(await cell(page, empty).getAttribute("aria-label"), `${name(empty)}, leer`);

            const ones = [...puzzle].filter((ch) => ch === "1").length;
            assert.equal(
              await page.getAttribute('.pad button[data-digit="1"]', "aria-description"),
              `noch ${9 - ones} offen`,
            );

            await page.keyboard.press("5");
            assert.equal(await text(page, "#status"), "Wähle zuerst eine Zelle aus.");

            await cell(page, empty).click();
            await page.keyboard.press("p");
            await page.keyboard.press("3");
            await page.keyboard.press("7");
            await page.keyboard.press("p");
            assert.equal(await cell(page, empty).getAttribute("aria-label"), `${name(empty)}, Notizen 3 7`);
            await page.keyboard.press(puzzle[given]);
            assert.equal(
              await text(page, "#status"),
              `Konflikt: Die ${puzzle[given]} steht zweimal in Zeile ${row + 1}.`,
            );
            assert.match((await cell(page, empty).getAttribute("aria-label")) ?? "", /, Konflikt$/);
            await auditWithAxe(page, "the German board");

            await page.click("#pause");
            assert.equal(await text(page, "#pause"), "Weiter");
            assert.match(await text(page, "#status"), /^Pausiert: /);
            await page.click("#pause");
            assert.equal(await text(page, "#pause"), "Pause");
            await page.click("#timer-toggle");
            assert.equal(await text(page, "#timer-toggle"), "Uhr einblenden");
          },
        );
      },
    );

    await t.step("German: the countdown to the next daily, then the link to it", async () => {
      await inContext(browser, { width: 1280, height: 800, locale: "de-DE" }, async ({ page }) => {
        // The page's clock held at the server's time; runFor moves it on, timers and all. (axe waits on timers
        // of its own: the board is audited above, on a running clock.)
        await page.clock.install({ time: new Date(NOW.getTime() - 60_000) });
        await page.clock.pauseAt(NOW);
        await page.goto(`${origin}/`);
        assert.equal(await text(page, "#next-daily"), "Nächstes Tagesrätsel in 14 h 0 min.");
        await page.clock.runFor("13:59:00");
        assert.equal(await text(page, "#next-daily"), "Nächstes Tagesrätsel in 1 min.");
        await page.clock.runFor("01:00");
        assert.equal(await text(page, "#next-daily"), "Ein neues Tagesrätsel ist da: jetzt spielen.");
        assert.equal(await text(page, "#next-daily a"), "jetzt spielen");
      });
    });

    await t.step("Spanish: the stats panel", async () => {
      await inContext(browser, { width: 1280, height: 800, locale: "es-ES" }, async ({ page }) => {
        await page.clock.setFixedTime(NOW);
        await page.goto(`${origin}/archive?level=hard`);
        assert.equal(await page.getAttribute("html", "lang"), "es");
        await page.evaluate(() =>
          localStorage.setItem(
            "sudoku-daily:record",
            JSON.stringify({
              app: "sudoku-daily",
              kind: "record",
              version: 1,
              days: {
                "9x9/2026-11-30/hard": { solvedOn: "2026-11-30", ms: 300_000, hints: 0, expert: false },
              },
            }),
          )
        );
        await page.reload();
        await page.locator("#stats .stats-table").waitFor();
        assert.deepEqual(
          (await page.locator("#stats .streaks > span").allInnerTexts()).map((s) => s.trim()),
          ["Racha actual 1 día", "Mejor racha 1 día"],
        );
        assert.equal(await text(page, "#stats caption"), "Sudokus del día: Clásico 9×9");
        assert.deepEqual(
          (await page.locator("#stats thead th").allInnerTexts()).map((s) => s.trim()),
          ["Nivel", "Días resueltos", "Mejor tiempo", "Tiempo mediano"],
        );
        assert.equal(await text(page, '#stats tr[data-level="hard"] th'), "Difícil");
        assert.equal(await text(page, '#stats tr[data-level="hard"] [data-stat="best"]'), "05:00");
        assert.equal(await text(page, '#stats tr[data-level="easy"] [data-stat="best"] .sr-only'), "ninguno");
        assert.equal(
          await text(page, '#stats [data-stat="variants"]'),
          "Días resueltos por variante: Clásico 9×9: 1 día.",
        );
      });
    });
  } finally {
    await harness.close();
  }
});
