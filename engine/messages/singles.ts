/** The words of singles: its techniques' lessons, descriptions and reasons. */
import type { Area } from "./area.ts";

const en = {};

export const SINGLES_MESSAGES: Area<typeof en> = {
  en,
  de: {},
  es: {},
};
