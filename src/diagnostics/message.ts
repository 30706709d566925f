// Typed message templates: `msg` records which parameters a diagnostic message needs.

/** A message template whose parameters are named by the `P` union. */
export interface MessageTemplate<P extends string> {
  readonly params: readonly P[];
  format(values: Readonly<Record<P, string>>): string;
}

/**
 * Tag for message templates: msg`unknown key "${'key'}"` declares a parameter `key`, so the
 * call site that creates the diagnostic must supply it (a missing one is a type error). A message
 * is one line: a line break in the template, with the indentation after it, reads as one space,
 * so that long templates wrap in the source.
 */
export function msg<const P extends string[]>(
  template: TemplateStringsArray,
  ...params: P
): MessageTemplate<P[number]> {
  const strings = template.map((part) => part.replace(/\n\s*/g, ' '));
  return {
    params,
    format(values) {
      let out = strings[0] ?? '';
      params.forEach((name, i) => {
        out += values[name as P[number]] + (strings[i + 1] ?? '');
      });
      return out;
    },
  };
}
