/** The variant picker the daily and archive pages share: one link per variant, the current one marked. */
import { allVariants, type VariantId } from "../../engine/mod.ts";

export function VariantPicker(props: { current: VariantId; href: (variant: VariantId) => string }) {
  return (
    <nav class="variants" aria-label="Variant">
      {allVariants().map((v) => (
        <a
          href={props.href(v.id)}
          data-variant={v.id}
          title={v.summary}
          aria-current={v.id === props.current ? "page" : undefined}
        >
          {v.name}
        </a>
      ))}
    </nav>
  );
}
