// Generator: generated/schemas/, the shared definitions and two schemas per term.
import type { Generator } from '../generated-file.js';
import { commonSchema } from './common-schema.js';
import { schemaText } from './json-schema.js';
import { commonSchemaFile, termSchemaFile, type SchemaVariant } from './schema-ids.js';
import { termSchema } from './term-schema.js';

const variants: readonly SchemaVariant[] = ['exchange', 'portable'];

export const schemasGenerator: Generator = {
  name: 'schemas',
  emit(model) {
    const files = [{ path: `schemas/${commonSchemaFile}`, content: schemaText(commonSchema(model.generatedNotice)) }];
    for (const term of model.terms.values()) {
      for (const variant of variants) {
        files.push({
          path: `schemas/${termSchemaFile(term.key, variant)}`,
          content: schemaText(termSchema(model, term, variant)),
        });
      }
    }
    return files;
  },
};
