// Generator: generated/schemas/, the shared definitions, two schemas per term, and the entity-state message.
import type { Generator } from '../generated-file.js';
import { commonSchema } from './common-schema.js';
import { entityStateSchema } from './entity-state-schema.js';
import { schemaText } from './json-schema.js';
import { commonSchemaFile, entityStateSchemaFile, termSchemaFile, type SchemaVariant } from './schema-ids.js';
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
    const entityState = entityStateSchema(model);
    if (entityState) files.push({ path: `schemas/${entityStateSchemaFile}`, content: schemaText(entityState) });
    return files;
  },
};
