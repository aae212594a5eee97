/**
 * The player in the browser's language, in chromium: a browser asking for German (Accept-Language, from the
 * context's locale) gets the daily's hint, its check of a wrong digit and a refused request's message in
 * German, and asks the API for German words; one asking for Spanish is told it solved the puzzle, its grade
 * and its result in Spanish.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { type TechniqueId, wordsFor } from "../../engine/mod.ts";
import { inContext, startHarness } from "../testing/browser.ts";

const NOW = new Date("2026-12-01T10:00:00Z");

interface Daily {
  code: string;
  date: string;
  puzzle: string;
}

/** Polls `check` for up to 10 s; a timeout says what was expected. */
async function until(expected: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The text of `selector` as shown: without the screen-reader-only cell names. */
function shown(page: Page, selector: string): Promise<string> {
  return page.locator(selector).evaluate((element) => {
    const copy = element.cloneNode(true) as unknown as {
      querySelectorAll(selector: string): Iterable<{ remove(): void }>;
      textContent: string | null;
    };
    for (const part of copy.querySelectorAll(".sr-only")) part.remove();
    return (copy.textContent ?? "").trim();
  });
}

/** The status line once it says something other than `before`. */
async function nextStatus(page: Page, before: string): Promise<string> {
  let text = before;
  await until("a new status", async () => (text = await shown(page, "#status")) !== before);
  return text;
}

Deno.test("browser: the player speaks German and Spanish", async (t) => {
  const harness = await startHarness(NOW);
  try {
    const { origin, browser } = harness;
    const daily: Daily = await (await fetch(`${origin}/api/daily`)).json();
    const solved = await fetch(`${origin}/api/solve`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ puzzle: daily.puzzle }),
    });
    const solution: string = (await solved.json()).path.at(-1).board;
    assert.match(solution, /^[1-9]{81}$/);
    const empty = [...daily.puzzle].findIndex((ch) => ch === "." || ch === "0");
    const wrong = String((Number(solution[empty]) % 9) + 1);
    const de = wordsFor("de");
    /** The technique the German player's hint names, by its page's id. */
    let hinted = { id: "" as TechniqueId | "", name: "" };

    await t.step("German: the hint's three levels, a wrong digit checked, a busy server", async () => {
      await inContext(browser, { width: 1280, locale: "de-DE" }, async ({ page, errors }) => {
        /** What the page asks the API for in its requests' bodies and queries. */
        const asked: string[] = [];
        page.on("request", (request) => {
          const url = new URL(request.url());
          if (!url.pathname.startsWith("/api/")) return;
          const lang = request.method() === "POST"
            ? (request.postDataJSON() as { lang?: string }).lang
            : url.searchParams.get("lang");
          asked.push(`${url.pathname} ${lang}`);
        });
        await page.goto(`${origin}/`);
        assert.equal(await page.locator("html").getAttribute("lang"), "de");

        await page.click("#hint");
        await page.locator('#hint-panel [data-hint-level="1"]').waitFor();
        const look = await shown(page, '#hint-panel [data-hint-level="1"]');
        assert.match(look, /^Schau genau hin: .+\.$/, look);
        await page.click("#hint");
        await page.locator('#hint-panel [data-hint-level="2"]').waitFor();
        assert.match(await shown(page, '#hint-panel [data-hint-level="2"]'), /^Technik: .+\.$/);
        const link = page.locator('#hint-panel [data-hint-level="2"] a');
        hinted = {
          id: ((await link.getAttribute("href")) ?? "").replace("/techniques/", "") as TechniqueId,
          name: (await link.innerText()).trim(),
        };
        await page.click("#hint");
        await page.locator("#hint-panel [data-hint-why]").waitFor();
        assert.match(await shown(page, "#hint-panel [data-hint-why]"), /^Warum: .+\.$/);
        assert.ok(asked.includes("/api/hint de"), `the hint asked for German: ${asked}`);

        await page.click(`#board [role="gridcell"][data-cell="${empty}"]`);
        await page.keyboard.press(wrong);
        const before = await shown(page, "#status");
        await page.click("#check");
        assert.equal(
          await nextStatus(page, before),
          "1 Fehler (rot markiert und als falsch gekennzeichnet).",
        );
        assert.ok(asked.includes("/api/solve de"), `the solve asked for German: ${asked}`);

        // The API says why in English; a German page says it in German, by the error's code.
        await page.route("**/api/hint", (route) =>
          route.fulfill({
            status: 503,
            contentType: "application/json",
            body: JSON.stringify({
              error: { code: "busy", message: "the server is busy with hint requests; retry in 2 s" },
            }),
          }));
        const beforeBusy = await shown(page, "#status");
        await page.click("#hint");
        assert.equal(
          await nextStatus(page, beforeBusy),
          "Kein Tipp möglich: Der Server ist gerade ausgelastet; versuch es in ein paar Sekunden noch einmal.",
        );
        // The browser logs the refused request it was made to get; no other error may pass.
        const refused = errors.findIndex((error) => / 503 .*\/api\/hint\)$/.test(error));
        assert.ok(refused >= 0, `the refused request is the one logged: ${errors}`);
        errors.splice(refused, 1);
      });
    });

    // Needs the API's `lang` (POST /api/hint): until the API reads it, it names the technique in English.
    await t.step("German, from the API's lang: the hint names its technique in German", () => {
      const { id, name } = hinted;
      assert.ok(id !== "", "the German step saw a hint");
      assert.notEqual(de.techniqueName(id), wordsFor("en").techniqueName(id), "the name differs in German");
      assert.equal(name, de.techniqueName(id));
    });

    await t.step("Spanish: the solved message, the grade and the result line", async () => {
      await inContext(browser, { width: 1280, locale: "es-ES" }, async ({ page }, context) => {
        // Every digit but one in place, saved before the page's script runs: the last one solves it.
        const values = solution.slice(0, empty) + "0" + solution.slice(empty + 1);
        const saved = JSON.stringify({
          values,
          marks: [],
          elapsed: 61_000,
          hints: 0,
          hinted: [],
          solved: false,
        });
        await context.addInitScript(
          ([key, value]) => localStorage.setItem(key, value),
          [`sudoku-daily:${daily.code}:${daily.date}`, saved],
        );
        await page.goto(`${origin}/`);
        assert.equal(await page.locator("html").getAttribute("lang"), "es");
        const before = await shown(page, "#status");
        await page.click(`#board [role="gridcell"][data-cell="${empty}"]`);
        await page.keyboard.press(solution[empty]);
        assert.match(await nextStatus(page, before), /^¡Resuelto! 01:0\d, 0 pistas\.$/);
        await until(
          "the grade in Spanish",
          async () => /^Nivel: \S+, \d+ pasos\.$/.test(await shown(page, "#grade-level")),
        );
        const lines = (await shown(page, "#result-line")).split("\n");
        assert.equal(lines[0], `sudoku-daily ${daily.date} Medio`);
        assert.match(lines[1], /^✅ 01:0\d · sin pistas$/);
      });
    });
  } finally {
    await harness.close();
  }
});
