/**
 * Offline and installable, server side: the manifest every page links, its icons, the service worker's script
 * as served (its BUILD filled in, the headers a worker needs) and the compression of what a page loads.
 */
import assert from "node:assert/strict";
import { brotliDecompressSync } from "node:zlib";
import { createApp } from "../../../routes/app.ts";
import { ICON_PNGS, PLAYER_MODULES, STYLESHEET } from "../../../routes/pages/assets.ts";
import { MANIFEST, SERVICE_WORKER_SOURCE } from "../../../routes/pages/offline.ts";
import { loadPools } from "../../../data/pools.ts";

const app = createApp({ pools: await loadPools(), now: () => new Date("2026-11-30T18:00:00Z") });
const ORIGIN = "http://sudoku.test";
const IMMUTABLE = "public, max-age=31536000, immutable";

/** The BUILD the served worker carries. */
function workerBuild(source: string): { version: string; precache: string[]; pageLimit: number } {
  const line = /^const BUILD = (.*);$/m.exec(source);
  assert.ok(line, "the worker has its BUILD line");
  return JSON.parse(line[1]);
}

Deno.test("every page links the manifest, the icon and light and dark theme colours", async () => {
  for (const path of ["/", "/archive", "/techniques", "/play", "/nowhere"]) {
    const html = await (await app.request(`${ORIGIN}${path}`, { headers: { Accept: "text/html" } })).text();
    assert.ok(html.includes(`<link rel="manifest" href="${MANIFEST.href}">`), path);
    assert.match(
      html,
      /<link rel="icon" href="\/static\/icons\/icon\.svg\?v=[0-9a-f]{12}" type="image\/svg\+xml">/,
    );
    assert.match(
      html,
      /<meta name="theme-color" content="#[0-9a-f]{6}" media="\(prefers-color-scheme: light\)">/,
    );
    assert.match(
      html,
      /<meta name="theme-color" content="#[0-9a-f]{6}" media="\(prefers-color-scheme: dark\)">/,
    );
  }
});

Deno.test("the manifest: installable (name, start_url, standalone, icons that exist), cached for good", async () => {
  const res = await app.request(`${ORIGIN}${MANIFEST.href}`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("content-type"), "application/manifest+json; charset=utf-8");
  assert.equal(res.headers.get("cache-control"), IMMUTABLE);
  const manifest = await res.json();
  assert.equal(manifest.name, "sudoku-daily");
  assert.equal(manifest.start_url, "/");
  assert.equal(manifest.display, "standalone");
  assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/);
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  assert.deepEqual(sizes, ["any", "192x192", "512x512"]);
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const file = await app.request(`${ORIGIN}${icon.src}`);
    assert.equal(file.status, 200, icon.src);
    assert.equal(file.headers.get("content-type"), icon.type, icon.src);
    assert.equal(file.headers.get("cache-control"), IMMUTABLE, icon.src);
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (icon.type === "image/png") {
      const size = new DataView(bytes.buffer).getUint32(16);
      assert.equal(`${size}x${size}`, manifest.icons.find((i: { src: string }) => i.src === icon.src).sizes);
    }
  }
  assert.deepEqual(ICON_PNGS.map((icon) => icon.size), [192, 512]);
});

Deno.test("/sw.js: at the root, not cached without asking, its BUILD naming every versioned file a page loads", async () => {
  const res = await app.request(`${ORIGIN}/sw.js`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("content-type"), "text/javascript; charset=utf-8");
  assert.equal(res.headers.get("cache-control"), "no-cache");
  assert.equal(res.headers.get("service-worker-allowed"), "/");
  const source = await res.text();
  assert.equal(source, SERVICE_WORKER_SOURCE);
  const build = workerBuild(source);
  assert.match(build.version, /^[0-9a-f]{12}$/);
  assert.ok(build.pageLimit > 0);
  for (const asset of [STYLESHEET, ...PLAYER_MODULES, MANIFEST]) {
    assert.ok(build.precache.includes(asset.href), asset.href);
  }
  for (const href of build.precache) {
    const file = await app.request(`${ORIGIN}${href}`);
    await file.body?.cancel();
    assert.equal(file.status, 200, href);
    assert.equal(file.headers.get("cache-control"), IMMUTABLE, href);
  }
  // Every versioned URL the daily's page loads is precached, so the kept page plays offline.
  const page = await (await app.request(`${ORIGIN}/`)).text();
  const linked = [...page.matchAll(/(?:href|src)="(\/[^"]*\?v=[0-9a-f]{12})"/g)].map((m) => m[1]);
  assert.ok(linked.length > PLAYER_MODULES.length);
  for (const href of linked) assert.ok(build.precache.includes(href), `${href} is precached`);
});

Deno.test("the page's CSP lets the worker and the manifest load from the site itself", async () => {
  const csp = (await app.request(`${ORIGIN}/`)).headers.get("content-security-policy") ?? "";
  assert.match(csp, /worker-src 'self'/);
  assert.match(csp, /manifest-src 'self'/);
});

Deno.test("compression in the app: pages, modules and stored dailies coded as asked; PNGs and 304s as they were", async () => {
  const br = { "Accept-Encoding": "gzip, deflate, br" };
  for (const path of ["/", STYLESHEET.href, PLAYER_MODULES[0].href, "/sw.js", "/feed.atom", "/feed.atom"]) {
    const plain = await app.request(`${ORIGIN}${path}`);
    const plainText = await plain.text();
    const coded = await app.request(`${ORIGIN}${path}`, { headers: br });
    const bytes = new Uint8Array(await coded.arrayBuffer());
    if (plainText.length < 1024) continue;
    assert.equal(coded.headers.get("content-encoding"), "br", path);
    assert.match(coded.headers.get("vary") ?? "", /Accept-Encoding/, path);
    assert.equal(coded.headers.get("content-length"), String(bytes.byteLength), path);
    const text = new TextDecoder().decode(brotliDecompressSync(bytes));
    // A page's nonce differs per request; everything else is the same text.
    const sameShape = (t: string) => t.replace(/nonce="[^"]+"/g, 'nonce=""');
    assert.equal(sameShape(text), sameShape(plainText), path);
  }
  const png = await app.request(`${ORIGIN}${ICON_PNGS[1].href}`, { headers: br });
  assert.equal(png.headers.get("content-encoding"), null);
  await png.body?.cancel();

  // A stored answer (the feed, answered before routing the second time) revalidated with the weak tag of its
  // coded copy: 304, naming that tag.
  const feed = await app.request(`${ORIGIN}/feed.atom`, { headers: br });
  await feed.body?.cancel();
  assert.equal(feed.headers.get("content-encoding"), "br");
  const etag = feed.headers.get("etag")!;
  assert.match(etag, /^W\/"/);
  const again = await app.request(`${ORIGIN}/feed.atom`, { headers: { ...br, "If-None-Match": etag } });
  assert.equal(again.status, 304);
  assert.equal(again.headers.get("etag"), etag);
});
