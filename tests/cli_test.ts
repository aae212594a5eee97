import assert from "node:assert/strict";

const CLI = new URL("../cli.ts", import.meta.url).pathname;

/** The CLI as a child process with every stream piped. */
function spawnCli(args: string[]): Deno.ChildProcess {
  return new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-read", "--allow-env", CLI, ...args],
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
}

async function runCli(
  args: string[],
  input: string,
): Promise<{ code: number; lines: string[]; stderr: string }> {
  const child = spawnCli(args);
  // Feed stdin while stdout drains: the CLI answers as it reads, so a large input would otherwise stall.
  const writer = child.stdin.getWriter();
  const feeding = writer.write(new TextEncoder().encode(input)).then(() => writer.close());
  const [out] = await Promise.all([child.output(), feeding]);
  const text = new TextDecoder().decode(out.stdout);
  return {
    code: out.code,
    lines: text.split("\n").filter((l) => l !== ""),
    stderr: new TextDecoder().decode(out.stderr),
  };
}

const UNIQUE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

Deno.test("cli solve: counts 0, 1 and many, with an error object per bad line", async () => {
  const input = [
    UNIQUE,
    "",
    ".".repeat(81),
    "55" + ".".repeat(79),
    "not a puzzle",
    UNIQUE.replaceAll(".", "0"),
  ].join("\n");
  const { code, lines } = await runCli(["solve"], input);
  assert.equal(code, 0);
  const rows = lines.map((l) => JSON.parse(l));
  assert.equal(rows.length, 5, "blank lines are skipped, every other line answers");
  assert.deepEqual(rows[0], { puzzle: UNIQUE, count: 1, solution: SOLUTION });
  assert.deepEqual(rows[1], { puzzle: ".".repeat(81), count: 2, solution: null });
  assert.deepEqual(rows[2], { puzzle: "55" + ".".repeat(79), count: 0, solution: null });
  assert.equal(rows[3].error.code, "bad-character");
  assert.equal(rows[3].puzzle, "not a puzzle");
  assert.deepEqual(rows[4], rows[0]);
});

// A sparse 16×16 grid the search cannot settle: it must stop at the same size-scaled cap in `solve` as in
// `grade` (workCapFor), not after ten times the work.
const WANDERING_16 =
  "..2B.G.6.....4..G.5..1..............A...2........9.1..35.DB.A....5A...G.....F.6...G..DB.......A..............8....B...C....47....E....4A.9D...73.........8..6...C6..8...7F.....A8....5.F.E...DB....6.......G.....3............F.5.4........8.B.............2....";

Deno.test("cli solve and grade give up on a 16×16 grid at the same size-scaled work cap", async () => {
  const nodes = (line: string) =>
    Number(/after (\d+) search nodes/.exec(JSON.parse(line).error.message)?.[1]);
  const solved = await runCli(["solve"], WANDERING_16 + "\n");
  const graded = await runCli(["grade"], WANDERING_16 + "\n");
  assert.equal(JSON.parse(solved.lines[0]).error.code, "work-cap");
  assert.equal(JSON.parse(graded.lines[0]).error.code, "work-cap");
  assert.ok(nodes(solved.lines[0]) < 250_000, solved.lines[0]);
  assert.ok(
    Math.abs(nodes(solved.lines[0]) - nodes(graded.lines[0])) < 1_000,
    `${solved.lines[0]} ${graded.lines[0]}`,
  );
});

Deno.test("cli encode then decode round-trips, with levels and per-line errors", async () => {
  const enc = await runCli(["encode", "--level", "Hard"], `${UNIQUE}\nbad\n`);
  assert.equal(enc.code, 0);
  assert.equal(enc.lines.length, 2);
  assert.match(enc.lines[0], /^[A-Za-z0-9_-]+$/);
  assert.equal(JSON.parse(enc.lines[1]).error.code, "wrong-length");
  const dec = await runCli(["decode"], `${enc.lines[0]}\n${enc.lines[0].slice(1)}\n!!!\n`);
  const rows = dec.lines.map((l) => JSON.parse(l));
  assert.deepEqual(rows[0], {
    code: enc.lines[0],
    variant: "9x9",
    puzzle: UNIQUE,
    size: "9x9",
    level: "hard",
  });
  assert.equal(typeof rows[1].error.code, "string");
  assert.equal(rows[2].error.code, "bad-character");
});

