/**
 * `deno task deliver [--date YYYY-MM-DD] [--concurrency N] [--lease-seconds N]`: one delivery round, the same
 * the cron job runs
 * (routes/shared/push/delivery.ts), against the KV store the environment names (routes/shared/kv.ts). For
 * operators (post a day again after an outage: what was delivered is never posted twice) and for tests. Prints one JSON
 * line per round (the day before's retries, then the day's own), or, when another round holds the delivery
 * lease (a server's cron job, another operator), one line `{"lease": "held", "holder", "until"}` and posts
 * nothing; exits 1 when the store cannot be opened or the arguments are wrong. `--lease-seconds` sets how long
 * the lease outlives a round that stopped renewing it (30 s by default).
 */
import { isValidDate } from "../engine/mod.ts";
import { loadPools } from "../data/pools.ts";
import { runDeliveryRoundOnce } from "../routes/shared/push/delivery.ts";
import { boardSummary } from "../routes/shared/results/summary.ts";
import { utcDay } from "../routes/shared/dailies.ts";
import { describeKv, kvLocation, openKv } from "../routes/shared/kv.ts";

const USAGE = "usage: deno task deliver [--date YYYY-MM-DD] [--concurrency N] [--lease-seconds N]";

function fail(message: string): never {
  console.error(`deliver: ${message}\n${USAGE}`);
  Deno.exit(1);
}

function parseArgs(args: string[]): { date?: string; concurrency?: number; leaseSeconds?: number } {
  const parsed: { date?: string; concurrency?: number; leaseSeconds?: number } = {};
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split("=", 2);
    const value = inline ?? args[++i];
    if (value === undefined) fail(`${flag} needs a value`);
    if (flag === "--date") {
      if (!isValidDate(value)) fail(`--date: ${JSON.stringify(value)} is not a YYYY-MM-DD day`);
      parsed.date = value;
    } else if (flag === "--concurrency") {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1 || n > 256) fail("--concurrency: a whole number from 1 to 256");
      parsed.concurrency = n;
    } else if (flag === "--lease-seconds") {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1 || n > 3_600) fail("--lease-seconds: a whole number from 1 to 3600");
      parsed.leaseSeconds = n;
    } else fail(`unknown argument ${flag}`);
  }
  return parsed;
}

if (import.meta.main) {
  const args = parseArgs(Deno.args);
  const today = utcDay(new Date());
  // A day that has not come has no daily anyone may see yet: posting it would leak it.
  if (args.date && args.date > today) fail(`--date: ${args.date} is after today (${today})`);
  const env = (name: string) => Deno.env.get(name);
  const location = kvLocation(env, new URL("../", import.meta.url));
  const opened = await openKv(location);
  if ("error" in opened) fail(opened.error);
  console.error(`deliver: ${describeKv(location)}`);
  const outcome = await runDeliveryRoundOnce({
    kv: opened.kv,
    pools: await loadPools(),
    origin: env("ORIGIN") || undefined,
    summaries: boardSummary,
    date: args.date,
    concurrency: args.concurrency,
    // How long the round's lease outlives a holder that stopped renewing it (killed mid-round).
    lease: args.leaseSeconds ? { ttlMs: args.leaseSeconds * 1000 } : undefined,
  });
  if (outcome.ran) { for (const report of outcome.value) console.log(JSON.stringify(report)); }
  else console.log(JSON.stringify({ lease: "held", holder: outcome.heldBy, until: outcome.until }));
  opened.kv.close();
}
