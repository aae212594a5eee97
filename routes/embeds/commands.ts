/**
 * Slash commands without a gateway connection: Discord and Slack POST each use of `/sudoku` here, signed, and
 * get today's daily (UTC) back as a message for the channel, in the same payloads GET /api/daily?format= gives.
 *
 *   POST /interactions/discord   Discord's Interactions Endpoint: PING → PONG; `/sudoku daily [level] [variant]`
 *                                → the daily's Discord message; a level the variant does not offer → a message
 *                                only the caller sees, naming the ones it does; `/sudoku results [level]` →
 *                                the channel's times today
 *   POST /slack/commands         a Slack slash command's Request URL: `text` is `[variant] [level]` in any
 *                                order, empty for the defaults, `results [level]`, or `help`
 *
 * A channel is a board (routes/shared/results/): the daily's play links carry `?board=` with its id, so the
 * times players send from them are listed by `results`.
 *
 * Each route answers 503 `unavailable` while its platform's key is not configured, and 401 to anything not
 * signed with it (routes/embeds/signatures.ts).
 */
import { type Context, Hono } from "hono";
import { createRoute, z } from "@hono/zod-openapi";
import {
  allVariants,
  isVariantId,
  type Level,
  LEVELS,
  parseVariantLevel,
  VARIANT_IDS,
  type VariantId,
  variantInfo,
} from "../../engine/mod.ts";
import { EXAMPLE_BOT } from "../shared/schemas.ts";
import {
  botDaily,
  discordPayload,
  discordPayloadSchema,
  slackEscape,
  slackPayload,
  slackPayloadSchema,
} from "../shared/bots.ts";
import { discordSignature, slackSignature } from "./signatures.ts";
import { type DailyStore, utcDay } from "../shared/dailies.ts";
import { apiError, errorBody, errorResponse } from "../shared/errors.ts";
import { defaultLevel, siteOrigin } from "../shared/puzzle_answers.ts";
import { boardSummary } from "../shared/results/summary.ts";
import { EXAMPLE_SUMMARY, resultsText } from "./board_results.ts";

export interface CommandOptions {
  /** The instance's dailies (memoized), shared with /api/daily and the pages. */
  store: DailyStore;
  /** The clock: which day is today, and what Slack's request timestamps are compared with. */
  now?: () => Date;
  /** Origin for the links in the posts; defaults to the request's origin. */
  origin?: string;
  /** The Discord application's public key (hex); without it POST /interactions/discord answers 503. */
  discordPublicKey?: string;
  /** The Slack app's signing secret; without it POST /slack/commands answers 503. */
  slackSigningSecret?: string;
  /** Where players' results are (routes/api/results.ts); without it `results` says the instance keeps none. */
  kv?: Deno.Kv;
}

/** The command's name and options, as tools/discord_register.ts registers them with Discord. */
const COMMAND_NAME = "sudoku";
const LEVEL_OPTION = "level";
const VARIANT_OPTION = "variant";
const DAILY_SUBCOMMAND = "daily";
const RESULTS_SUBCOMMAND = "results";
/** Discord's option type of a subcommand. */
const SUB_COMMAND = 1;

/** Discord's interaction types and answer types this endpoint speaks (the rest are refused). */
const PING = 1;
const APPLICATION_COMMAND = 2;
const PONG = 1;
const CHANNEL_MESSAGE = 4;
/** The message flag that shows an answer only to the user who ran the command. */
const EPHEMERAL = 1 << 6;

const NO_MENTIONS = { parse: [] as string[] };

const commandOption = z.object({
  name: z.string(),
  type: z.number().int(),
  value: z.union([z.string(), z.number(), z.boolean()]).optional(),
});

const discordInteraction = z.object({
  type: z.number().int().openapi({
    description: "1 PING (Discord checking the endpoint), 2 an application command",
  }),
  channel_id: z.string().max(32).regex(/^[0-9]+$/).optional().openapi({
    description: "The channel the command was used in: its board is `discord-<channel_id>`",
  }),
  data: z.object({
    name: z.string(),
    options: z.array(commandOption.extend({ options: z.array(commandOption).optional() })).optional()
      .openapi({
        description: "A subcommand (`daily`, `results`, type 1) with its options; or, from a command " +
          "registered before subcommands, `level` and `variant` themselves (read as `daily`)",
      }),
  }).optional().openapi({
    description: "The command and its options (type 2); Discord sends many more fields",
  }),
}).openapi("DiscordInteraction", {
  description: "Discord's interaction object: only the fields this endpoint reads",
  example: {
    type: APPLICATION_COMMAND,
    channel_id: "123456789012345678",
    data: {
      name: COMMAND_NAME,
      options: [{
        name: DAILY_SUBCOMMAND,
        type: SUB_COMMAND,
        options: [{ name: LEVEL_OPTION, type: 3, value: "hard" }],
      }],
    },
  },
});

