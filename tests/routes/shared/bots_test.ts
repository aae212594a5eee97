import assert from "node:assert/strict";
import { formatGrid, parseGrid } from "../../../engine/board.ts";
import { LEVELS } from "../../../engine/sharecode.ts";
import { createApp } from "../../../routes/app.ts";
import {
  BOT_FORMATS,
  type BotDaily,
  botTitle,
  dailyEmoji,
  dailyMarkdown,
  dailyText,
  dailyUrls,
  discordPayload,
  emojiGrid,
  slackPayload,
  textGrid,
} from "../../../routes/shared/bots.ts";
import { loadPools } from "../../../data/pools.ts";

const pools = await loadPools();
/** 2026-11-30, 18:00 UTC. */
const NOW = new Date("2026-11-30T18:00:00Z");
const DATE = "2026-11-29";
const app = createApp({ pools, now: () => NOW });
const ORIGIN = "http://sudoku.test";

async function daily(level: string, format?: string, init?: RequestInit) {
  const query = `level=${level}&date=${DATE}${format ? `&format=${format}` : ""}`;
  return await app.request(`${ORIGIN}/api/daily?${query}`, init);
}

/** The JSON daily of each level, the source of truth the bot formats must agree with. */
const dailies = await Promise.all(LEVELS.map(async (level) => await (await daily(level)).json()));

function record(
  json: { date: string; level: BotDaily["level"]; code: string; puzzle: string; clues: number },
) {
  return {
    date: json.date,
    level: json.level,
    code: json.code,
    puzzle: json.puzzle,
    clues: json.clues,
    ...dailyUrls(ORIGIN, json.date, json.level, json.code),
  };
}

const KEYCAP = /[1-9]\uFE0F\u20E3/gu;

Deno.test("dailyUrls: the page and image URL contract", () => {
  assert.deepEqual(dailyUrls("https://s.example", "2026-11-29", "hard", "ABC"), {
    pageUrl: "https://s.example/daily/2026-11-29/hard",
    imageUrl: "https://s.example/og/ABC.png?date=2026-11-29",
  });
});

Deno.test("text: title, a boxed monospace grid whose digits are the puzzle, and the link", async () => {
  for (const json of dailies) {
    const res = await daily(json.level, "text");
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), "text/plain; charset=utf-8");
    const text = await res.text();
    assert.equal(text, dailyText(record(json)));
    const lines = text.trimEnd().split("\n");
    const name = json.level[0].toUpperCase() + json.level.slice(1);
    assert.equal(lines[0], `sudoku-daily ${DATE} ${name}`);
    assert.ok(lines.at(-1)!.endsWith(`${ORIGIN}/daily/${DATE}/${json.level}`));
    const grid = lines.slice(1, -1);
    assert.equal(grid.length, 13, "9 rows and 4 rules");
    assert.ok(grid.every((l) => l.length === grid[0].length), "monospace-aligned");
    assert.equal(grid.filter((l) => l.startsWith("+")).length, 4);
    const cells = grid.filter((l) => l.startsWith("|")).flatMap((l) => l.split(/[|\s]+/).filter(Boolean));
    assert.equal(cells.join(""), json.puzzle);
    // Our own parser reads the drawing back, so it can be pasted into POST /api/grade.
    const parsed = parseGrid(grid.join("\n"));
    assert.ok(parsed.ok);
    assert.equal(formatGrid(parsed.value), json.puzzle);
  }
});

Deno.test("markdown: heading with level and date, the grid fenced, a link to the page", async () => {
  for (const json of dailies) {
    const res = await daily(json.level, "markdown");
    assert.equal(res.headers.get("content-type"), "text/markdown; charset=utf-8");
    const md = await res.text();
    assert.equal(md, dailyMarkdown(record(json)));
    const name = json.level[0].toUpperCase() + json.level.slice(1);
    assert.match(md.split("\n")[0], new RegExp(`^#+ .*\\*\\*${name}\\*\\*.*${DATE}`));
    const fenced = /```text\n([\s\S]*?)\n```/.exec(md);
    assert.ok(fenced);
    assert.equal(fenced[1], textGrid(json.puzzle));
    assert.ok(md.includes(`](${ORIGIN}/daily/${DATE}/${json.level})`));
  }
});

