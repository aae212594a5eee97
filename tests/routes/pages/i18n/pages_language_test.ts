/**
 * The pages speak the visitor's language: chosen from Accept-Language, picked with the switch (`?lang=`, then
 * kept in the `lang` cookie), said in `<html lang>` and `Content-Language`; errors, titles and the player's rules
 * included. English pages read exactly as they did before there were languages, and the embeds stay English.
 */
import assert from "node:assert/strict";
import { createApp } from "../../../../routes/app.ts";
import { MANIFEST, MANIFESTS, SERVICE_WORKER_SOURCE } from "../../../../routes/pages/offline.ts";
import { loadPools } from "../../../../data/pools.ts";

const pools = await loadPools();
const app = createApp({ pools, now: () => new Date("2026-11-30T18:00:00Z") });
const ORIGIN = "http://sudoku.test";

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await app.request(`${ORIGIN}${path}`, { headers: { Accept: "text/html", ...headers } });
  return { res, html: await res.text() };
}

/** A page as it reads: the nonce, fresh on every response, set aside. */
function sameShape(html: string): string {
  return html.replace(/nonce="[^"]+"/g, 'nonce=""');
}

/** The page without its language switch. */
function withoutSwitch(html: string): string {
  return html.replace(/<nav class="languages"[\s\S]*?<\/nav>/, "");
}

/** The language switch's links: language code to address. */
function switchLinks(html: string): Record<string, string> {
  const nav = /<nav class="languages"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1];
  assert.ok(nav, "the page has the language switch");
  return Object.fromEntries(
    [...nav.matchAll(/<a href="([^"]+)" lang="(\w+)"/g)].map((m) => [m[2], m[1].replaceAll("&amp;", "&")]),
  );
}

function htmlLang(html: string): string | undefined {
  return /^<!DOCTYPE html><html lang="([^"]+)">/.exec(html)?.[1];
}

Deno.test("Accept-Language: de-DE gets the daily in German, says so, and varies with the header", async () => {
  const { res, html } = await get("/", { "Accept-Language": "de-DE,de;q=0.9,en;q=0.8" });
  assert.equal(res.status, 200);
  assert.equal(htmlLang(html), "de");
  assert.equal(res.headers.get("content-language"), "de");
  assert.match(res.headers.get("vary") ?? "", /Accept-Language/);
  assert.ok(html.includes('<button type="button" id="check">Prüfen</button>'), "the Check button");
  assert.ok(html.includes('<a href="/">Heute</a>'), "the site's navigation");
  assert.match(html, /<h1>Tagesrätsel Mittel · Montag, 30\. November 2026<\/h1>/);
  assert.match(html, /<title>Sudoku \(Mittel\) vom Montag, 30\. November 2026 · sudoku-daily<\/title>/);
  assert.match(html, /aria-label="Zeile 1, Spalte 1, (leer|Vorgabe \d)"/, "cells are labelled in German");
  assert.ok(html.includes(`<link rel="manifest" href="${MANIFESTS.de.href}">`), "the German manifest");
  // The player draws region names from the rules block: they are German too.
  const rules = JSON.parse(
    /<script type="application\/json" id="puzzle-rules">([^<]*)<\/script>/.exec(html)![1],
  );
  assert.deepEqual(rules.regions.slice(0, 2).map((r: { name: string }) => r.name), ["Zeile 1", "Zeile 2"]);
});

Deno.test("?lang=es answers in Spanish and keeps the pick in the lang cookie", async () => {
  const { res, html } = await get("/?lang=es", { "Accept-Language": "de" });
  assert.equal(htmlLang(html), "es");
  assert.equal(res.headers.get("content-language"), "es");
  assert.ok(html.includes('<button type="button" id="hint">Pista</button>'));
  assert.ok(html.includes('<a href="/archive">Archivo</a>'));
  const cookie = res.headers.get("set-cookie") ?? "";
  assert.match(cookie, /^lang=es;/);
  assert.match(cookie, /Path=\//);
  assert.match(cookie, /Max-Age=\d+/);
});

Deno.test("the lang cookie then wins over Accept-Language, and is not set again", async () => {
  const { res, html } = await get("/daily/2026-11-29/hard", {
    "Accept-Language": "de-DE",
    Cookie: "lang=es",
  });
  assert.equal(res.status, 200);
  assert.equal(htmlLang(html), "es");
  assert.equal(res.headers.get("content-language"), "es");
  assert.match(html, /<h1>Reto diario Difícil · domingo, 29 de noviembre de 2026<\/h1>/);
  assert.equal(res.headers.get("set-cookie"), null);
  assert.match(res.headers.get("vary") ?? "", /Cookie/);
});

Deno.test("the language switch is on every page and links to the same page and query in each language", async () => {
  const { html } = await get("/?variant=killer&level=hard", { "Accept-Language": "es" });
  assert.deepEqual(switchLinks(html), {
    en: "/?variant=killer&level=hard&lang=en",
    de: "/?variant=killer&level=hard&lang=de",
    es: "/?variant=killer&level=hard&lang=es",
  });
  assert.match(
    html,
    /<a href="[^"]+" lang="es" hreflang="es" aria-label="Español, ES" aria-current="true">ES<\/a>/,
  );
  // A pick already in the query is replaced, not repeated.
  assert.deepEqual(switchLinks((await get("/archive?month=2026-10&lang=de")).html), {
    en: "/archive?month=2026-10&lang=en",
    de: "/archive?month=2026-10&lang=de",
    es: "/archive?month=2026-10&lang=es",
  });
  for (const path of ["/techniques", "/play", "/p/ABC", "/no/such/page", "/daily/2026-11-29/hard"]) {
    const links = switchLinks((await get(path)).html);
    assert.equal(links.de, `${path}?lang=de`, path);
  }
});

