/** GET /feed.atom: an Atom feed (RFC 4287) of a variant's level's last 30 dailies, and its discovery link. */
import assert from "node:assert/strict";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { variantInfo } from "../../../engine/variants.ts";
import { createApp } from "../../../routes/app.ts";
import { createDailyStore } from "../../../routes/shared/dailies.ts";
import { atomFeed, createFeed, FEED_DAYS, xmlEscape } from "../../../routes/embeds/feed.ts";
import { dailyUrls, textGrid } from "../../../routes/shared/bots.ts";
import { loadPools } from "../../../data/pools.ts";

const pools = await loadPools();
/** 2026-12-02, 18:00 UTC: six hours before the next daily. */
const NOW = new Date("2026-12-02T18:00:00Z");
const TODAY = "2026-12-02";
const ORIGIN = "http://sudoku.test";
/** The dailies at their real budgets, as served. */
const app = createApp({ pools, now: () => NOW });
/** Every daily from its pool: the same routes at a fraction of the cost, for the many-feed tests. */
const pooled = createApp({ pools, now: () => NOW, dailyBudget: 10 });

type Attrs = Record<string, string>;
type Link = { "@_rel"?: string; "@_type"?: string; "@_href": string; "@_title"?: string };
interface Entry {
  id: string;
  title: string;
  updated: string;
  published: string;
  link: Link[];
  summary: { "#text": string } & Attrs;
  content: { "#text": string } & Attrs;
  "media:thumbnail": Attrs;
  "media:content": Attrs & { "media:description": { "#text": string } };
}
interface Feed {
  "@_xmlns": string;
  "@_xmlns:media": string;
  id: string;
  title: string;
  updated: string;
  link: Link[];
  author: { name: string; uri: string };
  generator: { "#text": string; "@_uri": string };
  entry?: Entry[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  parseAttributeValue: false,
  alwaysCreateTextNode: false,
  isArray: (name) => name === "entry" || name === "link",
});

/** The feed's document, after checking it is well-formed XML; fails the test otherwise. */
function parseFeed(xml: string): Feed {
  const valid = XMLValidator.validate(xml);
  assert.equal(valid, true, `well-formed XML: ${JSON.stringify(valid)}`);
  assert.ok(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n'), "an XML declaration naming UTF-8");
  return parser.parse(xml).feed;
}

async function fetchFeed(query: string, from = app, headers: Record<string, string> = {}) {
  const res = await from.request(`${ORIGIN}/feed.atom${query ? `?${query}` : ""}`, { headers });
  const text = await res.text();
  assert.equal(res.status, 200, `${query}: ${text.slice(0, 300)}`);
  assert.equal(res.headers.get("content-type"), "application/atom+xml; charset=utf-8");
  return { res, text, feed: parseFeed(text) };
}

function linkOf(links: Link[], rel: string): Link {
  const found = links.filter((l) => (l["@_rel"] ?? "alternate") === rel);
  assert.equal(found.length, 1, `one link rel=${rel}`);
  return found[0];
}

/** The share code an entry's preview image is drawn from: `/og/<code>.png?date=<day>`. */
function codeOf(entry: Entry): string {
  const href = linkOf(entry.link, "enclosure")["@_href"];
  const match = /\/og\/([A-Za-z0-9_-]+)\.png\?date=(\d{4}-\d{2}-\d{2})$/.exec(href);
  assert.ok(match, href);
  return match[1];
}

/** The day an entry is for, from its page link. */
function dayOf(entry: Entry): string {
  return /\/(\d{4}-\d{2}-\d{2})\/[a-z]+$/.exec(linkOf(entry.link, "alternate")["@_href"])![1];
}

/** The N days up to `last`, newest first. */
function daysBefore(last: string, n: number): string[] {
  const start = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: n }, (_, k) => new Date(start - k * 86_400_000).toISOString().slice(0, 10));
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

