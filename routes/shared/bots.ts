/**
 * The daily as bots and chats want it: plain text, Markdown, an emoji grid, and ready-to-POST Discord and
 * Slack webhook payloads. Every formatter is a pure function of a plain record, so pages and tests reuse them;
 * GET /api/daily?format= (routes/api/daily.ts) serves them.
 */
import { z } from "@hono/zod-openapi";
import { type DailyPuzzle, type Level, SHAPES, type VariantId, variantInfo } from "../../engine/mod.ts";
import { dailyPagePath, dailySeriesTitle } from "./puzzle_pages.ts";
import { levelName } from "./words.ts";

/** Everything a formatter needs to know about one daily. */
export interface BotDaily {
  date: string;
  /** The variant (9x9 when absent). */
  variant?: VariantId;
  level: Level;
  code: string;
  /** One character per cell, row-major: digits (`A`–`G` for 10–16) for givens, `.` or `0` for blanks. */
  puzzle: string;
  clues: number;
  /** Killer only: how many cages (a text grid cannot draw them, so the text points at the image). */
  cages?: number;
  /** The daily's page: `<origin>/daily/<date>/<level>` (`/daily/<variant>/<date>/<level>` for variants). */
  pageUrl: string;
  /** Its preview image: `<origin>/og/<code>.png?date=<date>`. */
  imageUrl: string;
}

export const BOT_FORMATS = ["text", "markdown", "emoji", "discord", "slack"] as const;
export type BotFormat = typeof BOT_FORMATS[number];

/** The page and image URLs of a daily under an origin such as `https://sudoku.example`. */
export function dailyUrls(
  origin: string,
  date: string,
  level: Level,
  code: string,
  variant: VariantId = "9x9",
) {
  return {
    pageUrl: `${origin}${dailyPagePath(date, level, variant)}`,
    imageUrl: `${origin}/og/${code}.png?date=${date}`,
  };
}

