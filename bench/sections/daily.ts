/** The daily section: 365 dates per level of the current classic generator version, generated or pooled. */
import { dailyPuzzle, GENERATOR_VERSIONS, nextDay } from "../../engine/daily.ts";
import { SCHEMES } from "../../engine/schemes.ts";
import { loadPools } from "../../data/pools.ts";
import { fmt, quantile, type Say } from "../measure.ts";

export async function dailySection(say: Say): Promise<void> {
  const current = GENERATOR_VERSIONS.at(-1)!;
  say();
  say(
    `## The daily: 365 dates from ${current.from} per level (generator v${current.version}, ${current.budget} work units, then the pool)`,
  );
  say();
  say("| level | generated | pooled | p50 ms | p99 ms | max ms |");
  say("| --- | --- | --- | --- | --- | --- |");
  const pools = await loadPools();
  for (const level of SCHEMES.standard.levels) {
    for (let i = 0, d = current.from; i < 20; i++, d = nextDay(d)) dailyPuzzle(d, level, pools); // warm-up
    const times = new Float64Array(365);
    let generated = 0;
    let day = current.from;
    for (let i = 0; i < 365; i++, day = nextDay(day)) {
      const start = performance.now();
      const daily = dailyPuzzle(day, level, pools);
      times[i] = performance.now() - start;
      if (daily.source === "generated") generated++;
    }
    times.sort();
    say(
      `| ${level} | ${generated} | ${365 - generated} | ${fmt(times[182])} | ${
        fmt(quantile(times, 0.99))
      } | ${fmt(times[364])} |`,
    );
  }
}
