/**
 * The step-by-step view and the technique pages in chromium: each step is drawn as the step record of
 * POST /api/solve says (removed candidates, pattern cells, a chain's links in order), the list follows the
 * current step and jumps on a click or ←/→, the view leaves no blank page below it, and the pages pass axe.
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { decode, gradeUnique, type TechniqueId } from "../../engine/mod.ts";
import { loadPools } from "../../data/pools.ts";
import { findExample } from "../../routes/pages/techniques.tsx";
import { auditWithAxe, inContext, startHarness, watchedPage } from "../testing/browser.ts";

const NOW = new Date("2026-12-01T10:00:00Z");
const ARTIFACTS = new URL("../artifacts/", import.meta.url);
const CHAINS: readonly TechniqueId[] = ["x-chain", "xy-chain"];

interface CellDigit {
  cell: number;
  digit: number;
}

interface PathStep {
  technique: TechniqueId;
  placements: CellDigit[];
  eliminations: CellDigit[];
  pattern: { cells?: number[]; chain?: CellDigit[]; colors?: CellDigit[]; links?: unknown[] };
  text: string;
  why: { text: string };
  board: string;
}

const pools = await loadPools();

/**
 * The first evil pool puzzle whose path has a chain step after an elimination step of another family: the
 * view is checked on both kinds. Found with the engine, so the test follows the pools.
 */
function chainPuzzle(): { code: string; chainStep: number; eliminationStep: number } {
  for (const entry of pools.evil) {
    if (!entry.techniques.some((t) => CHAINS.includes(t))) continue;
    const decoded = decode(entry.code);
    if (!decoded.ok) continue;
    const path = gradeUnique(decoded.value.grid).path;
    const chainStep = path.findIndex((step) => CHAINS.includes(step.technique));
    const eliminationStep = path.findIndex((step) =>
      !CHAINS.includes(step.technique) && step.eliminations.length > 1 && step.pattern.houses?.length
    );
    if (eliminationStep >= 0 && eliminationStep < chainStep) {
      return { code: entry.code, chainStep, eliminationStep };
    }
  }
  throw new Error("no evil pool puzzle has a chain step after an elimination step");
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  assert.equal(res.status, 200, url);
  return await res.json() as T;
}

