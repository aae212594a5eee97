/**
 * The killer daily per level over a run of days: what budgets and p99 times are set from.
 *
 *   deno run --allow-read --allow-env bench/killer_days.ts [--from 2027-01-01] [--days 365] [--uncapped]
 *
 * Per level: how many days generated and how many fell back to the pool under the day's version's budget, the
 * daily's work (units, pool grade included) p50/p99/max, and the time of `dailyPuzzle` p50/p99/max after a
 * warm-up of ten days before `--from`, and the process's CPU time for the same calls (all its threads: on a machine
 * shared with other work it stays near what the call would take alone, where the wall time does not). With `--uncapped`, also the work each day's seed takes to generate with
 * no budget to speak of (p50/p90/p95/p99/max), which is what a budget is chosen from: the budget that keeps a
 * share of days generated is that quantile of this distribution.
 */
import process from "node:process";
import { parseArgs } from "node:util";
import { loadPools } from "../data/pools.ts";
import { dailyPuzzle, dailySeed, generatorVersionFor, nextDay } from "../engine/daily.ts";
import { generateVariant } from "../engine/generate/mod.ts";
import { variantInfo } from "../engine/variants.ts";
import { fmt, quantile } from "./measure.ts";

const args = parseArgs({
  args: Deno.args,
  options: {
    from: { type: "string", default: "2027-01-01" },
    days: { type: "string", default: "365" },
    uncapped: { type: "boolean", default: false },
  },
});
const from = args.values.from;
const days = Number(args.values.days);
const pools = await loadPools();

/** Days served before any measured one, to warm the compiler up on the same code paths. */
function warmUpDays(): string[] {
  const out: string[] = [];
  for (let i = 0, d = "2026-11-01"; i < 10; i++, d = nextDay(d)) out.push(d);
  return out;
}

const sorted = (values: number[]) => Float64Array.from(values).sort();
const spread = (values: Float64Array, digits = 1) =>
  `${fmt(quantile(values, 0.5), digits)} / ${fmt(quantile(values, 0.99), digits)} / ${
    fmt(values[values.length - 1], digits)
  }`;

console.log(
  `killer dailies, ${days} days from ${from} (generator v${generatorVersionFor(from, "killer")}), one thread`,
);
console.log();
console.log(
  "| level | generated | pooled | work p50 / p99 / max | ms p50 / p99 / max | CPU ms p50 / p99 / max |",
);
console.log("| --- | --- | --- | --- | --- | --- |");
for (const level of variantInfo("killer").levels) {
  for (const day of warmUpDays()) dailyPuzzle(day, level, pools, { variant: "killer" });
  for (let i = 0, d = from; i < 10; i++, d = nextDay(d)) dailyPuzzle(d, level, pools, { variant: "killer" });
  const times: number[] = [], cpu: number[] = [], works: number[] = [];
  let generated = 0;
  for (let i = 0, day = from; i < days; i++, day = nextDay(day)) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const daily = dailyPuzzle(day, level, pools, { variant: "killer" });
    times.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
    works.push(daily.work);
    if (daily.source === "generated") generated++;
  }
  console.log(
    `| ${level} | ${generated} | ${days - generated} | ${spread(sorted(works), 0)} | ${
      spread(sorted(times))
    } | ${spread(sorted(cpu))} |`,
  );
}

if (args.values.uncapped) {
  console.log();
  console.log("work to generate each day's seed, no budget cap (units)");
  console.log();
  console.log("| level | p50 | p90 | p95 | p99 | max |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const level of variantInfo("killer").levels) {
    const works: number[] = [];
    for (let i = 0, day = from; i < days; i++, day = nextDay(day)) {
      const result = generateVariant(dailySeed(day, level, "killer"), "killer", {
        level,
        budget: 1_000_000,
        version: generatorVersionFor(day, "killer"),
      });
      if (!result.ok) throw new Error(`${day} ${level}: not generated within 1,000,000 units`);
      works.push(result.work);
    }
    const w = sorted(works);
    const q = (p: number) => fmt(quantile(w, p), 0);
    console.log(
      `| ${level} | ${q(0.5)} | ${q(0.9)} | ${q(0.95)} | ${q(0.99)} | ${fmt(w[w.length - 1], 0)} |`,
    );
  }
}
