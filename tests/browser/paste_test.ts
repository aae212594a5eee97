/**
 * In a real browser (headless Debian chromium through playwright-core): "play your own" (/play) checks, grades
 * and plays a pasted puzzle and refuses a bad one at its line and column, with JavaScript and without; printing
 * a daily or shared page gives one clean board per page with its day, level and link; /docs renders with every
 * other host unreachable. axe-core audits the paste page; screenshots go to tests/artifacts/.
 */
import assert from "node:assert/strict";
import type { Browser, Locator, Page } from "playwright-core";
import { drawGrid, parseGrid } from "../../engine/board.ts";
import { auditWithAxe, inContext, startHarness } from "../testing/browser.ts";

const NOW = new Date("2026-12-01T10:00:00Z");
const TODAY = "2026-12-01";
const ARTIFACTS = new URL("../artifacts/", import.meta.url);

interface Daily {
  code: string;
  puzzle: string;
  level: string;
  cages?: Array<{ sum: number; cells: number[] }>;
}

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  assert.equal(response.status, 200, `${response.url}: ${text}`);
  return JSON.parse(text);
}

function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** A grid drawn with box lines, as people paste one from a forum or a terminal. */
function drawn(puzzle: string): string {
  const parsed = parseGrid(puzzle);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return drawGrid(parsed.value);
}

