/**
 * The readable golden files in `tests/golden/`: what the current code serves, one line per date and level or
 * per puzzle, so that a golden test that fails names the line that changed.
 *
 *   deno task golden           rewrite every file from the current code
 *   deno task golden grades    rewrite one (dailies, variants, generate or grades)
 *
 * The tests only read these files; nothing but this command writes them. Rewriting one is a deliberate act: a
 * changed line is a changed promise to players (a past daily, a served grade), so the commit that rewrites a
 * file says which lines changed and why, and a change to what old days serve is never one of them
 * (docs/permanence.md): the command refuses to rewrite a line of dailies.txt for a day that has come.
 *
 * This module also holds the line formats and the comparison the tests use, so the writer and the checker
 * cannot drift apart.
 */

import {
  encode,
  fnv1a32,
  generate,
  type GenerateOptions,
  GENERATOR_VERSION,
  generatorVersionFor,
  gradeUnique,
  parseGrid,
  SCHEME_IDS,
  type SchemeId,
  type SolveRecord,
  VARIANT_IDS,
  type VariantId,
} from "../engine/mod.ts";

/** The directory the golden files live in. */
export const GOLDEN_DIR = new URL("../tests/golden/", import.meta.url);

/** The golden files by name, each with what it pins. */
export const GOLDEN_FILES = ["dailies", "variants", "generate", "grades"] as const;
export type GoldenFile = typeof GOLDEN_FILES[number];

// ---------------------------------------------------------------------------------------------------------
// Reading and comparing

/** A golden file split into its `#` header lines and its data lines. */
export interface Golden {
  header: string[];
  lines: string[];
  /** The line number in the file of `lines[0]` (the header comes first). */
  firstLine: number;
}

export async function readGolden(name: GoldenFile): Promise<Golden> {
  const text = await Deno.readTextFile(new URL(`${name}.txt`, GOLDEN_DIR));
  const all = text.split("\n").filter((line) => line !== "");
  const header = all.filter((l) => l.startsWith("#"));
  return { header, lines: all.filter((l) => !l.startsWith("#")), firstLine: header.length + 1 };
}

/** The value of a `# key: value` header line, or null. */
export function headerValue(golden: Golden, key: string): string | null {
  const prefix = `# ${key}: `;
  const line = golden.header.find((l) => l.startsWith(prefix));
  return line === undefined ? null : line.slice(prefix.length);
}

/** How many differing lines a comparison reports in full; the rest are counted. */
const REPORTED_DIFFERENCES = 12;

/** Where two lines first differ: the column and a stretch of each from there. */
function firstDifference(pinned: string, current: string): string {
  let column = 0;
  while (column < pinned.length && pinned[column] === current[column]) column++;
  const from = Math.max(0, column - 20);
  const stretch = (line: string) => `…${line.slice(from, column + 40)}…`;
  return `from column ${column + 1}: pinned ${stretch(pinned)} now ${stretch(current)}`;
}

/**
 * The differences between a golden file's lines and the current ones, each naming its line in the file and
 * showing both versions and where they part; empty when they agree. Lines are compared by position, so a line
 * that went missing shows as every later line changing, and the count mismatch is reported first.
 */
export function differences(name: string, golden: Golden, current: readonly string[]): string[] {
  const pinned = golden.lines;
  const found: string[] = [];
  if (pinned.length !== current.length) {
    found.push(`${name}: ${pinned.length} lines pinned, ${current.length} now`);
  }
  let differing = 0;
  for (let i = 0; i < Math.max(pinned.length, current.length); i++) {
    if (pinned[i] === current[i]) continue;
    differing++;
    if (differing > REPORTED_DIFFERENCES) continue;
    const where = pinned[i] !== undefined && current[i] !== undefined
      ? `\n  ${firstDifference(pinned[i], current[i])}`
      : "";
    found.push(
      `${name}:${golden.firstLine + i}:\n  pinned: ${pinned[i] ?? "(none)"}\n  now:    ${
        current[i] ?? "(none)"
      }${where}`,
    );
  }
  if (differing > REPORTED_DIFFERENCES) found.push(`… and ${differing - REPORTED_DIFFERENCES} more lines`);
  return found;
}

/** Hex SHA-256 of some bytes. */
export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)).toHex();
}

// ---------------------------------------------------------------------------------------------------------
// dailies.txt: a year of the CLI's dailies, every level

/** The year the dailies file covers: half on generator version 1, half on version 3. */
export const DAILY_YEAR = { from: "2026-07-01", days: 365 } as const;

