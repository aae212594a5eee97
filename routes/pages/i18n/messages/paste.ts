/**
 * The words of "Play your own" (/play): the form, its help, a checked puzzle, and every problem a paste can
 * have (routes/shared/paste_check.ts gives each as a heading code and a message code with parameters).
 */
import type { Area } from "../../../../engine/mod.ts";

const en = {
  "paste.title": "Play your own",
  "paste.title.checked": "Your puzzle: {level}",
  /** The level of a puzzle no level fits, in the page's title. */
  "paste.title.beyond": "beyond the levels",
  "paste.description":
    "Paste a Sudoku: it is checked for exactly one solution, graded by the techniques it needs, and given a " +
    "share code to play and pass on.",
  "paste.heading": "Play your own puzzle",
  "paste.intro":
    "Paste a Sudoku from a book, a site or a friend: it is checked for exactly one solution, graded by the " +
    "techniques it needs, and given a share code you can play here and pass on.",
  "paste.label.puzzle": "Your puzzle",
  /** `dot`, `zero`, `dash`, `bar` and `plus` are the characters themselves, shown as code. */
  "paste.formats":
    "81 characters, blanks as {dot}, {zero} or {dash} (16, 36 or 256 for 4×4, 6×6 and 16×16, whose digits go " +
    "on with A to G); or the grid over several lines, or drawn with {bar}, {plus} and {dash}.",
  "paste.label.rules": "Rules",
  "paste.choice.classic": "Classic, any size (read from the grid)",
  "paste.choice.x": "X-Sudoku: diagonals too (9×9)",
  "paste.choice.killer": "Killer: JSON with cages (9×9)",
  "paste.check": "Check and grade",
  "paste.help": "Examples of what to paste",
  "paste.help.line": "One line (a 4×4 here):",
  "paste.help.drawing": "A drawing:",
  /** `api` is "POST /api/grade", shown as code. */
  "paste.help.killer": "A killer, as {api} takes it (cells counted from 0, row by row):",
  /** The shape of a killer's JSON: the keys are the API's and stay as they are. */
  "paste.help.killer.example":
    '{ "puzzle": "…81 characters…",\n  "cages": [{ "sum": 10, "cells": [0, 1] }, …] }',
  "paste.checked": "Exactly one solution: ready to play",
  /** `puzzle` is one of "paste.puzzle.<variant>". */
  "paste.read.givens": "Read as {puzzle} with {clues} {clues?given|givens}.",
  "paste.read.cages": "Read as {puzzle} with {cages} {cages?cage|cages}.",
  "paste.read.both": "Read as {puzzle} with {cages} {cages?cage|cages} and {clues} {clues?given|givens}.",
  "paste.puzzle.9x9": "a Sudoku",
  "paste.puzzle.4x4": "a 4×4 Sudoku",
  "paste.puzzle.6x6": "a 6×6 Sudoku",
  "paste.puzzle.16x16": "a 16×16 Sudoku",
  "paste.puzzle.killer": "a Killer Sudoku",
  "paste.puzzle.x": "an X-Sudoku",
  /** `level` is the level's name, shown strong. */
  "paste.level": "Level: {level}, graded by the techniques it needs, as the dailies are.",
  /** `level` is "paste.level.beyond", shown strong; `variant` a variant's name. */
  "paste.level.none": "Level: {level}.",
  "paste.level.stuck": "Level: {level}: no technique the {variant} grader knows finishes it.",
  "paste.level.tier":
    "Level: {level}: it needs tier-{tier} techniques; {variant} levels go up to tier {top}.",
  "paste.level.beyond": "beyond our levels",
  "paste.techniques": "The techniques it needs (this gives the solve away)",
  /** `code` is the share code, shown as code. */
  "paste.code": "Share code: {code}",
  "paste.play": "Play it",
  /** `link` is the puzzle's address in full, as a link. */
  "paste.send": "or send the link: {link}",

  "paste.problem.unknown-rules": "Unknown rules",
  "paste.problem.bad-code": "This share code does not work",
  "paste.problem.not-offered": "Not a variant we offer",
  "paste.problem.nothing": "Nothing to check",
  "paste.problem.killer-needs-cages": "A killer needs its cages",
  "paste.problem.grid-unreadable": "This grid could not be read",
  "paste.problem.json-unreadable": "This JSON could not be read",
  "paste.problem.json-not-puzzle": "This JSON is not a puzzle",
  "paste.problem.unknown-variant": "Unknown variant",
  "paste.problem.two-rules": "Two different rules",
  "paste.problem.wrong-size": "Not the right size",
  "paste.problem.cages-without-killer": "Cages without a killer",
  "paste.problem.cages-do-not-fit": "The cages do not fit",
  "paste.problem.givens-clash": "The givens break the rules",
  "paste.problem.no-solution": "No solution",
  "paste.problem.several-solutions": "More than one solution",
  "paste.problem.work-cap": "Too much work to check",
  "paste.problem.cannot-share": "It cannot be shared",
  "paste.problem.form-unreadable": "The form could not be read",

  "paste.message.unknown-rules":
    '"{text}" is not a choice of rules here: leave it empty for classic, or choose x or killer.',
  /** The share code reader's, the grid parser's or the JSON checker's own sentence, in English. */
  "paste.message.detail": "{detail}",
  /** `variant`, `shape` and `variants` are ids, as codes and the API name them. */
  "paste.message.not-offered":
    "This code holds a {variant} puzzle on a {shape} grid, which this site does not play. The variants are " +
    "{variants}.",
  "paste.message.nothing": "Paste a puzzle into the box first.",
  "paste.message.killer-needs-json":
    "A killer puzzle is its grid and its cages, which a grid of digits cannot hold: paste it as JSON, " +
    '{ "puzzle": "…81 characters…", "cages": [{ "sum": 10, "cells": [0, 1] }, …] } with 0-based cells ' +
    "counted row by row, as POST /api/grade takes it (the answer of /api/daily?variant=killer pastes as it is).",
  /** `character` comes quoted ("z"). */
  "paste.message.bad-character": "Unexpected character {character} at line {line}, column {column}.",
  "paste.message.not-a-digit":
    "{character} at line {line}, column {column} ({cell}) is not a digit of a {shape} grid.",
  "paste.message.cell-count": "Found {count} cells; a grid has 16, 36, 81 or 256.",
  "paste.message.too-many-cells": "More than {max} cells.",
  "paste.message.too-long": "Input is {length} characters; a grid drawing needs far fewer.",
  "paste.message.no-cells": "No cells found.",
  /** `what` is the JSON parser's own words, in English. */
  "paste.message.json-syntax": "{what} at line {line}, column {column}.",
  /** `message` is the problem inside the JSON's field `field`. */
  "paste.message.in-field": 'In "{field}": {message}',
  "paste.message.unknown-variant": '"{variant}" is not a variant: they are {variants}.',
  /** `form` and `json` are variants' names. */
  "paste.message.two-rules": "The form asks for {form} but the JSON says {json}: choose one.",
  "paste.message.wrong-size": "{variant} puzzles are {shape}; this grid has {cells} cells ({gridShape}).",
  "paste.message.cages-without-killer": "{variant} puzzles have no cages: leave them out, or choose Killer.",
  /** `detail` is the engine's words, in English. */
  "paste.message.cages": "Cages: {detail}",
  /** `region` is a region's name ("row 1"), `cells` the cells listed ("r1c1 and r1c2"). */
  "paste.message.clash": "{digit} is given twice in {region}, at {cells}.",
  "paste.message.clash-more":
    "{digit} is given twice in {region}, at {cells} (and {more} more such {more?clash|clashes}).",
  "paste.message.no-solution":
    "This puzzle has no solution: its givens contradict each other further down the line.",
  "paste.message.several-solutions":
    "This puzzle has more than one solution, so it cannot be solved by logic alone: a proper puzzle has " +
    "exactly one.",
  "paste.message.work-cap":
    "Checking that this puzzle has exactly one solution went past our work cap, so it is not played here. " +
    "A puzzle with more givens checks faster.",
  "paste.message.cannot-share": "A share code cannot hold this puzzle: {detail}",
  "paste.message.form-unreadable": "Send the form again.",
};