Deno.test("cli refuses unknown commands and levels with usage on stderr", async () => {
  const unknown = await runCli(["frobnicate"], "");
  assert.equal(unknown.code, 2);
  assert.match(unknown.stderr, /usage/);
  const badLevel = await runCli(["encode", "--level", "impossible"], "");
  assert.equal(badLevel.code, 2);
  assert.match(badLevel.stderr, /unknown level/);
});

Deno.test("cli solve agrees with qqwing on external sets: 17-clue, top1465, 16-clue and contradictory", async () => {
  const rows = (await Deno.readTextFile(new URL("fixtures/external-solutions.txt", import.meta.url)))
    .split("\n").filter((l) => /^[1-9.]{81} [1-9]{81}$/.test(l)).map((l) => l.split(" "));
  assert.ok(rows.length > 1500);
  // No 16-clue puzzle has a unique solution (McGuire, Tugemann and Civario, 2012): drop one clue of a 17.
  const sixteen = rows.filter(([p]) => p.replace(/\./g, "").length === 17).slice(0, 200)
    .map(([p]) => p.replace(/[1-9]/, "."));
  // Put a digit next to the same digit in its row: contradictory givens.
  const contradictory = rows.slice(0, 200).map(([p]) => {
    const i = p.search(/[1-9]/);
    const j = i % 9 === 8 ? i - 1 : i + 1;
    return p.slice(0, j) + p[i] + p.slice(j + 1);
  });
  const input = [...rows.map(([p]) => p), ...sixteen, ...contradictory].join("\n");
  const { code, lines } = await runCli(["solve"], input);
  assert.equal(code, 0);
  const out = lines.map((l) => JSON.parse(l));
  assert.equal(out.length, rows.length + sixteen.length + contradictory.length);
  rows.forEach(([puzzle, solution], i) => assert.deepEqual(out[i], { puzzle, count: 1, solution }));
  sixteen.forEach((puzzle, i) =>
    assert.deepEqual(out[rows.length + i], { puzzle, count: 2, solution: null })
  );
  contradictory.forEach((puzzle, i) =>
    assert.deepEqual(out[rows.length + sixteen.length + i], { puzzle, count: 0, solution: null })
  );
});

Deno.test("cli grade: the record with levels under every scheme; --path adds every step", async () => {
  const { code, lines } = await runCli(["grade"], `${UNIQUE}\n${".".repeat(81)}\n55${".".repeat(79)}\nxyz\n`);
  assert.equal(code, 0);
  const [record, many, none, bad] = lines.map((l) => JSON.parse(l));
  for (
    const key of [
      "puzzle",
      "scheme",
      "level",
      "tier",
      "stuck",
      "hardest",
      "techniques",
      "steps",
      "harderSteps",
      "stalls",
      "bottlenecks",
      "gates",
      "levels",
    ]
  ) {
    assert.ok(key in record, `record has ${key}`);
  }
  assert.equal(record.scheme, "standard");
  assert.equal(record.level, "easy");
  assert.deepEqual(record.levels, { standard: "easy", six: "unrated", pilot: "medium" });
  assert.equal(record.path, undefined);
  assert.deepEqual([many.error.code, many.error.count], ["multiple-solutions", 2]);
  assert.deepEqual([none.error.code, none.error.count], ["no-solution", 0]);
  assert.equal(bad.error.code, "bad-character");

  const withPath = JSON.parse((await runCli(["grade", "--scheme", "pilot", "--path"], UNIQUE)).lines[0]);
  assert.equal(withPath.scheme, "pilot");
  assert.equal(withPath.path.length, withPath.steps);
  const first = withPath.path[0];
  assert.deepEqual(Object.keys(first), ["technique", "placements", "eliminations", "text"]);
  assert.equal(typeof first.placements[0].cell, "number");
  // Replaying the placements fills the grid with the known solution.
  const cells = [...UNIQUE];
  for (const step of withPath.path) {
    for (const { cell, digit } of step.placements) cells[cell] = String(digit);
  }
  assert.equal(cells.join(""), SOLUTION);
  const badScheme = await runCli(["grade", "--scheme", "nope"], "");
  assert.equal(badScheme.code, 2);
});

