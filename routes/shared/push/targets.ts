/**
 * Which URLs the service will POST a daily to. A subscription makes our server send requests on a stranger's
 * behalf, so the rule is an allow-list, never a deny-list: Discord and Slack incoming webhooks by their fixed
 * public host names and path shapes, plus origins the operator names in `WEBHOOK_ALLOW`. IP literals (every
 * spelling the URL parser turns into one: decimal, hex, octal, IPv6), credentials, other ports, other hosts
 * and plain http are refused, so the server never becomes a proxy into anyone's network. Redirects are never
 * followed (delivery posts with `redirect: "manual"`).
 */

/** The payload a target expects: Discord's embed, Slack's blocks, or our JSON. */
export const WEBHOOK_FORMATS = ["discord", "slack", "json"] as const;
export type WebhookFormat = typeof WEBHOOK_FORMATS[number];

/** Longest webhook URL accepted (Discord's and Slack's are about 120 characters). */
export const MAX_WEBHOOK_URL_LENGTH = 2_048;

export interface WebhookTarget {
  /** The URL exactly as it will be posted to (the parser's normal form). */
  url: string;
  /** Discord, a Slack incoming webhook, Slack's Web API (a bot token), or an origin the operator allowed. */
  kind: "discord" | "slack" | "slack-api" | "allowed";
  /**
   * What names the channel the posts land in, whatever the URL's spelling: Discord's webhook id (and thread),
   * Slack's team, hook and key, or the whole URL. One webhook spelt two ways is one subscription, so it
   * cannot be posted each daily twice.
   */
  identity: string;
}

export type TargetCheck = { ok: true; target: WebhookTarget } | { ok: false; message: string };

/** Discord's hosts, with the public test builds' (people copy webhook URLs from those clients too). */
const DISCORD_HOSTS = new Set([
  "discord.com",
  "discordapp.com",
  "ptb.discord.com",
  "canary.discord.com",
  "ptb.discordapp.com",
  "canary.discordapp.com",
]);
/** `/api/webhooks/<id>/<token>`, optionally with an API version (`/api/v10/webhooks/…`). */
const DISCORD_PATH = /^\/api\/(?:v[0-9]{1,2}\/)?webhooks\/([0-9]{5,25})\/[A-Za-z0-9_-]{20,200}$/;
/** `thread_id=<id>` posts into a thread of the channel; nothing else belongs in a webhook's query. */
const DISCORD_QUERY = /^(?:\?thread_id=([0-9]{5,25}))?$/;
const SLACK_HOST = "hooks.slack.com";
const SLACK_PATH = /^\/services\/(T[A-Z0-9]{4,20}\/B[A-Z0-9]{4,20}\/[A-Za-z0-9]{10,64})$/;

/** A hostname the URL parser left as an address: IPv4 in dotted form (it rewrites the others) or bracketed IPv6. */
function isIpLiteral(hostname: string): boolean {
  return hostname.startsWith("[") || /^[0-9]+(\.[0-9]+){3}$/.test(hostname);
}

/** Loopback hosts: the only ones plain http may be allowed for. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127(\.[0-9]+){3}$/.test(hostname);
}

/**
 * The origins `WEBHOOK_ALLOW` names (comma- or space-separated), in canonical form; a RangeError for anything
 * but an https origin, or an http origin on a loopback host (a test receiver), so a typo stops the server.
 */
export function parseWebhookAllow(text: string | undefined): string[] {
  if (!text) return [];
  return text.split(/[\s,]+/).filter(Boolean).map((item) => {
    const url = URL.parse(item);
    const sound = url && !url.username && !url.password && url.pathname === "/" && !url.search && !url.hash &&
      (url.protocol === "https:" || (url.protocol === "http:" && isLoopbackHost(url.hostname)));
    if (!sound) {
      throw new RangeError(
        `WEBHOOK_ALLOW: ${
          JSON.stringify(item)
        } is not an https origin (or an http origin on a loopback host)`,
      );
    }
    return url.origin;
  });
}

/**
 * Whether the service may post to `text`: a Discord or Slack incoming webhook, or any path under an allowed
 * origin. The message says what is wrong, for the 400 answer.
 */
export function checkWebhookUrl(text: string, allowedOrigins: readonly string[] = []): TargetCheck {
  const refuse = (message: string): TargetCheck => ({ ok: false, message });
  if (text.length > MAX_WEBHOOK_URL_LENGTH) {
    return refuse(`url: longer than ${MAX_WEBHOOK_URL_LENGTH} characters`);
  }
  const url = URL.parse(text);
  if (!url) return refuse("url: not a URL");
  if (url.username || url.password) return refuse("url: credentials in a webhook URL are not accepted");
  if (url.hash) return refuse("url: a webhook URL has no #fragment");
  if (allowedOrigins.includes(url.origin)) {
    return { ok: true, target: { url: url.href, kind: "allowed", identity: url.href } };
  }
  if (url.protocol !== "https:") return refuse("url: only https webhooks are accepted");
  if (isIpLiteral(url.hostname)) {
    return refuse("url: IP addresses are not accepted; use the webhook's host name");
  }
  if (url.port) return refuse("url: a webhook URL has no port");
  if (DISCORD_HOSTS.has(url.hostname)) {
    const path = DISCORD_PATH.exec(url.pathname);
    const query = DISCORD_QUERY.exec(url.search);
    if (!path || !query) {
      return refuse("url: a Discord webhook URL looks like https://discord.com/api/webhooks/<id>/<token>");
    }
    const identity = `discord:${path[1]}${query[1] ? `:thread:${query[1]}` : ""}`;
    return { ok: true, target: { url: url.href, kind: "discord", identity } };
  }
  if (url.hostname === SLACK_HOST) {
    const path = SLACK_PATH.exec(url.pathname);
    if (!path || url.search) {
      return refuse("url: a Slack webhook URL looks like https://hooks.slack.com/services/T…/B…/…");
    }
    return { ok: true, target: { url: url.href, kind: "slack", identity: `slack:${path[1]}` } };
  }
  return refuse(
    `url: ${url.hostname} is not a webhook host this service posts to (Discord: discord.com, Slack: ${SLACK_HOST})`,
  );
}

