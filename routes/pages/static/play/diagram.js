// @ts-check
// The drawing of one solving step, the same on the technique pages and in the step-by-step view: the position
// before the step with every candidate, the pattern's cells and regions tinted, the digits it places ringed,
// the candidates it removes struck out, and the links of a chain or a colouring drawn between candidates on an
// SVG layer (solid for strong links, dashed for weak ones, arrowed in order along a chain).
//
// It builds a plain tree of elements and touches no DOM: the server turns the tree into page markup
// (routes/pages/board.tsx) and the player into elements (toElement, in diagram-elements.js), so the two views cannot draw a step
// differently. Every removed candidate carries `data-removed`, every placed one `data-placed`, every pattern
// cell `data-pattern`, every fin of a finned fish `data-fin`, every cell of a pattern's region `data-house` and
// every cell of an almost locked set `data-set` (the set's place in the pattern's list, from 0), so tests (ours
// or anyone's) read what is drawn without knowing its classes. The server imports this module: it is checked
// without the DOM's types, so no DOM call can slip in. For the same reason its words come from the caller
// (`words`): the page's PageWords on the server, messages.js in the player, both reading the "player.diagram."
// messages of the pages' catalogue.

/**
 * @typedef {{ tag: string, attrs: Record<string, string>, children: Array<DiagramNode | string> }} DiagramNode
 * @typedef {{ cell: number, digit: number }} CellDigit
 * @typedef {{ from: CellDigit, to: CellDigit, strong: boolean }} Link
 * @typedef {{
 *   cells?: number[], houses?: number[], digits?: number[], links?: Link[],
 *   colors?: Array<CellDigit & { color: number }>, chain?: CellDigit[], variant?: string, fins?: number[],
 *   groups?: Array<{ index: number, cells: number[] }>, sets?: Array<{ cells: number[], digits: number[] }>
 * }} Pattern
 * @typedef {{ placements: CellDigit[], eliminations: CellDigit[], pattern: Pattern }} StepRecord
 * @typedef {{
 *   size: number, boxRows: number, boxCols: number,
 *   regions: ReadonlyArray<{ kind: string, cells: ArrayLike<number> }>
 * }} DiagramRules
 * @typedef {{ x: number, y: number }} Point A point on the link layer, in cell units.
 * @typedef {{ centre: (node: CellDigit) => Point, radius: (cell: number) => number }} LinkEnds
 *   Where a link's candidates are, and how far short of them it stops.
 * @typedef {{ t(key: string, params?: Record<string, string | number>): string }} DiagramWords
 *   The catalogue's messages in the drawing's language.
 */

/** Units to a cell on the link layer (and the cage layer under it), which the stylesheet stretches to the board. */
export const CELL_UNITS = 100;

/**
 * Where a killer diagram's candidates sit inside their cell, in cell units: the stylesheet keeps them 12% clear
 * of the cage lines, and 32% from the top in a cage's first cell, where its sum is written.
 */
const CAGE_INSET = 12;
const CAGE_HEAD_TOP = 32;

/**
 * The links a step's pattern shows, and whether they run in order. A chain lists its candidates in order, and
 * consecutive candidates are linked strongly and weakly in turn, starting strong (engine/techniques/step.ts);
 * drawn from the chain, an XY-Wing's or W-Wing's links inside a cell show too. Without a chain, the pattern's
 * own links (a colouring's cluster, an empty rectangle's strong link) have no order.
 * @param {Pattern} pattern
 * @returns {{ links: Link[], ordered: boolean }}
 */
export function linksToDraw(pattern) {
  const chain = pattern.chain ?? [];
  if (chain.length > 1) {
    const links = [];
    for (let i = 0; i + 1 < chain.length; i++) {
      links.push({ from: chain[i], to: chain[i + 1], strong: i % 2 === 0 });
    }
    return { links, ordered: true };
  }
  return { links: pattern.links ?? [], ordered: false };
}

/**
 * The cells a pattern is made of: its cells, those of its chain and colours, and a finned fish's fins.
 * @param {Pattern} pattern
 * @returns {Set<number>}
 */
export function patternCells(pattern) {
  const cells = new Set(pattern.cells ?? []);
  for (const node of pattern.chain ?? []) cells.add(node.cell);
  for (const node of pattern.colors ?? []) cells.add(node.cell);
  for (const cell of pattern.fins ?? []) cells.add(cell);
  for (const set of pattern.sets ?? []) for (const cell of set.cells) cells.add(cell);
  return cells;
}

