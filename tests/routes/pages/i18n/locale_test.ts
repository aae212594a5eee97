import assert from "node:assert/strict";
import type { Area } from "../../../../engine/mod.ts";
import { PAGE_AREAS, pageWordsFor } from "../../../../routes/pages/i18n/index.ts";
import { fromAcceptLanguage, negotiateLocale } from "../../../../routes/pages/i18n/locale.ts";
import { assertSoundCatalogue } from "../../../testing/catalogue_checks.ts";

Deno.test("Accept-Language: the best-quality language we speak wins; regions match their language", () => {
  assert.equal(fromAcceptLanguage("de-AT,de;q=0.9,en;q=0.8"), "de");
  assert.equal(fromAcceptLanguage("fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7"), "es");
  assert.equal(fromAcceptLanguage("en;q=0.5, es;q=0.9"), "es");
  assert.equal(fromAcceptLanguage("ES-mx"), "es");
  assert.equal(fromAcceptLanguage("fr, *;q=0.1"), "en");
});

Deno.test("Accept-Language: nothing we speak, a refused language, or a garbled header gives no match", () => {
  assert.equal(fromAcceptLanguage("fr,it"), undefined);
  assert.equal(fromAcceptLanguage("de;q=0"), undefined);
  assert.equal(fromAcceptLanguage(";;;,q=,de;q=abc"), undefined);
  assert.equal(fromAcceptLanguage(""), undefined);
  assert.equal(fromAcceptLanguage(undefined), undefined);
});

Deno.test("a page's language: the query's pick, then the cookie, then Accept-Language, then English", () => {
  assert.deepEqual(negotiateLocale({ query: "es", cookie: "de", acceptLanguage: "de" }), {
    locale: "es",
    picked: true,
  });
  assert.deepEqual(negotiateLocale({ query: "xx", cookie: "de", acceptLanguage: "es" }), {
    locale: "de",
    picked: false,
  });
  assert.deepEqual(negotiateLocale({ cookie: "klingon", acceptLanguage: "es-ES" }), {
    locale: "es",
    picked: false,
  });
  assert.deepEqual(negotiateLocale({}), { locale: "en", picked: false });
});

Deno.test("the pages' catalogue: every language has every English key with the same parameters", () => {
  assertSoundCatalogue(PAGE_AREAS as unknown as Area<Record<string, string>>[]);
});

Deno.test("dates and months read in the page's language; English keeps its own form", () => {
  assert.equal(pageWordsFor("en").longDate("2026-11-30", { weekday: true }), "Monday 30 November 2026");
  assert.equal(pageWordsFor("de").longDate("2026-11-30", { weekday: true }), "Montag, 30. November 2026");
  assert.equal(pageWordsFor("es").longDate("2026-11-30"), "30 de noviembre de 2026");
  assert.equal(pageWordsFor("es").monthTitle("2026-11"), "noviembre de 2026");
  assert.equal(pageWordsFor("de").longDate("not a day"), "not a day");
});

Deno.test("the player gets its own messages only", () => {
  const keys = Object.keys(pageWordsFor("de").playerMessages());
  assert.ok(keys.length > 0);
  assert.ok(keys.every((k) => k.startsWith("player.")));
});
