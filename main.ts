/**
 * Serves the app. PORT overrides the default 8000; ORIGIN (e.g. "https://sudoku.example") is the public origin
 * written into share links, link previews and bot posts, which otherwise follow each request's Host header
 * (wrong behind a TLS-terminating proxy). Webhook subscriptions keep their state in Deno KV
 * (routes/shared/kv.ts says where); with POST_DAILIES=1 a cron job posts the dailies to them.
 * DISCORD_PUBLIC_KEY and SLACK_SIGNING_SECRET switch on the /sudoku slash commands of a Discord application
 * and a Slack app. WORKERS sets how many Web Workers run heavy work (default: one per core; 0 runs it inline).
 */
import { loadPools } from "./data/pools.ts";
import { createApp } from "./routes/app.ts";
import { DELIVERY_PERIOD_CRON, runDeliveryRound, type RunOptions } from "./routes/shared/push/delivery.ts";
import { parseWebhookAllow } from "./routes/shared/push/targets.ts";
import { createDailyStore } from "./routes/shared/dailies.ts";
import { describeKv, kvLocation, openKv } from "./routes/shared/kv.ts";
import { startWorkers } from "./routes/shared/workers.ts";

const env = (name: string) => Deno.env.get(name);

/** What the cron job posts with, once the store is open; unset when this instance does not post. */
let delivery: RunOptions | undefined;
// Deno Deploy finds cron jobs only when they are registered unconditionally at a module's top level, before
// the server starts, so this one always is and does nothing unless POST_DAILIES=1 and KV opened: branch
// previews and local runs never post to anyone's channel.
Deno.cron("post the dailies", DELIVERY_PERIOD_CRON, async () => {
  if (!delivery) return;
  for (const report of await runDeliveryRound(delivery)) console.log(JSON.stringify(report));
});

const portText = env("PORT") || "8000";
const port = Number(portText);
if (!Number.isInteger(port) || port < 1 || port > 65_535) {
  throw new RangeError(`PORT: ${portText} is not a port`);
}
// createApp refuses an ORIGIN that is not an http(s) origin, so a typo stops the server at start; so does
// parseWebhookAllow for WEBHOOK_ALLOW, and createApp for a DISCORD_PUBLIC_KEY that is not 64 hex digits.
const origin = env("ORIGIN") || undefined;
const webhookAllow = parseWebhookAllow(env("WEBHOOK_ALLOW"));
const pools = await loadPools();
// Heavy work (grading, hints, new dailies, cards) runs in Web Workers, one per core unless WORKERS says
// otherwise; WORKERS=0, or a runtime without workers, runs it inline on the event loop.
const workersText = env("WORKERS");
const size = workersText ? Number(workersText) : undefined;
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

if (env("POST_DAILIES") === "1") {
  if (!kv) throw new Error(`POST_DAILIES=1 needs Deno KV: ${kvError}`);
  // One store for every round, so a day's dailies are computed once, not once per round.
  delivery = { kv, pools, store: createDailyStore({ pools, workers, kv }), origin };
}

const discordPublicKey = env("DISCORD_PUBLIC_KEY") || undefined;
const slackSigningSecret = env("SLACK_SIGNING_SECRET") || undefined;
const app = createApp({ pools, origin, kv, workers, webhookAllow, discordPublicKey, slackSigningSecret });
Deno.serve({ port }, app.fetch);
