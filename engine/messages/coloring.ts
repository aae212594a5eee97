/** The words of coloring: the lessons and reasons of simple colouring and 3D Medusa, and their variants. */
import type { Area } from "./area.ts";

const en = {
  "lesson.simple-coloring": [
    "Follow one digit through its strong links (houses where it has exactly two places) and colour the " +
    "cells alternately, say blue and green: one colour is all true, the other all false.",
    "If two cells of the same colour see each other, that colour is false everywhere (a colour wrap). If " +
    "a cell sees one blue and one green cell, it cannot hold the digit, because one of them does (a trap).",
  ],
  "lesson.medusa-3d": [
    "Simple colouring follows one digit; 3D Medusa follows every digit at once. Two kinds of strong link " +
    "join candidates: the only two candidates of a cell, and the only two places of a digit in a row, column " +
    "or box. Colour a cluster of candidates joined this way in two colours, alternating along every link: one " +
    "colour is all true, the other all false.",
    "A colour is false when two of its candidates share a cell, when two of its candidates of one digit see " +
    "each other, or when it would leave some other cell with no digit. Otherwise a candidate outside the " +
    "cluster goes when it sees its digit in both colours, when its cell has both colours, or when its cell " +
    "has one colour and it sees its digit in the other.",
  ],
  /** A colour that cannot be true, and a candidate caught between the two colours. */
  "variant.color wrap": "color wrap",
  "variant.color trap": "color trap",
  /** Simple colouring's reason: the two colours of digit `d` (`one`, `other`: cell lists), then why. */
  "coloring.simple.colours":
    "The {d}s joined by strong links (one end of each holds {d}) take two colours in turn: {one}, and " +
    "{other}; one colour holds every {d} and the other none.",
  "coloring.simple.wrap": "Two cells of one colour see each other, so that colour holds no {d}, and {out}",
  "coloring.simple.wrap-in":
    "Two cells of one colour see each other in {region}, so that colour holds no {d}, and {out}",
  "coloring.simple.trap": "Cells that see a cell of each colour cannot hold {d}, so {out}",
  /** 3D Medusa's reason: the two colours (`one`, `other`: candidate lists), then why. */
  "coloring.medusa.colours":
    "The candidates joined by strong links (the only two of a cell, or the only two places of a digit in a " +
    "house) take two colours in turn: {one}; and {other}.",
  "coloring.medusa.truth": "One colour is all true, the other all false.",
  "coloring.medusa.wrap":
    "One colour cannot be true: two of its candidates share a cell or see each other with one digit, or it " +
    "would leave a cell with no digit; so that colour is false, and {out}",
  "coloring.medusa.trap":
    "Each candidate ruled out sees its digit in both colours, or shares a cell with one colour and sees its " +
    "digit in the other: whichever colour is true, it is false, so {out}",
};

