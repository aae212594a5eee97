/**
 * Templates of the message catalogue: `{name}` is a parameter, `{name?one|other}` picks `one` when the
 * parameter is the number 1 and `other` otherwise (English, German and Spanish need no more plural forms for
 * whole numbers). A template naming a parameter it is not given throws, so a mistyped name fails its tests
 * rather than showing "{name}" to a player.
 */

export type Params = Readonly<Record<string, string | number>>;

const SLOT = /\{(\w+)(?:\?([^|{}]*)\|([^{}]*))?\}/g;

export function fill(template: string, params: Params = {}): string {
  return template.replace(SLOT, (_, name: string, one?: string, other?: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`message parameter {${name}} missing in "${template}"`);
    if (one === undefined) return String(value);
    return value === 1 ? one : other!;
  });
}

/** The parameter names a template uses, each once, sorted: translations must use the same ones. */
export function slotsOf(template: string): string[] {
  return [...new Set([...template.matchAll(SLOT)].map((m) => m[1]))].sort();
}
