// Where the generated JSON Schemas live: their file names and the $id base they are published under.

/** The `$id` prefix of every schema under generated/schemas/, mirroring its path in the package. */
export const generatedSchemaBase = 'https://agent-work-model.org/generated/schemas/';

export const commonSchemaFile = 'common.schema.json';

/** The schema of EntityState, an entity's lifecycle state on the wire. */
export const entityStateSchemaFile = 'entity-state.schema.json';

/** The two shapes of a term: the full exchange shape, and the portable-snapshot subset. */
export type SchemaVariant = 'exchange' | 'portable';

/** `AgentRun.schema.json` or `AgentRun.portable.schema.json`. */
export function termSchemaFile(termKey: string, variant: SchemaVariant): string {
  return variant === 'exchange' ? `${termKey}.schema.json` : `${termKey}.portable.schema.json`;
}

/** The name of a term's generated type: `AgentRun` or `AgentRunPortable`. */
export function termTypeName(termKey: string, variant: SchemaVariant): string {
  return variant === 'exchange' ? termKey : `${termKey}Portable`;
}