Deno.test("the feed is well-formed Atom with every element RFC 4287 requires of a feed and its entries", async () => {
  const { feed } = await fetchFeed("");
  assert.equal(feed["@_xmlns"], "http://www.w3.org/2005/Atom");
  assert.equal(feed["@_xmlns:media"], "http://search.yahoo.com/mrss/");
  // atom:feed: id, title, updated; an author (no entry has its own); a self link is recommended.
  assert.ok(URL.canParse(feed.id), `feed id ${feed.id} is an absolute IRI`);
  assert.equal(feed.title, "Sudoku daily — Medium");
  assert.equal(feed.updated, `${TODAY}T00:00:00Z`);
  assert.equal(feed.author.name, "sudoku-daily");
  assert.equal(feed.author.uri, `${ORIGIN}/`);
  assert.equal(feed.generator["#text"], "sudoku-daily");
  const self = linkOf(feed.link, "self");
  assert.equal(self["@_href"], `${ORIGIN}/feed.atom?level=medium`, "the default level, in canonical form");
  assert.equal(self["@_type"], "application/atom+xml");
  assert.equal(feed.id, self["@_href"]);
  assert.equal(linkOf(feed.link, "alternate")["@_href"], `${ORIGIN}/`);
  // atom:entry: id, title, updated; an alternate link (no content src); at most one of each link rel+type.
  const entries = feed.entry ?? [];
  assert.equal(entries.length, FEED_DAYS);
  for (const entry of entries) {
    for (const field of ["id", "title", "updated", "published"] as const) {
      assert.equal(typeof entry[field], "string", `entry ${field}`);
    }
    assert.ok(URL.canParse(entry.id), entry.id);
    assert.match(entry.updated, RFC3339);
    assert.equal(entry.published, entry.updated);
    assert.equal(entry.updated, `${dayOf(entry)}T00:00:00Z`, "a day's entry is dated at its midnight");
    assert.equal(linkOf(entry.link, "alternate")["@_type"], "text/html");
    assert.equal(linkOf(entry.link, "enclosure")["@_type"], "image/png");
    assert.equal(entry.summary["@_type"], "text");
    assert.equal(entry.content["@_type"], "html");
  }
  assert.equal(new Set(entries.map((e) => e.id)).size, entries.length, "ids are unique");
});

Deno.test("30 entries, newest first, each the /api/daily of its day with its page, image and grid", async () => {
  const { feed } = await fetchFeed("level=Hard");
  const entries = feed.entry!;
  assert.deepEqual(entries.map(dayOf), daysBefore(TODAY, FEED_DAYS));
  for (const entry of entries) {
    const date = dayOf(entry);
    const daily = await (await app.request(`${ORIGIN}/api/daily?level=hard&date=${date}`)).json();
    const code = codeOf(entry);
    assert.equal(code, daily.code, date);
    const { pageUrl, imageUrl } = dailyUrls(ORIGIN, date, "hard", daily.code);
    assert.equal(entry.id, pageUrl);
    assert.equal(entry.title, `Sudoku daily — Hard, ${date}`);
    assert.equal(linkOf(entry.link, "alternate")["@_href"], pageUrl);
    assert.equal(linkOf(entry.link, "enclosure")["@_href"], imageUrl);
    // Media RSS, for bots that take the picture from there.
    assert.equal(entry["media:thumbnail"]["@_url"], imageUrl);
    assert.equal(entry["media:content"]["@_url"], imageUrl);
    assert.equal(entry["media:content"]["@_type"], "image/png");
    assert.equal(entry["media:content"]["@_medium"], "image");
    assert.equal(entry["media:content"]["@_width"], "1200");
    assert.equal(entry["media:content"]["@_height"], "630");
    // What the puzzle holds, then the grid as the chat formats draw it, and the way to play it.
    assert.equal(entry.summary["#text"], `${daily.clues} clues. Play it in the browser: ${pageUrl}`);
    const html = entry.content["#text"];
    assert.ok(html.includes(`<strong>${daily.clues} clues</strong>`), html);
    assert.ok(html.includes(`<pre>${textGrid(daily.puzzle)}</pre>`), html);
    assert.ok(html.includes(`<a href="${pageUrl}">`), html);
    assert.ok(html.includes(`<img src="${imageUrl}"`), html);
  }
});

