/** The words of finned-fish: its techniques' lessons, descriptions and reasons. */
import type { Area } from "./area.ts";

const en = {};

export const FINNED_FISH_MESSAGES: Area<typeof en> = {
  en,
  de: {},
  es: {},
};
