/**
 * The techniques the generator versions serving days know: the catalogue up to the killer cage techniques, as
 * it stood before the techniques past it (issue 27) joined. A version's carve and its final grade read only
 * these, so a growing catalogue never changes what a seed generates (the rows after it only act where these
 * are stuck, which a generated puzzle never is, but a carve or a rejected attempt could see them act).
 */
import { TECHNIQUE_IDS, type TechniqueId } from "../catalogue.ts";
import type { Scheme } from "../schemes.ts";

const GENERATOR_TECHNIQUES: ReadonlySet<TechniqueId> = new Set(
  TECHNIQUE_IDS.slice(0, TECHNIQUE_IDS.indexOf("innies-outies") + 1),
);

const pinnedSchemes = new Map<Scheme, Scheme>();

/** The scheme with only the generator's techniques in its order (the same object when it has no others). */
export function pinnedScheme(scheme: Scheme): Scheme {
  let pinned = pinnedSchemes.get(scheme);
  if (!pinned) {
    const order = scheme.order.filter((e) => GENERATOR_TECHNIQUES.has(e.technique));
    pinned = order.length === scheme.order.length ? scheme : { ...scheme, order };
    pinnedSchemes.set(scheme, pinned);
  }
  return pinned;
}