Deno.test("an entry keeps its id and content when the day turns; the newest day is added, the oldest dropped", async () => {
  let clock = new Date("2026-12-01T23:59:59Z");
  const turning = createApp({ pools, now: () => clock, dailyBudget: 10 });
  const before = await fetchFeed("variant=x&level=hard", turning);
  clock = new Date("2026-12-02T00:00:01Z");
  const after = await fetchFeed("variant=x&level=hard", turning);
  const [old, fresh] = [before.feed.entry!, after.feed.entry!];
  assert.equal(dayOf(old[0]), "2026-12-01");
  assert.equal(dayOf(fresh[0]), "2026-12-02");
  assert.equal(after.feed.updated, "2026-12-02T00:00:00Z");
  // Yesterday's 29 newest entries are today's 29 oldest, unchanged: a reader sees one new entry, no repeats.
  assert.deepEqual(fresh.slice(1), old.slice(0, FEED_DAYS - 1));
  assert.equal(fresh[1].id, "http://sudoku.test/daily/x/2026-12-01/hard");
  assert.ok(!fresh.some((e) => e.id === old[FEED_DAYS - 1].id), "the 31st day back is gone");
  // The validator follows the day: yesterday's ETag gets the new feed, not a 304.
  const [yesterdayTag, todayTag] = [before.res, after.res].map((r) => r.headers.get("ETag")!);
  assert.notEqual(yesterdayTag, todayTag);
  const revalidated = await turning.request(`${ORIGIN}/feed.atom?variant=x&level=hard`, {
    headers: { "If-None-Match": yesterdayTag },
  });
  assert.equal(revalidated.status, 200);
  assert.equal(revalidated.headers.get("ETag"), todayTag);
  await revalidated.body?.cancel();
});

Deno.test("killer and X-Sudoku feeds, at every level each offers, match /api/daily and name the variant", async () => {
  for (const variant of ["killer", "x"] as const) {
    const { name, levels } = variantInfo(variant);
    for (const level of levels) {
      const { feed } = await fetchFeed(`variant=${variant.toUpperCase()}&level=${level}`, pooled);
      assert.equal(
        linkOf(feed.link, "self")["@_href"],
        `${ORIGIN}/feed.atom?variant=${variant}&level=${level}`,
      );
      assert.equal(feed.title, `Sudoku daily — ${name} ${level[0].toUpperCase()}${level.slice(1)}`);
      const entries = feed.entry!;
      assert.equal(entries.length, FEED_DAYS);
      for (const entry of entries) {
        const date = dayOf(entry);
        const daily = await (await pooled.request(
          `${ORIGIN}/api/daily?variant=${variant}&level=${level}&date=${date}`,
        )).json();
        assert.equal(codeOf(entry), daily.code, `${variant} ${level} ${date}`);
        assert.equal(entry.id, `${ORIGIN}/daily/${variant}/${date}/${level}`);
        assert.ok(entry.title.startsWith(`Sudoku daily — ${name} `), entry.title);
        // A killer's text grid has no digits to count: its cages are what it holds.
        const holds = variant === "killer"
          ? (daily.clues === 0
            ? `${daily.cages.length} cages`
            : `${daily.cages.length} cages, ${daily.clues} clues`)
          : `${daily.clues} clues`;
        assert.ok(
          entry.content["#text"].includes(`<strong>${holds}</strong>`),
          `${variant} ${date}: ${holds}`,
        );
        assert.ok(entry.content["#text"].includes(textGrid(daily.puzzle)));
      }
    }
  }
  // A variant with one level serves it without being asked, as /api/daily does.
  const { feed } = await fetchFeed("variant=4x4", pooled);
  assert.equal(linkOf(feed.link, "self")["@_href"], `${ORIGIN}/feed.atom?variant=4x4&level=easy`);
  assert.equal(feed.title, "Sudoku daily — 4×4 Easy");
});

Deno.test("a bad variant or level is the same 400 JSON error /api/daily gives", async () => {
  const queries = [
    "level=impossible",
    "variant=8x8",
    "variant=4x4&level=hard",
    "variant=killer&level=evil",
    `level=${"x".repeat(40)}`,
    `variant=${"x".repeat(40)}`,
  ];
  for (const query of queries) {
    const [feed, daily] = await Promise.all(
      [`/feed.atom?${query}`, `/api/daily?${query}`].map((path) => pooled.request(`${ORIGIN}${path}`)),
    );
    assert.equal(feed.status, 400, query);
    assert.match(feed.headers.get("content-type") ?? "", /^application\/json/);
    const [feedBody, dailyBody] = await Promise.all([feed.json(), daily.json()]);
    assert.equal(typeof feedBody.error.code, "string");
    assert.deepEqual(feedBody, dailyBody, query);
  }
  assert.equal(
    (await (await pooled.request(`${ORIGIN}/feed.atom?variant=4x4&level=hard`)).json()).error.code,
    "bad-level",
  );
});

