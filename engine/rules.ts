/**
 * A grid's rules as data: its size, its regions (each typed: row, column, box, diagonal, jigsaw, cage with a
 * sum), the table from each cell to its regions, and the peers derived from the regions. Every module reads
 * the rules through these tables; the kind of a region is asked by name, never worked out from its index.
 *
 * Region order: the houses first (regions that hold every digit exactly once: rows, columns, boxes or jigsaw
 * pieces, diagonals), then the cages (regions that only forbid a repeated digit and may carry a sum). So a
 * region index below `houses.length` is a house, and `houseCells` is a flat N-per-house table of them.
 *
 * Rules objects are built once per shape and variant (killer rules once per cage list) and compared by
 * identity, so keep and pass them rather than rebuilding them.
 */

/** Box shapes by name; the grid side is boxRows × boxCols. */
export const SHAPES = {
  "4x4": { boxRows: 2, boxCols: 2 },
  "6x6": { boxRows: 2, boxCols: 3 },
  "9x9": { boxRows: 3, boxCols: 3 },
  "16x16": { boxRows: 4, boxCols: 4 },
} as const;

export type ShapeName = keyof typeof SHAPES;
export const SHAPE_NAMES = Object.keys(SHAPES) as ShapeName[];

export type RegionKind = "row" | "column" | "box" | "diagonal" | "jigsaw" | "cage";

/** The kinds of region that hold every digit exactly once. */
export type HouseKind = Exclude<RegionKind, "cage">;

export type Variant = "classic" | "x" | "jigsaw" | "killer";

export interface Region {
  readonly kind: RegionKind;
  /** 0-based among the regions of its kind ("row 4" is the row with index 3). */
  readonly index: number;
  /** Its cells, ascending. */
  readonly cells: Int32Array;
  /** A cage's sum; absent on every other kind. */
  readonly sum?: number;
}

/** A killer cage as players give it: its cells and the sum of their digits. */
export interface Cage {
  readonly cells: readonly number[];
  readonly sum: number;
}

export interface Rules {
  readonly variant: Variant;
  /** The box shape the grid is drawn with (and, for classic, X and killer, its boxes). */
  readonly shape: ShapeName;
  readonly boxRows: number;
  readonly boxCols: number;
  /** Side length N: digits run 1..N. */
  readonly size: number;
  /** N × N. */
  readonly cellCount: number;
  /** Bitmask with bits 0..N-1 set: digit d is bit d-1. */
  readonly allDigits: number;
  /** Characters for digits 1..N, as written in puzzles ("1".."9", then "A".."G"). */
  readonly digitChars: string;
  /** Every region: houses first, then cages. */
  readonly regions: readonly Region[];
  /** The houses (regions 0 .. houses.length - 1), each listing its N cells ascending. */
  readonly houses: readonly Int32Array[];
  /** Flat house table: houseCells[h * N + i] is the i-th cell of house h. */
  readonly houseCells: Int32Array;
  /** The regions of cell c, ascending: cellRegionList[cellRegionStart[c] .. cellRegionStart[c + 1] - 1]. */
  readonly cellRegionStart: Int32Array;
  readonly cellRegionList: Int32Array;
  /**
   * The region of each cell by kind: regionOfCell.row[c] is the index (into `regions`) of c's row, and so on;
   * -1 where the cell has no region of that kind (no box in a jigsaw, off the diagonal, outside every cage).
   * The one cell that can lie in two regions of a kind is the centre of an odd X grid, on both diagonals: the
   * table holds the anti-diagonal there, so ask whether a cell lies in a given diagonal through
   * `cellRegionList`, not through this table.
   */
  readonly regionOfCell: Readonly<Record<RegionKind, Int32Array>>;
  /** The peers of cell c (cells sharing a region with it), ascending: peerCells[peerStart[c] .. peerStart[c + 1] - 1]. */
  readonly peerStart: Int32Array;
  readonly peerCells: Int32Array;
  /** Every cell has this many peers, or -1 when the counts differ (diagonals, jigsaw, cages). */
  readonly uniformPeerCount: number;
  /** The cages of a killer, in the order given; empty otherwise. */
  readonly cages: readonly Cage[];
  /**
   * True for plain classic rules: rows, columns and boxes and nothing else. Code sound only there (the 9×9
   * bitboard fast path, uniqueness techniques, unavoidable sets, the canonical form) checks this.
   */
  readonly plainClassic: boolean;
}

