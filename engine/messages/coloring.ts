/** The words of coloring: its techniques' lessons, descriptions and reasons. */
import type { Area } from "./area.ts";

const en = {};

export const COLORING_MESSAGES: Area<typeof en> = {
  en,
  de: {},
  es: {},
};