Deno.test("cli: a line far longer than any grid is answered as an error and the run goes on", async () => {
  const { code, lines } = await runCli(["solve"], "1".repeat(300_000) + "\n" + UNIQUE + "\n");
  assert.equal(code, 0);
  assert.equal(lines.length, 2);
  assert.equal(JSON.parse(lines[0]).error.code, "wrong-length");
  assert.equal(JSON.parse(lines[1]).solution, SOLUTION);
});

Deno.test("cli: blanks before a line do not count towards its length", async () => {
  const { code, lines } = await runCli(["solve"], " ".repeat(1_000_000) + UNIQUE + "\n" + UNIQUE + "\n");
  assert.equal(code, 0);
  assert.deepEqual(lines.map((l) => JSON.parse(l).solution), [SOLUTION, SOLUTION]);
});

Deno.test("cli: each answer comes as soon as its line is read, before stdin closes", async () => {
  const child = spawnCli(["solve"]);
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(UNIQUE + "\n"));
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  const deadline = setTimeout(() => child.kill(), 20_000);
  while (!text.includes("\n")) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
  }
  clearTimeout(deadline);
  assert.equal(JSON.parse(text.split("\n")[0]).solution, SOLUTION, "answered with stdin still open");
  await writer.close();
  await reader.cancel();
  await child.stderr.cancel();
  await child.status;
});

Deno.test("cli: a reader that stops reading (| head -1) ends the run quietly", async () => {
  for (const args of [["solve"], ["generate", "--level", "easy", "--seed", "s", "--count", "500"]]) {
    const child = spawnCli(args);
    const writer = child.stdin.getWriter();
    // Far more answers than a pipe holds, so the CLI is still writing when the reader goes.
    const feeding = writer.write(new TextEncoder().encode((UNIQUE + "\n").repeat(20_000)))
      .then(() => writer.close()).catch(() => {});
    const reader = child.stdout.getReader();
    await reader.read();
    await reader.cancel();
    const [status, stderr] = await Promise.all([
      child.status,
      new Response(child.stderr).text(),
      feeding,
    ]);
    assert.equal(status.code, 0, `${args[0]}: ${stderr}`);
    assert.equal(stderr, "", args[0]);
  }
});

Deno.test("cli: --help is usage on stdout; options name their commands; seeds and days are bounded", async () => {
  const help = await runCli(["--help"], "");
  assert.equal(help.code, 0);
  assert.match(help.lines[0], /^usage: /);
  assert.equal(help.stderr, "");
  const wrongCommand = await runCli(["solve", "--count", "2"], "");
  assert.equal(wrongCommand.code, 2);
  assert.match(wrongCommand.stderr, /--count applies to generate only/);
  const unknown = await runCli(["frob", "--level", "easy"], "");
  assert.equal(unknown.code, 2);
  assert.match(unknown.stderr, /unknown command "frob"/);
  // The random endpoint takes seeds of 1 to 200 characters: so does generate, for every seed it derives.
  const seed = "s".repeat(199);
  assert.equal((await runCli(["generate", "--level", "easy", "--seed", seed], "")).code, 0);
  const derived = await runCli(["generate", "--level", "easy", "--seed", seed, "--count", "2"], "");
  assert.equal(derived.code, 2);
  assert.match(derived.stderr, /--seed must have 1 to 200 characters/);
  assert.equal((await runCli(["generate", "--level", "easy", "--seed="], "")).code, 2);
  const padded = await runCli(["generate", "--level", " Easy ", "--seed", "a"], "");
  assert.equal(JSON.parse(padded.lines[0]).level, "easy");
  const lastDays = await runCli(["daily", "--date", "9999-12-30", "--days", "2", "--level", "easy"], "");
  assert.equal(lastDays.code, 0, lastDays.stderr);
  assert.deepEqual(lastDays.lines.map((l) => JSON.parse(l).date), ["9999-12-30", "9999-12-31"]);
  const pastTheEnd = await runCli(["daily", "--date", "9999-12-30", "--days", "3"], "");
  assert.equal(pastTheEnd.code, 2);
  assert.match(pastTheEnd.stderr, /--days runs past 9999-12-31/);
});
