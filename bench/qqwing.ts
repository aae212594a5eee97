/** Debian's qqwing as a peer: installing it when missing, and cached puzzle sets made with it. */

const OUT = new URL("./out/", import.meta.url);

export async function run(
  cmd: string,
  args: string[],
  stdin?: string,
): Promise<{ code: number; stdout: string }> {
  const child = new Deno.Command(cmd, {
    args,
    stdin: stdin === undefined ? "null" : "piped",
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  // Feed stdin while stdout drains, or a child that answers as it reads fills its pipe and both stall.
  const feeding = stdin === undefined ? Promise.resolve() : feed(child.stdin, stdin);
  const [out] = await Promise.all([child.output(), feeding]);
  return { code: out.code, stdout: new TextDecoder().decode(out.stdout) };
}

async function feed(stream: WritableStream<Uint8Array>, text: string): Promise<void> {
  const writer = stream.getWriter();
  await writer.write(new TextEncoder().encode(text));
  await writer.close();
}

export async function ensureQqwing(): Promise<void> {
  try {
    await run("qqwing", ["--version"]);
    return;
  } catch {
    console.error("installing Debian's qqwing …");
  }
  const update = await run("apt-get", ["update", "-qq"]);
  const install = await run("apt-get", ["install", "-y", "-qq", "qqwing"]);
  if (update.code !== 0 || install.code !== 0) throw new Error("could not install qqwing with apt-get");
}

/** Lines of bench/out/NAME, made by `make` the first time. */
export async function cached(name: string, make: () => Promise<string[]>): Promise<string[]> {
  const file = new URL(name, OUT);
  try {
    return (await Deno.readTextFile(file)).split("\n").filter((l) => l.length > 0);
  } catch {
    const lines = await make();
    await Deno.mkdir(OUT, { recursive: true });
    await Deno.writeTextFile(file, lines.join("\n") + "\n");
    return lines;
  }
}

/** `count` puzzles from `qqwing --generate`, of one difficulty or any, cached in bench/out/. */
export function qqwingPuzzles(count: number, difficulty = "any"): Promise<string[]> {
  return cached(`qqwing-${difficulty === "any" ? "" : difficulty + "-"}${count}.txt`, async () => {
    await ensureQqwing();
    console.error(`generating ${count} ${difficulty} puzzles with qqwing (cached in bench/out/) …`);
    const out = await run("qqwing", ["--generate", String(count), "--difficulty", difficulty, "--one-line"]);
    return out.stdout.split("\n").filter((l) => /^[1-9.]{81}$/.test(l));
  });
}
