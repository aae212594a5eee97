import { fuzzApp, fuzzTarget } from "../../tools/fuzzer.ts";

/** Cases per CI run; `deno task fuzz` runs 100,000. */
const CASES = 10_000;

Deno.test("fuzz: hostile requests to every route get no 5xx, the error model under /api, no reflected markup", async () => {
  const app = await fuzzTarget({ now: () => new Date("2026-11-30T18:00:00Z"), solveBudget: 20_000 });
  await fuzzApp(app, CASES, 20261202);
});
