# The app image for the compose stack (compose.yaml, docs/self-hosting.md). A container serves with
# `deno serve --parallel`, a process per core it is given; more machines mean more containers sharing one denokv
# server.
FROM denoland/deno:2.9.6

WORKDIR /app
# Everything the app writes at run time (node_modules while installing, the KV file when no server is named,
# Deno's code cache in DENO_DIR) belongs to the image's unprivileged user.
RUN chown deno:deno /app
USER deno

# Dependencies alone first: this layer is rebuilt only when deno.json or deno.lock change, not on every edit.
COPY --chown=deno:deno deno.json deno.lock ./
RUN deno install --frozen

COPY --chown=deno:deno . .
# The entry points a container runs (the server, a delivery round by hand, the healthcheck, the stack test's
# webhook), fetched and type-checked at build time so a container starts without the network.
RUN deno cache --frozen main.ts serve.ts tools/deliver.ts tools/healthcheck.ts tools/stack/webhook.ts \
  && mkdir -p .kv

ENV PORT=8000
EXPOSE 8000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["deno", "run", "--allow-net=127.0.0.1", "--allow-env=PORT", "tools/healthcheck.ts"]
CMD ["deno", "task", "serve"]
