/** The words of als: its techniques' lessons, descriptions and reasons. */
import type { Area } from "./area.ts";

const en = {
  "lesson.als-xz": [
    "An almost locked set is a group of cells in one house holding one digit more than it has cells (a " +
    "bivalue cell is the smallest). If it loses any one of its digits, the rest are locked in: each of them " +
    "goes in one of its cells.",
    "Take two such sets with no cell in common and a digit x that both hold, every x of one seeing every x of " +
    "the other: x is a restricted common, in at most one of the sets, so the other is locked. Any other digit " +
    "z they both hold is then in one set or the other, and a cell that sees every z of both cannot be z. With " +
    "two restricted commons (doubly linked) each set holds exactly one of them and all its other digits, " +
    "which removes more.",
  ],
  "lesson.als-xy-wing": [
    "Three almost locked sets (each one digit more than cells): a pivot C, a set A sharing a restricted " +
    "common x with it, and a set B sharing a different restricted common y (every x of A sees every x of C, " +
    "every y of B every y of C).",
    "If neither A nor B held a digit z they both have, each would be locked on its other digits, A taking x " +
    "and B taking y, and the pivot would lose both x and y: too few digits for its cells. So z is in A or B, " +
    "and a cell seeing every z of both cannot be z. It is the XY-Wing with sets in place of cells.",
  ],
  /** An ALS-XZ with two restricted commons, as its step's variant. */
  "variant.doubly linked": "doubly linked",
  /** A set as a step's one line names it (Sue de Coq's too): "{1,5,7} in r1c2, r1c3". */
  "als.set": "{set} in {cells}",
  /** "ALS-XZ: {1,5,7} in r1c2, r1c3 and {1,5} in r4c5, restricted common 1, removes …" */
  "als.describe.xz": "{head}: {a} and {b}, {n?restricted common|restricted commons} {commons}, {removes}",
  /** "ALS-XY-Wing: {1,5} in r1c1 and {5,8,9} in r2c4, r2c6, pivot {1,8,9} in r5c5 (1 with the first, …), …" */
  "als.describe.xy-wing":
    "{head}: {a} and {b}, pivot {c} ({x} with the first, {y} with the second), {removes}",
  /** One almost locked set of `n` cells: "r1c2 and r1c3 hold 1, 5 and 7 (three digits, two cells)". */
  "als.set-holds": "{cells} {n?holds|hold} {digits} ({digitCount} digits, {cellCount} {n?cell|cells})",
  "als.locked":
    "Each set has one digit more than cells, so it is locked (holds every one of its other digits) as soon " +
    "as it loses one.",
  /** ALS-XZ with one restricted common x; the digits removed are `zs`. */
  "als.xz.sets": "Two almost locked sets: {a}; and {b}.",
  "als.xz.link":
    "Every {x} of one sees every {x} of the other, so at most one of them holds {x}, and the other is locked: " +
    "it holds {zs}.",
  /** One digit removed, from the `n` cells that see all its places. */
  "als.xz.one": "So {z} is in one set or the other; {cells} {n?sees|see} every place of it in both, so {out}",
  "als.xz.many":
    "So each of those is in one set or the other; each candidate ruled out sees every place of its digit in " +
    "both, so {out}",
  /** ALS-XZ with two restricted commons. */
  "als.xz.double-link":
    "Every {x1} of one sees every {x1} of the other, and likewise for {x2}, so each of them is in at most one " +
    "set; a set holding neither would be left with fewer digits than cells, so each set holds exactly one of " +
    "{x1} and {x2} and is locked on all its other digits.",
  "als.xz.double-out":
    "So {x1} and {x2} are each in one set or the other, and every other digit of a set is in that set; each " +
    "candidate ruled out sees every place of its digit there, so {out}",
  /** The ALS-XY-Wing: sets A and B, the pivot C, x linking C to A and y linking C to B. */
  "als.wing.sets": "Three almost locked sets: {a}; {b}; and the pivot {c}.",
  "als.wing.links":
    "Every {x} of the pivot sees every {x} of the first set, and every {y} of the pivot every {y} of the " +
    "second.",
  "als.wing.neither":
    "If neither the first nor the second set held {zs}, both would be locked, the first holding {x} and the " +
    "second {y}, which leaves the pivot without {x} and {y}: fewer digits than cells.",
  "als.wing.one":
    "So {z} is in one of the first two sets; {cells} {n?sees|see} every place of it in both, so {out}",
  "als.wing.many":
    "So each is in one of the first two sets; each candidate ruled out sees every place of its digit in " +
    "both, so {out}",
};