/** How many colours the stylesheet has for almost locked sets (--set0 …); a fourth set takes the first again. */
export const SET_COLORS = 3;

/**
 * The candidates before each step of a recorded path, replayed from the givens as the engine replays it
 * (engine/grade.ts replayPath): every empty cell starts with the digits no region of it holds; a placement
 * fills its cell and takes its digit from the cell's peers (the cells sharing a region with it, a cage
 * included); an elimination takes one candidate. A filled cell has no candidates.
 * @param {DiagramRules} rules
 * @param {ArrayLike<number>} givens digits 1 to the size, 0 for empty
 * @param {StepRecord[]} path
 * @returns {Array<{ cells: number[], candidates: number[] }>} the position before each step
 */
export function positionsBeforeSteps(rules, givens, path) {
  const count = rules.size * rules.size;
  const regionsOf = Array.from({ length: count }, () => /** @type {number[]} */ ([]));
  rules.regions.forEach((region, r) => {
    for (const cell of Array.from(region.cells)) regionsOf[cell].push(r);
  });
  const cells = Array.from(givens);
  const used = rules.regions.map((region) => {
    let mask = 0;
    for (const cell of Array.from(region.cells)) if (cells[cell]) mask |= 1 << (cells[cell] - 1);
    return mask;
  });
  const all = (1 << rules.size) - 1;
  const candidates = cells.map((digit, cell) =>
    digit ? 0 : regionsOf[cell].reduce((mask, r) => mask & ~used[r], all)
  );
  const positions = [];
  for (const step of path) {
    positions.push({ cells: cells.slice(), candidates: candidates.slice() });
    for (const { cell, digit } of step.placements) {
      cells[cell] = digit;
      candidates[cell] = 0;
      for (const r of regionsOf[cell]) {
        for (const peer of Array.from(rules.regions[r].cells)) candidates[peer] &= ~(1 << (digit - 1));
      }
    }
    for (const { cell, digit } of step.eliminations) candidates[cell] &= ~(1 << (digit - 1));
  }
  return positions;
}

/** Rounds layer coordinates to a tenth of a unit: enough for any screen, short in the markup. */
const round = (/** @type {number} */ x) => String(Math.round(x * 10) / 10);

/**
 * Where each candidate's centre is on the link layer, in the same sub-grid the stylesheet lays candidates
 * out in: a box's shape (3×3 for 9×9, 2 rows of 3 for 6×6, 4×4 for 16×16), inset in a killer's cells.
 * The play board's pencil marks sit in the same places, so the hint overlay (hint-overlay.js) draws on it too.
 * @param {DiagramRules} rules
 * @param {boolean} killer
 * @param {Set<number>} cageHeads
 * @returns {LinkEnds}
 */
export function candidateGeometry(rules, killer, cageHeads) {
  const { size, boxRows, boxCols } = rules;
  const box = (/** @type {number} */ cell) => {
    const inset = killer ? CAGE_INSET : 0;
    const top = killer && cageHeads.has(cell) ? CAGE_HEAD_TOP : inset;
    return {
      left: (cell % size) * CELL_UNITS + inset,
      top: Math.floor(cell / size) * CELL_UNITS + top,
      width: CELL_UNITS - 2 * inset,
      height: CELL_UNITS - top - inset,
    };
  };
  return {
    /** @param {CellDigit} node */
    centre({ cell, digit }) {
      const b = box(cell);
      const k = digit - 1;
      return {
        x: b.left + ((k % boxCols) + 0.5) * b.width / boxCols,
        y: b.top + (Math.floor(k / boxCols) + 0.5) * b.height / boxRows,
      };
    },
    /**
     * How far from its centre a line stops short of a candidate, so the digit stays readable.
     * @param {number} cell
     */
    radius(cell) {
      const b = box(cell);
      return 0.4 * Math.min(b.width / boxCols, b.height / boxRows);
    },
  };
}

/**
 * One link as an SVG path: a straight line inside a cell, else a gentle curve (so it does not run over the
 * candidates between its ends), stopping short of both candidates, with an arrowhead at its end when the links
 * run in order.
 * @param {Link} link
 * @param {number} index The link's place along the chain, from 0.
 * @param {boolean} ordered
 * @param {LinkEnds} geometry
 * @returns {DiagramNode[]}
 */
