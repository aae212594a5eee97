/**
 * The archive, the technique pages and "Play your own" speak the language a browser asks for
 * (Accept-Language): German and Spanish headings, labels, names of months, levels and techniques, the
 * technique's example said in that language, and a paste's problem worded from the page's catalogue.
 */
import assert from "node:assert/strict";
import { decode } from "../../../../engine/sharecode.ts";
import { grade } from "../../../../engine/grade.ts";
import { parseGrid } from "../../../../engine/board.ts";
import { techniqueLesson, wordsFor } from "../../../../engine/mod.ts";
import { createApp } from "../../../../routes/app.ts";
import { exampleText, findExample } from "../../../../routes/pages/techniques.tsx";
import { loadPools } from "../../../../data/pools.ts";

const pools = await loadPools();
const NOW = new Date("2026-11-30T18:00:00Z");
const ORIGIN = "http://sudoku.test";
const app = createApp({ pools, now: () => NOW });
const FORM = "application/x-www-form-urlencoded";

/** A 6×6 puzzle with one solution that needs a tier-3 technique, past the 6×6 levels (easy, medium). */
const BEYOND_SIX = ".....5..6...1..6....2.5..2.3...4....";

/** The page at `path` in `language`, asserted to be a 200 page in it. */
async function page(path: string, language: string): Promise<string> {
  const res = await app.request(`${ORIGIN}${path}`, { headers: { "accept-language": language } });
  const html = await res.text();
  assert.equal(res.status, 200, `${path}: ${html.slice(0, 300)}`);
  assert.equal(res.headers.get("content-language"), language);
  assert.ok(html.includes(`<html lang="${language}">`), `${path} is marked as ${language}`);
  return html;
}

/** A paste sent with the form in `language`: the response, and its page. */
async function paste(puzzle: string, language: string, variant = "") {
  const res = await app.request(`${ORIGIN}/play`, {
    method: "POST",
    headers: { "accept-language": language, "content-type": FORM, accept: "text/html" },
    body: new URLSearchParams({ puzzle, variant }),
  });
  return { res, html: await res.text() };
}

/** Text as the page writes it. */
function escaped(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}

function outcomeOf(html: string) {
  return {
    heading: /<h2 id="paste-result-heading"[^>]*>([^<]*)<\/h2>/.exec(html)?.[1] ?? "",
    message: /<p id="paste-error"[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? "",
  };
}

Deno.test("the archive in German: month names, levels, weekdays, each day's name and the record panel", async () => {
  const html = await page("/archive?month=2026-03&level=hard", "de");
  assert.ok(html.includes("<title>Archiv · März 2026 · Schwer · sudoku-daily</title>"));
  assert.ok(html.includes("<h1>Archiv: März 2026, Schwer</h1>"));
  assert.ok(html.includes(">← Februar 2026</a>"), "the previous month by its German name");
  assert.ok(html.includes(">April 2026 →</a>"));
  assert.ok(html.includes("<caption>Tagesrätsel der Stufe Schwer im März 2026</caption>"));
  const weekdays = [...html.matchAll(/<th scope="col">([^<]*)<\/th>/g)].map((m) => m[1]);
  assert.deepEqual(weekdays, ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]);
  assert.ok(html.includes('aria-label="1, Tagesrätsel Schwer vom 2026-03-01"'));
  assert.ok(html.includes('<nav class="levels" aria-label="Stufe">'));
  assert.match(html, /<a href="\/archive\?month=2026-03&amp;level=evil"[^>]*>Teuflisch<\/a>/);
  assert.match(
    html,
    /markiert: <span aria-hidden="true">✓<\/span> gelöst, <span aria-hidden="true">…<\/span> begonnen\./,
  );
  assert.ok(html.includes('<h2 id="stats-heading">Deine Bilanz</h2>'));
  assert.ok(html.includes('<button type="button" id="import">Bilanz importieren</button>'));
  // The archive's script marks days and reports imports with the messages the page carries.
  const messages = JSON.parse(
    /<script type="application\/json" id="player-messages">(.*?)<\/script>/s.exec(html)![1],
  );
  assert.equal(messages["player.archive.mark.solved"], "gelöst");
  assert.equal(
    messages["player.archive.imported"],
    "Importiert: {added} {added?neuer Tag|neue Tage}, {updated} aktualisiert. Deine Bilanz umfasst {total} " +
      "{total?Tag|Tage}.",
  );
});

