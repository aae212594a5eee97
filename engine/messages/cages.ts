/** The words of cages: its techniques' lessons, descriptions and reasons. */
import type { Area } from "./area.ts";

const en = {};

export const CAGES_MESSAGES: Area<typeof en> = {
  en,
  de: {},
  es: {},
};
