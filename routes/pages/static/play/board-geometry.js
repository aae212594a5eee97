// The grid as the page's rules describe it. The page embeds its puzzle's rules as data (the JSON block
// #puzzle-rules: size, box shape, and every region with its kind, name and cells), so which cells see each
// other and where a digit repeats come from that region list, under whatever rules the puzzle has.

/**
 * The rules the page embeds: `{ size, boxRows, boxCols, regions: [{ kind, name, cells, sum? }] }`, or null
 * when the page has none.
 */
export function readRules() {
  const data = document.getElementById("puzzle-rules");
  return data ? JSON.parse(data.textContent) : null;
}

/** Cell coordinates, names and region lookups for one set of rules. Cells are numbered row by row from 0. */
export function createGeometry(rules) {
  const { size, boxRows, boxCols, regions } = rules;
  const cellCount = size * size;
  /** The indexes of the regions each cell is in. */
  const regionsOfCell = Array.from({ length: cellCount }, () => []);
  regions.forEach((region, r) => {
    for (const cell of region.cells) regionsOfCell[cell].push(r);
  });
  const rowOf = (cell) => Math.floor(cell / size);
  const colOf = (cell) => cell % size;

  return {
    size,
    boxRows,
    boxCols,
    cellCount,
    regions,
    rowOf,
    colOf,
    cellAt: (row, col) => row * size + col,
    /** "r6c4": how the explanations write a cell. */
    cellName: (cell) => "r" + (rowOf(cell) + 1) + "c" + (colOf(cell) + 1),
    /** "row 6, column 4": how the board's labels read a cell. */
    spokenName: (cell) => "row " + (rowOf(cell) + 1) + ", column " + (colOf(cell) + 1),
    /** Whether two distinct cells share a region. */
    sees(a, b) {
      return a !== b && regionsOfCell[a].some((r) => regionsOfCell[b].includes(r));
    },
    /** Each region where a digit of `values` (0 for empty) appears twice, in region order, with its cells. */
    findConflicts(values) {
      const found = [];
      for (const region of regions) {
        const byDigit = new Map();
        for (const cell of region.cells) {
          const digit = values[cell];
          if (!digit) continue;
          if (!byDigit.has(digit)) byDigit.set(digit, []);
          byDigit.get(digit).push(cell);
        }
        for (const [digit, cells] of byDigit) {
          if (cells.length > 1) found.push({ digit, region: region.name, cells });
        }
      }
      return found;
    },
  };
}
