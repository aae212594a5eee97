import assert from "node:assert/strict";
import { Hono, type MiddlewareHandler } from "hono";
import {
  discordSignature,
  SLACK_MAX_SKEW_SECONDS,
  slackSignature,
} from "../../../routes/embeds/signatures.ts";
import { discordSigner, slackSigner } from "../../testing/signing.ts";

/** An app with one middleware in front of `POST /`, which echoes the body it reads after the check. */
function appWith(middleware: MiddlewareHandler): Hono {
  const app = new Hono();
  app.post("/", middleware, async (c) => c.text(`ok ${await c.req.text()}`));
  return app;
}

async function post(app: Hono, body: string, headers: Record<string, string>) {
  return await app.request("/", { method: "POST", body, headers });
}

async function assertRefused(res: Response, code: string, where: string) {
  assert.equal(res.status, 401, where);
  const body = await res.json();
  assert.equal(body.error.code, code, where);
  assert.equal(typeof body.error.message, "string", where);
}

const BODY = '{"type":1}';

Deno.test("discordSignature: a body signed with the app's key passes, and the route reads the same body", async () => {
  const signer = await discordSigner();
  const app = appWith(discordSignature({ publicKey: signer.publicKey }));
  const res = await post(app, BODY, await signer.headers(BODY));
  assert.equal(res.status, 200);
  assert.equal(await res.text(), `ok ${BODY}`);
  // Upper-case hex is hex too.
  const headers = await signer.headers(BODY);
  headers["x-signature-ed25519"] = headers["x-signature-ed25519"].toUpperCase();
  assert.equal(
    (await post(appWith(discordSignature({ publicKey: signer.publicKey.toUpperCase() })), BODY, headers))
      .status,
    200,
  );
});

Deno.test("discordSignature: a tampered body, a tampered timestamp or another key's signature is a 401 bad-signature", async () => {
  const signer = await discordSigner();
  const other = await discordSigner();
  const app = appWith(discordSignature({ publicKey: signer.publicKey }));
  const good = await signer.headers(BODY, "1764525600");
  await assertRefused(await post(app, '{"type":2}', good), "bad-signature", "tampered body");
  await assertRefused(await post(app, `${BODY} `, good), "bad-signature", "a byte added to the body");
  await assertRefused(
    await post(app, BODY, { ...good, "x-signature-timestamp": "1764525601" }),
    "bad-signature",
    "tampered timestamp",
  );
  await assertRefused(
    await post(app, BODY, await other.headers(BODY, "1764525600")),
    "bad-signature",
    "another key",
  );
  // The signature of the same message under the app's key, with one bit flipped.
  const flipped = Uint8Array.fromHex(good["x-signature-ed25519"]);
  flipped[10] ^= 1;
  await assertRefused(
    await post(app, BODY, { ...good, "x-signature-ed25519": flipped.toHex() }),
    "bad-signature",
    "a flipped bit",
  );
});

Deno.test("discordSignature: missing headers, non-hex and wrong-length signatures are a 401 bad-signature", async () => {
  const signer = await discordSigner();
  const app = appWith(discordSignature({ publicKey: signer.publicKey }));
  const good = await signer.headers(BODY);
  const { "x-signature-ed25519": signature, "x-signature-timestamp": timestamp } = good;
  const cases: Array<[string, Record<string, string>]> = [
    ["no signature", { "x-signature-timestamp": timestamp }],
    ["no timestamp", { "x-signature-ed25519": signature }],
    ["no headers", {}],
    ["not hex", { ...good, "x-signature-ed25519": "zz".repeat(64) }],
    ["too short", { ...good, "x-signature-ed25519": signature.slice(2) }],
    ["too long", { ...good, "x-signature-ed25519": `${signature}00` }],
    ["odd length", { ...good, "x-signature-ed25519": `${signature}0` }],
    ["empty", { ...good, "x-signature-ed25519": "" }],
  ];
  for (const [where, headers] of cases) {
    await assertRefused(await post(app, BODY, headers), "bad-signature", where);
  }
});

Deno.test("discordSignature: an RFC 8032 test signature verifies: the message is the timestamp then the body, nothing between", async () => {
  // RFC 8032 section 7.1, TEST 2: the one-byte message 0x72 ("r").
  const publicKey = "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c";
  const signature = "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da" +
    "085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00";
  const app = appWith(discordSignature({ publicKey }));
  const headers = (timestamp: string) => ({
    "x-signature-ed25519": signature,
    "x-signature-timestamp": timestamp,
  });
  assert.equal((await post(app, "", headers("r"))).status, 200);
  assert.equal((await post(app, "r", headers(""))).status, 200);
  await assertRefused(await post(app, "r", headers("r")), "bad-signature", "rr");
});

Deno.test("discordSignature: a public key that is not 64 hex digits stops the app from being built", () => {
  for (const publicKey of ["", "abc", "g".repeat(64), "0".repeat(63), "0".repeat(66), ` ${"0".repeat(64)}`]) {
    assert.throws(() => discordSignature({ publicKey }), RangeError, JSON.stringify(publicKey));
  }
});

/** The clock the Slack tests run at, and a request time within the window. */
const NOW = new Date("2026-11-30T18:00:00Z");
const FORM = "command=%2Fsudoku&text=killer+hard&team_id=T1";

