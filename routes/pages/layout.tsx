/** The HTML shell every page shares: head with link-preview tags, the nonce'd script, the site navigation. */
import type { Child } from "hono/jsx";
import {
  ICON_PNGS,
  ICON_SVG,
  PLAYER_ENTRY,
  PLAYER_IMPORT_MAP,
  PLAYER_MODULES,
  STYLESHEET,
} from "./assets.ts";
import { MANIFESTS, THEME_COLORS } from "./offline.ts";
import { SITE_NAME } from "../shared/words.ts";
import { LOCALES, useWords } from "./i18n/index.ts";
import { useLanguageLinks } from "./i18n/render.tsx";
import { richText } from "./i18n/rich.tsx";

/** Link-preview facts of a puzzle page (Open Graph, Twitter, oEmbed discovery). */
export interface PreviewMeta {
  /** Absolute canonical URL of the page. */
  url: string;
  /** Absolute URL of the 1200×630 PNG preview. */
  image: string;
  description: string;
  /** Absolute oEmbed endpoint URL for this page. */
  oembed: string;
}

/** A feed-discovery link: where the feed is and what it is called. */
export interface FeedLink {
  /** The feed's canonical path, such as `/feed.atom?level=hard`. */
  href: string;
  title: string;
}

export interface LayoutProps {
  title: string;
  /** Link-preview tags, on puzzle pages only. */
  preview?: PreviewMeta;
  /** The Atom feed of the page's dailies (a daily's page): readers find it from the page's address. */
  feed?: FeedLink;
  /** Plain description for pages without a preview. */
  description?: string;
  /** The player's modules, loaded with this response's CSP nonce (the play pages only). */
  script?: { nonce: string };
  /** A page's own module (a versioned /static/ URL), loaded with this response's CSP nonce. */
  pageScript?: { nonce: string; href: string };
  /**
   * A link first in the page, shown when it has the keyboard focus, to where the page's work is (the play
   * board): past the site's links and the pickers, which a keyboard would otherwise Tab through every time.
   */
  skipTo?: { href: string; label: string };
  children?: Child;
}

/**
 * The player: its import map (module names to versioned URLs, see assets.ts), a preload of every module so
 * they arrive in one round rather than level by level of the import graph, and the entry module (deferred,
 * as every module script is). Each carries the nonce: the CSP allows no script without it.
 */
function PlayerScripts(props: { nonce: string }) {
  return (
    <>
      <script type="importmap" nonce={props.nonce} dangerouslySetInnerHTML={{ __html: PLAYER_IMPORT_MAP }} />
      {PLAYER_MODULES.filter((m) => m !== PLAYER_ENTRY).map((m) => (
        <link rel="modulepreload" href={m.href} nonce={props.nonce} />
      ))}
      <script type="module" src={PLAYER_ENTRY.href} nonce={props.nonce}></script>
    </>
  );
}

/**
 * The language switch: each language by its code, named in its own language for screen readers (the name
 * holds the code, so what is heard includes what is seen), linking to
 * this page in it (the link's `?lang=` also keeps the choice in a cookie for the next pages). Codes keep it to
 * a few characters, so the header stays one line on a phone.
 */
function LanguageSwitch() {
  const words = useWords();
  const links = useLanguageLinks();
  if (!links) return null;
  return (
    <nav class="languages" aria-label={words.t("layout.languages")}>
      {LOCALES.map((locale) => (
        <a
          href={links[locale]}
          lang={locale}
          hreflang={locale}
          aria-label={`${words.t(`common.language.${locale}`)}, ${locale.toUpperCase()}`}
          aria-current={locale === words.locale ? "true" : undefined}
        >
          {locale.toUpperCase()}
        </a>
      ))}
    </nav>
  );
}

/**
 * The player's messages in the page's language, as data its script reads (static/play/messages.js): JSON in a
 * non-executing script element, with "<" escaped so no text can close the element.
 */