/** The format a target gets when the subscriber names none: its platform's own, JSON for allowed origins. */
export function defaultFormat(target: WebhookTarget): WebhookFormat {
  return target.kind === "allowed" ? "json" : target.kind === "slack-api" ? "slack" : target.kind;
}

/**
 * The URL as answers show it: origin and path with the secret last segment (Discord's token, Slack's key)
 * cut to its first four characters, and no query.
 */
export function redactWebhookUrl(text: string): string {
  const url = new URL(text);
  const segments = url.pathname.split("/");
  const last = segments.length - 1;
  if (segments[last]) segments[last] = `${segments[last].slice(0, 4)}…`;
  return `${url.origin}${segments.join("/")}`;
}

/**
 * Slack's Web API: a bot token and a channel id instead of a webhook URL. Only `chat.postMessage` answers with
 * the `ts` of the message it posted, which a thread per day needs (an incoming webhook answers only `ok`).
 * The origin is fixed, so a subscription can name no host at all; only a loopback origin may stand in for it
 * (a test's fake Slack), for the same reason WEBHOOK_ALLOW takes plain http only on loopback.
 */
export const SLACK_API_ORIGIN = "https://slack.com";
/** The method every Slack bot post goes to. */
export const SLACK_POST_PATH = "/api/chat.postMessage";
/** A Slack bot's `thread` setting: a parent message per day with the levels replying under it, or none. */
export const SLACK_THREADS = ["per-day", "off"] as const;
/** A bot token as Slack issues them: `xoxb-<team number>-<bot number>-<secret>`. */
const SLACK_BOT_TOKEN = /^xoxb-[0-9]{1,20}-[0-9]{1,20}-[A-Za-z0-9]{16,64}$/;
/** A channel id: public channels start with C, private ones (older workspaces) with G. */
const SLACK_CHANNEL_ID = /^[CG][A-Z0-9]{8,20}$/;

/**
 * The origin standing in for https://slack.com (SLACK_API_ORIGIN in the environment): unset means Slack's own;
 * anything but an http(s) origin on a loopback host is a RangeError, so the setting cannot aim bot posts (and
 * their tokens) at another machine.
 */
export function parseSlackApiOrigin(text: string | undefined): string {
  if (!text) return SLACK_API_ORIGIN;
  const url = URL.parse(text);
  const sound = url && !url.username && !url.password && url.pathname === "/" && !url.search && !url.hash &&
    (url.protocol === "http:" || url.protocol === "https:") && isLoopbackHost(url.hostname);
  if (!sound) {
    throw new RangeError(
      `SLACK_API_ORIGIN: ${
        JSON.stringify(text)
      } is not an origin on a loopback host (a test's fake Slack); ` +
        "leave it unset to post to https://slack.com",
    );
  }
  return url.origin;
}

export type SlackBotCheck =
  | { ok: true; target: WebhookTarget & { kind: "slack-api" }; channel: string }
  | { ok: false; field: "slack_bot_token" | "slack_channel"; message: string };

/**
 * Whether a bot token and channel id have Slack's shapes; the target posts to chat.postMessage at `apiOrigin`.
 * The identity is the channel alone: one channel gets each daily once, whichever token posts it.
 */
export function checkSlackBot(token: string, channel: string, apiOrigin = SLACK_API_ORIGIN): SlackBotCheck {
  if (!SLACK_BOT_TOKEN.test(token)) {
    return {
      ok: false,
      field: "slack_bot_token",
      message: "slack_bot_token: a Slack bot token looks like xoxb-<digits>-<digits>-<letters and digits>",
    };
  }
  if (!SLACK_CHANNEL_ID.test(channel)) {
    return {
      ok: false,
      field: "slack_channel",
      message: "slack_channel: a Slack channel id starts with C (or G) and has 9 to 21 capital letters and " +
        "digits, such as C0123456789 (a #name is not an id)",
    };
  }
  return {
    ok: true,
    channel,
    target: { url: `${apiOrigin}${SLACK_POST_PATH}`, kind: "slack-api", identity: `slack-api:${channel}` },
  };
}

/** A bot token as answers show it: its kind and first digits, never the secret part. */
export function redactSlackToken(token: string): string {
  return `${token.slice(0, 9)}…`;
}
