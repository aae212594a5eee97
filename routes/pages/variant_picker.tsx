/** The variant picker the daily and archive pages share: one link per variant, the current one marked. */
import { allVariants, type VariantId } from "../../engine/mod.ts";
import { useWords } from "./i18n/index.ts";

export function VariantPicker(props: { current: VariantId; href: (variant: VariantId) => string }) {
  const words = useWords();
  return (
    <nav class="variants" aria-label={words.t("puzzle.variants")}>
      {allVariants().map((v) => (
        <a
          href={props.href(v.id)}
          data-variant={v.id}
          title={words.t(`puzzle.variant-summary.${v.id}`)}
          aria-current={v.id === props.current ? "page" : undefined}
        >
          {words.variantName(v.id)}
        </a>
      ))}
    </nav>
  );
}
