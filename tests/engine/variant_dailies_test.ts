/**
 * Every variant's dailies are the same for everyone, forever: two separate server processes answer a month of
 * them byte for byte alike, each is uniquely solvable and re-grades to its level, and tests/golden/variants.txt
 * pins them (tools/golden.ts writes it).
 */
import assert from "node:assert/strict";
import {
  countSolutions,
  decode,
  formatGrid,
  gradeUnique,
  nextDay,
  type VariantId,
  variantInfo,
  variantOfRules,
} from "../../engine/mod.ts";
import {
  dailyLines,
  differences,
  GOLDEN_VARIANTS,
  headerValue,
  readGolden,
  sha256Hex,
  VARIANT_DAYS,
  variantDailyOutput,
} from "../../tools/golden.ts";

const MAIN = new URL("../../main.ts", import.meta.url).pathname;

/** A server process on a free loopback port; `stop` ends it. */
async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-net=127.0.0.1,0.0.0.0", "--allow-env", "--allow-read", MAIN],
    // One public origin for both, so their share links agree.
    env: { PORT: String(port), ORIGIN: "https://sudoku.example" },
    stdin: "null",
    stdout: "null",
    stderr: "piped",
  }).spawn();
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0;; attempt++) {
    try {
      const res = await fetch(`${url}/healthz`);
      await res.body?.cancel();
      if (res.ok) break;
    } catch {
      if (attempt > 600) throw new Error("the server did not start");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: async () => {
      child.kill();
      await child.stderr.cancel();
      await child.status;
    },
  };
}

/** Every (variant, level, day) of the golden month. */
function dailyRequests(): Array<{ variant: VariantId; level: string; date: string }> {
  const out: Array<{ variant: VariantId; level: string; date: string }> = [];
  for (const variant of GOLDEN_VARIANTS) {
    for (const level of variantInfo(variant).levels) {
      for (let i = 0, date: string = VARIANT_DAYS.from; i < VARIANT_DAYS.days; i++, date = nextDay(date)) {
        out.push({ variant, level, date });
      }
    }
  }
  return out;
}

async function fetchAll(url: string): Promise<string[]> {
  const bodies: string[] = [];
  for (const { variant, level, date } of dailyRequests()) {
    const res = await fetch(`${url}/api/daily?variant=${variant}&level=${level}&date=${date}`);
    assert.equal(res.status, 200, `${variant} ${level} ${date}`);
    bodies.push(await res.text());
  }
  return bodies;
}

Deno.test("two server processes answer a month of every variant's dailies byte for byte alike; each is unique and re-grades to its level", async () => {
  const [a, b] = await Promise.all([startServer(), startServer()]);
  try {
    const [first, second] = await Promise.all([fetchAll(a.url), fetchAll(b.url)]);
    const requests = dailyRequests();
    assert.equal(first.length, requests.length);
    for (let i = 0; i < requests.length; i++) {
      const { variant, level, date } = requests[i];
      const where = `${variant} ${level} ${date}`;
      assert.equal(first[i], second[i], `${where}: the two servers differ`);
      const daily = JSON.parse(first[i]);
      assert.deepEqual([daily.variant, daily.level, daily.date], [variant, level, date]);
      const decoded = decode(daily.code);
      assert.ok(decoded.ok, `${where}: ${daily.code} does not decode`);
      const { grid } = decoded.value;
      assert.equal(variantOfRules(grid.rules), variant, where);
      assert.equal(formatGrid(grid), daily.puzzle, where);
      assert.deepEqual(
        grid.rules.cages.map((c) => ({ sum: c.sum, cells: [...c.cells].sort((x, y) => x - y) })),
        daily.cages ?? [],
        where,
      );
      const counted = countSolutions(grid, 2);
      assert.deepEqual([counted.count, counted.capped], [1, false], `${where}: not uniquely solvable`);
      const record = gradeUnique(grid, variantInfo(variant).scheme);
      assert.deepEqual([record.level, record.stuck], [level, false], `${where}: re-grades differently`);
      assert.deepEqual(daily.grade.techniques, record.techniques, where);
      // Its share link works: the API confirms the one solution within its work cap.
      const shared = await (await fetch(`${a.url}/api/puzzles/${daily.code}`)).json();
      assert.deepEqual(shared.solutions, { count: 1, unique: true, capped: false }, `${where}: share link`);
    }
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
});

Deno.test("the CLI prints the dailies tests/golden/variants.txt pins, for every variant", async () => {
  const golden = await readGolden("variants");
  const lines: string[] = [];
  for (const variant of GOLDEN_VARIANTS) {
    const output = await variantDailyOutput(variant);
    lines.push(...dailyLines(output));
    assert.equal(
      await sha256Hex(output),
      headerValue(golden, `sha256 ${variant}`),
      `${variant}: the JSON changed`,
    );
  }
  const found = differences("tests/golden/variants.txt", golden, lines);
  if (found.length > 0) assert.fail(`variant dailies changed:\n${found.join("\n")}`);
});
