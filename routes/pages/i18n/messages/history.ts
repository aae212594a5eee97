/**
 * The words of the player's record on the pages (history.tsx): the stats panel's frame, and the record's
 * export and import on the archive. The numbers and their words are the player's (player_board.ts).
 */
import type { Area } from "../../../../engine/mod.ts";

const en = {
  "history.heading": "Your record",
  "history.needs-script": "Your record is kept by this page's script in your browser: it needs JavaScript.",
  /** What counts towards a streak and a time, said where the numbers are. */
  "history.counting":
    "A day adds to your streak when you solve that day's daily (any level, any variant) before the day ends " +
    "at midnight UTC; earlier days played from the archive count as days solved, not towards a streak. Times " +
    "count every daily you solved, with or without hints.",
  "history.local": "Kept in this browser only: nothing is sent to the server.",
  /** `link` is "history.archive.link", linking to the archive. */
  "history.archive": "{link}, and move your record to another device from there.",
  "history.archive.link": "See your days in the archive",
  "history.transfer.heading": "Move your record to another device",
  "history.transfer.intro":
    "Save your record as a file, or copy it as a code, then import it in the other browser: the two records " +
    "are merged, the first solve of each day standing.",
  "history.transfer.export": "Export",
  "history.transfer.save-file": "Save record file",
  "history.transfer.copy-code": "Copy record code",
  "history.transfer.code": "Your record code",
  "history.transfer.paste": "Paste a record code or a record file's text",
  "history.transfer.choose-file": "or choose a record file",
  "history.transfer.import": "Import record",
};

export const HISTORY_MESSAGES: Area<typeof en> = {
  en,
  de: {
    "history.heading": "Deine Bilanz",
    "history.needs-script":
      "Deine Bilanz führt das Skript dieser Seite in deinem Browser: Dafür braucht es JavaScript.",
    "history.counting":
      "Ein Tag zählt für deine Serie, wenn du das Tagesrätsel dieses Tages (jede Stufe, jede Variante) löst, " +
      "bevor der Tag um Mitternacht UTC endet; frühere Tage, die du im Archiv spielst, zählen als gelöste " +
      "Tage, aber nicht für eine Serie. In die Zeiten geht jedes Tagesrätsel ein, das du gelöst hast, mit " +
      "oder ohne Hinweise.",
    "history.local": "Nur in diesem Browser gespeichert: Nichts wird an den Server gesendet.",
    "history.archive": "{link} und übertrage deine Bilanz von dort auf ein anderes Gerät.",
    "history.archive.link": "Sieh dir deine Tage im Archiv an",
    "history.transfer.heading": "Deine Bilanz auf ein anderes Gerät übertragen",
    "history.transfer.intro":
      "Speichere deine Bilanz als Datei oder kopiere sie als Code und importiere sie dann im anderen " +
      "Browser: Die beiden Bilanzen werden zusammengeführt, und für jeden Tag zählt die erste Lösung.",
    "history.transfer.export": "Exportieren",
    "history.transfer.save-file": "Bilanz-Datei speichern",
    "history.transfer.copy-code": "Bilanz-Code kopieren",
    "history.transfer.code": "Dein Bilanz-Code",
    "history.transfer.paste": "Füge einen Bilanz-Code oder den Text einer Bilanz-Datei ein",
    "history.transfer.choose-file": "oder wähle eine Bilanz-Datei",
    "history.transfer.import": "Bilanz importieren",
  },
  es: {
    "history.heading": "Tu historial",
    "history.needs-script":
      "Tu historial lo guarda el script de esta página en tu navegador: necesita JavaScript.",
    "history.counting":
      "Un día suma a tu racha cuando resuelves el sudoku del día de ese día (cualquier nivel, cualquier " +
      "variante) antes de que el día termine a medianoche UTC; los días anteriores jugados desde el archivo " +
      "cuentan como días resueltos, pero no para una racha. Los tiempos cuentan cada sudoku del día que " +
      "resolviste, con o sin pistas.",
    "history.local": "Se guarda solo en este navegador: no se envía nada al servidor.",
    "history.archive": "{link}, y desde allí pasa tu historial a otro dispositivo.",
    "history.archive.link": "Mira tus días en el archivo",
    "history.transfer.heading": "Pasa tu historial a otro dispositivo",
    "history.transfer.intro":
      "Guarda tu historial como archivo o cópialo como código, y luego impórtalo en el otro navegador: los " +
      "dos historiales se combinan y, de cada día, vale la primera resolución.",
    "history.transfer.export": "Exportar",
    "history.transfer.save-file": "Guardar archivo de historial",
    "history.transfer.copy-code": "Copiar código de historial",
    "history.transfer.code": "Tu código de historial",
    "history.transfer.paste": "Pega un código de historial o el texto de un archivo de historial",
    "history.transfer.choose-file": "o elige un archivo de historial",
    "history.transfer.import": "Importar historial",
  },
};