/**
 * "Row 4", "column 2", "box 5", "main diagonal", "cage 3": how a region is named to players (step texts add a
 * cage's sum where it matters).
 */
export function regionName(rules: Rules, region: number): string {
  const r = rules.regions[region];
  if (r.kind === "diagonal") return r.index === 0 ? "main diagonal" : "anti-diagonal";
  if (r.kind === "jigsaw") return `region ${r.index + 1}`;
  return `${r.kind} ${r.index + 1}`;
}

/** Alias of regionName for the places that speak of houses. */
export const houseName = regionName;

/** The kind of region `region` is. */
export function regionKind(rules: Rules, region: number): RegionKind {
  return rules.regions[region].kind;
}

/** The index (into `regions`) of the cell's region of this kind, or -1 when it has none. */
export function regionOf(rules: Rules, kind: RegionKind, cell: number): number {
  return rules.regionOfCell[kind][cell];
}

/** The indexes of the regions of one kind, in order. */
export function regionsOfKind(rules: Rules, kind: RegionKind): number[] {
  const out: number[] = [];
  for (let h = 0; h < rules.regions.length; h++) if (rules.regions[h].kind === kind) out.push(h);
  return out;
}

/** The houses of cell c, ascending (its regions that hold every digit; a cage is not one). */
export function housesOfCell(rules: Rules, cell: number): number[] {
  const out: number[] = [];
  for (let i = rules.cellRegionStart[cell]; i < rules.cellRegionStart[cell + 1]; i++) {
    const r = rules.cellRegionList[i];
    if (r < rules.houses.length) out.push(r);
  }
  return out;
}

/**
 * A table derived from rules, built on first use for each Rules object and kept as long as the rules are. The
 * last rules asked for are kept at hand: scans ask about the same rules thousands of times in a row, and a
 * comparison costs less than a WeakMap look-up.
 *
 * @example
 * const rowsOf = perRules((rules) => Int32Array.from(regionsOfKind(rules, "row")));
 * rowsOf(classicRules("9x9")); // built once, then reused
 */
export function perRules<T>(build: (rules: Rules) => T): (rules: Rules) => T {
  const tables = new WeakMap<Rules, T>();
  let lastRules: Rules | null = null;
  let lastTable: T | undefined;
  return (rules) => {
    if (rules === lastRules) return lastTable as T;
    let table = tables.get(rules);
    if (table === undefined) {
      table = build(rules);
      tables.set(rules, table);
    }
    lastRules = rules;
    lastTable = table;
    return table;
  };
}

/** True for plain classic 9×9, the rules the band-bitboard fast path (engine/classic9/) is written for. */
export function isClassic9(rules: Rules): boolean {
  return rules.plainClassic && rules.size === 9;
}

/** Row and column of a cell, 0-based (cell coordinates, the same under every rule set). */
export function rowOf(rules: Rules, cell: number): number {
  return Math.floor(cell / rules.size);
}
export function colOf(rules: Rules, cell: number): number {
  return cell % rules.size;
}

/** The 0-based box number of a cell (-1 under rules with no boxes). */
export function boxOf(rules: Rules, cell: number): number {
  const box = rules.regionOfCell.box[cell];
  return box < 0 ? -1 : rules.regions[box].index;
}

/** "r4c2" style name, 1-based, as players write cells. */
export function cellName(rules: Rules, cell: number): string {
  return `r${rowOf(rules, cell) + 1}c${colOf(rules, cell) + 1}`;
}

/** Whether the cell lies in the region (by the cell's own region list, which is exact for every kind). */
export function inRegion(rules: Rules, cell: number, region: number): boolean {
  const { cellRegionStart, cellRegionList } = rules;
  for (let i = cellRegionStart[cell], end = cellRegionStart[cell + 1]; i < end; i++) {
    if (cellRegionList[i] === region) return true;
  }
  return false;
}

