/**
 * The channel's side of results: `/sudoku daily` links carry the channel's board, and `/sudoku results`
 * lists the times players sent from those links today, within the platforms' limits and without pings.
 */
import assert from "node:assert/strict";
import { type DailyPuzzle, rulesOfVariant, solve } from "../../../engine/mod.ts";
import { loadPools } from "../../../data/pools.ts";
import { createApp } from "../../../routes/app.ts";
import { resultsText } from "../../../routes/embeds/board_results.ts";
import { discordPayloadSchema } from "../../../routes/shared/bots.ts";
import { discordSigner, slackSigner } from "../../testing/signing.ts";

const pools = await loadPools();
const NOW = new Date("2026-11-30T18:00:00Z");
const CHANNEL = "123456789012345678";
const discord = await discordSigner();
const slack = await slackSigner();
const kv = await Deno.openKv(":memory:");
const app = createApp({
  pools,
  kv,
  now: () => NOW,
  origin: "https://sudoku.example",
  discordPublicKey: discord.publicKey,
  slackSigningSecret: slack.signingSecret,
  results: { perAddress: 100, attemptsPerHour: { address: 1_000, browser: 20 } },
});

/** `/sudoku <subcommand>` in a channel, as Discord sends it with its options. */
async function discordCommand(subcommand: string, options: Record<string, string> = {}, channel = CHANNEL) {
  const body = JSON.stringify({
    type: 2,
    channel_id: channel,
    data: {
      name: "sudoku",
      options: [{
        name: subcommand,
        type: 1,
        options: Object.entries(options).map(([name, value]) => ({ name, type: 3, value })),
      }],
    },
  });
  const res = await app.request("/interactions/discord", {
    method: "POST",
    body,
    headers: await discord.headers(body),
  });
  assert.equal(res.status, 200);
  return await res.json();
}

async function slackCommand(text: string, team = "T024BE7LD", channel = "C024BE91L") {
  const body = new URLSearchParams({ command: "/sudoku", text, team_id: team, channel_id: channel })
    .toString();
  const res = await app.request("/slack/commands", {
    method: "POST",
    body,
    headers: await slack.headers(body, NOW),
  });
  assert.equal(res.status, 200);
  return await res.json();
}

function solutionOf(d: DailyPuzzle): string {
  const rules = rulesOfVariant(d.variant, d.cages);
  const cells = Uint8Array.from([...d.puzzle], (ch) => rules.digitChars.indexOf(ch.toUpperCase()) + 1);
  return [...solve({ rules, cells })!].map((digit) => rules.digitChars[digit - 1]).join("");
}

let browsers = 0;
/** A player solving today's daily from a link of `board`, and sending the time. */
async function send(board: string, level: string, seconds: number, extra: Record<string, unknown> = {}) {
  const d: DailyPuzzle = await (await app.request(`/api/daily?level=${level}`)).json();
  const res = await app.request("/api/results", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      date: d.date,
      variant: d.variant,
      level: d.level,
      grid: solutionOf(d),
      seconds,
      hints: 0,
      browser: `player${String(++browsers).padStart(16, "0")}`,
      board,
      ...extra,
    }),
  });
  assert.equal(res.status, 201, await res.clone().text());
}

Deno.test("/sudoku daily's play links carry the channel's board, in Discord and Slack", async () => {
  const answer = await discordCommand("daily", { level: "hard" });
  const board = `?board=discord-${CHANNEL}`;
  assert.equal(answer.data.embeds[0].url, `https://sudoku.example/daily/2026-11-30/hard${board}`);
  assert.ok(answer.data.embeds[0].description.includes(board));
  assert.ok(discordPayloadSchema.safeParse(answer.data).success);
  const slackAnswer = await slackCommand("killer hard");
  const button = slackAnswer.blocks.find((b: { type: string }) => b.type === "actions").elements[0];
  assert.equal(
    button.url,
    "https://sudoku.example/daily/killer/2026-11-30/hard?board=slack-T024BE7LD-C024BE91L",
  );
  // The image and the share code stay the day's, whoever asks.
  assert.doesNotMatch(answer.data.embeds[0].image.url, /board/);
});

Deno.test("/sudoku results lists the channel's times today, fastest first, and never another channel's", async () => {
  const board = "discord-555555555555555555";
  const channel = "555555555555555555";
  const empty = await discordCommand("results", {}, channel);
  assert.equal(empty.data.flags, 64, "nothing to list: only the caller sees it");
  assert.match(empty.data.content, /No times from this channel yet today/);

  await send(board, "hard", 512, { name: "Bo_b" });
  await send(board, "hard", 402, { name: "Ana" });
  await send(board, "easy", 200);
  await send("discord-999", "hard", 100, { name: "Elsewhere" });
  const all = await discordCommand("results", {}, channel);
  assert.equal(all.data.flags, undefined, "for the channel");
  assert.deepEqual(all.data.allowed_mentions, { parse: [] });
  assert.equal(
    all.data.content,
    [
      "**Today's times in this channel** (2026-11-30)",
      "",
      "**Easy** · 1 solver · median 3:20",
      "1. anonymous — 3:20",
      "",
      "**Hard** · 2 solvers · median 6:42",
      "1. Ana — 6:42",
      "2. Bo\\_b — 8:32",
    ].join("\n"),
  );
  const hard = await discordCommand("results", { level: "hard" }, channel);
  assert.doesNotMatch(hard.data.content, /Easy/);
  const evil = await discordCommand("results", { level: "evil" }, channel);
  assert.equal(evil.data.flags, 64);
});

Deno.test("Slack: `results [level]` lists the channel's times; a word that is no level gets usage", async () => {
  const board = "slack-T1-C9";
  await send(board, "medium", 300, { name: "Cy" });
  const answer = await slackCommand("results", "T1", "C9");
  assert.equal(answer.response_type, "in_channel");
  assert.match(answer.text, /^\*Today's times in this channel\* \(2026-11-30\)/);
  assert.match(answer.text, /1\. Cy — 5:00/);
  const bad = await slackCommand("results nope", "T1", "C9");
  assert.equal(bad.response_type, "ephemeral");
  assert.match(bad.text, /Pick a level/);
  const none = await slackCommand("results", "T1", "C10");
  assert.equal(none.response_type, "ephemeral");
});

Deno.test("a results answer keeps within Discord's 2,000 and Slack's 3,000 characters, saying what it left out", () => {
  const levels = (["easy", "medium", "hard", "expert", "evil"] as const).flatMap((level) =>
    (["9x9", "x", "6x6"] as const).map((variant) => ({
      level,
      variant,
      solvers: 50,
      medianSeconds: 600,
      times: Array.from({ length: 50 }, (_, i) => ({ name: "N".repeat(24), seconds: 300 + i, hints: i })),
    }))
  );
  const summary = { board: "discord-1", date: "2026-11-30", levels };
  const discordText = resultsText(summary, "discord");
  const slackText = resultsText(summary, "slack");
  assert.ok(discordText.length <= 2000, String(discordText.length));
  assert.ok(slackText.length <= 3000, String(slackText.length));
  assert.match(discordText, /\(\d+ more dailies not shown\)$/);
  assert.match(discordText, /… and 40 more/);
});
