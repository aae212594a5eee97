// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The pattern of a hint's move drawn over the play board: the candidates it rests on (a chain's nodes, a
// colouring's two colours, a finned fish's fins, the cells and digits of each almost locked set), the digit it
// places ringed, the candidates it removes struck out, a chain's group nodes boxed, and the links between
// candidates, strong solid and weak dashed, arrowed along a chain. The step drawings of diagram.js draw the
// same links from the same geometry: a chain reads alike on the board, in the step-by-step view and on the
// technique pages.
//
// The player may have pencilled in no candidates at all, so every candidate the pattern names is drawn on the
// overlay itself, over the pencil mark in its place if there is one. The layer is an SVG in cell units (100 to a
// cell, as the cages' layer), stretched over the board by the stylesheet, so it follows any resize or zoom. It
// is aria-hidden: the hint's text names the move. Every drawn candidate carries `data-cand` ("cell:digit")
// and `data-role`, every link `data-link`, `data-from` and `data-to`, every group `data-group` and every set's
// cell `data-set`, so tests read what is drawn without knowing its classes.
import { candidateGeometry, CELL_UNITS, linkElements, linksToDraw } from "./diagram.js";

/**
 * @typedef {import("./diagram.js").DiagramNode} DiagramNode
 * @typedef {import("./diagram.js").DiagramRules} DiagramRules
 * @typedef {import("./diagram.js").CellDigit} CellDigit
 * @typedef {import("./diagram.js").Pattern & { sets?: Array<{ cells: number[], digits: number[] }> }} Pattern
 *   a step's pattern; `sets` are almost locked sets, in the order the explanation names them
 * @typedef {{ placements: CellDigit[], eliminations: CellDigit[], pattern: Pattern }} StepRecord
 * @typedef {import("./diagram.js").LinkEnds} LinkEnds
 * @typedef {import("./diagram.js").Point} Point
 * @typedef {CellDigit & { role: string }} RoledCandidate A candidate and the part it plays in the pattern.
 */

/** How many set colours the stylesheet has (--set0 …); further sets take them again. */
const SET_COLORS = 4;

/**
 * A drawn candidate's disc against diagram.js's radius (where a link stops short of a candidate): a little
 * larger, so its digit reads on a phone's board as large as a pencil mark does.
 */
const DISC = 1.2;

/** Rounds layer coordinates to a tenth of a unit, as diagram.js does. */
const round = (/** @type {number} */ x) => String(Math.round(x * 10) / 10);

/**
 * Which drawn candidates play which part, the first part claimed winning: what the step places or removes,
 * then a colouring's colours, a fin, an almost locked set's digits, a chain's or link's candidates and last
 * the pattern's cells and digits (not for a chain or a colouring, whose candidates are all named).
 * @param {StepRecord} step
 * @param {(cell: number, digit: number) => boolean} has whether the candidate is in the position
 * @returns {Array<CellDigit & { role: string }>}
 */
export function candidateRoles(step, has) {
  const pattern = step.pattern;
  /** @type {Map<string, RoledCandidate>} */
  const roles = new Map();
  /** @type {(cell: number, digit: number, role: string) => void} */
  const claim = (cell, digit, role) => {
    const key = `${cell}:${digit}`;
    if (!roles.has(key)) roles.set(key, { cell, digit, role });
  };
  const digits = pattern.digits ?? [];
  for (const { cell, digit } of step.placements) claim(cell, digit, "placed");
  for (const { cell, digit } of step.eliminations) claim(cell, digit, "removed");
  for (const { cell, digit, color } of pattern.colors ?? []) claim(cell, digit, `color${color % 2}`);
  for (const cell of pattern.fins ?? []) {
    for (const digit of digits) if (has(cell, digit)) claim(cell, digit, "fin");
  }
  (pattern.sets ?? []).forEach((set, i) => {
    for (const cell of set.cells) {
      for (const digit of set.digits) if (has(cell, digit)) claim(cell, digit, `set${i % SET_COLORS}`);
    }
  });
  const chain = pattern.chain ?? [];
  for (const { cell, digit } of chain) claim(cell, digit, "key");
  for (const group of pattern.groups ?? []) {
    for (const cell of group.cells) claim(cell, chain[group.index].digit, "key");
  }
  for (const { from, to } of pattern.links ?? []) {
    claim(from.cell, from.digit, "key");
    claim(to.cell, to.digit, "key");
  }
  // A chain or a colouring names its candidates one by one; the other candidates of its cells' digits are
  // not part of it. Other patterns (a subset, a fish, a wing) are their cells' candidates of their digits.
  if (chain.length === 0 && !pattern.colors) {
    for (const cell of pattern.cells ?? []) {
      for (const digit of digits) if (has(cell, digit)) claim(cell, digit, "key");
    }
  }
  return [...roles.values()];
}

/**
 * One drawn candidate: a disc (a square for a colouring's second colour) with its digit, struck if removed.
 * @param {RoledCandidate} candidate
 * @param {LinkEnds} geometry
 * @returns {DiagramNode}
 */