Deno.test("caching: a strong ETag, 304 on If-None-Match, shared caches keep it until midnight; HEAD works", async () => {
  const { res } = await fetchFeed("level=hard");
  const etag = res.headers.get("ETag")!;
  assert.match(etag, /^"[^"]+"$/, "strong");
  // 18:00 UTC: six hours until the next daily.
  assert.equal(res.headers.get("Cache-Control"), "public, max-age=300, s-maxage=21600");
  for (const header of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
    const again = await app.request(`${ORIGIN}/feed.atom?level=hard`, {
      headers: { "If-None-Match": header },
    });
    assert.equal(again.status, 304, header);
    assert.equal(await again.text(), "");
    assert.equal(again.headers.get("ETag"), etag);
    assert.equal(again.headers.get("Cache-Control"), "public, max-age=300, s-maxage=21600");
  }
  // Another level, or the same level in another variant, is another feed with another tag.
  for (const query of ["level=easy", "variant=x&level=hard"]) {
    const other = await app.request(`${ORIGIN}/feed.atom?${query}`, { headers: { "If-None-Match": etag } });
    assert.equal(other.status, 200, query);
    assert.notEqual(other.headers.get("ETag"), etag);
    await other.body?.cancel();
  }
  const head = await app.request(`${ORIGIN}/feed.atom?level=hard`, { method: "HEAD" });
  assert.equal(head.status, 200);
  assert.equal(head.headers.get("content-type"), "application/atom+xml; charset=utf-8");
  assert.equal(head.headers.get("ETag"), etag);
  assert.equal(await head.text(), "");
  const headCached = await app.request(`${ORIGIN}/feed.atom?level=hard`, {
    method: "HEAD",
    headers: { "If-None-Match": etag },
  });
  assert.equal(headCached.status, 304);
});

Deno.test("the 30 dailies are computed once: a repeat costs nothing, a new day costs one", async () => {
  const computed: string[] = [];
  const store = createDailyStore({ pools, budget: 10, onCompute: (date) => computed.push(date) });
  let clock = NOW;
  const feed = createFeed({ store, now: () => clock });
  assert.equal((await feed.request(`${ORIGIN}/feed.atom?level=evil`)).status, 200);
  assert.deepEqual(computed, daysBefore(TODAY, FEED_DAYS));
  assert.equal((await feed.request(`${ORIGIN}/feed.atom?level=EVIL`)).status, 200);
  assert.equal(computed.length, FEED_DAYS);
  clock = new Date("2026-12-03T00:00:05Z");
  assert.equal((await feed.request(`${ORIGIN}/feed.atom?level=evil`)).status, 200);
  assert.deepEqual(computed.slice(FEED_DAYS), ["2026-12-03"]);
});

Deno.test("the feed starts on the first daily: never a day before 2000-01-01", async () => {
  const early = createApp({ pools, now: () => new Date("2000-01-10T08:00:00Z"), dailyBudget: 10 });
  const { feed } = await fetchFeed("level=easy", early);
  assert.deepEqual(feed.entry!.map(dayOf), daysBefore("2000-01-10", 10));
});

Deno.test("links from ORIGIN are escaped for XML: the self link's query keeps its & as &amp;", async () => {
  const configured = createApp({
    pools,
    now: () => NOW,
    dailyBudget: 10,
    origin: "https://Sudoku.Example:443",
  });
  const { text, feed } = await fetchFeed("variant=killer&level=easy", configured);
  const self = "https://sudoku.example/feed.atom?variant=killer&level=easy";
  assert.ok(text.includes(`href="${self.replace("&", "&amp;")}"`), "written escaped");
  assert.equal(linkOf(feed.link, "self")["@_href"], self, "read back as the URL");
  assert.equal(feed.id, self);
  assert.ok(feed.entry!.every((e) => e.id.startsWith("https://sudoku.example/daily/killer/")));
  // No bare ampersand or angle bracket anywhere outside markup.
  assert.doesNotMatch(text, /&(?!(amp|lt|gt|quot|apos);)/);
});

