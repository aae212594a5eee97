/** The words of fish: its techniques' lessons, descriptions and reasons. */
import type { Area } from "./area.ts";

const en = {};

export const FISH_MESSAGES: Area<typeof en> = {
  en,
  de: {},
  es: {},
};
