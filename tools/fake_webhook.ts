/**
 * A loopback webhook receiver that plays Discord and Slack for the subscription tests and the delivery
 * benchmark. Each hook (`/hooks/<name>`) answers from a script — a status, headers, a delay, or a hold (no
 * answer until released) — then 204 as Discord does; every request is recorded with the answer it got.
 */

export interface Answer {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Never answer until `release()`: a request in flight when its sender dies. */
  hold?: boolean;
}

export interface Received {
  hook: string;
  body: Record<string, unknown>;
  /** The status answered; undefined while held. */
  status?: number;
}

/** Where a receiver listens; by default a free loopback port over plain http. */
export interface FakeWebhookListen {
  hostname?: string;
  port?: number;
  /** A certificate and key (PEM) to serve https with, as the compose stack's webhook container does. */
  tls?: { cert: string; key: string };
}

export class FakeWebhook {
  readonly received: Received[] = [];
  private readonly scripts = new Map<string, Answer[]>();
  private readonly defaults = new Map<string, Answer>();
  private readonly held: Array<() => void> = [];
  private holdFromCount = Infinity;
  private readonly waiters: Array<{ count: number; resolve: () => void }> = [];
  private constructor(
    private readonly server: Deno.HttpServer<Deno.NetAddr>,
    private readonly protocol: "http" | "https",
  ) {}

  /** Starts a receiver, by default on a free loopback port. */
  static async start(listen: FakeWebhookListen = {}): Promise<FakeWebhook> {
    const listening = Promise.withResolvers<void>();
    const fake: FakeWebhook = new FakeWebhook(
      Deno.serve(
        {
          hostname: listen.hostname ?? "127.0.0.1",
          port: listen.port ?? 0,
          ...listen.tls,
          onListen: () => listening.resolve(),
        },
        (request) => fake.answer(request),
      ),
      listen.tls ? "https" : "http",
    );
    await listening.promise;
    return fake;
  }

  /** `http://127.0.0.1:<port>` by default: the origin to put in WEBHOOK_ALLOW. */
  get origin(): string {
    return `${this.protocol}://${this.server.addr.hostname}:${this.server.addr.port}`;
  }

  /** Requests waiting for `release()`. */
  get heldCount(): number {
    return this.held.length;
  }

  url(hook: string): string {
    return `${this.origin}/hooks/${hook}`;
  }

  /** The next answers of a hook, in order; after them the hook's default (204). */
  script(hook: string, ...answers: Answer[]): this {
    this.scripts.set(hook, [...(this.scripts.get(hook) ?? []), ...answers]);
    return this;
  }

  /** What a hook answers once its script is used up. */
  otherwise(hook: string, answer: Answer): this {
    this.defaults.set(hook, answer);
    return this;
  }

  /** The bodies a hook accepted (answered 2xx, or held: the sender may have died after sending). */
  accepted(hook: string): Record<string, unknown>[] {
    return this.received.filter((r) => r.hook === hook && (r.status === undefined || r.status < 300))
      .map((r) => r.body);
  }

  /** Resolves once `count` requests in all have arrived. */
  arrivals(count: number): Promise<void> {
    if (this.received.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }

  /** Holds every request from the `count`-th on (counting from 1), whatever its hook's script says. */
  holdFrom(count: number): this {
    this.holdFromCount = count;
    return this;
  }

  /** Answers every held request (204) and stops holding new ones. */
  release(): void {
    this.holdFromCount = Infinity;
    for (const answer of this.held.splice(0)) answer();
  }

  async close(): Promise<void> {
    this.release();
    await this.server.shutdown();
  }

  private async answer(request: Request): Promise<Response> {
    const hook = new URL(request.url).pathname.replace(/^\/hooks\//, "");
    const record: Received = { hook, body: await request.json().catch(() => ({})) };
    this.received.push(record);
    for (const waiter of [...this.waiters]) {
      if (this.received.length >= waiter.count) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
    const scripted = this.scripts.get(hook)?.shift() ?? this.defaults.get(hook) ?? {};
    const answer = this.received.length >= this.holdFromCount ? { hold: true } : scripted;
    const status = answer.hold ? 204 : answer.status ?? 204;
    // A held request's outcome is unknown to its sender, so it counts as accepted; any other is decided now.
    if (!answer.hold) record.status = status;
    if (answer.hold) await new Promise<void>((resolve) => this.held.push(resolve));
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    return new Response(status === 204 ? null : answer.body ?? "", { status, headers: answer.headers });
  }
}
