import assert from "node:assert/strict";
import { allVariants, type VariantId, variantInfo } from "../../../engine/mod.ts";
import { loadPools } from "../../../data/pools.ts";
import { createApp } from "../../../routes/app.ts";
import { sudokuCommand } from "../../../tools/discord_register.ts";
import { discordSigner, slackSigner } from "../../testing/signing.ts";

const pools = await loadPools();
const ORIGIN = "http://sudoku.test";
/** The clock the app reads; tests move it across midnight. */
let clock = new Date("2026-11-30T18:00:00Z");
const discord = await discordSigner();
const slack = await slackSigner();
const app = createApp({
  pools,
  now: () => clock,
  discordPublicKey: discord.publicKey,
  slackSigningSecret: slack.signingSecret,
});

/** A signed interaction, as Discord sends it. */
async function interaction(body: unknown) {
  const text = JSON.stringify(body);
  return await app.request(`${ORIGIN}/interactions/discord`, {
    method: "POST",
    body: text,
    headers: await discord.headers(text),
  });
}

/** `/sudoku` with options, as Discord sends it (only the fields the endpoint reads, and a few it ignores). */
function sudoku(options: Record<string, string> = {}) {
  return {
    type: 2,
    id: "1310000000000000002",
    token: "interaction-token",
    data: {
      id: "1310000000000000001",
      name: "sudoku",
      type: 1,
      options: Object.entries(options).map(([name, value]) => ({ name, type: 3, value })),
    },
  };
}

/** A signed slash command, as Slack sends it. */
async function slashCommand(text: string, command = "/sudoku") {
  const body = new URLSearchParams({ token: "x", team_id: "T1", command, text, response_url: "https://x" })
    .toString();
  return await app.request(`${ORIGIN}/slack/commands`, {
    method: "POST",
    body,
    headers: await slack.headers(body, clock),
  });
}

/** What GET /api/daily answers for today in a format, the source of truth the commands must agree with. */
async function apiDaily(query: string) {
  const res = await app.request(`${ORIGIN}/api/daily?${query}`);
  assert.equal(res.status, 200, query);
  return await res.json();
}

Deno.test("Discord: a signed PING is answered PONG", async () => {
  const res = await interaction({ type: 1 });
  assert.equal(res.status, 200);
  assert.match(res.headers.get("content-type") ?? "", /^application\/json/);
  assert.deepEqual(await res.json(), { type: 1 });
});

Deno.test("Discord: /sudoku answers type 4 with today's daily, the payload and code of /api/daily", async () => {
  const cases: Array<[Record<string, string>, string]> = [
    [{}, ""],
    [{ level: "hard" }, "level=hard"],
    [{ level: "hard", variant: "killer" }, "level=hard&variant=killer"],
    [{ variant: "4x4" }, "variant=4x4"],
    [{ variant: "x", level: "evil" }, "variant=x&level=evil"],
  ];
  for (const [options, query] of cases) {
    const res = await interaction(sudoku(options));
    assert.equal(res.status, 200, query);
    const answer = await res.json();
    assert.equal(answer.type, 4, query);
    assert.deepEqual(answer.data, await apiDaily(`${query}&format=discord`), query);
    const { code } = await apiDaily(query);
    assert.equal(answer.data.embeds[0].footer.text, `sudoku-daily · share code ${code}`, query);
    assert.deepEqual(answer.data.allowed_mentions, { parse: [] }, "a command never pings anyone");
    assert.equal(answer.data.flags, undefined, "the daily is for the whole channel");
  }
});

Deno.test("Discord: today is the UTC day of the app's clock, before and after midnight", async () => {
  const before = clock;
  try {
    for (const instant of ["2026-11-30T23:59:59Z", "2026-12-01T00:00:01Z"]) {
      clock = new Date(instant);
      const answer = await (await interaction(sudoku({ level: "easy" }))).json();
      const today = await apiDaily("level=easy");
      assert.equal(today.date, instant.slice(0, 10));
      assert.equal(answer.data.embeds[0].footer.text, `sudoku-daily · share code ${today.code}`, instant);
      assert.match(answer.data.content, new RegExp(today.date));
    }
  } finally {
    clock = before;
  }
});

