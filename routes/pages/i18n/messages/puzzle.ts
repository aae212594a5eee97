/** The words of puzzle. */
import type { Area } from "../../../../engine/mod.ts";

const en = {};

export const PUZZLE_MESSAGES: Area<typeof en> = {
  en,
  de: {},
  es: {},
};
