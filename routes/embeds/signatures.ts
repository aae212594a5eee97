/**
 * Proof that a request comes from the chat platform it claims, checked on the raw body before any of it is read
 * as data: Discord signs each interaction with the application's Ed25519 key, Slack each slash command with an
 * HMAC-SHA256 under the app's signing secret. A request that fails is a 401 in the one error model, which is
 * also what Discord expects when it sends a bad signature on purpose to test the endpoint.
 *
 * The routes behind these read the body again with `c.req.text()`; Hono keeps the bytes read here.
 */
import type { Context, MiddlewareHandler } from "hono";
import { errorBody } from "../shared/errors.ts";

/** Ed25519 public keys are 32 bytes, signatures 64; Discord writes both in hex. */
const ED25519_PUBLIC_KEY_HEX = /^[0-9a-f]{64}$/i;
const ED25519_SIGNATURE_HEX = /^[0-9a-f]{128}$/i;
/** Slack's signature header: version `v0`, then the HMAC-SHA256 (32 bytes) in hex. */
const SLACK_SIGNATURE = /^v0=([0-9a-f]{64})$/i;
/** Unix seconds, as Slack writes them (more digits than any clock reads this side of the year 33658). */
const UNIX_SECONDS = /^[0-9]{1,12}$/;
/** Slack's advice: refuse timestamps more than five minutes from the server's clock, so a captured request cannot be replayed later. */
export const SLACK_MAX_SKEW_SECONDS = 5 * 60;

const encoder = new TextEncoder();

function refuse(c: Context, code: "bad-signature" | "stale-request", message: string): Response {
  return c.json(errorBody(code, message), 401);
}

function concat(head: Uint8Array, tail: Uint8Array): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(head.length + tail.length);
  bytes.set(head);
  bytes.set(tail, head.length);
  return bytes;
}

export interface DiscordSignatureOptions {
  /** The application's public key as the Discord developer portal shows it: 64 hex digits. */
  publicKey: string;
}

/**
 * Lets through only requests whose `X-Signature-Ed25519` (hex) signs `X-Signature-Timestamp` followed by the raw
 * body under `publicKey`. A key that is not 64 hex digits is a RangeError when the app is built, so a mistyped
 * key stops the server at start rather than refusing every interaction. Discord asks for no timestamp window: a
 * replayed interaction only gets its answer sent back to whoever replays it.
 *
 * @example
 * app.post("/interactions/discord", discordSignature({ publicKey: Deno.env.get("DISCORD_PUBLIC_KEY")! }), handler);
 */
export function discordSignature(options: DiscordSignatureOptions): MiddlewareHandler {
  if (!ED25519_PUBLIC_KEY_HEX.test(options.publicKey)) {
    throw new RangeError("discord public key: not 64 hex digits (the application's Ed25519 public key)");
  }
  let key: Promise<CryptoKey> | undefined;
  return async (c, next) => {
    const signature = c.req.header("x-signature-ed25519");
    const timestamp = c.req.header("x-signature-timestamp");
    if (signature === undefined || timestamp === undefined) {
      return refuse(
        c,
        "bad-signature",
        "send X-Signature-Ed25519 and X-Signature-Timestamp: the request is unsigned",
      );
    }
    if (!ED25519_SIGNATURE_HEX.test(signature)) {
      return refuse(c, "bad-signature", "X-Signature-Ed25519 is not 128 hex digits (an Ed25519 signature)");
    }
    key ??= crypto.subtle.importKey("raw", Uint8Array.fromHex(options.publicKey), "Ed25519", false, [
      "verify",
    ]);
    const signed = concat(encoder.encode(timestamp), new Uint8Array(await c.req.arrayBuffer()));
    if (!await crypto.subtle.verify("Ed25519", await key, Uint8Array.fromHex(signature), signed)) {
      return refuse(
        c,
        "bad-signature",
        "the signature does not match the timestamp and body under this app's key",
      );
    }
    await next();
  };
}

export interface SlackSignatureOptions {
  /** The app's signing secret, from the Basic Information page of its Slack settings. */
  signingSecret: string;
  /** The clock `X-Slack-Request-Timestamp` is compared with; defaults to the system clock. */
  now?: () => Date;
}

/**
 * Lets through only requests whose `X-Slack-Signature` is `v0=` and the hex HMAC-SHA256, under `signingSecret`,
 * of `v0:<X-Slack-Request-Timestamp>:<raw body>`, and whose timestamp is within five minutes of `now` either
 * way. WebCrypto's HMAC `verify` compares in constant time, so the check leaks nothing about the right signature.
 *
 * @example
 * app.post("/slack/commands", slackSignature({ signingSecret: Deno.env.get("SLACK_SIGNING_SECRET")! }), handler);
 * // tests fix the clock:
 * slackSignature({ signingSecret: "s3cret", now: () => new Date("2026-11-30T18:00:00Z") });
 */
export function slackSignature(options: SlackSignatureOptions): MiddlewareHandler {
  if (options.signingSecret === "") throw new RangeError("slack signing secret: empty");
  const now = options.now ?? (() => new Date());
  let key: Promise<CryptoKey> | undefined;
  return async (c, next) => {
    const signature = c.req.header("x-slack-signature");
    const timestamp = c.req.header("x-slack-request-timestamp");
    if (signature === undefined || timestamp === undefined) {
      return refuse(
        c,
        "bad-signature",
        "send X-Slack-Signature and X-Slack-Request-Timestamp: the request is unsigned",
      );
    }
    if (!UNIX_SECONDS.test(timestamp)) {
      return refuse(c, "bad-signature", "X-Slack-Request-Timestamp is not a time in Unix seconds");
    }
    const skew = Math.abs(now().getTime() / 1000 - Number(timestamp));
    if (skew > SLACK_MAX_SKEW_SECONDS) {
      return refuse(
        c,
        "stale-request",
        `X-Slack-Request-Timestamp is ${
          Math.round(skew)
        } seconds from this server's clock (at most ${SLACK_MAX_SKEW_SECONDS} allowed)`,
      );
    }
    const hex = SLACK_SIGNATURE.exec(signature)?.[1];
    if (hex === undefined) {
      return refuse(c, "bad-signature", "X-Slack-Signature is not v0= and 64 hex digits (an HMAC-SHA256)");
    }
    key ??= crypto.subtle.importKey(
      "raw",
      encoder.encode(options.signingSecret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["verify"],
    );
    const signed = concat(encoder.encode(`v0:${timestamp}:`), new Uint8Array(await c.req.arrayBuffer()));
    if (!await crypto.subtle.verify("HMAC", await key, Uint8Array.fromHex(hex), signed)) {
      return refuse(
        c,
        "bad-signature",
        "the signature does not match the timestamp and body under this app's secret",
      );
    }
    await next();
  };
}
