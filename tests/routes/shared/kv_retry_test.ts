/**
 * A local KV file shared by several processes: without waiting, concurrent writers get "database is locked";
 * through openKv every read, write, commit and listing waits the lock out.
 */
import assert from "node:assert/strict";
import { isLockedError, retryLocked } from "../../../routes/shared/kv_retry.ts";

const ROOT = new URL("../../../", import.meta.url);

Deno.test("four processes writing one KV file at once all finish, and every increment counts", async () => {
  const folder = await Deno.makeTempDir();
  const path = `${folder}/shared.sqlite3`;
  const PROCESSES = 4, INCREMENTS = 120;
  // Each process: read-check-write increments of one counter (the pattern of every claim), plain writes, and
  // a listing of what the others wrote, all at once.
  const script = `
    import { openKv } from ${JSON.stringify(new URL("routes/shared/kv.ts", ROOT).href)};
    const opened = await openKv({ kind: "path", path: ${JSON.stringify(path)} });
    if ("error" in opened) throw new Error(opened.error);
    const kv = opened.kv;
    await Promise.all(Array.from({ length: 6 }, async (_, lane) => {
      for (let i = lane; i < ${INCREMENTS}; i += 6) {
        for (;;) {
          const entry = await kv.get(["counter"]);
          const next = (entry.value ?? 0) + 1;
          if ((await kv.atomic().check(entry).set(["counter"], next).commit()).ok) break;
        }
        await kv.set(["written", Deno.pid, i], "x".repeat(200));
        if (i % 20 === 0) for await (const _ of kv.list({ prefix: ["written"] })) { /* read it all */ }
      }
    }));
    kv.close();
  `;
  try {
    const children = Array.from({ length: PROCESSES }, () =>
      new Deno.Command(Deno.execPath(), {
        args: ["eval", script],
        cwd: ROOT,
        env: { NO_COLOR: "1" },
        stdout: "piped",
        stderr: "piped",
      }).output());
    for (const output of await Promise.all(children)) {
      assert.equal(output.code, 0, new TextDecoder().decode(output.stderr));
    }
    using kv = await Deno.openKv(path);
    assert.equal((await kv.get(["counter"])).value, PROCESSES * INCREMENTS);
    let written = 0;
    for await (const _ of kv.list({ prefix: ["written"] })) written++;
    assert.equal(written, PROCESSES * INCREMENTS);
  } finally {
    await Deno.remove(folder, { recursive: true });
  }
});

Deno.test("only the lock is waited out: any other error is thrown at once", async () => {
  let tries = 0;
  const locked = () => {
    tries++;
    return tries < 3 ? Promise.reject(new TypeError("database is locked")) : Promise.resolve("written");
  };
  assert.equal(await retryLocked(locked), "written");
  assert.equal(tries, 3);

  tries = 0;
  await assert.rejects(
    retryLocked(() => {
      tries++;
      return Promise.reject(new TypeError("Value too large (max 65536 bytes)"));
    }),
    /too large/,
  );
  assert.equal(tries, 1);
  assert.ok(isLockedError(new Error("SQLITE_BUSY: database is locked")));
});

Deno.test("a lock that outlasts every retry is reported, not hidden", async () => {
  let tries = 0;
  await assert.rejects(
    retryLocked(() => {
      tries++;
      return Promise.reject(new TypeError("database is locked"));
    }, { attempts: 4, firstPauseMs: 1 }),
    /database is locked/,
  );
  assert.equal(tries, 4);
});
