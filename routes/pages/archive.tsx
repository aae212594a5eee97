// Server-rendered once, never reconciled: `key` would only be printed as an attribute by the precompiled
// JSX, so lists go without it.
// deno-lint-ignore-file jsx-key
/** The archive: one month's calendar of dailies for a level; only days already out are links. */
import { FIRST_DAY, type Level, type VariantId, variantInfo } from "../../engine/mod.ts";
import { Layout } from "./layout.tsx";
import { HistoryTransfer, StatsPanel } from "./history.tsx";
import { dailyPagePath } from "../shared/puzzle_pages.ts";
import { VariantPicker } from "./variant_picker.tsx";
import { SITE_NAME } from "../shared/words.ts";
import { useWords } from "./i18n/index.ts";
import { richText } from "./i18n/rich.tsx";

/** The calendar's columns, Monday first, as the catalogue numbers them. */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const pad = (n: number) => String(n).padStart(2, "0");

/** "YYYY-MM" shifted by `delta` months. */
function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split("-").map(Number);
  const index = y * 12 + (m - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${pad((index % 12) + 1)}`;
}

/** The days of a month as "YYYY-MM-DD", with the weekday (0 = Monday) of the first. */
function monthDays(month: string): { days: string[]; firstWeekday: number } {
  const [y, m] = month.split("-").map(Number);
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const firstWeekday = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  return { days: Array.from({ length: count }, (_, i) => `${month}-${pad(i + 1)}`), firstWeekday };
}

export function ArchivePage(
  props: { month: string; level: Level; today: string; variant?: VariantId; nonce: string },
) {
  const words = useWords();
  const { month, level, today } = props;
  const variant = props.variant ?? "9x9";
  const info = variantInfo(variant);
  // Classic 9×9 keeps its plain URLs and words; another variant names itself.
  const variantQuery = variant === "9x9" ? "" : `&variant=${variant}`;
  const named = variant === "9x9" ? "" : ".variant" as const;
  const { days, firstWeekday } = monthDays(month);
  const cells: Array<string | null> = [...Array(firstWeekday).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  const prev = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const hasPrev = prev >= FIRST_DAY.slice(0, 7);
  const hasNext = next <= today.slice(0, 7);
  const href = (m: string, l: Level) => `/archive?month=${m}&level=${l}${variantQuery}`;
  const names = {
    month: words.monthTitle(month),
    level: words.levelName(level),
    variant: words.variantName(variant),
  };
  const description = words.t(`archive.description${named}`, {
    ...names,
    level: words.t(`shared.level-in-sentence.${level}`),
  });
  return (
    <Layout
      title={`${words.t(`archive.title${named}`, names)} · ${SITE_NAME}`}
      description={description}
      script={{ nonce: props.nonce }}
    >
      <section class="archive">
        <h1>{words.t(`archive.heading${named}`, names)}</h1>
        <VariantPicker
          current={variant}
          href={(v) => `/archive?month=${month}${v === "9x9" ? "" : `&variant=${v}`}`}
        />
        <nav class="levels" aria-label={words.t("archive.levels")}>
          {info.levels.map((id) => (
            <a href={href(month, id)} data-level={id} aria-current={id === level ? "page" : undefined}>
              {words.levelName(id)}
            </a>
          ))}
        </nav>
        <nav class="months" aria-label={words.t("archive.months")}>
          {hasPrev
            ? <a href={href(prev, level)} rel="prev" id="prev-month">← {words.monthTitle(prev)}</a>
            : <span></span>}
          {hasNext
            ? <a href={href(next, level)} rel="next" id="next-month">{words.monthTitle(next)} →</a>
            : <span></span>}
        </nav>
        <p class="note record-legend">
          {richText(words, "archive.legend", {
            solved: <span aria-hidden="true">✓</span>,
            started: <span aria-hidden="true">…</span>,
          })}
        </p>
        <table class="calendar" data-record-variant={variant} data-record-level={level}>
          <caption>{words.t("archive.caption", names)}</caption>
          <thead>
            <tr>{WEEKDAYS.map((d) => <th scope="col">{words.t(`archive.weekday.${d}`)}</th>)}</tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr>
                {week.map((day) => {
                  if (day === null) return <td></td>;
                  const n = String(Number(day.slice(8)));
                  if (day > today) {
                    return <td class="future" data-day={day}>{n}</td>;
                  }
                  return (
                    <td class={day === today ? "today" : undefined} data-day={day}>
                      <a
                        href={dailyPagePath(day, level, variant)}
                        aria-label={words.t("archive.day", { n, level: names.level, day })}
                      >
                        {n}
                      </a>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <StatsPanel variant={variant} />
        <HistoryTransfer />
      </section>
    </Layout>
  );
}
