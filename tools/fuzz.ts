/**
 * `deno task fuzz [cases] [seed]`: the fuzzer of tools/fuzzer.ts over the in-process app, 100,000 cases by
 * default, with a seed printed so a failure can be replayed.
 */
import { fuzzApp, fuzzTarget } from "./fuzzer.ts";

const cases = Number(Deno.args[0] ?? 100_000);
const seed = Number(Deno.args[1] ?? Date.now() % 2 ** 31);
if (!Number.isInteger(cases) || cases < 1 || !Number.isInteger(seed)) {
  console.error("usage: deno task fuzz [cases] [seed]");
  Deno.exit(2);
}
console.error(`fuzz: ${cases} cases, seed ${seed}`);
const app = await fuzzTarget();
const started = performance.now();
const report = await fuzzApp(app, cases, seed);
console.log(JSON.stringify({ ...report, seed, seconds: Math.round((performance.now() - started) / 1000) }));
