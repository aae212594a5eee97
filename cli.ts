/**
 * Command line: reads one item per line on stdin, writes one JSON object (or code) per line on stdout.
 * A bad line gets an error object for that line and the run goes on.
 *
 *   deno task cli solve [--variant V]            → {"puzzle","count","solution"}
 *   deno task cli encode [--variant V] [--level L] → one share code per line
 *   deno task cli decode                         → {"code","variant","puzzle","cages"?,"size","level"}
 *   deno task cli grade [--variant V] [--scheme S] [--path] → the solve record, levels under every scheme
 *
 * A line is a grid (81 characters, a drawing …), or a JSON object `{"puzzle": …, "cages": [{"sum", "cells"}]}`
 * as POST /api/grade takes it: a killer puzzle (--variant killer) is always given that way, with its cages.
 * --variant (9x9, 4x4, 6x6, 16x16, killer, x) names the rules; unset, a grid follows the classic rules of its
 * size and a line with cages the killer ones.
 *
 * Two commands read no stdin and print one JSON line per puzzle:
 *
 *   deno task cli generate [--variant V] --level L [--seed S] [--count N] [--symmetric]
 *     → {"seed","variant","level","scheme","code","puzzle","cages"?,"clues","grade","source"}: the shape of
 *       GET /api/puzzles/random without share_url (it needs a request origin). Puzzle i (from 0) uses seed S,
 *       then S/1, S/2, …; with no --seed, S is a random UUID. Without --symmetric, seed S gives the same puzzle as
 *       the random endpoint.
 *   deno task cli daily [--variant V] [--date YYYY-MM-DD] [--level L] [--days N]
 *     → {"date","variant","level","scheme","code","puzzle","cages"?,"clues","grade","source","next_at"}: GET
 *       /api/daily without share_url, for N days (default 1) from --date (default today, UTC), each day every
 *       level of the variant unless --level; days not out yet too (the API answers those 404 until they come).
 *
 * Output is written as it is made; a reader that stops reading (`| head -1`) ends the run quietly.
 */
import {
  type Cage,
  countSolutions,
  decode,
  encode,
  formatGrid,
  type Grid,
  isSchemeId,
  isVariantId,
  type Level,
  parseGrid,
  parseVariantLevel,
  rulesOfVariant,
  type SchemeId,
  schemesFor,
  VARIANT_IDS,
  type VariantId,
  variantInfo,
  variantOfRules,
  workCapFor,
} from "./engine/core.ts";
import type { PoolEntry } from "./engine/mod.ts";

/**
 * The rest of the engine (grader, generator, dailies) and the pools load only for the commands that use them:
 * the techniques are most of the engine's loading time, and solve, encode and decode never need them.
 */
type Engine = typeof import("./engine/mod.ts");
const loadEngine = (): Promise<Engine> => import("./engine/mod.ts");

/**
 * Work cap (solver search nodes) per 9×9 line, scaled down for larger grids as the API does (workCapFor): far
 * above what any real puzzle needs, low enough to never hang.
 */
const SOLVE_BUDGET = 2_000_000;

type LineHandler = (line: string) => string;

/** Longest line read whole; longer ones are answered (as errors) from their first MAX_LINE characters. */
const MAX_LINE = 65_536;

function errorLine(key: "puzzle" | "code", input: string, code: string, message: string): string {
  return JSON.stringify({ [key]: input, error: { code, message } });
}

/** The rules --variant names, or null to take each line's own (classic of its size, killer with cages). */
let variantFlag: VariantId | null = null;

/**
 * A line's grid under its rules: a grid line, or a JSON object with `puzzle` and (killer) `cages`; the rules are
 * --variant's, else killer when cages are given, else classic of the grid's size.
 */
