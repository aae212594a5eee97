/** The words of subsets: its techniques' lessons, descriptions and reasons. */
import type { Area } from "./area.ts";

const en = {};

export const SUBSETS_MESSAGES: Area<typeof en> = {
  en,
  de: {},
  es: {},
};
