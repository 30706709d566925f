// Module resolution hooks for the credentials benchmark: src/credentials/{names,values}.js load one variant instead.

let variant: string | undefined;

/** Receives the variant's module URL from credential-variant-register.ts (empty: resolve as usual). */
export function initialize(data: { variant: string }): void {
  variant = data.variant;
}

type Resolved = { url: string; format?: string | null; shortCircuit?: boolean };

export async function resolve(
  specifier: string,
  context: unknown,
  next: (specifier: string, context: unknown) => Promise<Resolved>,
): Promise<Resolved> {
  const resolved = await next(specifier, context);
  return variant && /\/dist\/src\/credentials\/(names|values)\.js$/.test(resolved.url)
    ? { url: variant, format: 'module', shortCircuit: true }
    : resolved;
}
