/**
 * The words of the puzzle page as the server writes it (play.tsx, board.tsx, variant_picker.tsx): the rules
 * above the board, the pickers, the controls, the panels' headings, the shortcuts and the cells' labels. What
 * the player's script writes later is in player.ts and player_board.ts.
 */
import type { Area } from "../../../../engine/mod.ts";

const en = {
  "puzzle.skip-to-board": "Skip to the board",
  /** On paper, where the puzzle is from. */
  "puzzle.print-link": "Play it online: {url}",
  /** What a variant asks beyond a classic Sudoku, above its board. */
  "puzzle.rules.killer":
    "Killer Sudoku: the digits in each dashed cage add up to the number in its corner, and never repeat in it.",
  "puzzle.rules.x":
    "X-Sudoku: each of the two shaded diagonals holds 1 to {size} once, as rows, columns and " +
    "boxes do.",
  "puzzle.rules.sized": "Fill every row, column and {boxRows}×{boxCols} box with the digits 1 to {size}.",
  "puzzle.levels": "Level",
  "puzzle.variants": "Variant",
  /** Each variant's rules in a line: the variant picker's tooltips. */
  "puzzle.variant-summary.9x9": "Fill the 9×9 grid so every row, column and 3×3 box holds 1 to 9 once.",
  "puzzle.variant-summary.4x4": "A first Sudoku: every row, column and 2×2 box holds 1 to 4 once.",
  "puzzle.variant-summary.6x6": "Every row, column and 2×3 box holds 1 to 6 once.",
  "puzzle.variant-summary.16x16": "Every row, column and 4×4 box holds 1 to 16 once.",
  "puzzle.variant-summary.killer":
    "Classic rules, and the digits in each dashed cage add up to its sum without repeating.",
  "puzzle.variant-summary.x": "Classic rules, and both main diagonals also hold 1 to 9 once.",
  "puzzle.time": "Time",
  "puzzle.pause": "Pause",
  "puzzle.no-hints": "No-hints mode",
  "puzzle.digits": "Digits",
  "puzzle.digit": "digit {digit}",
  /** Under the pad of a grid past 9×9: {last} is the letter of the largest digit. */
  "puzzle.keys-note":
    "Keys: 1 to 9; for 10 to {size}, type 1 then the second figure (1 then 6 is 16), or a " +
    "letter: A is 10, B is 11 … {last} is {size}.",
  "puzzle.editing": "Editing",
  "puzzle.erase": "Erase",
  "puzzle.pencil": "Pencil",
  "puzzle.undo": "Undo",
  "puzzle.redo": "Redo",
  "puzzle.actions": "Puzzle",
  "puzzle.check": "Check",
  "puzzle.hint": "Hint",
  "puzzle.share": "Share",
  "puzzle.steps": "Step by step",
  "puzzle.marks-tools": "Pencil marks, restart, timer and help",
  "puzzle.fill-candidates": "Fill candidates",
  "puzzle.auto-clear": "Auto-clear marks",
  "puzzle.restart": "Restart",
  "puzzle.hide-timer": "Hide timer",
  "puzzle.shortcuts": "Shortcuts",
  /** Without JavaScript: {code} is the share code. */
  "puzzle.noscript":
    "The board above shows the givens; playing it here needs JavaScript. The puzzle's share code is {code}.",
  "puzzle.solved": "Solved",
  "puzzle.copy-result": "Copy result",
  /** How others did, in the solved panel of a daily: the switch that sends the player's time, off by default. */
  "puzzle.others.heading": "How others did",
  "puzzle.others.share": "Share my time with other players",
  "puzzle.others.name": "Name on your channel's list (optional)",
  "puzzle.others.note":
    "Off unless you switch it on. Sent: your time, hints, the solved grid, a random id made by this browser and the name, if you give one.",
  "puzzle.previous-step": "Previous step",
  "puzzle.next-step": "Next step",
  "puzzle.how-it-works": "How this technique works",
  /** The step drawing's key: {struck}, {ringed} and {tinted} are the marked words below. */
  "puzzle.diagram-key": "{struck}: what the step removes; {ringed}: the digit it places; {tinted}: the " +
    "pattern's cells (paler: its regions); a colouring's two colours are ringed and boxed. Lines join " +
    "candidates: solid for a strong link, dashed for a weak one, arrowed along a chain.",
  "puzzle.diagram-key.struck": "Struck out",
  "puzzle.diagram-key.ringed": "ringed",
  "puzzle.diagram-key.tinted": "tinted",
  "puzzle.shortcuts.title": "Keyboard shortcuts",
  "puzzle.shortcuts.key": "Key",
  "puzzle.shortcuts.action": "What it does",
  /** Keys by the names printed on them. */
  "puzzle.key.backspace": "Backspace",
  "puzzle.key.delete": "Delete",
  "puzzle.key.ctrl": "Ctrl",
  "puzzle.key.shift": "Shift",
  "puzzle.key.space": "Space",
  "puzzle.key.esc": "Esc",
  /** The digit keys: {one}, {last} … are keys. */
  "puzzle.shortcuts.digit-keys": "{one} to {last}",
  "puzzle.shortcuts.digit-keys-large":
    "{one} to {nine}; 10 to {size}: {one} then the second figure, or {a} to {last}",
  "puzzle.shortcuts.digit": "Enter a digit in the selected cell (a pencil mark in pencil mode)",
  "puzzle.shortcuts.erase-keys": "{zero}, {backspace} or {delete}",
  "puzzle.shortcuts.erase": "Erase the selected cell",
  "puzzle.shortcuts.move": "Move the selection",
  "puzzle.shortcuts.pencil": "Pencil mode on or off",
  "puzzle.shortcuts.undo": "Undo",
  /** Two key combinations that do the same. */
  "puzzle.shortcuts.either": "{first} or {second}",
  "puzzle.shortcuts.redo": "Redo",
  "puzzle.shortcuts.pause": "Pause or resume (on a button, Space presses the button)",
  "puzzle.shortcuts.show": "Show these shortcuts",
  "puzzle.shortcuts.close-list": "Close this list",
  "puzzle.shortcuts.mac": "On a Mac, {command} works as {ctrl}.",
  "puzzle.shortcuts.close": "Close",
  "puzzle.board": "Sudoku board",
  /** A cell's label before the player's script takes over (its render.js words it the same). */
  "puzzle.cell.empty": "row {row}, column {column}, empty",
  "puzzle.cell.given": "row {row}, column {column}, given {digit}",
  "puzzle.cell.empty-in-cage":
    "row {row}, column {column}, empty, cage {sum} over {cells} {cells?cell|cells}",
  "puzzle.cell.given-in-cage":
    "row {row}, column {column}, given {digit}, cage {sum} over {cells} {cells?cell|cells}",
};

