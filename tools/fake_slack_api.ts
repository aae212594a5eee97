/**
 * A loopback stand-in for Slack's Web API method chat.postMessage, for the Slack bot subscription tests (give
 * its origin as the app's `slackApiOrigin`). It answers as Slack documents: HTTP 200 with `{ ok: true, channel,
 * ts, message }` and a new `ts` per message, or from a script — `{ ok: false, error }` with HTTP 200, a 429 with
 * `Retry-After`, or a hold (no answer until released). Every request is recorded with its token and body.
 */

export interface SlackAnswer {
  /** HTTP status; 200 unless told (Slack reports most errors inside a 200). */
  status?: number;
  /** Slack's error code: the answer is `{ ok: false, error }`. */
  error?: string;
  headers?: Record<string, string>;
  /** Never answer until `release()`: a request in flight when its sender dies or outlives its lease. */
  hold?: boolean;
}

export interface SlackRequest {
  /** The bearer token of the Authorization header, or null without one. */
  token: string | null;
  contentType: string | null;
  body: Record<string, unknown>;
  /** The `ts` answered when the message was posted; undefined when refused or still held. */
  ts?: string;
  /** Whether Slack took the message: answered ok, or held (its sender cannot know, so it may be posted). */
  posted: boolean;
}

export class FakeSlackApi {
  readonly requests: SlackRequest[] = [];
  private readonly script: SlackAnswer[] = [];
  private readonly held: Array<() => void> = [];
  private readonly waiters: Array<{ count: number; resolve: () => void }> = [];
  private messages = 0;
  private constructor(private readonly server: Deno.HttpServer<Deno.NetAddr>) {}

  static async start(): Promise<FakeSlackApi> {
    const listening = Promise.withResolvers<void>();
    const fake: FakeSlackApi = new FakeSlackApi(
      Deno.serve(
        { hostname: "127.0.0.1", port: 0, onListen: () => listening.resolve() },
        (request) => fake.answer(request),
      ),
    );
    await listening.promise;
    return fake;
  }

  /** `http://127.0.0.1:<port>`: the origin standing in for https://slack.com. */
  get origin(): string {
    return `http://${this.server.addr.hostname}:${this.server.addr.port}`;
  }

  /** The next answers, in order; after them every message is posted. */
  next(...answers: SlackAnswer[]): this {
    this.script.push(...answers);
    return this;
  }

  /** The messages Slack took (or may have: held), in order. */
  get posted(): SlackRequest[] {
    return this.requests.filter((r) => r.posted);
  }

  /** Resolves once `count` requests in all have arrived. */
  arrivals(count: number): Promise<void> {
    if (this.requests.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }

  /** Answers every held request as posted. */
  release(): void {
    for (const answer of this.held.splice(0)) answer();
  }

  async close(): Promise<void> {
    this.release();
    await this.server.shutdown();
  }

  private async answer(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    const auth = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "");
    const record: SlackRequest = {
      token: auth ? auth[1] : null,
      contentType: request.headers.get("content-type"),
      body: await request.json().catch(() => ({})),
      posted: false,
    };
    this.requests.push(record);
    for (const waiter of [...this.waiters]) {
      if (this.requests.length >= waiter.count) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { "Content-Type": "application/json", ...headers },
      });
    if (request.method !== "POST" || path !== "/api/chat.postMessage") {
      return json(404, { ok: false, error: "unknown_method" });
    }
    if (!record.token) return json(200, { ok: false, error: "not_authed" });
    const scripted = this.script.shift() ?? {};
    if (scripted.error || (scripted.status && scripted.status !== 200)) {
      return json(
        scripted.status ?? 200,
        { ok: false, error: scripted.error ?? "unknown" },
        scripted.headers,
      );
    }
    // Slack's ts: seconds and a sequence; unique per message in a channel.
    const ts = `${1_765_000_000 + this.messages}.${String(++this.messages).padStart(6, "0")}`;
    record.ts = ts;
    record.posted = true;
    if (scripted.hold) await new Promise<void>((resolve) => this.held.push(resolve));
    const channel = record.body.channel;
    return json(200, {
      ok: true,
      channel,
      ts,
      message: {
        type: "message",
        text: record.body.text,
        ts,
        ...(record.body.thread_ts ? { thread_ts: record.body.thread_ts } : {}),
      },
    });
  }
}