function withGrid(line: string, then: (grid: Grid) => string): string {
  let text = line;
  let cages: Cage[] | undefined;
  if (line.startsWith("{")) {
    let object: { puzzle?: unknown; cages?: unknown };
    try {
      object = JSON.parse(line);
    } catch {
      return errorLine("puzzle", line, "bad-json", "a line starting with { must be a JSON object");
    }
    if (typeof object.puzzle !== "string") {
      return errorLine("puzzle", line, "bad-json", 'the object needs "puzzle", a string');
    }
    text = object.puzzle;
    if (object.cages !== undefined) {
      const ok = Array.isArray(object.cages) &&
        object.cages.every((c) =>
          typeof c === "object" && c !== null && Number.isInteger(c.sum) && Array.isArray(c.cells) &&
          c.cells.every(Number.isInteger)
        );
      if (!ok) {
        return errorLine("puzzle", text, "bad-cages", 'cages are [{"sum": n, "cells": [0-based cells]}]');
      }
      cages = object.cages as Cage[];
    }
  }
  const parsed = parseGrid(text);
  if (!parsed.ok) return errorLine("puzzle", text, parsed.error.code, parsed.error.message);
  const variant = variantFlag ?? (cages ? "killer" : variantOfRules(parsed.value.rules));
  if (variant === null) return then(parsed.value);
  const info = variantInfo(variant);
  if (info.shape !== parsed.value.rules.shape) {
    return errorLine(
      "puzzle",
      text,
      "wrong-length",
      `a ${variant} puzzle is ${info.shape}, not ${parsed.value.rules.shape}`,
    );
  }
  if (variant === "killer" && !cages) {
    return errorLine("puzzle", text, "bad-cages", 'a killer line is {"puzzle": …, "cages": […]}');
  }
  if (variant !== "killer" && cages) {
    return errorLine("puzzle", text, "bad-cages", `a ${variant} puzzle has no cages`);
  }
  try {
    return then({ rules: rulesOfVariant(variant, cages), cells: parsed.value.cells });
  } catch (e) {
    return errorLine("puzzle", text, "bad-cages", (e as Error).message);
  }
}

/** A killer's cages as the API gives them. */
function cagesOf(grid: Grid): Array<{ sum: number; cells: number[] }> | undefined {
  if (grid.rules.cages.length === 0) return undefined;
  return grid.rules.cages.map((c) => ({ sum: c.sum, cells: [...c.cells].sort((a, b) => a - b) }));
}

const solve: LineHandler = (line) =>
  withGrid(line, (grid) => {
    const puzzle = formatGrid(grid);
    const result = countSolutions(grid, 2, workCapFor(grid.rules, SOLVE_BUDGET));
    if (result.capped) {
      return errorLine("puzzle", puzzle, "work-cap", `gave up after ${result.work} search nodes`);
    }
    // Written by hand (grid strings need no escaping): this line runs for every puzzle of a large file.
    const solution = result.count === 1 && result.solution
      ? `"${formatGrid({ rules: grid.rules, cells: result.solution })}"`
      : "null";
    return `{"puzzle":"${puzzle}","count":${result.count},"solution":${solution}}`;
  });

function encoder(level: Level | null): LineHandler {
  return (line) =>
    withGrid(line, (grid) => {
      try {
        return encode(grid, { level });
      } catch (err) {
        return errorLine("puzzle", formatGrid(grid), "conflicting-givens", (err as Error).message);
      }
    });
}

const decoder: LineHandler = (line) => {
  const decoded = decode(line);
  if (!decoded.ok) return errorLine("code", line, decoded.error.code, decoded.error.message);
  const { grid, level } = decoded.value;
  return JSON.stringify({
    code: line,
    variant: variantOfRules(grid.rules),
    puzzle: formatGrid(grid),
    cages: cagesOf(grid),
    size: grid.rules.shape,
    level,
  });
};

function grader(
  { gradeAllSchemes, reportJson }: Engine,
  scheme: SchemeId | null,
  path: boolean,
): LineHandler {
  return (line) =>
    withGrid(line, (grid) => {
      const schemes = schemesFor(grid.rules);
      if (scheme !== null && !schemes.includes(scheme)) {
        return errorLine(
          "puzzle",
          formatGrid(grid),
          "bad-scheme",
          `this puzzle is graded by ${schemes.join(", ")}`,
        );
      }
      const report = gradeAllSchemes(grid, scheme ?? schemes[0], SOLVE_BUDGET);
      if (!report.ok) {
        const { code, message, count } = report.error;
        return JSON.stringify({
          puzzle: formatGrid(grid),
          error: { code, message, ...(count === undefined ? {} : { count }) },
        });
      }
      return JSON.stringify(reportJson(report.value, { path }));
    });
}

/**
 * Standard output, written in batches. A reader that went away (`… | head -1`) has what it wanted: the run
 * ends quietly. Any other failure to write ends it with one line on stderr.
 */
class Output {
  readonly #writer = Deno.stdout.writable.getWriter();
  readonly #encoder = new TextEncoder();
  #lines: string[] = [];

  push(line: string): void {
    this.#lines.push(line);
  }

  get waiting(): number {
    return this.#lines.length;
  }

