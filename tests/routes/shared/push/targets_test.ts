import assert from "node:assert/strict";
import {
  checkSlackBot,
  checkWebhookUrl,
  parseWebhookAllow,
  redactSlackToken,
  redactWebhookUrl,
} from "../../../../routes/shared/push/targets.ts";

const DISCORD =
  "https://discord.com/api/webhooks/123456789012345678/abcdefghijklmnopqrstuvwxyz0123456789_-AB";
const SLACK = "https://hooks.slack.com/services/T0123ABCD/B0456EFGH/abcdefghijklmnopqrstuvwx";

Deno.test("Discord and Slack incoming webhooks are accepted as their platform's", () => {
  for (
    const [url, kind] of [
      [DISCORD, "discord"],
      [DISCORD.replace("discord.com", "discordapp.com"), "discord"],
      [DISCORD.replace("/api/", "/api/v10/"), "discord"],
      [`${DISCORD}?thread_id=123456789012345678`, "discord"],
      [DISCORD.replace("https://discord.com", "HTTPS://DISCORD.COM"), "discord"],
      [DISCORD.replace("discord.com", "ptb.discord.com"), "discord"],
      [DISCORD.replace("discord.com", "canary.discord.com"), "discord"],
      [SLACK, "slack"],
    ]
  ) {
    const checked = checkWebhookUrl(url);
    assert.ok(checked.ok, `${url}: ${!checked.ok && checked.message}`);
    assert.equal(checked.target.kind, kind);
  }
});

Deno.test("every URL that could reach another host, an address or a port is refused with a reason", () => {
  const refused: Record<string, RegExp> = {
    "not a url": /not a URL/,
    [DISCORD.replace("https:", "http:")]: /only https/,
    [DISCORD.replace("https://", "https://user:pass@")]: /credentials/,
    [DISCORD.replace("https://", "https://discord.com@")]: /credentials/,
    [DISCORD.replace("discord.com", "discord.com:8443")]: /port/,
    [DISCORD.replace("discord.com", "discord.com.evil.example")]: /not a webhook host/,
    [DISCORD.replace("discord.com", "evil.example")]: /not a webhook host/,
    [`https://evil.example/${DISCORD}`]: /not a webhook host/,
    [DISCORD.replace("/webhooks/", "/users/")]: /Discord webhook URL looks like/,
    [`${DISCORD}/extra`]: /Discord webhook URL looks like/,
    [`${DISCORD}?wait=true&url=http://10.0.0.1/`]: /Discord webhook URL looks like/,
    [`${DISCORD}#x`]: /fragment/,
    [SLACK.replace("/services/", "/other/")]: /Slack webhook URL looks like/,
    [`${SLACK}?x=1`]: /Slack webhook URL looks like/,
    "https://127.0.0.1/api/webhooks/1/2": /IP addresses/,
    "https://2130706433/api/webhooks/1/2": /IP addresses/, // decimal 127.0.0.1
    "https://0x7f000001/api/webhooks/1/2": /IP addresses/, // hex
    "https://0177.0.0.1/api/webhooks/1/2": /IP addresses/, // octal
    "https://127.1/api/webhooks/1/2": /IP addresses/, // short form
    "https://169.254.169.254/latest/meta-data": /IP addresses/,
    "https://[::1]/api/webhooks/1/2": /IP addresses/,
    "https://[::ffff:127.0.0.1]/api/webhooks/1/2": /IP addresses/,
    "https://[fd00::1]/x": /IP addresses/,
    "file:///etc/passwd": /only https/,
    "ftp://discord.com/api/webhooks/1/2": /only https/,
    "https://localhost/hook": /not a webhook host/,
    [`https://discord.com/${"a".repeat(2100)}`]: /longer than/,
  };
  for (const [url, reason] of Object.entries(refused)) {
    const checked = checkWebhookUrl(url);
    assert.ok(!checked.ok, `${url.slice(0, 80)} must be refused`);
    assert.match(checked.message, reason, url.slice(0, 80));
  }
});

