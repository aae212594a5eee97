/** The words of the player's script (static/play/): hints, checking, solving, sharing. Keys start "player.". */
import type { Area } from "../../../../engine/mod.ts";

const en = {
  "player.and": "{first} and {last}",

  /** The label before why a step holds, in the hint panel and the step view (a space follows it). */
  "player.why": "Why:",

  /** The hint panel's three levels; `area` ("row 5", "the cage of sum 17") and the rest come from the API. */
  "player.hint.look": "Look at {area}.",
  "player.hint.technique": "Technique: {technique}.",
  /** The steps a move that only removes candidates leads to, joined by "; ". */
  "player.hint.then": "Then: {steps}.",
  "player.hint.offline": "Hints need a connection — you can keep playing.",
  /** `reason` is one of the player.error.* messages. */
  "player.hint.failed": "Could not get a hint: {reason}",

  "player.check.mistakes": "{n} {n?mistake|mistakes} (marked in red and labelled wrong).",
  "player.check.to-go": "No mistakes so far: {left} {left?cell|cells} to go.",
  "player.check.none": "No mistakes so far.",
  "player.check.offline": "Checking needs a connection — you can keep playing.",
  "player.check.failed": "Could not check: {reason}",

  /** The step view: the drawing's text alternative starts with `label`, the step's own words follow. */
  "player.steps.label": "The position before step {n}: {text}",
  "player.steps.step": "Step {n}: {text}",
  "player.steps.technique": "How {technique} works",
  "player.steps.count": "{n} / {total}",
  "player.steps.offline": "The steps need a connection; they are here once you are back online.",
  "player.steps.failed": "Could not load the steps: {reason}",

  /** On solving: the status line, and the grade under the board. */
  "player.solved": "Solved! {time}, {hints} {hints?hint|hints}.",
  "player.grade.level": "Level: {level}, {steps} {steps?step|steps}.",
  "player.grade.level-stuck": "Level: {level} (beyond every technique we know), {steps} {steps?step|steps}.",
  "player.grade.no-step": "Level: {level}: no technique we know makes a first step.",
  "player.grade.no-step-stuck":
    "Level: {level} (beyond every technique we know): no technique we know makes a first step.",
  /** How often the grade used a technique, after the technique's name. */
  "player.grade.count": "× {count}",
  "player.grade.offline": "The grade needs a connection; it shows here once you are back online.",
  "player.grade.failed": "The grade is not available: {reason}",

  /** Levels and variants as the result line and the grade name them (every scheme's levels). */
  "player.level.easy": "Easy",
  "player.level.medium": "Medium",
  "player.level.hard": "Hard",
  "player.level.expert": "Expert",
  "player.level.evil": "Evil",
  "player.level.quick": "Quick",
  "player.level.not-easy": "Not-easy",
  "player.level.mental": "Mental",
  "player.level.extreme": "Extreme",
  "player.variant.4x4": "4×4",
  "player.variant.6x6": "6×6",
  "player.variant.16x16": "16×16",
  "player.variant.killer": "Killer",
  "player.variant.x": "X-Sudoku",

  /**
   * The result to share: "sudoku-daily 2026-11-30 Killer Hard" (`puzzle` is the day or player.result.puzzle,
   * the variant and the level), then "✅ 12:04 · no hints · no-hints mode".
   */
  "player.result.head": "sudoku-daily {puzzle}",
  "player.result.puzzle": "puzzle {code}",
  "player.result.no-hints": "no hints",
  "player.result.hints": "{n} {n?hint|hints}",
  "player.result.no-hints-mode": "no-hints mode",
  "player.result.copied": "Result copied.",
  "player.result.manual": "Copy this result: {text}",

  "player.share.shared": "Shared: {url}",
  "player.share.copied": "Link copied: {url}",
  "player.share.manual": "Share this link: {url}",

  /**
   * A step drawing's links in words, after its label: "The chain, in order: 5 in row 1, column 2; strong link
   * to 5 in row 1, column 7; …", a pattern's strong and weak links, almost locked sets, a colouring's colours.
   */
  "player.diagram.candidate": "{digit} in row {row}, column {column}",
  "player.diagram.place": "row {row}, column {column}",
  /** A group node: `places` are player.diagram.place joined by "; ". */
  "player.diagram.group": "{digit} in one of {places}",
  "player.diagram.strong-link": "strong link to {node}",
  "player.diagram.weak-link": "weak link to {node}",
  /** `nodes`: the first node, then each link to the next, joined by "; ". */
  "player.diagram.chain": "The chain, in order: {nodes}.",
  "player.diagram.pair": "{from} with {to}",
  "player.diagram.strong-links": "Strong links: {pairs}.",
  "player.diagram.weak-links": "Weak links: {pairs}.",
  "player.diagram.set": "set {n}, {digits} in {places}",
  "player.diagram.sets": "Almost locked sets: {sets}.",
  "player.diagram.color0": "Blue: {candidates}.",
  "player.diagram.color1": "Green: {candidates}.",

  /**
   * How others did, under the grade of a solved daily: `count` results shared, `median` a time ("06:42"),
   * `percent` the share of the others who were slower.
   */
  "player.others.figures":
    "{count} {count?player has|players have} shared a time for this daily; the median is {median}.",
  "player.others.none": "No one has shared a time for this daily yet.",
  "player.others.you": "You were faster than {percent}% of the others.",
  "player.others.first": "Yours is the first time shared for this daily.",
  "player.others.invite": "Share your time to see where you stand.",
  "player.others.sending": "Sending your time…",
  "player.others.offline": "How others did needs a connection; it shows here once you are back online.",
  /** `reason` is one of the player.error.* messages. */
  "player.others.failed": "Could not get how others did: {reason}",

  /**
   * Why a request failed, by the API's error code, after "Could not get a hint: " and the like. A page in
   * English shows the API's own message instead, which says more (which cells, how many seconds to wait):
   * these sentences are for the other languages, the English one their source. `other` is for a code not
   * listed here, `status` for an answer without the API's error body, `unexpected` for a failure in the
   * player itself.
   */
  "player.error.busy": "the server is busy; try again in a few seconds",
  "player.error.rate-limited": "too many requests in a short time; try again in a moment",
  "player.error.internal": "an error on the server",
  "player.error.work-cap": "the work went past the limit the server allows",
  "player.error.no-solution": "the puzzle has no solution",
  "player.error.multiple-solutions": "the puzzle has more than one solution",
  "player.error.givens-changed": "the board changes given digits",
  "player.error.size-mismatch": "the board and the puzzle differ in size",
  "player.error.body-too-large": "the request is too large",
  "player.error.not-found": "the server does not know this address",
  "player.error.bad-request": "the server could not read the request",
  "player.error.bad-puzzle": "the server could not read the puzzle",
  "player.error.bad-board": "the server could not read the board",
  "player.error.bad-cages": "the server could not read the cages",
  "player.error.bad-variant": "the server does not know this variant",
  "player.error.bad-scheme": "the server does not know this grading scheme",
  "player.error.bad-lang": "the server does not speak this language",
  "player.error.wrong-solution": "the server found the grid is not the day's solution",
  "player.error.bad-time": "the time is not one a person could take",
  "player.error.bad-date": "results are taken for today's dailies only",
  "player.error.too-many-results": "too many results were sent from your network for this daily",
  "player.error.unavailable": "this server keeps no results",
  "player.error.other": "the server answered with an error ({code})",
  "player.error.status": "request failed ({status})",
  "player.error.unexpected": "something went wrong in the page",
};

