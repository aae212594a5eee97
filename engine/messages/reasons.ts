/** The words of reasons: its techniques' lessons, descriptions and reasons. */
import type { Area } from "./area.ts";

const en = {};

export const REASONS_MESSAGES: Area<typeof en> = {
  en,
  de: {},
  es: {},
};
