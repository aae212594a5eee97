/**
 * `deno task load [--seconds N] [--compare REF | --parallel] [--only cached,heavy,grades,images] [--workers N]`:
 * starts the server on loopback (and, with --compare, the server of another git revision beside it, from a
 * temporary worktree; with --parallel, the same tree under `deno serve --parallel`, one process per core, beside
 * the one-process `deno task start`), drives it for a bounded time and prints throughput and p50/p99 latency per
 * route as Markdown tables, and the ratio of the two servers' throughput measured in the same run.
 *
 * - cached: today's /api/daily, already computed, as fast as 32 connections can ask (wrk when installed,
 *   otherwise a Deno client) — run against both servers, so the ratio is measured in the same run;
 * - heavy: 8 connections asking for work nobody asked for before (31-day archives of Hard days, grades of
 *   the worst 16×16 grid) while /healthz and the cached daily are probed, then the first cheap request after;
 * - grades: 8 connections posting hard grids to /api/grade (top1465 puzzles in turn, every fourth the worst
 *   16×16 grid) while /healthz is probed: what one grade holds the event loop for, with `--workers 0`;
 * - images: a 16×16 daily's card, revalidated (304) and served from the PNG cache.
 *
 * `--workers N` starts every server with WORKERS=N (0: heavy work inline, as where Web Workers are missing).
 *
 * Every server gets a fresh KV file, so "nobody asked for before" holds for stored dailies too.
 */
import { parseArgs } from "node:util";
import { checkOutRevision, git, type Revision } from "./revision.ts";

const { values: args } = parseArgs({
  args: Deno.args,
  options: {
    seconds: { type: "string", default: "20" },
    compare: { type: "string" },
    parallel: { type: "boolean", default: false },
    only: { type: "string", default: "cached,heavy,images" },
    workers: { type: "string" },
  },
});
if (args.workers !== undefined && !/^\d+$/.test(args.workers)) throw new RangeError("--workers: a number");
const SECONDS = Number(args.seconds);
if (!(SECONDS > 0 && SECONDS <= 600)) throw new RangeError("--seconds: from 1 to 600");
const SCENARIOS = new Set(args.only!.split(","));
const ROOT = new URL("../", import.meta.url);

/**
 * A 16×16 grid the grader spends its whole work cap on (422 `work-cap`, about 250 ms on one core): a 16×16
 * daily with givens blanked and one changed, the slowest of a few dozen such edits.
 */
const WORST_16X16 =
  ".....G...89......4......C63...5G..G9...4..D.2.6...........F..8..8.....1..B6..E.4....7...1..CDG." +
  ".GB......7.........13A...D....5C.37.A4......6..2.5..E.............8...293..4....1........27CGF.8.F.5..1....." +
  "...........6F.D.A..1.EAD....2.9.1..7...B.5.7.........";

interface Server {
  name: string;
  origin: string;
  stop(): Promise<void>;
}

function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  return port;
}

/** How a server runs: one process (`deno task start`), or `deno serve --parallel` (`deno task serve`). */
type ServeMode = "one process" | "parallel";