  async flush(): Promise<void> {
    if (this.#lines.length === 0) return;
    const text = this.#lines.join("\n") + "\n";
    this.#lines = [];
    try {
      await this.#writer.write(this.#encoder.encode(text));
    } catch (error) {
      if (error instanceof Deno.errors.BrokenPipe) Deno.exit(0);
      fail(`cannot write the output: ${(error as Error).message}`);
    }
  }
}

function fail(message: string): never {
  console.error(`cli: ${message}`);
  Deno.exit(1);
}

async function eachLine(handle: LineHandler, output: Output): Promise<void> {
  let pending = "";
  let skipping = false;
  const take = async (line: string) => {
    if (skipping) {
      // The rest of an over-long line, already answered.
      skipping = false;
      return;
    }
    line = line.trim();
    if (line === "") return;
    output.push(handle(line));
    if (output.waiting >= 512) await output.flush();
  };
  try {
    for await (const chunk of Deno.stdin.readable.pipeThrough(new TextDecoderStream())) {
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop()!;
      for (const line of lines) await take(line);
      // A line far longer than any grid or code is answered from its start, so memory stays bounded; blanks
      // before it do not count.
      if (pending.length > MAX_LINE) pending = pending.trimStart();
      if (pending.length > MAX_LINE) {
        await take(pending.slice(0, MAX_LINE));
        pending = "";
        skipping = true;
      }
      // Answer what has been read before waiting for more: a program may send a line and wait for its answer.
      await output.flush();
    }
  } catch (error) {
    fail(`cannot read the input: ${(error as Error).message}`);
  }
  await take(pending);
  await output.flush();
}

const USAGE = `usage: deno task cli <command>, with puzzles or codes on stdin, one per line
  solve [--variant V]
  encode [--variant V] [--level L]
  decode
  grade [--variant V] [--scheme S] [--path]
or, reading no stdin:
  generate [--variant V] --level L [--seed S] [--count N] [--symmetric]
  daily [--variant V] [--date YYYY-MM-DD] [--level L] [--days N]
variants (V): ${
  VARIANT_IDS.join(", ")
}; a killer line is {"puzzle": "…", "cages": [{"sum": 10, "cells": [0, 1]}, …]}
levels (L): ${VARIANT_IDS.map((v) => `${v}: ${variantInfo(v).levels.join("|")}`).join("; ")}`;

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(USAGE);
  Deno.exit(2);
}

interface Args {
  positionals: string[];
  level?: string;
  variant?: string;
  scheme?: string;
  seed?: string;
  count?: string;
  date?: string;
  days?: string;
  path: boolean;
  symmetric: boolean;
  help: boolean;
}

const VALUE_FLAGS = ["--level", "--variant", "--scheme", "--seed", "--count", "--date", "--days"] as const;
type ValueKey = "level" | "variant" | "scheme" | "seed" | "count" | "date" | "days";

/** `--name value`, `--name=value` and boolean flags; anything else unknown is a usage error. */
function parseArgs(argv: string[]): Args {
  const args: Args = { positionals: [], path: false, symmetric: false, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.startsWith("--") ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    if ((VALUE_FLAGS as readonly string[]).includes(flag)) {
      const value = inline ?? argv[++i];
      if (value === undefined) usage(`${flag} needs a value`);
      args[flag.slice(2) as ValueKey] = value;
    } else if (flag === "--path" || flag === "--symmetric" || flag === "--help" || flag === "-h") {
      if (inline !== undefined) usage(`${flag} takes no value`);
      args[flag === "--path" ? "path" : flag === "--symmetric" ? "symmetric" : "help"] = true;
    } else if (arg.startsWith("-")) usage(`unknown option ${arg}`);
    else args.positionals.push(arg);
  }
  return args;
}

const COMMANDS = ["solve", "encode", "decode", "grade", "generate", "daily"];

/** The commands each option belongs to. */
const OPTION_COMMANDS: Record<string, readonly string[]> = {
  "--level": ["encode", "generate", "daily"],
  "--variant": ["solve", "encode", "grade", "generate", "daily"],
  "--scheme": ["grade"],
  "--path": ["grade"],
  "--seed": ["generate"],
  "--count": ["generate"],
  "--symmetric": ["generate"],
  "--date": ["daily"],
  "--days": ["daily"],
};

