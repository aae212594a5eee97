/** A page element rendered inside its words and its language links (see `useWords`, `useLanguageLinks`). */
import { type Child, createContext, useContext } from "hono/jsx";
import { type Locale, type PageWords, WordsContext } from "./index.ts";

const LanguageLinksContext = createContext<Record<Locale, string> | null>(null);

/** The addresses of the page being rendered in each language, for the language switch (null: no switch). */
export function useLanguageLinks(): Record<Locale, string> | null {
  return useContext(LanguageLinksContext);
}

export function withWords(words: PageWords, links: Record<Locale, string> | null, page: Child) {
  return (
    <WordsContext.Provider value={words}>
      <LanguageLinksContext.Provider value={links}>{page}</LanguageLinksContext.Provider>
    </WordsContext.Provider>
  );
}