/** True when two distinct cells share a region. */
export function areSeeing(rules: Rules, a: number, b: number): boolean {
  if (a === b) return false;
  const { peerStart, peerCells } = rules;
  for (let i = peerStart[a], end = peerStart[a + 1]; i < end; i++) if (peerCells[i] === b) return true;
  return false;
}

const KINDS: readonly RegionKind[] = ["row", "column", "box", "diagonal", "jigsaw", "cage"];

const classicCache = new Map<ShapeName, Rules>();
const xCache = new Map<ShapeName, Rules>();

/** Classic rules for a box shape: rows, columns and boxes. Built once per shape. */
export function classicRules(shape: ShapeName): Rules {
  let rules = classicCache.get(shape);
  if (!rules) {
    rules = build("classic", shape, [...lines(shape), ...boxes(shape)], []);
    classicCache.set(shape, rules);
  }
  return rules;
}

/** X-Sudoku: classic rules plus both main diagonals as houses. Built once per shape. */
export function xRules(shape: ShapeName): Rules {
  let rules = xCache.get(shape);
  if (!rules) {
    rules = build("x", shape, [...lines(shape), ...boxes(shape), ...diagonals(shape)], []);
    xCache.set(shape, rules);
  }
  return rules;
}

/**
 * Killer: classic rules plus cages, each a set of cells whose digits differ and add up to its sum. Cages must
 * not overlap; they need not cover the grid. Throws a RangeError naming what is wrong with the list.
 */
export function killerRules(shape: ShapeName, cages: readonly Cage[]): Rules {
  const { size, cellCount } = dims(shape);
  const owner = new Int32Array(cellCount).fill(-1);
  const maxSum = (size * (size + 1)) / 2;
  cages.forEach((cage, k) => {
    if (cage.cells.length === 0 || cage.cells.length > size) {
      throw new RangeError(`cage ${k + 1} has ${cage.cells.length} cells; a cage has 1 to ${size}`);
    }
    if (!Number.isInteger(cage.sum) || cage.sum < 1 || cage.sum > maxSum) {
      throw new RangeError(`cage ${k + 1} has sum ${cage.sum}; a sum is a whole number from 1 to ${maxSum}`);
    }
    for (const cell of cage.cells) {
      if (!Number.isInteger(cell) || cell < 0 || cell >= cellCount) {
        throw new RangeError(`cage ${k + 1} names cell ${cell}, which is not on a ${shape} grid`);
      }
      if (owner[cell] === k) throw new RangeError(`cage ${k + 1} names cell ${cell} twice`);
      if (owner[cell] >= 0) {
        throw new RangeError(`cell ${cell} is in cage ${owner[cell] + 1} and cage ${k + 1}`);
      }
      owner[cell] = k;
    }
  });
  return withCages(classicRules(shape), cages);
}

/**
 * Killer rules as the classic rules of the shape plus the cages: the houses, their tables and each cell's house
 * peers are the classic ones (shared, never changed), and only what the cages add is built. The same rules
 * `build` would make, at a fraction of the cost: the killer generator builds rules for every cage list it tries.
 */
