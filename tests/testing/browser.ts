/**
 * End-to-end harness: the app served in-process on a free local port and one headless Debian chromium driven
 * by playwright-core, shared by every scenario of tests/browser/pages_test.ts.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import axe from "axe-core";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { createApp } from "../../routes/app.ts";
import { loadPools } from "../../data/pools.ts";

export const CHROMIUM = "/usr/bin/chromium";

export interface Harness {
  /** Where the app listens, e.g. "http://127.0.0.1:41234". */
  origin: string;
  browser: Browser;
  /** Stops the app's server, leaving the browser running: every request after it finds no network. */
  stopServer(): Promise<void>;
  close(): Promise<void>;
}

/** Fails (never skips) when the browser is missing: CI installs it, so a missing one is a broken setup. */
export async function requireChromium(path = CHROMIUM): Promise<void> {
  try {
    const info = await Deno.stat(path);
    if (info.isFile) return;
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
  throw new Error(`${path} is missing: run \`apt-get install -y chromium\` (CI installs it)`);
}

let playwright: Promise<typeof import("playwright-core")> | null = null;

function importPlaywright(): Promise<typeof import("playwright-core")> {
  playwright ??= patchExistsSyncAndImport();
  return playwright;
}

/**
 * playwright-core probes for WSL at import time with `fs.existsSync("/proc/sys/fs/binfmt_misc/WSLInterop")`.
 * Deno guards /proc/sys behind --allow-all and its existsSync throws NotCapable there, where Node's never
 * throws; answering `false` as Node would keeps the test task on narrow permissions instead of -A.
 */
async function patchExistsSyncAndImport(): Promise<typeof import("playwright-core")> {
  const existsSync = fs.existsSync;
  fs.existsSync = (path) => {
    try {
      return existsSync(path);
    } catch (error) {
      if (error instanceof Deno.errors.NotCapable) return false;
      throw error;
    }
  };
  return await import("playwright-core");
}

/**
 * Serves the app with a fixed clock and launches chromium; `close` stops both. `kv` is the app's store, for
 * what needs one (players' results); without it those routes answer 503 as on an instance with none.
 */
export async function startHarness(now: Date, options: { kv?: Deno.Kv } = {}): Promise<Harness> {
  await requireChromium();
  const app = createApp({ pools: await loadPools(), now: () => now, kv: options.kv });
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, app.fetch);
  let browser: Browser;
  try {
    const { chromium } = await importPlaywright();
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    });
  } catch (error) {
    await server.shutdown();
    throw error;
  }
  let serving = true;
  const stopServer = async () => {
    if (!serving) return;
    serving = false;
    await server.shutdown();
  };
  return {
    origin: `http://127.0.0.1:${server.addr.port}`,
    browser,
    stopServer,
    async close() {
      try {
        await browser.close();
      } finally {
        await stopServer();
      }
    },
  };
}

/** A page that records every console error and uncaught exception it sees. */
export interface WatchedPage {
  page: Page;
  errors: string[];
}

export async function watchedPage(context: BrowserContext): Promise<WatchedPage> {
  const page = await context.newPage();
  // A missing element should fail a scenario well before playwright's default 30 s, yet a page that waits for
  // the network to go idle on a machine busy with other tests (two cores) can take more than 5 s to load.
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return { page, errors };
}

function assertNoPageErrors(watched: WatchedPage, where: string): void {
  assert.deepEqual(watched.errors, [], `errors in the browser on ${where}`);
}

/**
 * Runs `scenario` in a fresh browser context (its own localStorage, like another browser) and fails it on any
 * console error or uncaught exception; the context is closed whatever happens.
 */
export async function inContext(
  browser: Browser,
  options: {
    width: number;
    height?: number;
    /** For auditWithAxe, which injects axe-core as a script the page's CSP would refuse. */
    bypassCSP?: boolean;
    colorScheme?: "light" | "dark";
    /** The browser's language, e.g. "de-DE": what it sends as Accept-Language. Playwright's default if absent. */
    locale?: string;
  },
  scenario: (watched: WatchedPage, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.height ?? 900 },
    bypassCSP: options.bypassCSP ?? false,
    colorScheme: options.colorScheme ?? "light",
    ...(options.locale ? { locale: options.locale } : {}),
  });
  try {
    const watched = await watchedPage(context);
    try {
      await scenario(watched, context);
    } catch (error) {
      // Browser-side errors usually explain a failed expectation: report them with it.
      if (watched.errors.length === 0) throw error;
      throw new Error(`${error}\nbrowser errors:\n${watched.errors.join("\n")}`, { cause: error });
    }
    assertNoPageErrors(watched, watched.page.url());
  } finally {
    await context.close();
  }
}

/** Runs axe-core on the page as it is now and fails with every WCAG 2.1 A or AA violation it finds. */
export async function auditWithAxe(page: Page, where: string): Promise<void> {
  await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async () => {
    const { axe } = globalThis as unknown as { axe: typeof import("axe-core") };
    const result = await axe.run({
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
  assert.deepEqual(violations, [], where);
}