/** The CLI command that prints that year, as the tests run it. */
export function dailyYearArgs(): string[] {
  return [
    "run",
    "--allow-read",
    "--allow-env",
    new URL("../cli.ts", import.meta.url).pathname,
    "daily",
    "--date",
    DAILY_YEAR.from,
    "--days",
    String(DAILY_YEAR.days),
  ];
}

/** Runs the CLI for the year: its raw standard output (JSON lines), or throws with its standard error. */
export async function dailyYearOutput(): Promise<Uint8Array<ArrayBuffer>> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: dailyYearArgs(),
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  if (out.code !== 0) {
    throw new Error(`cli daily exited ${out.code}: ${new TextDecoder().decode(out.stderr)}`);
  }
  return out.stdout;
}

/** Key/value fields of a flat record: `key=value`, objects as `key=a:1,b:2`. */
function fields(record: Record<string, unknown>, skip: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (skip.has(key)) continue;
    if (value !== null && typeof value === "object") {
      out.push(`${key}=${Object.entries(value).map(([k, v]) => `${k}:${v}`).join(",")}`);
    } else {
      out.push(`${key}=${value}`);
    }
  }
  return out;
}

/**
 * One daily as a line: `date level v<generator version> source code puzzle`, then the record's other fields
 * and its grade's as `key=value`. `next_at` (the next midnight) and the grade's copies of the level, scheme and
 * clue count are left out when they agree with the rest; the file's SHA-256 of the raw output covers them.
 */
export function dailyLine(jsonLine: string): string {
  const daily = JSON.parse(jsonLine) as Record<string, unknown> & {
    date: string;
    variant: VariantId;
    level: string;
    scheme: string;
    clues: number;
    grade: Record<string, unknown>;
  };
  const grade = daily.grade;
  const gradeSkip = new Set<string>();
  if (grade.level === daily.level) gradeSkip.add("level");
  if (grade.scheme === daily.scheme) gradeSkip.add("scheme");
  if (grade.clues === daily.clues) gradeSkip.add("clues");
  // The variant leads a variant's line and is implied on classic ones; cages are in the share code.
  return [
    ...(daily.variant === "9x9" ? [] : [daily.variant]),
    daily.date,
    daily.level,
    `v${generatorVersionFor(daily.date, daily.variant)}`,
    daily.source,
    daily.code,
    daily.puzzle,
    ...fields(
      daily,
      new Set(["date", "variant", "level", "source", "code", "puzzle", "cages", "grade", "next_at"]),
    ),
    ...fields(grade, gradeSkip),
  ].join(" ");
}

/** The lines of the dailies file from the CLI's raw output. */
export function dailyLines(output: Uint8Array): string[] {
  return new TextDecoder().decode(output).split("\n").filter((l) => l !== "").map(dailyLine);
}

// ---------------------------------------------------------------------------------------------------------
// variants.txt: a month of every other variant's dailies, as the server answers them

/** The days the variants file covers: a month before variant dailies came out, so every one is a past day. */
export const VARIANT_DAYS = { from: "2026-11-01", days: 30 } as const;

/** Every variant but classic 9×9 (dailies.txt covers that one). */
export const GOLDEN_VARIANTS: readonly VariantId[] = VARIANT_IDS.filter((v) => v !== "9x9");

/** Runs the CLI for one variant's days: its raw standard output (JSON lines), or throws with its error. */
export async function variantDailyOutput(variant: VariantId): Promise<Uint8Array<ArrayBuffer>> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--allow-read",
      "--allow-env",
      new URL("../cli.ts", import.meta.url).pathname,
      "daily",
      "--variant",
      variant,
      "--date",
      VARIANT_DAYS.from,
      "--days",
      String(VARIANT_DAYS.days),
    ],
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  if (out.code !== 0) {
    throw new Error(
      `cli daily --variant ${variant} exited ${out.code}: ${new TextDecoder().decode(out.stderr)}`,
    );
  }
  return out.stdout;
}

// ---------------------------------------------------------------------------------------------------------
// generate.txt: what the current generator version makes from fixed seeds outside the dailies

/**
 * Seeds 0..count-1 of each scheme, level and carving shape: symmetric carving and the other schemes, which
 * `GET /api/puzzles/random` and the CLI serve. Some of these seeds reach rare paths (a repair that gives back
 * a 180° pair), which is why the symmetric rows are long.
 */
export const GENERATE_SETS: ReadonlyArray<
  { scheme: SchemeId; level: string; symmetric: boolean; count: number }