function withCages(base: Rules, cages: readonly Cage[]): Rules {
  const { cellCount } = base;
  const houseCount = base.regions.length;
  const cageRegions: Region[] = cages.map((cage, index) => ({
    kind: "cage",
    index,
    cells: Int32Array.from(cage.cells).sort(),
    sum: cage.sum,
  }));
  const regions = [...base.regions, ...cageRegions];
  const cageOf = new Int32Array(cellCount).fill(-1);
  cageRegions.forEach((cage, k) => {
    for (const cell of cage.cells) cageOf[cell] = houseCount + k;
  });
  const regionOfCell = { ...base.regionOfCell, cage: cageOf };

  const cellRegionStart = new Int32Array(cellCount + 1);
  const cellRegionList = new Int32Array(
    base.cellRegionList.length + cages.reduce((n, c) => n + c.cells.length, 0),
  );
  const peerStart = new Int32Array(cellCount + 1);
  // Room for every house peer and every cage-mate, so the merge below writes in place.
  const peerList = new Int32Array(
    base.peerCells.length + cages.reduce((n, c) => n + c.cells.length * c.cells.length, 0),
  );
  let peers = 0;
  let listed = 0;
  let uniformPeerCount = -2;
  for (let cell = 0; cell < cellCount; cell++) {
    for (let k = base.cellRegionStart[cell]; k < base.cellRegionStart[cell + 1]; k++) {
      cellRegionList[listed++] = base.cellRegionList[k];
    }
    const cage = cageOf[cell];
    if (cage >= 0) cellRegionList[listed++] = cage;
    cellRegionStart[cell + 1] = listed;
    // The house peers (ascending) merged with the cage-mates (ascending), each cell once.
    const mates = cage >= 0 ? regions[cage].cells : new Int32Array(0);
    let i = base.peerStart[cell], j = 0;
    const end = base.peerStart[cell + 1];
    while (i < end || j < mates.length) {
      const a = i < end ? base.peerCells[i] : cellCount;
      const b = j < mates.length ? mates[j] : cellCount;
      if (b === cell) {
        j++;
        continue;
      }
      if (a <= b) {
        peerList[peers++] = a;
        i++;
        if (a === b) j++;
      } else {
        peerList[peers++] = b;
        j++;
      }
    }
    peerStart[cell + 1] = peers;
    const count = peerStart[cell + 1] - peerStart[cell];
    uniformPeerCount = uniformPeerCount === -2 || uniformPeerCount === count ? count : -1;
  }
  return {
    ...base,
    variant: "killer",
    regions,
    cellRegionStart,
    cellRegionList,
    regionOfCell,
    peerStart,
    peerCells: peerList.slice(0, peers),
    uniformPeerCount,
    cages,
    plainClassic: false,
  };
}

/**
 * Jigsaw: rows, columns and N irregular pieces of N cells each in place of the boxes. `pieceOf[c]` is the
 * piece (0 .. N-1) of cell c; the shape names the grid's side (its boxes are not regions).
 */
export function jigsawRules(shape: ShapeName, pieceOf: readonly number[]): Rules {
  const { size, cellCount } = dims(shape);
  if (pieceOf.length !== cellCount) {
    throw new RangeError(`a ${shape} jigsaw names a piece for ${cellCount} cells`);
  }
  const pieces: number[][] = Array.from({ length: size }, () => []);
  pieceOf.forEach((piece, cell) => {
    if (!Number.isInteger(piece) || piece < 0 || piece >= size) {
      throw new RangeError(`cell ${cell} is in piece ${piece}; pieces are 0 to ${size - 1}`);
    }
    pieces[piece].push(cell);
  });
  pieces.forEach((cells, piece) => {
    if (cells.length !== size) throw new RangeError(`piece ${piece} has ${cells.length} cells, not ${size}`);
  });
  const regions: RegionSpec[] = pieces.map((cells, index) => ({ kind: "jigsaw", index, cells }));
  return build("jigsaw", shape, [...lines(shape), ...regions], []);
}

/** The classic rules whose grid has this many cells, if we support one. */
export function classicRulesForCellCount(cellCount: number): Rules | undefined {
  const shape = SHAPE_NAMES.find((n) => {
    const { boxRows, boxCols } = SHAPES[n];
    return (boxRows * boxCols) ** 2 === cellCount;
  });
  return shape && classicRules(shape);
}

/** Classic 9×9, the rules of every daily so far. */
export const CLASSIC: Rules = classicRules("9x9");

interface RegionSpec {
  kind: RegionKind;
  index: number;
  cells: number[];
  sum?: number;
}

function dims(shape: ShapeName) {
  const { boxRows, boxCols } = SHAPES[shape];
  const size = boxRows * boxCols;
  return { boxRows, boxCols, size, cellCount: size * size };
}

function lines(shape: ShapeName): RegionSpec[] {
  const { size } = dims(shape);
  const out: RegionSpec[] = [];
  for (let r = 0; r < size; r++) {
    out.push({ kind: "row", index: r, cells: Array.from({ length: size }, (_, c) => r * size + c) });
  }
  for (let c = 0; c < size; c++) {
    out.push({ kind: "column", index: c, cells: Array.from({ length: size }, (_, r) => r * size + c) });
  }
  return out;
}

