/**
 * Puzzles drawn as SVG, as pure functions of the grid: a square board (`/img/:code.svg`) and the 1200×630
 * link-preview card (`/og/:code.png`, rasterized by routes/embeds/images.ts). Works for every engine size (4×4, 6×6,
 * 9×9, 16×16) and variant: box shapes come from `grid.rules`, a killer's cages are dashed outlines with their sums,
 * an X-Sudoku's diagonals are shaded. Digits are drawn as players see them: 1 to 16 (the text form writes 10–16
 * as A–G).
 */
import { countGivens, type Grid, type Level } from "../../engine/mod.ts";
import { cageDrawings, diagonalCells, puzzleName } from "../shared/board_shapes.ts";
import { levelName, longDate } from "../shared/words.ts";

/** resvg is given the DejaVu TTFs; browsers without them fall back to any sans-serif. */
const FONT_FAMILY = "'DejaVu Sans', sans-serif";

const INK = "#0f172a";
const MUTED = "#334155";
const THIN_LINE = "#64748b";
const BOARD_FILL = "#ffffff";
const CARD_FILL = "#e2e8f0";
/** The shade of an X-Sudoku's diagonal cells: light enough for the digits on it to keep their contrast. */
const DIAGONAL_FILL = "#e0e7ff";
const CAGE_LINE = "#334155";

/** Dark enough on the light card for WCAG AA large text. */
const LEVEL_COLOURS: Record<Level, string> = {
  easy: "#166534",
  medium: "#1d4ed8",
  hard: "#b45309",
  expert: "#b91c1c",
  evil: "#6d28d9",
};

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** The widths a card is drawn at, largest first: a fixed few, so a code has at most three renderings. */
export const CARD_WIDTHS = [CARD_WIDTH, CARD_WIDTH / 2, CARD_WIDTH / 4] as const;

/** The largest card size within the limits (either may be absent), or null when even the smallest is too big. */
export function cardSizeWithin(
  maxWidth?: number,
  maxHeight?: number,
): { width: number; height: number } | null {
  for (const width of CARD_WIDTHS) {
    const height = Math.round((width * CARD_HEIGHT) / CARD_WIDTH);
    if (width <= (maxWidth ?? Infinity) && height <= (maxHeight ?? Infinity)) return { width, height };
  }
  return null;
}

/** The square on the card the board is drawn inside (it is centred there). */
export const CARD_BOARD = { x: 40, y: 40, size: 550 } as const;

/** Side of the plain board image, in SVG user units (and pixels at 1:1). */
const BOARD_IMAGE_SIZE = 564;
const BOARD_IMAGE_PADDING = 12;

const XML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text safe inside XML elements and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch]);
}

/** "Easy" … "Evil"; a code without a level claim is just a shared puzzle. */
function levelDisplayName(level: Level | null): string {
  return level === null ? "Shared puzzle" : levelName(level);
}

/** Rounds to 0.01 so coordinates stay short and stable in the markup. */
function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/**
 * The board with its top-left corner at (x, y), as large as fits in `space` with whole-unit cells (so cell
 * lines fall on pixel boundaries), centred in that square. Givens are `<text class="given">` nodes.
 */
function drawBoard(grid: Grid, x: number, y: number, space: number): string {
  const g = grid.rules;
  const cell = Math.floor(space / g.size);
  const side = cell * g.size;
  const left = x + (space - side) / 2;
  const top = y + (space - side) / 2;
  const thick = Math.max(2, Math.round(cell * 0.07));
  const thin = Math.max(1, Math.round(cell * 0.025));

  const thinPath: string[] = [];
  const thickPath: string[] = [];
  for (let i = 1; i < g.size; i++) {
    const offset = i * cell;
    (i % g.boxCols === 0 ? thickPath : thinPath).push(`M${n(left + offset)} ${n(top)}v${side}`);
    (i % g.boxRows === 0 ? thickPath : thinPath).push(`M${n(left)} ${n(top + offset)}h${side}`);
  }

  // Two-figure digits (10 to 16) need a smaller size to fit their cell.
  const fontSize = cell * (g.size > 9 ? 0.5 : 0.62);
  // DejaVu digits and capitals are about 0.73 em tall: this baseline centres them in the cell.
  const baseline = cell / 2 + fontSize * 0.365;
  const givens: string[] = [];
  for (let i = 0; i < g.cellCount; i++) {
    const value = grid.cells[i];
    if (value === 0) continue;
    const cx = left + (i % g.size) * cell + cell / 2;
    const cy = top + Math.floor(i / g.size) * cell + baseline;
    givens.push(`<text class="given" x="${n(cx)}" y="${n(cy)}">${value}</text>`);
  }

  return [
    `<rect x="${n(left)}" y="${n(top)}" width="${side}" height="${side}" fill="${BOARD_FILL}"/>`,
    ...drawDiagonals(grid, left, top, cell),
    `<path d="${thinPath.join("")}" stroke="${THIN_LINE}" stroke-width="${thin}" fill="none"/>`,
    `<path d="${thickPath.join("")}" stroke="${INK}" stroke-width="${thick}" fill="none"/>`,
    `<rect x="${n(left)}" y="${n(top)}" width="${side}" height="${side}" fill="none" stroke="${INK}" ` +
    `stroke-width="${thick}"/>`,
    ...drawCages(grid, left, top, cell),
    `<g font-family="${FONT_FAMILY}" font-size="${n(fontSize)}" font-weight="bold" fill="${INK}" ` +
    `text-anchor="middle">`,
    ...givens,
    `</g>`,
  ].join("\n");
}

