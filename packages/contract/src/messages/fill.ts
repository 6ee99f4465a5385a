/** Names of the `{placeholder}`s in a template literal type. */
export type Placeholders<T extends string> = T extends `${string}{${infer K}}${infer Rest}`
  ? K | Placeholders<Rest>
  : never;

/** Values for a template's placeholders. */
export type FillVars<T extends string> = { [K in Placeholders<T>]: string | number };

/**
 * Replaces each `{key}` in a catalogue template with `vars[key]`. Throws when a placeholder has no value,
 * so an unfilled template never reaches a user. Values are inserted as-is (not re-scanned).
 */
export function fill<T extends string>(template: T, vars: FillVars<T>): string {
  const values = vars as Record<string, string | number | undefined>;
  return template.replace(/\{([^{}]+)\}/g, (_, key: string) => {
    const value = Object.hasOwn(values, key) ? values[key] : undefined;
    if (value === undefined) throw new Error(`fill(): no value for {${key}} in "${template}"`);
    return String(value);
  });
}
