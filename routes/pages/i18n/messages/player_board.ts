/**
 * The words of the player's script (static/play/) around the board: cell and pad labels, status lines, the
 * clock, pause, the countdown to the next daily, the stats panel and the record's import messages.
 * Keys start "player." so the page sends them to the script.
 */
import type { Area } from "../../../../engine/mod.ts";

const en = {
  /** How a cell's label names it; cell names in explanations ("r6c4") are read out this way too. */
  "player.board.cell": "row {row}, column {column}",
  "player.board.cell.given": "given {digit}",
  /** The pencil marks, digits separated by spaces. */
  "player.board.cell.notes": "notes {digits}",
  "player.board.cell.empty": "empty",
  "player.board.cell.conflict": "conflict",
  "player.board.cell.wrong": "wrong",
  "player.board.cell.cage": "cage {sum} over {n} {n?cell|cells}",
  /** A digit button's description: how many of its digit are still to place. */
  "player.board.pad.left": "{n} left",
  "player.board.pad.done": "all placed",
  "player.board.select-first": "Select a cell first.",
  "player.board.restarted": "Cleared back to the givens. Undo brings your moves back.",
  "player.board.conflict": "Conflict: {text}.",
  /** The `text` of "player.board.conflict". */
  "player.board.conflict.twice": "{digit} appears twice in {region}",
  "player.board.conflict.twice-in-cage": "{digit} appears twice in the {sum} cage at {cell}",
  "player.board.conflict.cage-reached":
    "the digits of the {sum} cage at {cell} already make its sum with cells still empty",
  "player.board.conflict.cage-total": "the digits of the {sum} cage at {cell} add up to {total}, not {sum}",
  /** A region as "player.board.conflict.twice" names it, after "in". */
  "player.board.region-in.row": "row {n}",
  "player.board.region-in.column": "column {n}",
  "player.board.region-in.box": "box {n}",
  "player.board.region-in.jigsaw": "region {n}",
  "player.board.region-in.cage": "cage {n}",
  "player.board.region-in.main-diagonal": "main diagonal",
  "player.board.region-in.anti-diagonal": "anti-diagonal",
  "player.timer.hide": "Hide timer",
  "player.timer.show": "Show timer",
  "player.pause.pause": "Pause",
  "player.pause.resume": "Resume",
  "player.pause.paused": "Paused: the board is hidden and the clock stopped. Resume to go on.",
  "player.countdown.next": "Next daily in {time}.",
  /** The `time` of "player.countdown.next", rounded down. */
  "player.countdown.hours": "{h} h {m} min",
  "player.countdown.minutes": "{m} min",
  "player.countdown.soon": "less than a minute",
  /** Once the day has turned: `link` is "player.countdown.play", linking to the new daily. */
  "player.countdown.out": "A new daily is out: {link}.",
  "player.countdown.play": "play it",
  /** `days` is "player.stats.days", shown strong. */
  "player.stats.current-streak": "Current streak {days}",
  "player.stats.best-streak": "Best streak {days}",
  "player.stats.days": "{n} {n?day|days}",
  "player.stats.caption": "{variant} dailies",
  "player.stats.level": "Level",
  "player.stats.solved": "Days solved",
  "player.stats.best": "Best time",
  "player.stats.median": "Median time",
  /** Read out for a time a level does not have yet (the table shows a dash). */
  "player.stats.no-time": "none",
  /** The classic variant's title; the others' are "player.variant.<id>", and levels "player.level.<id>". */
  "player.stats.classic": "Classic 9×9",
  /** One item of "player.stats.variants", joined with ", ". */
  "player.stats.variant-days": "{variant}: {days}",
  "player.stats.variants": "Days solved in every variant: {list}.",
  "player.stats.variants.none": "Days solved in every variant: none yet.",
  "player.record.empty": "Paste a record code or choose a record file first.",
  "player.record.unknown": "This is neither a record code (one starts with {prefix}) nor a record file.",
  "player.record.damaged": "This record code is damaged or cut short: copy the whole code again.",
  "player.record.newer":
    "This record was made by a newer version of sudoku-daily (format {version}): reload the page to get the " +
    "newest, then import it again.",
  "player.record.not.nothing": "This is not a sudoku-daily record: it holds no record.",
  "player.record.not.unsigned": "This is not a sudoku-daily record: it does not say it is one.",
  "player.record.not.version": "This is not a sudoku-daily record: its format version is unknown.",
  "player.record.not.no-days": "This is not a sudoku-daily record: it lists no days.",
  "player.record.not.no-daily": 'This is not a sudoku-daily record: "{key}" names no daily.',
  "player.record.not.entry": "This is not a sudoku-daily record: the entry of {key} is not an entry.",
  "player.record.not.field":
    "This is not a sudoku-daily record: the entry of {key} has an unknown field {field}.",
  "player.record.not.solved-on":
    "This is not a sudoku-daily record: the entry of {key} has no day it was solved on.",
  "player.record.not.time": "This is not a sudoku-daily record: the entry of {key} has no time.",
  "player.record.not.hints": "This is not a sudoku-daily record: the entry of {key} has no hint count.",
  "player.record.not.expert":
    "This is not a sudoku-daily record: the entry of {key} does not say whether no-hints mode was on.",
};

