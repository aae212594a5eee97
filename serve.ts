/**
 * The app as a module whose default export has `fetch`: what `deno serve` serves (`deno task serve` runs it with
 * `--parallel`, one process per core) and what main.ts serves with `Deno.serve` (`deno task start`, Deno Deploy).
 *
 * ORIGIN (e.g. "https://sudoku.example") is the public origin written into share links, link previews and bot
 * posts, which otherwise follow each request's Host header (wrong behind a TLS-terminating proxy). Webhook
 * subscriptions keep their state in Deno KV (routes/shared/kv.ts says where); with POST_DAILIES=1 a cron job
 * posts the dailies to them (on Deno Deploy from the production timeline only: routes/shared/push/cron_posts.ts).
 * DISCORD_PUBLIC_KEY and SLACK_SIGNING_SECRET switch on the /sudoku slash commands of a Discord application
 * and a Slack app. WORKERS sets how many Web Workers run heavy work (0 runs it inline); by default one per core,
 * or one per process under `deno serve`, whose processes already number one per core.
 *
 * Every process of `deno serve --parallel` runs this module's top level, so everything here that must happen
 * once happens through KV: a delivery round under a lease (the others report the lease and do nothing), a
 * day's daily under a claim (the others read it from KV).
 */
import { loadPools } from "./data/pools.ts";
import { createApp } from "./routes/app.ts";
import {
  DELIVERY_PERIOD_CRON,
  runDeliveryRoundOnce,
  type RunOptions,
} from "./routes/shared/push/delivery.ts";
import { cronPosts } from "./routes/shared/push/cron_posts.ts";
import { parseSlackApiOrigin, parseWebhookAllow } from "./routes/shared/push/targets.ts";
import { boardSummary } from "./routes/shared/results/summary.ts";
import { createDailyStore } from "./routes/shared/dailies.ts";
import { describeKv, kvLocation, openKv } from "./routes/shared/kv.ts";
import { startWorkers } from "./routes/shared/workers.ts";

const env = (name: string) => Deno.env.get(name);

/** What the cron job posts with, once the store is open; unset when this instance does not post. */
let delivery: RunOptions | undefined;
/** Aborted by `close`: a round in progress stops taking posts, and its lease is released. */
const closing = new AbortController();
let roundInProgress: Promise<unknown> = Promise.resolve();
// Deno Deploy finds cron jobs only when they are registered unconditionally at a module's top level, before
// the server starts, so this one always is and does nothing unless cronPosts() and KV opened: branch
// timelines, previews and local runs never post to anyone's channel.
Deno.cron("post the dailies", DELIVERY_PERIOD_CRON, async () => {
  if (!delivery || closing.signal.aborted) return;
  const round = runDeliveryRoundOnce({ ...delivery, signal: closing.signal });
  roundInProgress = round.catch(() => {});
  const outcome = await round;
  if (!outcome.ran) {
    console.log(JSON.stringify({ lease: "held", holder: outcome.heldBy, until: outcome.until }));
    return;
  }
  for (const report of outcome.value) console.log(JSON.stringify(report));
});

// createApp refuses an ORIGIN that is not an http(s) origin, so a typo stops the server at start; so does
// parseWebhookAllow for WEBHOOK_ALLOW, and createApp for a DISCORD_PUBLIC_KEY that is not 64 hex digits.
const origin = env("ORIGIN") || undefined;
const webhookAllow = parseWebhookAllow(env("WEBHOOK_ALLOW"));
// Only a loopback origin may stand in for https://slack.com (a test's fake Slack); anything else stops the server.
const slackApiOrigin = parseSlackApiOrigin(env("SLACK_API_ORIGIN"));
const pools = await loadPools();
const workersText = env("WORKERS");
const size = workersText ? Number(workersText) : import.meta.main ? 1 : undefined;
if (size !== undefined && !(Number.isInteger(size) && size >= 0 && size <= 64)) {
  throw new RangeError(`WORKERS: ${workersText} is not a number of workers from 0 to 64`);
}
const workers = await startWorkers({ size, context: { pools } });
console.log(`heavy work: ${workers.mode === "workers" ? `${workers.size} workers` : "inline"}`);

const location = kvLocation(env, new URL("./", import.meta.url));
const opened = await openKv(location);
const kv = "kv" in opened ? opened.kv : undefined;
const kvError = "error" in opened ? opened.error : undefined;
if (kvError) console.warn(`${kvError}; webhook subscriptions answer 503 until it is fixed`);
else console.log(`subscriptions: ${describeKv(location)}`);

if (cronPosts(env)) {
  if (!kv) throw new Error(`POST_DAILIES=1 needs Deno KV: ${kvError}`);
  // One store for every round, so a day's dailies are computed once, not once per round.
  delivery = { kv, pools, store: createDailyStore({ pools, workers, kv }), origin, summaries: boardSummary };
}

const discordPublicKey = env("DISCORD_PUBLIC_KEY") || undefined;
const slackSigningSecret = env("SLACK_SIGNING_SECRET") || undefined;
const app = createApp({
  pools,
  origin,
  kv,
  workers,
  webhookAllow,
  slackApiOrigin,
  discordPublicKey,
  slackSigningSecret,
});

/**
 * Ends this process's part gracefully (main.ts calls it on SIGTERM and SIGINT, after the server has stopped
 * taking requests): a round in progress stops taking posts and releases its lease, waiting at most
 * `waitMs` for the posts in flight; then the workers and the store close.
 */
export async function close(waitMs = 4_000): Promise<void> {
  closing.abort();
  await Promise.race([roundInProgress, new Promise((resolve) => setTimeout(resolve, waitMs))]);
  workers.close();
  kv?.close();
}

if (import.meta.main) {
  // Served by `deno serve`, which stops taking requests on SIGTERM but is then kept alive by the cron job: each
  // process ends its part and ends them all (main.ts does the same around its own server).
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    try {
      Deno.addSignalListener(signal, () => close().finally(() => Deno.exit(0)));
    } catch {
      // No listener for this signal on this platform (Windows has no SIGTERM).
    }
  }
}

export default { fetch: app.fetch } satisfies Deno.ServeDefaultExport;