const discordAnswer = z.union([
  z.object({ type: z.literal(PONG) }),
  z.object({ type: z.literal(CHANNEL_MESSAGE), data: discordPayloadSchema }),
  z.object({
    type: z.literal(CHANNEL_MESSAGE),
    data: z.object({
      content: z.string().max(2000),
      flags: z.literal(EPHEMERAL).optional(),
      allowed_mentions: z.object({ parse: z.array(z.string()).max(0) }),
    }),
  }),
]).openapi("DiscordInteractionResponse", {
  description: "PONG to a PING; otherwise a message for the channel (the daily, or its times), or one only " +
    "the caller sees (flags 64)",
});

const slackCommand = z.object({
  command: z.string().openapi({ description: "The command as typed, such as `/sudoku`" }),
  text: z.string().openapi({
    description: "What follows the command: `[variant] [level]`, empty, `results [level]`, or `help`",
  }),
  team_id: z.string().optional().openapi({ description: "The workspace: with channel_id, names the board" }),
  channel_id: z.string().optional().openapi({
    description: "The channel: its board is `slack-<team_id>-<channel_id>`",
  }),
}).openapi("SlackSlashCommand", {
  description: "Slack's slash-command form: only the fields this endpoint reads (Slack sends more)",
  example: { command: "/sudoku", text: "killer hard" },
});

const slackAnswer = z.union([
  slackPayloadSchema.extend({ response_type: z.literal("in_channel") }),
  z.object({ response_type: z.literal("in_channel"), text: z.string().min(1).max(3000) }),
  z.object({ response_type: z.literal("ephemeral"), text: z.string().min(1) }),
]).openapi("SlackCommandResponse", {
  description: "The daily for the whole channel, or usage text only the caller sees",
});

const UNSIGNED = {
  "bad-signature": errorBody("bad-signature", "the signature does not match the timestamp and body"),
};
const TOO_LARGE = errorResponse("The request body is over the limit (64 KiB unless configured)", {
  "body-too-large": errorBody("body-too-large", "request body is over the limit of 65536 bytes"),
});

