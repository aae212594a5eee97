/**
 * The words every technique's words are built from (engine/techniques/words.ts): lists, regions by name,
 * counting words, and the generic description and reason of a step.
 */
import type { Area } from "./area.ts";

const en = {
  /** Joins the last two items of a list: "1, 3 and 8". */
  "words.and": "{first} and {last}",
  "words.region.row": "row {n}",
  "words.region.column": "column {n}",
  "words.region.box": "box {n}",
  "words.region.jigsaw": "region {n}",
  "words.region.cage": "cage {n}",
  "words.region.main-diagonal": "main diagonal",
  "words.region.anti-diagonal": "anti-diagonal",
  /** A region as a sentence names it: "row 5", "the main diagonal", "the cage of sum 17". */
  "words.region-in-sentence.diagonal": "the {name}",
  "words.region-in-sentence.cage": "the cage of sum {sum}",
  /** The same after a preposition ("in the main diagonal"): German puts the article in the dative. */
  "words.region-after-preposition.diagonal": "the {name}",
  "words.region-after-preposition.cage": "the cage of sum {sum}",
  /** A region named with its sum, in a step's one-line description. */
  "words.region-with-sum": "{name} (sum {sum})",
  /** Several lines of one kind: "columns 1 and 4". */
  "words.lines.row": "rows {numbers}",
  "words.lines.column": "columns {numbers}",
  /** A kind of region as a counted noun: "the two rows". */
  "words.kind.row": "{n?row|rows}",
  "words.kind.column": "{n?column|columns}",
  "words.kind.box": "{n?box|boxes}",
  "words.kind.jigsaw": "{n?region|regions}",
  "words.kind.cage": "{n?cage|cages}",
  "words.kind.diagonal": "{n?diagonal|diagonals}",
  /** Counting words up to eight; past eight the figure. */
  "words.count": ["no", "one", "two", "three", "four", "five", "six", "seven", "eight"],
  /** "removes 3, 7 from r4c1, r4c5" */
  "words.removes": "removes {digits} from {cells}",
  "words.step.in": " in {where}",
  "words.step.places": "{head}{houses}: {placed}",
  "words.step.removes": "{head}{where} {removes}",
  "words.step.removes-and-places": "{head}{where} {removes} and places {placed}",
  /** A step's technique with its variant: "Unique rectangle (type 2)". */
  "words.step.head-variant": "{name} ({variant})",
  "words.placed": "{cell} = {digit}",
  /** "this rules out 5 from r7c1 and 8 from r9c1" */
  "words.rules-out": "this rules out {list}",
  "words.rules-out.part": "{digits} from {cells}",
  "words.pattern.chain":
    "The chain through {through} joins {first} and {last} by strong links (one of the two is true) and weak " +
    "links (not both are) in turn, so if one end is not {digit} the other is: {seeing} {n?sees|see} both ends, " +
    "so {out}",
  "words.pattern.where": " in {regions}",
  "words.pattern.about": " for {n?digit|digits} {digits}",
  "words.pattern.places": "it places {placed}",
  "words.pattern.effects-join": ", and ",
  "words.pattern": "{head}: the pattern is {cells}{where}{about}, and {effects}",
};

