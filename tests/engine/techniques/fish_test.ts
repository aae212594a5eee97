/**
 * X-Wing, Swordfish and Jellyfish (engine/techniques/fish.ts): hand-checked positions on rows and on columns with
 * their eliminations, pattern and words, and near misses, among them a larger fish that is really a smaller one.
 */
import assert from "node:assert/strict";
import { explainStep } from "../../../engine/explain.ts";
import { wordsFor } from "../../../engine/messages/index.ts";
import { CLASSIC } from "../../../engine/rules.ts";
import { describeStep } from "../../../engine/techniques/index.ts";
import { JELLYFISH, SWORDFISH, X_WING } from "../../../engine/techniques/fish.ts";
import { eliminationNames, stateOf } from "../../testing/grids.ts";
import { ALL9, at, drop, EMPTY, names, none, only } from "../../testing/positions.ts";

Deno.test("x-wing on rows; near miss with a third column", () => {
  const build = (extra: string[]) => {
    const state = drop(stateOf(EMPTY), "5", names([2, 6], ALL9, ["r2c3", "r2c8", "r6c3", "r6c8", ...extra]));
    drop(state, "5", names(ALL9, [3], ["r2c3", "r6c3", "r9c3"]));
    return drop(state, "5", names(ALL9, [8], ["r2c8", "r4c8", "r6c8"]));
  };
  const state = build([]);
  const step = only(X_WING, state);
  assert.deepEqual(eliminationNames(state, step), ["r4c8-5", "r9c3-5"]);
  assert.deepEqual(step.pattern, {
    cells: ["r2c3", "r2c8", "r6c3", "r6c8"].map((n) => at(n)),
    houses: [1, 5, 11, 16],
    digits: [5],
  });
  assert.equal(describeStep(CLASSIC, step), "X-Wing {5} in r2c3, r2c8, r6c3, r6c8 removes 5 from r4c8, r9c3");
  none(SWORDFISH, state);
  none(X_WING, build(["r6c5"]));
});

Deno.test("x-wing on columns", () => {
  const state = drop(stateOf(EMPTY), "7", names(ALL9, [1, 4], ["r3c1", "r7c1", "r3c4", "r7c4"]));
  drop(state, "7", names([3], ALL9, ["r3c1", "r3c4", "r3c9"]));
  drop(state, "7", names([7], ALL9, ["r7c1", "r7c4"]));
  const step = only(X_WING, state);
  assert.deepEqual(eliminationNames(state, step), ["r3c9-7"]);
  assert.deepEqual(step.pattern, {
    cells: ["r3c1", "r3c4", "r7c1", "r7c4"].map((n) => at(n)),
    houses: [9, 12, 2, 6],
    digits: [7],
  });
});

Deno.test("x-wing: its words and reason in German and Spanish, on rows and on columns", () => {
  // The two X-Wings above: 5 on rows 2 and 6 (columns 3 and 8), 7 on columns 1 and 4 (rows 3 and 7).
  const rows = drop(stateOf(EMPTY), "5", names([2, 6], ALL9, ["r2c3", "r2c8", "r6c3", "r6c8"]));
  drop(rows, "5", names(ALL9, [3], ["r2c3", "r6c3", "r9c3"]));
  drop(rows, "5", names(ALL9, [8], ["r2c8", "r4c8", "r6c8"]));
  const onRows = only(X_WING, rows);
  const columns = drop(stateOf(EMPTY), "7", names(ALL9, [1, 4], ["r3c1", "r7c1", "r3c4", "r7c4"]));
  drop(columns, "7", names([3], ALL9, ["r3c1", "r3c4", "r3c9"]));
  drop(columns, "7", names([7], ALL9, ["r7c1", "r7c4"]));
  const onColumns = only(X_WING, columns);
  const de = wordsFor("de"), es = wordsFor("es");
  assert.equal(
    describeStep(CLASSIC, onRows, de),
    "X-Wing {5} in r2c3, r2c8, r6c3, r6c8 entfernt 5 aus r4c8, r9c3",
  );
  assert.equal(
    describeStep(CLASSIC, onRows, es),
    "X-Wing {5} en r2c3, r2c8, r6c3, r6c8 quita 5 de r4c8, r9c3",
  );
  assert.equal(
    explainStep(rows, onRows, de).text,
    "In Zeilen 2 und 6 kann die 5 nur in Spalten 3 und 8 stehen (r2c3, r2c8, r6c3 und r6c8): Jede der zwei " +
      "Zeilen hat ihre 5 in einer dieser zwei Spalten, also kann keine andere Zelle in Spalten 3 und 8 die 5 " +
      "enthalten; das schließt 5 in r4c8 und r9c3 aus",
  );
  assert.equal(
    explainStep(rows, onRows, es).text,
    "En filas 2 y 6, el 5 solo puede ir en columnas 3 y 8 (r2c3, r2c8, r6c3 y r6c8): las dos filas ponen su 5 " +
      "en esas dos columnas, así que ninguna otra celda de columnas 3 y 8 puede tener el 5, y esto descarta 5 " +
      "de r4c8 y r9c3",
  );
  assert.equal(
    explainStep(columns, onColumns, de).text,
    "In Spalten 1 und 4 kann die 7 nur in Zeilen 3 und 7 stehen (r3c1, r3c4, r7c1 und r7c4): Jede der zwei " +
      "Spalten hat ihre 7 in einer dieser zwei Zeilen, also kann keine andere Zelle in Zeilen 3 und 7 die 7 " +
      "enthalten; das schließt 7 in r3c9 aus",
  );
  assert.equal(
    explainStep(columns, onColumns, es).text,
    "En columnas 1 y 4, el 7 solo puede ir en filas 3 y 7 (r3c1, r3c4, r7c1 y r7c4): las dos columnas ponen " +
      "su 7 en esas dos filas, así que ninguna otra celda de filas 3 y 7 puede tener el 7, y esto descarta 7 " +
      "de r3c9",
  );
});

