/**
 * The player's history (the days they solved and their times) as the pages show it: the stats panel (after
 * solving a daily, and on the archive) and, on the archive, its export and import. The words on the page
 * call it "your record"; the numbers live in the browser's localStorage only, the player's modules under
 * static/play/ fill them in, and without them the panel says so.
 */
import { type Level, type VariantId, variantInfo } from "../../engine/mod.ts";

/** What counts towards a streak and a time, said where the numbers are. */
const COUNTING =
  "A day adds to your streak when you solve that day's daily (any level, any variant) before the day ends at " +
  "midnight UTC; earlier days played from the archive count as days solved, not towards a streak. Times " +
  "count every daily you solved, with or without hints.";

export function StatsPanel(props: { variant: VariantId; hidden?: boolean; archiveHref?: string }) {
  const levels: readonly Level[] = variantInfo(props.variant).levels;
  return (
    <section
      id="stats"
      class="stats"
      aria-labelledby="stats-heading"
      data-record-variant={props.variant}
      data-record-levels={levels.join(" ")}
      hidden={props.hidden}
    >
      <h2 id="stats-heading">Your record</h2>
      <div class="stats-body">
        <p class="note">Your record is kept by this page's script in your browser: it needs JavaScript.</p>
      </div>
      <p class="note">{COUNTING}</p>
      <p class="note">
        Kept in this browser only: nothing is sent to the server.
        {props.archiveHref && (
          <>
            {" "}
            <a href={props.archiveHref}>See your days in the archive</a>, and move your record to another
            device from there.
          </>
        )}
      </p>
    </section>
  );
}

/** Export and import of the history, on the archive page; shown once the script runs. */
export function HistoryTransfer() {
  return (
    <section id="record-transfer" aria-labelledby="transfer-heading" hidden>
      <h2 id="transfer-heading">Move your record to another device</h2>
      <p class="note">
        Save your record as a file, or copy it as a code, then import it in the other browser: the two records
        are merged, the first solve of each day standing.
      </p>
      <div class="transfer-actions" role="group" aria-label="Export">
        <button type="button" id="export-file">Save record file</button>
        <button type="button" id="export-code">Copy record code</button>
      </div>
      <div class="export-code" hidden>
        <label for="export-code-text">Your record code</label>
        <textarea id="export-code-text" rows={3} readonly></textarea>
      </div>
      <div class="import">
        <label for="import-text">Paste a record code or a record file's text</label>
        <textarea id="import-text" rows={3} spellcheck={false}></textarea>
        <label for="import-file">or choose a record file</label>
        <input type="file" id="import-file" accept=".json,application/json" />
        <button type="button" id="import">Import record</button>
      </div>
      <p id="transfer-status" role="status" aria-live="polite"></p>
    </section>
  );
}
