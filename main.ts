/**
 * Serves the app. PORT overrides the default 8000; ORIGIN (e.g. "https://sudoku.example") is the public origin
 * written into share links, link previews and bot posts, which otherwise follow each request's Host header
 * (wrong behind a TLS-terminating proxy). DISCORD_PUBLIC_KEY and SLACK_SIGNING_SECRET switch on the /sudoku
 * slash commands of a Discord application and a Slack app.
 */
import { loadPools } from "./data/pools.ts";
import { createApp } from "./routes/shared/app.ts";

const portText = Deno.env.get("PORT") || "8000";
const port = Number(portText);
if (!Number.isInteger(port) || port < 1 || port > 65_535) {
  throw new RangeError(`PORT: ${portText} is not a port`);
}
// createApp refuses an ORIGIN that is not an http(s) origin, so a typo stops the server at start.
const origin = Deno.env.get("ORIGIN") || undefined;
// Likewise a DISCORD_PUBLIC_KEY that is not 64 hex digits.
const discordPublicKey = Deno.env.get("DISCORD_PUBLIC_KEY") || undefined;
const slackSigningSecret = Deno.env.get("SLACK_SIGNING_SECRET") || undefined;
const app = createApp({ pools: await loadPools(), origin, discordPublicKey, slackSigningSecret });
Deno.serve({ port }, app.fetch);
