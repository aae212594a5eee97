import assert from "node:assert/strict";
import { generate, type GenerateOptions, GENERATOR_VERSION } from "../engine/generate/mod.ts";
import type { SchemeId } from "../engine/schemes.ts";
import { encode } from "../engine/sharecode.ts";

/**
 * What the current generator version makes from fixed seeds, beyond the dailies (tests/daily_golden_test.ts):
 * symmetric carving and the other schemes, which `GET /api/puzzles/random` and the CLI serve. A speed-up must
 * leave these unchanged; a deliberate change bumps GENERATOR_VERSION and re-pins them. Each row is the SHA-256
 * of the share codes of seeds 0..count-1, joined by spaces. Some of these seeds reach rare paths (a repair
 * that gives back a 180° pair), which is why the symmetric rows are long.
 */
const GOLDEN: ReadonlyArray<[SchemeId, string, boolean, number, string]> = [
  ["standard", "easy", true, 8, "cfe82709df551a9eeee1659638c2ad020e5a6ae258d6c4b551b29c4538cf3902"],
  ["standard", "medium", true, 64, "25e030f1a6416088b915f59a7eb3d5eed52d43d4385cc4be05b1f3dd242c9c80"],
  ["standard", "hard", true, 64, "6b49ebc22103e498ae173d81eafb11141a75d7a4f39a6c098145f2c01ed69147"],
  ["standard", "expert", true, 64, "c7295dd2ccc561f47eabe5ec4e8e7cac0022ea66791191bd4e9ce769829fe0df"],
  ["standard", "evil", true, 16, "507de6a8902eddb0eb0ccfb96d2b81501aee231763df49bd694ef08cf5d4abd9"],
  ["pilot", "medium", false, 8, "7a69b2a96648e84e2fa5d7fa5be3070e3c8b0eb67b5381d539de72e854c6b61c"],
  ["pilot", "hard", false, 8, "8c71c31bf3450baedae47ec19060bb3ebc2b4c6e40b00f19a5ebae7672678e5c"],
  ["pilot", "expert", false, 8, "3d63194df2b91f2285835f084901a2112c8932d0b529765d0b2fbc003811c634"],
  ["pilot", "extreme", false, 8, "6ef8d00307a2caeab19ac002e9bfc43b1f5387349ec1f8a32658b70154dc4c0a"],
  ["six", "not-easy", false, 8, "8cab1d5debbda881b8f73ec3276bc704b724a3d2f57fc0b8eba4cff33a430d38"],
  ["six", "hard", false, 8, "b9bd47a2a972bf76307bb818794a9298a0be1acf6a79b8b1c59c6ad3ad172e8b"],
  ["six", "expert", false, 8, "90214198117d980ccd77701c58a4340dfbfc9452238d31efbcb71b2c0b08d8fc"],
];

async function digest(text: string): Promise<string> {
  const hash = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return new Uint8Array(hash).toHex();
}

Deno.test(`generate golden: version ${GENERATOR_VERSION} gives the pinned puzzles for fixed seeds`, async () => {
  const changed: string[] = [];
  for (const [scheme, level, symmetric, count, pinned] of GOLDEN) {
    const options: GenerateOptions = { level, scheme, symmetric };
    const codes: string[] = [];
    for (let i = 0; i < count; i++) {
      const result = generate(`golden/${scheme} ${level}${symmetric ? " symmetric" : ""}/${i}`, options);
      codes.push(result.ok ? encode(result.puzzle) : "none");
    }
    const got = await digest(codes.join(" "));
    if (got !== pinned) changed.push(`${scheme} ${level}${symmetric ? " symmetric" : ""}: ${got}`);
  }
  assert.deepEqual(changed, [], "generated puzzles changed");
});