function PlayerMessages() {
  const json = JSON.stringify(useWords().playerMessages()).replace(/</g, "\\u003c");
  return <script type="application/json" id="player-messages" dangerouslySetInnerHTML={{ __html: json }} />;
}

export function Layout(props: LayoutProps) {
  const { preview } = props;
  const words = useWords();
  const description = preview?.description ?? props.description ?? words.t("layout.description");
  return (
    <html lang={words.locale}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <title>{props.title}</title>
        <meta name="description" content={description} />
        {/* Naming the icon also stops the browser asking for /favicon.ico (a 404 in the console). */}
        <link rel="icon" href={ICON_SVG.href} type="image/svg+xml" />
        {ICON_PNGS.length > 0 && <link rel="apple-touch-icon" href={ICON_PNGS[0].href} />}
        <link rel="manifest" href={MANIFESTS[words.locale].href} />
        <meta name="theme-color" content={THEME_COLORS.light} media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content={THEME_COLORS.dark} media="(prefers-color-scheme: dark)" />
        <link rel="stylesheet" href={STYLESHEET.href} />
        {preview && (
          <>
            <meta property="og:type" content="website" />
            <meta property="og:site_name" content={SITE_NAME} />
            <meta property="og:title" content={props.title} />
            <meta property="og:description" content={preview.description} />
            <meta property="og:url" content={preview.url} />
            <meta property="og:image" content={preview.image} />
            <meta property="og:image:type" content="image/png" />
            <meta property="og:image:width" content="1200" />
            <meta property="og:image:height" content="630" />
            <meta property="og:image:alt" content={words.t("layout.preview-alt", { title: props.title })} />
            <meta name="twitter:card" content="summary_large_image" />
            <meta name="twitter:title" content={props.title} />
            <meta name="twitter:description" content={preview.description} />
            <meta name="twitter:image" content={preview.image} />
            <link rel="canonical" href={preview.url} />
            <link
              rel="alternate"
              type="application/json+oembed"
              href={preview.oembed}
              title={props.title}
            />
          </>
        )}
        {props.feed && (
          <link rel="alternate" type="application/atom+xml" title={props.feed.title} href={props.feed.href} />
        )}
        {(props.script || props.pageScript) && <PlayerMessages />}
        {props.script && <PlayerScripts nonce={props.script.nonce} />}
        {props.pageScript && (
          <script type="module" src={props.pageScript.href} nonce={props.pageScript.nonce}></script>
        )}
      </head>
      <body>
        {props.skipTo && <a class="skip-link" href={props.skipTo.href}>{props.skipTo.label}</a>}
        <header class="site">
          <a class="brand" href="/">{SITE_NAME}</a>
          <nav aria-label={words.t("layout.nav")}>
            <a href="/">{words.t("layout.nav.today")}</a>
            <a href="/archive">{words.t("layout.nav.archive")}</a>
            <a href="/techniques">{words.t("layout.nav.techniques")}</a>
            <a href="/play" class="wide-only">{words.t("layout.nav.play-your-own")}</a>
          </nav>
          <LanguageSwitch />
        </header>
        <main>{props.children}</main>
        <footer class="site">
          <p>
            {words.t("layout.footer.about")} <a href="/play">{words.t("layout.footer.play-your-own")}</a> ·
            {" "}
            <a href="/docs">{words.t("layout.footer.api")}</a>
          </p>
        </footer>
      </body>
    </html>
  );
}

/** The page for bad input: the status goes on the response, the message on the page. */
export function ErrorPage(
  props: { status: number; heading: string; message: Child; notice?: boolean },
) {
  const words = useWords();
  return (
    <Layout title={`${props.heading} · ${SITE_NAME}`}>
      <section class={props.notice ? "error-page notice" : "error-page"} data-status={String(props.status)}>
        <h1>{props.heading}</h1>
        <p>{props.message}</p>
        <p>
          {richText(words, "layout.error.back", {
            today: <a href="/">{words.t("layout.error.today")}</a>,
            archive: <a href="/archive">{words.t("layout.error.archive")}</a>,
          })}
        </p>
      </section>
    </Layout>
  );
}
