/** The words of sue-de-coq: its techniques' lessons, descriptions and reasons. */
import type { Area } from "./area.ts";

const en = {
  "lesson.sue-de-coq": [
    "Take the two or three cells where a row or column crosses a box, holding at least two more digits than " +
    "cells between them. Find cells elsewhere in the line and cells elsewhere in the box, with no digit in " +
    "common between those two groups, such that all the cells together hold exactly as many digits as there " +
    "are cells.",
    "No digit can go twice among them: the digits of the line's group have their places in the line, every " +
    "other digit in the box. So each digit goes in exactly once, and the rest of the line loses the line " +
    "group's digits and those only the crossing holds, the rest of the box the box group's and those only the " +
    "crossing holds. In the basic form each group is one cell with two of the crossing's digits; the extended " +
    "form allows more cells and digits from outside the crossing.",
  ],
  /** A Sue de Coq whose groups go beyond one cell of two of the crossing's digits, as its step's variant. */
  "variant.extended": "extended",
  /** "Sue de Coq in row 7, box 7: r7c1, r7c3 with {4,5} in r7c7 and {3,9} in r8c3 removes …" */
  "sue-de-coq.describe": "{head} in {where}: {inner} with {lineSet} and {boxSet} {removes}",
  /** Why it holds, in three sentences: the crossing, the groups beside it, where each digit goes. */
  "sue-de-coq.crossing":
    "{inner}, where {line} crosses {box}, hold {digits}: {digitCount} digits for {cellCount} cells.",
  "sue-de-coq.groups":
    "With {lineCells} ({lineDigits}) in {line} and {boxCells} ({boxDigits}) in {box}, these {allCount} cells " +
    "hold only {digitCount} digits between them, and none can go twice among them: the places of " +
    "{lineDigits} lie in {line}, those of every other digit in {box}.",
  "sue-de-coq.each-once":
    "So each digit goes in exactly one of them: {lineAll} within {line}, and {boxAll} within {box}; {out}",
};

export const SUE_DE_COQ_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "lesson.sue-de-coq": [
      "Nimm die zwei oder drei Zellen, in denen sich eine Zeile oder Spalte mit einem Block kreuzt und die " +
      "zusammen mindestens zwei Ziffern mehr als Zellen enthalten. Such Zellen anderswo in der Linie und " +
      "Zellen anderswo im Block, ohne gemeinsame Ziffer zwischen diesen beiden Gruppen, sodass alle Zellen " +
      "zusammen genau so viele Ziffern enthalten, wie es Zellen sind.",
      "Keine Ziffer kann zweimal unter ihnen vorkommen: Die Ziffern der Gruppe in der Linie haben ihre Plätze " +
      "in der Linie, jede andere Ziffer im Block. Also kommt jede Ziffer genau einmal vor, und der Rest der " +
      "Linie verliert die Ziffern der Liniengruppe und die, die nur die Kreuzung enthält, der Rest des Blocks " +
      "die der Blockgruppe und die, die nur die Kreuzung enthält. In der Grundform ist jede Gruppe eine Zelle " +
      "mit zwei Ziffern der Kreuzung; die erweiterte Form erlaubt mehr Zellen und Ziffern von außerhalb der " +
      "Kreuzung.",
    ],
    "variant.extended": "erweitert",
    "sue-de-coq.describe": "{head} in {where}: {inner} mit {lineSet} und {boxSet} {removes}",
    "sue-de-coq.crossing":
      "{inner}, wo sich {line} und {box} kreuzen, enthalten {digits}: {digitCount} Ziffern für {cellCount} " +
      "Zellen.",
    "sue-de-coq.groups":
      "Mit {lineCells} ({lineDigits}) in {line} und {boxCells} ({boxDigits}) in {box} enthalten diese " +
      "{allCount} Zellen zusammen nur {digitCount} Ziffern, und keine kann zweimal unter ihnen vorkommen: Die " +
      "Stellen von {lineDigits} liegen in {line}, die jeder anderen Ziffer in {box}.",
    "sue-de-coq.each-once":
      "Also kommt jede Ziffer in genau eine von ihnen: {lineAll} innerhalb von {line} und {boxAll} innerhalb " +
      "von {box}; {out}",
  },
  es: {
    "lesson.sue-de-coq": [
      "Toma las dos o tres celdas donde una fila o columna cruza una caja, que entre todas tengan al menos dos " +
      "dígitos más que celdas. Busca celdas en otra parte de la línea y celdas en otra parte de la caja, sin " +
      "ningún dígito en común entre esos dos grupos, de modo que todas las celdas juntas tengan exactamente " +
      "tantos dígitos como celdas hay.",
      "Ningún dígito puede ir dos veces entre ellas: los dígitos del grupo de la línea tienen sus sitios en la " +
      "línea, y todos los demás en la caja. Así que cada dígito va exactamente una vez, y el resto de la línea " +
      "pierde los dígitos del grupo de la línea y los que solo tiene el cruce, y el resto de la caja, los del " +
      "grupo de la caja y los que solo tiene el cruce. En la forma básica cada grupo es una celda con dos de " +
      "los dígitos del cruce; la forma extendida admite más celdas y dígitos de fuera del cruce.",
    ],
    "variant.extended": "extendido",
    "sue-de-coq.describe": "{head} en {where}: {inner} con {lineSet} y {boxSet} {removes}",
    "sue-de-coq.crossing":
      "{inner}, donde la {line} cruza la {box}, tienen {digits}: {digitCount} dígitos para {cellCount} celdas.",
    "sue-de-coq.groups":
      "Con {lineCells} ({lineDigits}) en la {line} y {boxCells} ({boxDigits}) en la {box}, estas {allCount} " +
      "celdas solo tienen {digitCount} dígitos entre todas, y ninguno puede ir dos veces entre ellas: los " +
      "sitios de {lineDigits} están en la {line}, y los de cualquier otro dígito, en la {box}.",
    "sue-de-coq.each-once":
      "Así que cada dígito va exactamente en una de ellas: {lineAll} dentro de la {line}, y {boxAll} dentro de " +
      "la {box}; {out}",
  },
};
