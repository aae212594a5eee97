/**
 * The words routes/shared/ writes for people: a puzzle's name, a puzzle page's title, heading and preview
 * description, and the page errors about a level, a variant, a day or a share code. The pages show them in
 * the request's language and the embeds (link previews, oEmbed, feeds) in English. routes/shared/ may not import
 * the pages, so this area lives here and the pages' catalogue joins it (routes/pages/i18n/index.ts): a page
 * passes its own words (a `PageWords` is a `SharedWords`), everything else the English default.
 */
import { type Area, fill, isVariantId, type Locale, type Params, variantInfo } from "../../engine/mod.ts";
import { levelName, longDate } from "./words.ts";

const en = {
  /** How pages and images name a puzzle. */
  "shared.puzzle.classic": "Sudoku",
  "shared.puzzle.sized": "{size}×{size} Sudoku",
  "shared.puzzle.jigsaw": "{size}×{size} Jigsaw Sudoku",
  "shared.puzzle.killer": "Killer Sudoku",
  "shared.puzzle.x": "X-Sudoku",
  /** The same names with the article a sentence starts them with. */
  "shared.a-puzzle.classic": "A Sudoku",
  "shared.a-puzzle.sized": "A {size}×{size} Sudoku",
  "shared.a-puzzle.jigsaw": "A {size}×{size} Jigsaw Sudoku",
  "shared.a-puzzle.killer": "A Killer Sudoku",
  "shared.a-puzzle.x": "An X-Sudoku",
  /** A level inside a sentence ("the hard daily"); titles use the level's name. */
  "shared.level-in-sentence.easy": "easy",
  "shared.level-in-sentence.medium": "medium",
  "shared.level-in-sentence.hard": "hard",
  "shared.level-in-sentence.expert": "expert",
  "shared.level-in-sentence.evil": "evil",
  /** What a preview says a puzzle holds. */
  "shared.content.givens": "{clues} {clues?given|givens}",
  "shared.content.cages": "{cages} {cages?cage|cages}",
  "shared.content.cages-and-givens": "{cages} {cages?cage|cages} and {clues} {clues?given|givens}",
  "shared.daily.title": "{level} {name} of {when}",
  "shared.daily.heading": "{level} daily · {when}",
  "shared.daily.heading-variant": "{name} · {level} daily · {when}",
  "shared.daily.description":
    "The {level} daily {name} of {when}: {content}, the same grid for everyone. Play it in your browser.",
  "shared.shared.title": "Shared {level} {name}",
  "shared.shared.title-unclaimed": "Shared {name}",
  "shared.shared.heading": "Shared puzzle",
  "shared.shared.heading-level": "Shared puzzle · {level}",
  "shared.shared.heading-variant": "Shared puzzle · {name}",
  "shared.shared.heading-variant-level": "Shared puzzle · {name} · {level}",
  "shared.shared.description":
    "A {level} {name} shared with you: {content}, exactly one solution. Play it in your browser.",
  "shared.shared.description-unclaimed": "{aName} shared with you: {content}, exactly one solution. " +
    "Its level shows once you solve it. Play it in your browser.",
  /** The name of a variant's level's run of dailies: its feed's title. */
  "shared.series": "Sudoku daily — {level}",
  "shared.series-variant": "Sudoku daily — {variant} {level}",
  "shared.error.unknown-level": "Unknown level",
  "shared.error.not-a-level": '"{text}" is not a level. Levels are {levels}.',
  "shared.error.not-a-level-of": '"{text}" is not a level of {variant}. {variant} levels are {levels}.',
  "shared.error.unknown-variant": "Unknown variant",
  "shared.error.not-a-variant": '"{text}" is not a variant we offer. Variants are {variants}.',
  "shared.error.bad-day": "Not a valid day",
  "shared.error.bad-day-message":
    '"{date}" is not a day we have: dailies are named YYYY-MM-DD, from {first}.',
  "shared.error.not-out-yet": "Not out yet",
  "shared.error.daily-not-out-yet":
    "The {level} daily of {when} comes out at 00:00 UTC on {date}. Today is {today} (UTC).",
  "shared.error.bad-code": "This share code does not work",
  /** Each kind of share-code fault (the engine's error codes). */
  "shared.error.bad-code.bad-character":
    "This code has a character no share code can have (only A–Z, a–z, 0–9, - and _).",
  "shared.error.bad-code.bad-length":
    "This code is too short or too long: a character was probably dropped or added.",
  "shared.error.bad-code.bad-version": "This code is from a newer share-code format than this site reads.",
  "shared.error.bad-code.bad-check":
    "The share code's check characters do not match: it was mistyped or changed.",
  "shared.error.bad-code.bad-content": "This code does not describe a puzzle this site can read.",
  "shared.error.not-offered": "Not a variant we offer",
  "shared.error.not-offered-message":
    "This code holds a {variant} puzzle on a {shape} grid, which this site " +
    "does not play. The variants are {variants}.",
  "shared.error.not-proper": "Not a proper puzzle",
  "shared.error.too-long":
    "Checking that this puzzle has exactly one solution took too long, so it cannot be played here.",
  "shared.error.no-solution":
    "This puzzle has no solution: its givens contradict each other further down the line.",
  "shared.error.many-solutions":
    "This puzzle has more than one solution, so it cannot be solved by logic alone.",
};

