/**
 * The words of single-digit: its techniques' lessons and the variants its steps name (a skyscraper's kind of
 * line, a turbot fish's kinds of strong-link house). Their descriptions and reasons are the generic ones
 * (words.ts).
 */
import type { Area } from "./area.ts";

/** The kinds of house a strong link lies in, as a turbot fish's variant names them ("row + box"). */
type LinkKind = "row" | "column" | "box" | "jigsaw" | "diagonal";
type TurbotVariants = Record<`variant.${LinkKind} + ${LinkKind}`, string>;

const LINK_KINDS: Readonly<Record<"en" | "de" | "es", Readonly<Record<LinkKind, string>>>> = {
  en: { row: "row", column: "column", box: "box", jigsaw: "jigsaw", diagonal: "diagonal" },
  de: { row: "Zeile", column: "Spalte", box: "Block", jigsaw: "Gebiet", diagonal: "Diagonale" },
  es: { row: "fila", column: "columna", box: "caja", jigsaw: "región", diagonal: "diagonal" },
};

/**
 * Every pair of kinds in one language: the variant is a label made of two house kinds, the same shape in every
 * language, so the table is spelled out from the kinds rather than written 25 times.
 */
function turbotVariants(locale: keyof typeof LINK_KINDS): TurbotVariants {
  const names = LINK_KINDS[locale];
  const kinds = Object.keys(names) as LinkKind[];
  return Object.fromEntries(
    kinds.flatMap((a) => kinds.map((b) => [`variant.${a} + ${b}`, `${names[a]} + ${names[b]}`])),
  ) as TurbotVariants;
}

const en = {
  "lesson.skyscraper": [
    "Take a digit that has exactly two places in each of two rows. One end of each row lines up in the " +
    "same column, the other two ends do not: two towers of different heights.",
    "The two aligned ends cannot both be the digit, so at least one of the two far ends is. Any cell that " +
    "sees both far ends cannot hold the digit. The pattern also works with columns.",
  ],
  "lesson.two-string-kite": [
    "A digit with exactly two places in a row and exactly two in a column, where one end of the row and " +
    "one end of the column share a box (but are different cells).",
    "The two ends in the shared box cannot both be the digit, so one of the other two ends (the far ends, " +
    "outside the box) is. The cell in the row of the column's far end and in the column of the row's far " +
    "end sees both, and loses the digit.",
  ],
  "lesson.turbot-fish": [
    "A general chain on one digit: a strong link (a house where the digit has exactly two places), a weak " +
    "link (two cells that see each other), and another strong link.",
    "If the first end is not the digit, the chain forces the last end to be it. So one of the two ends " +
    "holds the digit, and any cell seeing both ends loses it. Skyscrapers and kites are special shapes of " +
    "this; the crane is another.",
  ],
  "lesson.empty-rectangle": [
    "In some box, the places for a digit all lie on one row and one column of the box, forming a cross " +
    "(the cells off the cross are empty of the digit). Whatever happens, the box's copy is on that row or " +
    "on that column.",
    "Combine this with a row or column outside the box where the digit has just two places: following it " +
    "from the cross leads to a cell that would be left without the digit either way, and it is removed there.",
  ],
  /** A skyscraper's strong links lie in two rows or in two columns. */
  "variant.rows": "rows",
  "variant.columns": "columns",
  ...turbotVariants("en"),
};