if (import.meta.main) {
  const values = parseArgs(Deno.args);
  if (values.help) {
    console.log(USAGE);
    Deno.exit(0);
  }
  const [command, ...extra] = values.positionals;
  if (command === undefined) usage();
  if (!COMMANDS.includes(command)) usage(`unknown command ${JSON.stringify(command)}`);
  if (extra.length) usage(`unexpected arguments: ${extra.join(" ")}`);
  const given: Record<string, boolean> = {
    "--level": values.level !== undefined,
    "--variant": values.variant !== undefined,
    "--scheme": values.scheme !== undefined,
    "--path": values.path,
    "--seed": values.seed !== undefined,
    "--count": values.count !== undefined,
    "--symmetric": values.symmetric,
    "--date": values.date !== undefined,
    "--days": values.days !== undefined,
  };
  for (const [option, commands] of Object.entries(OPTION_COMMANDS)) {
    if (given[option] && !commands.includes(command)) {
      usage(`${option} applies to ${commands.join(", ")} only`);
    }
  }
  if (values.variant !== undefined) {
    const wanted = values.variant.trim().toLowerCase();
    if (!isVariantId(wanted)) usage(`unknown variant ${JSON.stringify(values.variant)}`);
    variantFlag = wanted;
  }
  let levelFlag: Level | null = null;
  if (values.level !== undefined) {
    // As the API reads it: any case, blanks around ignored; one of the variant's levels.
    const variant = variantFlag ?? "9x9";
    const found = parseVariantLevel(variant, values.level);
    if (!found) {
      usage(
        `unknown level ${JSON.stringify(values.level)} for ${variant}: ${
          variantInfo(variant).levels.join(", ")
        }`,
      );
    }
    levelFlag = found;
  }
  let scheme: SchemeId | null = null;
  if (values.scheme !== undefined) {
    if (!isSchemeId(values.scheme)) usage(`unknown scheme ${JSON.stringify(values.scheme)}`);
    scheme = values.scheme;
  }
  const output = new Output();
  if (command === "generate" || command === "daily") {
    await puzzles(command, values, levelFlag, output);
    Deno.exit(0);
  }
  const handlers: Record<string, () => LineHandler | Promise<LineHandler>> = {
    solve: () => solve,
    encode: () => encoder(levelFlag),
    decode: () => decoder,
    grade: async () => grader(await loadEngine(), scheme, values.path),
  };
  await eachLine(await handlers[command](), output);
}

function positiveInt(flag: string, text: string | undefined, fallback: number, max: number): number {
  if (text === undefined) return fallback;
  if (!/^[0-9]+$/.test(text) || Number(text) < 1 || Number(text) > max) {
    usage(`${flag} must be a whole number from 1 to ${max}`);
  }
  return Number(text);
}

/** `generate` and `daily`: no stdin; one JSON line per puzzle, written as it is made. */
async function puzzles(
  command: "generate" | "daily",
  values: Args,
  level: Level | null,
  output: Output,
): Promise<void> {
  const { dailyPuzzle, isValidDate, MAX_SEED_LENGTH, nextDay, nextMidnight, randomPuzzle } =
    await loadEngine();
  const { loadPools } = await import("./data/pools.ts");
  let pools: Record<string, PoolEntry[]>;
  try {
    pools = await loadPools();
  } catch (e) {
    console.error(`cli: ${(e as Error).message}`);
    Deno.exit(1);
  }
  const emit = async (row: unknown) => {
    output.push(JSON.stringify(row));
    await output.flush();
  };
  const variant = variantFlag ?? "9x9";
  if (command === "generate") {
    if (level === null) usage("generate needs --level");
    const count = positiveInt("--count", values.count, 1, 100_000);
    const seed = values.seed ?? crypto.randomUUID();
    // Every seed used (S, then S/1 …) must be one the API's random endpoint takes too.
    const longest = count > 1 ? `${seed}/${count - 1}` : seed;
    if (seed === "" || longest.length > MAX_SEED_LENGTH) {
      usage(`--seed must have 1 to ${MAX_SEED_LENGTH} characters, counting the /N that --count adds`);
    }
    for (let i = 0; i < count; i++) {
      const s = i === 0 ? seed : `${seed}/${i}`;
      const { work: _work, ...p } = randomPuzzle(s, level, pools, { symmetric: values.symmetric, variant });
      await emit({ seed: s, ...p });
    }
    return;
  }
  const days = positiveInt("--days", values.days, 1, 3_660);
  // Unlike GET /api/daily, days not out yet are printed too: the command is for whoever runs the service.
  let date = values.date ?? new Date().toISOString().slice(0, 10);
  if (!isValidDate(date)) usage(`--date ${JSON.stringify(date)} is not a YYYY-MM-DD day from 2000-01-01`);
  let last = date;
  for (let d = 1; d < days; d++) last = nextDay(last);
  if (!isValidDate(last)) usage("--days runs past 9999-12-31");
  for (let d = 0; d < days; d++, date = nextDay(date)) {
    for (const l of level === null ? variantInfo(variant).levels : [level]) {
      const { work: _work, ...p } = dailyPuzzle(date, l, pools, { variant });
      await emit({ ...p, next_at: nextMidnight(date) });
    }
  }
}
