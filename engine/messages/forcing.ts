/** The words of forcing: its techniques' lessons, descriptions and reasons. */
import type { Area } from "./area.ts";

const en = {
  "lesson.cell-forcing": [
    "One of a cell's candidates is the right one. Try each in turn and follow it with the singles it leads " +
    "to (naked and hidden singles, round after round). Whatever every one of those lines agrees on is true " +
    "whichever candidate is right: the same digit placed in the same cell, or the same candidate removed.",
    "A candidate whose line breaks a rule (a cell left with no digit, a digit with no place in a house) " +
    "cannot be the right one, and does not need to agree.",
  ],
  "lesson.unit-forcing": [
    "The same idea as the cell forcing chain, over a house: a digit has to go in one of its few places in a " +
    "row, column or box. Follow each place with the singles it leads to; what all of them agree on holds.",
  ],
  "lesson.digit-forcing": [
    "Take one candidate and follow two lines of singles: one from assuming it is true, one from assuming it " +
    "is false. One of the two is what really happens, so whatever both lines agree on is true.",
    "When the line from assuming it is true breaks a rule (a cell left with no digit, a digit with no place " +
    "in a house, a digit twice in one), the candidate is false: it can be removed. The grader follows each " +
    "line for at most a fixed number of rounds, so the net it looks at is bounded.",
  ],
  /** A digit forcing net whose assumption breaks a rule, as its step's variant. */
  "variant.contradiction": "contradiction",
  /** Digit forcing, the candidate assumed true breaks a rule. */
  "forcing.digit.contradiction":
    "Suppose {cell} is {digit} and follow the naked and hidden singles it leads to: they break a rule (a cell " +
    "or a house left without a place for a digit, or a digit twice in a house), so {cell} is not {digit}, and " +
    "{out}",
  /** Digit forcing, both assumptions agree: on a placement, or on what they rule out. */
  "forcing.digit.places":
    "Suppose {cell} is {digit}, then suppose it is not, and follow the naked and hidden singles it leads to " +
    "each time: both lead to the same result, and one of them is what happens, so {placed} holds",
  "forcing.digit.removes":
    "Suppose {cell} is {digit}, then suppose it is not, and follow the naked and hidden singles it leads to " +
    "each time: both lead to the same result, and one of them is what happens, so {out}",
  /** What cell forcing tries: one of the cell's candidates. */
  "forcing.cell.choices": "{cell} holds one of {digits}.",
  /** What unit forcing tries: one of the digit's places in the house. */
  "forcing.unit.choices": "In {house}, {digit} can only go in {cells}.",
  /** Cell and unit forcing, every try agrees: on a placement, or on what they rule out. */
  "forcing.try.places":
    "Try each in turn and follow the naked and hidden singles it leads to: every try either breaks a rule (so " +
    "it is not the one) or reaches the same result, so {placed} holds",
  "forcing.try.removes":
    "Try each in turn and follow the naked and hidden singles it leads to: every try either breaks a rule (so " +
    "it is not the one) or reaches the same result, so {out}",
};

