// The JSON Schema of a place in a model document, for completion's keys and values: `$ref`s followed across files.
import { readFileSync } from 'node:fs';
import type { ModelPath } from '../model/model-file.js';
import { packagePath } from '../package-root.js';
import { schemaFiles, type SchemaName } from '../validate/schema-files.js';

type Schema = {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: Schema | boolean;
  enum?: unknown[];
  pattern?: string;
  description?: string;
};

const schemas = new Map<string, Record<string, unknown>>();
function schemaFile(file: string): Record<string, unknown> {
  let schema = schemas.get(file);
  if (!schema) {
    schema = JSON.parse(readFileSync(packagePath('schemas', file), 'utf8')) as Record<string, unknown>;
    schemas.set(file, schema);
  }
  return schema;
}

/** Follows `$ref`s (`#/$defs/x` in the same file, `common.schema.json#/$defs/y` in another). */
function resolve(schema: Schema | undefined, file: string): { schema: Schema | undefined; file: string } {
  let current = schema;
  let inFile = file;
  for (let hops = 0; current?.$ref && hops < 10; hops++) {
    const [target, pointer = ''] = current.$ref.split('#');
    if (target) inFile = target;
    let node: unknown = schemaFile(inFile);
    for (const part of pointer.split('/').filter(Boolean)) node = (node as Record<string, unknown> | undefined)?.[part];
    current = node as Schema | undefined;
  }
  return { schema: current, file: inFile };
}

/** The schema of the node at `path` in a `kind` document (entries without a property follow `additionalProperties`). */
export function schemaAt(kind: SchemaName, path: ModelPath): Schema | undefined {
  let file = schemaFiles[kind];
  let { schema } = resolve(schemaFile(file) as Schema, file);
  for (const segment of path) {
    const additional = typeof schema?.additionalProperties === 'object' ? schema.additionalProperties : undefined;
    const next = typeof segment === 'number' ? schema?.items : (schema?.properties?.[segment] ?? additional);
    ({ schema, file } = resolve(next, file));
  }
  return schema;
}
