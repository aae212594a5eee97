// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Swagger UI made usable by keyboard and screen reader: it draws selects with no name (the server, a response's
// example, an enum parameter) and code blocks that scroll but cannot take the focus. As it draws, these get a
// name and a place in the tab order. Loaded from this origin after Swagger UI's own script.

/**
 * The name a select of Swagger UI's stands for.
 * @param {HTMLSelectElement} select
 * @returns {string}
 */
function selectName(select) {
  if (select.id === "servers") return "Server";
  if (select.classList.contains("examples-select-element")) {
    const row = select.closest("tr[data-code]");
    return row ? "Example of the " + row.getAttribute("data-code") + " answer" : "Example";
  }
  const parameter = select.closest("tr[data-param-name]");
  if (parameter) return "Value of " + parameter.getAttribute("data-param-name");
  if (select.closest(".content-type-wrapper, .body-param-content-type")) return "Media type";
  return "Choose a value";
}

/** @param {ParentNode} root */
function mend(root) {
  for (const select of root.querySelectorAll("select")) {
    // A label Swagger UI wraps around a select names nothing but the select's own options: name them all.
    if (!select.getAttribute("aria-label")) {
      select.setAttribute("aria-label", selectName(select));
    }
  }
  for (const code of root.querySelectorAll(".microlight, .highlight-code pre")) {
    if (!code.hasAttribute("tabindex")) {
      code.setAttribute("tabindex", "0");
      code.setAttribute("role", "region");
      code.setAttribute("aria-label", "Code");
    }
  }
}

new MutationObserver(() => mend(document)).observe(document.body, { childList: true, subtree: true });
mend(document);
