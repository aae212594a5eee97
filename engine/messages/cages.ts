/** The words of cages: its techniques' lessons, descriptions and reasons. */
import type { Area } from "./area.ts";

const en = {
  "lesson.cage-combination": [
    "In a killer cage the digits differ and add up to the cage's sum, so only certain sets of digits fit: " +
    "two cells making 3 can only be {1,2}, three cells making 23 only {6,8,9}. Take away the digits already " +
    "placed in the cage, list the sets of distinct digits that make the rest, and keep only the sets the " +
    "open cells can really take, one digit each, from their candidates.",
    "A candidate that belongs to none of those sets cannot be right: remove it from the cage's cells.",
  ],
  "lesson.cage-confinement": [
    "When every set of digits that can still fill a cage contains the same digit, the cage must hold that " +
    "digit in one of its cells that can still take it.",
    "Any cell outside the cage that sees all of those cells (in the same row, column or box as each of " +
    "them) cannot hold the digit, just as pointing clears a line from a box.",
  ],
  "lesson.innies-outies": [
    "Every row, column and box adds up to 45, so a block of two rows adds up to 90, three to 135. Add up " +
    "the cages that lie wholly inside the block: the cells of the block left over, the innies, make the " +
    "difference. With one innie, that is its digit; with two or three, only a few digit pairs or triples " +
    "make their sum.",
    "The same works from outside: add up the cages that reach into the block, take away the block's total, " +
    "and the cells of those cages sticking out of the block, the outies, make what is left.",
  ],
  /** Which side of a rule-of-45 block a step counts, as its variant. */
  "variant.innies": "innies",
  "variant.outies": "outies",
  /** "Cage combination in cage 3 (sum 17): r1c1, r1c2 can only take digits of {8,9}" */
  "cages.combination": "{name} in {cage}: {cells} can only take digits of {set}",
  /**
   * Why a cage combination holds: "r1c1, r1c2, r1c3 must add up to 15 with three different digits: {1,5,9},
   * {2,4,9} and {2,5,8} do it, but only {1,5,9} fits the candidates they still have".
   */
  "cages.combination.why-all":
    "{cells} must add up to {left} with {count} different digits{besides}, and only {sets} {n?does|do} it",
  "cages.combination.why-fit":
    "{cells} must add up to {left} with {count} different digits{besides}: {sets} {n?does|do} it, but only " +
    "{fitting} {m?fits|fit} the candidates they still have",
  /** One open cell left: "r1c3 is the cage's last open cell, so it must be 6". */
  "cages.combination.why-one": "{cells} is the cage's last open cell{besides}, so it must be {left}",
  /** The digits already placed in the cage, which the open cells cannot repeat. */
  "cages.combination.besides": " (besides the cage's {placed})",
  /** A long list of sets: "{1,2,9}, {1,3,8}, … and 4 more". */
  "cages.combination.more": "{sets} and {count} more",
  /** "Cage confinement in cage 3 (sum 17): every way to fill it uses 9, and only r1c1, r1c2 can take it" */
  "cages.confinement": "{name} in {cage}: every way to fill it uses {digit}, and only {cells} can take it",
  /** What a cage step removes, after its sentence: "…, which removes 1, 2 from r1c1". */
  "cages.which": ", which {removes}",
  /** A rule-of-45 block of several lines or boxes: "rows 1–2", "boxes 1 and 2". */
  "cages.block.rows": "rows {first}–{last}",
  "cages.block.columns": "columns {first}–{last}",
  "cages.block.boxes": "boxes {numbers}",
  /** The rule of 45 over a block of `n` houses, with the cages wholly inside it (innies). */
  "cages.45.inside":
    "Rule of 45: {block} {n?holds|hold} {total}; the cages inside {n?it|them} add up to {cageTotal}, so {result}",
  "cages.45.none-inside":
    "Rule of 45: {block} {n?holds|hold} {total}; no cage lies wholly inside {n?it|them}, so {result}",
  /** The rule of 45 with the cages in the block or reaching into it (outies). */
  "cages.45.reaching":
    "Rule of 45: {block} {n?holds|hold} {total}; the cages in {n?it|them} or reaching into {n?it|them} add up " +
    "to {cageTotal}, so {result}",
  /** What the innies make: several cells, one placed cell, one cell. */
  "cages.45.sum": "{cells} add up to {target}",
  "cages.45.sum-placed": "{cells} add up to {target}: {placed}",
  "cages.45.is": "{cells} is {target}",
  "cages.45.makes": "{cells} makes {target}",
  /** What the outies make, likewise. */
  "cages.45.out-sum": "{cells}, sticking out, add up to {target}",
  "cages.45.out-sum-placed": "{cells}, sticking out, add up to {target}: {placed}",
  "cages.45.out-is": "{cells}, sticking out, is {target}",
  "cages.45.out-makes": "{cells}, sticking out, makes {target}",
};

