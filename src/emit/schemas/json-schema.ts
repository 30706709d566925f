// The subset of JSON Schema 2020-12 the generators write, as a type.

export interface JsonSchema {
  $schema?: string;
  $id?: string;
  $comment?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  title?: string;
  description?: string;
  deprecated?: boolean;
  type?: 'object' | 'array' | 'string' | 'integer';
  format?: string;
  pattern?: string;
  minLength?: number;
  enum?: string[];
  const?: string;
  items?: JsonSchema;
  minItems?: number;
  uniqueItems?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  allOf?: JsonSchema[];
  not?: JsonSchema;
  if?: JsonSchema;
  then?: JsonSchema;
}

/** Schema text as written under generated/: two-space JSON in construction order, one final newline. */
export function schemaText(schema: JsonSchema): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}
