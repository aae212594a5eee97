/**
 * Command line: reads one item per line on stdin, writes one JSON object (or code) per line on stdout.
 * A bad line gets an error object for that line and the run goes on.
 *
 *   deno task cli solve            → {"puzzle","count","solution"}
 *   deno task cli encode [--level L] → one share code per line
 *   deno task cli decode           → {"code","puzzle","size","level"}
 *   deno task cli grade [--scheme standard|six|pilot] [--path] → the solve record, levels under every scheme
 */
import { formatGrid, type Grid, parseGrid } from "./engine/board.ts";
import { decode, encode, type Level, LEVELS } from "./engine/sharecode.ts";
import { countSolutions } from "./engine/solver.ts";
import { isSchemeId, SCHEME_IDS, type SchemeId } from "./engine/schemes.ts";

/** Work cap (solver search nodes) per line: far above what any real puzzle needs, low enough to never hang. */
const SOLVE_BUDGET = 2_000_000;

type LineHandler = (line: string) => string;

function errorLine(key: "puzzle" | "code", input: string, code: string, message: string): string {
  return JSON.stringify({ [key]: input, error: { code, message } });
}

function withGrid(line: string, then: (grid: Grid) => string): string {
  const parsed = parseGrid(line);
  if (!parsed.ok) return errorLine("puzzle", line, parsed.error.code, parsed.error.message);
  return then(parsed.value);
}

const solve: LineHandler = (line) =>
  withGrid(line, (grid) => {
    const puzzle = formatGrid(grid);
    const result = countSolutions(grid, 2, SOLVE_BUDGET);
    if (result.capped) {
      return errorLine("puzzle", puzzle, "work-cap", `gave up after ${result.work} search nodes`);
    }
    // Written by hand (grid strings need no escaping): this line runs for every puzzle of a large file.
    const solution = result.count === 1 && result.solution
      ? `"${formatGrid({ geometry: grid.geometry, cells: result.solution })}"`
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
  return JSON.stringify({ code: line, puzzle: formatGrid(grid), size: grid.geometry.name, level });
};

/** Loaded only for `grade`: the technique modules are most of the CLI's start-up time. */
async function grader(scheme: SchemeId, path: boolean): Promise<LineHandler> {
  const { gradeAllSchemes, reportJson } = await import("./engine/grade.ts");
  return (line) =>
    withGrid(line, (grid) => {
      const report = gradeAllSchemes(grid, scheme, SOLVE_BUDGET);
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

async function eachLine(handle: LineHandler): Promise<void> {
  const encoder = new TextEncoder();
  const writer = Deno.stdout.writable.getWriter();
  let out: string[] = [];
  const flush = async () => {
    if (out.length) await writer.write(encoder.encode(out.join("\n") + "\n"));
    out = [];
  };
  let pending = "";
  const take = async (line: string) => {
    line = line.trim();
    if (line === "") return;
    out.push(handle(line));
    if (out.length >= 512) await flush();
  };
  for await (const chunk of Deno.stdin.readable.pipeThrough(new TextDecoderStream())) {
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop()!;
    for (const line of lines) await take(line);
  }
  await take(pending);
  await flush();
  writer.releaseLock();
}

const USAGE = `usage: deno task cli <command>, with puzzles or codes on stdin, one per line
  solve
  encode [--level ${LEVELS.join("|")}]
  decode
  grade [--scheme ${SCHEME_IDS.join("|")}] [--path]`;

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(USAGE);
  Deno.exit(2);
}

interface Args {
  positionals: string[];
  level?: string;
  scheme?: string;
  path: boolean;
  help: boolean;
}

/** `--name value`, `--name=value` and boolean flags; anything else unknown is a usage error. */
function parseArgs(argv: string[]): Args {
  const args: Args = { positionals: [], path: false, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.startsWith("--") ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    if (flag === "--level" || flag === "--scheme") {
      const value = inline ?? argv[++i];
      if (value === undefined) usage(`${flag} needs a value`);
      args[flag === "--level" ? "level" : "scheme"] = value;
    } else if (flag === "--path" || flag === "--help" || flag === "-h") {
      if (inline !== undefined) usage(`${flag} takes no value`);
      args[flag === "--path" ? "path" : "help"] = true;
    } else if (arg.startsWith("-")) usage(`unknown option ${arg}`);
    else args.positionals.push(arg);
  }
  return args;
}

if (import.meta.main) {
  const values = parseArgs(Deno.args);
  const { positionals } = values;
  if (values.help) usage();
  const [command, ...extra] = positionals;
  if (extra.length) usage(`unexpected arguments: ${extra.join(" ")}`);
  let levelFlag: Level | null = null;
  if (values.level !== undefined) {
    const wanted = values.level.toLowerCase();
    const found = LEVELS.find((l) => l === wanted);
    if (!found) usage(`unknown level ${JSON.stringify(values.level)}`);
    if (command !== "encode") usage("--level applies to encode only");
    levelFlag = found;
  }
  let scheme: SchemeId = "standard";
  if (values.scheme !== undefined) {
    if (!isSchemeId(values.scheme)) usage(`unknown scheme ${JSON.stringify(values.scheme)}`);
    if (command !== "grade") usage("--scheme applies to grade only");
    scheme = values.scheme;
  }
  if (values.path && command !== "grade") usage("--path applies to grade only");
  const handlers: Record<string, () => LineHandler | Promise<LineHandler>> = {
    solve: () => solve,
    encode: () => encoder(levelFlag),
    decode: () => decoder,
    grade: () => grader(scheme, values.path),
  };
  const handler = command && Object.hasOwn(handlers, command) ? handlers[command] : undefined;
  if (!handler) usage(command ? `unknown command ${JSON.stringify(command)}` : undefined);
  await eachLine(await handler());
}