export const FORCING_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "lesson.cell-forcing": [
      "Einer der Kandidaten einer Zelle ist der richtige. Probiere jeden der Reihe nach aus und verfolge die " +
      "Singles, zu denen er führt (nackte und versteckte Singles, Runde um Runde). Worin alle diese Stränge " +
      "übereinstimmen, das gilt, egal welcher Kandidat der richtige ist: dieselbe Ziffer in derselben Zelle " +
      "gesetzt oder derselbe Kandidat entfernt.",
      "Ein Kandidat, dessen Strang eine Regel verletzt (eine Zelle ohne Ziffer, eine Ziffer ohne Platz in " +
      "einer Einheit), kann nicht der richtige sein und muss nicht übereinstimmen.",
    ],
    "lesson.unit-forcing": [
      "Dieselbe Idee wie bei der Zellen-Erzwingungskette, über eine Einheit: Eine Ziffer muss an eine ihrer " +
      "wenigen Stellen in einer Zeile, einer Spalte oder einem Block. Verfolge jede Stelle mit den Singles, zu " +
      "denen sie führt; worin alle übereinstimmen, das gilt.",
    ],
    "lesson.digit-forcing": [
      "Nimm einen Kandidaten und verfolge zwei Stränge von Singles: einen unter der Annahme, dass er wahr ist, " +
      "einen unter der Annahme, dass er falsch ist. Einer der beiden tritt wirklich ein, also gilt alles, " +
      "worin beide Stränge übereinstimmen.",
      "Verletzt der Strang unter der Annahme, dass er wahr ist, eine Regel (eine Zelle ohne Ziffer, eine " +
      "Ziffer ohne Platz in einer Einheit, eine Ziffer doppelt in einer), ist der Kandidat falsch: Er kann " +
      "entfernt werden. Die Bewertung verfolgt jeden Strang höchstens eine feste Zahl von Runden, das Netz, " +
      "das sie betrachtet, ist also begrenzt.",
    ],
    "variant.contradiction": "Widerspruch",
    "forcing.digit.contradiction":
      "Nimm an, in {cell} steht die {digit}, und verfolge die nackten und versteckten Singles, zu denen das " +
      "führt: Sie verletzen eine Regel (eine Zelle oder eine Einheit ohne Platz für eine Ziffer, oder eine " +
      "Ziffer doppelt in einer Einheit), also steht in {cell} keine {digit}; {out}",
    "forcing.digit.places":
      "Nimm an, in {cell} steht die {digit}, dann nimm an, sie steht dort nicht, und verfolge jedes Mal die " +
      "nackten und versteckten Singles, zu denen das führt: Beide Annahmen führen zum selben Ergebnis, und " +
      "eine davon trifft zu, also gilt {placed}",
    "forcing.digit.removes":
      "Nimm an, in {cell} steht die {digit}, dann nimm an, sie steht dort nicht, und verfolge jedes Mal die " +
      "nackten und versteckten Singles, zu denen das führt: Beide Annahmen führen zum selben Ergebnis, und " +
      "eine davon trifft zu; {out}",
    "forcing.cell.choices": "In {cell} steht eine der Ziffern {digits}.",
    "forcing.unit.choices": "Für {house} gilt: Die {digit} kann nur in {cells} stehen.",
    "forcing.try.places":
      "Probiere jede Möglichkeit der Reihe nach aus und verfolge die nackten und versteckten Singles, zu denen " +
      "sie führt: Jeder Versuch verletzt entweder eine Regel (ist also nicht der richtige) oder führt zum " +
      "selben Ergebnis, also gilt {placed}",
    "forcing.try.removes":
      "Probiere jede Möglichkeit der Reihe nach aus und verfolge die nackten und versteckten Singles, zu denen " +
      "sie führt: Jeder Versuch verletzt entweder eine Regel (ist also nicht der richtige) oder führt zum " +
      "selben Ergebnis; {out}",
  },
  es: {
    "lesson.cell-forcing": [
      "Uno de los candidatos de una celda es el correcto. Prueba cada uno por turno y síguelo con los " +
      "solitarios a los que lleva (solitarios desnudos y ocultos, ronda tras ronda). Aquello en lo que " +
      "coincidan todas esas líneas es cierto sea cual sea el candidato correcto: el mismo dígito colocado en " +
      "la misma celda, o el mismo candidato quitado.",
      "Un candidato cuya línea rompe una regla (una celda sin ningún dígito, un dígito sin sitio en una " +
      "unidad) no puede ser el correcto, y no hace falta que coincida.",
    ],
    "lesson.unit-forcing": [
      "La misma idea que la cadena forzada de celda, sobre una unidad: un dígito tiene que ir en uno de sus " +
      "pocos sitios de una fila, columna o caja. Sigue cada sitio con los solitarios a los que lleva; aquello " +
      "en lo que coincidan todos es cierto.",
    ],
    "lesson.digit-forcing": [
      "Toma un candidato y sigue dos líneas de solitarios: una suponiendo que es cierto y otra suponiendo que " +
      "es falso. Una de las dos es lo que pasa de verdad, así que todo aquello en lo que coincidan ambas " +
      "líneas es cierto.",
      "Cuando la línea que supone que es cierto rompe una regla (una celda sin ningún dígito, un dígito sin " +
      "sitio en una unidad, un dígito repetido en una), el candidato es falso: se puede quitar. El evaluador " +
      "sigue cada línea como mucho un número fijo de rondas, así que la red que examina está acotada.",
    ],
    "variant.contradiction": "contradicción",
    "forcing.digit.contradiction":
      "Supón que {cell} es {digit} y sigue los solitarios desnudos y ocultos a los que lleva: rompen una regla " +
      "(una celda o una unidad sin sitio para un dígito, o un dígito repetido en una unidad), así que {cell} " +
      "no es {digit}, y {out}",
    "forcing.digit.places":
      "Supón que {cell} es {digit}, luego supón que no lo es, y sigue cada vez los solitarios desnudos y " +
      "ocultos a los que lleva: las dos suposiciones llevan al mismo resultado, y una de ellas es lo que " +
      "ocurre, así que se cumple {placed}",
    "forcing.digit.removes":
      "Supón que {cell} es {digit}, luego supón que no lo es, y sigue cada vez los solitarios desnudos y " +
      "ocultos a los que lleva: las dos suposiciones llevan al mismo resultado, y una de ellas es lo que " +
      "ocurre, así que {out}",
    "forcing.cell.choices": "{cell} tiene uno de los dígitos {digits}.",
    "forcing.unit.choices": "En {house}, el {digit} solo puede ir en {cells}.",
    "forcing.try.places":
      "Prueba cada opción por turno y sigue los solitarios desnudos y ocultos a los que lleva: cada intento o " +
      "bien rompe una regla (así que no es el bueno) o bien llega al mismo resultado, así que se cumple " +
      "{placed}",
    "forcing.try.removes":
      "Prueba cada opción por turno y sigue los solitarios desnudos y ocultos a los que lleva: cada intento o " +
      "bien rompe una regla (así que no es el bueno) o bien llega al mismo resultado, así que {out}",
  },
};