Deno.test("an error page is in the chosen language: a bad level is a German or Spanish 400 page", async () => {
  const de = await get("/?level=impossible", { "Accept-Language": "de" });
  assert.equal(de.res.status, 400);
  assert.equal(htmlLang(de.html), "de");
  assert.match(de.html, /<h1>Unbekannte Stufe<\/h1>/);
  assert.match(
    de.html,
    /<p>„impossible“ ist keine Stufe\. Die Stufen sind easy, medium, hard, expert, evil\.<\/p>/,
  );
  assert.match(
    de.html,
    /<a href="\/">Spiel das heutige Rätsel<\/a> oder stöbere im <a href="\/archive">Archiv<\/a>\./,
  );
  assert.match(de.html, /<title>Unbekannte Stufe · sudoku-daily<\/title>/);

  const es = await get("/daily/2026-11-29/impossible?lang=es");
  assert.equal(es.res.status, 400);
  assert.match(es.html, /<h1>Nivel desconocido<\/h1>/);

  const missing = await get("/no/such/page", { Cookie: "lang=es" });
  assert.equal(missing.res.status, 404);
  assert.match(missing.html, /<h1>Página no encontrada<\/h1>/);
  const future = await get("/daily/2026-12-25/hard", { "Accept-Language": "de" });
  assert.equal(future.res.status, 404);
  assert.match(future.html, /<h1>Noch nicht erschienen<\/h1>/);
  assert.match(
    future.html,
    /Das Tagesrätsel \(Schwer\) vom Freitag, 25\. Dezember 2026 erscheint am 2026-12-25/,
  );
});

/** Ways of asking for English, or for nothing we speak. */
const ENGLISH_ASKS: Record<string, string>[] = [
  { "Accept-Language": "en-GB,en;q=0.9" },
  { Cookie: "lang=en" },
  { "Accept-Language": "fr" },
];

Deno.test("English pages read byte for byte as with no language asked, but for the switch's links", async () => {
  const paths = [
    "/",
    "/?variant=killer&level=hard",
    "/daily/x/2026-11-29/hard",
    `/p/${pools.hard[3].code}`,
    "/archive",
    "/techniques",
    "/play",
    "/?level=impossible",
    "/no/such/page",
  ];
  for (const path of paths) {
    const plain = sameShape((await get(path)).html);
    assert.equal(htmlLang(plain), "en", path);
    for (const headers of ENGLISH_ASKS) {
      assert.equal(sameShape((await get(path, headers)).html), plain, `${path} ${JSON.stringify(headers)}`);
    }
    const picked = `${path}${path.includes("?") ? "&" : "?"}lang=en`;
    const { res, html } = await get(picked, { "Accept-Language": "de" });
    assert.equal(res.headers.get("content-language"), "en");
    assert.equal(withoutSwitch(sameShape(html)), withoutSwitch(plain), picked);
  }
  assert.equal(MANIFESTS.en, MANIFEST, "English keeps its manifest");
});

Deno.test("link previews and oEmbed stay English whatever the visitor's language", async () => {
  const url = encodeURIComponent(`${ORIGIN}/daily/2026-11-29/hard`);
  const plain = await (await app.request(`${ORIGIN}/oembed?url=${url}&format=json`)).json();
  const asked = await (await app.request(`${ORIGIN}/oembed?url=${url}&format=json`, {
    headers: { "Accept-Language": "de", Cookie: "lang=es" },
  })).json();
  assert.deepEqual(asked, plain);
  assert.equal(plain.title, "Hard Sudoku of Sunday 29 November 2026 · sudoku-daily");
});

Deno.test("the installed app and the offline page have words in every language", async () => {
  for (const [locale, manifest] of Object.entries(MANIFESTS)) {
    const res = await app.request(`${ORIGIN}${manifest.href}`);
    assert.equal(res.status, 200, locale);
    const { description, name } = await res.json();
    assert.equal(name, "sudoku-daily");
    assert.ok(description.length > 20, locale);
  }
  const de = await (await app.request(`${ORIGIN}${MANIFESTS.de.href}`)).json();
  assert.match(de.description, /Sudoku für alle/);
  const build = JSON.parse(/^const BUILD = (.*);$/m.exec(SERVICE_WORKER_SOURCE)![1]);
  assert.deepEqual(Object.keys(build.offline), ["en", "de", "es"]);
  assert.equal(build.offline.en.heading, "You are offline");
  assert.equal(build.offline.de.heading, "Du bist offline");
  assert.equal(build.offline.es.today, "Reto diario de hoy{query}");
  for (const href of Object.values(MANIFESTS).map((m) => m.href)) assert.ok(build.precache.includes(href));
});