export function linkElements(link, index, ordered, geometry) {
  const a = geometry.centre(link.from), b = geometry.centre(link.to);
  const dx = b.x - a.x, dy = b.y - a.y;
  const length = Math.hypot(dx, dy) || 1;
  const sameCell = link.from.cell === link.to.cell;
  // The curve bends to the left of its direction, less for short links.
  const bend = sameCell ? 0 : Math.min(0.18 * length, 0.35 * CELL_UNITS);
  const control = { x: (a.x + b.x) / 2 + (dy / length) * bend, y: (a.y + b.y) / 2 - (dx / length) * bend };
  /** @type {(p: Point, q: Point, distance: number) => Point} */
  const toward = (p, q, distance) => {
    const d = Math.hypot(q.x - p.x, q.y - p.y) || 1;
    return { x: p.x + (q.x - p.x) * distance / d, y: p.y + (q.y - p.y) * distance / d };
  };
  const start = toward(a, control, geometry.radius(link.from.cell));
  const end = toward(b, control, geometry.radius(link.to.cell));
  const kind = link.strong ? "strong" : "weak";
  /** @type {Record<string, string>} */
  const attrs = {
    class: `link link-${kind}`,
    "data-link": kind,
    "data-from": `${link.from.cell}:${link.from.digit}`,
    "data-to": `${link.to.cell}:${link.to.digit}`,
    d: `M${round(start.x)} ${round(start.y)} Q${round(control.x)} ${round(control.y)} ${round(end.x)} ${
      round(end.y)
    }`,
  };
  if (ordered) attrs["data-order"] = String(index + 1);
  /** @type {DiagramNode} */
  const path = { tag: "path", attrs, children: [] };
  if (!ordered) return [path];
  // The arrowhead points along the curve's last stretch, from the control point to the end.
  const ux = end.x - control.x, uy = end.y - control.y;
  const u = Math.hypot(ux, uy) || 1;
  const head = 0.13 * CELL_UNITS, half = 0.07 * CELL_UNITS;
  const back = { x: end.x - (ux / u) * head, y: end.y - (uy / u) * head };
  const points = [
    end,
    { x: back.x + (uy / u) * half, y: back.y - (ux / u) * half },
    { x: back.x - (uy / u) * half, y: back.y + (ux / u) * half },
  ].map((p) => `${round(p.x)},${round(p.y)}`).join(" ");
  return [path, { tag: "polygon", attrs: { class: `arrow arrow-${kind}`, points }, children: [] }];
}

/**
 * A cell's row and column from 1, as the messages' parameters.
 * @param {number} cell
 * @param {number} size
 */
function rowColumn(cell, size) {
  return { row: Math.floor(cell / size) + 1, column: (cell % size) + 1 };
}

/**
 * A candidate as words: "5 in row 1, column 2".
 * @param {CellDigit} node
 * @param {number} size
 * @param {DiagramWords} words
 */
function candidateWords(node, size, words) {
  return words.t("player.diagram.candidate", { digit: node.digit, ...rowColumn(node.cell, size) });
}

/**
 * Cells as words, for a group node or a set: "row 1, column 4; row 3, column 4".
 * @param {number[]} cells
 * @param {number} size
 * @param {DiagramWords} words
 */
function placesWords(cells, size, words) {
  return cells.map((cell) => words.t("player.diagram.place", rowColumn(cell, size))).join("; ");
}

/**
 * A chain node as words: a candidate, or a group node ("9 in one of row 1, column 4; row 3, column 4").
 * @param {Pattern} pattern
 * @param {number} index the node's place in the chain
 * @param {number} size
 * @param {DiagramWords} words
 */
function nodeWords(pattern, index, size, words) {
  const node = /** @type {CellDigit[]} */ (pattern.chain)[index];
  const group = (pattern.groups ?? []).find((g) => g.index === index);
  if (!group) return candidateWords(node, size, words);
  return words.t("player.diagram.group", {
    digit: node.digit,
    places: placesWords(group.cells, size, words),
  });
}

/**
 * The links of a step in words, for the drawing's text alternative: a chain in order ("The chain, in order:
 * 5 in row 1, column 2; strong link to 5 in row 1, column 7; weak link to …"), or a pattern's strong and weak
 * links, and a colouring's two colours (the stylesheet's --color0, blue, and --color1, green). Empty for a
 * step without links or colours.
 * @param {StepRecord} step
 * @param {number} size
 * @param {DiagramWords} words
 */