/** The route configs, for the OpenAPI document (routes/app.ts registers them at these paths). */
export const commandRoutes = {
  discord: createRoute({
    method: "post",
    path: "/interactions/discord",
    tags: ["bots"],
    summary: "Discord's Interactions Endpoint: /sudoku",
    description:
      "Set as the Interactions Endpoint URL of a Discord application, with DISCORD_PUBLIC_KEY set to " +
      "its public key. Answers PING with PONG and `/sudoku daily [level] [variant]` with today's daily (UTC) as " +
      "the `format=discord` payload of GET /api/daily, its play links carrying the channel's board " +
      "(`?board=discord-<channel_id>`); a level the variant does not offer gets a message only the caller sees " +
      "(flags 64) naming the ones it does. `/sudoku results [level]` lists the times players sent today from " +
      "the channel's links. Every request must be signed with the application's key.",
    request: {
      headers: z.object({
        "x-signature-ed25519": z.string().openapi({
          description: "Ed25519 signature (hex) of timestamp + body",
        }),
        "x-signature-timestamp": z.string().openapi({
          description: "The timestamp Discord signed with the body",
        }),
      }),
      body: {
        required: true,
        content: {
          "application/json": {
            schema: discordInteraction,
            examples: {
              ping: { summary: "Discord checking the endpoint", value: { type: PING } },
              command: {
                summary: "/sudoku level:hard variant:killer",
                value: {
                  type: APPLICATION_COMMAND,
                  data: {
                    name: COMMAND_NAME,
                    options: [
                      { name: LEVEL_OPTION, type: 3, value: "hard" },
                      { name: VARIANT_OPTION, type: 3, value: "killer" },
                    ],
                  },
                },
              },
            },
          },
        },
      },
    },
    responses: {
      200: {
        description: "PONG, the daily, or a message only the caller sees",
        content: {
          "application/json": {
            schema: discordAnswer,
            examples: {
              pong: { summary: "PING answered", value: { type: PONG } },
              daily: {
                summary: "/sudoku",
                value: { type: CHANNEL_MESSAGE, data: discordPayload(EXAMPLE_BOT) },
              },
              results: {
                summary: "/sudoku results",
                value: {
                  type: CHANNEL_MESSAGE,
                  data: { content: resultsText(EXAMPLE_SUMMARY, "discord"), allowed_mentions: NO_MENTIONS },
                },
              },
              ephemeral: {
                summary: "/sudoku daily level:evil variant:killer",
                value: {
                  type: CHANNEL_MESSAGE,
                  data: { content: notOffered("killer"), flags: EPHEMERAL, allowed_mentions: NO_MENTIONS },
                },
              },
            },
          },
        },
      },
      400: errorResponse(
        "A body that is not JSON, or an interaction or command this endpoint does not answer",
        {
          "bad-request": errorBody("bad-request", "the body is not JSON"),
          "bad-interaction": errorBody("bad-interaction", "unknown command /weather: this app has /sudoku"),
        },
      ),
      401: errorResponse("A missing, malformed or wrong signature", UNSIGNED),
      413: TOO_LARGE,
      503: errorResponse("No Discord public key is configured", {
        unavailable: errorBody("unavailable", unavailable("Discord", "DISCORD_PUBLIC_KEY")),
      }),
    },
  }),
  slack: createRoute({
    method: "post",
    path: "/slack/commands",
    tags: ["bots"],
    summary: "A Slack slash command: /sudoku",
    description:
      "Set as the Request URL of a Slack slash command, with SLACK_SIGNING_SECRET set to the app's " +
      "signing secret. `text` names a variant and a level in any order (`hard`, `killer hard`, `x evil`), " +
      "nothing for the defaults (classic 9×9; medium, or the variant's only level), `results [level]` for the " +
      "times players sent today from the channel's links, or `help`. The daily goes to the channel as the " +
      "`format=slack` blocks of GET /api/daily, its play links carrying the channel's board " +
      "(`?board=slack-<team_id>-<channel_id>`); help and words it does not understand " +
      "get usage text only the caller sees. Requests must be signed with the secret and no more than five " +
      "minutes from the server's clock.",
    request: {
      headers: z.object({
        "x-slack-signature": z.string().openapi({ description: "`v0=` and the HMAC-SHA256 (hex)" }),
        "x-slack-request-timestamp": z.string().openapi({
          description: "Unix seconds, signed with the body",
        }),
      }),
      body: {
        required: true,
        content: { "application/x-www-form-urlencoded": { schema: slackCommand } },
      },
    },
    responses: {
      200: {
        description: "The daily for the channel, or usage for the caller",
        content: {
          "application/json": {
            schema: slackAnswer,
            examples: {
              daily: {
                summary: "/sudoku",
                value: { response_type: "in_channel", ...slackPayload(EXAMPLE_BOT) },
              },
              results: {
                summary: "/sudoku results",
                value: { response_type: "in_channel", text: resultsText(EXAMPLE_SUMMARY, "slack") },
              },
              help: {
                summary: "/sudoku help",
                value: { response_type: "ephemeral", text: usage("/sudoku") },
              },
            },
          },
        },
      },
      400: errorResponse("A body that is not a form", {
        "bad-request": errorBody("bad-request", "send the command as application/x-www-form-urlencoded"),
      }),
      401: errorResponse("A missing, malformed or wrong signature, or a timestamp over five minutes off", {
        ...UNSIGNED,
        "stale-request": errorBody(
          "stale-request",
          "X-Slack-Request-Timestamp is 1800 seconds from this server's clock (at most 300 allowed)",
        ),
      }),
      413: TOO_LARGE,
      503: errorResponse("No Slack signing secret is configured", {
        unavailable: errorBody("unavailable", unavailable("Slack", "SLACK_SIGNING_SECRET")),
      }),
    },
  }),
};

function unavailable(platform: string, variable: string): string {
  return `${platform} commands are not set up on this server: it has no ${variable}`;
}

