/** The words of techniques. */
import type { Area } from "../../../../engine/mod.ts";

const en = {};

export const TECHNIQUES_MESSAGES: Area<typeof en> = {
  en,
  de: {},
  es: {},
};