Deno.test("slackSignature: a body signed with the secret within five minutes passes, and the route reads the same body", async () => {
  const signer = await slackSigner();
  const app = appWith(slackSignature({ signingSecret: signer.signingSecret, now: () => NOW }));
  for (const offset of [0, -SLACK_MAX_SKEW_SECONDS, SLACK_MAX_SKEW_SECONDS, -299, 120]) {
    const res = await post(app, FORM, await signer.headers(FORM, new Date(NOW.getTime() + offset * 1000)));
    assert.equal(res.status, 200, `${offset} s`);
    assert.equal(await res.text(), `ok ${FORM}`);
  }
});

Deno.test("slackSignature: Slack's own documented example request verifies under its example secret", async () => {
  // The worked example of Slack's "Verifying requests from Slack" page.
  const body =
    "token=xyzz0WbapA4vBCDEFasx0q6G&team_id=T1DC2JH3J&team_domain=testteamnow&channel_id=G8PSS9T3V&" +
    "channel_name=foobar&user_id=U2CERLKJA&user_name=roadrunner&command=%2Fwebhook-collect&text=&" +
    "response_url=https%3A%2F%2Fhooks.slack.com%2Fcommands%2FT1DC2JH3J%2F397700885554%2F96rGlfmibIGlgcZRskXaIFfN&" +
    "trigger_id=398738663015.47445629121.803a0bc887a14d10d2c447fce8b6703c";
  const headers = {
    "x-slack-request-timestamp": "1531420618",
    "x-slack-signature": "v0=a2114d57b48eac39b9ad189dd8316235a7b4a8d21a10bd27519666489c69b503",
  };
  const then = () => new Date(1531420618_000 + 30_000);
  const app = appWith(slackSignature({ signingSecret: "8f742231b10e8888abcd99yyyzzz85a5", now: then }));
  assert.equal((await post(app, body, headers)).status, 200);
  await assertRefused(
    await post(app, body.replace("text=", "text=x"), headers),
    "bad-signature",
    "changed text",
  );
});

Deno.test("slackSignature: a tampered body, a tampered timestamp or another secret is a 401 bad-signature", async () => {
  const signer = await slackSigner();
  const other = await slackSigner();
  const app = appWith(slackSignature({ signingSecret: signer.signingSecret, now: () => NOW }));
  const good = await signer.headers(FORM, NOW);
  await assertRefused(await post(app, FORM.replace("hard", "easy"), good), "bad-signature", "tampered body");
  const later = String(Number(good["x-slack-request-timestamp"]) + 1);
  await assertRefused(
    await post(app, FORM, { ...good, "x-slack-request-timestamp": later }),
    "bad-signature",
    "tampered timestamp",
  );
  await assertRefused(
    await post(app, FORM, await other.headers(FORM, NOW)),
    "bad-signature",
    "another secret",
  );
});

Deno.test("slackSignature: a timestamp more than five minutes off either way is a 401 stale-request, even signed", async () => {
  const signer = await slackSigner();
  const app = appWith(slackSignature({ signingSecret: signer.signingSecret, now: () => NOW }));
  for (const offset of [-SLACK_MAX_SKEW_SECONDS - 1, SLACK_MAX_SKEW_SECONDS + 1, -86_400, 3_600]) {
    const res = await post(app, FORM, await signer.headers(FORM, new Date(NOW.getTime() + offset * 1000)));
    await assertRefused(res, "stale-request", `${offset} s`);
  }
  // The window follows the injected clock, not the machine's.
  const recorded = await signer.headers(FORM, NOW);
  const tomorrow = appWith(
    slackSignature({ signingSecret: signer.signingSecret, now: () => new Date(NOW.getTime() + 86_400_000) }),
  );
  await assertRefused(await post(tomorrow, FORM, recorded), "stale-request", "replayed a day later");
});

Deno.test("slackSignature: missing headers, malformed timestamps and signatures are a 401 bad-signature", async () => {
  const signer = await slackSigner();
  const app = appWith(slackSignature({ signingSecret: signer.signingSecret, now: () => NOW }));
  const good = await signer.headers(FORM, NOW);
  const { "x-slack-signature": signature, "x-slack-request-timestamp": timestamp } = good;
  const cases: Array<[string, Record<string, string>]> = [
    ["no signature", { "x-slack-request-timestamp": timestamp }],
    ["no timestamp", { "x-slack-signature": signature }],
    ["no headers", {}],
    ["a date, not Unix seconds", { ...good, "x-slack-request-timestamp": NOW.toISOString() }],
    ["negative", { ...good, "x-slack-request-timestamp": `-${timestamp}` }],
    ["another version", { ...good, "x-slack-signature": signature.replace("v0=", "v1=") }],
    ["no version", { ...good, "x-slack-signature": signature.slice(3) }],
    ["not hex", { ...good, "x-slack-signature": `v0=${"zz".repeat(32)}` }],
    ["too short", { ...good, "x-slack-signature": signature.slice(0, -2) }],
  ];
  for (const [where, headers] of cases) {
    await assertRefused(await post(app, FORM, headers), "bad-signature", where);
  }
});

Deno.test("slackSignature: an empty signing secret stops the app from being built", () => {
  assert.throws(() => slackSignature({ signingSecret: "" }), RangeError);
});