Deno.test("the archive in Spanish: month names, levels, weekdays and the record panel", async () => {
  const html = await page("/archive?month=2026-03&level=hard&variant=x", "es");
  assert.ok(html.includes("<h1>Archivo: marzo de 2026, Sudoku X Difícil</h1>"));
  assert.ok(html.includes(">← febrero de 2026</a>"));
  assert.ok(html.includes(">abril de 2026 →</a>"));
  const weekdays = [...html.matchAll(/<th scope="col">([^<]*)<\/th>/g)].map((m) => m[1]);
  assert.deepEqual(weekdays, ["Lu", "Ma", "Mi", "Ju", "Vi", "Sá", "Do"]);
  assert.ok(html.includes('aria-label="1, sudoku del día Difícil del 2026-03-01"'));
  assert.ok(html.includes('content="Todos los sudokus Sudoku X del día de nivel difícil de marzo de 2026."'));
  assert.ok(html.includes('<h2 id="stats-heading">Tu historial</h2>'));
});

Deno.test("a technique's page in German: its German name, family, tier, lesson and the example in German", async () => {
  const html = await page("/techniques/naked-single", "de");
  assert.ok(html.includes("<title>Nackter Single · Techniken · sudoku-daily</title>"));
  assert.ok(html.includes("<h1>Nackter Single</h1>"));
  assert.ok(html.includes('<a href="/techniques">Techniken</a> › Singles'));
  assert.ok(html.includes('<span class="tier">Rang 1 · Leicht</span>'));
  assert.ok(html.includes(`<p>${escaped(techniqueLesson("naked-single", "de")[0])}</p>`), "the lesson");
  assert.ok(html.includes("<h2>Ein Beispiel aus unseren Rätseln</h2>"));
  const example = findExample(pools, "naked-single")!;
  const german = exampleText(example, wordsFor("de"));
  assert.notEqual(german, example.text, "the step is not said in English");
  assert.ok(html.includes(`<p class="step-text">${escaped(german)}</p>`), german);
  assert.ok(
    html.includes(
      `Schritt ${example.stepIndex + 1} eines Rätsels der Stufe Leicht aus unserem Vorrat ` +
        `(<a href="/p/${example.code}">spielen</a>).`,
    ),
  );
  assert.ok(html.includes('<span class="key-elim">gestrichenen Kandidaten</span>'));
  assert.ok(html.includes('rel="next">Versteckter Single (Block) →</a>'), "the next technique by its name");
});

Deno.test("a technique's page in Spanish: its name, tier and the caption of the example", async () => {
  const html = await page("/techniques/x-wing", "es");
  assert.ok(html.includes("<h1>X-Wing</h1>"));
  assert.ok(html.includes('<a href="/techniques">Técnicas</a> › Peces'));
  assert.ok(html.includes('<span class="tier">grado 3 · Difícil</span>'));
  const example = findExample(pools, "x-wing")!;
  assert.ok(html.includes(`<p class="step-text">${escaped(exampleText(example, wordsFor("es")))}</p>`));
  assert.equal(example.level, "hard");
  assert.ok(
    html.includes(
      `Paso ${example.stepIndex + 1} de un sudoku de nivel difícil de nuestra colección ` +
        `(<a href="/p/${example.code}">jugarlo</a>).`,
    ),
  );
  assert.ok(html.includes('rel="prev">← Cuarteto oculto</a>'));
});

Deno.test("the techniques index in German and in Spanish: families, technique names and tiers", async () => {
  const de = await page("/techniques", "de");
  assert.ok(de.includes("<h1>Lösungstechniken</h1>"));
  assert.ok(de.includes("<h2>Fische</h2>"));
  assert.match(de, /Nackter Single<\/a> <span class="tier">Rang 1 · Leicht<\/span>/);
  assert.match(de, /Käfigkombination<\/a> <span class="tier">Rang 1 · Leicht \(Killer\)<\/span>/);
  const es = await page("/techniques", "es");
  assert.ok(es.includes("<h1>Técnicas de resolución</h1>"));
  assert.ok(es.includes("<h2>Cadenas forzadas</h2>"));
  assert.match(es, /Solitario desnudo<\/a> <span class="tier">grado 1 · Fácil<\/span>/);
});

