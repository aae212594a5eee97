/** The words of the player's script (static/play/): hints, checking, solving, sharing. Keys start "player.". */
import type { Area } from "../../../../engine/mod.ts";

const en = {
  "player.and": "{first} and {last}",
};

export const PLAYER_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "player.and": "{first} und {last}",
  },
  es: {
    "player.and": "{first} y {last}",
  },
};
