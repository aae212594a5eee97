/** The words of uniqueness: its techniques' lessons, descriptions and reasons. */
import type { Area } from "./area.ts";

const en = {};

export const UNIQUENESS_MESSAGES: Area<typeof en> = {
  en,
  de: {},
  es: {},
};