function boxes(shape: ShapeName): RegionSpec[] {
  const { boxRows, boxCols, size } = dims(shape);
  const out: RegionSpec[] = [];
  const boxesPerRow = size / boxCols;
  for (let b = 0; b < size; b++) {
    const top = Math.floor(b / boxesPerRow) * boxRows, left = (b % boxesPerRow) * boxCols;
    const cells: number[] = [];
    for (let r = top; r < top + boxRows; r++) {
      for (let c = left; c < left + boxCols; c++) cells.push(r * size + c);
    }
    out.push({ kind: "box", index: b, cells });
  }
  return out;
}

function diagonals(shape: ShapeName): RegionSpec[] {
  const { size } = dims(shape);
  return [
    { kind: "diagonal", index: 0, cells: Array.from({ length: size }, (_, i) => i * size + i) },
    { kind: "diagonal", index: 1, cells: Array.from({ length: size }, (_, i) => (i + 1) * size - 1 - i) },
  ];
}

function build(
  variant: Variant,
  shape: ShapeName,
  houseSpecs: RegionSpec[],
  cageSpecs: RegionSpec[],
  cages: readonly Cage[] = [],
): Rules {
  const { boxRows, boxCols, size, cellCount } = dims(shape);
  const specs = [...houseSpecs, ...cageSpecs];
  const regions: Region[] = specs.map((s) =>
    s.sum === undefined
      ? { kind: s.kind, index: s.index, cells: Int32Array.from(s.cells) }
      : { kind: s.kind, index: s.index, cells: Int32Array.from(s.cells), sum: s.sum }
  );
  const houseCells = new Int32Array(houseSpecs.length * size);
  houseSpecs.forEach((s, h) => {
    if (s.cells.length !== size) throw new RangeError(`${s.kind} ${s.index + 1} has ${s.cells.length} cells`);
    houseCells.set(s.cells, h * size);
  });
  const houses = houseSpecs.map((_, h) => houseCells.subarray(h * size, (h + 1) * size));

  const regionOfCell = Object.fromEntries(
    KINDS.map((kind) => [kind, new Int32Array(cellCount).fill(-1)]),
  ) as Record<RegionKind, Int32Array>;
  const byCell: number[][] = Array.from({ length: cellCount }, () => []);
  regions.forEach((region, r) => {
    for (const cell of region.cells) {
      byCell[cell].push(r);
      regionOfCell[region.kind][cell] = r;
    }
  });
  const cellRegionStart = new Int32Array(cellCount + 1);
  for (let c = 0; c < cellCount; c++) cellRegionStart[c + 1] = cellRegionStart[c] + byCell[c].length;
  const cellRegionList = Int32Array.from(byCell.flat());

  // Peers in ascending order: mark each cell's region-mates, then read the marks in cell order. Killer
  // generation builds rules for every trial cage list, so this runs often.
  const seenBy = new Int32Array(cellCount).fill(-1);
  const peerStart = new Int32Array(cellCount + 1);
  const peerList: number[] = [];
  let uniformPeerCount = -2;
  for (let cell = 0; cell < cellCount; cell++) {
    for (const r of byCell[cell]) for (const p of regions[r].cells) seenBy[p] = cell;
    seenBy[cell] = -1;
    for (let p = 0; p < cellCount; p++) if (seenBy[p] === cell) peerList.push(p);
    peerStart[cell + 1] = peerList.length;
    const count = peerStart[cell + 1] - peerStart[cell];
    uniformPeerCount = uniformPeerCount === -2 || uniformPeerCount === count ? count : -1;
  }
  const peerCells = Int32Array.from(peerList);

  return {
    variant,
    shape,
    boxRows,
    boxCols,
    size,
    cellCount,
    allDigits: (1 << size) - 1,
    digitChars: "123456789ABCDEFG".slice(0, size),
    regions,
    houses,
    houseCells,
    cellRegionStart,
    cellRegionList,
    regionOfCell,
    peerStart,
    peerCells,
    uniformPeerCount,
    cages,
    plainClassic: variant === "classic",
  };
}
