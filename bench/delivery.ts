/**
 * A delivery round over many subscriptions against a loopback receiver (tools/fake_webhook.ts): how long the
 * round takes, in posts per second and as a share of the cron period it must fit in, with KV in a SQLite file
 * as an instance without Deploy keeps it. A second round over the same day measures what a round costs when
 * everything is already delivered (the other rounds of the day).
 */
import type { PoolEntry } from "../engine/mod.ts";
import { deliveryRound } from "../routes/shared/push/delivery.ts";
import { saveSubscription, type Subscription } from "../routes/shared/push/store.ts";
import { createDailyStore } from "../routes/shared/dailies.ts";
import { FakeWebhook } from "../tools/fake_webhook.ts";

/** The cron job's period (DELIVERY_PERIOD_CRON: every five minutes), in ms. */
const PERIOD_MS = 5 * 60_000;

export async function benchDelivery(
  pools: Record<string, PoolEntry[]>,
  say: (line?: string) => void,
  subscriptions = 10_000,
): Promise<void> {
  const folder = await Deno.makeTempDir();
  const kv = await Deno.openKv(`${folder}/kv.sqlite3`);
  const hooks = await FakeWebhook.start();
  try {
    const date = "2026-12-01";
    const levels = ["easy", "medium", "hard", "expert", "evil"] as const;
    for (let i = 0; i < subscriptions; i++) {
      const url = hooks.url(`h${i}`);
      const subscription: Subscription = {
        id: `bench${String(i).padStart(17, "0")}`,
        url,
        target: `t${i}`,
        variant: "9x9",
        // Most channels take one level, some two: 1.2 posts per subscription.
        levels: i % 5 === 0 ? [levels[i % 5], levels[(i + 2) % 5]] : [levels[i % 5]],
        format: "discord",
        origin: "https://sudoku.example",
        created: "2026-11-01T00:00:00.000Z",
        tokenHash: "0".repeat(64),
        status: "active",
      };
      await saveSubscription(kv, subscription);
    }
    const store = createDailyStore({ pools });
    // The dailies are computed once per instance; the round's own cost is the subject here.
    for (const level of levels) await store.get(date, level);
    say(`## Delivery round (${subscriptions.toLocaleString("en")} subscriptions, loopback receiver)`);
    say();
    say("| round | posts | delivered | skipped | seconds | posts/s | share of the 5-minute period |");
    say("| --- | --- | --- | --- | --- | --- | --- |");
    for (const name of ["first (every post made)", "second (all already delivered)"]) {
      const start = performance.now();
      const report = await deliveryRound({ kv, store, date, now: () => Date.parse(`${date}T00:05:00Z`) });
      const seconds = (performance.now() - start) / 1000;
      say(
        `| ${name} | ${report.due} | ${report.delivered} | ${report.skipped} | ${seconds.toFixed(1)} | ${
          Math.round(report.due / seconds)
        } | ${(seconds * 1000 / PERIOD_MS * 100).toFixed(1)}% |`,
      );
    }
    say();
  } finally {
    kv.close();
    await hooks.close();
    await Deno.remove(folder, { recursive: true });
  }
}
