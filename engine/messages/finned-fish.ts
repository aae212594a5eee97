/** The words of finned fish (finned and sashimi X-Wing, Swordfish, Jellyfish): lessons, reason, variant. */
import type { Area } from "./area.ts";

const en = {
  "lesson.finned-x-wing": [
    "An X-Wing that is almost there: a digit's places in two rows fall in two columns, except for one or " +
    "two extra places, the fins, all in one box. The fins spoil the plain X-Wing, but not all of it.",
    "Either a fin holds the digit, or none does and the X-Wing stands. A cell of the two columns, outside " +
    "the two rows, that also sees every fin (it sits in the fins' box) loses the digit both ways. When a " +
    "row keeps only one place in the columns besides its fins, the fish is called sashimi; the reasoning " +
    "is the same. Rows and columns can swap roles.",
  ],
  "lesson.finned-swordfish": [
    "The finned version of the Swordfish: in three rows a digit's places lie in three columns, but for " +
    "fins that share one box.",
    "If no fin is the digit, the Swordfish clears the three columns outside its rows; if a fin is, every " +
    "cell seeing the fins loses it. Cells of the three columns in the fins' box, outside the rows, lose " +
    "the digit either way. Sashimi when a row has only one place in the columns.",
  ],
  "lesson.finned-jellyfish": [
    "The same with four rows and four columns: a Jellyfish with fins in one box. Only the cells of the " +
    "cover columns that sit in the fins' box, outside the four rows, lose the digit, because they are the " +
    "ones that see every fin.",
  ],
  /** A finned fish some base line of which has one place in the cover lines besides its fins. */
  "variant.sashimi": "sashimi",
  /** The fin cells, as the reason names them after "or in". */
  "finned-fish.fins": "{n?the fin|the fins} {cells}",
  /**
   * `base`: the lines the digit's places are counted in, here rows; `cover`: the lines holding all but the
   * fins, here columns; `body`: the places in the cover lines; `k`: how many lines of each, as a word;
   * `seeing`: the cells that lose the digit, `n` of them.
   */
  "finned-fish.reason.rows": "In {base}, {digit} can only go in {cover} ({body}) or in {fins}. If no fin " +
    "holds {digit}, the {k} rows put their {digit}s in those {k} columns, and no other cell of them can " +
    "hold {digit}; if a fin does, no cell seeing it can. {seeing} {n?is|are} in {cover} and {n?sees|see} " +
    "every fin, so {out}",
  /** The same with the base lines columns and the cover lines rows. */
  "finned-fish.reason.columns":
    "In {base}, {digit} can only go in {cover} ({body}) or in {fins}. If no fin " +
    "holds {digit}, the {k} columns put their {digit}s in those {k} rows, and no other cell of them can " +
    "hold {digit}; if a fin does, no cell seeing it can. {seeing} {n?is|are} in {cover} and {n?sees|see} " +
    "every fin, so {out}",
};

