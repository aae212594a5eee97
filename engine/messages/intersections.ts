/** The words of intersections: its techniques' lessons, descriptions and reasons. */
import type { Area } from "./area.ts";

const en = {};

export const INTERSECTIONS_MESSAGES: Area<typeof en> = {
  en,
  de: {},
  es: {},
};
