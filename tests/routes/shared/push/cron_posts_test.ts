/**
 * Only the production timeline posts on Deno Deploy, whatever a branch's environment says; self-hosted,
 * POST_DAILIES=1 decides.
 */
import assert from "node:assert/strict";
import { cronPosts } from "../../../../routes/shared/push/cron_posts.ts";

const envOf = (vars: Record<string, string>) => (name: string) => vars[name];
/** What Deploy sets on every timeline besides DENO_TIMELINE. */
const DEPLOY = { DENO_DEPLOY: "true", DENO_DEPLOYMENT_ID: "abc123" };

Deno.test("self-hosted, the cron posts exactly when POST_DAILIES=1", () => {
  assert.equal(cronPosts(envOf({ POST_DAILIES: "1" })), true);
  assert.equal(cronPosts(envOf({})), false);
  assert.equal(cronPosts(envOf({ POST_DAILIES: "true" })), false, "only 1 switches it on");
  assert.equal(cronPosts(envOf({ POST_DAILIES: "0" })), false);
});

Deno.test("on Deno Deploy only the production timeline posts", () => {
  const production = { ...DEPLOY, DENO_TIMELINE: "production" };
  assert.equal(cronPosts(envOf({ ...production, POST_DAILIES: "1" })), true);
  assert.equal(cronPosts(envOf(production)), false, "production still needs POST_DAILIES=1");
  for (const timeline of ["git-branch/main-copy", "git-branch/production", "preview/rev_123"]) {
    assert.equal(
      cronPosts(envOf({ ...DEPLOY, DENO_TIMELINE: timeline, POST_DAILIES: "1" })),
      false,
      timeline,
    );
  }
});

Deno.test("on Deno Deploy with no timeline named, the cron does not post", () => {
  assert.equal(cronPosts(envOf({ ...DEPLOY, POST_DAILIES: "1" })), false);
  assert.equal(cronPosts(envOf({ DENO_DEPLOYMENT_ID: "abc123", POST_DAILIES: "1" })), false);
});