export const FINNED_FISH_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "lesson.finned-x-wing": [
      "Ein X-Wing, der fast zustande kommt: Die Plätze einer Ziffer in zwei Zeilen liegen in zwei Spalten, " +
      "bis auf ein oder zwei zusätzliche Plätze, die Flossen, alle in einem Block. Die Flossen verderben " +
      "den einfachen X-Wing, aber nicht ganz.",
      "Entweder enthält eine Flosse die Ziffer, oder keine tut es und der X-Wing gilt. Eine Zelle der zwei " +
      "Spalten außerhalb der zwei Zeilen, die zudem jede Flosse sieht (sie liegt im Block der Flossen), " +
      "verliert die Ziffer in beiden Fällen. Hat eine Zeile außer ihren Flossen nur einen Platz in den " +
      "Spalten, heißt der Fisch Sashimi; die Begründung ist dieselbe. Zeilen und Spalten können die Rollen " +
      "tauschen.",
    ],
    "lesson.finned-swordfish": [
      "Die Version des Swordfish mit Flosse: In drei Zeilen liegen die Plätze einer Ziffer in drei " +
      "Spalten, bis auf Flossen, die sich einen Block teilen.",
      "Ist keine Flosse die Ziffer, räumt der Swordfish die drei Spalten außerhalb seiner Zeilen; ist eine " +
      "Flosse die Ziffer, verliert jede Zelle, die die Flossen sieht, sie. Zellen der drei Spalten im " +
      "Block der Flossen, außerhalb der Zeilen, verlieren die Ziffer also auf jeden Fall. Sashimi, wenn " +
      "eine Zeile nur einen Platz in den Spalten hat.",
    ],
    "lesson.finned-jellyfish": [
      "Dasselbe mit vier Zeilen und vier Spalten: ein Jellyfish mit Flossen in einem Block. Nur die Zellen " +
      "der Deckspalten, die im Block der Flossen liegen, außerhalb der vier Zeilen, verlieren die Ziffer, " +
      "denn nur sie sehen jede Flosse.",
    ],
    "variant.sashimi": "Sashimi",
    "finned-fish.fins": "{n?der Flosse|den Flossen} {cells}",
    "finned-fish.reason.rows": "In {base} kann die {digit} nur in {cover} stehen ({body}) oder in {fins}. " +
      "Enthält keine Flosse die {digit}, hat jede der {k} Zeilen ihre {digit} in einer dieser {k} Spalten, " +
      "und keine andere Zelle dieser Spalten kann sie enthalten; enthält eine Flosse sie, dann keine " +
      "Zelle, die diese Flosse sieht. {seeing} {n?liegt|liegen} in {cover} " +
      "und {n?sieht|sehen} jede Flosse; {out}",
    "finned-fish.reason.columns": "In {base} kann die {digit} nur in {cover} stehen ({body}) oder in " +
      "{fins}. Enthält keine Flosse die {digit}, hat jede der {k} Spalten ihre {digit} in einer dieser {k} " +
      "Zeilen, und keine andere Zelle dieser Zeilen kann sie enthalten; enthält eine Flosse sie, dann " +
      "keine Zelle, die diese Flosse sieht. {seeing} {n?liegt|liegen} in {cover} und {n?sieht|sehen} jede " +
      "Flosse; {out}",
  },
  es: {
    "lesson.finned-x-wing": [
      "Un X-Wing casi completo: los sitios de un dígito en dos filas caen en dos columnas, salvo uno o dos " +
      "sitios de más, las aletas, todos en una misma caja. Las aletas estropean el X-Wing simple, pero no " +
      "del todo.",
      "O una aleta tiene el dígito, o ninguna lo tiene y el X-Wing se cumple. Una celda de las dos " +
      "columnas, fuera de las dos filas, que además ve todas las aletas (está en la caja de las aletas) " +
      "pierde el dígito en ambos casos. Cuando a una fila solo le queda un sitio en las columnas aparte de " +
      "sus aletas, el pez se llama sashimi; el razonamiento es el mismo. Filas y columnas " +
      "pueden intercambiar los papeles.",
    ],
    "lesson.finned-swordfish": [
      "La versión con aleta del Swordfish: en tres filas, los sitios de un dígito están en tres columnas, " +
      "salvo aletas que comparten una caja.",
      "Si ninguna aleta es el dígito, el Swordfish limpia las tres columnas fuera de sus filas; si una " +
      "aleta lo es, toda celda que vea las aletas lo pierde. Las celdas de las tres columnas en la caja de " +
      "las aletas, fuera de las filas, pierden el dígito en cualquier caso. Es sashimi cuando una fila " +
      "tiene un solo sitio en las columnas.",
    ],
    "lesson.finned-jellyfish": [
      "Lo mismo con cuatro filas y cuatro columnas: un Jellyfish con aletas en una caja. Solo las celdas " +
      "de las columnas de cobertura que están en la caja de las aletas, fuera de las cuatro filas, pierden " +
      "el dígito, porque son las que ven todas las aletas.",
    ],
    "variant.sashimi": "sashimi",
    "finned-fish.fins": "{n?la aleta|las aletas} {cells}",
    "finned-fish.reason.rows": "En {base}, el {digit} solo puede ir en {cover} ({body}) o en {fins}. Si " +
      "ninguna aleta tiene el {digit}, las {k} filas ponen su {digit} en esas {k} columnas, y ninguna otra " +
      "celda de ellas puede tenerlo; si una aleta lo tiene, no puede tenerlo ninguna celda que la vea. " +
      "{seeing} {n?está|están} en {cover} y {n?ve|ven} todas las aletas, así que {out}",
    "finned-fish.reason.columns": "En {base}, el {digit} solo puede ir en {cover} ({body}) o en {fins}. Si " +
      "ninguna aleta tiene el {digit}, las {k} columnas ponen su {digit} en esas {k} filas, y ninguna otra " +
      "celda de ellas puede tenerlo; si una aleta lo tiene, no puede tenerlo ninguna celda que la vea. " +
      "{seeing} {n?está|están} en {cover} y {n?ve|ven} todas las aletas, así que {out}",
  },
};
