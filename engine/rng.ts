/**
 * Seeded randomness. sfc32 (Chris Doty-Humphrey's Small Fast Chaotic PRNG, 32-bit) is the generator; string
 * seeds go through FNV-1a (32-bit) over UTF-8 and splitmix32 to fill the 128-bit state. Both are pinned by
 * golden vectors in tests/engine/rng_test.ts: changing either changes every daily, so never do.
 */

/** FNV-1a, 32-bit, over the UTF-8 bytes of the string. */
export function fnv1a32(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= byte;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** splitmix32 step: returns [output, next state]. */
function splitmix32(state: number): [number, number] {
  state = (state + 0x9e3779b9) | 0;
  let z = state;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return [(z ^ (z >>> 16)) >>> 0, state];
}

export type Seed = number | string;

export class Rng {
  #a: number;
  #b: number;
  #c: number;
  #d: number;

  constructor(seed: Seed) {
    let s = typeof seed === "string" ? fnv1a32(seed) : seed >>> 0;
    const words: number[] = [];
    for (let i = 0; i < 4; i++) {
      const [out, next] = splitmix32(s);
      words.push(out);
      s = next;
    }
    [this.#a, this.#b, this.#c, this.#d] = words;
    // Discard the first outputs so that nearby seeds diverge, as sfc32's author recommends.
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** Next 32-bit unsigned integer. */
  nextUint32(): number {
    const t = (((this.#a + this.#b) | 0) + this.#d) | 0;
    this.#d = (this.#d + 1) | 0;
    this.#a = this.#b ^ (this.#b >>> 9);
    this.#b = (this.#c + (this.#c << 3)) | 0;
    this.#c = (this.#c << 21) | (this.#c >>> 11);
    this.#c = (this.#c + t) | 0;
    return t >>> 0;
  }

  /** Uniform integer in [0, n), without modulo bias (n ≤ 2^32). */
  nextInt(n: number): number {
    if (!(n >= 1 && n <= 0x1_0000_0000 && Number.isInteger(n))) throw new RangeError(`nextInt(${n})`);
    const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
    let x = this.nextUint32();
    while (x >= limit) x = this.nextUint32();
    return x % n;
  }

  /** Fisher–Yates shuffle in place; returns the array. */
  shuffle<A extends unknown[]>(items: A): A {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.nextInt(i + 1);
      const t = items[i];
      items[i] = items[j];
      items[j] = t;
    }
    return items;
  }
}
