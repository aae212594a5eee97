/**
 * The daily as bots and chats want it: plain text, Markdown, an emoji grid, and ready-to-POST Discord and
 * Slack webhook payloads. Every formatter is a pure function of a plain record, so pages and tests reuse them;
 * GET /api/daily?format= (routes/api/daily.ts) serves them.
 */
import { z } from "@hono/zod-openapi";
import { type Level } from "../../engine/mod.ts";
import { levelName } from "../shared/words.ts";

/** Everything a formatter needs to know about one daily. */
export interface BotDaily {
  date: string;
  level: Level;
  code: string;
  /** 81 characters, `1`-`9` for givens and `.` (or `0`) for blanks. */
  puzzle: string;
  clues: number;
  /** The daily's page: `<origin>/daily/<date>/<level>`. */
  pageUrl: string;
  /** Its preview image: `<origin>/og/<code>.png?date=<date>`. */
  imageUrl: string;
}

export const BOT_FORMATS = ["text", "markdown", "emoji", "discord", "slack"] as const;
export type BotFormat = typeof BOT_FORMATS[number];

/** The page and image URLs of a daily under an origin such as `https://sudoku.example`. */
export function dailyUrls(origin: string, date: string, level: Level, code: string) {
  return {
    pageUrl: `${origin}/daily/${date}/${level}`,
    imageUrl: `${origin}/og/${code}.png?date=${date}`,
  };
}

/** Embed colours by level, from calm to alarming. */
const LEVEL_COLOURS: Record<Level, number> = {
  easy: 0x2e9e5b,
  medium: 0x2f80ed,
  hard: 0xf2994a,
  expert: 0xeb5757,
  evil: 0x7b3fa0,
};

/** The puzzle as 9 rows of 9 digits, 0 for a blank. */
function rows(puzzle: string): number[][] {
  if (puzzle.length !== 81) throw new RangeError(`a daily has 81 cells, not ${puzzle.length}`);
  const digits = [...puzzle].map((ch) => (ch >= "1" && ch <= "9" ? Number(ch) : 0));
  return Array.from({ length: 9 }, (_, r) => digits.slice(r * 9, r * 9 + 9));
}

/** Groups of three: the boxes of a row, or the bands of a grid. */
function triples<T>(items: T[]): T[][] {
  return [items.slice(0, 3), items.slice(3, 6), items.slice(6, 9)];
}

/**
 * The grid in ASCII (`+`, `-`, `|` borders, `.` blanks), monospace-aligned and readable back by the app's own
 * grid parser, so it can be pasted into POST /api/grade.
 */
export function textGrid(puzzle: string): string {
  const rule = "+-------+-------+-------+";
  const line = (row: number[]) =>
    `| ${triples(row).map((box) => box.map((d) => (d ? String(d) : ".")).join(" ")).join(" | ")} |`;
  return [rule, ...triples(rows(puzzle)).flatMap((band) => [...band.map(line), rule])].join("\n");
}

/** One emoji per cell: keycap digits for givens, a white square for blanks; a space between boxes. */
export function emojiGrid(puzzle: string): string {
  const cell = (d: number) => (d ? `${d}\uFE0F\u20E3` : "\u2B1C");
  const line = (row: number[]) => triples(row).map((box) => box.map(cell).join("")).join(" ");
  return triples(rows(puzzle)).map((band) => band.map(line).join("\n")).join("\n\n");
}

/** "sudoku-daily 2026-11-30 Medium" */
export function botTitle(d: BotDaily): string {
  return `sudoku-daily ${d.date} ${levelName(d.level)}`;
}

function headline(d: BotDaily): string {
  return `Sudoku daily — ${levelName(d.level)}, ${d.date}`;
}

export function dailyText(d: BotDaily): string {
  return `${botTitle(d)}\n${textGrid(d.puzzle)}\n${d.clues} clues · play: ${d.pageUrl}\n`;
}

export function dailyMarkdown(d: BotDaily): string {
  return [
    `## Sudoku daily: **${levelName(d.level)}**, ${d.date}`,
    "",
    "```text",
    textGrid(d.puzzle),
    "```",
    "",
    `**${d.clues} clues** · [Play it in the browser](${d.pageUrl})`,
    "",
  ].join("\n");
}

