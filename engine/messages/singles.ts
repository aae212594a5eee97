/** The words of singles: its techniques' lessons and the name of the "full house" variant. */
import type { Area } from "./area.ts";

const en = {
  "lesson.naked-single": [
    "Look at one empty cell and strike out every digit already present in its row, its column and its box. " +
    "When only one digit survives, that digit must go in the cell.",
    "When the cell is the last empty one of a row, column or box, this is called a full house: the missing " +
    "digit of that house is the only one left.",
  ],
  "lesson.hidden-single-box": [
    "Pick a box and a digit the box still lacks. Check each empty cell of the box: a cell is ruled out " +
    "when the digit already sits in its row or column. If just one cell of the box can still take the " +
    "digit, the digit goes there, even when that cell has other candidates too.",
  ],
  "lesson.hidden-single-line": [
    "The same idea as the hidden single in a box, applied to a row or a column: when a digit the line " +
    "still needs fits in only one of its empty cells, place it there.",
    "Lines are a little harder to scan than boxes, which is why this technique comes after the box version.",
  ],
  /** A naked single in the last empty cell of a house. */
  "variant.full house": "full house",
};

export const SINGLES_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "lesson.naked-single": [
      "Nimm dir eine leere Zelle vor und streiche jede Ziffer, die schon in ihrer Zeile, ihrer Spalte oder " +
      "ihrem Block steht. Bleibt nur eine Ziffer übrig, muss sie in diese Zelle.",
      "Ist die Zelle die letzte leere einer Zeile, Spalte oder eines Blocks, spricht man von einem Full " +
      "House: Die Ziffer, die dieser Einheit noch fehlt, ist die einzige, die übrig bleibt.",
    ],
    "lesson.hidden-single-box": [
      "Wähle einen Block und eine Ziffer, die ihm noch fehlt. Prüfe jede leere Zelle des Blocks: Eine " +
      "Zelle scheidet aus, wenn die Ziffer schon in ihrer Zeile oder Spalte steht. Kann nur noch eine " +
      "Zelle des Blocks die Ziffer aufnehmen, gehört sie dorthin, " +
      "auch wenn diese Zelle noch andere Kandidaten hat.",
    ],
    "lesson.hidden-single-line": [
      "Dieselbe Idee wie beim versteckten Single im Block, angewandt auf eine Zeile oder Spalte: Passt " +
      "eine Ziffer, die der Linie noch fehlt, nur in eine ihrer leeren Zellen, setze sie dort ein.",
      "Linien sind etwas schwerer zu überblicken als Blöcke, " +
      "deshalb kommt diese Technik nach der Block-Variante.",
    ],
    "variant.full house": "Full House",
  },
  es: {
    "lesson.naked-single": [
      "Fíjate en una celda vacía y tacha cada dígito que ya esté en su fila, su columna o su caja. Si solo " +
      "sobrevive un dígito, ese dígito va en la celda.",
      "Cuando la celda es la última vacía de una fila, columna o caja, se habla de una casa llena: el " +
      "dígito que le falta a esa unidad es el único que queda.",
    ],
    "lesson.hidden-single-box": [
      "Elige una caja y un dígito que aún le falte. Revisa cada celda vacía de la caja: una celda queda " +
      "descartada si el dígito ya está en su fila o en su columna. Si solo una celda de la caja puede aún " +
      "llevar el dígito, el dígito va ahí, aunque esa celda tenga también otros candidatos.",
    ],
    "lesson.hidden-single-line": [
      "La misma idea que el solitario oculto en una caja, aplicada a una fila o columna: cuando un dígito " +
      "que la línea aún necesita cabe en una sola de sus celdas vacías, colócalo ahí.",
      "Las líneas cuestan un poco más de recorrer que las cajas; por eso esta técnica va después de la " +
      "versión de la caja.",
    ],
    "variant.full house": "casa llena",
  },
};
