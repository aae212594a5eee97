/** The words of als: its techniques' lessons, descriptions and reasons. */
import type { Area } from "./area.ts";

const en = {};

export const ALS_MESSAGES: Area<typeof en> = {
  en,
  de: {},
  es: {},
};
