/**
 * The player's history (the days they solved and their times) as the pages show it: the stats panel (after
 * solving a daily, and on the archive) and, on the archive, its export and import. The words on the page
 * call it "your record"; the numbers live in the browser's localStorage only, the player's modules under
 * static/play/ fill them in, and without them the panel says so.
 */
import { type Level, type VariantId, variantInfo } from "../../engine/mod.ts";
import { useWords } from "./i18n/index.ts";
import { richText } from "./i18n/rich.tsx";

export function StatsPanel(props: { variant: VariantId; hidden?: boolean; archiveHref?: string }) {
  const words = useWords();
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
      <h2 id="stats-heading">{words.t("history.heading")}</h2>
      <div class="stats-body">
        <p class="note">{words.t("history.needs-script")}</p>
      </div>
      <p class="note">{words.t("history.counting")}</p>
      <p class="note">
        {words.t("history.local")}
        {props.archiveHref && (
          <>
            {" "}
            {richText(words, "history.archive", {
              link: <a href={props.archiveHref}>{words.t("history.archive.link")}</a>,
            })}
          </>
        )}
      </p>
    </section>
  );
}

/** Export and import of the history, on the archive page; shown once the script runs. */
export function HistoryTransfer() {
  const words = useWords();
  return (
    <section id="record-transfer" aria-labelledby="transfer-heading" hidden>
      <h2 id="transfer-heading">{words.t("history.transfer.heading")}</h2>
      <p class="note">{words.t("history.transfer.intro")}</p>
      <div class="transfer-actions" role="group" aria-label={words.t("history.transfer.export")}>
        <button type="button" id="export-file">{words.t("history.transfer.save-file")}</button>
        <button type="button" id="export-code">{words.t("history.transfer.copy-code")}</button>
      </div>
      <div class="export-code" hidden>
        <label for="export-code-text">{words.t("history.transfer.code")}</label>
        <textarea id="export-code-text" rows={3} readonly></textarea>
      </div>
      <div class="import">
        <label for="import-text">{words.t("history.transfer.paste")}</label>
        <textarea id="import-text" rows={3} spellcheck={false}></textarea>
        <label for="import-file">{words.t("history.transfer.choose-file")}</label>
        <input type="file" id="import-file" accept=".json,application/json" />
        <button type="button" id="import">{words.t("history.transfer.import")}</button>
      </div>
      <p id="transfer-status" role="status" aria-live="polite"></p>
    </section>
  );
}