export const PASTE_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "paste.title": "Eigenes Rätsel spielen",
    "paste.title.checked": "Dein Rätsel: {level}",
    "paste.title.beyond": "jenseits der Stufen",
    "paste.description":
      "Füge ein Sudoku ein: Es wird geprüft, ob es genau eine Lösung hat, nach den Techniken eingestuft, die " +
      "es braucht, und bekommt einen Code zum Spielen und Weitergeben.",
    "paste.heading": "Spiel dein eigenes Rätsel",
    "paste.intro":
      "Füge ein Sudoku aus einem Buch, von einer Website oder von Freunden ein: Es wird geprüft, ob es genau " +
      "eine Lösung hat, nach den Techniken eingestuft, die es braucht, und bekommt einen Code, mit dem du es " +
      "hier spielen und weitergeben kannst.",
    "paste.label.puzzle": "Dein Rätsel",
    "paste.formats":
      "81 Zeichen, leere Zellen als {dot}, {zero} oder {dash} (16, 36 oder 256 für 4×4, 6×6 und 16×16, deren " +
      "Ziffern mit A bis G weitergehen); oder das Gitter über mehrere Zeilen, oder gezeichnet mit {bar}, " +
      "{plus} und {dash}.",
    "paste.label.rules": "Regeln",
    "paste.choice.classic": "Klassisch, jede Größe (aus dem Gitter gelesen)",
    "paste.choice.x": "X-Sudoku: auch die Diagonalen (9×9)",
    "paste.choice.killer": "Killer: JSON mit Käfigen (9×9)",
    "paste.check": "Prüfen und einstufen",
    "paste.help": "Beispiele zum Einfügen",
    "paste.help.line": "Eine Zeile (hier ein 4×4):",
    "paste.help.drawing": "Eine Zeichnung:",
    "paste.help.killer": "Ein Killer, wie {api} ihn annimmt (Zellen ab 0 gezählt, Zeile für Zeile):",
    "paste.help.killer.example":
      '{ "puzzle": "…81 Zeichen…",\n  "cages": [{ "sum": 10, "cells": [0, 1] }, …] }',
    "paste.checked": "Genau eine Lösung: bereit zum Spielen",
    "paste.read.givens": "Gelesen als {puzzle} mit {clues} {clues?Vorgabe|Vorgaben}.",
    "paste.read.cages": "Gelesen als {puzzle} mit {cages} {cages?Käfig|Käfigen}.",
    "paste.read.both":
      "Gelesen als {puzzle} mit {cages} {cages?Käfig|Käfigen} und {clues} {clues?Vorgabe|Vorgaben}.",
    "paste.puzzle.9x9": "Sudoku",
    "paste.puzzle.4x4": "4×4-Sudoku",
    "paste.puzzle.6x6": "6×6-Sudoku",
    "paste.puzzle.16x16": "16×16-Sudoku",
    "paste.puzzle.killer": "Killer-Sudoku",
    "paste.puzzle.x": "X-Sudoku",
    "paste.level": "Stufe: {level}, eingestuft nach den Techniken, die es braucht, wie die Tagesrätsel.",
    "paste.level.none": "Stufe: {level}.",
    "paste.level.stuck": "Stufe: {level}: Keine Technik, die unsere Einstufung für {variant} kennt, löst es.",
    "paste.level.tier":
      "Stufe: {level}: Es braucht Techniken von Rang {tier}; die Stufen für {variant} reichen bis Rang {top}.",
    "paste.level.beyond": "jenseits unserer Stufen",
    "paste.techniques": "Die Techniken, die es braucht (das verrät die Lösung)",
    "paste.code": "Code zum Teilen: {code}",
    "paste.play": "Spielen",
    "paste.send": "oder schick den Link: {link}",

    "paste.problem.unknown-rules": "Unbekannte Regeln",
    "paste.problem.bad-code": "Dieser Code funktioniert nicht",
    "paste.problem.not-offered": "Keine Variante, die wir anbieten",
    "paste.problem.nothing": "Nichts zu prüfen",
    "paste.problem.killer-needs-cages": "Ein Killer braucht seine Käfige",
    "paste.problem.grid-unreadable": "Dieses Gitter ließ sich nicht lesen",
    "paste.problem.json-unreadable": "Dieses JSON ließ sich nicht lesen",
    "paste.problem.json-not-puzzle": "Dieses JSON ist kein Rätsel",
    "paste.problem.unknown-variant": "Unbekannte Variante",
    "paste.problem.two-rules": "Zwei verschiedene Regeln",
    "paste.problem.wrong-size": "Nicht die richtige Größe",
    "paste.problem.cages-without-killer": "Käfige ohne Killer",
    "paste.problem.cages-do-not-fit": "Die Käfige passen nicht",
    "paste.problem.givens-clash": "Die Vorgaben verletzen die Regeln",
    "paste.problem.no-solution": "Keine Lösung",
    "paste.problem.several-solutions": "Mehr als eine Lösung",
    "paste.problem.work-cap": "Zu viel Arbeit für die Prüfung",
    "paste.problem.cannot-share": "Es lässt sich nicht teilen",
    "paste.problem.form-unreadable": "Das Formular ließ sich nicht lesen",

    "paste.message.unknown-rules":
      "„{text}“ ist hier keine Wahl der Regeln: Lass das Feld leer für klassisch, oder wähle x oder killer.",
    "paste.message.detail": "Die genaue Meldung (auf Englisch): {detail}",
    "paste.message.not-offered":
      "Dieser Code enthält ein Rätsel der Art {variant} auf einem {shape}-Gitter, das diese Seite nicht " +
      "anbietet. Die Varianten sind {variants}.",
    "paste.message.nothing": "Füge zuerst ein Rätsel in das Feld ein.",
    "paste.message.killer-needs-json":
      "Ein Killer-Rätsel besteht aus seinem Gitter und seinen Käfigen, die ein Gitter aus Ziffern nicht " +
      'fassen kann: Füge es als JSON ein, { "puzzle": "…81 Zeichen…", "cages": [{ "sum": 10, "cells": ' +
      "[0, 1] }, …] } mit ab 0 gezählten Zellen, Zeile für Zeile, so wie POST /api/grade es annimmt (die " +
      "Antwort von /api/daily?variant=killer lässt sich unverändert einfügen).",
    "paste.message.bad-character": "Unerwartetes Zeichen {character} in Zeile {line}, Spalte {column}.",
    "paste.message.not-a-digit":
      "{character} in Zeile {line}, Spalte {column} ({cell}) ist keine Ziffer eines {shape}-Gitters.",
    "paste.message.cell-count": "{count} Zellen gefunden; ein Gitter hat 16, 36, 81 oder 256.",
    "paste.message.too-many-cells": "Mehr als {max} Zellen.",
    "paste.message.too-long": "Die Eingabe hat {length} Zeichen; eine Gitterzeichnung braucht weit weniger.",
    "paste.message.no-cells": "Keine Zellen gefunden.",
    "paste.message.json-syntax":
      "Fehler in Zeile {line}, Spalte {column}; die genaue Meldung (auf Englisch): {what}.",
    "paste.message.in-field": "Im Feld „{field}“: {message}",
    "paste.message.unknown-variant": "„{variant}“ ist keine Variante: Es gibt {variants}.",
    "paste.message.two-rules": "Das Formular verlangt {form}, aber das JSON sagt {json}: Wähle eins davon.",
    "paste.message.wrong-size":
      "Rätsel der Variante {variant} sind {shape} groß; dieses Gitter hat {cells} Zellen ({gridShape}).",
    "paste.message.cages-without-killer":
      "Rätsel der Variante {variant} haben keine Käfige: Lass sie weg, oder wähle Killer.",
    "paste.message.cages": "Die Käfige sind ungültig; die genaue Meldung (auf Englisch): {detail}",
    "paste.message.clash": "Die {digit} ist zweimal vorgegeben ({region}: {cells}).",
    "paste.message.clash-more":
      "Die {digit} ist zweimal vorgegeben ({region}: {cells}), und es gibt {more} " +
      "{more?weitere solche Kollision|weitere solche Kollisionen}.",
    "paste.message.no-solution":
      "Dieses Rätsel hat keine Lösung: Seine Vorgaben widersprechen sich im weiteren Verlauf.",
    "paste.message.several-solutions":
      "Dieses Rätsel hat mehr als eine Lösung und lässt sich daher nicht allein mit Logik lösen: Ein " +
      "richtiges Rätsel hat genau eine.",
    "paste.message.work-cap":
      "Die Prüfung, ob dieses Rätsel genau eine Lösung hat, ging über unsere Arbeitsgrenze hinaus, daher wird " +
      "es hier nicht gespielt. Ein Rätsel mit mehr Vorgaben lässt sich schneller prüfen.",
    "paste.message.cannot-share":
      "Ein Code zum Teilen kann dieses Rätsel nicht fassen; die genaue Meldung (auf Englisch): {detail}",
    "paste.message.form-unreadable": "Schick das Formular noch einmal ab.",
  },
  es: {
    "paste.title": "Juega el tuyo",
    "paste.title.checked": "Tu sudoku: {level}",
    "paste.title.beyond": "más allá de los niveles",
    "paste.description":
      "Pega un sudoku: se comprueba que tenga exactamente una solución, se califica por las técnicas que " +
      "necesita y recibe un código para jugarlo y compartirlo.",
    "paste.heading": "Juega tu propio sudoku",
    "paste.intro":
      "Pega un sudoku de un libro, de una web o de un amigo: se comprueba que tenga exactamente una solución, " +
      "se califica por las técnicas que necesita y recibe un código para compartir con el que puedes jugarlo " +
      "aquí y pasárselo a otros.",
    "paste.label.puzzle": "Tu sudoku",
    "paste.formats":
      "81 caracteres, con las celdas vacías como {dot}, {zero} o {dash} (16, 36 o 256 para 4×4, 6×6 y 16×16, " +
      "cuyos dígitos siguen con A hasta G); o la cuadrícula en varias líneas, o dibujada con {bar}, {plus} y " +
      "{dash}.",
    "paste.label.rules": "Reglas",
    "paste.choice.classic": "Clásico, de cualquier tamaño (según la cuadrícula)",
    "paste.choice.x": "Sudoku X: también las diagonales (9×9)",
    "paste.choice.killer": "Killer: JSON con jaulas (9×9)",
    "paste.check": "Comprobar y calificar",
    "paste.help": "Ejemplos de qué pegar",
    "paste.help.line": "Una línea (aquí un 4×4):",
    "paste.help.drawing": "Un dibujo:",
    "paste.help.killer": "Un killer, tal como lo acepta {api} (celdas contadas desde 0, fila por fila):",
    "paste.help.killer.example":
      '{ "puzzle": "…81 caracteres…",\n  "cages": [{ "sum": 10, "cells": [0, 1] }, …] }',
    "paste.checked": "Exactamente una solución: listo para jugar",
    "paste.read.givens": "Leído como {puzzle} con {clues} {clues?número dado|números dados}.",
    "paste.read.cages": "Leído como {puzzle} con {cages} {cages?jaula|jaulas}.",
    "paste.read.both":
      "Leído como {puzzle} con {cages} {cages?jaula|jaulas} y {clues} {clues?número dado|números dados}.",
    "paste.puzzle.9x9": "un sudoku",
    "paste.puzzle.4x4": "un sudoku 4×4",
    "paste.puzzle.6x6": "un sudoku 6×6",
    "paste.puzzle.16x16": "un sudoku 16×16",
    "paste.puzzle.killer": "un sudoku killer",
    "paste.puzzle.x": "un sudoku X",
    "paste.level": "Nivel: {level}, calificado por las técnicas que necesita, como los sudokus del día.",
    "paste.level.none": "Nivel: {level}.",
    "paste.level.stuck":
      "Nivel: {level}: ninguna técnica que conozca el calificador de {variant} lo termina.",
    "paste.level.tier":
      "Nivel: {level}: necesita técnicas de grado {tier}; los niveles de {variant} llegan hasta el grado {top}.",
    "paste.level.beyond": "más allá de nuestros niveles",
    "paste.techniques": "Las técnicas que necesita (esto revela la solución)",
    "paste.code": "Código para compartir: {code}",
    "paste.play": "Jugarlo",
    "paste.send": "o envía el enlace: {link}",

    "paste.problem.unknown-rules": "Reglas desconocidas",
    "paste.problem.bad-code": "Este código no funciona",
    "paste.problem.not-offered": "No es una variante que ofrezcamos",
    "paste.problem.nothing": "Nada que comprobar",
    "paste.problem.killer-needs-cages": "Un killer necesita sus jaulas",
    "paste.problem.grid-unreadable": "No se pudo leer esta cuadrícula",
    "paste.problem.json-unreadable": "No se pudo leer este JSON",
    "paste.problem.json-not-puzzle": "Este JSON no es un sudoku",
    "paste.problem.unknown-variant": "Variante desconocida",
    "paste.problem.two-rules": "Dos reglas distintas",
    "paste.problem.wrong-size": "No es el tamaño correcto",
    "paste.problem.cages-without-killer": "Jaulas sin killer",
    "paste.problem.cages-do-not-fit": "Las jaulas no encajan",
    "paste.problem.givens-clash": "Los números dados rompen las reglas",
    "paste.problem.no-solution": "Sin solución",
    "paste.problem.several-solutions": "Más de una solución",
    "paste.problem.work-cap": "Demasiado trabajo para comprobarlo",
    "paste.problem.cannot-share": "No se puede compartir",
    "paste.problem.form-unreadable": "No se pudo leer el formulario",

    "paste.message.unknown-rules":
      "«{text}» no es una opción de reglas aquí: déjalo vacío para clásico, o elige x o killer.",
    "paste.message.detail": "El mensaje exacto (en inglés): {detail}",
    "paste.message.not-offered":
      "Este código contiene un sudoku de tipo {variant} en una cuadrícula {shape}, que este sitio no ofrece. " +
      "Las variantes son {variants}.",
    "paste.message.nothing": "Primero pega un sudoku en el cuadro.",
    "paste.message.killer-needs-json":
      "Un sudoku killer es su cuadrícula y sus jaulas, que una cuadrícula de dígitos no puede contener: " +
      'pégalo como JSON, { "puzzle": "…81 caracteres…", "cages": [{ "sum": 10, "cells": [0, 1] }, …] } con ' +
      "las celdas contadas desde 0, fila por fila, tal como lo acepta POST /api/grade (la respuesta de " +
      "/api/daily?variant=killer se pega tal cual).",
    "paste.message.bad-character": "Carácter inesperado {character} en la línea {line}, columna {column}.",
    "paste.message.not-a-digit":
      "{character} en la línea {line}, columna {column} ({cell}) no es un dígito de una cuadrícula {shape}.",
    "paste.message.cell-count": "Se encontraron {count} celdas; una cuadrícula tiene 16, 36, 81 o 256.",
    "paste.message.too-many-cells": "Más de {max} celdas.",
    "paste.message.too-long":
      "La entrada tiene {length} caracteres; un dibujo de cuadrícula necesita muchos menos.",
    "paste.message.no-cells": "No se encontró ninguna celda.",
    "paste.message.json-syntax":
      "Error en la línea {line}, columna {column}; el mensaje exacto (en inglés): {what}.",
    "paste.message.in-field": "En «{field}»: {message}",
    "paste.message.unknown-variant": "«{variant}» no es una variante: son {variants}.",
    "paste.message.two-rules": "El formulario pide {form}, pero el JSON dice {json}: elige una.",
    "paste.message.wrong-size":
      "Los sudokus de la variante {variant} son de {shape}; esta cuadrícula tiene {cells} celdas ({gridShape}).",
    "paste.message.cages-without-killer":
      "Los sudokus de la variante {variant} no tienen jaulas: quítalas o elige Killer.",
    "paste.message.cages": "Las jaulas no son válidas; el mensaje exacto (en inglés): {detail}",
    "paste.message.clash": "El {digit} está dado dos veces ({region}: {cells}).",
    "paste.message.clash-more": "El {digit} está dado dos veces ({region}: {cells}), y hay {more} " +
      "{more?choque más como este|choques más como este}.",
    "paste.message.no-solution":
      "Este sudoku no tiene solución: sus números dados se contradicen más adelante.",
    "paste.message.several-solutions":
      "Este sudoku tiene más de una solución, así que no se puede resolver solo con lógica: un sudoku bien " +
      "hecho tiene exactamente una.",
    "paste.message.work-cap":
      "Comprobar que este sudoku tiene exactamente una solución superó nuestro límite de trabajo, así que no " +
      "se juega aquí. Un sudoku con más números dados se comprueba más rápido.",
    "paste.message.cannot-share":
      "Un código para compartir no puede contener este sudoku; el mensaje exacto (en inglés): {detail}",
    "paste.message.form-unreadable": "Envía el formulario otra vez.",
  },
};