Deno.test("Discord: a level the variant does not offer gets a message only the caller sees, naming the offered ones", async () => {
  for (const [variant, level] of [["killer", "evil"], ["4x4", "hard"], ["6x6", "expert"]] as const) {
    const res = await interaction(sudoku({ variant, level }));
    assert.equal(res.status, 200, `${variant} ${level}`);
    const answer = await res.json();
    assert.equal(answer.type, 4);
    assert.equal(answer.data.flags, 64, "ephemeral");
    assert.deepEqual(answer.data.allowed_mentions, { parse: [] });
    assert.equal(answer.data.embeds, undefined);
    const { name, levels } = variantInfo(variant);
    assert.ok(answer.data.content.startsWith(name), answer.data.content);
    for (const offered of levels) assert.ok(answer.data.content.includes(offered), `${variant}: ${offered}`);
  }
  const unknown = await (await interaction(sudoku({ variant: "jigsaw" }))).json();
  assert.equal(unknown.data.flags, 64);
  assert.match(unknown.data.content, /9x9, 4x4, 6x6, 16x16, killer and x/);
});

Deno.test("Discord: every choice the registered command offers is answered, with the daily exactly when the variant has the level", async () => {
  const [levelOption, variantOption] = sudokuCommand().options[0].options;
  let dailies = 0;
  for (const { value: variant } of variantOption.choices) {
    for (const { value: level } of levelOption.choices) {
      const answer = await (await interaction(sudoku({ variant, level }))).json();
      const offered = (variantInfo(variant as VariantId).levels as readonly string[]).includes(level);
      assert.equal(answer.type, 4);
      assert.equal(answer.data.flags, offered ? undefined : 64, `${variant} ${level}`);
      if (offered) {
        assert.equal(
          answer.data.embeds[0].url,
          `${ORIGIN}/daily/${variant === "9x9" ? "" : `${variant}/`}2026-11-30/${level}`,
        );
        dailies++;
      }
    }
  }
  assert.equal(dailies, allVariants().reduce((n, v) => n + v.levels.length, 0));
});

Deno.test("Discord: unsigned or wrongly signed interactions are a 401, even a PING", async () => {
  const ping = JSON.stringify({ type: 1 });
  const unsigned = await app.request("/interactions/discord", {
    method: "POST",
    body: ping,
    headers: { "content-type": "application/json" },
  });
  assert.equal(unsigned.status, 401);
  assert.equal((await unsigned.json()).error.code, "bad-signature");
  const stranger = await discordSigner();
  const forged = await app.request("/interactions/discord", {
    method: "POST",
    body: ping,
    headers: await stranger.headers(ping),
  });
  assert.equal(forged.status, 401);
  const tampered = await app.request("/interactions/discord", {
    method: "POST",
    body: JSON.stringify(sudoku()),
    headers: await discord.headers(ping),
  });
  assert.equal(tampered.status, 401);
});

Deno.test("Discord: signed bodies that are not JSON, other interaction types and other commands are 400s", async () => {
  const notJson = "type=1";
  const res = await app.request("/interactions/discord", {
    method: "POST",
    body: notJson,
    headers: await discord.headers(notJson),
  });
  assert.equal(res.status, 400);
  assert.deepEqual(await res.json(), { error: { code: "bad-request", message: "the body is not JSON" } });
  const cases: Array<[unknown, RegExp]> = [
    [{ type: 3, data: { name: "sudoku" } }, /interaction type 3/],
    [{ type: 4, data: { name: "sudoku" } }, /interaction type 4/],
    [{ type: 2 }, /interaction type 2/],
    [{ type: 2, data: { name: "weather" } }, /unknown command \/weather/],
    [[], /body/],
    [{ type: "1" }, /type/],
    [null, /body/],
  ];
  for (const [body, message] of cases) {
    const answer = await interaction(body);
    assert.equal(answer.status, 400, JSON.stringify(body));
    const { error } = await answer.json();
    assert.equal(error.code, "bad-interaction", JSON.stringify(body));
    assert.match(error.message, message);
  }
});

Deno.test("Slack: /sudoku posts today's daily in the channel, the blocks of /api/daily?format=slack", async () => {
  const cases: Array<[string, string]> = [
    ["", ""],
    ["hard", "level=hard"],
    ["killer hard", "variant=killer&level=hard"],
    ["hard killer", "variant=killer&level=hard"],
    ["x evil", "variant=x&level=evil"],
    ["  X   EVIL ", "variant=x&level=evil"],
    ["4x4", "variant=4x4"],
    ["16x16", "variant=16x16"],
  ];
  for (const [text, query] of cases) {
    const res = await slashCommand(text);
    assert.equal(res.status, 200, text);
    assert.match(res.headers.get("content-type") ?? "", /^application\/json/);
    const answer = await res.json();
    assert.equal(answer.response_type, "in_channel", text);
    const { response_type: _, ...payload } = answer;
    assert.deepEqual(payload, await apiDaily(`${query}&format=slack`), text);
    const { code } = await apiDaily(query);
    assert.match(answer.text, /^sudoku-daily 2026-11-30 /);
    assert.ok(
      answer.blocks.some((b: { image_url?: string }) => b.image_url?.includes(`/og/${code}.png`)),
      text,
    );
  }
});

