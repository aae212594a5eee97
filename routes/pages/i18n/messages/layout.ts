/**
 * The words of the page shell: the site's navigation, its footer, the language switch, the error page's way
 * back, the installed app's description and the service worker's offline page.
 */
import type { Area } from "../../../../engine/mod.ts";

const en = {
  "layout.languages": "Language",
  /** A page's description when it has none of its own. */
  "layout.description": "The same daily Sudoku for everyone.",
  /** The link preview image's text alternative. */
  "layout.preview-alt": "{title}: the empty puzzle grid",
  "layout.nav": "Site",
  "layout.nav.today": "Today",
  "layout.nav.archive": "Archive",
  "layout.nav.techniques": "Techniques",
  "layout.nav.play-your-own": "Play your own",
  "layout.footer.about": "The same puzzle for everyone each UTC day, graded by the techniques it needs.",
  "layout.footer.play-your-own": "Play your own puzzle",
  "layout.footer.api": "API",
  /** The error page's way back: {today} and {archive} are links. */
  "layout.error.back": "{today} or browse the {archive}.",
  "layout.error.today": "Play today's puzzle",
  "layout.error.archive": "archive",
  /** The web app manifest's description of the installed app. */
  "layout.app-description": "The same daily Sudoku for everyone, graded by the techniques it needs.",
  /** The service worker's page when there is no network and the page was not kept (static/sw.js). */
  "layout.offline.title": "Offline",
  "layout.offline.heading": "You are offline",
  "layout.offline.needs-connection": "This page needs a connection.",
  "layout.offline.kept": "These puzzles were kept on this device and play offline:",
  "layout.offline.none":
    "No puzzle is kept on this device yet: open one while online to play it offline later.",
  /** A kept page of today's daily, by its query ("?level=hard") when it has one. */
  "layout.offline.today": "Today's daily{query}",
};

export const LAYOUT_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "layout.languages": "Sprache",
    "layout.description": "Jeden Tag dasselbe Sudoku für alle.",
    "layout.preview-alt": "{title}: das leere Rätselgitter",
    "layout.nav": "Website",
    "layout.nav.today": "Heute",
    "layout.nav.archive": "Archiv",
    "layout.nav.techniques": "Techniken",
    "layout.nav.play-your-own": "Eigenes Rätsel",
    "layout.footer.about":
      "Jeden UTC-Tag dasselbe Rätsel für alle, eingestuft nach den Techniken, die es verlangt.",
    "layout.footer.play-your-own": "Eigenes Rätsel spielen",
    "layout.footer.api": "API",
    "layout.error.back": "{today} oder stöbere im {archive}.",
    "layout.error.today": "Spiel das heutige Rätsel",
    "layout.error.archive": "Archiv",
    "layout.app-description":
      "Jeden Tag dasselbe Sudoku für alle, eingestuft nach den Techniken, die es verlangt.",
    "layout.offline.title": "Offline",
    "layout.offline.heading": "Du bist offline",
    "layout.offline.needs-connection": "Diese Seite braucht eine Verbindung.",
    "layout.offline.kept": "Diese Rätsel sind auf diesem Gerät gespeichert und lassen sich offline spielen:",
    "layout.offline.none":
      "Auf diesem Gerät ist noch kein Rätsel gespeichert: Öffne eines, solange du online bist, um es später " +
      "offline zu spielen.",
    "layout.offline.today": "Heutiges Tagesrätsel{query}",
  },
  es: {
    "layout.languages": "Idioma",
    "layout.description": "El mismo sudoku diario para todos.",
    "layout.preview-alt": "{title}: la cuadrícula vacía del sudoku",
    "layout.nav": "Sitio",
    "layout.nav.today": "Hoy",
    "layout.nav.archive": "Archivo",
    "layout.nav.techniques": "Técnicas",
    "layout.nav.play-your-own": "Tu propio sudoku",
    "layout.footer.about":
      "El mismo sudoku para todos cada día UTC, clasificado según las técnicas que necesita.",
    "layout.footer.play-your-own": "Juega tu propio sudoku",
    "layout.footer.api": "API",
    "layout.error.back": "{today} o explora el {archive}.",
    "layout.error.today": "Juega el sudoku de hoy",
    "layout.error.archive": "archivo",
    "layout.app-description":
      "El mismo sudoku diario para todos, clasificado según las técnicas que necesita.",
    "layout.offline.title": "Sin conexión",
    "layout.offline.heading": "Estás sin conexión",
    "layout.offline.needs-connection": "Esta página necesita conexión.",
    "layout.offline.kept": "Estos sudokus se guardaron en este dispositivo y se pueden jugar sin conexión:",
    "layout.offline.none":
      "Aún no hay ningún sudoku guardado en este dispositivo: abre uno mientras tengas conexión para jugarlo " +
      "más tarde sin ella.",
    "layout.offline.today": "Reto diario de hoy{query}",
  },
};
