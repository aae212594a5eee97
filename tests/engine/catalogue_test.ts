/**
 * The techniques past the published catalogue (finned and sashimi fish, the WXYZ-Wing, the chains block): where
 * they sit in the catalogue and the schemes.
 */
import assert from "node:assert/strict";
import { CATALOGUE, type TechniqueId } from "../../engine/catalogue.ts";
import { PUBLISHED_TECHNIQUES, SCHEMES } from "../../engine/schemes.ts";

/** Every technique past the published catalogue. */
const NEW_IDS: TechniqueId[] = CATALOGUE.map((t) => t.id).filter((id) => !PUBLISHED_TECHNIQUES.has(id));

Deno.test("the new techniques sit after every published one in the standard scheme and in no other scheme", () => {
  const standard = SCHEMES.standard.order.map((e) => e.technique);
  const firstNew = standard.findIndex((id) => !PUBLISHED_TECHNIQUES.has(id));
  assert.ok(
    standard.slice(firstNew).every((id) => !PUBLISHED_TECHNIQUES.has(id)),
    "a contiguous block at the end",
  );
  for (const id of NEW_IDS) {
    assert.equal(SCHEMES.standard.order.find((e) => e.technique === id)?.tier, 5, id);
  }
  const ratings = standard.slice(firstNew).map((id) => CATALOGUE.find((t) => t.id === id)!.rating);
  assert.deepEqual(
    ratings,
    [...ratings].sort((a, b) => a - b),
    "cheapest first: in the order of their ratings",
  );
  assert.deepEqual(
    CATALOGUE.map((t) => t.id).filter((id) => !PUBLISHED_TECHNIQUES.has(id)),
    standard.slice(firstNew),
    "the catalogue's default order agrees",
  );
  for (const [schemeId, scheme] of Object.entries(SCHEMES)) {
    if (schemeId === "standard") continue;
    const extra = scheme.order.filter((e) => !PUBLISHED_TECHNIQUES.has(e.technique)).map((e) => e.technique);
    assert.deepEqual(extra, [], `${schemeId} keeps its published techniques`);
  }
});
