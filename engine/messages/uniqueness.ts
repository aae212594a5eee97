/** The words of uniqueness: its techniques' lessons, descriptions and reasons. */
import type { Area } from "./area.ts";

const en = {
  "lesson.unique-rectangle": [
    "Four cells in two rows, two columns and exactly two boxes that could all hold the same two digits " +
    "would make a deadly pattern: the two digits could swap and the puzzle would have two solutions.",
    "A proper puzzle has one solution, so the pattern must be broken. When three corners hold only {a,b}, " +
    "the fourth corner cannot be a or b; other types use the extra candidates of two corners. This only " +
    "holds for puzzles with a single solution, which every puzzle here is checked to have.",
  ],
  "lesson.bug-plus-one": [
    "A bivalue universal grave (BUG) is a position where every unsolved cell has exactly two candidates " +
    "and each candidate appears exactly twice in each house: such a position has no single solution.",
    "When all cells but one are bivalue and that one has three candidates, the extra digit that appears " +
    "three times in its houses must be the answer there, or the grid would fall into the grave.",
  ],
  /** A unique rectangle's type, as its step's variant. */
  "variant.type 1": "type 1",
  "variant.type 2": "type 2",
  "variant.type 3": "type 3",
  "variant.type 4": "type 4",
  /** Why a unique rectangle of type 1 holds, in two sentences. */
  "uniqueness.rectangle.deadly":
    "{cells} lie in two rows, two columns and two boxes; if all four held only {digits}, the two digits " +
    "could swap and the puzzle would have two solutions.",
  "uniqueness.rectangle.broken": "Three of them hold only {digits}, so {target} cannot, and {out}",
};

export const UNIQUENESS_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "lesson.unique-rectangle": [
      "Vier Zellen in zwei Zeilen, zwei Spalten und genau zwei Blöcken, die alle dieselben zwei Ziffern " +
      "enthalten könnten, bildeten ein tödliches Muster: Die beiden Ziffern ließen sich vertauschen, und das " +
      "Rätsel hätte zwei Lösungen.",
      "Ein richtiges Rätsel hat genau eine Lösung, also muss das Muster aufgebrochen sein. Enthalten drei " +
      "Ecken nur {a,b}, kann die vierte Ecke weder a noch b sein; andere Typen nutzen die zusätzlichen " +
      "Kandidaten zweier Ecken. Das gilt nur für Rätsel mit einer einzigen Lösung, und bei jedem Rätsel hier " +
      "ist das geprüft.",
    ],
    "lesson.bug-plus-one": [
      "Ein BUG (bivalue universal grave, „bivalentes universelles Grab“) ist eine Stellung, in der jede " +
      "ungelöste Zelle genau zwei Kandidaten hat und jeder Kandidat in jeder Einheit genau zweimal vorkommt: " +
      "Eine solche Stellung hat keine eindeutige Lösung.",
      "Sind alle Zellen bis auf eine bivalent und hat diese eine drei Kandidaten, dann muss die zusätzliche " +
      "Ziffer, die in ihren Einheiten dreimal vorkommt, dort stehen, sonst fiele das Gitter ins Grab.",
    ],
    "variant.type 1": "Typ 1",
    "variant.type 2": "Typ 2",
    "variant.type 3": "Typ 3",
    "variant.type 4": "Typ 4",
    "uniqueness.rectangle.deadly":
      "{cells} liegen in zwei Zeilen, zwei Spalten und zwei Blöcken; enthielten alle vier nur {digits}, " +
      "könnten die beiden Ziffern die Plätze tauschen, und das Rätsel hätte zwei Lösungen.",
    "uniqueness.rectangle.broken":
      "Drei davon enthalten nur {digits}, also darf {target} nicht auch nur diese enthalten; {out}",
  },
  es: {
    "lesson.unique-rectangle": [
      "Cuatro celdas en dos filas, dos columnas y exactamente dos cajas que pudieran contener los mismos dos " +
      "dígitos formarían un patrón mortal: los dos dígitos podrían intercambiarse y el sudoku tendría dos " +
      "soluciones.",
      "Un sudoku bien hecho tiene una sola solución, así que el patrón tiene que romperse. Cuando tres " +
      "esquinas solo tienen {a,b}, la cuarta no puede ser a ni b; otros tipos usan los candidatos extra de " +
      "dos esquinas. Esto solo vale para sudokus con una única solución, y se comprueba que todos los de aquí " +
      "la tienen.",
    ],
    "lesson.bug-plus-one": [
      "Un BUG (bivalue universal grave, «tumba universal bivalor») es una posición en la que cada celda sin " +
      "resolver tiene exactamente dos candidatos y cada candidato aparece exactamente dos veces en cada " +
      "unidad: una posición así no tiene una solución única.",
      "Cuando todas las celdas menos una son bivalor y esa tiene tres candidatos, el dígito de más que " +
      "aparece tres veces en sus unidades tiene que ir ahí, o la cuadrícula caería en la tumba.",
    ],
    "variant.type 1": "tipo 1",
    "variant.type 2": "tipo 2",
    "variant.type 3": "tipo 3",
    "variant.type 4": "tipo 4",
    "uniqueness.rectangle.deadly":
      "{cells} están en dos filas, dos columnas y dos cajas; si las cuatro tuvieran solo {digits}, los dos " +
      "dígitos podrían intercambiarse y el sudoku tendría dos soluciones.",
    "uniqueness.rectangle.broken":
      "Tres de ellas solo tienen {digits}, así que {target} no puede quedarse solo con ellos, y {out}",
  },
};