/** "easy, medium and hard" */
function listed(words: readonly string[]): string {
  return words.length === 1 ? words[0] : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** What to say when a variant is asked for a level it does not offer. */
function notOffered(variant: VariantId): string {
  const { name, levels } = variantInfo(variant);
  return levels.length === 1
    ? `${name} has only ${levels[0]} puzzles: leave the level out.`
    : `${name} offers ${listed(levels)}: pick one of those, or leave the level out for ${
      defaultLevel(variant)
    }.`;
}

type Choice = { ok: true; variant: VariantId; level: Level } | { ok: false; message: string };

/** The daily a command asks for: a variant (classic 9×9 unless named) and a level it offers. */
function choose(variantText: string | undefined, levelText: string | undefined): Choice {
  const variant = variantText === undefined ? "9x9" : variantText.trim().toLowerCase();
  if (!isVariantId(variant)) return { ok: false, message: `Pick a variant among ${listed(VARIANT_IDS)}.` };
  if (levelText === undefined) return { ok: true, variant, level: defaultLevel(variant) };
  const level = parseVariantLevel(variant, levelText);
  return level ? { ok: true, variant, level } : { ok: false, message: notOffered(variant) };
}

/** Slack's `text`: a variant and a level in any order, each at most once. */
function slackChoice(text: string): Choice {
  let variant: string | undefined;
  let level: string | undefined;
  const unknown: string[] = [];
  for (const word of text.toLowerCase().split(/\s+/).filter(Boolean)) {
    if (variant === undefined && isVariantId(word)) variant = word;
    else if (level === undefined && (LEVELS as readonly string[]).includes(word)) level = word;
    else unknown.push(word);
  }
  if (unknown.length > 0) {
    const shown = unknown.join(" ");
    const quoted = slackEscape(shown.length > 40 ? `${shown.slice(0, 40)}…` : shown);
    return { ok: false, message: `I did not understand “${quoted}”.` };
  }
  return choose(variant, level);
}

/** The usage text of the Slack command, under the name it was typed as. */
function usage(command: string): string {
  const name = slackEscape(command || "/sudoku");
  return [
    `\`${name}\` posts today's daily Sudoku in this channel.`,
    `\`${name} [variant] [level]\`, in any order: \`${name} hard\`, \`${name} killer hard\`, \`${name} x evil\`.`,
    "Without a variant it is classic 9×9; without a level, medium (or the variant's only level).",
    `\`${name} results [level]\` lists the times players sent today from this channel's links.`,
    ...allVariants().map((v) => `• \`${v.id}\` ${v.name}: ${listed(v.levels)}`),
  ].join("\n");
}

/** What `results` answers when a board has nothing to list. */
function noResults(level: Level | undefined, kept: boolean): string {
  if (!kept) return "This server keeps no results (it has no KV store).";
  return `No times from this channel yet today${
    level ? ` at ${level}` : ""
  }. Players who open the daily from this channel's /sudoku link and share their time when they solve it appear here.`;
}

/** The board's summary of today, narrowed to one level when asked; undefined when it has nothing. */
async function todaysBoard(kv: Deno.Kv, board: string, date: string, level: Level | undefined) {
  const summary = await boardSummary(kv, board, date);
  if (!summary || level === undefined) return summary;
  const levels = summary.levels.filter((day) => day.level === level);
  return levels.length ? { ...summary, levels } : undefined;
}

/** A daily's page link with the board it was posted to, so results sent from it are the board's. */
function withBoard(url: string, board: string | undefined): string {
  if (!board) return url;
  const link = new URL(url);
  link.searchParams.set("board", board);
  return link.href;
}

/** A level named in a results command, any case; undefined for none, null for one no variant offers. */
function resultsLevel(text: string | undefined): Level | undefined | null {
  if (text === undefined || text.trim() === "") return undefined;
  const wanted = text.trim().toLowerCase();
  return (LEVELS as readonly string[]).includes(wanted) ? wanted as Level : null;
}

export function createCommands(options: CommandOptions): Hono {
  const now = options.now ?? (() => new Date());
  const { store } = options;
  const resultsKv = options.kv;
  const app = new Hono();
  const todays = async (c: Context, variant: VariantId, level: Level, board?: string) => {
    const daily = botDaily(await store.get(utcDay(now()), level, variant), siteOrigin(c, options.origin));
    return { ...daily, pageUrl: withBoard(daily.pageUrl, board) };
  };

  if (options.discordPublicKey === undefined) {
    app.post(
      commandRoutes.discord.path,
      (c) => apiError(c, 503, "unavailable", unavailable("Discord", "DISCORD_PUBLIC_KEY")),
    );
  } else {
    app.post(
      commandRoutes.discord.path,
      discordSignature({ publicKey: options.discordPublicKey }),
      async (c) => {
        let json: unknown;
        try {
          json = JSON.parse(await c.req.text());
        } catch {
          return apiError(c, 400, "bad-request", "the body is not JSON");
        }
        const parsed = discordInteraction.safeParse(json);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          return apiError(c, 400, "bad-interaction", `${issue.path.join(".") || "body"}: ${issue.message}`);
        }
        const { type, data } = parsed.data;
        if (type === PING) return c.json({ type: PONG });
        if (type !== APPLICATION_COMMAND || data === undefined) {
          return apiError(
            c,
            400,
            "bad-interaction",
            `interaction type ${type}: this app answers PING (1) and /${COMMAND_NAME} (2)`,
          );
        }
        if (data.name !== COMMAND_NAME) {
          return apiError(
            c,
            400,
            "bad-interaction",
            `unknown command /${data.name.slice(0, 32)}: this app has /${COMMAND_NAME}`,
          );
        }
        // A subcommand carries its own options; a command registered before subcommands has them at the top.
        const sub = data.options?.find((o) => o.type === SUB_COMMAND);
        const subcommand = sub?.name ?? DAILY_SUBCOMMAND;
        const options = sub ? sub.options : data.options;
        const option = (name: string) => {
          const value = options?.find((o) => o.name === name)?.value;
          return value === undefined ? undefined : String(value);
        };
        const ephemeral = (content: string) =>
          c.json({
            type: CHANNEL_MESSAGE,
            data: { content, flags: EPHEMERAL, allowed_mentions: NO_MENTIONS },
          });
        const board = parsed.data.channel_id ? `discord-${parsed.data.channel_id}` : undefined;
        if (subcommand === RESULTS_SUBCOMMAND) {
          const level = resultsLevel(option(LEVEL_OPTION));
          if (level === null) {
            return ephemeral(`Pick a level among ${listed(LEVELS)}, or none for every level.`);
          }
          if (!board) return ephemeral("Results are kept per channel: use this command in a channel.");
          const summary = resultsKv ? await todaysBoard(resultsKv, board, utcDay(now()), level) : undefined;
          if (!summary) return ephemeral(noResults(level, resultsKv !== undefined));
          return c.json({
            type: CHANNEL_MESSAGE,
            data: { content: resultsText(summary, "discord"), allowed_mentions: NO_MENTIONS },
          });
        }
        if (subcommand !== DAILY_SUBCOMMAND) {
          return apiError(
            c,
            400,
            "bad-interaction",
            `unknown subcommand ${subcommand.slice(0, 32)}: /${COMMAND_NAME} has daily and results`,
          );
        }
        const choice = choose(option(VARIANT_OPTION), option(LEVEL_OPTION));
        if (!choice.ok) return ephemeral(choice.message);
        return c.json({
          type: CHANNEL_MESSAGE,
          data: discordPayload(await todays(c, choice.variant, choice.level, board)),
        });
      },
    );
  }

  if (options.slackSigningSecret === undefined) {
    app.post(
      commandRoutes.slack.path,
      (c) => apiError(c, 503, "unavailable", unavailable("Slack", "SLACK_SIGNING_SECRET")),
    );
  } else {
    const signed = slackSignature({ signingSecret: options.slackSigningSecret, now });
    app.post(commandRoutes.slack.path, signed, async (c) => {
      if (!/^application\/x-www-form-urlencoded\b/i.test(c.req.header("content-type") ?? "")) {
        return apiError(c, 400, "bad-request", "send the command as application/x-www-form-urlencoded");
      }
      const form = new URLSearchParams(await c.req.text());
      const command = form.get("command") ?? "";
      const text = (form.get("text") ?? "").trim();
      if (text.toLowerCase() === "help") return c.json({ response_type: "ephemeral", text: usage(command) });
      const team = form.get("team_id") ?? "";
      const channel = form.get("channel_id") ?? "";
      const board = /^[A-Za-z0-9]{1,28}$/.test(team) && /^[A-Za-z0-9]{1,28}$/.test(channel)
        ? `slack-${team}-${channel}`
        : undefined;
      const [first, ...rest] = text.toLowerCase().split(/\s+/);
      if (first === RESULTS_SUBCOMMAND) {
        const level = rest.length > 1 ? null : resultsLevel(rest[0]);
        if (level === null) {
          return c.json({
            response_type: "ephemeral",
            text: `Pick a level among ${listed(LEVELS)}, or none for every level.\n\n${usage(command)}`,
          });
        }
        const summary = board && resultsKv
          ? await todaysBoard(resultsKv, board, utcDay(now()), level)
          : undefined;
        if (!summary) {
          return c.json({ response_type: "ephemeral", text: noResults(level, resultsKv !== undefined) });
        }
        return c.json({ response_type: "in_channel", text: resultsText(summary, "slack") });
      }
      const choice = slackChoice(text);
      if (!choice.ok) {
        return c.json({ response_type: "ephemeral", text: `${choice.message}\n\n${usage(command)}` });
      }
      return c.json({
        response_type: "in_channel",
        ...slackPayload(await todays(c, choice.variant, choice.level, board)),
      });
    });
  }
  return app;
}
