/**
 * The words of the pages' own errors: no such page, too much sent, a month the archive does not have, a
 * technique the catalogue does not have. (Errors about a level, a variant, a day or a share code are
 * routes/shared/messages.ts's, since the embeds write them too; a paste's, an unreadable form included, are
 * the paste page's.)
 */
import type { Area } from "../../../../engine/mod.ts";

const en = {
  "errors.not-found": "Page not found",
  "errors.not-found-message":
    "There is no page at {path}. Dailies live at /daily/YYYY-MM-DD/<level>, shared puzzles at /p/<code>.",
  "errors.too-large": "Too much to read",
  "errors.too-large-message":
    'What was sent is over {kib} KiB, more than any puzzle needs. Paste just the grid on the "play your own" ' +
    "page (/play).",
  "errors.bad-month": "Not a valid month",
  "errors.bad-month-message": '"{month}" is not a month of the archive: use YYYY-MM, from {first}.',
  "errors.month-not-out-yet": "No daily of {month} is out yet. Today is {today} (UTC).",
  "errors.unknown-technique": "Unknown technique",
  "errors.unknown-technique-message":
    'There is no technique "{id}". The catalogue has {count}, listed on the techniques page.',
};

export const ERRORS_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "errors.not-found": "Seite nicht gefunden",
    "errors.not-found-message":
      "Unter {path} gibt es keine Seite. Tagesrätsel findest du unter /daily/JJJJ-MM-TT/<stufe>, geteilte " +
      "Rätsel unter /p/<code>.",
    "errors.too-large": "Zu viel zum Lesen",
    "errors.too-large-message":
      "Das Gesendete ist größer als {kib} KiB, mehr als jedes Rätsel braucht. Füge nur das Gitter auf der " +
      "Seite „Eigenes Rätsel“ (/play) ein.",
    "errors.bad-month": "Kein gültiger Monat",
    "errors.bad-month-message": "„{month}“ ist kein Monat des Archivs: Gib JJJJ-MM an, ab {first}.",
    "errors.month-not-out-yet":
      "Aus {month} ist noch kein Tagesrätsel erschienen. Heute ist der {today} (UTC).",
    "errors.unknown-technique": "Unbekannte Technik",
    "errors.unknown-technique-message":
      "Es gibt keine Technik „{id}“. Der Katalog umfasst {count}; sie stehen auf der Seite „Techniken“.",
  },
  es: {
    "errors.not-found": "Página no encontrada",
    "errors.not-found-message":
      "No hay ninguna página en {path}. Los retos diarios están en /daily/AAAA-MM-DD/<nivel> y los sudokus " +
      "compartidos, en /p/<código>.",
    "errors.too-large": "Demasiado para leer",
    "errors.too-large-message":
      "Lo enviado supera {kib} KiB, más de lo que necesita cualquier sudoku. Pega solo la cuadrícula en la " +
      "página «Tu propio sudoku» (/play).",
    "errors.bad-month": "Mes no válido",
    "errors.bad-month-message": "«{month}» no es un mes del archivo: usa AAAA-MM, desde {first}.",
    "errors.month-not-out-yet": "Aún no ha salido ningún reto diario de {month}. Hoy es {today} (UTC).",
    "errors.unknown-technique": "Técnica desconocida",
    "errors.unknown-technique-message":
      "No existe la técnica «{id}». El catálogo tiene {count}, en la página de técnicas.",
  },
};
