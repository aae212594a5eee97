import assert from "node:assert/strict";
import { startStackWebhook } from "../../../tools/stack/webhook.ts";

Deno.test("the stack webhook reports dailies by hook, date and level, and holds and releases on command", async () => {
  const webhook = await startStackWebhook();
  try {
    const post = (hook: string, body: unknown) =>
      fetch(`${webhook.origin}/hooks/${hook}`, { method: "POST", body: JSON.stringify(body) });
    assert.equal(
      (await post("a", { event: "daily", daily: { date: "2026-11-20", level: "easy" } })).status,
      204,
    );
    assert.equal((await fetch(`${webhook.controlOrigin}/hold?from=2`, { method: "POST" })).status, 204);
    const held = post("b", { event: "subscribed" });
    let report = { held: 0, received: [] as unknown[] };
    while (report.held === 0) report = await (await fetch(`${webhook.controlOrigin}/received`)).json();
    assert.deepEqual(report, {
      held: 1,
      received: [{ hook: "a", status: 204, event: "daily", date: "2026-11-20", level: "easy" }, {
        hook: "b",
        event: "subscribed",
      }],
    });
    assert.equal((await fetch(`${webhook.controlOrigin}/release`, { method: "POST" })).status, 204);
    assert.equal((await held).status, 204);
  } finally {
    await webhook.close();
  }
});

Deno.test("the control API answers bad requests with 4xx in the error model", async () => {
  const webhook = await startStackWebhook();
  try {
    for (
      const [method, path, status] of [["POST", "/hold?from=zero", 400], ["GET", "/nothing", 404]] as const
    ) {
      const response = await fetch(`${webhook.controlOrigin}${path}`, { method });
      assert.equal(response.status, status);
      const body = await response.json();
      assert.equal(typeof body.error.code, "string");
      assert.equal(typeof body.error.message, "string");
    }
  } finally {
    await webhook.close();
  }
});
