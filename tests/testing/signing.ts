/**
 * Test keys and signers for the chat platforms: what Discord and Slack do to a request before they send it,
 * done with freshly generated keys, so a test can sign good requests and spoil them one part at a time.
 */

const encoder = new TextEncoder();

export interface DiscordSigner {
  /** The public key as the developer portal shows it (hex), for `discordPublicKey`. */
  publicKey: string;
  /** The two signature headers for a timestamp and raw body. */
  headers(body: string, timestamp?: string): Promise<Record<string, string>>;
}

/** A new Ed25519 key pair signing as Discord signs interactions: the timestamp, then the raw body. */
export async function discordSigner(): Promise<DiscordSigner> {
  const pair = await crypto.subtle.generateKey("Ed25519", true, ["sign", "verify"]) as CryptoKeyPair;
  const publicKey = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey)).toHex();
  return {
    publicKey,
    async headers(body, timestamp = "1764525600") {
      const signature = await crypto.subtle.sign(
        "Ed25519",
        pair.privateKey,
        encoder.encode(timestamp + body),
      );
      return {
        "content-type": "application/json",
        "x-signature-ed25519": new Uint8Array(signature).toHex(),
        "x-signature-timestamp": timestamp,
      };
    },
  };
}

export interface SlackSigner {
  /** A random signing secret, for `slackSigningSecret`. */
  signingSecret: string;
  /** The two signature headers for a raw body sent at `at` (Unix seconds taken from it). */
  headers(body: string, at: Date): Promise<Record<string, string>>;
}

/** A random signing secret signing as Slack signs slash commands: HMAC-SHA256 of `v0:<timestamp>:<body>`. */
export async function slackSigner(): Promise<SlackSigner> {
  const signingSecret = crypto.getRandomValues(new Uint8Array(16)).toHex();
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(signingSecret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return {
    signingSecret,
    async headers(body, at) {
      const timestamp = String(Math.floor(at.getTime() / 1000));
      const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(`v0:${timestamp}:${body}`));
      return {
        "content-type": "application/x-www-form-urlencoded",
        "x-slack-signature": `v0=${new Uint8Array(mac).toHex()}`,
        "x-slack-request-timestamp": timestamp,
      };
    },
  };
}