export function dailyEmoji(d: BotDaily): string {
  return `${botTitle(d)}\n\n${emojiGrid(d.puzzle)}\n\n${d.pageUrl}\n`;
}

export const discordPayloadSchema = z.object({
  content: z.string().max(2000),
  embeds: z.array(z.object({
    title: z.string().max(256),
    url: z.url(),
    description: z.string().max(4096),
    color: z.number().int(),
    image: z.object({ url: z.url() }),
    footer: z.object({ text: z.string().max(2048) }),
  })).max(10),
  allowed_mentions: z.object({ parse: z.array(z.string()) }),
}).openapi("DiscordWebhookPayload", { description: "POST it as is to a Discord webhook URL" });

export function discordPayload(d: BotDaily): z.infer<typeof discordPayloadSchema> {
  return {
    content: `${botTitle(d)} is out: ${d.clues} clues.`,
    embeds: [{
      title: headline(d),
      url: d.pageUrl,
      description: `\`\`\`\n${
        textGrid(d.puzzle)
      }\n\`\`\`\n**${d.clues} clues** · [Play it in the browser](${d.pageUrl})`,
      color: LEVEL_COLOURS[d.level],
      image: { url: d.imageUrl },
      footer: { text: `sudoku-daily · share code ${d.code}` },
    }],
    // The text is ours, but a webhook should never ping anyone.
    allowed_mentions: { parse: [] },
  };
}

const plainText = z.object({
  type: z.literal("plain_text"),
  text: z.string(),
  emoji: z.boolean().optional(),
});

export const slackPayloadSchema = z.object({
  text: z.string().min(1).openapi({ description: "Fallback for notifications and clients without blocks" }),
  blocks: z.array(z.union([
    z.object({ type: z.literal("header"), text: plainText }),
    z.object({ type: z.literal("section"), text: z.object({ type: z.literal("mrkdwn"), text: z.string() }) }),
    z.object({ type: z.literal("image"), image_url: z.url(), alt_text: z.string() }),
    z.object({
      type: z.literal("actions"),
      elements: z.array(z.object({ type: z.literal("button"), text: plainText, url: z.url() })),
    }),
  ])).max(50),
}).openapi("SlackWebhookPayload", { description: "POST it as is to a Slack incoming-webhook URL" });

/** Slack mrkdwn treats these three as control characters. */
function slackEscape(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

export function slackPayload(d: BotDaily): z.infer<typeof slackPayloadSchema> {
  const page = slackEscape(d.pageUrl);
  return {
    text: `${botTitle(d)}: ${d.clues} clues. Play: ${d.pageUrl}`,
    blocks: [
      { type: "header", text: { type: "plain_text", text: headline(d), emoji: true } },
      {
        type: "section",
        text: {
          type: "mrkdwn",
          text: `\`\`\`${textGrid(d.puzzle)}\`\`\`\n*${d.clues} clues* · <${page}|Play it in the browser>`,
        },
      },
      {
        type: "image",
        image_url: d.imageUrl,
        alt_text: `The ${levelName(d.level)} Sudoku of ${d.date}: a 9×9 grid with ${d.clues} clues`,
      },
      {
        type: "actions",
        elements: [{ type: "button", text: { type: "plain_text", text: "Play" }, url: d.pageUrl }],
      },
    ],
  };
}

/** The body and content type of a daily in a bot format. */
export function botBody(format: BotFormat, d: BotDaily): { contentType: string; body: string } {
  switch (format) {
    case "text":
      return { contentType: "text/plain; charset=utf-8", body: dailyText(d) };
    case "markdown":
      return { contentType: "text/markdown; charset=utf-8", body: dailyMarkdown(d) };
    case "emoji":
      return { contentType: "text/plain; charset=utf-8", body: dailyEmoji(d) };
    case "discord":
      return { contentType: "application/json", body: JSON.stringify(discordPayload(d)) };
    case "slack":
      return { contentType: "application/json", body: JSON.stringify(slackPayload(d)) };
  }
}
