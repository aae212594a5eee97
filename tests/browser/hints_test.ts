/**
 * Hints that explain and play without friction, in a real browser (headless Debian chromium through
 * playwright-core): the hint panel beside the pad on a laptop and in view on a phone, its third level giving
 * the reason for a single and for an elimination (on variants too), pause, auto-clear of pencil marks,
 * filling in every candidate, the keyboard shortcuts dialog, axe-core on the new controls, and screenshots of
 * the hint panel at 375 and 1280 px in tests/artifacts/.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { parseGrid } from "../../engine/board.ts";
import { killerRules } from "../../engine/rules.ts";
import { encode } from "../../engine/sharecode.ts";
import { TECHNIQUES } from "../../engine/techniques/index.ts";
import { applyStep, createState } from "../../engine/techniques/step.ts";
import { auditWithAxe, inContext, startHarness } from "../testing/browser.ts";

const NOW = new Date("2026-12-01T10:00:00Z");
const ARTIFACTS = new URL("../artifacts/", import.meta.url);

/** A board on which the first hint is an elimination (a pointing) followed by the single it opens. */
const ELIMINATION = {
  puzzle: ".52.....1.....89..34.........82.1...46...9.....75......26..45.95..7...2.....2.8..",
  board: "8529.7..16714.89.2349..2.8.9382.1...465..921.2175...9..26..45.958.79.12..9..258..",
};

/** Positions whose next hint is a chain (an X-Chain; an AIC with group nodes) or a colouring. */
const X_CHAIN = {
  puzzle: ".65..3....9.....4....8......4......6..3.5..7..1.9.....47......2..217.9..8..3..1..",
  board: ".65..3.2..98....4..248...1.5472...96983.5.2712169.74..471.....263217.9.48593..167",
};
const GROUPED_AIC = {
  puzzle: ".1.....8....75.....39...6........8.6.9..2.4..6.1....9.......2....2149.381...3....",
  board: ".1....38.286753149.39.1.6..3.4..182689..2.4..621.8..9.9.3...2...62149.381.8.3.9..",
};
const COLOURING = {
  puzzle: "8.2.9.4...5.8....1.3...68...........9.3.7..26...5....7.7....6.......2..3...1.....",
  board: "862391475759824361.3.7568925.726913.91347852662.5139.727.9356...956.27.33.61.7259",
};

interface Daily {
  code: string;
  puzzle: string;
  cages?: Array<{ sum: number; cells: number[] }>;
}

interface Reason {
  kind: string;
  text: string;
  cells: number[];
}

interface Node {
  cell: number;
  digit: number;
}

interface HintStep {
  technique: string;
  placements: Node[];
  eliminations: Node[];
  pattern: {
    chain?: Node[];
    links?: Array<{ from: Node; to: Node; strong: boolean }>;
    colors?: Array<Node & { color: number }>;
    groups?: Array<{ index: number; cells: number[] }>;
  };
}

interface HintBody {
  status: string;
  move: {
    text: string;
    step: HintStep;
    highlight: number[];
    why: Reason;
    then?: Array<{ text: string; step: HintStep; why: Reason }>;
  };
}

interface PlayerRules {
  size: number;
  regions: Array<{ kind: string; name: string; cells: number[] }>;
}

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  assert.equal(response.status, 200, `${response.url}: ${text}`);
  return JSON.parse(text);
}

async function until(expected: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const cellSelector = (cell: number) => `#board [role="gridcell"][data-cell="${cell}"]`;

/** The API's grid text ("." for blanks) in the board's data-puzzle form ("0" for blanks). */
const zeroBlanks = (puzzle: string) => puzzle.replaceAll(".", "0");

/** A copy of an element, as far as these tests read one (the tests type-check without the DOM library). */
type Copy = { querySelectorAll(selector: string): Iterable<{ remove(): void }>; textContent: string | null };

/** The texts of the matched elements without the parts `selector` matches. */
function textsWithout(page: Page, selector: string, without: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements, without) =>
    elements.map((element) => {
      const copy = element.cloneNode(true) as unknown as Copy;
      for (const part of copy.querySelectorAll(without)) part.remove();
      return copy.textContent ?? "";
    }), without);
}

/** The texts as shown: without the screen-reader-only cell names. */
const shownTexts = (page: Page, selector: string) => textsWithout(page, selector, ".sr-only");

