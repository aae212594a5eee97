/**
 * Offline play end to end in chromium: the service worker (routes/pages/static/sw.js) takes control of the
 * daily's page, the network goes (playwright's offline mode, which service workers ignore, and the server
 * stopped, which they cannot), and the reloaded page still plays and solves the daily, saying plainly what
 * needs a connection and never showing the browser's own error words.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import axe from "axe-core";
import { requireChromium, startHarness, watchedPage } from "../testing/browser.ts";

const NOW = new Date("2026-12-01T10:00:00Z");
/** What a browser says of a request that found no network; the player must never show it. */
const RAW_ERRORS = /Failed to fetch|NetworkError|TypeError|ERR_[A-Z_]+|Load failed/;

/** Polls `check` for up to 15 s; a timeout says what was expected. */
async function until(expected: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  assert.equal(response.status, 200, `${response.url}: ${text}`);
  return JSON.parse(text);
}

/**
 * axe-core's WCAG 2.1 A and AA violations on the page as it is now. axe goes in by the debugging protocol, which
 * the page's Content-Security-Policy does not govern: the policy stays on, so it is the one the worker was
 * registered under.
 */
async function auditWithAxe(page: Page, where: string): Promise<void> {
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const { axe } = globalThis as unknown as { axe: typeof import("axe-core") };
    const result = await axe.run({
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
  assert.deepEqual(violations, [], where);
}

/** Types every missing digit of `solution` (click to select, then the digit key) and waits for the solve. */
async function solveByKeyboard(page: Page, puzzle: string, solution: string): Promise<void> {
  for (const [cell, ch] of [...puzzle].entries()) {
    if (ch !== ".") continue;
    await page.click(`#board [role="gridcell"][data-cell="${cell}"]`);
    await page.keyboard.press(solution[cell]);
  }
  await until(
    'board data-state="solved"',
    async () => await page.locator("#board").getAttribute("data-state") === "solved",
  );
}

Deno.test("browser: the daily plays and solves offline once the service worker has it", async () => {
  await requireChromium();
  const harness = await startHarness(NOW);
  try {
    const { origin, browser } = harness;
    const daily = await json<{ code: string; puzzle: string }>(await fetch(`${origin}/api/daily`));
    const solved = await json<{ path: Array<{ board: string }> }>(
      await fetch(`${origin}/api/solve`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ puzzle: daily.puzzle }),
      }),
    );
    const solution = solved.path.at(-1)!.board;
    assert.match(solution, /^[1-9]{81}$/);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const { page, errors } = await watchedPage(context);
      await page.goto(`${origin}/`);
      // The worker installs, takes the page over and keeps the page itself (see sw.js's activate).
      await until("the service worker controls the page and has kept it", () =>
        page.evaluate(async () => {
          const worker = navigator as unknown as {
            serviceWorker: { controller: unknown };
          };
          return worker.serviceWorker.controller !== null &&
            (await caches.match(location.href)) !== undefined;
        }));
      assert.deepEqual(errors, [], "no browser errors online");
      await auditWithAxe(page, "the daily online, with the manifest and the worker");

      await context.setOffline(true);
      await harness.stopServer();
      await page.reload();
      assert.equal(await page.locator("#board").getAttribute("data-code"), daily.code, "the kept daily");
      assert.equal(await page.locator('#board [role="gridcell"]').count(), 81);

      // A hint needs the server: the player says so in words, and play goes on.
      const empty = [...daily.puzzle].findIndex((ch) => ch === ".");
      await page.click(`#board [role="gridcell"][data-cell="${empty}"]`);
      await page.click("#hint");
      await until(
        "the status says hints need a connection",
        async () =>
          (await page.locator("#status").innerText()).includes(
            "Hints need a connection — you can keep playing.",
          ),
      );

      await solveByKeyboard(page, daily.puzzle, solution);
      assert.match(await page.locator("#status").innerText(), /solved/i);
      const grade = page.locator("#grade");
      await grade.waitFor({ state: "visible" });
      await until(
        "the grade says it needs a connection",
        async () => (await grade.innerText()).includes("The grade needs a connection"),
      );
      const text = await page.locator("body").innerText();
      assert.doesNotMatch(text, RAW_ERRORS, "no raw error text on the page");
      await auditWithAxe(page, "the daily solved offline");

      // Offline, the only errors are the browser's notes of the requests that found no network.
      const unexpected = errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e));
      assert.deepEqual(unexpected, [], "no other browser errors offline");
    } finally {
      await context.close();
    }
  } finally {
    await harness.close();
  }
});
