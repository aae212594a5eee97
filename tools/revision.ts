/**
 * Another git revision of this repository beside the working tree, for measuring before and after in one run
 * (`deno task load --compare REF`, `deno task bench grading --compare REF`): a detached temporary worktree.
 */
const ROOT = new URL("../", import.meta.url);

export async function git(...gitArgs: string[]): Promise<string> {
  const out = await new Deno.Command("git", { args: gitArgs, cwd: ROOT, stderr: "inherit" }).output();
  if (!out.success) throw new Error(`git ${gitArgs.join(" ")} failed`);
  return new TextDecoder().decode(out.stdout).trim();
}

export interface Revision {
  /** The short commit id. */
  readonly rev: string;
  /** The worktree's root as a directory URL. */
  readonly root: URL;
  remove(): Promise<void>;
}

/** Checks `ref` out into a temporary worktree; call `remove` when done. */
export async function checkOutRevision(ref: string, prefix = "sudoku-rev-"): Promise<Revision> {
  const rev = await git("rev-parse", "--short", ref);
  const dir = await Deno.makeTempDir({ prefix });
  await git("worktree", "add", "--detach", dir, rev);
  return {
    rev,
    root: new URL(`file://${dir}/`),
    remove: async () => {
      await git("worktree", "remove", "--force", dir);
    },
  };
}
