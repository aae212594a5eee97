/**
 * When a subscription posts: at `post_at` ("HH:MM") in its IANA time zone, on its weekdays (every day when it
 * names none). A daily belongs to a UTC date, so the schedule answers one question: at which instant is the
 * daily of UTC date D posted? `dueAt` says, and every answer lies inside D itself, from 00:00 UTC to the next
 * midnight. That is the whole safety argument: a post never carries a daily whose UTC day has not begun (it
 * would leak a future daily), and never one whose day has ended, whatever the zone (UTC+14 to UTC−12) or its
 * clock changes. Each UTC date has one instant, so a date is posted once: never skipped, never doubled.
 *
 * Usually exactly one local day's post time falls inside D. Around a clock change it may not, when the post
 * time lies within the change's hour of UTC midnight: a 23-hour local day can put two post times in one UTC
 * day (the first one posts; the local day of the second has no post of its own), and a 25-hour day can put
 * none (D is then posted 24 hours after the post before it, by the old clock, still inside D).
 * docs/delivery.md has worked examples.
 *
 * Pure: no clock and no I/O; zones come from the runtime's time-zone data through Temporal.
 */

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = typeof WEEKDAYS[number];

export interface PostSchedule {
  /** Local wall time of the post, "HH:MM" (24-hour). */
  postAt: string;
  /** An IANA time zone, such as "Europe/Berlin"; "UTC" by default. */
  timeZone: string;
  /** The local weekdays to post on; all when absent or empty. */
  weekdays?: readonly Weekday[];
}

export const DEFAULT_SCHEDULE: PostSchedule = { postAt: "00:05", timeZone: "UTC" };

const DAY_MS = 86_400_000;
const POST_AT = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;

/** The hour and minute of a "HH:MM" post time, or null when it is not one (24:00 and 7:5 are not). */
export function parsePostAt(text: string): { hour: number; minute: number } | null {
  const match = POST_AT.exec(text);
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
}

/**
 * The runtime's name for an IANA time zone, or null when it knows no such zone. Names are matched without
 * regard to case ("europe/berlin" is "Europe/Berlin"); offsets such as "+02:00" are refused, because a fixed
 * offset silently drifts an hour from the channel's clock twice a year.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** "YYYY-MM-DD" plus `days`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The instant (epoch ms) the wall clock of `timeZone` shows `postAt` on the local date `localDate`. A time
 * the clock skips (02:30 on a spring-forward night in Berlin) is read as the same time after the change
 * (03:30); a time the clock shows twice (01:30 on New York's fall-back night) is its first showing.
 */
export function localPostInstant(schedule: PostSchedule, localDate: string): number {
  const time = parsePostAt(schedule.postAt);
  if (!time) throw new RangeError(`post_at ${JSON.stringify(schedule.postAt)} is not HH:MM`);
  const [year, month, day] = localDate.split("-").map(Number);
  return Temporal.PlainDateTime.from({ year, month, day, hour: time.hour, minute: time.minute })
    .toZonedDateTime(schedule.timeZone, { disambiguation: "compatible" }).epochMilliseconds;
}

/**
 * The instant (epoch ms) the daily of UTC date `date` is posted, ignoring weekdays: always from `date`'s
 * 00:00 UTC up to (not including) the next midnight.
 */
export function postTime(schedule: PostSchedule, date: string): number {
  const start = Date.parse(`${date}T00:00:00Z`);
  const end = start + DAY_MS;
  // A zone is at most 14 hours from UTC, so only the local dates D−1, D and D+1 can post inside D.
  const around = [-2, -1, 0, 1].map((k) => localPostInstant(schedule, addDays(date, k)));
  const inside = around.filter((t) => t >= start && t < end);
  if (inside.length > 0) return Math.min(...inside);
  // A long local day (the clock went back) stepped over D: post 24 hours after the last post, which the
  // missing hour keeps inside D; the clamp holds it there for any stranger change of a zone's rules.
  const before = Math.max(...around.filter((t) => t < start));
  return Math.min(end - 60_000, Math.max(start, before + DAY_MS));
}

/** The local weekday at an instant in a zone. */
export function weekdayAt(timeZone: string, instant: number): Weekday {
  return WEEKDAYS[Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(timeZone).dayOfWeek - 1];
}

/**
 * When the daily of UTC date `date` is due for a subscription with this schedule (epoch ms), or null when the
 * schedule skips it: its post time falls on a local weekday the subscription does not post on.
 *
 * @example
 * // A channel in Kiritimati (UTC+14) posting at 08:00 local gets the UTC day current then, the day before
 * // its own date: 2026-12-05 08:00 local is 2026-12-04 18:00 UTC.
 * dueAt({ postAt: "08:00", timeZone: "Pacific/Kiritimati" }, "2026-12-04"); // Date.parse("2026-12-04T18:00Z")
 */
export function dueAt(schedule: PostSchedule, date: string): number | null {
  const at = postTime(schedule, date);
  if (schedule.weekdays?.length && !schedule.weekdays.includes(weekdayAt(schedule.timeZone, at))) return null;
  return at;
}
