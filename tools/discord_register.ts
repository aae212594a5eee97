/**
 * Registers the global `/sudoku` command of a Discord application, the command its Interactions Endpoint
 * (POST /interactions/discord) answers: `/sudoku daily [level] [variant]` posts the daily, `/sudoku results
 * [level]` the channel's times today. The endpoint still answers `/sudoku [level] [variant]` as registered
 * before there were subcommands, until this is run again.
 *
 *   DISCORD_APP_ID=<application id> DISCORD_BOT_TOKEN=<bot token> deno task discord:register
 *
 * One PUT to Discord's bulk-overwrite endpoint makes /sudoku the application's only global command, so running it
 * again after a change (a new variant, a new level) updates the command in place. The choices come from the
 * engine's variants and levels, the ones the endpoint accepts. DISCORD_API_BASE replaces
 * https://discord.com/api/v10 (tests point it at a fake Discord on loopback); the task itself may reach
 * discord.com only, so another base needs `deno run --allow-net=<its host>`.
 */
import { allVariants, LEVELS } from "../engine/mod.ts";

export const DISCORD_API = "https://discord.com/api/v10";

/** Discord's numbers for a slash command, a subcommand and a string option. */
const CHAT_INPUT = 1;
const SUB_COMMAND = 1;
const STRING_OPTION = 3;

/** Discord asks API clients to name themselves this way: `DiscordBot (<url>, <version>)`. */
const USER_AGENT = "DiscordBot (sudoku-daily, 1.0.0)";

/**
 * The /sudoku command as Discord's API takes it: two subcommands, `daily` (level and variant, both optional)
 * and `results` (level, optional), each option a fixed list of choices.
 */
export function sudokuCommand() {
  const variants = allVariants();
  const levels = LEVELS.filter((level) => variants.some((v) => v.levels.includes(level)));
  const levelChoices = levels.map((level) => ({
    name: level[0].toUpperCase() + level.slice(1),
    value: level,
  }));
  return {
    name: "sudoku",
    type: CHAT_INPUT,
    description: "Today's daily Sudoku in this channel, and the channel's times",
    options: [
      {
        type: SUB_COMMAND,
        name: "daily",
        description: "Post today's daily Sudoku in this channel",
        options: [
          {
            type: STRING_OPTION,
            name: "level",
            description: "How hard: medium unless chosen (a variant with one level has only that one)",
            required: false,
            choices: levelChoices,
          },
          {
            type: STRING_OPTION,
            name: "variant",
            description: "Which Sudoku: classic 9×9 unless chosen",
            required: false,
            choices: variants.map((v) => ({ name: v.name, value: v.id })),
          },
        ],
      },
      {
        type: SUB_COMMAND,
        name: "results",
        description: "List the times players sent today from this channel's links",
        options: [
          {
            type: STRING_OPTION,
            name: "level",
            description: "Only this level's times (every level unless chosen)",
            required: false,
            choices: levelChoices,
          },
        ],
      },
    ],
  };
}

export interface Registration {
  /** The application ID (a snowflake: digits). */
  appId: string;
  /** The bot's token, sent as `Authorization: Bot <token>`. */
  botToken: string;
  /** The API root, without a trailing slash. */
  apiBase: string;
}

/** The registration asked for by the environment, or what is missing or wrong in it. */
export function registrationFrom(
  env: (name: string) => string | undefined,
): Registration | { error: string } {
  const appId = env("DISCORD_APP_ID") ?? "";
  const botToken = env("DISCORD_BOT_TOKEN") ?? "";
  const apiBase = (env("DISCORD_API_BASE") || DISCORD_API).replace(/\/+$/, "");
  if (appId === "") {
    return { error: "DISCORD_APP_ID is not set: the Application ID on the app's General Information page" };
  }
  if (!/^[0-9]{1,20}$/.test(appId)) {
    return { error: `DISCORD_APP_ID: ${JSON.stringify(appId)} is not an ID (digits)` };
  }
  if (botToken === "") return { error: "DISCORD_BOT_TOKEN is not set: the token on the app's Bot page" };
  const base = URL.parse(apiBase);
  if (!base || !["http:", "https:"].includes(base.protocol)) {
    return { error: `DISCORD_API_BASE: ${JSON.stringify(apiBase)} is not an http(s) URL` };
  }
  return { appId, botToken, apiBase };
}

/** PUTs the command list; the line to print, and whether Discord took it. */
export async function register(registration: Registration): Promise<{ ok: boolean; message: string }> {
  const url = `${registration.apiBase}/applications/${registration.appId}/commands`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: "PUT",
      headers: {
        "Authorization": `Bot ${registration.botToken}`,
        "Content-Type": "application/json",
        "User-Agent": USER_AGENT,
      },
      body: JSON.stringify([sudokuCommand()]),
    });
  } catch (e) {
    return { ok: false, message: `could not reach ${url}: ${(e as Error).message}` };
  }
  const text = await res.text();
  if (!res.ok) {
    const said = text.length > 500 ? `${text.slice(0, 500)}…` : text;
    return { ok: false, message: `Discord answered ${res.status} ${res.statusText} to PUT ${url}: ${said}` };
  }
  let id = "";
  try {
    const commands = JSON.parse(text) as Array<{ name?: string; id?: string }>;
    id = commands.find((c) => c.name === "sudoku")?.id ?? "";
  } catch {
    // A 2xx without the usual JSON list still means Discord took the command.
  }
  return {
    ok: true,
    message: `registered /sudoku${id ? ` (command ${id})` : ""} for application ${registration.appId}`,
  };
}

if (import.meta.main) {
  const registration = registrationFrom((name) => Deno.env.get(name));
  if ("error" in registration) {
    console.error(`discord:register: ${registration.error}`);
    Deno.exit(2);
  }
  const { ok, message } = await register(registration);
  if (ok) console.log(message);
  else console.error(`discord:register: ${message}`);
  Deno.exit(ok ? 0 : 1);
}
