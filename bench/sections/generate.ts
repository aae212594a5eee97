/** The generation section: graded puzzles per second per level against qqwing --generate, in turns. */
import { grade } from "../../engine/grade.ts";
import { generate } from "../../engine/generate/mod.ts";
import { run } from "../qqwing.ts";
import { fmt, grids, type Say } from "../measure.ts";

export async function generateSection(say: Say): Promise<void> {
  say();
  say("## Generation without a budget cap: graded puzzles per second, single-threaded");
  say();
  say(
    "qqwing rates with singles, pairs, pointing and box/line reduction and calls a puzzle expert when it must guess;",
  );
  say(
    "so its easy is our Easy, its intermediate our Medium, and our Hard, Expert and Evil (each beyond its techniques) are",
  );
  say(
    "its expert. Ours is timed after an untimed warm-up of 50 puzzles per level (the JIT's first compile).",
  );
  say();
  say(
    "An attempt fills a grid and carves it, then carves it again (up to 8 times) while it misses the level.",
  );
  say();
  say(
    "qqwing keeps only the puzzles its rater puts at the level asked for, so its rate for a level swings from batch to",
  );
  say(
    "batch (compare the expert rows' own turns). Each row times its own qqwing turns; the ratio is against the level's",
  );
  say("rate pooled over every row of this run that pairs with it.");
  say();
  say(
    "| level | ours /s | attempts per puzzle | carves per puzzle | qqwing level | qqwing /s, this row | qqwing /s, pooled | ratio |",
  );
  say("| --- | --- | --- | --- | --- | --- | --- | --- |");
  const PAIRS: Array<[string, string, number, number]> = [
    ["easy", "easy", 1000, 200],
    ["medium", "intermediate", 1000, 100],
    ["hard", "expert", 300, 300],
    ["expert", "expert", 1000, 300],
    ["evil", "expert", 1000, 300],
  ];
  // This VM's speed drifts by a third over minutes, so ours and qqwing take turns in five rounds each and the
  // totals are compared: both see the same slow and fast spells.
  const ROUNDS = 5;
  // Ours is timed warm, as a long-running service runs it: the JIT compiles each level's techniques on first
  // use, which costs the first few dozen puzzles several times their steady time. Untimed, other seeds.
  const WARM_UP = 50;
  const rows: Array<{ level: string; ours: number; attempts: number; carves: number; peerLevel: string }> =
    [];
  const peerTotals = new Map<string, { count: number; ms: number; rows: number[] }>();
  // What qqwing's puzzles are under our grader, per qqwing level: graded after its turns, untimed.
  const peerGrades = new Map<string, Map<string, number>>();
  for (const [level, peerLevel, count, peerCount] of PAIRS) {
    for (let i = 0; i < WARM_UP; i++) generate(`bench/warm-up/${level}/${i}`, { level });
    let attempts = 0;
    let carves = 0;
    let oursMs = 0;
    let peerMs = 0;
    for (let round = 0, i = 0; round < ROUNDS; round++) {
      const start = performance.now();
      for (const end = (count * (round + 1)) / ROUNDS; i < end; i++) {
        const result = generate(`bench/generate/${level}/${i}`, { level });
        if (!result.ok) throw new Error(`no ${level} puzzle for seed ${i}`);
        attempts += result.attempts;
        carves += result.carves;
      }
      oursMs += performance.now() - start;
      const peerStart = performance.now();
      const out = await run("qqwing", [
        "--generate",
        String(peerCount / ROUNDS),
        "--difficulty",
        peerLevel,
        "--one-line",
      ]);
      if (out.code !== 0) throw new Error("qqwing --generate failed");
      peerMs += performance.now() - peerStart;
      const tally = peerGrades.get(peerLevel) ?? new Map<string, number>();
      for (const puzzle of grids(out.stdout.split("\n").filter((l) => /^[1-9.]{81}$/.test(l)))) {
        const graded = grade(puzzle);
        // A puzzle our techniques cannot finish is never accepted as Evil by our generator: tallied apart.
        const earned = !graded.ok ? graded.error.code : graded.value.stuck ? "stuck" : graded.value.level;
        tally.set(earned, (tally.get(earned) ?? 0) + 1);
      }
      peerGrades.set(peerLevel, tally);
    }
    rows.push({
      level,
      ours: count / (oursMs / 1000),
      attempts: attempts / count,
      carves: carves / count,
      peerLevel,
    });
    const total = peerTotals.get(peerLevel) ?? { count: 0, ms: 0, rows: [] };
    total.count += peerCount;
    total.ms += peerMs;
    total.rows.push(peerCount / (peerMs / 1000));
    peerTotals.set(peerLevel, total);
  }
  const seen = new Map<string, number>();
  for (const row of rows) {
    const total = peerTotals.get(row.peerLevel)!;
    const k = seen.get(row.peerLevel) ?? 0;
    seen.set(row.peerLevel, k + 1);
    const pooled = total.count / (total.ms / 1000);
    say(
      `| ${row.level} | ${fmt(row.ours, 0)} | ${fmt(row.attempts)} | ${
        fmt(row.carves)
      } | ${row.peerLevel} | ${fmt(total.rows[k])} | ${fmt(pooled)} | ${fmt(row.ours / pooled)}× |`,
    );
  }
  say();
  say("qqwing's puzzles under our grader (the levels a player of ours would be told), per qqwing level:");
  say();
  for (const [peerLevel, tally] of peerGrades) {
    const total = [...tally.values()].reduce((a, b) => a + b, 0);
    const shares = [...tally].sort((a, b) => b[1] - a[1]).map(([level, n]) =>
      `${level} ${n} (${fmt((100 * n) / total)}%)`
    );
    say(`- ${peerLevel}, ${total} puzzles: ${shares.join(", ")}`);
  }
  say();
  say(
    "Both sides counted by our grader: qqwing's rate for a level is how many of its puzzles our grader puts at that",
  );
  say(
    "level per second of its generating, under whichever of its levels yields the most (time to grade them not counted).",
  );
  say();
  say("| level | ours /s | qqwing level | its puzzles at this level | qqwing /s at this level | ratio |");
  say("| --- | --- | --- | --- | --- | --- |");
  for (const row of rows) {
    let best = { peerLevel: "", hits: 0, total: 0, rate: 0 };
    for (const [peerLevel, tally] of peerGrades) {
      const hits = tally.get(row.level) ?? 0;
      const spent = peerTotals.get(peerLevel)!;
      const rate = hits / (spent.ms / 1000);
      if (!best.peerLevel || rate > best.rate) best = { peerLevel, hits, total: spent.count, rate };
    }
    const ratio = best.hits === 0 ? "no peer puzzle" : `${fmt(row.ours / best.rate)}×`;
    say(
      `| ${row.level} | ${fmt(row.ours, 0)} | ${best.peerLevel} | ${best.hits} of ${best.total} | ${
        fmt(best.rate, 2)
      } | ${ratio} |`,
    );
  }
}
