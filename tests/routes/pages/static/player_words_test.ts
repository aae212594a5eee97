/**
 * The player's words around the board in each language, run under Deno: English names every region as the
 * rules do (the page's English stays as it was), and German and Spanish say the same things in their own
 * order. The page's language is set as the page would set it, through the catalogue's "player." messages.
 */
import assert from "node:assert/strict";
import { classicRules, jigsawRules, killerRules, SHAPE_NAMES, xRules } from "../../../../engine/rules.ts";
import { playerRules } from "../../../../routes/pages/play.tsx";
import { createGeometry } from "../../../../routes/pages/static/play/board-geometry.js";
import { countdownWords } from "../../../../routes/pages/static/play/countdown.js";
import { checkHistory, readImport } from "../../../../routes/pages/static/play/history.js";
import { usePlayerWords } from "../../../testing/player_words.ts";

const killer = createGeometry(playerRules(killerRules("9x9", [{ cells: [20, 21, 29], sum: 14 }])));

Deno.test("English: a repeated digit names its region as the rules do, in every variant", () => {
  usePlayerWords("en");
  const shapes = SHAPE_NAMES.flatMap((shape) => [classicRules(shape), xRules(shape)]);
  const pieces = Array.from(
    { length: 16 },
    (_, cell) => 2 * Math.floor(cell / 8) + Math.floor((cell % 4) / 2),
  );
  for (const rules of [...shapes, jigsawRules("4x4", pieces)]) {
    const geometry = createGeometry(playerRules(rules));
    for (const region of geometry.regions) {
      const conflict = { digit: 2, region: region.name, cells: region.cells.slice(0, 2) };
      assert.deepEqual(geometry.describeConflict(conflict), {
        text: `2 appears twice in ${region.name}`,
        cells: [],
      });
    }
  }
});

Deno.test("German: cells, cages, conflicts and the countdown", () => {
  usePlayerWords("de");
  try {
    assert.equal(killer.spokenName(21), "Zeile 3, Spalte 4");
    assert.equal(killer.cageWords(21), "Käfig 14 über 3 Zellen");
    assert.deepEqual(killer.describeConflict({ digit: 5, region: "row 3", cells: [18, 20] }), {
      text: "Die 5 steht zweimal in Zeile 3",
      cells: [],
    });
    const diagonals = createGeometry(playerRules(xRules("9x9")));
    assert.equal(
      diagonals.describeConflict({ digit: 7, region: "anti-diagonal", cells: [8, 16] }).text,
      "Die 7 steht zweimal in der Gegendiagonale",
    );
    const cage = killer.regions.find((r) => r.kind === "cage")!;
    assert.deepEqual(killer.describeConflict({ region: cage.name, cells: [20, 21], sum: 14, total: 17 }), {
      text: "Die Ziffern im Käfig mit Summe 14 bei r3c3 ergeben 17, nicht 14",
      cells: [20],
    });
    assert.equal(countdownWords(3 * 3_600_000 + 12 * 60_000), "3 h 12 min");
    assert.equal(countdownWords(30_000), "weniger als einer Minute");
  } finally {
    usePlayerWords("en");
  }
});

Deno.test("Spanish: conflicts name their region with its article; a refused record says why in Spanish", async () => {
  usePlayerWords("es");
  try {
    assert.equal(
      killer.describeConflict({ digit: 5, region: "box 1", cells: [0, 10] }).text,
      "el 5 aparece dos veces en la caja 1",
    );
    assert.equal(killer.cageWords(20), "jaula 14 de 3 celdas");
    assert.deepEqual(checkHistory({ app: "sudoku-daily", kind: "record", version: 1, days: { x: {} } }), {
      ok: false,
      message: "Esto no es un historial de sudoku-daily: «x» no corresponde a ningún sudoku del día.",
    });
    assert.deepEqual(await readImport(""), {
      ok: false,
      message: "Primero pega un código de historial o elige un archivo de historial.",
    });
  } finally {
    usePlayerWords("en");
  }
});