export const SINGLE_DIGIT_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "lesson.skyscraper": [
      "Nimm eine Ziffer, die in jeder von zwei Zeilen genau zwei mögliche Stellen hat. Je ein Ende der beiden " +
      "Zeilen liegt in derselben Spalte, die beiden anderen Enden nicht: zwei Türme verschiedener Höhe.",
      "Die beiden übereinanderliegenden Enden können nicht beide die Ziffer sein, also ist es mindestens eines " +
      "der beiden äußeren Enden. Jede Zelle, die beide äußeren Enden sieht, kann die Ziffer nicht enthalten. " +
      "Das Muster funktioniert auch mit Spalten.",
    ],
    "lesson.two-string-kite": [
      "Eine Ziffer mit genau zwei möglichen Stellen in einer Zeile und genau zwei in einer Spalte, wobei ein " +
      "Ende der Zeile und ein Ende der Spalte im selben Block liegen (aber verschiedene Zellen sind).",
      "Die beiden Enden im gemeinsamen Block können nicht beide die Ziffer sein, also ist es eines der beiden " +
      "anderen Enden (der äußeren, außerhalb des Blocks). Die Zelle in der Zeile des äußeren Spaltenendes und " +
      "in der Spalte des äußeren Zeilenendes sieht beide und verliert die Ziffer.",
    ],
    "lesson.turbot-fish": [
      "Eine allgemeine Kette auf einer Ziffer: eine starke Verbindung (eine Einheit, in der die Ziffer genau " +
      "zwei mögliche Stellen hat), eine schwache Verbindung (zwei Zellen, die sich sehen) und noch eine starke " +
      "Verbindung.",
      "Ist das erste Ende nicht die Ziffer, zwingt die Kette das letzte Ende, sie zu sein. Eines der beiden " +
      "Enden enthält also die Ziffer, und jede Zelle, die beide Enden sieht, verliert sie. Wolkenkratzer und " +
      "Drachen sind besondere Formen davon; der Kran ist eine weitere.",
    ],
    "lesson.empty-rectangle": [
      "In einem Block liegen alle möglichen Stellen einer Ziffer auf einer Zeile und einer Spalte des Blocks " +
      "und bilden ein Kreuz (die Zellen außerhalb des Kreuzes enthalten die Ziffer nicht). Was auch geschieht, " +
      "die Ziffer des Blocks liegt auf dieser Zeile oder auf dieser Spalte.",
      "Kombiniere das mit einer Zeile oder Spalte außerhalb des Blocks, in der die Ziffer nur zwei mögliche " +
      "Stellen hat: Folgt man ihr vom Kreuz aus, kommt man zu einer Zelle, die in jedem Fall ohne die Ziffer " +
      "bliebe, und dort wird sie entfernt.",
    ],
    "variant.rows": "Zeilen",
    "variant.columns": "Spalten",
    ...turbotVariants("de"),
  },
  es: {
    "lesson.skyscraper": [
      "Toma un dígito que tenga exactamente dos lugares posibles en cada una de dos filas. Un extremo de cada " +
      "fila queda en la misma columna y los otros dos no: dos torres de distinta altura.",
      "Los dos extremos alineados no pueden ser ambos el dígito, así que al menos uno de los dos extremos " +
      "lejanos lo es. Ninguna celda que vea los dos extremos lejanos puede contener el dígito. El patrón " +
      "también funciona con columnas.",
    ],
    "lesson.two-string-kite": [
      "Un dígito con exactamente dos lugares posibles en una fila y exactamente dos en una columna, donde un " +
      "extremo de la fila y un extremo de la columna están en la misma caja (pero son celdas distintas).",
      "Los dos extremos de la caja común no pueden ser ambos el dígito, así que lo es uno de los otros dos " +
      "extremos (los lejanos, fuera de la caja). La celda que está en la fila del extremo lejano de la columna " +
      "y en la columna del extremo lejano de la fila ve a ambos y pierde el dígito.",
    ],
    "lesson.turbot-fish": [
      "Una cadena general sobre un dígito: un enlace fuerte (una unidad donde el dígito tiene exactamente dos " +
      "lugares posibles), un enlace débil (dos celdas que se ven) y otro enlace fuerte.",
      "Si el primer extremo no es el dígito, la cadena obliga al último a serlo. Así que uno de los dos " +
      "extremos tiene el dígito, y toda celda que vea ambos extremos lo pierde. El rascacielos y la cometa son " +
      "formas particulares de esto; la grúa es otra.",
    ],
    "lesson.empty-rectangle": [
      "En alguna caja, los lugares posibles de un dígito están todos en una fila y una columna de la caja y " +
      "forman una cruz (las celdas fuera de la cruz no tienen el dígito). Pase lo que pase, el dígito de la " +
      "caja está en esa fila o en esa columna.",
      "Combina esto con una fila o columna fuera de la caja donde el dígito tenga solo dos lugares posibles: " +
      "siguiéndola desde la cruz se llega a una celda que se quedaría sin el dígito en cualquier caso, y ahí " +
      "se elimina.",
    ],
    "variant.rows": "filas",
    "variant.columns": "columnas",
    ...turbotVariants("es"),
  },
};
