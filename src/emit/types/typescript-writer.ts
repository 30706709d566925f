// Turns JSON Schemas into TypeScript with json-schema-to-typescript, and formats files with Prettier.
// Both are imported only when a build runs: Prettier alone costs more to load than a whole lint.
import type { JSONSchema } from 'json-schema-to-typescript';
import type { JsonSchema } from '../schemas/json-schema.js';

export interface TypeScriptWriter {
  /** The declarations json-schema-to-typescript makes of one schema, unformatted. */
  declarations(schema: JsonSchema): Promise<string>;
  /** A whole file, formatted the same way on every machine; `file` names it for the formatter. */
  format(source: string, file: string): Promise<string>;
}

/** Matches a `$ref` to a shared definition, from a term schema or from inside common.schema.json. */
const sharedRef = /^(?:common\.schema\.json)?#\/\$defs\/([A-Za-z]+)$/;

/**
 * The schema as json-schema-to-typescript should see it: a `$ref` to a shared definition
 * becomes `tsType` naming the type generated for it (imported from common.ts), so each type
 * is declared once and a property keeps its own description. The schema's identity keywords
 * are dropped: nothing is left to resolve.
 */
export function typeScriptInput(schema: JsonSchema): JSONSchema {
  const convert = (node: JsonSchema): JSONSchema => {
    const { $schema: _schema, $id: _id, $comment: _comment, $defs: _defs, $ref, properties, items, ...rest } = node;
    const out: JSONSchema = { ...rest };
    if ($ref !== undefined) {
      const shared = sharedRef.exec($ref);
      if (!shared) throw new Error(`generated schema has a $ref the type generator cannot name: ${$ref}`);
      out.tsType = shared[1]!;
    }
    if (properties)
      out.properties = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, convert(value)]));
    if (items) out.items = convert(items);
    return out;
  };
  return convert(schema);
}

/** The shared type names a schema refers to, sorted: what its TypeScript file must import. */
export function referencedSharedTypes(schema: JsonSchema): string[] {
  const names = new Set<string>();
  const visit = (node: JsonSchema): void => {
    const shared = node.$ref === undefined ? null : sharedRef.exec(node.$ref);
    if (shared) names.add(shared[1]!);
    for (const child of Object.values(node.properties ?? {})) visit(child);
    if (node.items) visit(node.items);
  };
  visit(schema);
  return [...names].sort();
}

export async function loadTypeScriptWriter(): Promise<TypeScriptWriter> {
  const [{ compile }, prettier] = await Promise.all([import('json-schema-to-typescript'), import('prettier')]);
  return {
    declarations: (schema) =>
      compile(typeScriptInput(schema), schema.title ?? 'Unnamed', {
        bannerComment: '',
        format: false,
        unknownAny: true,
        additionalProperties: true,
        declareExternallyReferenced: true,
        // Every $ref was replaced above; nothing may be fetched from disk or the network.
        $refOptions: { resolve: { external: false } },
      }),
    // A .ts file name tells Prettier the source holds no JSX, which spares it a slow detection scan.
    format: (source, file) =>
      prettier.format(source, { parser: 'typescript', filepath: file, singleQuote: true, printWidth: 100 }),
  };
}
