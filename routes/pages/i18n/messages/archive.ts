/**
 * The words of the archive (archive.tsx): a month's calendar of one level's dailies, and the player's
 * marks on it (static/play/archive.js, keys "player.archive.").
 */
import type { Area } from "../../../../engine/mod.ts";

const en = {
  /** `month` is a month's title ("November 2026"), `level` a level's name, `variant` a variant's name. */
  "archive.title": "Archive · {month} · {level}",
  "archive.title.variant": "Archive · {month} · {variant} {level}",
  /** `level` is one of "shared.level-in-sentence.<level>". */
  "archive.description": "Every {level} daily Sudoku of {month}.",
  "archive.description.variant": "Every {level} daily {variant} Sudoku of {month}.",
  "archive.heading": "Archive: {month}, {level}",
  "archive.heading.variant": "Archive: {month}, {variant} {level}",
  "archive.levels": "Level",
  "archive.months": "Month",
  /** `solved` and `started` are the signs the calendar marks days with. */
  "archive.legend": "Days you played in this browser are marked: {solved} solved, {started} started.",
  "archive.caption": "{level} dailies of {month}",
  /** A day's link, read out: `n` is the day of the month, `day` the date as YYYY-MM-DD. */
  "archive.day": "{n}, {level} daily of {day}",
  /** The calendar's columns, Monday first. */
  "archive.weekday.1": "Mon",
  "archive.weekday.2": "Tue",
  "archive.weekday.3": "Wed",
  "archive.weekday.4": "Thu",
  "archive.weekday.5": "Fri",
  "archive.weekday.6": "Sat",
  "archive.weekday.7": "Sun",
  /** A marked day's link: its name as the page gives it ("archive.day"), then the mark. */
  "player.archive.marked": "{day}, {mark}",
  "player.archive.mark.solved": "solved",
  "player.archive.mark.started": "started",
  "player.archive.saved": "Record file saved: {n} {n?day|days}.",
  "player.archive.copied": "Record code copied: paste it on your other device.",
  "player.archive.copy-below": "Copy the record code below.",
  /** `reason` is why, one of the record's messages ("player.record."). */
  "player.archive.not-imported": "Not imported. {reason}",
  "player.archive.imported":
    "Imported: {added} new {added?day|days}, {updated} updated. Your record holds {total} {total?day|days}.",
};

export const ARCHIVE_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "archive.title": "Archiv · {month} · {level}",
    "archive.title.variant": "Archiv · {month} · {variant} {level}",
    "archive.description": "Alle Tagesrätsel der Stufe {level} aus dem {month}.",
    "archive.description.variant":
      "Alle Tagesrätsel der Variante {variant} in der Stufe {level} aus dem {month}.",
    "archive.heading": "Archiv: {month}, {level}",
    "archive.heading.variant": "Archiv: {month}, {variant} {level}",
    "archive.levels": "Stufe",
    "archive.months": "Monat",
    "archive.legend":
      "Tage, die du in diesem Browser gespielt hast, sind markiert: {solved} gelöst, {started} begonnen.",
    "archive.caption": "Tagesrätsel der Stufe {level} im {month}",
    "archive.day": "{n}, Tagesrätsel {level} vom {day}",
    "archive.weekday.1": "Mo",
    "archive.weekday.2": "Di",
    "archive.weekday.3": "Mi",
    "archive.weekday.4": "Do",
    "archive.weekday.5": "Fr",
    "archive.weekday.6": "Sa",
    "archive.weekday.7": "So",
    "player.archive.marked": "{day}, {mark}",
    "player.archive.mark.solved": "gelöst",
    "player.archive.mark.started": "begonnen",
    "player.archive.saved": "Bilanz-Datei gespeichert: {n} {n?Tag|Tage}.",
    "player.archive.copied": "Bilanz-Code kopiert: Füge ihn auf deinem anderen Gerät ein.",
    "player.archive.copy-below": "Kopiere den Bilanz-Code unten.",
    "player.archive.not-imported": "Nicht importiert. {reason}",
    "player.archive.imported":
      "Importiert: {added} {added?neuer Tag|neue Tage}, {updated} aktualisiert. Deine Bilanz umfasst {total} " +
      "{total?Tag|Tage}.",
  },
  es: {
    "archive.title": "Archivo · {month} · {level}",
    "archive.title.variant": "Archivo · {month} · {variant} {level}",
    "archive.description": "Todos los sudokus del día de nivel {level} de {month}.",
    "archive.description.variant": "Todos los sudokus {variant} del día de nivel {level} de {month}.",
    "archive.heading": "Archivo: {month}, {level}",
    "archive.heading.variant": "Archivo: {month}, {variant} {level}",
    "archive.levels": "Nivel",
    "archive.months": "Mes",
    "archive.legend":
      "Los días que jugaste en este navegador están marcados: {solved} resuelto, {started} empezado.",
    "archive.caption": "Sudokus del día de nivel {level} de {month}",
    "archive.day": "{n}, sudoku del día {level} del {day}",
    "archive.weekday.1": "Lu",
    "archive.weekday.2": "Ma",
    "archive.weekday.3": "Mi",
    "archive.weekday.4": "Ju",
    "archive.weekday.5": "Vi",
    "archive.weekday.6": "Sá",
    "archive.weekday.7": "Do",
    "player.archive.marked": "{day}, {mark}",
    "player.archive.mark.solved": "resuelto",
    "player.archive.mark.started": "empezado",
    "player.archive.saved": "Archivo de historial guardado: {n} {n?día|días}.",
    "player.archive.copied": "Código de historial copiado: pégalo en tu otro dispositivo.",
    "player.archive.copy-below": "Copia el código de historial de abajo.",
    "player.archive.not-imported": "No se importó. {reason}",
    "player.archive.imported":
      "Importado: {added} {added?día nuevo|días nuevos}, {updated} {updated?actualizado|actualizados}. Tu " +
      "historial tiene {total} {total?día|días}.",
  },
};