export const PLAYER_BOARD_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "player.board.cell": "Zeile {row}, Spalte {column}",
    "player.board.cell.given": "Vorgabe {digit}",
    "player.board.cell.notes": "Notizen {digits}",
    "player.board.cell.empty": "leer",
    "player.board.cell.conflict": "Konflikt",
    "player.board.cell.wrong": "falsch",
    "player.board.cell.cage": "Käfig {sum} über {n} {n?Zelle|Zellen}",
    "player.board.pad.left": "noch {n} offen",
    "player.board.pad.done": "alle gesetzt",
    "player.board.select-first": "Wähle zuerst eine Zelle aus.",
    "player.board.restarted":
      "Alles bis auf die Vorgaben gelöscht. Mit „Rückgängig“ holst du deine Züge zurück.",
    "player.board.conflict": "Konflikt: {text}.",
    "player.board.conflict.twice": "Die {digit} steht zweimal in {region}",
    "player.board.conflict.twice-in-cage": "Die {digit} steht zweimal im Käfig mit Summe {sum} bei {cell}",
    "player.board.conflict.cage-reached":
      "Die Ziffern im Käfig mit Summe {sum} bei {cell} erreichen die Summe schon, obwohl noch Zellen leer sind",
    "player.board.conflict.cage-total":
      "Die Ziffern im Käfig mit Summe {sum} bei {cell} ergeben {total}, nicht {sum}",
    "player.board.region-in.row": "Zeile {n}",
    "player.board.region-in.column": "Spalte {n}",
    "player.board.region-in.box": "Block {n}",
    "player.board.region-in.jigsaw": "Gebiet {n}",
    "player.board.region-in.cage": "Käfig {n}",
    "player.board.region-in.main-diagonal": "der Hauptdiagonale",
    "player.board.region-in.anti-diagonal": "der Gegendiagonale",
    "player.timer.hide": "Uhr ausblenden",
    "player.timer.show": "Uhr einblenden",
    "player.pause.pause": "Pause",
    "player.pause.resume": "Weiter",
    "player.pause.paused":
      "Pausiert: Das Spielfeld ist verdeckt und die Uhr angehalten. Mit „Weiter“ spielst du weiter.",
    "player.countdown.next": "Nächstes Tagesrätsel in {time}.",
    "player.countdown.hours": "{h} h {m} min",
    "player.countdown.minutes": "{m} min",
    "player.countdown.soon": "weniger als einer Minute",
    "player.countdown.out": "Ein neues Tagesrätsel ist da: {link}.",
    "player.countdown.play": "jetzt spielen",
    "player.stats.current-streak": "Aktuelle Serie {days}",
    "player.stats.best-streak": "Längste Serie {days}",
    "player.stats.days": "{n} {n?Tag|Tage}",
    "player.stats.caption": "Tagesrätsel {variant}",
    "player.stats.level": "Stufe",
    "player.stats.solved": "Gelöste Tage",
    "player.stats.best": "Bestzeit",
    "player.stats.median": "Medianzeit",
    "player.stats.no-time": "keine",
    "player.stats.classic": "Klassisch 9×9",
    "player.stats.variant-days": "{variant}: {days}",
    "player.stats.variants": "Gelöste Tage je Variante: {list}.",
    "player.stats.variants.none": "Gelöste Tage je Variante: noch keine.",
    "player.record.empty": "Füge zuerst einen Bilanz-Code ein oder wähle eine Bilanz-Datei.",
    "player.record.unknown":
      "Das ist weder ein Bilanz-Code (der beginnt mit {prefix}) noch eine Bilanz-Datei.",
    "player.record.damaged":
      "Dieser Bilanz-Code ist beschädigt oder unvollständig: Kopiere den ganzen Code noch einmal.",
    "player.record.newer":
      "Diese Bilanz stammt aus einer neueren Version von sudoku-daily (Format {version}): Lade die Seite " +
      "neu, um die neueste Version zu bekommen, und importiere sie dann noch einmal.",
    "player.record.not.nothing": "Das ist keine Bilanz von sudoku-daily: Es steht keine Bilanz darin.",
    "player.record.not.unsigned":
      "Das ist keine Bilanz von sudoku-daily: Sie gibt sich nicht als solche aus.",
    "player.record.not.version": "Das ist keine Bilanz von sudoku-daily: Ihre Formatversion ist unbekannt.",
    "player.record.not.no-days": "Das ist keine Bilanz von sudoku-daily: Sie führt keine Tage auf.",
    "player.record.not.no-daily":
      "Das ist keine Bilanz von sudoku-daily: „{key}“ bezeichnet kein Tagesrätsel.",
    "player.record.not.entry":
      "Das ist keine Bilanz von sudoku-daily: Der Eintrag zu {key} ist kein Eintrag.",
    "player.record.not.field":
      "Das ist keine Bilanz von sudoku-daily: Der Eintrag zu {key} hat ein unbekanntes Feld {field}.",
    "player.record.not.solved-on":
      "Das ist keine Bilanz von sudoku-daily: Beim Eintrag zu {key} fehlt der Tag, an dem es gelöst wurde.",
    "player.record.not.time": "Das ist keine Bilanz von sudoku-daily: Beim Eintrag zu {key} fehlt die Zeit.",
    "player.record.not.hints":
      "Das ist keine Bilanz von sudoku-daily: Beim Eintrag zu {key} fehlt die Zahl der Hinweise.",
    "player.record.not.expert":
      "Das ist keine Bilanz von sudoku-daily: Der Eintrag zu {key} sagt nicht, ob der Modus ohne Hinweise an " +
      "war.",
  },
  es: {
    "player.board.cell": "fila {row}, columna {column}",
    "player.board.cell.given": "dado {digit}",
    "player.board.cell.notes": "notas {digits}",
    "player.board.cell.empty": "vacía",
    "player.board.cell.conflict": "conflicto",
    "player.board.cell.wrong": "incorrecta",
    "player.board.cell.cage": "jaula {sum} de {n} {n?celda|celdas}",
    "player.board.pad.left": "{n?queda|quedan} {n}",
    "player.board.pad.done": "todos colocados",
    "player.board.select-first": "Primero selecciona una celda.",
    "player.board.restarted": "Has vuelto a los números dados. Con Deshacer recuperas tus jugadas.",
    "player.board.conflict": "Conflicto: {text}.",
    "player.board.conflict.twice": "el {digit} aparece dos veces en la {region}",
    "player.board.conflict.twice-in-cage": "el {digit} aparece dos veces en la jaula de suma {sum} de {cell}",
    "player.board.conflict.cage-reached":
      "los dígitos de la jaula de suma {sum} de {cell} ya llegan a su suma con celdas aún vacías",
    "player.board.conflict.cage-total":
      "los dígitos de la jaula de suma {sum} de {cell} suman {total}, no {sum}",
    "player.board.region-in.row": "fila {n}",
    "player.board.region-in.column": "columna {n}",
    "player.board.region-in.box": "caja {n}",
    "player.board.region-in.jigsaw": "región {n}",
    "player.board.region-in.cage": "jaula {n}",
    "player.board.region-in.main-diagonal": "diagonal principal",
    "player.board.region-in.anti-diagonal": "antidiagonal",
    "player.timer.hide": "Ocultar cronómetro",
    "player.timer.show": "Mostrar cronómetro",
    "player.pause.pause": "Pausa",
    "player.pause.resume": "Reanudar",
    "player.pause.paused":
      "En pausa: el tablero está oculto y el reloj detenido. Pulsa Reanudar para seguir.",
    "player.countdown.next": "Próximo sudoku del día en {time}.",
    "player.countdown.hours": "{h} h {m} min",
    "player.countdown.minutes": "{m} min",
    "player.countdown.soon": "menos de un minuto",
    "player.countdown.out": "Ya hay un nuevo sudoku del día: {link}.",
    "player.countdown.play": "juégalo",
    "player.stats.current-streak": "Racha actual {days}",
    "player.stats.best-streak": "Mejor racha {days}",
    "player.stats.days": "{n} {n?día|días}",
    "player.stats.caption": "Sudokus del día: {variant}",
    "player.stats.level": "Nivel",
    "player.stats.solved": "Días resueltos",
    "player.stats.best": "Mejor tiempo",
    "player.stats.median": "Tiempo mediano",
    "player.stats.no-time": "ninguno",
    "player.stats.classic": "Clásico 9×9",
    "player.stats.variant-days": "{variant}: {days}",
    "player.stats.variants": "Días resueltos por variante: {list}.",
    "player.stats.variants.none": "Días resueltos por variante: ninguno todavía.",
    "player.record.empty": "Primero pega un código de historial o elige un archivo de historial.",
    "player.record.unknown":
      "Esto no es ni un código de historial (empieza por {prefix}) ni un archivo de historial.",
    "player.record.damaged":
      "Este código de historial está dañado o incompleto: vuelve a copiar el código entero.",
    "player.record.newer":
      "Este historial se hizo con una versión más nueva de sudoku-daily (formato {version}): recarga la " +
      "página para obtener la más reciente y vuelve a importarlo.",
    "player.record.not.nothing": "Esto no es un historial de sudoku-daily: no contiene ningún historial.",
    "player.record.not.unsigned": "Esto no es un historial de sudoku-daily: no dice que lo sea.",
    "player.record.not.version":
      "Esto no es un historial de sudoku-daily: su versión de formato es desconocida.",
    "player.record.not.no-days": "Esto no es un historial de sudoku-daily: no enumera ningún día.",
    "player.record.not.no-daily":
      "Esto no es un historial de sudoku-daily: «{key}» no corresponde a ningún sudoku del día.",
    "player.record.not.entry":
      "Esto no es un historial de sudoku-daily: la entrada de {key} no es una entrada.",
    "player.record.not.field":
      "Esto no es un historial de sudoku-daily: la entrada de {key} tiene un campo desconocido, {field}.",
    "player.record.not.solved-on":
      "Esto no es un historial de sudoku-daily: a la entrada de {key} le falta el día en que se resolvió.",
    "player.record.not.time":
      "Esto no es un historial de sudoku-daily: a la entrada de {key} le falta el tiempo.",
    "player.record.not.hints":
      "Esto no es un historial de sudoku-daily: a la entrada de {key} le falta el número de pistas.",
    "player.record.not.expert":
      "Esto no es un historial de sudoku-daily: la entrada de {key} no dice si el modo sin pistas estaba " +
      "activado.",
  },
};
