/**
 * What a subscription may add to its Discord posts, per Discord's "Execute Webhook" documentation:
 *
 * - `thread_name`: the post starts a thread of that name. Forum and media channels accept webhook posts only
 *   with one (or with `?thread_id=` in the URL, posting into one existing thread), so a forum channel gets a
 *   thread per daily, where answers cannot spoil the channel. Names are at most 100 characters.
 * - a role mention: the text mentions `<@&role>` and `allowed_mentions` is `{ parse: [], roles: [role] }`, so
 *   that role is pinged and nothing else the text might hold ever is. Without a role, `{ parse: [] }`.
 *
 * And the board a subscription's links carry (`?board=sub-<id>`), so times submitted from them count for
 * that channel.
 */
import { type Level, type VariantId, variantInfo } from "../../../engine/mod.ts";
import { levelName } from "../words.ts";

/** Discord's longest thread (channel) name. */
export const THREAD_NAME_MAX = 100;
/** The placeholders a thread-name template may hold. */
export const THREAD_NAME_FIELDS = ["date", "level", "variant"] as const;
/** A role id: a Discord snowflake. */
export const ROLE_ID = /^[0-9]{17,20}$/;

export interface ThreadNameFacts {
  date: string;
  level: Level;
  variant: VariantId;
}

/** The template with `{date}`, `{level}` and `{variant}` filled in: "Sudoku {date} {level}" → "Sudoku 2026-12-05 Hard". */
export function threadName(template: string, facts: ThreadNameFacts): string {
  return template.replaceAll("{date}", facts.date).replaceAll("{level}", levelName(facts.level))
    .replaceAll("{variant}", variantInfo(facts.variant).name).trim();
}

/**
 * Why a thread-name template cannot be used for these levels, or null when it can: a placeholder we do not
 * know, control characters, or a name that would be empty or longer than Discord allows.
 *
 * @example
 * threadNameProblem("Sudoku {date} {level}", "9x9", ["hard"]); // null
 * threadNameProblem("Sudoku {day}", "9x9", ["hard"]); // "thread_name: {day} is not a placeholder: …"
 */
export function threadNameProblem(template: string, variant: VariantId, levels: Level[]): string | null {
  for (const [, field] of template.matchAll(/\{([^{}]*)\}/g)) {
    if (!(THREAD_NAME_FIELDS as readonly string[]).includes(field)) {
      return `thread_name: {${field}} is not a placeholder: use ${
        THREAD_NAME_FIELDS.map((f) => `{${f}}`).join(", ")
      }`;
    }
  }
  // deno-lint-ignore no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(template)) {
    return "thread_name: control characters (line breaks) are not allowed";
  }
  for (const level of levels) {
    const name = threadName(template, { date: "2026-12-05", level, variant });
    if (name.length === 0) return "thread_name: the name is empty";
    if (name.length > THREAD_NAME_MAX) {
      return `thread_name: "${
        name.slice(0, 40)
      }…" has ${name.length} characters; Discord allows ${THREAD_NAME_MAX}`;
    }
  }
  return null;
}

/** The Discord mention settings of a post: the role alone may be pinged, or nobody. */
export function allowedMentions(roleId?: string): { parse: never[]; roles?: string[] } {
  return roleId ? { parse: [], roles: [roleId] } : { parse: [] };
}

/** The board whose results a subscription's links count for. */
export function boardOf(subscriptionId: string): string {
  return `sub-${subscriptionId}`;
}

/** A page URL with `?board=` set, so a time submitted from it counts for that board. */
export function withBoard(url: string, board: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set("board", board);
  return parsed.href;
}