function candidateMark({ cell, digit, role }, geometry) {
  const { x, y } = geometry.centre({ cell, digit });
  const r = DISC * geometry.radius(cell);
  // The second colour is a square so the two colours are told apart without seeing colour.
  /** @type {DiagramNode} */
  const shape = role === "color1"
    ? {
      tag: "rect",
      attrs: {
        class: "hint-shape",
        x: round(x - r),
        y: round(y - r),
        width: round(2 * r),
        height: round(2 * r),
        rx: round(r / 3),
      },
      children: [],
    }
    : {
      tag: "circle",
      attrs: { class: "hint-shape", cx: round(x), cy: round(y), r: round(r) },
      children: [],
    };
  /** @type {DiagramNode} */
  const text = {
    tag: "text",
    attrs: {
      x: round(x),
      y: round(y),
      "font-size": round(1.5 * r),
      "text-anchor": "middle",
      "dominant-baseline": "central",
    },
    children: [String(digit)],
  };
  const children = [shape, text];
  if (role === "removed") {
    const d = 0.75 * r;
    children.push({
      tag: "line",
      attrs: { class: "hint-strike", x1: round(x - d), y1: round(y + d), x2: round(x + d), y2: round(y - d) },
      children: [],
    });
  }
  return {
    tag: "g",
    attrs: { class: `hint-cand hint-${role}`, "data-cand": `${cell}:${digit}`, "data-role": role },
    children,
  };
}

/**
 * The overlay of a step on the position its hint was asked in, as a tree of elements (diagram-elements.js's toElement
 * makes it DOM nodes).
 * @param {{
 *   rules: DiagramRules,
 *   variant: string | null,
 *   candidates: ArrayLike<number>,
 *   step: StepRecord,
 * }} props `variant` is the board's (a killer's candidates keep clear of its cage lines); `candidates` the
 *   position's bitmasks (bit d-1 for digit d): a pattern's cells are marked only with the digits they hold.
 * @returns {DiagramNode}
 */
export function overlayTree({ rules, variant, candidates, step }) {
  const pattern = step.pattern;
  const size = rules.size;
  const cageHeads = new Set(
    rules.regions.filter((r) => r.kind === "cage").map((r) => Math.min(...Array.from(r.cells))),
  );
  const geometry = candidateGeometry(rules, variant === "killer", cageHeads);
  const has = (/** @type {number} */ cell, /** @type {number} */ digit) =>
    (candidates[cell] & (1 << (digit - 1))) !== 0;
  /** @type {DiagramNode[]} */
  const layers = [];

  // Each almost locked set's cells outlined in its colour, further in for each later set, so two sets that
  // share a cell both show.
  (pattern.sets ?? []).forEach((set, i) => {
    const inset = 4 + 6 * (i % SET_COLORS);
    for (const cell of set.cells) {
      layers.push({
        tag: "rect",
        attrs: {
          class: `hint-set hint-set${i % SET_COLORS}`,
          "data-set": String(i),
          "data-cell": String(cell),
          x: String((cell % size) * CELL_UNITS + inset),
          y: String(Math.floor(cell / size) * CELL_UNITS + inset),
          width: String(CELL_UNITS - 2 * inset),
          height: String(CELL_UNITS - 2 * inset),
        },
        children: [],
      });
    }
  });

  // A group node: its candidates boxed together.
  const chain = pattern.chain ?? [];
  /** @type {Map<CellDigit, Point[]>} The centres of each group node's candidates, by its chain node. */
  const groupAt = new Map();
  for (const group of pattern.groups ?? []) {
    const node = chain[group.index];
    const centres = group.cells.map((cell) => geometry.centre({ cell, digit: node.digit }));
    groupAt.set(node, centres);
    const pad = DISC * geometry.radius(group.cells[0]) + 3;
    const xs = centres.map((p) => p.x), ys = centres.map((p) => p.y);
    const left = Math.min(...xs) - pad, top = Math.min(...ys) - pad;
    layers.push({
      tag: "rect",
      attrs: {
        class: "hint-group",
        "data-group": String(group.index),
        x: round(left),
        y: round(top),
        width: round(Math.max(...xs) + pad - left),
        height: round(Math.max(...ys) + pad - top),
        rx: round(pad / 2),
      },
      children: [],
    });
  }

  for (const mark of candidateRoles(step, has)) layers.push(candidateMark(mark, geometry));

  // A link to a group node ends at the group's candidate nearest the link's other end.
  const { links, ordered } = linksToDraw(pattern);
  /** @type {(node: CellDigit, other: CellDigit) => Point} */
  const pointOf = (node, other) => {
    const centres = groupAt.get(node);
    if (!centres) return geometry.centre(node);
    const others = groupAt.get(other) ?? [geometry.centre(other)];
    const towards = {
      x: others.reduce((sum, p) => sum + p.x, 0) / others.length,
      y: others.reduce((sum, p) => sum + p.y, 0) / others.length,
    };
    return centres.reduce((best, p) =>
      Math.hypot(p.x - towards.x, p.y - towards.y) < Math.hypot(best.x - towards.x, best.y - towards.y)
        ? p
        : best
    );
  };
  links.forEach((link, i) => {
    /** @type {LinkEnds} */
    const ends = {
      centre: (node) => pointOf(node, node === link.from ? link.to : link.from),
      radius: (cell) => DISC * geometry.radius(cell),
    };
    layers.push(...linkElements(link, i, ordered, ends));
  });

  const side = String(size * CELL_UNITS);
  return {
    tag: "svg",
    attrs: {
      class: "hint-overlay",
      viewBox: `0 0 ${side} ${side}`,
      preserveAspectRatio: "none",
      "aria-hidden": "true",
      focusable: "false",
      "data-hint-overlay": "",
    },
    children: layers,
  };
}
