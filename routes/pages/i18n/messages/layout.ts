/** The words of the page shell: the site's navigation, its footer, the language switch. */
import type { Area } from "../../../../engine/mod.ts";

const en = {
  "layout.languages": "Language",
};

export const LAYOUT_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "layout.languages": "Sprache",
  },
  es: {
    "layout.languages": "Idioma",
  },
};
