/** The words of chains: its techniques' lessons, descriptions and reasons. */
import type { Area } from "./area.ts";

const en = {};

export const CHAINS_MESSAGES: Area<typeof en> = {
  en,
  de: {},
  es: {},
};