> = [
  { scheme: "standard", level: "easy", symmetric: true, count: 8 },
  { scheme: "standard", level: "medium", symmetric: true, count: 64 },
  { scheme: "standard", level: "hard", symmetric: true, count: 64 },
  { scheme: "standard", level: "expert", symmetric: true, count: 64 },
  { scheme: "standard", level: "evil", symmetric: true, count: 16 },
  { scheme: "pilot", level: "medium", symmetric: false, count: 8 },
  { scheme: "pilot", level: "hard", symmetric: false, count: 8 },
  { scheme: "pilot", level: "expert", symmetric: false, count: 8 },
  { scheme: "pilot", level: "extreme", symmetric: false, count: 8 },
  { scheme: "six", level: "not-easy", symmetric: false, count: 8 },
  { scheme: "six", level: "hard", symmetric: false, count: 8 },
  { scheme: "six", level: "expert", symmetric: false, count: 8 },
];

/** `scheme level symmetric|any index code puzzle level= hardest=`, or `… none` when the seed gave nothing. */
export function generateLines(): string[] {
  const lines: string[] = [];
  for (const { scheme, level, symmetric, count } of GENERATE_SETS) {
    const options: GenerateOptions = { level, scheme, symmetric };
    for (let i = 0; i < count; i++) {
      const result = generate(`golden/${scheme} ${level}${symmetric ? " symmetric" : ""}/${i}`, options);
      const name = `${scheme} ${level} ${symmetric ? "symmetric" : "any"} ${i}`;
      if (!result.ok) {
        lines.push(`${name} none`);
        continue;
      }
      const record = result.record;
      lines.push(
        `${name} ${encode(result.puzzle)} ${record.puzzle} level=${record.level} hardest=${record.hardest}`,
      );
    }
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------------------
// grades.txt: full grading paths of fixture puzzles under every scheme

/** The first 150 puzzles of each fixture set, graded under every scheme. */
export const GRADE_SETS = [
  "qqwing-any.txt",
  "qqwing-expert-basic.txt",
  "qqwing-expert-advanced.txt",
] as const;
const GRADE_SET_SIZE = 150;

const FIXTURES = new URL("../tests/fixtures/", import.meta.url);

/** A cell as `r<row>c<column>`, both from 1. */
function cellName(cell: number, size: number): string {
  return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
}

/**
 * A path, compactly: the technique's name where it changes from the step before, then one token per step of
 * its placements (`r1c2=5`) and eliminations (`r1c2-5`), comma-joined.
 */
function pathText(record: SolveRecord): string {
  const size = Math.round(Math.sqrt(record.puzzle.length));
  const tokens: string[] = [];
  let previous = "";
  for (const step of record.path) {
    if (step.technique !== previous) tokens.push(step.technique);
    previous = step.technique;
    tokens.push([
      ...step.placements.map((p) => `${cellName(p.cell, size)}=${p.digit}`),
      ...step.eliminations.map((e) => `${cellName(e.cell, size)}-${e.digit}`),
    ].join(","));
  }
  return tokens.join(" ");
}

/**
 * One graded puzzle: `set:index scheme puzzle`, the record's summary as `key=value`, `record=` the FNV-1a of
 * the whole record's JSON (which also covers each step's tier and pattern, left out of the line for size), and
 * last `path:` and the path.
 */
export function gradeLine(set: string, index: number, full: SolveRecord): string {
  // What a stuck grade tried is the scheme's order, pinned by the schemes themselves, not per puzzle.
  const { tried: _tried, workCapped: _capped, ...record } = full;
  return [
    `${set}:${index}`,
    record.scheme,
    record.puzzle,
    ...fields(
      record as unknown as Record<string, unknown>,
      new Set(["puzzle", "scheme", "size", "path"]),
    ),
    `record=${fnv1a32(JSON.stringify(record)).toString(16).padStart(8, "0")}`,
    "path:",
    pathText(record),
  ].join(" ");
}

export async function gradeLines(): Promise<string[]> {
  const lines: string[] = [];
  for (const set of GRADE_SETS) {
    const puzzles = (await Deno.readTextFile(new URL(set, FIXTURES))).split("\n")
      .filter((l) => /^[1-9.]{81}$/.test(l)).slice(0, GRADE_SET_SIZE);
    puzzles.forEach((puzzle, index) => {
      const parsed = parseGrid(puzzle);
      if (!parsed.ok) throw new Error(`${set}:${index}: ${parsed.error.message}`);
      for (const scheme of SCHEME_IDS) lines.push(gradeLine(set, index, gradeUnique(parsed.value, scheme)));
    });
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------------------
// Writing

const HOW_TO_REWRITE = "# Written by `deno task golden` (tools/golden.ts); the tests only read it.";

async function writeGolden(name: GoldenFile, header: string[], lines: string[]): Promise<void> {
  const text = [HOW_TO_REWRITE, ...header.map((l) => `# ${l}`), ...lines].join("\n") + "\n";
  await Deno.writeTextFile(new URL(`${name}.txt`, GOLDEN_DIR), text);
  console.log(`tests/golden/${name}.txt: ${lines.length} lines, ${text.length} bytes`);
}

/**
 * The pinned lines of days up to today (UTC) that `lines` would change or drop: the one rewrite of
 * dailies.txt that is never deliberate. Empty when the file does not exist yet.
 */
async function servedDaysChanged(lines: readonly string[]): Promise<string[]> {
  let pinned: Golden;
  try {
    pinned = await readGolden("dailies");
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return [];
    throw e;
  }
  const today = new Date().toISOString().slice(0, 10);
  const key = (line: string) => line.split(" ", 2).join(" ");
  const current = new Map(lines.map((line) => [key(line), line]));
  const changed: string[] = [];
  for (const line of pinned.lines) {
    if (line.slice(0, 10) > today || current.get(key(line)) === line) continue;
    changed.push(`  pinned: ${line}\n  now:    ${current.get(key(line)) ?? "(none)"}`);
  }
  return changed;
}

const WRITERS: Record<GoldenFile, () => Promise<void>> = {
  async dailies() {
    const output = await dailyYearOutput();
    const lines = dailyLines(output);
    const changed = await servedDaysChanged(lines);
    if (changed.length > 0) {
      console.error(
        `tests/golden/dailies.txt not rewritten: these days have been served, and a served daily never changes;` +
          ` the change belongs in a new generator version for days to come (docs/permanence.md).\n` +
          changed.join("\n"),
      );
      Deno.exit(1);
    }
    await writeGolden("dailies", [
      `The dailies of every level for ${DAILY_YEAR.days} days from ${DAILY_YEAR.from}, as \`cli.ts ${
        dailyYearArgs().slice(4).join(" ")
      }\` prints them: date level generator-version source code puzzle, then the record's fields.`,
      "A past daily must never change: a difference here is a changed promise, not a new expectation.",
      `sha256: ${await sha256Hex(output)}`,
    ], lines);
  },
  async variants() {
    const lines: string[] = [];
    const digests: string[] = [];
    for (const variant of GOLDEN_VARIANTS) {
      const output = await variantDailyOutput(variant);
      lines.push(...dailyLines(output));
      digests.push(`sha256 ${variant}: ${await sha256Hex(output)}`);
    }
    const pinned = await readGolden("variants").catch(() => null);
    const today = new Date().toISOString().slice(0, 10);
    const key = (line: string) => line.split(" ", 3).join(" ");
    const current = new Map(lines.map((line) => [key(line), line]));
    const changed = (pinned?.lines ?? []).filter((line) =>
      line.split(" ")[1] <= today && current.get(key(line)) !== line
    );
    if (changed.length > 0) {
      console.error(
        `tests/golden/variants.txt not rewritten: these days have been served and would change:\n${
          changed.join("\n")
        }`,
      );
      Deno.exit(1);
    }
    await writeGolden("variants", [
      `The dailies of every level of ${
        GOLDEN_VARIANTS.join(", ")
      } for ${VARIANT_DAYS.days} days from ${VARIANT_DAYS.from},`,
      "as `cli.ts daily --variant <variant>` prints them: variant date level generator-version source code",
      "puzzle, then the record's fields (a killer's cages are in its share code).",
      "A past daily must never change: a difference here is a changed promise, not a new expectation.",
      ...digests,
    ], lines);
  },
  async generate() {
    await writeGolden("generate", [
      `Generator version ${GENERATOR_VERSION} from fixed seeds \`golden/<scheme> <level>[ symmetric]/<index>\`:`,
      "scheme level shape index code puzzle, then the level and hardest technique the grader gave it.",
      `generator-version: ${GENERATOR_VERSION}`,
    ], generateLines());
  },
  async grades() {
    await writeGolden("grades", [
      `The first ${GRADE_SET_SIZE} puzzles of tests/fixtures/{${GRADE_SETS.join(",")}} under every scheme:`,
      "set:index scheme puzzle, the record's summary, record= (FNV-1a of the whole record's JSON, so tiers and",
      "patterns are covered too), then the path: a technique's name where it changes, one token per step.",
    ], await gradeLines());
  },
};

if (import.meta.main) {
  const wanted = Deno.args.length === 0 ? [...GOLDEN_FILES] : Deno.args;
  for (const name of wanted) {
    if (!(GOLDEN_FILES as readonly string[]).includes(name)) {
      console.error(`unknown golden file ${name}; known: ${GOLDEN_FILES.join(", ")}`);
      Deno.exit(2);
    }
  }
  await Deno.mkdir(GOLDEN_DIR, { recursive: true });
  for (const name of wanted) await WRITERS[name as GoldenFile]();
}
