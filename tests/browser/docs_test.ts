/**
 * The API's browsable docs (/docs, Swagger UI with our mends) pass axe-core as every page of ours does: as
 * opened, with an operation expanded and its "Try it out" form open, and with a schema expanded.
 */
import assert from "node:assert/strict";
import { auditWithAxe, inContext, startHarness } from "../testing/browser.ts";

const NOW = new Date("2026-12-01T10:00:00Z");

Deno.test("browser: /docs has no WCAG A/AA violation in the states a reader opens", async (t) => {
  const harness = await startHarness(NOW);
  const { origin, browser } = harness;
  try {
    await t.step("opened, expanded, trying it out, a schema open", async () => {
      await inContext(browser, { width: 1280, height: 800, bypassCSP: true }, async ({ page }) => {
        const response = await page.goto(`${origin}/docs`);
        assert.equal(response?.status(), 200);
        await page.locator(".opblock-summary").first().waitFor();
        await auditWithAxe(page, "/docs as opened");
        // The daily's operation: GET, with a query parameter chosen from a list (an enum's select).
        await page.locator("#operations-daily-get_api_daily .opblock-summary").click();
        await page.locator("#operations-daily-get_api_daily .try-out__btn").waitFor();
        await auditWithAxe(page, "/docs with GET /api/daily expanded");
        await page.locator("#operations-daily-get_api_daily .try-out__btn").click();
        await page.locator("#operations-daily-get_api_daily .parameters select").first().waitFor();
        await auditWithAxe(page, "/docs trying GET /api/daily out");
        // The schemas (listed open at the page's end): one opened, its properties, types and descriptions shown.
        await page.locator("section.models .json-schema-2020-12-accordion").first().click();
        await page.locator(
          "section.models .json-schema-2020-12-body:not(.json-schema-2020-12-body--collapsed)",
        )
          .first().waitFor();
        await auditWithAxe(page, "/docs with the schemas open");
      });
    });

    await t.step(
      "the mends are served from our origin, cached for good, and unknown ones are 404",
      async () => {
        const html = await (await fetch(`${origin}/docs`)).text();
        const links = [...html.matchAll(/"(\/docs\/assets\/sudoku-daily\/[^"]+)"/g)].map((m) => m[1]);
        assert.equal(links.length, 2, html);
        for (const link of links) {
          const response = await fetch(`${origin}${link}`);
          assert.equal(response.status, 200, link);
          assert.match(response.headers.get("cache-control") ?? "", /immutable/);
          await response.body?.cancel();
        }
        const stale = await fetch(`${origin}/docs/assets/sudoku-daily/AAAAAAAAAAA/accessible.css`);
        assert.equal(stale.status, 404);
        await stale.body?.cancel();
      },
    );
  } finally {
    await harness.close();
  }
});
