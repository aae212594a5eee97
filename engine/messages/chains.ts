/**
 * The words of chains: the lessons of the X-Chain and the XY-Chain (their steps give the generic reason of a
 * chain, words.ts).
 */
import type { Area } from "./area.ts";

const en = {
  "lesson.x-chain": [
    "A longer chain on one digit, alternating strong and weak links and starting and ending with a strong " +
    "link, so it has an odd number of links (three or more). Like a turbot fish, one of its two ends holds " +
    "the digit.",
    "Cells that see both ends lose the digit.",
  ],
  "lesson.xy-chain": [
    "A chain of cells with two candidates each, where each cell shares a digit with the next and sees it. " +
    "Starting from a cell that is not z, each link forces the next cell's value until the last cell is z.",
    "So either the first cell or the last cell is z, and any cell that sees both ends cannot be z. The " +
    "XY-Wing is the shortest XY-Chain.",
  ],
};

export const CHAINS_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "lesson.x-chain": [
      "Eine längere Kette auf einer Ziffer, die abwechselnd starke und schwache Verbindungen hat und mit einer " +
      "starken Verbindung beginnt und endet; sie hat also eine ungerade Zahl von Verbindungen (drei oder " +
      "mehr). Wie beim Turbot-Fisch enthält eines ihrer beiden Enden die Ziffer.",
      "Zellen, die beide Enden sehen, verlieren die Ziffer.",
    ],
    "lesson.xy-chain": [
      "Eine Kette von Zellen mit je zwei Kandidaten, in der jede Zelle eine Ziffer mit der nächsten teilt und " +
      "sie sieht. Beginnt man bei einer Zelle, die nicht z ist, erzwingt jede Verbindung den Wert der nächsten " +
      "Zelle, bis die letzte Zelle z ist.",
      "Also ist die erste oder die letzte Zelle z, und keine Zelle, die beide Enden sieht, kann z sein. Der " +
      "XY-Wing ist die kürzeste XY-Kette.",
    ],
  },
  es: {
    "lesson.x-chain": [
      "Una cadena más larga sobre un dígito, que alterna enlaces fuertes y débiles y empieza y termina con un " +
      "enlace fuerte, así que tiene un número impar de enlaces (tres o más). Como en el pez turbot, uno de sus " +
      "dos extremos contiene el dígito.",
      "Las celdas que ven ambos extremos pierden el dígito.",
    ],
    "lesson.xy-chain": [
      "Una cadena de celdas con dos candidatos cada una, donde cada celda comparte un dígito con la siguiente " +
      "y la ve. Empezando por una celda que no es z, cada enlace obliga al valor de la celda siguiente hasta " +
      "que la última celda es z.",
      "Así que la primera o la última celda es z, y ninguna celda que vea ambos extremos puede ser z. El " +
      "XY-Wing es la cadena XY más corta.",
    ],
  },
};
