/** Serves the app. PORT overrides the default 8000. */
import { createApp } from "./routes/app.ts";
import { loadPools } from "./routes/stats.ts";

const port = Number(Deno.env.get("PORT") ?? 8000);
Deno.serve({ port }, createApp({ pools: await loadPools() }).fetch);