export const SHARED_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "shared.puzzle.classic": "Sudoku",
    "shared.puzzle.sized": "{size}×{size}-Sudoku",
    "shared.puzzle.jigsaw": "{size}×{size}-Jigsaw-Sudoku",
    "shared.puzzle.killer": "Killer-Sudoku",
    "shared.puzzle.x": "X-Sudoku",
    "shared.a-puzzle.classic": "Ein Sudoku",
    "shared.a-puzzle.sized": "Ein {size}×{size}-Sudoku",
    "shared.a-puzzle.jigsaw": "Ein {size}×{size}-Jigsaw-Sudoku",
    "shared.a-puzzle.killer": "Ein Killer-Sudoku",
    "shared.a-puzzle.x": "Ein X-Sudoku",
    "shared.level-in-sentence.easy": "Leicht",
    "shared.level-in-sentence.medium": "Mittel",
    "shared.level-in-sentence.hard": "Schwer",
    "shared.level-in-sentence.expert": "Experte",
    "shared.level-in-sentence.evil": "Teuflisch",
    "shared.content.givens": "{clues} {clues?Vorgabe|Vorgaben}",
    "shared.content.cages": "{cages} {cages?Käfig|Käfige}",
    "shared.content.cages-and-givens": "{cages} {cages?Käfig|Käfige} und {clues} {clues?Vorgabe|Vorgaben}",
    "shared.daily.title": "{name} ({level}) vom {when}",
    "shared.daily.heading": "Tagesrätsel {level} · {when}",
    "shared.daily.heading-variant": "{name} · Tagesrätsel {level} · {when}",
    "shared.daily.description":
      "Das {name} des Tages ({level}) vom {when}: {content}, für alle dasselbe Gitter. Spiel es in deinem " +
      "Browser.",
    "shared.shared.title": "Geteiltes {name} ({level})",
    "shared.shared.title-unclaimed": "Geteiltes {name}",
    "shared.shared.heading": "Geteiltes Rätsel",
    "shared.shared.heading-level": "Geteiltes Rätsel · {level}",
    "shared.shared.heading-variant": "Geteiltes Rätsel · {name}",
    "shared.shared.heading-variant-level": "Geteiltes Rätsel · {name} · {level}",
    "shared.shared.description":
      "Ein {name} ({level}), mit dir geteilt: {content}, genau eine Lösung. Spiel es in deinem Browser.",
    "shared.shared.description-unclaimed": "{aName}, mit dir geteilt: {content}, genau eine Lösung. " +
      "Die Stufe siehst du, sobald du es gelöst hast. Spiel es in deinem Browser.",
    "shared.series": "Sudoku-Tagesrätsel — {level}",
    "shared.series-variant": "Sudoku-Tagesrätsel — {variant} {level}",
    "shared.error.unknown-level": "Unbekannte Stufe",
    "shared.error.not-a-level": "„{text}“ ist keine Stufe. Die Stufen sind {levels}.",
    "shared.error.not-a-level-of":
      "„{text}“ ist keine Stufe von {variant}. Die Stufen von {variant} sind {levels}.",
    "shared.error.unknown-variant": "Unbekannte Variante",
    "shared.error.not-a-variant":
      "„{text}“ ist keine Variante, die wir anbieten. Die Varianten sind {variants}.",
    "shared.error.bad-day": "Kein gültiger Tag",
    "shared.error.bad-day-message":
      "„{date}“ ist kein Tag, den wir haben: Tagesrätsel heißen JJJJ-MM-TT, ab dem {first}.",
    "shared.error.not-out-yet": "Noch nicht erschienen",
    "shared.error.daily-not-out-yet":
      "Das Tagesrätsel ({level}) vom {when} erscheint am {date} um 00:00 UTC. Heute ist der {today} (UTC).",
    "shared.error.bad-code": "Dieser Rätselcode funktioniert nicht",
    "shared.error.bad-code.bad-character":
      "Dieser Code enthält ein Zeichen, das in keinem Rätselcode vorkommt (nur A–Z, a–z, 0–9, - und _).",
    "shared.error.bad-code.bad-length":
      "Dieser Code ist zu kurz oder zu lang: Wahrscheinlich fehlt ein Zeichen oder eines ist zu viel.",
    "shared.error.bad-code.bad-version":
      "Dieser Code stammt aus einem neueren Format, als diese Seite lesen kann.",
    "shared.error.bad-code.bad-check":
      "Die Prüfzeichen des Codes stimmen nicht: Er wurde vertippt oder verändert.",
    "shared.error.bad-code.bad-content": "Dieser Code beschreibt kein Rätsel, das diese Seite lesen kann.",
    "shared.error.not-offered": "Keine Variante, die wir anbieten",
    "shared.error.not-offered-message":
      "Dieser Code enthält ein Rätsel der Art {variant} auf einem {shape}-Gitter, das diese Seite nicht " +
      "spielt. Die Varianten sind {variants}.",
    "shared.error.not-proper": "Kein richtiges Rätsel",
    "shared.error.too-long":
      "Die Prüfung, ob dieses Rätsel genau eine Lösung hat, hat zu lange gedauert; deshalb lässt es sich hier " +
      "nicht spielen.",
    "shared.error.no-solution":
      "Dieses Rätsel hat keine Lösung: Seine Vorgaben widersprechen sich im weiteren Verlauf.",
    "shared.error.many-solutions":
      "Dieses Rätsel hat mehr als eine Lösung und lässt sich daher nicht allein mit Logik lösen.",
  },
  es: {
    "shared.puzzle.classic": "Sudoku",
    "shared.puzzle.sized": "Sudoku {size}×{size}",
    "shared.puzzle.jigsaw": "Sudoku Jigsaw {size}×{size}",
    "shared.puzzle.killer": "Sudoku Killer",
    "shared.puzzle.x": "Sudoku X",
    "shared.a-puzzle.classic": "Un sudoku",
    "shared.a-puzzle.sized": "Un sudoku {size}×{size}",
    "shared.a-puzzle.jigsaw": "Un sudoku Jigsaw {size}×{size}",
    "shared.a-puzzle.killer": "Un sudoku Killer",
    "shared.a-puzzle.x": "Un sudoku X",
    "shared.level-in-sentence.easy": "fácil",
    "shared.level-in-sentence.medium": "medio",
    "shared.level-in-sentence.hard": "difícil",
    "shared.level-in-sentence.expert": "experto",
    "shared.level-in-sentence.evil": "diabólico",
    "shared.content.givens": "{clues} {clues?dígito dado|dígitos dados}",
    "shared.content.cages": "{cages} {cages?jaula|jaulas}",
    "shared.content.cages-and-givens":
      "{cages} {cages?jaula|jaulas} y {clues} {clues?dígito dado|dígitos dados}",
    "shared.daily.title": "{name} ({level}) del {when}",
    "shared.daily.heading": "Reto diario {level} · {when}",
    "shared.daily.heading-variant": "{name} · Reto diario {level} · {when}",
    "shared.daily.description":
      "El {name} del día ({level}) del {when}: {content}, la misma cuadrícula para todos. Juégalo en tu " +
      "navegador.",
    "shared.shared.title": "{name} ({level}) compartido",
    "shared.shared.title-unclaimed": "{name} compartido",
    "shared.shared.heading": "Sudoku compartido",
    "shared.shared.heading-level": "Sudoku compartido · {level}",
    "shared.shared.heading-variant": "Sudoku compartido · {name}",
    "shared.shared.heading-variant-level": "Sudoku compartido · {name} · {level}",
    "shared.shared.description":
      "Un {name} ({level}) compartido contigo: {content}, con una única solución. Juégalo en tu navegador.",
    "shared.shared.description-unclaimed": "{aName} compartido contigo: {content}, con una única solución. " +
      "Verás su nivel cuando lo resuelvas. Juégalo en tu navegador.",
    "shared.series": "Sudoku diario — {level}",
    "shared.series-variant": "Sudoku diario — {variant} {level}",
    "shared.error.unknown-level": "Nivel desconocido",
    "shared.error.not-a-level": "«{text}» no es un nivel. Los niveles son {levels}.",
    "shared.error.not-a-level-of":
      "«{text}» no es un nivel de {variant}. Los niveles de {variant} son {levels}.",
    "shared.error.unknown-variant": "Variante desconocida",
    "shared.error.not-a-variant": "«{text}» no es una variante que ofrezcamos. Las variantes son {variants}.",
    "shared.error.bad-day": "Día no válido",
    "shared.error.bad-day-message":
      "«{date}» no es un día que tengamos: los retos diarios se nombran AAAA-MM-DD, desde el {first}.",
    "shared.error.not-out-yet": "Aún no ha salido",
    "shared.error.daily-not-out-yet":
      "El reto diario ({level}) del {when} sale el {date} a las 00:00 UTC. Hoy es {today} (UTC).",
    "shared.error.bad-code": "Este código no funciona",
    "shared.error.bad-code.bad-character":
      "Este código tiene un carácter que ningún código de sudoku puede tener (solo A–Z, a–z, 0–9, - y _).",
    "shared.error.bad-code.bad-length":
      "Este código es demasiado corto o demasiado largo: probablemente falta o sobra un carácter.",
    "shared.error.bad-code.bad-version":
      "Este código es de un formato más nuevo del que este sitio sabe leer.",
    "shared.error.bad-code.bad-check":
      "Los caracteres de control del código no coinciden: se escribió mal o se modificó.",
    "shared.error.bad-code.bad-content": "Este código no describe un sudoku que este sitio sepa leer.",
    "shared.error.not-offered": "No es una variante que ofrezcamos",
    "shared.error.not-offered-message":
      "Este código contiene un sudoku de tipo {variant} en una cuadrícula {shape}, que este sitio no ofrece. " +
      "Las variantes son {variants}.",
    "shared.error.not-proper": "No es un sudoku válido",
    "shared.error.too-long":
      "Comprobar que este sudoku tiene una única solución llevó demasiado tiempo, así que no se puede jugar aquí.",
    "shared.error.no-solution":
      "Este sudoku no tiene solución: sus dígitos dados se contradicen más adelante.",
    "shared.error.many-solutions":
      "Este sudoku tiene más de una solución, así que no se puede resolver solo con lógica.",
  },
};

export type SharedKey = keyof typeof en;

/**
 * What routes/shared/ needs of a language's words. The pages' `PageWords` has all of it (its catalogue joins
 * this area); `ENGLISH_WORDS` is the default for the embeds and the API.
 */
export interface SharedWords {
  readonly locale: Locale;
  t(key: SharedKey, params?: Params): string;
  /** "Hard", "Schwer". */
  levelName(level: string): string;
  /** "Killer", "Klassisch". */
  variantName(variant: string): string;
  /** "Monday 30 November 2026", "Montag, 30. November 2026". */
  longDate(day: string, options?: { weekday?: boolean }): string;
}

/** The English words, as the embeds, the feeds and the API write them. */
export const ENGLISH_WORDS: SharedWords = {
  locale: "en",
  t: (key, params) => fill(en[key], params),
  levelName,
  variantName: (variant) => (isVariantId(variant) ? variantInfo(variant).name : variant),
  longDate,
};