Deno.test("Slack: help, unknown words and a level the variant lacks get usage text only the caller sees", async () => {
  const help = await (await slashCommand("help")).json();
  assert.equal(help.response_type, "ephemeral");
  assert.equal(help.blocks, undefined);
  for (const v of allVariants()) {
    assert.ok(help.text.includes(`\`${v.id}\` ${v.name}: `), v.id);
    for (const level of v.levels) assert.ok(help.text.includes(level), `${v.id} ${level}`);
  }
  assert.match(help.text, /`\/sudoku killer hard`/);

  const lacking = await (await slashCommand("killer evil")).json();
  assert.equal(lacking.response_type, "ephemeral");
  assert.match(lacking.text, /^Killer offers easy, medium and hard/);
  assert.ok(lacking.text.includes(help.text), "the usage follows the reason");

  const typo = await (await slashCommand("hrad")).json();
  assert.equal(typo.response_type, "ephemeral");
  assert.match(typo.text, /^I did not understand “hrad”/);
  for (const text of ["hard evil", "killer x", "hard please"]) {
    assert.equal((await (await slashCommand(text)).json()).response_type, "ephemeral", text);
  }

  // The usage names the command as it was set up, and the caller's words cannot become mentions or links.
  const renamed = await (await slashCommand("help", "/puzzle")).json();
  assert.match(renamed.text, /`\/puzzle hard`/);
  const sneaky = await (await slashCommand("<!channel> <https://evil.example|click>")).json();
  assert.equal(sneaky.response_type, "ephemeral");
  assert.ok(!/<[!h]/.test(sneaky.text), sneaky.text);
  assert.match(sneaky.text, /&lt;!channel&gt;/);
});

Deno.test("Slack: the signature and the five-minute window are checked against the app's clock", async () => {
  const body = new URLSearchParams({ command: "/sudoku", text: "hard" }).toString();
  const post = async (headers: Record<string, string>, text = body) =>
    await app.request("/slack/commands", { method: "POST", body: text, headers });
  assert.equal((await post(await slack.headers(body, clock))).status, 200);
  const sixMinutesAgo = new Date(clock.getTime() - 6 * 60_000);
  const stale = await post(await slack.headers(body, sixMinutesAgo));
  assert.equal(stale.status, 401);
  assert.equal((await stale.json()).error.code, "stale-request");
  const tampered = await post(await slack.headers(body, clock), body.replace("hard", "easy"));
  assert.equal(tampered.status, 401);
  assert.equal((await tampered.json()).error.code, "bad-signature");
  const stranger = await slackSigner();
  assert.equal((await post(await stranger.headers(body, clock))).status, 401);
  assert.equal((await post({ "content-type": "application/x-www-form-urlencoded" })).status, 401);
  // Signed, but not a form: refused after the signature, before reading it.
  const json = JSON.stringify({ text: "hard" });
  const notForm = await post(
    { ...await slack.headers(json, clock), "content-type": "application/json" },
    json,
  );
  assert.equal(notForm.status, 400);
  assert.equal((await notForm.json()).error.code, "bad-request");
});

Deno.test("without a key or secret each route answers 503 unavailable; without pools neither exists", async () => {
  const bare = createApp({ pools, now: () => clock });
  const discordOff = await bare.request("/interactions/discord", { method: "POST", body: '{"type":1}' });
  assert.equal(discordOff.status, 503);
  const discordError = (await discordOff.json()).error;
  assert.equal(discordError.code, "unavailable");
  assert.match(discordError.message, /DISCORD_PUBLIC_KEY/);
  const slackOff = await bare.request("/slack/commands", { method: "POST", body: "text=" });
  assert.equal(slackOff.status, 503);
  const slackError = (await slackOff.json()).error;
  assert.equal(slackError.code, "unavailable");
  assert.match(slackError.message, /SLACK_SIGNING_SECRET/);

  const stateless = createApp({
    discordPublicKey: discord.publicKey,
    slackSigningSecret: slack.signingSecret,
  });
  const ping = JSON.stringify({ type: 1 });
  const res = await stateless.request("/interactions/discord", {
    method: "POST",
    body: ping,
    headers: await discord.headers(ping),
  });
  assert.equal(res.status, 404);
});

Deno.test("a Discord public key that is not 64 hex digits stops the app from being built", () => {
  assert.throws(() => createApp({ pools, discordPublicKey: "not-a-key" }), RangeError);
  assert.throws(() => createApp({ pools, discordPublicKey: `${discord.publicKey}00` }), RangeError);
});