export function linkWords(step, size, words) {
  const { links, ordered } = linksToDraw(step.pattern);
  const sentences = [];
  if (ordered) {
    const parts = [nodeWords(step.pattern, 0, size, words)];
    links.forEach((link, i) => {
      const node = nodeWords(step.pattern, i + 1, size, words);
      parts.push(words.t(link.strong ? "player.diagram.strong-link" : "player.diagram.weak-link", { node }));
    });
    sentences.push(words.t("player.diagram.chain", { nodes: parts.join("; ") }));
  } else {
    for (const strong of [true, false]) {
      const these = links.filter((link) => link.strong === strong);
      if (these.length === 0) continue;
      const pairs = these.map((link) =>
        words.t("player.diagram.pair", {
          from: candidateWords(link.from, size, words),
          to: candidateWords(link.to, size, words),
        })
      );
      sentences.push(
        words.t(strong ? "player.diagram.strong-links" : "player.diagram.weak-links", {
          pairs: pairs.join("; "),
        }),
      );
    }
  }
  const sets = step.pattern.sets ?? [];
  if (sets.length > 0) {
    const described = sets.map((set, i) =>
      words.t("player.diagram.set", {
        n: i + 1,
        digits: set.digits.join(", "),
        places: placesWords(set.cells, size, words),
      })
    );
    sentences.push(words.t("player.diagram.sets", { sets: described.join("; ") }));
  }
  const colors = step.pattern.colors ?? [];
  for (const color of [0, 1]) {
    const these = colors.filter((c) => c.color === color);
    if (these.length === 0) continue;
    const candidates = these.map((c) => candidateWords(c, size, words)).join("; ");
    sentences.push(words.t(`player.diagram.color${color}`, { candidates }));
  }
  return sentences.join(" ");
}

/**
 * A chain in the notation players write it in, strong links "=" and weak ones "−":
 * "(5)r1c2 = (5)r1c7 − (5)r4c7 = (5)r4c3". Empty when the step has no chain.
 * @param {StepRecord} step
 * @param {number} size
 */
