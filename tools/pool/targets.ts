/** The pools a pool command works on, where their files are, and the seed of each generated candidate. */
import {
  isVariantId,
  type Level,
  parseVariantLevel,
  poolKeys,
  type SpreadCandidate,
  type VariantId,
  variantInfo,
} from "../../engine/mod.ts";

/** Two workers at most: the machines that build pools are shared. */
export const MAX_WORKERS = 2;

/**
 * Variants whose pools keep no reserve file. A reserve only feeds later selections, and build re-verifies every
 * candidate it loads anyway, yet the gate re-counts each reserve puzzle in CI like a pooled one; for these
 * variants that count is most of the gate's time (a 16×16 medium or killer hard puzzle takes 7–12 ms to count,
 * a classic one 0.05 ms), so the candidates not selected are dropped and a later build generates afresh.
 */
export const WITHOUT_RESERVE: ReadonlySet<VariantId> = new Set(["16x16", "killer"]);

/** One pool: its key (engine/pool.ts poolKey), variant and level. */
export interface PoolTarget {
  key: string;
  variant: VariantId;
  level: Level;
}

/**
 * The pools a command works on: every offered one, or those of one variant, or one variant's level.
 * @throws RangeError naming what is offered, for an unknown variant or a level the variant does not offer.
 */
export function poolTargets(variant?: string, level?: string): PoolTarget[] {
  const all = poolKeys();
  if (variant === undefined) {
    if (level !== undefined) throw new RangeError("--level needs --variant");
    return all;
  }
  if (!isVariantId(variant)) {
    throw new RangeError(
      `no variant ${JSON.stringify(variant)}; the variants are ${
        [...new Set(all.map((t) => t.variant))].join(", ")
      }`,
    );
  }
  const ofVariant = all.filter((t) => t.variant === variant);
  if (level === undefined) return ofVariant;
  const wanted = parseVariantLevel(variant, level);
  if (wanted === null) {
    throw new RangeError(
      `${variant} has no level ${JSON.stringify(level)}; it offers ${variantInfo(variant).levels.join(", ")}`,
    );
  }
  return ofVariant.filter((t) => t.level === wanted);
}

/** Where a pool's file lives, relative to the repository (for messages). */
export function fileName(key: string, file: "pool" | "reserve"): string {
  return `data/pools/${key}${file === "pool" ? "" : ".reserve"}.txt`;
}

/** The seed of a pool's n-th job: classic 9×9 keeps the seeds its pools were built from. */
export function poolSeed(variant: VariantId, level: Level, n: number): string {
  return variant === "9x9" ? `pool/v1/${level}/${n}` : `pool/${variant}/v1/${level}/${n}`;
}

/** One line of a reserve file: share code, clues, steps, gates. @throws SyntaxError starting with `where`. */
export function parseReserveLine(line: string, where: string): SpreadCandidate {
  const m = /^([0-9A-Za-z_-]+) (0|[1-9][0-9]{0,5}) (0|[1-9][0-9]{0,5}) (0|[1-9][0-9]{0,5})$/.exec(line);
  if (!m) throw new SyntaxError(`${where}: expected <sharecode> <clues> <steps> <gates>`);
  return { code: m[1], clues: Number(m[2]), steps: Number(m[3]), gates: Number(m[4]) };
}
