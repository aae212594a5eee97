/** The words of history. */
import type { Area } from "../../../../engine/mod.ts";

const en = {};

export const HISTORY_MESSAGES: Area<typeof en> = {
  en,
  de: {},
  es: {},
};
