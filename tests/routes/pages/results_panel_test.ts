import assert from "node:assert/strict";
import { loadPools } from "../../../data/pools.ts";
import { createApp } from "../../../routes/app.ts";

const pools = await loadPools();
const NOW = new Date("2026-11-30T18:00:00Z");

async function page(app: ReturnType<typeof createApp>, path: string): Promise<string> {
  const res = await app.request(path, { headers: { accept: "text/html" } });
  assert.equal(res.status, 200, path);
  return await res.text();
}

Deno.test("a daily's page offers how others did, its switch off, only where the instance keeps results", async () => {
  const kept = createApp({ pools, now: () => NOW, kv: await Deno.openKv(":memory:") });
  const daily = await page(kept, "/daily/2026-11-30/medium");
  assert.match(daily, /<section id="others"/);
  const share = /<input[^>]*id="share-results"[^>]*>/.exec(daily)?.[0] ?? "";
  assert.match(share, /type="checkbox"/);
  assert.doesNotMatch(share, /checked/, "off until the player turns it on");
  assert.match(daily, /id="results-name"/);

  // A shared puzzle is no daily; an instance without KV keeps no results: neither offers it.
  const { code } = await (await kept.request("/api/daily?date=2026-11-30")).json();
  assert.doesNotMatch(await page(kept, `/p/${code}`), /id="others"/);
  const none = createApp({ pools, now: () => NOW });
  assert.doesNotMatch(await page(none, "/daily/2026-11-30/medium"), /id="others"/);
});
