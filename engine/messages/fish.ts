/** The words of fish (X-Wing, Swordfish, Jellyfish): their lessons and reason. */
import type { Area } from "./area.ts";

const en = {
  "lesson.x-wing": [
    "Find a digit that has exactly two possible places in each of two rows, and those places are in the " +
    "same two columns: four cells forming the corners of a rectangle.",
    "Either the top-left and bottom-right corners hold the digit, or the other two do. Both ways, each of " +
    "the two columns gets its copy from these rows, so the digit can be removed from the rest of those " +
    "columns. The same works with rows and columns swapped.",
  ],
  "lesson.swordfish": [
    "An X-Wing with three lines. A digit is confined, in three rows, to cells that together lie in only " +
    "three columns (each row may use two or three of them).",
    "The three rows place their three copies inside those columns, one per column, so the rest of the " +
    "three columns cannot hold the digit.",
  ],
  "lesson.jellyfish": [
    "The same fish pattern with four rows and four columns: a digit whose places in four rows fall in " +
    "just four columns. Those columns lose the digit everywhere outside the four rows.",
  ],
  /**
   * `base`: the lines the digit's places are counted in, here rows; `cover`: the lines holding them all, here
   * columns; `k`: how many of each, as a word; `cells`: the digit's places.
   */
  "fish.reason.rows":
    "In {base}, {digit} can only go in {cover} ({cells}): the {k} rows put their {digit}s " +
    "in those {k} columns, so no other cell of {cover} can hold {digit}, and {out}",
  /** The same with the base lines columns and the cover lines rows. */
  "fish.reason.columns": "In {base}, {digit} can only go in {cover} ({cells}): the {k} columns put their " +
    "{digit}s in those {k} rows, so no other cell of {cover} can hold {digit}, and {out}",
};

export const FISH_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "lesson.x-wing": [
      "Suche eine Ziffer, die in zwei Zeilen jeweils genau zwei mögliche Plätze hat, und zwar in denselben " +
      "zwei Spalten: vier Zellen, die die Ecken eines Rechtecks bilden.",
      "Entweder steht die Ziffer in der linken oberen und der rechten unteren Ecke oder in den beiden " +
      "anderen. In beiden Fällen bekommt jede der zwei Spalten ihre Ziffer aus diesen Zeilen, also kann " +
      "die Ziffer aus dem Rest dieser Spalten gestrichen werden. Mit vertauschten Zeilen und Spalten geht " +
      "es genauso.",
    ],
    "lesson.swordfish": [
      "Ein X-Wing mit drei Linien. Eine Ziffer ist in drei Zeilen auf Zellen beschränkt, die zusammen in " +
      "nur drei Spalten liegen (jede Zeile kann zwei oder drei davon nutzen).",
      "Die drei Zeilen setzen ihre drei Exemplare in diese Spalten, eines pro Spalte, also kann der Rest " +
      "der drei Spalten die Ziffer nicht enthalten.",
    ],
    "lesson.jellyfish": [
      "Dasselbe Fischmuster mit vier Zeilen und vier Spalten: eine Ziffer, deren Plätze in vier Zeilen in " +
      "nur vier Spalten liegen. Diese Spalten verlieren die Ziffer überall außerhalb der vier Zeilen.",
    ],
    "fish.reason.rows":
      "In {base} kann die {digit} nur in {cover} stehen ({cells}): Jede der {k} Zeilen hat " +
      "ihre {digit} in einer dieser {k} Spalten, also kann keine andere Zelle in {cover} die {digit} " +
      "enthalten; {out}",
    "fish.reason.columns":
      "In {base} kann die {digit} nur in {cover} stehen ({cells}): Jede der {k} Spalten " +
      "hat ihre {digit} in einer dieser {k} Zeilen, also kann keine andere Zelle in {cover} die {digit} " +
      "enthalten; {out}",
  },
  es: {
    "lesson.x-wing": [
      "Busca un dígito que tenga exactamente dos sitios posibles en cada una de dos filas, y que esos " +
      "sitios estén en las mismas dos columnas: cuatro celdas que forman las esquinas de un rectángulo.",
      "O bien las esquinas superior izquierda e inferior derecha tienen el dígito, o bien lo tienen las " +
      "otras dos. En ambos casos, cada una de las dos columnas recibe su copia de estas filas, así que el " +
      "dígito se puede quitar del resto de esas columnas. Lo mismo vale intercambiando filas y columnas.",
    ],
    "lesson.swordfish": [
      "Un X-Wing con tres líneas. En tres filas, un dígito está limitado a celdas que juntas ocupan solo " +
      "tres columnas (cada fila puede usar dos o tres de ellas).",
      "Las tres filas colocan sus tres copias dentro de esas columnas, una por columna, así que el resto " +
      "de las tres columnas no puede tener el dígito.",
    ],
    "lesson.jellyfish": [
      "El mismo patrón de pez con cuatro filas y cuatro columnas: un dígito cuyos sitios en cuatro filas " +
      "caen en solo cuatro columnas. Esas columnas pierden el dígito " +
      "en todas partes fuera de las cuatro filas.",
    ],
    "fish.reason.rows": "En {base}, el {digit} solo puede ir en {cover} ({cells}): las {k} filas ponen su " +
      "{digit} en esas {k} columnas, así que ninguna otra celda de {cover} puede tener el {digit}, y {out}",
    "fish.reason.columns": "En {base}, el {digit} solo puede ir en {cover} ({cells}): las {k} columnas " +
      "ponen su {digit} en esas {k} filas, así que " +
      "ninguna otra celda de {cover} puede tener el {digit}, y {out}",
  },
};
