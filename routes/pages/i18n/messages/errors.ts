/** The words of errors. */
import type { Area } from "../../../../engine/mod.ts";

const en = {};

export const ERRORS_MESSAGES: Area<typeof en> = {
  en,
  de: {},
  es: {},
};
