/**
 * The weight of `/` (today's daily) as a browser loads it: requests and bytes over the wire on a first visit
 * and on a repeat visit, counted at the server (so the service worker's own fetches count too), in headless
 * chromium against the app on loopback. Three servers in one run:
 *
 * - `before`: another revision (`--compare REF`, e.g. the commit before compression and the service worker);
 * - `identity`: this tree with every request's Accept-Encoding removed (no compression, service worker on);
 * - `compressed`: this tree as served.
 *
 *   deno run -A bench/page_weight.ts [--compare REF]
 *
 * Bytes are each answer's status line, headers and body as HTTP/1.1 sends them (no TCP or TLS framing); a
 * visit is done when the network has been idle for 500 ms and, where there is a service worker, once it
 * controls the page and has kept it (and the network is idle again). -A: playwright-core probes /proc/sys at import, which only -A allows.
 */
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { checkOutRevision, type Revision } from "../tools/revision.ts";

const CHROMIUM = "/usr/bin/chromium";
const NOW = new Date("2026-12-01T10:00:00Z");

interface Tally {
  requests: number;
  bytes: number;
  /** Body bytes alone, for the largest answers' share. */
  paths: string[];
}

type Fetch = (request: Request) => Response | Promise<Response>;

/** Serves `fetch` on loopback, counting every answer into `tally` as it is sent. */
function countingServer(fetch: Fetch, tally: () => Tally, stripEncoding: boolean) {
  return Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, async (request) => {
    if (stripEncoding) {
      const headers = new Headers(request.headers);
      headers.delete("accept-encoding");
      request = new Request(request, { headers });
    }
    const response = await fetch(request);
    const body = request.method === "HEAD" ? 0 : (await response.clone().arrayBuffer()).byteLength;
    let head = `HTTP/1.1 ${response.status} ${response.statusText}\r\n`.length + 2;
    for (const [name, value] of response.headers) head += name.length + value.length + 4;
    // What Deno.serve adds itself: date, and content-length or chunked framing.
    head += "date: Tue, 01 Dec 2026 10:00:00 GMT\r\n".length;
    if (!response.headers.has("content-length")) head += `content-length: ${body}\r\n`.length;
    const t = tally();
    t.requests++;
    t.bytes += head + body;
    t.paths.push(new URL(request.url).pathname);
    return response;
  });
}

/** The app of the tree at `root` (this one, or another revision's worktree), with the fixed clock. */
async function appOf(root: URL): Promise<Fetch> {
  const { createApp } = await import(new URL("routes/app.ts", root).href);
  const { loadPools } = await import(new URL("data/pools.ts", root).href);
  const app = createApp({ pools: await loadPools(), now: () => NOW });
  return (request) => app.fetch(request);
}

async function measure(name: string, fetch: Fetch, stripEncoding: boolean) {
  let tally: Tally = { requests: 0, bytes: 0, paths: [] };
  const server = countingServer(fetch, () => tally, stripEncoding);
  const origin = `http://127.0.0.1:${server.addr.port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // Whether this tree has a service worker: then a visit waits for it to take over and keep the page.
    const worker = (await globalThis.fetch(`${origin}/sw.js`)).status === 200;
    const visit = async () => {
      tally = { requests: 0, bytes: 0, paths: [] };
      await page.goto(`${origin}/`, { waitUntil: "networkidle" });
      if (worker) {
        // Polled with evaluate, which awaits the check (waitForFunction takes a promise for a true answer).
        const deadline = Date.now() + 15_000;
        const kept = () =>
          page.evaluate(async () => {
            const { serviceWorker } = navigator as unknown as { serviceWorker: { controller: unknown } };
            return serviceWorker.controller !== null && (await caches.match(location.href)) !== undefined;
          });
        while (!(await kept())) {
          if (Date.now() > deadline) throw new Error("the service worker did not take the page over");
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await page.waitForLoadState("networkidle");
      }
      return tally;
    };
    const first = await visit();
    const repeat = await visit();
    await context.close();
    return { name, first, repeat };
  } finally {
    await browser.close();
    await server.shutdown();
  }
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

if (import.meta.main) {
  const { values } = parseArgs({ args: Deno.args, options: { compare: { type: "string" } } });
  let revision: Revision | undefined;
  try {
    const here = await appOf(new URL("../", import.meta.url));
    const rows = [];
    if (values.compare) {
      revision = await checkOutRevision(values.compare, "sudoku-weight-");
      rows.push(await measure(`before (${revision.rev})`, await appOf(revision.root), false));
    }
    rows.push(await measure("identity (no compression)", here, true));
    rows.push(await measure("compressed", here, false));
    console.log(
      "| server | first visit: requests | first visit: KB | repeat visit: requests | repeat visit: KB |",
    );
    console.log("| --- | --- | --- | --- | --- |");
    for (const { name, first, repeat } of rows) {
      console.log(
        `| ${name} | ${first.requests} | ${kb(first.bytes)} | ${repeat.requests} | ${kb(repeat.bytes)} |`,
      );
    }
    for (const { name, first, repeat } of rows) {
      console.log(`\n${name}: first ${first.paths.join(" ")}\n  repeat ${repeat.paths.join(" ")}`);
    }
  } finally {
    await revision?.remove();
  }
}
