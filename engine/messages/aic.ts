/**
 * The words of aic: the lesson and reason of the alternating inference chain, and its variants. The chain
 * itself is written in players' notation ("(9)r1c9 = (9)r2c9 − (4)r2c9"), the same in every language.
 */
import type { Area } from "./area.ts";

const en = {
  "lesson.aic": [
    "An alternating inference chain runs through candidates joined by strong links (at least one of the two " +
    "is true: the only two candidates of a cell, or the only two places of a digit in a house) and weak links " +
    "(not both are true: two candidates of one digit that see each other, or two digits of one cell), in " +
    "turn, starting and ending with a strong link. If the first candidate is false, the next is true, the " +
    "one after false, and so on to the end: so one of the two ends is true. A node may also be a group: the " +
    "places of a digit in one row or column of a box, standing for 'the digit is in one of these cells'.",
    "Any candidate that sees both ends (or is in one end's cell and sees the other end's digit) is false. " +
    "A chain that comes back to its start as true is a discontinuous nice loop: the start is true. A chain " +
    "whose ends see each other closes a continuous nice loop: every weak link in it then has exactly one " +
    "true end, and candidates seeing both ends of any of them go. X-chains and XY-chains are the chains of " +
    "one digit and of two-candidate cells.",
  ],
  /** A chain with a group node, and the two nice loops. */
  "variant.grouped": "grouped",
  "variant.continuous nice loop": "continuous nice loop",
  "variant.discontinuous nice loop": "discontinuous nice loop",
  /** A node of the chain: one candidate ("r1c6 = 3"), or a group ("3 in one of r3c5 and r3c6"). */
  "aic.node.cell": "{cell} = {digit}",
  "aic.node.group": "{digit} in one of {cells}",
  /** The reason's first sentence; `chain` in notation. */
  "aic.along":
    "Along the chain {chain}, strong links (=: at least one end holds) and weak links (−: not both hold) " +
    "alternate, so if one candidate is false the next is true, and if it is true the next is false.",
  /** A discontinuous nice loop that places its start (`placed`: "r1c6 = 3"), or removes candidates. */
  "aic.loop.places":
    "If {first} were false, the chain would lead back to make it true: so {first} holds, and it places {placed}",
  "aic.loop.out":
    "If {first} were false, the chain would lead back to make it true: so {first} holds, and {out}",
  "aic.continuous":
    "Its ends, {first} and {last}, see each other, closing a loop in which every link has exactly one true " +
    "end; a candidate that sees both ends of any weak link is false, so {out}",
  "aic.open":
    "If {first} is false, {last} is true: one of the two holds, and every candidate ruled out sees both (or " +
    "shares a cell with one and sees the other's digit), so {out}",
};

