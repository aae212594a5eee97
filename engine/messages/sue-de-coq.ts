/** The words of sue-de-coq: its techniques' lessons, descriptions and reasons. */
import type { Area } from "./area.ts";

const en = {};

export const SUE_DE_COQ_MESSAGES: Area<typeof en> = {
  en,
  de: {},
  es: {},
};
