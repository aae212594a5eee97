/**
 * SVG to PNG with resvg compiled to Wasm (it runs on Deno Deploy and in Web Workers), with the DejaVu fonts
 * bundled so a card looks the same on every instance. Used by the card job (routes/shared/jobs.ts), wherever
 * that runs.
 */
import { initWasm, Resvg } from "@resvg/resvg-wasm";

let resvgReady: Promise<Uint8Array[]> | null = null;

/**
 * Loads the Wasm renderer and the fonts once per isolate (initWasm may only run once), sharing the promise
 * between concurrent first requests; a failed load is retried by the next request.
 */
function loadRenderer(): Promise<Uint8Array[]> {
  resvgReady ??= (async () => {
    const read = (specifier: string) => Deno.readFile(new URL(import.meta.resolve(specifier)));
    const [wasm, ...fonts] = await Promise.all([
      read("@resvg/resvg-wasm/index_bg.wasm"),
      read("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
      read("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
    ]);
    await initWasm(wasm);
    return fonts;
  })().catch((error) => {
    resvgReady = null;
    throw error;
  });
  return resvgReady;
}

/** `svg` drawn `width` pixels wide, as PNG bytes. */
export async function svgToPng(svg: string, width: number): Promise<Uint8Array<ArrayBuffer>> {
  const fonts = await loadRenderer();
  const resvg = new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    font: { fontBuffers: fonts, loadSystemFonts: false, defaultFontFamily: "DejaVu Sans" },
  });
  try {
    const image = resvg.render();
    try {
      // wasm-bindgen hands back a fresh array on the JS heap (never a view of Wasm memory).
      return image.asPng() as Uint8Array<ArrayBuffer>;
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
