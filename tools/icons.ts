/**
 * Renders the app icon (routes/pages/static/icons/icon.svg) to the PNG sizes the web app manifest lists, with
 * the renderer the cards use (routes/shared/png.ts). The PNGs are committed, so the server never draws them;
 * run after changing the SVG:
 *
 *   deno run --allow-read --allow-write=routes/pages/static/icons tools/icons.ts
 */
import { svgToPng } from "../routes/shared/png.ts";

/** The sizes the manifest lists (routes/pages/assets.ts reads whichever icon-<size>.png files exist). */
const ICON_PNG_SIZES = [192, 512];

const ICONS = new URL("../routes/pages/static/icons/", import.meta.url);

if (import.meta.main) {
  const svg = await Deno.readTextFile(new URL("icon.svg", ICONS));
  for (const size of ICON_PNG_SIZES) {
    const png = await svgToPng(svg, size);
    await Deno.writeFile(new URL(`icon-${size}.png`, ICONS), png);
    console.log(`icon-${size}.png: ${png.byteLength} bytes`);
  }
}
