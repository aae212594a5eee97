/** The words of forcing: its techniques' lessons, descriptions and reasons. */
import type { Area } from "./area.ts";

const en = {};

export const FORCING_MESSAGES: Area<typeof en> = {
  en,
  de: {},
  es: {},
};