async function startServer(name: string, dir: URL, mode: ServeMode = "one process"): Promise<Server> {
  const port = freePort();
  const kvFile = `.kv/load-${port}.sqlite3`;
  const permissions = ["--allow-net", "--allow-env", "--allow-read", "--allow-write=.kv"];
  const child = new Deno.Command(Deno.execPath(), {
    args: mode === "parallel"
      ? ["serve", "--parallel", ...permissions, `--port=${port}`, "--host=127.0.0.1", "serve.ts"]
      : ["run", ...permissions, "main.ts"],
    cwd: dir,
    // Only what the server needs: a DENO_KV_URL, WORKERS or ORIGIN of this shell must not change the test.
    clearEnv: true,
    env: {
      PORT: String(port),
      DENO_KV_PATH: kvFile,
      NO_COLOR: "1",
      ...(args.workers === undefined ? {} : { WORKERS: args.workers }),
      ...Object.fromEntries(
        ["HOME", "PATH", "DENO_DIR", "XDG_CACHE_HOME"].flatMap((name) => {
          const value = Deno.env.get(name);
          return value === undefined ? [] : [[name, value]];
        }),
      ),
    },
    stdout: "null",
    stderr: "inherit",
  }).spawn();
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0;; tries++) {
    try {
      const res = await fetch(`${origin}/healthz`);
      await res.body?.cancel();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (tries > 600) throw new Error(`${name} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    name,
    origin,
    async stop() {
      child.kill("SIGTERM");
      await child.status;
      for (const suffix of ["", "-shm", "-wal"]) {
        await Deno.remove(new URL(kvFile + suffix, dir)).catch(() => {});
      }
    },
  };
}

/** Latencies in ms → p50 and p99. */
function percentiles(times: number[]): { p50: number; p99: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99) };
}

const ms = (x: number) => (Number.isFinite(x) ? `${x.toFixed(x < 10 ? 2 : 0)} ms` : "—");

interface RouteStats {
  times: number[];
  statuses: Map<number, number>;
}

function newStats(): RouteStats {
  return { times: [], statuses: new Map() };
}

async function timed(stats: RouteStats, request: () => Promise<Response>) {
  const started = performance.now();
  let status = 0;
  try {
    const res = await request();
    await res.arrayBuffer();
    status = res.status;
  } catch (error) {
    // A request the scenario itself cut off at its end is not a result.
    if ((error as Error).name === "AbortError") return;
    status = -1;
  }
  stats.times.push(performance.now() - started);
  stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
}

/** `connections` loops each sending `request` until `until` (ms, performance.now()). */
async function loop(
  connections: number,
  until: number,
  stats: RouteStats,
  request: (i: number) => Promise<Response>,
) {
  let n = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) await timed(stats, () => request(n++));
    }),
  );
}

function statusText(stats: RouteStats): string {
  return [...stats.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${n}× ${s === -1 ? "error" : s}`)
    .join(", ");
}

async function hasWrk(): Promise<boolean> {
  try {
    return (await new Deno.Command("wrk", { args: ["--version"], stdout: "null", stderr: "null" }).output())
      .code !== 127;
  } catch {
    return false;
  }
}

/** Requests per second, p50 and p99 of `url` with 32 connections for SECONDS. */
async function throughput(url: string): Promise<{ rps: number; p50: number; p99: number; client: string }> {
  if (await hasWrk()) {
    const out = await new Deno.Command("wrk", {
      args: ["-t2", "-c32", `-d${SECONDS}s`, "--latency", url],
      stdout: "piped",
    }).output();
    const text = new TextDecoder().decode(out.stdout);
    const latency = (q: string) => {
      const m = new RegExp(`\\s${q}%\\s+([\\d.]+)(us|ms|s)`).exec(text);
      if (!m) return NaN;
      return Number(m[1]) * ({ us: 0.001, ms: 1, s: 1000 } as Record<string, number>)[m[2]];
    };
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1]);
    const failed = /Non-2xx or 3xx responses:\s+(\d+)/.exec(text)?.[1];
    const client = `wrk -t2 -c32${failed ? ` (${failed} not 2xx!)` : ""}`;
    return { rps, p50: latency("50"), p99: latency("99"), client };
  }
  const stats = newStats();
  const started = performance.now();
  await loop(32, started + SECONDS * 1000, stats, () => fetch(url));
  const elapsed = (performance.now() - started) / 1000;
  return { rps: stats.times.length / elapsed, ...percentiles(stats.times), client: "Deno fetch, 32 loops" };
}

async function cachedScenario(servers: Server[]) {
  console.log(`\n### Cached /api/daily (${SECONDS} s each)\n`);
  console.log("| server | client | req/s | p50 | p99 |\n| --- | --- | ---: | ---: | ---: |");
  const results: number[] = [];
  for (const server of servers) {
    const url = `${server.origin}/api/daily?level=medium`;
    await (await fetch(url)).arrayBuffer();
    const r = await throughput(url);
    results.push(r.rps);
    console.log(`| ${server.name} | ${r.client} | ${Math.round(r.rps)} | ${ms(r.p50)} | ${ms(r.p99)} |`);
  }
  if (results.length === 2) {
    console.log(`\nratio ${servers[0].name} / ${servers[1].name}: ${(results[0] / results[1]).toFixed(2)}`);
  }
}