Deno.test("emoji: title, 81 cells of keycap digits and white squares in boxes, and the link", async () => {
  for (const json of dailies) {
    const res = await daily(json.level, "emoji");
    assert.equal(res.headers.get("content-type"), "text/plain; charset=utf-8");
    const text = await res.text();
    assert.equal(text, dailyEmoji(record(json)));
    assert.ok(text.startsWith(botTitle(record(json))));
    assert.ok(text.trimEnd().endsWith(`${ORIGIN}/daily/${DATE}/${json.level}`));
    const grid = emojiGrid(json.puzzle);
    const cells = [...grid.matchAll(/[1-9]\uFE0F\u20E3|\u2B1C/gu)].map((m) => m[0]);
    assert.equal(cells.length, 81);
    assert.equal(cells.map((c) => (c === "\u2B1C" ? "." : c[0])).join(""), json.puzzle);
    assert.equal((grid.match(KEYCAP) ?? []).length, json.clues);
    const rows = grid.split("\n");
    assert.equal(rows.length, 11, "9 rows and 2 blank lines between bands");
    assert.deepEqual([rows[3], rows[7]], ["", ""]);
    assert.equal(rows[0].split(" ").length, 3, "three boxes per row");
  }
});

Deno.test("discord: a webhook payload within Discord's limits", async () => {
  for (const json of dailies) {
    const res = await daily(json.level, "discord");
    assert.match(res.headers.get("content-type") ?? "", /^application\/json/);
    const payload = await res.json();
    assert.deepEqual(payload, discordPayload(record(json)));
    assert.ok(payload.content.length > 0 && payload.content.length <= 2000);
    assert.ok(payload.embeds.length >= 1 && payload.embeds.length <= 10);
    const [embed] = payload.embeds;
    assert.ok(embed.title.length <= 256);
    assert.ok(embed.description.length <= 4096);
    assert.ok(embed.footer.text.length <= 2048);
    const total = embed.title.length + embed.description.length + embed.footer.text.length;
    assert.ok(total <= 6000);
    assert.equal(embed.url, `${ORIGIN}/daily/${DATE}/${json.level}`);
    assert.equal(embed.image.url, `${ORIGIN}/og/${json.code}.png?date=${DATE}`);
    for (const url of [embed.url, embed.image.url]) assert.ok(new URL(url).protocol.startsWith("http"));
    assert.ok(embed.description.includes("```\n" + textGrid(json.puzzle) + "\n```"));
    assert.ok(Number.isInteger(embed.color) && embed.color >= 0 && embed.color <= 0xffffff);
    assert.deepEqual(payload.allowed_mentions, { parse: [] });
  }
});

Deno.test("slack: an incoming-webhook payload within Slack's limits", async () => {
  for (const json of dailies) {
    const res = await daily(json.level, "slack");
    assert.match(res.headers.get("content-type") ?? "", /^application\/json/);
    const payload = await res.json();
    assert.ok(payload.text.length > 0, "fallback text");
    assert.ok(payload.blocks.length <= 50);
    const byType = (type: string) => payload.blocks.filter((b: { type: string }) => b.type === type);
    const [header] = byType("header");
    assert.equal(header.text.type, "plain_text");
    assert.ok(header.text.text.length <= 150);
    const [section] = byType("section");
    assert.ok(section.text.text.length <= 3000);
    assert.ok(section.text.text.includes("```" + textGrid(json.puzzle) + "```"));
    assert.ok(section.text.text.includes(`<${ORIGIN}/daily/${DATE}/${json.level}|`));
    const [image] = byType("image");
    assert.equal(image.image_url, `${ORIGIN}/og/${json.code}.png?date=${DATE}`);
    assert.ok(image.image_url.length <= 3000);
    assert.ok(image.alt_text.length > 0 && image.alt_text.length <= 2000);
    const [actions] = byType("actions");
    assert.equal(actions.elements[0].url, `${ORIGIN}/daily/${DATE}/${json.level}`);
    assert.deepEqual(payload, slackPayload(record(json)));
  }
});