Deno.test("WEBHOOK_ALLOW adds exactly the origins it names; plain http only for loopback", () => {
  const allow = parseWebhookAllow("http://127.0.0.1:9999, https://hooks.example.org");
  assert.deepEqual(allow, ["http://127.0.0.1:9999", "https://hooks.example.org"]);
  assert.ok(checkWebhookUrl("http://127.0.0.1:9999/any/path", allow).ok);
  assert.ok(checkWebhookUrl("https://hooks.example.org/x?y=1", allow).ok);
  assert.equal(checkWebhookUrl("http://127.0.0.1:9998/any/path", allow).ok, false, "another port");
  assert.equal(checkWebhookUrl("https://hooks.example.org:444/x", allow).ok, false, "another port");
  assert.equal(checkWebhookUrl("http://hooks.example.org/x", allow).ok, false, "http of an https origin");
  assert.equal(
    checkWebhookUrl("http://2130706433:9999/x", allow).ok,
    true,
    "the same origin spelled in decimal",
  );
  assert.equal(checkWebhookUrl("http://user@127.0.0.1:9999/x", allow).ok, false, "credentials");
  assert.deepEqual(parseWebhookAllow(undefined), []);
  for (
    const bad of ["http://example.org", "https://a.example/path", "ftp://x.example", "https://u@x.example"]
  ) {
    assert.throws(() => parseWebhookAllow(bad), RangeError, bad);
  }
});

Deno.test("answers show a webhook URL with its secret cut short", () => {
  assert.equal(
    redactWebhookUrl(`${DISCORD}?thread_id=1234567`),
    "https://discord.com/api/webhooks/123456789012345678/abcd…",
  );
  assert.equal(redactWebhookUrl(SLACK), "https://hooks.slack.com/services/T0123ABCD/B0456EFGH/abcd…");
});

Deno.test("one webhook spelt several ways has one identity; another webhook or thread has its own", () => {
  const identity = (url: string) => {
    const checked = checkWebhookUrl(url, ["https://hooks.example.org"]);
    assert.ok(checked.ok, url);
    return checked.target.identity;
  };
  const spellings = [
    DISCORD,
    DISCORD.replace("discord.com", "discordapp.com"),
    DISCORD.replace("discord.com", "canary.discord.com"),
    DISCORD.replace("/api/", "/api/v10/"),
    DISCORD.replace("https://discord.com", "https://DISCORD.com"),
    DISCORD.replace(/[A-Za-z0-9_-]+$/, "another-token-for-the-same-webhook"),
  ];
  assert.deepEqual(new Set(spellings.map(identity)), new Set(["discord:123456789012345678"]));
  assert.equal(identity(`${DISCORD}?thread_id=777777777`), "discord:123456789012345678:thread:777777777");
  assert.equal(
    identity(DISCORD.replace("123456789012345678", "123456789012345679")),
    "discord:123456789012345679",
  );
  assert.equal(identity(SLACK), "slack:T0123ABCD/B0456EFGH/abcdefghijklmnopqrstuvwx");
  assert.equal(identity("https://hooks.example.org/a"), "https://hooks.example.org/a");
});

Deno.test("a Slack bot posts to Slack's chat.postMessage only, and one channel is one identity whatever the token", () => {
  const token = "xoxb-1234567890-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx";
  const checked = checkSlackBot(token, "C0123456789");
  assert.ok(checked.ok);
  assert.equal(checked.target.url, "https://slack.com/api/chat.postMessage");
  assert.equal(checked.target.kind, "slack-api");
  assert.equal(checked.target.identity, "slack-api:C0123456789");
  const other = checkSlackBot("xoxb-99-88-ZZZZZZZZZZZZZZZZZZZZ", "C0123456789");
  assert.ok(other.ok);
  assert.equal(other.target.identity, checked.target.identity);
  assert.ok(checkSlackBot(token, "G0123456789").ok, "private channels of older workspaces");
  for (
    const [badToken, channel, field] of [
      ["xoxp-1234567890-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx", "C0123456789", "slack_bot_token"], // a user token
      ["xoxb-1234567890-AbCdEfGhIjKlMnOpQrStUvWx", "C0123456789", "slack_bot_token"],
      [`${token} `, "C0123456789", "slack_bot_token"],
      [token, "#general", "slack_channel"],
      [token, "U0123456789", "slack_channel"], // a user, not a channel
      [token, "C012", "slack_channel"],
      [token, "C0123456789/../x", "slack_channel"],
    ] as const
  ) {
    const refused = checkSlackBot(badToken, channel);
    assert.ok(!refused.ok, `${badToken} ${channel}`);
    assert.equal(refused.field, field);
  }
  assert.equal(redactSlackToken(token), "xoxb-1234…");
});
