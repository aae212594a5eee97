import { loadPools } from "../data/pools.ts";
import { createApp } from "../routes/shared/app.ts";
import { fuzzApp } from "./fuzz.ts";

/** Cases per CI run; `deno task fuzz` runs 100,000. */
const CASES = 10_000;

Deno.test("fuzz: hostile requests to every route get no 5xx, the error model under /api, no reflected markup", async () => {
  const app = createApp({
    pools: await loadPools(),
    now: () => new Date("2026-11-30T18:00:00Z"),
    kv: await Deno.openKv(":memory:"),
    // The fuzzer posts no webhooks: subscriptions to allowed URLs fail their confirmation without the network.
    webhookFetch: () => Promise.resolve(new Response(null, { status: 404 })),
    discordPublicKey: "0".repeat(64),
    slackSigningSecret: "fuzz",
    subscribesPerHour: 1_000_000,
    admission: { concurrency: 1, queue: 1_000 },
    solveBudget: 20_000,
  });
  await fuzzApp(app, CASES, 20261202);
});