/** The shaded cells of the diagonals, under the grid lines; nothing for rules without diagonals. */
function drawDiagonals(grid: Grid, left: number, top: number, cell: number): string[] {
  const size = grid.rules.size;
  return diagonalCells(grid.rules).map((i) =>
    `<rect class="diagonal" x="${n(left + (i % size) * cell)}" y="${n(top + Math.floor(i / size) * cell)}" ` +
    `width="${cell}" height="${cell}" fill="${DIAGONAL_FILL}"/>`
  );
}

/** A killer's cages: one dashed outline each, and each sum in its cage's first cell; nothing without cages. */
function drawCages(grid: Grid, left: number, top: number, cell: number): string[] {
  if (grid.rules.cages.length === 0) return [];
  const sumSize = cell * 0.26;
  const cages = cageDrawings(grid.rules, { unit: cell, left, top, inset: cell * 0.1, sumSize });
  const width = Math.max(1, Math.round(cell * 0.035));
  return [
    `<g fill="none" stroke="${CAGE_LINE}" stroke-width="${width}" ` +
    `stroke-dasharray="${n(cell * 0.1)} ${n(cell * 0.07)}">`,
    ...cages.map((cage) => `<path class="cage" d="${cage.path}"/>`),
    `</g>`,
    `<g font-family="${FONT_FAMILY}" font-size="${n(sumSize)}" font-weight="bold" fill="${INK}">`,
    ...cages.map((cage) =>
      `<text class="cage-sum" x="${n(cage.sumX)}" y="${n(cage.sumY)}">${cage.sum}</text>`
    ),
    `</g>`,
  ];
}

function svgOpen(width: number, height: number, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img">\n<title>${escapeXml(title)}</title>`;
}

/** "9×9", "16×16". */
function sizeName(grid: Grid): string {
  return `${grid.rules.size}×${grid.rules.size}`;
}

/** "30 clues", "1 clue". */
function cluesText(grid: Grid): string {
  const clues = countGivens(grid);
  return `${clues} clue${clues === 1 ? "" : "s"}`;
}

/** What a killer shows instead of (or besides) its clues: "29 cages", "29 cages, 3 clues". */
function cagesText(grid: Grid, separator: string): string {
  const cages = grid.rules.cages.length;
  const clues = countGivens(grid);
  return `${cages} cage${cages === 1 ? "" : "s"}` + (clues === 0 ? "" : `${separator}${cluesText(grid)}`);
}

/** The image's accessible title. */
function describe(grid: Grid, level: Level | null, date?: string): string {
  const when = date === undefined ? "" : ` for ${longDate(date)}`;
  if (grid.rules.variant === "classic") {
    return `${levelDisplayName(level)} ${sizeName(grid)} Sudoku${when}, ${cluesText(grid)}`;
  }
  const content = grid.rules.cages.length > 0 ? cagesText(grid, ", ") : cluesText(grid);
  return `${levelDisplayName(level)} ${sizeName(grid)} ${puzzleName(grid.rules)}${when}, ${content}`;
}

/** The plain square board, for `/img/:code.svg`. */
export function boardSvg(grid: Grid, meta: { level: Level | null; date?: string }): string {
  const size = BOARD_IMAGE_SIZE;
  const inner = size - 2 * BOARD_IMAGE_PADDING;
  return [
    svgOpen(size, size, describe(grid, meta.level, meta.date)),
    `<rect width="${size}" height="${size}" fill="${BOARD_FILL}"/>`,
    drawBoard(grid, BOARD_IMAGE_PADDING, BOARD_IMAGE_PADDING, inner),
    `</svg>`,
  ].join("\n");
}

/** The 1200×630 link-preview card: the board on the left; name, level, date and clue count on the right. */
export function cardSvg(grid: Grid, meta: { level: Level | null; date?: string }): string {
  const accent = meta.level === null ? MUTED : LEVEL_COLOURS[meta.level];
  const textX = 650;
  const facts: string[] = [];
  if (meta.date !== undefined) facts.push(longDate(meta.date));
  if (grid.rules.variant === "classic") {
    const size = grid.rules.shape === "9x9" ? "" : ` · ${sizeName(grid)}`;
    facts.push(`${cluesText(grid)}${size}`);
  } else {
    facts.push(puzzleName(grid.rules));
    facts.push(grid.rules.cages.length > 0 ? cagesText(grid, " · ") : cluesText(grid));
  }
  const levelSize = meta.level === null ? 56 : 104;
  return [
    svgOpen(CARD_WIDTH, CARD_HEIGHT, describe(grid, meta.level, meta.date)),
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${CARD_FILL}"/>`,
    drawBoard(grid, CARD_BOARD.x, CARD_BOARD.y, CARD_BOARD.size),
    `<g font-family="${FONT_FAMILY}">`,
    `<text x="${textX}" y="130" font-size="44" font-weight="bold" fill="${MUTED}">sudoku-daily</text>`,
    `<rect x="${textX}" y="160" width="120" height="10" fill="${accent}"/>`,
    `<text class="level" x="${textX}" y="290" font-size="${levelSize}" font-weight="bold" fill="${accent}">` +
    `${escapeXml(levelDisplayName(meta.level))}</text>`,
    ...facts.map((fact, i) =>
      `<text class="fact" x="${textX}" y="${390 + i * 64}" font-size="44" fill="${INK}">${
        escapeXml(fact)
      }</text>`
    ),
    `</g>`,
    `</svg>`,
  ].join("\n");
}
