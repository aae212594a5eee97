import assert from "node:assert/strict";
import {
  type Area,
  CATALOGUE,
  fill,
  isLocale,
  LOCALES,
  slotsOf,
  techniqueLesson,
  wordsFor,
} from "../../engine/mod.ts";
import { AREAS } from "../../engine/messages/index.ts";
import { assertSoundCatalogue, catalogueProblems } from "../testing/catalogue_checks.ts";

Deno.test("fill puts parameters in their slots and picks the singular only for the number 1", () => {
  assert.equal(fill("{a} and {b}", { a: "r1c1", b: 3 }), "r1c1 and 3");
  assert.equal(fill("{n} {n?cell|cells}", { n: 1 }), "1 cell");
  assert.equal(fill("{n} {n?cell|cells}", { n: 2 }), "2 cells");
  assert.equal(fill("{n} {n?cell|cells}", { n: 0 }), "0 cells");
  assert.equal(fill("{n?sees|see}", { n: "1" }), "see", "only the number 1 is singular");
  assert.equal(fill("{3,7} stays", {}), "{3,7} stays", "braces around digits are text, not slots");
});

Deno.test("fill throws on a parameter it is not given, so a typo fails a test instead of reaching a page", () => {
  assert.throws(() => fill("in {house}", { hosue: "row 1" }), /\{house\} missing/);
});

Deno.test("slotsOf lists a template's parameters once each, sorted", () => {
  assert.deepEqual(slotsOf("{b} {a} {n?x|y} {a}"), ["a", "b", "n"]);
});

Deno.test("the engine's catalogue: every language has every English key with the same parameters", () => {
  assertSoundCatalogue(AREAS as unknown as Area<Record<string, string>>[]);
});

Deno.test("the catalogue check finds a missing key, a wrong parameter, an extra key and a key in two areas", () => {
  const en = { "x.a": "{cell} is {digit}", "x.b": ["one"] };
  const problems = catalogueProblems([
    {
      en,
      de: { "x.a": "{zelle} ist {digit}", "x.c": "?" } as never,
      es: { "x.a": "{cell} es {digit}", "x.b": [] } as never,
    },
    { en: { "x.a": "again" }, de: { "x.a": "noch" }, es: { "x.a": "otra" } },
  ]);
  assert.deepEqual(problems.sort(), [
    "de x.a: parameters {digit,zelle}, English has {cell,digit}",
    "de x.b: missing",
    "de x.c: not an English key",
    "es x.b: empty paragraph",
    "x.a: in areas 0 and 1",
  ]);
});

Deno.test("every technique has a name in every language, and English names are the catalogue's", () => {
  for (const locale of LOCALES) {
    const w = wordsFor(locale);
    for (const t of CATALOGUE) {
      const name = w.techniqueName(t.id);
      assert.ok(name.trim(), `${locale} ${t.id}`);
      if (locale === "en") assert.equal(name, t.name);
    }
  }
});

Deno.test("every technique has its lesson in every language", () => {
  for (const locale of LOCALES) {
    for (const t of CATALOGUE) {
      const paragraphs = techniqueLesson(t.id, locale);
      assert.ok(paragraphs.length > 0 && paragraphs.every((p) => p.trim()), `${locale} ${t.id}`);
    }
  }
});

Deno.test("isLocale accepts the catalogue's languages only", () => {
  for (const l of LOCALES) assert.ok(isLocale(l));
  for (const x of ["fr", "EN", "", undefined, 3]) assert.ok(!isLocale(x));
});

Deno.test("lists join with the language's 'and'", () => {
  assert.equal(wordsFor("en").list([1, 3, 8]), "1, 3 and 8");
  assert.equal(wordsFor("de").list([1, 3, 8]), "1, 3 und 8");
  assert.equal(wordsFor("es").list(["r1c1", "r2c2"]), "r1c1 y r2c2");
  assert.equal(wordsFor("de").list([5]), "5");
});
