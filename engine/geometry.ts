/**
 * Grid geometry: the box shapes we support and the lookup tables every other module reads
 * (houses, peers, cell → house). Tables are computed once per shape and shared.
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

export interface Geometry {
  readonly name: ShapeName;
  readonly boxRows: number;
  readonly boxCols: number;
  /** Side length N: digits run 1..N. */
  readonly size: number;
  /** N × N. */
  readonly cellCount: number;
  /** Bitmask with bits 0..N-1 set: digit d is bit d-1. */
  readonly allDigits: number;
  /** 3N houses: rows 0..N-1, columns N..2N-1, boxes 2N..3N-1; each lists its N cells in reading order. */
  readonly houses: readonly Int32Array[];
  /** Flat house table: houseCells[h * N + i] is the i-th cell of house h. */
  readonly houseCells: Int32Array;
  /** cellHouses[c * 3 + k]: the row (k=0), column (k=1) and box (k=2) house index of cell c. */
  readonly cellHouses: Int32Array;
  /** Flat peer table: the peers of cell c are peerCells[c * peerCount ... (c + 1) * peerCount - 1]. */
  readonly peerCells: Int32Array;
  /** Number of peers of every cell: 3N - boxRows - boxCols - 1. */
  readonly peerCount: number;
  /** Characters for digits 1..N, as written in puzzles ("1".."9", then "A".."G"). */
  readonly digitChars: string;
}

export type HouseKind = "row" | "column" | "box";

/** Row, column and box of a cell, 0-based. */
export function rowOf(g: Geometry, cell: number): number {
  return Math.floor(cell / g.size);
}
export function colOf(g: Geometry, cell: number): number {
  return cell % g.size;
}
export function boxOf(g: Geometry, cell: number): number {
  return g.cellHouses[cell * 3 + 2] - 2 * g.size;
}

export function houseKind(g: Geometry, house: number): HouseKind {
  return house < g.size ? "row" : house < 2 * g.size ? "column" : "box";
}

/** "r4c2" style name, 1-based, as players write cells. */
export function cellName(g: Geometry, cell: number): string {
  return `r${rowOf(g, cell) + 1}c${colOf(g, cell) + 1}`;
}

/** "row 4", "column 2", "box 5", 1-based. */
export function houseName(g: Geometry, house: number): string {
  return `${houseKind(g, house)} ${(house % g.size) + 1}`;
}

const cache = new Map<ShapeName, Geometry>();

export function getGeometry(name: ShapeName): Geometry {
  let g = cache.get(name);
  if (!g) {
    g = build(name);
    cache.set(name, g);
  }
  return g;
}

/** The geometry whose grid has this many cells, if we support one. */
export function geometryForCellCount(cellCount: number): Geometry | undefined {
  const name = SHAPE_NAMES.find((n) => {
    const { boxRows, boxCols } = SHAPES[n];
    return (boxRows * boxCols) ** 2 === cellCount;
  });
  return name && getGeometry(name);
}

export const CLASSIC: Geometry = getGeometry("9x9");

function build(name: ShapeName): Geometry {
  const { boxRows, boxCols } = SHAPES[name];
  const size = boxRows * boxCols;
  const cellCount = size * size;
  const houseCells = new Int32Array(3 * size * size);
  const cellHouses = new Int32Array(cellCount * 3);
  const boxesPerRow = size / boxCols;
  for (let cell = 0; cell < cellCount; cell++) {
    const r = Math.floor(cell / size), c = cell % size;
    const b = Math.floor(r / boxRows) * boxesPerRow + Math.floor(c / boxCols);
    cellHouses[cell * 3] = r;
    cellHouses[cell * 3 + 1] = size + c;
    cellHouses[cell * 3 + 2] = 2 * size + b;
  }
  const fill = new Int32Array(3 * size);
  for (let cell = 0; cell < cellCount; cell++) {
    for (let k = 0; k < 3; k++) {
      const h = cellHouses[cell * 3 + k];
      houseCells[h * size + fill[h]++] = cell;
    }
  }
  const houses = Array.from({ length: 3 * size }, (_, h) => houseCells.subarray(h * size, (h + 1) * size));
  const peerCount = 3 * size - boxRows - boxCols - 1;
  const peerCells = new Int32Array(cellCount * peerCount);
  for (let cell = 0; cell < cellCount; cell++) {
    const peers = new Set<number>();
    for (let k = 0; k < 3; k++) {
      for (const p of houses[cellHouses[cell * 3 + k]]) if (p !== cell) peers.add(p);
    }
    const sorted = [...peers].sort((a, b) => a - b);
    if (sorted.length !== peerCount) throw new Error(`geometry ${name}: peer count ${sorted.length}`);
    peerCells.set(sorted, cell * peerCount);
  }
  return {
    name,
    boxRows,
    boxCols,
    size,
    cellCount,
    allDigits: (1 << size) - 1,
    houses,
    houseCells,
    cellHouses,
    peerCells,
    peerCount,
    digitChars: "123456789ABCDEFG".slice(0, size),
  };
}
