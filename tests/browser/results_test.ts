/**
 * How others did, in a real browser (headless Debian chromium through playwright-core): a solved daily shows
 * the figures and a switch that is off, and nothing is sent until the player turns it on; then the time, the
 * name and the page's board arrive, the choice is remembered, a reload sends nothing new, and offline the
 * panel says plainly that it needs the network. axe-core finds no violation in the solved panel.
 */
import assert from "node:assert/strict";
import type { Page, Request } from "playwright-core";
import { auditWithAxe, startHarness, watchedPage } from "../testing/browser.ts";

const NOW = new Date("2026-12-01T10:00:00Z");
const TODAY = "2026-12-01";
const BOARD = "discord-424242424242424242";

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  assert.equal(response.status, 200, `${response.url}: ${text}`);
  return JSON.parse(text);
}

const cellSelector = (cell: number) => `#board [role="gridcell"][data-cell="${cell}"]`;

async function until(expected: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const figuresText = (page: Page) => page.locator("#others-figures").innerText();

Deno.test("browser: sharing a solved daily's time is opt-in, remembered, idempotent and says when it needs the network", async () => {
  const kv = await Deno.openKv(":memory:");
  const harness = await startHarness(NOW, { kv });
  try {
    const { origin, browser } = harness;
    const daily: { puzzle: string; date: string } = await json(
      await fetch(`${origin}/api/daily?level=medium`),
    );
    assert.equal(daily.date, TODAY);
    const solved: { path: Array<{ board: string }> } = await json(
      await fetch(`${origin}/api/solve`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ puzzle: daily.puzzle }),
      }),
    );
    const solution = solved.path.at(-1)!.board;
    const blanks = [...daily.puzzle].flatMap((ch, i) => (ch === "." || ch === "0" ? [i] : []));

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    try {
      const { page, errors } = await watchedPage(context);
      const sent: Request[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && new URL(request.url()).pathname === "/api/results") {
          sent.push(request);
        }
      });
      // The page's clock is driven: a person's three minutes pass before the last digit.
      await page.clock.install({ time: NOW });
      await page.goto(`${origin}/daily/${TODAY}/medium?board=${BOARD}`);
      for (const cell of blanks.slice(0, -1)) {
        await page.click(cellSelector(cell));
        await page.keyboard.press(solution[cell]);
      }
      await page.clock.fastForward("03:00");
      const last = blanks.at(-1)!;
      await page.click(cellSelector(last));
      await page.keyboard.press(solution[last]);
      await until(
        "the board is solved",
        async () => (await page.locator("#board").getAttribute("data-state")) === "solved",
      );

      // Solved: the panel is there, the switch off, the figures asked for, and nothing sent.
      await page.locator("#others").waitFor({ state: "visible" });
      assert.equal(await page.locator("#share-results").isChecked(), false);
      await until("the figures are shown", async () => /No one has shared/.test(await figuresText(page)));
      assert.match(await figuresText(page), /Share your time to see where you stand/);
      assert.equal(sent.length, 0, "nothing is sent before the switch is turned on");
      assert.equal(await page.evaluate(() => localStorage.getItem("sudoku-daily:browser-id")), null);
      await auditWithAxe(page, "the solved panel with how others did");

      // On: the time, hints, name and board go out once, and the answer says where the player stands.
      await page.fill("#results-name", "Ana");
      await page.check("#share-results");
      await until(
        "the answer is shown",
        async () => /Yours is the first time shared/.test(await figuresText(page)),
      );
      assert.match(
        await figuresText(page),
        /1 player has shared a time for this daily; the median is 03:\d\d/,
      );
      assert.equal(sent.length, 1);
      const body = sent[0].postDataJSON();
      assert.equal(body.board, BOARD);
      assert.equal(body.name, "Ana");
      assert.equal(body.grid, solution);
      assert.equal(body.hints, 0);
      assert.ok(body.seconds >= 180 && body.seconds < 240, String(body.seconds));
      const id = await page.evaluate(() => localStorage.getItem("sudoku-daily:browser-id"));
      assert.match(id ?? "", /^[A-Za-z0-9_-]{22}$/);
      assert.equal(body.browser, id);
      await auditWithAxe(page, "the solved panel after sharing");

      const board = await json<{ count: number; board: { times: Array<{ name?: string }> } }>(
        await fetch(`${origin}/api/results/${TODAY}/9x9/medium?board=${BOARD}`),
      );
      assert.equal(board.count, 1);
      assert.deepEqual(board.board.times.map((t) => t.name), ["Ana"]);

      // Reloaded: the switch is still on, and sending again counts nothing new.
      await page.reload();
      await page.locator("#others").waitFor({ state: "visible" });
      assert.equal(await page.locator("#share-results").isChecked(), true);
      await until(
        "the answer is shown again",
        async () => /1 player has shared/.test(await figuresText(page)),
      );
      const again = await json<{ count: number }>(await fetch(`${origin}/api/results/${TODAY}/9x9/medium`));
      assert.equal(again.count, 1, "a second send of the same browser moves nothing");

      // Offline: the panel says it needs the network, and fills in once the network is back.
      await context.setOffline(true);
      await page.uncheck("#share-results");
      await page.check("#share-results");
      await until("the offline words", async () => /needs a connection/.test(await figuresText(page)));
      await context.setOffline(false);
      await page.evaluate(() => dispatchEvent(new Event("online")));
      await until(
        "the figures after the network is back",
        async () => /1 player has shared/.test(await figuresText(page)),
      );
      const unexpected = errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e));
      assert.deepEqual(unexpected, [], "no other browser errors");
    } finally {
      await context.close();
    }
  } finally {
    await harness.close();
    kv.close();
  }
});