Deno.test("atomFeed escapes whatever an origin holds, in text and in attributes", () => {
  const origin = `https://a.example/?x=<b>&y="1"&z='2'`;
  const entry = {
    date: "2026-12-01",
    level: "hard" as const,
    code: "CODE",
    puzzle: "1".padEnd(81, "."),
    clues: 1,
    ...dailyUrls(origin, "2026-12-01", "hard", "CODE"),
  };
  const xml = atomFeed({ origin, variant: "9x9", level: "hard", today: "2026-12-01", entries: [entry] });
  const feed = parseFeed(xml);
  assert.equal(linkOf(feed.link, "self")["@_href"], `${origin}/feed.atom?level=hard`);
  assert.equal(linkOf(feed.link, "alternate")["@_href"], `${origin}/`);
  assert.equal(feed.author.uri, `${origin}/`);
  const [read] = feed.entry!;
  assert.equal(read.id, entry.pageUrl);
  assert.equal(linkOf(read.link, "enclosure")["@_href"], entry.imageUrl);
  assert.equal(read["media:thumbnail"]["@_url"], entry.imageUrl);
  // The HTML content is escaped twice: once as HTML inside, once as XML around it.
  assert.ok(read.content["#text"].includes(`<a href="${xmlEscape(entry.pageUrl)}">`), read.content["#text"]);
  assert.equal(xmlEscape(`<a href="x">&'`), "&lt;a href=&quot;x&quot;&gt;&amp;&apos;");
});

/** The feed-discovery links in a page's head, their attributes read back from HTML. */
function feedLinks(html: string): Attrs[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) =>
      Object.fromEntries(
        [...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v.replaceAll("&amp;", "&")]),
      )
    )
    .filter((a) => a.rel === "alternate" && a.type === "application/atom+xml");
}

Deno.test("daily pages link their variant's and level's feed in the head, and that link is the feed's self", async () => {
  const cases: Array<[string, string, string]> = [
    ["/", "/feed.atom?level=medium", "Sudoku daily — Medium"],
    ["/?variant=x&level=evil", "/feed.atom?variant=x&level=evil", "Sudoku daily — X-Sudoku Evil"],
    ["/daily/2026-11-20/hard", "/feed.atom?level=hard", "Sudoku daily — Hard"],
    ["/daily/killer/2026-11-20/easy", "/feed.atom?variant=killer&level=easy", "Sudoku daily — Killer Easy"],
    ["/daily/6x6/2026-11-20/medium", "/feed.atom?variant=6x6&level=medium", "Sudoku daily — 6×6 Medium"],
  ];
  for (const [path, href, title] of cases) {
    const res = await pooled.request(`${ORIGIN}${path}`);
    assert.equal(res.status, 200, path);
    const links = feedLinks(await res.text());
    assert.deepEqual(links, [{ rel: "alternate", type: "application/atom+xml", title, href }], path);
    // A reader subscribes to what the page names, and the feed calls itself by that same URL.
    const { feed } = await fetchFeed(href.split("?")[1], pooled);
    assert.equal(linkOf(feed.link, "self")["@_href"], new URL(href, `${ORIGIN}${path}`).href);
    assert.equal(feed.title, title);
  }
  // A shared puzzle belongs to no run of dailies: no feed to discover.
  const daily = await (await pooled.request(`${ORIGIN}/api/daily?date=2026-11-20`)).json();
  const shared = await pooled.request(`${ORIGIN}/p/${daily.code}`);
  assert.equal(shared.status, 200);
  assert.deepEqual(feedLinks(await shared.text()), []);
});

Deno.test("without the pools there are no dailies, so no feed: a JSON 404", async () => {
  const res = await createApp().request(`${ORIGIN}/feed.atom`, { headers: { Accept: "text/html" } });
  assert.equal(res.status, 404);
  assert.equal((await res.json()).error.code, "not-found");
});
