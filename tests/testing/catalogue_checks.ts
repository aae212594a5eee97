/**
 * Checks every message catalogue must pass (the engine's and the pages'): each language has exactly the
 * English keys, the same parameters in each template, paragraphs where English has paragraphs, no key in two
 * areas, and no empty text.
 */
import assert from "node:assert/strict";
import { type Area, LOCALES, slotsOf } from "../../engine/mod.ts";

type AnyArea = Area<Record<string, string | readonly string[]>>;

/** The problems of a set of areas, one line each; empty when the catalogue is sound. */
export function catalogueProblems(areas: readonly AnyArea[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  areas.forEach((area, index) => {
    for (const key of Object.keys(area.en)) {
      if (seen.has(key)) problems.push(`${key}: in areas ${seen.get(key)} and ${index}`);
      seen.set(key, index);
    }
    for (const locale of LOCALES) {
      const table = area[locale] as Record<string, string | readonly string[]>;
      const extra = Object.keys(table).filter((k) => !(k in area.en));
      for (const key of extra) problems.push(`${locale} ${key}: not an English key`);
      for (const [key, english] of Object.entries(area.en)) {
        const text = table[key];
        if (text === undefined) {
          problems.push(`${locale} ${key}: missing`);
        } else if (Array.isArray(english) !== Array.isArray(text)) {
          problems.push(`${locale} ${key}: paragraphs in one language, one text in the other`);
        } else if (Array.isArray(text)) {
          if (text.length === 0 || text.some((p) => !p.trim())) {
            problems.push(`${locale} ${key}: empty paragraph`);
          }
        } else if (typeof text === "string") {
          if (!text.trim() && (english as string).trim()) problems.push(`${locale} ${key}: empty`);
          const want = slotsOf(english as string).join(), got = slotsOf(text).join();
          if (want !== got) problems.push(`${locale} ${key}: parameters {${got}}, English has {${want}}`);
        }
      }
    }
  });
  return problems;
}

export function assertSoundCatalogue(areas: readonly AnyArea[]): void {
  assert.deepEqual(catalogueProblems(areas), []);
}
