/**
 * The words of wings: its techniques' lessons and the reasons of the XYZ- and WXYZ-Wing (the XY- and W-Wing
 * give the generic reason of a chain, words.ts).
 */
import type { Area } from "./area.ts";

const en = {
  "lesson.xy-wing": [
    "Three cells with two candidates each: a pivot {x,y} that sees two pincers {x,z} and {y,z}.",
    "If the pivot is x, the first pincer is z; if the pivot is y, the second pincer is z. One pincer is z " +
    "either way, so any cell that sees both pincers cannot be z.",
  ],
  "lesson.xyz-wing": [
    "Like the XY-Wing, but the pivot has three candidates {x,y,z} and the pincers are {x,z} and {y,z}.",
    "Now the pivot itself may be z, so z is removed only from cells that see all three cells: the pivot " +
    "and both pincers.",
  ],
  "lesson.w-wing": [
    "Two cells with the same pair of candidates {x,y} that do not see each other, joined by a house where " +
    "x has exactly two places, one seeing each of the two cells.",
    "One of those two places is x, so one of the pair cells is not x and must be y. Any cell that sees " +
    "both pair cells therefore loses y.",
  ],
  "lesson.wxyz-wing": [
    "Four cells that hold only four digits between them, w, x, y and z. For three of the digits, the cells " +
    "that can take it all see each other, so each of those digits fills at most one of the four cells.",
    "Three digits cannot fill four cells, so one of the cells must be z, the fourth digit, whose cells do not " +
    "all see each other. Any cell that sees every one of the four cells holding z cannot be z.",
  ],
  /** The XYZ-Wing's reason; `seeing` are the cells that lose z, `n` how many. */
  "wings.xyz.reason":
    "The pivot {pivot} and the pincers {pincers} hold only {digits} between them, and whichever digit the " +
    "pivot takes, one of the three is {z}: {seeing} {n?sees|see} all three, so {out}",
  /** The WXYZ-Wing's reason, three sentences. */
  "wings.wxyz.cells": "{cells} hold only {digits} between them.",
  "wings.wxyz.restricted":
    "For each of {restricted}, the cells among them that can take it all see each other, so it fills at most " +
    "one of the four cells; three digits cannot fill four cells, so one of {zCells} is {z}.",
  "wings.wxyz.out": "{seeing} {n?sees|see} all of those, so {out}",
};

