/** The words of aic: its techniques' lessons, descriptions and reasons. */
import type { Area } from "./area.ts";

const en = {};

export const AIC_MESSAGES: Area<typeof en> = {
  en,
  de: {},
  es: {},
};
