/** The words of player_board. */
import type { Area } from "../../../../engine/mod.ts";

const en = {};

export const PLAYER_BOARD_MESSAGES: Area<typeof en> = {
  en,
  de: {},
  es: {},
};