export const WINGS_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "lesson.xy-wing": [
      "Drei Zellen mit je zwei Kandidaten: eine Pivotzelle {x,y}, die zwei Flügelzellen {x,z} und {y,z} sieht.",
      "Ist die Pivotzelle x, so ist die erste Flügelzelle z; ist die Pivotzelle y, so ist die zweite " +
      "Flügelzelle z. Eine Flügelzelle ist in jedem Fall z, also kann keine Zelle, die beide Flügelzellen " +
      "sieht, z sein.",
    ],
    "lesson.xyz-wing": [
      "Wie der XY-Wing, aber die Pivotzelle hat drei Kandidaten {x,y,z} und die Flügelzellen sind {x,z} und " +
      "{y,z}.",
      "Jetzt kann die Pivotzelle selbst z sein, also wird z nur aus Zellen entfernt, die alle drei Zellen " +
      "sehen: die Pivotzelle und beide Flügelzellen.",
    ],
    "lesson.w-wing": [
      "Zwei Zellen mit demselben Kandidatenpaar {x,y}, die sich nicht sehen, verbunden durch eine Einheit, in " +
      "der x genau zwei mögliche Stellen hat, von denen jede eine der beiden Zellen sieht.",
      "Eine dieser beiden Stellen ist x, also ist eine der beiden Paarzellen nicht x und muss y sein. Jede " +
      "Zelle, die beide Paarzellen sieht, verliert daher y.",
    ],
    "lesson.wxyz-wing": [
      "Vier Zellen, die zusammen nur vier Ziffern enthalten: w, x, y und z. Bei drei dieser Ziffern sehen " +
      "sich alle Zellen, die sie aufnehmen können, gegenseitig, also füllt jede dieser Ziffern höchstens eine " +
      "der vier Zellen.",
      "Drei Ziffern können nicht vier Zellen füllen, also muss eine der Zellen z sein, die vierte Ziffer, " +
      "deren Zellen sich nicht alle gegenseitig sehen. Keine Zelle, die jede der vier Zellen mit z sieht, kann " +
      "z sein.",
    ],
    "wings.xyz.reason":
      "Die Pivotzelle {pivot} und die Flügelzellen {pincers} enthalten zusammen nur {digits}, und welche " +
      "Ziffer die Pivotzelle auch annimmt, eine der drei Zellen ist {z}: {seeing} {n?sieht|sehen} alle drei; " +
      "{out}",
    "wings.wxyz.cells": "{cells} enthalten zusammen nur {digits}.",
    "wings.wxyz.restricted":
      "Für jede der Ziffern {restricted} sehen sich die Zellen unter den vieren, die sie aufnehmen können, " +
      "alle gegenseitig, also füllt sie höchstens eine der vier Zellen; drei Ziffern können nicht vier Zellen " +
      "füllen, also enthält eine der Zellen {zCells} die {z}.",
    "wings.wxyz.out": "{seeing} {n?sieht|sehen} all diese Zellen; {out}",
  },
  es: {
    "lesson.xy-wing": [
      "Tres celdas con dos candidatos cada una: un pivote {x,y} que ve dos pinzas {x,z} y {y,z}.",
      "Si el pivote es x, la primera pinza es z; si el pivote es y, la segunda pinza es z. Una pinza es z en " +
      "cualquier caso, así que ninguna celda que vea ambas pinzas puede ser z.",
    ],
    "lesson.xyz-wing": [
      "Como el XY-Wing, pero el pivote tiene tres candidatos {x,y,z} y las pinzas son {x,z} y {y,z}.",
      "Ahora el propio pivote puede ser z, así que z solo se elimina de las celdas que ven las tres celdas: el " +
      "pivote y ambas pinzas.",
    ],
    "lesson.w-wing": [
      "Dos celdas con el mismo par de candidatos {x,y} que no se ven, unidas por una unidad donde x tiene " +
      "exactamente dos lugares posibles, cada uno de los cuales ve una de las dos celdas.",
      "Uno de esos dos lugares es x, así que una de las celdas del par no es x y tiene que ser y. Por tanto, " +
      "toda celda que vea ambas celdas del par pierde y.",
    ],
    "lesson.wxyz-wing": [
      "Cuatro celdas que entre todas solo contienen cuatro dígitos: w, x, y y z. Para tres de los dígitos, las " +
      "celdas que pueden tenerlo se ven todas entre sí, así que cada uno de esos dígitos ocupa como mucho una " +
      "de las cuatro celdas.",
      "Tres dígitos no pueden llenar cuatro celdas, así que una de las celdas tiene que ser z, el cuarto " +
      "dígito, cuyas celdas no se ven todas entre sí. Ninguna celda que vea todas las que pueden ser z de " +
      "entre las cuatro puede ser z.",
    ],
    "wings.xyz.reason":
      "El pivote {pivot} y las pinzas {pincers} solo contienen {digits} entre los tres, y tome el pivote el " +
      "dígito que tome, una de las tres celdas es {z}: {seeing} {n?ve|ven} las tres celdas, así que {out}",
    "wings.wxyz.cells": "{cells} solo contienen {digits} entre todas.",
    "wings.wxyz.restricted":
      "Para cada uno de los dígitos {restricted}, las celdas de las cuatro que pueden tenerlo se ven todas " +
      "entre sí, así que ocupa como mucho una de ellas; tres dígitos no pueden llenar cuatro celdas, así que " +
      "una de las celdas {zCells} es {z}.",
    "wings.wxyz.out": "{seeing} {n?ve|ven} todas ellas, así que {out}",
  },
};
