/** Step and path ratings (engine/rating.ts): the base values, repeats, chain length, and a stuck path. */
import assert from "node:assert/strict";
import { CATALOGUE, type TechniqueId } from "../../engine/catalogue.ts";
import { pathRating, stepRating } from "../../engine/rating.ts";
import { SCHEMES } from "../../engine/schemes.ts";

Deno.test("rating: a full house 1.0, other steps their technique's base value, a path its hardest plus repeats", () => {
  const single = (variant?: string) => ({
    technique: "naked-single" as const,
    pattern: variant ? { variant } : {},
  });
  assert.equal(stepRating(single("full house")), 1.0);
  assert.equal(stepRating(single()), 2.3);
  const xWing = { technique: "x-wing" as const, pattern: {} };
  // The values Sudoku Explainer gives these techniques (its v1.2.1 table, as listed on the SukakuExplainer wiki,
  // github.com/SudokuMonster/SukakuExplainer/wiki/Difficulty-ratings-in-Sudoku-Explainer-v1.2.1).
  const se: Array<[TechniqueId, number]> = [
    ["hidden-single-box", 1.2],
    ["hidden-single-line", 1.5],
    ["pointing", 2.6],
    ["claiming", 2.8],
    ["naked-pair", 3.0],
    ["x-wing", 3.2],
    ["hidden-pair", 3.4],
    ["naked-triple", 3.6],
    ["swordfish", 3.8],
    ["hidden-triple", 4.0],
    ["xy-wing", 4.2],
    ["xyz-wing", 4.4],
    ["naked-quad", 5.0],
    ["jellyfish", 5.2],
    ["hidden-quad", 5.4],
  ];
  for (const [id, value] of se) assert.equal(stepRating({ technique: id, pattern: {} }), value, id);
  const standard = SCHEMES.standard;
  assert.equal(pathRating([single(), xWing], false, standard), 3.2, "one X-Wing");
  assert.equal(
    pathRating([xWing, single(), xWing, xWing, xWing], false, standard),
    3.4,
    "four X-Wings: +0.2",
  );
  assert.equal(pathRating(Array(20).fill(xWing), false, standard), 3.5, "at most +0.3");
  assert.equal(pathRating(Array(20).fill(single()), false, standard), 2.3, "singles never add");
  assert.equal(pathRating([], false, standard), 0);
  // A chain rates a tenth more per doubling of its length past four candidates.
  const chain = (nodes: number) => ({
    technique: "xy-chain" as const,
    pattern: { chain: Array.from({ length: nodes }, (_, i) => ({ cell: i, digit: 1 })) },
  });
  assert.equal(stepRating(chain(4)), 6.6);
  assert.equal(stepRating(chain(8)), 6.7);
  assert.equal(stepRating(chain(16)), 6.8);
  // Stuck: at least the hardest technique tried.
  const top = Math.max(...standard.order.map((e) => CATALOGUE.find((t) => t.id === e.technique)!.rating));
  assert.equal(pathRating([single()], true, standard), top);
});
