/**
 * The stack test's webhook: the loopback receiver of the delivery tests (tools/fake_webhook.ts) served where
 * other processes or containers can post to it, with a small control API for the test that drives them.
 *
 * Control (plain http, its own port, published only to the host's loopback in the test stack):
 * - `GET /received`: `{ held, received: [{ hook, status?, event?, date?, level? }] }`, in arrival order;
 * - `POST /hold?from=N`: hold every request from the N-th on (counting from 1) until released;
 * - `POST /release`: answer every held request and stop holding.
 *
 * As a program (the webhook container): `deno run --allow-net --allow-read --allow-env tools/stack/webhook.ts`,
 * hooks on `WEBHOOK_PORT` (default 8443, https when `WEBHOOK_CERT` and `WEBHOOK_KEY` name PEM files) and
 * control on `WEBHOOK_CONTROL_PORT` (default 8081), both on every interface of the container.
 */
import { FakeWebhook, type FakeWebhookListen } from "../fake_webhook.ts";

/** One request as the control API reports it: which hook, and which daily when it was one. */
export interface ReceivedPost {
  hook: string;
  /** The status answered; absent while held (its sender may have died after sending: it counts as received). */
  status?: number;
  /** `daily` or `subscribed` for JSON-format posts. */
  event?: string;
  date?: string;
  level?: string;
}

export interface ReceivedReport {
  held: number;
  received: ReceivedPost[];
}

export interface StackWebhook {
  /** The hooks' origin as this process reaches it. */
  readonly origin: string;
  /** The control API's origin. */
  readonly controlOrigin: string;
  close(): Promise<void>;
}

export interface StackWebhookOptions {
  hooks?: FakeWebhookListen;
  control?: { hostname?: string; port?: number };
}

function summarize(hook: string, status: number | undefined, body: Record<string, unknown>): ReceivedPost {
  const daily = body.daily as { date?: unknown; level?: unknown } | undefined;
  const post: ReceivedPost = { hook };
  if (status !== undefined) post.status = status;
  if (typeof body.event === "string") post.event = body.event;
  if (typeof daily?.date === "string") post.date = daily.date;
  if (typeof daily?.level === "string") post.level = daily.level;
  return post;
}

/**
 * Starts the receiver and its control API (both on free loopback ports unless told otherwise).
 *
 * @example
 * const webhook = await startStackWebhook();
 * // WEBHOOK_ALLOW=${webhook.origin} for the apps; GET ${webhook.controlOrigin}/received to see what came
 */
export async function startStackWebhook(options: StackWebhookOptions = {}): Promise<StackWebhook> {
  const fake = await FakeWebhook.start(options.hooks);
  const listening = Promise.withResolvers<Deno.NetAddr>();
  const control = Deno.serve(
    {
      hostname: options.control?.hostname ?? "127.0.0.1",
      port: options.control?.port ?? 0,
      onListen: (addr) => listening.resolve(addr),
    },
    (request) => {
      const url = new URL(request.url);
      if (request.method === "GET" && url.pathname === "/received") {
        const report: ReceivedReport = {
          held: fake.heldCount,
          received: fake.received.map((r) => summarize(r.hook, r.status, r.body)),
        };
        return Response.json(report);
      }
      if (request.method === "POST" && url.pathname === "/hold") {
        const from = Number(url.searchParams.get("from"));
        if (!Number.isInteger(from) || from < 1) {
          return Response.json({ error: { code: "bad_request", message: "from: a whole number from 1" } }, {
            status: 400,
          });
        }
        fake.holdFrom(from);
        return new Response(null, { status: 204 });
      }
      if (request.method === "POST" && url.pathname === "/release") {
        fake.release();
        return new Response(null, { status: 204 });
      }
      return Response.json({
        error: { code: "not_found", message: "GET /received, POST /hold, POST /release" },
      }, {
        status: 404,
      });
    },
  );
  const addr = await listening.promise;
  return {
    origin: fake.origin,
    controlOrigin: `http://${addr.hostname === "0.0.0.0" ? "127.0.0.1" : addr.hostname}:${addr.port}`,
    async close() {
      await Promise.all([fake.close(), control.shutdown()]);
    },
  };
}

if (import.meta.main) {
  const env = (name: string) => Deno.env.get(name);
  const certFile = env("WEBHOOK_CERT");
  const keyFile = env("WEBHOOK_KEY");
  const tls = certFile && keyFile
    ? { cert: await Deno.readTextFile(certFile), key: await Deno.readTextFile(keyFile) }
    : undefined;
  const webhook = await startStackWebhook({
    hooks: { hostname: "0.0.0.0", port: Number(env("WEBHOOK_PORT") || 8443), tls },
    control: { hostname: "0.0.0.0", port: Number(env("WEBHOOK_CONTROL_PORT") || 8081) },
  });
  console.log(`webhook: hooks on ${webhook.origin}, control on ${webhook.controlOrigin}`);
}