export const PUZZLE_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "puzzle.skip-to-board": "Zum Spielfeld springen",
    "puzzle.print-link": "Online spielen: {url}",
    "puzzle.rules.killer":
      "Killer-Sudoku: Die Ziffern in jedem gestrichelten Käfig ergeben zusammen die Zahl in seiner Ecke und " +
      "wiederholen sich darin nie.",
    "puzzle.rules.x":
      "X-Sudoku: Jede der beiden schattierten Diagonalen enthält 1 bis {size} genau einmal, so wie Zeilen, " +
      "Spalten und Blöcke.",
    "puzzle.rules.sized":
      "Fülle jede Zeile, jede Spalte und jeden {boxRows}×{boxCols}-Block mit den Ziffern " +
      "1 bis {size}.",
    "puzzle.levels": "Stufe",
    "puzzle.variants": "Variante",
    "puzzle.variant-summary.9x9":
      "Fülle das 9×9-Gitter so, dass jede Zeile, jede Spalte und jeder 3×3-Block 1 bis 9 genau einmal enthält.",
    "puzzle.variant-summary.4x4":
      "Ein erstes Sudoku: Jede Zeile, jede Spalte und jeder 2×2-Block enthält 1 bis 4 genau einmal.",
    "puzzle.variant-summary.6x6": "Jede Zeile, jede Spalte und jeder 2×3-Block enthält 1 bis 6 genau einmal.",
    "puzzle.variant-summary.16x16":
      "Jede Zeile, jede Spalte und jeder 4×4-Block enthält 1 bis 16 genau einmal.",
    "puzzle.variant-summary.killer":
      "Klassische Regeln, und die Ziffern in jedem gestrichelten Käfig ergeben ohne Wiederholung seine Summe.",
    "puzzle.variant-summary.x":
      "Klassische Regeln, und auch beide Hauptdiagonalen enthalten 1 bis 9 genau einmal.",
    "puzzle.time": "Zeit",
    "puzzle.pause": "Pause",
    "puzzle.no-hints": "Ohne Tipps",
    "puzzle.digits": "Ziffern",
    "puzzle.digit": "Ziffer {digit}",
    "puzzle.keys-note":
      "Tasten: 1 bis 9; für 10 bis {size} tippe 1 und dann die zweite Ziffer (1, dann 6 ist 16), oder einen " +
      "Buchstaben: A ist 10, B ist 11 … {last} ist {size}.",
    "puzzle.editing": "Bearbeiten",
    "puzzle.erase": "Löschen",
    "puzzle.pencil": "Notizen",
    "puzzle.undo": "Rückgängig",
    "puzzle.redo": "Wiederholen",
    "puzzle.actions": "Rätsel",
    "puzzle.check": "Prüfen",
    "puzzle.hint": "Tipp",
    "puzzle.share": "Teilen",
    "puzzle.steps": "Schritt für Schritt",
    "puzzle.marks-tools": "Notizen, Neustart, Uhr und Hilfe",
    "puzzle.fill-candidates": "Kandidaten eintragen",
    "puzzle.auto-clear": "Notizen automatisch entfernen",
    "puzzle.restart": "Neu starten",
    "puzzle.hide-timer": "Uhr ausblenden",
    "puzzle.shortcuts": "Tastenkürzel",
    "puzzle.noscript":
      "Das Spielfeld oben zeigt die Vorgaben; zum Spielen braucht diese Seite JavaScript. Der Code des " +
      "Rätsels ist {code}.",
    "puzzle.solved": "Gelöst",
    "puzzle.copy-result": "Ergebnis kopieren",
    "puzzle.others.heading": "Wie es anderen ging",
    "puzzle.others.share": "Meine Zeit mit anderen teilen",
    "puzzle.others.name": "Name in der Liste deines Kanals (freiwillig)",
    "puzzle.others.note":
      "Aus, bis du es einschaltest. Gesendet werden deine Zeit, die Hinweise, das gelöste Gitter, eine zufällige Kennung dieses Browsers und der Name, falls du einen angibst.",
    "puzzle.previous-step": "Vorheriger Schritt",
    "puzzle.next-step": "Nächster Schritt",
    "puzzle.how-it-works": "So funktioniert diese Technik",
    "puzzle.diagram-key":
      "{struck}: was der Schritt entfernt; {ringed}: die Ziffer, die er setzt; {tinted}: die Zellen des " +
      "Musters (blasser: seine Bereiche); die zwei Farben einer Färbung sind eingekreist und umrahmt. Linien " +
      "verbinden Kandidaten: durchgezogen für eine starke Verbindung, gestrichelt für eine schwache, mit " +
      "Pfeilen entlang einer Kette.",
    "puzzle.diagram-key.struck": "Durchgestrichen",
    "puzzle.diagram-key.ringed": "eingekreist",
    "puzzle.diagram-key.tinted": "getönt",
    "puzzle.shortcuts.title": "Tastenkürzel",
    "puzzle.shortcuts.key": "Taste",
    "puzzle.shortcuts.action": "Was sie tut",
    "puzzle.key.backspace": "Rücktaste",
    "puzzle.key.delete": "Entf",
    "puzzle.key.ctrl": "Strg",
    "puzzle.key.shift": "Umschalt",
    "puzzle.key.space": "Leertaste",
    "puzzle.key.esc": "Esc",
    "puzzle.shortcuts.digit-keys": "{one} bis {last}",
    "puzzle.shortcuts.digit-keys-large":
      "{one} bis {nine}; 10 bis {size}: {one}, dann die zweite Ziffer, oder {a} bis {last}",
    "puzzle.shortcuts.digit": "Eine Ziffer in die gewählte Zelle eintragen (im Notizmodus eine Notiz)",
    "puzzle.shortcuts.erase-keys": "{zero}, {backspace} oder {delete}",
    "puzzle.shortcuts.erase": "Die gewählte Zelle leeren",
    "puzzle.shortcuts.move": "Die Auswahl bewegen",
    "puzzle.shortcuts.pencil": "Notizmodus ein oder aus",
    "puzzle.shortcuts.undo": "Rückgängig",
    "puzzle.shortcuts.either": "{first} oder {second}",
    "puzzle.shortcuts.redo": "Wiederholen",
    "puzzle.shortcuts.pause":
      "Pausieren oder fortsetzen (auf einer Schaltfläche betätigt die Leertaste die Schaltfläche)",
    "puzzle.shortcuts.show": "Diese Tastenkürzel zeigen",
    "puzzle.shortcuts.close-list": "Diese Liste schließen",
    "puzzle.shortcuts.mac": "Auf einem Mac wirkt {command} wie {ctrl}.",
    "puzzle.shortcuts.close": "Schließen",
    "puzzle.board": "Sudoku-Spielfeld",
    "puzzle.cell.empty": "Zeile {row}, Spalte {column}, leer",
    "puzzle.cell.given": "Zeile {row}, Spalte {column}, Vorgabe {digit}",
    "puzzle.cell.empty-in-cage":
      "Zeile {row}, Spalte {column}, leer, Käfig {sum} über {cells} {cells?Zelle|Zellen}",
    "puzzle.cell.given-in-cage":
      "Zeile {row}, Spalte {column}, Vorgabe {digit}, Käfig {sum} über {cells} {cells?Zelle|Zellen}",
  },
  es: {
    "puzzle.skip-to-board": "Saltar al tablero",
    "puzzle.print-link": "Juégalo en línea: {url}",
    "puzzle.rules.killer":
      "Sudoku Killer: los dígitos de cada jaula discontinua suman el número de su esquina y nunca se repiten " +
      "en ella.",
    "puzzle.rules.x":
      "Sudoku X: cada una de las dos diagonales sombreadas contiene del 1 al {size} una sola vez, igual que " +
      "las filas, columnas y cajas.",
    "puzzle.rules.sized":
      "Rellena cada fila, columna y caja de {boxRows}×{boxCols} con los dígitos del 1 al {size}.",
    "puzzle.levels": "Nivel",
    "puzzle.variants": "Variante",
    "puzzle.variant-summary.9x9":
      "Rellena la cuadrícula de 9×9 de modo que cada fila, columna y caja de 3×3 contenga del 1 al 9 una sola " +
      "vez.",
    "puzzle.variant-summary.4x4":
      "Un primer sudoku: cada fila, columna y caja de 2×2 contiene del 1 al 4 una sola vez.",
    "puzzle.variant-summary.6x6": "Cada fila, columna y caja de 2×3 contiene del 1 al 6 una sola vez.",
    "puzzle.variant-summary.16x16": "Cada fila, columna y caja de 4×4 contiene del 1 al 16 una sola vez.",
    "puzzle.variant-summary.killer":
      "Reglas clásicas, y los dígitos de cada jaula discontinua suman su total sin repetirse.",
    "puzzle.variant-summary.x":
      "Reglas clásicas, y además las dos diagonales principales contienen del 1 al 9 una sola vez.",
    "puzzle.time": "Tiempo",
    "puzzle.pause": "Pausa",
    "puzzle.no-hints": "Modo sin pistas",
    "puzzle.digits": "Dígitos",
    "puzzle.digit": "dígito {digit}",
    "puzzle.keys-note":
      "Teclas: del 1 al 9; para del 10 al {size}, escribe 1 y luego la segunda cifra (1 y luego 6 es 16), o " +
      "una letra: A es 10, B es 11 … {last} es {size}.",
    "puzzle.editing": "Edición",
    "puzzle.erase": "Borrar",
    "puzzle.pencil": "Lápiz",
    "puzzle.undo": "Deshacer",
    "puzzle.redo": "Rehacer",
    "puzzle.actions": "Sudoku",
    "puzzle.check": "Comprobar",
    "puzzle.hint": "Pista",
    "puzzle.share": "Compartir",
    "puzzle.steps": "Paso a paso",
    "puzzle.marks-tools": "Notas, reinicio, cronómetro y ayuda",
    "puzzle.fill-candidates": "Rellenar candidatos",
    "puzzle.auto-clear": "Borrar notas automáticamente",
    "puzzle.restart": "Reiniciar",
    "puzzle.hide-timer": "Ocultar cronómetro",
    "puzzle.shortcuts": "Atajos",
    "puzzle.noscript":
      "El tablero de arriba muestra los dígitos dados; para jugar aquí hace falta JavaScript. El código del " +
      "sudoku es {code}.",
    "puzzle.solved": "Resuelto",
    "puzzle.copy-result": "Copiar resultado",
    "puzzle.others.heading": "Cómo les fue a los demás",
    "puzzle.others.share": "Compartir mi tiempo con otros jugadores",
    "puzzle.others.name": "Nombre en la lista de tu canal (opcional)",
    "puzzle.others.note":
      "Apagado salvo que lo actives. Se envían tu tiempo, las pistas, la cuadrícula resuelta, un id aleatorio creado por este navegador y el nombre, si das uno.",
    "puzzle.previous-step": "Paso anterior",
    "puzzle.next-step": "Paso siguiente",
    "puzzle.how-it-works": "Cómo funciona esta técnica",
    "puzzle.diagram-key":
      "{struck}: lo que quita el paso; {ringed}: el dígito que coloca; {tinted}: las celdas del patrón (más " +
      "claro: sus regiones); los dos colores de una coloración van en círculo y en recuadro. Las líneas unen " +
      "candidatos: continuas para un enlace fuerte, discontinuas para uno débil y con flechas a lo largo de " +
      "una cadena.",
    "puzzle.diagram-key.struck": "Tachado",
    "puzzle.diagram-key.ringed": "en círculo",
    "puzzle.diagram-key.tinted": "sombreado",
    "puzzle.shortcuts.title": "Atajos de teclado",
    "puzzle.shortcuts.key": "Tecla",
    "puzzle.shortcuts.action": "Qué hace",
    "puzzle.key.backspace": "Retroceso",
    "puzzle.key.delete": "Supr",
    "puzzle.key.ctrl": "Ctrl",
    "puzzle.key.shift": "Mayús",
    "puzzle.key.space": "Espacio",
    "puzzle.key.esc": "Esc",
    "puzzle.shortcuts.digit-keys": "De {one} a {last}",
    "puzzle.shortcuts.digit-keys-large":
      "De {one} a {nine}; del 10 al {size}: {one} y luego la segunda cifra, o de {a} a {last}",
    "puzzle.shortcuts.digit": "Escribir un dígito en la celda seleccionada (una nota en modo lápiz)",
    "puzzle.shortcuts.erase-keys": "{zero}, {backspace} o {delete}",
    "puzzle.shortcuts.erase": "Borrar la celda seleccionada",
    "puzzle.shortcuts.move": "Mover la selección",
    "puzzle.shortcuts.pencil": "Activar o desactivar el modo lápiz",
    "puzzle.shortcuts.undo": "Deshacer",
    "puzzle.shortcuts.either": "{first} o {second}",
    "puzzle.shortcuts.redo": "Rehacer",
    "puzzle.shortcuts.pause": "Pausar o reanudar (sobre un botón, Espacio pulsa el botón)",
    "puzzle.shortcuts.show": "Mostrar estos atajos",
    "puzzle.shortcuts.close-list": "Cerrar esta lista",
    "puzzle.shortcuts.mac": "En un Mac, {command} funciona como {ctrl}.",
    "puzzle.shortcuts.close": "Cerrar",
    "puzzle.board": "Tablero de sudoku",
    "puzzle.cell.empty": "fila {row}, columna {column}, vacía",
    "puzzle.cell.given": "fila {row}, columna {column}, dado {digit}",
    "puzzle.cell.empty-in-cage":
      "fila {row}, columna {column}, vacía, jaula {sum} de {cells} {cells?celda|celdas}",
    "puzzle.cell.given-in-cage":
      "fila {row}, columna {column}, dado {digit}, jaula {sum} de {cells} {cells?celda|celdas}",
  },
};
