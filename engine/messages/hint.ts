/** A hint's messages when it tells no step: a mistake, a conflict, a board that is solved or stuck. */
import type { Area } from "./area.ts";

const en = {
  "hint.wrong-digit": "the {digit} at {cells} is wrong: the solution has another digit there",
  "hint.wrong-digits": "the digits at {cells} are wrong: the solution has other digits there",
  /** Why a hint request is refused. */
  "hint.size-mismatch": "the board and the puzzle differ in size",
  "hint.givens-changed": "the board changes givens at {cells}",
  /** A digit twice in a region; `cells`: where. */
  "hint.conflict": "{digit} appears twice in {region} ({cells})",
  /** A full cage whose digits make another sum than its own. */
  "hint.cage-sum": "{region} adds up to {sum}, not {target} ({cells})",
  "hint.solved": "the grid is full and breaks no rule: solved",
  "hint.no-candidates": "no digit fits {cells}: a digit you placed must be wrong",
  "hint.mistake": "a digit you placed is wrong: the board no longer has a solution",
  "hint.stuck": "none of the techniques we know applies here",
  "hint.stuck-work-cap": "the chain and forcing searches gave up within the work cap",
};

export const HINT_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "hint.wrong-digit": "die {digit} in {cells} ist falsch: die Lösung hat dort eine andere Ziffer",
    "hint.wrong-digits": "die Ziffern in {cells} sind falsch: die Lösung hat dort andere Ziffern",
    "hint.size-mismatch": "Spielfeld und Rätsel sind verschieden groß",
    "hint.givens-changed": "das Spielfeld ändert Vorgaben in {cells}",
    "hint.conflict": "die {digit} steht zweimal in {region} ({cells})",
    "hint.cage-sum": "{region} ergibt {sum} statt {target} ({cells})",
    "hint.solved": "das Spielfeld ist voll und verletzt keine Regel: gelöst",
    "hint.no-candidates": "in {cells} passt keine Ziffer: eine Ziffer, die du gesetzt hast, muss falsch sein",
    "hint.mistake": "eine Ziffer, die du gesetzt hast, ist falsch: das Spielfeld hat keine Lösung mehr",
    "hint.stuck": "keine der Techniken, die wir kennen, hilft hier weiter",
    "hint.stuck-work-cap": "die Suche nach Ketten und Erzwingungen hat innerhalb der Rechengrenze aufgegeben",
  },
  es: {
    "hint.wrong-digit": "el {digit} en {cells} está mal: la solución tiene otro dígito ahí",
    "hint.wrong-digits": "los dígitos en {cells} están mal: la solución tiene otros dígitos ahí",
    "hint.size-mismatch": "el tablero y el sudoku tienen distinto tamaño",
    "hint.givens-changed": "el tablero cambia pistas en {cells}",
    "hint.conflict": "el {digit} aparece dos veces en {region} ({cells})",
    "hint.cage-sum": "{region} suma {sum}, no {target} ({cells})",
    "hint.solved": "el tablero está lleno y no rompe ninguna regla: resuelto",
    "hint.no-candidates": "ningún dígito cabe en {cells}: algún dígito que pusiste debe de estar mal",
    "hint.mistake": "un dígito que pusiste está mal: el tablero ya no tiene solución",
    "hint.stuck": "ninguna de las técnicas que conocemos sirve aquí",
    "hint.stuck-work-cap": "la búsqueda de cadenas y redes forzadas se rindió dentro del límite de trabajo",
  },
};