Deno.test("the paste page in German and in Spanish: the form, its labels and its help", async () => {
  const de = await page("/play", "de");
  assert.ok(de.includes("<title>Eigenes Rätsel spielen · sudoku-daily</title>"));
  assert.ok(de.includes("<h1>Spiel dein eigenes Rätsel</h1>"));
  assert.ok(de.includes('<label for="paste-puzzle">Dein Rätsel</label>'));
  assert.match(de, /<option value="killer"\s*>Killer: JSON mit Käfigen \(9×9\)<\/option>/);
  assert.ok(de.includes('<button type="submit" id="paste-check">Prüfen und einstufen</button>'));
  assert.ok(de.includes("81 Zeichen, leere Zellen als <code>.</code>, <code>0</code> oder <code>-</code>"));
  const es = await page("/play", "es");
  assert.ok(es.includes("<h1>Juega tu propio sudoku</h1>"));
  assert.ok(es.includes('<button type="submit" id="paste-check">Comprobar y calificar</button>'));
  assert.ok(es.includes("<summary>Ejemplos de qué pegar</summary>"));
});

Deno.test("a paste the parser cannot read is refused in German and in Spanish, at the place it names", async () => {
  const text = "\n53..7....\n6..1z5...\n.98....6.\n";
  const de = await paste(text, "de");
  assert.equal(de.res.status, 400);
  assert.deepEqual(outcomeOf(de.html), {
    heading: "Dieses Gitter ließ sich nicht lesen",
    message: "Unerwartetes Zeichen &quot;z&quot; in Zeile 3, Spalte 5.",
  });
  assert.match(de.html, /<p id="paste-error" data-line="3" data-column="5">/);
  assert.ok(de.html.includes("<title>Dieses Gitter ließ sich nicht lesen · sudoku-daily</title>"));
  const es = await paste(text, "es");
  assert.deepEqual(outcomeOf(es.html), {
    heading: "No se pudo leer esta cuadrícula",
    message: "Carácter inesperado &quot;z&quot; en la línea 3, columna 5.",
  });
});

Deno.test("givens that clash are named with the region in the page's language", async () => {
  const clash = "11" + ".".repeat(79);
  const de = await paste(clash, "de");
  assert.equal(de.res.status, 422);
  assert.deepEqual(outcomeOf(de.html), {
    heading: "Die Vorgaben verletzen die Regeln",
    message: "Die 1 ist zweimal vorgegeben (Zeile 1: r1c1 und r1c2), und es gibt 1 weitere solche Kollision.",
  });
  const es = await paste(clash, "es");
  assert.equal(
    outcomeOf(es.html).message,
    "El 1 está dado dos veces (fila 1: r1c1 y r1c2), y hay 1 choque más como este.",
  );
});

Deno.test("a checked puzzle in German: its level, technique names and why no level fits", async () => {
  const sent = await paste(BEYOND_SIX, "de");
  assert.equal(sent.res.status, 303);
  const where = sent.res.headers.get("location")!;
  const html = await page(where, "de");
  assert.ok(html.includes(">Genau eine Lösung: bereit zum Spielen</h2>"));
  assert.ok(html.includes("<p>Gelesen als 6×6-Sudoku mit 9 Vorgaben.</p>"));
  assert.ok(
    html.includes(
      'Stufe: <strong data-level="">jenseits unserer Stufen</strong>: Es braucht Techniken von Rang 3; die ' +
        "Stufen für 6×6 reichen bis Rang 2.",
    ),
  );
  assert.ok(html.includes('<a href="/techniques/naked-single">Nackter Single</a> × '));
  assert.ok(html.includes("<title>Dein Rätsel: jenseits der Stufen · sudoku-daily</title>"));

  // In English the page gives the grader's own reason, word for word.
  const grid = parseGrid(BEYOND_SIX);
  assert.ok(grid.ok);
  const record = grade(grid.value, "6x6");
  assert.ok(record.ok && record.value.reason);
  const english = await page(where, "en");
  assert.ok(english.includes(`beyond our levels</strong>: ${record.value.reason}.`), record.value.reason);
  const code = decode(where.slice("/play?code=".length));
  assert.ok(code.ok && code.value.level === null, "the code claims no level");
});