export const ALS_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "lesson.als-xz": [
      "Eine fast gesperrte Menge (ALS, almost locked set) ist eine Gruppe von Zellen in einer Einheit, die " +
      "eine Ziffer mehr enthält, als sie Zellen hat (die kleinste ist eine bivalente Zelle). Verliert sie " +
      "irgendeine ihrer Ziffern, sind die übrigen gesperrt: Jede von ihnen kommt in eine ihrer Zellen.",
      "Nimm zwei solche Mengen ohne gemeinsame Zelle und eine Ziffer x, die beide enthalten, wobei jedes x der " +
      "einen jedes x der anderen sieht: x ist eine eingeschränkt gemeinsame Ziffer, steht also in höchstens " +
      "einer der Mengen, und die andere ist gesperrt. Jede andere Ziffer z, die beide enthalten, liegt dann " +
      "in der einen oder der anderen Menge, und eine Zelle, die jedes z beider Mengen sieht, kann nicht z " +
      "sein. Mit zwei eingeschränkt gemeinsamen Ziffern (doppelt verbunden) enthält jede Menge genau eine " +
      "davon und alle ihre anderen Ziffern, was noch mehr entfernt.",
    ],
    "lesson.als-xy-wing": [
      "Drei fast gesperrte Mengen (jede mit einer Ziffer mehr als Zellen): ein Angelpunkt C, eine Menge A, " +
      "die mit ihm eine eingeschränkt gemeinsame Ziffer x teilt, und eine Menge B, die mit ihm eine andere " +
      "eingeschränkt gemeinsame Ziffer y teilt (jedes x von A sieht jedes x von C, jedes y von B jedes y von " +
      "C).",
      "Enthielten weder A noch B eine Ziffer z, die beide haben, wäre jede auf ihre anderen Ziffern gesperrt, " +
      "A nähme x und B nähme y, und dem Angelpunkt fehlten x und y: zu wenige Ziffern für seine Zellen. Also " +
      "liegt z in A oder B, und eine Zelle, die jedes z beider Mengen sieht, kann nicht z sein. Es ist der " +
      "XY-Wing mit Mengen statt Zellen.",
    ],
    "variant.doubly linked": "doppelt verbunden",
    "als.set": "{set} in {cells}",
    "als.describe.xz":
      "{head}: {a} und {b}, {n?eingeschränkt gemeinsame Ziffer|eingeschränkt gemeinsame Ziffern} {commons}, " +
      "{removes}",
    "als.describe.xy-wing":
      "{head}: {a} und {b}, Angelpunkt {c} ({x} mit der ersten, {y} mit der zweiten), {removes}",
    "als.set-holds":
      "{cells} {n?enthält|enthalten} {digits} ({digitCount} Ziffern, {cellCount} {n?Zelle|Zellen})",
    "als.locked":
      "Jede Menge hat eine Ziffer mehr als Zellen und ist daher gesperrt (enthält jede ihrer übrigen Ziffern), " +
      "sobald sie eine verliert.",
    "als.xz.sets": "Zwei fast gesperrte Mengen: {a}; und {b}.",
    "als.xz.link":
      "Jede {x} der einen sieht jede {x} der anderen, also enthält höchstens eine von beiden die {x}, und die " +
      "andere ist gesperrt: Sie enthält {zs}.",
    "als.xz.one":
      "Also liegt die {z} in der einen oder der anderen Menge; {cells} {n?sieht|sehen} jede ihrer Stellen in " +
      "beiden; {out}",
    "als.xz.many":
      "Also liegt jede davon in der einen oder der anderen Menge; jeder ausgeschlossene Kandidat sieht jede " +
      "Stelle seiner Ziffer in beiden; {out}",
    "als.xz.double-link":
      "Jede {x1} der einen sieht jede {x1} der anderen, und ebenso bei {x2}, also liegt jede der beiden in " +
      "höchstens einer Menge; einer Menge ohne beide blieben weniger Ziffern als Zellen, also enthält jede " +
      "Menge genau eine von {x1} und {x2} und ist auf alle ihre übrigen Ziffern gesperrt.",
    "als.xz.double-out":
      "Also liegen {x1} und {x2} jeweils in der einen oder der anderen Menge, und jede andere Ziffer einer " +
      "Menge liegt in dieser Menge; jeder ausgeschlossene Kandidat sieht dort jede Stelle seiner Ziffer; {out}",
    "als.wing.sets": "Drei fast gesperrte Mengen: {a}; {b}; und der Angelpunkt {c}.",
    "als.wing.links":
      "Jede {x} des Angelpunkts sieht jede {x} der ersten Menge, und jede {y} des Angelpunkts jede {y} der " +
      "zweiten.",
    "als.wing.neither":
      "Enthielte weder die erste noch die zweite Menge {zs}, wären beide gesperrt, die erste mit der {x} und " +
      "die zweite mit der {y}, und dem Angelpunkt fehlten {x} und {y}: weniger Ziffern als Zellen.",
    "als.wing.one":
      "Also liegt die {z} in einer der ersten beiden Mengen; {cells} {n?sieht|sehen} jede ihrer Stellen in " +
      "beiden; {out}",
    "als.wing.many":
      "Also liegt jede davon in einer der ersten beiden Mengen; jeder ausgeschlossene Kandidat sieht jede " +
      "Stelle seiner Ziffer in beiden; {out}",
  },
  es: {
    "lesson.als-xz": [
      "Un conjunto casi bloqueado (ALS, almost locked set) es un grupo de celdas de una unidad que tiene un " +
      "dígito más que celdas (el más pequeño es una celda bivalor). Si pierde cualquiera de sus dígitos, los " +
      "demás quedan bloqueados: cada uno va en una de sus celdas.",
      "Toma dos conjuntos así sin ninguna celda en común y un dígito x que tengan los dos, de modo que cada x " +
      "de uno vea cada x del otro: x es un común restringido, está como mucho en uno de los conjuntos, así " +
      "que el otro queda bloqueado. Cualquier otro dígito z que tengan los dos está entonces en uno u otro " +
      "conjunto, y una celda que ve todos los z de ambos no puede ser z. Con dos comunes restringidos " +
      "(doblemente enlazados) cada conjunto tiene exactamente uno de ellos y todos sus demás dígitos, lo que " +
      "quita más.",
    ],
    "lesson.als-xy-wing": [
      "Tres conjuntos casi bloqueados (cada uno con un dígito más que celdas): un pivote C, un conjunto A que " +
      "comparte con él un común restringido x, y un conjunto B que comparte con él otro común restringido y " +
      "(cada x de A ve cada x de C, y cada y de B cada y de C).",
      "Si ni A ni B tuvieran un dígito z que tienen los dos, cada uno quedaría bloqueado en sus otros dígitos, " +
      "A tomaría x y B tomaría y, y el pivote perdería tanto x como y: demasiado pocos dígitos para sus " +
      "celdas. Así que z está en A o en B, y una celda que ve todos los z de ambos no puede ser z. Es el " +
      "XY-Wing con conjuntos en lugar de celdas.",
    ],
    "variant.doubly linked": "doblemente enlazado",
    "als.set": "{set} en {cells}",
    "als.describe.xz": "{head}: {a} y {b}, {n?común restringido|comunes restringidos} {commons}, {removes}",
    "als.describe.xy-wing":
      "{head}: {a} y {b}, pivote {c} ({x} con el primero, {y} con el segundo), {removes}",
    "als.set-holds": "{cells} {n?tiene|tienen} {digits} ({digitCount} dígitos, {cellCount} {n?celda|celdas})",
    "als.locked":
      "Cada conjunto tiene un dígito más que celdas, así que queda bloqueado (tiene todos sus demás dígitos) " +
      "en cuanto pierde uno.",
    "als.xz.sets": "Dos conjuntos casi bloqueados: {a}; y {b}.",
    "als.xz.link":
      "Cada {x} de uno ve cada {x} del otro, así que como mucho uno de ellos tiene el {x}, y el otro queda " +
      "bloqueado: tiene {zs}.",
    "als.xz.one":
      "Así que el {z} está en uno u otro conjunto; {cells} {n?ve|ven} todos sus sitios en ambos, así que {out}",
    "als.xz.many":
      "Así que cada uno de ellos está en uno u otro conjunto; cada candidato descartado ve todos los sitios de " +
      "su dígito en ambos, así que {out}",
    "als.xz.double-link":
      "Cada {x1} de uno ve cada {x1} del otro, y lo mismo con el {x2}, así que cada uno de ellos está como " +
      "mucho en un conjunto; un conjunto sin ninguno de los dos se quedaría con menos dígitos que celdas, así " +
      "que cada conjunto tiene exactamente uno de {x1} y {x2} y queda bloqueado en todos sus demás dígitos.",
    "als.xz.double-out":
      "Así que el {x1} y el {x2} están cada uno en uno u otro conjunto, y cada otro dígito de un conjunto está " +
      "en ese conjunto; cada candidato descartado ve ahí todos los sitios de su dígito, así que {out}",
    "als.wing.sets": "Tres conjuntos casi bloqueados: {a}; {b}; y el pivote {c}.",
    "als.wing.links":
      "Cada {x} del pivote ve cada {x} del primer conjunto, y cada {y} del pivote cada {y} del segundo.",
    "als.wing.neither":
      "Si ni el primer conjunto ni el segundo tuvieran {zs}, los dos quedarían bloqueados, el primero con el " +
      "{x} y el segundo con el {y}, lo que deja al pivote sin el {x} ni el {y}: menos dígitos que celdas.",
    "als.wing.one":
      "Así que el {z} está en uno de los dos primeros conjuntos; {cells} {n?ve|ven} todos sus sitios en " +
      "ambos, así que {out}",
    "als.wing.many":
      "Así que cada uno está en uno de los dos primeros conjuntos; cada candidato descartado ve todos los " +
      "sitios de su dígito en ambos, así que {out}",
  },
};
