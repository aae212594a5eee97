/** A hint's messages when it tells no step: a mistake, a conflict, a board that is solved or stuck. */
import type { Area } from "./area.ts";

const en = {
  "hint.wrong-digit": "the {digit} at {cells} is wrong: the solution has another digit there",
  "hint.wrong-digits": "the digits at {cells} are wrong: the solution has other digits there",
};

export const HINT_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "hint.wrong-digit": "die {digit} in {cells} ist falsch: die Lösung hat dort eine andere Ziffer",
    "hint.wrong-digits": "die Ziffern in {cells} sind falsch: die Lösung hat dort andere Ziffern",
  },
  es: {
    "hint.wrong-digit": "el {digit} en {cells} está mal: la solución tiene otro dígito ahí",
    "hint.wrong-digits": "los dígitos en {cells} están mal: la solución tiene otros dígitos ahí",
  },
};
