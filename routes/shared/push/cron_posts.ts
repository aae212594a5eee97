/**
 * Whether this instance's cron job posts the dailies. Deno Deploy runs `Deno.cron` on every timeline that has
 * the job (production and each git branch), each with its own KV database, and a branch's environment can say
 * anything, copied settings included; a branch that posted would send a channel a second daily. So on Deploy
 * only the production timeline posts, whatever `POST_DAILIES` says elsewhere. Deploy names the timeline in
 * `DENO_TIMELINE` (`production`, `git-branch/<name>` or `preview/<revision>`) and says it is Deploy with
 * `DENO_DEPLOY` (and `DENO_DEPLOYMENT_ID`). Self-hosted, `POST_DAILIES=1` decides.
 */

/** The timeline that serves production traffic on Deno Deploy. */
export const PRODUCTION_TIMELINE = "production";

/** Whether the process runs on Deno Deploy, from the variables Deploy sets on every timeline. */
export function onDenoDeploy(env: (name: string) => string | undefined): boolean {
  return Boolean(env("DENO_DEPLOY") || env("DENO_DEPLOYMENT_ID") || env("DENO_TIMELINE"));
}

/**
 * Whether the cron job posts: `POST_DAILIES=1`, and on Deno Deploy the production timeline too (an unknown
 * timeline there does not post).
 *
 * @example
 * cronPosts((name) => Deno.env.get(name)); // false on a branch timeline even with POST_DAILIES=1
 */
export function cronPosts(env: (name: string) => string | undefined): boolean {
  if (env("POST_DAILIES") !== "1") return false;
  return !onDenoDeploy(env) || env("DENO_TIMELINE") === PRODUCTION_TIMELINE;
}
