/**
 * A local SQLite KV file shared by several processes (the processes of `deno serve --parallel`, an operator's
 * `deno task deliver` beside the server) answers "database is locked" when two of them write at once: SQLite
 * lets one writer in at a time and Deno's store does not wait for the other. `retryWhenLocked` wraps a store
 * so that every read, write, atomic commit and listing tries again after a short, growing, jittered pause,
 * the way SQLite's own busy timeout would; any other error passes through at once.
 *
 * A retried atomic commit is safe: a commit that failed with "locked" was not applied, and its checks are
 * checked again.
 */

export interface KvRetryOptions {
  /** Tries in all before the "locked" error is thrown (default 12: about 2 s of pauses at most). */
  attempts?: number;
  /** The first pause in ms; each next one doubles, up to `maxPauseMs`, and is jittered by up to half. */
  firstPauseMs?: number;
  maxPauseMs?: number;
}

const DEFAULTS = { attempts: 12, firstPauseMs: 4, maxPauseMs: 400 };

/** Whether an error is SQLite's busy answer (another connection holds the write lock). */
export function isLockedError(error: unknown): boolean {
  return /database (table )?is locked|SQLITE_BUSY/i.test(String((error as Error)?.message ?? error));
}

/** The pause after the `attempt`-th failed try: doubling from `firstPauseMs`, jittered down by up to half. */
function pause(attempt: number, options: Required<KvRetryOptions>): Promise<void> {
  const ms = Math.min(options.maxPauseMs, options.firstPauseMs * 2 ** (attempt - 1));
  return new Promise((resolve) => setTimeout(resolve, ms / 2 + Math.random() * ms / 2));
}

/** `operation`, tried again while it fails with "database is locked". */
export async function retryLocked<T>(operation: () => Promise<T>, options: KvRetryOptions = {}): Promise<T> {
  const settings = { ...DEFAULTS, ...options };
  for (let attempt = 1;; attempt++) {
    try {
      return await operation();
    } catch (error) {
      if (attempt >= settings.attempts || !isLockedError(error)) throw error;
      await pause(attempt, settings);
    }
  }
}

/** A listing that, when a page fails with "locked", lists again from the cursor of the last entry it yielded. */
function retryingList<T>(
  kv: Deno.Kv,
  selector: Deno.KvListSelector,
  options: Deno.KvListOptions | undefined,
  retry: KvRetryOptions,
): Deno.KvListIterator<T> {
  const settings = { ...DEFAULTS, ...retry };
  let cursor = options?.cursor;
  let yielded = false;
  async function* entries(): AsyncGenerator<Deno.KvEntry<T>> {
    let limit = options?.limit;
    for (let attempt = 1;; attempt++) {
      const iterator = kv.list<T>(selector, { ...options, cursor, limit });
      try {
        for await (const entry of iterator) {
          yielded = true;
          cursor = iterator.cursor;
          if (limit !== undefined) limit--;
          attempt = 1;
          yield entry;
        }
        return;
      } catch (error) {
        if (attempt >= settings.attempts || !isLockedError(error)) throw error;
        if (limit === 0) return;
        await pause(attempt, settings);
      }
    }
  }
  return Object.defineProperty(entries(), "cursor", {
    get(): string {
      if (!yielded) throw new Error("Cannot get cursor before first iteration");
      return cursor ?? "";
    },
  }) as unknown as Deno.KvListIterator<T>;
}

/**
 * The store, with every operation tried again while SQLite reports it locked.
 *
 * @example
 * const kv = retryWhenLocked(await Deno.openKv(".kv/sudoku-daily.sqlite3"));
 * await kv.atomic().check(entry).set(key, value).commit(); // waits out another process's write
 */
export function retryWhenLocked(kv: Deno.Kv, options: KvRetryOptions = {}): Deno.Kv {
  const retry = <T>(operation: () => Promise<T>) => retryLocked(operation, options);
  /** An atomic operation whose builder methods keep returning the wrapper, and whose commit retries. */
  const wrapAtomic = (operation: Deno.AtomicOperation): Deno.AtomicOperation => {
    const wrapper: Deno.AtomicOperation = new Proxy(operation, {
      get(target, property) {
        if (property === "commit") return () => retry(() => target.commit());
        const value = Reflect.get(target, property, target);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          const result = value.apply(target, args);
          return result === target ? wrapper : result;
        };
      },
    });
    return wrapper;
  };
  return new Proxy(kv, {
    get(target, property) {
      switch (property) {
        case "get":
          return (key: Deno.KvKey, opts?: { consistency?: Deno.KvConsistencyLevel }) =>
            retry(() => target.get(key, opts));
        case "getMany":
          return (keys: Deno.KvKey[], opts?: { consistency?: Deno.KvConsistencyLevel }) =>
            retry(() => target.getMany(keys, opts));
        case "set":
          return (key: Deno.KvKey, value: unknown, opts?: { expireIn?: number }) =>
            retry(() => target.set(key, value, opts));
        case "delete":
          return (key: Deno.KvKey) => retry(() => target.delete(key));
        case "atomic":
          return () => wrapAtomic(target.atomic());
        case "list":
          return (selector: Deno.KvListSelector, opts?: Deno.KvListOptions) =>
            retryingList(target, selector, opts, options);
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
