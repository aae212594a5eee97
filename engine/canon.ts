/**
 * Canonical form of classic 9×9 puzzles under the validity-preserving symmetries: transposition, band and
 * stack permutations, row and column permutations inside them, and relabelling of the digits.
 *
 * The canonical ("minlex") form is the lexicographically smallest 81-value string over that whole group
 * (2 × 6⁸ × 9! elements), blanks counting as 0. For a fixed arrangement of cells the best relabelling numbers
 * the digits by first appearance in reading order, so only the 2 × 6⁸ arrangements matter.
 *
 * Algorithm: the minimum is built one output row at a time. A candidate is a partial arrangement: the
 * original rows placed so far (respecting bands), a column order, and the relabelling fixed by the cells seen.
 * The column order is lazy: positions whose columns have been identical on every placed row are marked as
 * tied (any order of them gives the same prefix and labels), and so are stacks blank on every placed row.
 * For the next output row, each candidate tries every original row the band structure allows and searches,
 * position by position, the column choices that give the smallest value there (only tied columns and stacks
 * can still move). A choice is cut as soon as the row prefix exceeds the best row found at this level by any
 * candidate; every completion equal to the best is kept, with ties refined by the new row. Exactly the
 * candidates whose prefix equals the best prefix survive, so no arrangement that could reach the global
 * minimum is discarded; interchangeable choices (identical columns, identical stacks, blank rows or bands)
 * are explored once.
 */
import type { Grid } from "./board.ts";
import { isClassic9 } from "./rules.ts";

const N = 9;
const CELLS = 81;
/** colTies bits that may be set: between positions p and p+1 of the same stack (p % 3 ≠ 2). */
const ALL_COLUMN_TIES = 0b011011011;
const ALL_STACK_TIES = 0b11;

/*
 * Candidates live in flat Uint16Array pools (thousands of them for a full grid), one record of STRIDE slots:
 * which grid (0 = as given, 1 = transposed), the original rows and bands used, the original band being
 * filled, the column and stack ties, the next free label, the original column at each output position,
 * and the label of each original digit (0 = not seen yet).
 * colTies bit p: the columns at positions p and p+1 are identical on every placed row (same stack).
 * stackTies bit k: the stacks at slots k and k+1 are blank on every placed row.
 */
const F_GRID = 0;
const F_ROWS = 1;
const F_BANDS = 2;
const F_BAND = 3;
const F_COL_TIES = 4;
const F_STACK_TIES = 5;
const F_NEXT = 6;
const F_COLS = 7;
const F_LABELS = F_COLS + N;
const STRIDE = F_LABELS + N + 1;

/** The canonical form of a classic 9×9 grid: 81 characters, '.' for blanks and digits relabelled 1-9. */
export function minlex(grid: Grid): string {
  const out = minlexValues(grid);
  let s = "";
  for (let i = 0; i < CELLS; i++) s += out[i] === 0 ? "." : String.fromCharCode(48 + out[i]);
  return s;
}

/** Whether some element of the symmetry group maps one grid onto the other. */
export function sameUpToSymmetry(a: Grid, b: Grid): boolean {
  checkClassic(a);
  checkClassic(b);
  // Cheap invariants first: the multiset of digit counts, and the number of givens.
  const countsA = new Int32Array(N + 1), countsB = new Int32Array(N + 1);
  for (let i = 0; i < CELLS; i++) {
    countsA[a.cells[i]]++;
    countsB[b.cells[i]]++;
  }
  const byCount = (x: number, y: number) => x - y;
  const sortedA = Array.from(countsA.subarray(1)).sort(byCount);
  const sortedB = Array.from(countsB.subarray(1)).sort(byCount);
  if (countsA[0] !== countsB[0] || sortedA.some((n, i) => n !== sortedB[i])) return false;
  return minlex(a) === minlex(b);
}

/**
 * The symmetry group above keeps a grid valid under plain classic 9×9 rules only: transposing moves a jigsaw
 * piece or a cage off itself, and row swaps inside a band move a diagonal's cells off the diagonal. So the
 * canonical form refuses other rules (RangeError), as it refuses other sizes.
 */
function checkClassic(grid: Grid): void {
  if (!isClassic9(grid.rules) || grid.cells.length !== CELLS) {
    throw new RangeError(
      `canonical forms are defined for classic 9x9 grids, not ${grid.rules.variant} ${grid.rules.shape}`,
    );
  }
  for (let i = 0; i < CELLS; i++) {
    if (grid.cells[i] > N) throw new RangeError(`cell ${i} holds ${grid.cells[i]}, not a 9x9 digit`);
  }
}

function minlexValues(grid: Grid): Uint8Array {
  checkClassic(grid);
  const original = grid.cells;
  const transposed = new Uint8Array(CELLS);
  let symmetric = true;
  for (let r = 0; r < N; r++) {
    for (let c = 0; c < N; c++) {
      transposed[c * N + r] = original[r * N + c];
      if (original[r * N + c] !== original[c * N + r]) symmetric = false;
    }
  }
  const search = new Search([original, transposed]);
  // A grid equal to its transpose gives the same candidates twice; one copy is enough.
  search.start(symmetric ? 1 : 2);
  const out = new Uint8Array(CELLS);
  for (let level = 0; level < N; level++) {
    search.level(level);
    out.set(search.best, level * N);
  }
  return out;
}