/** A served daily as the formatters take it, its page and image under `origin`. */
export function botDaily(p: DailyPuzzle, origin: string): BotDaily {
  return {
    date: p.date,
    variant: p.variant,
    level: p.level,
    code: p.code,
    puzzle: p.puzzle,
    clues: p.clues,
    ...(p.cages ? { cages: p.cages.length } : {}),
    ...dailyUrls(origin, p.date, p.level, p.code, p.variant),
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

/** The grid's side and box shape, from its number of cells. */
function shapeOf(puzzle: string): { size: number; boxRows: number; boxCols: number } {
  for (const { boxRows, boxCols } of Object.values(SHAPES)) {
    const size = boxRows * boxCols;
    if (size * size === puzzle.length) return { size, boxRows, boxCols };
  }
  throw new RangeError(`no grid has ${puzzle.length} cells`);
}

/** The puzzle as rows of digit values, 0 for a blank (`A`–`G` read as 10–16). */
function rows(puzzle: string): { size: number; boxRows: number; boxCols: number; cells: number[][] } {
  const shape = shapeOf(puzzle);
  const digits = [...puzzle].map((ch) => {
    const d = parseInt(ch, 17);
    return Number.isNaN(d) || d > shape.size ? 0 : d;
  });
  const cells = Array.from(
    { length: shape.size },
    (_, r) => digits.slice(r * shape.size, (r + 1) * shape.size),
  );
  return { ...shape, cells };
}

/** Items in consecutive groups of `width`: the boxes of a row, or the bands of a grid. */
function groups<T>(items: T[], width: number): T[][] {
  return Array.from({ length: items.length / width }, (_, k) => items.slice(k * width, (k + 1) * width));
}

/**
 * The grid in ASCII (`+`, `-`, `|` borders, `.` blanks), monospace-aligned and readable back by the app's own
 * grid parser, so it can be pasted into POST /api/grade. Digits 10–16 are written `A`–`G`, the text form.
 */
export function textGrid(puzzle: string): string {
  const { boxRows, boxCols, cells } = rows(puzzle);
  const digit = (d: number) => (d ? d.toString(17).toUpperCase() : ".");
  const boxWidth = boxCols * 2 + 1;
  const rule = `+${Array.from({ length: cells.length / boxCols }, () => "-".repeat(boxWidth)).join("+")}+`;
  const line = (row: number[]) =>
    `| ${groups(row, boxCols).map((box) => box.map(digit).join(" ")).join(" | ")} |`;
  return [rule, ...groups(cells, boxRows).flatMap((band) => [...band.map(line), rule])].join("\n");
}

/** Keycap digits 1–9 and 🔟 for givens (circled numbers for 11–16), a white square for blanks; a space between boxes. */
export function emojiGrid(puzzle: string): string {
  const { boxRows, boxCols, cells } = rows(puzzle);
  const cell = (d: number) =>
    d === 0
      ? "\u2B1C"
      : d <= 9
      ? `${d}\uFE0F\u20E3`
      : d === 10
      ? "\u{1F51F}"
      : String.fromCodePoint(0x2469 + d - 10);
  const line = (row: number[]) => groups(row, boxCols).map((box) => box.map(cell).join("")).join(" ");
  return groups(cells, boxRows).map((band) => band.map(line).join("\n")).join("\n\n");
}

/** What a text grid cannot show, said in words: a killer's cages are only in the image. */
function cagesNote(d: BotDaily): string | null {
  return d.cages === undefined ? null : `${d.cages} cages: see them in the image ${d.imageUrl}`;
}

/** "24 clues"; a killer counts its cages, and its givens only when it has some: "27 cages", "27 cages, 3 clues". */
export function contentWords(d: BotDaily): string {
  if (d.cages === undefined) return `${d.clues} clues`;
  return d.clues === 0 ? `${d.cages} cages` : `${d.cages} cages, ${d.clues} clues`;
}

/** "Killer " before the level for a variant, nothing for classic 9×9. */
function variantWord(d: BotDaily): string {
  return d.variant && d.variant !== "9x9" ? `${variantInfo(d.variant).name} ` : "";
}

/** "sudoku-daily 2026-11-30 Medium" */
export function botTitle(d: BotDaily): string {
  return `sudoku-daily ${d.date} ${variantWord(d)}${levelName(d.level)}`;
}

/** "Sudoku daily — Killer Hard, 2026-11-30": the heading of a day's post or feed entry. */
export function headline(d: BotDaily): string {
  return `${dailySeriesTitle(d.level, d.variant)}, ${d.date}`;
}

/** The preview image in words: "The Hard Sudoku of 2026-11-30: a 9×9 grid with 24 clues". */
export function imageAlt(d: BotDaily): string {
  return `The ${variantWord(d)}${levelName(d.level)} Sudoku of ${d.date}: a ${sideText(d.puzzle)} grid with ${
    contentWords(d)
  }`;
}

export function dailyText(d: BotDaily): string {
  const note = cagesNote(d);
  return `${botTitle(d)}\n${textGrid(d.puzzle)}\n${note ? `${note}\n` : ""}${
    contentWords(d)
  } · play: ${d.pageUrl}\n`;
}

export function dailyMarkdown(d: BotDaily): string {
  const note = cagesNote(d);
  return [
    `## Sudoku daily: **${variantWord(d)}${levelName(d.level)}**, ${d.date}`,
    "",
    ...(note ? [`![The ${d.cages} cages](${d.imageUrl})`, ""] : []),
    "```text",
    textGrid(d.puzzle),
    "```",
    "",
    `**${contentWords(d)}** · [Play it in the browser](${d.pageUrl})`,
    "",
  ].join("\n");
}

export function dailyEmoji(d: BotDaily): string {
  const note = cagesNote(d);
  return `${botTitle(d)}\n\n${emojiGrid(d.puzzle)}\n\n${note ? `${note}\n` : ""}${d.pageUrl}\n`;
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
    content: `${botTitle(d)} is out: ${contentWords(d)}.`,
    embeds: [{
      title: headline(d),
      url: d.pageUrl,
      description: `${cagesNote(d) ? `${d.cages} cages: see the image below.\n` : ""}\`\`\`\n${
        textGrid(d.puzzle)
      }\n\`\`\`\n**${contentWords(d)}** · [Play it in the browser](${d.pageUrl})`,
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
export function slackEscape(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

export function slackPayload(d: BotDaily): z.infer<typeof slackPayloadSchema> {
  const page = slackEscape(d.pageUrl);
  return {
    text: `${botTitle(d)}: ${contentWords(d)}. Play: ${d.pageUrl}`,
    blocks: [
      { type: "header", text: { type: "plain_text", text: headline(d), emoji: true } },
      {
        type: "section",
        text: {
          type: "mrkdwn",
          text: `${cagesNote(d) ? `${d.cages} cages: see the image below.\n` : ""}\`\`\`${
            textGrid(d.puzzle)
          }\`\`\`\n*${contentWords(d)}* · <${page}|Play it in the browser>`,
        },
      },
      {
        type: "image",
        image_url: d.imageUrl,
        alt_text: imageAlt(d),
      },
      {
        type: "actions",
        elements: [{ type: "button", text: { type: "plain_text", text: "Play" }, url: d.pageUrl }],
      },
    ],
  };
}

function sideText(puzzle: string): string {
  const { size } = shapeOf(puzzle);
  return `${size}×${size}`;
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