Deno.test("the origin option sets the bot links, as it does share_url", async () => {
  const other = createApp({ pools, now: () => NOW, origin: "https://daily.example" });
  const res = await other.request(`http://internal:8000/api/daily?level=easy&date=${DATE}&format=discord`);
  const { embeds: [embed] } = await res.json();
  assert.equal(embed.url, `https://daily.example/daily/${DATE}/easy`);
  assert.ok(embed.image.url.startsWith("https://daily.example/og/"));
});

Deno.test("format=json is today's answer unchanged; an unknown format is 400 bad-format", async () => {
  const plain = await daily("hard");
  const json = await daily("hard", "json");
  assert.deepEqual(await json.json(), await plain.json());
  assert.equal(json.headers.get("etag"), plain.headers.get("etag"));
  for (const bad of ["xml", "TEXT", "", "discord2"]) {
    const res = await app.request(`${ORIGIN}/api/daily?level=hard&format=${encodeURIComponent(bad)}`);
    assert.equal(res.status, 400, bad);
    const body = await res.json();
    assert.equal(body.error.code, "bad-format", bad);
    assert.equal(typeof body.error.message, "string");
  }
  // The other checks still come first or apply as before.
  const badLevel = await app.request(`${ORIGIN}/api/daily?level=extreme&format=text`);
  assert.equal((await badLevel.json()).error.code, "bad-level");
  const future = await app.request(`${ORIGIN}/api/daily?date=2026-12-01&format=slack`);
  assert.equal(future.status, 404);
});

Deno.test("each format has its own ETag, answers 304 to it, and is cached like the JSON daily", async () => {
  const tags = new Set<string>();
  const plain = await daily("medium");
  for (const format of ["json", ...BOT_FORMATS]) {
    const res = await daily("medium", format);
    await res.body?.cancel();
    const etag = res.headers.get("etag")!;
    assert.match(etag, /^"[^"]+"$/);
    tags.add(etag);
    assert.equal(res.headers.get("cache-control"), plain.headers.get("cache-control"));
    const again = await daily("medium", format, { headers: { "If-None-Match": etag } });
    assert.equal(again.status, 304, format);
  }
  assert.equal(tags.size, 1 + BOT_FORMATS.length);
  const today = await app.request(`${ORIGIN}/api/daily?format=text`);
  assert.equal(today.headers.get("cache-control"), `public, max-age=60, s-maxage=${6 * 3600}`);
});

Deno.test("the formatters are pure: the same record gives the same text, and a bad grid is refused", () => {
  const d = record(dailies[0]);
  assert.equal(dailyText(d), dailyText({ ...d }));
  assert.deepEqual(slackPayload(d), slackPayload({ ...d }));
  assert.throws(() => textGrid("123"), RangeError);
});

Deno.test("the OpenAPI document describes format and the non-JSON content types of /api/daily", async () => {
  const doc = await (await app.request("/openapi.json")).json();
  const op = doc.paths["/api/daily"].get;
  const format = op.parameters.find((p: { name: string }) => p.name === "format");
  assert.deepEqual(format.schema.enum, ["json", ...BOT_FORMATS]);
  const content = op.responses["200"].content;
  assert.ok(content["text/plain; charset=utf-8"]);
  assert.ok(content["text/markdown; charset=utf-8"]);
  const jsonExamples = Object.keys(content["application/json"].examples);
  assert.deepEqual(jsonExamples.sort(), ["discord", "json", "slack"]);
});