/** What a server got through under the heavy mix: heavy requests answered (not refused busy) per second. */
interface HeavyResult {
  answeredPerSecond: number;
  healthP99: number;
}

/** Answers that are finished work (200, or 422 when a grade spent its work cap), not refusals or errors. */
function answered(stats: RouteStats): number {
  return [...stats.statuses].filter(([status]) => status > 0 && status < 500).reduce((n, [, c]) => n + c, 0);
}

async function heavyScenario(server: Server): Promise<HeavyResult> {
  console.log(
    `\n### ${server.name}: 8 heavy connections for ${SECONDS} s, cheap requests probed meanwhile\n`,
  );
  const daily = `${server.origin}/api/daily?level=medium`;
  await (await fetch(daily)).arrayBuffer();
  const until = performance.now() + SECONDS * 1000;
  const archive = newStats(), grade = newStats(), health = newStats(), cached = newStats();
  // Each archive is a 31-day range of Hard days no one asked for: back to back from 2001 on, never overlapping.
  const archiveUrl = (i: number) => {
    const start = new Date(Date.UTC(2001, 0, 1 + 31 * i));
    const end = new Date(start.getTime() + 30 * 86_400_000);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    return `${server.origin}/api/daily/archive?level=hard&from=${day(start)}&to=${day(end)}`;
  };
  let ranges = 0;
  // At the end the heavy requests still out are cut off, as clients that give up would, and the first cheap
  // request goes out at once: it meets whatever the server still has to finish or cancel.
  const cutOff = new AbortController();
  const timer = setTimeout(() => cutOff.abort(), SECONDS * 1000);
  await Promise.all([
    loop(4, until, archive, () => fetch(archiveUrl(ranges++), { signal: cutOff.signal })),
    loop(4, until, grade, () =>
      fetch(`${server.origin}/api/grade`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ puzzle: WORST_16X16 }),
        signal: cutOff.signal,
      })),
    loop(1, until, health, () => fetch(`${server.origin}/healthz`)),
    loop(1, until, cached, () => fetch(daily)),
  ]);
  clearTimeout(timer);
  const after = newStats();
  await timed(after, () => fetch(`${server.origin}/healthz`));
  // More heavy requests at once than the gates hold: the rest must be refused at once, with Retry-After.
  const burst = newStats();
  let retryAfter = 0;
  await Promise.all(Array.from({ length: 40 }, () =>
    timed(burst, async () => {
      const res = await fetch(`${server.origin}/api/grade`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ puzzle: WORST_16X16 }),
      });
      if (res.status === 503 && res.headers.has("retry-after")) retryAfter++;
      return res;
    })));
  console.log("| route | requests | answers | p50 | p99 |\n| --- | ---: | --- | ---: | ---: |");
  for (
    const [name, stats] of [
      ["GET /api/daily/archive (uncached)", archive],
      ["POST /api/grade (16×16)", grade],
      ["GET /healthz", health],
      ["GET /api/daily (cached)", cached],
      ["GET /healthz, first after the load", after],
      [`then 40 × POST /api/grade at once (${retryAfter} with Retry-After)`, burst],
    ] as const
  ) {
    const { p50, p99 } = percentiles(stats.times);
    console.log(`| ${name} | ${stats.times.length} | ${statusText(stats)} | ${ms(p50)} | ${ms(p99)} |`);
  }
  return {
    answeredPerSecond: (answered(archive) + answered(grade)) / SECONDS,
    healthP99: percentiles(health.times).p99,
  };
}

/** Hard 9×9 grids for the grades scenario: the first 100 of data/top1465.txt. */
async function hardGrids(): Promise<string[]> {
  const text = await Deno.readTextFile(new URL("data/top1465.txt", ROOT));
  return text.split("\n").filter((line) => /^[0-9.]{81}$/.test(line)).slice(0, 100);
}

