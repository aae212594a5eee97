/**
 * A board's day (routes/shared/results/summary.ts) as a chat message, for `/sudoku results` in Discord and
 * Slack: within each platform's limit on a message, and with players' names escaped so they never become
 * markup. Mentions are never parsed (the Discord answer sends `allowed_mentions: { parse: [] }`).
 */
import { variantInfo } from "../../engine/mod.ts";
import { slackEscape } from "../shared/bots.ts";
import type { BoardSummary } from "../shared/results/summary.ts";

/** How many times per daily a results answer lists (the board keeps up to 50). */
const RESULTS_LISTED = 10;
/** Discord's limit on a message's content. */
const DISCORD_CONTENT_MAX = 2000;
/** Kept well under Slack's limit on a message's text. */
const SLACK_TEXT_MAX = 3000;

/** The documented example of a results answer. */
export const EXAMPLE_SUMMARY: BoardSummary = {
  board: "discord-123456789012345678",
  date: "2026-11-30",
  levels: [{
    level: "hard",
    variant: "9x9",
    solvers: 3,
    medianSeconds: 512,
    times: [{ name: "Ana", seconds: 402, hints: 0 }, { seconds: 512, hints: 1 }, {
      name: "Bo",
      seconds: 1_260,
      hints: 0,
    }],
  }],
};

/** 402 → "6:42"; 3,723 → "1:02:03". */
function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** A player's name in the platform's markup: Discord's Markdown or Slack's mrkdwn would read `_` as emphasis. */
function escapedName(name: string, platform: "discord" | "slack"): string {
  return platform === "discord" ? name.replace(/[\\_*~`|>]/g, "\\$&") : slackEscape(name);
}

/**
 * A board's day as a chat message: a line per daily (solvers and median), then its fastest times. Whole
 * dailies are left out from the end, with a line saying so, where the platform's limit would be passed.
 */
export function resultsText(summary: BoardSummary, platform: "discord" | "slack"): string {
  const bold = (text: string) => (platform === "discord" ? `**${text}**` : `*${text}*`);
  const max = platform === "discord" ? DISCORD_CONTENT_MAX : SLACK_TEXT_MAX;
  const head = `${bold("Today's times in this channel")} (${summary.date})`;
  const blocks = summary.levels.map((day) => {
    const variant = day.variant && day.variant !== "9x9" ? `${variantInfo(day.variant).name} ` : "";
    const title = `${variant}${day.level[0].toUpperCase()}${day.level.slice(1)}`;
    const lines = [
      `${bold(title)} · ${day.solvers} ${day.solvers === 1 ? "solver" : "solvers"} · median ${
        clock(day.medianSeconds)
      }`,
      ...day.times.slice(0, RESULTS_LISTED).map((time, i) =>
        `${i + 1}. ${time.name ? escapedName(time.name, platform) : "anonymous"} — ${clock(time.seconds)}${
          time.hints ? ` · ${time.hints} ${time.hints === 1 ? "hint" : "hints"}` : ""
        }`
      ),
    ];
    const more = day.solvers - Math.min(day.times.length, RESULTS_LISTED);
    if (more > 0) lines.push(`… and ${more} more`);
    return lines.join("\n");
  });
  let text = head;
  for (const [i, block] of blocks.entries()) {
    const rest = blocks.length - i - 1;
    const tail = rest > 0 ? `\n\n(${rest} more ${rest === 1 ? "daily" : "dailies"} not shown)` : "";
    if (`${text}\n\n${block}${tail}`.length > max) {
      return `${text}\n\n(${blocks.length - i} more ${
        blocks.length - i === 1 ? "daily" : "dailies"
      } not shown)`;
    }
    text = `${text}\n\n${block}`;
  }
  return text;
}
