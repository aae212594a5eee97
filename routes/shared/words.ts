/** The words people read on pages, images and bot posts: the site's name, level names and dates. */

/** The site's name, as pages, previews and oEmbed answers give it. */
export const SITE_NAME = "sudoku-daily";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** "hard" → "Hard". */
export function levelName(level: string): string {
  return level.charAt(0).toUpperCase() + level.slice(1);
}

/**
 * "2026-11-30" → "30 November 2026", or with `weekday` "Monday 30 November 2026". Text that is not a
 * YYYY-MM-DD day comes back as given (callers escape it).
 */
export function longDate(day: string, options: { weekday?: boolean } = {}): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month) return day;
  const text = `${Number(m[3])} ${month} ${m[1]}`;
  if (!options.weekday) return text;
  return `${WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]} ${text}`;
}

/** "2026-11" → "November 2026". */
export function monthTitle(month: string): string {
  const [year, m] = month.split("-").map(Number);
  return `${MONTHS[m - 1]} ${year}`;
}
