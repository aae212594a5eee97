/** The words of paste. */
import type { Area } from "../../../../engine/mod.ts";

const en = {};

export const PASTE_MESSAGES: Area<typeof en> = {
  en,
  de: {},
  es: {},
};
