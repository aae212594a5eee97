/**
 * The play aids of the daily apps, in a real browser: the selected digit's pencil marks highlighted, the digit
 * pad counting what is left and greying a finished digit, Restart (taken back by Undo), Hide timer kept across
 * visits, and the countdown to the next daily under today's.
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

/** Today's classic daily and its solution (the last board of POST /api/solve). */
async function dailyAndSolution(origin: string) {
  const daily: { puzzle: string } = await json(await fetch(`${origin}/api/daily`));
  const solved: { path: Array<{ board: string }> } = await json(
    await fetch(`${origin}/api/solve`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ puzzle: daily.puzzle }),
    }),
  );
  return { puzzle: daily.puzzle.replaceAll(".", "0"), solution: solved.path.at(-1)!.board };
}

const cell = (page: Page, i: number) => page.locator(`#board [role="gridcell"][data-cell="${i}"]`);

async function place(page: Page, i: number, digit: string): Promise<void> {
  await cell(page, i).click();
  await page.keyboard.press(digit);
}

Deno.test("browser: play aids — marks of the selected digit, digits left, restart, hide timer, countdown", async (t) => {
  const harness = await startHarness(NOW);
  const { origin, browser } = harness;
  try {
    const { puzzle, solution } = await dailyAndSolution(origin);
    const empty = [...puzzle].flatMap((ch, i) => (ch === "0" ? [i] : []));

    await t.step("the selected digit's pencil marks are highlighted, and only those", async () => {
      await inContext(browser, { width: 1280, height: 800, bypassCSP: true }, async ({ page }) => {
        await page.goto(`${origin}/`);
        await page.click("#fill-candidates");
        const given = puzzle.search(/[1-9]/);
        const digit = puzzle[given];
        await cell(page, given).click();
        const marks = await page.$$eval(
          "#board .mark",
          (all) =>
            all.map((m) => ({ digit: m.getAttribute("data-mark"), same: m.classList.contains("same-mark") })),
        );
        assert.ok(marks.some((m) => m.digit === digit), `some cell still has ${digit} pencilled`);
        for (const mark of marks) assert.equal(mark.same, mark.digit === digit, JSON.stringify(mark));
        const weight = await page.$eval("#board .mark.same-mark", (m) => getComputedStyle(m).fontWeight);
        assert.equal(weight, "700", "told apart by weight as well as colour");
        await auditWithAxe(page, "candidates of the selected digit");
      });
    });

    await t.step("the pad counts what is left of each digit and greys one placed everywhere", async () => {
      for (const colorScheme of ["light", "dark"] as const) {
        await inContext(
          browser,
          { width: 1280, height: 800, bypassCSP: true, colorScheme },
          async ({ page }) => {
            await page.goto(`${origin}/`);
            const left = (d: string) => page.getAttribute(`.pad button[data-digit="${d}"]`, "data-left");
            const givenCount = (d: string) => [...puzzle].filter((ch) => ch === d).length;
            assert.equal(await left("1"), String(9 - givenCount("1")));
            // Every cell the solution gives a 5, placed: the 5 is finished.
            const fives = empty.filter((i) => solution[i] === "5");
            for (const i of fives) await place(page, i, "5");
            const five = page.locator('.pad button[data-digit="5"]');
            assert.equal(await five.getAttribute("data-left"), "0");
            assert.ok(await five.evaluate((b) => b.classList.contains("finished")));
            assert.equal(await five.getAttribute("aria-description"), "all placed");
            assert.equal(
              await five.textContent(),
              "5",
              "the count is drawn by the style sheet, not in the text",
            );
            await auditWithAxe(page, `a finished digit on the pad (${colorScheme})`);
            // Taking one back makes it unfinished again.
            await page.keyboard.press("Backspace");
            assert.equal(await five.getAttribute("data-left"), "1");
            assert.equal(await five.getAttribute("aria-description"), "1 left");
          },
        );
      }
    });

    await t.step(
      "Restart clears the player's digits and marks in one edit that Undo takes back",
      async () => {
        await inContext(browser, { width: 1280, height: 800 }, async ({ page }) => {
          await page.goto(`${origin}/`);
          assert.equal(await page.getAttribute("#restart", "aria-disabled"), "true", "nothing to clear yet");
          await place(page, empty[0], solution[empty[0]]);
          await place(page, empty[1], solution[empty[1]]);
          await page.click("#fill-candidates");
          await page.click("#restart");
          for (const i of empty.slice(0, 5)) assert.equal((await cell(page, i).textContent())?.trim(), "");
          assert.equal(await page.locator("#board .mark").count(), 0);
          assert.match((await page.textContent("#status")) ?? "", /Undo brings your moves back/);
          await page.click("#undo");
          assert.equal((await cell(page, empty[0]).textContent())?.trim(), solution[empty[0]]);
          assert.ok((await page.locator("#board .mark").count()) > 0, "the marks come back too");
        });
      },
    );

    await t.step("Hide timer hides the clock on this device until shown again", async () => {
      await inContext(browser, { width: 375, height: 812, bypassCSP: true }, async ({ page }) => {
        await page.goto(`${origin}/`);
        assert.ok(await page.isVisible("#timer"));
        await page.click("#timer-toggle");
        assert.ok(!(await page.isVisible("#timer")));
        assert.equal((await page.textContent("#timer-toggle"))?.trim(), "Show timer");
        await page.goto(`${origin}/daily/2026-11-30/hard`);
        assert.ok(!(await page.isVisible("#timer")), "another puzzle keeps the choice");
        await page.click("#timer-toggle");
        assert.ok(await page.isVisible("#timer"));
        await auditWithAxe(page, "the timer shown again");
      });
    });

    await t.step("today's daily counts down to the next one, then links to it", async () => {
      await inContext(browser, { width: 1280, height: 800 }, async ({ page }) => {
        // The page's clock held at the server's time; runFor moves it on, timers and all.
        await page.clock.install({ time: new Date(NOW.getTime() - 60_000) });
        await page.clock.pauseAt(NOW);
        await page.goto(`${origin}/?level=hard`);
        assert.equal((await page.textContent("#next-daily"))?.trim(), "Next daily in 14 h 0 min.");
        await page.clock.runFor("13:59:00");
        assert.equal((await page.textContent("#next-daily"))?.trim(), "Next daily in 1 min.");
        await page.clock.runFor("01:00");
        assert.match((await page.textContent("#next-daily")) ?? "", /^A new daily is out: play it\.$/);
        assert.equal(await page.getAttribute("#next-daily a", "href"), "/?level=hard");
        // A past day's page has no countdown.
        await page.goto(`${origin}/daily/2026-11-30/hard`);
        assert.ok(!(await page.isVisible("#next-daily")));
      });
    });

    await t.step("a colouring's two colours differ in shape, not only in hue", async () => {
      await inContext(browser, { width: 1280, height: 800 }, async ({ page }) => {
        await page.goto(`${origin}/techniques/simple-coloring`);
        const shapes = await page.$$eval(
          ".diagram .cand-color0, .diagram .cand-color1",
          (all) =>
            all.map((c) =>
              `${c.classList.contains("cand-color0") ? 0 : 1}:${getComputedStyle(c).borderRadius}`
            ),
        );
        const ringed = new Set(shapes.filter((s) => s.startsWith("0:")));
        const boxed = new Set(shapes.filter((s) => s.startsWith("1:")));
        assert.ok(ringed.size === 1 && boxed.size === 1, JSON.stringify(shapes));
        assert.notEqual([...ringed][0].slice(2), [...boxed][0].slice(2));
      });
    });
  } finally {
    await harness.close();
  }
});
