/** The words of archive. */
import type { Area } from "../../../../engine/mod.ts";

const en = {};

export const ARCHIVE_MESSAGES: Area<typeof en> = {
  en,
  de: {},
  es: {},
};
