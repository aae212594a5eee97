/** The words of wings: its techniques' lessons, descriptions and reasons. */
import type { Area } from "./area.ts";

const en = {};

export const WINGS_MESSAGES: Area<typeof en> = {
  en,
  de: {},
  es: {},
};
