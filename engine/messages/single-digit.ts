/** The words of single-digit: its techniques' lessons, descriptions and reasons. */
import type { Area } from "./area.ts";

const en = {};

export const SINGLE_DIGIT_MESSAGES: Area<typeof en> = {
  en,
  de: {},
  es: {},
};
