/**
 * Serves the app. PORT overrides the default 8000; ORIGIN (e.g. "https://sudoku.example") is the public origin
 * written into share links, link previews and bot posts, which otherwise follow each request's Host header
 * (wrong behind a TLS-terminating proxy).
 */
import { createApp } from "./routes/app.ts";
import { loadPools } from "./routes/stats.ts";

const port = Number(Deno.env.get("PORT") ?? 8000);
const origin = Deno.env.get("ORIGIN")?.replace(/\/+$/, "") || undefined;
if (origin !== undefined && !URL.canParse(origin)) throw new Error(`ORIGIN: ${origin} is not a URL`);
Deno.serve({ port }, createApp({ pools: await loadPools(), origin }).fetch);