async function until(expected: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * What the scenarios read inside page.evaluate: the tests are type-checked without the DOM library, so the
 * browser's globals are named here (a cast only, erased before the function is sent to the page).
 */
interface InPage {
  document: { activeElement: unknown };
  getComputedStyle(element: unknown): Record<string, string>;
}

/** The id of the focused element ("" when none has one). */
function focusedId(page: Page): Promise<string> {
  return page.evaluate(() => {
    const { document } = globalThis as unknown as InPage;
    return (document.activeElement as { id?: string } | null)?.id ?? "";
  });
}

/** One computed style property of the first element a locator matches. */
function styleOf(locator: Locator, property: string): Promise<string> {
  return locator.first().evaluate(
    (element, property) => (globalThis as unknown as InPage).getComputedStyle(element)[property],
    property,
  );
}

/**
 * inContext for a scenario whose form is refused on purpose: chromium logs every 4xx answer to a fetch as a
 * console error, and the 400 of POST /play is what the scenario is about. Any other console error or uncaught
 * exception still fails it.
 */
async function withRefusals(
  browser: Browser,
  width: number,
  scenario: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(5_000);
    const errors: string[] = [];
    page.on("console", (message) => {
      const refusal =
        /^Failed to load resource: the server responded with a status of 4\d\d /.test(message.text()) &&
        new URL(message.location().url).pathname === "/play";
      if (message.type() === "error" && !refusal) errors.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    await scenario(page);
    assert.deepEqual(errors, [], "errors in the browser");
  } finally {
    await context.close();
  }
}

/** Width of a PNG from its IHDR chunk (bytes 16..19, big-endian). */
function pngWidth(png: Uint8Array): number {
  return new DataView(png.buffer, png.byteOffset, png.byteLength).getUint32(16);
}

/** The pages of a PDF: its page objects (`/Type /Page`, not the `/Pages` tree). */
function pdfPages(pdf: Uint8Array): number {
  return new TextDecoder("latin1").decode(pdf).match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

/** The elements a print of a puzzle page must leave out: controls, panels and navigation. */
const SCREEN_ONLY = [
  "header.site",
  "footer.site",
  "nav.levels",
  "nav.variants",
  ".toolbar",
  ".pad",
  ".tools",
  ".actions",
  "#hint-panel",
  "#status",
];

/** In print emulation: what shows and what does not, the board's size, and the PDF's page count. */
async function assertPrintsOneBoard(page: Page, name: string): Promise<void> {
  await page.emulateMedia({ media: "print" });
  try {
    for (const selector of SCREEN_ONLY) {
      for (const element of await page.locator(selector).all()) {
        assert.equal(await element.isVisible(), false, `${name}: ${selector} is not printed`);
      }
    }
    assert.equal(await page.locator("button:visible").count(), 0, `${name}: no button is printed`);
    assert.ok(await page.locator("h1").isVisible(), `${name}: the heading is printed`);
    assert.ok(await page.locator(".print-link").isVisible(), `${name}: the link is printed`);
    const box = await page.locator("#board").boundingBox();
    // 170 mm is 642 CSS px: a 9×9 cell of about 19 mm, big enough to write in.
    assert.ok(box && box.width > 600 && Math.abs(box.width - box.height) < 2, `${name}: a big square board`);
    const pdf = await page.pdf({ format: "A4", printBackground: false });
    assert.equal(pdfPages(pdf), 1, `${name}: one page on A4`);
    assert.equal(pdfPages(await page.pdf({ format: "Letter" })), 1, `${name}: one page on Letter`);
    await Deno.writeFile(new URL(`print-${name}.pdf`, ARTIFACTS), pdf);
  } finally {
    await page.emulateMedia({ media: "screen" });
  }
}

Deno.test("browser: play your own, the print view and the docs offline", async (t) => {
  const harness = await startHarness(NOW);
  try {
    const { origin, browser } = harness;
    await Deno.mkdir(ARTIFACTS, { recursive: true });
    const daily: Daily = await json(await fetch(`${origin}/api/daily?level=hard`));
    const graded: { level: string } = await json(await post(`${origin}/api/grade`, { puzzle: daily.puzzle }));
    const solved: { path: Array<{ board: string }> } = await json(
      await post(`${origin}/api/solve`, { puzzle: daily.puzzle }),
    );
    const solution = solved.path.at(-1)!.board;
    const pasted = drawn(daily.puzzle);
    const bad = pasted.split("\n");
    // Line 3, column 5 of the drawing: a cell's character, made a letter no grid has.
    bad[2] = `${bad[2].slice(0, 4)}z${bad[2].slice(5)}`;
    const badText = bad.join("\n");

    await t.step(
      "a pasted drawing is checked and graded in place, then played at its share code",
      async () => {
        for (const width of [375, 1280]) {
          await inContext(browser, { width }, async ({ page }) => {
            await page.goto(`${origin}/play`);
            // Linked from the header's navigation, except on phones, whose one-line header has no room: there
            // the footer's link stands in.
            assert.equal(await page.locator('header.site a[href="/play"]').isVisible(), width > 480);
            assert.ok(await page.locator('footer.site a[href="/play"]').isVisible());
            await page.evaluate(() => Object.assign(globalThis, { samePage: true }));
            await page.getByLabel("Your puzzle").fill(pasted);
            await page.getByRole("button", { name: "Check and grade" }).click();
            const code = (await page.locator("#paste-code").textContent()) ?? "";
            assert.match(code, /^[A-Za-z0-9_-]+$/);
            assert.equal(
              await page.evaluate(() => (globalThis as { samePage?: boolean }).samePage),
              true,
              "the outcome came in place, without a new page",
            );
            assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, `/play?code=${code}`);
            assert.equal(
              await page.getByLabel("Your puzzle").inputValue(),
              pasted,
              "the paste stays as typed",
            );
            assert.equal(await page.locator(".paste-level strong").getAttribute("data-level"), graded.level);
            assert.equal(await page.locator(".paste-level strong").textContent(), "Hard");
            await until(
              "focus on the outcome",
              async () => await focusedId(page) === "paste-result-heading",
            );
            const png = await page.screenshot({ fullPage: true });
            assert.equal(pngWidth(png), width, `the page is ${width} px wide (no overflow)`);
            await Deno.writeFile(new URL(`paste-${width}.png`, ARTIFACTS), png);

            await page.getByRole("link", { name: "Play it" }).click();
            await page.waitForURL(`${origin}/p/${code}`);
            assert.equal(
              await page.locator("#board").getAttribute("data-puzzle"),
              daily.puzzle.replaceAll(".", "0"),
            );
            const empty = daily.puzzle.indexOf(".");
            await page.click(`#board [data-cell="${empty}"]`);
            await page.keyboard.press(solution[empty]);
            await until(
              "the digit is placed",
              async () =>
                (await page.locator(`#board [data-cell="${empty}"] .value`).textContent()) ===
                  solution[empty],
            );
          });
        }
      },
    );

    await t.step(
      "a bad paste is refused at its line and column, the character selected in the box",
      async () => {
        await withRefusals(browser, 1280, async (page) => {
          await page.goto(`${origin}/play`);
          const box = page.getByLabel("Your puzzle");
          await box.fill(badText);
          await page.getByRole("button", { name: "Check and grade" }).click();
          const error = page.locator("#paste-error");
          await error.waitFor();
          assert.equal(await error.textContent(), 'Unexpected character "z" at line 3, column 5.');
          assert.equal(
            await page.locator("#paste-result-heading").textContent(),
            "This grid could not be read",
          );
          assert.equal(new URL(page.url()).pathname, "/play");
          assert.equal(await box.inputValue(), badText);
          assert.equal(await box.getAttribute("aria-invalid"), "true");
          const selection = await box.evaluate((element) => {
            const area = element as unknown as {
              value: string;
              selectionStart: number;
              selectionEnd: number;
            };
            return {
              text: area.value.slice(area.selectionStart, area.selectionEnd),
              focused: (globalThis as unknown as InPage).document.activeElement === element,
              line: area.value.slice(0, area.selectionStart).split("\n").length,
            };
          });
          assert.deepEqual(selection, { text: "z", focused: true, line: 3 });
          assert.ok(await page.locator(".paste-where").isVisible(), "the line is shown with a caret");

          // Typed over, the same paste passes, and the box is no longer marked.
          await page.keyboard.type(pasted.split("\n")[2][4]);
          await page.getByRole("button", { name: "Check and grade" }).click();
          await page.locator("#paste-code").waitFor();
          assert.equal(await box.getAttribute("aria-invalid"), null);
          assert.equal(await box.inputValue(), pasted);
        });
      },
    );

    await t.step("a paste over the body limit is refused in place, the text kept in the box", async () => {
      await withRefusals(browser, 1280, async (page) => {
        await page.goto(`${origin}/play`);
        const title = await page.title();
        const box = page.getByLabel("Your puzzle");
        const tooMuch = pasted + "\n" + "-".repeat(70_000);
        await box.fill(tooMuch);
        await page.getByRole("button", { name: "Check and grade" }).click();
        const heading = page.locator("#paste-result-heading");
        await heading.waitFor();
        assert.equal(await heading.textContent(), "Too much to read");
        assert.match((await page.locator("#paste-error").textContent())!, /\d+ KiB/);
        assert.equal(new URL(page.url()).pathname, "/play");
        assert.equal(await page.title(), title);
        assert.equal(await box.inputValue(), tooMuch);
        assert.equal(await box.getAttribute("aria-invalid"), "true");
        assert.equal(
          await page.evaluate(() =>
            (globalThis as unknown as { document: { activeElement: { id: string } } })
              .document.activeElement.id
          ),
          "paste-result-heading",
        );
      });
    });

    await t.step("without JavaScript the form posts, and the pages that come back say the same", async () => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 1280, height: 900 },
      });
      try {
        const page = await context.newPage();
        page.setDefaultTimeout(5_000);
        await page.goto(`${origin}/play`);
        await page.getByLabel("Your puzzle").fill(badText);
        const [refusal] = await Promise.all([
          page.waitForNavigation(),
          page.getByRole("button", { name: "Check and grade" }).click(),
        ]);
        assert.equal(refusal?.status(), 400);
        assert.equal(
          await page.locator("#paste-error").textContent(),
          'Unexpected character "z" at line 3, column 5.',
        );
        assert.equal(
          await page.getByLabel("Your puzzle").inputValue(),
          badText,
          "the paste comes back as sent",
        );

        await page.getByLabel("Your puzzle").fill(pasted);
        await Promise.all([
          page.waitForURL(/\/play\?code=/),
          page.getByRole("button", { name: "Check and grade" }).click(),
        ]);
        const code = (await page.locator("#paste-code").textContent()) ?? "";
        assert.equal(await page.locator(".paste-level strong").getAttribute("data-level"), graded.level);
        await Promise.all([
          page.waitForURL(`${origin}/p/${code}`),
          page.getByRole("link", { name: "Play it" }).click(),
        ]);
        assert.equal(
          await page.locator("#board").getAttribute("data-puzzle"),
          daily.puzzle.replaceAll(".", "0"),
        );
      } finally {
        await context.close();
      }
    });

    await t.step(
      "axe-core finds no WCAG 2.1 A or AA violation on the paste page, empty, checked or refused",
      async () => {
        // axe is injected as a script, which the page's Content-Security-Policy would refuse: bypassed here only.
        const context = await browser.newContext({ viewport: { width: 375, height: 740 }, bypassCSP: true });
        try {
          const page = await context.newPage();
          const audit = (where: string) => auditWithAxe(page, where);
          for (const scheme of ["light", "dark"] as const) {
            await page.emulateMedia({ colorScheme: scheme });
            await page.goto(`${origin}/play`);
            await page.locator("details.paste-help summary").click();
            await audit(`empty (${scheme})`);
            await page.getByLabel("Your puzzle").fill(badText);
            await page.getByRole("button", { name: "Check and grade" }).click();
            await page.locator("#paste-error").waitFor();
            await audit(`refused (${scheme})`);
            await page.getByLabel("Your puzzle").fill(pasted);
            await page.getByRole("button", { name: "Check and grade" }).click();
            await page.locator("#paste-code").waitFor();
            await page.locator("details.paste-techniques summary").click();
            await audit(`checked, techniques open (${scheme})`);
          }
        } finally {
          await context.close();
        }
      },
    );

    await t.step(
      "the form is used from the keyboard alone: box, rules, button, then the outcome",
      async () => {
        await inContext(browser, { width: 1280 }, async ({ page }) => {
          await page.goto(`${origin}/play`);
          await page.getByLabel("Your puzzle").focus();
          await page.keyboard.insertText(daily.puzzle);
          await page.keyboard.press("Tab");
          assert.equal(await focusedId(page), "paste-variant");
          await page.keyboard.press("Tab");
          assert.equal(await focusedId(page), "paste-check");
          await page.keyboard.press("Enter");
          await page.locator("#paste-code").waitFor();
          await until(
            "focus on the outcome",
            async () => await focusedId(page) === "paste-result-heading",
          );
          await page.keyboard.press("Tab");
          await page.keyboard.press("Enter");
          assert.equal(
            await page.evaluate(() => {
              const { document } = globalThis as unknown as InPage;
              return (document.activeElement as { tagName?: string } | null)?.tagName;
            }),
            "SUMMARY",
            "the techniques open from the keyboard",
          );
        });
      },
    );

    await t.step(
      "printing a daily gives one big board with its day, level and link, and no controls",
      async () => {
        await inContext(browser, { width: 1280, height: 800 }, async ({ page }) => {
          await page.goto(`${origin}/daily/${TODAY}/hard`);
          // The player's state on screen is not on paper: a selected cell, a hint shown, a message.
          const empty = daily.puzzle.indexOf(".");
          await page.click(`#board [data-cell="${empty}"]`);
          await page.click("#hint");
          await page.locator("#hint-panel:not(:empty)").waitFor();
          await assertPrintsOneBoard(page, "daily");
          await page.emulateMedia({ media: "print" });
          assert.equal(await page.locator("h1").textContent(), "Hard daily · Tuesday 1 December 2026");
          assert.equal(
            await page.locator(".print-link").textContent(),
            `Play it online: ${origin}/daily/${TODAY}/hard`,
          );
          const cell = page.locator(`#board [data-cell="${empty}"]`);
          const selected = {
            background: await styleOf(cell, "backgroundColor"),
            shadow: await styleOf(cell, "boxShadow"),
          };
          assert.deepEqual(
            selected,
            { background: "rgb(255, 255, 255)", shadow: "none" },
            "no selection on paper",
          );
          // A dark screen prints dark on white too.
          await page.emulateMedia({ media: "print", colorScheme: "dark" });
          assert.equal(await styleOf(page.locator("h1"), "color"), "rgb(0, 0, 0)");
          assert.equal(
            await styleOf(page.locator("body"), "backgroundColor"),
            "rgb(255, 255, 255)",
          );
          // On screen the link is not shown: the page has its address bar and share button.
          await page.emulateMedia({ media: "screen", colorScheme: "light" });
          assert.equal(await page.locator(".print-link").isVisible(), false);
        });
      },
    );

    await t.step(
      "printed, a killer keeps its cages, an X-Sudoku its diagonals, a 16×16 and a shared puzzle fit",
      async () => {
        await inContext(browser, { width: 1280, height: 800 }, async ({ page }) => {
          await page.goto(`${origin}/daily/killer/${TODAY}/hard`);
          await assertPrintsOneBoard(page, "killer");
          await page.emulateMedia({ media: "print" });
          assert.ok(await page.locator("#board svg.cages").isVisible(), "the cage layer is printed");
          const killer: Daily = await json(await fetch(`${origin}/api/daily?variant=killer&level=hard`));
          assert.equal(await page.locator("#board svg.cages path.cage").count(), killer.cages!.length);
          assert.equal(await page.locator("#board svg.cages text.cage-sum").count(), killer.cages!.length);
          assert.ok(await page.locator(".rules-note").isVisible(), "the rules are printed with it");

          await page.goto(`${origin}/daily/x/${TODAY}/hard`);
          await assertPrintsOneBoard(page, "x");
          await page.emulateMedia({ media: "print" });
          const diagonal = {
            background: await styleOf(page.locator("#board .cell.diagonal"), "backgroundColor"),
            adjust: await styleOf(page.locator("#board .cell.diagonal"), "printColorAdjust"),
          };
          assert.notEqual(diagonal.background, "rgb(255, 255, 255)", "the diagonals are tinted");
          assert.equal(diagonal.adjust, "exact", "and the tint is printed");
          const pdf = await page.pdf({ format: "A4" });
          assert.equal(pdfPages(pdf), 1);

          await page.emulateMedia({ media: "screen" });
          await page.goto(`${origin}/daily/16x16/${TODAY}/medium`);
          await assertPrintsOneBoard(page, "16x16");

          await page.goto(`${origin}/p/${daily.code}`);
          await assertPrintsOneBoard(page, "shared");
          await page.emulateMedia({ media: "print" });
          assert.equal(
            await page.locator(".print-link").textContent(),
            `Play it online: ${origin}/p/${daily.code}`,
          );
        });
      },
    );

    await t.step(
      "/docs renders the API with every other host unreachable, under a CSP naming no other host",
      async () => {
        await inContext(browser, { width: 1280 }, async ({ page }, context) => {
          const elsewhere: string[] = [];
          await context.route("**/*", (route) => {
            const url = new URL(route.request().url());
            if (url.hostname === "127.0.0.1") return route.continue();
            elsewhere.push(url.href);
            return route.abort("blockedbyclient");
          });
          const response = await page.goto(`${origin}/docs`, { waitUntil: "networkidle" });
          assert.equal(response?.status(), 200);
          const csp = response?.headers()["content-security-policy"] ?? "";
          assert.doesNotMatch(csp, /https?:|\*/, csp);
          // Swagger UI parses 1.7 MB of script first: on a busy machine that takes seconds.
          await page.locator(".opblock").first().waitFor({ timeout: 30_000 });
          const paths = await page.locator(".opblock-summary-path").allTextContents();
          for (const path of ["/api/daily", "/api/grade", "/api/puzzles/{code}", "/feed.atom"]) {
            assert.ok(
              paths.some((p) => p.replaceAll("\u200b", "") === path),
              `${path} is listed: ${paths.join(" ")}`,
            );
          }
          assert.equal(await page.locator(".swagger-ui .info .title").first().isVisible(), true);
          assert.deepEqual(elsewhere, [], "nothing was asked of another host");
        });
      },
    );
  } finally {
    await harness.close();
  }
});