async function gradesScenario(server: Server) {
  console.log(`\n### ${server.name}: 8 connections posting hard grids for ${SECONDS} s, /healthz probed\n`);
  const grids = await hardGrids();
  const until = performance.now() + SECONDS * 1000;
  const grade = newStats(), health = newStats();
  const cutOff = new AbortController();
  const timer = setTimeout(() => cutOff.abort(), SECONDS * 1000);
  await Promise.all([
    loop(8, until, grade, (i) =>
      fetch(`${server.origin}/api/grade`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ puzzle: i % 4 === 3 ? WORST_16X16 : grids[i % grids.length] }),
        signal: cutOff.signal,
      })),
    loop(1, until, health, () => fetch(`${server.origin}/healthz`)),
  ]);
  clearTimeout(timer);
  const mode = await (await fetch(`${server.origin}/healthz`)).json();
  console.log(`heavy work: ${mode.work}\n`);
  console.log("| route | requests | answers | p50 | p99 |\n| --- | ---: | --- | ---: | ---: |");
  for (const [name, stats] of [["POST /api/grade (hard grids)", grade], ["GET /healthz", health]] as const) {
    const { p50, p99 } = percentiles(stats.times);
    console.log(`| ${name} | ${stats.times.length} | ${statusText(stats)} | ${ms(p50)} | ${ms(p99)} |`);
  }
}

async function imagesScenario(server: Server) {
  console.log(`\n### ${server.name}: a 16×16 daily's card, 2,000 requests each\n`);
  const daily = await (await fetch(`${server.origin}/api/daily?variant=16x16&level=medium`)).json();
  const url = `${server.origin}/og/${daily.code}.png`;
  const first = await fetch(url);
  await first.arrayBuffer();
  const etag = first.headers.get("etag") ?? "";
  const notModified = newStats(), cachedPng = newStats();
  for (let i = 0; i < 2_000; i++) {
    await timed(notModified, () => fetch(url, { headers: { "If-None-Match": etag } }));
    await timed(cachedPng, () => fetch(url));
  }
  console.log("| request | answers | p50 | p99 |\n| --- | --- | ---: | ---: |");
  for (
    const [name, stats] of [["If-None-Match → 304", notModified], ["cached PNG → 200", cachedPng]] as const
  ) {
    const { p50, p99 } = percentiles(stats.times);
    console.log(`| ${name} | ${statusText(stats)} | ${ms(p50)} | ${ms(p99)} |`);
  }
}

const servers: Server[] = [];
let other: Revision | undefined;
try {
  const head = await git("rev-parse", "--short", "HEAD");
  if (args.parallel && args.compare) throw new Error("--parallel and --compare: one at a time");
  if (args.parallel) {
    servers.push(
      await startServer(
        `deno serve --parallel (${navigator.hardwareConcurrency} processes)`,
        ROOT,
        "parallel",
      ),
    );
  }
  servers.push(await startServer(`${args.parallel ? "one process" : "this tree"} (${head})`, ROOT));
  if (args.compare) {
    other = await checkOutRevision(args.compare, "sudoku-load-");
    servers.push(await startServer(other.rev, other.root));
  }
  console.log(`## Load on loopback (${new Date().toISOString()}, ${navigator.hardwareConcurrency} cores)`);
  if (SCENARIOS.has("cached")) await cachedScenario(servers);
  const heavy: HeavyResult[] = [];
  for (const server of servers) {
    if (SCENARIOS.has("heavy")) heavy.push(await heavyScenario(server));
    if (SCENARIOS.has("grades")) await gradesScenario(server);
    if (SCENARIOS.has("images")) await imagesScenario(server);
  }
  if (heavy.length === 2) {
    const [a, b] = heavy;
    console.log(
      `\nheavy mix, answered per second: ${servers[0].name} ${a.answeredPerSecond.toFixed(1)}, ` +
        `${servers[1].name} ${b.answeredPerSecond.toFixed(1)}: ratio ${
          (a.answeredPerSecond / b.answeredPerSecond).toFixed(2)
        }; ` +
        `/healthz p99 ${ms(a.healthP99)} vs ${ms(b.healthP99)}`,
    );
  }
} finally {
  for (const server of servers) await server.stop();
  await other?.remove();
}
