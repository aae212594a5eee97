/**
 * The reasons of the singles (engine/explain.ts): why a naked single's cell takes its digit, why a hidden
 * single's digit has one place, and the words about regions those sentences use.
 */
import type { Area } from "./area.ts";

const en = {
  /** A naked single in the last empty cell of a house. */
  "reasons.full-house":
    "{cell} is the last empty cell of {region}, and {digit} is the one digit {region} lacks",
  /** `parts`: one "reasons.region-has" per region (and any earlier eliminations), joined with "; ". */
  "reasons.naked-single": "{cell} can only be {digit}: {parts}, which leaves only {digit}",
  "reasons.region-has": "{region} has {digits}",
  "reasons.removed-from-cell": "earlier eliminations took {digits} from it",
  /** `why`: the "reasons.sees-digit" parts (and any earlier eliminations) joined with "; ", or "…filled". */
  "reasons.hidden-single": "In {region}, {digit} fits only {cell}: {why}",
  "reasons.sees-digit": "{cells} {n?sees|see} the {digit} at {by} ({region})",
  "reasons.removed-from-cells": "earlier eliminations took {digit} from {cells}",
  "reasons.others-filled": "every other cell of {region} is filled",
  /** A cage as one of a cell's own regions: the board draws cages with their sums and no numbers. */
  "reasons.own-cage": "its cage (sum {sum})",
  /** The region two cells share, in a parenthesis, when it is a cage. */
  "reasons.same-cage": "same cage",
};

export const REASONS_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "reasons.full-house": "{cell} ist die letzte leere Zelle in {region}, und die {digit} " +
      "ist die einzige Ziffer, die dort noch fehlt",
    "reasons.naked-single": "In {cell} kann nur die {digit} stehen: {parts}; übrig bleibt nur die {digit}",
    "reasons.region-has": "{region} enthält {digits}",
    "reasons.removed-from-cell": "frühere Schritte haben {digits} aus dieser Zelle gestrichen",
    "reasons.hidden-single": "In {region} passt die {digit} nur in {cell}: {why}",
    "reasons.sees-digit": "{cells} {n?sieht|sehen} die {digit} in {by} ({region})",
    "reasons.removed-from-cells": "frühere Schritte haben die {digit} aus {cells} gestrichen",
    "reasons.others-filled": "alle anderen Zellen in {region} sind gefüllt",
    "reasons.own-cage": "ihr Käfig (Summe {sum})",
    "reasons.same-cage": "derselbe Käfig",
  },
  es: {
    "reasons.full-house":
      "{cell} es la última celda vacía de {region}, y el {digit} es el único dígito que le falta",
    "reasons.naked-single": "{cell} solo puede ser {digit}: {parts}, así que solo queda el {digit}",
    "reasons.region-has": "{region} tiene {digits}",
    "reasons.removed-from-cell": "eliminaciones anteriores le quitaron {digits}",
    "reasons.hidden-single": "En {region}, el {digit} solo cabe en {cell}: {why}",
    "reasons.sees-digit": "{cells} {n?ve|ven} el {digit} de {by} ({region})",
    "reasons.removed-from-cells": "eliminaciones anteriores quitaron el {digit} de {cells}",
    "reasons.others-filled": "todas las demás celdas de {region} están llenas",
    "reasons.own-cage": "su jaula (suma {sum})",
    "reasons.same-cage": "misma jaula",
  },
};