export const COLORING_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "lesson.simple-coloring": [
      "Verfolge eine Ziffer über ihre starken Verbindungen (Einheiten, in denen sie genau zwei mögliche " +
      "Stellen hat) und färbe die Zellen abwechselnd ein, etwa blau und grün: Eine Farbe ist ganz wahr, die " +
      "andere ganz falsch.",
      "Sehen sich zwei Zellen derselben Farbe, ist diese Farbe überall falsch (ein Farbwiderspruch). Sieht " +
      "eine Zelle eine blaue und eine grüne Zelle, kann sie die Ziffer nicht enthalten, denn eine der beiden " +
      "enthält sie (eine Farbfalle).",
    ],
    "lesson.medusa-3d": [
      "Einfaches Färben verfolgt eine Ziffer; 3D-Medusa verfolgt alle Ziffern zugleich. Zwei Arten starker " +
      "Verbindungen verknüpfen Kandidaten: die einzigen zwei Kandidaten einer Zelle und die einzigen zwei " +
      "möglichen Stellen einer Ziffer in einer Zeile, Spalte oder einem Block. Färbe eine so verknüpfte Gruppe " +
      "von Kandidaten in zwei Farben, abwechselnd entlang jeder Verbindung: Eine Farbe ist ganz wahr, die " +
      "andere ganz falsch.",
      "Eine Farbe ist falsch, wenn zwei ihrer Kandidaten in derselben Zelle liegen, wenn sich zwei ihrer " +
      "Kandidaten derselben Ziffer sehen oder wenn sie eine andere Zelle ohne Ziffer ließe. Sonst fällt ein " +
      "Kandidat außerhalb der Gruppe weg, wenn er seine Ziffer in beiden Farben sieht, wenn seine Zelle beide " +
      "Farben hat oder wenn seine Zelle eine Farbe hat und er seine Ziffer in der anderen sieht.",
    ],
    "variant.color wrap": "Farbwiderspruch",
    "variant.color trap": "Farbfalle",
    "coloring.simple.colours":
      "Die Kandidaten {d}, die durch starke Verbindungen verknüpft sind (ein Ende jeder Verbindung ist die " +
      "{d}), bekommen abwechselnd zwei Farben: einerseits {one}, andererseits {other}; eine Farbe enthält jede {d}, die andere " +
      "keine.",
    "coloring.simple.wrap":
      "Zwei Zellen derselben Farbe sehen sich, also enthält diese Farbe keine {d}; {out}",
    "coloring.simple.wrap-in":
      "Zwei Zellen derselben Farbe sehen sich ({region} enthält beide), also enthält diese Farbe keine {d}; " +
      "{out}",
    "coloring.simple.trap": "Zellen, die eine Zelle jeder Farbe sehen, können keine {d} enthalten; {out}",
    "coloring.medusa.colours":
      "Die Kandidaten, die durch starke Verbindungen verknüpft sind (die einzigen zwei einer Zelle oder die " +
      "einzigen zwei möglichen Stellen einer Ziffer in einer Einheit), bekommen abwechselnd zwei Farben: " +
      "einerseits {one}; andererseits {other}.",
    "coloring.medusa.truth": "Eine Farbe ist ganz wahr, die andere ganz falsch.",
    "coloring.medusa.wrap":
      "Eine Farbe kann nicht wahr sein: Zwei ihrer Kandidaten liegen in derselben Zelle oder sehen sich mit " +
      "derselben Ziffer, oder sie ließe eine Zelle ohne Ziffer; diese Farbe ist also falsch; {out}",
    "coloring.medusa.trap":
      "Jeder entfernte Kandidat sieht seine Ziffer in beiden Farben oder teilt eine Zelle mit einer Farbe und " +
      "sieht seine Ziffer in der anderen: Welche Farbe auch wahr ist, er ist falsch; {out}",
  },
  es: {
    "lesson.simple-coloring": [
      "Sigue un dígito a través de sus enlaces fuertes (unidades donde tiene exactamente dos lugares posibles) " +
      "y colorea las celdas de forma alterna, por ejemplo de azul y verde: un color es todo verdadero y el " +
      "otro todo falso.",
      "Si dos celdas del mismo color se ven, ese color es falso en todas partes (una contradicción de color). " +
      "Si una celda ve una celda azul y una verde, no puede contener el dígito, porque una de ellas lo " +
      "contiene (una trampa de color).",
    ],
    "lesson.medusa-3d": [
      "El coloreado simple sigue un dígito; la Medusa 3D sigue todos los dígitos a la vez. Dos tipos de enlace " +
      "fuerte unen candidatos: los dos únicos candidatos de una celda y los dos únicos lugares posibles de un " +
      "dígito en una fila, columna o caja. Colorea un grupo de candidatos unidos así con dos colores, " +
      "alternándolos a lo largo de cada enlace: un color es todo verdadero y el otro todo falso.",
      "Un color es falso cuando dos de sus candidatos están en la misma celda, cuando dos de sus candidatos " +
      "del mismo dígito se ven o cuando dejaría otra celda sin ningún dígito. Si no, un candidato fuera del " +
      "grupo se elimina cuando ve su dígito en ambos colores, cuando su celda tiene ambos colores o cuando su " +
      "celda tiene un color y él ve su dígito en el otro.",
    ],
    "variant.color wrap": "contradicción de color",
    "variant.color trap": "trampa de color",
    "coloring.simple.colours":
      "Los {d} unidos por enlaces fuertes (un extremo de cada uno es {d}) toman dos colores alternos: por un " +
      "lado {one}; por otro, {other}; un color tiene todos los {d} y el otro ninguno.",
    "coloring.simple.wrap":
      "Dos celdas del mismo color se ven, así que ese color no tiene ningún {d}, y {out}",
    "coloring.simple.wrap-in":
      "Dos celdas del mismo color se ven en {region}, así que ese color no tiene ningún {d}, y {out}",
    "coloring.simple.trap":
      "Las celdas que ven una celda de cada color no pueden contener {d}, así que {out}",
    "coloring.medusa.colours":
      "Los candidatos unidos por enlaces fuertes (los dos únicos de una celda, o los dos únicos lugares " +
      "posibles de un dígito en una unidad) toman dos colores alternos: por un lado {one}; por otro, {other}.",
    "coloring.medusa.truth": "Un color es todo verdadero y el otro todo falso.",
    "coloring.medusa.wrap":
      "Un color no puede ser verdadero: dos de sus candidatos están en la misma celda o se ven con el mismo " +
      "dígito, o dejaría una celda sin ningún dígito; así que ese color es falso, y {out}",
    "coloring.medusa.trap":
      "Cada candidato descartado ve su dígito en ambos colores, o comparte celda con un color y ve su dígito " +
      "en el otro: sea cual sea el color verdadero, es falso, así que {out}",
  },
};