/** The texts as read: without the shown cell names the read ones stand for. */
const readTexts = (page: Page, selector: string) => textsWithout(page, selector, '[aria-hidden="true"]');

/** The data-cell of the focused element, or null. */
function focusedCell(page: Page): Promise<string | null> {
  return page.evaluate<string | null>("document.activeElement?.dataset?.cell ?? null");
}

/** Asks for the three levels of a hint, one click each, waiting for each level's line. */
async function askThreeLevels(page: Page): Promise<void> {
  for (const level of [1, 2, 3]) {
    await page.click("#hint");
    await page.locator(`#hint-panel [data-hint-level="${level}"]`).first().waitFor({ state: "visible" });
    assert.equal(await page.locator("[data-hint]").getAttribute("data-hint"), String(level));
  }
}

/** What /api/hint answers for the page's board, asked the way the page asks. */
async function apiHint(origin: string, body: Record<string, unknown>): Promise<HintBody> {
  return await json(
    await fetch(`${origin}/api/hint`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

/**
 * Opens `/p/<code>` of `puzzle` with `board` as the saved game in progress, stored before the page's script
 * runs (once per tab: a reload keeps what the page saved since).
 */
async function openGameInProgress(page: Page, origin: string, puzzle: string, board: string): Promise<void> {
  const grid = parseGrid(puzzle);
  assert.ok(grid.ok);
  const code = encode(grid.value);
  const saved = JSON.stringify({ values: zeroBlanks(board), marks: [], elapsed: 0, hints: 0, solved: false });
  await page.context().addInitScript(([key, value]) => {
    if (sessionStorage.getItem("seeded") === null) {
      localStorage.setItem(key, value);
      sessionStorage.setItem("seeded", "1");
    }
  }, [`sudoku-daily:${code}`, saved]);
  await page.goto(`${origin}/p/${code}`);
}

function rulesOf(page: Page): Promise<PlayerRules> {
  return page.evaluate<PlayerRules>('JSON.parse(document.getElementById("puzzle-rules").textContent)');
}

/** The pencil marks a cell shows, as digits. */
function marksOf(page: Page, cell: number): Promise<number[]> {
  return page.locator(`${cellSelector(cell)} .mark[data-mark]`)
    .evaluateAll((spans) => spans.map((span) => Number(span.getAttribute("data-mark"))));
}

/** Every cell's pencil marks as digit lists, read from the board in one go. */
function allMarks(page: Page): Promise<number[][]> {
  return page.$$eval('#board [role="gridcell"]', (cells) =>
    cells
      .sort((a, b) => Number(a.getAttribute("data-cell")) - Number(b.getAttribute("data-cell")))
      .map((cell) =>
        [...cell.querySelectorAll(".mark[data-mark]")].map((m) => Number(m.getAttribute("data-mark")))
      ));
}

/** Adds pencil mark `digit` to each cell (pencil mode on, then off again). */
async function pencilIn(page: Page, cells: number[], digit: number): Promise<void> {
  await page.click("#pencil");
  for (const cell of cells) {
    await page.click(cellSelector(cell));
    await page.keyboard.press(String(digit));
  }
  await page.click("#pencil");
}

/** The hint's drawing over the board. */
const OVERLAY = "#board svg[data-hint-overlay]";

const nodeName = (node: Node) => `${node.cell}:${node.digit}`;

/**
 * The step's links as the API states them, "from to kind": a chain's consecutive candidates, strong and weak
 * in turn from a strong one (the Pattern schema's rule); without a chain, its links.
 */
function stepLinks(step: HintStep): string[] {
  const chain = step.pattern.chain ?? [];
  if (chain.length > 1) {
    return chain.slice(1).map((to, i) =>
      `${nodeName(chain[i])} ${nodeName(to)} ${i % 2 === 0 ? "strong" : "weak"}`
    );
  }
  return (step.pattern.links ?? []).map((link) =>
    `${nodeName(link.from)} ${nodeName(link.to)} ${link.strong ? "strong" : "weak"}`
  );
}

/** The links the overlay draws, "from to kind", in the order drawn. */
function drawnLinks(page: Page): Promise<string[]> {
  return page.locator(`${OVERLAY} path[data-link]`).evaluateAll((paths) =>
    paths.map((p) =>
      `${p.getAttribute("data-from")} ${p.getAttribute("data-to")} ${p.getAttribute("data-link")}`
    )
  );
}

/** The part each drawn candidate plays ("removed", "color0" …), by "cell:digit". */
async function drawnRoles(page: Page): Promise<Record<string, string>> {
  const pairs = await page.locator(`${OVERLAY} [data-cand]`).evaluateAll((marks) =>
    marks.map((m) => [m.getAttribute("data-cand")!, m.getAttribute("data-role")!])
  );
  return Object.fromEntries(pairs);
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Where each drawn link starts and ends on the screen, with the screen boxes of every cell: read from the
 * SVG's own geometry, so it holds the overlay to the board as laid out now.
 */
function linkEndsOnScreen(
  page: Page,
): Promise<{ ends: Array<{ start: number[]; end: number[] }>; cells: Box[] }> {
  return page.evaluate(`(() => {
    const ends = [...document.querySelectorAll('${OVERLAY} path[data-link]')].map((path) => {
      const matrix = path.getScreenCTM();
      const at = (length) => {
        const p = path.getPointAtLength(length).matrixTransform(matrix);
        return [p.x, p.y];
      };
      return { start: at(0), end: at(path.getTotalLength()) };
    });
    const cells = [...document.querySelectorAll('#board [role="gridcell"]')]
      .sort((a, b) => a.dataset.cell - b.dataset.cell)
      .map((cell) => cell.getBoundingClientRect().toJSON());
    return { ends, cells };
  })()`);
}

/**
 * Whether a point on the screen is inside a cell's box, give or take the 3 px of the lines between cells: the
 * overlay divides the board evenly, where the cells leave room for their lines.
 */
const inBox = ([x, y]: number[], box: Box) =>
  x >= box.left - 3 && x <= box.right + 3 && y >= box.top - 3 && y <= box.bottom + 3;

Deno.test("browser: hints that explain and play without friction", async (t) => {
  const harness = await startHarness(NOW);
  try {
    const { origin, browser } = harness;
    const daily: Daily = await json(await fetch(`${origin}/api/daily`));
    await Deno.mkdir(ARTIFACTS, { recursive: true });

    await t.step(
      "at 1280×800 the hint panel sits beside the pad and every level's text is in view, unscrolled",
      async () => {
        for (const game of ["daily", "elimination"]) {
          await inContext(browser, { width: 1280, height: 800 }, async ({ page }) => {
            if (game === "daily") await page.goto(`${origin}/`);
            else await openGameInProgress(page, origin, ELIMINATION.puzzle, ELIMINATION.board);
            await askThreeLevels(page);
            await page.locator("#hint-panel [data-hint-why]").first().waitFor();
            assert.equal(await page.evaluate<number>("scrollY"), 0, `${game}: the page did not scroll`);
            const pad = (await page.locator(".pad").boundingBox())!;
            const panel = (await page.locator("[data-hint]").boundingBox())!;
            assert.ok(panel.x >= pad.x + pad.width, `${game}: the panel is right of the pad`);
            assert.ok(panel.y < pad.y + pad.height, `${game}: the panel starts beside the pad, not below it`);
            const lines = page.locator("#hint-panel p");
            assert.ok(await lines.count() >= 4, `${game}: three levels and a reason`);
            for (
              const box of await lines.evaluateAll((ps) => ps.map((p) => p.getBoundingClientRect().toJSON()))
            ) {
              assert.ok(
                box.top >= 0 && box.bottom <= 800,
                `${game}: a hint line at ${box.top}–${box.bottom}`,
              );
            }
            if (game === "daily") {
              await Deno.writeFile(new URL("hint-1280.png", ARTIFACTS), await page.screenshot());
            }
          });
        }
      },
    );

    await t.step("on a 375 px phone the panel scrolls into view as each level is shown", async () => {
      await inContext(browser, { width: 375, height: 740 }, async ({ page }) => {
        await page.goto(`${origin}/`);
        for (const level of [1, 2, 3]) {
          await page.click("#hint");
          const line = page.locator(`#hint-panel [data-hint-level="${level}"]`).first();
          await line.waitFor({ state: "visible" });
          await until(`level ${level}'s line is on screen`, async () => {
            const box = await line.boundingBox();
            return box !== null && box.y >= 0 && box.y + box.height <= 740;
          });
        }
        const why = page.locator("#hint-panel [data-hint-why]");
        await until("the reason is on screen", async () => {
          const box = await why.boundingBox();
          return box !== null && box.y >= 0 && box.y + box.height <= 740;
        });
        await Deno.writeFile(new URL("hint-375.png", ARTIFACTS), await page.screenshot());
      });
    });

    await t.step("level 3 explains a single: the digits its row, column and box hold", async () => {
      await inContext(browser, { width: 1280, height: 800 }, async ({ page }) => {
        await page.goto(`${origin}/`);
        await askThreeLevels(page);
        const answer = await apiHint(origin, { puzzle: daily.puzzle, board: daily.puzzle });
        const { why } = answer.move;
        assert.match(why.kind, /single/);
        const [shown] = await shownTexts(page, "#hint-panel [data-hint-why]");
        assert.equal(shown, `Why: ${why.text}.`);
        // A naked single names what its row, column and box hold; a hidden single the house it is alone in.
        assert.match(
          shown,
          why.kind === "naked-single"
            ? /^Why: r\dc\d can only be \d: row \d has [\d, and]+(; column \d has [\d, and]+)?(; box \d has [\d, and]+)?, which leaves only \d\.$/
            : /^Why: In (row|column|box) \d, \d fits only r\dc\d: .+ sees? the \d at r\dc\d/,
        );
        // The cells the reason rests on are outlined, apart from the move's own cells.
        const outlined = await page.$$eval(
          "#board .hint-reason",
          (cells) => cells.map((c) => Number(c.dataset.cell)),
        );
        assert.deepEqual(outlined.sort((a, b) => a - b), [...new Set(why.cells)].sort((a, b) => a - b));
      });
    });

    await t.step(
      "level 3 explains an elimination: the pattern's cells, what it rules out, then the single",
      async () => {
        await inContext(browser, { width: 1280, height: 800 }, async ({ page }) => {
          await openGameInProgress(page, origin, ELIMINATION.puzzle, ELIMINATION.board);
          await askThreeLevels(page);
          await until(
            "two reasons",
            async () => await page.locator("#hint-panel [data-hint-why]").count() === 2,
          );
          const kinds = await page.$$eval(
            "#hint-panel [data-hint-why]",
            (ps) => ps.map((p) => p.dataset.hintWhy),
          );
          assert.equal(kinds[0], "pattern");
          assert.match(kinds[1]!, /single/);
          const [pattern, single] = await shownTexts(page, "#hint-panel [data-hint-why]");
          const answer = await apiHint(origin, ELIMINATION);
          assert.equal(pattern, `Why: ${answer.move.why.text}.`);
          assert.match(
            pattern,
            /^Why: In box \d, \d can only go in (r\dc\d(, | and )?)+, all of them in (row|column) \d/,
          );
          assert.match(pattern, /this rules out \d from r\dc\d/);
          // The single is possible only after the elimination, and its reason says so.
          assert.match(single, /earlier eliminations took \d from /);
          // A screen reader hears cell names as the board's labels say them.
          const [read] = await readTexts(page, "#hint-panel [data-hint-why]");
          assert.ok(!/\br\dc\d\b/.test(read) && /row \d, column \d/.test(read), read);
        });
      },
    );

    await t.step("level 3 explains moves on variant boards too (killer, X, 6×6)", async () => {
      for (const [variant, level] of [["killer", "easy"], ["x", "medium"], ["6x6", "easy"]]) {
        await inContext(browser, { width: 1280, height: 800 }, async ({ page }) => {
          const board: Daily = await json(
            await fetch(`${origin}/api/daily?variant=${variant}&level=${level}`),
          );
          await page.goto(`${origin}/?variant=${variant}&level=${level}`);
          await askThreeLevels(page);
          const answer = await apiHint(origin, {
            puzzle: board.puzzle,
            board: board.puzzle,
            variant,
            ...(board.cages ? { cages: board.cages } : {}),
          });
          const [shown] = await shownTexts(page, "#hint-panel [data-hint-why]");
          assert.equal(shown, `Why: ${answer.move.why.text}.`, variant);
          const box = (await page.locator("#hint-panel [data-hint-why]").first().boundingBox())!;
          assert.ok(box.y + box.height <= 800, `${variant}: the reason is in view`);
        });
      }
    });

    await t.step(
      "level 3 draws the move's chain on the board, in place at any width; the next move takes it away",
      async () => {
        for (const [name, game] of [["X-Chain", X_CHAIN], ["grouped AIC", GROUPED_AIC]] as const) {
          await inContext(browser, { width: 1280, height: 800 }, async ({ page }) => {
            await openGameInProgress(page, origin, game.puzzle, game.board);
            const answer = await apiHint(origin, game);
            const { step } = answer.move;
            assert.ok(step.pattern.chain, `${name}: the hint is a chain (${step.technique})`);
            for (const level of [1, 2, 3]) {
              await page.click("#hint");
              await page.locator(`#hint-panel [data-hint-level="${level}"]`).first().waitFor();
              assert.equal(
                await page.locator(OVERLAY).count(),
                level === 3 ? 1 : 0,
                `${name}: level ${level}`,
              );
            }
            assert.equal(await page.locator(OVERLAY).getAttribute("aria-hidden"), "true");
            assert.deepEqual(await drawnLinks(page), stepLinks(step), `${name}: the step's links, in order`);
            assert.equal(
              await page.locator(`${OVERLAY} [data-group]`).count(),
              step.pattern.groups?.length ?? 0,
              `${name}: its group nodes`,
            );
            if (name === "grouped AIC") assert.ok(step.pattern.groups?.length, "a grouped chain");
            const roles = await drawnRoles(page);
            for (const node of step.eliminations) assert.equal(roles[nodeName(node)], "removed", name);
            if (name === "grouped AIC") {
              await Deno.writeFile(new URL("hint-chain-1280.png", ARTIFACTS), await page.screenshot());
            }

            // Each link runs from its first candidate's cell (a group node's: one of its cells) to its second's,
            // on the board as laid out at every width.
            const chain = step.pattern.chain!;
            const cellsOf = (index: number) =>
              step.pattern.groups?.find((g) => g.index === index)?.cells ?? [chain[index].cell];
            for (const width of [1280, 760, 375]) {
              await page.setViewportSize({ width, height: 800 });
              const { ends, cells } = await linkEndsOnScreen(page);
              assert.equal(ends.length, chain.length - 1);
              ends.forEach(({ start, end }, i) => {
                assert.ok(
                  cellsOf(i).some((c) => inBox(start, cells[c])),
                  `${name} at ${width}: link ${i} start`,
                );
                assert.ok(
                  cellsOf(i + 1).some((c) => inBox(end, cells[c])),
                  `${name} at ${width}: link ${i} end`,
                );
              });
            }
            await page.setViewportSize({ width: 1280, height: 800 });

            // A pencil mark leaves the hint standing, drawing and all; a digit takes both away, and undo does
            // not bring them back.
            const empty = [...zeroBlanks(game.board)].findIndex((ch, cell) =>
              ch === "0" && !chain.some((node) => node.cell === cell)
            );
            await pencilIn(page, [empty], 1);
            assert.equal(await page.locator(OVERLAY).count(), 1, `${name}: a pencil mark keeps it`);
            const next = answer.move.then!.at(-1)!.step.placements[0];
            await page.click(cellSelector(next.cell));
            await page.keyboard.press(String(next.digit));
            assert.equal(await page.locator(OVERLAY).count(), 0, `${name}: gone after the next move`);
            assert.equal(await page.locator("#hint-panel p").count(), 0, `${name}: with the hint`);
            await page.click("#undo");
            assert.equal(await page.locator(OVERLAY).count(), 0, `${name}: undo does not bring it back`);
            await askThreeLevels(page);
            assert.deepEqual(await drawnLinks(page), stepLinks(step), `${name}: asked again, drawn again`);
          });
        }
      },
    );

    await t.step("a colouring's move draws its two colours and their links on the board", async () => {
      for (const scheme of ["light", "dark"] as const) {
        await inContext(browser, { width: 375, height: 740 }, async ({ page }) => {
          await page.emulateMedia({ colorScheme: scheme });
          await openGameInProgress(page, origin, COLOURING.puzzle, COLOURING.board);
          await askThreeLevels(page);
          const { step } = (await apiHint(origin, COLOURING)).move;
          assert.equal(step.technique, "simple-coloring");
          assert.deepEqual(await drawnLinks(page), stepLinks(step));
          const roles = await drawnRoles(page);
          const decided = new Set(step.eliminations.map(nodeName));
          const colours = new Set<string>();
          for (const node of step.pattern.colors!) {
            const expected = decided.has(nodeName(node)) ? "removed" : `color${node.color}`;
            assert.equal(roles[nodeName(node)], expected, nodeName(node));
            colours.add(expected);
          }
          assert.ok(colours.has("color0") || colours.has("color1"), "a colour drawn");
          await page.locator("#board").scrollIntoViewIfNeeded();
          await Deno.writeFile(
            new URL(`hint-colouring-375-${scheme}.png`, ARTIFACTS),
            await page.locator("#board").screenshot(),
          );
        });
      }
    });

    await t.step(
      "a hint whose step has no links draws no link; the drawing hides under the pause and in print",
      async () => {
        await inContext(browser, { width: 1280, height: 800 }, async ({ page }) => {
          await openGameInProgress(page, origin, ELIMINATION.puzzle, ELIMINATION.board);
          await askThreeLevels(page);
          const { step } = (await apiHint(origin, ELIMINATION)).move;
          assert.equal(stepLinks(step).length, 0, `${step.technique} has no links`);
          assert.equal(await page.locator(OVERLAY).count(), 1);
          assert.equal(await page.locator(`${OVERLAY} :is(path, polygon)`).count(), 0, "no link drawn");
          const roles = await drawnRoles(page);
          assert.deepEqual(
            Object.keys(roles).filter((key) => roles[key] === "removed").sort(),
            step.eliminations.map(nodeName).sort(),
          );
          await page.click("#pause");
          assert.equal(await page.locator(OVERLAY).isVisible(), false, "hidden with the paused board");
          await page.click("#pause");
          assert.equal(await page.locator(OVERLAY).isVisible(), true);
          await page.emulateMedia({ media: "print" });
          assert.equal(await page.locator(OVERLAY).isVisible(), false, "not printed");
        });
        await inContext(browser, { width: 1280, height: 800 }, async ({ page }) => {
          await page.goto(`${origin}/`);
          await askThreeLevels(page);
          assert.equal(await page.locator(`${OVERLAY} :is(path, polygon)`).count(), 0, "a single: no link");
          assert.equal(await page.locator(`${OVERLAY} [data-role="placed"]`).count(), 1, "its digit ringed");
        });
      },
    );

    await t.step(
      "pause hides the board and stops the clock; resuming restores both, paused time uncounted",
      async () => {
        await inContext(browser, { width: 1280, height: 800 }, async ({ page }) => {
          // The page's clock is ours: time moves only when the test moves it.
          await page.clock.install({ time: NOW });
          await page.goto(`${origin}/p/${daily.code}`);
          await page.clock.pauseAt(new Date(NOW.getTime() + 10_000));
          await page.clock.runFor(5_000);
          const seconds = async () => {
            const [m, s] = (await page.locator("#timer").innerText()).split(":").map(Number);
            return m * 60 + s;
          };
          const savedElapsed = async () =>
            (await page.evaluate<{ elapsed: number }>(
              `JSON.parse(localStorage.getItem("sudoku-daily:${daily.code}"))`,
            )).elapsed;
          const firstEmpty = [...zeroBlanks(daily.puzzle)].indexOf("0");
          await page.click(cellSelector(firstEmpty));

          await page.click("#pause");
          assert.equal(await page.locator("#board").getAttribute("data-paused"), "true");
          assert.equal(await page.locator(cellSelector(0)).isVisible(), false, "the cells are hidden");
          assert.equal(await page.locator("#pause").innerText(), "Resume");
          assert.match(await page.locator("#status").innerText(), /Paused/);
          const atPause = await savedElapsed();
          assert.ok(atPause >= 5_000, `the time played is saved at the pause: ${atPause} ms`);
          const shown = await seconds();
          assert.equal(shown, Math.floor(atPause / 1000));
          await page.clock.runFor(60_000);
          assert.equal(await seconds(), shown, "a paused clock stands still");
          assert.equal(await savedElapsed(), atPause, "and so does the saved time");
          await page.keyboard.press("5");
          assert.equal(
            await page.locator("#hint").getAttribute("aria-disabled"),
            "true",
            "no hint while paused",
          );

          await page.click("#pause");
          assert.equal(await page.locator(cellSelector(0)).isVisible(), true, "the board is back");
          assert.equal(
            await page.locator(`${cellSelector(firstEmpty)} .value`).count(),
            0,
            "the key was refused",
          );
          await page.clock.runFor(3_000);
          assert.equal(
            await seconds(),
            Math.floor((atPause + 3_000) / 1000),
            "the clock goes on from where it stopped",
          );

          // Space from the board pauses and resumes too, and the focus comes back to the selected cell.
          await page.click(cellSelector(firstEmpty));
          await page.keyboard.press("Space");
          assert.equal(await page.locator("#board").getAttribute("data-paused"), "true");
          await page.keyboard.press("Space");
          assert.equal(await page.locator("#board").getAttribute("data-paused"), "false");
          assert.equal(
            await focusedCell(page),
            String(firstEmpty),
          );
        });
      },
    );

    await t.step(
      "placing a digit clears its pencil marks from every region, in one undo; it can be switched off",
      async () => {
        const killer: Daily = await json(await fetch(`${origin}/api/daily?variant=killer&level=easy`));
        const x: Daily = await json(await fetch(`${origin}/api/daily?variant=x&level=medium`));
        const boards: Array<[string, Daily, string]> = [
          ["classic", daily, `/p/${daily.code}`],
          ["killer", killer, "/?variant=killer&level=easy"],
          ["x", x, "/?variant=x&level=medium"],
        ];
        for (const [name, game, path] of boards) {
          await inContext(browser, { width: 1280, height: 800 }, async ({ page }) => {
            await page.goto(`${origin}${path}`);
            assert.equal(await page.locator("#auto-clear").isChecked(), true, "on by default");
            const rules = await rulesOf(page);
            const givens = zeroBlanks(game.puzzle);
            const empty = (cell: number) => givens[cell] === "0";
            // A cell that shares a cage (killer) or a diagonal (X) with another empty cell outside its row,
            // column and box, so the clearing is seen to follow every region of the rules.
            const extraKind = name === "killer" ? "cage" : name === "x" ? "diagonal" : "row";
            const houseOf = (kind: string, cell: number) =>
              rules.regions.findIndex((r) => r.kind === kind && r.cells.includes(cell));
            const sees = (a: number, b: number) =>
              rules.regions.some((r) => r.cells.includes(a) && r.cells.includes(b));
            let target = -1, extra = -1;
            for (const region of rules.regions.filter((r) => r.kind === extraKind)) {
              for (const a of region.cells.filter(empty)) {
                const b = region.cells.find((c) =>
                  c !== a && empty(c) &&
                  ["row", "column", "box"].every((kind) =>
                    name === "classic" || houseOf(kind, a) !== houseOf(kind, c)
                  )
                );
                if (b !== undefined && target < 0) [target, extra] = [a, b];
              }
            }
            assert.ok(target >= 0, `${name}: a cell with an empty partner`);
            const peers = ["row", "column", "box"].map((kind) =>
              rules.regions[houseOf(kind, target)].cells.find((c) => c !== target && c !== extra && empty(c))!
            );
            const stranger = givens.split("").findIndex((ch, cell) =>
              ch === "0" && cell !== target && !sees(cell, target)
            );
            const marked = [...new Set([...peers, extra, stranger])];
            const digit = 1 +
              [...Array(rules.size).keys()].find((d) =>
                !rules.regions.some((r) =>
                  r.cells.includes(target) && r.cells.some((c) => givens[c] === String(d + 1))
                )
              )!;
            await pencilIn(page, marked, digit);
            for (const cell of marked) {
              assert.deepEqual(await marksOf(page, cell), [digit], `${name}: marked`);
            }

            await page.click(cellSelector(target));
            await page.keyboard.press(String(digit));
            for (const cell of [...peers, extra]) {
              assert.deepEqual(await marksOf(page, cell), [], `${name}: ${digit} cleared from ${cell}`);
            }
            assert.deepEqual(
              await marksOf(page, stranger),
              [digit],
              `${name}: a cell that does not see it keeps it`,
            );

            await page.click("#undo");
            assert.equal(
              await page.locator(`${cellSelector(target)} .value`).count(),
              0,
              "the digit is taken back",
            );
            for (const cell of marked) {
              assert.deepEqual(await marksOf(page, cell), [digit], `${name}: one undo restores`);
            }

            await page.uncheck("#auto-clear");
            await page.click(cellSelector(target));
            await page.keyboard.press(String(digit));
            for (const cell of marked) {
              assert.deepEqual(await marksOf(page, cell), [digit], `${name}: switched off`);
            }
            await page.reload();
            assert.equal(await page.locator("#auto-clear").isChecked(), false, "the setting is kept");
          });
        }
      },
    );

    await t.step(
      "Fill candidates pencils in every empty cell's candidates as one undoable edit",
      async () => {
        const killer: Daily = await json(await fetch(`${origin}/api/daily?variant=killer&level=easy`));
        const killerGrid = parseGrid(killer.puzzle);
        assert.ok(killerGrid.ok);
        const classicGrid = parseGrid(daily.puzzle);
        assert.ok(classicGrid.ok);
        const games = [
          { path: `/p/${daily.code}`, grid: classicGrid.value },
          {
            path: "/?variant=killer&level=easy",
            grid: { rules: killerRules("9x9", killer.cages!), cells: killerGrid.value.cells },
          },
        ];
        for (const { path, grid } of games) {
          await inContext(browser, { width: 1280, height: 800 }, async ({ page }) => {
            await page.goto(`${origin}${path}`);
            // The engine's candidates of the givens: each digit no region of the cell (cages included) holds,
            // and in a cage only the digits of the sets that can make its sum.
            const state = createState(grid);
            for (const step of TECHNIQUES["cage-combination"].findAll(state)) applyStep(state, step);
            const expected = Array.from(
              state.candidates,
              (mask, cell) =>
                grid.cells[cell] ? [] : [...Array(9).keys()].filter((d) => mask & (1 << d)).map((d) => d + 1),
            );
            await page.click("#fill-candidates");
            assert.deepEqual(await allMarks(page), expected, path);
            await page.click("#undo");
            assert.ok(
              (await allMarks(page)).every((marks) => marks.length === 0),
              `${path}: one undo clears all`,
            );
            await page.keyboard.press("Control+y");
            assert.deepEqual(await allMarks(page), expected, `${path}: redo`);
          });
        }
      },
    );

    await t.step(
      "the shortcuts dialog opens with ?, keeps the focus, closes with Escape and gives it back",
      async () => {
        await inContext(browser, { width: 1280, height: 800 }, async ({ page }) => {
          await page.goto(`${origin}/`);
          const firstEmpty = [...zeroBlanks(daily.puzzle)].indexOf("0");
          await page.click(cellSelector(firstEmpty));
          await page.keyboard.press("?");
          const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
          await dialog.waitFor({ state: "visible" });
          const text = await dialog.innerText();
          for (const key of ["Space", "Ctrl", "Esc", "?"]) assert.ok(text.includes(key), `lists ${key}`);
          const focusInside = () => page.evaluate<boolean>('!!document.activeElement?.closest("dialog")');
          assert.ok(await focusInside(), "the focus moves into the dialog");
          await page.keyboard.press("Tab");
          assert.ok(await focusInside(), "Tab stays inside");
          await page.keyboard.press("Shift+Tab");
          assert.ok(await focusInside(), "Shift+Tab stays inside");
          await page.keyboard.press("5");
          await page.keyboard.press("Escape");
          await dialog.waitFor({ state: "hidden" });
          assert.equal(
            await focusedCell(page),
            String(firstEmpty),
            "the focus is back on the cell",
          );
          assert.equal(
            await page.locator(`${cellSelector(firstEmpty)} .value`).count(),
            0,
            "keys in the dialog stay there",
          );
          // From the button, Close gives the focus back to the button.
          await page.click("#shortcuts");
          await dialog.waitFor({ state: "visible" });
          await page.click("#shortcuts-close");
          await dialog.waitFor({ state: "hidden" });
          assert.equal(await page.evaluate<string>("document.activeElement?.id"), "shortcuts");
        });
      },
    );

    await t.step(
      "axe-core finds no violation with the new controls: hint reasons, marks, pause, the dialog",
      async () => {
        for (const scheme of ["light", "dark"] as const) {
          const context = await browser.newContext({
            viewport: { width: 1280, height: 800 },
            bypassCSP: true,
          });
          try {
            const page = await context.newPage();
            await page.emulateMedia({ colorScheme: scheme });
            await openGameInProgress(page, origin, ELIMINATION.puzzle, ELIMINATION.board);
            await askThreeLevels(page);
            await page.click("#fill-candidates");
            await auditWithAxe(page, `three hint levels and candidates (${scheme})`);
            await page.click("#pause");
            await auditWithAxe(page, `paused (${scheme})`);
            await page.click("#pause");
            await page.click("#shortcuts");
            await page.locator("#shortcuts-dialog").waitFor({ state: "visible" });
            await auditWithAxe(page, `shortcuts dialog (${scheme})`);
          } finally {
            await context.close();
          }
        }
      },
    );
  } finally {
    await harness.close();
  }
});
