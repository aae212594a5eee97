/** The words of intersections (pointing and claiming): their lessons and reason. */
import type { Area } from "./area.ts";

const en = {
  "lesson.pointing": [
    "Inside one box, look at where a digit can still go. If all those cells lie in the same row (or the " +
    "same column), the box will put its copy of the digit somewhere on that line.",
    "So the rest of that row or column, outside the box, cannot hold the digit: remove it from those cells.",
  ],
  "lesson.claiming": [
    "The mirror image of pointing. Inside one row or column, if every cell that can still take a digit " +
    "lies in the same box, then the line's copy of the digit is in that box.",
    "The box cannot have a second copy, so remove the digit from the box's other cells.",
  ],
  /** `from`: the house holding the digit's places; `onto`: the region they all lie in, which loses it. */
  "intersections.reason":
    "In {from}, {digit} can only go in {cells}, all of them in {onto}: whichever holds " +
    "it, no other cell of {onto} can, so {out}",
};

export const INTERSECTIONS_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "lesson.pointing": [
      "Schau in einem Block, wo eine Ziffer noch stehen kann. Liegen alle diese Zellen in derselben Zeile " +
      "(oder derselben Spalte), setzt der Block seine Ziffer irgendwo auf diese Linie.",
      "Der Rest dieser Zeile oder Spalte außerhalb des Blocks kann die Ziffer also nicht enthalten: " +
      "Streiche sie aus diesen Zellen.",
    ],
    "lesson.claiming": [
      "Das Spiegelbild von Pointing. Liegen in einer Zeile oder Spalte alle Zellen, die eine Ziffer noch " +
      "aufnehmen können, im selben Block, dann steht die Ziffer dieser Linie in diesem Block.",
      "Der Block kann sie kein zweites Mal haben, also streiche die Ziffer aus seinen übrigen Zellen.",
    ],
    "intersections.reason": "In {from} kann die {digit} nur in {cells} stehen, die alle in {onto} liegen: " +
      "In welcher davon sie auch steht, keine andere Zelle in {onto} kann sie enthalten; {out}",
  },
  es: {
    "lesson.pointing": [
      "Dentro de una caja, mira dónde puede ir aún un dígito. Si todas esas celdas están en la misma fila " +
      "(o en la misma columna), la caja pondrá su copia del dígito en algún lugar de esa línea.",
      "Así que el resto de esa fila o columna, fuera de la caja, no puede tener el dígito: quítalo de esas " +
      "celdas.",
    ],
    "lesson.claiming": [
      "La imagen especular del apuntado. Dentro de una fila o columna, si todas las celdas que aún pueden " +
      "llevar un dígito están en la misma caja, la copia del dígito de esa línea está en esa caja.",
      "La caja no puede tener una segunda copia, así que quita el dígito de las demás celdas de la caja.",
    ],
    "intersections.reason": "En {from}, el {digit} solo puede ir en {cells}, todas en {onto}: sea cual sea " +
      "la que lo tenga, ninguna otra celda de {onto} puede tenerlo, así que {out}",
  },
};