/** Polls `check` for up to 5 s; a timeout says what was expected. */
async function until(expected: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Plays the puzzle to the end as a player would: a click on each empty cell, then its digit. */
async function solveOnPage(page: Page, puzzle: string, solution: string): Promise<void> {
  for (let cell = 0; cell < puzzle.length; cell++) {
    if (puzzle[cell] !== ".") continue;
    await page.click(`#board [role="gridcell"][data-cell="${cell}"]`);
    await page.keyboard.press(solution[cell]);
  }
  await until(
    "the board is solved",
    async () => await page.locator("#board").getAttribute("data-state") === "solved",
  );
}

const byCellDigit = (a: CellDigit, b: CellDigit) => a.cell - b.cell || a.digit - b.digit;

/**
 * The little of the DOM the functions run in the page use: this file is type-checked without the DOM's types,
 * and those functions reach the page's globals through `globalThis as unknown as PageWindow`.
 */
interface PageElement {
  readonly children: ArrayLike<PageElement>;
  readonly textContent: string | null;
  getAttribute(name: string): string | null;
  closest(selector: string): PageElement | null;
  querySelectorAll(selector: string): Iterable<PageElement>;
  getBoundingClientRect(): { left: number; top: number; width: number; height: number; bottom: number };
}
interface PageWindow {
  readonly scrollY: number;
  readonly document: {
    readonly documentElement: { readonly scrollHeight: number };
    readonly body: PageElement;
    readonly activeElement: PageElement | null;
    getElementById(id: string): PageElement | null;
    querySelector(selector: string): PageElement | null;
  };
  getComputedStyle(element: PageElement): { readonly marginBottom: string };
}

/** What a drawing shows: removed and placed candidates, pattern cells, and its links in document order. */
async function drawn(page: Page, root: string) {
  return await page.locator(root).evaluate((element) => {
    const diagram = element as unknown as PageElement;
    const candidate = (span: PageElement) => ({
      cell: Number(span.closest("[data-cell]")!.getAttribute("data-cell")),
      digit: Number(span.getAttribute("data-mark")),
    });
    const centre = (span: PageElement) => {
      const box = span.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    };
    const candidates = [...diagram.querySelectorAll(".cand")].map((span) => ({
      ...candidate(span),
      ...centre(span),
    }));
    /** The candidate whose centre is nearest a point of the screen. */
    const nearest = (x: number, y: number) => {
      let best = candidates[0];
      for (const c of candidates) {
        if (Math.hypot(c.x - x, c.y - y) < Math.hypot(best.x - x, best.y - y)) best = c;
      }
      return { cell: best.cell, digit: best.digit };
    };
    const links = [...diagram.querySelectorAll("svg.links path.link")].map((line) => {
      const path = line as unknown as {
        getTotalLength(): number;
        getPointAtLength(at: number): { x: number; y: number };
        getScreenCTM(): { a: number; b: number; c: number; d: number; e: number; f: number };
        getAttribute(name: string): string | null;
      };
      const m = path.getScreenCTM();
      const onScreen = (p: { x: number; y: number }) => ({
        x: m.a * p.x + m.c * p.y + m.e,
        y: m.b * p.x + m.d * p.y + m.f,
      });
      const start = onScreen(path.getPointAtLength(0));
      const end = onScreen(path.getPointAtLength(path.getTotalLength()));
      return {
        kind: path.getAttribute("data-link"),
        order: path.getAttribute("data-order"),
        startsAt: nearest(start.x, start.y),
        endsAt: nearest(end.x, end.y),
      };
    });
    return {
      label: diagram.getAttribute("aria-label") ?? "",
      removed: [...diagram.querySelectorAll(".cand[data-removed]")].map(candidate),
      placed: [...diagram.querySelectorAll(".cand[data-placed]")].map(candidate),
      pattern: [...diagram.querySelectorAll("[data-pattern]")].map((cell) =>
        Number(cell.getAttribute("data-cell"))
      ),
      links,
    };
  });
}

/** Checks a drawing against a step record: its removals, placements, pattern cells and chain. */
function assertDrawsStep(shown: Awaited<ReturnType<typeof drawn>>, step: PathStep, where: string): void {
  assert.deepEqual(
    shown.removed.sort(byCellDigit),
    [...step.eliminations].sort(byCellDigit),
    `${where}: removed`,
  );
  assert.deepEqual(
    shown.placed.sort(byCellDigit),
    [...step.placements].sort(byCellDigit),
    `${where}: placed`,
  );
  const cells = new Set([
    ...(step.pattern.cells ?? []),
    ...(step.pattern.chain ?? []).map((n) => n.cell),
    ...(step.pattern.colors ?? []).map((n) => n.cell),
  ]);
  assert.deepEqual(shown.pattern, [...cells].sort((a, b) => a - b), `${where}: pattern cells`);
  const chain = step.pattern.chain ?? [];
  if (chain.length === 0) return;
  // Link k joins chain nodes k and k+1 on the screen, strong and weak in turn from a strong one, in order.
  assert.equal(shown.links.length, chain.length - 1, `${where}: one line per link`);
  shown.links.forEach((link, k) => {
    assert.equal(link.kind, k % 2 === 0 ? "strong" : "weak", `${where}: link ${k + 1}'s kind`);
    assert.equal(link.order, String(k + 1), `${where}: link ${k + 1}'s place`);
    assert.deepEqual(link.startsAt, chain[k], `${where}: link ${k + 1} starts at its candidate`);
    assert.deepEqual(link.endsAt, chain[k + 1], `${where}: link ${k + 1} ends at its candidate`);
  });
  assert.match(shown.label, /The chain, in order: /, `${where}: the text alternative says the chain`);
}

/** The index of the list item marked current, and whether it lies inside the list's visible box. */
async function currentItem(page: Page): Promise<{ index: number; inView: boolean; count: string }> {
  return await page.evaluate(() => {
    const { document } = globalThis as unknown as PageWindow;
    const list = document.getElementById("steps-list")!;
    const items = Array.from(list.children);
    const index = items.findIndex((li) => li.getAttribute("aria-current") === "step");
    const box = list.getBoundingClientRect(), item = items[index].getBoundingClientRect();
    return {
      index,
      inView: item.top >= box.top - 1 && item.bottom <= box.bottom + 1,
      count: document.getElementById("step-count")!.textContent ?? "",
    };
  });
}

/** The index of the list item holding the keyboard focus, or -1. */
async function focusedItem(page: Page): Promise<number> {
  return await page.evaluate(() => {
    const { document } = globalThis as unknown as PageWindow;
    const item = document.activeElement?.closest("#steps-list > li");
    return item ? Array.from(document.getElementById("steps-list")!.children).indexOf(item) : -1;
  });
}

/** How far the document reaches below the end of the page (the footer and its margin). */
async function blankBelowPage(page: Page): Promise<number> {
  return await page.evaluate(() => {
    const page = globalThis as unknown as PageWindow;
    const footer = page.document.querySelector("footer.site")!;
    const end = footer.getBoundingClientRect().bottom + page.scrollY +
      parseFloat(page.getComputedStyle(page.document.body).marginBottom);
    return page.document.documentElement.scrollHeight - end;
  });
}

/** A context whose pages axe can be injected into (the pages' CSP refuses inline scripts). */
async function auditedContext(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  const { page, errors } = await watchedPage(context);
  return { context, page, errors };
}

Deno.test("browser: steps drawn as the solve record says, a list that follows, chain links on technique pages", async (t) => {
  const harness = await startHarness(NOW);
  try {
    const { origin, browser } = harness;
    const { code, chainStep, eliminationStep } = chainPuzzle();
    const { puzzle } = await (await fetch(`${origin}/api/puzzles/${code}`)).json() as { puzzle: string };
    const record = await post<{ path: PathStep[] }>(`${origin}/api/solve`, { puzzle });
    const { path } = record;
    const solution = path.at(-1)!.board;
    assert.ok(
      CHAINS.includes(path[chainStep].technique),
      "the API's path has the chain step the engine found",
    );

    await t.step(
      "the step view draws an elimination and a chain step as /api/solve records them",
      async () => {
        await Deno.mkdir(ARTIFACTS, { recursive: true });
        const { context, page, errors } = await auditedContext(browser, 1280);
        try {
          await page.goto(`${origin}/p/${code}`);
          await solveOnPage(page, puzzle, solution);
          // The Steps button shows as the board is solved, but the grade's technique lines arrive later from
          // /api/solve: measure the page once they have, or their lines count as the step view's growth.
          await page.locator("#steps").waitFor({ state: "visible" });
          await page.locator("#grade-techniques li").first().waitFor();
          const before = await page.evaluate(() =>
            (globalThis as unknown as PageWindow).document.documentElement.scrollHeight
          );
          await page.click("#steps");
          await page.locator("#steps-board .diagram").waitFor();
          assert.equal(await page.locator("#steps-list li").count(), path.length);

          // Opening the view adds its panel to the page, and nothing below the page's end.
          const panel = (await page.locator("#steps-panel").boundingBox())!;
          const after = await page.evaluate(() =>
            (globalThis as unknown as PageWindow).document.documentElement.scrollHeight
          );
          assert.ok(
            after - before < panel.height + 40,
            `the page grew ${after - before} px for a ${panel.height} px panel`,
          );
          assert.ok(await blankBelowPage(page) < 24, `${await blankBelowPage(page)} px below the page's end`);

          for (const index of [eliminationStep, chainStep]) {
            await page.locator("#steps-list li").nth(index).locator("button").click();
            await until(
              `step ${index + 1} is current`,
              async () => (await currentItem(page)).index === index,
            );
            const current = await currentItem(page);
            assert.equal(current.count, `${index + 1} / ${path.length}`);
            assert.ok(current.inView, "the list shows the current step");
            const where = `step ${index + 1} (${path[index].technique})`;
            const shown = await drawn(page, "#steps-board .diagram");
            assertDrawsStep(shown, path[index], where);
            assert.ok(shown.removed.length > 0, `${where} removes candidates`);
            // The step says why it holds (as a hint would) and links to its technique's page.
            // The cells' spoken names (read by screen readers, hidden on screen) are left out of the comparison.
            const whyShown = await page.locator("#step-why").evaluate((p) => {
              const copy = p.cloneNode(true) as typeof p;
              for (const spoken of copy.querySelectorAll(".sr-only")) spoken.remove();
              return copy.textContent;
            });
            assert.equal(whyShown, `Why: ${path[index].why.text}.`, where);
            assert.equal(
              await page.getAttribute("#step-technique", "href"),
              `/techniques/${path[index].technique}`,
            );
            assert.match(await page.locator("#step-technique").innerText(), /^How .+ works$/);
          }
          assert.equal(
            (await page.locator("#step-chain").innerText()).split(/ [=−] /).length,
            path[chainStep].pattern.chain!.length,
            "the chain's notation names every candidate of it",
          );
          await page.screenshot({
            path: new URL("steps-chain-1280.png", ARTIFACTS).pathname,
            fullPage: true,
          });
          await auditWithAxe(page, "the step view on a chain step");
          await page.emulateMedia({ colorScheme: "dark" });
          await auditWithAxe(page, "the step view on a chain step, dark");
          await page.emulateMedia({ colorScheme: "light" });

          await page.setViewportSize({ width: 375, height: 740 });
          assertDrawsStep(await drawn(page, "#steps-board .diagram"), path[chainStep], "at 375 px");
          await until("the list follows the step at 375 px", async () => (await currentItem(page)).inView);
          const png = await page.locator("#steps-panel").screenshot();
          await Deno.writeFile(new URL("steps-chain-375.png", ARTIFACTS), png);
          assert.ok(
            await blankBelowPage(page) < 24,
            `at 375 px, ${await blankBelowPage(page)} px below the page's end`,
          );
          assert.deepEqual(errors, [], "no errors in the browser");
        } finally {
          await context.close();
        }
      },
    );

    await t.step(
      "←/→ move the step from the list and its buttons; the list follows and keeps the focus",
      async () => {
        await inContext(browser, { width: 375, height: 740 }, async ({ page }) => {
          await page.goto(`${origin}/p/${code}`);
          await solveOnPage(page, puzzle, solution);
          await page.click("#steps");
          await page.locator("#steps-board .diagram").waitFor();
          // Only the current item is in the tab order: Tab from "Next step" reaches it (after the link to the step's
          // technique page), the list's other items not.
          await page.focus("#step-next");
          await page.keyboard.press("Tab");
          assert.equal(
            await page.evaluate(() =>
              (globalThis as unknown as PageWindow).document.activeElement?.getAttribute("id")
            ),
            "step-technique",
          );
          await page.keyboard.press("Tab");
          assert.equal(await focusedItem(page), 0, "Tab reaches the current item");
          for (let k = 1; k <= 3; k++) {
            await page.keyboard.press("ArrowRight");
            await until(`step ${k + 1} is current`, async () => (await currentItem(page)).index === k);
          }
          await page.keyboard.press("ArrowLeft");
          await until("step 3 is current", async () => (await currentItem(page)).index === 2);
          assert.equal(
            await focusedItem(page),
            2,
            "the focus moves with the current item",
          );
          // End jumps to the last step: the list scrolls down to it, still with no blank page below.
          await page.keyboard.press("End");
          await until(
            "the last step is current",
            async () => (await currentItem(page)).index === path.length - 1,
          );
          assert.ok((await currentItem(page)).inView, "the list follows to its end");
          assert.ok(await blankBelowPage(page) < 24, `${await blankBelowPage(page)} px below the page's end`);
          await page.keyboard.press("Home");
          await until("the first step is current", async () => (await currentItem(page)).index === 0);
          // From the step buttons too.
          await page.focus("#step-next");
          await page.keyboard.press("ArrowRight");
          await until("step 2 is current", async () => (await currentItem(page)).index === 1);
          await page.keyboard.press("ArrowLeft");
          await until("step 1 is current", async () => (await currentItem(page)).index === 0);
          await page.keyboard.press("ArrowLeft");
          assert.equal((await currentItem(page)).index, 0, "← stops at the first step");
        });
      },
    );

    await t.step(
      "technique pages draw their chains' links in order, strong and weak told apart",
      async () => {
        const { context, page, errors } = await auditedContext(browser, 1280);
        try {
          for (const id of [...CHAINS, "xy-wing", "w-wing", "skyscraper"] as TechniqueId[]) {
            const example = findExample(pools, id);
            assert.ok(example, `${id} has an example in the pools`);
            await page.goto(`${origin}/techniques/${id}`);
            const shown = await drawn(page, ".example .diagram");
            const step = { ...example.step, text: example.text, board: "" } as unknown as PathStep;
            assertDrawsStep(shown, step, `/techniques/${id}`);
            assert.ok(shown.links.some((l) => l.kind === "weak"), `/techniques/${id} has a weak link`);
          }
          await auditWithAxe(page, "/techniques/skyscraper");
          await page.goto(`${origin}/techniques/simple-coloring`);
          const colouring = await drawn(page, ".example .diagram");
          const example = findExample(pools, "simple-coloring")!;
          assert.equal(
            colouring.links.length,
            example.step.pattern.links!.length,
            "a colouring's strong links",
          );
          assert.ok(
            colouring.links.every((l) => l.kind === "strong" && l.order === null),
            "strong, in no order",
          );
          await auditWithAxe(page, "/techniques/simple-coloring");

          // Almost locked sets: each set's cells outlined and its digits coloured, one colour per set.
          await page.goto(`${origin}/techniques/als-xy-wing`);
          const style = (selector: string, property: string) =>
            page.locator(selector).first().evaluate(
              (element, name) =>
                (globalThis as unknown as { getComputedStyle(e: unknown): Record<string, string> })
                  .getComputedStyle(element)[name],
              property,
            );
          const sets = [];
          for (const i of [0, 1, 2]) {
            sets.push({
              outline: await style(`.example .diagram .ex-set${i}`, "boxShadow"),
              colour: await style(`.example .diagram .cand-set${i}`, "color"),
            });
          }
          for (const [i, set] of sets.entries()) {
            assert.match(set.outline ?? "", /inset/, `set ${i}'s cells are outlined`);
            assert.ok(set.colour, `set ${i} has candidates drawn`);
          }
          assert.equal(new Set(sets.map((s) => s.colour)).size, 3, "three sets, three colours");
          await auditWithAxe(page, "/techniques/als-xy-wing");
          assert.deepEqual(errors, [], "no errors in the browser");
        } finally {
          await context.close();
        }
      },
    );
  } finally {
    await harness.close();
  }
});
