/**
 * Players' results at volume: 10,000 results for one daily, spread over 200 boards, recorded as the route
 * records them (routes/shared/results/store.ts) into KV in a SQLite file. Reports what a day of results costs
 * in KV (keys and bytes by kind, and the file), the time per result, and that reading the figures stays one
 * small `get` (its size and time next to the first result's).
 */
import { serialize } from "node:v8";
import { fine, median } from "../routes/shared/results/histogram.ts";
import { readFigures, recordResult } from "../routes/shared/results/store.ts";

const DAILY = { date: "2026-12-01", variant: "9x9", level: "medium" } as const;

/** A repeatable stream of times: about log-normal around 8 minutes, as people's solve times spread. */
function times(count: number): number[] {
  let state = 20261201;
  const next = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return (state + 1) / 4_294_967_297;
  };
  return Array.from({ length: count }, () => {
    const normal = Math.sqrt(-2 * Math.log(next())) * Math.cos(2 * Math.PI * next());
    return Math.max(30, Math.min(86_400, Math.round(480 * Math.exp(0.6 * normal))));
  });
}

async function figuresRead(kv: Deno.Kv): Promise<{ ms: number; bytes: number }> {
  const start = performance.now();
  const rounds = 200;
  let bytes = 0;
  for (let i = 0; i < rounds; i++) {
    const f = await readFigures(kv, DAILY);
    median(f.buckets, fine);
    bytes = serialize(f).length;
  }
  return { ms: (performance.now() - start) / rounds, bytes };
}

export async function benchResults(
  say: (line?: string) => void,
  count = 10_000,
  boards = 200,
): Promise<void> {
  const folder = await Deno.makeTempDir();
  const path = `${folder}/kv.sqlite3`;
  const kv = await Deno.openKv(path);
  try {
    const spread = times(count);
    await recordResult(kv, DAILY, "first00000000000000000", { seconds: 480, hints: 0, board: "board-0" }, {
      address: "a",
      perAddressCap: 10,
    });
    const first = await figuresRead(kv);
    const heapBefore = Deno.memoryUsage().heapUsed;
    const start = performance.now();
    for (let i = 0; i < count; i++) {
      await recordResult(kv, DAILY, `bench${String(i).padStart(17, "0")}`, {
        seconds: spread[i],
        hints: i % 4 === 0 ? 1 : 0,
        ...(i % 3 === 0 ? { name: `Player ${i}` } : {}),
        board: `board-${i % boards}`,
      }, { address: `address-${i}`, perAddressCap: 10 });
    }
    const perResult = (performance.now() - start) / count;
    const heapAfter = Deno.memoryUsage().heapUsed;
    const last = await figuresRead(kv);

    const kinds = new Map<string, { keys: number; keyBytes: number; valueBytes: number }>();
    for await (const entry of kv.list({ prefix: ["results"] })) {
      const kind = String(entry.key[1]);
      const row = kinds.get(kind) ?? { keys: 0, keyBytes: 0, valueBytes: 0 };
      row.keys++;
      row.keyBytes += serialize(entry.key).length;
      row.valueBytes += serialize(entry.value).length;
      kinds.set(kind, row);
    }
    kv.close();
    const fileBytes = (await Deno.stat(path)).size +
      await Deno.stat(`${path}-wal`).then((s) => s.size).catch(() => 0);

    say();
    say(`## Results: ${(count + 1).toLocaleString("en")} results for one daily over ${boards} boards`);
    say();
    say("| kind | keys | key bytes | value bytes |");
    say("| --- | ---: | ---: | ---: |");
    let keys = 0;
    let bytes = 0;
    for (const [kind, row] of [...kinds].sort()) {
      say(
        `| ${kind} | ${row.keys.toLocaleString("en")} | ${row.keyBytes.toLocaleString("en")} | ${
          row.valueBytes.toLocaleString("en")
        } |`,
      );
      keys += row.keys;
      bytes += row.keyBytes + row.valueBytes;
    }
    say(`| all | ${keys.toLocaleString("en")} | ${bytes.toLocaleString("en")} (keys and values) | |`);
    say();
    say(`- SQLite file (with its WAL): ${(fileBytes / 1024).toFixed(0)} KiB`);
    say(`- per result recorded: ${perResult.toFixed(2)} ms (one atomic write of four keys)`);
    say(
      `- the figures: ${first.bytes} bytes after 1 result, ${last.bytes} after ${
        count + 1
      }; read and median ` +
        `${first.ms.toFixed(3)} ms vs ${last.ms.toFixed(3)} ms`,
    );
    say(
      `- heap after the run minus before: ${
        ((heapAfter - heapBefore) / 1024 / 1024).toFixed(1)
      } MiB (nothing kept in memory)`,
    );
  } finally {
    try {
      kv.close();
    } catch {
      // closed already
    }
    await Deno.remove(folder, { recursive: true });
  }
}

if (import.meta.main) await benchResults(console.log);
