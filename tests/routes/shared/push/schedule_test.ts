/**
 * When each UTC date's daily is posted for a schedule: inside that UTC day always (no future daily, no stale
 * one), once per date across clock changes in Berlin and New York, at UTC+14 and UTC−12, and skipped on the
 * weekdays a channel does not post on.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import {
  addDays,
  canonicalTimeZone,
  dueAt,
  localPostInstant,
  parsePostAt,
  type PostSchedule,
  postTime,
  weekdayAt,
} from "../../../../routes/shared/push/schedule.ts";

const iso = (ms: number | null) => ms === null ? null : new Date(ms).toISOString().slice(0, 16) + "Z";

Deno.test("the default schedule posts each daily at 00:05 UTC of its own day", () => {
  assert.equal(iso(dueAt({ postAt: "00:05", timeZone: "UTC" }, "2026-12-05")), "2026-12-05T00:05Z");
});

Deno.test("UTC+14 (Kiritimati) at 08:00 local posts the UTC day current then, the day before its own date", () => {
  const kiritimati: PostSchedule = { postAt: "08:00", timeZone: "Pacific/Kiritimati" };
  // 2026-12-05 08:00 in Kiritimati is 2026-12-04 18:00 UTC: the 4th's daily; the 5th's has not come in UTC.
  assert.equal(iso(dueAt(kiritimati, "2026-12-04")), "2026-12-04T18:00Z");
  assert.equal(iso(dueAt(kiritimati, "2026-12-05")), "2026-12-05T18:00Z");
  // Just after local midnight Kiritimati is 10 hours into the UTC day before.
  assert.equal(iso(dueAt({ ...kiritimati, postAt: "00:30" }, "2026-12-04")), "2026-12-04T10:30Z");
});

Deno.test("UTC−12 (Etc/GMT+12) at 20:00 local posts the next UTC day's daily, which has begun there", () => {
  const bakerIsland: PostSchedule = { postAt: "20:00", timeZone: "Etc/GMT+12" };
  // 2026-12-04 20:00 at UTC−12 is 2026-12-05 08:00 UTC.
  assert.equal(iso(dueAt(bakerIsland, "2026-12-05")), "2026-12-05T08:00Z");
  assert.equal(iso(dueAt({ ...bakerIsland, postAt: "11:59" }, "2026-12-05")), "2026-12-05T23:59Z");
  assert.equal(iso(dueAt({ ...bakerIsland, postAt: "12:00" }, "2026-12-05")), "2026-12-05T00:00Z");
});

Deno.test("Berlin: 02:30, which the spring-forward night skips, posts once at 03:30; on the fall-back night once, at the first 02:30", () => {
  const berlin: PostSchedule = { postAt: "02:30", timeZone: "Europe/Berlin" };
  assert.deepEqual(
    ["2026-03-28", "2026-03-29", "2026-03-30"].map((d) => iso(dueAt(berlin, d))),
    // 02:30 CET, then 03:30 CEST (the clock skips 02:30), then 02:30 CEST.
    ["2026-03-28T01:30Z", "2026-03-29T01:30Z", "2026-03-30T00:30Z"],
  );
  assert.equal(iso(localPostInstant(berlin, "2026-03-29")), "2026-03-29T01:30Z");
  assert.deepEqual(
    ["2026-10-24", "2026-10-25", "2026-10-26"].map((d) => iso(dueAt(berlin, d))),
    // 02:30 CEST, the first 02:30 (still CEST; the second, CET, is 01:30 UTC and posts nothing), 02:30 CET.
    ["2026-10-24T00:30Z", "2026-10-25T00:30Z", "2026-10-26T01:30Z"],
  );
});

Deno.test("New York: 02:30 on the spring-forward day posts at 03:30 EDT; 01:30 on the fall-back day posts at the first 01:30", () => {
  assert.equal(
    iso(dueAt({ postAt: "02:30", timeZone: "America/New_York" }, "2026-03-08")),
    "2026-03-08T07:30Z",
  );
  assert.deepEqual(
    ["2026-10-31", "2026-11-01", "2026-11-02"].map((d) =>
      iso(dueAt({ postAt: "01:30", timeZone: "America/New_York" }, d))
    ),
    // 01:30 EDT is 05:30 UTC; the second 01:30 (EST, 06:30 UTC) posts nothing.
    ["2026-10-31T05:30Z", "2026-11-01T05:30Z", "2026-11-02T06:30Z"],
  );
});

Deno.test("a post time within the change's hour of UTC midnight: every UTC date still posts once, inside its day", () => {
  const evening: PostSchedule = { postAt: "19:30", timeZone: "America/New_York" };
  // Spring: 19:30 EST is 00:30 UTC the next day, 19:30 EDT is 23:30 UTC the same day. March 7 local and March 8
  // local both post inside UTC March 8; the first posts it, and local March 8 has no post of its own.
  assert.deepEqual(
    ["2026-03-07", "2026-03-08", "2026-03-09"].map((d) => iso(dueAt(evening, d))),
    ["2026-03-07T00:30Z", "2026-03-08T00:30Z", "2026-03-09T23:30Z"],
  );
  // Fall: local October 31 posts at 23:30 UTC, local November 1 at 00:30 UTC on the 2nd: no local post time falls
  // in UTC November 1, which is posted 24 hours after the post before (18:30 EST), not skipped.
  assert.deepEqual(
    ["2026-10-31", "2026-11-01", "2026-11-02"].map((d) => iso(dueAt(evening, d))),
    ["2026-10-31T23:30Z", "2026-11-01T23:30Z", "2026-11-02T00:30Z"],
  );
});

Deno.test("weekdays are the local weekday of the post: Monday in Kiritimati is Sunday's UTC daily", () => {
  const schedule: PostSchedule = {
    postAt: "08:00",
    timeZone: "Pacific/Kiritimati",
    weekdays: ["mon", "wed"],
  };
  // 2026-12-06 is a Sunday in UTC; its post is on Monday the 7th, 08:00 local.
  assert.equal(weekdayAt("Pacific/Kiritimati", postTime(schedule, "2026-12-06")), "mon");
  const week = Array.from({ length: 7 }, (_, i) => addDays("2026-12-06", i));
  assert.deepEqual(week.filter((d) => dueAt(schedule, d) !== null), ["2026-12-06", "2026-12-08"]);
  assert.deepEqual(week.filter((d) => dueAt({ ...schedule, weekdays: [] }, d) !== null), week);
});

const ZONES = Intl.supportedValuesOf("timeZone");

Deno.test("for any zone, time and date, the post lies inside the UTC day of the daily it carries, and later days post later", () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...ZONES, "Etc/GMT+12", "Etc/GMT-14", "Pacific/Kiritimati", "Pacific/Apia"),
      fc.integer({ min: 0, max: 23 }),
      fc.integer({ min: 0, max: 59 }),
      fc.integer({ min: 0, max: 365 * 12 }),
      (timeZone, hour, minute, dayIndex) => {
        const schedule = {
          postAt: `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`,
          timeZone,
        };
        const date = addDays("2020-01-01", dayIndex);
        const at = postTime(schedule, date);
        const start = Date.parse(`${date}T00:00:00Z`);
        assert.ok(
          at >= start && at < start + 86_400_000,
          `${timeZone} ${schedule.postAt} ${date}: ${iso(at)}`,
        );
        assert.ok(postTime(schedule, addDays(date, 1)) > at);
      },
    ),
    { numRuns: 3000 },
  );
});

Deno.test("over two years in zones with clock changes, every local day's post time is a post unless a 23-hour day doubled it", () => {
  for (const timeZone of ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "America/Santiago"]) {
    for (const postAt of ["00:30", "02:30", "19:30", "23:45"]) {
      const schedule = { postAt, timeZone };
      const posts = new Set<number>();
      for (let i = 0; i < 730; i++) posts.add(postTime(schedule, addDays("2026-01-01", i)));
      assert.equal(posts.size, 730, `${timeZone} ${postAt}: one instant per UTC date`);
      let missing = 0;
      for (let i = 1; i < 729; i++) {
        if (!posts.has(localPostInstant(schedule, addDays("2026-01-01", i)))) missing++;
      }
      // At most the two change days a year, and only when the post time is near UTC midnight.
      assert.ok(missing <= 4, `${timeZone} ${postAt}: ${missing} local days without their own post`);
    }
  }
});

Deno.test("post times are HH:MM on a 24-hour clock", () => {
  assert.deepEqual(parsePostAt("00:05"), { hour: 0, minute: 5 });
  assert.deepEqual(parsePostAt("23:59"), { hour: 23, minute: 59 });
  for (const bad of ["24:00", "7:05", "07:5", "07:60", "07:05:00", " 07:05", "7h05", ""]) {
    assert.equal(parsePostAt(bad), null, bad);
  }
});

Deno.test("time zones are IANA names, in any case; unknown names and fixed offsets are refused", () => {
  assert.equal(canonicalTimeZone("Europe/Berlin"), "Europe/Berlin");
  assert.equal(canonicalTimeZone("europe/berlin"), "Europe/Berlin");
  assert.equal(canonicalTimeZone("UTC"), "UTC");
  assert.equal(canonicalTimeZone("Etc/GMT+12"), "Etc/GMT+12");
  for (const bad of ["Mars/Olympus_Mons", "+02:00", "", "Europe/Berlin\n", "../../etc/passwd", "CEST2"]) {
    assert.equal(canonicalTimeZone(bad), null, JSON.stringify(bad));
  }
});
