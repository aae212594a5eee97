/**
 * The band layout of a classic 9×9 grid, shared by the exact solver (engine/classic9/solver.ts) and the
 * generator's capped solves (engine/classic9/capboard.ts).
 *
 * Cell i (row r, column c) lives in band b = floor(r / 3) at bit p = i - 27b = 9 * (r % 3) + c. A position is
 * STATE_WORDS int32 words: word 3d + b (d = digit - 1) is the set of band-b cells where digit d+1 may still go,
 * word 27 + b the set of band-b cells not yet placed. A placed cell keeps exactly its own digit's bit.
 */

/** Words in a position: 9 digits × 3 bands, then the 3 bands' unplaced cells. */
export const STATE_WORDS = 30;
/** All 27 cells of a band. */
export const BAND = 0x7ffffff;

/** For a band-local bit position: the other cells of its row, box and column inside the band. */
export const BAND_PEERS = new Int32Array(27);
/** For a band-local bit position: its column's three bits in a band. */
export const COLUMN_BITS = new Int32Array(27);
/** Nine bits of a band row → which of its three boxes hold any of them (3 bits). */
export const ROW_BOXES = new Uint8Array(512);
/**
 * Row/box occupancy of a digit in a band (bit 3r + k: row r has candidates in box k) → the 27-bit mask of
 * cells that lie in some assignment of the three rows to three different boxes; 0 when there is none.
 */
export const LOCKED = new Int32Array(512);
/**
 * The same occupancy → the whole band when every row and every box of the band has a cell, else 0: propagate9
 * with this instead of LOCKED makes no locked-candidate eliminations, only singles (as fillGrid's search).
 */
export const BAND_PLACES = new Int32Array(512);

{
  for (let p = 0; p < 27; p++) {
    const r = Math.floor(p / 9), c = p % 9;
    const row = 0x1ff << (9 * r);
    const box = 0x1c0e07 << (3 * Math.floor(c / 3));
    const col = 0x40201 << c;
    BAND_PEERS[p] = (row | box | col) & ~(1 << p);
    COLUMN_BITS[p] = col;
  }
  for (let x = 0; x < 512; x++) {
    ROW_BOXES[x] = (x & 7 ? 1 : 0) | (x & 0x38 ? 2 : 0) | (x & 0x1c0 ? 4 : 0);
  }
  const perms = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
  for (let t = 0; t < 512; t++) {
    let allowed = 0;
    for (const perm of perms) {
      let m = 0;
      for (let r = 0; r < 3; r++) m |= 1 << (3 * r + perm[r]);
      if ((t & m) === m) allowed |= m;
    }
    let cells = 0;
    for (let k = 0; k < 9; k++) if (allowed & (1 << k)) cells |= 7 << (9 * Math.floor(k / 3) + 3 * (k % 3));
    LOCKED[t] = cells;
    const rows = [t & 7, t & 0x38, t & 0x1c0], boxes = [t & 0x49, t & 0x92, t & 0x124];
    BAND_PLACES[t] = [...rows, ...boxes].every((m) => m !== 0) ? BAND : 0;
  }
}

/**
 * Put digit d in the band-b cell `bit` of position `words` and take it from the cell's peers: its row, box and
 * column. Nothing happens when the cell is already placed; the caller checks that d may still go there.
 */
export function placeInBand(words: Int32Array, d: number, b: number, bit: number): void {
  const unplaced = words[27 + b];
  if ((unplaced & bit) === 0) return;
  words[27 + b] = unplaced ^ bit;
  const clear = ~bit;
  for (let y = b; y < 27; y += 3) words[y] &= clear;
  const x = 3 * d + b;
  const p = 31 - Math.clz32(bit);
  words[x] = (words[x] & ~BAND_PEERS[p]) | bit;
  const col = ~COLUMN_BITS[p];
  const x0 = x - b;
  if (b !== 0) words[x0] &= col;
  if (b !== 1) words[x0 + 1] &= col;
  if (b !== 2) words[x0 + 2] &= col;
}
