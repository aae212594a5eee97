/**
 * The words of the technique pages (techniques.tsx): the catalogue by family, and one technique's page with
 * its example. Technique names, lessons and a step's description are the engine's.
 */
import type { Area } from "../../../../engine/mod.ts";

const en = {
  "techniques.title": "Techniques",
  "techniques.description":
    "Every solving technique the grader knows, in plain language, with examples from our puzzles.",
  "techniques.heading": "Solving techniques",
  "techniques.intro":
    "Each puzzle's level is the hardest tier among the techniques needed to solve it, tried cheapest first. " +
    "The tiers below are those of the standard scheme: tier 1 is Easy, tier 5 is Evil.",
  "techniques.family.singles": "Singles",
  "techniques.family.intersections": "Intersections",
  "techniques.family.subsets": "Subsets",
  "techniques.family.fish": "Fish",
  "techniques.family.single-digit": "Single-digit patterns",
  "techniques.family.wings": "Wings",
  "techniques.family.coloring": "Colouring",
  "techniques.family.chains": "Chains",
  "techniques.family.uniqueness": "Uniqueness",
  "techniques.family.cages": "Killer cages",
  "techniques.family.finned-fish": "Finned fish",
  "techniques.family.als": "Almost locked sets",
  "techniques.family.forcing": "Forcing chains",
  /** A technique's tier and the level it opens; `scheme` names the scheme when it is not the standard one. */
  "techniques.tier": "tier {tier} · {level}",
  "techniques.tier.scheme": "tier {tier} · {level} ({scheme})",
  /** A technique page's title: `name` is the technique's. */
  "techniques.page-title": "{name} · Techniques",
  "techniques.uniqueness": "needs a unique solution",
  "techniques.example.ours": "An example from our puzzles",
  "techniques.example.outside": "An example from a hard puzzle collection",
  /** The drawing's text alternative: `step` is the step in words. */
  "techniques.example.position": "The position before the step: {step}",
  /** `step` is the step's number in the solve, `level` one of "techniques.example.level.<level>", `play` a link. */
  "techniques.example.from-pool": "Step {step} of {level} puzzle from our pool ({play}).",
  "techniques.example.from-outside":
    "Step {step} of {level} puzzle from outside our pools (one of the collections the grader is tested " +
    "against, which the published techniques cannot finish; {play}).",
  "techniques.example.level.easy": "an Easy",
  "techniques.example.level.medium": "a Medium",
  "techniques.example.level.hard": "a Hard",
  "techniques.example.level.expert": "an Expert",
  "techniques.example.level.evil": "an Evil",
  "techniques.example.play": "play it",
  /** `placed` and `removed` are the colour key's words, each in its colour. */
  "techniques.example.key":
    "Highlighted: the pattern's cells (paler: its regions), the {placed} and the {removed}.",
  "techniques.example.placed": "placed digit",
  "techniques.example.removed": "candidates removed",
  "techniques.example.fins": "The fins are underlined: every candidate removed sees all of them.",
  "techniques.example.sets":
    "Each almost locked set is outlined in its own colour, its digits in that colour, in the order the step " +
    "names them.",
  "techniques.example.links":
    "Lines join candidates: solid for a strong link (one of the two is true), dashed for a weak one (not both " +
    "are true), arrowed in order along a chain.",
  "techniques.none":
    "None of the puzzles in our pools needs this technique: the grader always finds a cheaper way through " +
    "them, so there is no example to show yet.",
  /** The links to the previous and the next technique. */
  "techniques.pager": "Techniques",
};

