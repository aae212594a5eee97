/** The variants section: every variant's daily and uncapped generation, and the killer count against classic's. */
import { dailyPuzzle, nextDay, VARIANT_GENERATOR_VERSIONS } from "../../engine/daily.ts";
import { generateVariant } from "../../engine/generate/mod.ts";
import { poolKey } from "../../engine/pool.ts";
import { SCHEMES } from "../../engine/schemes.ts";
import { decode } from "../../engine/sharecode.ts";
import { countSolutions } from "../../engine/solver.ts";
import { VARIANT_IDS, variantInfo } from "../../engine/variants.ts";
import { loadPools } from "../../data/pools.ts";
import { fmt, quantile, type Say } from "../measure.ts";

export async function variantsSection(say: Say): Promise<void> {
  const pools = await loadPools();
  say();
  say("## Variants: the daily per level (365 days from the first day of each variant's newest version)");
  say();
  say("| variant | version | from | level | budget | generated | pooled | p50 ms | p99 ms | max ms |");
  say("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  const days = 365;
  for (const variant of VARIANT_IDS) {
    if (variant === "9x9") continue;
    // The newest row is the one whose days are still to come: what a change to the generator can still move.
    const row = VARIANT_GENERATOR_VERSIONS[variant].at(-1)!;
    for (const level of variantInfo(variant).levels) {
      const budget = row.budgets[level];
      // Ten days after the window warm the compiler up (the days before it may be another version's); they are
      // not counted.
      let warm = row.from;
      for (let i = 0; i < days; i++) warm = nextDay(warm);
      for (let i = 0; i < 10; i++, warm = nextDay(warm)) dailyPuzzle(warm, level, pools, { variant });
      const times = new Float64Array(days);
      let generated = 0;
      let day = row.from;
      for (let i = 0; i < days; i++, day = nextDay(day)) {
        const start = performance.now();
        const daily = dailyPuzzle(day, level, pools, { variant });
        times[i] = performance.now() - start;
        if (daily.source === "generated") generated++;
      }
      times.sort();
      say(
        `| ${variant} | ${row.version} | ${row.from} | ${level} | ${budget} | ${generated} | ${
          days - generated
        } | ${fmt(quantile(times, 0.5))} | ${fmt(quantile(times, 0.99))} | ${fmt(times[days - 1])} |`,
      );
    }
  }
  say();
  say("## Variants: generation without a budget cap, by each variant's newest version, single-threaded");
  say();
  say("| variant | level | puzzles | per second | median work | max work |");
  say("| --- | --- | --- | --- | --- | --- |");
  for (const variant of VARIANT_IDS) {
    if (variant === "9x9") continue;
    const count = variant === "16x16" ? 10 : 100;
    // The newest row's carving version (killer's generator has a version of its own and ignores it).
    const version = variant === "killer" ? undefined : VARIANT_GENERATOR_VERSIONS[variant].at(-1)!.version;
    for (const level of variantInfo(variant).levels) {
      const works: number[] = [];
      const start = performance.now();
      for (let i = 0; i < count; i++) {
        const result = generateVariant(`bench/${variant}/${level}/${i}`, variant, { level, version });
        if (!result.ok) throw new Error(`bench/${variant}/${level}/${i}: not generated`);
        works.push(result.work);
      }
      const seconds = (performance.now() - start) / 1000;
      works.sort((a, b) => a - b);
      say(
        `| ${variant} | ${level} | ${count} | ${fmt(count / seconds, 2)} | ${works[count >> 1]} | ${
          works[count - 1]
        } |`,
      );
    }
  }
  say();
  say("## Killer: counting solutions to two, against classic 9×9 in the same run");
  say();
  const killer = variantInfo("killer").levels.flatMap((level) => pools[poolKey("killer", level)] ?? []);
  const classic = SCHEMES.standard.levels.flatMap((level) => pools[level] ?? []);
  const timed = (entries: typeof killer) => {
    const grids = entries.map((e) => {
      const decoded = decode(e.code);
      if (!decoded.ok) throw new Error(`pool code ${e.code}: ${decoded.error.message}`);
      return decoded.value.grid;
    });
    for (const grid of grids.slice(0, 50)) countSolutions(grid, 2);
    const times = new Float64Array(grids.length);
    grids.forEach((grid, i) => {
      const start = performance.now();
      countSolutions(grid, 2);
      times[i] = performance.now() - start;
    });
    return times.sort();
  };
  const killerTimes = timed(killer);
  const classicTimes = timed(classic);
  say("| set | puzzles | p50 ms | p99 ms | max ms |");
  say("| --- | --- | --- | --- | --- |");
  for (const [name, times] of [["killer pools", killerTimes], ["classic pools", classicTimes]] as const) {
    say(
      `| ${name} | ${times.length} | ${fmt(quantile(times, 0.5), 3)} | ${fmt(quantile(times, 0.99), 3)} | ${
        fmt(times[times.length - 1], 3)
      } |`,
    );
  }
  say();
  say(
    `Killer p50 is ${
      fmt(quantile(killerTimes, 0.5) / quantile(classicTimes, 0.5))
    }× classic's (no killer peer is installable here).`,
  );
}