Deno.test("swordfish; near miss with a fourth column; a swordfish holding an x-wing is the x-wing", () => {
  const build = (rowCols: Record<number, number[]>, extra: string[] = []) => {
    const state = stateOf(EMPTY);
    for (const [r, cols] of Object.entries(rowCols)) {
      drop(state, "9", names([Number(r)], ALL9).filter((n) => !cols.some((c) => n === `r${r}c${c}`)));
    }
    drop(state, "9", names([2, 3, 4, 6, 7, 8], [2, 5, 8], ["r3c2", "r7c8"]));
    return drop(state, "9", extra);
  };
  const state = build({ 1: [2, 5], 5: [5, 8], 9: [2, 8] });
  const step = only(SWORDFISH, state);
  assert.deepEqual(eliminationNames(state, step), ["r3c2-9", "r7c8-9"]);
  assert.deepEqual(step.pattern, {
    cells: ["r1c2", "r1c5", "r5c5", "r5c8", "r9c2", "r9c8"].map((n) => at(n)),
    houses: [0, 4, 8, 10, 13, 16],
    digits: [9],
  });
  assert.equal(
    describeStep(CLASSIC, step),
    "Swordfish {9} in r1c2, r1c5, r5c5, r5c8, r9c2, r9c8 removes 9 from r3c2, r7c8",
  );
  none(X_WING, state);
  none(SWORDFISH, build({ 1: [2, 5], 5: [5, 8], 9: [2, 6, 8] }));

  const xwingInside = build({ 1: [2, 5], 5: [2, 5], 9: [2, 5, 8] });
  none(SWORDFISH, xwingInside);
  assert.deepEqual(eliminationNames(xwingInside, only(X_WING, xwingInside)), ["r3c2-9", "r9c2-9", "r9c5-9"]);
});

Deno.test("jellyfish; near miss with a fifth column", () => {
  const build = (extra: string[]) => {
    const state = stateOf(EMPTY);
    const corners = ["r1c1", "r1c2", "r3c2", "r3c3", "r5c3", "r5c4", "r7c4", "r7c1", ...extra];
    drop(state, "4", names([1, 3, 5, 7], ALL9, corners));
    return drop(state, "4", names([2, 4, 6, 8, 9], [1, 2, 3, 4], ["r9c3"]));
  };
  const state = build([]);
  const step = only(JELLYFISH, state);
  assert.deepEqual(eliminationNames(state, step), ["r9c3-4"]);
  assert.deepEqual(step.pattern, {
    cells: ["r1c1", "r1c2", "r3c2", "r3c3", "r5c3", "r5c4", "r7c1", "r7c4"].map((n) => at(n)),
    houses: [0, 2, 4, 6, 9, 10, 11, 12],
    digits: [4],
  });
  assert.match(describeStep(CLASSIC, step), /^Jellyfish \{4\} in r1c1, .* removes 4 from r9c3$/);
  none(X_WING, state);
  none(SWORDFISH, state);
  none(JELLYFISH, build(["r7c6"]));
});
