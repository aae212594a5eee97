// Sharing: the puzzle's link (the system share sheet where there is one) and the result line, by clipboard
// when allowed, else shown to copy by hand.

async function copyText(text) {
  if (navigator.clipboard && globalThis.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused: the caller shows the text instead.
    }
  }
  return false;
}

export function installSharing({ el, code, setStatus }) {
  async function share() {
    const url = location.origin + "/p/" + code;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: document.title, url });
        setStatus("Shared: " + url);
        return;
      } catch (error) {
        if (error && error.name === "AbortError") return;
      }
    }
    setStatus((await copyText(url)) ? "Link copied: " + url : "Share this link: " + url);
  }

  async function copyResult() {
    const text = el.resultLine.textContent;
    setStatus((await copyText(text)) ? "Result copied." : "Copy this result: " + text);
  }

  el.share.addEventListener("click", share);
  el.copyResult.addEventListener("click", copyResult);
}