export const AIC_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "lesson.aic": [
      "Eine alternierende Inferenzkette führt durch Kandidaten, die abwechselnd durch starke Verbindungen " +
      "(mindestens einer der beiden ist wahr: die einzigen zwei Kandidaten einer Zelle oder die einzigen zwei " +
      "möglichen Stellen einer Ziffer in einer Einheit) und schwache Verbindungen (nicht beide sind wahr: " +
      "zwei Kandidaten einer Ziffer, die sich sehen, oder zwei Ziffern einer Zelle) verknüpft sind; sie " +
      "beginnt und endet mit einer starken Verbindung. Ist der erste Kandidat falsch, ist der nächste wahr, " +
      "der übernächste falsch und so weiter bis zum Ende: Eines der beiden Enden ist also wahr. Ein Glied " +
      "kann auch eine Gruppe sein: die möglichen Stellen einer Ziffer in einer Zeile oder Spalte eines " +
      "Blocks, die für „die Ziffer steht in einer dieser Zellen“ stehen.",
      "Jeder Kandidat, der beide Enden sieht (oder in der Zelle eines Endes liegt und die Ziffer des anderen " +
      "Endes sieht), ist falsch. Eine Kette, die als wahr zu ihrem Anfang zurückkehrt, ist ein " +
      "diskontinuierlicher Nice Loop: Der Anfang ist wahr. Eine Kette, deren Enden sich sehen, schließt einen " +
      "kontinuierlichen Nice Loop: Jede schwache Verbindung darin hat dann genau ein wahres Ende, und " +
      "Kandidaten, die beide Enden einer von ihnen sehen, fallen weg. X-Ketten und XY-Ketten sind die Ketten " +
      "einer Ziffer und die von Zellen mit zwei Kandidaten.",
    ],
    "variant.grouped": "gruppiert",
    "variant.continuous nice loop": "kontinuierlicher Nice Loop",
    "variant.discontinuous nice loop": "diskontinuierlicher Nice Loop",
    "aic.node.cell": "{cell} = {digit}",
    "aic.node.group": "{digit} in einer der Zellen {cells}",
    "aic.along":
      "Entlang der Kette {chain} wechseln sich starke Verbindungen (=: mindestens ein Ende gilt) und schwache " +
      "Verbindungen (−: nicht beide gelten) ab; ist also ein Kandidat falsch, ist der nächste wahr, und ist er " +
      "wahr, ist der nächste falsch.",
    "aic.loop.places":
      "Wäre {first} falsch, würde die Kette zurückführen und es wahr machen: {first} gilt also, und damit " +
      "wird {placed} gesetzt",
    "aic.loop.out":
      "Wäre {first} falsch, würde die Kette zurückführen und es wahr machen: {first} gilt also; {out}",
    "aic.continuous":
      "Ihre Enden {first} und {last} sehen sich und schließen eine Schleife, in der jede Verbindung genau ein " +
      "wahres Ende hat; ein Kandidat, der beide Enden einer schwachen Verbindung sieht, ist falsch; {out}",
    "aic.open":
      "Ist {first} falsch, dann ist {last} wahr: Eines der beiden gilt, und jeder entfernte Kandidat sieht " +
      "beide (oder teilt eine Zelle mit einem und sieht die Ziffer des anderen); {out}",
  },
  es: {
    "lesson.aic": [
      "Una cadena de inferencia alterna recorre candidatos unidos, por turnos, por enlaces fuertes (al menos " +
      "uno de los dos es verdadero: los dos únicos candidatos de una celda, o los dos únicos lugares posibles " +
      "de un dígito en una unidad) y enlaces débiles (no son verdaderos ambos: dos candidatos del mismo " +
      "dígito que se ven, o dos dígitos de una misma celda), empezando y terminando con un enlace fuerte. Si " +
      "el primer candidato es falso, el siguiente es verdadero, el otro falso, y así hasta el final: así que " +
      "uno de los dos extremos es verdadero. Un eslabón también puede ser un grupo: los lugares posibles de " +
      "un dígito en una fila o columna de una caja, que representan «el dígito está en una de estas celdas».",
      "Todo candidato que vea ambos extremos (o esté en la celda de un extremo y vea el dígito del otro) es " +
      "falso. Una cadena que vuelve a su inicio como verdadero es un nice loop discontinuo: el inicio es " +
      "verdadero. Una cadena cuyos extremos se ven cierra un nice loop continuo: entonces cada enlace débil " +
      "del bucle tiene exactamente un extremo verdadero, y se eliminan los candidatos que ven ambos extremos " +
      "de cualquiera de ellos. Las cadenas X y las cadenas XY son las cadenas de un solo dígito y las de " +
      "celdas con dos candidatos.",
    ],
    "variant.grouped": "agrupada",
    "variant.continuous nice loop": "nice loop continuo",
    "variant.discontinuous nice loop": "nice loop discontinuo",
    "aic.node.cell": "{cell} = {digit}",
    "aic.node.group": "{digit} en una de las celdas {cells}",
    "aic.along":
      "A lo largo de la cadena {chain} se alternan enlaces fuertes (=: al menos un extremo se cumple) y " +
      "débiles (−: no se cumplen ambos), así que si un candidato es falso el siguiente es verdadero, y si es " +
      "verdadero el siguiente es falso.",
    "aic.loop.places":
      "Si {first} fuera falso, la cadena llevaría de vuelta a hacerlo verdadero: así que {first} se cumple, y " +
      "se coloca {placed}",
    "aic.loop.out":
      "Si {first} fuera falso, la cadena llevaría de vuelta a hacerlo verdadero: así que {first} se cumple, y " +
      "{out}",
    "aic.continuous":
      "Sus extremos, {first} y {last}, se ven, cerrando un bucle en el que cada enlace tiene exactamente un " +
      "extremo verdadero; un candidato que ve ambos extremos de algún enlace débil es falso, así que {out}",
    "aic.open":
      "Si {first} es falso, {last} es verdadero: uno de los dos se cumple, y todo candidato descartado ve " +
      "ambos (o comparte celda con uno y ve el dígito del otro), así que {out}",
  },
};
