import assert from "node:assert/strict";
import { allVariants, LEVELS, VARIANT_IDS } from "../../engine/mod.ts";

const ROOT = new URL("../../", import.meta.url).pathname;
const TOOL = new URL("../../tools/discord_register.ts", import.meta.url).pathname;
const ENV_NAMES = "DISCORD_APP_ID,DISCORD_BOT_TOKEN,DISCORD_API_BASE";

interface Seen {
  method: string;
  path: string;
  authorization: string | null;
  contentType: string | null;
  userAgent: string | null;
  body: string;
}

/** A fake Discord on loopback: records each request and answers with `status` and `body`. */
function fakeDiscord(status: number, body: unknown) {
  const seen: Seen[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (req) => {
    seen.push({
      method: req.method,
      path: new URL(req.url).pathname,
      authorization: req.headers.get("authorization"),
      contentType: req.headers.get("content-type"),
      userAgent: req.headers.get("user-agent"),
      body: await req.text(),
    });
    return Response.json(body, { status });
  });
  return { seen, server, base: `http://127.0.0.1:${server.addr.port}/api/v10` };
}

/**
 * Runs `args` (a `deno run` or `deno task` command line) with only the given variables set, besides what Deno
 * itself needs to find its cache.
 */
async function run(args: string[], env: Record<string, string>) {
  const passed = Object.fromEntries(
    ["HOME", "PATH", "DENO_DIR", "XDG_CACHE_HOME"].flatMap((name) => {
      const value = Deno.env.get(name);
      return value === undefined ? [] : [[name, value]];
    }),
  );
  const out = await new Deno.Command(Deno.execPath(), {
    args,
    cwd: ROOT,
    clearEnv: true,
    env: { ...passed, NO_COLOR: "1", ...env },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  return { code: out.code, stdout: decode(out.stdout), stderr: decode(out.stderr) };
}

/** The tool with the task's environment allowance, allowed to reach `base` (the fake) instead of discord.com. */
function runTool(base: string, env: Record<string, string>) {
  const host = new URL(base).host;
  return run(["run", `--allow-env=${ENV_NAMES}`, `--allow-net=${host}`, TOOL], env);
}

Deno.test("discord:register PUTs the one /sudoku command to the application's global commands with the bot token", async () => {
  const discord = fakeDiscord(200, [{ id: "1310000000000000001", name: "sudoku", type: 1 }]);
  try {
    const out = await runTool(discord.base, {
      DISCORD_APP_ID: "4242",
      DISCORD_BOT_TOKEN: "bot.token-1",
      DISCORD_API_BASE: discord.base,
    });
    assert.equal(out.code, 0, out.stderr);
    assert.equal(out.stdout.trim(), "registered /sudoku (command 1310000000000000001) for application 4242");
    assert.equal(discord.seen.length, 1);
    const [req] = discord.seen;
    assert.equal(req.method, "PUT");
    assert.equal(req.path, "/api/v10/applications/4242/commands");
    assert.equal(req.authorization, "Bot bot.token-1");
    assert.match(req.contentType ?? "", /^application\/json/);
    assert.match(req.userAgent ?? "", /^DiscordBot \(.+, .+\)$/);

    const commands = JSON.parse(req.body);
    assert.equal(commands.length, 1, "the bulk overwrite holds /sudoku alone");
    const [command] = commands;
    assert.equal(command.name, "sudoku");
    assert.equal(command.type, 1, "a slash command (CHAT_INPUT)");
    assert.ok(command.description.length >= 1 && command.description.length <= 100);
    // Two subcommands: daily (level, variant) and results (level).
    assert.deepEqual(command.options.map((o: { name: string; type: number }) => [o.name, o.type]), [
      ["daily", 1],
      ["results", 1],
    ]);
    const [daily, results] = command.options;
    assert.deepEqual(daily.options.map((o: { name: string }) => o.name), ["level", "variant"]);
    assert.deepEqual(results.options.map((o: { name: string }) => o.name), ["level"]);
    for (const sub of command.options) {
      assert.ok(sub.description.length >= 1 && sub.description.length <= 100, sub.name);
    }
    for (const option of [...daily.options, ...results.options]) {
      assert.equal(option.type, 3, `${option.name} is a string option`);
      assert.equal(option.required, false, `${option.name} is optional`);
      assert.ok(option.description.length >= 1 && option.description.length <= 100, option.name);
      assert.ok(option.choices.length <= 25, "Discord allows 25 choices");
      for (const choice of option.choices) assert.ok(choice.name.length >= 1 && choice.name.length <= 100);
    }
    assert.deepEqual(results.options[0].choices, daily.options[0].choices, "the same levels");
    const [level, variant] = daily.options;
    // Every level some variant offers, easiest first, and every variant: the values the endpoint accepts.
    const offered = LEVELS.filter((l) => allVariants().some((v) => v.levels.includes(l)));
    assert.deepEqual(level.choices.map((c: { value: string }) => c.value), offered);
    assert.deepEqual(level.choices.map((c: { name: string }) => c.name), [
      "Easy",
      "Medium",
      "Hard",
      "Expert",
      "Evil",
    ]);
    assert.deepEqual(variant.choices.map((c: { value: string }) => c.value), [...VARIANT_IDS]);
    assert.deepEqual(variant.choices.map((c: { name: string }) => c.name), allVariants().map((v) => v.name));
  } finally {
    await discord.server.shutdown();
  }
});

Deno.test("discord:register exits 1 naming Discord's status and message when it refuses", async () => {
  const discord = fakeDiscord(401, { message: "401: Unauthorized", code: 0 });
  try {
    const out = await runTool(discord.base, {
      DISCORD_APP_ID: "4242",
      DISCORD_BOT_TOKEN: "revoked",
      DISCORD_API_BASE: `${discord.base}/`,
    });
    assert.equal(out.code, 1);
    assert.equal(out.stdout, "");
    assert.match(
      out.stderr,
      /Discord answered 401 Unauthorized to PUT http:\/\/127\.0\.0\.1:\d+\/api\/v10\/applications\/4242\/commands/,
    );
    assert.match(out.stderr, /401: Unauthorized/);
    assert.equal(discord.seen.length, 1, "a trailing slash on the base makes no double slash");
  } finally {
    await discord.server.shutdown();
  }
});

Deno.test("discord:register exits 2 before any request when a variable is missing or malformed", async () => {
  const discord = fakeDiscord(200, []);
  try {
    const full = { DISCORD_APP_ID: "4242", DISCORD_BOT_TOKEN: "t", DISCORD_API_BASE: discord.base };
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ DISCORD_BOT_TOKEN: "t", DISCORD_API_BASE: discord.base }, /DISCORD_APP_ID is not set/],
      [{ DISCORD_APP_ID: "4242", DISCORD_API_BASE: discord.base }, /DISCORD_BOT_TOKEN is not set/],
      [
        { ...full, DISCORD_APP_ID: "../../users/@me" },
        /DISCORD_APP_ID: "\.\.\/\.\.\/users\/@me" is not an ID/,
      ],
      [{ ...full, DISCORD_API_BASE: "ftp://127.0.0.1/api" }, /DISCORD_API_BASE: .* is not an http\(s\) URL/],
    ];
    for (const [env, message] of cases) {
      const out = await runTool(discord.base, env);
      assert.equal(out.code, 2, JSON.stringify(env));
      assert.match(out.stderr, message);
    }
    assert.equal(discord.seen.length, 0);
  } finally {
    await discord.server.shutdown();
  }
});

Deno.test("deno task discord:register may reach discord.com only: another API base is refused by its permissions", async () => {
  const discord = fakeDiscord(200, []);
  try {
    const out = await run(["task", "discord:register"], {
      DISCORD_APP_ID: "4242",
      DISCORD_BOT_TOKEN: "t",
      DISCORD_API_BASE: discord.base,
    });
    assert.equal(out.code, 1);
    assert.match(
      out.stderr,
      /could not reach http:\/\/127\.0\.0\.1:\d+\/api\/v10\/applications\/4242\/commands/,
    );
    assert.match(out.stderr, /net access/);
    assert.equal(discord.seen.length, 0);
    const bare = await run(["task", "discord:register"], {});
    assert.equal(bare.code, 2);
    assert.match(bare.stderr, /DISCORD_APP_ID is not set/);
  } finally {
    await discord.server.shutdown();
  }
});
