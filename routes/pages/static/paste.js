// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The paste page (/play), enhanced: the form is posted in the background and the server's answer (the same
// page the plain POST gives) replaces the outcome in place, so the pasted text stays as typed; a problem the
// parser places at a line and column selects that character in the box. Without this script the form posts
// and the page comes back whole, with the same outcome.

// The page's elements (routes/pages/paste.tsx renders every one of them).
const form = /** @type {HTMLFormElement} */ (document.getElementById("paste-form"));
const box = /** @type {HTMLTextAreaElement} */ (document.getElementById("paste-puzzle"));
const outcome = /** @type {HTMLElement} */ (document.getElementById("paste-outcome"));
const button = /** @type {HTMLButtonElement} */ (document.getElementById("paste-check"));

/**
 * The UTF-16 range in `text` of the character at 1-based `line` and `column` (counted in characters).
 * @param {string} text
 * @param {number} line
 * @param {number} column
 * @returns {[number, number] | null}
 */
function rangeAt(text, line, column) {
  const lines = text.split("\n");
  if (line < 1 || line > lines.length) return null;
  let start = 0;
  for (let i = 0; i < line - 1; i++) start += lines[i].length + 1;
  const chars = [...lines[line - 1]];
  if (column < 1 || column > chars.length) return null;
  for (let i = 0; i < column - 1; i++) start += chars[i].length;
  return [start, start + chars[column - 1].length];
}

/**
 * Selects the character a problem names, so the person sees it and can type over it.
 * @param {HTMLElement} error The problem's element, with its data-line and data-column.
 * @returns {boolean}
 */
function pointAt(error) {
  const range = rangeAt(box.value, Number(error.dataset.line), Number(error.dataset.column));
  if (!range) return false;
  box.focus();
  box.setSelectionRange(range[0], range[1]);
  return true;
}

/**
 * A refusal the server answered with its error page (a paste over the body limit gets the 413 page): its
 * heading and message as a problem outcome, so the pasted text stays in the box to be cut down. Null when the
 * page is not one.
 * @param {Document} page
 * @returns {HTMLElement | null}
 */
function refusal(page) {
  const section = page.querySelector(".error-page");
  const heading = section?.querySelector("h1");
  const message = section?.querySelector("p");
  if (!heading || !message) return null;
  const next = page.createElement("div");
  const problem = page.createElement("section");
  problem.className = "paste-result problem";
  problem.setAttribute("aria-labelledby", "paste-result-heading");
  const h2 = page.createElement("h2");
  h2.id = "paste-result-heading";
  h2.tabIndex = -1;
  h2.textContent = heading.textContent;
  const p = page.createElement("p");
  p.id = "paste-error";
  p.textContent = message.textContent;
  problem.append(h2, p);
  next.append(problem);
  return next;
}

/**
 * The server's page for this form (or its refusal, as refusal makes it), or null when it answered something
 * else.
 * @returns {Promise<{ response: Response, page: Document, next: HTMLElement, refused: boolean } | null>}
 */
async function post() {
  const response = await fetch(form.action, {
    method: "POST",
    // The browser reads the FormData as its [name, value] entries, all text here (the form has no file field);
    // the DOM types take only arrays of pairs, and a FormData that could hold files, so it is cast.
    body: new URLSearchParams(/** @type {string[][]} */ (/** @type {unknown} */ (new FormData(form)))),
    headers: { Accept: "text/html" },
  });
  const page = new DOMParser().parseFromString(await response.text(), "text/html");
  const next = page.getElementById("paste-outcome");
  if (next) return { response, page, next, refused: false };
  const refused = response.status >= 400 && response.status < 500 ? refusal(page) : null;
  return refused ? { response, page, next: refused, refused: true } : null;
}

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  button.disabled = true;
  form.setAttribute("aria-busy", "true");
  let answer = null;
  try {
    answer = await post();
  } catch {
    // Offline, or the connection dropped: the plain POST shows the browser's own error page.
  } finally {
    button.disabled = false;
    form.removeAttribute("aria-busy");
  }
  if (!answer) {
    form.submit();
    return;
  }
  const { response, page, next, refused } = answer;
  outcome.replaceChildren(...[...next.childNodes].map((node) => document.adoptNode(node)));
  if (refused) {
    // The box's text is what was refused: mark it, and stay on this page's address and title.
    box.setAttribute("aria-invalid", "true");
    box.setAttribute("aria-describedby", "paste-formats paste-error");
    outcome.querySelector("h2")?.focus();
    return;
  }
  const answeredBox = page.getElementById("paste-puzzle");
  for (const name of ["aria-invalid", "aria-describedby"]) {
    const value = answeredBox?.getAttribute(name);
    if (value) box.setAttribute(name, value);
    else box.removeAttribute(name);
  }
  document.title = page.title;
  // The address the plain POST would end on: a checked puzzle's own (/play?code=…, its redirect), else /play.
  if (response.url !== location.href) history.pushState(null, "", response.url);
  const error = /** @type {HTMLElement | null} */ (outcome.querySelector("#paste-error[data-line]"));
  if (!(error && pointAt(error))) outcome.querySelector("h2")?.focus();
});

// A page that came back with a problem (the plain POST) points at it too.
const shown = /** @type {HTMLElement | null} */ (outcome.querySelector("#paste-error[data-line]"));
if (shown) pointAt(shown);

// Back and forward move between addresses this script pushed: show what each one holds.
addEventListener("popstate", () => location.reload());