export function chainNotation(step, size) {
  const { links, ordered } = linksToDraw(step.pattern);
  if (!ordered) return "";
  const at = (/** @type {number} */ cell) => `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
  // A group node is written with all its cells: "(9)r1c4|r3c4".
  /** @type {(node: CellDigit, index: number) => string} */
  const name = (node, index) => {
    const group = (step.pattern.groups ?? []).find((g) => g.index === index);
    return `(${node.digit})${group ? group.cells.map(at).join("|") : at(node.cell)}`;
  };
  return [
    name(links[0].from, 0),
    ...links.map((link, i) => `${link.strong ? "=" : "−"} ${name(link.to, i + 1)}`),
  ].join(" ");
}

/**
 * The drawing of a step on the position before it, as a tree of elements.
 * @param {{
 *   rules: DiagramRules,
 *   variant: string | null,
 *   cells: ArrayLike<number>,
 *   givens: ArrayLike<number>,
 *   candidates: ArrayLike<number>,
 *   step: StepRecord,
 *   label: string,
 *   words: DiagramWords,
 * }} props `variant` is the board's data-variant (null for classic 9×9, whose markup names none); `cells` the
 *   digits placed before the step (0 for empty), `givens` the puzzle's, `candidates` the bitmasks before the
 *   step (bit d-1 for digit d); `label` leads the text alternative, which goes on to say the step's links in
 *   `words`.
 * @returns {DiagramNode}
 */
export function diagramTree(props) {
  const { rules, variant, step } = props;
  const { size } = rules;
  const pattern = step.pattern;
  const key = (/** @type {number} */ cell, /** @type {number} */ digit) => `${cell}/${digit}`;
  const inPattern = patternCells(pattern);
  const houseCells = new Set(
    (pattern.houses ?? []).flatMap((r) => Array.from(rules.regions[r]?.cells ?? [])),
  );
  const placed = new Set(step.placements.map((p) => key(p.cell, p.digit)));
  const placedCells = new Set(step.placements.map((p) => p.cell));
  const removed = new Set(step.eliminations.map((e) => key(e.cell, e.digit)));
  const colorOf = new Map((pattern.colors ?? []).map((c) => [key(c.cell, c.digit), c.color]));
  const chainNodes = new Set((pattern.chain ?? []).map((n) => key(n.cell, n.digit)));
  // Every cell of a group node holds its digit as a chain candidate.
  for (const group of pattern.groups ?? []) {
    for (const cell of group.cells) {
      chainNodes.add(key(cell, /** @type {CellDigit[]} */ (pattern.chain)[group.index].digit));
    }
  }
  const keyDigits = new Set(pattern.digits ?? []);
  // Each almost locked set outlined in its own colour, the candidates of its digits marked in it.
  const setOf = new Map();
  (pattern.sets ?? []).forEach((set, i) => {
    for (const cell of set.cells) {
      if (!setOf.has(cell)) setOf.set(cell, { index: i, digits: new Set(set.digits) });
    }
  });
  // A finned fish's fins are drawn apart from its body: the eliminations are the cells that see them all.
  const fins = new Set(pattern.fins ?? []);
  const diagonal = new Set(
    rules.regions.filter((r) => r.kind === "diagonal").flatMap((r) => Array.from(r.cells)),
  );
  const cageHeads = new Set(
    rules.regions.filter((r) => r.kind === "cage").map((r) => Math.min(...Array.from(r.cells))),
  );

  /** @type {DiagramNode[]} */
  const rows = [];
  for (let r = 0; r < size; r++) {
    /** @type {DiagramNode[]} */
    const row = [];
    for (let c = 0; c < size; c++) {
      const cell = r * size + c;
      const value = props.cells[cell];
      const classes = ["dcell"];
      if (diagonal.has(cell)) classes.push("diagonal");
      if (cageHeads.has(cell)) classes.push("cage-head");
      if (houseCells.has(cell)) classes.push("ex-house");
      if (inPattern.has(cell)) classes.push("ex-pattern");
      if (placedCells.has(cell)) classes.push("ex-place");
      const set = setOf.get(cell);
      if (set) classes.push("ex-set", `ex-set${set.index % SET_COLORS}`);
      /** @type {Record<string, string>} */
      const attrs = { class: "", "data-cell": String(cell) };
      if (set) attrs["data-set"] = String(set.index);
      if (inPattern.has(cell)) attrs["data-pattern"] = "";
      if (houseCells.has(cell)) attrs["data-house"] = "";
      if (value !== 0) {
        classes.push(props.givens[cell] !== 0 ? "dgiven" : "dsolved");
        attrs.class = classes.join(" ");
        row.push({ tag: "div", attrs, children: [String(value)] });
        continue;
      }
      attrs.class = classes.join(" ");
      /** @type {DiagramNode[]} */
      const marks = [];
      for (let d = 1; d <= size; d++) {
        if (!(props.candidates[cell] & (1 << (d - 1)))) continue;
        const k = key(cell, d);
        /** @type {Record<string, string>} */
        const cand = { class: "cand", "data-mark": String(d) };
        if (placed.has(k)) {
          cand.class += " cand-place";
          cand["data-placed"] = "";
        } else if (removed.has(k)) {
          cand.class += " cand-elim";
          cand["data-removed"] = "";
        } else if (colorOf.has(k)) cand.class += ` cand-color${colorOf.get(k)}`;
        else if (fins.has(cell) && keyDigits.has(d)) {
          cand.class += " cand-fin";
          cand["data-fin"] = "";
        } else if (set?.digits.has(d)) cand.class += ` cand-set${set.index % SET_COLORS}`;
        else if (chainNodes.has(k) || (inPattern.has(cell) && keyDigits.has(d))) cand.class += " cand-key";
        marks.push({ tag: "span", attrs: cand, children: [String(d)] });
      }
      row.push({ tag: "div", attrs, children: marks });
    }
    rows.push({ tag: "div", attrs: { class: "drow" }, children: row });
  }

  const { links, ordered } = linksToDraw(pattern);
  if (links.length > 0) {
    const geometry = candidateGeometry(rules, variant === "killer", cageHeads);
    const side = String(size * CELL_UNITS);
    rows.push({
      tag: "svg",
      attrs: {
        class: "links",
        viewBox: `0 0 ${side} ${side}`,
        preserveAspectRatio: "none",
        "aria-hidden": "true",
        focusable: "false",
      },
      children: links.flatMap((link, i) => linkElements(link, i, ordered, geometry)),
    });
  }

  const spoken = linkWords(step, size, props.words);
  // The label and the words as sentences: a step's text ends without a full stop.
  const label = spoken ? props.label.replace(/([^.!?])$/, "$1.") + " " + spoken : props.label;
  /** @type {Record<string, string>} */
  const attrs = { class: "diagram", role: "img", "aria-label": label };
  if (variant) {
    attrs["data-size"] = String(size);
    attrs["data-variant"] = variant;
    attrs["data-box-rows"] = String(rules.boxRows);
    attrs["data-box-cols"] = String(rules.boxCols);
  }
  return { tag: "div", attrs, children: rows };
}