export const CAGES_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "lesson.cage-combination": [
      "In einem Killer-Käfig sind die Ziffern verschieden und ergeben zusammen die Summe des Käfigs, also " +
      "passen nur bestimmte Ziffernmengen: Zwei Zellen mit der Summe 3 können nur {1,2} sein, drei Zellen mit " +
      "der Summe 23 nur {6,8,9}. Zieh die Ziffern ab, die schon im Käfig stehen, liste die Mengen " +
      "verschiedener Ziffern auf, die den Rest ergeben, und behalte nur die Mengen, die die offenen Zellen aus " +
      "ihren Kandidaten wirklich aufnehmen können, eine Ziffer je Zelle.",
      "Ein Kandidat, der zu keiner dieser Mengen gehört, kann nicht stimmen: Entferne ihn aus den Zellen des " +
      "Käfigs.",
    ],
    "lesson.cage-confinement": [
      "Enthält jede Ziffernmenge, die einen Käfig noch füllen kann, dieselbe Ziffer, dann muss der Käfig diese " +
      "Ziffer in einer seiner Zellen haben, die sie noch aufnehmen können.",
      "Jede Zelle außerhalb des Käfigs, die alle diese Zellen sieht (mit jeder von ihnen in derselben Zeile, " +
      "Spalte oder demselben Block liegt), kann die Ziffer nicht enthalten, so wie Pointing eine Zeile oder " +
      "Spalte von einem Block aus räumt.",
    ],
    "lesson.innies-outies": [
      "Jede Zeile, jede Spalte und jeder Block ergibt zusammen 45, also ergeben zwei Zeilen zusammen 90 und " +
      "drei 135. Addiere die Käfige, die ganz in einem solchen Bereich liegen: Die übrigen Zellen des " +
      "Bereichs, die Innies, ergeben die Differenz. Bei einem Innie ist das seine Ziffer; bei zwei oder drei " +
      "ergeben nur wenige Ziffernpaare oder -tripel ihre Summe.",
      "Das geht auch von außen: Addiere die Käfige, die in den Bereich hineinragen, zieh die Summe des " +
      "Bereichs ab, und die Zellen dieser Käfige, die aus dem Bereich herausragen, die Outies, ergeben den " +
      "Rest.",
    ],
    "variant.innies": "Innies",
    "variant.outies": "Outies",
    "cages.combination": "{name} in {cage}: In {cells} passen nur Ziffern aus {set}",
    "cages.combination.why-all":
      "{cells} müssen mit {count} verschiedenen Ziffern{besides} {left} ergeben, und nur {sets} {n?schafft|schaffen} das",
    "cages.combination.why-fit":
      "{cells} müssen mit {count} verschiedenen Ziffern{besides} {left} ergeben: {sets} {n?schafft|schaffen} das, " +
      "aber nur {fitting} {m?passt|passen} zu ihren verbliebenen Kandidaten",
    "cages.combination.why-one":
      "{cells} ist die letzte offene Zelle des Käfigs{besides}, also muss sie {left} sein",
    "cages.combination.besides": " (neben den Ziffern {placed} des Käfigs)",
    "cages.combination.more": "{sets} und {count} weitere",
    "cages.confinement":
      "{name} in {cage}: Jede Möglichkeit, ihn zu füllen, verwendet die {digit}, und sie passt nur in {cells}",
    "cages.which": "; das {removes}",
    "cages.block.rows": "Zeilen {first}–{last}",
    "cages.block.columns": "Spalten {first}–{last}",
    "cages.block.boxes": "Blöcke {numbers}",
    "cages.45.inside":
      "45er-Regel: {block} {n?hat|haben} die Summe {total}; die Käfige, die ganz darin liegen, ergeben " +
      "zusammen {cageTotal}, also {result}",
    "cages.45.none-inside":
      "45er-Regel: {block} {n?hat|haben} die Summe {total}; kein Käfig liegt ganz darin, also {result}",
    "cages.45.reaching":
      "45er-Regel: {block} {n?hat|haben} die Summe {total}; die Käfige, die darin liegen oder hineinragen, " +
      "ergeben zusammen {cageTotal}, also {result}",
    "cages.45.sum": "ergeben {cells} zusammen {target}",
    "cages.45.sum-placed": "ergeben {cells} zusammen {target}: {placed}",
    "cages.45.is": "steht in {cells} die {target}",
    "cages.45.makes": "ergibt {cells} {target}",
    "cages.45.out-sum": "ergeben die herausragenden Zellen {cells} zusammen {target}",
    "cages.45.out-sum-placed": "ergeben die herausragenden Zellen {cells} zusammen {target}: {placed}",
    "cages.45.out-is": "steht in der herausragenden Zelle {cells} die {target}",
    "cages.45.out-makes": "ergibt die herausragende Zelle {cells} {target}",
  },
  es: {
    "lesson.cage-combination": [
      "En una jaula del killer los dígitos son distintos y dan la suma de la jaula, así que solo encajan " +
      "ciertos conjuntos de dígitos: dos celdas que suman 3 solo pueden ser {1,2}, y tres celdas que suman 23, " +
      "solo {6,8,9}. Resta los dígitos ya colocados en la jaula, enumera los conjuntos de dígitos distintos " +
      "que dan el resto y quédate solo con los que las celdas libres pueden tomar de verdad de sus " +
      "candidatos, un dígito cada una.",
      "Un candidato que no pertenece a ninguno de esos conjuntos no puede ser correcto: quítalo de las celdas " +
      "de la jaula.",
    ],
    "lesson.cage-confinement": [
      "Cuando todos los conjuntos de dígitos que aún pueden llenar una jaula contienen el mismo dígito, la " +
      "jaula tiene que llevar ese dígito en alguna de sus celdas que aún pueden tomarlo.",
      "Cualquier celda fuera de la jaula que vea todas esas celdas (en la misma fila, columna o caja que cada " +
      "una de ellas) no puede tener el dígito, igual que el apuntado despeja una línea desde una caja.",
    ],
    "lesson.innies-outies": [
      "Cada fila, columna y caja suma 45, así que un bloque de dos filas suma 90, y uno de tres, 135. Suma las " +
      "jaulas que quedan enteras dentro del bloque: las celdas del bloque que sobran, los innies, dan la " +
      "diferencia. Con un innie, ese es su dígito; con dos o tres, solo unos pocos pares o tríos de dígitos " +
      "dan su suma.",
      "Lo mismo funciona desde fuera: suma las jaulas que entran en el bloque, resta el total del bloque, y " +
      "las celdas de esas jaulas que sobresalen del bloque, los outies, dan lo que queda.",
    ],
    "variant.innies": "innies",
    "variant.outies": "outies",
    "cages.combination": "{name} en {cage}: en {cells} solo caben dígitos de {set}",
    "cages.combination.why-all":
      "{cells} deben sumar {left} con {count} dígitos distintos{besides}, y solo {sets} lo {n?consigue|consiguen}",
    "cages.combination.why-fit":
      "{cells} deben sumar {left} con {count} dígitos distintos{besides}: {sets} lo {n?consigue|consiguen}, " +
      "pero solo {fitting} {m?cabe|caben} en los candidatos que les quedan",
    "cages.combination.why-one":
      "{cells} es la última celda abierta de la jaula{besides}, así que debe ser {left}",
    "cages.combination.besides": " (aparte de los dígitos {placed} de la jaula)",
    "cages.combination.more": "{sets} y {count} más",
    "cages.confinement": "{name} en {cage}: toda forma de llenarla usa el {digit}, y solo cabe en {cells}",
    "cages.which": ", lo que {removes}",
    "cages.block.rows": "filas {first}–{last}",
    "cages.block.columns": "columnas {first}–{last}",
    "cages.block.boxes": "cajas {numbers}",
    "cages.45.inside":
      "Regla del 45: {n?la|las} {block} {n?suma|suman} {total}; las jaulas que están dentro de {n?ella|ellas} " +
      "suman {cageTotal}, así que {result}",
    "cages.45.none-inside":
      "Regla del 45: {n?la|las} {block} {n?suma|suman} {total}; ninguna jaula queda entera dentro de " +
      "{n?ella|ellas}, así que {result}",
    "cages.45.reaching":
      "Regla del 45: {n?la|las} {block} {n?suma|suman} {total}; las jaulas que están en {n?ella|ellas} o " +
      "entran en {n?ella|ellas} suman {cageTotal}, así que {result}",
    "cages.45.sum": "{cells} suman {target}",
    "cages.45.sum-placed": "{cells} suman {target}: {placed}",
    "cages.45.is": "{cells} es {target}",
    "cages.45.makes": "{cells} suma {target}",
    "cages.45.out-sum": "{cells}, que sobresalen, suman {target}",
    "cages.45.out-sum-placed": "{cells}, que sobresalen, suman {target}: {placed}",
    "cages.45.out-is": "{cells}, que sobresale, es {target}",
    "cages.45.out-makes": "{cells}, que sobresale, suma {target}",
  },
};