/**
 * Finds, level by level, the smallest next output row over all candidates and every candidate extension
 * that produces it. The working column order and labels are scratch copies, mutated in place and restored on
 * backtrack; leaves append records to the next pool.
 */
class Search {
  readonly best = new Uint8Array(N);
  #hasBest = false;

  readonly #grids: readonly Uint8Array[];
  /** Per grid: bit r set when row r is blank. */
  readonly #blankRows: number[];
  #pool = new Uint16Array(64 * STRIDE);
  #count = 0;
  #nextPool = new Uint16Array(64 * STRIDE);
  #nextCount = 0;

  readonly #cur = new Uint8Array(N);
  /** Digits of the row being placed, by original column. */
  readonly #row = new Uint8Array(N);
  readonly #cols = new Int8Array(N);
  readonly #labels = new Uint8Array(N + 1);
  #next = 1;
  /** Record of the candidate being extended, and the original row being placed. */
  #base = 0;
  #rowIndex = 0;
  #colTies = 0;
  #stackTies = 0;

  constructor(grids: readonly Uint8Array[]) {
    this.#grids = grids;
    this.#blankRows = grids.map((cells) => {
      let mask = 0;
      for (let r = 0; r < N; r++) {
        let blank = true;
        for (let c = 0; c < N; c++) if (cells[r * N + c] !== 0) blank = false;
        if (blank) mask |= 1 << r;
      }
      return mask;
    });
  }

  start(grids: number): void {
    const pool = this.#pool;
    for (let g = 0; g < grids; g++) {
      const at = g * STRIDE;
      pool.fill(0, at, at + STRIDE);
      pool[at + F_GRID] = g;
      pool[at + F_COL_TIES] = ALL_COLUMN_TIES;
      pool[at + F_STACK_TIES] = ALL_STACK_TIES;
      pool[at + F_NEXT] = 1;
      for (let i = 0; i < N; i++) pool[at + F_COLS + i] = i;
    }
    this.#count = grids;
  }

  /** Extends every candidate by output row `level`, keeping the extensions that give the smallest row. */
  level(level: number): void {
    this.#hasBest = false;
    this.#nextCount = 0;
    const pool = this.#pool;
    for (let k = 0; k < this.#count; k++) {
      const base = k * STRIDE;
      const blankRows = this.#blankRows[pool[base + F_GRID]];
      const usedRows = pool[base + F_ROWS], usedBands = pool[base + F_BANDS];
      // At the start of an output band any row of an unused band may come next, otherwise an unused row of
      // the current band. Of several blank rows in one band only the first is tried, and of several blank
      // bands only the first: swapping them maps the grid onto itself.
      const bandStart = level % 3 === 0;
      let blankBandSeen = false;
      for (let band = 0; band < 3; band++) {
        if (bandStart ? (usedBands >> band) & 1 : band !== pool[base + F_BAND]) continue;
        if (bandStart && ((blankRows >> (3 * band)) & 7) === 7) {
          if (blankBandSeen) continue;
          blankBandSeen = true;
        }
        let blankRowSeen = false;
        for (let row = 3 * band; row < 3 * band + 3; row++) {
          if ((usedRows >> row) & 1) continue;
          if ((blankRows >> row) & 1) {
            if (blankRowSeen) continue;
            blankRowSeen = true;
          }
          this.#run(base, row);
        }
      }
    }
    [this.#pool, this.#nextPool] = [this.#nextPool, this.#pool];
    this.#count = this.#nextCount;
  }

  #run(base: number, row: number): void {
    const pool = this.#pool;
    const cells = this.#grids[pool[base + F_GRID]];
    this.#base = base;
    this.#rowIndex = row;
    this.#colTies = pool[base + F_COL_TIES];
    this.#stackTies = pool[base + F_STACK_TIES];
    this.#next = pool[base + F_NEXT];
    for (let c = 0; c < N; c++) {
      this.#row[c] = cells[row * N + c];
      this.#cols[c] = pool[base + F_COLS + c];
    }
    for (let d = 0; d <= N; d++) this.#labels[d] = pool[base + F_LABELS + d];
    this.#place(0);
  }

  /** Value the column would show at the next position: 0, its digit's label, or the next new label. */
  #value(col: number): number {
    const d = this.#row[col];
    if (d === 0) return 0;
    const label = this.#labels[d];
    return label === 0 ? this.#next : label;
  }

  /** Whether the current row prefix followed by `value` at position p can still match or beat the best. */
  #admissible(p: number, value: number): boolean {
    if (!this.#hasBest) return true;
    const cur = this.#cur, best = this.best;
    for (let i = 0; i < p; i++) if (cur[i] !== best[i]) return cur[i] < best[i];
    return value <= best[p];
  }

  #stackBlank(slot: number): boolean {
    const cols = this.#cols, row = this.#row;
    return row[cols[3 * slot]] === 0 && row[cols[3 * slot + 1]] === 0 && row[cols[3 * slot + 2]] === 0;
  }

  #stackMin(slot: number): number {
    const cols = this.#cols;
    return Math.min(
      this.#value(cols[3 * slot]),
      this.#value(cols[3 * slot + 1]),
      this.#value(cols[3 * slot + 2]),
    );
  }

  #swapSlots(a: number, b: number): void {
    if (a === b) return;
    const cols = this.#cols;
    for (let i = 0; i < 3; i++) {
      const t = cols[3 * a + i];
      cols[3 * a + i] = cols[3 * b + i];
      cols[3 * b + i] = t;
    }
  }

  #place(p: number): void {
    if (p === N) {
      this.#leaf();
      return;
    }
    const slot = (p / 3) | 0;
    const stackTies = this.#stackTies;
    if (p % 3 !== 0 || slot === 2 || !((stackTies >> slot) & 1)) {
      this.#placeInStack(p);
      return;
    }
    // Several blank-so-far stacks can take this slot (their columns are all tied): try each whose best
    // column gives the smallest value.
    let end = slot + 1;
    while (end < 2 && (stackTies >> end) & 1) end++;
    let min = N + 1;
    for (let t = slot; t <= end; t++) min = Math.min(min, this.#stackMin(t));
    if (!this.#admissible(p, min)) return;
    let blankTried = false;
    for (let t = slot; t <= end; t++) {
      if (this.#stackBlank(t)) {
        // Stacks blank on every placed row and on this one are interchangeable.
        if (blankTried) continue;
        blankTried = true;
      }
      if (this.#stackMin(t) !== min) continue;
      this.#swapSlots(slot, t);
      this.#placeInStack(p);
      this.#swapSlots(slot, t);
    }
  }

  /** Chooses the column for position p among the columns tied with it inside its stack. */
  #placeInStack(p: number): void {
    const cols = this.#cols, ties = this.#colTies;
    let end = p;
    while (end % 3 !== 2 && (ties >> end) & 1) end++;
    let min = N + 1;
    for (let i = p; i <= end; i++) min = Math.min(min, this.#value(cols[i]));
    if (!this.#admissible(p, min)) return;
    this.#cur[p] = min;
    let digitsTried = 0;
    for (let i = p; i <= end; i++) {
      const col = cols[i];
      if (this.#value(col) !== min) continue;
      const d = this.#row[col];
      // Tied columns holding the same digit here are identical on every placed row: try one of them.
      if ((digitsTried >> d) & 1) continue;
      digitsTried |= 1 << d;
      cols[i] = cols[p];
      cols[p] = col;
      const fresh = d !== 0 && this.#labels[d] === 0;
      if (fresh) this.#labels[d] = this.#next++;
      this.#place(p + 1);
      if (fresh) {
        this.#labels[d] = 0;
        this.#next--;
      }
      cols[p] = cols[i];
      cols[i] = col;
    }
  }

  #leaf(): void {
    const cur = this.#cur, best = this.best;
    let less = !this.#hasBest;
    if (!less) {
      // Every position was admitted only if not above the best's, so the first difference is smaller.
      for (let i = 0; i < N && !less; i++) less = cur[i] !== best[i];
    }
    if (less) {
      best.set(cur);
      this.#hasBest = true;
      this.#nextCount = 0;
    }
    if ((this.#nextCount + 1) * STRIDE > this.#nextPool.length) {
      const grown = new Uint16Array(this.#nextPool.length * 2);
      grown.set(this.#nextPool);
      this.#nextPool = grown;
    }
    const pool = this.#pool, base = this.#base, out = this.#nextPool, at = this.#nextCount++ * STRIDE;
    const cols = this.#cols, row = this.#row;
    let colTies = 0;
    for (let p = 0; p < N - 1; p++) {
      if ((this.#colTies >> p) & 1 && row[cols[p]] === row[cols[p + 1]]) colTies |= 1 << p;
    }
    let stackTies = 0;
    for (let k = 0; k < 2; k++) {
      if ((this.#stackTies >> k) & 1 && this.#stackBlank(k) && this.#stackBlank(k + 1)) stackTies |= 1 << k;
    }
    const band = (this.#rowIndex / 3) | 0;
    out[at + F_GRID] = pool[base + F_GRID];
    out[at + F_ROWS] = pool[base + F_ROWS] | (1 << this.#rowIndex);
    out[at + F_BANDS] = pool[base + F_BANDS] | (1 << band);
    out[at + F_BAND] = band;
    out[at + F_COL_TIES] = colTies;
    out[at + F_STACK_TIES] = stackTies;
    out[at + F_NEXT] = this.#next;
    for (let i = 0; i < N; i++) out[at + F_COLS + i] = cols[i];
    for (let d = 0; d <= N; d++) out[at + F_LABELS + d] = this.#labels[d];
  }
}
