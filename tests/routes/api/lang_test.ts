import assert from "node:assert/strict";
import { loadPools } from "../../../data/pools.ts";
import { LOCALES, type TechniqueId, wordsFor } from "../../../engine/mod.ts";
import { createApp } from "../../../routes/app.ts";
import { startWorkers } from "../../../routes/shared/workers.ts";

/**
 * The JSON API speaks the player's language when asked: `lang` ("en", "de" or "es") in the body of POST
 * /api/solve and /api/hint, in the query of GET /api/techniques and /api/variants. Without it the API is
 * English, byte for byte as before, whatever Accept-Language says.
 */

const app = createApp({ pools: await loadPools() });
/** All naked singles from its first step: a hint's technique is known. */
const EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/** A medium whose solve takes singles of both kinds, pointing, claiming and pairs. */
const MEDIUM = ".9.2.7.65.7...1.9...5......7.8..54..3...1.8.....4....1.69.........83.6.....5.....";

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

type Step = { technique: TechniqueId; text: string; placements: unknown; eliminations: unknown };

Deno.test("a hint with lang de names its technique in German; the move itself is the English hint's", async () => {
  const english = await (await post("/api/hint", { puzzle: EASY, board: EASY })).json();
  const res = await post("/api/hint", { puzzle: EASY, board: EASY, lang: "de" });
  assert.equal(res.status, 200);
  const german = await res.json();
  assert.equal(german.status, "hint");
  assert.deepEqual(german.technique, { id: "naked-single", name: "Nackter Single" });
  assert.match(german.move.text, /^Nackter Single\b/);
  assert.deepEqual(german.move.step, english.move.step);
  assert.deepEqual(german.area.cells, english.area.cells);
  assert.deepEqual(german.move.highlight, english.move.highlight);
});

Deno.test("a hint with lang es names its technique in Spanish", async () => {
  const spanish = await (await post("/api/hint", { puzzle: EASY, board: EASY, lang: "es" })).json();
  assert.deepEqual(spanish.technique, { id: "naked-single", name: "Solitario desnudo" });
  assert.match(spanish.move.text, /^Solitario desnudo\b/);
});

Deno.test("a solve with lang es names every step's technique in Spanish; the path is the English one", async () => {
  const english = await (await post("/api/solve", { puzzle: MEDIUM })).json();
  const res = await post("/api/solve", { puzzle: MEDIUM, lang: "es" });
  assert.equal(res.status, 200);
  const spanish = await res.json();
  const path: Step[] = spanish.path;
  assert.ok(new Set(path.map((s) => s.technique)).size >= 5, "the puzzle shows several techniques");
  for (const [i, step] of path.entries()) {
    const name = wordsFor("es").techniqueName(step.technique);
    assert.ok(step.text.includes(name), `step ${i}: "${step.text}" names ${name}`);
    assert.ok(
      !step.text.includes(wordsFor("en").techniqueName(step.technique)),
      `step ${i}: no English name`,
    );
  }
  const moves = (steps: Step[]) =>
    steps.map(({ technique, placements, eliminations }) => ({
      technique,
      placements,
      eliminations,
    }));
  assert.deepEqual(moves(path), moves(english.path));
  assert.deepEqual(
    { ...spanish, path: undefined },
    { ...english, path: undefined },
    "the record is the same",
  );
});

Deno.test("no lang answers byte for byte what lang en answers, whatever Accept-Language says", async () => {
  const requests: Array<[string, unknown?]> = [
    ["/api/hint", { puzzle: EASY, board: EASY }],
    ["/api/solve", { puzzle: MEDIUM }],
    ["/api/techniques"],
    ["/api/variants"],
  ];
  const german = { "accept-language": "de-DE,de;q=0.9" };
  for (const [path, body] of requests) {
    const ask = (lang: string | undefined, headers: Record<string, string> = {}) =>
      body === undefined
        ? app.request(lang ? `${path}?lang=${lang}` : path, { headers })
        : post(path, lang ? { ...body, lang } : body, headers);
    const plain = await (await ask(undefined)).text();
    assert.equal(await (await ask("en")).text(), plain, `${path}: lang en`);
    assert.equal(await (await ask(undefined, german)).text(), plain, `${path}: Accept-Language is not read`);
    assert.notEqual(await (await ask("de")).text(), plain, `${path}: lang de is another answer`);
  }
});

Deno.test("a lang the API does not speak is a 400 bad-lang naming the languages it does", async () => {
  const refused = async (res: Response, what: string) => {
    assert.equal(res.status, 400, what);
    assert.deepEqual(await res.json(), {
      error: { code: "bad-lang", message: "lang: use one of en, de, es" },
    }, what);
  };
  for (const lang of ["fr", 3, "", "DE", "de-DE", null]) {
    await refused(await post("/api/hint", { puzzle: EASY, board: EASY, lang }), `hint ${lang}`);
    await refused(await post("/api/solve", { puzzle: EASY, lang }), `solve ${lang}`);
  }
  for (const query of ["lang=fr", "lang=", "lang=EN"]) {
    await refused(await app.request(`/api/techniques?${query}`), `techniques ${query}`);
    await refused(await app.request(`/api/variants?${query}`), `variants ${query}`);
  }
});

Deno.test("GET /api/techniques?lang=de lists the techniques by their German names, ids and tiers unchanged", async () => {
  const english = await (await app.request("/api/techniques")).json();
  const res = await app.request("/api/techniques?lang=de");
  assert.equal(res.status, 200);
  const german = await res.json();
  const names = Object.fromEntries(
    german.techniques.map((t: { id: string; name: string }) => [t.id, t.name]),
  );
  assert.equal(names["naked-single"], "Nackter Single");
  for (const t of german.techniques as { id: TechniqueId; name: string }[]) {
    assert.equal(t.name, wordsFor("de").techniqueName(t.id), t.id);
  }
  const withoutNames = (body: { techniques: object[] }) => ({
    ...body,
    techniques: body.techniques.map((t) => ({ ...t, name: undefined })),
  });
  assert.deepEqual(withoutNames(german), withoutNames(english));
});

Deno.test("GET /api/variants?lang=es names each tier's techniques in Spanish", async () => {
  const spanish = await (await app.request("/api/variants?lang=es")).json();
  const techniques = spanish.variants.flatMap((v: { tiers: { techniques: unknown[] }[] }) =>
    v.tiers.flatMap((t) => t.techniques)
  ) as { id: TechniqueId; name: string }[];
  assert.ok(techniques.some((t) => t.name === "Solitario desnudo"));
  for (const t of techniques) assert.equal(t.name, wordsFor("es").techniqueName(t.id), t.id);
});

Deno.test("the language travels with the job to the worker that makes the hint", async () => {
  const workers = await startWorkers({ size: 1, context: { pools: {} } });
  try {
    assert.equal(workers.mode, "workers");
    const res = await createApp({ workers }).request("/api/hint", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ puzzle: EASY, board: EASY, lang: "de" }),
    });
    assert.equal((await res.json()).technique.name, "Nackter Single");
  } finally {
    workers.close();
  }
});

Deno.test("every language the engine speaks is one the API accepts", async () => {
  for (const lang of LOCALES) {
    const res = await post("/api/hint", { puzzle: EASY, board: EASY, lang });
    assert.equal(res.status, 200, lang);
    assert.equal((await res.json()).technique.name, wordsFor(lang).techniqueName("naked-single"), lang);
  }
});
