// Server-rendered once, never reconciled: `key` would only be printed as an attribute by the precompiled
// JSX, so lists go without it.
// deno-lint-ignore-file jsx-key
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
