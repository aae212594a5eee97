// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// diagram.js's trees as elements of the page's document: the player's side of the drawing (the server prints
// the same trees as markup), kept apart so diagram.js, which the server imports, needs no DOM.
/** @import { DiagramNode } from "./diagram.js" */

const SVG_NS = "http://www.w3.org/2000/svg";

/**
 * A tree of diagramTree as DOM nodes of the page's document (the player's side; the server prints it).
 * @param {DiagramNode | string} node
 * @param {boolean} [inSvg] Whether `node` is inside an SVG element (so in the SVG namespace).
 * @returns {Node}
 */
export function toElement(node, inSvg = false) {
  if (typeof node === "string") return document.createTextNode(node);
  const svg = inSvg || node.tag === "svg";
  const element = svg ? document.createElementNS(SVG_NS, node.tag) : document.createElement(node.tag);
  for (const [name, value] of Object.entries(node.attrs)) element.setAttribute(name, value);
  for (const child of node.children) element.append(toElement(child, svg));
  return element;
}