export const PLAYER_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "player.and": "{first} und {last}",

    "player.why": "Warum:",

    "player.hint.look": "Schau genau hin: {area}.",
    "player.hint.technique": "Technik: {technique}.",
    "player.hint.then": "Danach: {steps}.",
    "player.hint.offline": "Für Tipps brauchst du eine Verbindung – du kannst weiterspielen.",
    "player.hint.failed": "Kein Tipp möglich: {reason}",

    "player.check.mistakes": "{n} Fehler (rot markiert und als falsch gekennzeichnet).",
    "player.check.to-go": "Bisher keine Fehler: noch {left} {left?Zelle|Zellen} offen.",
    "player.check.none": "Bisher keine Fehler.",
    "player.check.offline": "Zum Prüfen brauchst du eine Verbindung – du kannst weiterspielen.",
    "player.check.failed": "Prüfen nicht möglich: {reason}",

    "player.steps.label": "Die Stellung vor Schritt {n}: {text}",
    "player.steps.step": "Schritt {n}: {text}",
    "player.steps.technique": "Die Technik erklärt: {technique}",
    "player.steps.count": "{n} / {total}",
    "player.steps.offline":
      "Für die Schritte brauchst du eine Verbindung; sie erscheinen, sobald du wieder online bist.",
    "player.steps.failed": "Die Schritte konnten nicht geladen werden: {reason}",

    "player.solved": "Gelöst! {time}, {hints} {hints?Tipp|Tipps}.",
    "player.grade.level": "Schwierigkeit: {level}, {steps} {steps?Schritt|Schritte}.",
    "player.grade.level-stuck":
      "Schwierigkeit: {level} (jenseits aller Techniken, die wir kennen), {steps} {steps?Schritt|Schritte}.",
    "player.grade.no-step":
      "Schwierigkeit: {level}: Keine Technik, die wir kennen, findet einen ersten Schritt.",
    "player.grade.no-step-stuck":
      "Schwierigkeit: {level} (jenseits aller Techniken, die wir kennen): Keine Technik, die wir kennen, " +
      "findet einen ersten Schritt.",
    "player.grade.count": "× {count}",
    "player.grade.offline":
      "Für die Einstufung brauchst du eine Verbindung; sie erscheint hier, sobald du wieder online bist.",
    "player.grade.failed": "Die Einstufung ist nicht verfügbar: {reason}",

    "player.level.easy": "Leicht",
    "player.level.medium": "Mittel",
    "player.level.hard": "Schwer",
    "player.level.expert": "Experte",
    "player.level.evil": "Teuflisch",
    "player.level.quick": "Schnell",
    "player.level.not-easy": "Nicht leicht",
    "player.level.mental": "Im Kopf",
    "player.level.extreme": "Extrem",
    "player.variant.4x4": "4×4",
    "player.variant.6x6": "6×6",
    "player.variant.16x16": "16×16",
    "player.variant.killer": "Killer",
    "player.variant.x": "X-Sudoku",

    "player.result.head": "sudoku-daily {puzzle}",
    "player.result.puzzle": "Rätsel {code}",
    "player.result.no-hints": "ohne Tipps",
    "player.result.hints": "{n} {n?Tipp|Tipps}",
    "player.result.no-hints-mode": "Modus ohne Tipps",
    "player.result.copied": "Ergebnis kopiert.",
    "player.result.manual": "Kopiere dieses Ergebnis: {text}",

    "player.share.shared": "Geteilt: {url}",
    "player.share.copied": "Link kopiert: {url}",
    "player.share.manual": "Teile diesen Link: {url}",

    "player.diagram.candidate": "{digit} in Zeile {row}, Spalte {column}",
    "player.diagram.place": "Zeile {row}, Spalte {column}",
    "player.diagram.group": "{digit} in einer dieser Zellen: {places}",
    "player.diagram.strong-link": "starke Verbindung zu {node}",
    "player.diagram.weak-link": "schwache Verbindung zu {node}",
    "player.diagram.chain": "Die Kette der Reihe nach: {nodes}.",
    "player.diagram.pair": "{from} mit {to}",
    "player.diagram.strong-links": "Starke Verbindungen: {pairs}.",
    "player.diagram.weak-links": "Schwache Verbindungen: {pairs}.",
    "player.diagram.set": "Menge {n}, {digits} in {places}",
    "player.diagram.sets": "Fast gesperrte Mengen (ALS): {sets}.",
    "player.diagram.color0": "Blau: {candidates}.",
    "player.diagram.color1": "Grün: {candidates}.",

    "player.error.busy": "Der Server ist gerade ausgelastet; versuch es in ein paar Sekunden noch einmal.",
    "player.error.rate-limited": "Zu viele Anfragen in kurzer Zeit; versuch es gleich noch einmal.",
    "player.error.internal": "Auf dem Server ist ein Fehler aufgetreten.",
    "player.error.work-cap": "Die Rechnung hat die erlaubte Arbeit überschritten.",
    "player.error.no-solution": "Das Rätsel hat keine Lösung.",
    "player.error.multiple-solutions": "Das Rätsel hat mehr als eine Lösung.",
    "player.error.givens-changed": "Auf dem Brett wurden vorgegebene Ziffern geändert.",
    "player.error.size-mismatch": "Brett und Rätsel sind verschieden groß.",
    "player.error.body-too-large": "Die Anfrage ist zu groß.",
    "player.error.not-found": "Der Server kennt diese Adresse nicht.",
    "player.error.bad-request": "Der Server konnte die Anfrage nicht lesen.",
    "player.error.bad-puzzle": "Der Server konnte das Rätsel nicht lesen.",
    "player.error.bad-board": "Der Server konnte das Brett nicht lesen.",
    "player.error.bad-cages": "Der Server konnte die Käfige nicht lesen.",
    "player.error.bad-variant": "Der Server kennt diese Variante nicht.",
    "player.error.bad-scheme": "Der Server kennt dieses Bewertungsschema nicht.",
    "player.error.bad-lang": "Der Server spricht diese Sprache nicht.",

    "player.others.figures":
      "{count} {count?Person hat|Personen haben} eine Zeit für dieses Tagesrätsel geteilt; der Median ist {median}.",
    "player.others.none": "Noch niemand hat eine Zeit für dieses Tagesrätsel geteilt.",
    "player.others.you": "Du warst schneller als {percent} % der anderen.",
    "player.others.first": "Deine ist die erste geteilte Zeit für dieses Tagesrätsel.",
    "player.others.invite": "Teile deine Zeit, um zu sehen, wo du stehst.",
    "player.others.sending": "Deine Zeit wird gesendet …",
    "player.others.offline":
      "Wie es anderen ging, braucht eine Verbindung; es erscheint hier, sobald du wieder online bist.",
    "player.others.failed": "Wie es anderen ging, ließ sich nicht laden: {reason}",
    "player.error.wrong-solution": "der Server hält das Gitter nicht für die Lösung des Tages",
    "player.error.bad-time": "diese Zeit kann kein Mensch brauchen",
    "player.error.bad-date": "Ergebnisse werden nur für die heutigen Tagesrätsel angenommen",
    "player.error.too-many-results": "aus deinem Netz kamen zu viele Ergebnisse für dieses Tagesrätsel",
    "player.error.unavailable": "dieser Server speichert keine Ergebnisse",
    "player.error.other": "Der Server hat mit einem Fehler geantwortet ({code}).",
    "player.error.status": "Die Anfrage ist fehlgeschlagen ({status}).",
    "player.error.unexpected": "Auf der Seite ist etwas schiefgegangen.",
  },
  es: {
    "player.and": "{first} y {last}",

    "player.why": "Por qué:",

    "player.hint.look": "Mira aquí: {area}.",
    "player.hint.technique": "Técnica: {technique}.",
    "player.hint.then": "Después: {steps}.",
    "player.hint.offline": "Las pistas necesitan conexión; puedes seguir jugando.",
    "player.hint.failed": "No se pudo obtener una pista: {reason}",

    "player.check.mistakes":
      "{n} {n?error|errores} ({n?marcado|marcados} en rojo y {n?etiquetado|etiquetados} como " +
      "{n?incorrecto|incorrectos}).",
    "player.check.to-go": "Ningún error por ahora: {left?queda|quedan} {left} {left?celda|celdas}.",
    "player.check.none": "Ningún error por ahora.",
    "player.check.offline": "Para comprobar hace falta conexión; puedes seguir jugando.",
    "player.check.failed": "No se pudo comprobar: {reason}",

    "player.steps.label": "La posición antes del paso {n}: {text}",
    "player.steps.step": "Paso {n}: {text}",
    "player.steps.technique": "La técnica explicada: {technique}",
    "player.steps.count": "{n} / {total}",
    "player.steps.offline": "Los pasos necesitan conexión; aparecerán en cuanto vuelvas a estar en línea.",
    "player.steps.failed": "No se pudieron cargar los pasos: {reason}",

    "player.solved": "¡Resuelto! {time}, {hints} {hints?pista|pistas}.",
    "player.grade.level": "Nivel: {level}, {steps} {steps?paso|pasos}.",
    "player.grade.level-stuck":
      "Nivel: {level} (más allá de todas las técnicas que conocemos), {steps} {steps?paso|pasos}.",
    "player.grade.no-step": "Nivel: {level}: ninguna técnica que conozcamos da un primer paso.",
    "player.grade.no-step-stuck":
      "Nivel: {level} (más allá de todas las técnicas que conocemos): ninguna técnica que conozcamos da un " +
      "primer paso.",
    "player.grade.count": "× {count}",
    "player.grade.offline":
      "La valoración necesita conexión; aparecerá aquí en cuanto vuelvas a estar en línea.",
    "player.grade.failed": "La valoración no está disponible: {reason}",

    "player.level.easy": "Fácil",
    "player.level.medium": "Medio",
    "player.level.hard": "Difícil",
    "player.level.expert": "Experto",
    "player.level.evil": "Diabólico",
    "player.level.quick": "Rápido",
    "player.level.not-easy": "No tan fácil",
    "player.level.mental": "Mental",
    "player.level.extreme": "Extremo",
    "player.variant.4x4": "4×4",
    "player.variant.6x6": "6×6",
    "player.variant.16x16": "16×16",
    "player.variant.killer": "Killer",
    "player.variant.x": "Sudoku X",

    "player.result.head": "sudoku-daily {puzzle}",
    "player.result.puzzle": "puzle {code}",
    "player.result.no-hints": "sin pistas",
    "player.result.hints": "{n} {n?pista|pistas}",
    "player.result.no-hints-mode": "modo sin pistas",
    "player.result.copied": "Resultado copiado.",
    "player.result.manual": "Copia este resultado: {text}",

    "player.share.shared": "Compartido: {url}",
    "player.share.copied": "Enlace copiado: {url}",
    "player.share.manual": "Comparte este enlace: {url}",

    "player.diagram.candidate": "{digit} en la fila {row}, columna {column}",
    "player.diagram.place": "fila {row}, columna {column}",
    "player.diagram.group": "{digit} en una de estas celdas: {places}",
    "player.diagram.strong-link": "enlace fuerte con {node}",
    "player.diagram.weak-link": "enlace débil con {node}",
    "player.diagram.chain": "La cadena, en orden: {nodes}.",
    "player.diagram.pair": "{from} con {to}",
    "player.diagram.strong-links": "Enlaces fuertes: {pairs}.",
    "player.diagram.weak-links": "Enlaces débiles: {pairs}.",
    "player.diagram.set": "conjunto {n}, {digits} en {places}",
    "player.diagram.sets": "Conjuntos casi bloqueados (ALS): {sets}.",
    "player.diagram.color0": "Azul: {candidates}.",
    "player.diagram.color1": "Verde: {candidates}.",

    "player.error.busy": "el servidor está ocupado; vuelve a intentarlo en unos segundos.",
    "player.error.rate-limited": "demasiadas solicitudes en poco tiempo; vuelve a intentarlo en un momento.",
    "player.error.internal": "se produjo un error en el servidor.",
    "player.error.work-cap": "el cálculo superó el trabajo permitido.",
    "player.error.no-solution": "el sudoku no tiene solución.",
    "player.error.multiple-solutions": "el sudoku tiene más de una solución.",
    "player.error.givens-changed": "en el tablero se cambiaron dígitos dados.",
    "player.error.size-mismatch": "el tablero y el sudoku tienen tamaños distintos.",
    "player.error.body-too-large": "la solicitud es demasiado grande.",
    "player.error.not-found": "el servidor no conoce esta dirección.",
    "player.error.bad-request": "el servidor no pudo leer la solicitud.",
    "player.error.bad-puzzle": "el servidor no pudo leer el sudoku.",
    "player.error.bad-board": "el servidor no pudo leer el tablero.",
    "player.error.bad-cages": "el servidor no pudo leer las jaulas.",
    "player.error.bad-variant": "el servidor no conoce esta variante.",
    "player.error.bad-scheme": "el servidor no conoce este esquema de niveles.",
    "player.error.bad-lang": "el servidor no habla este idioma.",

    "player.others.figures":
      "{count} {count?persona ha|personas han} compartido un tiempo de este diario; la mediana es {median}.",
    "player.others.none": "Nadie ha compartido todavía un tiempo de este diario.",
    "player.others.you": "Fuiste más rápido que el {percent} % de los demás.",
    "player.others.first": "El tuyo es el primer tiempo compartido de este diario.",
    "player.others.invite": "Comparte tu tiempo para ver dónde quedas.",
    "player.others.sending": "Enviando tu tiempo…",
    "player.others.offline":
      "Ver cómo les fue a los demás necesita conexión; aparece aquí cuando vuelvas a estar en línea.",
    "player.others.failed": "No se pudo ver cómo les fue a los demás: {reason}",
    "player.error.wrong-solution": "el servidor ve que la cuadrícula no es la solución del día",
    "player.error.bad-time": "ese tiempo no lo puede hacer una persona",
    "player.error.bad-date": "solo se aceptan resultados de los diarios de hoy",
    "player.error.too-many-results": "llegaron demasiados resultados de tu red para este diario",
    "player.error.unavailable": "este servidor no guarda resultados",
    "player.error.other": "el servidor respondió con un error ({code}).",
    "player.error.status": "la solicitud falló ({status}).",
    "player.error.unexpected": "algo salió mal en la página.",
  },
};
