// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Bringing what belongs together into the window together: a hint's text with the board its move is drawn on,
// a solve's grade with the result to copy and the streak. Scrolling one of them into view on its own can push
// the other out (on a phone the hint panel sits under the board).

/** Room left between what is shown and the window's edges, in CSS pixels. */
const MARGIN = 8;

/**
 * Scrolls the page as little as it takes to show every element of `elements` that is shown at all; when they
 * do not fit in the window together, the first one's top comes to the window's top, so it is whole and the
 * rest follow it down.
 * @param {Element[]} elements In the page's order, the one to keep whole first.
 */
export function showTogether(elements) {
  const boxes = elements.map((e) => e.getBoundingClientRect()).filter((box) =>
    box.width > 0 && box.height > 0
  );
  if (boxes.length === 0) return;
  const top = Math.min(...boxes.map((box) => box.top));
  const bottom = Math.max(...boxes.map((box) => box.bottom));
  const room = innerHeight;
  let by = 0;
  if (bottom - top > room - 2 * MARGIN) by = boxes[0].top - MARGIN;
  else if (top < MARGIN) by = top - MARGIN;
  else if (bottom > room - MARGIN) by = bottom - room + MARGIN;
  if (by !== 0) scrollBy({ top: by, behavior: "instant" });
}