export const WORDS_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "words.and": "{first} und {last}",
    "words.region.row": "Zeile {n}",
    "words.region.column": "Spalte {n}",
    "words.region.box": "Block {n}",
    "words.region.jigsaw": "Gebiet {n}",
    "words.region.cage": "Käfig {n}",
    "words.region.main-diagonal": "Hauptdiagonale",
    "words.region.anti-diagonal": "Gegendiagonale",
    "words.region-in-sentence.diagonal": "die {name}",
    "words.region-in-sentence.cage": "der Käfig mit Summe {sum}",
    "words.region-after-preposition.diagonal": "der {name}",
    "words.region-after-preposition.cage": "dem Käfig mit Summe {sum}",
    "words.region-with-sum": "{name} (Summe {sum})",
    "words.lines.row": "Zeilen {numbers}",
    "words.lines.column": "Spalten {numbers}",
    "words.kind.row": "{n?Zeile|Zeilen}",
    "words.kind.column": "{n?Spalte|Spalten}",
    "words.kind.box": "{n?Block|Blöcke}",
    "words.kind.jigsaw": "{n?Gebiet|Gebiete}",
    "words.kind.cage": "{n?Käfig|Käfige}",
    "words.kind.diagonal": "{n?Diagonale|Diagonalen}",
    "words.count": ["keine", "eine", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht"],
    "words.removes": "entfernt {digits} aus {cells}",
    "words.step.in": " in {where}",
    "words.step.places": "{head}{houses}: {placed}",
    "words.step.removes": "{head}{where} {removes}",
    "words.step.removes-and-places": "{head}{where} {removes} und setzt {placed}",
    "words.step.head-variant": "{name} ({variant})",
    "words.placed": "{cell} = {digit}",
    "words.rules-out": "das schließt {list} aus",
    "words.rules-out.part": "{digits} in {cells}",
    "words.pattern.chain":
      "Die Kette über {through} verbindet {first} und {last} abwechselnd durch starke Verbindungen (eine der " +
      "beiden ist wahr) und schwache (nicht beide sind es); ist also ein Ende nicht {digit}, dann das andere: " +
      "{seeing} {n?sieht|sehen} beide Enden; {out}",
    "words.pattern.where": " in {regions}",
    "words.pattern.about": " für {n?die Ziffer|die Ziffern} {digits}",
    "words.pattern.places": "es setzt {placed}",
    "words.pattern.effects-join": ", und ",
    "words.pattern": "{head}: das Muster ist {cells}{where}{about}, und {effects}",
  },
  es: {
    "words.and": "{first} y {last}",
    "words.region.row": "fila {n}",
    "words.region.column": "columna {n}",
    "words.region.box": "caja {n}",
    "words.region.jigsaw": "región {n}",
    "words.region.cage": "jaula {n}",
    "words.region.main-diagonal": "diagonal principal",
    "words.region.anti-diagonal": "antidiagonal",
    "words.region-in-sentence.diagonal": "la {name}",
    "words.region-in-sentence.cage": "la jaula de suma {sum}",
    "words.region-after-preposition.diagonal": "la {name}",
    "words.region-after-preposition.cage": "la jaula de suma {sum}",
    "words.region-with-sum": "{name} (suma {sum})",
    "words.lines.row": "filas {numbers}",
    "words.lines.column": "columnas {numbers}",
    "words.kind.row": "{n?fila|filas}",
    "words.kind.column": "{n?columna|columnas}",
    "words.kind.box": "{n?caja|cajas}",
    "words.kind.jigsaw": "{n?región|regiones}",
    "words.kind.cage": "{n?jaula|jaulas}",
    "words.kind.diagonal": "{n?diagonal|diagonales}",
    "words.count": ["ninguna", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho"],
    "words.removes": "quita {digits} de {cells}",
    "words.step.in": " en {where}",
    "words.step.places": "{head}{houses}: {placed}",
    "words.step.removes": "{head}{where} {removes}",
    "words.step.removes-and-places": "{head}{where} {removes} y coloca {placed}",
    "words.step.head-variant": "{name} ({variant})",
    "words.placed": "{cell} = {digit}",
    "words.rules-out": "esto descarta {list}",
    "words.rules-out.part": "{digits} de {cells}",
    "words.pattern.chain":
      "La cadena por {through} une {first} y {last} alternando enlaces fuertes (uno de los dos es cierto) y " +
      "débiles (no lo son ambos), así que si un extremo no es {digit}, lo es el otro: {seeing} {n?ve|ven} " +
      "ambos extremos, así que {out}",
    "words.pattern.where": " en {regions}",
    "words.pattern.about": " para {n?el dígito|los dígitos} {digits}",
    "words.pattern.places": "coloca {placed}",
    "words.pattern.effects-join": ", y ",
    "words.pattern": "{head}: el patrón es {cells}{where}{about}, y {effects}",
  },
};
