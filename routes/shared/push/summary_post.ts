/**
 * The opt-in post of how a channel did on a day: for each level, how many solved it from the channel's links,
 * the median time and the times themselves, fastest first. The figures come from the results store through
 * a `SummarySource` (routes/shared/results/summary.ts's `boardSummary`); this module only words them for
 * Discord (content ≤ 2,000 characters), Slack (a section's text ≤ 3,000) and our JSON.
 */
import { levelName } from "../words.ts";
import { slackEscape } from "../bots.ts";
import type { WebhookFormat } from "./targets.ts";
import type { BoardSummary } from "../results/summary.ts";

export type { BoardSummary };

/** Where summaries come from: `boardSummary(kv, board, date)`; undefined when the board has no results. */
export type SummarySource = (kv: Deno.Kv, board: string, date: string) => Promise<BoardSummary | undefined>;

export interface SummaryFacts {
  format: WebhookFormat;
  /** Discord: forum channels need a thread for every post. */
  threadName?: string;
}

/** Discord's content limit, and Slack's for a section's text. */
const DISCORD_CONTENT_MAX = 2_000;
const SLACK_SECTION_MAX = 3_000;
/** Times listed per level; the rest are counted. */
const TIMES_LISTED = 10;

/** 75 → "1:15", 3_725 → "1:02:05". */
export function clockTime(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const two = (n: number) => String(n).padStart(2, "0");
  return s >= 3600
    ? `${Math.floor(s / 3600)}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}`
    : `${Math.floor(s / 60)}:${two(s % 60)}`;
}

/** Whether a summary has any time to tell: nobody's results make no post. */
export function hasTimes(summary: BoardSummary | undefined): summary is BoardSummary {
  return !!summary && summary.levels.some((l) => l.solvers > 0 && l.times.length > 0);
}

/** One line per time: "1. Ana 4:05 (1 hint)". Names are the players' own words, so each platform escapes them. */
function timeLines(
  times: BoardSummary["levels"][number]["times"],
  name: (text: string) => string,
): string[] {
  const sorted = [...times].sort((a, b) => a.seconds - b.seconds || a.hints - b.hints);
  return sorted.slice(0, TIMES_LISTED).map((t, i) => {
    const hints = t.hints === 0 ? "" : t.hints === 1 ? " (1 hint)" : ` (${t.hints} hints)`;
    return `${i + 1}. ${t.name ? name(t.name) : "someone"} ${clockTime(t.seconds)}${hints}`;
  });
}

function levelHeading(l: BoardSummary["levels"][number]): string {
  const solvers = l.solvers === 1 ? "1 solver" : `${l.solvers} solvers`;
  return `${levelName(l.level)}: ${solvers}, median ${clockTime(l.medianSeconds)}`;
}

/** Text cut to `max` characters, whole lines first. */
function fitted(lines: string[], max: number): string {
  const kept: string[] = [];
  let length = 0;
  for (const line of lines) {
    if (length + line.length + 1 > max) {
      kept.push("…");
      break;
    }
    kept.push(line);
    length += line.length + 1;
  }
  return kept.join("\n").slice(0, max);
}

/** Discord shows `*`, `_`, `~`, `` ` ``, `|`, `>` and `#` as markup; a name is shown as typed. */
function discordEscape(text: string): string {
  return text.replace(/[\\*_~`|>#[\]()<@:]/g, (ch) => `\\${ch}`);
}

/** The body of the summary post for a webhook of `format`. */
export function summaryPost(facts: SummaryFacts, summary: BoardSummary): unknown {
  const title = `How this channel did on ${summary.date}`;
  const levels = summary.levels.filter((l) => l.solvers > 0);
  switch (facts.format) {
    case "discord": {
      const lines = [`**${title}**`];
      for (const l of levels) lines.push("", `__${levelHeading(l)}__`, ...timeLines(l.times, discordEscape));
      return {
        content: fitted(lines, DISCORD_CONTENT_MAX),
        allowed_mentions: { parse: [] },
        ...(facts.threadName ? { thread_name: `sudoku-daily results ${summary.date}` } : {}),
      };
    }
    case "slack": {
      const sections = levels.map((l) => ({
        type: "section" as const,
        text: {
          type: "mrkdwn" as const,
          text: fitted(
            [`*${slackEscape(levelHeading(l))}*`, ...timeLines(l.times, slackEscape)],
            SLACK_SECTION_MAX,
          ),
        },
      }));
      return {
        text: `${title}: ${levels.map(levelHeading).join("; ")}`,
        blocks: [{ type: "header", text: { type: "plain_text", text: title, emoji: true } }, ...sections],
      };
    }
    case "json":
      return { event: "summary", summary };
  }
}
