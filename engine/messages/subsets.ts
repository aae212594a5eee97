/** The words of subsets (naked and hidden pairs, triples and quads): their lessons and reasons. */
import type { Area } from "./area.ts";

const en = {
  "lesson.naked-pair": [
    "Two cells in the same house that both hold exactly the same two candidates, say 3 and 7, share those " +
    "digits between them: one is 3 and the other is 7, in some order.",
    "No other cell of that house can then be 3 or 7, so those candidates can be removed everywhere else in " +
    "it (and in the box too, when the two cells also share one).",
  ],
  "lesson.naked-triple": [
    "Three cells of one house whose candidates, taken together, are only three digits. Each cell need not " +
    "show all three; {1,2}, {2,5} and {1,5} is a triple too.",
    "The three cells will use up those three digits, so the rest of the house loses them (and the rest of " +
    "their box, when all three also share one).",
  ],
  "lesson.naked-quad": [
    "The four-cell version of the naked pair: four cells of a house whose candidates together are only " +
    "four digits. Those digits are used up by the four cells and leave the rest of the house.",
  ],
  "lesson.hidden-pair": [
    "Two digits that, within one house, can only go in the same two cells must fill those two cells. The " +
    "cells may still show other candidates, but those are impossible: remove everything but the two digits.",
  ],
  "lesson.hidden-triple": [
    "Three digits that, within one house, fit in only the same three cells. Those cells must hold exactly " +
    "those digits, so any other candidate in them can be removed.",
  ],
  "lesson.hidden-quad": [
    "Four digits confined to the same four cells of a house. Those cells hold exactly these digits, so " +
    "their other candidates go. Hidden quads are rare and hard to spot by eye.",
  ],
  /** `k`: the number of cells (and digits) as a word; `regions`: every region holding all the cells. */
  "subsets.naked-reason": "{cells} can only hold {digits} between them: these {k} cells take those {k} " +
    "digits, so no other cell of {regions} can take them, and {out}",
  "subsets.hidden-reason": "In {region}, {digits} can only go in {cells}: those {k} cells must take those " +
    "{k} digits and nothing else, so {out}",
};

export const SUBSETS_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "lesson.naked-pair": [
      "Zwei Zellen derselben Einheit, die beide genau dieselben zwei Kandidaten haben, etwa 3 und 7, " +
      "teilen sich diese Ziffern: Eine ist die 3, die andere die 7, in irgendeiner Reihenfolge.",
      "Keine andere Zelle dieser Einheit kann dann 3 oder 7 sein, also lassen sich diese Kandidaten " +
      "überall sonst darin streichen (und auch im Block, wenn die beiden Zellen zusätzlich in einem liegen).",
    ],
    "lesson.naked-triple": [
      "Drei Zellen einer Einheit, deren Kandidaten zusammen nur drei Ziffern sind. Nicht jede Zelle muss " +
      "alle drei zeigen; {1,2}, {2,5} und {1,5} ist auch ein Dreier.",
      "Die drei Zellen verbrauchen diese drei Ziffern, also verliert der Rest der Einheit sie (und der " +
      "Rest ihres Blocks, wenn alle drei auch in einem liegen).",
    ],
    "lesson.naked-quad": [
      "Die Version des nackten Paars mit vier Zellen: vier Zellen einer Einheit, deren Kandidaten zusammen " +
      "nur vier Ziffern sind. Die vier Zellen verbrauchen diese Ziffern, und sie verschwinden aus dem Rest " +
      "der Einheit.",
    ],
    "lesson.hidden-pair": [
      "Zwei Ziffern, die innerhalb einer Einheit nur in dieselben zwei Zellen passen, müssen diese beiden " +
      "Zellen füllen. Die Zellen zeigen vielleicht noch andere Kandidaten, doch die sind unmöglich: " +
      "Streiche alles außer den beiden Ziffern.",
    ],
    "lesson.hidden-triple": [
      "Drei Ziffern, die innerhalb einer Einheit nur in dieselben drei Zellen passen. Diese Zellen müssen " +
      "genau diese Ziffern enthalten, also kann jeder andere Kandidat darin gestrichen werden.",
    ],
    "lesson.hidden-quad": [
      "Vier Ziffern, die auf dieselben vier Zellen einer Einheit beschränkt sind. Diese Zellen enthalten " +
      "genau diese Ziffern, ihre übrigen Kandidaten fallen weg. Versteckte Vierer sind selten und mit " +
      "bloßem Auge schwer zu sehen.",
    ],
    "subsets.naked-reason": "{cells} können zusammen nur {digits} enthalten: Diese {k} Zellen nehmen diese " +
      "{k} Ziffern auf, also kann sie keine andere Zelle in {regions} enthalten; {out}",
    "subsets.hidden-reason": "In {region} können {digits} nur in {cells} stehen: Diese {k} Zellen müssen " +
      "genau diese {k} Ziffern aufnehmen und nichts anderes; {out}",
  },
  es: {
    "lesson.naked-pair": [
      "Dos celdas de la misma unidad que tienen exactamente los mismos dos candidatos, por ejemplo 3 y 7, " +
      "se reparten esos dígitos: una es el 3 y la otra el 7, en algún orden.",
      "Ninguna otra celda de esa unidad puede ser entonces 3 o 7, así que esos candidatos se pueden quitar " +
      "en todo el resto de ella (y también en la caja, cuando las dos celdas comparten una).",
    ],
    "lesson.naked-triple": [
      "Tres celdas de una unidad cuyos candidatos, juntos, son solo tres dígitos. No hace falta que cada " +
      "celda muestre los tres; {1,2}, {2,5} y {1,5} también es un trío.",
      "Las tres celdas gastarán esos tres dígitos, así que el resto de la unidad los pierde (y el resto de " +
      "su caja, cuando las tres comparten también una).",
    ],
    "lesson.naked-quad": [
      "La versión de cuatro celdas de la pareja desnuda: cuatro celdas de una unidad cuyos candidatos " +
      "juntos son solo cuatro dígitos. Las cuatro celdas gastan esos dígitos, " +
      "que desaparecen del resto de la unidad.",
    ],
    "lesson.hidden-pair": [
      "Dos dígitos que, dentro de una unidad, solo pueden ir en las mismas dos celdas tienen que llenar " +
      "esas dos celdas. Puede que las celdas muestren aún otros candidatos, pero son imposibles: quita " +
      "todo menos los dos dígitos.",
    ],
    "lesson.hidden-triple": [
      "Tres dígitos que, dentro de una unidad, solo caben en las mismas tres celdas. Esas celdas tienen " +
      "que contener exactamente esos dígitos, así que cualquier otro candidato en ellas se puede quitar.",
    ],
    "lesson.hidden-quad": [
      "Cuatro dígitos limitados a las mismas cuatro celdas de una unidad. Esas celdas contienen " +
      "exactamente esos dígitos, así que sus demás candidatos sobran. Los cuartetos ocultos son raros y " +
      "difíciles de ver a simple vista.",
    ],
    "subsets.naked-reason": "{cells} solo pueden contener {digits} entre ellas: estas {k} celdas se quedan " +
      "con esos {k} dígitos, así que ninguna otra celda de {regions} puede tenerlos, y {out}",
    "subsets.hidden-reason":
      "En {region}, {digits} solo pueden ir en {cells}: esas {k} celdas deben llevar " +
      "esos {k} dígitos y nada más, así que {out}",
  },
};