export const TECHNIQUES_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "techniques.title": "Techniken",
    "techniques.description":
      "Jede Lösungstechnik, die unsere Einstufung kennt, in einfachen Worten, mit Beispielen aus unseren " +
      "Rätseln.",
    "techniques.heading": "Lösungstechniken",
    "techniques.intro":
      "Die Stufe eines Rätsels ist der höchste Rang unter den Techniken, die es zum Lösen braucht, wobei die " +
      "einfachsten zuerst versucht werden. Die Ränge unten sind die der Standardeinstufung: Rang 1 ist " +
      "Leicht, Rang 5 ist Teuflisch.",
    "techniques.family.singles": "Singles",
    "techniques.family.intersections": "Schnittmengen",
    "techniques.family.subsets": "Teilmengen",
    "techniques.family.fish": "Fische",
    "techniques.family.single-digit": "Muster einer Ziffer",
    "techniques.family.wings": "Wings",
    "techniques.family.coloring": "Färben",
    "techniques.family.chains": "Ketten",
    "techniques.family.uniqueness": "Eindeutigkeit",
    "techniques.family.cages": "Killer-Käfige",
    "techniques.family.finned-fish": "Fische mit Flosse",
    "techniques.family.als": "Fast gesperrte Mengen (ALS)",
    "techniques.family.forcing": "Erzwingungsketten",
    "techniques.tier": "Rang {tier} · {level}",
    "techniques.tier.scheme": "Rang {tier} · {level} ({scheme})",
    "techniques.page-title": "{name} · Techniken",
    "techniques.uniqueness": "setzt eine eindeutige Lösung voraus",
    "techniques.example.ours": "Ein Beispiel aus unseren Rätseln",
    "techniques.example.outside": "Ein Beispiel aus einer Sammlung schwerer Rätsel",
    "techniques.example.position": "Die Stellung vor dem Schritt: {step}",
    "techniques.example.from-pool":
      "Schritt {step} eines Rätsels der Stufe {level} aus unserem Vorrat ({play}).",
    "techniques.example.from-outside":
      "Schritt {step} eines Rätsels der Stufe {level} von außerhalb unseres Vorrats (aus einer der " +
      "Sammlungen, an denen die Einstufung getestet wird und die die veröffentlichten Techniken nicht lösen; " +
      "{play}).",
    "techniques.example.level.easy": "Leicht",
    "techniques.example.level.medium": "Mittel",
    "techniques.example.level.hard": "Schwer",
    "techniques.example.level.expert": "Experte",
    "techniques.example.level.evil": "Teuflisch",
    "techniques.example.play": "spielen",
    "techniques.example.key":
      "Hervorgehoben: die Zellen des Musters (heller: seine Bereiche), die {placed} und die {removed}.",
    "techniques.example.placed": "gesetzte Ziffer",
    "techniques.example.removed": "gestrichenen Kandidaten",
    "techniques.example.fins": "Die Flossen sind unterstrichen: Jeder gestrichene Kandidat sieht sie alle.",
    "techniques.example.sets":
      "Jede fast gesperrte Menge ist in ihrer eigenen Farbe umrandet, ihre Ziffern in dieser Farbe, in der " +
      "Reihenfolge, in der der Schritt sie nennt.",
    "techniques.example.links":
      "Linien verbinden Kandidaten: durchgezogen für eine starke Verbindung (einer der beiden ist wahr), " +
      "gestrichelt für eine schwache (nicht beide sind wahr), mit Pfeilen der Reihe nach entlang einer Kette.",
    "techniques.none":
      "Keines der Rätsel in unserem Vorrat braucht diese Technik: Die Einstufung findet immer einen " +
      "einfacheren Weg hindurch, daher gibt es noch kein Beispiel.",
    "techniques.pager": "Techniken",
  },
  es: {
    "techniques.title": "Técnicas",
    "techniques.description":
      "Todas las técnicas de resolución que conoce el calificador, en palabras sencillas, con ejemplos de " +
      "nuestros sudokus.",
    "techniques.heading": "Técnicas de resolución",
    "techniques.intro":
      "El nivel de cada sudoku es el grado más alto entre las técnicas necesarias para resolverlo, probando " +
      "primero las más sencillas. Los grados de abajo son los del esquema estándar: el grado 1 es Fácil y el " +
      "grado 5 es Diabólico.",
    "techniques.family.singles": "Solitarios",
    "techniques.family.intersections": "Intersecciones",
    "techniques.family.subsets": "Subconjuntos",
    "techniques.family.fish": "Peces",
    "techniques.family.single-digit": "Patrones de un dígito",
    "techniques.family.wings": "Wings",
    "techniques.family.coloring": "Coloreado",
    "techniques.family.chains": "Cadenas",
    "techniques.family.uniqueness": "Unicidad",
    "techniques.family.cages": "Jaulas de killer",
    "techniques.family.finned-fish": "Peces con aleta",
    "techniques.family.als": "Conjuntos casi bloqueados (ALS)",
    "techniques.family.forcing": "Cadenas forzadas",
    "techniques.tier": "grado {tier} · {level}",
    "techniques.tier.scheme": "grado {tier} · {level} ({scheme})",
    "techniques.page-title": "{name} · Técnicas",
    "techniques.uniqueness": "requiere una solución única",
    "techniques.example.ours": "Un ejemplo de nuestros sudokus",
    "techniques.example.outside": "Un ejemplo de una colección de sudokus difíciles",
    "techniques.example.position": "La posición antes del paso: {step}",
    "techniques.example.from-pool":
      "Paso {step} de un sudoku de nivel {level} de nuestra colección ({play}).",
    "techniques.example.from-outside":
      "Paso {step} de un sudoku de nivel {level} de fuera de nuestras colecciones (una de las colecciones con " +
      "las que se prueba el calificador, que las técnicas publicadas no pueden terminar; {play}).",
    "techniques.example.level.easy": "fácil",
    "techniques.example.level.medium": "medio",
    "techniques.example.level.hard": "difícil",
    "techniques.example.level.expert": "experto",
    "techniques.example.level.evil": "diabólico",
    "techniques.example.play": "jugarlo",
    "techniques.example.key":
      "Resaltado: las celdas del patrón (más claras: sus regiones), el {placed} y los {removed}.",
    "techniques.example.placed": "dígito colocado",
    "techniques.example.removed": "candidatos eliminados",
    "techniques.example.fins": "Las aletas están subrayadas: cada candidato eliminado las ve todas.",
    "techniques.example.sets":
      "Cada conjunto casi bloqueado está contorneado con su propio color, y sus dígitos en ese color, en el " +
      "orden en que los nombra el paso.",
    "techniques.example.links":
      "Las líneas unen candidatos: continuas para un enlace fuerte (uno de los dos es verdadero), discontinuas " +
      "para uno débil (no ambos son verdaderos), con flechas en orden a lo largo de una cadena.",
    "techniques.none":
      "Ninguno de los sudokus de nuestras colecciones necesita esta técnica: el calificador siempre encuentra " +
      "un camino más sencillo, así que aún no hay ningún ejemplo que mostrar.",
    "techniques.pager": "Técnicas",
  },
};
